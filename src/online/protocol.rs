//! What a client and the server say to each other: JSON text frames over a WebSocket, one
//! message a frame, each an object whose `type` names it. Shared by the server, the terminal
//! and window clients and the browser page, so it builds everywhere (serde only).
//!
//! The first frame a client sends is [`ClientMessage::Hello`] with [`VERSION`]; the server
//! answers with its own hello, or refuses a version it does not speak. docs/online.md walks
//! through a whole exchange.

use super::code::RoomCode;
use crate::board::{Column, Player, Size};
use serde::{Deserialize, Serialize};
use std::fmt;
use thiserror::Error;

/// The protocol's version. A change that an older client would misread takes the next number.
pub const VERSION: u32 = 1;

/// The largest frame either side accepts, in bytes: the longest honest message (a state on the
/// biggest board) is well under it.
pub const MAX_FRAME_BYTES: usize = 4096;

/// The path of the WebSocket on the server.
pub const SOCKET_PATH: &str = "/ws";

pub use super::code::PLAY_PATH;

/// A side's colour as the protocol writes it (`"red"`, `"yellow"`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Colour {
    /// Red.
    Red,
    /// Yellow.
    Yellow,
}

impl Colour {
    /// The other colour.
    pub fn opponent(self) -> Colour {
        match self {
            Colour::Red => Colour::Yellow,
            Colour::Yellow => Colour::Red,
        }
    }

    /// 0 for Red, 1 for Yellow: an index into per-colour arrays.
    pub fn index(self) -> usize {
        self as usize
    }
}

impl From<Player> for Colour {
    fn from(player: Player) -> Colour {
        match player {
            Player::Red => Colour::Red,
            Player::Yellow => Colour::Yellow,
        }
    }
}

impl From<Colour> for Player {
    fn from(colour: Colour) -> Player {
        match colour {
            Colour::Red => Player::Red,
            Colour::Yellow => Player::Yellow,
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(Player::from(*self).name())
    }
}

/// The two seats of a room: the host created it, the guest joined it. A seat keeps its token
/// across rematches while its colour swaps.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Seat {
    /// Whoever created the room.
    Host,
    /// Whoever joined it.
    Guest,
}

impl Seat {
    /// The other seat.
    pub fn other(self) -> Seat {
        match self {
            Seat::Host => Seat::Guest,
            Seat::Guest => Seat::Host,
        }
    }

    /// 0 for the host, 1 for the guest.
    pub fn index(self) -> usize {
        self as usize
    }
}

/// A board as a room is created with: columns, rows and the line that wins.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardSpec {
    /// Columns.
    pub width: u8,
    /// Rows.
    pub height: u8,
    /// Coins in a line that win.
    pub connect: u8,
}

impl BoardSpec {
    /// The standard 7×6 board, four in a row.
    pub const STANDARD: BoardSpec = BoardSpec {
        width: 7,
        height: 6,
        connect: 4,
    };

    /// The engine's size, if the board is one Plot 4 plays: it fits the bitboards and the line
    /// fits along its longer side.
    pub fn size(self) -> Result<Size, BoardRefused> {
        let (width, height, connect) = (
            usize::from(self.width),
            usize::from(self.height),
            usize::from(self.connect),
        );
        let size = Size::new(width, height).map_err(|_| BoardRefused(self))?;
        if !(3..=6).contains(&connect) || connect > width.max(height) {
            return Err(BoardRefused(self));
        }
        size.with_line_length(connect)
            .map_err(|_| BoardRefused(self))
    }
}

impl From<Size> for BoardSpec {
    fn from(size: Size) -> BoardSpec {
        BoardSpec {
            width: size.width() as u8,
            height: size.height() as u8,
            connect: size.line_length() as u8,
        }
    }
}

/// A board the server does not play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[error("a {}x{} board with {} in a row is not one Plot 4 plays", .0.width, .0.height, .0.connect)]
pub struct BoardRefused(pub BoardSpec);

/// Who moves first in a new room.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FirstMover {
    /// The host plays Red, and Red moves first.
    Red,
    /// The host plays Red, and Yellow moves first.
    Yellow,
    /// The server draws the host's colour; Red moves first.
    Random,
}

/// A time control: minutes for the game, plus seconds added after each move (`3+2`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockSpec {
    /// Each side's time for the game, in minutes (1 to 180).
    pub minutes: u32,
    /// Seconds added to a side's clock after each of its moves (0 to 180).
    pub increment_seconds: u32,
}

impl ClockSpec {
    /// True if both numbers are in range.
    pub fn is_valid(self) -> bool {
        (1..=180).contains(&self.minutes) && self.increment_seconds <= 180
    }
}

impl fmt::Display for ClockSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}+{}", self.minutes, self.increment_seconds)
    }
}

/// Reads `M+S` (`3+2`, `10+0`).
impl std::str::FromStr for ClockSpec {
    type Err = String;

    fn from_str(text: &str) -> Result<ClockSpec, String> {
        let expected = || "expected minutes+seconds, e.g. 3+2 (1-180 minutes, 0-180 s)".to_string();
        let (minutes, seconds) = text.split_once('+').ok_or_else(expected)?;
        let clock = ClockSpec {
            minutes: minutes.trim().parse().map_err(|_| expected())?,
            increment_seconds: seconds.trim().parse().map_err(|_| expected())?,
        };
        clock.is_valid().then_some(clock).ok_or_else(expected)
    }
}

/// The fixed quick reactions: no free text, so nothing needs moderating.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Reaction {
    /// "Hello!"
    Hello,
    /// "Good luck!"
    GoodLuck,
    /// "Nice move!"
    NiceMove,
    /// "Oops"
    Oops,
    /// "Well played"
    WellPlayed,
    /// "Thanks!"
    Thanks,
    /// "Good game"
    GoodGame,
}

impl Reaction {
    /// Every reaction, in the order a menu lists them.
    pub const ALL: [Reaction; 7] = [
        Reaction::Hello,
        Reaction::GoodLuck,
        Reaction::NiceMove,
        Reaction::Oops,
        Reaction::WellPlayed,
        Reaction::Thanks,
        Reaction::GoodGame,
    ];

    /// The protocol's name (`good_game`), which the terminal client also reads.
    pub fn name(self) -> &'static str {
        match self {
            Reaction::Hello => "hello",
            Reaction::GoodLuck => "good_luck",
            Reaction::NiceMove => "nice_move",
            Reaction::Oops => "oops",
            Reaction::WellPlayed => "well_played",
            Reaction::Thanks => "thanks",
            Reaction::GoodGame => "good_game",
        }
    }

    /// The words in English, as the terminal prints them (the window translates the name).
    pub fn words(self) -> &'static str {
        match self {
            Reaction::Hello => "Hello!",
            Reaction::GoodLuck => "Good luck!",
            Reaction::NiceMove => "Nice move!",
            Reaction::Oops => "Oops",
            Reaction::WellPlayed => "Well played",
            Reaction::Thanks => "Thanks!",
            Reaction::GoodGame => "Good game",
        }
    }

    /// The reaction of a name (`good_game`, or `good-game`).
    pub fn from_name(name: &str) -> Option<Reaction> {
        let name = name.trim().replace('-', "_").to_ascii_lowercase();
        Reaction::ALL.into_iter().find(|r| r.name() == name)
    }
}

/// Everything a client may send.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ClientMessage {
    /// The first message: the protocol version the client speaks.
    Hello {
        /// [`VERSION`] of the client's build.
        version: u32,
    },
    /// Make a room and take its host seat.
    Create {
        /// The board.
        board: BoardSpec,
        /// Who moves first.
        first: FirstMover,
        /// The time control, if any.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        clock: Option<ClockSpec>,
    },
    /// Take the free seat of a room, or watch it if both are taken.
    Join {
        /// The room.
        code: RoomCode,
    },
    /// Watch a room, read-only.
    Watch {
        /// The room.
        code: RoomCode,
    },
    /// Take back one's seat after a dropped connection.
    Resume {
        /// The room.
        code: RoomCode,
        /// The seat's secret, as [`ServerMessage::Seated`] gave it.
        token: String,
    },
    /// Drop a coin. `game` and `number` make a resend harmless: a move already played under the
    /// same game and number is not played again.
    Move {
        /// The room's game this move belongs to (1, then 2 after a rematch, …).
        game: u32,
        /// The move's number in the game, from 1.
        number: u32,
        /// The column, from 1.
        column: u8,
    },
    /// Give up the game.
    Resign,
    /// Offer a draw (or accept the opponent's standing offer).
    OfferDraw,
    /// Answer the opponent's draw offer.
    AnswerDraw {
        /// True to agree to the draw.
        accept: bool,
    },
    /// Ask for another game once this one is over; colours swap when both have asked.
    Rematch,
    /// Send one of the fixed reactions to the room.
    React {
        /// Which.
        reaction: Reaction,
    },
}

/// Why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// A line was completed.
    Line,
    /// The board filled up.
    FullBoard,
    /// A side resigned.
    Resigned,
    /// Both agreed to a draw.
    Agreed,
    /// A side's clock ran out.
    Time,
    /// A side stayed away longer than the grace period.
    Abandoned,
}

/// How a game ended: who won (none for a draw) and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    /// The winner's colour; `None` for a draw.
    pub winner: Option<Colour>,
    /// Why the game ended.
    pub reason: EndReason,
}

impl fmt::Display for GameResult {
    /// `Red wins`, `Yellow wins` or `Draw`, as the terminal prints it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner {
            Some(colour) => write!(f, "{colour} wins"),
            None => f.write_str("Draw"),
        }
    }
}

/// Where a seat stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "state", rename_all = "snake_case")]
pub enum SeatState {
    /// Nobody has taken it yet.
    Free,
    /// Its player is connected.
    Present,
    /// Its player's connection dropped.
    Away {
        /// When the absent side loses if still away (milliseconds since the Unix epoch);
        /// `None` when nothing is at stake (no game running, or the clock decides instead).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        loses_at_ms: Option<u64>,
    },
}

/// Both clocks, as of `at_ms`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clocks {
    /// Red's time left, in milliseconds.
    pub red_ms: u64,
    /// Yellow's time left, in milliseconds.
    pub yellow_ms: u64,
    /// The colour whose clock runs, if one does.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub running: Option<Colour>,
    /// When these figures were taken (milliseconds since the Unix epoch); the running clock has
    /// lost the time since.
    pub at_ms: u64,
}

/// A whole room as everyone in it sees it: sent on entering, on a new game, and whenever a
/// client may have missed something.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoomView {
    /// The room's code.
    pub code: RoomCode,
    /// The board.
    pub board: BoardSpec,
    /// The time control, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<ClockSpec>,
    /// The game's number in this room: 1, then one more for each rematch.
    pub game: u32,
    /// The colour that moves first in this game.
    pub first: Colour,
    /// The host's colour in this game (the guest has the other).
    pub host_colour: Colour,
    /// The host's and the guest's seats, in that order.
    pub seats: [SeatState; 2],
    /// The columns played in this game, from 1, in order.
    pub moves: Vec<u8>,
    /// The clocks, if the game has them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clocks: Option<Clocks>,
    /// The result, once the game is over.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<GameResult>,
    /// The colour whose draw offer stands.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draw_offer: Option<Colour>,
    /// The colour that asked for a rematch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub rematch: Option<Colour>,
}

impl RoomView {
    /// The colour a seat plays in this game.
    pub fn colour_of(&self, seat: Seat) -> Colour {
        match seat {
            Seat::Host => self.host_colour,
            Seat::Guest => self.host_colour.opponent(),
        }
    }

    /// The seat that plays a colour in this game.
    pub fn seat_of(&self, colour: Colour) -> Seat {
        if colour == self.host_colour {
            Seat::Host
        } else {
            Seat::Guest
        }
    }

    /// The colour whose move it is, if the game is running.
    pub fn to_move(&self) -> Option<Colour> {
        if self.result.is_some() || self.seats.contains(&SeatState::Free) {
            return None;
        }
        Some(self.mover_of(self.moves.len() as u32 + 1))
    }

    /// The colour that plays move `number` (from 1).
    pub fn mover_of(&self, number: u32) -> Colour {
        if number % 2 == 1 {
            self.first
        } else {
            self.first.opponent()
        }
    }

    /// True once both seats are taken.
    pub fn is_full(&self) -> bool {
        !self.seats.contains(&SeatState::Free)
    }
}

/// Everything the server may send.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    /// The answer to the client's hello: the version the server speaks.
    Hello {
        /// [`VERSION`].
        version: u32,
    },
    /// This connection holds a seat (after create, join or resume).
    Seated {
        /// The room's code.
        code: RoomCode,
        /// The room's link, `http://HOST/play/CODE`.
        link: String,
        /// Which seat.
        seat: Seat,
        /// The seat's secret: resume with it after a dropped connection. 128 bits or more.
        token: String,
    },
    /// This connection watches the room.
    Watching {
        /// The room's code.
        code: RoomCode,
        /// The room's link.
        link: String,
    },
    /// The whole room.
    State {
        /// The room.
        room: RoomView,
    },
    /// A coin was played.
    Moved {
        /// The game.
        game: u32,
        /// The move's number, from 1.
        number: u32,
        /// The column, from 1.
        column: u8,
        /// Who played it.
        colour: Colour,
        /// The clocks after the move, if the game has them.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        clocks: Option<Clocks>,
    },
    /// A seat came or went.
    Presence {
        /// Which seat.
        seat: Seat,
        /// Where it stands now.
        state: SeatState,
    },
    /// A side offers a draw.
    DrawOffered {
        /// Who offers.
        by: Colour,
    },
    /// The offer was declined (or lapsed with a move).
    DrawDeclined {
        /// Who declined.
        by: Colour,
    },
    /// A side asks for a rematch.
    RematchOffered {
        /// Who asks.
        by: Colour,
    },
    /// A reaction from a seat.
    Reaction {
        /// Who sends it.
        by: Colour,
        /// What.
        reaction: Reaction,
    },
    /// The game is over.
    Over {
        /// The game.
        game: u32,
        /// How it ended.
        result: GameResult,
    },
    /// The last message was refused and changed nothing.
    Refused {
        /// Why, for programs.
        error: Refusal,
        /// Why, in a line for people.
        message: String,
    },
    /// The server is shutting down; in-memory rooms end with it.
    Closing {
        /// True if the rooms survive (kept in Redis): reconnect and resume.
        rooms_kept: bool,
    },
}

/// Why the server refused a message. The client's state is unchanged by it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Error)]
#[serde(rename_all = "snake_case")]
pub enum Refusal {
    /// The frame is not a message of this protocol.
    #[error("not a message of the protocol")]
    BadMessage,
    /// The hello named a version the server does not speak.
    #[error("this server speaks protocol version {VERSION} only; update the client")]
    Version,
    /// Anything but a hello came first.
    #[error("say hello first")]
    HelloFirst,
    /// Too many messages too fast.
    #[error("too many messages; slow down")]
    RateLimited,
    /// Too many rooms made from this address lately.
    #[error("too many rooms created from this address; try again in a minute")]
    TooManyRooms,
    /// Too many unknown codes tried from this address lately.
    #[error("too many join attempts from this address; try again in a minute")]
    TooManyAttempts,
    /// Too many connections from this address.
    #[error("too many connections from this address")]
    TooManyConnections,
    /// No such room (never made, expired, or lost with a restarted server).
    #[error("no such room: it never existed, has expired, or ended with a server restart")]
    NoSuchRoom,
    /// The token does not hold a seat of that room.
    #[error("that token holds no seat in this room")]
    BadToken,
    /// The connection already has a room.
    #[error("this connection is already in a room")]
    AlreadyInRoom,
    /// The board is not one Plot 4 plays.
    #[error("that board is not one Plot 4 plays")]
    BadBoard,
    /// The time control is out of range.
    #[error("that clock is out of range (1-180 minutes, 0-180 s)")]
    BadClock,
    /// Only a seat may do that; this connection watches (or has no room).
    #[error("spectators cannot play")]
    Spectator,
    /// The game has not started: a seat is still free.
    #[error("waiting for the other player")]
    NotStarted,
    /// It is the other side's turn.
    #[error("it is not your turn")]
    NotYourTurn,
    /// The column is full.
    #[error("that column is full")]
    ColumnFull,
    /// The column is not on the board.
    #[error("that column is not on the board")]
    OutsideBoard,
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// The move's number or game is not the next one (a different move already took it).
    #[error("that move number is not the next one")]
    WrongNumber,
    /// No draw offer from the opponent stands.
    #[error("there is no draw offer to answer")]
    NoDrawOffer,
    /// A rematch is only for a finished game.
    #[error("the game is not over yet")]
    NotOver,
    /// The server cannot reach its room store (Redis) just now; try again.
    #[error("the server cannot reach its room store; try again")]
    Unavailable,
}

impl ServerMessage {
    /// A refusal with its words.
    pub fn refused(error: Refusal) -> ServerMessage {
        ServerMessage::Refused {
            error,
            message: error.to_string(),
        }
    }
}

/// Why a frame could not be read as a message.
#[derive(Debug, Error)]
pub enum FrameError {
    /// Longer than [`MAX_FRAME_BYTES`].
    #[error("a frame of {0} bytes is over the {MAX_FRAME_BYTES}-byte limit")]
    TooBig(usize),
    /// Not JSON, or not a message of this protocol.
    #[error("not a message of the protocol: {0}")]
    Malformed(#[from] serde_json::Error),
}

/// Reads a client's text frame.
pub fn read_client(text: &str) -> Result<ClientMessage, FrameError> {
    read(text)
}

/// Reads the server's text frame.
pub fn read_server(text: &str) -> Result<ServerMessage, FrameError> {
    read(text)
}

fn read<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, FrameError> {
    if text.len() > MAX_FRAME_BYTES {
        return Err(FrameError::TooBig(text.len()));
    }
    Ok(serde_json::from_str(text)?)
}

/// Writes a message as a text frame.
pub fn write<T: Serialize>(message: &T) -> String {
    // Every field is a plain number, string, bool, list or map: serialising cannot fail.
    serde_json::to_string(message).unwrap_or_default()
}

/// A column number from the protocol (from 1) as the engine's column, if it could be one.
pub fn column(number: u8) -> Option<Column> {
    Column::from_number(usize::from(number))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_read_back_as_written() {
        let code: RoomCode = "K7M-Q3X-9PD".parse().unwrap();
        let messages = [
            ClientMessage::Hello { version: VERSION },
            ClientMessage::Create {
                board: BoardSpec::STANDARD,
                first: FirstMover::Random,
                clock: Some(ClockSpec {
                    minutes: 3,
                    increment_seconds: 2,
                }),
            },
            ClientMessage::Join { code },
            ClientMessage::Move {
                game: 1,
                number: 3,
                column: 4,
            },
            ClientMessage::React {
                reaction: Reaction::GoodGame,
            },
        ];
        for message in messages {
            assert_eq!(read_client(&write(&message)).unwrap(), message);
        }
        assert_eq!(
            write(&ClientMessage::Resign),
            r#"{"type":"resign"}"#,
            "a message without fields is its type alone"
        );
    }

    #[test]
    fn a_frame_over_the_limit_or_off_the_protocol_is_an_error() {
        let huge = format!(
            r#"{{"type":"hello","version":1,"x":"{}"}}"#,
            "a".repeat(5000)
        );
        assert!(matches!(read_client(&huge), Err(FrameError::TooBig(_))));
        assert!(read_client(r#"{"type":"fly"}"#).is_err());
        assert!(read_client(r#"{"type":"move","game":1,"number":1,"column":300}"#).is_err());
        assert!(read_client(r#"{"type":"join","code":"0OIL"}"#).is_err());
        assert!(read_client("").is_err());
    }

    #[test]
    fn clocks_read_as_minutes_plus_seconds() {
        let clock: ClockSpec = "3+2".parse().unwrap();
        assert_eq!((clock.minutes, clock.increment_seconds), (3, 2));
        assert_eq!(clock.to_string(), "3+2");
        assert!("0+5".parse::<ClockSpec>().is_err());
        assert!("5".parse::<ClockSpec>().is_err());
        assert!("5+999".parse::<ClockSpec>().is_err());
    }

    #[test]
    fn boards_are_checked_against_the_engine() {
        assert_eq!(BoardSpec::STANDARD.size().unwrap(), Size::STANDARD);
        let wide = BoardSpec {
            width: 12,
            height: 4,
            connect: 4,
        };
        assert_eq!(wide.size().unwrap().width(), 12);
        for bad in [(0, 6, 4), (7, 6, 9), (40, 40, 4), (4, 4, 5), (7, 6, 2)] {
            let spec = BoardSpec {
                width: bad.0,
                height: bad.1,
                connect: bad.2,
            };
            assert!(spec.size().is_err(), "{bad:?}");
        }
    }

    #[test]
    fn reactions_read_by_name() {
        for reaction in Reaction::ALL {
            assert_eq!(Reaction::from_name(reaction.name()), Some(reaction));
        }
        assert_eq!(Reaction::from_name("Good-Game"), Some(Reaction::GoodGame));
        assert_eq!(Reaction::from_name("you are bad"), None);
    }
}

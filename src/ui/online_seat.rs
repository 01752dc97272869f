//! The remote seat: a friend on another machine, reached through a server. It is the third
//! kind of player beside a person here and the computer's levels. It keeps what the online
//! session has said (the room, this window's seat, the result, whether the connection is
//! back), and turns the session's events into what the session does with the table: a move
//! to play, a whole game to put on the table, words to show. It calls nothing itself: its
//! commands leave as effects, and its events come in as news.

use crate::board::{Column, Player, Size};
use crate::game::{CasualReason, GameState, Modes};
use crate::online::client::{Ending, Event};
use crate::online::code::RoomCode;
use crate::online::protocol::{
    Clocks, Colour, GameResult, Reaction, Refusal, RoomView, Seat, SeatState, ServerMessage,
};

/// Where the online session stands.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Link {
    /// No online game.
    #[default]
    Off,
    /// Reaching the server.
    Connecting,
    /// In the room, with a seat (or watching, with none).
    In,
    /// The session ended, and why (a game over ends nothing: a rematch may follow).
    Ended(Ending),
}

/// The remote seat's state.
#[derive(Debug, Clone, Default)]
pub struct OnlineSeat {
    link: Link,
    code: Option<RoomCode>,
    room_link: Option<String>,
    seat: Option<Seat>,
    view: Option<RoomView>,
    reconnecting: bool,
    /// A paste was asked for a room code (the clipboard's text comes back here).
    wants_paste: bool,
    /// The session was started to create or join a game, not to watch one.
    wanted_a_seat: bool,
    /// The last reaction of each colour (Red's, Yellow's) and when it arrived (seconds on the
    /// frame clock), shown beside its sender's name for a while.
    reactions: [Option<(Reaction, f64)>; 2],
}

/// How long a reaction shows beside its sender's name, in seconds.
const REACTION_TIME: f64 = 6.0;

/// What an event asks of the table.
#[derive(Debug, Clone, PartialEq)]
pub enum TableNews {
    /// Nothing changes on the table.
    Nothing,
    /// Put this game on the table (entering the room, a rematch, or a correction).
    Game(GameState),
    /// Play this move, if it is the next one on the table; `by_friend` when it is not this
    /// window's.
    Move {
        /// The move's number, from 1.
        number: usize,
        /// The column.
        column: Column,
        /// Played by the other side (or a player watched).
        by_friend: bool,
    },
    /// Show these words for a while.
    Tell(Said),
}

/// What the remote seat has to say, for the session to word.
#[derive(Debug, Clone, PartialEq)]
pub enum Said {
    /// The game ended this way.
    Over(GameResult),
    /// The friend offers a draw.
    DrawOffered,
    /// The draw offer was declined.
    DrawDeclined,
    /// The friend asks for a rematch.
    RematchAsked,
    /// The friend is away, or back.
    FriendAway(bool),
    /// The server refused a command, for this reason.
    Refused(Refusal),
    /// A side sent a reaction (this window's own comes back too).
    Reaction(Player, Reaction),
    /// The connection dropped, or came back.
    Reconnecting(bool),
    /// The session ended.
    Ended(Ending),
}

impl OnlineSeat {
    /// Whether an online session is running (or reaching its server).
    pub fn is_on(&self) -> bool {
        matches!(self.link, Link::Connecting | Link::In)
    }

    /// Whether an online game is under way: undo, hints, analysis and the overlay are off.
    pub fn is_live(&self) -> bool {
        self.is_on() && self.view.as_ref().is_some_and(|v| v.result.is_none())
    }

    /// Where the session stands.
    pub fn link(&self) -> &Link {
        &self.link
    }

    /// The room's code and link, once in the room.
    pub fn room(&self) -> Option<(RoomCode, &str)> {
        Some((self.code?, self.room_link.as_deref()?))
    }

    /// The room as last heard.
    pub fn view(&self) -> Option<&RoomView> {
        self.view.as_ref()
    }

    /// Whether the connection dropped and the session is trying again.
    pub fn reconnecting(&self) -> bool {
        self.reconnecting
    }

    /// The side this window plays, if it holds a seat.
    pub fn my_side(&self) -> Option<Player> {
        let view = self.view.as_ref()?;
        Some(player(view.colour_of(self.seat?)))
    }

    /// Whether the friend has taken the other seat (or this window watches).
    pub fn friend_is_here(&self) -> bool {
        self.view.as_ref().is_some_and(|v| v.is_full()) || self.is_on() && self.seat.is_none()
    }

    /// Whether the friend's connection dropped: `Some` while they are away, holding when
    /// they lose unless back (milliseconds since the Unix epoch), if anything is at stake.
    pub fn friend_away(&self) -> Option<Option<u64>> {
        let view = self.view.as_ref()?;
        match view.seats[self.seat?.other().index()] {
            SeatState::Away { loses_at_ms } if self.is_on() => Some(loses_at_ms),
            _ => None,
        }
    }

    /// The game's clocks, if it has them.
    pub fn clocks(&self) -> Option<&Clocks> {
        self.view.as_ref()?.clocks.as_ref()
    }

    /// The result, once the game is over.
    pub fn result(&self) -> Option<GameResult> {
        self.view.as_ref()?.result
    }

    /// `side`'s reaction arrived at `now` (seconds on the frame clock).
    pub fn show_reaction(&mut self, side: Player, reaction: Reaction, now: f64) {
        self.reactions[side as usize] = Some((reaction, now));
    }

    /// The reaction `side` sent in the last few seconds before `now`, if any.
    pub fn reaction_of(&self, side: Player, now: f64) -> Option<Reaction> {
        let (reaction, since) = self.reactions[side as usize]?;
        (self.is_on() && (since..since + REACTION_TIME).contains(&now)).then_some(reaction)
    }

    /// A session is starting; `for_a_seat` unless it only watches.
    pub fn start(&mut self, for_a_seat: bool) {
        *self = OnlineSeat {
            link: Link::Connecting,
            wanted_a_seat: for_a_seat,
            ..OnlineSeat::default()
        };
    }

    /// Whether this window watches a game it asked to play in: both seats were taken.
    pub fn found_the_room_full(&self) -> bool {
        self.wanted_a_seat && self.is_on() && self.seat.is_none() && self.code.is_some()
    }

    /// The session was left.
    pub fn leave(&mut self) {
        self.link = Link::Ended(Ending::Left);
    }

    /// A paste for a room code was asked.
    pub fn ask_paste(&mut self) {
        self.wants_paste = true;
    }

    /// Whether pasted text is for a room code (and no longer, once asked).
    pub fn take_paste(&mut self) -> bool {
        std::mem::take(&mut self.wants_paste)
    }

    /// Takes in one event of the session; says what it means for the table.
    pub fn hear(&mut self, event: Event, table: &GameState) -> TableNews {
        match event {
            Event::Seated {
                code, link, seat, ..
            } => {
                crate::ui::events::online_seated(&code.to_string(), &link, Some(seat));
                self.enter(code, link, Some(seat));
                TableNews::Nothing
            }
            Event::Watching { code, link } => {
                crate::ui::events::online_seated(&code.to_string(), &link, None);
                self.enter(code, link, None);
                TableNews::Nothing
            }
            Event::Room(view) => {
                let was_full = self.friend_is_here();
                let game = game_of(&view);
                self.view = Some(view);
                if !was_full && self.friend_is_here() {
                    crate::ui::events::online_friend_here();
                }
                match game {
                    Some(game) if !same_game(&game, table) => TableNews::Game(game),
                    _ => TableNews::Nothing,
                }
            }
            Event::News(news) => self.hear_room(news, table),
            Event::Reconnecting { attempt, .. } => {
                self.reconnecting = true;
                if attempt == 1 {
                    crate::ui::events::online_reconnecting(true);
                    return TableNews::Tell(Said::Reconnecting(true));
                }
                TableNews::Nothing
            }
            Event::Reconnected => {
                self.reconnecting = false;
                crate::ui::events::online_reconnecting(false);
                TableNews::Tell(Said::Reconnecting(false))
            }
            Event::Ended(ending) => {
                crate::ui::events::online_ended(&ending);
                self.reconnecting = false;
                self.link = Link::Ended(ending.clone());
                match ending {
                    Ending::Left => TableNews::Nothing,
                    ending => TableNews::Tell(Said::Ended(ending)),
                }
            }
        }
    }

    fn enter(&mut self, code: RoomCode, link: String, seat: Option<Seat>) {
        self.link = Link::In;
        self.code = Some(code);
        self.room_link = Some(link);
        self.seat = seat;
    }

    /// Takes in what the room says.
    fn hear_room(&mut self, news: ServerMessage, table: &GameState) -> TableNews {
        let me = self.my_side();
        let Some(view) = self.view.as_mut() else {
            return TableNews::Nothing;
        };
        match news {
            ServerMessage::Moved {
                game,
                number,
                column,
                colour,
                clocks,
            } if game == view.game => {
                if number as usize == view.moves.len() + 1 {
                    view.moves.push(column);
                }
                view.clocks = clocks.or(view.clocks);
                view.draw_offer = None;
                let Some(column) = column.checked_sub(1).map(Column::new) else {
                    return TableNews::Nothing;
                };
                // A move this window played is on the table already.
                if number as usize <= table.history().len() {
                    return TableNews::Nothing;
                }
                TableNews::Move {
                    number: number as usize,
                    column,
                    by_friend: me != Some(player(colour)),
                }
            }
            ServerMessage::Over { game, result } if game == view.game => {
                view.result = Some(result);
                if let Some(clocks) = &mut view.clocks {
                    clocks.running = None;
                }
                crate::ui::events::online_over(&result.to_string());
                TableNews::Tell(Said::Over(result))
            }
            ServerMessage::Presence { seat, state } => {
                view.seats[seat.index()] = state;
                let friend = self.seat.map(Seat::other);
                match state {
                    SeatState::Away { .. } if friend == Some(seat) => {
                        crate::ui::events::online_friend_away(true);
                        TableNews::Tell(Said::FriendAway(true))
                    }
                    SeatState::Present if friend == Some(seat) => {
                        crate::ui::events::online_friend_away(false);
                        TableNews::Tell(Said::FriendAway(false))
                    }
                    _ => TableNews::Nothing,
                }
            }
            ServerMessage::DrawOffered { by } => {
                view.draw_offer = Some(by);
                if me.is_some_and(|me| me != player(by)) {
                    TableNews::Tell(Said::DrawOffered)
                } else {
                    TableNews::Nothing
                }
            }
            ServerMessage::DrawDeclined { .. } => {
                view.draw_offer = None;
                TableNews::Tell(Said::DrawDeclined)
            }
            ServerMessage::RematchOffered { by } => {
                view.rematch = Some(by);
                if me.is_some_and(|me| me != player(by)) {
                    TableNews::Tell(Said::RematchAsked)
                } else {
                    TableNews::Nothing
                }
            }
            ServerMessage::Refused { error, .. } => {
                crate::ui::events::online_refused(error);
                // What this window played ahead of the server is set right from the room.
                let game = game_of(view).filter(|game| !same_game(game, table));
                match game {
                    Some(game) => TableNews::Game(game),
                    None => TableNews::Tell(Said::Refused(error)),
                }
            }
            ServerMessage::Reaction { by, reaction } => {
                crate::ui::events::online_reaction(&by.to_string(), reaction.name());
                TableNews::Tell(Said::Reaction(player(by), reaction))
            }
            _ => TableNews::Nothing,
        }
    }
}

/// The result and how the game ended, for a game the server ended before its board decided
/// it (resigned, agreed drawn, on time, left); `None` for a four or a full board.
pub fn ended_early(result: GameResult) -> Option<(crate::game::Outcome, crate::game::EndedEarly)> {
    use crate::game::{EndedEarly, Outcome};
    use crate::online::protocol::EndReason;
    let how = match result.reason {
        EndReason::Resigned => EndedEarly::Resigned,
        EndReason::Agreed => EndedEarly::Agreed,
        EndReason::Time => EndedEarly::Time,
        EndReason::Abandoned => EndedEarly::Abandoned,
        EndReason::Line | EndReason::FullBoard => return None,
    };
    let outcome = match result.winner {
        Some(colour) => Outcome::Win(player(colour)),
        None => Outcome::Draw,
    };
    Some((outcome, how))
}

/// The board's player of a protocol colour.
pub fn player(colour: Colour) -> Player {
    match colour {
        Colour::Red => Player::Red,
        Colour::Yellow => Player::Yellow,
    }
}

/// The game a room holds, as the table plays it: two people (one of them far away), marked
/// as played online, so it is recorded unrated.
pub fn game_of(view: &RoomView) -> Option<GameState> {
    let size = view.board.size().ok()?;
    let mut game = GameState::sized(Modes::HUMANS, size)
        .with_first(player(view.first))
        .noting(CasualReason::Online);
    for &column in &view.moves {
        game = game.play_human(Column::new(column.checked_sub(1)?)).ok()?;
    }
    Some(game)
}

/// Whether the table already holds the room's game `a` (its players too: a game of the
/// settings' modes left on the table is not it).
fn same_game(a: &GameState, b: &GameState) -> bool {
    a.board().size() == b.board().size()
        && a.first() == b.first()
        && a.history() == b.history()
        && a.modes() == b.modes()
        && b.used().contains(CasualReason::Online)
}

/// A reaction in the player's words.
pub fn reaction_words(reaction: Reaction) -> &'static str {
    match reaction {
        Reaction::Hello => tr!("online-react-hello"),
        Reaction::GoodLuck => tr!("online-react-good-luck"),
        Reaction::NiceMove => tr!("online-react-nice-move"),
        Reaction::Oops => tr!("online-react-oops"),
        Reaction::WellPlayed => tr!("online-react-well-played"),
        Reaction::Thanks => tr!("online-react-thanks"),
        Reaction::GoodGame => tr!("online-react-good-game"),
    }
}

/// Why the server refused, in the player's words (its own message is English, for programs
/// and logs).
pub fn refusal_words(refusal: Refusal) -> &'static str {
    match refusal {
        Refusal::BadMessage | Refusal::HelloFirst => tr!("online-refusal-bad-message"),
        Refusal::Version => tr!("online-refusal-version"),
        Refusal::RateLimited => tr!("online-refusal-rate-limited"),
        Refusal::TooManyRooms => tr!("online-refusal-too-many-rooms"),
        Refusal::TooManyAttempts => tr!("online-refusal-too-many-attempts"),
        Refusal::TooManyConnections => tr!("online-refusal-too-many-connections"),
        Refusal::NoSuchRoom => tr!("online-refusal-no-such-room"),
        Refusal::BadToken => tr!("online-refusal-bad-token"),
        Refusal::AlreadyInRoom => tr!("online-refusal-already-in-room"),
        Refusal::BadBoard => tr!("online-refusal-bad-board"),
        Refusal::BadClock => tr!("online-refusal-bad-clock"),
        Refusal::Spectator => tr!("online-watching"),
        Refusal::NotStarted => tr!("online-waiting-friend"),
        Refusal::NotYourTurn => tr!("online-wait-turn"),
        Refusal::ColumnFull => tr!("online-refusal-column-full"),
        Refusal::OutsideBoard => tr!("online-refusal-outside-board"),
        Refusal::GameOver => tr!("online-refusal-game-over"),
        Refusal::WrongNumber => tr!("online-refusal-wrong-number"),
        Refusal::NoDrawOffer => tr!("online-refusal-no-draw-offer"),
        Refusal::NotOver => tr!("online-refusal-not-over"),
        Refusal::Unavailable => tr!("online-refusal-unavailable"),
    }
}

/// Why an online session ended, in the player's words.
pub fn ending_words(ending: &Ending) -> String {
    match ending {
        Ending::Left => tr!("online-ending-left").to_string(),
        Ending::Unreachable { address, reason } => tr!(
            "online-ending-unreachable",
            address = address.as_str(),
            reason = reason.as_str()
        ),
        Ending::NoServer => tr!("online-no-server").to_string(),
        Ending::RoomGone => tr!("online-room-gone").to_string(),
        Ending::ServerClosed => tr!("online-ending-server-closed").to_string(),
        Ending::Version => tr!("online-refusal-version").to_string(),
        Ending::Refused(refusal) => refusal_words(*refusal).to_string(),
    }
}

/// The boards a game can be created on, the standard one first.
pub const BOARDS: [(usize, usize); 4] = [(7, 6), (6, 5), (8, 7), (9, 7)];

/// A board of [`BOARDS`] as a size.
pub fn board(index: usize) -> Size {
    let (w, h) = BOARDS[index % BOARDS.len()];
    Size::new(w, h).unwrap_or(Size::STANDARD)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::online::protocol::{BoardSpec, EndReason};

    fn room(moves: &[u8], guest: SeatState) -> RoomView {
        RoomView {
            code: "K7M-Q3X-9PD".parse().unwrap(),
            board: BoardSpec::from(Size::STANDARD),
            clock: None,
            game: 1,
            first: Colour::Red,
            host_colour: Colour::Red,
            seats: [SeatState::Present, guest],
            moves: moves.to_vec(),
            clocks: None,
            result: None,
            draw_offer: None,
            rematch: None,
        }
    }

    fn seated() -> (OnlineSeat, GameState) {
        let mut seat = OnlineSeat::default();
        seat.start(true);
        // The settings' game is on the table: a person against the computer.
        let table = GameState::new(Modes {
            red: crate::game::Mode::Human,
            yellow: crate::game::Mode::Computer(crate::ai::Level::Mid),
        });
        let event = Event::Seated {
            code: "K7M-Q3X-9PD".parse().unwrap(),
            link: "http://x/play/K7M-Q3X-9PD".into(),
            seat: Seat::Host,
            token: "t".into(),
        };
        assert_eq!(seat.hear(event, &table), TableNews::Nothing);
        (seat, table)
    }

    #[test]
    fn the_room_puts_its_game_on_the_table_and_a_friend_s_move_is_played_once() {
        let (mut seat, table) = seated();
        assert!(!seat.friend_is_here());
        let news = seat.hear(Event::Room(room(&[4], SeatState::Present)), &table);
        let TableNews::Game(game) = news else {
            panic!("{news:?}")
        };
        assert_eq!(game.position(), "4");
        assert!(game.used().contains(CasualReason::Online));
        assert!(seat.friend_is_here() && seat.is_live());
        assert_eq!(seat.my_side(), Some(Player::Red));
        let moved = |number| {
            Event::News(ServerMessage::Moved {
                game: 1,
                number,
                column: 3,
                colour: Colour::Yellow,
                clocks: None,
            })
        };
        assert_eq!(
            seat.hear(moved(2), &game),
            TableNews::Move {
                number: 2,
                column: Column::new(2),
                by_friend: true
            }
        );
        // The same move again (after a reconnect) finds it on the table.
        let after = game.play_human(Column::new(2)).unwrap();
        assert_eq!(seat.hear(moved(2), &after), TableNews::Nothing);
    }

    #[test]
    fn a_resignation_ends_the_live_game_and_a_refused_move_is_set_right_from_the_room() {
        let (mut seat, table) = seated();
        let TableNews::Game(table) = seat.hear(Event::Room(room(&[], SeatState::Present)), &table)
        else {
            panic!("the room's game replaces the settings' game")
        };
        assert_eq!(table.modes(), Modes::HUMANS);
        // This window played 4 ahead of the server, which refused it.
        let ahead = table.play_human(Column::new(3)).unwrap();
        let refused = Event::News(ServerMessage::Refused {
            error: crate::online::protocol::Refusal::NotYourTurn,
            message: "not your turn".into(),
        });
        let TableNews::Game(game) = seat.hear(refused, &ahead) else {
            panic!("the room's game")
        };
        assert!(game.history().is_empty());
        let result = GameResult {
            winner: Some(Colour::Yellow),
            reason: EndReason::Resigned,
        };
        let over = Event::News(ServerMessage::Over { game: 1, result });
        assert_eq!(seat.hear(over, &game), TableNews::Tell(Said::Over(result)));
        assert!(!seat.is_live() && seat.is_on());
    }

    #[test]
    fn reactions_arrive_for_a_while_the_friend_s_absence_counts_and_a_refusal_keeps_its_reason() {
        let (mut seat, table) = seated();
        let TableNews::Game(game) = seat.hear(Event::Room(room(&[], SeatState::Present)), &table)
        else {
            panic!("the room's game")
        };
        let reaction = Event::News(ServerMessage::Reaction {
            by: Colour::Yellow,
            reaction: Reaction::GoodLuck,
        });
        let said = Said::Reaction(Player::Yellow, Reaction::GoodLuck);
        assert_eq!(seat.hear(reaction, &game), TableNews::Tell(said));
        seat.show_reaction(Player::Yellow, Reaction::GoodLuck, 10.0);
        assert_eq!(
            seat.reaction_of(Player::Yellow, 12.0),
            Some(Reaction::GoodLuck)
        );
        assert_eq!(seat.reaction_of(Player::Red, 12.0), None);
        assert_eq!(seat.reaction_of(Player::Yellow, 10.0 + REACTION_TIME), None);
        // The friend (the guest) drops, with two minutes to come back; then is back.
        let presence = |state| {
            Event::News(ServerMessage::Presence {
                seat: Seat::Guest,
                state,
            })
        };
        let away = SeatState::Away {
            loses_at_ms: Some(120_000),
        };
        seat.hear(presence(away), &game);
        assert_eq!(seat.friend_away(), Some(Some(120_000)));
        seat.hear(presence(SeatState::Present), &game);
        assert_eq!(seat.friend_away(), None);
        // A refusal the room needs no correction for keeps its reason, for the player's words.
        let refused = Event::News(ServerMessage::refused(Refusal::RateLimited));
        let said = Said::Refused(Refusal::RateLimited);
        assert_eq!(seat.hear(refused, &game), TableNews::Tell(said));
    }

    #[test]
    fn joining_a_full_room_watches_and_says_so_and_watching_by_choice_does_not() {
        for (for_a_seat, says) in [(true, true), (false, false)] {
            let mut seat = OnlineSeat::default();
            seat.start(for_a_seat);
            let table = GameState::new(Modes::HUMANS);
            let watching = Event::Watching {
                code: "K7M-Q3X-9PD".parse().unwrap(),
                link: "http://x/play/K7M-Q3X-9PD".into(),
            };
            seat.hear(watching, &table);
            assert_eq!(seat.found_the_room_full(), says);
            assert_eq!(seat.my_side(), None);
        }
    }
}

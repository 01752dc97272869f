//! The client side of online play, for the terminal, the window and the load generator: one
//! seat (or a watcher) in one room, kept through dropped connections.
//!
//! [`play`] is the session as a task: it connects, says hello, takes the seat (creating or
//! joining the room), then passes the player's [`Command`]s to the server and the room's news
//! back as [`Event`]s. A dropped connection is retried, with the seat's token, until the seat
//! is back or the game is gone; a move in flight is sent again with the same number, which the
//! server plays once. Each move reaches the events once, in order, even when it is learnt
//! from a whole room after a reconnect.
//!
//! [`Handle`] runs the same session for a frame loop that must never wait: [`Handle::send`] a
//! command, [`Handle::events`] takes what has arrived. In the window it is a thread of its
//! own; in the browser page, the page's WebSocket, driven from the frame loop. Both carry
//! frames to and from the same bookkeeping (`session.rs`), which does no IO.

use super::code::RoomCode;
use super::protocol::{
    BoardSpec, ClockSpec, FirstMover, Reaction, Refusal, RoomView, Seat, ServerMessage, SOCKET_PATH,
};
use std::fmt;
use std::str::FromStr;
use thiserror::Error;

#[cfg(all(feature = "online", not(target_arch = "wasm32")))]
mod connection;
#[cfg(all(feature = "online", target_arch = "wasm32"))]
mod page_socket;
pub mod session;
#[cfg(all(feature = "online", not(target_arch = "wasm32")))]
pub use connection::{play, Handle};
#[cfg(all(feature = "online", target_arch = "wasm32"))]
pub use page_socket::Handle;

/// A server's WebSocket address, from what a player types: `HOST:PORT`, `http://HOST:PORT`,
/// `ws://HOST:PORT` (its path `/ws` added).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ServerAddress(String);

/// Text that is not a server address.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("not a server address: {0:?} (expected HOST:PORT or http://HOST:PORT)")]
pub struct BadServerAddress(pub String);

impl FromStr for ServerAddress {
    type Err = BadServerAddress;

    fn from_str(text: &str) -> Result<ServerAddress, BadServerAddress> {
        let text = text.trim();
        let bad = || BadServerAddress(text.to_string());
        let (scheme, rest) = match text.split_once("://") {
            Some(("http" | "ws", rest)) => ("ws", rest),
            Some(("https" | "wss", rest)) => ("wss", rest),
            Some(_) => return Err(bad()),
            None => ("ws", text),
        };
        let host = rest.split('/').next().unwrap_or_default();
        if host.is_empty() || host.chars().any(|c| c.is_whitespace() || c == '@') {
            return Err(bad());
        }
        Ok(ServerAddress(format!("{scheme}://{host}{SOCKET_PATH}")))
    }
}

impl fmt::Display for ServerAddress {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// What the session is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Intent {
    /// Create a room and hold its host seat.
    Create {
        /// The board.
        board: BoardSpec,
        /// Who moves first.
        first: FirstMover,
        /// The clock, if any.
        clock: Option<ClockSpec>,
    },
    /// Take the room's free seat (or watch, if both are taken).
    Join(RoomCode),
    /// Watch the room.
    Watch(RoomCode),
    /// Take back a seat held before (a window restarted mid-game).
    Resume {
        /// The room.
        code: RoomCode,
        /// The seat's token.
        token: String,
    },
}

/// What the player asks of the session.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Command {
    /// Drop a coin in a column (from 1); the session numbers it. One made before the game has
    /// started waits for this seat's first turn.
    Move(u8),
    /// Resign.
    Resign,
    /// Offer a draw, or accept the opponent's offer.
    OfferDraw,
    /// Answer the opponent's draw offer.
    AnswerDraw(bool),
    /// Ask for a rematch.
    Rematch,
    /// Send a reaction.
    React(Reaction),
    /// Close the session.
    Leave,
}

/// What the session tells the player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// This session holds a seat (once, when first taken).
    Seated {
        /// The room's code.
        code: RoomCode,
        /// The room's link.
        link: String,
        /// The seat.
        seat: Seat,
        /// Its token, to resume with after a restart.
        token: String,
    },
    /// This session watches (once).
    Watching {
        /// The room's code.
        code: RoomCode,
        /// The room's link.
        link: String,
    },
    /// The whole room, as it stands: on entering, after a reconnect, and when a new game starts.
    Room(RoomView),
    /// What the room says, as the server said it: a move ([`ServerMessage::Moved`], each once
    /// and in order, the ones played while away after a reconnect, numbered from the whole room
    /// when learnt from it), the end of a game ([`ServerMessage::Over`], once per game), a
    /// seat's presence, a draw offer or its refusal, a rematch asked for, a reaction, or a
    /// command refused ([`ServerMessage::Refused`]; nothing changed). Never the messages the
    /// session answers itself (hello, seated, watching, state, closing).
    News(ServerMessage),
    /// The connection dropped; the session is trying again.
    Reconnecting {
        /// Attempts so far in this outage, from 1.
        attempt: u32,
        /// What went wrong.
        reason: String,
    },
    /// The connection is back and the seat (or the watch) with it.
    Reconnected,
    /// The session is over; nothing follows.
    Ended(Ending),
}

/// Why a session ended.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Ending {
    /// The player left.
    #[error("left the room")]
    Left,
    /// The server could not be reached to begin with.
    #[error("cannot reach the server at {address}: {reason}")]
    Unreachable {
        /// The address tried.
        address: String,
        /// Why.
        reason: String,
    },
    /// The page's own address serves the page but no game server (a static host), and the
    /// settings name no other.
    #[error("this page has no game server: it was put up without one (plot4 serve --web)")]
    NoServer,
    /// The room is gone: expired, or ended with a server that kept it in memory.
    #[error("the room is gone: the server restarted or the room expired, and this game has ended")]
    RoomGone,
    /// The server shut down, and its rooms with it.
    #[error("the server shut down, and this game has ended with it")]
    ServerClosed,
    /// The server speaks another version of the protocol.
    #[error("the server speaks another protocol version; update plot4")]
    Version,
    /// The server refused to let this session in.
    #[error("{0}")]
    Refused(Refusal),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn server_addresses_read_as_players_type_them() {
        let read = |text: &str| text.parse::<ServerAddress>().map(|a| a.to_string());
        assert_eq!(read("127.0.0.1:7474").unwrap(), "ws://127.0.0.1:7474/ws");
        assert_eq!(
            read("http://example.org:80/play/X").unwrap(),
            "ws://example.org:80/ws"
        );
        assert_eq!(read("https://example.org").unwrap(), "wss://example.org/ws");
        assert!(read("ftp://example.org").is_err());
        assert!(read("").is_err());
    }
}

//! The session's bookkeeping, free of any connection: it numbers this seat's moves, reports
//! each move and each game's end once, sends a move in flight again after a drop, holds
//! commands until they can go, and says what to do when a connection fails. The tokio
//! connection (`connection.rs`) and the page's WebSocket (`page_socket.rs`) each carry frames
//! to and from one [`Session`], so both behave alike.

use super::{Command, Ending, Event, Intent};
use crate::online::code::RoomCode;
use crate::online::protocol::{ClientMessage, Refusal, RoomView, Seat, ServerMessage, VERSION};
use std::collections::VecDeque;
use std::time::Duration;

/// How long a connection attempt may take.
pub const CONNECT_LIMIT: Duration = Duration::from_secs(5);
/// The longest pause between reconnection attempts.
const LONGEST_PAUSE: Duration = Duration::from_secs(2);

/// Why one connection ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Break {
    /// Try again (after a pause), saying why.
    Retry(String),
    /// The session is over.
    End(Ending),
}

/// What to do after a connection failed to open or dropped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Next {
    /// Connect again after this pause (to the next server, if there are several).
    RetryAfter(Duration),
    /// The session is over; [`Event::Ended`] has been reported.
    Ended,
}

/// One session's bookkeeping across all its connections.
pub struct Session {
    intent: Intent,
    tracker: Tracker,
    /// The current connection holds the seat (or the watch).
    entered: bool,
    /// Attempts so far in this outage.
    attempt: u32,
    /// Some connection has ever been opened.
    ever_connected: bool,
}

impl Session {
    /// A session for `intent`, not yet connected.
    pub fn new(intent: Intent) -> Session {
        Session {
            intent,
            tracker: Tracker::default(),
            entered: false,
            attempt: 0,
            ever_connected: false,
        }
    }

    /// A connection opened: the messages that go first (hello, then taking the seat).
    pub fn opened(&mut self) -> Vec<ClientMessage> {
        self.entered = false;
        self.ever_connected = true;
        vec![
            ClientMessage::Hello { version: VERSION },
            entry(&self.intent, &self.tracker),
        ]
    }

    /// Whether the current connection holds the seat: the player's commands go at once.
    pub fn entered(&self) -> bool {
        self.entered
    }

    /// Takes in one message from the server: reports what it means to `events`, and returns
    /// what to send as a result, or why this connection is over.
    pub fn hear(
        &mut self,
        message: ServerMessage,
        events: &mut impl FnMut(Event),
    ) -> Result<Vec<ClientMessage>, Break> {
        hear(
            message,
            &self.intent,
            &mut self.tracker,
            events,
            &mut self.entered,
            &mut self.attempt,
        )
    }

    /// A command from the player: what may go now (a [`Command::Leave`] is the transport's
    /// to carry out).
    pub fn command(&mut self, command: Command) -> Vec<ClientMessage> {
        self.tracker.hold(command);
        if self.entered {
            due(&mut self.tracker)
        } else {
            Vec::new()
        }
    }

    /// A connection to `address` failed to open (`connected` false) or dropped, for `reason`:
    /// reports it and says what next. A first attempt that fails, with no other server to
    /// try, ends the session: the server cannot be reached.
    pub fn failed(
        &mut self,
        address: &str,
        reason: String,
        only_server: bool,
        events: &mut impl FnMut(Event),
    ) -> Next {
        self.entered = false;
        if !self.ever_connected && self.attempt == 0 && only_server {
            events(Event::Ended(Ending::Unreachable {
                address: address.to_string(),
                reason,
            }));
            return Next::Ended;
        }
        self.attempt += 1;
        events(Event::Reconnecting {
            attempt: self.attempt,
            reason,
        });
        let pause = Duration::from_millis(100 * u64::from(self.attempt.min(20)));
        Next::RetryAfter(pause.min(LONGEST_PAUSE))
    }
}

/// What the session knows of the room, to number moves and report each once.
#[derive(Default)]
struct Tracker {
    code: Option<RoomCode>,
    token: Option<String>,
    seat: Option<Seat>,
    watching: bool,
    view: Option<RoomView>,
    /// Moves of the current game already reported.
    reported: usize,
    /// Games whose end was reported.
    over_reported: Option<u32>,
    /// Commands waiting for the connection.
    waiting: VecDeque<Command>,
    /// A move made before the game started: played when this seat's first turn comes.
    early: Option<u8>,
    /// A move sent and not yet seen played: (game, number, column).
    in_flight: Option<(u32, u32, u8)>,
}

impl Tracker {
    /// Keeps a command until it can go: a move before the game has started waits for this
    /// seat's turn; anything else goes in order once connected.
    fn hold(&mut self, command: Command) {
        let started = self
            .view
            .as_ref()
            .is_some_and(|view| view.is_full() || view.result.is_some());
        match command {
            Command::Move(column) if !started && self.seat.is_some() => self.early = Some(column),
            command => self.waiting.push_back(command),
        }
    }
}

/// The message that takes (or takes back) the session's place in the room.
fn entry(intent: &Intent, tracker: &Tracker) -> ClientMessage {
    match (&tracker.code, &tracker.token) {
        (Some(code), Some(token)) => ClientMessage::Resume {
            code: *code,
            token: token.clone(),
        },
        (Some(code), None) => ClientMessage::Watch { code: *code },
        _ => match intent {
            Intent::Create {
                board,
                first,
                clock,
            } => ClientMessage::Create {
                board: *board,
                first: *first,
                clock: *clock,
            },
            Intent::Join(code) => ClientMessage::Join { code: *code },
            Intent::Watch(code) => ClientMessage::Watch { code: *code },
            Intent::Resume { code, token } => ClientMessage::Resume {
                code: *code,
                token: token.clone(),
            },
        },
    }
}

/// Takes in one message from the server: updates the tracker, reports events, and returns
/// what to send as a result (held commands, a move to send again).
fn hear(
    message: ServerMessage,
    intent: &Intent,
    tracker: &mut Tracker,
    events: &mut impl FnMut(Event),
    entered: &mut bool,
    attempt: &mut u32,
) -> Result<Vec<ClientMessage>, Break> {
    match message {
        ServerMessage::Hello { .. } => {}
        ServerMessage::Seated {
            code,
            link,
            seat,
            token,
        } => {
            let first_time = tracker.code.is_none();
            tracker.code = Some(code);
            tracker.token = Some(token.clone());
            tracker.seat = Some(seat);
            tracker.watching = false;
            *entered = true;
            if first_time {
                events(Event::Seated {
                    code,
                    link,
                    seat,
                    token,
                });
            } else {
                *attempt = 0;
                events(Event::Reconnected);
            }
        }
        ServerMessage::Watching { code, link } => {
            let first_time = tracker.code.is_none();
            tracker.code = Some(code);
            tracker.watching = true;
            *entered = true;
            if first_time {
                events(Event::Watching { code, link });
            } else {
                *attempt = 0;
                events(Event::Reconnected);
            }
        }
        ServerMessage::State { room } => return Ok(take_view(room, tracker, events)),
        ServerMessage::Moved {
            game,
            number,
            column,
            colour,
            clocks,
        } => {
            let Some(view) = &mut tracker.view else {
                return Ok(Vec::new());
            };
            if game != view.game || number as usize != view.moves.len() + 1 {
                // Already known (or from another game): the next whole room settles it.
                return Ok(Vec::new());
            }
            view.moves.push(column);
            view.clocks = clocks.or(view.clocks);
            view.draw_offer = None;
            if tracker
                .in_flight
                .is_some_and(|(g, n, _)| (g, n) == (game, number))
            {
                tracker.in_flight = None;
            }
            tracker.reported = view.moves.len();
            events(Event::News(ServerMessage::Moved {
                game,
                number,
                column,
                colour,
                clocks,
            }));
            return Ok(due(tracker));
        }
        ServerMessage::Over { game, result } => {
            if let Some(view) = &mut tracker.view {
                if view.game == game {
                    view.result = Some(result);
                    if let Some(clocks) = &mut view.clocks {
                        clocks.running = None;
                    }
                }
            }
            tracker.in_flight = None;
            if tracker.over_reported != Some(game) {
                tracker.over_reported = Some(game);
                events(Event::News(ServerMessage::Over { game, result }));
            }
        }
        ServerMessage::Presence { seat, state } => {
            if let Some(view) = &mut tracker.view {
                view.seats[seat.index()] = state;
            }
            events(Event::News(ServerMessage::Presence { seat, state }));
        }
        ServerMessage::DrawOffered { by } => {
            if let Some(view) = &mut tracker.view {
                view.draw_offer = Some(by);
            }
            events(Event::News(ServerMessage::DrawOffered { by }));
        }
        ServerMessage::DrawDeclined { by } => {
            if let Some(view) = &mut tracker.view {
                view.draw_offer = None;
            }
            events(Event::News(ServerMessage::DrawDeclined { by }));
        }
        ServerMessage::RematchOffered { by } => {
            if let Some(view) = &mut tracker.view {
                view.rematch = Some(by);
            }
            events(Event::News(ServerMessage::RematchOffered { by }));
        }
        message @ ServerMessage::Reaction { .. } => events(Event::News(message)),
        ServerMessage::Refused { error, message } => {
            if !*entered {
                return Err(match error {
                    Refusal::Unavailable | Refusal::RateLimited => {
                        Break::Retry(message.to_string())
                    }
                    Refusal::NoSuchRoom
                        if tracker.code.is_some() || matches!(intent, Intent::Resume { .. }) =>
                    {
                        Break::End(Ending::RoomGone)
                    }
                    Refusal::Version => Break::End(Ending::Version),
                    error => Break::End(Ending::Refused(error)),
                });
            }
            match error {
                Refusal::NoSuchRoom => return Err(Break::End(Ending::RoomGone)),
                Refusal::Version => return Err(Break::End(Ending::Version)),
                // The room store is away for a moment: the move goes again after a pause.
                Refusal::Unavailable if tracker.in_flight.is_some() => {
                    return Err(Break::Retry(message));
                }
                _ => {}
            }
            if matches!(
                error,
                Refusal::NotYourTurn
                    | Refusal::ColumnFull
                    | Refusal::OutsideBoard
                    | Refusal::GameOver
                    | Refusal::WrongNumber
                    | Refusal::Spectator
                    | Refusal::NotStarted
            ) {
                tracker.in_flight = None;
            }
            events(Event::News(ServerMessage::Refused { error, message }));
        }
        ServerMessage::Closing { rooms_kept } => {
            return Err(if rooms_kept {
                Break::Retry("the server is restarting".into())
            } else {
                Break::End(Ending::ServerClosed)
            });
        }
    }
    Ok(Vec::new())
}

/// Takes in a whole room: reports what is new in it, and returns what to send.
fn take_view(
    room: RoomView,
    tracker: &mut Tracker,
    events: &mut impl FnMut(Event),
) -> Vec<ClientMessage> {
    let new_game = tracker.view.as_ref().map(|view| view.game) != Some(room.game);
    if new_game {
        tracker.reported = 0;
        tracker.in_flight = None;
    }
    events(Event::Room(room.clone()));
    let clocks = room.clocks;
    for (index, &column) in room.moves.iter().enumerate().skip(tracker.reported) {
        let number = index as u32 + 1;
        events(Event::News(ServerMessage::Moved {
            game: room.game,
            number,
            column,
            colour: room.mover_of(number),
            clocks: if index + 1 == room.moves.len() {
                clocks
            } else {
                None
            },
        }));
    }
    tracker.reported = room.moves.len();
    if let Some((game, number, _)) = tracker.in_flight {
        if game != room.game || room.moves.len() >= number as usize {
            tracker.in_flight = None;
        }
    }
    if let Some(result) = room.result {
        if tracker.over_reported != Some(room.game) {
            tracker.over_reported = Some(room.game);
            events(Event::News(ServerMessage::Over {
                game: room.game,
                result,
            }));
        }
    }
    tracker.view = Some(room);
    let mut out = Vec::new();
    // A move in flight when the connection dropped, not yet played: the same number again.
    if let Some((game, number, column)) = tracker.in_flight {
        out.push(ClientMessage::Move {
            game,
            number,
            column,
        });
    }
    out.extend(due(tracker));
    out
}

/// The held commands that may go now: a move made before the game started once this seat's
/// turn comes, the rest in order (a move waiting while another is in flight).
fn due(tracker: &mut Tracker) -> Vec<ClientMessage> {
    let mut out = Vec::new();
    if let (Some(column), Some(view), Some(seat), None) = (
        tracker.early,
        &tracker.view,
        tracker.seat,
        tracker.in_flight,
    ) {
        if view.to_move() == Some(view.colour_of(seat)) {
            tracker.early = None;
            let number = view.moves.len() as u32 + 1;
            tracker.in_flight = Some((view.game, number, column));
            out.push(ClientMessage::Move {
                game: view.game,
                number,
                column,
            });
        }
    }
    while let Some(&command) = tracker.waiting.front() {
        let message = match command {
            Command::Move(column) => {
                let Some(view) = &tracker.view else { break };
                if !view.is_full() && view.result.is_none() || tracker.in_flight.is_some() {
                    break;
                }
                let number = view.moves.len() as u32 + 1;
                if view.result.is_none() && tracker.seat.is_some() {
                    tracker.in_flight = Some((view.game, number, column));
                }
                ClientMessage::Move {
                    game: view.game,
                    number,
                    column,
                }
            }
            Command::Resign => ClientMessage::Resign,
            Command::OfferDraw => ClientMessage::OfferDraw,
            Command::AnswerDraw(accept) => ClientMessage::AnswerDraw { accept },
            Command::Rematch => ClientMessage::Rematch,
            Command::React(reaction) => ClientMessage::React { reaction },
            Command::Leave => break,
        };
        tracker.waiting.pop_front();
        out.push(message);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::online::protocol::{BoardSpec, Colour, EndReason, GameResult, SeatState};

    fn code() -> RoomCode {
        "K7M-Q3X-9PD".parse().unwrap()
    }

    fn heard(session: &mut Session, message: ServerMessage) -> (Vec<Event>, Vec<ClientMessage>) {
        let mut events = Vec::new();
        let sent = session
            .hear(message, &mut |event| events.push(event))
            .unwrap();
        (events, sent)
    }

    fn seated(token: &str) -> ServerMessage {
        ServerMessage::Seated {
            code: code(),
            link: "http://host/play/K7M-Q3X-9PD".into(),
            seat: Seat::Host,
            token: token.into(),
        }
    }

    fn room(moves: &[u8]) -> RoomView {
        RoomView {
            code: code(),
            board: BoardSpec::STANDARD,
            clock: None,
            game: 1,
            first: Colour::Red,
            host_colour: Colour::Red,
            seats: [SeatState::Present, SeatState::Present],
            moves: moves.to_vec(),
            clocks: None,
            result: None,
            draw_offer: None,
            rematch: None,
        }
    }

    fn first_move_in_column_4() -> Vec<ClientMessage> {
        vec![ClientMessage::Move {
            game: 1,
            number: 1,
            column: 4,
        }]
    }

    #[test]
    fn a_move_in_flight_goes_again_with_its_number_after_a_drop() {
        let mut session = Session::new(Intent::Join(code()));
        assert!(matches!(session.opened()[1], ClientMessage::Join { .. }));
        heard(&mut session, seated("t"));
        heard(&mut session, ServerMessage::State { room: room(&[]) });
        let sent = session.command(Command::Move(4));
        assert_eq!(sent, first_move_in_column_4());
        let mut events = Vec::new();
        let next = session.failed("ws://h/ws", "cut".into(), true, &mut |e| events.push(e));
        assert_eq!(next, Next::RetryAfter(Duration::from_millis(100)));
        assert!(matches!(
            events[..],
            [Event::Reconnecting { attempt: 1, .. }]
        ));
        // The new connection takes the seat back with its token, and the move goes again.
        let again = session.opened();
        assert_eq!(
            again[1],
            ClientMessage::Resume {
                code: code(),
                token: "t".into()
            }
        );
        let (events, _) = heard(&mut session, seated("t"));
        assert_eq!(events, vec![Event::Reconnected]);
        let (_, sent) = heard(&mut session, ServerMessage::State { room: room(&[]) });
        assert_eq!(sent, first_move_in_column_4());
    }

    #[test]
    fn moves_and_the_end_are_reported_once_when_learnt_again_from_the_room() {
        let mut session = Session::new(Intent::Join(code()));
        session.opened();
        heard(&mut session, seated("t"));
        let (events, _) = heard(&mut session, ServerMessage::State { room: room(&[4]) });
        assert_eq!(events.len(), 2, "the room and its one move: {events:?}");
        let mut over = room(&[4, 4]);
        over.result = Some(GameResult {
            winner: Some(Colour::Red),
            reason: EndReason::Resigned,
        });
        let (events, _) = heard(&mut session, ServerMessage::State { room: over.clone() });
        let moves = events
            .iter()
            .filter(|e| matches!(e, Event::News(ServerMessage::Moved { number: 2, .. })))
            .count();
        let ends = events
            .iter()
            .filter(|e| matches!(e, Event::News(ServerMessage::Over { .. })))
            .count();
        assert_eq!((moves, ends), (1, 1), "{events:?}");
        let (events, _) = heard(&mut session, ServerMessage::State { room: over });
        assert_eq!(events.len(), 1, "only the room again: {events:?}");
    }

    #[test]
    fn a_resumed_seat_whose_room_is_gone_ends_as_room_gone() {
        let mut session = Session::new(Intent::Resume {
            code: code(),
            token: "t".into(),
        });
        assert_eq!(
            session.opened()[1],
            ClientMessage::Resume {
                code: code(),
                token: "t".into()
            }
        );
        let mut events = Vec::new();
        let refused = session.hear(
            ServerMessage::Refused {
                error: Refusal::NoSuchRoom,
                message: "no such room".into(),
            },
            &mut |e| events.push(e),
        );
        assert_eq!(refused, Err(Break::End(Ending::RoomGone)));
    }

    #[test]
    fn a_first_attempt_that_fails_ends_the_session_as_unreachable() {
        let mut session = Session::new(Intent::Join(code()));
        let mut events = Vec::new();
        let next = session.failed("ws://h/ws", "refused".into(), true, &mut |e| events.push(e));
        assert_eq!(next, Next::Ended);
        assert!(matches!(
            &events[..],
            [Event::Ended(Ending::Unreachable { .. })]
        ));
    }

    #[test]
    fn commands_made_before_the_seat_is_taken_go_once_it_is() {
        let mut session = Session::new(Intent::Join(code()));
        session.opened();
        assert!(session.command(Command::OfferDraw).is_empty());
        heard(&mut session, seated("t"));
        let (_, sent) = heard(&mut session, ServerMessage::State { room: room(&[]) });
        assert_eq!(sent, vec![ClientMessage::OfferDraw]);
    }
}

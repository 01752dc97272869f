//! The session's connection: the task that talks to the server (tokio and tungstenite), and
//! the thread a frame loop drives it from.

use super::{Command, Ending, Event, Intent, ServerAddress};
use crate::online::code::RoomCode;
use crate::online::protocol::{
    read_server, write, ClientMessage, Refusal, RoomView, Seat, ServerMessage, MAX_FRAME_BYTES,
    VERSION,
};
use futures_util::{SinkExt, StreamExt};
use std::collections::VecDeque;
use std::time::Duration;
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;

/// How long a connection attempt may take.
const CONNECT_LIMIT: Duration = Duration::from_secs(5);
/// A server heard from neither by message nor by ping for this long is gone.
const SILENCE_LIMIT: Duration = Duration::from_secs(60);
/// The longest pause between reconnection attempts.
const LONGEST_PAUSE: Duration = Duration::from_secs(2);

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

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

/// Why one connection ended.
enum Drop {
    /// Try again (after a pause), saying why.
    Retry(String),
    /// The session is over.
    End(Ending),
}

/// Runs a session: connects to the first server of `servers` that answers (the next one after
/// a drop), takes the seat `intent` asks for, and reports to `events` until [`Event::Ended`].
pub async fn play(
    servers: Vec<ServerAddress>,
    intent: Intent,
    mut commands: mpsc::UnboundedReceiver<Command>,
    mut events: impl FnMut(Event),
) {
    let mut tracker = Tracker::default();
    let mut attempt = 0u32;
    let mut next_server = 0usize;
    let mut ever_connected = false;
    loop {
        let Some(server) = servers.get(next_server % servers.len().max(1)) else {
            events(Event::Ended(Ending::Unreachable {
                address: String::new(),
                reason: "no server given".into(),
            }));
            return;
        };
        let outcome = match connect(server).await {
            Ok(socket) => {
                session(
                    socket,
                    &intent,
                    &mut tracker,
                    &mut commands,
                    &mut events,
                    &mut attempt,
                )
                .await
            }
            Err(reason) if !ever_connected && attempt == 0 && servers.len() == 1 => {
                events(Event::Ended(Ending::Unreachable {
                    address: server.to_string(),
                    reason,
                }));
                return;
            }
            Err(reason) => Drop::Retry(reason),
        };
        ever_connected |= tracker.code.is_some();
        match outcome {
            Drop::End(ending) => {
                events(Event::Ended(ending));
                return;
            }
            Drop::Retry(reason) => {
                attempt += 1;
                events(Event::Reconnecting { attempt, reason });
                next_server += 1;
                let pause = Duration::from_millis(100 * u64::from(attempt.min(20)));
                // Commands that arrive meanwhile wait; a Leave ends the wait.
                let sleep = tokio::time::sleep(pause.min(LONGEST_PAUSE));
                tokio::pin!(sleep);
                loop {
                    tokio::select! {
                        _ = &mut sleep => break,
                        command = commands.recv() => match command {
                            Some(Command::Leave) | None => {
                                events(Event::Ended(Ending::Left));
                                return;
                            }
                            Some(command) => tracker.hold(command),
                        },
                    }
                }
            }
        }
    }
}

async fn connect(server: &ServerAddress) -> Result<Socket, String> {
    let mut config = tokio_tungstenite::tungstenite::protocol::WebSocketConfig::default();
    config.max_message_size = Some(MAX_FRAME_BYTES * 4);
    config.max_frame_size = Some(MAX_FRAME_BYTES * 4);
    // Messages are small: a read buffer of a few frames rather than tungstenite's 128 KiB.
    config.read_buffer_size = MAX_FRAME_BYTES * 2;
    let connecting =
        tokio_tungstenite::connect_async_with_config(server.0.as_str(), Some(config), true);
    match tokio::time::timeout(CONNECT_LIMIT, connecting).await {
        Ok(Ok((socket, _))) => Ok(socket),
        Ok(Err(error)) => Err(error.to_string()),
        Err(_) => Err("no answer".into()),
    }
}

/// One connection: hello, the seat, then commands and news until it drops or ends.
async fn session(
    socket: Socket,
    intent: &Intent,
    tracker: &mut Tracker,
    commands: &mut mpsc::UnboundedReceiver<Command>,
    events: &mut impl FnMut(Event),
    attempt: &mut u32,
) -> Drop {
    let (mut sink, mut stream) = socket.split();
    let mut outbox: VecDeque<ClientMessage> = VecDeque::new();
    outbox.push_back(ClientMessage::Hello { version: VERSION });
    outbox.push_back(entry(intent, tracker));
    let mut entered = false;
    let mut quiet = Box::pin(tokio::time::sleep(SILENCE_LIMIT));
    loop {
        while let Some(message) = outbox.pop_front() {
            if let Err(error) = sink.send(Message::Text(write(&message).into())).await {
                return Drop::Retry(error.to_string());
            }
        }
        tokio::select! {
            frame = stream.next() => {
                quiet.as_mut().reset(tokio::time::Instant::now() + SILENCE_LIMIT);
                let text = match frame {
                    Some(Ok(Message::Text(text))) => text,
                    Some(Ok(Message::Close(_))) | None => return Drop::Retry("the server closed the connection".into()),
                    Some(Err(error)) => return Drop::Retry(error.to_string()),
                    Some(Ok(_)) => continue,
                };
                // A frame this build cannot read (a newer server's) is skipped.
                let Ok(message) = read_server(text.as_str()) else { continue };
                match hear(message, tracker, events, &mut entered, attempt) {
                    Ok(more) => outbox.extend(more),
                    Err(drop) => return drop,
                }
            }
            command = commands.recv(), if entered => {
                match command {
                    Some(Command::Leave) | None => {
                        let _ = sink.close().await;
                        return Drop::End(Ending::Left);
                    }
                    Some(command) => {
                        tracker.hold(command);
                        outbox.extend(due(tracker));
                    }
                }
            }
            _ = &mut quiet => return Drop::Retry("the server went quiet".into()),
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
    tracker: &mut Tracker,
    events: &mut impl FnMut(Event),
    entered: &mut bool,
    attempt: &mut u32,
) -> Result<Vec<ClientMessage>, Drop> {
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
                    Refusal::Unavailable | Refusal::RateLimited => Drop::Retry(message.to_string()),
                    Refusal::NoSuchRoom if tracker.code.is_some() => Drop::End(Ending::RoomGone),
                    Refusal::Version => Drop::End(Ending::Version),
                    error => Drop::End(Ending::Refused(error)),
                });
            }
            match error {
                Refusal::NoSuchRoom => return Err(Drop::End(Ending::RoomGone)),
                Refusal::Version => return Err(Drop::End(Ending::Version)),
                // The room store is away for a moment: the move goes again after a pause.
                Refusal::Unavailable if tracker.in_flight.is_some() => {
                    return Err(Drop::Retry(message));
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
                Drop::Retry("the server is restarting".into())
            } else {
                Drop::End(Ending::ServerClosed)
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

/// A session on a thread of its own, for a frame loop: commands in, events out, never waiting.
pub struct Handle {
    commands: mpsc::UnboundedSender<Command>,
    events: std::sync::mpsc::Receiver<Event>,
}

impl Handle {
    /// Starts the session on its own thread (with its own single-threaded runtime).
    pub fn start(servers: Vec<ServerAddress>, intent: Intent) -> std::io::Result<Handle> {
        let (commands, command_receiver) = mpsc::unbounded_channel();
        let (event_sender, events) = std::sync::mpsc::channel();
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()?;
        std::thread::Builder::new()
            .name("plot4-online".into())
            .spawn(move || {
                runtime.block_on(play(servers, intent, command_receiver, move |event| {
                    // The receiver gone means the window closed: nothing to tell.
                    let _ = event_sender.send(event);
                }));
            })?;
        Ok(Handle { commands, events })
    }

    /// Hands a command to the session (a closed session ignores it).
    pub fn send(&self, command: Command) {
        let _ = self.commands.send(command);
    }

    /// The events that arrived since the last call, oldest first.
    pub fn events(&self) -> Vec<Event> {
        self.events.try_iter().collect()
    }

    /// Waits up to `limit` for the next event (for callers that do have time to wait).
    pub fn next_event(&self, limit: Duration) -> Option<Event> {
        self.events.recv_timeout(limit).ok()
    }
}

impl std::ops::Drop for Handle {
    fn drop(&mut self) {
        let _ = self.commands.send(Command::Leave);
    }
}

//! The session's connection: the task that talks to the server (tokio and tungstenite), and
//! the thread a frame loop drives it from.

use super::session::{Break, Next, Session, CONNECT_LIMIT};
use super::{Command, Ending, Event, Intent, ServerAddress};
use crate::online::protocol::{read_server, write, ClientMessage, MAX_FRAME_BYTES};
use futures_util::{SinkExt, StreamExt};
use std::collections::VecDeque;
use std::time::Duration;
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;

/// A server heard from neither by message nor by ping for this long is gone.
const SILENCE_LIMIT: Duration = Duration::from_secs(60);

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// Runs a session: connects to the first server of `servers` that answers (the next one after
/// a drop), takes the seat `intent` asks for, and reports to `events` until [`Event::Ended`].
pub async fn play(
    servers: Vec<ServerAddress>,
    intent: Intent,
    mut commands: mpsc::UnboundedReceiver<Command>,
    mut events: impl FnMut(Event),
) {
    let mut session = Session::new(intent);
    let mut next_server = 0usize;
    loop {
        let Some(server) = servers.get(next_server % servers.len().max(1)) else {
            events(Event::Ended(Ending::Unreachable {
                address: String::new(),
                reason: "no server given".into(),
            }));
            return;
        };
        let outcome = match connect(server).await {
            Ok(socket) => connection(socket, &mut session, &mut commands, &mut events).await,
            Err(reason) => Break::Retry(reason),
        };
        let reason = match outcome {
            Break::End(ending) => {
                events(Event::Ended(ending));
                return;
            }
            Break::Retry(reason) => reason,
        };
        let only_server = servers.len() == 1;
        let Next::RetryAfter(pause) =
            session.failed(&server.to_string(), reason, only_server, &mut events)
        else {
            return;
        };
        next_server += 1;
        // Commands that arrive meanwhile wait; a Leave ends the wait.
        let sleep = tokio::time::sleep(pause);
        tokio::pin!(sleep);
        loop {
            tokio::select! {
                _ = &mut sleep => break,
                command = commands.recv() => match command {
                    Some(Command::Leave) | None => {
                        events(Event::Ended(Ending::Left));
                        return;
                    }
                    Some(command) => {
                        session.command(command);
                    }
                },
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
async fn connection(
    socket: Socket,
    session: &mut Session,
    commands: &mut mpsc::UnboundedReceiver<Command>,
    events: &mut impl FnMut(Event),
) -> Break {
    let (mut sink, mut stream) = socket.split();
    let mut outbox: VecDeque<ClientMessage> = session.opened().into();
    let mut quiet = Box::pin(tokio::time::sleep(SILENCE_LIMIT));
    loop {
        while let Some(message) = outbox.pop_front() {
            if let Err(error) = sink.send(Message::Text(write(&message).into())).await {
                return Break::Retry(error.to_string());
            }
        }
        tokio::select! {
            frame = stream.next() => {
                quiet.as_mut().reset(tokio::time::Instant::now() + SILENCE_LIMIT);
                let text = match frame {
                    Some(Ok(Message::Text(text))) => text,
                    Some(Ok(Message::Close(_))) | None => return Break::Retry("the server closed the connection".into()),
                    Some(Err(error)) => return Break::Retry(error.to_string()),
                    Some(Ok(_)) => continue,
                };
                // A frame this build cannot read (a newer server's) is skipped.
                let Ok(message) = read_server(text.as_str()) else { continue };
                match session.hear(message, events) {
                    Ok(more) => outbox.extend(more),
                    Err(stop) => return stop,
                }
            }
            command = commands.recv(), if session.entered() => {
                match command {
                    Some(Command::Leave) | None => {
                        let _ = sink.close().await;
                        return Break::End(Ending::Left);
                    }
                    Some(command) => outbox.extend(session.command(command)),
                }
            }
            _ = &mut quiet => return Break::Retry("the server went quiet".into()),
        }
    }
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

//! The session in the browser page: the page's WebSocket (`web/plot4_online.js`, through
//! `page::socket`) carries the frames, and the frame loop drives it, since the page has no
//! thread to spare. The bookkeeping is the window's (`session.rs`): the same reconnection
//! pauses, the seat's token after a drop, a move in flight sent again.
//!
//! A browser hides the server's pings from the page, so a quiet server is not taken for a
//! gone one here; the browser closes a connection that is dead.

use super::session::{Break, Next, Session, CONNECT_LIMIT};
use super::{Command, Ending, Event, Intent, ServerAddress};
use crate::clock::Instant;
use crate::online::protocol::{read_server, write, ClientMessage};
use crate::page::socket::{self, News};
use std::time::Duration;

/// Where the connection stands.
#[derive(Debug, Clone, Copy)]
enum Stage {
    /// Waiting to hear whether the page's own origin is a game server.
    Probing,
    /// Waiting out the pause before the next attempt.
    Pausing { since: Instant, pause: Duration },
    /// The socket is opening.
    Opening { since: Instant },
    /// The socket is open.
    Open,
    /// The session is over.
    Ended,
}

/// A session through the page's WebSocket: commands in, events out, never waiting.
pub struct Handle {
    server: ServerAddress,
    session: Session,
    stage: Stage,
    /// The page's number for the socket in use.
    socket: i32,
    events: Vec<Event>,
}

impl Handle {
    /// Starts the session with the first of `servers`. When that is the page's own origin,
    /// it first waits for the page to learn whether a game server answers there.
    pub fn start(servers: Vec<ServerAddress>, intent: Intent) -> std::io::Result<Handle> {
        let mut handle = Handle {
            server: servers
                .first()
                .cloned()
                .unwrap_or_else(|| ServerAddress(String::new())),
            session: Session::new(intent),
            stage: Stage::Ended,
            socket: -1,
            events: Vec::new(),
        };
        let own = socket::origin().parse::<ServerAddress>().ok();
        if servers.is_empty() {
            handle.events.push(Event::Ended(Ending::Unreachable {
                address: String::new(),
                reason: "no server given".into(),
            }));
        } else if own.as_ref() == Some(&handle.server) {
            handle.stage = Stage::Probing;
        } else {
            handle.connect();
        }
        Ok(handle)
    }

    /// Hands a command to the session (a closed session ignores it).
    pub fn send(&mut self, command: Command) {
        if matches!(self.stage, Stage::Ended) {
            return;
        }
        if command == Command::Leave {
            socket::close(self.socket);
            self.end(Ending::Left);
            return;
        }
        let out = self.session.command(command);
        self.transmit(out);
    }

    /// The events since the last call, oldest first, after taking in what the socket said.
    pub fn events(&mut self) -> Vec<Event> {
        self.pump();
        std::mem::take(&mut self.events)
    }

    fn connect(&mut self) {
        self.socket = socket::open(&self.server.to_string());
        self.stage = Stage::Opening {
            since: Instant::now(),
        };
    }

    fn end(&mut self, ending: Ending) {
        self.stage = Stage::Ended;
        self.events.push(Event::Ended(ending));
    }

    /// This connection failed or dropped: try again after the session's pause, or end.
    fn fail(&mut self, reason: String) {
        socket::close(self.socket);
        let address = self.server.to_string();
        let events = &mut self.events;
        self.stage = match self
            .session
            .failed(&address, reason, true, &mut |e| events.push(e))
        {
            Next::RetryAfter(pause) => Stage::Pausing {
                since: Instant::now(),
                pause,
            },
            Next::Ended => Stage::Ended,
        };
    }

    fn transmit(&mut self, messages: Vec<ClientMessage>) {
        if matches!(self.stage, Stage::Open) {
            for message in messages {
                // A socket that closed meanwhile says so in its news.
                socket::send(&write(&message));
            }
        }
    }

    /// Moves the connection on: the probe's answer, the end of a pause, and the socket's news.
    fn pump(&mut self) {
        match self.stage {
            Stage::Ended | Stage::Open => {}
            Stage::Probing => match socket::origin_serves() {
                None => return,
                Some(false) => return self.end(Ending::NoServer),
                Some(true) => self.connect(),
            },
            Stage::Pausing { since, pause } => {
                if since.elapsed() < pause {
                    return;
                }
                self.connect();
            }
            Stage::Opening { since } => {
                if since.elapsed() > CONNECT_LIMIT {
                    return self.fail("no answer".into());
                }
            }
        }
        while let Some(news) = socket::news() {
            match news {
                News::Opened => {
                    self.stage = Stage::Open;
                    let first = self.session.opened();
                    self.transmit(first);
                }
                News::Closed(reason) => return self.fail(reason),
                News::Text(text) => {
                    // A frame this build cannot read (a newer server's) is skipped.
                    let Ok(message) = read_server(&text) else {
                        continue;
                    };
                    let events = &mut self.events;
                    match self.session.hear(message, &mut |e| events.push(e)) {
                        Ok(out) => self.transmit(out),
                        Err(Break::Retry(reason)) => return self.fail(reason),
                        Err(Break::End(ending)) => {
                            socket::close(self.socket);
                            return self.end(ending);
                        }
                    }
                }
            }
        }
    }
}

impl Drop for Handle {
    fn drop(&mut self) {
        socket::close(self.socket);
    }
}

//! One WebSocket: reads the client's messages, asks the hub to change the room, forwards the
//! room's news, and keeps time (pings, the idle limit, the rate limit).

use super::hub::{Hub, Published};
use super::limits::Bucket;
use super::shared::Shared;
use crate::online::code::{link, new_token, RoomCode};
use crate::online::protocol::{
    read_client, write, ClientMessage, Refusal, Seat, ServerMessage, VERSION,
};
use crate::online::room::Room;
use axum::extract::ws::{Message, WebSocket};
use futures_util::{SinkExt, StreamExt};
use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::broadcast;

/// How often the server pings a quiet client.
const PING_EVERY: Duration = Duration::from_secs(20);
/// A client heard from neither by message nor by pong for this long is gone.
const SILENCE_LIMIT: Duration = Duration::from_secs(60);
/// Messages a second a connection may send, and at once.
const RATE: (u32, f64) = (40, 20.0);
/// Refused-for-rate messages in a row after which the connection is closed.
const FLOODED: u32 = 200;
/// A send that waits this long on a client that does not read ends the connection.
const SEND_LIMIT: Duration = Duration::from_secs(10);

/// Connection numbers: unique across servers sharing Redis (a random start per process).
static NEXT_CONNECTION: AtomicU64 = AtomicU64::new(0);

fn next_connection() -> u64 {
    if NEXT_CONNECTION.load(Ordering::Relaxed) == 0 {
        let mut seed = [0u8; 8];
        let start = getrandom::fill(&mut seed)
            .map(|()| u64::from_le_bytes(seed) | 1)
            .unwrap_or(1);
        let _ = NEXT_CONNECTION.compare_exchange(0, start, Ordering::Relaxed, Ordering::Relaxed);
    }
    NEXT_CONNECTION.fetch_add(1, Ordering::Relaxed)
}

/// Where the connection stands in a room.
struct InRoom {
    code: RoomCode,
    seat: Option<Seat>,
    news: broadcast::Receiver<Arc<Published>>,
    /// The room's version this client is up to date with.
    seen: u64,
}

struct Connection {
    id: u64,
    shared: Arc<Shared>,
    peer: IpAddr,
    /// The start of the room links (`http://HOST`).
    base: String,
    greeted: bool,
    room: Option<InRoom>,
    bucket: Bucket,
    flooded: u32,
}

/// What to send, then whether to go on.
struct Reply {
    frames: Vec<String>,
    close: bool,
}

impl Reply {
    fn one(message: &ServerMessage) -> Reply {
        Reply {
            frames: vec![write(message)],
            close: false,
        }
    }

    fn refused(error: Refusal) -> Reply {
        Reply::one(&ServerMessage::refused(error))
    }
}

/// Serves one WebSocket until it closes, the client goes silent, or the server shuts down.
pub async fn run(socket: WebSocket, shared: Arc<Shared>, peer: IpAddr, base: String) {
    let mut shutdown = shared.shutdown.subscribe();
    let mut connection = Connection {
        id: next_connection(),
        shared,
        peer,
        base,
        greeted: false,
        room: None,
        bucket: Bucket::new(RATE.0, RATE.1),
        flooded: 0,
    };
    let (mut sink, mut stream) = socket.split();
    let mut ping = tokio::time::interval(PING_EVERY);
    ping.tick().await;
    let mut heard = Instant::now();
    loop {
        let reply = tokio::select! {
            frame = stream.next() => match frame {
                Some(Ok(Message::Text(text))) => {
                    heard = Instant::now();
                    connection.hear(text.as_str()).await
                }
                Some(Ok(Message::Binary(_))) => {
                    heard = Instant::now();
                    Reply::refused(Refusal::BadMessage)
                }
                Some(Ok(Message::Ping(_) | Message::Pong(_))) => {
                    heard = Instant::now();
                    continue;
                }
                // Closed, or broken (a frame over the size limit, a protocol error).
                Some(Ok(Message::Close(_)) | Err(_)) | None => break,
            },
            news = next_news(&mut connection.room) => connection.forward(news).await,
            _ = ping.tick() => {
                if heard.elapsed() > SILENCE_LIMIT {
                    break;
                }
                if send(&mut sink, Message::Ping(Default::default())).await.is_err() {
                    break;
                }
                continue;
            }
            _ = shutdown.changed() => Reply {
                frames: vec![write(&ServerMessage::Closing {
                    rooms_kept: connection.shared.hub.keeps_rooms(),
                })],
                close: true,
            },
        };
        let mut broken = false;
        for frame in reply.frames {
            if send(&mut sink, Message::Text(frame.into())).await.is_err() {
                broken = true;
                break;
            }
        }
        if broken || reply.close {
            let _ = tokio::time::timeout(SEND_LIMIT, sink.close()).await;
            break;
        }
    }
    connection.leave().await;
}

async fn send(
    sink: &mut futures_util::stream::SplitSink<WebSocket, Message>,
    message: Message,
) -> Result<(), ()> {
    match tokio::time::timeout(SEND_LIMIT, sink.send(message)).await {
        Ok(Ok(())) => Ok(()),
        _ => Err(()),
    }
}

/// The next news of the connection's room; never, outside a room.
async fn next_news(
    room: &mut Option<InRoom>,
) -> Result<Arc<Published>, broadcast::error::RecvError> {
    match room {
        Some(room) => room.news.recv().await,
        None => std::future::pending().await,
    }
}

impl Connection {
    fn hub(&self) -> &Arc<Hub> {
        &self.shared.hub
    }

    /// Answers one text frame.
    async fn hear(&mut self, text: &str) -> Reply {
        if !self.bucket.take(Instant::now()) {
            self.flooded += 1;
            let mut reply = Reply::refused(Refusal::RateLimited);
            reply.close = self.flooded >= FLOODED;
            return reply;
        }
        self.flooded = 0;
        let message = match read_client(text) {
            Ok(message) => message,
            Err(error) => {
                return Reply::one(&ServerMessage::Refused {
                    error: Refusal::BadMessage,
                    message: error.to_string(),
                })
            }
        };
        match message {
            ClientMessage::Hello { version } if version == VERSION => {
                self.greeted = true;
                Reply::one(&ServerMessage::Hello { version: VERSION })
            }
            ClientMessage::Hello { .. } => Reply {
                frames: vec![write(&ServerMessage::refused(Refusal::Version))],
                close: true,
            },
            _ if !self.greeted => Reply::refused(Refusal::HelloFirst),
            message => match self.handle(message).await {
                Ok(frames) => Reply {
                    frames,
                    close: false,
                },
                Err(refusal) => Reply::refused(refusal),
            },
        }
    }

    async fn handle(&mut self, message: ClientMessage) -> Result<Vec<String>, Refusal> {
        let entering = matches!(
            message,
            ClientMessage::Create { .. }
                | ClientMessage::Join { .. }
                | ClientMessage::Watch { .. }
                | ClientMessage::Resume { .. }
        );
        if entering && self.room.is_some() {
            return Err(Refusal::AlreadyInRoom);
        }
        match message {
            ClientMessage::Hello { .. } => Ok(Vec::new()),
            ClientMessage::Create {
                board,
                first,
                clock,
            } => {
                if !self.shared.limits.may_create(self.peer) {
                    return Err(Refusal::TooManyRooms);
                }
                let settings = crate::online::room::Settings {
                    board,
                    first,
                    clock,
                    grace_ms: self.shared.grace_ms,
                };
                let token = new_token().map_err(|_| Refusal::Unavailable)?;
                let mut coin = [0u8; 1];
                getrandom::fill(&mut coin).map_err(|_| Refusal::Unavailable)?;
                for _ in 0..8 {
                    let code = RoomCode::random().map_err(|_| Refusal::Unavailable)?;
                    let room = Room::new(
                        code,
                        settings,
                        token.clone(),
                        coin[0] & 1 == 1,
                        crate::online::now_ms(),
                    )?;
                    if self.hub().insert(&room).await? {
                        return self.take_seat(code, Seat::Host, token).await;
                    }
                }
                Err(Refusal::Unavailable)
            }
            ClientMessage::Join { code } => {
                let room = self.find(code).await?;
                if !room.has_free_seat() {
                    return self.watch(code).await;
                }
                let token = new_token().map_err(|_| Refusal::Unavailable)?;
                let taken = token.clone();
                let id = self.id;
                let news = self.hub().subscribe(code);
                let joined = self
                    .hub()
                    .change(code, move |room, now| room.join(taken.clone(), id, now))
                    .await;
                // Held until the seat is taken, so no news is missed in between.
                self.room = Some(InRoom {
                    code,
                    seat: None,
                    news,
                    seen: 0,
                });
                match joined {
                    Ok(_) => self.take_seat(code, Seat::Guest, token).await,
                    // Someone else took the seat first.
                    Err(Refusal::AlreadyInRoom) => self.watch(code).await,
                    Err(refusal) => {
                        self.leave().await;
                        Err(refusal)
                    }
                }
            }
            ClientMessage::Watch { code } => {
                self.find(code).await?;
                self.watch(code).await
            }
            ClientMessage::Resume { code, token } => {
                let room = self.find(code).await?;
                let Some(seat) = room.seat_of_token(&token) else {
                    self.shared.limits.missed(self.peer);
                    return Err(Refusal::BadToken);
                };
                self.take_seat(code, seat, token).await
            }
            ClientMessage::Move {
                game,
                number,
                column,
            } => {
                self.as_seat(move |room, seat, now| room.play(seat, game, number, column, now))
                    .await
            }
            ClientMessage::Resign => self.as_seat(|room, seat, now| room.resign(seat, now)).await,
            ClientMessage::OfferDraw => {
                self.as_seat(|room, seat, now| room.offer_draw(seat, now))
                    .await
            }
            ClientMessage::AnswerDraw { accept } => {
                self.as_seat(move |room, seat, now| room.answer_draw(seat, accept, now))
                    .await
            }
            ClientMessage::Rematch => {
                self.as_seat(|room, seat, now| room.rematch(seat, now))
                    .await
            }
            ClientMessage::React { reaction } => {
                self.as_seat(move |room, seat, now| Ok(room.react(seat, reaction, now)))
                    .await
            }
        }
    }

    /// The room of a code, counting an unknown one against the address.
    async fn find(&mut self, code: RoomCode) -> Result<Room, Refusal> {
        if !self.shared.limits.may_look(self.peer) {
            return Err(Refusal::TooManyAttempts);
        }
        match self.hub().load(code).await? {
            Some(room) => Ok(room),
            None => {
                self.shared.limits.missed(self.peer);
                Err(Refusal::NoSuchRoom)
            }
        }
    }

    /// Attaches this connection to a seat and sends the seat and the room.
    async fn take_seat(
        &mut self,
        code: RoomCode,
        seat: Seat,
        token: String,
    ) -> Result<Vec<String>, Refusal> {
        let news = match self.room.take() {
            Some(room) => room.news,
            None => self.hub().subscribe(code),
        };
        let id = self.id;
        let attached = self
            .hub()
            .change(code, move |room, now| Ok(room.attach(seat, id, now)))
            .await;
        let room = match attached {
            Ok(room) => room,
            Err(refusal) => {
                self.hub().release(code, news);
                return Err(refusal);
            }
        };
        self.hub().arm(&room);
        self.room = Some(InRoom {
            code,
            seat: Some(seat),
            news,
            seen: room.version(),
        });
        Ok(vec![
            write(&ServerMessage::Seated {
                code,
                link: link(&self.base, code),
                seat,
                token,
            }),
            write(&ServerMessage::State { room: room.view() }),
        ])
    }

    /// Watches the room: its state now, then its news.
    async fn watch(&mut self, code: RoomCode) -> Result<Vec<String>, Refusal> {
        let news = match self.room.take() {
            Some(room) => room.news,
            None => self.hub().subscribe(code),
        };
        let Some(room) = self.hub().load(code).await? else {
            self.hub().release(code, news);
            return Err(Refusal::NoSuchRoom);
        };
        self.hub().arm(&room);
        self.room = Some(InRoom {
            code,
            seat: None,
            news,
            seen: room.version(),
        });
        Ok(vec![
            write(&ServerMessage::Watching {
                code,
                link: link(&self.base, code),
            }),
            write(&ServerMessage::State { room: room.view() }),
        ])
    }

    /// Changes the room as this connection's seat. The news comes back through the room's
    /// channel, in order with everyone else's.
    async fn as_seat(
        &mut self,
        change: impl Fn(&mut Room, Seat, u64) -> Result<crate::online::room::News, Refusal>,
    ) -> Result<Vec<String>, Refusal> {
        let Some(InRoom {
            code,
            seat: Some(seat),
            ..
        }) = self.room
        else {
            return Err(Refusal::Spectator);
        };
        self.hub()
            .change(code, |room, now| change(room, seat, now))
            .await?;
        Ok(Vec::new())
    }

    /// Passes the room's news on, or the whole room if some was missed.
    async fn forward(
        &mut self,
        news: Result<Arc<Published>, broadcast::error::RecvError>,
    ) -> Reply {
        let Some(room) = &mut self.room else {
            return Reply {
                frames: Vec::new(),
                close: false,
            };
        };
        if let Ok(news) = &news {
            if let Published::News { from, to, frames } = news.as_ref() {
                if *to <= room.seen {
                    return Reply {
                        frames: Vec::new(),
                        close: false,
                    };
                }
                if *from == room.seen {
                    room.seen = *to;
                    return Reply {
                        frames: frames.clone(),
                        close: false,
                    };
                }
            }
        }
        // Missed news (a gap, a lagging channel, a reconnected Redis): read the room again.
        let code = room.code;
        match self.shared.hub.load(code).await {
            Ok(Some(stored)) => {
                if let Some(room) = &mut self.room {
                    room.seen = stored.version();
                }
                self.shared.hub.arm(&stored);
                Reply::one(&ServerMessage::State {
                    room: stored.view(),
                })
            }
            // Expired: nothing more will happen here.
            Ok(None) => Reply {
                frames: vec![write(&ServerMessage::refused(Refusal::NoSuchRoom))],
                close: true,
            },
            // Redis away: the next news, or the client's next message, tries again.
            Err(_) => Reply {
                frames: Vec::new(),
                close: false,
            },
        }
    }

    /// The connection is over: its seat is away, its channel released.
    async fn leave(&mut self) {
        let Some(room) = self.room.take() else {
            return;
        };
        if let Some(seat) = room.seat {
            let id = self.id;
            let _ = self
                .shared
                .hub
                .change(room.code, move |stored, now| {
                    Ok(stored.detach(seat, id, now))
                })
                .await;
        }
        self.shared.hub.release(room.code, room.news);
    }
}

//! Where rooms live and how their news reaches the connections in them.
//!
//! A change to a room is made on a copy, checked by the referee, and stored only if accepted;
//! its news is then published with the versions before and after it. Each server keeps one
//! broadcast channel per room that has connections on it, fed by its own changes (rooms in
//! memory) or by Redis pub/sub (rooms in Redis, changed by any server). A connection that sees
//! a version it did not expect reads the whole room again, so news lost on the way costs a
//! resend, never a move. The same news also sets the room's timer (a clock, a grace period) on
//! every server that has connections in it; whichever fires first settles the room, and the
//! others find nothing left to do.

use super::redis_store::RedisStore;
use crate::online::code::RoomCode;
use crate::online::now_ms;
use crate::online::protocol::{write, Refusal};
use crate::online::room::{News, Room};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, Weak};
use std::time::Duration;
use tokio::sync::broadcast;
use tokio::task::AbortHandle;

/// News of a room as it reaches a connection.
#[derive(Debug)]
pub enum Published {
    /// A change: the room went from version `from` to `to`; `frames` are its news, as sent.
    News {
        /// The version before the change.
        from: u64,
        /// The version after it.
        to: u64,
        /// The news, as text frames.
        frames: Vec<String>,
    },
    /// Something may have been missed (the pub/sub connection came back): read the room again.
    Resync,
}

/// Where the rooms are kept.
pub enum Store {
    /// In this process: nothing else to run; a restart ends the games.
    Memory(Mutex<HashMap<RoomCode, Room>>),
    /// In Redis, shared by every server given the same URL.
    Redis(RedisStore),
}

struct Channel {
    sender: broadcast::Sender<Arc<Published>>,
    timer: Option<(u64, AbortHandle)>,
}

/// The rooms and their channels.
pub struct Hub {
    store: Store,
    channels: Mutex<HashMap<RoomCode, Channel>>,
    /// How long a room with nobody in it is kept.
    pub idle_ms: u64,
}

/// News held by a broadcast channel before a slow connection is told to read the room again.
const CHANNEL_DEPTH: usize = 64;

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    // Every change under these locks is a single insert, remove or assignment, so a panic
    // elsewhere cannot leave them half-done.
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl Hub {
    /// A hub over `store`.
    pub fn new(store: Store, idle_ms: u64) -> Arc<Hub> {
        Arc::new(Hub {
            store,
            channels: Mutex::new(HashMap::new()),
            idle_ms,
        })
    }

    /// True if rooms outlive this process.
    pub fn keeps_rooms(&self) -> bool {
        matches!(self.store, Store::Redis(_))
    }

    /// Stores a new room; false if its code is taken.
    pub async fn insert(&self, room: &Room) -> Result<bool, Refusal> {
        match &self.store {
            Store::Memory(rooms) => {
                let mut rooms = lock(rooms);
                if rooms.contains_key(&room.code()) {
                    return Ok(false);
                }
                rooms.insert(room.code(), room.clone());
                Ok(true)
            }
            Store::Redis(redis) => redis.insert(room, self.idle_ms).await,
        }
    }

    /// The room as stored, if it exists.
    pub async fn load(&self, code: RoomCode) -> Result<Option<Room>, Refusal> {
        match &self.store {
            Store::Memory(rooms) => Ok(lock(rooms).get(&code).cloned()),
            Store::Redis(redis) => redis.load(code).await,
        }
    }

    /// Changes a room: first what time has decided ([`Room::settle`]), then `change`. A refused
    /// change is not stored, but what time decided is. Returns the room as stored after.
    pub async fn change(
        self: &Arc<Hub>,
        code: RoomCode,
        change: impl Fn(&mut Room, u64) -> Result<News, Refusal>,
    ) -> Result<Room, Refusal> {
        match &self.store {
            Store::Memory(rooms) => {
                let mut rooms = lock(rooms);
                let stored = rooms.get_mut(&code).ok_or(Refusal::NoSuchRoom)?;
                let (next, news, refusal) = apply(stored, &change);
                if next.version() != stored.version() {
                    let news = Published::News {
                        from: stored.version(),
                        to: next.version(),
                        frames: news.iter().map(write).collect(),
                    };
                    *stored = next.clone();
                    // Published under the lock, so news reaches the channel in version order.
                    self.deliver(code, news, next.next_deadline());
                }
                refusal.map_or(Ok(next), Err)
            }
            Store::Redis(redis) => {
                for _ in 0..50 {
                    let Some(stored) = redis.load(code).await? else {
                        return Err(Refusal::NoSuchRoom);
                    };
                    let (next, news, refusal) = apply(&stored, &change);
                    if next.version() == stored.version() {
                        return refusal.map_or(Ok(next), Err);
                    }
                    let message = published_text(&stored, &news, &next);
                    if redis
                        .replace(&stored, &next, &message, self.idle_ms)
                        .await?
                    {
                        return refusal.map_or(Ok(next), Err);
                    }
                }
                // Fifty changes by others in between: the room is too busy to change now.
                Err(Refusal::Unavailable)
            }
        }
    }

    /// A receiver of the room's news on this server.
    pub fn subscribe(&self, code: RoomCode) -> broadcast::Receiver<Arc<Published>> {
        let mut channels = lock(&self.channels);
        channels
            .entry(code)
            .or_insert_with(|| Channel {
                sender: broadcast::channel(CHANNEL_DEPTH).0,
                timer: None,
            })
            .sender
            .subscribe()
    }

    /// A connection left the room: its channel and timer go once nobody here listens.
    pub fn release(&self, code: RoomCode, receiver: broadcast::Receiver<Arc<Published>>) {
        drop(receiver);
        let mut channels = lock(&self.channels);
        if let Some(channel) = channels.get(&code) {
            if channel.sender.receiver_count() == 0 {
                if let Some((_, timer)) = &channel.timer {
                    timer.abort();
                }
                channels.remove(&code);
            }
        }
    }

    /// Hands news to the room's connections here, and sets its timer to `deadline`.
    pub fn deliver(self: &Arc<Hub>, code: RoomCode, news: Published, deadline: Option<u64>) {
        let mut channels = lock(&self.channels);
        let Some(channel) = channels.get_mut(&code) else {
            return;
        };
        // No receiver is the only error, and then nobody is waiting for the news.
        let _ = channel.sender.send(Arc::new(news));
        match (&channel.timer, deadline) {
            (Some((set, _)), Some(deadline)) if *set == deadline => {}
            _ => {
                if let Some((_, timer)) = channel.timer.take() {
                    timer.abort();
                }
                if let Some(deadline) = deadline {
                    let hub = Arc::downgrade(self);
                    let task = tokio::spawn(settle_at(hub, code, deadline));
                    channel.timer = Some((deadline, task.abort_handle()));
                }
            }
        }
    }

    /// Sets the room's timer from the room as read (a connection arriving on this server).
    pub fn arm(self: &Arc<Hub>, room: &Room) {
        let mut channels = lock(&self.channels);
        let Some(channel) = channels.get_mut(&room.code()) else {
            return;
        };
        let deadline = room.next_deadline();
        if channel.timer.as_ref().map(|(set, _)| *set) == deadline {
            return;
        }
        if let Some((_, timer)) = channel.timer.take() {
            timer.abort();
        }
        if let Some(deadline) = deadline {
            let task = tokio::spawn(settle_at(Arc::downgrade(self), room.code(), deadline));
            channel.timer = Some((deadline, task.abort_handle()));
        }
    }

    /// Tells every connection here to read its room again.
    pub fn resync_all(&self) {
        for channel in lock(&self.channels).values() {
            let _ = channel.sender.send(Arc::new(Published::Resync));
        }
    }

    /// Rooms with connections on this server.
    pub fn rooms_here(&self) -> Vec<RoomCode> {
        lock(&self.channels).keys().copied().collect()
    }

    /// Forgets idle rooms (in memory), or keeps the rooms with connections here from expiring
    /// (in Redis).
    pub async fn sweep(&self) {
        match &self.store {
            Store::Memory(rooms) => {
                let listened: Vec<RoomCode> = self.rooms_here();
                let now = now_ms();
                lock(rooms).retain(|code, room| {
                    listened.contains(code) || !room.is_idle(now, self.idle_ms)
                });
            }
            Store::Redis(redis) => redis.keep(&self.rooms_here(), self.idle_ms).await,
        }
    }

    /// How many rooms this server holds (in memory) or has connections in (in Redis).
    pub fn room_count(&self) -> usize {
        match &self.store {
            Store::Memory(rooms) => lock(rooms).len(),
            Store::Redis(_) => lock(&self.channels).len(),
        }
    }

    /// The Redis store, if rooms are there.
    pub fn redis(&self) -> Option<&RedisStore> {
        match &self.store {
            Store::Redis(redis) => Some(redis),
            Store::Memory(_) => None,
        }
    }
}

/// Settles the room at `deadline`, unless the hub is gone or the timer replaced.
async fn settle_at(hub: Weak<Hub>, code: RoomCode, deadline: u64) {
    let wait = deadline.saturating_sub(now_ms());
    tokio::time::sleep(Duration::from_millis(wait)).await;
    if let Some(hub) = hub.upgrade() {
        // A refusal here (the room expired, Redis unreachable) leaves the room to be settled
        // by the next change or the next timer.
        let _ = hub.change(code, |_, _| Ok(Vec::new())).await;
    }
}

/// The room after time's verdict and `change`, the news of both, and the change's refusal.
fn apply(
    stored: &Room,
    change: &impl Fn(&mut Room, u64) -> Result<News, Refusal>,
) -> (Room, News, Option<Refusal>) {
    let now = now_ms();
    let mut next = stored.clone();
    let mut news = next.settle(now);
    let mut settled = next.clone();
    let refusal = match change(&mut settled, now) {
        Ok(more) => {
            news.extend(more);
            next = settled;
            None
        }
        Err(refusal) => Some(refusal),
    };
    (next, news, refusal)
}

/// The news of a change as Redis carries it: `{"from":…,"to":…,"deadline":…,"frames":[…]}`.
fn published_text(before: &Room, news: &News, after: &Room) -> String {
    let frames: Vec<String> = news.iter().map(write).collect();
    serde_json::json!({
        "from": before.version(),
        "to": after.version(),
        "deadline": after.next_deadline(),
        "frames": frames,
    })
    .to_string()
}

/// Starts listening to Redis for `hub`, if its rooms are there; the listener lives as long as
/// the server.
pub fn start_listening(hub: &Arc<Hub>) {
    let hub = Arc::clone(hub);
    tokio::spawn(async move {
        if let Some(redis) = hub.redis() {
            let deliver = |code, payload: String| {
                if let Some((news, deadline)) = read_published(&payload) {
                    hub.deliver(code, news, deadline);
                }
            };
            redis.listen(deliver, || hub.resync_all()).await;
        }
    });
}

/// Reads news that Redis carried; `None` if it is not ours.
fn read_published(text: &str) -> Option<(Published, Option<u64>)> {
    #[derive(serde::Deserialize)]
    struct Carried {
        from: u64,
        to: u64,
        deadline: Option<u64>,
        frames: Vec<String>,
    }
    let carried: Carried = serde_json::from_str(text).ok()?;
    Some((
        Published::News {
            from: carried.from,
            to: carried.to,
            frames: carried.frames,
        },
        carried.deadline,
    ))
}

//! Rooms in Redis, for several servers at once: each room is one key,
//! `plot4:room:<CODE>`, holding `<version>\n<room as JSON>` and expiring when idle; a change
//! is stored only if the version is still the one it was made from (a Lua script, so the
//! check, the write and the news are one step), and its news goes out on
//! `plot4:news:<CODE>`, which every server listens to.

use crate::online::code::RoomCode;
use crate::online::protocol::Refusal;
use crate::online::room::Room;
use futures_util::StreamExt;
use redis::aio::ConnectionManager;
use std::time::Duration;

/// Stores the new value only if the stored version is the expected one ("0": only if there
/// is none), then publishes the news. 1 if stored, 0 if someone else changed it first.
const REPLACE: &str = r"
local current = redis.call('GET', KEYS[1])
if ARGV[1] == '0' then
  if current then return 0 end
else
  if not current then return -1 end
  local version = string.match(current, '^(%d+)\n')
  if version ~= ARGV[1] then return 0 end
end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
if ARGV[4] ~= '' then redis.call('PUBLISH', KEYS[2], ARGV[4]) end
return 1
";

const ROOM_PREFIX: &str = "plot4:room:";
const NEWS_PREFIX: &str = "plot4:news:";

/// Why Redis could not be used at the start.
#[derive(Debug, thiserror::Error)]
#[error("cannot use Redis at {url}: {source}")]
pub struct RedisUnreachable {
    url: String,
    source: redis::RedisError,
}

/// The rooms in Redis.
pub struct RedisStore {
    client: redis::Client,
    connection: ConnectionManager,
    replace: redis::Script,
}

impl RedisStore {
    /// Connects to Redis at `url` (`redis://HOST:PORT`).
    pub async fn connect(url: &str) -> Result<RedisStore, RedisUnreachable> {
        let unreachable = |source| RedisUnreachable {
            url: url.to_string(),
            source,
        };
        let client = redis::Client::open(url).map_err(unreachable)?;
        let config = redis::aio::ConnectionManagerConfig::new()
            .set_connection_timeout(Some(Duration::from_secs(2)))
            .set_response_timeout(Some(Duration::from_secs(2)))
            .set_number_of_retries(2);
        let connection = ConnectionManager::new_with_config(client.clone(), config)
            .await
            .map_err(unreachable)?;
        Ok(RedisStore {
            client,
            connection,
            replace: redis::Script::new(REPLACE),
        })
    }

    /// Stores a new room; false if its code is taken.
    pub async fn insert(&self, room: &Room, idle_ms: u64) -> Result<bool, Refusal> {
        self.run_replace(room.code(), "0", &stored_text(room), "", idle_ms)
            .await
            .map(|answer| answer == 1)
    }

    /// The room, if Redis has it.
    pub async fn load(&self, code: RoomCode) -> Result<Option<Room>, Refusal> {
        let mut connection = self.connection.clone();
        let text: Option<String> = redis::cmd("GET")
            .arg(room_key(code))
            .query_async(&mut connection)
            .await
            .map_err(|error| unavailable(&error))?;
        let Some(text) = text else {
            return Ok(None);
        };
        // A value that is not a room (written by something else) reads as no room.
        Ok(text
            .split_once('\n')
            .and_then(|(_, json)| serde_json::from_str(json).ok()))
    }

    /// Stores `after` in place of `before` and publishes `news`, unless the room changed in
    /// between (false) or is gone ([`Refusal::NoSuchRoom`]).
    pub async fn replace(
        &self,
        before: &Room,
        after: &Room,
        news: &str,
        idle_ms: u64,
    ) -> Result<bool, Refusal> {
        let expected = before.version().to_string();
        match self
            .run_replace(after.code(), &expected, &stored_text(after), news, idle_ms)
            .await?
        {
            -1 => Err(Refusal::NoSuchRoom),
            answer => Ok(answer == 1),
        }
    }

    async fn run_replace(
        &self,
        code: RoomCode,
        expected: &str,
        value: &str,
        news: &str,
        idle_ms: u64,
    ) -> Result<i64, Refusal> {
        let mut connection = self.connection.clone();
        self.replace
            .key(room_key(code))
            .key(news_channel(code))
            .arg(expected)
            .arg(value)
            .arg(idle_ms.max(1))
            .arg(news)
            .invoke_async(&mut connection)
            .await
            .map_err(|error| unavailable(&error))
    }

    /// Keeps rooms from expiring while connections are in them.
    pub async fn keep(&self, codes: &[RoomCode], idle_ms: u64) {
        let mut connection = self.connection.clone();
        for &code in codes {
            let kept: Result<i64, _> = redis::cmd("PEXPIRE")
                .arg(room_key(code))
                .arg(idle_ms.max(1))
                .query_async(&mut connection)
                .await;
            if let Err(error) = kept {
                log::warn!("cannot keep room {code} in Redis: {error}");
                return;
            }
        }
    }

    /// Listens to every room's news, handing each to `deliver`, and comes back after a
    /// dropped connection (then calling `resync`, since news may have been missed).
    pub async fn listen(&self, deliver: impl Fn(RoomCode, String), resync: impl Fn()) {
        let mut pause = Duration::from_millis(100);
        loop {
            match self.client.get_async_pubsub().await {
                Ok(mut pubsub) => {
                    if let Err(error) = pubsub.psubscribe(format!("{NEWS_PREFIX}*")).await {
                        log::warn!("cannot listen to Redis: {error}");
                    } else {
                        pause = Duration::from_millis(100);
                        resync();
                        let mut messages = pubsub.on_message();
                        while let Some(message) = messages.next().await {
                            let channel = message.get_channel_name();
                            let code = channel
                                .strip_prefix(NEWS_PREFIX)
                                .and_then(|code| code.parse::<RoomCode>().ok());
                            let payload: Option<String> = message.get_payload().ok();
                            if let (Some(code), Some(payload)) = (code, payload) {
                                deliver(code, payload);
                            }
                        }
                        log::warn!("lost the Redis news connection; reconnecting");
                    }
                }
                Err(error) => log::warn!("cannot listen to Redis: {error}"),
            }
            tokio::time::sleep(pause).await;
            pause = (pause * 2).min(Duration::from_secs(2));
        }
    }
}

fn room_key(code: RoomCode) -> String {
    format!("{ROOM_PREFIX}{}", code.compact())
}

fn news_channel(code: RoomCode) -> String {
    format!("{NEWS_PREFIX}{}", code.compact())
}

fn stored_text(room: &Room) -> String {
    format!(
        "{}\n{}",
        room.version(),
        serde_json::to_string(room).unwrap_or_default()
    )
}

fn unavailable(error: &redis::RedisError) -> Refusal {
    log::warn!("Redis: {error}");
    Refusal::Unavailable
}

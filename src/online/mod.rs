//! Online play: two people on two machines, a server as the referee between them.
//!
//! - [`protocol`]: the messages (serde, versioned), shared by everyone, the browser included;
//! - [`code`]: room codes, links and seat tokens;
//! - [`room`]: one room and its games, refereed with the engine's rules; pure, and kept as
//!   JSON in Redis;
//! - `server` (feature `online`): `plot4 serve`, rooms in memory or in Redis, and its limits;
//! - [`client`]: what a seat asks and hears, and (feature `online`) the connection that the
//!   terminal, the window and the load generator use, with its reconnects;
//! - `load` (feature `online`): `plot4 online load`.
//!
//! docs/online.md describes the protocol with a worked exchange.

pub mod code;
pub mod protocol;
pub mod room;

pub mod client;
#[cfg(all(feature = "online", not(target_arch = "wasm32")))]
pub mod load;
#[cfg(all(feature = "online", not(target_arch = "wasm32")))]
pub mod server;

/// Milliseconds since the Unix epoch: the time rooms are kept in, the same on every server.
#[cfg(not(target_arch = "wasm32"))]
pub fn now_ms() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|since| since.as_millis() as u64)
        .unwrap_or(0)
}

//! What the server's parts share: how it was started, and what every connection reaches.

use super::hub::Hub;
use super::limits::{AddressLimits, Limits};
use std::collections::HashMap;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// How `plot4 serve` runs.
#[derive(Debug, Clone)]
pub struct ServeOptions {
    /// Where to listen (`127.0.0.1:7474`; port 0 picks a free one).
    pub listen: SocketAddr,
    /// Redis to keep rooms in, shared with other servers; rooms stay in memory without it.
    pub redis: Option<String>,
    /// The browser page's files to serve (target/web).
    pub web: Option<PathBuf>,
    /// The address players reach the server at (`https://plot4.example.org`), for links;
    /// otherwise the request's Host.
    pub public_url: Option<String>,
    /// Browser origins allowed besides the server's own (`https://example.org`).
    pub allowed_origins: Vec<String>,
    /// How long an absent player has, in a game without a clock.
    pub grace: Duration,
    /// How long a room with nobody in it is kept.
    pub idle: Duration,
    /// The per-address limits.
    pub limits: AddressLimits,
    /// Take the client's address from X-Forwarded-For (behind a reverse proxy).
    pub trust_forwarded_for: bool,
}

/// What every connection shares.
pub struct Shared {
    /// The rooms.
    pub hub: Arc<Hub>,
    /// The per-address counts.
    pub limits: Arc<Limits>,
    /// How long an absent player has, without a clock, in milliseconds.
    pub grace_ms: u64,
    /// Set once the server is stopping.
    pub shutdown: tokio::sync::watch::Sender<bool>,
    /// How the server was started.
    pub options: ServeOptions,
    /// Connections whose WebSocket is open, so a shutdown can wait for their goodbyes.
    pub open: Mutex<HashMap<u64, ()>>,
}

/// The client's address, as the accept loop saw it.
#[derive(Debug, Clone, Copy)]
pub struct Peer(pub SocketAddr);

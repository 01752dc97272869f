//! `plot4 serve`: HTTP and the game's WebSocket on one port, rooms in memory or in Redis.
//!
//! The accept loop is hyper's (as axum's own is) with a time limit on reading a request's
//! headers, so a connection that never finishes its request is dropped; axum routes the
//! requests: `/ws` (the game), `/play/CODE` (a room's link), `/health`, and with `--web` the
//! browser page's files.

mod connection;
mod hub;
mod limits;
mod redis_store;
mod shared;
mod web;

pub use limits::AddressLimits;
pub use shared::ServeOptions;

use crate::online::protocol::{MAX_FRAME_BYTES, SOCKET_PATH};
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{Path, RawQuery, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Extension, Router};
use hub::{Hub, Store};
use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use limits::Limits;
use shared::{Peer, Shared};
use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use thiserror::Error;
use tokio::net::TcpListener;

/// How long a client has to send a request's headers.
const HEADER_LIMIT: Duration = Duration::from_secs(10);

/// Why the server could not start.
#[derive(Debug, Error)]
pub enum ServeError {
    /// The address is taken or not this machine's.
    #[error("cannot listen on {address}: {source}")]
    Listen {
        /// The address.
        address: SocketAddr,
        /// Why.
        source: std::io::Error,
    },
    /// Redis did not answer.
    #[error(transparent)]
    Redis(#[from] redis_store::RedisUnreachable),
    /// The page's folder is missing.
    #[error("no page to serve: {0} is not a folder")]
    Web(String),
    /// The runtime could not start.
    #[error("cannot start: {0}")]
    Runtime(std::io::Error),
}

/// Runs the server until SIGINT or SIGTERM. `listening` is called with the bound address
/// once clients can connect.
pub fn serve(options: ServeOptions, listening: impl FnOnce(SocketAddr)) -> Result<(), ServeError> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(ServeError::Runtime)?;
    runtime.block_on(run(options, listening))
}

async fn run(options: ServeOptions, listening: impl FnOnce(SocketAddr)) -> Result<(), ServeError> {
    if let Some(web) = &options.web {
        if !web.is_dir() {
            return Err(ServeError::Web(web.display().to_string()));
        }
    }
    let store = match &options.redis {
        Some(url) => Store::Redis(redis_store::RedisStore::connect(url).await?),
        None => Store::Memory(Mutex::new(HashMap::new())),
    };
    let hub = Hub::new(store, options.idle.as_millis() as u64);
    hub::start_listening(&hub);
    let listener =
        TcpListener::bind(options.listen)
            .await
            .map_err(|source| ServeError::Listen {
                address: options.listen,
                source,
            })?;
    let address = listener.local_addr().map_err(|source| ServeError::Listen {
        address: options.listen,
        source,
    })?;
    let shared = Arc::new(Shared {
        hub: Arc::clone(&hub),
        limits: Arc::new(Limits::new(options.limits)),
        grace_ms: options.grace.as_millis() as u64,
        shutdown: tokio::sync::watch::channel(false).0,
        options,
        open: Mutex::new(HashMap::new()),
    });
    tokio::spawn(sweep(Arc::clone(&shared)));
    let router = Router::new()
        .route(SOCKET_PATH, get(socket))
        .route("/health", get(health))
        .route("/play/{code}", get(play_page))
        .route("/", get(web::index))
        .route("/{*path}", get(web::file))
        .with_state(Arc::clone(&shared));
    listening(address);
    let mut stop = shutdown_signal();
    loop {
        tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok((stream, peer)) => {
                    let _ = stream.set_nodelay(true);
                    tokio::spawn(serve_connection(stream, peer, router.clone(), Arc::clone(&shared)));
                }
                Err(error) => {
                    // Out of file descriptors, most likely: let some connections close.
                    log::warn!("cannot accept a connection: {error}");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                }
            },
            _ = &mut stop => break,
        }
    }
    // Each open WebSocket says goodbye (and whether its room survives), then closes.
    let _ = shared.shutdown.send(true);
    let mut waited = 0;
    while !lock(&shared.open).is_empty() && waited < 40 {
        tokio::time::sleep(Duration::from_millis(50)).await;
        waited += 1;
    }
    Ok(())
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Resolves on SIGINT or SIGTERM.
fn shutdown_signal() -> std::pin::Pin<Box<dyn std::future::Future<Output = ()> + Send>> {
    Box::pin(async {
        #[cfg(unix)]
        {
            use tokio::signal::unix::{signal, SignalKind};
            match signal(SignalKind::terminate()) {
                Ok(mut terminate) => {
                    tokio::select! {
                        _ = terminate.recv() => {}
                        _ = tokio::signal::ctrl_c() => {}
                    }
                }
                Err(_) => {
                    let _ = tokio::signal::ctrl_c().await;
                }
            }
        }
        #[cfg(not(unix))]
        {
            let _ = tokio::signal::ctrl_c().await;
        }
    })
}

async fn serve_connection(
    stream: tokio::net::TcpStream,
    peer: SocketAddr,
    router: Router,
    shared: Arc<Shared>,
) {
    let service = TowerToHyperService::new(router.layer(Extension(Peer(peer))));
    let mut builder = hyper_util::server::conn::auto::Builder::new(TokioExecutor::new());
    builder
        .http1()
        .timer(TokioTimer::new())
        .header_read_timeout(HEADER_LIMIT);
    let builder = builder.http1_only();
    let connection = builder.serve_connection_with_upgrades(TokioIo::new(stream), service);
    tokio::pin!(connection);
    let mut shutdown = shared.shutdown.subscribe();
    tokio::select! {
        _ = connection.as_mut() => {}
        _ = shutdown.changed() => {
            connection.as_mut().graceful_shutdown();
            let _ = tokio::time::timeout(Duration::from_secs(2), connection).await;
        }
    }
}

/// Every half minute: idle rooms go (or, in Redis, rooms in use are kept), and addresses
/// with nothing against them are forgotten.
async fn sweep(shared: Arc<Shared>) {
    let every = Duration::from_millis((shared.hub.idle_ms / 4).clamp(100, 30_000));
    loop {
        tokio::time::sleep(every).await;
        shared.hub.sweep().await;
        shared.limits.forget_idle();
    }
}

/// The WebSocket: checked for its origin and its address's count, then served.
async fn socket(
    upgrade: WebSocketUpgrade,
    headers: HeaderMap,
    Extension(Peer(peer)): Extension<Peer>,
    State(shared): State<Arc<Shared>>,
) -> Response {
    if !origin_allowed(&headers, &shared.options.allowed_origins) {
        return (StatusCode::FORBIDDEN, "origin not allowed\n").into_response();
    }
    let address = client_address(&headers, peer.ip(), shared.options.trust_forwarded_for);
    let base = link_base(&headers, &shared.options);
    let Some(admitted) = shared.limits.admit(address) else {
        return (
            StatusCode::TOO_MANY_REQUESTS,
            "too many connections from this address\n",
        )
            .into_response();
    };
    // The read buffer need only hold a frame or two: tungstenite's default (128 KiB) would
    // cost that much per connection for messages of a few hundred bytes.
    upgrade
        .read_buffer_size(2 * MAX_FRAME_BYTES)
        .max_message_size(MAX_FRAME_BYTES)
        .max_frame_size(MAX_FRAME_BYTES)
        .on_upgrade(move |socket| async move {
            // The address's count is held for the connection's life.
            let _admitted = admitted;
            let key = rand_key();
            lock(&shared.open).insert(key, ());
            connection::run(socket, Arc::clone(&shared), address, base).await;
            lock(&shared.open).remove(&key);
        })
}

fn rand_key() -> u64 {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

/// A browser's page may open the socket only from the server's own origin or one allowed by
/// `--allow-origin`; clients that are not browsers send no origin.
fn origin_allowed(headers: &HeaderMap, allowed: &[String]) -> bool {
    let Some(origin) = headers.get(header::ORIGIN) else {
        return true;
    };
    let Ok(origin) = origin.to_str() else {
        return false;
    };
    if allowed.iter().any(|allowed| allowed == origin) {
        return true;
    }
    let host = headers
        .get(header::HOST)
        .and_then(|host| host.to_str().ok());
    let origin_host = origin.split_once("://").map(|(_, host)| host);
    matches!((origin_host, host), (Some(a), Some(b)) if a.eq_ignore_ascii_case(b))
}

/// The client's address: the connection's, or behind a trusted proxy the last one it added.
fn client_address(headers: &HeaderMap, peer: IpAddr, trust_forwarded_for: bool) -> IpAddr {
    if !trust_forwarded_for {
        return peer;
    }
    headers
        .get("x-forwarded-for")
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.rsplit(',').next())
        .and_then(|last| last.trim().parse().ok())
        .unwrap_or(peer)
}

/// The start of a room's link: `--public-url`, or `http://` and the Host the client used.
fn link_base(headers: &HeaderMap, options: &ServeOptions) -> String {
    if let Some(url) = &options.public_url {
        return url.trim_end_matches('/').to_string();
    }
    let host = headers
        .get(header::HOST)
        .and_then(|host| host.to_str().ok())
        .filter(|host| {
            !host.is_empty()
                && host.len() < 256
                && host
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || ".-:[]".contains(c))
        })
        .map(str::to_string)
        .unwrap_or_else(|| options.listen.to_string());
    format!("http://{host}")
}

/// `/health`: `ok`, and the rooms this server holds (in Redis: has connections in).
async fn health(State(shared): State<Arc<Shared>>) -> String {
    format!("ok {} rooms\n", shared.hub.room_count())
}

/// A room's link: the page, which joins the room (see [`web::play`]), or without `--web` a note on how to join.
async fn play_page(
    Path(code): Path<String>,
    RawQuery(query): RawQuery,
    State(shared): State<Arc<Shared>>,
) -> Response {
    if shared.options.web.is_some() {
        return web::play(&code, query.as_deref());
    }
    let code = code
        .parse::<crate::online::code::RoomCode>()
        .map(|code| code.to_string())
        .unwrap_or_default();
    let body = format!(
        "Plot 4 room {code}\n\nJoin it from a terminal: plot4 online join {code} --server URL\n\
         (this server was started without --web, so it has no page to play in)\n"
    );
    ([(header::CONTENT_TYPE, "text/plain; charset=utf-8")], body).into_response()
}

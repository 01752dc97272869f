//! The browser page's files (`--web target/web`), read from its folder; without `--web`, a
//! line saying what this server is.
//!
//! web/build.sh writes a brotli (`.br`) and a gzip (`.gz`) copy beside each file that
//! compresses; a browser that accepts one is sent it as it is, so the page crosses the wire
//! at a fraction of its size with no compressing per request. Each answer carries a validator
//! (ETag), so a copy the browser or the page's service worker holds is confirmed, not sent again.

use super::shared::Shared;
use axum::extract::{Path, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use std::sync::Arc;
use std::time::UNIX_EPOCH;

/// `/`: the page, or a line about the server.
pub async fn index(State(shared): State<Arc<Shared>>, request: HeaderMap) -> Response {
    match &shared.options.web {
        Some(_) => serve_file(&shared, "index.html", &request).await,
        None => (
            [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
            "Plot 4 game server: play with `plot4 online create` and `plot4 online join`\n",
        )
            .into_response(),
    }
}

/// A room's link (`/play/CODE`) when the server serves the page: a redirect to the page
/// with the room in its fragment (`/#join=CODE`), which the page reads and joins. The page is
/// then at the root, where its scripts' relative paths lead. What the link holds goes on
/// as far as it could be a code (letters, digits, dashes), so the page names what it could
/// not join rather than the link dying here.
/// The link's query goes along (`/play/CODE?log-text` → `/?log-text#join=CODE`).
pub fn play(code: &str, query: Option<&str>) -> Response {
    let code: String = code
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
        .take(32)
        .collect();
    let query = query
        .filter(|q| !q.is_empty())
        .map(|q| format!("?{q}"))
        .unwrap_or_default();
    axum::response::Redirect::to(&format!("/{query}#join={code}")).into_response()
}

/// Any other path: a file of the page.
pub async fn file(
    Path(path): Path<String>,
    State(shared): State<Arc<Shared>>,
    request: HeaderMap,
) -> Response {
    serve_file(&shared, &path, &request).await
}

/// A precompressed copy web/build.sh writes beside a file, best first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Encoding {
    Brotli,
    Gzip,
}

impl Encoding {
    const BEST_FIRST: [Encoding; 2] = [Encoding::Brotli, Encoding::Gzip];

    /// Its name in Accept-Encoding and Content-Encoding.
    fn token(self) -> &'static str {
        match self {
            Encoding::Brotli => "br",
            Encoding::Gzip => "gzip",
        }
    }

    /// The end of its copy's file name.
    fn suffix(self) -> &'static str {
        match self {
            Encoding::Brotli => ".br",
            Encoding::Gzip => ".gz",
        }
    }
}

/// Whether the request's Accept-Encoding takes `encoding`: named (or `*`) with a weight
/// above zero.
fn accepts(request: &HeaderMap, encoding: Encoding) -> bool {
    let mut named = None;
    let mut any = None;
    for offer in request
        .get_all(header::ACCEPT_ENCODING)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
    {
        let mut parts = offer.split(';').map(str::trim);
        let name = parts.next().unwrap_or_default();
        let weight = parts
            .find_map(|part| part.strip_prefix("q=").or_else(|| part.strip_prefix("Q=")))
            .map_or(Some(1.0), |q| q.trim().parse::<f32>().ok());
        let Some(weight) = weight else { continue };
        if name.eq_ignore_ascii_case(encoding.token()) {
            named = Some(weight > 0.0);
        } else if name == "*" {
            any = Some(weight > 0.0);
        }
    }
    named.or(any).unwrap_or(false)
}

async fn serve_file(shared: &Shared, path: &str, request: &HeaderMap) -> Response {
    let not_found = || (StatusCode::NOT_FOUND, "not found\n").into_response();
    let Some(folder) = &shared.options.web else {
        return not_found();
    };
    // Plain names only: nothing hidden, nothing above the folder.
    let safe = !path.is_empty()
        && path.split('/').all(|part| {
            !part.is_empty()
                && !part.starts_with('.')
                && part
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c))
        });
    if !safe {
        return not_found();
    }
    let (file, meta, encoding) = match precompressed(folder, path, request).await {
        Some(copy) => copy,
        None => {
            let plain = folder.join(path);
            match tokio::fs::metadata(&plain).await {
                Ok(meta) if meta.is_file() => (plain, meta, None),
                _ => return not_found(),
            }
        }
    };
    let mut headers = HeaderMap::new();
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static(content_type(path)),
    );
    // Caches keep one answer per encoding asked for.
    headers.insert(header::VARY, HeaderValue::from_static("Accept-Encoding"));
    if let Some(encoding) = encoding {
        headers.insert(
            header::CONTENT_ENCODING,
            HeaderValue::from_static(encoding.token()),
        );
    }
    let tag = entity_tag(&meta, encoding);
    if let Ok(value) = HeaderValue::from_str(&tag) {
        headers.insert(header::ETAG, value);
    }
    let current = request
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .any(|held| held.trim() == tag || held.trim() == "*");
    if current {
        return (StatusCode::NOT_MODIFIED, headers).into_response();
    }
    match tokio::fs::read(&file).await {
        Ok(bytes) => (headers, bytes).into_response(),
        Err(_) => not_found(),
    }
}

/// The best copy of `path` the request accepts that web/build.sh wrote, if any.
async fn precompressed(
    folder: &std::path::Path,
    path: &str,
    request: &HeaderMap,
) -> Option<(std::path::PathBuf, std::fs::Metadata, Option<Encoding>)> {
    for encoding in Encoding::BEST_FIRST {
        if !accepts(request, encoding) {
            continue;
        }
        let copy = folder.join(format!("{path}{}", encoding.suffix()));
        match tokio::fs::metadata(&copy).await {
            Ok(meta) if meta.is_file() => return Some((copy, meta, Some(encoding))),
            _ => {}
        }
    }
    None
}

/// The validator of the file sent: its size and time of change, and its encoding, so a new
/// build (or the other copy) never passes for the one a browser holds.
fn entity_tag(meta: &std::fs::Metadata, encoding: Option<Encoding>) -> String {
    let changed = meta
        .modified()
        .ok()
        .and_then(|time| time.duration_since(UNIX_EPOCH).ok())
        .map_or(0, |since| since.as_nanos());
    let coding = encoding.map_or("identity", Encoding::token);
    format!("\"{:x}-{changed:x}-{coding}\"", meta.len())
}

fn content_type(path: &str) -> &'static str {
    match path.rsplit('.').next().unwrap_or_default() {
        "html" => "text/html; charset=utf-8",
        "js" => "text/javascript; charset=utf-8",
        "wasm" => "application/wasm",
        "webmanifest" => "application/manifest+json",
        "json" => "application/json",
        "css" => "text/css; charset=utf-8",
        "png" => "image/png",
        "svg" => "image/svg+xml",
        "ttf" => "font/ttf",
        "ogg" => "audio/ogg",
        "wav" => "audio/wav",
        _ => "application/octet-stream",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn asking(accept: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(
            header::ACCEPT_ENCODING,
            HeaderValue::from_str(accept).unwrap(),
        );
        headers
    }

    #[test]
    fn accept_encoding_is_read_with_its_weights() {
        let br = Encoding::Brotli;
        let gz = Encoding::Gzip;
        assert!(accepts(&asking("gzip, deflate, br, zstd"), br));
        assert!(accepts(&asking("gzip, deflate, br, zstd"), gz));
        assert!(!accepts(&asking("gzip"), br));
        assert!(!accepts(&asking("br;q=0, gzip"), br));
        assert!(accepts(&asking("br;q=0, gzip"), gz));
        assert!(accepts(&asking("*"), br));
        assert!(!accepts(&asking("*, br;q=0"), br));
        assert!(accepts(&asking("GZIP;q=0.5"), gz));
        assert!(!accepts(&asking("identity"), gz));
        assert!(!accepts(&HeaderMap::new(), gz));
        assert!(!accepts(&asking("br;q=nonsense"), br));
    }
}

//! The browser page's files (`--web target/web`), read from its folder; without `--web`, a
//! line saying what this server is.

use super::shared::Shared;
use axum::extract::{Path, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use std::sync::Arc;

/// `/`: the page, or a line about the server.
pub async fn index(State(shared): State<Arc<Shared>>) -> Response {
    match &shared.options.web {
        Some(_) => serve_file(&shared, "index.html").await,
        None => (
            [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
            "Plot 4 game server: play with `plot4 online create` and `plot4 online join`\n",
        )
            .into_response(),
    }
}

/// Any other path: a file of the page.
pub async fn file(Path(path): Path<String>, State(shared): State<Arc<Shared>>) -> Response {
    serve_file(&shared, &path).await
}

async fn serve_file(shared: &Shared, path: &str) -> Response {
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
    match tokio::fs::read(folder.join(path)).await {
        Ok(bytes) => ([(header::CONTENT_TYPE, content_type(path))], bytes).into_response(),
        Err(_) => not_found(),
    }
}

fn content_type(path: &str) -> &'static str {
    match path.rsplit('.').next().unwrap_or_default() {
        "html" => "text/html; charset=utf-8",
        "js" => "text/javascript; charset=utf-8",
        "wasm" => "application/wasm",
        "json" | "webmanifest" => "application/json",
        "css" => "text/css; charset=utf-8",
        "png" => "image/png",
        "svg" => "image/svg+xml",
        "ttf" => "font/ttf",
        "ogg" => "audio/ogg",
        "wav" => "audio/wav",
        _ => "application/octet-stream",
    }
}

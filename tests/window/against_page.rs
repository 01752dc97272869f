//! The desktop window against the browser page, through a real `plot4 serve --web` backed by a
//! real redis-server: the window creates a game by keys, a headless Chromium page opens the
//! room's link and takes the other seat, and a terminal client watches. Mid-game the page is
//! reloaded (it takes its seat back from the browser's storage), and then the server is killed
//! and started again on the same port (both players show "reconnecting" and come back, the
//! room kept in redis). They play on to the end: the window, the page and the watcher see
//! the same moves and the same result, and both players' histories record the game.
//!
//! Needs Xvfb, xdotool, redis-server, node with web/test's packages, Debian's chromium and the
//! page built into target/web, so .ci/web runs it after building the page:
//! `cargo test --release --test window -- --ignored against_page`.

use crate::common;
use crate::online_harness::{client, Process, Redis, Server};
use common::game_window::Game;
use common::virtual_display::one_window_at_a_time;
use plot4::game::CasualReason;
use plot4::store::Store;
use plot4::ui::events::{self, ScreenName};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The repository's root, where target/web and web/test are.
fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The page in Chromium, driven by web/test/page_seat.js, opened at `address`.
fn page_at(address: &str) -> Process {
    let driver = root().join("web/test/page_seat.js");
    let modules = root().join("web/test/node_modules/playwright-core");
    assert!(
        modules.is_dir(),
        "run `npm ci` in web/test first (.ci/web does): {} is missing",
        modules.display()
    );
    let mut command = Command::new("node");
    command.arg(driver).arg(address);
    Process::start("page", command)
}

/// `--web`'s folder: the page as web/build.sh leaves it.
fn built_page() -> String {
    let web = root().join("target/web");
    assert!(
        web.join("index.html").is_file(),
        "build the page first (bash web/build.sh; .ci/web does): {} is missing",
        web.display()
    );
    web.to_string_lossy().into_owned()
}

/// Red (the window) plays `column`; the page and the watcher see it.
fn window_plays(window: &mut Game, page: &mut Process, position: &mut String, column: char) {
    position.push(column);
    let line = window.key_then(&column.to_string(), events::PLAYED);
    assert!(line.ends_with(&format!("position {position}")), "{line}");
    page.expect_containing(&format!(
        "played column {column} by Red; position {position}"
    ));
}

/// Yellow (the page) plays `column` by its key; the window sees it.
fn page_plays(window: &mut Game, page: &mut Process, position: &mut String, column: char) {
    position.push(column);
    page.say(&format!("key {column}"));
    page.expect_containing(&format!(
        "played column {column} by Yellow; position {position}"
    ));
    let line = window.wait_for(&format!("{} {column} by Yellow", events::PLAYED));
    assert!(line.ends_with(&format!("position {position}")), "{line}");
}

/// The room's code and link from the window's `online: seated as host in CODE; link LINK`.
fn code_and_link(seated: &str) -> (String, String) {
    let rest = seated
        .split("as host in ")
        .nth(1)
        .unwrap_or_else(|| panic!("not the host: {seated}"));
    let (code, link) = rest
        .split_once("; link ")
        .unwrap_or_else(|| panic!("no link: {seated}"));
    (code.to_string(), link.trim().to_string())
}

fn recorded_online(data: &Path) {
    let history = Store::at(data).load_history();
    assert!(history.problems.is_empty(), "{:?}", history.problems);
    let games = history.value.games();
    assert_eq!(games.len(), 1, "the window's history holds the game");
    let reasons = games[0].casual_reasons().expect("the rule's reasons");
    assert!(reasons.contains(CasualReason::Online), "{reasons:?}");
}

#[test]
#[ignore = "needs Xvfb, xdotool, redis-server, node, chromium and the built page; .ci/web runs it"]
fn the_window_plays_the_page_through_a_reload_and_a_server_restart_and_a_watcher_sees_it_all() {
    let _one = one_window_at_a_time();
    let redis = Redis::start().expect("redis-server is installed (.ci/run installs it)");
    let web = built_page();
    let mut server = Server::start(&["--web", &web, "--redis", &redis.url]);
    let url = format!("http://{}", server.address());

    let data = tempfile::tempdir().unwrap();
    let mut window = Game::start(data.path(), &["--server", &url]);
    window.wait_for(&ScreenName::Title.line());
    window.key_then("o", &ScreenName::Online.line());
    // Enter on the first row creates a game: 7×6, the window moves first, no clock.
    let seated = window.key_then("Return", events::ONLINE_SEATED);
    let (code, link) = code_and_link(&seated);
    assert_eq!(link, format!("{url}/play/{code}"), "the room's link");

    // The page opens the link and joins at once.
    let mut page = page_at(&link);
    page.expect_containing(&format!("online: seated as guest in {code}"));
    page.expect_containing("screen: play");
    window.wait_for(events::ONLINE_FRIEND_HERE);
    window.wait_for(&ScreenName::Play.line());
    // The watcher comes in now; it is told the moves before it came, and every one after.
    let mut watcher = client("watcher", &["watch", &code, "--server", &server.address()]);

    let mut position = String::new();
    for _ in 0..2 {
        window_plays(&mut window, &mut page, &mut position, '1');
        page_plays(&mut window, &mut page, &mut position, '2');
    }

    // Reloaded mid-game, the page takes its seat back and has the game as it stood.
    page.say("reload");
    page.expect_containing(&format!("online: seated as guest in {code}"));
    page.expect_containing("screen: play");
    window_plays(&mut window, &mut page, &mut position, '1');
    page_plays(&mut window, &mut page, &mut position, '2');

    // The server killed and started again on the same port: both players reconnect, and the
    // room comes back from redis.
    server.kill();
    window.wait_for(events::ONLINE_RECONNECTING);
    page.expect_containing(events::ONLINE_RECONNECTING);
    server.restart();
    window.wait_for("online: reconnected");
    page.expect_containing("online: reconnected");

    // Red's fourth coin in column 1 wins.
    window_plays(&mut window, &mut page, &mut position, '1');
    assert_eq!(position, "1212121");
    window.wait_for(&format!("{} Red wins", events::GAME_OVER));
    window.wait_for_all(&[
        &format!("{} Red wins", events::ONLINE_OVER),
        &format!("{} {position}", events::RECORDED_GAME),
    ]);
    page.expect_containing(&format!(
        "{} Red wins; position {position}",
        events::GAME_OVER
    ));
    page.expect_containing(&format!("{} Red wins", events::ONLINE_OVER));
    let result = watcher.expect("result: ");
    assert_eq!(result, "result: Red wins", "the watcher sees the same end");
    let moves: Vec<String> = position
        .chars()
        .enumerate()
        .map(|(i, column)| {
            let colour = if i % 2 == 0 { "Red" } else { "Yellow" };
            format!("{colour} {column}")
        })
        .chain(["result: Red wins".to_string()])
        .collect();
    assert_eq!(watcher.game_lines(), moves, "the watcher saw every move");

    // Both histories record the game: the window's file, and the page's browser storage.
    page.say("storage plot4/history.json");
    let kept = page.expect("storage plot4/history.json: ");
    assert!(
        kept.contains(&position) && kept.contains("online"),
        "{kept}"
    );
    page.say("quit");
    window.quit();
    recorded_online(data.path());
}

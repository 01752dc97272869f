//! The rating rule end to end in a real window under Xvfb (issue 49): a game is rated only if
//! a person played a computer level from the empty board with no hint, analysis or "why"
//! overlay and no move taken back. A game begun from `--position`, one with a hint and one with
//! a take-back are each recorded as casual and leave the rating where it was; an untouched game
//! against a level moves it. Each is judged by the log line the window writes at the end and by
//! the history file it leaves.
//!
//! Needs `Xvfb` and `xdotool` (see .ci/run), so every test is `#[ignore]`:
//! `cargo test --release --test window -- --ignored --test-threads=1 casual::`.

use super::rating::{play_to_the_end, position_of};
use crate::common;

use common::game_window::Game;
use common::virtual_display::one_window_at_a_time;
use plot4::ui::events::{CASUAL_GAME, HINT_ASKED, PLAYED, RATING, RECORDED_GAME, UNDO};
use std::path::Path;

/// The last game the history file in `data` holds, as JSON.
fn last_recorded(data: &Path) -> serde_json::Value {
    let text = std::fs::read_to_string(data.join("history.json")).expect("history.json");
    let history: serde_json::Value = serde_json::from_str(&text).expect("the history is JSON");
    history["games"]
        .as_array()
        .and_then(|games| games.last())
        .cloned()
        .unwrap_or_else(|| panic!("no game recorded: {text}"))
}

/// Waits for the end of a game that must be casual for `reason` (its name in the log and the
/// file); checks the rating did not move and the history keeps the game as casual.
fn recorded_as_casual(window: &mut Game, data: &Path, reason: &str) {
    let line = window.wait_for(CASUAL_GAME);
    assert!(line.contains(reason), "casual for {reason}: {line}");
    assert!(line.contains("rating stays 1000"), "{line}");
    assert_eq!(
        window.lines_with(&format!("{RATING} 1000 -> ")),
        0,
        "a casual game moved the rating"
    );
    window.wait_for(RECORDED_GAME);
    let game = last_recorded(data);
    assert_eq!(game["rated"], false, "{game}");
    let reasons = game["casual"].as_array().expect("the reasons");
    assert!(reasons.iter().any(|r| r == reason), "{game}");
}

/// A window of a person as Red against `yellow` on `data`, with `more` options, once its first
/// game has begun.
fn against(data: &Path, yellow: &str, more: &[&str]) -> Game {
    let mut args = vec!["--red", "human", "--yellow", yellow];
    args.extend_from_slice(more);
    let mut window = Game::start(data, &args);
    window.wait_for(plot4::ui::events::NEW_GAME);
    window
}

#[test]
#[ignore = "needs Xvfb and xdotool"]
fn a_game_from_a_position_is_casual() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    // The game: High, from `44536315`, won in one move.
    let mut window = against(data.path(), "high", &["--position", "44536315"]);
    window.key_then("7", &format!("{PLAYED} 7 by Red; position 445363157"));
    recorded_as_casual(&mut window, data.path(), "from-position");
}

#[test]
#[ignore = "needs Xvfb and xdotool"]
fn a_game_with_a_hint_is_casual() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    let mut window = against(data.path(), "random", &[]);
    window.key_then("h", &format!("{HINT_ASKED} "));
    play_to_the_end(&mut window);
    recorded_as_casual(&mut window, data.path(), "hint");
}

#[test]
#[ignore = "needs Xvfb and xdotool"]
fn a_game_with_a_move_taken_back_is_casual() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    let mut window = against(data.path(), "random", &[]);
    window.key_then("4", &format!("{PLAYED} 4 by Red"));
    let reply = window.wait_for(PLAYED);
    assert!(reply.contains("by Yellow"), "{reply}");
    // Against the computer, a take-back goes back to the person's turn: the empty board.
    let undone = window.key_then("u", UNDO);
    assert_eq!(position_of(&undone), "", "{undone}");
    play_to_the_end(&mut window);
    recorded_as_casual(&mut window, data.path(), "take-back");
}

#[test]
#[ignore = "needs Xvfb and xdotool"]
fn an_untouched_game_against_a_level_is_rated() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    let mut window = against(data.path(), "random", &[]);
    play_to_the_end(&mut window);
    let moved = window.wait_for(&format!("{RATING} 1000 -> "));
    assert!(moved.contains("after a game against Random"), "{moved}");
    assert_eq!(
        window.lines_with(CASUAL_GAME),
        0,
        "a rated game called casual"
    );
    window.wait_for(RECORDED_GAME);
    let game = last_recorded(data.path());
    assert_eq!(game["rated"], true, "{game}");
    assert!(game.get("casual").is_none(), "{game}");
}

//! End-to-end test of the review of a finished game in the real game window: the `plot4`
//! binary in a virtual X display (Xvfb), driven with xdotool, judged by its log.
//!
//! Needs `Xvfb` and `xdotool` (see .ci/run), so every test is `#[ignore]`:
//! `cargo test --release --test window -- --ignored --test-threads=1 review::`.

use crate::common;
use plot4::ui::events::{self, ScreenName};

use common::game_window::Game;
use common::virtual_display::one_window_at_a_time;
use plot4::ui::{review_move_centre, Layout};

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn left_and_right_on_the_game_over_screen_step_through_the_game_and_escape_returns() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    let mut game = Game::start_people_at(data.path(), "121212");
    game.key_then("1", &format!("{} Red wins", events::GAME_OVER));
    game.wait_for(&ScreenName::GameOver.line());
    // ← opens the review on the last move (on the board), then steps.
    game.key_then("Left", &ScreenName::Review.line());
    let mut shown = Vec::new();
    for key in ["Left", "Left", "Right", "Right"] {
        let line = game.key_then(key, events::REVIEW);
        shown.push(line.rsplit(' ').next().unwrap().to_string());
    }
    assert_eq!(
        shown,
        ["121212", "12121", "121212", "1212121"],
        "back two moves, then on to the end"
    );
    // Past the last move there is nothing more: refused, and the next step back is logged.
    game.key("Right");
    let line = game.key_then("Left", events::REVIEW);
    assert!(line.ends_with("position 121212"), "{line}");
    game.key_then("Escape", &ScreenName::GameOver.line());
    // The finished game is still there: undo reopens it at its last position.
    let line = game.key_then("u", events::UNDO);
    assert!(line.ends_with("position 121212"), "{line}");
}

/// The position the review shows after `key`, from its log line.
fn shown_after(game: &mut Game, key: &str) -> String {
    let line = game.key_then(key, events::REVIEW);
    line.rsplit(' ').next().unwrap().to_string()
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn home_end_and_the_page_keys_jump_to_the_first_and_last_moves_and_the_mistakes() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    let mut game = Game::start_people_at(data.path(), "121212");
    game.key_then("1", &format!("{} Red wins", events::GAME_OVER));
    // Yellow's last move let Red's column through: marked once the graph has proved it.
    game.wait_for_within(
        &format!("{} 1212121: 7 of 7 positions proved", events::GRAPH),
        PATIENCE,
    );
    game.key_then("Right", &ScreenName::Review.line());
    assert_eq!(shown_after(&mut game, "Home"), "1", "the first move");
    assert_eq!(shown_after(&mut game, "End"), "1212121", "the last move");
    assert_eq!(
        shown_after(&mut game, "Prior"),
        "121212",
        "Page Up: the mistake before, Yellow's last move"
    );
    assert_eq!(shown_after(&mut game, "Home"), "1");
    let next = shown_after(&mut game, "Next");
    assert!(
        (2..=6).contains(&next.len()),
        "Page Down from the first move: a mistake after it, got {next}"
    );
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn a_click_on_a_move_in_the_review_move_list_shows_the_position_after_it() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    let mut game = Game::start_people_at(data.path(), "121212");
    game.key_then("1", &format!("{} Red wins", events::GAME_OVER));
    game.key_then("Left", &ScreenName::Review.line());
    // The review opens on the last move; the list beside the board has all seven.
    let (w, h) = game.size();
    let layout = Layout::with_graph(w as f32, h as f32, 7, 6);
    let mut shown = 7;
    for (index, position) in [(2, "121"), (0, "1"), (5, "121212")] {
        let (x, y) = review_move_centre(&layout, 7, shown, index)
            .unwrap_or_else(|| panic!("move {index} is in the list at {w}x{h}"));
        let line = game.click_then((x, y), events::REVIEW);
        assert!(line.ends_with(&format!("position {position}")), "{line}");
        shown = index + 1;
    }
}

/// How long the graph of a short 7x6 game may take: a bound against hanging.
const PATIENCE: std::time::Duration = std::time::Duration::from_secs(120);

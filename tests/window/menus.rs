//! The title's buttons and the mode screens in the real window: the keys move the outline
//! (↓ no longer changes the rules), Enter takes it, ←/→ change the settings under the modes,
//! Back buttons lead back by mouse alone, a game other than four in a row on 7×6 says so on its
//! table, and the levels' former names still start a game.
//!
//! Needs `Xvfb` and `xdotool` (see .ci/run), so every test is `#[ignore]`:
//! `cargo test --release --test window -- --ignored --test-threads=1 menus::`.

use crate::common;

use common::game_window::Game;
use common::virtual_display::one_window_at_a_time;
use plot4::ui::events::{self, ScreenName, DRAWN_SCREEN, DRAWN_TEXT};

/// Fails unless `line` ends with `end`.
fn assert_ends(line: &str, end: &str) {
    assert!(line.ends_with(end), "{line:?} does not end with {end:?}");
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn down_moves_the_outline_and_enter_takes_it_with_four_in_a_row_kept() {
    let _one = one_window_at_a_time();
    let mut game = Game::start_fresh(&[]);
    game.key_then("space", &ScreenName::ChooseModes.line());
    // Red: one down from Human is Random.
    game.key_then("Down", &format!("{} random", events::MENU_ROW));
    game.key_then(
        "Return",
        &format!("{} who plays Yellow", events::MODES_ASKED),
    );
    // Yellow starts on the settings' Mid: two down is High.
    game.key_then("Down", &format!("{} mid-high", events::MENU_ROW));
    game.key_then("Down", &format!("{} high", events::MENU_ROW));
    let line = game.key_then("Return", events::NEW_GAME);
    // No "; board 7x6, connect 3": the rules are the standard ones.
    assert_ends(&line, "new game: Red random, Yellow high");
    assert!(
        !game.log.iter().any(|l| l.contains(events::BOARD_CHOSEN)),
        "the arrows changed the board"
    );
    game.quit();
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn by_mouse_alone_the_title_buttons_open_their_screens_and_back_buttons_lead_back() {
    let _one = one_window_at_a_time();
    let mut game = Game::start_fresh(&[]);
    game.wait_for(&ScreenName::Title.line());
    let layout = game.layout();
    let buttons = plot4::ui::title_buttons(&layout);
    let button = |label: &str| {
        let (button, _) = buttons
            .iter()
            .find(|(b, _)| b.label == label)
            .unwrap_or_else(|| panic!("no title button {label}"));
        button.rect.centre()
    };
    let back = plot4::ui::modes_cancel_button(&layout).rect.centre();
    game.click_then(button("Settings"), &ScreenName::Settings.line());
    game.key_then("Escape", &ScreenName::Title.line());
    game.click_then(button("Statistics"), &ScreenName::Statistics.line());
    game.key_then("Escape", &ScreenName::Title.line());
    // Play, then Back to the title.
    game.click_then(button("Play"), &ScreenName::ChooseModes.line());
    game.click_then(back, &ScreenName::Title.line());
    // Red chosen by a click, Back to Red, Back to the title.
    game.click_then(button("Play"), &ScreenName::ChooseModes.line());
    let human = plot4::ui::mode_rows(&layout)[0].centre();
    game.click_then(human, &format!("{} who plays Yellow", events::MODES_ASKED));
    game.click_then(back, &format!("{} who plays Red", events::MODES_ASKED));
    game.click_then(back, &ScreenName::Title.line());
    // Tic-tac-toe's mode screen has the same Back, to the title.
    game.click_then(button("Tic-tac-toe"), &ScreenName::TicTacToeModes.line());
    game.click_then(back, &ScreenName::Title.line());
    assert!(
        !game.log.iter().any(|l| l.contains(events::NEW_GAME)),
        "no game was started"
    );
    game.quit();
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn a_shorter_line_chosen_by_keys_is_named_on_the_table_and_four_in_a_row_on_seven_by_six_is_not() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    let env = [("PLOT4_LOG_TEXT", "1")];
    let mut game = Game::start_with_env(data.path(), &[], &env);
    game.key_then("space", &ScreenName::ChooseModes.line());
    game.key_then("Up", &format!("{} first mover", events::MENU_ROW));
    game.key_then("Up", &format!("{} line", events::MENU_ROW));
    game.key_then(
        "Left",
        &format!("{} 7 × 6, 3 in a row", events::BOARD_CHOSEN),
    );
    game.key("1");
    let line = game.key_then("1", events::NEW_GAME);
    assert_ends(&line, "; board 7x6, connect 3");
    game.wait_for(&format!("{DRAWN_TEXT} 7 × 6, 3 in a row"));
    game.wait_for(&format!("{DRAWN_SCREEN} {}", ScreenName::Play));
    game.quit();

    // The standard game names no board on its table.
    let data = tempfile::tempdir().unwrap();
    let args = ["--red", "human", "--yellow", "human"];
    let mut game = Game::start_with_env(data.path(), &args, &env);
    game.wait_for(&format!("{DRAWN_SCREEN} {}", ScreenName::Play));
    let named = game
        .log
        .iter()
        .filter(|l| l.contains(DRAWN_TEXT) && l.contains("in a row"))
        .count();
    assert_eq!(named, 0, "a standard game named its board");
    game.quit();
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn who_moves_first_is_shown_and_changed_on_the_mode_screen() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    let env = [("PLOT4_LOG_TEXT", "1")];
    let mut game = Game::start_with_env(data.path(), &[], &env);
    game.key_then("space", &ScreenName::ChooseModes.line());
    game.wait_for(&format!("{DRAWN_TEXT} Red moves first"));
    game.key_then("Up", &format!("{} first mover", events::MENU_ROW));
    let saved = game.key_then("Right", events::SETTINGS_SAVED);
    assert!(saved.contains(", first yellow,"), "{saved}");
    game.wait_for(&format!("{DRAWN_TEXT} Yellow moves first"));
    game.key("1");
    let line = game.key_then("1", events::NEW_GAME);
    assert_ends(
        &line,
        "new game: Red human, Yellow human; Yellow moves first",
    );
    game.quit();
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn the_former_level_names_still_start_a_game_and_resume_a_saved_one() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    // `expert` was Mid-high's name.
    let args = ["--red", "human", "--yellow", "expert"];
    let mut game = Game::start(data.path(), &args);
    let line = game.wait_for(events::NEW_GAME);
    assert_ends(&line, "new game: Red human, Yellow mid-high");
    game.quit();

    // A game saved with `beginner` (Lower's name before) is offered and continued.
    std::fs::write(
        data.path().join("game.json"),
        r#"{"format": "plot4-game", "version": 2, "size": "7x6", "connect": 4,
            "red": "human", "yellow": "beginner", "first": "Red", "moves": "4", "redo": ""}"#,
    )
    .unwrap();
    let mut game = Game::start(data.path(), &[]);
    game.wait_for(&ScreenName::ContinueOrNew.line());
    let line = game.key_then("Return", events::RESUMED_GAME);
    assert_ends(&line, "resumed game; position 4");
    // Lower answers as Yellow: the saved name read as a level that plays.
    let line = game.wait_for(events::PLAYED);
    assert!(line.contains("by Yellow; position 4"), "{line}");
    game.quit();
}

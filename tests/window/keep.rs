//! End-to-end tests of what the real game window keeps between runs: the `plot4` binary in a
//! virtual X display (Xvfb), driven with xdotool, each run with its own temporary data folder,
//! judged by the log it writes and the files it leaves.
//!
//! Needs `Xvfb` and `xdotool` (see .ci/run), so every test is `#[ignore]`:
//! `cargo test --release --test window -- --ignored --test-threads=1 keep::`.

use crate::common;
use plot4::ui::events::{self, ScreenName};

use common::game_window::Game;
use common::virtual_display::one_window_at_a_time;
use plot4::store::{Settings, Store, Theme};
use std::path::Path;

/// Starts the window on `data` (with no saved game) and plays 4, 4, 5 between two people.
fn three_moves_in(data: &Path) -> Game {
    let mut game = Game::start(data, &[]);
    game.start_a_game_of_people();
    game.play("", "445");
    game
}

/// Starts the window again on `data`, continues with Enter and returns the resume line.
fn continue_in(data: &Path) -> String {
    let mut game = Game::start(data, &[]);
    game.wait_for(&ScreenName::ContinueOrNew.line());
    let line = game.key_then("Return", events::RESUMED_GAME);
    game.wait_for(&ScreenName::Play.line());
    // The game goes on from there.
    game.play("445", "3");
    game.quit();
    line
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn a_game_left_by_closing_the_window_is_continued_at_the_next_start() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    let game = three_moves_in(data.path());
    game.quit();
    let line = continue_in(data.path());
    assert!(line.ends_with("resumed game; position 445"), "{line}");
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn a_game_killed_right_after_a_move_is_saved_is_continued_at_the_next_start() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    let mut game = three_moves_in(data.path());
    // The save follows the move's log line in the same frame; a kill between the two would
    // lose that one move by design, so the kill comes as soon as the save is said done.
    game.wait_for(&format!("{} 445", events::SAVED_GAME));
    game.child.kill().expect("SIGKILL");
    let status = game.child.wait().unwrap();
    assert!(
        !status.success(),
        "the game was killed, not closed: {status}"
    );
    drop(game);
    let line = continue_in(data.path());
    assert!(line.ends_with("resumed game; position 445"), "{line}");
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn straight_into_a_game_leaves_the_saved_one_alone_unless_resume_is_given() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    let game = three_moves_in(data.path());
    game.quit();
    let mut game = Game::start(data.path(), &["--red", "human", "--yellow", "human"]);
    game.wait_for(&format!("{} Red human, Yellow human", events::NEW_GAME));
    game.play("", "1");
    game.quit();
    let mut game = Game::start(
        data.path(),
        &["--red", "human", "--yellow", "human", "--resume"],
    );
    let line = game.wait_for(events::RESUMED_GAME);
    assert!(line.ends_with("resumed game; position 445"), "{line}");
    game.quit();
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn a_corrupt_settings_file_gives_defaults_a_warning_and_is_kept_aside() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    std::fs::write(
        data.path().join("settings.json"),
        "{\"format\": \"plot4-sett",
    )
    .unwrap();
    let mut game = Game::start(data.path(), &[]);
    let warning = game.wait_for("the settings could not be read");
    assert!(warning.contains("WARN"), "{warning}");
    // The game plays on with the default theme.
    game.start_a_game_of_people();
    game.play("", "4");
    game.quit();
    let names: Vec<String> = std::fs::read_dir(data.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    let kept = names
        .iter()
        .find(|n| n.starts_with("settings.json.corrupt-"))
        .unwrap_or_else(|| panic!("the bad file is not kept aside: {names:?}"));
    let text = std::fs::read_to_string(data.path().join(kept)).unwrap();
    assert_eq!(
        text, "{\"format\": \"plot4-sett",
        "the bad file is kept as it was"
    );
    let line = game_theme_line(data.path(), &[]);
    assert!(line.ends_with("theme: classic"), "{line}");
}

/// The theme a run on `data` with `args` says it uses.
fn game_theme_line(data: &Path, args: &[&str]) -> String {
    let mut game = Game::start(data, args);
    let line = game.wait_for(events::THEME);
    game.quit();
    line
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn the_theme_comes_from_the_settings_and_theme_overrides_it_for_one_run() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    let settings = Settings {
        theme: Theme::Dark,
        ..Settings::default()
    };
    Store::at(data.path()).save_settings(&settings).unwrap();
    let line = game_theme_line(data.path(), &[]);
    assert!(line.ends_with("theme: dark"), "{line}");
    let line = game_theme_line(data.path(), &["--theme", "colour-blind"]);
    assert!(line.ends_with("theme: colour-blind"), "{line}");
    let line = game_theme_line(data.path(), &[]);
    assert!(
        line.ends_with("theme: dark"),
        "the override is for one run: {line}"
    );
}

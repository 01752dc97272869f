//! End-to-end tests of the settings and statistics screens and the sound in the real game
//! window: the `plot4` binary in a virtual X display (Xvfb), driven with xdotool, each run with
//! its own temporary data folder, judged by the log it writes and the files it leaves.
//!
//! Needs `Xvfb` and `xdotool` (see .ci/run), so every test is `#[ignore]`:
//! `cargo test --release --test window -- --ignored --test-threads=1 settings::`.

use crate::common;
use plot4::ui::events::{self, ScreenName};

use common::game_window::Game;
use common::virtual_display::one_window_at_a_time;

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn settings_changed_by_key_apply_at_once_and_are_there_at_the_next_start() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    let mut game = Game::start(data.path(), &["--mute"]);
    game.wait_for(&format!(
        "{} muted for this run (--mute)",
        events::SOUND_OFF
    ));
    game.key_then("s", &ScreenName::Settings.line());
    // Theme is the first row: one step on is dark, drawn from the next frame.
    let saved = game.key_then("Right", events::SETTINGS_SAVED);
    assert!(saved.contains("theme dark,"), "{saved}");
    game.wait_for(&format!("{} dark", events::THEME));
    // The animation speed is the fourth row: its digit chooses it; one step on is fast.
    game.key("4");
    let saved = game.key_then("Right", events::SETTINGS_SAVED);
    assert!(saved.contains("animation fast,"), "{saved}");
    game.key_then("Escape", &ScreenName::Title.line());
    // With --mute, the missing audio device is not a second line about sound.
    assert_eq!(game.lines_with(events::SOUND_OFF), 1, "{:#?}", game.log);
    game.quit();
    let text = std::fs::read_to_string(data.path().join("settings.json")).unwrap();
    assert!(
        text.contains("\"dark\"") && text.contains("\"fast\""),
        "{text}"
    );

    let mut again = Game::start(data.path(), &[]);
    let line = again.wait_for(&format!("{} theme dark", events::SETTINGS));
    assert!(line.contains("animation fast"), "{line}");
    again.wait_for(&format!("{} dark", events::THEME));
    // Under Xvfb there is no audio device: said once, and the window plays on.
    let off = again.wait_for(events::SOUND_OFF);
    assert!(off.contains("no audio device"), "{off}");
    again.key_then("space", &ScreenName::ChooseModes.line());
    again.key("1");
    again.key_then(
        "1",
        &format!("{} Red human, Yellow human", events::NEW_GAME),
    );
    again.key_then("4", &format!("{} 4", events::PLAYED));
    assert_eq!(again.lines_with(events::SOUND_OFF), 1, "{:#?}", again.log);
    again.quit();
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn the_statistics_screen_counts_a_finished_game_and_reset_asks_first() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    let mut game = Game::start_people_at(data.path(), "121212");
    game.key_then("1", &format!("{} Red wins", events::GAME_OVER));
    game.key_then("t", &ScreenName::Statistics.line());
    let history = data.path().join("history.json");
    let text = std::fs::read_to_string(&history).expect("the game was recorded");
    assert!(text.contains("\"1212121\""), "{text}");
    game.key_then("r", events::RESET_ASKED);
    game.key_then("n", events::RESET_NOT_CONFIRMED);
    assert!(history.exists(), "no: nothing reset");
    game.key_then("r", events::RESET_ASKED);
    let line = game.key_then(
        "y",
        &format!("{} the old history is kept as", events::STATISTICS_RESET),
    );
    assert!(!history.exists(), "{line}");
    let kept: Vec<_> = std::fs::read_dir(data.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with("history.json.reset-"))
        .collect();
    assert_eq!(kept.len(), 1, "{kept:?}");
    game.key_then("Escape", &ScreenName::GameOver.line());
    game.key_then("n", &ScreenName::ConfirmQuit.line());
    game.key("y");
    game.wait_for(events::CLOSED);
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn a_game_against_a_level_asked_for_by_its_former_name_is_rated_and_kept_after_a_restart() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    // "novice" is Random+'s former name: the line names the level as it is called now.
    let (after, level) = super::rating::one_rated_game(data.path(), "novice");
    let novice = plot4::ai::Level::RandomPlus.rating();
    assert_eq!(level, format!("Random+ ({novice})"));
    let (again, line) = super::rating::rating_at_start(data.path());
    assert_eq!(again, after, "{line}");
    assert!(line.contains("(1 rated game)"), "{line}");
}

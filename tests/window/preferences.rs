//! End-to-end tests of two settings in the real game window, the `plot4` binary in a virtual
//! X display (Xvfb) with a data folder of its own: the window's size kept between runs, and
//! Yellow moving first. Judged by the log and the window's real size.
//!
//! Needs `Xvfb` and `xdotool` (see .ci/run), so every test is `#[ignore]`:
//! `cargo test --release --test window -- --ignored --test-threads=1 preferences::`.

use crate::common;
use plot4::ui::events::{self, ScreenName};

use common::game_window::Game;
use common::virtual_display::{one_window_at_a_time, FIRST_FRAME};

impl Game {
    /// The game window's X id.
    fn window_id(&self) -> String {
        let found = self.xdotool(&["search", "--onlyvisible", "--name", "^Plot 4$"]);
        found.lines().next().expect("the game window").to_string()
    }

    /// The window's size as the X server has it, `WxH`.
    fn window_geometry(&self) -> String {
        let text = self.xdotool(&["getwindowgeometry", &self.window_id()]);
        let line = text
            .lines()
            .find_map(|l| l.trim().strip_prefix("Geometry: "))
            .unwrap_or_else(|| panic!("no geometry in {text:?}"));
        line.trim().to_string()
    }
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn the_window_opens_at_the_size_it_was_left_at() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    let mut game = Game::start(data.path(), &[]);
    let shown = game.wait_for(FIRST_FRAME);
    assert!(
        shown.ends_with("at 900x780"),
        "a new player's size: {shown}"
    );
    let window = game.window_id();
    game.xdotool(&["windowsize", &window, "700", "560"]);
    // Kept once the size has settled (a drag is not written every frame).
    let saved = game.wait_for(events::SETTINGS_SAVED);
    assert!(saved.contains(", window 700x560,"), "{saved}");
    game.quit();

    let mut again = Game::start(data.path(), &[]);
    let shown = again.wait_for(FIRST_FRAME);
    assert!(shown.ends_with("at 700x560"), "{shown}");
    assert_eq!(again.window_geometry(), "700x560");
    again.quit();
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn yellow_moves_first_when_the_settings_say_so() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    let mut game = Game::start(data.path(), &[]);
    game.key_then("s", &ScreenName::Settings.line());
    // Who moves first is the fifth row: Red, then Yellow.
    game.key("5");
    let saved = game.key_then("Right", events::SETTINGS_SAVED);
    assert!(saved.contains("first yellow"), "{saved}");
    game.key_then("Escape", &ScreenName::Title.line());
    game.key_then("space", &ScreenName::ChooseModes.line());
    game.key("1");
    let started = game.key_then("1", events::NEW_GAME);
    assert!(
        started.ends_with("Red human, Yellow human; Yellow moves first"),
        "{started}"
    );
    let line = game.key_then("4", &format!("{} 4", events::PLAYED));
    assert!(line.contains("by Yellow; position 4"), "{line}");
    let line = game.key_then("3", &format!("{} 3", events::PLAYED));
    assert!(line.contains("by Red; position 43"), "{line}");
    // The next game too (the setting is Yellow, not alternate).
    game.key_then("n", &ScreenName::ConfirmNewGame.line());
    let started = game.key_then("y", events::NEW_GAME);
    assert!(started.ends_with("; Yellow moves first"), "{started}");
    let line = game.key_then("5", &format!("{} 5", events::PLAYED));
    assert!(line.contains("by Yellow; position 5"), "{line}");
    game.quit();
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn gtks_reduced_motion_turns_the_animation_off() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    let config = tempfile::tempdir().unwrap();
    let gtk = config.path().join("gtk-3.0");
    std::fs::create_dir_all(&gtk).unwrap();
    std::fs::write(
        gtk.join("settings.ini"),
        "[Settings]\ngtk-enable-animations=false\n",
    )
    .unwrap();
    let config_dir = config.path().to_str().unwrap();
    let args = ["--red", "human", "--yellow", "human"];
    let mut game = Game::start_with_env(data.path(), &args, &[("XDG_CONFIG_HOME", config_dir)]);
    let line = game.wait_for(events::ANIMATION);
    assert!(
        line.ends_with("animation: off, the system's (reduced motion)"),
        "{line}"
    );
    game.key_then("4", events::PLAYED);
    game.quit();

    // GTK's animations on: normal motion.
    std::fs::write(
        gtk.join("settings.ini"),
        "[Settings]\ngtk-enable-animations=true\n",
    )
    .unwrap();
    let mut again = Game::start_with_env(data.path(), &args, &[("XDG_CONFIG_HOME", config_dir)]);
    let line = again.wait_for(events::ANIMATION);
    assert!(line.ends_with("animation: normal, the system's"), "{line}");
    again.quit();
}

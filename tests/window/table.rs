//! The table's keys that reach outside the window: Ctrl+C puts the position on show on the
//! system's clipboard (read back with xclip, as another program would paste it).

use crate::common;
use common::game_window::Game;
use common::virtual_display::one_window_at_a_time;
use plot4::ui::events;
use std::process::Command;

/// The text on the display's clipboard, as a program that pastes would read it.
fn clipboard(display: &str) -> String {
    let out = Command::new("xclip")
        .args(["-o", "-selection", "clipboard", "-t", "UTF8_STRING"])
        .env("DISPLAY", display)
        .output()
        .expect("xclip runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8 on the clipboard")
}

#[test]
#[ignore = "needs Xvfb, xdotool and xclip; run with --ignored"]
fn ctrl_c_copies_the_position_on_show_each_time() {
    let _one = one_window_at_a_time();
    let mut game = Game::start_fresh(&[]);
    game.start_a_game_of_people();
    game.play("", "43");
    let line = game.key_then("ctrl+c", events::COPIED);
    assert!(line.ends_with(&format!("{} 43", events::COPIED)), "{line}");
    assert_eq!(clipboard(game.display()), "43");
    // The position has moved on: the next Ctrl+C copies it, not the one before.
    game.play("43", "53");
    let line = game.key_then("ctrl+c", events::COPIED);
    assert!(
        line.ends_with(&format!("{} 4353", events::COPIED)),
        "{line}"
    );
    assert_eq!(clipboard(game.display()), "4353");
    // And an undo is copied as it stands.
    game.key_then("u", events::UNDO);
    game.key_then("ctrl+c", events::COPIED);
    assert_eq!(clipboard(game.display()), "435");
    game.quit();
}

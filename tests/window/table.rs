//! The table's keys that reach outside the game: Ctrl+C copies the position on show, each time,
//! not the one before it.
//!
//! The X clipboard itself is not read back here: read with `xclip` after a second copy it came
//! back empty in about half the runs, with or without the window's blocking event loop, and the
//! cause is not found yet (left open in issue 55's note). The log line is written where the copy
//! is handed to the window.

use crate::common;
use common::game_window::Game;
use common::virtual_display::one_window_at_a_time;
use plot4::ui::events;

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn ctrl_c_copies_the_position_on_show_each_time() {
    let _one = one_window_at_a_time();
    let mut game = Game::start_fresh(&[]);
    game.start_a_game_of_people();
    game.play("", "43");
    let line = game.key_then("ctrl+c", events::COPIED);
    assert!(line.ends_with(&format!("{} 43", events::COPIED)), "{line}");
    // The position has moved on: the next Ctrl+C copies it, not the one before.
    game.play("43", "53");
    let line = game.key_then("ctrl+c", events::COPIED);
    assert!(
        line.ends_with(&format!("{} 4353", events::COPIED)),
        "{line}"
    );
    // And an undo is copied as it stands.
    game.key_then("u", events::UNDO);
    let line = game.key_then("ctrl+c", events::COPIED);
    assert!(line.ends_with(&format!("{} 435", events::COPIED)), "{line}");
    game.quit();
}

//! The window's look as a player meets it, in a real window under Xvfb: what stays on screen
//! while a coin falls, and where the pointer's help goes.
//!
//! Needs `Xvfb` and `xdotool` (see .ci/run), so every test is `#[ignore]`:
//! `cargo test --release --test window -- --ignored --test-threads=1 look::`.

use crate::common;
use plot4::board::Player;
use plot4::ui::events::{self};

use common::game_window::Game;
use common::virtual_display::one_window_at_a_time;

#[test]
#[ignore = "needs Xvfb and xdotool"]
fn the_evaluation_graph_is_drawn_in_every_frame_of_a_coin_drop() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    // The window opens at its usual 900x780, which leaves room for the graph.
    let mut window = Game::start_people_at(data.path(), "44");
    window.key_then("a", &format!("{} on", events::ANALYSIS_MODE));
    // Two drops, so the graph has points in the second.
    for (key, position, side) in [("3", "443", Player::Red), ("5", "4435", Player::Yellow)] {
        window.key(key);
        window.wait_for(&events::played_by(side, position));
        let from = window.log.len();
        window.wait_for(&format!("{} {position}", events::LANDED));
        let frames: Vec<&String> = window.log[from..]
            .iter()
            .filter(|l| l.contains("drop frame:"))
            .collect();
        // A drop lasts 0.4 s at the usual speed: some frames (few on a busy machine), each
        // with the graph.
        assert!(!frames.is_empty(), "no frame drawn during the drop");
        for frame in frames {
            assert!(frame.contains("graph drawn"), "{frame}");
        }
    }
}

//! End-to-end tests of the window's hints and analysis mode: the real `plot4` binary in a
//! virtual X display (Xvfb), driven with xdotool, its logged scores checked against the real
//! `plot4 analyze` run as a subprocess.
//!
//! Needs `Xvfb` and `xdotool` (see .ci/run), so every test is `#[ignore]`:
//! `cargo test --release --test window -- --ignored --test-threads=1 hints::`.

use crate::common;
use plot4::board::Player;
use plot4::ui::events::{self};

use common::game_window::Game;
use common::virtual_display::one_window_at_a_time;
use plot4::ui::Tool;
use std::process::Command;

/// What `plot4 analyze` prints for `position`: the scores line.
fn analyze(position: &str) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_plot4"))
        .args(["analyze", position])
        .output()
        .expect("plot4 analyze runs");
    assert!(out.status.success(), "plot4 analyze {position} failed");
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .next()
        .expect("a scores line")
        .to_string()
}

/// The scores the window logged for `position`'s hint.
fn logged_scores(window: &mut Game, position: &str) -> String {
    let prefix = format!("{} {position} scores ", events::HINT);
    let line = window.wait_for(&prefix);
    line[line.find(&prefix).unwrap() + prefix.len()..].to_string()
}

#[test]
#[ignore = "needs Xvfb and xdotool"]
fn a_hint_on_a_position_of_twelve_coins_logs_the_scores_plot4_analyze_prints() {
    let _one = one_window_at_a_time();
    // Twelve coins, column 4 full: one column is `-`.
    let position = "444444123567";
    let data = tempfile::tempdir().unwrap();
    let mut window = Game::start_people_at(data.path(), position);
    window.key("h");
    let logged = logged_scores(&mut window, position);
    assert_eq!(logged, analyze(position));
    assert!(logged.split(' ').nth(3) == Some("-"), "{logged}");
}

#[test]
#[ignore = "needs Xvfb and xdotool"]
fn analysis_mode_by_its_button_hints_every_position_after_each_move() {
    let _one = one_window_at_a_time();
    let start = "5444545543";
    let mut window =
        Game::start_fresh(&["--red", "human", "--yellow", "human", "--position", start]);
    window.click_button(Tool::Analysis);
    window.wait_for(&format!("{} on", events::ANALYSIS_MODE));
    assert_eq!(logged_scores(&mut window, start), analyze(start));
    let mut position = start.to_string();
    for column in ["3", "3", "3"] {
        window.key(column);
        position.push_str(column);
        let side = [Player::Yellow, Player::Red][position.len() % 2];
        window.wait_for(&events::played_by(side, &position));
        assert_eq!(logged_scores(&mut window, &position), analyze(&position));
    }
    window.key("a");
    window.wait_for(&format!("{} off", events::ANALYSIS_MODE));
}

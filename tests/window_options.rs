//! The window's start options: bad values are refused with one line on standard error and
//! exit code 2, before any window opens (so these run without a display).

#![cfg(feature = "gui")]

use std::process::Command;

fn refused(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_plot4"))
        .args(args)
        .env_remove("DISPLAY")
        .output()
        .expect("the plot4 binary runs");
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(
        stderr.lines().count(),
        1,
        "one line for {args:?}: {stderr:?}"
    );
    assert!(out.stdout.is_empty());
    stderr
}

#[test]
fn an_unknown_mode_is_named() {
    let line = refused(&["--red", "expert"]);
    assert!(
        line.starts_with("plot4: invalid --red: unknown mode 'expert'"),
        "{line}"
    );
    let line = refused(&["--red", "human", "--yellow", "grandmaster"]);
    assert!(
        line.contains("--yellow") && line.contains("grandmaster"),
        "{line}"
    );
}

#[test]
fn an_impossible_position_is_named() {
    let line = refused(&["--red", "human", "--position", "4444444"]);
    assert!(
        line.contains("--position") && line.contains("move 7"),
        "{line}"
    );
    let line = refused(&["--position", "12x"]);
    assert!(line.contains("'x'"), "{line}");
    let line = refused(&[
        "--position",
        "1212121",
        "--yellow",
        "low",
        "--red",
        "nobody",
    ]);
    assert!(line.contains("--red"), "{line}");
}

#[test]
fn a_bad_seed_is_named() {
    let line = refused(&["--seed", "-3"]);
    assert!(line.contains("--seed") && line.contains("-3"), "{line}");
    let line = refused(&["--red", "low", "--seed=lucky"]);
    assert!(line.contains("--seed") && line.contains("lucky"), "{line}");
}

#[test]
fn board_options_must_fit_and_connect_four_options_do_not_go_with_tic_tac_toe() {
    let line = refused(&["--size", "9x7"]);
    assert!(
        line.contains("9x7") && line.contains("does not fit"),
        "{line}"
    );
    let line = refused(&["--size", "4x4", "--connect", "5"]);
    assert!(
        line.contains("a line of 5 does not fit a 4x4 board"),
        "{line}"
    );
    let line = refused(&["--size", "8x7", "--position", "9"]);
    assert!(line.starts_with("plot4: invalid --position"), "{line}");
    let line = refused(&["--game", "tictactoe", "--red", "high"]);
    assert!(
        line.contains("--red is for Connect Four; tic-tac-toe asks who plays X and O"),
        "{line}"
    );
    let line = refused(&["--game", "chess"]);
    assert!(line.contains("chess"), "{line}");
}

//! `plot4 history` and `plot4 stats` as real subprocesses on prepared data folders.

use std::fs;
use std::path::Path;
use std::process::{Command, Output};

/// A history written by hand as the file format documents it: a win against Low as Red, a loss
/// to High as Yellow, a win against Low as Yellow, a game between people Yellow won, and a draw
/// between two computers.
const HISTORY: &str = r#"{
  "format": "plot4-history",
  "version": 1,
  "games": [
    {"date": "2026-11-20T18:02:11Z", "red": "human", "yellow": "low", "first": "Red",
     "moves": "1212121", "result": "Red wins"},
    {"date": "2026-11-21T09:15:00Z", "red": "high", "yellow": "human", "first": "Red",
     "moves": "1212121", "result": "Red wins"},
    {"date": "2026-11-21T09:30:45Z", "red": "low", "yellow": "human", "first": "Red",
     "moves": "12123252", "result": "Yellow wins"},
    {"date": "2026-11-22T20:00:00Z", "red": "human", "yellow": "human", "first": "Red",
     "moves": "12123252", "result": "Yellow wins"},
    {"date": "2026-11-23T06:41:57Z", "red": "mid", "yellow": "high", "first": "Red",
     "moves": "121212343434565656212121434343656565777777", "result": "Draw"}
  ]
}
"#;

fn plot4(args: &[&str], data_dir_variable: Option<&Path>) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_plot4"));
    command.args(args).env_remove("PLOT4_DATA_DIR");
    if let Some(folder) = data_dir_variable {
        command.env("PLOT4_DATA_DIR", folder);
    }
    command.output().expect("the plot4 binary runs")
}

fn prepared() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("history.json"), HISTORY).unwrap();
    dir
}

fn stdout(output: &Output) -> String {
    assert!(
        output.status.success(),
        "stderr: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout.clone()).unwrap()
}

fn one_line_error(output: &Output) -> String {
    let err = String::from_utf8(output.stderr.clone()).unwrap();
    assert_eq!(output.status.code(), Some(2), "stderr: {err}");
    assert_eq!(err.lines().count(), 1, "stderr: {err}");
    assert!(!err.contains("panicked"), "{err}");
    err
}

#[test]
fn history_prints_one_line_per_game_oldest_first() {
    let dir = prepared();
    let folder = dir.path().to_str().unwrap();
    let out = stdout(&plot4(&["history", "--data-dir", folder], None));
    assert_eq!(
        out,
        "2026-11-20T18:02:11Z 7x6 connect4 Red-first human low 1212121 Red wins\n\
         2026-11-21T09:15:00Z 7x6 connect4 Red-first high human 1212121 Red wins\n\
         2026-11-21T09:30:45Z 7x6 connect4 Red-first low human 12123252 Yellow wins\n\
         2026-11-22T20:00:00Z 7x6 connect4 Red-first human human 12123252 Yellow wins\n\
         2026-11-23T06:41:57Z 7x6 connect4 Red-first mid high \
         121212343434565656212121434343656565777777 Draw\n"
    );
}

#[test]
fn history_names_the_board_and_who_moved_first() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(
        dir.path().join("history.json"),
        r#"{"format": "plot4-history", "version": 2, "games": [
            {"date": "2026-11-24T10:00:00Z", "size": "7x6", "connect": 4, "red": "human",
             "yellow": "high", "first": "Yellow", "moves": "4142434", "result": "Yellow wins"},
            {"date": "2026-11-24T11:00:00Z", "size": "8x7", "connect": 4, "red": "human",
             "yellow": "human", "first": "Red", "moves": "8182838", "result": "Red wins"}
        ]}"#,
    )
    .unwrap();
    let folder = dir.path().to_str().unwrap();
    let out = stdout(&plot4(&["history", "--data-dir", folder], None));
    assert_eq!(
        out,
        "2026-11-24T10:00:00Z 7x6 connect4 Yellow-first human high 4142434 Yellow wins\n\
         2026-11-24T11:00:00Z 8x7 connect4 Red-first human human 8182838 Red wins\n"
    );
}

#[test]
fn stats_prints_the_table() {
    let dir = prepared();
    let folder = dir.path().to_str().unwrap();
    let out = stdout(&plot4(&["stats", "--data-dir", folder], None));
    let rows: Vec<Vec<&str>> = out
        .lines()
        .map(|l| l.split_whitespace().collect())
        .collect();
    assert_eq!(rows[0], ["opponent", "games", "wins", "draws", "losses"]);
    assert_eq!(rows[1], ["random", "0", "0", "0", "0"]);
    assert_eq!(rows[2], ["low", "2", "2", "0", "0"]);
    assert_eq!(rows[3], ["mid", "0", "0", "0", "0"]);
    assert_eq!(rows[4], ["high", "1", "0", "0", "1"]);
    assert_eq!(rows[5], ["human", "(as", "Red)", "1", "0", "0", "1"]);
    assert_eq!(
        out.lines().nth(6),
        Some("longest winning streak against the computer: 1")
    );
    assert_eq!(out.lines().count(), 7, "{out}");
}

#[test]
fn the_data_folder_can_come_from_the_environment() {
    let dir = prepared();
    let by_flag = plot4(
        &["history", "--data-dir", dir.path().to_str().unwrap()],
        None,
    );
    let by_variable = plot4(&["history"], Some(dir.path()));
    assert_eq!(stdout(&by_variable), stdout(&by_flag));
    // The flag wins over the variable.
    let empty = tempfile::tempdir().unwrap();
    let both = plot4(
        &["history", "--data-dir", empty.path().to_str().unwrap()],
        Some(dir.path()),
    );
    assert_eq!(stdout(&both), "");
}

#[test]
fn an_empty_data_folder_name_is_refused() {
    let err = one_line_error(&plot4(&["history", "--data-dir", ""], None));
    assert!(err.contains("--data-dir"), "{err}");
}

#[test]
fn an_empty_data_folder_has_no_games_and_zero_statistics() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("never-used");
    let folder = folder.to_str().unwrap();
    assert_eq!(stdout(&plot4(&["history", "--data-dir", folder], None)), "");
    let stats = stdout(&plot4(&["stats", "--data-dir", folder], None));
    assert!(stats.contains("longest winning streak against the computer: 0"));
    assert!(stats.lines().skip(1).take(5).all(|l| l
        .split_whitespace()
        .rev()
        .take(4)
        .all(|n| n == "0")));
}

#[test]
fn a_bad_history_is_one_line_exit_2_and_left_in_place() {
    for (label, text) in [
        ("truncated", &HISTORY[..HISTORY.len() / 2]),
        (
            "newer",
            &HISTORY.replacen("\"version\": 1", "\"version\": 9", 1)[..],
        ),
        (
            "wrong result",
            &HISTORY.replacen("\"Draw\"", "\"Red wins\"", 1)[..],
        ),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("history.json");
        fs::write(&path, text).unwrap();
        for subcommand in ["history", "stats"] {
            let out = plot4(
                &[subcommand, "--data-dir", dir.path().to_str().unwrap()],
                None,
            );
            let err = one_line_error(&out);
            assert!(err.contains("history.json"), "{label}: {err}");
            assert!(out.stdout.is_empty(), "{label}");
        }
        assert_eq!(fs::read_to_string(&path).unwrap(), text, "{label}");
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1, "{label}");
    }
}

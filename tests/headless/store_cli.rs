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
        "2026-11-20T18:02:11Z 7x6 connect4 Red-first human low 1212121 Red wins; \
         rated (recorded before the rule)\n\
         2026-11-21T09:15:00Z 7x6 connect4 Red-first high human 1212121 Red wins; \
         rated (recorded before the rule)\n\
         2026-11-21T09:30:45Z 7x6 connect4 Red-first low human 12123252 Yellow wins; \
         rated (recorded before the rule)\n\
         2026-11-22T20:00:00Z 7x6 connect4 Red-first human human 12123252 Yellow wins; \
         casual (two-people)\n\
         2026-11-23T06:41:57Z 7x6 connect4 Red-first mid high \
         121212343434565656212121434343656565777777 Draw; casual (no-person)\n"
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
        "2026-11-24T10:00:00Z 7x6 connect4 Yellow-first human high 4142434 Yellow wins; \
         rated (recorded before the rule)\n\
         2026-11-24T11:00:00Z 8x7 connect4 Red-first human human 8182838 Red wins; \
         casual (two-people, other-board)\n"
    );
}

/// The rating line `plot4 stats` should print after these games, each a level's rating and the
/// player's score, computed with the library's Glicko-2.
fn expected_rating_line(games: &[(f64, f64)]) -> String {
    let mut rating = plot4::rating::Rating::NEW;
    for &(level, score) in games {
        rating = rating.after_game_against_level(level, score);
    }
    format!(
        "rating: {:.0} ± {:.0} ({} rated game{})",
        rating.rating,
        rating.deviation,
        games.len(),
        if games.len() == 1 { "" } else { "s" }
    )
}

/// The line of `plot4 stats` that gives the rating now.
fn rating_line_of(out: &str) -> String {
    out.lines()
        .find(|l| l.starts_with("rating: "))
        .unwrap_or_else(|| panic!("no rating line in {out}"))
        .to_string()
}

fn rating_of(level: plot4::ai::Level) -> f64 {
    f64::from(level.rating())
}

#[test]
fn stats_prints_the_table_and_the_rating() {
    use plot4::ai::Level;
    let dir = prepared();
    let folder = dir.path().to_str().unwrap();
    let out = stdout(&plot4(&["stats", "--data-dir", folder], None));
    let rows: Vec<Vec<&str>> = out
        .lines()
        .map(|l| l.split_whitespace().collect())
        .collect();
    assert_eq!(rows[0], ["rated", "casual"]);
    let heads = ["games", "wins", "draws", "losses"];
    assert_eq!(rows[1][0], "opponent");
    assert_eq!(rows[1][1..], [heads, heads].concat());
    // The old file's games against a level count as rated, as they always did.
    for (i, level) in Level::ALL.into_iter().enumerate() {
        let expected = match level {
            Level::Low => ["2", "2", "0", "0", "0", "0", "0", "0"],
            Level::High => ["1", "0", "0", "1", "0", "0", "0", "0"],
            _ => ["0"; 8],
        };
        assert_eq!(rows[2 + i][0], level.name(), "{out}");
        assert_eq!(rows[2 + i][1..], expected, "{out}");
    }
    let people = 2 + Level::ALL.len();
    assert_eq!(
        rows[people],
        ["human", "(as", "Red)", "-", "-", "-", "-", "1", "0", "0", "1"]
    );
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[people + 1],
        "longest winning streak in rated games: 1"
    );
    assert_eq!(
        lines[people + 2],
        "5 games recorded: 3 rated, 2 casual",
        "{out}"
    );
    assert_eq!(
        lines[people + 3],
        "3 older games without a record of hints or take-backs count as rated"
    );
    assert_eq!(lines[people + 4], "tic-tac-toe games are not recorded");
    // The old file has no level ratings: today's are counted.
    let (low, high) = (rating_of(Level::Low), rating_of(Level::High));
    assert_eq!(
        lines[people + 5],
        expected_rating_line(&[(low, 1.0), (high, 0.0), (low, 1.0)])
    );
    // Then the rating over time: from a newcomer's up twice, down once, up again.
    assert!(
        lines[people + 6].starts_with("rating over time: ▁"),
        "{out}"
    );
    assert!(lines[people + 6].ends_with(", 3 rated games)"), "{out}");
    assert_eq!(lines.len(), people + 7, "{out}");
}

#[test]
fn the_rating_counts_the_level_ratings_written_in_the_history() {
    let dir = tempfile::tempdir().unwrap();
    fs::write(
        dir.path().join("history.json"),
        r#"{"format": "plot4-history", "version": 2, "games": [
            {"date": "2026-11-20T18:02:11Z", "red": "human", "yellow": "novice", "first": "Red",
             "moves": "1212121", "result": "Red wins", "level_rating": 1234},
            {"date": "2026-11-21T09:15:00Z", "red": "expert", "yellow": "human", "first": "Red",
             "moves": "12123252", "result": "Yellow wins", "level_rating": 1700}
        ]}"#,
    )
    .unwrap();
    let folder = dir.path().to_str().unwrap();
    let out = stdout(&plot4(&["stats", "--data-dir", folder], None));
    let line = rating_line_of(&out);
    assert_eq!(line, expected_rating_line(&[(1234.0, 1.0), (1700.0, 1.0)]));
}

#[test]
fn damaged_rating_data_is_recomputed_with_a_warning_and_no_game_is_lost() {
    use plot4::ai::Level;
    let dir = tempfile::tempdir().unwrap();
    fs::write(
        dir.path().join("history.json"),
        r#"{"format": "plot4-history", "version": 2, "games": [
            {"date": "2026-11-20T18:02:11Z", "red": "human", "yellow": "expert", "first": "Red",
             "moves": "1212121", "result": "Red wins", "level_rating": "lots"},
            {"date": "2026-11-21T09:15:00Z", "red": "beginner", "yellow": "human", "first": "Red",
             "moves": "1212121", "result": "Red wins", "level_rating": 99999999},
            {"date": "2026-11-22T09:15:00Z", "red": "human", "yellow": "mid", "first": "Red",
             "moves": "12123252", "result": "Yellow wins", "level_rating": 1300}
        ]}"#,
    )
    .unwrap();
    let folder = dir.path().to_str().unwrap();
    let out = plot4(&["stats", "--data-dir", folder], None);
    let err = String::from_utf8(out.stderr.clone()).unwrap();
    assert_eq!(
        err.lines().count(),
        2,
        "one warning per damaged game: {err}"
    );
    assert!(
        err.lines()
            .all(|l| l.starts_with("plot4: warning:") && l.contains("damaged level_rating")),
        "{err}"
    );
    let line = rating_line_of(&stdout(&out));
    let expected = expected_rating_line(&[
        (rating_of(Level::MidHigh), 1.0),
        (rating_of(Level::Lower), 0.0),
        (1300.0, 0.0),
    ]);
    assert_eq!(line, expected);
    let history = stdout(&plot4(&["history", "--data-dir", folder], None));
    assert_eq!(history.lines().count(), 3, "{history}");
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
    assert!(stats.contains("longest winning streak in rated games: 0"));
    assert!(
        stats.contains("rating: 1000 ± 350 (0 rated games)"),
        "{stats}"
    );
    // Past the two lines of headings, every level's row is zeros, rated and casual.
    assert!(stats.lines().skip(2).take(8).all(|l| l
        .split_whitespace()
        .rev()
        .take(8)
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

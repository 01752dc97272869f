//! The computer-player commands run as the real binary: good input and bad input.

use crate::common;

use common::command_line::{assert_one_line_error, stdout};

fn plot4(args: &[&str]) -> std::process::Output {
    common::command_line::plot4(args, "")
}

#[test]
fn move_prints_a_column_then_milliseconds() {
    for level in ["random", "low", "mid", "high"] {
        // Red wins at once in column 1 (vertical); Random may play anything legal.
        let out = plot4(&["move", "--level", level, "--seed", "3", "121212"]);
        assert!(out.status.success(), "{level}: {out:?}");
        let text = stdout(&out);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 2, "{text}");
        let column: usize = lines[0].parse().unwrap();
        assert!((1..=7).contains(&column));
        if level != "random" {
            assert_eq!(column, 1, "{level} takes the win");
        }
        let millis: f64 = lines[1].parse().unwrap();
        assert!(millis >= 0.0);
    }
}

#[test]
fn move_rejects_bad_input_in_one_line() {
    assert_one_line_error(
        &plot4(&["move", "--level", "grandmaster", "44"]),
        "unknown level 'grandmaster'",
    );
    assert_one_line_error(
        &plot4(&["move", "--level", "low", "4x4"]),
        "invalid position",
    );
    assert_one_line_error(
        &plot4(&["move", "--level", "low", "4444444"]),
        "invalid position",
    );
    assert_one_line_error(
        &plot4(&["move", "--level", "high", "1212121"]),
        "game is over",
    );
}

#[test]
fn match_prints_one_line_per_game_and_a_tally() {
    let out = plot4(&[
        "match", "--red", "low", "--yellow", "random", "--games", "4", "--seed", "5",
    ]);
    assert!(out.status.success(), "{out:?}");
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 5, "{text}");
    let mut tally = [0; 3];
    for line in &lines[..4] {
        let (moves, result) = line.split_once(' ').unwrap();
        assert!(moves.chars().all(|c| ('1'..='7').contains(&c)), "{line}");
        let i = ["Red", "Yellow", "Draw"]
            .iter()
            .position(|r| *r == result)
            .unwrap();
        tally[i] += 1;
    }
    assert_eq!(
        lines[4],
        format!("red {} yellow {} draws {}", tally[0], tally[1], tally[2])
    );
    // The same seed replays the same games.
    let again = plot4(&[
        "match", "--red", "low", "--yellow", "random", "--games", "4", "--seed", "5",
    ]);
    assert_eq!(stdout(&again), text);
}

/// The rows of the table in `file` (a Markdown table whose first column is a level's label)
/// that name a level, as (its name as `plot4 levels` spells it, the cell in column
/// `rating_column`): "Very low" is `very-low`.
fn table_ratings(file: &str, heading: &str, rating_column: usize) -> Vec<(String, String)> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(file);
    let text = std::fs::read_to_string(&path).unwrap();
    let section = text
        .split(heading)
        .nth(1)
        .unwrap_or_else(|| panic!("{file} has no '{heading}'"));
    section
        .lines()
        .skip_while(|line| !line.starts_with("| level |"))
        .skip(2)
        .take_while(|line| line.starts_with('|'))
        .map(|line| {
            let cells: Vec<&str> = line.split('|').map(str::trim).collect();
            (
                cells[1].to_lowercase().replace(' ', "-"),
                cells[rating_column].to_string(),
            )
        })
        .collect()
}

#[test]
fn the_manual_and_benchmarks_show_the_ratings_plot4_levels_gives() {
    let levels: Vec<(String, String)> = stdout(&plot4(&["levels"]))
        .lines()
        .map(|line| {
            let (name, rating) = line.split_once(' ').unwrap();
            (name.to_string(), rating.to_string())
        })
        .collect();
    assert_eq!(
        table_ratings("docs/manual.md", "## The computer players", 2),
        levels,
        "the manual's ladder table"
    );
    assert_eq!(
        table_ratings("BENCHMARKS.md", "## The ladder", 8),
        levels,
        "BENCHMARKS' ladder table"
    );
}

#[test]
fn levels_lists_the_ladder_weakest_first_and_every_name_plays() {
    let text = stdout(&plot4(&["levels"]));
    let ladder: Vec<(String, i32)> = text
        .lines()
        .map(|line| {
            let (name, rating) = line.split_once(' ').unwrap();
            (name.to_string(), rating.parse().unwrap())
        })
        .collect();
    assert!(ladder.len() >= 8, "{text}");
    assert_eq!(
        ladder[0],
        ("random".to_string(), 0),
        "Random anchors the scale"
    );
    assert!(ladder.windows(2).all(|w| w[0].1 < w[1].1), "{text}");
    for old in ["random", "low", "mid", "high"] {
        assert!(ladder.iter().any(|(name, _)| name == old), "{old} missing");
    }
    for (name, _) in &ladder {
        // A win in one for Red in column 1: every level but Random takes it.
        let out = plot4(&["move", "--level", name, "--seed", "1", "121212"]);
        let column = stdout(&out).lines().next().unwrap_or("").to_string();
        assert!(out.status.success(), "{name}: {out:?}");
        if name != "random" {
            assert_eq!(column, "1", "{name} takes the win");
        }
        let game = plot4(&[
            "match",
            "--red",
            name,
            "--yellow",
            name,
            "--games",
            "1",
            "--seed",
            "1",
            "--opening-plies",
            "20",
        ]);
        assert!(game.status.success(), "{name}: {game:?}");
    }
}

#[test]
fn a_swapped_match_plays_each_opening_with_both_colours_and_tallies_per_level() {
    let out = plot4(&[
        "match",
        "--red",
        "novice",
        "--yellow",
        "random",
        "--games",
        "6",
        "--seed",
        "4",
        "--opening-plies",
        "3",
        "--swap-colours",
    ]);
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 8, "{text}");
    let games: Vec<(&str, &str)> = lines[..6]
        .iter()
        .map(|l| l.split_once(' ').unwrap())
        .collect();
    for pair in games.chunks(2) {
        assert_eq!(
            pair[0].0[..3],
            pair[1].0[..3],
            "one opening per pair: {text}"
        );
    }
    let openings: std::collections::HashSet<&str> = games.iter().map(|g| &g.0[..3]).collect();
    assert!(openings.len() > 1, "several openings: {text}");
    // Random+ (asked for as `novice`, its former name) is Red in the even games, Yellow in the
    // odd ones.
    let novice_wins = games
        .iter()
        .enumerate()
        .filter(|(i, g)| g.1 == if i % 2 == 0 { "Red" } else { "Yellow" })
        .count();
    let random_wins = games
        .iter()
        .enumerate()
        .filter(|(i, g)| g.1 == if i % 2 == 0 { "Yellow" } else { "Red" })
        .count();
    let draws = games.iter().filter(|g| g.1 == "Draw").count();
    assert_eq!(
        lines[7],
        format!("random+ {novice_wins} random {random_wins} draws {draws}"),
        "the tally names a level asked for by its former name by its name now"
    );
}

#[test]
fn match_rejects_a_bad_level() {
    assert_one_line_error(
        &plot4(&["match", "--red", "low", "--yellow", "hard", "--games", "1"]),
        "unknown level 'hard'",
    );
}

#[test]
fn play_prints_the_grid_after_every_move_and_the_result() {
    let out = plot4(&["play", "--red", "mid", "--yellow", "random", "--seed", "2"]);
    assert!(out.status.success(), "{out:?}");
    let text = stdout(&out);
    let last = text.lines().last().unwrap();
    let (verdict, moves) = last.split_once(" (").unwrap();
    assert!(
        ["Red wins", "Yellow wins", "Draw"].contains(&verdict),
        "{last}"
    );
    let moves = moves.trim_end_matches(')');
    assert_eq!(text.matches("move ").count(), moves.len());
    // Each grid ends with the column numbers.
    assert_eq!(text.matches("1 2 3 4 5 6 7").count(), moves.len());
}

#[test]
fn bench_ai_reports_times_and_high_optimality() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("positions.txt");
    // Late positions: the exact search is quick.
    std::fs::write(
        &file,
        "# two endgame positions\n667766776677343131\n66776677667731353\n",
    )
    .unwrap();
    let out = plot4(&["bench-ai", "--level", "high", file.to_str().unwrap()]);
    assert!(out.status.success(), "{out:?}");
    let text = stdout(&out);
    assert!(text.contains("2 positions"), "{text}");
    assert!(text.contains("median"), "{text}");
    assert!(
        text.contains("not score-optimal: 0, out of budget (3000 ms): 0"),
        "{text}"
    );

    std::fs::write(&file, "12x\n").unwrap();
    assert_one_line_error(
        &plot4(&["bench-ai", "--level", "low", file.to_str().unwrap()]),
        "invalid position",
    );
    assert_one_line_error(
        &plot4(&["bench-ai", "--level", "low", "/nonexistent/positions"]),
        "cannot read",
    );
}

#[test]
fn a_corrupt_book_is_reported_and_high_still_plays() {
    let dir = tempfile::tempdir().unwrap();
    let book = dir.path().join("broken.p4b");
    std::fs::write(&book, b"P4BK\x01\x00\x07\x06\x04garbage").unwrap();
    let info = plot4(&["book", "info", book.to_str().unwrap()]);
    assert_one_line_error(&info, "not a valid opening book");
    let out = plot4(&[
        "move",
        "--level",
        "high",
        "--book",
        book.to_str().unwrap(),
        "66776677667731353",
    ]);
    assert!(out.status.success(), "{out:?}");
    assert_eq!(stdout(&out).lines().next(), Some("3"));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("not a valid opening book"), "{err}");
}

#[test]
fn book_build_rejects_an_absurd_depth() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("b.p4b");
    assert_one_line_error(
        &plot4(&[
            "book",
            "build",
            "--depth",
            "40",
            "--out",
            out.to_str().unwrap(),
        ]),
        "too deep",
    );
    assert!(!out.exists());
}

/// The level `plot4 play --yellow adaptive` should pick on the data folder `dir`: the one
/// nearest the rating the library reads from its history.
fn nearest_level_for(dir: &std::path::Path) -> plot4::ai::Level {
    let history = plot4::store::Store::locate(Some(dir))
        .unwrap()
        .read_history()
        .unwrap();
    plot4::ai::ladder::nearest(plot4::store::player_rating(history.games()).rating)
}

/// Runs `plot4 play` with Yellow adaptive on `dir`; returns its first line and checks the game
/// was played to the end.
fn adaptive_play_on(dir: &std::path::Path) -> String {
    let out = plot4(&[
        "play",
        "--red",
        "random",
        "--yellow",
        "adaptive",
        "--seed",
        "4",
        "--data-dir",
        dir.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{out:?}");
    let text = stdout(&out);
    let last = text.lines().last().unwrap();
    assert!(
        ["Red wins", "Yellow wins", "Draw"]
            .iter()
            .any(|v| last.starts_with(v)),
        "{text}"
    );
    text.lines().next().unwrap().to_string()
}

#[test]
fn play_adapts_to_the_rating_in_the_history() {
    // A newcomer meets the level nearest the newcomer's rating.
    let fresh = tempfile::tempdir().unwrap();
    let level = nearest_level_for(fresh.path());
    let first = adaptive_play_on(fresh.path());
    assert!(
        first.starts_with(&format!("adaptive: {} ({})", level.name(), level.rating())),
        "{first}"
    );
    // A player who beat High five times meets a stronger level than a newcomer does.
    let strong = tempfile::tempdir().unwrap();
    let win = r#"{"date": "2026-11-20T18:02:11Z", "red": "human", "yellow": "high",
        "first": "Red", "moves": "1212121", "result": "Red wins"}"#;
    std::fs::write(
        strong.path().join("history.json"),
        format!(
            r#"{{"format": "plot4-history", "version": 1, "games": [{}]}}"#,
            [win; 5].join(",")
        ),
    )
    .unwrap();
    let stronger = nearest_level_for(strong.path());
    assert!(stronger.rating() > level.rating(), "{stronger:?}");
    let first = adaptive_play_on(strong.path());
    assert!(
        first.starts_with(&format!(
            "adaptive: {} ({})",
            stronger.name(),
            stronger.rating()
        )),
        "{first}"
    );
}

#[test]
fn play_rejects_an_unknown_level_beside_adaptive_in_one_line() {
    assert_one_line_error(
        &plot4(&["play", "--red", "grandmaster", "--yellow", "adaptive"]),
        "unknown level 'grandmaster'",
    );
}

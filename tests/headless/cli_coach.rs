//! The coach's commands as a real subprocess: `mistakes`, `puzzle`, `puzzles check|stats`,
//! `explore`, `threats` and `analyze --line`.

use crate::common;

use common::command_line::{assert_one_line_error, command, plot4, run, success};
use std::fs;

#[test]
fn mistakes_names_the_blunder_the_move_that_keeps_the_win_and_every_try() {
    let out = success(&plot4(&["mistakes", "1212121", "--human", "yellow"], ""));
    let lines: Vec<&str> = out.lines().collect();
    let at = lines
        .iter()
        .position(|l| l.contains("move 6, Yellow played 2, a win thrown into a loss"))
        .unwrap_or_else(|| panic!("{out}"));
    assert_eq!(lines[at + 1], "position: 12121");
    assert!(lines[at + 2].starts_with("better: 1 (wins in "), "{out}");
    assert!(lines[at + 3].contains("2 loses next"), "{out}");
    assert!(out.ends_with(&format!("mistakes: {}\n", out.matches("mistake ").count())));
}

#[test]
fn mistakes_with_a_tiny_budget_says_which_moves_it_could_not_judge() {
    let out = success(&plot4(
        &[
            "mistakes",
            "45",
            "--size",
            "8x7",
            "--human",
            "red",
            "--budget-ms",
            "1",
        ],
        "",
    ));
    assert!(out.contains("not judged within 1 ms: moves 1"), "{out}");
}

#[test]
fn mistakes_refuses_an_illegal_game_in_one_line() {
    let out = plot4(&["mistakes", "1111111"], "");
    assert_one_line_error(&out, "column 1 is full");
}

#[test]
fn puzzle_prints_one_of_the_asked_kind_with_its_solution() {
    let out = success(&plot4(&["puzzle", "--kind", "win", "--rating", "1300"], ""));
    assert!(out.starts_with("puzzle: win rating "), "{out}");
    assert!(out.contains(" to move wins in "), "{out}");
    let solution = out
        .lines()
        .find_map(|l| l.strip_prefix("solution: "))
        .unwrap();
    let position = out
        .lines()
        .find_map(|l| l.strip_prefix("position: "))
        .unwrap();
    // The solution's first move wins in the number of moves the puzzle says: analyze agrees
    // that it has the best score.
    let analyzed = success(&plot4(&["analyze", position], ""));
    let scores: Vec<i64> = analyzed
        .lines()
        .next()
        .unwrap()
        .split(' ')
        .map(|s| s.parse().unwrap_or(i64::MIN))
        .collect();
    let best = *scores.iter().max().unwrap();
    for c in solution.chars() {
        let column = c.to_digit(10).unwrap() as usize;
        assert_eq!(scores[column - 1], best, "{out}\n{analyzed}");
    }
}

#[test]
fn a_puzzle_file_edited_by_hand_is_one_line_naming_the_line() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("puzzles.txt");
    fs::write(
        &file,
        "plot4-puzzles 1 7x6\nwin 4453 win 2 4 4 1200 random\nwin 4453 win two 4 4 1200 random\n",
    )
    .unwrap();
    let path = file.to_str().unwrap();
    let out = plot4(&["puzzle", "--file", path], "");
    assert_one_line_error(&out, "line 3: length 'two' is not a number of moves");
    let out = plot4(&["puzzles", "check", path], "");
    assert_one_line_error(&out, "line 3");
    // A puzzle that reads well but is wrong: 4453 is no win in 2 for Red.
    fs::write(
        &file,
        "plot4-puzzles 1 7x6\nwin 4453 win 2 4 4 1200 random\n",
    )
    .unwrap();
    let out = plot4(&["puzzles", "check", path], "");
    assert_one_line_error(&out, "puzzle 1");
}

#[test]
fn puzzle_stats_reads_the_rating_and_refuses_a_corrupt_file_without_touching_it() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().to_str().unwrap();
    let out = success(&plot4(&["puzzles", "stats", "--data-dir", data], ""));
    assert_eq!(
        out,
        "rating 1500 deviation 350 volatility 0.0600\ntries 0 solved 0 failed 0 streak 0 best 0\n"
    );
    let file = dir.path().join("puzzles.json");
    fs::write(
        &file,
        "{\"format\": \"plot4-puzzles\", \"version\": 1, \"rating\": 3",
    )
    .unwrap();
    let out = run(
        command().args(["puzzles", "stats", "--data-dir", data]),
        b"",
    );
    assert_one_line_error(&out, "puzzles.json");
    assert!(fs::read_to_string(&file)
        .unwrap()
        .ends_with("\"rating\": 3"));
}

#[test]
fn explore_gives_analyzes_values_and_the_players_record() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().to_str().unwrap();
    let out = success(&plot4(&["explore", "44", "--data-dir", data], ""));
    let analyzed = success(&plot4(&["analyze", "44"], ""));
    let scores: Vec<&str> = analyzed.lines().next().unwrap().split(' ').collect();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 7, "{out}");
    for (line, score) in lines.iter().zip(&scores) {
        let fields: Vec<&str> = line.split(' ').collect();
        assert_eq!(fields[1], *score, "{out}");
        assert!(line.ends_with("played 0 won 0 drawn 0 lost 0"), "{line}");
    }
    assert!(lines[3].contains("Red wins on move 41"), "{out}");
}

#[test]
fn threats_lists_both_sides_with_row_parity() {
    let out = success(&plot4(&["threats", "112233"], ""));
    assert_eq!(out, "4,1 Red odd playable\n4,2 Yellow even\n");
}

#[test]
fn analyze_line_plays_to_the_end_keeping_the_score() {
    let position = "2252576253462244111563365343671351";
    let out = success(&plot4(&["analyze", "--line", position], ""));
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    let line = lines[2].strip_prefix("line: ").unwrap();
    assert!(
        line.starts_with(lines[1].strip_prefix("best: ").unwrap()),
        "{out}"
    );
    // The line ends the game: its end is solved as over.
    let whole = format!("{position}{line}");
    let end = plot4(&["analyze", &whole], "");
    assert_one_line_error(&end, "position");
}

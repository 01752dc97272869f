//! End-to-end tests of the coach's screens in the real game window: learn from your mistakes,
//! puzzles, the opening explorer and the "why" overlay. The `plot4` binary runs in a virtual X
//! display (Xvfb), driven with xdotool and judged by its log; what the window says is checked
//! against the solver (through the library, or the real binary's `analyze`), never against
//! answers written here.
//!
//! Needs `Xvfb` and `xdotool`, so every test is `#[ignore]`:
//! `cargo test --release --test window -- --ignored --test-threads=1 coach::`.

use crate::common;
use plot4::ui::events::{self, ScreenName};

use common::game_window::Game;
use common::virtual_display::one_window_at_a_time;
use plot4::analysis::Prospect;
use plot4::coach::mistakes::{review, Game as CoachGame, Options};
use plot4::coach::puzzles::{parse, Puzzle};
use plot4::notation::{columns_of, digits};
use plot4::solver::CancelToken;
use plot4::{Board, Player};
use std::process::Command;
use std::time::Duration;

/// What `plot4 analyze [--line] position` prints, line by line.
fn analyze(position: &str, line: bool) -> Vec<String> {
    let mut command = Command::new(env!("CARGO_BIN_EXE_plot4"));
    command.arg("analyze");
    if line {
        command.arg("--line");
    }
    let out = command.arg(position).output().expect("plot4 runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_string)
        .collect()
}

/// A game of a person (Yellow) against High (Red) whose last move is Red's: four in a row on
/// the bottom row, at column 4. Yellow threw its win away more than once, last by not
/// blocking at 4.
const BLUNDERS: &str = "152637";

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn learn_from_mistakes_opens_the_first_blunder_refuses_a_wrong_try_and_accepts_the_right_one() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    // The finished game, and its mistakes as the solver finds them on its own.
    let moves = columns_of(&format!("{BLUNDERS}4"), 7).unwrap();
    let expected = review(
        &CoachGame {
            start: Board::new(),
            first: Player::Red,
            moves: moves.clone(),
            humans: vec![Player::Yellow],
        },
        Options {
            budget: Duration::from_secs(600),
            slower_by: None,
        },
        &mut plot4::coach::solver(),
        &CancelToken::new(),
    )
    .unwrap();
    let first = expected.mistakes.first().expect("the game has a mistake");
    let args = ["--red", "high", "--yellow", "human", "--position", BLUNDERS];
    let mut game = Game::start(data.path(), &args);
    game.wait_for(&format!("{} Red wins", events::GAME_OVER));
    game.wait_for(&ScreenName::GameOver.line());
    game.key_then("l", &ScreenName::LearnFromMistakes.line());
    let line = game.wait_for(events::COACH_MISTAKE);
    let before = digits(&moves[..first.ply]);
    assert!(
        line.contains(&format!(
            "mistake 1 of {}; position {before}; played {}",
            expected.mistakes.len(),
            first.played.number()
        )),
        "{line}"
    );
    // A wrong try (one that loses what the game's move lost) is refused with what it leads to.
    let best = first.best_score().unwrap();
    let wrong = first
        .before
        .legal_columns()
        .into_iter()
        .find(|&c| first.scores.get(c).unwrap().signum() < best.signum())
        .expect("a wrong move");
    let prospect = Prospect::new(&first.before, first.scores.get(wrong).unwrap());
    let line = game.key_then(&wrong.number().to_string(), events::COACH_TRY);
    assert!(
        line.ends_with(&format!("try {} wrong: {prospect}", wrong.number())),
        "{line}"
    );
    // The right one is accepted, with the result it keeps.
    let right = first.scores.best_columns()[0];
    let keeps = Prospect::new(&first.before, best);
    let line = game.key_then(&right.number().to_string(), events::COACH_TRY);
    assert!(
        line.ends_with(&format!("try {} right: {keeps}", right.number())),
        "{line}"
    );
    // On to the next mistake.
    if expected.mistakes.len() > 1 {
        let line = game.key_then("Return", events::COACH_MISTAKE);
        assert!(line.contains("mistake 2 of"), "{line}");
    }
}

/// The shipped puzzle at `position` (digits, `-` for the empty board).
fn shipped(position: &str) -> Puzzle {
    let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/puzzles.txt"))
        .unwrap();
    parse(&text)
        .unwrap()
        .into_iter()
        .find(|p| digits(&p.moves) == position || (p.moves.is_empty() && position == "-"))
        .unwrap_or_else(|| panic!("no shipped puzzle at {position}"))
}

/// The position and rating of the puzzle a line `puzzle: position P; kind K; rating R; …` shows.
fn puzzle_on_show(line: &str) -> Puzzle {
    let position = line
        .split("position ")
        .nth(1)
        .and_then(|rest| rest.split(';').next())
        .expect("a position");
    shipped(position)
}

/// The rating a line `puzzle solved; rating 1500 -> 1662` moved from and to.
fn rating_moved(line: &str) -> (f64, f64) {
    let moved = line.rsplit("rating ").next().unwrap();
    let (before, after) = moved.split_once(" -> ").unwrap();
    (before.parse().unwrap(), after.parse().unwrap())
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn a_puzzle_solved_raises_the_rating_one_failed_lowers_it_and_both_are_kept_after_a_restart() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    let mut game = Game::start(data.path(), &[]);
    game.wait_for(&ScreenName::Title.line());
    game.key_then("p", &ScreenName::Puzzles.line());
    let line = game.wait_for(events::PUZZLE_RATING);
    assert!(
        line.contains("puzzle rating 1500 ± 350; streak 0; tries 0"),
        "{line}"
    );
    // Solve: the player's moves of the main line, the computer answering with its defence.
    let puzzle = puzzle_on_show(&game.wait_for(events::PUZZLE));
    let mut board = puzzle.board;
    for (i, column) in puzzle.line.iter().enumerate().step_by(2) {
        game.key_then(&column.number().to_string(), events::PUZZLE_PLAYED);
        board = board.play(*column).unwrap();
        if let Some(reply) = puzzle.line.get(i + 1).filter(|_| !board.is_over()) {
            if (i / 2 + 1) as u32 >= puzzle.length {
                break;
            }
            let line = game.wait_for(events::PUZZLE_ANSWER);
            assert!(
                line.ends_with(&format!("answers {}", reply.number())),
                "{line}"
            );
            board = board.play(*reply).unwrap();
        }
    }
    let (before, after) = rating_moved(&game.wait_for(events::PUZZLE_SOLVED));
    assert!(after > before, "solved: {before} -> {after}");
    // The next puzzle, failed with a move off its solution.
    game.key("Return");
    let puzzle = puzzle_on_show(&game.wait_for(events::PUZZLE));
    let wrong = puzzle
        .board
        .legal_columns()
        .into_iter()
        .find(|c| !puzzle.solution.contains(c))
        .expect("a move off the solution");
    game.key(&wrong.number().to_string());
    let (failed_from, failed_to) = rating_moved(&game.wait_for(events::PUZZLE_FAILED));
    assert_eq!(failed_from.round(), after.round());
    assert!(
        failed_to < failed_from,
        "failed: {failed_from} -> {failed_to}"
    );
    game.wait_for(events::PUZZLE_RECORDED);
    game.key_then("Escape", &ScreenName::Title.line());
    game.quit();
    // After a restart the rating, the streak and both tries are still there.
    let mut game = Game::start(data.path(), &[]);
    game.wait_for(&ScreenName::Title.line());
    game.key_then("p", &ScreenName::Puzzles.line());
    let line = game.wait_for(events::PUZZLE_RATING);
    assert!(
        line.contains(&format!("puzzle rating {failed_to:.0} ± "))
            && line.contains("streak 0; tries 2"),
        "{line}"
    );
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn the_explorer_walks_three_plies_showing_the_values_plot4_analyze_gives() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    let mut game = Game::start(data.path(), &[]);
    game.wait_for(&ScreenName::Title.line());
    game.key_then("e", &ScreenName::Explorer.line());
    game.wait_for(&format!("{} -;", events::EXPLORER));
    let mut position = String::new();
    for column in ["4", "4", "3"] {
        position.push_str(column);
        let line = game.key_then(column, &format!("{} {position};", events::EXPLORER));
        let scores = line.rsplit("scores ").next().unwrap();
        assert_eq!(scores, analyze(&position, false)[0], "position {position}");
    }
    // Backspace goes up a move.
    game.key_then("BackSpace", &format!("{} 44;", events::EXPLORER));
}

/// A position with threats on both sides, Yellow to move:
/// ```text
/// . . . X . . .
/// . . O O O . .
/// . . X X X . .
/// 1 2 3 4 5 6 7
/// ```
const THREATS: &str = "3344554";

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn the_why_overlay_marks_the_threats_checked_by_hand_and_draws_the_line_plot4_analyze_gives() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    let mut game = Game::start_people_at(data.path(), THREATS);
    game.wait_for(&ScreenName::Play.line());
    game.key_then("w", &format!("{} on", events::WHY_SHOWN));
    let line = game.wait_for(&format!("{} {THREATS};", events::WHY));
    let expected_line = analyze(THREATS, true).pop().unwrap();
    let line_moves = line.rsplit("; line ").next().unwrap();
    assert_eq!(format!("line: {line_moves}"), expected_line);
    let threats = line
        .split("; threats ")
        .nth(1)
        .unwrap()
        .split(';')
        .next()
        .unwrap();
    assert_eq!(threats, HAND_CHECKED);
}

/// The threats of [`THREATS`], by hand: Red's three on the bottom row wants 2 or 6 there (odd
/// row 1), Yellow's three on row 2 wants 2 or 6 there (even row 2); no diagonal has three of
/// one colour. Listed column by column, bottom up (column:row from 1).
const HAND_CHECKED: &str = "Red 2:1 odd, Yellow 2:2 even, Red 6:1 odd, Yellow 6:2 even";

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn a_corrupt_puzzle_record_is_set_aside_with_a_warning_and_the_player_starts_as_a_newcomer() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    std::fs::write(data.path().join("puzzles.json"), "{\"format\": \"plot4-puz").unwrap();
    let mut game = Game::start(data.path(), &[]);
    game.wait_for(&ScreenName::Title.line());
    assert_eq!(
        game.lines_with("puzzle rating and history"),
        1,
        "one warning names the file; log:\n{}",
        game.log.join("\n")
    );
    game.key_then("p", &ScreenName::Puzzles.line());
    let line = game.wait_for(events::PUZZLE_RATING);
    assert!(
        line.contains("puzzle rating 1500 ± 350; streak 0; tries 0"),
        "{line}"
    );
    // The bad file is kept aside, not lost.
    let kept = std::fs::read_dir(data.path())
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| {
            e.file_name()
                .to_string_lossy()
                .starts_with("puzzles.json.corrupt")
        })
        .count();
    assert_eq!(kept, 1);
}

//! The coach below the window: the shipped puzzles proved again by the solver, the puzzles'
//! play, and learn-from-mistakes on games given as move strings.

use plot4::coach::mistakes::{review, Answer, Game, Lesson, Options};
use plot4::coach::puzzles::{self, Attempt, Step};
use plot4::notation::columns_of;
use plot4::store::PuzzleKind;
use plot4::{Board, CancelToken, Column, Player};
use std::time::Duration;

/// A bound against hanging, not a timing claim: a busy machine must not turn a puzzle's
/// check into "out of time".
const BUDGET: Duration = Duration::from_secs(600);

#[test]
fn at_least_five_hundred_puzzles_are_shipped_of_both_kinds_and_depths() {
    let shipped = puzzles::shipped();
    assert!(shipped.len() >= 500, "{} puzzles", shipped.len());
    for kind in [PuzzleKind::Win, PuzzleKind::Only] {
        assert!(
            shipped.iter().filter(|p| p.kind == kind).count() >= 100,
            "{kind}"
        );
    }
    let depths: std::collections::BTreeSet<usize> = shipped.iter().map(|p| p.moves.len()).collect();
    assert!(depths.len() >= 5, "{depths:?}");
}

#[test]
fn about_half_the_shipped_puzzles_are_yellows_to_move_of_each_kind() {
    let shipped = puzzles::shipped();
    for kind in [PuzzleKind::Win, PuzzleKind::Only] {
        let of_kind: Vec<_> = shipped.iter().filter(|p| p.kind == kind).collect();
        let yellow = of_kind
            .iter()
            .filter(|p| p.board.side_to_move() == Player::Yellow)
            .count();
        // An odd number of coins leaves Yellow to move: the board's second player.
        assert!(of_kind
            .iter()
            .all(|p| (p.board.side_to_move() == Player::Yellow) == (p.moves.len() % 2 == 1)));
        let share = yellow as f64 / of_kind.len() as f64;
        assert!(
            (0.35..=0.65).contains(&share),
            "{kind}: {yellow} of {}",
            of_kind.len()
        );
    }
    let yellow = shipped
        .iter()
        .filter(|p| p.board.side_to_move() == Player::Yellow)
        .count();
    assert_eq!(yellow * 2, shipped.len(), "half of them");
}

#[test]
fn every_fifth_shipped_puzzle_is_proved_again_by_the_solver() {
    let shipped = puzzles::shipped();
    let mut solver = plot4::coach::solver();
    let token = CancelToken::new();
    let mut checked = 0;
    for puzzle in shipped.iter().step_by(5) {
        puzzles::verify(puzzle, &mut solver, BUDGET, &token)
            .unwrap_or_else(|why| panic!("{}: {why}", puzzle.file_line()));
        checked += 1;
    }
    assert!(checked >= 100, "{checked} checked");
}

#[test]
fn shipped_win_puzzles_are_solved_by_their_own_line_against_the_longest_defence() {
    let mut solver = plot4::coach::solver();
    let token = CancelToken::new();
    for puzzle in puzzles::shipped()
        .into_iter()
        .filter(|p| p.kind == PuzzleKind::Win)
        .step_by(20)
    {
        let mut attempt = Attempt::new(puzzle.clone());
        let mut last = Step::Ignored;
        for (i, &column) in puzzle.line.iter().enumerate().step_by(2) {
            last = attempt.play(column, &mut solver, BUDGET, &token).unwrap();
            if let Step::Answered(reply) = last {
                assert_eq!(
                    Some(&reply),
                    puzzle.line.get(i + 1),
                    "{}",
                    puzzle.file_line()
                );
            }
        }
        assert_eq!(last, Step::Solved, "{}", puzzle.file_line());
        assert!(attempt.board().winner().is_some(), "{}", puzzle.file_line());
    }
}

#[test]
fn an_only_move_puzzle_fails_on_any_other_move_with_a_worse_result() {
    let mut solver = plot4::coach::solver();
    let token = CancelToken::new();
    let puzzle = puzzles::shipped()
        .into_iter()
        .find(|p| p.kind == PuzzleKind::Only)
        .unwrap();
    for column in puzzle.board.legal_columns() {
        if puzzle.solution.contains(&column) {
            continue;
        }
        let mut attempt = Attempt::new(puzzle.clone());
        let Step::Failed(Some(prospect)) =
            attempt.play(column, &mut solver, BUDGET, &token).unwrap()
        else {
            panic!("{column} should fail {}", puzzle.file_line());
        };
        assert!(
            prospect.outcome() < puzzle.keeps,
            "{prospect} {}",
            puzzle.file_line()
        );
    }
}

/// A game where Yellow, winning after "12121" only by blocking column 1, plays 2 and loses.
fn missed_block() -> Game {
    Game {
        start: Board::new(),
        first: Player::Red,
        moves: columns_of("1212121", 7).unwrap(),
        humans: vec![Player::Yellow],
    }
}

#[test]
fn learning_from_a_known_blunder_refuses_a_wrong_try_with_its_result_and_accepts_the_block() {
    let mut solver = plot4::coach::solver();
    let reviewed = review(
        &missed_block(),
        Options::default(),
        &mut solver,
        &CancelToken::new(),
    )
    .unwrap();
    let mut lesson = Lesson::new(reviewed);
    while lesson.current().map(|m| m.ply) != Some(5) {
        assert!(lesson.next_mistake(), "the blunder at move 6 is listed");
    }
    let Answer::Wrong(result) = lesson.try_column(Column::new(4)) else {
        panic!("column 5 does not block");
    };
    assert_eq!(result.to_string(), "loses next");
    let Answer::Right(kept) = lesson.try_column(Column::new(0)) else {
        panic!("column 1 blocks");
    };
    assert_eq!(kept.outcome(), 1);
    lesson.next_mistake();
    let summary = lesson.summary();
    assert_eq!(summary.later, 1);
}

#[test]
fn the_players_own_blunder_becomes_an_only_move_puzzle() {
    use plot4::game::{Mode, Modes};
    use plot4::store::{GameRecord, History};
    let modes = Modes {
        red: Mode::Computer(plot4::Level::High),
        yellow: Mode::Human,
    };
    let game = GameRecord::new(
        jiff::Timestamp::UNIX_EPOCH,
        modes,
        Player::Red,
        columns_of("1212121", 7).unwrap(),
    )
    .unwrap();
    let history = History::new(vec![game]);
    let mut solver = plot4::coach::solver();
    let made = puzzles::from_history(&history, &mut solver, BUDGET, &CancelToken::new()).unwrap();
    let puzzle = made
        .iter()
        .find(|p| plot4::notation::digits(&p.moves) == "12121")
        .expect("the missed block is a puzzle");
    assert_eq!(puzzle.source, puzzles::Source::Mistake);
    assert_eq!(puzzle.kind, PuzzleKind::Only);
    assert_eq!(puzzle.solution, vec![Column::new(0)]);
    puzzles::verify(puzzle, &mut solver, BUDGET, &CancelToken::new()).unwrap();
}

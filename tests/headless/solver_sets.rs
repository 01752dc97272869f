//! The exact solver against Pascal Pons' test sets (`../shared/solver-bench/`): every easy set
//! whole, a sample of the harder ones (the benchmark, `plot4 bench`, runs them whole).

use crate::common;

use common::{sample, samples, score_of_move, small_solver};
use plot4::notation::parse_digits;
use plot4::solver::{CancelToken, Stopped};
use plot4::{Board, Solver};
use std::time::Duration;

/// Solves `set`'s sample with `solver`, exactly and weakly, against the set's scores.
fn check(set: &str, step: usize, limit: usize) {
    let mut solver = Solver::new();
    let lines = sample(set, step, limit);
    assert_eq!(lines.len(), limit.min(1000_usize.div_ceil(step)), "{set}");
    let token = CancelToken::new();
    for (moves, expected) in lines {
        let board = parse_digits(&moves).unwrap();
        assert_eq!(solver.solve(&board, &token), Ok(expected), "{set}: {moves}");
        assert_eq!(
            solver.solve_weak(&board, &token),
            Ok(expected.signum()),
            "{set} weak: {moves}"
        );
    }
}

#[test]
fn end_easy_whole_set() {
    check("Test_L3_R1", 1, 1000);
}

#[test]
fn middle_easy_whole_set() {
    check("Test_L2_R1", 1, 1000);
}

#[test]
fn begin_easy_whole_set() {
    check("Test_L1_R1", 1, 1000);
}

#[test]
fn middle_medium_sample() {
    check("Test_L2_R2", 5, 200);
}

#[test]
fn begin_medium_sample() {
    check("Test_L1_R2", 50, 20);
}

#[test]
fn begin_hard_sample() {
    check("Test_L1_R3", 500, 2);
}

#[test]
fn analysis_agrees_with_the_score_of_the_position() {
    // The best column's score is the position's score; every column's score is the negated
    // score of the child it leads to.
    let mut solver = small_solver();
    for (moves, expected) in sample("Test_L2_R1", 50, 20) {
        let board = parse_digits(&moves).unwrap();
        let scores = solver.analyze(&board, &CancelToken::new()).unwrap();
        let best = scores.iter().flatten().max().copied();
        assert_eq!(best, Some(expected), "{moves}: {scores:?}");
        for (column, score) in scores.iter().enumerate() {
            let child = board.play(plot4::Column::new(column as u8));
            assert_eq!(
                score.is_some(),
                child.is_ok(),
                "{moves} column {}",
                column + 1
            );
        }
    }
}

/// The empty board's exact search takes billions of nodes (minutes); a stopped one far fewer.
const FAR_BELOW_THE_EMPTY_BOARD: u64 = 100_000_000;

#[test]
fn a_search_cancelled_from_another_thread_stops_and_the_solver_stays_right() {
    let mut solver = Solver::new();
    let token = CancelToken::new();
    let (result, nodes) = std::thread::scope(|scope| {
        let searching = scope.spawn(|| {
            let result = solver.solve(&Board::new(), &token);
            (result, solver.nodes())
        });
        token.cancel();
        searching.join().unwrap()
    });
    assert_eq!(result, Err(Stopped::Cancelled));
    assert!(nodes < FAR_BELOW_THE_EMPTY_BOARD, "{nodes} nodes");
    // The cancelled token stays cancelled: it never runs again.
    assert_eq!(solver.solve(&Board::new(), &token), Err(Stopped::Cancelled));
    // With a new token, the same solver is still usable, and still right.
    let board = parse_digits("2252576253462244111563365343671351441").unwrap();
    assert_eq!(solver.solve(&board, &CancelToken::new()), Ok(-1));
}

#[test]
fn a_search_past_its_deadline_stops_long_before_it_could_finish() {
    let mut solver = Solver::new();
    let token = CancelToken::new().with_budget(Duration::from_millis(100));
    assert_eq!(solver.solve(&Board::new(), &token), Err(Stopped::OutOfTime));
    let nodes = solver.nodes();
    assert!(nodes > 0, "the search never started");
    assert!(nodes < FAR_BELOW_THE_EMPTY_BOARD, "{nodes} nodes");
}

#[test]
fn finished_positions_have_scores_too() {
    let mut solver = Solver::new();
    // Red won with its 4th coin (move 7): Yellow, to move, has lost: -(22 - 4).
    let won = parse_digits("1212121").unwrap();
    assert_eq!(solver.solve(&won, &CancelToken::new()), Ok(-18));
    let draw = parse_digits("643426421252361677317153414534371522655677").unwrap();
    assert_eq!(solver.solve(&draw, &CancelToken::new()), Ok(0));
}

#[test]
fn several_threads_agree_with_one() {
    let mut solver = Solver::new();
    // Early positions, where the threads split the moves near the root between them.
    let positions = samples(&[("Test_L1_R1", 100, 10), ("Test_L2_R2", 100, 10)]);
    for threads in [2, 3] {
        solver.set_threads(threads);
        for (moves, expected) in &positions {
            let board = parse_digits(moves).unwrap();
            let token = CancelToken::new();
            solver.clear_table();
            assert_eq!(solver.solve(&board, &token), Ok(*expected), "{moves}");
            assert_eq!(
                solver.solve_weak(&board, &token),
                Ok(expected.signum()),
                "{moves}"
            );
        }
    }
}

#[test]
fn threshold_checks_agree_with_the_exact_score() {
    let mut solver = small_solver();
    for (moves, expected) in sample("Test_L2_R2", 100, 10) {
        let board = parse_digits(&moves).unwrap();
        for value in [expected - 1, expected, expected + 1] {
            assert_eq!(
                solver.score_at_least(&board, value, &CancelToken::new()),
                Ok(expected >= value),
                "{moves} >= {value}"
            );
        }
    }
}

/// Checks the move the solver's table proved for `board`, if it kept one: its bound is the
/// score and playing it reaches the score. True if there was one.
fn proven_move_reaches(solver: &Solver, board: &plot4::Board, score: i32) -> bool {
    let Some((lower, column)) = solver.proven_move(board) else {
        return false;
    };
    assert_eq!(lower, score, "{board:?}");
    assert_eq!(
        score_of_move(&mut small_solver(), board, column),
        score,
        "{board:?}: column {column}"
    );
    true
}

#[test]
fn after_a_solve_the_proven_move_is_an_optimal_one() {
    let mut solver = Solver::new();
    let mut found = 0;
    for (moves, score) in sample("Test_L2_R1", 10, 100) {
        let board = parse_digits(&moves).unwrap();
        assert_eq!(solver.solve(&board, &CancelToken::new()), Ok(score));
        // Absent only when every probe failed low (the score is the worst possible) or the
        // position was answered without searching.
        if proven_move_reaches(&solver, &board, score) {
            found += 1;
        }
    }
    assert!(found >= 50, "only {found} of 100 had a proven move");
}

/// The search plays a forced move (the only one that does not lose at once) without storing
/// the position, but a solve's own position is always stored: its move is still there.
#[test]
fn a_forced_position_keeps_its_proven_move() {
    // Red's three on the bottom row leaves Yellow one move: column 4.
    let board = parse_digits("11223").unwrap();
    let mut solver = Solver::new();
    let score = solver.solve(&board, &CancelToken::new()).unwrap();
    assert!(proven_move_reaches(&solver, &board, score));
    assert_eq!(solver.proven_move(&board).unwrap().1.index(), 3);
}

#[test]
fn a_stopped_solve_leaves_a_move_that_keeps_its_proven_bound() {
    // Beginning positions whose exact search mostly takes longer than the deadline below.
    let mut checked = 0;
    let mut checker = Solver::new();
    for (moves, score) in sample("Test_L1_R2", 50, 20) {
        let board = parse_digits(&moves).unwrap();
        let mut solver = Solver::new();
        let token = CancelToken::new().with_budget(Duration::from_millis(10));
        if solver.solve(&board, &token).is_ok() {
            continue;
        }
        if let Some((lower, column)) = solver.proven_move(&board) {
            assert!(
                lower <= score,
                "{moves}: bound {lower} above the score {score}"
            );
            assert!(
                score_of_move(&mut checker, &board, column) >= lower,
                "{moves}: column {column}"
            );
            checked += 1;
        }
    }
    assert!(
        checked >= 2,
        "only {checked} stopped solves left a proven move"
    );
}

#[test]
fn best_moves_gives_the_score_and_only_optimal_moves() {
    let mut solver = small_solver();
    let mut checker = Solver::new();
    for (moves, score) in samples(&[("Test_L2_R2", 25, 40), ("Test_L1_R1", 100, 10)]) {
        let board = parse_digits(&moves).unwrap();
        let analysis = solver.best_moves(&board, &CancelToken::new()).unwrap();
        assert_eq!(analysis.score, score, "{moves}");
        assert!(!analysis.optimal.is_empty(), "{moves}");
        for &column in &analysis.optimal {
            assert_eq!(
                score_of_move(&mut checker, &board, column),
                score,
                "{moves}: column {column}"
            );
        }
        if analysis.all_found {
            let every = checker.analyze(&board, &CancelToken::new()).unwrap();
            let optimal = every.iter().filter(|&&s| s == Some(score)).count();
            assert_eq!(analysis.optimal.len(), optimal, "{moves}: {every:?}");
        }
    }
}

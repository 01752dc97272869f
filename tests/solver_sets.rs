//! The exact solver against Pascal Pons' test sets (`../shared/solver-bench/`): every easy set
//! whole, a sample of the harder ones (the benchmark, `plot4 bench`, runs them whole).

use plot4::notation::parse_digits;
use plot4::solver::TranspositionTable;
use plot4::Solver;
use std::path::PathBuf;

fn set_dir() -> PathBuf {
    std::env::var_os("PLOT4_BENCH_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/solver-bench"))
}

/// Every `step`-th line of a set, at most `limit` of them: `(moves, score)`.
/// Samples of several sets, one after the other: `(set, step, limit)` each.
fn samples(sets: &[(&str, usize, usize)]) -> Vec<(String, i32)> {
    sets.iter()
        .flat_map(|&(set, step, limit)| sample(set, step, limit))
        .collect()
}

fn sample(set: &str, step: usize, limit: usize) -> Vec<(String, i32)> {
    let path = set_dir().join(set);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let lines: Vec<(String, i32)> = text
        .lines()
        .step_by(step)
        .take(limit)
        .map(|line| {
            let mut fields = line.split_whitespace();
            let moves = fields.next().unwrap().to_string();
            let score = fields.next().unwrap().parse().unwrap();
            (moves, score)
        })
        .collect();
    assert_eq!(lines.len(), limit.min(1000_usize.div_ceil(step)));
    lines
}

fn check(set: &str, step: usize, limit: usize) {
    let mut solver = Solver::new();
    for (moves, expected) in sample(set, step, limit) {
        let board = parse_digits(&moves).unwrap();
        assert_eq!(solver.solve(&board), Ok(expected), "{set}: {moves}");
        assert_eq!(
            solver.solve_weak(&board),
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
    let mut solver = Solver::with_table(TranspositionTable::with_bytes(8 << 20));
    for (moves, expected) in sample("Test_L2_R1", 50, 20) {
        let board = parse_digits(&moves).unwrap();
        let scores = solver.analyze(&board).unwrap();
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

#[test]
fn a_search_can_be_cancelled_from_another_thread() {
    use std::sync::atomic::Ordering;
    let mut solver = Solver::new();
    let stop = solver.stop_flag();
    let canceller = std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_millis(100));
        stop.store(true, Ordering::Relaxed);
    });
    // The empty board takes minutes to solve exactly; the flag stops it at once.
    let started = std::time::Instant::now();
    let result = solver.solve(&plot4::Board::new());
    canceller.join().unwrap();
    assert_eq!(result, Err(plot4::solver::Cancelled));
    assert!(started.elapsed() < std::time::Duration::from_secs(5));
    // The flag stays raised until its owner lowers it: a cancel is never lost.
    assert_eq!(
        solver.solve(&plot4::Board::new()),
        Err(plot4::solver::Cancelled)
    );
    // Lowered, the solver is still usable, and still right.
    solver.stop_flag().store(false, Ordering::Relaxed);
    let board = parse_digits("2252576253462244111563365343671351441").unwrap();
    assert_eq!(solver.solve(&board), Ok(-1));
}

#[test]
fn finished_positions_have_scores_too() {
    let mut solver = Solver::new();
    // Red won with its 4th coin (move 7): Yellow, to move, has lost: -(22 - 4).
    let won = parse_digits("1212121").unwrap();
    assert_eq!(solver.solve(&won), Ok(-18));
    let draw = parse_digits("643426421252361677317153414534371522655677").unwrap();
    assert_eq!(solver.solve(&draw), Ok(0));
}

#[test]
fn two_threads_agree_with_one() {
    let mut solver = Solver::new();
    solver.set_threads(2);
    for (moves, expected) in samples(&[("Test_L1_R1", 100, 10), ("Test_L2_R2", 100, 10)]) {
        let board = parse_digits(&moves).unwrap();
        solver.clear_table();
        assert_eq!(solver.solve(&board), Ok(expected), "{moves}");
        assert_eq!(solver.solve_weak(&board), Ok(expected.signum()), "{moves}");
    }
}

#[test]
fn threshold_checks_agree_with_the_exact_score() {
    let mut solver = Solver::with_table(TranspositionTable::with_bytes(8 << 20));
    for (moves, expected) in sample("Test_L2_R2", 100, 10) {
        let board = parse_digits(&moves).unwrap();
        for value in [expected - 1, expected, expected + 1] {
            assert_eq!(
                solver.score_at_least(&board, value),
                Ok(expected >= value),
                "{moves} >= {value}"
            );
        }
    }
}

/// The score of playing `column` in `board`, solved exactly by a fresh solver.
fn move_score(board: &plot4::Board, column: plot4::Column) -> i32 {
    let child = board.play(column).unwrap();
    if child.winner().is_some() {
        (board.size().cells() as i32 + 1 - board.ply() as i32) / 2
    } else {
        -Solver::new().solve(&child).unwrap()
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
        move_score(board, column),
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
        assert_eq!(solver.solve(&board), Ok(score));
        // Absent only when every probe failed low (the score is the worst possible) or the
        // position was answered without searching.
        if proven_move_reaches(&solver, &board, score) {
            found += 1;
        }
    }
    assert!(found >= 50, "only {found} of 100 had a proven move");
}

#[test]
fn a_stopped_solve_leaves_a_move_that_keeps_its_proven_bound() {
    // Beginning positions that take longer than the stop below.
    let mut checked = 0;
    for (moves, score) in sample("Test_L1_R2", 50, 20) {
        let board = parse_digits(&moves).unwrap();
        let mut solver = Solver::new();
        let stop = solver.stop_flag();
        let stopper = std::thread::spawn(move || {
            std::thread::sleep(std::time::Duration::from_millis(20));
            stop.store(true, std::sync::atomic::Ordering::Relaxed);
        });
        let result = solver.solve(&board);
        stopper.join().unwrap();
        if result.is_ok() {
            continue;
        }
        if let Some((lower, column)) = solver.proven_move(&board) {
            assert!(
                lower <= score,
                "{moves}: bound {lower} above the score {score}"
            );
            assert!(
                move_score(&board, column) >= lower,
                "{moves}: column {column}"
            );
            checked += 1;
        }
    }
    assert!(
        checked >= 3,
        "only {checked} stopped solves left a proven move"
    );
}

#[test]
fn asking_for_the_outcome_first_gives_the_same_scores() {
    let mut solver = Solver::new();
    for (moves, score) in samples(&[("Test_L2_R2", 25, 40), ("Test_L1_R1", 25, 40)]) {
        let board = parse_digits(&moves).unwrap();
        solver.clear_table();
        assert_eq!(solver.solve_outcome_first(&board), Ok(score), "{moves}");
        // The move left in the table reaches the score whenever the table kept one.
        proven_move_reaches(&solver, &board, score);
    }
}

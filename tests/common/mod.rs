//! What the integration tests share: Pascal Pons' test sets, the score of a move, and solvers
//! and engines with small tables (a default one zeroes 64 MiB, and tests build many).
//!
//! Each test binary compiles this module and uses part of it.
#![allow(dead_code)]

use plot4::ai::Engine;
use plot4::solver::{move_score, CancelToken, TranspositionTable};
use plot4::{Board, Column, Solver};
use std::path::PathBuf;

/// The folder of Pons' sets: `PLOT4_BENCH_DIR`, else `../shared/solver-bench`.
pub fn set_dir() -> PathBuf {
    std::env::var_os("PLOT4_BENCH_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/solver-bench"))
}

/// Every `step`-th line of a set, at most `limit` of them: `(moves, score)`.
pub fn sample(set: &str, step: usize, limit: usize) -> Vec<(String, i32)> {
    let path = set_dir().join(set);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    text.lines()
        .step_by(step)
        .take(limit)
        .map(|line| {
            let mut fields = line.split_whitespace();
            let moves = fields.next().expect("a move list").to_string();
            let score = fields
                .next()
                .and_then(|s| s.parse().ok())
                .unwrap_or_else(|| panic!("{}: no score in '{line}'", path.display()));
            (moves, score)
        })
        .collect()
}

/// Samples of several sets, one after the other: `(set, step, limit)` each.
pub fn samples(sets: &[(&str, usize, usize)]) -> Vec<(String, i32)> {
    sets.iter()
        .flat_map(|&(set, step, limit)| sample(set, step, limit))
        .collect()
}

/// A solver with an 8 MiB table.
pub fn small_solver() -> Solver {
    Solver::with_table(TranspositionTable::with_bytes(8 << 20))
}

/// An engine with an 8 MiB table for High.
pub fn small_engine(seed: u64) -> Engine {
    Engine::with_solver(Some(seed), small_solver())
}

/// The exact score of playing `column` in `board`, solved by `solver`.
pub fn score_of_move(solver: &mut Solver, board: &Board, column: Column) -> i32 {
    let child = board.play(column).expect("a legal column");
    move_score(&child, |child| solver.solve(child, &CancelToken::new()))
        .expect("nothing cancels this search")
}

pub mod command_line;
#[cfg(feature = "gui")]
pub mod game_window;
pub mod position_sets;
pub mod virtual_display;

//! Depth-limited alpha-beta with the Plot 4 evaluation.

use super::evaluation::{plot4_score, windows};
use super::ChooseError;
use crate::board::{Board, Column};
use crate::solver::Cancelled;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use std::sync::atomic::{AtomicBool, Ordering};

/// Beyond any evaluation: a won position.
const WIN: i32 = 1_000_000;

/// The best move at `depth` plies; ties broken at random.
pub fn best_move(
    board: &Board,
    depth: u32,
    stop: &AtomicBool,
    rng: &mut StdRng,
) -> Result<Column, ChooseError> {
    let windows = windows(board.size());
    let mut best = Vec::new();
    let mut best_score = i32::MIN;
    for column in board.legal_columns() {
        let child = board.play(column).expect("legal column");
        let score = -negamax(&child, depth - 1, -WIN * 2, WIN * 2, &windows, stop)?;
        if score > best_score {
            best_score = score;
            best.clear();
        }
        if score == best_score {
            best.push(column);
        }
    }
    best.choose(rng).copied().ok_or(ChooseError::GameOver)
}

fn negamax(
    board: &Board,
    depth: u32,
    mut alpha: i32,
    beta: i32,
    windows: &[u64],
    stop: &AtomicBool,
) -> Result<i32, Cancelled> {
    if stop.load(Ordering::Relaxed) {
        return Err(Cancelled);
    }
    if board.winner().is_some() {
        // The side to move has lost; sooner losses are worse.
        return Ok(-WIN - depth as i32);
    }
    if board.is_full() {
        return Ok(0);
    }
    if depth == 0 {
        return Ok(plot4_score(board, board.side_to_move(), windows));
    }
    let mut best = -WIN * 2;
    for column in board.legal_columns() {
        let child = board.play(column).expect("legal column");
        let score = -negamax(&child, depth - 1, -beta, -alpha, windows, stop)?;
        best = best.max(score);
        alpha = alpha.max(score);
        if alpha >= beta {
            break;
        }
    }
    Ok(best)
}

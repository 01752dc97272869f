//! The High level: a move with the best exact score (fastest win, else a draw, else the slowest
//! loss), one of the optimal moves [`Solver::best_moves`] finds, picked at random.

use super::ChooseError;
use crate::board::{Board, Column};
use crate::cancel::{CancelToken, Stopped};
use crate::solver::{Solver, Unfinished};
use rand::seq::IndexedRandom;
use rand::Rng;
use std::collections::HashMap;

/// Positions High chose in before, in both orientations, with every optimal column found: a
/// position met again (the same opening in the next game, or one pondered) is answered at once.
#[derive(Debug, Default)]
pub struct Memory {
    optimal: HashMap<Board, Vec<Column>>,
}

impl Memory {
    /// Entries kept before the memory starts afresh (a few tens of megabytes at most).
    const LIMIT: usize = 1 << 20;

    /// True if High's optimal moves in `board` are remembered.
    pub fn knows_optimal(&self, board: &Board) -> bool {
        self.optimal.contains_key(board)
    }

    fn remember_optimal(&mut self, board: &Board, columns: &[Column]) {
        if self.optimal.len() >= Memory::LIMIT {
            self.optimal.clear();
        }
        let size = board.size();
        let mirrored = columns.iter().map(|&c| size.mirror_of(c)).collect();
        self.optimal.insert(board.mirrored(), mirrored);
        self.optimal.insert(*board, columns.to_vec());
    }
}

/// High's answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HighChoice {
    /// A move proven optimal.
    Optimal(Column),
    /// The token ran out of time first: the moves as good as the best proven so far, for the
    /// caller to pick among with a heuristic.
    OutOfTime(Vec<Column>),
}

/// Chooses a score-optimal move in `board` within `token`.
pub fn choose(
    board: &Board,
    solver: &mut Solver,
    memory: &mut Memory,
    token: &CancelToken,
    rng: &mut impl Rng,
) -> Result<HighChoice, ChooseError> {
    if let Some(&column) = memory.optimal.get(board).and_then(|c| c.choose(rng)) {
        return Ok(HighChoice::Optimal(column));
    }
    match solver.best_moves(board, token) {
        Ok(analysis) => {
            let &column = analysis.optimal.choose(rng).ok_or(ChooseError::GameOver)?;
            memory.remember_optimal(board, &analysis.optimal);
            Ok(HighChoice::Optimal(column))
        }
        Err(Unfinished {
            why: Stopped::Cancelled,
            ..
        }) => Err(ChooseError::Cancelled),
        Err(Unfinished {
            why: Stopped::Paused,
            ..
        }) => Err(ChooseError::Paused),
        Err(Unfinished {
            why: Stopped::OutOfTime,
            best_so_far,
        }) => Ok(HighChoice::OutOfTime(best_so_far)),
    }
}

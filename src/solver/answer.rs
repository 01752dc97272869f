//! What [`Solver::best_moves`] answers: a position's exact score and every optimal move, or,
//! when it stops first, the moves as good as the best proven so far.
//!
//! [`Solver::best_moves`]: super::Solver::best_moves

use crate::board::Column;
use crate::cancel::Stopped;

/// A position's exact score and its optimal moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Analysis {
    /// The exact score for the side to move (Pascal Pons' convention, see [`crate::solver`]).
    pub score: i32,
    /// Optimal moves, centre first: at least one, and every one if `all_found`.
    pub optimal: Vec<Column>,
    /// False if the look for tied moves ran out of time before testing every column.
    pub all_found: bool,
}

/// [`super::Solver::best_moves`] stopped before it proved an optimal move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unfinished {
    /// Cancelled, or out of time.
    pub why: Stopped,
    /// The moves as good as the best proven so far (never empty while the game goes on):
    /// what a player out of time should choose among.
    pub best_so_far: Vec<Column>,
}

impl From<Unfinished> for Stopped {
    fn from(unfinished: Unfinished) -> Stopped {
        unfinished.why
    }
}

//! The coach: everything its screens show, worked out below the window so that each screen is
//! only presentation. [`mistakes`] walks a player through the moves of a finished game that
//! threw a result away; [`puzzles`] makes, checks and plays puzzles the solver proves;
//! [`explorer`] gives the exact value of each move from a position with the player's own record
//! in that line, the threats on the board and the best line from it.
//!
//! Every answer comes from the exact solver (the opening book first) under a budget: where a
//! position cannot be solved in time the answer says so, as the window's hint does.

pub mod explorer;
pub mod mistakes;
pub mod puzzles;

use crate::analysis::ColumnScores;
use crate::board::{Board, Player};
use crate::cancel::CancelToken;
use crate::solver::Solver;
use std::time::Duration;

/// How long one position's analysis may take by default: the window's hint budget, so the
/// coach gives up exactly where a hint would.
pub const BUDGET: Duration = crate::ai::worker::ANALYSIS_BUDGET;

/// Every column's exact score in `board`, as far as `budget` allows: columns not proved in time
/// stay unknown and the scores say they gave up.
pub fn column_scores(
    solver: &mut Solver,
    board: &Board,
    budget: Duration,
    token: &CancelToken,
) -> ColumnScores {
    let mut scores = ColumnScores::unknown(*board);
    let limited = token.with_budget(budget);
    if solver
        .analyze_each(board, &limited, |column, score| scores.set(column, score))
        .is_err()
    {
        scores.give_up();
    }
    scores
}

/// A solver for the coach: the default table, with the shipped opening book when there is one
/// (its scores are exact, and early positions cost a lookup).
pub fn solver() -> Solver {
    let mut solver = Solver::new();
    solver.set_book(crate::ai::default_book());
    solver
}

/// The colour a player sees for the side `board_side` of a [`Board`], whose first mover is
/// always Red, in a game whose first move was `first`'s.
pub fn colour_of(board_side: Player, first: Player) -> Player {
    if first == Player::Red {
        board_side
    } else {
        board_side.opponent()
    }
}

//! The computer players: levels from Random to a perfect High, all behind one [`Engine`].
//!
//! The engine is owned by whoever searches (the window's worker thread, or the command line) and
//! can be cancelled from another thread through its stop flag.

mod evaluation;
mod heuristic;
pub mod worker;

use crate::board::{Board, Column};
use crate::solver::{Cancelled, Solver};
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use std::fmt;
use std::str::FromStr;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use thiserror::Error;

/// How strongly a computer player plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Level {
    /// A uniformly random legal move.
    Random,
    /// Shallow search with the original Plot 4 evaluation: beatable by a casual player.
    Low,
    /// Deeper heuristic search: a real fight.
    Mid,
    /// Perfect play.
    High,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [Level::Random, Level::Low, Level::Mid, Level::High];

    /// The level's name in lower case, as the command line spells it.
    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Low => "low",
            Level::Mid => "mid",
            Level::High => "high",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is not one of random, low, mid, high.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("unknown level '{0}' (expected random, low, mid or high)")]
pub struct UnknownLevel(pub String);

impl FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(s: &str) -> Result<Level, UnknownLevel> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| UnknownLevel(s.to_string()))
    }
}

/// Why the engine did not return a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum ChooseError {
    /// The game is over: there is nothing to play.
    #[error("the game is over")]
    GameOver,
    /// The search was stopped from outside.
    #[error(transparent)]
    Cancelled(#[from] Cancelled),
}

/// Chooses moves for every level. Holds the random source and the exact solver, whose table is
/// reused between moves.
pub struct Engine {
    rng: StdRng,
    solver: Solver,
}

impl Engine {
    /// An engine; a seed makes its tie-breaks and random moves reproducible.
    pub fn new(seed: Option<u64>) -> Engine {
        Engine {
            rng: match seed {
                Some(seed) => StdRng::seed_from_u64(seed),
                None => StdRng::from_entropy(),
            },
            solver: Solver::new(),
        }
    }

    /// A flag that cancels the running search when set from another thread.
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        self.solver.stop_flag()
    }

    /// The move `level` plays in `board`.
    pub fn choose(&mut self, level: Level, board: &Board) -> Result<Column, ChooseError> {
        let legal = board.legal_columns();
        if legal.is_empty() {
            return Err(ChooseError::GameOver);
        }
        let stop = self.solver.stop_flag();
        stop.store(false, std::sync::atomic::Ordering::Relaxed);
        match level {
            Level::Random => Ok(*legal.choose(&mut self.rng).expect("legal is not empty")),
            Level::Low => heuristic::best_move(board, 2, &stop, &mut self.rng),
            Level::Mid => heuristic::best_move(board, 4, &stop, &mut self.rng),
            Level::High => heuristic::best_move(board, 6, &stop, &mut self.rng),
        }
    }
}

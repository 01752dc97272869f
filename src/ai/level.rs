//! The ladder's levels by name, and why a level may give no move.

use crate::cancel::Stopped;
use std::fmt;
use std::str::FromStr;
use thiserror::Error;

/// How strongly a computer player plays: the ladder, weakest first (the README describes how
/// each level plays, BENCHMARKS.md how strong each measured).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// A uniformly random legal move.
    Random,
    /// The tactics (a win in one, a block of a loss in one), else any column at random.
    Novice,
    /// The tactics, then half its moves at random (central columns likelier), the other half
    /// Beginner's.
    Casual,
    /// Sees every move's exact value but strays from the best often.
    Beginner,
    /// Shallow search with the original Plot 4 evaluation: beatable by a casual player.
    Low,
    /// Deeper heuristic search: a real fight.
    Mid,
    /// Perfect most of the time; now and then it weighs the moves by their exact values and
    /// may stray, mostly where the position is hard.
    Expert,
    /// Perfect play.
    High,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 8] = [
        Level::Random,
        Level::Novice,
        Level::Casual,
        Level::Beginner,
        Level::Low,
        Level::Mid,
        Level::Expert,
        Level::High,
    ];

    /// The level's name in lower case, as the command line spells it.
    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Novice => "novice",
            Level::Casual => "casual",
            Level::Beginner => "beginner",
            Level::Low => "low",
            Level::Mid => "mid",
            Level::Expert => "expert",
            Level::High => "high",
        }
    }

    /// The level's name as the window shows it.
    pub fn label(self) -> &'static str {
        match self {
            Level::Random => "Random",
            Level::Novice => "Novice",
            Level::Casual => "Casual",
            Level::Beginner => "Beginner",
            Level::Low => "Low",
            Level::Mid => "Mid",
            Level::Expert => "Expert",
            Level::High => "High",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is not on the ladder.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("unknown level '{0}' (expected one of: random, novice, casual, beginner, low, mid, expert, high)")]
pub struct UnknownLevel(pub String);

impl FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(s: &str) -> Result<Level, UnknownLevel> {
        named(&Level::ALL, Level::name, s).ok_or_else(|| UnknownLevel(s.to_string()))
    }
}

/// The level among `all` whose `name` is `text` (any case, spaces around ignored): how both
/// games' command lines read a level.
pub(crate) fn named<L: Copy>(all: &[L], name: fn(L) -> &'static str, text: &str) -> Option<L> {
    let text = text.trim();
    all.iter()
        .copied()
        .find(|&l| name(l).eq_ignore_ascii_case(text))
}

/// Why the engine did not return a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum ChooseError {
    /// The game is over: there is nothing to play.
    #[error("the game is over")]
    GameOver,
    /// The request's token was cancelled.
    #[error("the search was cancelled")]
    Cancelled,
    /// An analysis ran past the engine's analysis budget (a position too deep to prove in
    /// time, as early on a big board).
    #[error("the analysis ran out of time")]
    OutOfTime,
    /// In the browser, the frame's slice of work ended first: the request goes on next frame
    /// (see [`crate::cancel`]). Never a reply.
    #[error("the search paused for the next frame")]
    Paused,
}

impl From<Stopped> for ChooseError {
    /// Levels answer with what they have when time runs out, so a stopped search that reaches
    /// the caller was cancelled, or paused.
    fn from(stopped: Stopped) -> ChooseError {
        match stopped {
            Stopped::Paused => ChooseError::Paused,
            Stopped::Cancelled | Stopped::OutOfTime => ChooseError::Cancelled,
        }
    }
}

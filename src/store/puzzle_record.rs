//! The player's puzzle rating (Glicko-2), streak and every puzzle tried:
//! `{"format": "plot4-puzzles", "version": 1, "rating": {"rating": 1500.0, "deviation": 350.0,
//! "volatility": 0.06}, "streak": 0, "best_streak": 0, "tries": [{"date":
//! "2026-11-25T19:00:00Z", "kind": "win", "position": "4453", "puzzle_rating": 1150, "solved":
//! true}]}`. The rating is kept, not recomputed from the tries, so the file stays the truth even
//! when the shipped puzzles change.

use super::document::{Document, FileKind};
use super::text_fields;
use crate::board::Column;
use crate::notation::{self, quoted, MoveListError};
use crate::rating::Rating;
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// The two kinds of puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PuzzleKind {
    /// The side to move wins in N of its own moves; only the listed first moves do.
    Win,
    /// Only one move keeps the result; every other makes it worse.
    Only,
}

impl PuzzleKind {
    /// The word in files and on the command line.
    pub fn word(self) -> &'static str {
        match self {
            PuzzleKind::Win => "win",
            PuzzleKind::Only => "only",
        }
    }
}

impl std::fmt::Display for PuzzleKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.word())
    }
}

impl std::str::FromStr for PuzzleKind {
    type Err = PuzzleError;
    fn from_str(text: &str) -> Result<PuzzleKind, PuzzleError> {
        match text {
            "win" => Ok(PuzzleKind::Win),
            "only" => Ok(PuzzleKind::Only),
            other => Err(PuzzleError::UnknownKind(other.to_string())),
        }
    }
}

/// Why a puzzle kind, a try or the puzzle record cannot be taken (from the command line, the
/// window or `puzzles.json`).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PuzzleError {
    /// A kind that is neither `win` nor `only`.
    #[error("unknown puzzle kind {} (expected win or only)", quoted(.0))]
    UnknownKind(String),
    /// The puzzle's moves are not a legal game on the 7×6 board.
    #[error("puzzle position: {0}")]
    Position(MoveListError),
    /// The puzzle's moves end the game: there is nothing to find.
    #[error("puzzle position {0} is a finished game")]
    Finished(String),
    /// A puzzle's rating outside 1 to 4000.
    #[error("puzzle rating {0} is not 1 to 4000")]
    TryRating(u32),
    /// The player's rating is not a rating.
    #[error("the puzzle rating is out of range")]
    Rating,
    /// The streaks cannot come from the tries.
    #[error("the streaks do not match the tries")]
    Streaks,
}

/// How unsure a puzzle's own rating is taken to be: puzzles are rated from their length and
/// kind when made, so not exactly.
pub const PUZZLE_DEVIATION: f64 = 80.0;

/// One puzzle tried.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "TryFields", into = "TryFields")]
pub struct PuzzleTry {
    date: jiff::Timestamp,
    kind: PuzzleKind,
    position: String,
    puzzle_rating: u32,
    solved: bool,
}

impl PuzzleTry {
    /// A try dated now at the puzzle of `kind` whose position `moves` reach from the empty 7×6
    /// board, rated `puzzle_rating`.
    pub fn now(
        kind: PuzzleKind,
        moves: &[Column],
        puzzle_rating: u32,
        solved: bool,
    ) -> Result<PuzzleTry, PuzzleError> {
        PuzzleTry::try_from(TryFields {
            date: jiff::Timestamp::from_second(crate::clock::timestamp_now().as_second())
                .unwrap_or_else(|_| crate::clock::timestamp_now()),
            kind: kind.word().to_string(),
            position: notation::digits(moves),
            puzzle_rating,
            solved,
        })
    }

    /// When it was tried.
    pub fn date(&self) -> jiff::Timestamp {
        self.date
    }

    /// The puzzle's kind.
    pub fn kind(&self) -> PuzzleKind {
        self.kind
    }

    /// The puzzle's position, as digits.
    pub fn position(&self) -> &str {
        &self.position
    }

    /// The puzzle's rating.
    pub fn puzzle_rating(&self) -> u32 {
        self.puzzle_rating
    }

    /// Whether the player solved it.
    pub fn solved(&self) -> bool {
        self.solved
    }
}

#[derive(Serialize, Deserialize)]
struct TryFields {
    #[serde(with = "text_fields::timestamp")]
    date: jiff::Timestamp,
    kind: String,
    position: String,
    puzzle_rating: u32,
    solved: bool,
}

impl TryFrom<TryFields> for PuzzleTry {
    type Error = PuzzleError;
    fn try_from(fields: TryFields) -> Result<PuzzleTry, PuzzleError> {
        let kind = fields.kind.parse::<PuzzleKind>()?;
        let board = notation::parse_digits(&fields.position).map_err(PuzzleError::Position)?;
        if board.is_over() {
            return Err(PuzzleError::Finished(fields.position));
        }
        if !(1..=4000).contains(&fields.puzzle_rating) {
            return Err(PuzzleError::TryRating(fields.puzzle_rating));
        }
        Ok(PuzzleTry {
            date: fields.date,
            kind,
            position: fields.position,
            puzzle_rating: fields.puzzle_rating,
            solved: fields.solved,
        })
    }
}

impl From<PuzzleTry> for TryFields {
    fn from(t: PuzzleTry) -> TryFields {
        TryFields {
            date: t.date,
            kind: t.kind.word().to_string(),
            position: t.position,
            puzzle_rating: t.puzzle_rating,
            solved: t.solved,
        }
    }
}

/// The player's puzzle rating, streaks and tries.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
#[serde(try_from = "RecordFields", into = "RecordFields")]
pub struct PuzzleRecord {
    rating: Rating,
    streak: u32,
    best_streak: u32,
    tries: Vec<PuzzleTry>,
}

impl PuzzleRecord {
    /// The player's puzzle rating.
    pub fn rating(&self) -> Rating {
        self.rating
    }

    /// Puzzles solved in a row up to the last one.
    pub fn streak(&self) -> u32 {
        self.streak
    }

    /// The longest streak so far.
    pub fn best_streak(&self) -> u32 {
        self.best_streak
    }

    /// Every try, oldest first.
    pub fn tries(&self) -> &[PuzzleTry] {
        &self.tries
    }

    /// Whether the puzzle at `position` has been solved before (a screen offers new ones first).
    pub fn has_solved(&self, position: &str) -> bool {
        self.tries
            .iter()
            .any(|t| t.solved && t.position == position)
    }

    /// This record after one more try: the rating moves as Glicko-2 says for one game against
    /// the puzzle, the streak grows or restarts.
    pub fn with(&self, attempt: PuzzleTry) -> PuzzleRecord {
        let puzzle = Rating::fixed(f64::from(attempt.puzzle_rating), PUZZLE_DEVIATION);
        let score = if attempt.solved { 1.0 } else { 0.0 };
        let streak = if attempt.solved { self.streak + 1 } else { 0 };
        let mut tries = self.tries.clone();
        tries.push(attempt);
        PuzzleRecord {
            rating: self.rating.after_game(puzzle, score),
            streak,
            best_streak: self.best_streak.max(streak),
            tries,
        }
    }
}

#[derive(Serialize, Deserialize)]
struct RecordFields {
    rating: Rating,
    streak: u32,
    best_streak: u32,
    tries: Vec<PuzzleTry>,
}

impl TryFrom<RecordFields> for PuzzleRecord {
    type Error = PuzzleError;
    fn try_from(fields: RecordFields) -> Result<PuzzleRecord, PuzzleError> {
        if !fields.rating.is_valid() {
            return Err(PuzzleError::Rating);
        }
        if fields.streak > fields.best_streak || fields.best_streak as usize > fields.tries.len() {
            return Err(PuzzleError::Streaks);
        }
        Ok(PuzzleRecord {
            rating: fields.rating,
            streak: fields.streak,
            best_streak: fields.best_streak,
            tries: fields.tries,
        })
    }
}

impl From<PuzzleRecord> for RecordFields {
    fn from(r: PuzzleRecord) -> RecordFields {
        RecordFields {
            rating: r.rating,
            streak: r.streak,
            best_streak: r.best_streak,
            tries: r.tries,
        }
    }
}

impl Document for PuzzleRecord {
    const FILE: FileKind = FileKind::Puzzles;
    const FORMAT: &'static str = "plot4-puzzles";
    const VERSION: u32 = 1;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(digits: &str) -> Vec<Column> {
        notation::columns_of(digits, 9).unwrap()
    }

    #[test]
    fn solving_raises_the_rating_and_the_streak_failing_lowers_and_restarts_them() {
        let record = PuzzleRecord::default();
        let solved =
            record.with(PuzzleTry::now(PuzzleKind::Win, &moves("4453"), 1500, true).unwrap());
        assert!(solved.rating().rating > 1500.0);
        assert_eq!((solved.streak(), solved.best_streak()), (1, 1));
        assert!(solved.has_solved("4453"));
        let failed =
            solved.with(PuzzleTry::now(PuzzleKind::Only, &moves("4455"), 1500, false).unwrap());
        assert!(failed.rating().rating < solved.rating().rating);
        assert_eq!((failed.streak(), failed.best_streak()), (0, 1));
        assert_eq!(failed.tries().len(), 2);
    }

    #[test]
    fn a_try_must_name_a_kind_a_playable_position_and_a_rating() {
        assert!(matches!(
            "mate".parse::<PuzzleKind>(),
            Err(PuzzleError::UnknownKind(_))
        ));
        let win = |digits, rating| PuzzleTry::now(PuzzleKind::Win, &moves(digits), rating, true);
        assert!(matches!(win("4448", 1500), Err(PuzzleError::Position(_))));
        assert!(matches!(
            win("1212121", 1500),
            Err(PuzzleError::Finished(_))
        ));
        assert_eq!(win("4453", 0), Err(PuzzleError::TryRating(0)));
    }
}

//! The game in progress as it is saved after every move, undo, redo and mode change, so that the
//! window can offer to continue it after a close or a crash.
//!
//! The undo stack is the list of moves itself (undo takes the last one back); the redo stack is
//! the list of moves taken back, in the order redo plays them again. Both are digit strings in
//! the file: `{"format": "plot4-game", "version": 2, "size": "7x6", "connect": 4, "red": "human",
//! "yellow": "high", "first": "Red", "moves": "4453", "redo": "21", "used": ["hint"]}`.
//! Version 1 files (before other board sizes) have no size and line length: they are 7×6, four
//! in a row. `used` names what the game used that keeps it from being rated (a start from a
//! position, a take-back, a hint, …), so a game continued after a restart stays casual; a file
//! without it used nothing.

use super::document::{Document, FileKind};
use super::text_fields;
use crate::board::{Board, Column, LineLengthError, Player, Size};
use crate::game::{CasualReasons, GameState, Modes};
use crate::notation::{self, MoveListError};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// A game in progress, with moves that are legal from the empty board and redo moves that are
/// legal after them: a value of this type always describes a playable game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "GameFile", into = "GameFile")]
pub struct SavedGame {
    size: Size,
    modes: Modes,
    first: Player,
    moves: Vec<Column>,
    redo: Vec<Column>,
    used: CasualReasons,
}

/// Why moves cannot make a saved game.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SavedGameError {
    /// The moves played are not a legal game.
    #[error("the moves played are not a legal game: {0}")]
    Moves(MoveListError),
    /// The moves to redo cannot follow the moves played.
    #[error("the moves to redo cannot follow the moves played: {0}")]
    Redo(MoveListError),
    /// The line length does not fit the board.
    #[error(transparent)]
    Size(LineLengthError),
}

impl SavedGame {
    /// A saved game on the standard board from its parts; `redo` lists the moves taken back,
    /// the next one to replay first.
    pub fn new(
        modes: Modes,
        first: Player,
        moves: Vec<Column>,
        redo: Vec<Column>,
    ) -> Result<SavedGame, SavedGameError> {
        SavedGame::sized(Size::STANDARD, modes, first, moves, redo)
    }

    /// A saved game on a board of `size` from its parts, as [`SavedGame::new`].
    pub fn sized(
        size: Size,
        modes: Modes,
        first: Player,
        moves: Vec<Column>,
        redo: Vec<Column>,
    ) -> Result<SavedGame, SavedGameError> {
        let board = notation::parse_digits_on(Board::empty(size), &notation::digits(&moves))
            .map_err(SavedGameError::Moves)?;
        notation::parse_digits_on(board, &notation::digits(&redo)).map_err(SavedGameError::Redo)?;
        Ok(SavedGame {
            size,
            modes,
            first,
            moves,
            redo,
            used: CasualReasons::NONE,
        })
    }

    /// This saved game with `used` as what it used that keeps it from being rated.
    pub fn with_used(self, used: CasualReasons) -> SavedGame {
        SavedGame { used, ..self }
    }

    /// The game as the window holds it, with the moves it could redo and who started it.
    pub fn from_game(game: &GameState) -> SavedGame {
        // `GameState` keeps the next move to redo last; the file lists it first.
        let redo = game.undone().iter().rev().copied().collect();
        SavedGame {
            size: game.board().size(),
            modes: game.modes(),
            first: game.first(),
            moves: game.history().to_vec(),
            redo,
            used: game.used(),
        }
    }

    /// The game to continue, with its moves to redo and the colour that started it.
    pub fn game(&self) -> GameState {
        let undone: Vec<Column> = self.redo.iter().rev().copied().collect();
        GameState::restore(self.modes, self.size, &self.moves, &undone, self.used)
            .expect("a SavedGame's moves were checked when it was made")
            .with_first(self.first)
    }

    /// The board's size and line length.
    pub fn size(&self) -> Size {
        self.size
    }

    /// Who plays each side.
    pub fn modes(&self) -> Modes {
        self.modes
    }

    /// The side that moved first in this game.
    pub fn first(&self) -> Player {
        self.first
    }

    /// The moves played, oldest first: the undo stack.
    pub fn moves(&self) -> &[Column] {
        &self.moves
    }

    /// The moves taken back, the next to replay first: the redo stack.
    pub fn redo(&self) -> &[Column] {
        &self.redo
    }

    /// What the game used that keeps it from being rated (a hint, a take-back, …).
    pub fn used(&self) -> CasualReasons {
        self.used
    }

    /// The moves played as a digit string, as the log writes the position.
    pub fn position(&self) -> String {
        notation::digits(&self.moves)
    }
}

/// The file's shape: plain fields, checked on the way into [`SavedGame`].
#[derive(Serialize, Deserialize)]
struct GameFile {
    #[serde(with = "text_fields::board", default = "text_fields::board::standard")]
    size: Size,
    #[serde(default = "text_fields::board::four")]
    connect: u8,
    #[serde(with = "text_fields::mode")]
    red: crate::game::Mode,
    #[serde(with = "text_fields::mode")]
    yellow: crate::game::Mode,
    #[serde(with = "text_fields::player")]
    first: Player,
    #[serde(with = "text_fields::columns")]
    moves: Vec<Column>,
    #[serde(with = "text_fields::columns", default)]
    redo: Vec<Column>,
    #[serde(
        with = "text_fields::casual",
        default,
        skip_serializing_if = "CasualReasons::is_empty"
    )]
    used: CasualReasons,
}

impl TryFrom<GameFile> for SavedGame {
    type Error = SavedGameError;

    fn try_from(file: GameFile) -> Result<SavedGame, SavedGameError> {
        let modes = Modes {
            red: file.red,
            yellow: file.yellow,
        };
        let size =
            text_fields::board::sized(file.size, file.connect).map_err(SavedGameError::Size)?;
        Ok(SavedGame::sized(size, modes, file.first, file.moves, file.redo)?.with_used(file.used))
    }
}

impl From<SavedGame> for GameFile {
    fn from(game: SavedGame) -> GameFile {
        GameFile {
            size: game.size,
            connect: game.size.line_length() as u8,
            red: game.modes.red,
            yellow: game.modes.yellow,
            first: game.first,
            moves: game.moves,
            redo: game.redo,
            used: game.used,
        }
    }
}

impl Document for SavedGame {
    const FILE: FileKind = FileKind::Game;
    const FORMAT: &'static str = "plot4-game";
    /// 2: the board's size and line length.
    const VERSION: u32 = 2;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::game::{CasualReason, Mode};

    #[test]
    fn what_a_game_used_is_saved_and_a_file_without_it_used_nothing() {
        let modes = Modes {
            red: Mode::Human,
            yellow: Mode::Computer(Level::Low),
        };
        let game = GameState::new(modes)
            .noting(CasualReason::Hint)
            .play_human(Column::new(3))
            .unwrap();
        let json = serde_json::to_string(&SavedGame::from_game(&game)).unwrap();
        assert!(json.contains(r#""used":["hint"]"#), "{json}");
        let read: SavedGame = serde_json::from_str(&json).unwrap();
        assert_eq!(read.game().casual_reasons(), game.casual_reasons());
        assert!(!read.game().is_rated(), "a restart does not make it rated");
        let older = json.replace(r#","used":["hint"]"#, "");
        let read: SavedGame = serde_json::from_str(&older).unwrap();
        assert!(read.game().is_rated());
        let untouched = SavedGame::from_game(&GameState::new(modes));
        let json = serde_json::to_string(&untouched).unwrap();
        assert!(
            !json.contains("used"),
            "nothing used, nothing written: {json}"
        );
    }
}

//! The state of one game of Plot 4 and its transitions: pure values, no window, no threads.
//!
//! A [`GameState`] owns the immutable [`Board`], the move history (so undo and redo can be added
//! without changing the representation) and the [`Mode`] of each side. Every transition returns
//! a new state. Each state carries a turn number that changes whenever what the computer should
//! be thinking about changes (a move, a mode change, a new game); a computer's answer is tagged
//! with the turn it was asked in and is refused once that turn is gone.

use crate::ai::Level;
use crate::board::{Board, Column, MoveError, Player};
use crate::notation::{self, MoveListError};
use std::fmt;
use std::str::FromStr;
use thiserror::Error;

/// Who plays one side: a person at the window, or the computer at some level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Mode {
    /// A person clicking or typing.
    Human,
    /// The engine at the given level.
    Computer(Level),
}

impl Mode {
    /// Every mode in the order the mode screen lists them (digit 1 is the first).
    pub const ALL: [Mode; 5] = [
        Mode::Human,
        Mode::Computer(Level::Random),
        Mode::Computer(Level::Low),
        Mode::Computer(Level::Mid),
        Mode::Computer(Level::High),
    ];

    /// The mode's name in lower case, as the command line spells it.
    pub fn name(self) -> &'static str {
        match self {
            Mode::Human => "human",
            Mode::Computer(level) => level.name(),
        }
    }

    /// The name with a capital, as the window shows it.
    pub fn title(self) -> &'static str {
        match self {
            Mode::Human => "Human",
            Mode::Computer(Level::Random) => "Random",
            Mode::Computer(Level::Low) => "Low",
            Mode::Computer(Level::Mid) => "Mid",
            Mode::Computer(Level::High) => "High",
        }
    }

    /// The computer level, if a computer plays this side.
    pub fn level(self) -> Option<Level> {
        match self {
            Mode::Human => None,
            Mode::Computer(level) => Some(level),
        }
    }
}

impl fmt::Display for Mode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A mode name that is not one of human, random, low, mid, high.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("unknown mode '{0}' (expected human, random, low, mid or high)")]
pub struct UnknownMode(pub String);

impl FromStr for Mode {
    type Err = UnknownMode;

    fn from_str(s: &str) -> Result<Mode, UnknownMode> {
        Mode::ALL
            .into_iter()
            .find(|m| m.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownMode(s.to_string()))
    }
}

/// The mode of each side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Modes {
    /// Who plays Red (moves first).
    pub red: Mode,
    /// Who plays Yellow.
    pub yellow: Mode,
}

impl Modes {
    /// Two people at one window.
    pub const HUMANS: Modes = Modes {
        red: Mode::Human,
        yellow: Mode::Human,
    };

    /// The mode of `player`.
    pub fn of(self, player: Player) -> Mode {
        match player {
            Player::Red => self.red,
            Player::Yellow => self.yellow,
        }
    }

    /// These modes with `player`'s replaced.
    pub fn with(self, player: Player, mode: Mode) -> Modes {
        match player {
            Player::Red => Modes { red: mode, ..self },
            Player::Yellow => Modes {
                yellow: mode,
                ..self
            },
        }
    }
}

impl fmt::Display for Modes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Red {}, Yellow {}", self.red, self.yellow)
    }
}

/// Identifies one turn of one game: a computer's answer is only accepted for the turn it was
/// asked in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TurnId(pub u64);

/// How a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// A side lined up four.
    Win(Player),
    /// The board filled up with no four in a row.
    Draw,
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Win(player) => write!(f, "{player} wins"),
            Outcome::Draw => f.write_str("Draw"),
        }
    }
}

/// Why a move was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum PlayError {
    /// The board refused it (full column, out of range, game over).
    #[error(transparent)]
    Illegal(#[from] MoveError),
    /// A person tried to move for a side the computer plays.
    #[error("it is {0}'s turn and the computer plays {0}")]
    ComputersTurn(Player),
    /// The computer's answer belongs to a turn that is gone (a move, a mode change or a new game
    /// came in between), or to a side a person now plays.
    #[error("stale computer move ignored")]
    Stale,
}

/// One game: the board, how it got there, and who plays each side.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameState {
    board: Board,
    history: Vec<Column>,
    modes: Modes,
    turn: TurnId,
}

impl GameState {
    /// A new game on the empty standard board.
    pub fn new(modes: Modes) -> GameState {
        GameState {
            board: Board::new(),
            history: Vec::new(),
            modes,
            turn: TurnId(1),
        }
    }

    /// A game continuing from a position given as 1-based column digits (`"4453"`).
    pub fn from_position(modes: Modes, digits: &str) -> Result<GameState, MoveListError> {
        let board = notation::parse_digits(digits)?;
        let history = digits
            .chars()
            .filter_map(|c| c.to_digit(10))
            .filter_map(|d| Column::from_number(d as usize))
            .collect();
        Ok(GameState {
            board,
            history,
            modes,
            turn: TurnId(1),
        })
    }

    /// The board as it stands.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Every column played since the empty board, in order.
    pub fn history(&self) -> &[Column] {
        &self.history
    }

    /// The position as a digit string, as the log and the command line write it.
    pub fn position(&self) -> String {
        notation::digits(&self.history)
    }

    /// Who plays each side.
    pub fn modes(&self) -> Modes {
        self.modes
    }

    /// The current turn: the tag a computer request must carry.
    pub fn turn(&self) -> TurnId {
        self.turn
    }

    /// The side to move.
    pub fn side_to_move(&self) -> Player {
        self.board.side_to_move()
    }

    /// The mode of the side to move.
    pub fn mode_to_move(&self) -> Mode {
        self.modes.of(self.side_to_move())
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        match self.board.winner() {
            Some(player) => Some(Outcome::Win(player)),
            None if self.board.is_full() => Some(Outcome::Draw),
            None => None,
        }
    }

    /// The level the computer should think at now, if it is a computer's turn in a live game.
    pub fn computer_to_move(&self) -> Option<Level> {
        if self.outcome().is_some() {
            return None;
        }
        self.mode_to_move().level()
    }

    /// A person drops a coin for the side to move.
    pub fn play_human(&self, column: Column) -> Result<GameState, PlayError> {
        if self.outcome().is_none() && self.mode_to_move() != Mode::Human {
            return Err(PlayError::ComputersTurn(self.side_to_move()));
        }
        self.play(column)
    }

    /// The computer's answer to the request tagged `turn`; refused if that turn is gone or a
    /// person now plays the side to move.
    pub fn apply_computer(&self, turn: TurnId, column: Column) -> Result<GameState, PlayError> {
        if turn != self.turn || self.computer_to_move().is_none() {
            return Err(PlayError::Stale);
        }
        self.play(column)
    }

    /// The same game with other modes, taking effect at once.
    pub fn change_modes(&self, modes: Modes) -> GameState {
        GameState {
            modes,
            turn: self.next_turn(),
            ..self.clone()
        }
    }

    /// A fresh game on the empty board with the same modes.
    pub fn new_game(&self) -> GameState {
        GameState {
            board: Board::new(),
            history: Vec::new(),
            modes: self.modes,
            turn: self.next_turn(),
        }
    }

    fn play(&self, column: Column) -> Result<GameState, PlayError> {
        let board = self.board.play(column)?;
        let mut history = self.history.clone();
        history.push(column);
        Ok(GameState {
            board,
            history,
            modes: self.modes,
            turn: self.next_turn(),
        })
    }

    fn next_turn(&self) -> TurnId {
        TurnId(self.turn.0 + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn col(number: usize) -> Column {
        Column::from_number(number).unwrap()
    }

    fn humans() -> GameState {
        GameState::new(Modes::HUMANS)
    }

    #[test]
    fn playing_records_history_and_changes_side() {
        let game = humans().play_human(col(4)).unwrap();
        assert_eq!(game.position(), "4");
        assert_eq!(game.side_to_move(), Player::Yellow);
        let game = game.play_human(col(4)).unwrap().play_human(col(5)).unwrap();
        assert_eq!(game.position(), "445");
        assert_eq!(game.board(), &notation::parse_digits("445").unwrap());
    }

    #[test]
    fn a_full_column_is_refused_and_the_state_is_unchanged() {
        let game = GameState::from_position(Modes::HUMANS, "444444").unwrap();
        let before = game.clone();
        assert_eq!(
            game.play_human(col(4)),
            Err(PlayError::Illegal(MoveError::ColumnFull(col(4))))
        );
        assert_eq!(game, before);
    }

    #[test]
    fn a_column_off_the_board_is_refused() {
        let game = humans();
        assert!(matches!(
            game.play_human(Column::new(7)),
            Err(PlayError::Illegal(MoveError::OutOfRange { .. }))
        ));
    }

    #[test]
    fn four_in_a_row_ends_the_game_and_further_moves_are_refused() {
        let game = GameState::from_position(Modes::HUMANS, "121212").unwrap();
        assert_eq!(game.outcome(), None);
        let game = game.play_human(col(1)).unwrap();
        assert_eq!(game.outcome(), Some(Outcome::Win(Player::Red)));
        assert_eq!(game.outcome().unwrap().to_string(), "Red wins");
        assert!(matches!(
            game.play_human(col(3)),
            Err(PlayError::Illegal(MoveError::GameOver(Player::Red)))
        ));
    }

    #[test]
    fn a_full_board_without_four_is_a_draw() {
        // Columns filled in pairs so that no four line up.
        let digits = "121212343434565656212121434343656565777777";
        let game = GameState::from_position(Modes::HUMANS, digits).unwrap();
        assert_eq!(game.outcome(), Some(Outcome::Draw));
        assert_eq!(Outcome::Draw.to_string(), "Draw");
    }

    #[test]
    fn a_person_cannot_move_for_the_computer() {
        let modes = Modes {
            red: Mode::Human,
            yellow: Mode::Computer(Level::High),
        };
        let game = GameState::new(modes).play_human(col(4)).unwrap();
        assert_eq!(game.computer_to_move(), Some(Level::High));
        assert_eq!(
            game.play_human(col(3)),
            Err(PlayError::ComputersTurn(Player::Yellow))
        );
    }

    #[test]
    fn the_computer_result_for_the_current_turn_is_applied() {
        let modes = Modes {
            red: Mode::Computer(Level::Low),
            yellow: Mode::Human,
        };
        let game = GameState::new(modes);
        let turn = game.turn();
        let after = game.apply_computer(turn, col(4)).unwrap();
        assert_eq!(after.position(), "4");
        assert_ne!(after.turn(), turn);
    }

    #[test]
    fn a_stale_computer_result_is_ignored_after_a_mode_change() {
        let modes = Modes {
            red: Mode::Computer(Level::High),
            yellow: Mode::Human,
        };
        let game = GameState::new(modes);
        let asked = game.turn();
        // The player switches Red to another level while the search runs: a new request will
        // be made, and the old answer must not be played.
        let changed = game.change_modes(Modes {
            red: Mode::Computer(Level::Low),
            yellow: Mode::Human,
        });
        assert_eq!(changed.apply_computer(asked, col(1)), Err(PlayError::Stale));
        assert_eq!(changed.position(), "");
        assert!(changed.apply_computer(changed.turn(), col(1)).is_ok());
    }

    #[test]
    fn a_computer_result_is_ignored_once_a_person_plays_that_side() {
        let game = GameState::new(Modes {
            red: Mode::Computer(Level::Mid),
            yellow: Mode::Human,
        });
        let asked = game.turn();
        let humans_now = game.change_modes(Modes::HUMANS);
        assert_eq!(
            humans_now.apply_computer(asked, col(4)),
            Err(PlayError::Stale)
        );
        // Even with a forged current tag, a human side does not take computer moves.
        assert_eq!(
            humans_now.apply_computer(humans_now.turn(), col(4)),
            Err(PlayError::Stale)
        );
    }

    #[test]
    fn a_computer_result_is_ignored_after_a_new_game() {
        let game = GameState::from_position(
            Modes {
                red: Mode::Human,
                yellow: Mode::Computer(Level::Low),
            },
            "4",
        )
        .unwrap();
        let asked = game.turn();
        let fresh = game.new_game();
        assert_eq!(fresh.position(), "");
        assert_eq!(fresh.modes(), game.modes());
        assert_eq!(fresh.apply_computer(asked, col(4)), Err(PlayError::Stale));
    }

    #[test]
    fn changing_modes_keeps_the_board() {
        let game = GameState::from_position(Modes::HUMANS, "4453").unwrap();
        let modes = Modes {
            red: Mode::Computer(Level::Random),
            yellow: Mode::Human,
        };
        let changed = game.change_modes(modes);
        assert_eq!(changed.position(), "4453");
        assert_eq!(changed.modes(), modes);
    }

    #[test]
    fn modes_parse_from_their_names_and_refuse_others() {
        assert_eq!("human".parse(), Ok(Mode::Human));
        assert_eq!("HIGH".parse(), Ok(Mode::Computer(Level::High)));
        assert_eq!("random".parse(), Ok(Mode::Computer(Level::Random)));
        assert_eq!(
            "expert".parse::<Mode>(),
            Err(UnknownMode("expert".to_string()))
        );
        for mode in Mode::ALL {
            assert_eq!(mode.name().parse(), Ok(mode));
        }
    }

    #[test]
    fn a_bad_start_position_is_an_error() {
        assert!(GameState::from_position(Modes::HUMANS, "448").is_err());
        assert!(GameState::from_position(Modes::HUMANS, "4x").is_err());
        assert!(GameState::from_position(Modes::HUMANS, "4444444").is_err());
    }
}

//! One game of tic-tac-toe as the window plays it: the grid, the squares played and taken back,
//! and who plays each side. A value like Connect Four's [`crate::game::GameState`], with the
//! same undo rule (against the computer, back to the person's turn), shared through
//! [`crate::game::plies_back_to_a_turn`].

use super::{Level, Mark, Square, TicTacToe, TicTacToeError};

/// A game of tic-tac-toe with its history and the level of each side.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TicTacToeGame {
    board: TicTacToe,
    played: Vec<Square>,
    /// Squares taken back, the next to replay last; a new move forgets them.
    undone: Vec<Square>,
    x: Level,
    o: Level,
}

impl TicTacToeGame {
    /// The empty grid, X to move, with `x` and `o` playing.
    pub fn new(x: Level, o: Level) -> TicTacToeGame {
        TicTacToeGame {
            board: TicTacToe::new(),
            played: Vec::new(),
            undone: Vec::new(),
            x,
            o,
        }
    }

    /// The grid as it stands.
    pub fn board(&self) -> &TicTacToe {
        &self.board
    }

    /// The squares played, as the command line writes a game (`5193`).
    pub fn position(&self) -> String {
        self.played.iter().map(|s| s.to_string()).collect()
    }

    /// Who plays `mark`.
    pub fn level(&self, mark: Mark) -> Level {
        match mark {
            Mark::X => self.x,
            Mark::O => self.o,
        }
    }

    /// The same game with `mark` played by `level`.
    pub fn with_level(&self, mark: Mark, level: Level) -> TicTacToeGame {
        let mut game = self.clone();
        match mark {
            Mark::X => game.x = level,
            Mark::O => game.o = level,
        }
        game
    }

    /// The empty grid with the same players.
    pub fn new_game(&self) -> TicTacToeGame {
        TicTacToeGame::new(self.x, self.o)
    }

    /// The level of the computer to move, if the game goes on and a computer plays next.
    pub fn computer_to_move(&self) -> Option<Level> {
        let level = self.level(self.board.side_to_move());
        (!self.board.is_over() && level != Level::Human).then_some(level)
    }

    /// How the game ended, in words for the log and the heading (`X wins`, `Draw`).
    pub fn outcome(&self) -> Option<String> {
        match self.board.winner() {
            Some(mark) => Some(format!("{mark} wins")),
            None if self.board.is_full() => Some("Draw".to_string()),
            None => None,
        }
    }

    /// The game after the side to move marks `square`.
    pub fn play(&self, square: Square) -> Result<TicTacToeGame, TicTacToeError> {
        let board = self.board.play(square)?;
        let mut played = self.played.clone();
        played.push(square);
        Ok(TicTacToeGame {
            board,
            played,
            undone: Vec::new(),
            ..*self
        })
    }

    fn mixed(&self) -> bool {
        (self.x == Level::Human) != (self.o == Level::Human)
    }

    /// Takes back the last move (against the computer, back to the person's turn); `None` if
    /// there is nothing to take back.
    pub fn undo(&self) -> Option<TicTacToeGame> {
        let person_at = |ply: usize| {
            let mark = if ply.is_multiple_of(2) {
                Mark::X
            } else {
                Mark::O
            };
            self.level(mark) == Level::Human
        };
        let steps = crate::game::plies_back_to_a_turn(self.played.len(), self.mixed(), person_at)?;
        let keep = self.played.len() - steps;
        let mut game = self.replayed(&self.played[..keep]);
        game.undone = self.undone.clone();
        game.undone.extend(self.played[keep..].iter().rev());
        Some(game)
    }

    /// Replays what undo took back (against the computer, to the person's next turn); `None`
    /// if there is nothing to replay.
    pub fn redo(&self) -> Option<TicTacToeGame> {
        let mut game = self.clone();
        while let Some(square) = game.undone.pop() {
            game.board = game.board.play(square).ok()?;
            game.played.push(square);
            let person_next = game.level(game.board.side_to_move()) == Level::Human;
            if game.board.is_over() || !self.mixed() || person_next {
                break;
            }
        }
        (game.played.len() > self.played.len()).then_some(game)
    }

    /// The game with just `squares` played, the same players, nothing to redo.
    fn replayed(&self, squares: &[Square]) -> TicTacToeGame {
        let mut game = self.new_game();
        for &square in squares {
            game = game
                .play(square)
                .expect("a prefix of a legal game is legal");
        }
        game
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square(number: usize) -> Square {
        Square::from_number(number).unwrap()
    }

    fn played(game: TicTacToeGame, squares: &str) -> TicTacToeGame {
        squares.chars().fold(game, |g, c| {
            g.play(square(c.to_digit(10).unwrap() as usize)).unwrap()
        })
    }

    #[test]
    fn marks_alternate_and_a_line_of_three_wins() {
        let game = played(TicTacToeGame::new(Level::Human, Level::Human), "14253");
        assert_eq!(game.position(), "14253");
        assert_eq!(game.outcome().as_deref(), Some("X wins"));
        assert!(game.play(square(9)).is_err());
        assert_eq!(game.computer_to_move(), None);
        let draw = played(game.new_game(), "512837469");
        assert_eq!(draw.outcome().as_deref(), Some("Draw"));
    }

    #[test]
    fn undo_goes_back_to_the_persons_turn_and_redo_replays_it() {
        let people = played(TicTacToeGame::new(Level::Human, Level::Human), "519");
        assert_eq!(people.undo().unwrap().position(), "51");
        assert_eq!(people.undo().unwrap().redo().unwrap().position(), "519");
        // X is a person against High: undo takes back High's answer too.
        let mixed = played(TicTacToeGame::new(Level::Human, Level::High), "519");
        let back = mixed.undo().unwrap();
        assert_eq!(back.position(), "51");
        let back = back.undo().unwrap();
        assert_eq!(back.position(), "");
        assert_eq!(back.undo(), None);
        assert_eq!(back.redo().unwrap().position(), "51");
        // A new move forgets what was taken back.
        assert_eq!(back.play(square(1)).unwrap().redo(), None);
    }

    #[test]
    fn the_computer_moves_for_its_side_only_while_the_game_goes_on() {
        let game = TicTacToeGame::new(Level::Human, Level::Random);
        assert_eq!(game.computer_to_move(), None);
        let game = game.play(square(5)).unwrap();
        assert_eq!(game.computer_to_move(), Some(Level::Random));
        let game = game.with_level(Mark::O, Level::High);
        assert_eq!(game.computer_to_move(), Some(Level::High));
    }
}

//! Tic-tac-toe, the third game of the Plot 4 family, on the same game-tree search as Connect
//! Four's computer players ([`crate::ai`]'s `GameTree`): a 3×3 grid, X moves first, three in a
//! line wins.
//!
//! Squares are numbered 1–9 row by row from the top left; a game is written as the squares
//! played in order (`5193`).

pub mod game;

use crate::ai::alpha_beta;
use crate::ai::game_tree::{self, Evaluation, GameTree, Status};
use crate::cancel::CancelToken;
use rand::seq::IndexedRandom;
use rand::Rng;
use std::fmt;
use std::str::FromStr;
use thiserror::Error;

/// The eight lines of three: rows, columns, diagonals, as bitmasks of squares (bit 0 = square 1).
const LINES: [u16; 8] = [
    0b000_000_111,
    0b000_111_000,
    0b111_000_000,
    0b001_001_001,
    0b010_010_010,
    0b100_100_100,
    0b100_010_001,
    0b001_010_100,
];

/// True if `marks` fill a whole line.
fn has_line(marks: u16) -> bool {
    LINES.iter().any(|line| line & !marks == 0)
}

/// Every square.
const ALL: u16 = 0b111_111_111;

/// The order worth searching first: the centre, the corners, the edges.
const SEARCH_ORDER: [u8; 9] = [4, 0, 2, 6, 8, 1, 3, 5, 7];

/// One of the two sides. X always moves first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Mark {
    /// The side that moves first.
    X,
    /// The side that moves second.
    O,
}

impl Mark {
    /// The other side.
    pub fn opponent(self) -> Mark {
        match self {
            Mark::X => Mark::O,
            Mark::O => Mark::X,
        }
    }
}

impl fmt::Display for Mark {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Mark::X => "X",
            Mark::O => "O",
        })
    }
}

/// A square of the grid, stored 0-based and shown 1–9 row by row from the top left.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The square a player calls `number` (1–9).
    pub fn from_number(number: usize) -> Option<Square> {
        (1..=9).contains(&number).then(|| Square(number as u8 - 1))
    }

    /// The number players see, 1–9.
    pub fn number(self) -> usize {
        self.0 as usize + 1
    }

    fn bit(self) -> u16 {
        1 << self.0
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}

/// Why a move, a game or a text board could not be read or played.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TicTacToeError {
    /// A character that is not a square number 1–9.
    #[error("move {index}: {} is not a square (1-9)", crate::notation::quoted(.text))]
    NotASquare {
        /// 1-based position of the move in the game.
        index: usize,
        /// The character.
        text: String,
    },
    /// The square is already taken.
    #[error("square {0} is taken")]
    Taken(Square),
    /// Someone has already won.
    #[error("the game is already over: {0} has won")]
    GameOver(Mark),
    /// A text board that is not three rows of three `.`, `X` or `O`.
    #[error("a board is three rows of three '.', 'X' or 'O': {0}")]
    BadText(String),
}

/// A tic-tac-toe position: each side's squares. A value: playing returns a new position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct TicTacToe {
    x: u16,
    o: u16,
}

impl TicTacToe {
    /// The empty grid, X to move.
    pub fn new() -> TicTacToe {
        TicTacToe::default()
    }

    /// The position a game reaches: its squares in the order played (`5193`).
    pub fn from_squares(game: &str) -> Result<TicTacToe, TicTacToeError> {
        game.chars()
            .enumerate()
            .try_fold(TicTacToe::new(), |board, (i, ch)| {
                let square = ch
                    .to_digit(10)
                    .and_then(|d| Square::from_number(d as usize))
                    .ok_or_else(|| TicTacToeError::NotASquare {
                        index: i + 1,
                        text: ch.to_string(),
                    })?;
                board.play(square)
            })
    }

    /// How many marks are on the grid.
    pub fn ply(&self) -> usize {
        (self.x | self.o).count_ones() as usize
    }

    /// The side whose turn it is.
    pub fn side_to_move(&self) -> Mark {
        if self.ply().is_multiple_of(2) {
            Mark::X
        } else {
            Mark::O
        }
    }

    /// Who holds a square, if anyone.
    pub fn at(&self, square: Square) -> Option<Mark> {
        if self.x & square.bit() != 0 {
            Some(Mark::X)
        } else if self.o & square.bit() != 0 {
            Some(Mark::O)
        } else {
            None
        }
    }

    /// The side with three in a line, if any.
    pub fn winner(&self) -> Option<Mark> {
        if has_line(self.x) {
            Some(Mark::X)
        } else if has_line(self.o) {
            Some(Mark::O)
        } else {
            None
        }
    }

    /// The squares of the winning line, if someone has won.
    pub fn winning_line(&self) -> Option<[Square; 3]> {
        let marks = self.winner().map(|mark| self.marks_of(mark))?;
        let line = LINES.iter().find(|&&line| marks & line == line)?;
        let mut squares = (0..9u8).filter(|i| line & 1 << i != 0).map(Square);
        Some([squares.next()?, squares.next()?, squares.next()?])
    }

    fn marks_of(&self, mark: Mark) -> u16 {
        match mark {
            Mark::X => self.x,
            Mark::O => self.o,
        }
    }

    /// True when every square is taken.
    pub fn is_full(&self) -> bool {
        self.x | self.o == ALL
    }

    /// True when no more moves may be played.
    pub fn is_over(&self) -> bool {
        self.winner().is_some() || self.is_full()
    }

    /// The squares that may be played now, in number order (none once the game is over).
    pub fn legal_squares(&self) -> Vec<Square> {
        if self.is_over() {
            return Vec::new();
        }
        (0..9)
            .map(Square)
            .filter(|s| self.at(*s).is_none())
            .collect()
    }

    /// The position after the side to move marks `square`.
    pub fn play(&self, square: Square) -> Result<TicTacToe, TicTacToeError> {
        if let Some(winner) = self.winner() {
            return Err(TicTacToeError::GameOver(winner));
        }
        if self.at(square).is_some() {
            return Err(TicTacToeError::Taken(square));
        }
        Ok(match self.side_to_move() {
            Mark::X => TicTacToe {
                x: self.x | square.bit(),
                ..*self
            },
            Mark::O => TicTacToe {
                o: self.o | square.bit(),
                ..*self
            },
        })
    }

    /// The grid as three rows, `.` empty, squares separated by spaces: what
    /// [`TicTacToe::from_text`] reads back.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        for row in 0..3 {
            let cells: Vec<String> = (0..3)
                .map(|column| match self.at(Square(row * 3 + column)) {
                    None => ".".to_string(),
                    Some(mark) => mark.to_string(),
                })
                .collect();
            out.push_str(&cells.join(" "));
            out.push('\n');
        }
        out
    }

    /// Reads a grid as [`TicTacToe::to_text`] writes it (spaces optional). Refuses grids no
    /// game reaches: X has as many marks as O or one more, and at most one side has a line.
    pub fn from_text(text: &str) -> Result<TicTacToe, TicTacToeError> {
        let cells: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
        let rows = text.lines().filter(|l| !l.trim().is_empty()).count();
        if cells.len() != 9 || rows != 3 {
            return Err(TicTacToeError::BadText(format!(
                "found {} cells in {rows} rows",
                cells.len()
            )));
        }
        let mut board = TicTacToe::new();
        for (i, &ch) in cells.iter().enumerate() {
            match ch {
                '.' => {}
                'X' | 'x' => board.x |= 1 << i,
                'O' | 'o' => board.o |= 1 << i,
                other => {
                    return Err(TicTacToeError::BadText(format!(
                        "{} is not '.', 'X' or 'O'",
                        crate::notation::quoted(&other.to_string())
                    )))
                }
            }
        }
        let (x, o) = (board.x.count_ones(), board.o.count_ones());
        if x != o && x != o + 1 {
            return Err(TicTacToeError::BadText(format!(
                "{x} X and {o} O: X moves first"
            )));
        }
        if has_line(board.x) && has_line(board.o) {
            return Err(TicTacToeError::BadText("both sides have a line".into()));
        }
        Ok(board)
    }
}

impl GameTree for TicTacToe {
    type Move = Square;

    fn moves(&self) -> Vec<Square> {
        if self.is_over() {
            return Vec::new();
        }
        SEARCH_ORDER
            .iter()
            .map(|&i| Square(i))
            .filter(|s| self.at(*s).is_none())
            .collect()
    }

    fn play(&self, square: Square) -> TicTacToe {
        TicTacToe::play(self, square).expect("a move from GameTree::moves is legal")
    }

    fn status(&self) -> Status {
        Status::of(self.winner().is_some(), self.is_full())
    }
}

/// Low's judgement: lines still open to one side, counted for the side to move and against
/// it, a line holding two marks worth more.
struct OpenLines;

impl Evaluation<TicTacToe> for OpenLines {
    fn evaluate(&self, board: &TicTacToe) -> i32 {
        let me = board.side_to_move();
        let (mine, theirs) = (board.marks_of(me), board.marks_of(me.opponent()));
        let side = |own: u16, other: u16| -> i32 {
            LINES
                .iter()
                .filter(|&&line| other & line == 0)
                .map(|&line| match (own & line).count_ones() {
                    0 => 0,
                    1 => 1,
                    _ => 5,
                })
                .sum()
        };
        side(mine, theirs) - side(theirs, mine)
    }
}

/// No estimate at all: for a search that reaches the end of every line of play.
struct EndsOnly;

impl Evaluation<TicTacToe> for EndsOnly {
    fn evaluate(&self, _: &TicTacToe) -> i32 {
        0
    }
}

/// Who picks a side's moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Level {
    /// A person, typing squares.
    Human,
    /// A uniformly random free square.
    Random,
    /// Two moves ahead with an open-lines count: takes a win, blocks a loss, no more.
    Low,
    /// Perfect play: the fastest win, else a draw.
    High,
}

impl Level {
    /// Every level, people first.
    pub const ALL: [Level; 4] = [Level::Human, Level::Random, Level::Low, Level::High];

    /// The name the command line uses.
    pub fn name(self) -> &'static str {
        match self {
            Level::Human => "human",
            Level::Random => "random",
            Level::Low => "low",
            Level::High => "high",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is not one of human, random, low, high.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("unknown level {} (expected human, random, low or high)", crate::notation::quoted(.0))]
pub struct UnknownLevel(pub String);

impl FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(s: &str) -> Result<Level, UnknownLevel> {
        crate::ai::named(&Level::ALL, Level::name, s).ok_or_else(|| UnknownLevel(s.to_string()))
    }
}

/// The square a computer level plays, or `None` if the game is over or the level is a person.
pub fn choose(level: Level, board: &TicTacToe, rng: &mut impl Rng) -> Option<Square> {
    let depth = match level {
        Level::Human => return None,
        Level::Random => return board.legal_squares().choose(rng).copied(),
        Level::Low => 2,
        // Nine plies reach the end of every game: the search is exact.
        Level::High => 9,
    };
    if board.is_over() {
        return None;
    }
    let token = CancelToken::new();
    let found = match level {
        Level::Low => alpha_beta::search(board, &OpenLines, depth, &token),
        _ => alpha_beta::search(board, &EndsOnly, depth, &token),
    }
    .expect("nothing cancels this token");
    Some(found.pick(rng))
}

/// Each square's outcome for the side to move with perfect play from there on (1 a win, 0 a
/// draw, −1 a loss; `None` for a taken square, or every square once the game is over).
pub fn analyze(board: &TicTacToe) -> [Option<i32>; 9] {
    let mut outcomes = [None; 9];
    for square in board.legal_squares() {
        let after = GameTree::play(board, square);
        outcomes[square.0 as usize] = Some(-game_tree::outcome(&after));
    }
    outcomes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_empty_grid_is_a_draw_and_the_centre_is_no_mistake() {
        let outcomes = analyze(&TicTacToe::new());
        assert_eq!(outcomes, [Some(0); 9]);
        assert_eq!(game_tree::outcome(&TicTacToe::new()), 0);
        // X in the centre, O on an edge: X wins.
        assert_eq!(
            game_tree::outcome(&TicTacToe::from_squares("52").unwrap()),
            1
        );
    }

    #[test]
    fn lines_win_and_taken_squares_are_refused() {
        let board = TicTacToe::from_squares("14253").unwrap();
        assert_eq!(board.winner(), Some(Mark::X));
        let line: Vec<usize> = board
            .winning_line()
            .unwrap()
            .iter()
            .map(|s| s.number())
            .collect();
        assert_eq!(line, vec![1, 2, 3]);
        assert_eq!(
            TicTacToe::from_squares("55").unwrap_err(),
            TicTacToeError::Taken(Square(4))
        );
        assert!(matches!(
            TicTacToe::from_squares("142536"),
            Err(TicTacToeError::GameOver(Mark::X))
        ));
        assert_eq!(
            TicTacToe::from_squares("50").unwrap_err().to_string(),
            "move 2: '0' is not a square (1-9)"
        );
    }
}

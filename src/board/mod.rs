//! The board and the rules of four (or k) in a row: an immutable bitboard value. The bitboard
//! layout, the masks and the line tricks live in the `geometry` file, shared by the solver and
//! the evaluations.

mod geometry;
mod walk;

use geometry::MAX_CELLS;
pub use geometry::{
    has_line, line_starts, playable, winning_cells, Bitboard, Bits, Cell, Compiled, Geometry,
    LineLengthError, Shape, Size, SizeError, Standard, STANDARD,
};
use std::fmt;
use thiserror::Error;

/// One of the two sides. Red always moves first on a [`Board`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Player {
    /// The side that moves first (`X` in the text grid).
    Red,
    /// The side that moves second (`O` in the text grid).
    Yellow,
}

impl Player {
    /// The other side.
    pub fn opponent(self) -> Player {
        match self {
            Player::Red => Player::Yellow,
            Player::Yellow => Player::Red,
        }
    }

    /// The colour's name, as players and the kata write it.
    pub fn name(self) -> &'static str {
        match self {
            Player::Red => "Red",
            Player::Yellow => "Yellow",
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A column of the board, stored 0-based and shown 1-based as players count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Column(u8);

impl Column {
    /// The column at a 0-based index.
    pub const fn new(index: u8) -> Column {
        Column(index)
    }

    /// The column a player calls `number` (1-based); `None` for 0 or a number too large for any board.
    pub fn from_number(number: usize) -> Option<Column> {
        (1..=MAX_CELLS)
            .contains(&number)
            .then(|| Column((number - 1) as u8))
    }

    /// The 0-based index, for arithmetic and arrays.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The 1-based number players see.
    pub const fn number(self) -> usize {
        self.0 as usize + 1
    }
}

impl fmt::Display for Column {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.number())
    }
}

/// A straight run of winning coins, from one end to the other (a line's length or more cells).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct WinningLine {
    /// The cell at one end.
    pub from: Cell,
    /// The cell at the other end.
    pub to: Cell,
    /// How many coins the line holds.
    pub length: usize,
}

/// Why a move could not be played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum MoveError {
    /// The column number is outside the board.
    #[error("column {number} is out of range (1-{width})")]
    OutOfRange {
        /// The 1-based number asked for.
        number: usize,
        /// How many columns the board has.
        width: usize,
    },
    /// The column has no free cell left.
    #[error("column {0} is full")]
    ColumnFull(Column),
    /// Someone has already won; no more moves may be played.
    #[error("the game is already over: {0} has won")]
    GameOver(Player),
}

/// A position of the game: whose coins are where, and whose turn it is. A value: playing a move
/// returns a new board and leaves this one as it was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    size: Size,
    /// Coins of the side to move.
    current: Bits,
    /// Every coin on the board.
    mask: Bits,
    /// Coins played so far.
    ply: u8,
}

impl Default for Board {
    fn default() -> Self {
        Board::new()
    }
}

impl Board {
    /// The empty standard 7×6 board, Red to move.
    pub fn new() -> Board {
        Board::empty(Size::STANDARD)
    }

    /// An empty board of any size that fits.
    pub fn empty(size: Size) -> Board {
        Board {
            size,
            current: 0,
            mask: 0,
            ply: 0,
        }
    }

    /// Builds a board from each side's coins. The caller guarantees gravity and turn order.
    pub(crate) fn from_bits(size: Size, red: Bits, yellow: Bits) -> Board {
        let ply = (red | yellow).count_ones() as u8;
        let current = if ply.is_multiple_of(2) { red } else { yellow };
        Board {
            size,
            current,
            mask: red | yellow,
            ply,
        }
    }

    /// The board's dimensions.
    pub fn size(&self) -> Size {
        self.size
    }

    /// How many coins have been played.
    pub fn ply(&self) -> usize {
        self.ply as usize
    }

    /// The side whose turn it is.
    pub fn side_to_move(&self) -> Player {
        if self.ply.is_multiple_of(2) {
            Player::Red
        } else {
            Player::Yellow
        }
    }

    /// Coins of the side to move, as a bitboard.
    pub fn current_bits(&self) -> Bits {
        self.current
    }

    /// Every coin on the board, as a bitboard.
    pub fn occupied_bits(&self) -> Bits {
        self.mask
    }

    /// One side's coins, as a bitboard.
    pub fn bits_of(&self, player: Player) -> Bits {
        if player == self.side_to_move() {
            self.current
        } else {
            self.current ^ self.mask
        }
    }

    /// Who holds a cell, if anyone.
    pub fn at(&self, cell: Cell) -> Option<Player> {
        if cell.column as usize >= self.size.width() || cell.row as usize >= self.size.height() {
            return None;
        }
        let bit = self.size.bit(cell);
        if self.mask & bit == 0 {
            None
        } else if self.current & bit != 0 {
            Some(self.side_to_move())
        } else {
            Some(self.side_to_move().opponent())
        }
    }

    /// How many coins a column holds.
    pub fn column_height(&self, column: Column) -> usize {
        if column.index() >= self.size.width() {
            return 0;
        }
        (self.mask & self.size.column_mask(column.index())).count_ones() as usize
    }

    /// True if the column exists and has room.
    pub fn has_room(&self, column: Column) -> bool {
        column.index() < self.size.width() && self.mask & self.size.top_of(column.index()) == 0
    }

    /// The side with a winning line, if any. At most one side can have one in a legal game.
    pub fn winner(&self) -> Option<Player> {
        // Only the side that just moved can have completed a line.
        let last = self.current ^ self.mask;
        if self.ply > 0 && has_line(&self.size, last) {
            Some(self.side_to_move().opponent())
        } else if has_line(&self.size, self.current) {
            Some(self.side_to_move())
        } else {
            None
        }
    }

    /// True if the side to move can complete a winning line with its next coin.
    pub fn can_win_now(&self) -> bool {
        winning_cells(&self.size, self.current, self.mask) & playable(&self.size, self.mask) != 0
    }

    /// True when every cell is filled.
    pub fn is_full(&self) -> bool {
        self.ply() == self.size.cells()
    }

    /// True when the board is full and nobody has won.
    pub fn is_draw(&self) -> bool {
        self.is_full() && self.winner().is_none()
    }

    /// True when no more moves may be played.
    pub fn is_over(&self) -> bool {
        self.is_full() || self.winner().is_some()
    }

    /// The columns that may be played now, left to right (none once the game is over).
    pub fn legal_columns(&self) -> Vec<Column> {
        if self.winner().is_some() {
            return Vec::new();
        }
        self.size.columns().filter(|&c| self.has_room(c)).collect()
    }

    /// The board after the side to move drops a coin in `column`.
    pub fn play(&self, column: Column) -> Result<Board, MoveError> {
        if column.index() >= self.size.width() {
            return Err(MoveError::OutOfRange {
                number: column.number(),
                width: self.size.width(),
            });
        }
        if let Some(winner) = self.winner() {
            return Err(MoveError::GameOver(winner));
        }
        if !self.has_room(column) {
            return Err(MoveError::ColumnFull(column));
        }
        Ok(self.play_unchecked(column.index()))
    }

    /// The board after playing a 0-based column that is known to have room.
    #[inline]
    pub(crate) fn play_unchecked(&self, column: usize) -> Board {
        let bit = (self.mask + self.size.bottom_of(column)) & self.size.column_mask(column);
        self.play_bit(bit)
    }

    /// The board after the side to move takes the single free cell `bit`.
    #[inline]
    pub(crate) fn play_bit(&self, bit: Bits) -> Board {
        Board {
            size: self.size,
            current: self.current ^ self.mask,
            mask: self.mask | bit,
            ply: self.ply + 1,
        }
    }

    /// The cell a coin dropped in `column` would land in, if it has room.
    pub fn landing_cell(&self, column: Column) -> Option<Cell> {
        self.has_room(column).then(|| Cell {
            column: column.index() as u8,
            row: self.column_height(column) as u8,
        })
    }

    /// Every cell of every winning line on the board, bottom-left first.
    pub fn winning_cells(&self) -> Vec<Cell> {
        let mut cells: Vec<Cell> = self
            .winning_lines()
            .iter()
            .flat_map(|line| self.cells_between(line.from, line.to))
            .collect();
        cells.sort();
        cells.dedup();
        cells
    }

    /// Each winning line as its two end cells, merged so that five in a row is one line.
    pub fn winning_lines(&self) -> Vec<WinningLine> {
        let Some(winner) = self.winner() else {
            return Vec::new();
        };
        let stones = self.bits_of(winner);
        let mut lines = Vec::new();
        for shift in Shape::directions(&self.size) {
            let starts = line_starts(&self.size, stones, shift);
            let mut pending = starts;
            while pending != 0 {
                let start = pending.trailing_zeros();
                pending &= pending - 1;
                // A run is reported once, from the start that has no start just before it.
                if start >= shift && starts & (1 << (start - shift)) != 0 {
                    continue;
                }
                let mut end = start + (self.size.line_length() as u32 - 1) * shift;
                while end + shift < Bits::BITS && stones & (1 << (end + shift)) != 0 {
                    end += shift;
                }
                lines.push(WinningLine {
                    from: self.size.cell_of(start),
                    to: self.size.cell_of(end),
                    length: ((end - start) / shift + 1) as usize,
                });
            }
        }
        lines
    }

    /// The cells on a straight line from `from` to `to`, both included.
    fn cells_between(&self, from: Cell, to: Cell) -> Vec<Cell> {
        let dc = (to.column as i32 - from.column as i32).signum();
        let dr = (to.row as i32 - from.row as i32).signum();
        let steps = (to.column as i32 - from.column as i32)
            .abs()
            .max((to.row as i32 - from.row as i32).abs());
        (0..=steps)
            .map(|i| Cell {
                column: (from.column as i32 + i * dc) as u8,
                row: (from.row as i32 + i * dr) as u8,
            })
            .collect()
    }

    /// The same position reflected left to right.
    pub fn mirrored(&self) -> Board {
        Board {
            size: self.size,
            current: self.size.mirror(self.current),
            mask: self.size.mirror(self.mask),
            ply: self.ply,
        }
    }
}

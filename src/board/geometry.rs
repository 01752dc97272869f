//! The board's geometry as bitboards: its size, the length of a winning line, the masks that
//! follow from them, and the bit tricks over them that the rules, the solver and the
//! evaluations share.
//!
//! Each side's coins are one bitboard: a [`Bitboard`] word of 64 bits where the board fits
//! (the standard 7×6 board and every board of `width × (height + 1) ≤ 64`), else of 128. Bits
//! are laid out column by column, bottom to top,
//! with one spare "sentinel" bit on top of every column; the sentinel keeps shifted lines from
//! wrapping from the top of one column into the bottom of the next, and from the last column into
//! the first, so a plain shift-and-mask finds every line.
//!
//! Everything here depends on the geometry only through a [`Shape`]. [`Size`] is a shape whose
//! masks are computed when asked; a [`Compiled`] shape (such as [`Standard`], the classic 7×6
//! four-in-a-row board) has every mask a compile-time constant, so that code generic over the
//! shape (the exact search) is compiled for it with every shift folded in; [`Geometry`] caches
//! the masks of any other size.

use std::fmt::Debug;
use std::hash::Hash;
use std::ops::{Add, BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not, Shl, Shr, Sub};
use thiserror::Error;

/// The largest `width × (height + 1)`: one 128-bit bitboard per side.
pub(crate) const MAX_CELLS: usize = 128;

/// One cell of the board: `row` 0 is the bottom row.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell {
    /// The column, 0-based from the left.
    pub column: u8,
    /// The row, 0-based from the bottom.
    pub row: u8,
}

/// The bits of a [`super::Board`]: wide enough for every board size.
pub type Bits = u128;

/// A machine word that holds a bitboard. The exact search is compiled once per word, so that
/// boards that fit 64 bits never pay for 128-bit arithmetic.
pub trait Bitboard:
    Copy
    + Eq
    + Ord
    + Hash
    + Debug
    + Default
    + Send
    + Sync
    + 'static
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + Shl<u32, Output = Self>
    + Shr<u32, Output = Self>
    + Add<Output = Self>
    + Sub<Output = Self>
    + BitAndAssign
    + BitOrAssign
{
    /// No bit set.
    const ZERO: Self;
    /// The lowest bit.
    const ONE: Self;
    /// Every bit set.
    const ALL: Self;
    /// How many bits the word has.
    const BITS: u32;
    /// Number of set bits.
    fn count_ones(self) -> u32;
    /// Index of the lowest set bit (`BITS` if none).
    fn trailing_zeros(self) -> u32;
    /// True if exactly one bit is set.
    fn is_power_of_two(self) -> bool;
    /// Subtraction that wraps around.
    fn wrapping_sub(self, other: Self) -> Self;
    /// The two's complement negation, which wraps around.
    fn wrapping_neg(self) -> Self;
    /// The word holding the low bits of a board's bits (the caller knows they fit).
    fn from_bits(bits: Bits) -> Self;
    /// The same bits as a board's bits.
    fn to_bits(self) -> Bits;
    /// The word folded into 64 bits, for hashing (the same word always folds the same way).
    fn fold(self) -> u64;
    /// The word shifted up by one step of a direction (`step` below 64, as every direction's
    /// is on a board that fits: [`Shape::directions`], checked where the tallest board is
    /// set). Said so, a 128-bit shift needs no check for 64 or more.
    fn step_up(self, step: u32) -> Self;
    /// The word shifted down by one step of a direction, as [`Bitboard::step_up`].
    fn step_down(self, step: u32) -> Self;
}

macro_rules! bitboard_word {
    ($word:ty) => {
        impl Bitboard for $word {
            const ZERO: Self = 0;
            const ONE: Self = 1;
            const ALL: Self = <$word>::MAX;
            const BITS: u32 = <$word>::BITS;
            #[inline(always)]
            fn count_ones(self) -> u32 {
                <$word>::count_ones(self)
            }
            #[inline(always)]
            fn trailing_zeros(self) -> u32 {
                <$word>::trailing_zeros(self)
            }
            #[inline(always)]
            fn is_power_of_two(self) -> bool {
                <$word>::is_power_of_two(self)
            }
            #[inline(always)]
            fn wrapping_sub(self, other: Self) -> Self {
                <$word>::wrapping_sub(self, other)
            }
            #[inline(always)]
            fn wrapping_neg(self) -> Self {
                <$word>::wrapping_neg(self)
            }
            #[inline(always)]
            fn from_bits(bits: Bits) -> Self {
                bits as $word
            }
            #[inline(always)]
            fn to_bits(self) -> Bits {
                self as Bits
            }
            #[inline(always)]
            fn fold(self) -> u64 {
                let wide = self as u128;
                wide as u64 ^ ((wide >> 64) as u64).rotate_left(29)
            }
            #[inline(always)]
            fn step_up(self, step: u32) -> Self {
                debug_assert!(step < 64, "a direction's step");
                self << (step & 63)
            }
            #[inline(always)]
            fn step_down(self, step: u32) -> Self {
                debug_assert!(step < 64, "a direction's step");
                self >> (step & 63)
            }
        }
    };
}

bitboard_word!(u64);
bitboard_word!(u128);

/// How many coins in a line win on a board made with [`Size::new`]: Connect Four's four.
const DEFAULT_LINE_LENGTH: u8 = 4;

/// The widest board: as wide as a 64-bit board could be (two bits a column), which keeps every
/// column nameable with a digit or a letter (`1`-`9`, then `a`-`w`).
const MAX_WIDTH: usize = 32;

/// The longest line any board can ask for; bounds the scratch space of [`winning_cells`].
const MAX_LINE_LENGTH: usize = 64 / 3 + 1;

/// The tallest board: four in a line must fit in the bits in every direction.
const MAX_HEIGHT: usize = (MAX_CELLS - 1) / 3 - 2;

// A direction's step is at most the height plus two (the rising diagonal), and
// [`Bitboard::step_up`] relies on every step being below 64.
const _: () = assert!(MAX_HEIGHT + 2 < 64);

/// Why a board size was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[error("a {width}x{height} board does not fit: it needs 1-{MAX_CELLS} cells with one spare row, 1-{MAX_WIDTH} columns and 1-{MAX_HEIGHT} rows")]
pub struct SizeError {
    /// The width asked for.
    pub width: usize,
    /// The height asked for.
    pub height: usize,
}

/// Why a winning line length was refused for a board size.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[error("a line of {length} does not fit a {width}x{height} board: it may be 2 to {longest}")]
pub struct LineLengthError {
    /// The length asked for.
    pub length: usize,
    /// The board's width.
    pub width: usize,
    /// The board's height.
    pub height: usize,
    /// The longest line that board allows.
    pub longest: usize,
}

/// The board's dimensions and how many coins in a line win. Default: 7 columns × 6 rows, four
/// in a row.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Size {
    width: u8,
    height: u8,
    line_length: u8,
}

impl Size {
    /// The classic Connect Four board.
    pub const STANDARD: Size = Size {
        width: 7,
        height: 6,
        line_length: DEFAULT_LINE_LENGTH,
    };

    /// A board size where four in a row wins; refused unless every column, plus its sentinel
    /// bit, fits in 128 bits.
    pub fn new(width: usize, height: usize) -> Result<Size, SizeError> {
        if width == 0 || width > MAX_WIDTH || height == 0 || width * (height + 1) > MAX_CELLS {
            return Err(SizeError { width, height });
        }
        let size = Size {
            width: width as u8,
            height: height as u8,
            line_length: DEFAULT_LINE_LENGTH,
        };
        // A board so tall that four in a line would shift past 128 bits.
        if size.longest_line() < usize::from(DEFAULT_LINE_LENGTH) {
            return Err(SizeError { width, height });
        }
        Ok(size)
    }

    /// The same board where `length` coins in a line win (connect-k). The length must be at
    /// least 2 and, so that a line's far end stays within the bits in every direction, at
    /// most [`Size::longest_line`].
    pub fn with_line_length(self, length: usize) -> Result<Size, LineLengthError> {
        let longest = self.longest_line();
        if !(2..=longest).contains(&length) {
            return Err(LineLengthError {
                length,
                width: self.width(),
                height: self.height(),
                longest,
            });
        }
        Ok(Size {
            line_length: length as u8,
            ..self
        })
    }

    /// The longest winning line this board allows: the rising diagonal's bit shift times one
    /// less than the length must stay below the bits of the board's word (64 where the board
    /// fits them, else 128), and the line within the scratch
    /// space of [`winning_cells`].
    pub fn longest_line(self) -> usize {
        let word = if self.fits_64_bits() { 64 } else { MAX_CELLS };
        ((word - 1) / (self.height() + 2) + 1).min(MAX_LINE_LENGTH)
    }

    /// Bits a bitboard of this size needs: each column and its sentinel.
    pub const fn bits(self) -> usize {
        self.width() * (self.height() + 1)
    }

    /// True if the board fits one 64-bit word: its search runs on 64-bit words, and it can have
    /// an opening book.
    pub const fn fits_64_bits(self) -> bool {
        self.bits() <= 64
    }

    /// Number of columns.
    pub const fn width(self) -> usize {
        self.width as usize
    }

    /// Number of rows.
    pub const fn height(self) -> usize {
        self.height as usize
    }

    /// How many coins in a line win.
    pub const fn line_length(self) -> usize {
        self.line_length as usize
    }

    /// Number of cells, which is also the longest possible game.
    pub const fn cells(self) -> usize {
        self.width() * self.height()
    }

    /// One bit at the bottom of every column.
    pub const fn bottom_mask(self) -> Bits {
        let mut mask = 0;
        let mut column = 0;
        while column < self.width() {
            mask |= 1 << (column * (self.height() + 1));
            column += 1;
        }
        mask
    }

    /// Every playable cell (no sentinel bits).
    pub const fn board_mask(self) -> Bits {
        self.bottom_mask() * ((1 << self.height()) - 1)
    }

    /// Each column's top cell and every second cell below it: the cells the second player to
    /// move gets by answering every move in the same column, when each column has an even
    /// number of empty cells.
    pub const fn follow_up_mask(self) -> Bits {
        let mut rows = 0;
        let mut row = self.height() as i32 - 1;
        while row >= 0 {
            rows |= 1 << row;
            row -= 2;
        }
        self.bottom_mask() * rows
    }

    /// Every cell of one column.
    pub const fn column_mask(self, column: usize) -> Bits {
        ((1 << self.height()) - 1) << (column * (self.height() + 1))
    }

    /// The bottom cell of one column.
    pub const fn bottom_of(self, column: usize) -> Bits {
        1 << (column * (self.height() + 1))
    }

    /// The top cell of one column.
    pub const fn top_of(self, column: usize) -> Bits {
        1 << (self.height() - 1 + column * (self.height() + 1))
    }

    /// The bit of a cell.
    pub const fn bit(self, cell: Cell) -> Bits {
        1 << (cell.column as usize * (self.height() + 1) + cell.row as usize)
    }

    /// The cell of a single bit.
    pub(crate) fn cell_of(self, bit_index: u32) -> Cell {
        let stride = self.height() as u32 + 1;
        Cell {
            column: (bit_index / stride) as u8,
            row: (bit_index % stride) as u8,
        }
    }
}

impl Default for Size {
    fn default() -> Self {
        Size::STANDARD
    }
}

/// Reads `8x7` (or `8X7`, `8×7`) as a board size with four in a row, as the command line and
/// the saved files write it.
impl std::str::FromStr for Size {
    type Err = String;

    fn from_str(text: &str) -> Result<Size, String> {
        let expected = || "expected columns x rows, e.g. 8x7".to_string();
        let (width, height) = text.split_once(['x', 'X', '×']).ok_or_else(expected)?;
        let number = |part: &str| part.trim().parse::<usize>().map_err(|_| expected());
        Size::new(number(width)?, number(height)?).map_err(|e| e.to_string())
    }
}

/// A board geometry as the bit tricks see it. Code generic over a shape is compiled once per
/// shape, so a shape whose methods return constants ([`Standard`]) gets every shift folded in.
pub trait Shape {
    /// The word each side's coins are held in.
    type Word: Bitboard;
    /// Number of columns.
    fn width(&self) -> usize;
    /// Number of rows.
    fn height(&self) -> u32;
    /// How many coins in a line win.
    fn line_length(&self) -> u32;
    /// One bit at the bottom of each column.
    fn bottom(&self) -> Self::Word;
    /// Every playable cell.
    fn board(&self) -> Self::Word;
    /// Every cell of one column.
    #[inline(always)]
    fn column(&self, column: usize) -> Self::Word {
        ((Self::Word::ONE << self.height()) - Self::Word::ONE)
            << (column as u32 * (self.height() + 1))
    }
    /// Column indices, centre first, alternating outwards.
    #[inline(always)]
    fn order(&self) -> &'static [usize] {
        &CENTRE_FIRST[self.width()][..self.width()]
    }
    /// The cells the player who moves second from here gets by always answering in the same
    /// column, when every column has an even number of empty cells: each column's top cell and
    /// every second cell below it.
    fn follow_up_cells(&self) -> Self::Word;
    /// A bitboard (or a position key, whose columns never carry into each other) reflected left
    /// to right.
    #[inline]
    fn mirror(&self, bits: Self::Word) -> Self::Word {
        let stride = self.height() + 1;
        let field = (Self::Word::ONE << stride) - Self::Word::ONE;
        let w = self.width() as u32;
        (0..w).fold(Self::Word::ZERO, |m, c| {
            m | ((bits >> (c * stride)) & field) << ((w - 1 - c) * stride)
        })
    }
    /// The four line directions as bit shifts: vertical, horizontal, and the two diagonals.
    #[inline(always)]
    fn directions(&self) -> [u32; 4] {
        let h = self.height();
        [1, h + 1, h, h + 2]
    }
}

impl Shape for Size {
    type Word = Bits;
    #[inline]
    fn width(&self) -> usize {
        Size::width(*self)
    }
    #[inline]
    fn height(&self) -> u32 {
        Size::height(*self) as u32
    }
    #[inline]
    fn line_length(&self) -> u32 {
        self.line_length as u32
    }
    #[inline]
    fn bottom(&self) -> Bits {
        self.bottom_mask()
    }
    #[inline]
    fn board(&self) -> Bits {
        self.board_mask()
    }
    #[inline]
    fn follow_up_cells(&self) -> Bits {
        self.follow_up_mask()
    }
}

/// Centre-first column orders for every width up to [`MAX_WIDTH`], computed at compile time:
/// centre first, then alternating outwards, left first on odd widths; even widths start just
/// left of centre and go right first.
static CENTRE_FIRST: [[usize; MAX_WIDTH]; MAX_WIDTH + 1] = {
    let mut orders = [[0; MAX_WIDTH]; MAX_WIDTH + 1];
    let mut w = 1;
    while w <= MAX_WIDTH {
        let centre = (w - 1) / 2;
        let mut i = 0;
        while i < w {
            let offset = i.div_ceil(2);
            orders[w][i] = if (i % 2 == 1) == (w % 2 == 1) {
                centre - offset
            } else {
                centre + offset
            };
            i += 1;
        }
        w += 1;
    }
    orders
};

/// The standard 7×6 four-in-a-row board, with every mask a constant.
pub type Standard = Compiled<7, 6, u64>;

/// The [`Standard`] shape.
pub const STANDARD: Standard = Compiled::new();

/// A board of `WIDTH` × `HEIGHT` with four in a row to win, known when the program is built:
/// every mask and shift is a constant in the word `W`, so the search compiled for it spends
/// nothing on working out the geometry. The solver has one for 7×6 ([`Standard`]) and one
/// for each large board it offers, whose solves take long enough for that to matter.
#[derive(Debug, Clone, Copy, Default)]
pub struct Compiled<const WIDTH: usize, const HEIGHT: usize, W>(std::marker::PhantomData<W>);

impl<const WIDTH: usize, const HEIGHT: usize, W: Bitboard> Compiled<WIDTH, HEIGHT, W> {
    /// The size, checked when the program is built: a board that does not fit the word, or
    /// has no room for a line of four, does not compile.
    pub const SIZE: Size = {
        assert!(WIDTH * (HEIGHT + 1) <= W::BITS as usize);
        assert!(WIDTH <= MAX_WIDTH && HEIGHT <= MAX_HEIGHT);
        assert!(WIDTH >= DEFAULT_LINE_LENGTH as usize || HEIGHT >= DEFAULT_LINE_LENGTH as usize);
        Size {
            width: WIDTH as u8,
            height: HEIGHT as u8,
            line_length: DEFAULT_LINE_LENGTH,
        }
    };
    const BOTTOM: Bits = Self::SIZE.bottom_mask();
    const BOARD: Bits = Self::SIZE.board_mask();
    const FOLLOW_UP: Bits = Self::SIZE.follow_up_mask();

    /// The shape.
    pub const fn new() -> Self {
        Compiled(std::marker::PhantomData)
    }
}

impl<const WIDTH: usize, const HEIGHT: usize, W: Bitboard> Shape for Compiled<WIDTH, HEIGHT, W> {
    type Word = W;
    #[inline(always)]
    fn width(&self) -> usize {
        Self::SIZE.width()
    }
    #[inline(always)]
    fn height(&self) -> u32 {
        Self::SIZE.height() as u32
    }
    #[inline(always)]
    fn line_length(&self) -> u32 {
        Self::SIZE.line_length() as u32
    }
    #[inline(always)]
    fn bottom(&self) -> W {
        W::from_bits(Self::BOTTOM)
    }
    #[inline(always)]
    fn board(&self) -> W {
        W::from_bits(Self::BOARD)
    }
    #[inline(always)]
    fn follow_up_cells(&self) -> W {
        W::from_bits(Self::FOLLOW_UP)
    }
}

/// The masks of any board size in the word `W`, computed once: for searches on boards other
/// than 7×6.
#[derive(Debug, Clone)]
pub struct Geometry<W> {
    size: Size,
    bottom: W,
    board: W,
    follow_up: W,
}

impl<W: Bitboard> Geometry<W> {
    /// Masks for a board size, which must fit the word.
    pub fn new(size: Size) -> Geometry<W> {
        debug_assert!(size.bits() <= W::BITS as usize);
        Geometry {
            size,
            bottom: W::from_bits(size.bottom_mask()),
            board: W::from_bits(size.board_mask()),
            follow_up: W::from_bits(size.follow_up_mask()),
        }
    }

    /// The size the masks are for.
    pub fn size(&self) -> Size {
        self.size
    }
}

impl<W: Bitboard> Shape for Geometry<W> {
    type Word = W;
    fn width(&self) -> usize {
        self.size.width()
    }
    fn height(&self) -> u32 {
        self.size.height() as u32
    }
    fn line_length(&self) -> u32 {
        self.size.line_length() as u32
    }
    fn bottom(&self) -> W {
        self.bottom
    }
    fn board(&self) -> W {
        self.board
    }
    fn follow_up_cells(&self) -> W {
        self.follow_up
    }
}

/// Cells from which a whole winning line of `stones` runs in the direction `shift`: each set
/// bit is the lowest cell of such a line.
#[inline(always)]
pub fn line_starts<S: Shape>(shape: &S, stones: S::Word, shift: u32) -> S::Word {
    // Four, the usual length, gets the loop unrolled for any shape, not only a constant one.
    match shape.line_length() {
        4 => runs_of(stones, shift, 4),
        length => runs_of(stones, shift, length),
    }
}

/// [`line_starts`] for lines of `length`: inlined where the length is a constant, to unroll.
#[inline(always)]
fn runs_of<W: Bitboard>(stones: W, shift: u32, length: u32) -> W {
    // Runs of `have` coins, doubled until they are a line long.
    let mut runs = stones;
    let mut have = 1;
    while have < length {
        let step = have.min(length - have);
        // One direction's step at a time ([`Bitboard::step_down`]).
        let mut ahead = runs;
        for _ in 0..step {
            ahead = ahead.step_down(shift);
        }
        runs &= ahead;
        have += step;
    }
    runs
}

/// True if `stones` hold a winning line anywhere.
#[inline(always)]
pub fn has_line<S: Shape>(shape: &S, stones: S::Word) -> bool {
    // A loop rather than `Iterator::any`, which the compiler left as a call for a shape known
    // only at run time: the solver checks both sides' room for a line at most nodes near the end.
    for shift in shape.directions() {
        if line_starts(shape, stones, shift) != S::Word::ZERO {
            return true;
        }
    }
    false
}

/// Empty cells that would complete a winning line for the owner of `stones`. The exact search
/// calls this at every node, so it is written to fold into a few shifts for a constant shape.
#[inline(always)]
pub fn winning_cells<S: Shape>(shape: &S, stones: S::Word, occupied: S::Word) -> S::Word {
    // Four, the usual length, gets the loops unrolled for any shape, not only a constant one.
    match shape.line_length() {
        4 => cells_completing(shape, stones, occupied, 4),
        length => cells_completing(shape, stones, occupied, length as usize),
    }
}

/// [`winning_cells`] for lines of `length`: inlined where the length is a constant, to unroll.
#[inline(always)]
fn cells_completing<S: Shape>(
    shape: &S,
    stones: S::Word,
    occupied: S::Word,
    length: usize,
) -> S::Word {
    let p = stones;
    let [vertical, across @ ..] = shape.directions();
    // Each shift is one step at a time: cheaper than one of several steps on a 128-bit word.
    // Vertical: the rest of the line directly below (nothing lies above an empty cell).
    let mut cells = S::Word::ALL;
    let mut below = p;
    for _ in 1..length {
        below = below.step_up(vertical);
        cells &= below;
    }
    // Horizontal and both diagonals: the empty cell may be anywhere in the line, with `j`
    // coins before it (lower bits) and the rest after it.
    for shift in across {
        // after[m]: the m cells after a cell are all owned.
        let mut after = [S::Word::ALL; MAX_LINE_LENGTH];
        let mut ahead = p;
        for m in 1..length {
            ahead = ahead.step_down(shift);
            after[m] = after[m - 1] & ahead;
        }
        let mut before = S::Word::ALL;
        let mut behind = p;
        for j in 0..length {
            if j > 0 {
                behind = behind.step_up(shift);
                before &= behind;
            }
            cells |= before & after[length - 1 - j];
        }
    }
    cells & (shape.board() ^ occupied)
}

/// Cells where a coin would land now, one per column with room, given every coin on the board.
#[inline(always)]
pub fn playable<S: Shape>(shape: &S, occupied: S::Word) -> S::Word {
    (occupied + shape.bottom()) & shape.board()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_standard_shape_agrees_with_the_computed_ones() {
        let size = Size::STANDARD;
        let narrow = Geometry::<u64>::new(size);
        let wide = Geometry::<u128>::new(size);
        for shape in [&size as &dyn ShapeView, &narrow, &wide] {
            assert_eq!(shape.view(), STANDARD.view());
        }
        let bits = 0x0123_4567_89ab_cdef & size.board_mask();
        assert_eq!(size.mirror(bits), STANDARD.mirror(bits as u64) as Bits);
        assert_eq!(wide.mirror(bits), bits_mirrored(size, bits));
        assert_eq!(STANDARD.mirror(STANDARD.mirror(bits as u64)), bits as u64);
    }

    /// A bitboard mirrored cell by cell, the slow way.
    fn bits_mirrored(size: Size, bits: Bits) -> Bits {
        let mut mirrored = 0;
        for column in 0..size.width() {
            for row in 0..size.height() {
                let cell = |column: usize| super::super::Cell {
                    column: column as u8,
                    row: row as u8,
                };
                if bits & size.bit(cell(column)) != 0 {
                    mirrored |= size.bit(cell(size.width() - 1 - column));
                }
            }
        }
        mirrored
    }

    #[test]
    fn boards_beyond_64_bits_keep_their_lines_apart() {
        // 10×6 is 70 bits: the last column lies past bit 64.
        let size = Size::new(10, 6).unwrap();
        assert!(!size.fits_64_bits());
        let shape = Geometry::<u128>::new(size);
        let row = |columns: std::ops::Range<usize>, row: usize| {
            columns.fold(0, |bits, column| {
                bits | size.bit(super::super::Cell {
                    column: column as u8,
                    row: row as u8,
                })
            })
        };
        assert!(has_line(&shape, row(6..10, 0)));
        assert!(has_line(&shape, row(6..10, 5)));
        assert!(!has_line(&shape, row(7..10, 5) | row(0..1, 5)));
        // Three on the top row of the right columns: the fourth cell is the winning cell.
        assert_eq!(
            winning_cells(&shape, row(7..10, 5), row(7..10, 5)),
            row(6..7, 5)
        );
        let bits = row(0..3, 2) | row(9..10, 4);
        assert_eq!(shape.mirror(bits), bits_mirrored(size, bits));
        assert_eq!(Size::new(11, 10).unwrap().bits(), 121);
        assert!(Size::new(16, 7).is_ok());
        assert!(Size::new(9, 14).is_err());
        assert!(Size::new(33, 2).is_err());
    }

    /// Everything a shape answers, to compare two shapes.
    trait ShapeView {
        fn view(&self) -> (usize, u32, u32, Bits, Bits, Bits, Vec<Bits>, Vec<usize>);
    }

    impl<S: Shape> ShapeView for S {
        fn view(&self) -> (usize, u32, u32, Bits, Bits, Bits, Vec<Bits>, Vec<usize>) {
            (
                self.width(),
                self.height(),
                self.line_length(),
                self.bottom().to_bits(),
                self.board().to_bits(),
                self.follow_up_cells().to_bits(),
                (0..self.width())
                    .map(|c| self.column(c).to_bits())
                    .collect(),
                self.order().to_vec(),
            )
        }
    }

    #[test]
    fn centre_first_orders_for_odd_and_even_widths() {
        assert_eq!(Size::new(6, 5).unwrap().order(), [2, 3, 1, 4, 0, 5]);
        assert_eq!(Size::new(5, 4).unwrap().order(), [2, 1, 3, 0, 4]);
        assert_eq!(Size::new(1, 4).unwrap().order(), [0]);
        assert_eq!(Size::new(32, 1).unwrap().order().len(), 32);
    }

    #[test]
    fn line_lengths_are_checked_against_the_board() {
        let size = Size::STANDARD;
        assert_eq!(size.line_length(), 4);
        assert_eq!(size.with_line_length(5).unwrap().line_length(), 5);
        assert!(size.with_line_length(1).is_err());
        // 7×6: the rising diagonal shifts by 8, so a line may span at most 8 × 7 = 56 bits.
        assert_eq!(size.longest_line(), 8);
        assert!(size.with_line_length(8).is_ok());
        let error = size.with_line_length(9).unwrap_err();
        assert_eq!(
            error.to_string(),
            "a line of 9 does not fit a 7x6 board: it may be 2 to 8"
        );
        // The longest line any size allows fits the scratch space of `winning_cells`.
        assert!(Size::new(32, 1).unwrap().longest_line() <= MAX_LINE_LENGTH);
    }
}

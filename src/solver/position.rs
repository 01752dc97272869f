//! Bit tricks on a [`Board`] that the exact search needs: threats, safe moves, move scores.
//!
//! The masks depend only on the board size, so they are computed once into a [`Geometry`] and
//! shared by every node of a search.

use crate::board::{Board, Size};

/// Precomputed masks and the centre-first column order for one board size.
#[derive(Debug, Clone)]
pub struct Geometry {
    /// The board size the masks are for.
    pub size: Size,
    /// One bit at the bottom of each column.
    pub bottom: u64,
    /// Every playable cell.
    pub board: u64,
    /// Every cell of each column, indexed by column.
    pub columns: Vec<u64>,
    /// Column indices, centre first, alternating outwards.
    pub order: Vec<usize>,
    /// Number of cells.
    pub cells: i32,
    /// Bit distance to the next cell in the horizontal and both diagonal directions.
    height: u32,
}

impl Geometry {
    /// Masks for a board size.
    pub fn new(size: Size) -> Geometry {
        let w = size.width();
        let order = (0..w)
            .map(|i| {
                let offset = (i as isize + 1) / 2;
                let sign = if i % 2 == 0 { 1 } else { -1 };
                // Even widths start just left of centre.
                ((w as isize - 1) / 2 + sign * offset * if w % 2 == 0 { -1 } else { 1 }) as usize
            })
            .collect();
        Geometry {
            size,
            bottom: size.bottom_mask(),
            board: size.board_mask(),
            columns: (0..w).map(|c| size.column_mask(c)).collect(),
            order,
            cells: size.cells() as i32,
            height: size.height() as u32,
        }
    }

    /// Free cells that would complete a line of four for the owner of `stones`.
    #[inline]
    pub fn winning_cells(&self, stones: u64, occupied: u64) -> u64 {
        let p = stones;
        // Vertical: three below.
        let mut r = (p << 1) & (p << 2) & (p << 3);
        for shift in [self.height + 1, self.height, self.height + 2] {
            let pair = (p << shift) & (p << (2 * shift));
            r |= pair & (p << (3 * shift));
            r |= pair & (p >> shift);
            let pair = (p >> shift) & (p >> (2 * shift));
            r |= pair & (p << shift);
            r |= pair & (p >> (3 * shift));
        }
        r & (self.board ^ occupied)
    }

    /// Cells where the side to move may drop a coin now.
    #[inline]
    pub fn playable(&self, board: &Board) -> u64 {
        (board.occupied_bits() + self.bottom) & self.board
    }

    /// True if the side to move can complete four with its next coin.
    #[inline]
    pub fn can_win_now(&self, board: &Board) -> bool {
        self.winning_cells(board.current_bits(), board.occupied_bits()) & self.playable(board) != 0
    }

    /// Moves (as single bits) that do not hand the opponent a win next turn; zero when every
    /// move loses at once. Assumes the side to move cannot win now.
    #[inline]
    pub fn safe_moves(&self, board: &Board) -> u64 {
        let mut playable = self.playable(board);
        let opponent = board.current_bits() ^ board.occupied_bits();
        let threats = self.winning_cells(opponent, board.occupied_bits());
        let forced = playable & threats;
        if forced != 0 {
            if forced & (forced - 1) != 0 {
                return 0;
            }
            playable = forced;
        }
        // Never play directly below an opponent's winning cell.
        playable & !(threats >> 1)
    }

    /// How many winning cells the side to move would own after taking `bit`: the move-ordering
    /// heuristic.
    #[inline]
    pub fn threats_after(&self, board: &Board, bit: u64) -> u32 {
        self.winning_cells(board.current_bits() | bit, board.occupied_bits())
            .count_ones()
    }

    /// A key unique to the position for this size (it fits in the board's bits).
    #[inline]
    pub fn key(&self, board: &Board) -> u64 {
        board.current_bits() + board.occupied_bits()
    }
}

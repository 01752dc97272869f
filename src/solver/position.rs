//! Bit tricks on a position that the exact search needs: threats, safe moves, move scores, keys.
//!
//! They depend on the board's size only through a [`Shape`]. The standard 7×6 board has its own
//! shape whose masks are compile-time constants, so the search for it is compiled with every
//! shift folded in; any other size uses masks computed once at run time.

use crate::board::{Board, Size};

/// The masks of one board size that the search needs.
pub trait Shape {
    /// Number of columns.
    fn width(&self) -> usize;
    /// Number of rows.
    fn height(&self) -> u32;
    /// One bit at the bottom of each column.
    fn bottom(&self) -> u64;
    /// Every playable cell.
    fn board(&self) -> u64;
    /// Every cell of one column.
    fn column(&self, column: usize) -> u64;
    /// Column indices, centre first, alternating outwards.
    fn order(&self) -> &[usize];
    /// The key of the left-right mirror image, given a key.
    fn mirror_key(&self, key: u64) -> u64;
    /// The cells the player who moves second from here gets by always answering in the same
    /// column, when every column has an even number of empty cells: each column's top cell and
    /// every second cell below it.
    fn follow_up_cells(&self) -> u64;
}

/// The standard 7×6 board, with every mask a constant.
#[derive(Debug, Clone, Copy)]
pub struct Standard;

const STANDARD: Size = Size::STANDARD;
const STANDARD_ORDER: [usize; 7] = [3, 2, 4, 1, 5, 0, 6];
const STANDARD_BOTTOM: u64 = STANDARD.bottom_mask();
const STANDARD_BOARD: u64 = STANDARD.board_mask();
const STANDARD_FOLLOW_UP: u64 = STANDARD.follow_up_mask();

impl Shape for Standard {
    #[inline(always)]
    fn width(&self) -> usize {
        7
    }
    #[inline(always)]
    fn height(&self) -> u32 {
        6
    }
    #[inline(always)]
    fn bottom(&self) -> u64 {
        STANDARD_BOTTOM
    }
    #[inline(always)]
    fn board(&self) -> u64 {
        STANDARD_BOARD
    }
    #[inline(always)]
    fn column(&self, column: usize) -> u64 {
        0x3f << (7 * column)
    }
    #[inline(always)]
    fn order(&self) -> &[usize] {
        &STANDARD_ORDER
    }
    #[inline(always)]
    fn mirror_key(&self, key: u64) -> u64 {
        // A column's key bits never carry into the next column, so columns swap as 7-bit fields.
        const C: u64 = 0x7f;
        (key & (C << 21))
            | ((key & C) << 42)
            | ((key >> 42) & C)
            | ((key & (C << 7)) << 28)
            | ((key >> 28) & (C << 7))
            | ((key & (C << 14)) << 14)
            | ((key >> 14) & (C << 14))
    }
    #[inline(always)]
    fn follow_up_cells(&self) -> u64 {
        STANDARD_FOLLOW_UP
    }
}

/// Masks for any board size, computed once.
#[derive(Debug, Clone)]
pub struct Geometry {
    size: Size,
    bottom: u64,
    board: u64,
    follow_up: u64,
    columns: Vec<u64>,
    order: Vec<usize>,
}

impl Geometry {
    /// Masks for a board size.
    pub fn new(size: Size) -> Geometry {
        let w = size.width();
        let centre = (w - 1) / 2;
        // Centre first, then alternating outwards: left first on odd widths; even widths start
        // just left of centre and go right first.
        let order = (0..w)
            .map(|i| {
                let offset = i.div_ceil(2);
                if (i % 2 == 1) == (w % 2 == 1) {
                    centre - offset
                } else {
                    centre + offset
                }
            })
            .collect();
        Geometry {
            size,
            bottom: size.bottom_mask(),
            board: size.board_mask(),
            follow_up: size.follow_up_mask(),
            columns: (0..w).map(|c| size.column_mask(c)).collect(),
            order,
        }
    }

    /// The size the masks are for.
    pub fn size(&self) -> Size {
        self.size
    }
}

impl Shape for Geometry {
    fn width(&self) -> usize {
        self.size.width()
    }
    fn height(&self) -> u32 {
        self.size.height() as u32
    }
    fn bottom(&self) -> u64 {
        self.bottom
    }
    fn board(&self) -> u64 {
        self.board
    }
    fn column(&self, column: usize) -> u64 {
        self.columns[column]
    }
    fn order(&self) -> &[usize] {
        &self.order
    }
    fn mirror_key(&self, key: u64) -> u64 {
        let stride = self.size.height() + 1;
        let field = (1u64 << stride) - 1;
        let w = self.width();
        (0..w).fold(0, |m, c| {
            m | ((key >> (c * stride)) & field) << ((w - 1 - c) * stride)
        })
    }
    fn follow_up_cells(&self) -> u64 {
        self.follow_up
    }
}

/// A position as the search sees it: the side to move's coins, all coins, and the ply.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Node {
    /// Coins of the side to move.
    pub current: u64,
    /// Every coin.
    pub mask: u64,
    /// Coins played.
    pub ply: i32,
}

impl From<&Board> for Node {
    fn from(board: &Board) -> Node {
        Node {
            current: board.current_bits(),
            mask: board.occupied_bits(),
            ply: board.ply() as i32,
        }
    }
}

impl Node {
    /// The node after the side to move takes the free cell `bit`.
    #[inline(always)]
    pub fn play(self, bit: u64) -> Node {
        Node {
            current: self.current ^ self.mask,
            mask: self.mask | bit,
            ply: self.ply + 1,
        }
    }

    /// A key unique to the position for its size.
    #[inline(always)]
    pub fn key(self) -> u64 {
        self.current + self.mask
    }
}

/// Free cells that would complete a line of four for the owner of `stones`.
#[inline(always)]
pub fn winning_cells<S: Shape>(shape: &S, stones: u64, occupied: u64) -> u64 {
    crate::board::completing_cells(shape.height(), shape.board(), stones, occupied)
}

/// Cells where the side to move may drop a coin now.
#[inline(always)]
pub fn playable<S: Shape>(shape: &S, node: Node) -> u64 {
    (node.mask + shape.bottom()) & shape.board()
}

/// True if the side to move can complete four with its next coin.
#[inline(always)]
pub fn can_win_now<S: Shape>(shape: &S, node: Node) -> bool {
    winning_cells(shape, node.current, node.mask) & playable(shape, node) != 0
}

/// Moves (as single bits) that do not hand the opponent a win next turn; zero when every move
/// loses at once. Assumes the side to move cannot win now.
#[inline(always)]
pub fn safe_moves<S: Shape>(shape: &S, node: Node) -> u64 {
    let mut moves = playable(shape, node);
    let threats = winning_cells(shape, node.current ^ node.mask, node.mask);
    let forced = moves & threats;
    if forced != 0 {
        if forced & (forced - 1) != 0 {
            return 0;
        }
        moves = forced;
    }
    // Never play directly below an opponent's winning cell.
    moves & !(threats >> 1)
}

/// An upper bound on the side to move's score from the follow-up ("claimeven") strategy, or
/// `None` where it does not apply. When every column has an even number of empty cells, the
/// opponent can answer each move directly on top of it, and the board then fills up in a way
/// known now: the side to move gets the lower cell of every pair. If that leaves it no line of
/// four, it cannot win (at most 0); if the opponent's cells also hold a line, it loses (at most
/// −1). Cheap, and it cuts whole subtrees once the board is part full.
#[inline(always)]
pub fn follow_up_bound<S: Shape>(shape: &S, node: Node) -> Option<i32> {
    let follow_up = shape.follow_up_cells();
    if (node.mask + shape.bottom()) & follow_up != 0 {
        // Some column has an odd number of empty cells.
        return None;
    }
    let empty = shape.board() & !node.mask;
    let mover = node.current | (empty & !follow_up);
    if has_line(shape, mover) {
        return None;
    }
    let opponent = (node.current ^ node.mask) | (empty & follow_up);
    Some(if has_line(shape, opponent) { -1 } else { 0 })
}

/// True if `stones` hold four in a row.
#[inline(always)]
fn has_line<S: Shape>(shape: &S, stones: u64) -> bool {
    let h = shape.height();
    [1, h + 1, h, h + 2].iter().any(|&shift| {
        let pairs = stones & (stones >> shift);
        pairs & (pairs >> (2 * shift)) != 0
    })
}

/// How many winning cells the side to move would own after taking `bit`: the move-ordering
/// heuristic.
#[inline(always)]
pub fn threats_after<S: Shape>(shape: &S, node: Node, bit: u64) -> u32 {
    winning_cells(shape, node.current | bit, node.mask).count_ones()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_digits;

    #[test]
    fn the_standard_shape_agrees_with_the_computed_one() {
        let geometry = Geometry::new(Size::STANDARD);
        assert_eq!(geometry.order(), Standard.order());
        assert_eq!(geometry.bottom(), Standard.bottom());
        assert_eq!(geometry.board(), Standard.board());
        for c in 0..7 {
            assert_eq!(geometry.column(c), Standard.column(c));
        }
        let board = parse_digits("4453212716").unwrap();
        let key = Node::from(&board).key();
        let mirrored = Node::from(&board.mirrored()).key();
        assert_eq!(Standard.mirror_key(key), mirrored);
        assert_eq!(geometry.mirror_key(key), mirrored);
    }

    /// The follow-up bound never claims less than the true score: checked against the exact
    /// solver on positions from random games, where it applies often enough to matter.
    #[test]
    fn the_follow_up_bound_never_undercuts_the_exact_score() {
        use crate::solver::Solver;
        use rand::rngs::StdRng;
        use rand::seq::IndexedRandom;
        use rand::SeedableRng;
        let mut rng = StdRng::seed_from_u64(7);
        let mut solver = Solver::with_table(crate::solver::TranspositionTable::with_bytes(1 << 22));
        let (mut applied, mut losses) = (0, 0);
        for _ in 0..20_000 {
            let mut board = Board::new();
            let plies = [20, 24, 28, 32, 36].choose(&mut rng).copied().unwrap();
            // Random moves that do not end the game, so that it lasts long enough.
            while board.ply() < plies {
                let going_on: Vec<Board> = board
                    .legal_columns()
                    .into_iter()
                    .map(|column| board.play(column).unwrap())
                    .filter(|child| !child.is_over())
                    .collect();
                match going_on.choose(&mut rng) {
                    Some(child) => board = *child,
                    None => break,
                }
            }
            let node = Node::from(&board);
            if board.is_over() || can_win_now(&Standard, node) {
                continue;
            }
            if let Some(bound) = follow_up_bound(&Standard, node) {
                applied += 1;
                losses += usize::from(bound < 0);
                let score = solver
                    .solve(&board, &crate::cancel::CancelToken::new())
                    .unwrap();
                assert!(
                    score <= bound,
                    "{board:?}: score {score} above bound {bound}"
                );
            }
        }
        assert!(
            applied >= 50 && losses >= 5,
            "applied {applied}, losses {losses}"
        );
    }

    /// ```text
    /// . . . . . . .
    /// . . . . . . .
    /// . . . . . . .
    /// . . . . . . .
    /// . . . . . . .
    /// . . . . . . .
    /// ```
    /// Every column is even, but Red, to move, would own the whole bottom row: no bound. After
    /// `445` column 5 has an odd number of empty cells, so nobody can follow up everywhere.
    #[test]
    fn the_follow_up_bound_needs_every_column_even() {
        let empty = Node::from(&Board::new());
        assert_eq!(follow_up_bound(&Standard, empty), None);
        let odd = Node::from(&parse_digits("445").unwrap());
        assert_eq!(follow_up_bound(&Standard, odd), None);
    }

    #[test]
    fn centre_first_orders_for_odd_and_even_widths() {
        assert_eq!(
            Geometry::new(Size::new(6, 5).unwrap()).order(),
            [2, 3, 1, 4, 0, 5]
        );
        assert_eq!(
            Geometry::new(Size::new(5, 4).unwrap()).order(),
            [2, 1, 3, 0, 4]
        );
    }
}

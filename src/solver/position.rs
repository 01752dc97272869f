//! The position as the exact search sees it, and the tricks on it that only the search needs:
//! safe moves, the follow-up bound, move scores, keys.
//!
//! They depend on the board's geometry only through a [`Shape`]: the search for the standard
//! 7×6 board is compiled with every mask a constant; any other size uses masks computed once.

use crate::board::{has_line, winning_cells, Board};
pub use crate::board::{Geometry, Shape, Standard};

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

/// Cells where the side to move may drop a coin now.
#[inline(always)]
pub fn playable<S: Shape>(shape: &S, node: Node) -> u64 {
    crate::board::playable(shape, node.mask)
}

/// True if the side to move can complete a line with its next coin.
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
/// known now: the side to move gets the lower cell of every pair. If that leaves it no winning
/// line, it cannot win (at most 0); if the opponent's cells also hold a line, it loses (at most
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

/// True if `stones` could still make a line with every empty cell of `node` added: a side for
/// which this is false can at best draw.
#[inline(always)]
pub fn has_room_for_a_line<S: Shape>(shape: &S, node: Node, stones: u64) -> bool {
    has_line(shape, stones | (shape.board() & !node.mask))
}

/// The winning cells the side to move would own after taking `bit`: what [`threat_score`]
/// orders moves by.
#[inline(always)]
pub fn threats_after<S: Shape>(shape: &S, node: Node, bit: u64) -> u64 {
    winning_cells(shape, node.current | bit, node.mask)
}

/// What [`threat_score`] needs to know about a node, worked out once for all its moves.
#[derive(Debug, Clone, Copy, Default)]
pub struct ThreatContext {
    /// The opponent's winning cells.
    theirs: u64,
    /// The cells where a threat of the side to move counts double: the rows that the
    /// follow-up ("claimeven") fight gives it, where a threat is likeliest to decide the game.
    good_rows: u64,
}

impl ThreatContext {
    /// The context of `node`'s moves.
    #[inline(always)]
    pub fn new<S: Shape>(shape: &S, node: Node) -> ThreatContext {
        let follow_up = shape.follow_up_cells();
        ThreatContext {
            theirs: winning_cells(shape, node.current ^ node.mask, node.mask),
            // The side that moves second from the empty board is the one that can follow up.
            good_rows: if node.ply & 1 == 1 {
                follow_up
            } else {
                shape.board() & !follow_up
            },
        }
    }
}

/// The move-ordering score of the side to move taking `bit`, which leaves it the winning cells
/// `threats`: more threats first, but a threat directly above one of the opponent's counts
/// nothing (the cell under it can never be filled safely), one the opponent can block at once
/// counts less (it will be), and one on the mover's own rows counts more.
#[inline(always)]
pub fn threat_score<S: Shape>(
    shape: &S,
    node: Node,
    bit: u64,
    threats: u64,
    context: &ThreatContext,
) -> u32 {
    let useful = threats & !((context.theirs & !bit) << 1);
    let blockable = useful & crate::board::playable(shape, node.mask | bit);
    2 * useful.count_ones() - blockable.count_ones() + (useful & context.good_rows).count_ones()
}

/// True if, after the side to move takes the safe move `bit` leaving it the winning cells
/// `threats`, the opponent has no defence against its next coin: every reply lets it win (two
/// of those cells playable at once, the one that must be blocked lying under another, or every
/// playable cell directly under one). A safe move leaves the opponent no win of its own first.
/// When this is false for every safe move, the side to move cannot win with its second coin.
#[inline(always)]
pub fn wins_next_turn<S: Shape>(shape: &S, node: Node, bit: u64, threats: u64) -> bool {
    let replies = crate::board::playable(shape, node.mask | bit);
    let forced = threats & replies;
    if forced & forced.wrapping_sub(1) != 0 {
        return true;
    }
    let replies = if forced != 0 { forced } else { replies };
    replies & !(threats >> 1) == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_digits;

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

    /// `wins_next_turn` is exact: on positions from random games it holds for a safe move
    /// exactly when every reply of the opponent leaves the mover a win at once.
    #[test]
    fn wins_next_turn_means_every_reply_loses() {
        use rand::rngs::StdRng;
        use rand::seq::IndexedRandom;
        use rand::SeedableRng;
        let mut rng = StdRng::seed_from_u64(13);
        let shape = &Standard;
        let (mut checked, mut wins) = (0, 0);
        for _ in 0..5_000 {
            let mut board = Board::new();
            let plies = [8, 12, 16, 20, 24].choose(&mut rng).copied().unwrap();
            while board.ply() < plies && !board.is_over() {
                let column = *board.legal_columns().choose(&mut rng).unwrap();
                board = board.play(column).unwrap();
            }
            let node = Node::from(&board);
            if board.is_over() || can_win_now(shape, node) {
                continue;
            }
            let safe = safe_moves(shape, node);
            for column in 0..7 {
                let mv = safe & shape.column(column);
                if mv == 0 {
                    continue;
                }
                let child = node.play(mv);
                let mut replies = playable(shape, child);
                let mut every_reply_loses = replies != 0;
                while replies != 0 {
                    let reply = replies & replies.wrapping_neg();
                    replies ^= reply;
                    every_reply_loses &= can_win_now(shape, child.play(reply));
                }
                let threats = threats_after(shape, node, mv);
                assert_eq!(
                    wins_next_turn(shape, node, mv, threats),
                    every_reply_loses,
                    "{board:?}, column {column}"
                );
                checked += 1;
                wins += usize::from(every_reply_loses);
            }
        }
        assert!(
            checked > 10_000 && wins > 100,
            "{checked} moves, {wins} wins"
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
}

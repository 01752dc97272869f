//! The position as the exact search sees it, and the tricks on it that only the search needs:
//! safe moves, the follow-up bound, move scores, keys.
//!
//! They depend on the board's geometry only through a [`Shape`]: the search for the standard
//! 7×6 board is compiled with every mask a constant; any other size uses masks computed once.

use crate::board::{has_line, winning_cells, Board};
pub use crate::board::{Bitboard, Geometry, Shape, Standard};

/// A position as the search sees it, in the word `W`: the side to move's coins, all coins, and
/// the ply.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Node<W> {
    /// Coins of the side to move.
    pub current: W,
    /// Every coin.
    pub mask: W,
    /// Coins played.
    pub ply: i32,
}

impl<W: Bitboard> From<&Board> for Node<W> {
    /// The board's position; the board must fit the word.
    fn from(board: &Board) -> Node<W> {
        debug_assert!(board.size().bits() <= W::BITS as usize);
        Node {
            current: W::from_bits(board.current_bits()),
            mask: W::from_bits(board.occupied_bits()),
            ply: board.ply() as i32,
        }
    }
}

impl<W: Bitboard> Node<W> {
    /// The node after the side to move takes the free cell `bit`.
    #[inline(always)]
    pub fn play(self, bit: W) -> Node<W> {
        Node {
            current: self.current ^ self.mask,
            mask: self.mask | bit,
            ply: self.ply + 1,
        }
    }

    /// A key unique to the position for its size.
    #[inline(always)]
    pub fn key(self) -> W {
        self.current + self.mask
    }
}

/// Cells where the side to move may drop a coin now.
#[inline(always)]
pub fn playable<S: Shape>(shape: &S, node: Node<S::Word>) -> S::Word {
    crate::board::playable(shape, node.mask)
}

/// True if the side to move can complete a line with its next coin.
#[inline(always)]
pub fn can_win_now<S: Shape>(shape: &S, node: Node<S::Word>) -> bool {
    winning_cells(shape, node.current, node.mask) & playable(shape, node) != S::Word::ZERO
}

/// Moves (as single bits) that do not hand the opponent a win next turn; zero when every move
/// loses at once. Assumes the side to move cannot win now.
#[inline(always)]
pub fn safe_moves<S: Shape>(shape: &S, node: Node<S::Word>) -> S::Word {
    let mut moves = playable(shape, node);
    let threats = winning_cells(shape, node.current ^ node.mask, node.mask);
    let forced = moves & threats;
    if forced != S::Word::ZERO {
        if forced & forced.wrapping_sub(S::Word::ONE) != S::Word::ZERO {
            return S::Word::ZERO;
        }
        moves = forced;
    }
    // Never play directly below an opponent's winning cell.
    moves & !(threats >> 1)
}

/// What the follow-up ("claimeven") strategy proves about the side to move's score: a bound
/// on one side of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FollowUpBound {
    /// The opponent can follow up: the side to move scores at most this.
    AtMost(i32),
    /// The side to move can follow up: it scores at least this.
    AtLeast(i32),
}

/// A bound on the side to move's score from the follow-up ("claimeven") strategy, or `None`
/// where it does not apply or proves nothing.
///
/// When every column has an even number of empty cells, a player who answers each move
/// directly on top of it gets the upper cell of every pair, and the board then fills up in a
/// way known now. If nobody can win before, the game ends in that filling; a player whose cells
/// hold no line never wins at all.
/// - Every column even: the opponent can follow up. If the side to move's lower cells hold no
///   line, it cannot win (at most 0); if the opponent's upper cells also hold one, it loses (at
///   most −1).
/// - Exactly one column odd: the side to move plays there, making every column even, and then
///   follows up itself. If the opponent's lower cells hold no line, it cannot lose (at least 0);
///   if its own upper cells hold one, it wins (at least 1, the score of the latest win).
///
/// Cheap, and it cuts whole subtrees once the board is part full.
#[inline(always)]
pub fn follow_up_bound<S: Shape>(shape: &S, node: Node<S::Word>) -> Option<FollowUpBound> {
    let follow_up = shape.follow_up_cells();
    // The playable cell of each column with an odd number of empty cells.
    let odd = (node.mask + shape.bottom()) & follow_up;
    let empty = shape.board() & !node.mask;
    let lower_cells = empty & !follow_up;
    let upper_cells = empty & follow_up;
    let mover = node.current;
    let opponent = node.current ^ node.mask;
    if odd == S::Word::ZERO {
        if has_line(shape, mover | lower_cells) {
            return None;
        }
        let loses = has_line(shape, opponent | upper_cells);
        Some(FollowUpBound::AtMost(if loses { -1 } else { 0 }))
    } else if odd.is_power_of_two() {
        // The odd column's playable cell is an upper cell: the side to move's first coin.
        if has_line(shape, opponent | lower_cells) {
            return None;
        }
        let wins = has_line(shape, mover | upper_cells);
        Some(FollowUpBound::AtLeast(if wins { 1 } else { 0 }))
    } else {
        None
    }
}

/// True if `stones` could still make a line with every empty cell of `node` added: a side for
/// which this is false can at best draw.
#[inline(always)]
pub fn has_room_for_a_line<S: Shape>(shape: &S, node: Node<S::Word>, stones: S::Word) -> bool {
    has_line(shape, stones | (shape.board() & !node.mask))
}

/// The winning cells the side to move would own after taking `bit`: what [`threat_score`]
/// orders moves by.
#[inline(always)]
pub fn threats_after<S: Shape>(shape: &S, node: Node<S::Word>, bit: S::Word) -> S::Word {
    winning_cells(shape, node.current | bit, node.mask)
}

/// What [`threat_score`] needs to know about a node, worked out once for all its moves.
#[derive(Debug, Clone, Copy, Default)]
pub struct ThreatContext<W> {
    /// The opponent's winning cells.
    theirs: W,
    /// The cells where a threat of the side to move counts double: the rows that the
    /// follow-up ("claimeven") fight gives it, where a threat is likeliest to decide the game.
    good_rows: W,
}

impl<W: Bitboard> ThreatContext<W> {
    /// The context of `node`'s moves.
    #[inline(always)]
    pub fn new<S: Shape<Word = W>>(shape: &S, node: Node<W>) -> ThreatContext<W> {
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
    node: Node<S::Word>,
    bit: S::Word,
    threats: S::Word,
    context: &ThreatContext<S::Word>,
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
pub fn wins_next_turn<S: Shape>(
    shape: &S,
    node: Node<S::Word>,
    bit: S::Word,
    threats: S::Word,
) -> bool {
    let replies = crate::board::playable(shape, node.mask | bit);
    let forced = threats & replies;
    let none = S::Word::ZERO;
    if forced & forced.wrapping_sub(S::Word::ONE) != none {
        return true;
    }
    let replies = if forced != none { forced } else { replies };
    replies & !(threats >> 1) == none
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_digits;

    /// The follow-up bounds never contradict the exact score: checked against the exact solver
    /// on positions from random games, where both kinds apply often enough to matter.
    #[test]
    fn the_follow_up_bounds_hold_the_exact_score() {
        use crate::solver::Solver;
        use rand::rngs::StdRng;
        use rand::seq::IndexedRandom;
        use rand::SeedableRng;
        let mut rng = StdRng::seed_from_u64(7);
        let mut solver = Solver::with_table(crate::solver::TranspositionTable::with_bytes(1 << 22));
        let (mut at_most, mut losses, mut at_least, mut wins) = (0, 0, 0, 0);
        for _ in 0..50_000 {
            let mut board = Board::new();
            let plies = [20, 23, 24, 27, 28, 31, 32, 35, 36]
                .choose(&mut rng)
                .copied()
                .unwrap();
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
            let node = Node::<u64>::from(&board);
            if board.is_over() || can_win_now(&Standard, node) {
                continue;
            }
            let Some(bound) = follow_up_bound(&Standard, node) else {
                continue;
            };
            let score = solver
                .solve(&board, &crate::cancel::CancelToken::new())
                .unwrap();
            match bound {
                FollowUpBound::AtMost(upper) => {
                    at_most += 1;
                    losses += usize::from(upper < 0);
                    assert!(score <= upper, "{board:?}: score {score} above {upper}");
                }
                FollowUpBound::AtLeast(lower) => {
                    at_least += 1;
                    wins += usize::from(lower > 0);
                    assert!(score >= lower, "{board:?}: score {score} below {lower}");
                }
            }
        }
        assert!(
            at_most >= 50 && losses >= 5 && at_least >= 50 && wins >= 5,
            "at most {at_most} (losses {losses}), at least {at_least} (wins {wins})"
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
            let node = Node::<u64>::from(&board);
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

    /// The empty board: every column is even, but the side to move would own the whole bottom
    /// row, so the opponent's follow-up proves nothing. After `4`, column 4 alone is odd, but
    /// the opponent's lower cells still hold whole rows. After `45`, two columns are odd:
    /// nobody can follow up everywhere.
    ///
    /// After `74647444467` (Yellow to move), column 7 alone is odd and Yellow must block there
    /// anyway; Red's lower cells then hold no line while Yellow's upper cells hold row 2's
    /// four on the left: a win for Yellow (its exact score is 6).
    #[test]
    fn the_follow_up_bounds_need_the_right_columns() {
        let empty = Node::<u64>::from(&Board::new());
        assert_eq!(follow_up_bound(&Standard, empty), None);
        let one_odd = Node::<u64>::from(&parse_digits("4").unwrap());
        assert_eq!(follow_up_bound(&Standard, one_odd), None);
        let two_odd = Node::<u64>::from(&parse_digits("45").unwrap());
        assert_eq!(follow_up_bound(&Standard, two_odd), None);
        let follows_up = Node::<u64>::from(&parse_digits("74647444467").unwrap());
        assert_eq!(
            follow_up_bound(&Standard, follows_up),
            Some(FollowUpBound::AtLeast(1))
        );
    }
}

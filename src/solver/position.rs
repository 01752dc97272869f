//! The position as the exact search sees it, and the tricks on it that only the search needs:
//! safe moves, the follow-up bound, move scores, keys.
//!
//! They depend on the board's geometry only through a [`Shape`]: the search for the standard
//! 7×6 board is compiled with every mask a constant; any other size uses masks computed once.

use crate::board::{has_line, line_starts, winning_cells, Board};
pub use crate::board::{Bitboard, Compiled, Geometry, Shape, STANDARD};

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
/// With an even number of empty cells, the side not to move (the follower) can take every
/// upper cell ([`Shape::follow_up_cells`]) that is not playable now: it answers a coin on a
/// lower cell directly on top of it, and a coin on the playable upper cell of a column with an
/// odd number of empty cells with the playable cell of another such column (there always is
/// one, as their number is even). The side to move gets at most the other cells. If nobody can
/// win before, the game ends in that filling; a side whose cells hold no line never wins.
/// - Even: the opponent can follow up ([`follow_up_outcome`]). If the side to move's cells hold
///   no line, it cannot win (at most 0). If the opponent's cells hold a line, and each line of
///   the side to move lies directly above one of the opponent's in the same direction (so it
///   can only be complete after that one), it loses, no later than that line allows.
/// - Odd: the side to move first plays the playable upper cell of a column with an odd number
///   of empty cells, which leaves the opponent to move on an even number, and then follows up
///   itself: the same with the sides swapped, for the best of those columns.
///
/// Cheap, and it cuts whole subtrees once the board is part full.
#[inline(always)]
pub fn follow_up_bound<S: Shape>(shape: &S, node: Node<S::Word>) -> Option<FollowUpBound> {
    let board = shape.board();
    // The playable cell of each column with an odd number of empty cells.
    let odd = (node.mask + shape.bottom()) & shape.follow_up_cells();
    // The upper cells the follower takes whatever the other side plays.
    let kept = board & !node.mask & shape.follow_up_cells() & !odd;
    let mover = node.current;
    let opponent = node.current ^ node.mask;
    if odd.count_ones() & 1 == 0 {
        let follower = opponent | kept;
        follow_up_outcome(shape, follower, board & !follower).map(|s| FollowUpBound::AtMost(-s))
    } else {
        // Whichever column it plays first, the side to move follows up with no more than all
        // of them and leaves the opponent at least the rest: if that proves nothing, neither
        // does any one column.
        let most = mover | odd | kept;
        follow_up_outcome(shape, most, board & !most)?;
        let mut best = None;
        let mut columns = odd;
        while columns != S::Word::ZERO {
            let first = columns & columns.wrapping_neg();
            columns &= !first;
            let follower = mover | first | kept;
            best = best.max(follow_up_outcome(shape, follower, board & !follower));
        }
        best.map(FollowUpBound::AtLeast)
    }
}

/// The follower's score when the follow-up gives it the cells `follower` and leaves the other
/// side at most `others`: at least 0 if `others` hold no line, at least the score of its
/// latest win if its lines come first, `None` if the other side may win first.
///
/// A line of `others` lying directly above one of the follower's in the same direction (each
/// of its cells above a cell of that line) can only be complete after that line is, so it
/// never wins. Any other line of `others` may (a vertical one always may).
#[inline(always)]
fn follow_up_outcome<S: Shape>(shape: &S, follower: S::Word, others: S::Word) -> Option<i32> {
    let [vertical, across @ ..] = shape.directions();
    if line_starts(shape, others, vertical) != S::Word::ZERO {
        return None;
    }
    for shift in across {
        let theirs = line_starts(shape, others, shift);
        if theirs != S::Word::ZERO
            && theirs & below_lowest(shape, line_starts(shape, follower, shift)) != S::Word::ZERO
        {
            return None;
        }
    }
    Some(match lowest_line_top(shape, follower) {
        Some(above) => (above as i32 + 2) / 2,
        None => 0,
    })
}

/// The cells of each column below the lowest cell of `cells` in it: the whole column where
/// `cells` has none.
#[inline(always)]
fn below_lowest<S: Shape>(shape: &S, cells: S::Word) -> S::Word {
    // With each column's spare top bit set, subtracting its bottom bit borrows only within
    // the column: the bits below the lowest set one turn on.
    let guarded = cells | (shape.bottom() << shape.height());
    (guarded - shape.bottom()) & !guarded
}

/// Of the lines `stones` hold, the one whose highest cell is lowest: how many cells lie above
/// that cell in its column, or `None` if `stones` hold no line.
///
/// It dates the follow-up's win: the line is complete once its last cell is filled, and then
/// at least the cells above that one are still empty, so the win comes no later than that
/// many cells before the board is full.
#[inline(always)]
fn lowest_line_top<S: Shape>(shape: &S, stones: S::Word) -> Option<u32> {
    let [vertical, horizontal, down, up] = shape.directions();
    let last = shape.line_length() - 1;
    // Each line's highest cell: the last one going up, the first one going down.
    let tops = line_starts(shape, stones, vertical) << (last * vertical)
        | line_starts(shape, stones, horizontal)
        | line_starts(shape, stones, down)
        | line_starts(shape, stones, up) << (last * up);
    if tops == S::Word::ZERO {
        return None;
    }
    let height = shape.height();
    (0..height)
        .find(|&row| tops & (shape.bottom() << row) != S::Word::ZERO)
        .map(|row| height - 1 - row)
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
#[derive(Debug, Clone, Copy)]
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
    /// on positions from random games, where both kinds apply often enough to matter, and so
    /// do the cases beyond every column even (or one odd): several odd columns, lines of the
    /// side that does not follow up lying above the follower's, and losses or wins dated
    /// earlier than the last move.
    #[test]
    fn the_follow_up_bounds_hold_the_exact_score() {
        use crate::solver::Solver;
        use rand::rngs::StdRng;
        use rand::seq::IndexedRandom;
        use rand::SeedableRng;
        let mut rng = StdRng::seed_from_u64(7);
        let mut solver = Solver::with_table(crate::solver::TranspositionTable::with_bytes(1 << 22));
        let (mut at_most, mut losses, mut at_least, mut wins) = (0, 0, 0, 0);
        let (mut several_odd, mut lines_above, mut dated) = (0, 0, 0);
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
            if board.is_over() || can_win_now(&STANDARD, node) {
                continue;
            }
            let Some(bound) = follow_up_bound(&STANDARD, node) else {
                continue;
            };
            let score = solver
                .solve(&board, &crate::cancel::CancelToken::new())
                .unwrap();
            let odd = (node.mask + STANDARD.bottom()) & STANDARD.follow_up_cells();
            several_odd += usize::from(odd.count_ones() >= 2);
            // Where the opponent follows up, the side to move's cells still hold a line.
            let kept = STANDARD.board() & !node.mask & STANDARD.follow_up_cells() & !odd;
            let follower = (node.current ^ node.mask) | kept;
            lines_above += usize::from(
                matches!(bound, FollowUpBound::AtMost(_))
                    && has_line(&STANDARD, STANDARD.board() & !follower),
            );
            match bound {
                FollowUpBound::AtMost(upper) => {
                    at_most += 1;
                    losses += usize::from(upper < 0);
                    dated += usize::from(upper < -1);
                    assert!(score <= upper, "{board:?}: score {score} above {upper}");
                }
                FollowUpBound::AtLeast(lower) => {
                    at_least += 1;
                    wins += usize::from(lower > 0);
                    dated += usize::from(lower > 1);
                    assert!(score >= lower, "{board:?}: score {score} below {lower}");
                }
            }
        }
        assert!(
            at_most >= 50 && losses >= 5 && at_least >= 50 && wins >= 5,
            "at most {at_most} (losses {losses}), at least {at_least} (wins {wins})"
        );
        assert!(
            several_odd >= 100 && lines_above >= 20 && dated >= 50,
            "several odd columns {several_odd}, lines above {lines_above}, dated {dated}"
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
        let shape = &STANDARD;
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
    /// row, below every line the opponent's follow-up gives it, so it proves nothing. After
    /// `4`, column 4 alone is odd, but the opponent's cells would hold whole rows below the
    /// side to move's. After `45`, two columns are odd and the opponent (to move) would own
    /// the bottom row's lines, again below the follower's.
    ///
    /// After `74647444467` (Yellow to move), column 7 alone is odd and Yellow must block there
    /// anyway; Red's cells then hold no line while Yellow's upper cells hold row 2's four on
    /// the left: a win for Yellow (its exact score is 6). That line is complete with at least
    /// the four cells above one of its cells still empty, so the win comes at the latest four
    /// cells before the board is full: a score of at least 3.
    #[test]
    fn the_follow_up_bounds_need_the_right_columns() {
        let empty = Node::<u64>::from(&Board::new());
        assert_eq!(follow_up_bound(&STANDARD, empty), None);
        let one_odd = Node::<u64>::from(&parse_digits("4").unwrap());
        assert_eq!(follow_up_bound(&STANDARD, one_odd), None);
        let two_odd = Node::<u64>::from(&parse_digits("45").unwrap());
        assert_eq!(follow_up_bound(&STANDARD, two_odd), None);
        let follows_up = Node::<u64>::from(&parse_digits("74647444467").unwrap());
        assert_eq!(
            follow_up_bound(&STANDARD, follows_up),
            Some(FollowUpBound::AtLeast(3))
        );
    }
}

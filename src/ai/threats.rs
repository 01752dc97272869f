//! The Mid level's evaluation: open lines, threats (empty cells that would complete a line)
//! weighed by row parity, and the centre.
//!
//! Row parity matters because in the endgame the first player (Red) tends to get the cells of
//! odd rows (1st, 3rd, 5th from the bottom) and the second player those of even rows, so a
//! threat on one's own parity is far more likely to be cashed in.

use super::evaluation::windows;
use super::game_tree::Evaluation;
use crate::board::{winning_cells, Bits, Board, Player, Size};

/// A threat on the owner's good row parity.
const GOOD_THREAT: i32 = 60;
/// A threat on the other parity: still blocks a column for the opponent.
const OTHER_THREAT: i32 = 20;
/// A window (a line's worth of cells) holding two of the owner's coins, the rest empty.
const OPEN_TWO: i32 = 4;
/// A window holding one of the owner's coins, the rest empty.
const OPEN_ONE: i32 = 1;
/// Per coin in the centre column, and in the two next to it.
const CENTRE: i32 = 4;
const NEAR_CENTRE: i32 = 2;

/// Threat- and parity-aware evaluation for Plot 4.
#[derive(Debug, Clone)]
pub struct ThreatEvaluation {
    windows: Vec<Bits>,
    size: Size,
    /// Cells of odd rows counted from 1 at the bottom (row indices 0, 2, 4, …).
    odd_rows: Bits,
    centre: Bits,
    near_centre: Bits,
}

impl ThreatEvaluation {
    /// The evaluation for one board size.
    pub fn new(size: Size) -> ThreatEvaluation {
        let odd_rows = (0..size.height())
            .step_by(2)
            .fold(0, |m, r| m | size.bottom_mask() << r);
        let w = size.width();
        let centre = size.column_mask(w / 2)
            | if w.is_multiple_of(2) {
                size.column_mask(w / 2 - 1)
            } else {
                0
            };
        let near_centre = (0..w)
            .filter(|&c| size.column_mask(c) & centre == 0)
            .filter(|&c| (2 * c as isize - (w as isize - 1)).abs() <= 3)
            .fold(0, |m, c| m | size.column_mask(c));
        ThreatEvaluation {
            windows: windows(size),
            size,
            odd_rows,
            centre,
            near_centre,
        }
    }

    fn side_score(&self, board: &Board, player: Player) -> i32 {
        let mine = board.bits_of(player);
        let theirs = board.bits_of(player.opponent());
        let occupied = board.occupied_bits();
        let lines: i32 = self
            .windows
            .iter()
            .filter(|&&w| theirs & w == 0)
            .map(|&w| match (mine & w).count_ones() {
                1 => OPEN_ONE,
                2 => OPEN_TWO,
                _ => 0,
            })
            .sum();
        let threats = winning_cells(&self.size, mine, occupied);
        let good_rows = if player == Player::Red {
            self.odd_rows
        } else {
            !self.odd_rows
        };
        let good = (threats & good_rows).count_ones() as i32;
        let other = (threats & !good_rows).count_ones() as i32;
        lines
            + GOOD_THREAT * good
            + OTHER_THREAT * other
            + CENTRE * (mine & self.centre).count_ones() as i32
            + NEAR_CENTRE * (mine & self.near_centre).count_ones() as i32
    }
}

impl Evaluation<Board> for ThreatEvaluation {
    fn evaluate(&self, board: &Board) -> i32 {
        let me = board.side_to_move();
        self.side_score(board, me) - self.side_score(board, me.opponent())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_digits;

    #[test]
    fn empty_board_is_even_and_centre_is_good() {
        let eval = ThreatEvaluation::new(Size::STANDARD);
        assert_eq!(eval.evaluate(&Board::new()), 0);
        // Red played the centre; from Yellow's (side to move) view that is bad.
        assert!(eval.evaluate(&parse_digits("4").unwrap()) < 0);
    }

    #[test]
    fn a_threat_on_ones_own_parity_counts_more() {
        let eval = ThreatEvaluation::new(Size::STANDARD);
        // Red on the bottom of columns 1-3, Yellow of 5-7: a mirror image, except that both
        // threaten the bottom cell of column 4, an odd row: good for Red, not for Yellow.
        let board = parse_digits("152637").unwrap();
        let red = eval.side_score(&board, Player::Red);
        let yellow = eval.side_score(&board, Player::Yellow);
        assert_eq!(red - yellow, GOOD_THREAT - OTHER_THREAT);
    }
}

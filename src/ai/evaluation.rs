//! The original Plot 4 evaluation: every window of four cells that holds coins of one colour
//! only scores 1, 5, 10 or 500 for 1, 2, 3 or 4 coins, for the side evaluated, against it for
//! the other.

use crate::board::{Board, Player, Size};

/// Window scores by number of coins (0 to 4).
const WINDOW_SCORES: [i32; 5] = [0, 1, 5, 10, 500];

/// Every window of four cells on a board size, as bitmasks.
pub fn windows(size: Size) -> Vec<u64> {
    let (w, h) = (size.width() as i32, size.height() as i32);
    let mut out = Vec::new();
    for column in 0..w {
        for row in 0..h {
            for (dc, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
                let end_c = column + 3 * dc;
                let end_r = row + 3 * dr;
                if end_c < 0 || end_c >= w || end_r < 0 || end_r >= h {
                    continue;
                }
                let mask = (0..4).fold(0u64, |m, i| {
                    m | size.bit(crate::board::Cell {
                        column: (column + i * dc) as u8,
                        row: (row + i * dr) as u8,
                    })
                });
                out.push(mask);
            }
        }
    }
    out
}

/// The Plot 4 score of `board` from `player`'s side.
pub fn plot4_score(board: &Board, player: Player, windows: &[u64]) -> i32 {
    let mine = board.bits_of(player);
    let theirs = board.bits_of(player.opponent());
    windows
        .iter()
        .map(|&window| {
            let (m, t) = ((mine & window).count_ones(), (theirs & window).count_ones());
            match (m, t) {
                (m, 0) => WINDOW_SCORES[m as usize],
                (0, t) => -WINDOW_SCORES[t as usize],
                _ => 0,
            }
        })
        .sum()
}

/// [`plot4_score`] as a search evaluation: the Low level's judgement.
#[derive(Debug, Clone)]
pub struct Plot4Evaluation {
    windows: Vec<u64>,
}

impl Plot4Evaluation {
    /// The evaluation for one board size.
    pub fn new(size: Size) -> Plot4Evaluation {
        Plot4Evaluation {
            windows: windows(size),
        }
    }
}

impl super::game_tree::Evaluation<Board> for Plot4Evaluation {
    fn evaluate(&self, board: &Board) -> i32 {
        plot4_score(board, board.side_to_move(), &self.windows)
    }
}

//! The original Plot 4 evaluation: every window of a line's length that holds coins of one
//! colour only scores, for the side evaluated (against it for the other): 500 when full, 10 one
//! coin short, 5 two short, and 1 for fewer coins (on the four-in-a-row board: 1, 5, 10 or 500
//! for 1, 2, 3 or 4 coins).

use crate::board::{Bits, Board, Player, Size};

/// Window scores by how many coins the window is short of a whole line: 0, 1, 2, and more.
const WINDOW_SCORES: [i32; 4] = [500, 10, 5, 1];

/// The score of a window holding `coins` of one side's coins and nothing of the other's.
fn window_score(coins: u32, line_length: u32) -> i32 {
    if coins == 0 {
        return 0;
    }
    let short = (line_length - coins) as usize;
    WINDOW_SCORES[short.min(WINDOW_SCORES.len() - 1)]
}

/// Every window of a line's length on a board size, as bitmasks.
pub fn windows(size: Size) -> Vec<Bits> {
    let (w, h) = (size.width() as i32, size.height() as i32);
    let reach = size.line_length() as i32 - 1;
    let mut out = Vec::new();
    for column in 0..w {
        for row in 0..h {
            for (dc, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
                let end_c = column + reach * dc;
                let end_r = row + reach * dr;
                if end_c < 0 || end_c >= w || end_r < 0 || end_r >= h {
                    continue;
                }
                let mask = (0..=reach).fold(0, |m, i| {
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
pub fn plot4_score(board: &Board, player: Player, windows: &[Bits]) -> i32 {
    let mine = board.bits_of(player);
    let theirs = board.bits_of(player.opponent());
    let line_length = board.size().line_length() as u32;
    windows
        .iter()
        .map(|&window| {
            let (m, t) = ((mine & window).count_ones(), (theirs & window).count_ones());
            match (m, t) {
                (m, 0) => window_score(m, line_length),
                (0, t) => -window_score(t, line_length),
                _ => 0,
            }
        })
        .sum()
}

/// [`plot4_score`] as a search evaluation: the Low level's judgement.
#[derive(Debug, Clone)]
pub struct Plot4Evaluation {
    windows: Vec<Bits>,
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

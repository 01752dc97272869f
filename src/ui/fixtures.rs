//! What the window's tests share: the windows they lay out, the boards they lay out in them,
//! and a scored game whose marks they check.

use crate::analysis::GameScores;
use crate::board::Player;

/// The windows a player is likely to have, from the least the game allows to a large screen.
pub const PLAYED_WINDOWS: [(f32, f32); 4] = [
    (480.0, 400.0),
    (640.0, 480.0),
    (900.0, 780.0),
    (1280.0, 1000.0),
];

/// The boards on offer, as columns and rows.
pub const BOARD_SHAPES: [(usize, usize); 3] = [(7, 6), (8, 7), (10, 5)];

/// The game `1212121` (Red stacks column 1, Yellow column 2) scored as the worker would report
/// it, each score for the side to move: Red wins throughout, and Yellow, lost all along, could
/// block until its last move lets Red's fourth coin through. The last position is unscored.
pub fn missed_block_scores() -> GameScores {
    let mut scores = GameScores::unknown(8, Player::Red);
    for (ply, score) in [
        (0, 1),
        (1, -15),
        (2, 16),
        (3, -15),
        (4, 17),
        (5, -15),
        (6, 18),
    ] {
        scores.set(ply, score);
    }
    scores
}

//! What the window's tests share: the windows they lay out, the boards they lay out in them,
//! and a scored game whose marks they check.

/// The windows a player is likely to have, from the least the game allows to a large screen.
pub const PLAYED_WINDOWS: [(f32, f32); 4] = [
    (480.0, 400.0),
    (640.0, 480.0),
    (900.0, 780.0),
    (1280.0, 1000.0),
];

/// The boards on offer, as columns and rows.
pub const BOARD_SHAPES: [(usize, usize); 3] = [(7, 6), (8, 7), (10, 5)];

/// The game `1212121` scored as the worker would report it (kept beside the scores' type).
pub use crate::analysis::missed_block_scores;

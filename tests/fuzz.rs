//! Regression cases the parser fuzzing found.

use plot4::notation::{from_grid, GridError};

/// Regression: on boards 20 rows tall or more the line tests shifted past 64 bits (a panic in a
/// debug build, a four that is not there in a release build). Every grid of one coin per side is
/// read without a winner, or refused for its size.
#[test]
fn tall_narrow_grids_are_read_right_or_refused() {
    for width in 1..=4 {
        for height in 1..=64 {
            let mut rows = vec![".".repeat(width); height];
            rows[height - 1] = format!("X{}", ".".repeat(width - 1));
            if height > 1 {
                rows[height - 2] = format!("O{}", ".".repeat(width - 1));
            }
            let text = rows.join("\n");
            match from_grid(&text) {
                Ok(board) => assert_eq!(board.winner(), None, "{width}×{height}"),
                Err(GridError::Size(_)) => {}
                Err(other) => panic!("{width}×{height}: {other}"),
            }
        }
    }
}

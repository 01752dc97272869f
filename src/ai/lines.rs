//! Bit tricks for lines of four that the evaluations and High's quick checks need: the empty
//! cells that would complete a four, and whether the side to move can win at once.

use crate::board::{completing_cells, Board, Size};

/// Empty cells that would complete a line of four for the owner of `stones`.
pub fn winning_cells(size: Size, stones: u64, occupied: u64) -> u64 {
    completing_cells(size.height() as u32, size.board_mask(), stones, occupied)
}

/// Cells where a coin would land now, one per column with room.
pub fn playable(board: &Board) -> u64 {
    let size = board.size();
    (board.occupied_bits() + size.bottom_mask()) & size.board_mask()
}

/// True if the side to move can complete four with its next coin.
pub fn can_win_now(board: &Board) -> bool {
    winning_cells(board.size(), board.current_bits(), board.occupied_bits()) & playable(board) != 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_digits;

    #[test]
    fn finds_wins_in_every_direction_and_only_real_ones() {
        for (moves, wins) in [
            ("121212", true),             // vertical
            ("112233", true),             // horizontal
            ("667766776677343131", true), // vertical, late
            ("", false),
            ("4455", false),
        ] {
            let board = parse_digits(moves).unwrap();
            let expected = board
                .legal_columns()
                .into_iter()
                .any(|c| board.play(c).unwrap().winner().is_some());
            assert_eq!(expected, wins, "{moves}");
            assert_eq!(can_win_now(&board), wins, "{moves}");
        }
    }
}

//! The two moves every level but Random sees: a win in one, and the block of a loss in one.
//! Built on the board's public rules only, so that it holds whatever the board stores inside.

use crate::board::{Board, Column};

/// The columns where the side to move completes a line now.
pub fn winning_columns(board: &Board) -> Vec<Column> {
    let me = board.side_to_move();
    board
        .legal_columns()
        .into_iter()
        .filter(|&column| board.play(column).is_ok_and(|b| b.winner() == Some(me)))
        .collect()
}

/// The columns where the opponent would complete a line with their next coin if the side to
/// move played elsewhere: the cells the side to move must fill to survive.
pub fn threatened_columns(board: &Board) -> Vec<Column> {
    let opponent = board.side_to_move().opponent();
    let legal = board.legal_columns();
    legal
        .iter()
        .copied()
        .filter(|&threat| {
            // Any other column serves as the "elsewhere": a coin there cannot break the
            // opponent's three, whose cells are all taken already.
            legal.iter().filter(|&&c| c != threat).take(1).any(|&c| {
                board
                    .play(c)
                    .and_then(|b| b.play(threat))
                    .is_ok_and(|b| b.winner() == Some(opponent))
            })
        })
        .collect()
}

/// The moves the tactics force: every winning column if there is one, else every column that
/// blocks a loss in one (if the opponent has two, one of them, the game being lost anyway);
/// `None` when neither applies and the level may choose freely.
pub fn forced(board: &Board) -> Option<Vec<Column>> {
    let wins = winning_columns(board);
    if !wins.is_empty() {
        return Some(wins);
    }
    let blocks = threatened_columns(board);
    (!blocks.is_empty()).then_some(blocks)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_digits;

    fn board(moves: &str) -> Board {
        parse_digits(moves).unwrap()
    }

    #[test]
    fn a_three_in_a_row_with_room_is_a_win_in_one() {
        // Red has 1, 2, 3 along the bottom; Yellow sits on top of them.
        let b = board("112233");
        assert_eq!(winning_columns(&b), vec![Column::new(3)]);
        assert_eq!(forced(&b), Some(vec![Column::new(3)]));
    }

    #[test]
    fn the_opponents_three_must_be_blocked() {
        // Red threatens column 4 along the bottom; Yellow to move.
        let b = board("11223");
        assert!(winning_columns(&b).is_empty());
        assert_eq!(threatened_columns(&b), vec![Column::new(3)]);
        assert_eq!(forced(&b), Some(vec![Column::new(3)]));
    }

    #[test]
    fn a_win_comes_before_a_block() {
        // Red to move, with a three along the bottom, facing Yellow's three in column 7.
        let b = board("172737");
        assert_eq!(threatened_columns(&b), vec![Column::new(6)]);
        assert_eq!(forced(&b), Some(vec![Column::new(3)]));
    }

    #[test]
    fn a_quiet_position_forces_nothing() {
        assert_eq!(forced(&board("44")), None);
        assert_eq!(forced(&Board::new()), None);
    }
}

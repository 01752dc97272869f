//! The rules on the standard board: wins in every direction at the edges and corners, no line
//! that wraps from one column into the next, draws, and boards that never change once made.

use plot4::notation::{from_grid, parse_digits, to_grid};
use plot4::{Board, Cell, Column, MoveError, Player};

fn board(moves: &str) -> Board {
    parse_digits(moves).unwrap_or_else(|e| panic!("{moves}: {e}"))
}

fn cell(column: u8, row: u8) -> Cell {
    Cell { column, row }
}

#[test]
fn vertical_win_on_the_left_edge() {
    // . . . . . . .
    // . . . . . . .
    // X . . . . . .
    // X O . . . . .
    // X O . . . . .
    // X O . . . . .
    let b = board("1212121");
    assert_eq!(b.winner(), Some(Player::Red));
    assert_eq!(
        b.winning_cells(),
        (0..4).map(|r| cell(0, r)).collect::<Vec<_>>()
    );
}

#[test]
fn vertical_win_at_the_top_of_the_right_edge() {
    // . . . . . . X
    // . . . . . . X
    // . . . . . . X
    // . . . . . . X
    // O . . . . . O
    // O O . . . . X
    let b = board("777171727");
    assert_eq!(b.winner(), Some(Player::Red));
    assert_eq!(
        b.winning_cells(),
        (2..6).map(|r| cell(6, r)).collect::<Vec<_>>()
    );
}

#[test]
fn horizontal_wins_in_both_bottom_corners() {
    // X X X X . . .   (bottom row, O stacked on the first three)
    assert_eq!(board("1122334").winner(), Some(Player::Red));
    // . . . X X X X
    assert_eq!(board("4455667").winner(), Some(Player::Red));
    // Yellow on columns 4-7 of the second row, at the right edge:
    // X . . O O O O
    // X . . X X O X
    let b = board("4455761716");
    assert_eq!(b.winner(), Some(Player::Yellow), "{}", to_grid(&b));
    assert_eq!(
        b.winning_cells(),
        (3..7).map(|c| cell(c, 1)).collect::<Vec<_>>()
    );
}

#[test]
fn horizontal_win_in_the_top_row_corner() {
    let b = from_grid(
        "O O O O . . .
         X X X O . . .
         O O O X . . .
         X X X O . . .
         O O O X X . .
         X X X O X . .",
    )
    .unwrap();
    assert_eq!(b.winner(), Some(Player::Yellow));
    assert_eq!(
        b.winning_cells(),
        (0..4).map(|c| cell(c, 5)).collect::<Vec<_>>()
    );
}

#[test]
fn diagonal_wins_from_each_bottom_corner() {
    // . . . X . . .
    // . . X O . . .
    // . X O O . . .
    // X O O X . . X
    let rising = board("12234334744");
    assert_eq!(rising.winner(), Some(Player::Red), "{}", to_grid(&rising));
    assert_eq!(
        rising.winning_cells(),
        vec![cell(0, 0), cell(1, 1), cell(2, 2), cell(3, 3)]
    );
    // The mirror image: falling to the bottom-right corner.
    let falling = rising.mirrored();
    assert_eq!(falling.winner(), Some(Player::Red));
    assert_eq!(
        falling.winning_cells(),
        vec![cell(3, 3), cell(4, 2), cell(5, 1), cell(6, 0)]
    );
}

#[test]
fn diagonal_wins_into_the_top_corners() {
    let b = from_grid(
        "X . . . . . .
         O X . . . . .
         O X X . . . .
         X O O X . . .
         O X O O . . .
         X O X X O . .",
    )
    .unwrap();
    assert_eq!(b.winner(), Some(Player::Red));
    assert_eq!(
        b.winning_cells(),
        vec![cell(0, 5), cell(1, 4), cell(2, 3), cell(3, 2)]
    );
    assert_eq!(b.mirrored().winner(), Some(Player::Red));
}

#[test]
fn five_in_a_row_is_one_line_of_five() {
    // O O . O . . .
    // X X . X X O .  then Red fills the gap: five in a row.
    let b = board("11224456").play(Column::new(2)).unwrap();
    let lines = b.winning_lines();
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert_eq!(lines[0].length, 5);
    assert_eq!((lines[0].from, lines[0].to), (cell(0, 0), cell(4, 0)));
    assert_eq!(b.winning_cells().len(), 5);
}

#[test]
fn no_line_wraps_from_the_right_edge_to_the_left() {
    // Red on columns 5, 6, 7 of the bottom row and column 1 of the second row.
    let b = from_grid(
        ". . . . . . .
         . . . . . . .
         . . . . . . .
         . . . . . . .
         X . . . . . .
         O O O . X X X",
    )
    .unwrap();
    assert_eq!(b.winner(), None);
    // Three at the top of column 1 and one at the bottom of column 2: no vertical wrap either.
    let b = from_grid(
        "X . . . . . .
         X . . . . . .
         X . . . . . .
         O . . . . . .
         O . . . . . .
         O X . . . . O",
    )
    .unwrap();
    assert_eq!(b.winner(), None);
}

#[test]
fn no_diagonal_wraps_across_the_top_or_bottom() {
    // Rising from (1,4) to (3,6) and on to the bottom of column 5: a line only if the top of
    // one column ran into the bottom of the next.
    let b = from_grid(
        ". . X . . . .
         . X O . . . .
         X O X . . . .
         O X O . . . .
         O O X . . . .
         O X O . X . .",
    )
    .unwrap();
    assert_eq!(b.winner(), None, "{}", to_grid(&b));
    // Falling from (1,3) to (3,1), then the top of column 3.
    let b = from_grid(
        ". . X . . . .
         . . O . . . .
         . . X . . . .
         X . O . . . .
         O X O . . . .
         O O X . X . .",
    )
    .unwrap();
    assert_eq!(b.winner(), None, "{}", to_grid(&b));
}

#[test]
fn a_full_board_without_four_is_a_draw() {
    let b = board("643426421252361677317153414534371522655677");
    assert!(b.is_full());
    assert!(b.is_draw());
    assert_eq!(b.winner(), None);
    assert!(b.legal_columns().is_empty());
    assert!(matches!(
        b.play(Column::new(3)),
        Err(MoveError::ColumnFull(_))
    ));
}

#[test]
fn playing_leaves_the_old_board_unchanged() {
    let before = board("4453");
    let copy = before;
    let after = before.play(Column::new(0)).unwrap();
    assert_eq!(before, copy);
    assert_eq!(before.ply(), 4);
    assert_eq!(after.ply(), 5);
    assert_eq!(before.at(cell(0, 0)), None);
    assert_eq!(after.at(cell(0, 0)), Some(Player::Red));
    assert_eq!(before.side_to_move(), Player::Red);
    assert_eq!(after.side_to_move(), Player::Yellow);
}

#[test]
fn illegal_moves_are_refused_with_a_reason() {
    let b = board("444444");
    assert_eq!(
        b.play(Column::new(3)),
        Err(MoveError::ColumnFull(Column::new(3)))
    );
    assert_eq!(
        b.play(Column::new(7)),
        Err(MoveError::OutOfRange {
            number: 8,
            width: 7
        })
    );
    let won = board("1212121");
    assert_eq!(
        won.play(Column::new(4)),
        Err(MoveError::GameOver(Player::Red))
    );
}

#[test]
fn other_board_sizes_play_by_the_same_rules() {
    use plot4::board::Size;
    let size = Size::new(9, 6).unwrap();
    let mut b = Board::empty(size);
    // Red across the bottom of columns 6-9 of a 9 x 6 board (9 x 7 bits fit in 64).
    for column in [5, 5, 6, 6, 7, 7, 8] {
        b = b.play(Column::new(column)).unwrap();
    }
    assert_eq!(b.winner(), Some(Player::Red));
    // 8 x 9 bits do not fit in 64, but in the 128-bit board; 9 x 15 do not fit in 128.
    let size = Size::new(8, 8).unwrap();
    let mut b = Board::empty(size);
    for column in [7, 7, 6, 6, 5, 5, 4] {
        b = b.play(Column::new(column)).unwrap();
    }
    assert_eq!(b.winner(), Some(Player::Red));
    assert!(Size::new(9, 14).is_err(), "9 x 15 bits do not fit in 128");
    assert!(Size::new(0, 6).is_err());
}

#[test]
fn the_line_length_decides_what_wins() {
    use plot4::board::Size;
    let five = Size::STANDARD.with_line_length(5).unwrap();
    let play = |size: Size, moves: &str| {
        moves.chars().fold(Board::empty(size), |b, ch| {
            let column = Column::from_number(ch.to_digit(10).unwrap() as usize).unwrap();
            b.play(column).unwrap()
        })
    };
    // Red across the bottom of columns 1-4: four in a row, not five.
    let four = play(five, "1122334");
    assert_eq!(four.winner(), None);
    assert!(!four.can_win_now() && !four.is_over());
    // Yellow answers on top; Red's fifth coin in column 5 wins.
    let almost = play(five, "11223344");
    assert!(almost.can_win_now());
    let won = almost.play(Column::new(4)).unwrap();
    assert_eq!(won.winner(), Some(Player::Red));
    assert_eq!(won.winning_lines()[0].length, 5);
    // Three in a row is enough on a connect-3 board.
    let three = Size::STANDARD.with_line_length(3).unwrap();
    assert_eq!(play(three, "11223").winner(), Some(Player::Red));
    assert!(Size::STANDARD.with_line_length(1).is_err());
}

#[test]
fn can_win_now_finds_wins_in_every_direction_and_only_real_ones() {
    for (moves, wins) in [
        ("121212", true),             // vertical
        ("112233", true),             // horizontal
        ("667766776677343131", true), // vertical, late
        ("", false),
        ("4455", false),
    ] {
        let b = board(moves);
        let expected = b
            .legal_columns()
            .into_iter()
            .any(|c| b.play(c).unwrap().winner().is_some());
        assert_eq!(expected, wins, "{moves}");
        assert_eq!(b.can_win_now(), wins, "{moves}");
    }
}

//! Property tests over random games: the bitboard rules agree with a plain scan of a 2-D grid
//! (on the standard board, and on other sizes and line lengths), and the notations read back
//! what they write.

use plot4::notation::{digits, from_grid, parse_digits, to_grid};
use plot4::{Board, Cell, Column, Player, Size};
use proptest::prelude::*;

/// The board as a plain grid, `grid[column][row]`, read cell by cell through the public API.
fn grid_of(board: &Board) -> Vec<Vec<Option<Player>>> {
    let size = board.size();
    (0..size.width())
        .map(|c| {
            (0..size.height())
                .map(|r| {
                    board.at(Cell {
                        column: c as u8,
                        row: r as u8,
                    })
                })
                .collect()
        })
        .collect()
}

/// A line of `length` found by walking every start cell and direction on the grid.
fn scan_winner(grid: &[Vec<Option<Player>>], length: i32) -> Option<Player> {
    let (w, h) = (grid.len() as i32, grid[0].len() as i32);
    for c in 0..w {
        for r in 0..h {
            let Some(player) = grid[c as usize][r as usize] else {
                continue;
            };
            for (dc, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
                let line = (1..length).all(|i| {
                    let (cc, rr) = (c + i * dc, r + i * dr);
                    (0..w).contains(&cc)
                        && (0..h).contains(&rr)
                        && grid[cc as usize][rr as usize] == Some(player)
                });
                if line {
                    return Some(player);
                }
            }
        }
    }
    None
}

/// A random game: each choice picks one of the legal columns; play stops when the game ends.
fn random_game(choices: &[usize]) -> (Board, Vec<Column>, Vec<Board>) {
    random_game_on(Board::new(), choices)
}

/// A random game from `board`.
fn random_game_on(mut board: Board, choices: &[usize]) -> (Board, Vec<Column>, Vec<Board>) {
    let mut moves = Vec::new();
    let mut boards = vec![board];
    for &choice in choices {
        let legal = board.legal_columns();
        if legal.is_empty() {
            break;
        }
        let column = legal[choice % legal.len()];
        board = board.play(column).unwrap();
        moves.push(column);
        boards.push(board);
    }
    (board, moves, boards)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn bitboard_winner_matches_a_grid_scan(choices in prop::collection::vec(0usize..7, 0..42)) {
        let (_, _, boards) = random_game(&choices);
        for board in boards {
            let grid = grid_of(&board);
            prop_assert_eq!(board.winner(), scan_winner(&grid, 4), "{}", to_grid(&board));
            // Every winning cell holds the winner's coin.
            if let Some(winner) = board.winner() {
                let cells = board.winning_cells();
                prop_assert!(cells.len() >= 4);
                prop_assert!(cells.iter().all(|&c| board.at(c) == Some(winner)));
            }
        }
    }

    /// Other sizes and line lengths (connect-k) follow the same rules: the winner is the grid
    /// scan's, every winning line is at least a line long, and "can win now" is true exactly
    /// when some legal move wins.
    #[test]
    fn other_sizes_and_line_lengths_match_a_grid_scan(
        width in 1usize..=10,
        height in 1usize..=8,
        length in 2usize..=8,
        choices in prop::collection::vec(0usize..10, 0..80),
    ) {
        let Ok(size) = Size::new(width, height) else { return Ok(()) };
        let Ok(size) = size.with_line_length(length) else { return Ok(()) };
        let (_, _, boards) = random_game_on(Board::empty(size), &choices);
        for board in boards {
            let grid = grid_of(&board);
            prop_assert_eq!(board.winner(), scan_winner(&grid, length as i32), "{}", to_grid(&board));
            if let Some(winner) = board.winner() {
                prop_assert!(board.winning_lines().iter().all(|line| line.length >= length));
                prop_assert!(board.winning_cells().iter().all(|&c| board.at(c) == Some(winner)));
            } else {
                let wins_now = board
                    .legal_columns()
                    .into_iter()
                    .any(|column| board.play(column).unwrap().winner().is_some());
                prop_assert_eq!(board.can_win_now(), wins_now, "{}", to_grid(&board));
            }
        }
    }

    #[test]
    fn text_grid_round_trips(choices in prop::collection::vec(0usize..7, 0..42)) {
        let (board, _, _) = random_game(&choices);
        let text = to_grid(&board);
        prop_assert_eq!(from_grid(&text).unwrap(), board);
    }

    #[test]
    fn digit_notation_round_trips(choices in prop::collection::vec(0usize..7, 0..42)) {
        let (board, moves, _) = random_game(&choices);
        let text = digits(&moves);
        prop_assert_eq!(text.len(), board.ply());
        prop_assert_eq!(parse_digits(&text).unwrap(), board);
    }

    #[test]
    fn mirroring_twice_is_the_identity(choices in prop::collection::vec(0usize..7, 0..42)) {
        let (board, _, _) = random_game(&choices);
        prop_assert_eq!(board.mirrored().mirrored(), board);
        prop_assert_eq!(board.mirrored().winner(), board.winner());
    }
}

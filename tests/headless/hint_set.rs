//! `tests/data/hint_positions.txt`: the positions hint latency is measured on (issue 11's
//! target: with 8 or more coins, every column known within 1 s median and 3 s worst), with each
//! column's exact score as `plot4 analyze` prints it, so that `plot4 bench --analyze` also
//! checks them.
//!
//! Timed with `plot4 bench --analyze --dir tests/data --set hint_positions.txt`.

use crate::common;

use plot4::solver::CancelToken;
use plot4::{Board, Column, Size, Solver};

const HINT_SET: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/hint_positions.txt");

/// Positions per ply, for each ply from [`FIRST_PLY`] to [`LAST_PLY`].
const PER_PLY: usize = 4;
const FIRST_PLY: usize = 8;
const LAST_PLY: usize = 20;

/// A column that wins at once for the side to move, if any.
fn winning_move(board: &Board) -> Option<Column> {
    board
        .legal_columns()
        .into_iter()
        .find(|&c| board.play(c).unwrap().winner().is_some())
}

/// The set's positions: for every ply from 8 to 20, four positions cut from games of a novice
/// who sees one move ahead, as the positions players ask hints in are: it wins at once when it
/// can, else plays at random among the moves that leave the opponent no win at once (all moves
/// if none does), favouring the centre (column weights 1 2 3 4 3 2 1). SplitMix64 from seed 11,
/// so that the set never changes with a `rand` release. A game that ends before the ply is
/// discarded.
fn hint_positions() -> Vec<String> {
    let mut next = common::split_mix64(11);
    const WEIGHTS: [u64; 7] = [1, 2, 3, 4, 3, 2, 1];
    let mut positions = Vec::new();
    for ply in FIRST_PLY..=LAST_PLY {
        let mut found = 0;
        while found < PER_PLY {
            let mut board = Board::empty(Size::STANDARD);
            let mut moves = String::new();
            while board.ply() < ply && !board.is_over() {
                let column = match winning_move(&board) {
                    Some(column) => column,
                    None => {
                        // Moves that leave the opponent no win at once, if there are any.
                        let legal = board.legal_columns();
                        let safe: Vec<Column> = legal
                            .iter()
                            .copied()
                            .filter(|&c| winning_move(&board.play(c).unwrap()).is_none())
                            .collect();
                        let choices = if safe.is_empty() { legal } else { safe };
                        let total: u64 = choices.iter().map(|c| WEIGHTS[c.index()]).sum();
                        let mut pick = next() % total;
                        *choices
                            .iter()
                            .find(|c| {
                                let weight = WEIGHTS[c.index()];
                                if pick < weight {
                                    true
                                } else {
                                    pick -= weight;
                                    false
                                }
                            })
                            .expect("the pick is below the total weight")
                    }
                };
                board = board.play(column).unwrap();
                moves.push_str(&column.number().to_string());
            }
            if !board.is_over() {
                positions.push(moves);
                found += 1;
            }
        }
    }
    positions
}

const HEADER: &str = "\
# Hint latency set (issue 11): for each ply 8..=20, four positions cut from games of a novice
# (wins at once if it can, else a random move that leaves no win at once, centre-weighted
# 1 2 3 4 3 2 1), SplitMix64 seed 11; then each column's exact score as
# `plot4 analyze` prints it ('-' for a full column). Written by
# cargo test --release --test headless -- --ignored write_the_hint_set
";

#[test]
fn the_hint_set_holds_what_its_generator_draws() {
    let committed = std::fs::read_to_string(HINT_SET).unwrap();
    assert!(committed.starts_with(HEADER), "regenerate the header");
    let lines: Vec<&str> = committed.lines().filter(|l| !l.starts_with('#')).collect();
    let positions: Vec<&str> = lines
        .iter()
        .map(|l| l.split_whitespace().next().unwrap())
        .collect();
    assert_eq!(positions, hint_positions(), "regenerate with --ignored");
    assert_eq!(positions.len(), PER_PLY * (LAST_PLY - FIRST_PLY + 1));
    for line in lines {
        assert_eq!(line.split_whitespace().count(), 8, "{line}");
    }
}

#[test]
#[ignore = "writes tests/data/hint_positions.txt (minutes: every column of every position solved)"]
fn write_the_hint_set() {
    let mut text = String::from(HEADER);
    let mut solver = Solver::new();
    for moves in hint_positions() {
        let board = plot4::notation::parse_digits(&moves).unwrap();
        let scores = solver.analyze(&board, &CancelToken::new()).unwrap();
        let scores: Vec<String> = scores
            .iter()
            .map(|s| s.map_or_else(|| "-".to_string(), |s| s.to_string()))
            .collect();
        text += &format!("{moves} {}\n", scores.join(" "));
    }
    std::fs::write(HINT_SET, text).unwrap();
}

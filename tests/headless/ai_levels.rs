//! Every level but Random takes a win in one and blocks a loss in one, in every direction.
//!
//! Every position starts with the same filler, `667766776677`, which stacks columns 6 and 7
//! alternately so the exact search (High) has little left to do. Boards: `X` Red (moves
//! first), `O` Yellow, bottom row last.

use crate::common;

use common::small_engine;
use plot4::ai::Level;
use plot4::notation::parse_digits;
use plot4::solver::CancelToken;
use plot4::{Board, Column};

/// Each level, several seeds: the tie-breaks must never matter here.
fn assert_all_levels_play(moves: &str, expected: usize, what: &str) {
    let board = parse_digits(moves).unwrap();
    let column = Column::from_number(expected).unwrap();
    assert_scenario(&board, column, what);
    // Every level but Random, the weakest.
    for level in &Level::ALL[1..] {
        let level = *level;
        for seed in 0..3 {
            let mut engine = small_engine(seed);
            let chosen = engine.choose(level, &board, &CancelToken::new()).unwrap();
            assert_eq!(
                chosen.number(),
                expected,
                "{level} (seed {seed}) must {what} in {moves} by playing {expected}"
            );
        }
    }
}

/// The position is what the test says: a win in `column` for the side to move, or a loss in
/// one that only `column` stops.
fn assert_scenario(board: &Board, column: Column, what: &str) {
    let wins_now: Vec<Column> = board
        .legal_columns()
        .into_iter()
        .filter(|&c| board.play(c).unwrap().winner().is_some())
        .collect();
    if what == "win" {
        assert_eq!(wins_now, vec![column]);
    } else {
        assert!(wins_now.is_empty());
        // Every other move lets the opponent win at once.
        for c in board.legal_columns() {
            let after = board.play(c).unwrap();
            let loses = after
                .legal_columns()
                .into_iter()
                .any(|r| after.play(r).unwrap().winner().is_some());
            assert_eq!(loses, c != column, "column {}", c.number());
        }
    }
}

#[test]
fn wins_vertically() {
    // . . . . . O O
    // . . . . . X X
    // . . . . . O O
    // . . X . . X X
    // O . X . . O O
    // O . X O . X X    Red plays 3
    assert_all_levels_play("667766776677343131", 3, "win");
}

#[test]
fn wins_horizontally() {
    // . . . . . O O
    // . . . . . X X
    // . . . . . O O
    // . . . X . X X
    // . . . O . O O
    // X . . X O X X    Yellow plays 5
    assert_all_levels_play("66776677667745144", 5, "win");
}

#[test]
fn wins_on_the_rising_diagonal() {
    // . . . . . O O
    // . . . . . X X
    // . . . . . O O
    // . . . . O X X
    // . . X . X O O
    // . X O X O X X    Yellow plays 4
    assert_all_levels_play("6677667766772555433", 4, "win");
}

#[test]
fn wins_on_the_falling_diagonal() {
    // . . . . . O O
    // . . . . . X X
    // . . X . . O O
    // . . O . . X X
    // . . O O X O O
    // . . X O X X X    Red plays 4
    assert_all_levels_play("66776677667734535334", 4, "win");
}

#[test]
fn blocks_vertically() {
    // . . . . . O O
    // . . . . . X X
    // . . . . . O O
    // . . X . . X X
    // . . X . . O O
    // O . X . O X X    Yellow must play 3
    assert_all_levels_play("66776677667731353", 3, "block");
}

#[test]
fn blocks_horizontally() {
    // . . . . . O O
    // . . . . . X X
    // . . . . . O O
    // . . . . . X X
    // X . . . . O O
    // X O O X . X X    Yellow must play 5
    assert_all_levels_play("66776677667713421", 5, "block");
}

#[test]
fn blocks_the_rising_diagonal() {
    // . . . . . O O
    // . . . . . X X
    // . . . . . O O
    // . . . . . X X
    // . . . O X O O
    // X . O X O X X    Red must play 5
    assert_all_levels_play("667766776677155344", 5, "block");
}

#[test]
fn blocks_the_falling_diagonal() {
    // . . . . . O O
    // . . . . . X X
    // . . X . . O O
    // . . O . . X X
    // . . O X X O O
    // X . X O O X X    Yellow must play 4
    assert_all_levels_play("667766776677153354433", 4, "block");
}

#[test]
fn random_plays_only_legal_moves_and_varies() {
    let board = parse_digits("444444").unwrap();
    let mut engine = small_engine(1);
    let mut seen = std::collections::HashSet::new();
    for _ in 0..200 {
        let column = engine
            .choose(Level::Random, &board, &CancelToken::new())
            .unwrap();
        assert!(board.has_room(column));
        seen.insert(column);
    }
    assert_eq!(seen.len(), 6, "every legal column comes up");
}

#[test]
fn the_same_seed_gives_the_same_moves() {
    let board = Board::new();
    for level in [Level::Random, Level::Low, Level::Mid] {
        let a: Vec<Column> = {
            let mut e = small_engine(9);
            (0..5)
                .map(|_| e.choose(level, &board, &CancelToken::new()).unwrap())
                .collect()
        };
        let b: Vec<Column> = {
            let mut e = small_engine(9);
            (0..5)
                .map(|_| e.choose(level, &board, &CancelToken::new()).unwrap())
                .collect()
        };
        assert_eq!(a, b, "{level}");
    }
}

#[test]
fn a_finished_game_has_no_move() {
    let board = parse_digits("1212121").unwrap();
    for level in Level::ALL {
        assert!(small_engine(0)
            .choose(level, &board, &CancelToken::new())
            .is_err());
    }
}

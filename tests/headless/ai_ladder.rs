//! A small-sample ladder (the 100-game tables come from `plot4 match`): Low beats Random, Mid
//! beats Low, both playing first and second.

use crate::common;

use common::small_engine;
use plot4::ai::Level;
use plot4::solver::CancelToken;
use plot4::{Board, Player};

/// Plays one game; returns the winner.
fn game(red: Level, yellow: Level, seed: u64) -> Option<Player> {
    let mut engines = [small_engine(seed), small_engine(seed + 1000)];
    let mut board = Board::new();
    while !board.is_over() {
        let (level, engine) = match board.side_to_move() {
            Player::Red => (red, &mut engines[0]),
            Player::Yellow => (yellow, &mut engines[1]),
        };
        board = board
            .play(engine.choose(level, &board, &CancelToken::new()).unwrap())
            .unwrap();
    }
    board.winner()
}

fn wins_of(strong: Level, weak: Level, games: u64) -> u64 {
    (0..games)
        .map(|seed| {
            let as_red = game(strong, weak, seed) == Some(Player::Red);
            let as_yellow = game(weak, strong, seed) == Some(Player::Yellow);
            as_red as u64 + as_yellow as u64
        })
        .sum()
}

#[test]
fn low_beats_random() {
    let wins = wins_of(Level::Low, Level::Random, 20);
    assert!(wins >= 36, "Low won {wins} of 40 against Random");
}

#[test]
fn mid_beats_low() {
    let wins = wins_of(Level::Mid, Level::Low, 5);
    assert!(wins >= 7, "Mid won {wins} of 10 against Low");
}

//! Soak: headless games between the computer levels, every move checked against the test's own
//! deliberately simple referee (a grid scanned cell by cell, none of the crate's rule code): each
//! move legal, the same cells, legal columns, winner and winning lines after it, a draw exactly
//! when the board is full without a four, and no panic anywhere.
//!
//! `cargo test --release --test headless soak::` plays a short round (a few hundred games). The full soak
//! (10,000 games Random–Random and Low–Random, 500 with Mid, 100 with High) is ignored by default:
//! `nice cargo test --release --test headless -- --ignored --nocapture --test-threads 1 soak::`.

use crate::reference_rules;

use plot4::ai::{Engine, Level};
use plot4::{Board, Column, Player};
use reference_rules::{Referee, Run};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::{Duration, Instant};

/// Mid's thinking time in the soak: short, since the soak is about rules, not strength.
const SOAK_MID_BUDGET: Duration = Duration::from_millis(10);
/// High's time in the short soak, where it plays the best move proven within it (the full soak
/// gives High all the time it needs to be perfect).
const SHORT_HIGH_BUDGET: Duration = Duration::from_millis(250);

/// The computer's move: the one place the soak calls the engine.
fn computer_move(engine: &mut Engine, level: Level, board: &Board) -> Column {
    engine
        .choose(level, board, &plot4::cancel::CancelToken::new())
        .unwrap_or_else(|error| panic!("{level} found no move in a game not over: {error}"))
}

/// An engine for the soak, seeded so that a failing game can be played again.
fn soak_engine(seed: u64, high_budget: Option<Duration>) -> Engine {
    let mut engine = Engine::new(Some(seed));
    engine.set_mid_budget(SOAK_MID_BUDGET);
    engine.set_high_budget(high_budget);
    engine
}

/// How one game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Outcome {
    Win(Player),
    Draw,
}

/// The board and the referee agree on everything the rules decide.
fn check_agreement(board: &Board, referee: &Referee, moves: &str) {
    let size = board.size();
    assert_eq!(board.ply(), moves.len(), "{moves}: coins counted");
    assert_eq!(board.side_to_move(), referee.to_move(), "{moves}: turn");
    for column in 0..size.width() {
        for row in 0..size.height() {
            let cell = plot4::Cell {
                column: column as u8,
                row: row as u8,
            };
            assert_eq!(
                board.at(cell),
                referee.at(column, row),
                "{moves}: cell {column},{row}"
            );
        }
    }
    let legal: Vec<usize> = board.legal_columns().iter().map(|c| c.index()).collect();
    assert_eq!(legal, referee.legal_columns(), "{moves}: legal columns");
    assert_eq!(board.winner(), referee.winner(), "{moves}: winner");
    let full_without_four = referee.is_full() && referee.colours_with_four().is_empty();
    assert_eq!(board.is_draw(), full_without_four, "{moves}: draw");
    assert_eq!(board.is_full(), referee.is_full(), "{moves}: full");
    assert_eq!(
        board.is_over(),
        referee.is_full() || referee.winner().is_some(),
        "{moves}: over"
    );
    let mut lines: Vec<Run> = board
        .winning_lines()
        .iter()
        .map(|line| {
            let (from, to) = (line.from.min(line.to), line.from.max(line.to));
            Run {
                from,
                to,
                length: line.length,
            }
        })
        .collect();
    lines.sort();
    assert_eq!(lines, referee.runs(), "{moves}: winning lines");
}

/// Plays one game to its end, checking every move; the moves so far are kept in `moves` so that
/// a panic can name them.
fn play_checked(engine: &mut Engine, red: Level, yellow: Level, moves: &mut String) -> Outcome {
    let mut board = Board::new();
    let size = board.size();
    let mut referee = Referee::new(size.width(), size.height());
    moves.clear();
    loop {
        check_agreement(&board, &referee, moves);
        if let Some(winner) = referee.winner() {
            return Outcome::Win(winner);
        }
        if referee.is_full() {
            return Outcome::Draw;
        }
        let level = match referee.to_move() {
            Player::Red => red,
            Player::Yellow => yellow,
        };
        let column = computer_move(engine, level, &board);
        assert!(
            referee.play(column.index()),
            "{moves}: {level} played column {column}, which is not a legal move"
        );
        board = board
            .play(column)
            .unwrap_or_else(|error| panic!("{moves}: the board refused column {column}: {error}"));
        moves.push_str(&column.number().to_string());
    }
}

/// Plays `games` games, the given level against each opponent in turn, colours swapped every
/// game; returns each game's pairing and outcome.
fn soak(
    name: &str,
    level: Level,
    opponents: &[Level],
    games: usize,
    high_budget: Option<Duration>,
) -> Vec<(Level, Level, Outcome)> {
    let started = Instant::now();
    let mut engine = soak_engine(0x50a6 + games as u64, high_budget);
    let mut results = Vec::with_capacity(games);
    let mut moves = String::new();
    let mut plies = 0;
    for game in 0..games {
        let opponent = opponents[(game / 2) % opponents.len()];
        let (red, yellow) = if game % 2 == 0 {
            (level, opponent)
        } else {
            (opponent, level)
        };
        let outcome = catch_unwind(AssertUnwindSafe(|| {
            play_checked(&mut engine, red, yellow, &mut moves)
        }))
        .unwrap_or_else(|_| panic!("{name}: game {game}, {red} vs {yellow}, after \"{moves}\""));
        plies += moves.len();
        results.push((red, yellow, outcome));
    }
    let count = |o: Outcome| results.iter().filter(|r| r.2 == o).count();
    println!(
        "{name}: {games} games, {plies} moves checked, Red {} Yellow {} draws {}, {:.1} s",
        count(Outcome::Win(Player::Red)),
        count(Outcome::Win(Player::Yellow)),
        count(Outcome::Draw),
        started.elapsed().as_secs_f64()
    );
    results
}

/// High is perfect, and the first player wins Connect Four: High as Red wins every game.
fn assert_high_wins_as_red(results: &[(Level, Level, Outcome)]) {
    for (red, yellow, outcome) in results {
        if *red == Level::High {
            assert_eq!(*outcome, Outcome::Win(Player::Red), "High vs {yellow}");
        }
    }
}

const MID_OPPONENTS: [Level; 3] = [Level::Random, Level::Low, Level::Mid];

#[test]
fn short_soak_every_move_follows_the_rules() {
    soak(
        "Random vs Random",
        Level::Random,
        &[Level::Random],
        200,
        None,
    );
    soak("Low vs Random", Level::Low, &[Level::Random], 200, None);
    soak("Mid", Level::Mid, &MID_OPPONENTS, 12, None);
    let high_budget = Some(SHORT_HIGH_BUDGET);
    soak(
        "High (budget)",
        Level::High,
        &[Level::Random],
        2,
        high_budget,
    );
}

#[test]
#[ignore = "full soak: 10,000 games each"]
fn random_and_low_soak() {
    soak(
        "Random vs Random",
        Level::Random,
        &[Level::Random],
        10_000,
        None,
    );
    soak("Low vs Random", Level::Low, &[Level::Random], 10_000, None);
}

#[test]
#[ignore = "full soak: 500 games"]
fn mid_soak() {
    soak("Mid", Level::Mid, &MID_OPPONENTS, 500, None);
}

#[test]
#[ignore = "full soak: 100 games, perfect play"]
fn high_soak() {
    let all = [Level::Random, Level::Low, Level::Mid, Level::High];
    assert_high_wins_as_red(&soak("High", Level::High, &all, 100, None));
}

//! Cancelling and time budgets: a search stopped from another thread returns promptly, and a
//! High search past its budget plays the best move proven so far instead of freezing.

use plot4::ai::{ChooseError, Engine, Level};
use plot4::notation::parse_digits;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

/// An opening position whose exact solution takes far longer than these tests wait.
const HARD: &str = "4453";

#[test]
fn cancelling_stops_high_promptly() {
    let board = parse_digits(HARD).unwrap();
    let mut engine = Engine::new(Some(1));
    engine.set_book(None);
    let stop = engine.stop_flag();
    let canceller = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(300));
        stop.store(true, Ordering::Relaxed);
    });
    let started = Instant::now();
    let result = engine.choose(Level::High, &board);
    canceller.join().unwrap();
    assert_eq!(
        result,
        Err(ChooseError::Cancelled(plot4::solver::Cancelled))
    );
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "took {:?}",
        started.elapsed()
    );
}

#[test]
fn mid_with_no_time_left_still_answers_and_still_takes_a_win() {
    // The first iteration always finishes, so even a zero budget gives a sensible move.
    let mut engine = Engine::new(Some(1));
    engine.set_mid_budget(Duration::ZERO);
    let board = parse_digits("667766776677343131").unwrap();
    assert_eq!(engine.choose(Level::Mid, &board).unwrap().number(), 3);
}

#[test]
fn high_past_its_budget_plays_a_legal_move_and_counts_it() {
    let board = parse_digits(HARD).unwrap();
    let mut engine = Engine::new(Some(2));
    engine.set_book(None);
    engine.set_high_budget(Some(Duration::from_millis(200)));
    let started = Instant::now();
    let column = engine.choose(Level::High, &board).unwrap();
    assert!(board.has_room(column));
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "took {:?}",
        started.elapsed()
    );
    assert_eq!(engine.out_of_time_moves(), 1);
    // The stop flag raised by the budget does not leak into the next move.
    let late = parse_digits("667766776677343131").unwrap();
    assert_eq!(engine.choose(Level::High, &late).unwrap().number(), 3);
}

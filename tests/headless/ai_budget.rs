//! Cancelling and time budgets: a cancelled search answers `Cancelled`, and a High search past
//! its budget plays the best move proven so far instead of freezing.

use crate::common;

use common::small_engine;
use plot4::ai::{ChooseError, Level};
use plot4::notation::parse_digits;
use plot4::solver::CancelToken;
use std::time::{Duration, Instant};

/// An opening position whose exact solution takes far longer than these tests run.
const HARD: &str = "4453";

/// A position where the only good move is column 3 (it wins at once).
const WIN_IN_3: &str = "667766776677343131";

#[test]
fn cancelling_from_another_thread_stops_high() {
    let board = parse_digits(HARD).unwrap();
    let mut engine = small_engine(1);
    engine.set_book(None);
    let token = CancelToken::new();
    let result = std::thread::scope(|scope| {
        let searching = scope.spawn(|| engine.choose(Level::High, &board, &token));
        token.cancel();
        searching.join().unwrap()
    });
    // The exact answer takes minutes: only a stopped search answers now, and it says why.
    assert_eq!(result, Err(ChooseError::Cancelled));
    assert_eq!(engine.out_of_time_moves(), 0);
}

#[test]
fn mid_with_no_time_left_still_answers_and_still_takes_a_win() {
    // The first iteration always finishes, so even a zero budget gives a sensible move.
    let mut engine = small_engine(1);
    engine.set_mid_budget(Duration::ZERO);
    let board = parse_digits(WIN_IN_3).unwrap();
    let column = engine.choose(Level::Mid, &board, &CancelToken::new());
    assert_eq!(column.unwrap().number(), 3);
}

#[test]
fn high_past_its_budget_plays_a_legal_move_and_counts_it() {
    let board = parse_digits(HARD).unwrap();
    let mut engine = small_engine(2);
    engine.set_book(None);
    engine.set_high_budget(Some(Duration::from_millis(200)));
    let column = engine
        .choose(Level::High, &board, &CancelToken::new())
        .unwrap();
    assert!(board.has_room(column));
    assert_eq!(engine.out_of_time_moves(), 1);
    // The budget belongs to that move: the next one searches afresh.
    let late = parse_digits(WIN_IN_3).unwrap();
    let column = engine.choose(Level::High, &late, &CancelToken::new());
    assert_eq!(column.unwrap().number(), 3);
    assert_eq!(engine.out_of_time_moves(), 1);
}

#[test]
fn high_keeps_to_the_deadline_of_its_token() {
    // No budget of its own, but the request's token runs out: High still plays, as if its
    // budget had run out.
    let board = parse_digits(HARD).unwrap();
    let mut engine = small_engine(3);
    engine.set_book(None);
    let token = CancelToken::new().with_deadline(Instant::now() + Duration::from_millis(100));
    let column = engine.choose(Level::High, &board, &token).unwrap();
    assert!(board.has_room(column));
    assert_eq!(engine.out_of_time_moves(), 1);
}

//! Plot 4's exact solver as a wasm module with a handful of exports, so that Node can time it
//! position by position as `plot4 bench` times the native build (`run.sh`, `bench.js`).
//!
//! The caller writes a move list (`1`-based columns, `a`, `b`, ... from column 10) into
//! [`moves_buffer`] and calls [`solve`] or [`analyze`] with its length; [`clear_table`] is
//! called before each, outside the timing, as `plot4 bench` does.

use plot4::notation::parse_digits_on;
use plot4::solver::{CancelToken, TranspositionTable};
use plot4::{Board, Size, Solver};
use std::cell::RefCell;

/// The longest move list accepted.
const MOVES_CAPACITY: usize = 256;

/// What [`analyze`] writes for a column that cannot be played.
const NO_SCORE: i32 = i32::MIN;

thread_local! {
    static STATE: RefCell<State> = RefCell::new(State {
        solver: Solver::with_table(TranspositionTable::with_bytes(64 << 20)),
        size: Size::STANDARD,
        moves: [0; MOVES_CAPACITY],
        scores: [NO_SCORE; 32],
    });
}

struct State {
    solver: Solver,
    size: Size,
    moves: [u8; MOVES_CAPACITY],
    scores: [i32; 32],
}

/// Gives the solver a table of `mib` MiB for boards of `width` × `height` (four in a row),
/// laid out before any clock runs. 0 if the size or the table is refused, else 1.
#[no_mangle]
pub extern "C" fn configure(width: u32, height: u32, mib: u32) -> i32 {
    let Ok(size) = Size::new(width as usize, height as usize) else {
        return 0;
    };
    if !(1..=4095).contains(&mib) {
        return 0;
    }
    STATE.with_borrow_mut(|state| {
        state.solver = Solver::with_table(TranspositionTable::with_bytes((mib as usize) << 20));
        state.solver.prepare_for(size);
        state.size = size;
    });
    1
}

/// Where the caller writes a move list ([`MOVES_CAPACITY`] bytes).
#[no_mangle]
pub extern "C" fn moves_buffer() -> *mut u8 {
    STATE.with_borrow_mut(|state| state.moves.as_mut_ptr())
}

/// Where [`analyze`] leaves each column's score.
#[no_mangle]
pub extern "C" fn scores_buffer() -> *const i32 {
    STATE.with_borrow(|state| state.scores.as_ptr())
}

/// Forgets every stored bound (before each position, untimed).
#[no_mangle]
pub extern "C" fn clear_table() {
    STATE.with_borrow_mut(|state| {
        state.solver.clear_table();
        state.solver.reset_nodes();
    });
}

/// Nodes searched since the last [`clear_table`].
#[no_mangle]
pub extern "C" fn nodes() -> f64 {
    STATE.with_borrow(|state| state.solver.nodes() as f64)
}

/// The position the first `len` bytes of the move buffer play, if they are a legal game.
fn position(state: &State, len: usize) -> Option<Board> {
    let moves = std::str::from_utf8(state.moves.get(..len)?).ok()?;
    parse_digits_on(Board::empty(state.size), moves).ok()
}

/// The exact score of the position the move buffer's first `len` bytes reach, for the side
/// to move; [`NO_SCORE`] if they are not a legal game.
#[no_mangle]
pub extern "C" fn solve(len: usize) -> i32 {
    STATE.with_borrow_mut(|state| {
        let Some(board) = position(state, len) else {
            return NO_SCORE;
        };
        state
            .solver
            .solve(&board, &CancelToken::new())
            .expect("nothing cancels a benchmark")
    })
}

/// Each column's exact score, as a hint needs, into the scores buffer ([`NO_SCORE`] for a full
/// column); returns the number of columns, or 0 if the moves are not a legal game.
#[no_mangle]
pub extern "C" fn analyze(len: usize) -> usize {
    STATE.with_borrow_mut(|state| {
        let Some(board) = position(state, len) else {
            return 0;
        };
        let scores = state
            .solver
            .analyze(&board, &CancelToken::new())
            .expect("nothing cancels a benchmark");
        for (slot, score) in state.scores.iter_mut().zip(&scores) {
            *slot = score.unwrap_or(NO_SCORE);
        }
        scores.len()
    })
}

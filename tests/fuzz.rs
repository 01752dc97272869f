//! Regression cases the parser fuzzing found.

use plot4::notation::{from_grid, judge_kata, parse_digits, GridError};

/// The longest error message accepted: room for a quoted excerpt of the input and the problem,
/// far less than a pasted input.
const MAX_ERROR_CHARS: usize = 300;

/// Regression: inputs the fuzzing found echoed raw in errors (a newline, a NUL, other control
/// characters, a 10,000-character token) give one short line.
#[test]
fn echoed_input_is_one_short_plain_line() {
    let long = format!("{}_Red", "A".repeat(10_000));
    let messages = [
        parse_digits("\n").unwrap_err().to_string(),
        parse_digits("44\r53").unwrap_err().to_string(),
        judge_kata("A\0_Red").unwrap_err().to_string(),
        judge_kata("[\"A\\n_Red\"]").unwrap_err().to_string(),
        judge_kata("[\n\"A_Red\",\n").unwrap_err().to_string(),
        judge_kata(&long).unwrap_err().to_string(),
        from_grid("\u{11}\u{13}\u{1b}").unwrap_err().to_string(),
    ];
    for message in messages {
        assert!(!message.chars().any(char::is_control), "{message:?}");
        assert!(message.chars().count() <= MAX_ERROR_CHARS, "{message:?}");
    }
}

/// Regression: on boards 20 rows tall or more the line tests shifted past 64 bits (a panic in a
/// debug build, a four that is not there in a release build). Every grid of one coin per side is
/// read without a winner, or refused for its size.
#[test]
fn tall_narrow_grids_are_read_right_or_refused() {
    for width in 1..=4 {
        for height in 1..=64 {
            let mut rows = vec![".".repeat(width); height];
            rows[height - 1] = format!("X{}", ".".repeat(width - 1));
            if height > 1 {
                rows[height - 2] = format!("O{}", ".".repeat(width - 1));
            }
            let text = rows.join("\n");
            match from_grid(&text) {
                Ok(board) => assert_eq!(board.winner(), None, "{width}×{height}"),
                Err(GridError::Size(_)) => {}
                Err(other) => panic!("{width}×{height}: {other}"),
            }
        }
    }
}

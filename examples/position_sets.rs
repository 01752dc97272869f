//! Writes a committed position set to standard output, from the generator the headless tests
//! check it against:
//!
//! ```sh
//! cargo run --release --example position_sets -- hint > tests/data/hint_positions.txt
//! cargo run --release --example position_sets -- high > tests/data/high_positions.txt
//! ```
//!
//! `hint` solves every column of every position (minutes); `high` only draws the positions.

#[path = "../tests/common/position_sets.rs"]
mod position_sets;

use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    let text = match std::env::args().nth(1).as_deref() {
        Some("hint") => position_sets::hint_set_text(),
        Some("high") => position_sets::high_set_text(),
        _ => {
            eprintln!("usage: position_sets hint|high (the set goes to standard output)");
            return ExitCode::from(2);
        }
    };
    match std::io::stdout().lock().write_all(text.as_bytes()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("position_sets: {error}");
            ExitCode::from(2)
        }
    }
}

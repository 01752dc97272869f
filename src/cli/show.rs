//! `plot4 show`: a position as a text grid.

use super::CliError;
use plot4::notation::{parse_digits, to_grid};
use std::io::Write;

pub fn run(position: &str) -> Result<(), CliError> {
    let grid = to_grid(&parse_digits(position)?);
    std::io::stdout().lock().write_all(grid.as_bytes())?;
    Ok(())
}

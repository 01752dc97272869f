//! `plot4 show`: a position as a text grid.

use super::CliError;
use plot4::notation::to_grid;
use plot4::Board;
use std::io::Write;

pub fn run(board: &Board) -> Result<(), CliError> {
    std::io::stdout()
        .lock()
        .write_all(to_grid(board).as_bytes())?;
    Ok(())
}

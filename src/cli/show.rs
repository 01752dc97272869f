//! `plot4 show`: a position as a text grid.

use super::CliError;
use plot4::notation::{parse_digits, to_grid};

pub fn run(position: &str) -> Result<(), CliError> {
    print!("{}", to_grid(&parse_digits(position)?));
    Ok(())
}

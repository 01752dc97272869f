//! `plot4 judge`: who lines up four first in a kata move list.

use super::CliError;
use plot4::notation::{judge_kata, KataResult};
use std::io::{Read, Write};
use std::path::Path;

pub fn run(file: Option<&Path>) -> Result<(), CliError> {
    let text = match file {
        Some(path) => std::fs::read_to_string(path).map_err(|source| CliError::Read {
            path: path.display().to_string(),
            source,
        })?,
        None => {
            let mut text = String::new();
            std::io::stdin().read_to_string(&mut text)?;
            text
        }
    };
    let mut out = std::io::stdout().lock();
    match judge_kata(&text).map_err(CliError::MoveList)? {
        KataResult::Winner(colour) => writeln!(out, "{colour}")?,
        KataResult::Draw => writeln!(out, "Draw")?,
    }
    Ok(())
}

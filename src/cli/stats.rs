//! `plot4 stats`: the human's results against each computer level and between people, and the
//! longest winning streak, and the player's rating, from the recorded games.

use super::history::DataDirArgs;
use super::CliError;
use plot4::store::{rating_line, rating_sparkline, Statistics};
use std::io::Write;

/// How many points of the rating's history `plot4 stats` draws: fits a terminal's line.
const SPARKLINE_WIDTH: usize = 40;

/// Prints the statistics table.
pub fn run(args: &DataDirArgs) -> Result<(), CliError> {
    let history = args.store()?.read_history()?;
    let mut out = std::io::stdout().lock();
    write!(out, "{}", Statistics::of(history.games()).table())?;
    writeln!(out, "{}", rating_line(history.games()))?;
    if let Some(graph) = rating_sparkline(history.games(), SPARKLINE_WIDTH) {
        writeln!(out, "{graph}")?;
    }
    Ok(())
}

//! `plot4 stats`: the human's results against each computer level and between people, and the
//! longest winning streak, from the recorded games.

use super::history::DataDirArgs;
use super::CliError;
use plot4::store::Statistics;
use std::io::Write;

/// Prints the statistics table.
pub fn run(args: &DataDirArgs) -> Result<(), CliError> {
    let history = args.store()?.read_history()?;
    write!(
        std::io::stdout().lock(),
        "{}",
        Statistics::of(history.games()).table()
    )?;
    Ok(())
}

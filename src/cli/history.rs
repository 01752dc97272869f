//! `plot4 history`: every recorded game, one a line, oldest first.

use super::CliError;
use plot4::store::Store;
use std::io::Write;
use std::path::PathBuf;

/// The data folder option shared by the subcommands that read the player's files.
#[derive(Debug, clap::Args)]
pub struct DataDirArgs {
    /// The data folder (default: $PLOT4_DATA_DIR, else the platform's data folder for plot4).
    #[arg(long, value_name = "DIR")]
    data_dir: Option<PathBuf>,
}

impl DataDirArgs {
    /// The store these options name.
    pub fn store(&self) -> Result<Store, CliError> {
        Ok(Store::locate(self.data_dir.as_deref())?)
    }
}

/// Prints `<date> <red mode> <yellow mode> <moves> <result>` per game.
pub fn run(args: &DataDirArgs) -> Result<(), CliError> {
    let history = args.store()?.read_history()?;
    let mut out = std::io::stdout().lock();
    for game in history.games() {
        writeln!(out, "{}", game.line())?;
    }
    Ok(())
}

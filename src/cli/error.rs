//! What stops a subcommand, said in one line on standard error with exit code 2.

use plot4::notation::quoted;
use thiserror::Error;

/// Anything that stops a subcommand: printed as one line, exit code 2.
#[derive(Debug, Error)]
pub enum CliError {
    /// A position or move list that cannot be read.
    #[error("invalid position: {0}")]
    Position(#[from] plot4::notation::MoveListError),
    /// A kata list that cannot be judged.
    #[error("invalid move list: {0}")]
    MoveList(plot4::notation::MoveListError),
    /// A file that could not be read.
    #[error("cannot read {}: {source}", quoted(.path))]
    Read {
        /// The file.
        path: String,
        /// Why.
        source: std::io::Error,
    },
    /// A file that could not be written.
    #[error("cannot write {}: {source}", quoted(.path))]
    Write {
        /// The file.
        path: String,
        /// Why.
        source: std::io::Error,
    },
    /// Standard output or input failed.
    #[error("i/o error: {0}")]
    Io(#[from] std::io::Error),
    /// A request that makes no sense for this input.
    #[error("{0}")]
    Usage(String),
    /// A file of the player's that cannot be read.
    #[error(transparent)]
    BadFile(#[from] plot4::store::BadFile),
    /// No data folder to read.
    #[error(transparent)]
    DataFolder(#[from] plot4::store::Problem),
    /// Some lines of a batch were invalid (already reported one by one).
    #[error("{0} invalid line(s)")]
    InvalidLines(usize),
}

impl CliError {
    /// True if standard output was closed by its reader (`plot4 play | head`).
    pub fn is_closed_output(&self) -> bool {
        matches!(self, CliError::Io(error) if error.kind() == std::io::ErrorKind::BrokenPipe)
    }
}

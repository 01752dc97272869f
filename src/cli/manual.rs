//! `plot4 manpages DIR` and `plot4 completions SHELL`, hidden from the help: the man pages and
//! the shell completions written from the same clap definitions that read the arguments, so
//! they cannot drift from the commands. The Debian package is built with them
//! (`.ci/package`); a subcommand of the binary needs no build script or second crate that
//! would have to share the definitions.

use super::{Cli, CliError};
use clap::CommandFactory;
use std::path::Path;

/// Writes `plot4.1` and one page per subcommand (`plot4-analyze.1`, …) into `folder`, which
/// must exist.
pub fn man_pages(folder: &Path) -> Result<(), CliError> {
    let command = Cli::command();
    clap_mangen::generate_to(command, folder).map_err(|source| CliError::Write {
        path: folder.display().to_string(),
        source,
    })
}

/// Prints the completion script of `shell` on standard output.
pub fn completions(shell: clap_complete::Shell) -> Result<(), CliError> {
    let mut command = Cli::command();
    let mut out = Vec::new();
    clap_complete::generate(shell, &mut command, "plot4", &mut out);
    use std::io::Write;
    std::io::stdout().lock().write_all(&out)?;
    Ok(())
}

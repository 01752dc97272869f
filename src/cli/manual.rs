//! `plot4 manpages DIR` and `plot4 completions SHELL`, hidden from the help: the man pages and
//! the shell completions written from the same clap definitions that read the arguments, so
//! they cannot drift from the commands. The Debian package is built with them
//! (`.ci/package`); a subcommand of the binary needs no build script or second crate that
//! would have to share the definitions.

use super::CliError;
use std::path::Path;

/// Writes `plot4.1` and one page per subcommand (`plot4-analyze.1`, …) of `command` (the
/// command line's definition) into `folder`, which must exist.
pub fn man_pages(command: clap::Command, folder: &Path) -> Result<(), CliError> {
    clap_mangen::generate_to(command, folder).map_err(|source| CliError::Write {
        path: folder.display().to_string(),
        source,
    })
}

/// Prints the completion script of `command` (the command line's definition) for `shell` on
/// standard output.
pub fn completions(
    mut command: clap::Command,
    shell: clap_complete::Shell,
) -> Result<(), CliError> {
    let mut out = Vec::new();
    clap_complete::generate(shell, &mut command, "plot4", &mut out);
    use std::io::Write;
    std::io::stdout().lock().write_all(&out)?;
    Ok(())
}

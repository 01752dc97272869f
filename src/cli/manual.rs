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

#[cfg(test)]
mod tests {
    use clap::CommandFactory;
    use std::collections::{BTreeMap, BTreeSet};

    type Options = BTreeMap<String, BTreeSet<String>>;

    /// Every visible command that takes options or no subcommand (`plot4`, `plot4 solve`,
    /// `plot4 book build`, …), with its visible long options.
    fn known(command: &clap::Command, path: &str, into: &mut Options) {
        let options: BTreeSet<String> = command
            .get_arguments()
            .filter(|a| !a.is_hide_set())
            .filter_map(|a| a.get_long())
            .filter(|long| !matches!(*long, "help" | "version"))
            .map(|long| format!("--{long}"))
            .collect();
        if !options.is_empty() || !command.has_subcommands() {
            into.insert(path.to_string(), options);
        }
        for sub in command.get_subcommands().filter(|s| !s.is_hide_set()) {
            known(sub, &format!("{path} {}", sub.get_name()), into);
        }
    }

    /// docs/cli.md's sections headed `## plot4 …`, each with the options its list names: an
    /// item (`- `…) names the options written before its first `: `.
    fn documented(text: &str) -> Options {
        let mut sections = Options::new();
        let mut current = None;
        for line in text.lines() {
            if let Some(heading) = line.strip_prefix("## ") {
                current = heading.starts_with("plot4").then(|| heading.to_string());
                if let Some(path) = &current {
                    sections.insert(path.clone(), BTreeSet::new());
                }
            } else if let (Some(path), Some(item)) = (&current, line.strip_prefix("- ")) {
                let names = item.split(": ").next().unwrap_or("");
                for piece in names.split('`').skip(1).step_by(2) {
                    if let Some(name) = piece.split(' ').next().filter(|n| n.starts_with("--")) {
                        sections.get_mut(path).unwrap().insert(name.to_string());
                    }
                }
            }
        }
        sections
    }

    #[test]
    fn docs_cli_md_lists_every_command_and_option_clap_knows_and_no_other() {
        let mut expected = Options::new();
        known(&super::super::Cli::command(), "plot4", &mut expected);
        let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/cli.md"))
            .expect("docs/cli.md reads");
        let mut written = documented(&text);
        if !cfg!(feature = "gui") {
            // Without the window, `plot4` alone takes no options.
            written.remove("plot4");
        }
        assert!(expected.contains_key("plot4 book build") && written.contains_key("plot4 solve"));
        for (path, options) in &expected {
            let Some(listed) = written.get(path) else {
                panic!("docs/cli.md has no section '## {path}'");
            };
            let missing: Vec<_> = options.difference(listed).collect();
            let unknown: Vec<_> = listed.difference(options).collect();
            assert!(
                missing.is_empty() && unknown.is_empty(),
                "'## {path}' in docs/cli.md: missing {missing:?}, not options of it {unknown:?}"
            );
        }
        for path in written.keys() {
            assert!(
                expected.contains_key(path),
                "docs/cli.md: '{path}' is no command"
            );
        }
    }

    #[test]
    fn an_item_names_the_options_before_its_colon() {
        let text = "## plot4 bench\n- `--max-cells N`: with `--empty-boards`, …\n\
                    - `--size WxH`, `--connect K`: the board.\nProse `--other`.\n## Other\n- `--x`: y\n";
        let sections = documented(text);
        let bench: Vec<&str> = sections["plot4 bench"].iter().map(String::as_str).collect();
        assert_eq!(bench, ["--connect", "--max-cells", "--size"]);
        assert_eq!(sections.len(), 1);
    }
}

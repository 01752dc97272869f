//! The `plot4` binary: a subcommand runs headless; none opens the game window.

mod cli;

use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut args = match cli::Cli::try_parse() {
        Ok(args) => args,
        Err(error) => return argument_error(error),
    };
    let outcome = match args.command.take() {
        Some(command) => cli::run(command).map_err(|e| e.to_string()),
        None => cli::window::options(&args)
            .map(cli::window::run)
            .map_err(|e| e.to_string()),
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("plot4: {message}");
            ExitCode::from(2)
        }
    }
}

/// Help and version go to standard output as clap writes them; a bad argument becomes one line
/// on standard error (clap's first paragraph, which names the argument and the problem).
fn argument_error(error: clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    if matches!(
        error.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) {
        let _ = error.print();
        return ExitCode::SUCCESS;
    }
    // The first paragraph says what is wrong (a missing argument's name is on its next line).
    let text = error.render().to_string();
    let problem: Vec<&str> = text
        .lines()
        .take_while(|line| !line.trim().is_empty())
        .map(str::trim)
        .collect();
    eprintln!("plot4: {}", problem.join(" ").trim_start_matches("error: "));
    ExitCode::from(2)
}

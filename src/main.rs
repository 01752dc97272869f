//! The `plot4` binary: a subcommand runs headless; none opens the game window.

mod cli;

use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut args = cli::Cli::parse();
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

//! The `plot4` binary: a subcommand runs headless; none opens the game window.

mod cli;

use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args = cli::Cli::parse();
    let Some(command) = args.command else {
        return match cli::window::options(&args) {
            Ok(options) => {
                cli::window::run(options);
                ExitCode::SUCCESS
            }
            Err(error) => {
                eprintln!("plot4: {error}");
                ExitCode::from(2)
            }
        };
    };
    match cli::run(command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("plot4: {error}");
            ExitCode::from(2)
        }
    }
}

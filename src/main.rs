//! The `plot4` binary: a subcommand runs headless; none opens the game window. Built for the
//! browser (`wasm32`), it is the window alone, in the page (web/build.sh).

#[cfg(not(target_arch = "wasm32"))]
mod cli;

#[cfg(not(target_arch = "wasm32"))]
use clap::Parser;
#[cfg(not(target_arch = "wasm32"))]
use plot4::notation::quoted;
#[cfg(not(target_arch = "wasm32"))]
use std::process::ExitCode;

/// The page's entry: the window, with the console for its messages.
#[cfg(target_arch = "wasm32")]
fn main() {
    use plot4::game::{GameState, Modes};
    plot4::page::show_panics_in_the_console();
    // Info and above, as the window logs; `?log-debug` in the address adds the debug lines
    // the window's tests read (RUST_LOG=debug for the window).
    let level = if plot4::page::address_switch("log-debug") {
        log::LevelFilter::Debug
    } else {
        log::LevelFilter::Info
    };
    plot4::page::log_to_the_console(level);
    if plot4::page::fragment() == "#bench-high" {
        plot4::ai::browser_bench::bench_high(include_str!("../tests/data/high_positions.txt"));
        return;
    }
    // A shared link (`#pos=4453` or `?pos=4453`) opens its position, two people at the board.
    let fragment = plot4::page::fragment();
    let query = plot4::page::query();
    let shared = plot4::notation::position_in_address(&query, &fragment).and_then(|digits| {
        GameState::from_position(Modes::HUMANS, digits)
            .inspect_err(|e| log::warn!("the address names no position: {e}"))
            .ok()
    });
    let options = plot4::ui::WindowOptions {
        skip_to_play: shared.is_some(),
        from_link: shared.is_some(),
        game: shared.unwrap_or_else(|| GameState::new(Modes::HUMANS)),
        seed: None,
        frame_stats: false,
        data_dir: None,
        resume: false,
        theme: None,
        mute: false,
        tictactoe: false,
        join: None,
        server: None,
    };
    if let Err(error) = plot4::ui::run(options) {
        log::error!("no window: {error}");
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> ExitCode {
    let mut args = match cli::Cli::try_parse() {
        Ok(args) => args,
        Err(error) => return argument_error(error),
    };
    let outcome = match args.command.take() {
        Some(command) => {
            cli::show_warnings();
            cli::run(command)
        }
        #[cfg(feature = "gui")]
        None => cli::window::run(&args.window),
        #[cfg(not(feature = "gui"))]
        None => cli::window::run(),
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        // The reader went away (`plot4 play | head`): nothing is left to say, and no one to
        // say it to, so the command ends quietly as command-line tools do.
        Err(error) if error.is_closed_output() => ExitCode::SUCCESS,
        Err(error) => {
            cli::note!("plot4: {error}");
            ExitCode::from(2)
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
/// Help and version go to standard output as clap writes them; a bad argument becomes one line
/// on standard error naming the argument and the problem.
fn argument_error(error: clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    if matches!(
        error.kind(),
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion
    ) {
        let _ = error.print();
        return ExitCode::SUCCESS;
    }
    cli::note!("plot4: {}", argument_problem(&error));
    ExitCode::from(2)
}

#[cfg(not(target_arch = "wasm32"))]
/// What is wrong with the arguments, in one line.
fn argument_problem(error: &clap::Error) -> String {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    let text = error.render().to_string();
    if error.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
        // `plot4 book` alone: clap would print the help, but a missing subcommand is an error
        // like any other missing argument.
        let usage = text
            .lines()
            .find_map(|line| line.trim().strip_prefix("Usage: "))
            .unwrap_or("plot4 --help");
        return format!("a subcommand is missing; usage: {usage}");
    }
    let context = |kind| match error.get(kind) {
        Some(ContextValue::String(text)) => Some(text.as_str()),
        _ => None,
    };
    if let (Some(argument), Some(value)) = (
        context(ContextKind::InvalidArg),
        context(ContextKind::InvalidValue),
    ) {
        // The value is the user's: quote it (it may hold a line break or be huge), and quote
        // it too where the parser's own message echoes it.
        let name = argument.split_whitespace().next().unwrap_or(argument);
        let raw = format!("'{value}'");
        let reason = std::error::Error::source(error)
            .map(ToString::to_string)
            .unwrap_or_else(|| "not accepted".into());
        return if reason.contains(&raw) {
            format!("invalid {name}: {}", reason.replace(&raw, &quoted(value)))
        } else {
            format!("invalid {name} {}: {reason}", quoted(value))
        };
    }
    if error.kind() == ErrorKind::UnknownArgument {
        if let Some(argument) = context(ContextKind::InvalidArg) {
            return format!("unexpected argument {}; see plot4 --help", quoted(argument));
        }
    }
    // Otherwise clap's first paragraph says what is wrong (a missing argument's name is on its
    // next line); it echoes only argument names, not values.
    let problem: Vec<&str> = text
        .lines()
        .take_while(|line| !line.trim().is_empty())
        .map(str::trim)
        .collect();
    problem.join(" ").trim_start_matches("error: ").to_string()
}

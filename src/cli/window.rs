//! `plot4` with no subcommand: checks the window's start options, then opens the window.

use super::{Cli, CliError};
use plot4::game::{GameState, Mode, Modes};
use plot4::ui::WindowOptions;

/// The window's options from the command line; a bad value is an error naming it.
pub fn options(cli: &Cli) -> Result<WindowOptions, CliError> {
    let mode = |name: &str, value: &Option<String>| -> Result<Option<Mode>, CliError> {
        value
            .as_deref()
            .map(|v| {
                v.parse::<Mode>()
                    .map_err(|e| CliError::Usage(format!("invalid --{name}: {e}")))
            })
            .transpose()
    };
    let red = mode("red", &cli.red)?;
    let yellow = mode("yellow", &cli.yellow)?;
    let seed = cli
        .seed
        .as_deref()
        .map(|s| {
            s.trim().parse::<u64>().map_err(|_| {
                CliError::Usage(format!("invalid --seed '{s}': expected a whole number"))
            })
        })
        .transpose()?;
    let modes = Modes {
        red: red.unwrap_or(Mode::Human),
        yellow: yellow.unwrap_or(Mode::Human),
    };
    let game = match cli.position.as_deref() {
        Some(digits) => GameState::from_position(modes, digits.trim())
            .map_err(|e| CliError::Usage(format!("invalid --position: {e}")))?,
        None => GameState::new(modes),
    };
    Ok(WindowOptions {
        game,
        skip_to_play: red.is_some() || yellow.is_some(),
        seed,
        frame_stats: cli.frame_stats,
        data_dir: cli.data_dir.clone(),
        resume: cli.resume,
        theme: cli
            .theme
            .as_deref()
            .map(|name| {
                name.parse::<plot4::store::Theme>()
                    .map_err(|e| CliError::Usage(format!("invalid --theme: {e}")))
            })
            .transpose()?,
    })
}

/// Opens the window; logs go to standard error at info level unless RUST_LOG says otherwise.
pub fn run(options: WindowOptions) {
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("info")).init();
    plot4::ui::run(options);
}

//! `plot4` with no subcommand: checks the window's start options and the display, then opens
//! the window (or, in a build without the `gui` feature, says there is none).

use super::CliError;

/// The options of the game window (`plot4` with no subcommand).
#[cfg(feature = "gui")]
#[derive(Debug, clap::Args)]
pub struct WindowArgs {
    /// Window: who plays Red (human, one of `plot4 levels`, or adaptive: the level nearest the
    /// player's rating); skips the title and mode screens.
    #[arg(long, value_name = "MODE")]
    red: Option<plot4::game::Mode>,
    /// Window: who plays Yellow (human, one of `plot4 levels`, or adaptive); skips the title and
    /// mode screens.
    #[arg(long, value_name = "MODE")]
    yellow: Option<plot4::game::Mode>,
    /// Window: start from this position (1-based column digits, e.g. 4453).
    #[arg(long, value_name = "DIGITS")]
    position: Option<String>,
    /// Window: open this game file (docs/game-file.md), its players and moves, at its last move.
    #[arg(long, value_name = "FILE")]
    open: Option<std::path::PathBuf>,
    /// Window: seed for the computer's random choices, to replay a game.
    #[arg(long, value_name = "NUMBER", allow_hyphen_values = true)]
    seed: Option<u64>,
    /// Window: on exit, print frame-time figures (median, p99, max), also while the computer thinks.
    #[arg(long)]
    frame_stats: bool,
    /// Window: keep the saved game, settings and history in this folder (else $PLOT4_DATA_DIR,
    /// else the platform's data folder).
    #[arg(long, value_name = "DIR")]
    data_dir: Option<std::path::PathBuf>,
    /// Window: with --red/--yellow, continue the saved game instead of leaving it alone.
    #[arg(long)]
    resume: bool,
    /// Window: the theme for this run (classic, dark, light or colour-blind), over the settings.
    #[arg(long, value_name = "NAME")]
    theme: Option<plot4::store::Theme>,
    /// Window: no sound in this run, whatever the settings say.
    #[arg(long)]
    mute: bool,
    /// Window: the game to open on, connect4 (the default) or tictactoe.
    #[arg(long, value_name = "GAME", default_value = "connect4")]
    game: GameChoice,
    /// Window: the board's size and line length (--size WxH, --connect K).
    #[command(flatten)]
    board: super::board_options::BoardOptions,
    /// Window: join a friend's online game at once, by its code (K7M-Q3X-9PD) or link
    /// (http://HOST/play/K7M-Q3X-9PD).
    #[arg(long, value_name = "CODE|LINK")]
    join: Option<String>,
    /// Window: the server for online games (http://HOST:PORT), kept in the settings.
    #[arg(long, value_name = "URL")]
    server: Option<String>,
}

/// The games the window plays.
#[cfg(feature = "gui")]
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum GameChoice {
    /// Connect Four, on any board size.
    Connect4,
    /// Tic-tac-toe on a 3×3 grid.
    Tictactoe,
}

/// Opens the window once its options and the display are known to be good; logs go to
/// standard error at info level unless RUST_LOG says otherwise.
#[cfg(feature = "gui")]
pub fn run(args: &WindowArgs) -> Result<(), CliError> {
    let options = options(args)?;
    check_display()?;
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("info")).init();
    plot4::ui::run(options).map_err(|error| {
        CliError::Usage(format!(
            "no display: {error}; the command line still works, see plot4 --help"
        ))
    })
}

/// Elsewhere the windowing library talks to the system's own window server.
#[cfg(all(feature = "gui", not(target_os = "linux")))]
fn check_display() -> Result<(), CliError> {
    Ok(())
}

/// A build without the `gui` feature has no window to open.
#[cfg(not(feature = "gui"))]
pub fn run() -> Result<(), CliError> {
    Err(CliError::Usage(
        "this build of plot4 has no game window (built without the gui feature); the command \
         line works, see plot4 --help"
            .into(),
    ))
}

/// The window's options from the command line; a bad position is an error naming it.
#[cfg(feature = "gui")]
fn options(args: &WindowArgs) -> Result<plot4::ui::WindowOptions, CliError> {
    use plot4::game::{GameState, Mode, Modes};
    let modes = Modes {
        red: args.red.unwrap_or(Mode::Human),
        yellow: args.yellow.unwrap_or(Mode::Human),
    };
    let size = args.board.size()?;
    let connect_four_only = [
        (args.red.is_some(), "--red"),
        (args.yellow.is_some(), "--yellow"),
        (args.position.is_some(), "--position"),
        (size != plot4::Size::STANDARD, "--size/--connect"),
    ];
    if args.game == GameChoice::Tictactoe {
        if let Some((_, option)) = connect_four_only.iter().find(|(given, _)| *given) {
            return Err(CliError::Usage(format!(
                "{option} is for Connect Four; tic-tac-toe asks who plays X and O in the window"
            )));
        }
    }
    let game = match (args.position.as_deref(), &args.open) {
        (Some(_), Some(_)) => {
            return Err(CliError::Usage(
                "--position and --open both name a game: give one".into(),
            ))
        }
        (Some(digits), None) => GameState::from_position_on(modes, size, digits.trim())
            .map_err(|e| CliError::Usage(format!("invalid --position: {e}")))?,
        (None, Some(path)) => opened_game(args, path, size)?,
        (None, None) => GameState::sized(modes, size),
    };
    Ok(plot4::ui::WindowOptions {
        game,
        skip_to_play: args.red.is_some() || args.yellow.is_some() || args.open.is_some(),
        seed: args.seed,
        frame_stats: args.frame_stats,
        data_dir: args.data_dir.clone(),
        resume: args.resume,
        theme: args.theme,
        mute: args.mute,
        tictactoe: args.game == GameChoice::Tictactoe,
        from_link: false,
        join: args
            .join
            .as_deref()
            .map(|room| {
                room.parse()
                    .map_err(|e| CliError::Usage(format!("invalid --join: {e}")))
            })
            .transpose()?,
        server: args
            .server
            .as_deref()
            .map(|server| {
                server
                    .parse::<plot4::online::client::ServerAddress>()
                    .map(|_| server.trim().to_string())
                    .map_err(|e| CliError::Usage(format!("invalid --server: {e}")))
            })
            .transpose()?,
    })
}

/// The game a game file holds, as the window plays it on: its players unless --red or
/// --yellow say otherwise. A file for another board than --size names is refused.
#[cfg(feature = "gui")]
fn opened_game(
    args: &WindowArgs,
    path: &std::path::Path,
    size: plot4::Size,
) -> Result<plot4::game::GameState, CliError> {
    let record = super::game_file::read(path)?;
    let given_size = size != plot4::Size::STANDARD;
    if given_size && record.size != size {
        return Err(CliError::Usage(format!(
            "--open: the game file is for a {}x{} board, not the --size/--connect given",
            record.size.width(),
            record.size.height()
        )));
    }
    let modes = plot4::game::Modes {
        red: args.red.unwrap_or(record.modes.red),
        yellow: args.yellow.unwrap_or(record.modes.yellow),
    };
    let game = plot4::game::GameState::from_position_on(modes, record.size, &record.position())
        .map_err(|e| CliError::Usage(format!("--open: {e}")))?;
    Ok(game.with_first(record.first))
}

/// Checks that there is an X display to open the window on, before the windowing library
/// starts, to name the usual problems precisely: a local display (`:N`) must have its socket.
/// The rest (a remote display, a stale socket, a server that refuses) shows when the library
/// tries, as [`plot4::ui::WindowNotOpened`]. (Only Linux windows go through X.)
///
/// The socket is looked at, never connected to: a connection that hangs up without a word is,
/// to an X server, its last client leaving, and a server started to reset then (as `xvfb-run`
/// starts Xvfb) resets just as the window's own connection arrives, which then fails.
#[cfg(all(feature = "gui", target_os = "linux"))]
fn check_display() -> Result<(), CliError> {
    use plot4::notation::quoted;
    use std::os::unix::fs::FileTypeExt;
    let no_display = |why: String| {
        CliError::Usage(format!(
            "no display: {why}; the command line still works, see plot4 --help"
        ))
    };
    let display = std::env::var("DISPLAY").unwrap_or_default();
    if display.trim().is_empty() {
        return Err(no_display("DISPLAY is not set".into()));
    }
    let local = display
        .strip_prefix(':')
        .map(|rest| rest.split('.').next().unwrap_or(rest))
        .filter(|number| !number.is_empty() && number.bytes().all(|b| b.is_ascii_digit()));
    if let Some(number) = local {
        let socket = format!("/tmp/.X11-unix/X{number}");
        let missing = match std::fs::metadata(&socket) {
            Ok(found) if found.file_type().is_socket() => None,
            Ok(_) => Some("not a socket".to_string()),
            Err(error) => Some(error.to_string()),
        };
        if let Some(why) = missing {
            return Err(no_display(format!(
                "X display {} does not answer ({socket}: {why})",
                quoted(&display)
            )));
        }
    }
    Ok(())
}

//! `plot4 play`: one game in the terminal. Between two levels it prints the grid after every
//! move; with a person on either side (`human`) it is the text game (`text_game.rs`), typed and
//! told one line an event.

use super::ai_options::AiOptions;
use super::board_options::BoardOptions;
use super::history::DataDirArgs;
use super::match_cmd::play_game;
use super::text_game::TextGame;
use super::CliError;
use plot4::ai::Level;
use plot4::game::{GameState, Mode, Modes};
use plot4::notation::to_grid;
use plot4::Board;
use std::io::Write;

/// Options of `plot4 play`.
#[derive(Debug, clap::Args)]
pub struct PlayArgs {
    /// Who plays Red (Red moves first): `human` (you, typing), one of `plot4 levels`, or
    /// `adaptive`: the level nearest the player's rating in the history ("Match my level").
    #[arg(long, value_parser = parse_seat)]
    red: Mode,
    /// Who plays Yellow: `human`, a level, or `adaptive`. Against a person, High thinks no
    /// longer than the window lets it, unless --high-budget-ms says otherwise.
    #[arg(long, value_parser = parse_seat)]
    yellow: Mode,
    /// With a person playing: draw the grid after every move and for `board`, for sighted
    /// players. A game between two levels always draws it.
    #[arg(long)]
    grid: bool,
    #[command(flatten)]
    ai: AiOptions,
    #[command(flatten)]
    board: BoardOptions,
    /// Where the history is: read for `adaptive`, and a game with a person in it is recorded
    /// there.
    #[command(flatten)]
    data: DataDirArgs,
}

/// Reads `human`, `adaptive` or a level's name.
fn parse_seat(text: &str) -> Result<Mode, String> {
    text.parse().map_err(|_| {
        format!(
            "unknown level {} (expected human, adaptive or one of: {})",
            plot4::notation::quoted(text),
            Level::ALL.map(Level::name).join(", ")
        )
    })
}

pub fn run(args: &PlayArgs) -> Result<(), CliError> {
    let mut modes = Modes {
        red: args.red,
        yellow: args.yellow,
    };
    // The history is read only when a side adapts: a plain game needs no data folder.
    let mut rating = None;
    if [modes.red, modes.yellow]
        .iter()
        .any(|mode| matches!(mode, Mode::Adaptive(_)))
    {
        let history = args.data.store()?.read_history()?;
        let now = plot4::store::player_rating(history.games()).rating;
        modes = modes.adapted(now);
        rating = Some(now);
    }
    let size = args.board.size()?;
    if modes.red != Mode::Human && modes.yellow != Mode::Human {
        return computers(args, modes, rating);
    }
    let engine = |offset, mode: Mode| {
        mode.level().map(|_| {
            let mut engine = args.ai.engine(offset, size);
            // A person waits as long as the window would let High think, unless told otherwise.
            if args.ai.high_budget_ms.is_none() {
                engine.set_high_budget(Some(plot4::ai::worker::HIGH_BUDGET));
            }
            engine
        })
    };
    let engines = [engine(0, modes.red), engine(1, modes.yellow)];
    let store = match args.data.store() {
        Ok(store) => Some(store),
        Err(problem) => {
            note!("plot4: warning: {problem}");
            None
        }
    };
    TextGame::new(
        GameState::sized(modes, size),
        engines,
        args.grid,
        store,
        std::io::stdin().lock(),
        std::io::stdout().lock(),
    )
    .play(rating)
}

/// Two levels play each other, the grid after every move.
fn computers(args: &PlayArgs, modes: Modes, rating: Option<f64>) -> Result<(), CliError> {
    let mut out = std::io::stdout().lock();
    let level_of = |mode: Mode| mode.level().expect("both sides are levels");
    for mode in [modes.red, modes.yellow] {
        if let (Mode::Adaptive(level), Some(rating)) = (mode, rating) {
            writeln!(
                out,
                "adaptive: {} ({}), the level nearest the player's rating {rating:.0}",
                level.name(),
                level.rating()
            )?;
            break;
        }
    }
    let empty = Board::empty(args.board.size()?);
    let mut red = args.ai.engine(0, empty.size());
    let mut yellow = args.ai.engine(1, empty.size());
    let mut turn = 0;
    let (moves, winner) = play_game(
        empty,
        [
            (level_of(modes.red), &mut red),
            (level_of(modes.yellow), &mut yellow),
        ],
        |board| {
            turn += 1;
            writeln!(out, "move {turn}:")?;
            writeln!(out, "{}", to_grid(board))?;
            Ok(())
        },
    )?;
    match winner {
        Some(player) => writeln!(out, "{player} wins ({moves})")?,
        None => writeln!(out, "Draw ({moves})")?,
    }
    Ok(())
}

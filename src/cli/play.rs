//! `plot4 play`: one game between two levels in the terminal, the grid after every move.

use super::ai_options::AiOptions;
use super::board_options::BoardOptions;
use super::history::DataDirArgs;
use super::match_cmd::play_game;
use super::CliError;
use plot4::ai::{Level, UnknownLevel};
use plot4::notation::to_grid;
use plot4::Board;
use std::io::Write;

/// Options of `plot4 play`.
#[derive(Debug, clap::Args)]
pub struct PlayArgs {
    /// Red's level (Red moves first), one of `plot4 levels`, or `adaptive`: the level nearest
    /// the player's rating in the history ("Match my level").
    #[arg(long)]
    red: Seat,
    /// Yellow's level, one of `plot4 levels`, or `adaptive`.
    #[arg(long)]
    yellow: Seat,
    #[command(flatten)]
    ai: AiOptions,
    #[command(flatten)]
    board: BoardOptions,
    /// Where the history comes from, for `adaptive`.
    #[command(flatten)]
    data: DataDirArgs,
}

/// Who plays one side of `plot4 play`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Seat {
    /// A level of the ladder.
    Level(Level),
    /// The level nearest the player's rating, as the window's "Match my level" picks it.
    Adaptive,
}

impl std::str::FromStr for Seat {
    type Err = UnknownLevel;

    fn from_str(s: &str) -> Result<Seat, UnknownLevel> {
        if s.trim().eq_ignore_ascii_case("adaptive") {
            return Ok(Seat::Adaptive);
        }
        s.parse().map(Seat::Level)
    }
}

pub fn run(args: &PlayArgs) -> Result<(), CliError> {
    let mut out = std::io::stdout().lock();
    // The history is read only when a side adapts: a plain game needs no data folder.
    let mut adapted = None;
    let mut level_of = |seat: Seat| -> Result<Level, CliError> {
        match seat {
            Seat::Level(level) => Ok(level),
            Seat::Adaptive => {
                if adapted.is_none() {
                    let history = args.data.store()?.read_history()?;
                    let rating = plot4::store::player_rating(history.games()).rating;
                    adapted = Some((rating, plot4::ai::ladder::nearest(rating)));
                }
                Ok(adapted.expect("just set").1)
            }
        }
    };
    let (red_level, yellow_level) = (level_of(args.red)?, level_of(args.yellow)?);
    if let Some((rating, level)) = adapted {
        writeln!(
            out,
            "adaptive: {} ({}), the level nearest the player's rating {rating:.0}",
            level.name(),
            level.rating()
        )?;
    }
    let empty = Board::empty(args.board.size()?);
    let mut red = args.ai.engine(0, empty.size());
    let mut yellow = args.ai.engine(1, empty.size());
    let mut turn = 0;
    let (moves, winner) = play_game(
        empty,
        [(red_level, &mut red), (yellow_level, &mut yellow)],
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

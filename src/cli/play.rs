//! `plot4 play`: one game between two levels in the terminal, the grid after every move.

use super::ai_options::AiOptions;
use super::board_options::BoardOptions;
use super::match_cmd::play_game;
use super::CliError;
use plot4::ai::Level;
use plot4::notation::to_grid;
use plot4::Board;
use std::io::Write;

/// Options of `plot4 play`.
#[derive(Debug, clap::Args)]
pub struct PlayArgs {
    /// Red's level (Red moves first), one of `plot4 levels`.
    #[arg(long)]
    red: Level,
    /// Yellow's level.
    #[arg(long)]
    yellow: Level,
    #[command(flatten)]
    ai: AiOptions,
    #[command(flatten)]
    board: BoardOptions,
}

pub fn run(args: &PlayArgs) -> Result<(), CliError> {
    let (red_level, yellow_level) = (args.red, args.yellow);
    let empty = Board::empty(args.board.size()?);
    let mut red = args.ai.engine(0, empty.size());
    let mut yellow = args.ai.engine(1, empty.size());
    let mut out = std::io::stdout().lock();
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

//! `plot4 play`: one game between two levels in the terminal, the grid after every move.

use super::ai_options::{parse_level, AiOptions};
use super::match_cmd::play_game;
use super::CliError;
use plot4::notation::to_grid;

/// Options of `plot4 play`.
#[derive(Debug, clap::Args)]
pub struct PlayArgs {
    /// Red's level (Red moves first).
    #[arg(long)]
    red: String,
    /// Yellow's level.
    #[arg(long)]
    yellow: String,
    #[command(flatten)]
    ai: AiOptions,
}

pub fn run(args: &PlayArgs) -> Result<(), CliError> {
    let red_level = parse_level(&args.red)?;
    let yellow_level = parse_level(&args.yellow)?;
    let mut red = args.ai.engine(0);
    let mut yellow = args.ai.engine(1);
    let mut turn = 0;
    let (moves, winner) = play_game(
        [(red_level, &mut red), (yellow_level, &mut yellow)],
        |board| {
            turn += 1;
            println!("move {turn}:");
            println!("{}", to_grid(board));
        },
    )?;
    match winner {
        Some(player) => println!("{player} wins ({moves})"),
        None => println!("Draw ({moves})"),
    }
    Ok(())
}

//! `plot4 move`: the column a level plays in a position, and how long it took.

use super::ai_options::AiOptions;
use super::board_options::BoardOptions;
use super::CliError;
use plot4::ai::Level;
use plot4::notation::column_symbol;
use std::io::Write;
use std::time::Instant;

/// Options of `plot4 move`.
#[derive(Debug, clap::Args)]
pub struct MoveArgs {
    /// one of `plot4 levels`.
    #[arg(long)]
    level: Level,
    #[command(flatten)]
    ai: AiOptions,
    #[command(flatten)]
    board: BoardOptions,
    /// The position as a digit string of 1-based columns (empty for the empty board).
    position: String,
}

pub fn run(args: &MoveArgs) -> Result<(), CliError> {
    let level = args.level;
    let board = args.board.position(&args.position)?;
    if let Some(winner) = board.winner() {
        return Err(CliError::Usage(format!(
            "position {}: the game is over, {winner} has won",
            args.position
        )));
    }
    if board.is_full() {
        return Err(CliError::Usage(format!(
            "position {}: the game is over, the board is full",
            args.position
        )));
    }
    let mut engine = args.ai.engine(0, board.size());
    // The book loads before the clock starts: the window loads it ahead of the first move too.
    engine.book();
    let started = Instant::now();
    let column = engine
        .choose(level, &board, &plot4::solver::CancelToken::new())
        .map_err(|e| CliError::Usage(e.to_string()))?;
    let millis = started.elapsed().as_secs_f64() * 1000.0;
    let mut out = std::io::stdout().lock();
    writeln!(out, "{}", column_symbol(column))?;
    writeln!(out, "{millis:.1}")?;
    Ok(())
}

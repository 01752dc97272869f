//! `plot4 explore` and `plot4 threats`: the exact value of every move from a position with the
//! player's record in each line, and the threats on the board.

use super::board_options::BoardOptions;
use super::history::DataDirArgs;
use super::mistakes::Colour;
use super::CliError;
use plot4::coach::explorer::{explore, threats};
use plot4::notation::{column_symbol, columns_of};
use plot4::CancelToken;
use std::io::Write;
use std::time::Duration;

/// Options of `plot4 explore`.
#[derive(Debug, clap::Args)]
pub struct ExploreArgs {
    /// The position as a digit string of 1-based columns (empty for the start).
    #[arg(default_value = "")]
    position: String,
    /// The colour that moved first, for naming winners.
    #[arg(long, value_enum, default_value = "red")]
    first: Colour,
    /// The longest the position's analysis may take, in milliseconds (the window's hint
    /// budget by default).
    #[arg(long, value_name = "MS", value_parser = clap::value_parser!(u64).range(1..=3_600_000))]
    budget_ms: Option<u64>,
    #[command(flatten)]
    data: DataDirArgs,
    #[command(flatten)]
    board: BoardOptions,
}

/// Prints `<column> <score> <result> · played N won W drawn D lost L` per playable column.
pub fn run(args: &ExploreArgs) -> Result<(), CliError> {
    let board = args.board.position(&args.position)?;
    if board.is_over() {
        return Err(CliError::Usage(format!(
            "position {}: the game is over",
            args.position
        )));
    }
    let start = plot4::Board::empty(args.board.size()?);
    let moves = columns_of(&args.position, start.size().width())?;
    let history = args.data.store()?.read_history()?;
    let budget = args
        .budget_ms
        .map(Duration::from_millis)
        .unwrap_or(plot4::coach::BUDGET);
    let mut solver = plot4::coach::solver();
    let node = explore(
        &start,
        args.first.into(),
        &moves,
        &history,
        &mut solver,
        budget,
        &CancelToken::new(),
    )
    .map_err(|e| CliError::Usage(e.to_string()))?;
    let mut out = std::io::stdout().lock();
    for branch in &node.branches {
        let score = branch
            .score
            .map(|s| s.to_string())
            .unwrap_or_else(|| "?".into());
        writeln!(
            out,
            "{} {score} {} · {}",
            column_symbol(branch.column),
            node.result_words(branch),
            branch.record
        )?;
    }
    Ok(())
}

/// Options of `plot4 threats`.
#[derive(Debug, clap::Args)]
pub struct ThreatsArgs {
    /// The position as a digit string of 1-based columns.
    position: String,
    #[command(flatten)]
    board: BoardOptions,
}

/// Prints `<column>,<row> <side> <odd|even>[ playable]` per threat (columns as positions write
/// them, rows counted from 1 at the bottom), sides as the board names them (Red moved first).
pub fn run_threats(args: &ThreatsArgs) -> Result<(), CliError> {
    let board = args.board.position(&args.position)?;
    let mut out = std::io::stdout().lock();
    for threat in threats(&board) {
        let parity = if threat.on_odd_row() { "odd" } else { "even" };
        let playable = if threat.is_playable(&board) {
            " playable"
        } else {
            ""
        };
        writeln!(
            out,
            "{},{} {} {parity}{playable}",
            column_symbol(plot4::Column::new(threat.cell.column)),
            threat.cell.row + 1,
            threat.side
        )?;
    }
    Ok(())
}

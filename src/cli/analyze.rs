//! `plot4 analyze`: the score of every column, and the best one.

use super::board_options::BoardOptions;
use super::CliError;
use plot4::notation::column_symbol;
use plot4::{Column, Solver};
use std::io::Write;

/// Empty cells past which an exact analysis off the standard board may run very long without a
/// time limit, so the command says so before it starts.
const LONG_SEARCH_EMPTY_CELLS: usize = 24;

pub fn run(
    position: &str,
    options: &BoardOptions,
    time_limit: Option<u64>,
) -> Result<(), CliError> {
    let board = options.position(position)?;
    if let Some(winner) = board.winner() {
        return Err(CliError::Usage(format!(
            "position {position}: the game is over, {winner} has won"
        )));
    }
    if board.is_full() {
        return Err(CliError::Usage(format!(
            "position {position}: the board is full"
        )));
    }
    let empty = board.size().cells() - board.ply();
    let token = plot4::solver::CancelToken::new();
    let token = match time_limit {
        Some(seconds) => token.with_budget(std::time::Duration::from_secs(seconds)),
        None => {
            if board.size() != plot4::Size::STANDARD && empty >= LONG_SEARCH_EMPTY_CELLS {
                eprintln!(
                    "plot4: note: an exact analysis with {empty} empty cells can take hours; \
                     --time-limit SECONDS gives up after that long"
                );
            }
            token
        }
    };
    let scores = Solver::new().analyze(&board, &token).map_err(|_| {
        CliError::Usage(format!(
            "position {position}: not solved within the time limit of {} s",
            time_limit.unwrap_or_default()
        ))
    })?;
    let mut out = std::io::stdout().lock();
    let cells: Vec<String> = scores
        .iter()
        .map(|s| s.map_or_else(|| "-".to_string(), |s| s.to_string()))
        .collect();
    writeln!(out, "{}", cells.join(" "))?;
    // Leftmost best column; scores are exact, so any best column is as good.
    let best = scores
        .iter()
        .enumerate()
        .filter_map(|(i, s)| s.map(|s| (i, s)))
        .max_by_key(|&(i, s)| (s, std::cmp::Reverse(i)))
        .map(|(i, _)| column_symbol(Column::new(i as u8)))
        .ok_or_else(|| CliError::Usage("no column can be played".into()))?;
    writeln!(out, "best: {best}")?;
    Ok(())
}

//! `plot4 analyze`: the score of every column, and the best one.

use super::board_options::BoardOptions;
use super::CliError;
use plot4::analysis::ColumnScores;
use plot4::notation::column_symbol;
use plot4::Solver;
use std::io::Write;

/// Empty cells past which an exact analysis off the standard board may run very long without a
/// time limit, so the command says so before it starts.
const LONG_SEARCH_EMPTY_CELLS: usize = 24;

pub fn run(
    position: &str,
    options: &BoardOptions,
    time_limit: Option<u64>,
    line: bool,
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
                note!(
                    "plot4: note: an exact analysis with {empty} empty cells can take hours; \
                     --time-limit SECONDS gives up after that long"
                );
            }
            token
        }
    };
    // The window's hints answer from the opening book too: its scores are exact, so the
    // output is the same, and a column whose child the book holds costs nothing.
    let mut solver = Solver::new();
    solver.set_book(plot4::ai::default_book());
    // The line is ColumnScores' Display, the one home of the format the window's hint log
    // line uses too.
    let mut scores = ColumnScores::unknown(board);
    solver
        .analyze_each(&board, &token, |column, score| scores.set(column, score))
        .map_err(|_| {
            CliError::Usage(format!(
                "position {position}: not solved within the time limit of {} s",
                time_limit.unwrap_or_default()
            ))
        })?;
    let mut out = std::io::stdout().lock();
    writeln!(out, "{scores}")?;
    // Leftmost best column; scores are exact, so any best column is as good.
    let best = scores
        .best_columns()
        .first()
        .map(|&column| column_symbol(column))
        .ok_or_else(|| CliError::Usage("no column can be played".into()))?;
    writeln!(out, "best: {best}")?;
    if line {
        // The coach's line: the same one the window's "why" overlay draws.
        let moves =
            plot4::coach::explorer::best_line(&mut solver, &board, &token).map_err(|_| {
                CliError::Usage(format!(
                    "position {position}: the line was not found within the time limit of {} s",
                    time_limit.unwrap_or_default()
                ))
            })?;
        writeln!(out, "line: {}", plot4::notation::digits(&moves))?;
    }
    Ok(())
}

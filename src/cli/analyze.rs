//! `plot4 analyze`: the score of every column, and the best one.

use super::board_options::BoardOptions;
use super::CliError;
use plot4::notation::column_symbol;
use plot4::{Column, Solver};
use std::io::Write;

pub fn run(position: &str, options: &BoardOptions) -> Result<(), CliError> {
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
    // The window's hints answer from the opening book too: its scores are exact, so the
    // output is the same, and a column whose child the book holds costs nothing.
    let mut solver = Solver::new();
    solver.set_book(plot4::ai::default_book());
    let scores = solver
        .analyze(&board, &plot4::solver::CancelToken::new())
        .expect("nothing cancels a command-line search");
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

//! `plot4 analyze`: the score of every column, and the best one.

use super::board_options::BoardOptions;
use super::CliError;
use plot4::analysis::ColumnScores;
use plot4::notation::column_symbol;
use plot4::Solver;
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
    // The line is ColumnScores' Display, the one home of the format the window's hint log
    // line uses too.
    let mut scores = ColumnScores::unknown(board);
    solver
        .analyze_each(
            &board,
            &plot4::solver::CancelToken::new(),
            |column, score| scores.set(column, score),
        )
        .expect("nothing cancels a command-line search");
    let mut out = std::io::stdout().lock();
    writeln!(out, "{scores}")?;
    // Leftmost best column; scores are exact, so any best column is as good.
    let best = scores
        .best_columns()
        .first()
        .map(|&column| column_symbol(column))
        .ok_or_else(|| CliError::Usage("no column can be played".into()))?;
    writeln!(out, "best: {best}")?;
    Ok(())
}

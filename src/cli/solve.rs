//! `plot4 solve`: exact (or weak) scores for positions read line by line.

use super::CliError;
use plot4::notation::parse_digits;
use plot4::Solver;
use std::io::{self, BufRead, Write};

pub fn run(weak: bool, threads: usize) -> Result<(), CliError> {
    let mut solver = Solver::new();
    solver.set_threads(threads);
    let stdout = io::stdout();
    let mut out = stdout.lock();
    let mut invalid = 0;
    for (number, line) in io::stdin().lock().lines().enumerate() {
        let line = line?;
        let position = line.split_whitespace().next().unwrap_or("");
        let board = match parse_digits(position) {
            Ok(board) => board,
            Err(e) => {
                eprintln!("line {}: invalid position: {e}", number + 1);
                invalid += 1;
                continue;
            }
        };
        let score = if weak {
            solver.solve_weak(&board, &plot4::solver::CancelToken::new())
        } else {
            solver.solve(&board, &plot4::solver::CancelToken::new())
        }
        .expect("nothing cancels a command-line search");
        writeln!(out, "{position} {score}")?;
        out.flush()?;
    }
    if invalid > 0 {
        return Err(CliError::InvalidLines(invalid));
    }
    Ok(())
}

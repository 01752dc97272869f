//! `plot4 solve`: exact (or weak) scores for positions read line by line.

use super::board_options::BoardOptions;
use super::CliError;
use plot4::notation::parse_digits_on;
use plot4::{Board, Solver};
use std::io::{self, BufRead, Write};
use std::time::Instant;

pub fn run(
    weak: bool,
    threads: usize,
    stats: bool,
    options: &BoardOptions,
) -> Result<(), CliError> {
    let empty = Board::empty(options.size()?);
    let mut solver = Solver::new();
    solver.set_threads(threads);
    let mut out = io::stdout().lock();
    let mut invalid = 0;
    // Lines are read as bytes: one that is not UTF-8 is an invalid line like any other, and
    // the batch goes on.
    for (number, line) in io::stdin().lock().split(b'\n').enumerate() {
        let line = line?;
        let Ok(line) = std::str::from_utf8(&line) else {
            note!("line {}: invalid position: not UTF-8 text", number + 1);
            invalid += 1;
            continue;
        };
        let position = line.split_whitespace().next().unwrap_or("");
        let board = match parse_digits_on(empty, position) {
            Ok(board) => board,
            Err(e) => {
                note!("line {}: invalid position: {e}", number + 1);
                invalid += 1;
                continue;
            }
        };
        solver.reset_nodes();
        let started = Instant::now();
        let score = if weak {
            solver.solve_weak(&board, &plot4::solver::CancelToken::new())
        } else {
            solver.solve(&board, &plot4::solver::CancelToken::new())
        }
        .expect("nothing cancels a command-line search");
        let elapsed = started.elapsed();
        writeln!(out, "{position} {score}")?;
        out.flush()?;
        if stats {
            note!(
                "{position} nodes {} time {:.3} ms",
                solver.nodes(),
                elapsed.as_secs_f64() * 1e3
            );
        }
    }
    if invalid > 0 {
        return Err(CliError::InvalidLines(invalid));
    }
    Ok(())
}

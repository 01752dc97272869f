//! `plot4 bench-ai`: move times of one level over a file of positions and, for High, how many
//! moves were not score-optimal (checked with a separate exact solver).

use super::ai_options::AiOptions;
use super::CliError;
use plot4::ai::Level;
use plot4::notation::parse_digits;
use plot4::solver::{move_score, CancelToken};
use plot4::{Board, Column, Solver};
use std::io::Write;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// The positions shipped with the tests: every stage of the game, with exact scores.
const DEFAULT_POSITIONS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/ai_positions.txt");

/// High's budget unless `--high-budget-ms` says otherwise: the maximum move time.
const DEFAULT_BUDGET_MS: u64 = 3000;

/// Options of `plot4 bench-ai`.
#[derive(Debug, clap::Args)]
pub struct BenchAiArgs {
    /// one of `plot4 levels`.
    #[arg(long)]
    level: Level,
    /// Print one line per position: moves, coins played, column, milliseconds.
    #[arg(long)]
    verbose: bool,
    #[command(flatten)]
    ai: AiOptions,
    /// Positions, one per line: digits, optionally followed by the exact score (used to check
    /// High; solved if absent).
    file: Option<PathBuf>,
}

pub fn run(args: &BenchAiArgs) -> Result<(), CliError> {
    let level = args.level;
    let path = args
        .file
        .clone()
        .unwrap_or_else(|| PathBuf::from(DEFAULT_POSITIONS));
    let text = std::fs::read_to_string(&path).map_err(|source| CliError::Read {
        path: path.display().to_string(),
        source,
    })?;
    let mut positions = Vec::new();
    for (number, line) in text.lines().enumerate() {
        if line.starts_with('#') {
            continue;
        }
        let mut parts = line.split_whitespace();
        let Some(moves) = parts.next() else { continue };
        let board = parse_digits(moves).map_err(|e| {
            CliError::Usage(format!(
                "{}:{}: invalid position: {e}",
                path.display(),
                number + 1
            ))
        })?;
        if board.is_over() {
            return Err(CliError::Usage(format!(
                "{}:{}: the game is over in {moves}",
                path.display(),
                number + 1
            )));
        }
        let score = match parts.next().map(str::parse::<i32>) {
            None => None,
            Some(Ok(score)) => Some(score),
            Some(Err(_)) => {
                return Err(CliError::Usage(format!(
                    "{}:{}: the score is not a number",
                    path.display(),
                    number + 1
                )))
            }
        };
        positions.push((moves.to_string(), board, score));
    }
    if positions.is_empty() {
        return Err(CliError::Usage(format!("{}: no positions", path.display())));
    }

    let budget_ms = args.ai.high_budget_ms.unwrap_or(DEFAULT_BUDGET_MS);
    let mut engine = args.ai.engine(0, plot4::Size::STANDARD);
    engine.set_high_budget((budget_ms > 0).then(|| Duration::from_millis(budget_ms)));
    let book = engine.book();
    let mut checker = (level == Level::High).then(Solver::new);
    let mut out = std::io::stdout().lock();
    let mut times = Vec::with_capacity(positions.len());
    let mut not_optimal = 0;
    for (moves, board, score) in &positions {
        let started = Instant::now();
        let column = engine
            .choose(level, board, &CancelToken::new())
            .map_err(|e| CliError::Usage(e.to_string()))?;
        let millis = started.elapsed().as_secs_f64() * 1000.0;
        times.push(millis);
        let mut verdict = String::new();
        if let Some(checker) = checker.as_mut() {
            let optimal = is_optimal(checker, board, column, *score);
            if !optimal {
                not_optimal += 1;
            }
            verdict = if optimal { " optimal" } else { " NOT OPTIMAL" }.to_string();
        }
        if args.verbose {
            writeln!(
                out,
                "{moves} ply {} column {} {millis:.3} ms{verdict}",
                board.ply(),
                column.number()
            )?;
        }
    }
    let mut sorted = times.clone();
    sorted.sort_by(f64::total_cmp);
    let pick = |q: f64| sorted[((sorted.len() - 1) as f64 * q).round() as usize];
    writeln!(
        out,
        "level {level}: {} positions from {}",
        positions.len(),
        path.display()
    )?;
    if level == Level::High {
        match &book {
            Some(book) => writeln!(
                out,
                "book: depth {}, {} positions",
                book.depth(),
                book.len()
            )?,
            None => writeln!(out, "book: none")?,
        }
    }
    writeln!(
        out,
        "median {:.3} ms, p95 {:.3} ms, max {:.3} ms",
        pick(0.5),
        pick(0.95),
        sorted[sorted.len() - 1]
    )?;
    if level == Level::High {
        writeln!(
            out,
            "not score-optimal: {not_optimal}, out of budget ({budget_ms} ms): {}",
            engine.out_of_time_moves()
        )?;
    }
    Ok(())
}

/// True if `column` keeps the exact score of `board` (given, or solved here).
fn is_optimal(solver: &mut Solver, board: &Board, column: Column, score: Option<i32>) -> bool {
    let token = CancelToken::new();
    let mut exact = |b: &Board| solver.solve(b, &token);
    let child = board.play(column).expect("the engine plays legal moves");
    let reached = move_score(&child, &mut exact);
    let score = score.map_or_else(|| exact(board), Ok);
    reached
        .and_then(|reached| Ok(reached == score?))
        .expect("nothing cancels the benchmark's checker")
}

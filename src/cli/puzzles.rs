//! `plot4 puzzles generate|check|stats` and `plot4 puzzle`: making the shipped puzzles,
//! checking a puzzle file against the solver, the player's puzzle rating, and one puzzle with
//! its solution for scripts.

use super::history::DataDirArgs;
use super::CliError;
use plot4::coach::puzzles::{self, Puzzle};
use plot4::notation::{digits, quoted, to_grid};
use plot4::store::{PuzzleError, PuzzleKind};
use plot4::{CancelToken, Size};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// `plot4 puzzles …`.
#[derive(Debug, clap::Subcommand)]
pub enum PuzzlesCommand {
    /// Make puzzles with the solver from random games (and the player's history) and write
    /// them to a file; the same seed makes the same file.
    Generate(GenerateArgs),
    /// Check every puzzle of a file with the solver: only the listed moves solve it.
    Check {
        /// The puzzle file (the shipped puzzles if omitted).
        file: Option<PathBuf>,
    },
    /// Print the player's puzzle rating, streaks and tries.
    Stats(DataDirArgs),
}

/// Options of `plot4 puzzles generate`.
#[derive(Debug, clap::Args)]
pub struct GenerateArgs {
    /// How many puzzles to make.
    #[arg(long, default_value_t = 500, value_parser = clap::value_parser!(u64).range(1..=100_000))]
    count: u64,
    /// The random games' seed.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Where to write them.
    #[arg(long, default_value = "assets/puzzles.txt")]
    out: PathBuf,
    /// The longest one position may take to solve, in milliseconds: positions past it are
    /// skipped and counted. Only a wall-clock limit, so it is generous: with none skipped, the
    /// same seed makes the same file on any machine, however busy.
    #[arg(long, value_name = "MS", default_value_t = 20_000, value_parser = clap::value_parser!(u64).range(1..=3_600_000))]
    budget_ms: u64,
    /// Make puzzles of the positions where the player went wrong first (from the history in
    /// the data folder).
    #[arg(long)]
    from_history: bool,
    #[command(flatten)]
    data: DataDirArgs,
}

/// Options of `plot4 puzzle`.
#[derive(Debug, clap::Args)]
pub struct PuzzleArgs {
    /// Only puzzles of this kind: win (play and win) or only (only move).
    #[arg(long, value_parser = parse_kind)]
    kind: Option<PuzzleKind>,
    /// The puzzle rated closest to this.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=4000))]
    rating: Option<u32>,
    /// Picks among equally fitting puzzles.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// A puzzle file to pick from instead of the shipped puzzles.
    #[arg(long)]
    file: Option<PathBuf>,
}

fn parse_kind(text: &str) -> Result<PuzzleKind, PuzzleError> {
    text.parse()
}

/// The puzzles of `file`, or the shipped ones.
fn load(file: Option<&Path>) -> Result<Vec<Puzzle>, CliError> {
    match file {
        None => Ok(puzzles::shipped()),
        Some(path) => {
            let text = std::fs::read_to_string(path).map_err(|source| CliError::Read {
                path: path.display().to_string(),
                source,
            })?;
            puzzles::parse(&text).map_err(|e| {
                CliError::Usage(format!(
                    "puzzle file {}: {e}",
                    quoted(&path.display().to_string())
                ))
            })
        }
    }
}

pub fn run(command: &PuzzlesCommand) -> Result<(), CliError> {
    match command {
        PuzzlesCommand::Generate(args) => generate(args),
        PuzzlesCommand::Check { file } => check(file.as_deref()),
        PuzzlesCommand::Stats(data) => stats(data),
    }
}

fn generate(args: &GenerateArgs) -> Result<(), CliError> {
    let budget = Duration::from_millis(args.budget_ms);
    let token = CancelToken::new();
    let mut solver = plot4::coach::solver();
    let started = Instant::now();
    let mut made = Vec::new();
    if args.from_history {
        let history = args.data.store()?.read_history()?;
        made = puzzles::from_history(&history, &mut solver, budget, &token)
            .map_err(|e| CliError::Usage(e.to_string()))?;
        made.truncate(args.count as usize);
    }
    let wanted = args.count as usize - made.len();
    let random = puzzles::generate(wanted, args.seed, budget, &mut solver, &token, |_, _| ())
        .map_err(|e| CliError::Usage(e.to_string()))?;
    let (games, out_of_time) = (random.games, random.out_of_time);
    made.extend(random.puzzles);
    let text = puzzles::to_text(Size::STANDARD, &made);
    plot4::atomic_file::write_atomically(&args.out, text.as_bytes()).map_err(|source| {
        CliError::Read {
            path: args.out.display().to_string(),
            source,
        }
    })?;
    let elapsed = started.elapsed();
    let wins = made.iter().filter(|p| p.kind == PuzzleKind::Win).count();
    writeln!(
        std::io::stdout().lock(),
        "{} puzzles ({} win, {} only) from {games} random games ({out_of_time} positions past \
         the budget) in {:.1} s, {:.0} ms per puzzle: {}",
        made.len(),
        wins,
        made.len() - wins,
        elapsed.as_secs_f64(),
        elapsed.as_secs_f64() * 1000.0 / made.len().max(1) as f64,
        args.out.display()
    )?;
    Ok(())
}

fn check(file: Option<&Path>) -> Result<(), CliError> {
    let puzzles = load(file)?;
    let mut solver = plot4::coach::solver();
    let token = CancelToken::new();
    let started = Instant::now();
    for (index, puzzle) in puzzles.iter().enumerate() {
        puzzles::verify(puzzle, &mut solver, plot4::coach::BUDGET, &token).map_err(|why| {
            CliError::Usage(format!(
                "puzzle {} ({}): {why}",
                index + 1,
                puzzle.file_line()
            ))
        })?;
    }
    writeln!(
        std::io::stdout().lock(),
        "{} puzzles verified in {:.1} s",
        puzzles.len(),
        started.elapsed().as_secs_f64()
    )?;
    Ok(())
}

fn stats(data: &DataDirArgs) -> Result<(), CliError> {
    let record = data.store()?.read_puzzles()?;
    let rating = record.rating();
    let solved = record.tries().iter().filter(|t| t.solved()).count();
    let mut out = std::io::stdout().lock();
    writeln!(
        out,
        "rating {:.0} deviation {:.0} volatility {:.4}",
        rating.rating, rating.deviation, rating.volatility
    )?;
    writeln!(
        out,
        "tries {} solved {} failed {} streak {} best {}",
        record.tries().len(),
        solved,
        record.tries().len() - solved,
        record.streak(),
        record.best_streak()
    )?;
    Ok(())
}

/// Prints one puzzle: what it asks, the position and its grid, every first move that solves
/// it and the main line.
pub fn run_puzzle(args: &PuzzleArgs) -> Result<(), CliError> {
    let puzzles = load(args.file.as_deref())?;
    let puzzle = puzzles::pick(&puzzles, args.kind, args.rating, args.seed)
        .ok_or_else(|| CliError::Usage("no puzzle of that kind".into()))?;
    let mut out = std::io::stdout().lock();
    writeln!(
        out,
        "puzzle: {} rating {} from {}",
        puzzle.kind,
        puzzle.rating,
        match puzzle.source {
            puzzles::Source::Random => "a random game",
            puzzles::Source::Mistake => "your games",
        }
    )?;
    writeln!(out, "{}", puzzle.task())?;
    writeln!(out, "position: {}", digits(&puzzle.moves))?;
    write!(out, "{}", to_grid(&puzzle.board))?;
    writeln!(out, "solution: {}", digits(&puzzle.solution))?;
    writeln!(out, "line: {}", digits(&puzzle.line))?;
    Ok(())
}

//! `plot4 bench`: runs Pascal Pons' test sets and prints, per set, correctness and speed.

use super::board_options::BoardOptions;
use super::CliError;
use plot4::notation::{parse_digits_on, quoted};
use plot4::solver::book::Book;
use plot4::{Board, Size, Solver};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

/// The sets in order from easy to hard.
const SETS: [&str; 6] = [
    "Test_L3_R1",
    "Test_L2_R1",
    "Test_L2_R2",
    "Test_L1_R1",
    "Test_L1_R2",
    "Test_L1_R3",
];

/// Test_L1_R3 takes hours whole: without `--limit`, only its first lines run.
const HARD_SET_DEFAULT_LIMIT: usize = 100;

/// Options of `plot4 bench`.
#[derive(Debug, clap::Args)]
pub struct BenchArgs {
    /// Run only this set (e.g. Test_L2_R2); all six of Pons' by default. On other board
    /// sizes (`--size`) a set must be named: its moves are played from that board.
    #[arg(long)]
    set: Option<String>,
    #[command(flatten)]
    board: BoardOptions,
    /// Transposition table size in MiB, from 1 to 4096.
    #[arg(long, default_value_t = 64, value_parser = clap::value_parser!(u64).range(1..=super::book::MAX_TABLE_MIB))]
    table_mib: u64,
    /// Solve the empty board of every size a published-results file lists (the format of
    /// tests/data/connect4_sizes.txt), up to `--max-cells` cells, and print time, nodes and
    /// whether the score is the published one.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["set", "analyze", "book"])]
    empty_boards: Option<PathBuf>,
    /// With `--empty-boards`: only boards of at most this many cells.
    #[arg(long, value_name = "CELLS", default_value_t = 36)]
    max_cells: usize,
    /// Run only the first N positions of each set (default: all, but 100 of Test_L1_R3).
    #[arg(long)]
    limit: Option<usize>,
    /// The folder holding the sets.
    #[arg(
        long,
        env = "PLOT4_BENCH_DIR",
        default_value = "../shared/solver-bench"
    )]
    dir: PathBuf,
    /// Keep the transposition table between positions instead of clearing it (not timed) before each.
    #[arg(long)]
    keep_table: bool,
    /// Search threads per position (sharing the table's far region, splitting the moves near the root), 1 to 64.
    #[arg(long, default_value_t = 1, value_parser = super::threads::threads_range())]
    threads: u64,
    /// Print one tab-separated row per set, with a header, for scripts.
    #[arg(long)]
    tsv: bool,
    /// Answer positions the opening book holds from it: the shipped book, or the book file
    /// given.
    #[arg(long, value_name = "BOOK", num_args = 0..=1)]
    book: Option<Option<PathBuf>>,
    /// Time `plot4 analyze` (every column's exact score, as a hint needs) instead of one
    /// solve: each line of the set is '<moves> <score of column 1> ... ' with '-' for a full
    /// column, e.g. `--analyze --dir tests/data --set hint_positions.txt`.
    #[arg(long)]
    analyze: bool,
}

/// Figures for one set.
struct SetReport {
    name: String,
    positions: usize,
    mismatches: usize,
    times_us: Vec<f64>,
    nodes: u64,
}

impl SetReport {
    fn mean_us(&self) -> f64 {
        self.times_us.iter().sum::<f64>() / self.positions.max(1) as f64
    }
    fn median_us(&self) -> f64 {
        let mut sorted = self.times_us.clone();
        sorted.sort_by(f64::total_cmp);
        sorted.get(sorted.len() / 2).copied().unwrap_or(0.0)
    }
    fn p95_us(&self) -> f64 {
        let mut sorted = self.times_us.clone();
        sorted.sort_by(f64::total_cmp);
        let index = (sorted.len() * 95 / 100).min(sorted.len().saturating_sub(1));
        sorted.get(index).copied().unwrap_or(0.0)
    }
    fn max_us(&self) -> f64 {
        self.times_us.iter().copied().fold(0.0, f64::max)
    }
    fn mean_nodes(&self) -> f64 {
        self.nodes as f64 / self.positions.max(1) as f64
    }
    fn nodes_per_second(&self) -> f64 {
        let total: f64 = self.times_us.iter().sum();
        if total > 0.0 {
            self.nodes as f64 / (total / 1e6)
        } else {
            0.0
        }
    }
}

pub fn run(args: &BenchArgs) -> Result<(), CliError> {
    super::threads::check_threads(args.threads)?;
    let size = args.board.size()?;
    let mut solver = Solver::with_table(super::book::table_of(args.table_mib)?);
    solver.set_threads(args.threads as usize);
    // The table is laid out for the board before any clock runs, as a game lays it out when its
    // board is chosen: the first position then pays no more than the others.
    solver.prepare_for(size);
    if let Some(path) = &args.empty_boards {
        return empty_boards(&mut solver, path, args.max_cells, args.tsv);
    }
    let names: Vec<&str> = match &args.set {
        Some(set) => vec![set.as_str()],
        None if size == Size::STANDARD => SETS.to_vec(),
        None => {
            return Err(CliError::Usage(format!(
                "--size {}x{}: name the set to run with --set (Pons' sets are 7x6 positions)",
                size.width(),
                size.height()
            )))
        }
    };
    let mut out = std::io::stdout().lock();
    match &args.book {
        None => {}
        Some(None) => solver.set_book(Some(
            plot4::ai::default_book().ok_or_else(unusable_default_book)?,
        )),
        Some(Some(path)) => solver.set_book(Some(Arc::new(
            Book::load(path, size).map_err(|e| CliError::Usage(e.to_string()))?,
        ))),
    }
    if args.tsv {
        writeln!(
            out,
            "set\tpositions\tmismatches\tmean_us\tmedian_us\tmax_us\tmean_nodes\tp95_us"
        )?;
    }
    let mut failed = false;
    for name in names {
        let limit = args.limit.unwrap_or(if name == "Test_L1_R3" {
            HARD_SET_DEFAULT_LIMIT
        } else {
            usize::MAX
        });
        let report = run_set(
            &mut solver,
            Board::empty(size),
            &args.dir.join(name),
            name,
            limit,
            args.keep_table,
            args.analyze,
        )?;
        failed |= report.mismatches > 0;
        if args.tsv {
            writeln!(
                out,
                "{}\t{}\t{}\t{:.1}\t{:.1}\t{:.1}\t{:.0}\t{:.1}",
                report.name,
                report.positions,
                report.mismatches,
                report.mean_us(),
                report.median_us(),
                report.max_us(),
                report.mean_nodes(),
                report.p95_us()
            )?;
        } else {
            writeln!(out,
                "{:<11} positions {:>5}  mismatches {}  mean {}  median {}  p95 {}  max {}  mean nodes {:.0}  {:.2} M nodes/s  peak memory {}",
                report.name,
                report.positions,
                report.mismatches,
                human_time(report.mean_us()),
                human_time(report.median_us()),
                human_time(report.p95_us()),
                human_time(report.max_us()),
                report.mean_nodes(),
                report.nodes_per_second() / 1e6,
                peak_memory().unwrap_or_else(|| "?".into()),
            )?;
        }
    }
    if failed {
        return Err(CliError::Usage("some scores did not match the set".into()));
    }
    Ok(())
}

/// Why `--book` without a path found no book: the one `PLOT4_BOOK` names (its warning, just
/// printed, says what is wrong), or else the shipped one.
fn unusable_default_book() -> CliError {
    CliError::Usage(match std::env::var_os("PLOT4_BOOK") {
        Some(path) => format!(
            "--book: the opening book PLOT4_BOOK names ({}) is unusable",
            quoted(&path.to_string_lossy())
        ),
        None => "--book: the shipped opening book is unusable".into(),
    })
}

fn run_set(
    solver: &mut Solver,
    empty: Board,
    path: &Path,
    name: &str,
    limit: usize,
    keep_table: bool,
    analyze: bool,
) -> Result<SetReport, CliError> {
    let text = std::fs::read_to_string(path).map_err(|source| CliError::Read {
        path: path.display().to_string(),
        source,
    })?;
    let mut report = SetReport {
        name: name.to_string(),
        positions: 0,
        mismatches: 0,
        times_us: Vec::new(),
        nodes: 0,
    };
    for (number, line) in text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .take(limit)
        .enumerate()
    {
        let mut fields = line.split_whitespace();
        let (Some(moves), expected) = (fields.next(), fields.collect::<Vec<_>>()) else {
            return Err(CliError::Usage(format!(
                "{name} line {}: expected '<moves> <score>'",
                number + 1
            )));
        };
        let board = parse_digits_on(empty, moves)?;
        let expected = if analyze {
            expected.join(" ")
        } else {
            let score = match expected[..] {
                [score] => score,
                _ => {
                    return Err(CliError::Usage(format!(
                        "{name} line {}: expected '<moves> <score>'",
                        number + 1
                    )))
                }
            };
            let parsed: i32 = score.parse().map_err(|_| {
                CliError::Usage(format!(
                    "{name} line {}: {} is not a score",
                    number + 1,
                    quoted(score)
                ))
            })?;
            parsed.to_string()
        };
        if !keep_table {
            solver.clear_table();
        }
        solver.reset_nodes();
        let token = plot4::solver::CancelToken::new();
        let start = Instant::now();
        let found = if analyze {
            let scores = solver
                .analyze(&board, &token)
                .expect("nothing cancels a benchmark");
            report.times_us.push(start.elapsed().as_secs_f64() * 1e6);
            scores
                .iter()
                .map(|s| s.map_or_else(|| "-".to_string(), |s| s.to_string()))
                .collect::<Vec<_>>()
                .join(" ")
        } else {
            let score = solver
                .solve(&board, &token)
                .expect("nothing cancels a benchmark");
            report.times_us.push(start.elapsed().as_secs_f64() * 1e6);
            score.to_string()
        };
        report.nodes += solver.nodes();
        report.positions += 1;
        if found != expected {
            report.mismatches += 1;
            note!(
                "{name} line {}: {moves} scored {found}, expected {expected}",
                number + 1
            );
        }
    }
    Ok(report)
}

/// `--empty-boards`: each listed size's empty board solved from a clear table, against the
/// published result.
fn empty_boards(
    solver: &mut Solver,
    path: &Path,
    max_cells: usize,
    tsv: bool,
) -> Result<(), CliError> {
    let text = std::fs::read_to_string(path).map_err(|source| CliError::Read {
        path: path.display().to_string(),
        source,
    })?;
    let mut out = std::io::stdout().lock();
    if tsv {
        writeln!(out, "size	published	score	match	seconds	nodes")?;
    }
    let mut failed = false;
    for (number, line) in text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
    {
        let (size, published) = published_result(line).map_err(|problem| {
            CliError::Usage(format!("{} line {}: {problem}", path.display(), number + 1))
        })?;
        if size.cells() > max_cells {
            continue;
        }
        solver.prepare_for(size);
        solver.clear_table();
        solver.reset_nodes();
        let start = Instant::now();
        let score = solver
            .solve(&Board::empty(size), &plot4::solver::CancelToken::new())
            .expect("nothing cancels a benchmark");
        let seconds = start.elapsed().as_secs_f64();
        let matches = score == published;
        failed |= !matches;
        let name = format!("{}x{}", size.width(), size.height());
        if tsv {
            writeln!(
                out,
                "{name}	{published}	{score}	{matches}	{seconds:.3}	{}",
                solver.nodes()
            )?;
        } else {
            writeln!(
                out,
                "{name:<6} published {published:>3}  solved {score:>3}  {}  {}  nodes {}",
                if matches { "ok" } else { "MISMATCH" },
                human_time(seconds * 1e6),
                solver.nodes()
            )?;
        }
    }
    if failed {
        return Err(CliError::Usage(
            "some empty boards did not match the published results".into(),
        ));
    }
    Ok(())
}

/// One line of a published-results file, `width height winner last_move`, as the size and the
/// score it means for the first player: a win on move m is worth `1 + (cells - m) / 2` to the
/// winner, a draw 0.
fn published_result(line: &str) -> Result<(Size, i32), String> {
    let fields: Vec<&str> = line.split_whitespace().collect();
    let [width, height, winner, last_move] = fields[..] else {
        return Err("expected 'width height winner last_move'".into());
    };
    let number = |field: &str| {
        field
            .parse::<usize>()
            .map_err(|_| format!("{} is not a number", quoted(field)))
    };
    let size = Size::new(number(width)?, number(height)?).map_err(|e| e.to_string())?;
    let last_move = number(last_move)?;
    if last_move == 0 || last_move > size.cells() {
        return Err(format!("move {last_move} is not on the board"));
    }
    let worth = (1 + (size.cells() - last_move) / 2) as i32;
    let score = match winner {
        "first" if last_move % 2 == 1 => worth,
        "second" if last_move % 2 == 0 => -worth,
        "draw" if last_move == size.cells() => 0,
        _ => return Err(format!("{} cannot end on move {last_move}", quoted(winner))),
    };
    Ok((size, score))
}

fn human_time(us: f64) -> String {
    if us < 1e3 {
        format!("{us:.1} µs")
    } else if us < 1e6 {
        format!("{:.2} ms", us / 1e3)
    } else {
        format!("{:.2} s", us / 1e6)
    }
}

/// The process's peak resident memory, from /proc (Linux only).
fn peak_memory() -> Option<String> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    Some(line.trim_start_matches("VmHWM:").trim().to_string())
}

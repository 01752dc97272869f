//! The `plot4` command line: one file per subcommand. Every error is one line on standard
//! error and exit code 2.

/// Writes one line on standard error, for whoever watches. Where standard error is closed or
/// full (`2>&1 | head`, `2>/dev/full`), the line is lost and the command goes on: `eprintln!`
/// would panic there.
macro_rules! note {
    ($($line:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), $($line)*);
    }};
}
pub(crate) use note;

mod ai_options;
mod analyze;
mod bench;
mod bench_ai;
mod board_options;
mod book;
mod explore;
mod game_file;
mod history;
mod judge;
mod manual;
mod match_cmd;
mod mistakes;
mod move_cmd;
#[cfg(feature = "online")]
mod online;
mod picture;
mod play;
mod puzzles;
mod show;
mod solve;
mod stats;
mod text_game;
mod threads;
mod tictactoe;
mod typed;
pub mod window;

use clap::{CommandFactory, Parser, Subcommand};
use plot4::notation::{quoted, MoveListError};
use std::path::PathBuf;
use thiserror::Error;
use threads::{check_threads, threads_range};

/// Plot 4: Connect Four with a perfect engine. Without a subcommand, opens the game window.
#[derive(Debug, Parser)]
#[command(name = "plot4", version, about)]
pub struct Cli {
    /// What to do; omit it to open the game window.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// How the game window starts.
    #[cfg(feature = "gui")]
    #[command(flatten)]
    pub window: window::WindowArgs,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Solve positions read from standard input, one per line (digit strings; an empty line is
    /// the empty board). Prints `<position> <score>` per line.
    Solve {
        /// Print only -1 (loss), 0 (draw) or 1 (win) for the side to move: faster.
        #[arg(long)]
        weak: bool,
        /// Search threads per position (sharing the table's far region, splitting the moves near the root), 1 to 64.
        #[arg(long, default_value_t = 1, value_parser = threads_range())]
        threads: u64,
        /// After each position, print its node count and solving time on standard error.
        #[arg(long)]
        stats: bool,
        #[command(flatten)]
        board: board_options::BoardOptions,
    },
    /// Print the exact score of playing each column, then the best column.
    Analyze {
        /// The position as a digit string of 1-based columns, e.g. 4453.
        position: String,
        #[command(flatten)]
        board: board_options::BoardOptions,
        /// Give up after this many seconds (one line, exit 2) rather than search on: an early
        /// position of a big board can take hours.
        #[arg(long, value_name = "SECONDS")]
        time_limit: Option<u64>,
        /// Then print `line: <columns>`, the best line from the position to the end of the game.
        #[arg(long)]
        line: bool,
    },
    /// Read a kata move list (A_Red, B_Yellow, ...) and print Red, Yellow or Draw.
    Judge {
        /// The file to read; standard input if omitted.
        file: Option<PathBuf>,
    },
    /// Print a position as a text grid.
    Show {
        /// The position as a digit string of 1-based columns.
        position: String,
        #[command(flatten)]
        board: board_options::BoardOptions,
    },
    /// Run the solver test sets and print timing and correctness per set.
    Bench(bench::BenchArgs),
    /// Build or check the opening book used by the High level.
    #[command(subcommand)]
    Book(book::BookCommand),
    /// Print the column a computer level plays in a position, then the milliseconds taken.
    Move(move_cmd::MoveArgs),
    /// Play games between two levels headless: one line per game, then the tally.
    Match(match_cmd::MatchArgs),
    /// Play one game in the terminal: typed and told one line a move against a level or a
    /// friend (`human`), or two levels with the grid after every move.
    Play(play::PlayArgs),
    /// Time a level on a file of positions; for High, count moves that are not score-optimal.
    BenchAi(bench_ai::BenchAiArgs),
    /// List the computer levels for scripts, weakest first, one a line: `<name> <rating>` (Elo,
    /// Random at 0). Each name works with --level, --red and --yellow.
    Levels,
    /// Print every recorded game: `<date> <red mode> <yellow mode> <moves> <result>`.
    History(history::DataDirArgs),
    /// Print the human's wins, draws and losses per opponent, the longest winning streak and
    /// the player's rating (Glicko-2, on the levels' Elo scale).
    Stats(history::DataDirArgs),
    /// The moves of a game that threw a result away: the position before each, the move that
    /// keeps the result and what every move there leads to.
    Mistakes(mistakes::MistakesArgs),
    /// Make, check and rate puzzles: generate, check, stats.
    #[command(subcommand)]
    Puzzles(puzzles::PuzzlesCommand),
    /// Print one puzzle with its solution.
    Puzzle(puzzles::PuzzleArgs),
    /// The exact value of every move from a position, with the player's record in each line.
    Explore(explore::ExploreArgs),
    /// The threats on the board: empty cells that would complete a line, with their row parity.
    Threats(explore::ThreatsArgs),
    /// Tic-tac-toe on the same search: show, analyze, play or match (squares 1-9).
    #[command(subcommand)]
    Tictactoe(tictactoe::TicTacToeCommand),
    /// Draw a position as a PNG, in the window's look, without opening a window.
    Image(picture::ImageArgs),
    /// Draw a game as an animated GIF, one move a frame.
    Gif(picture::GifArgs),
    /// Print a game file with each move's exact outcome, and ? or ?? on its mistakes.
    AnalyzeGame {
        /// The game file (see docs/game-file.md).
        file: PathBuf,
        /// Leave a position unannotated after this many seconds of search.
        #[arg(long, value_name = "SECONDS")]
        time_limit: Option<u64>,
    },
    /// Run the game server: rooms by code and link, the referee, clocks (docs/online.md).
    #[cfg(feature = "online")]
    Serve(online::ServeArgs),
    /// Play a friend through a server: create, join or watch a room; or load-test a server.
    #[cfg(feature = "online")]
    #[command(subcommand)]
    Online(online::OnlineCommand),
    /// Write the man pages (plot4.1 and one per subcommand) into a folder; for packaging.
    #[command(hide = true)]
    Manpages {
        /// The folder to write them in; it must exist.
        folder: PathBuf,
    },
    /// Print the completion script of a shell (bash, zsh, fish, elvish, powershell).
    #[command(hide = true)]
    Completions {
        /// The shell.
        shell: clap_complete::Shell,
    },
}

/// Anything that stops a subcommand: printed as one line, exit code 2.
#[derive(Debug, Error)]
pub enum CliError {
    /// A position or move list that cannot be read.
    #[error("invalid position: {0}")]
    Position(#[from] MoveListError),
    /// A kata list that cannot be judged.
    #[error("invalid move list: {0}")]
    MoveList(MoveListError),
    /// A file that could not be read.
    #[error("cannot read {}: {source}", quoted(.path))]
    Read {
        /// The file.
        path: String,
        /// Why.
        source: std::io::Error,
    },
    /// A file that could not be written.
    #[error("cannot write {}: {source}", quoted(.path))]
    Write {
        /// The file.
        path: String,
        /// Why.
        source: std::io::Error,
    },
    /// Standard output or input failed.
    #[error("i/o error: {0}")]
    Io(#[from] std::io::Error),
    /// A request that makes no sense for this input.
    #[error("{0}")]
    Usage(String),
    /// A file of the player's that cannot be read.
    #[error(transparent)]
    BadFile(#[from] plot4::store::BadFile),
    /// No data folder to read.
    #[error(transparent)]
    DataFolder(#[from] plot4::store::Problem),
    /// Some lines of a batch were invalid (already reported one by one).
    #[error("{0} invalid line(s)")]
    InvalidLines(usize),
}

impl CliError {
    /// True if standard output was closed by its reader (`plot4 play | head`).
    pub fn is_closed_output(&self) -> bool {
        matches!(self, CliError::Io(error) if error.kind() == std::io::ErrorKind::BrokenPipe)
    }
}

/// Shows the library's warnings (a broken `PLOT4_BOOK`, …) as one line each on standard error.
/// The window sets up its own, more talkative log instead.
pub fn show_warnings() {
    use std::io::Write;
    env_logger::Builder::from_env(env_logger::Env::default().default_filter_or("warn"))
        .format(|out, record| {
            let level = match record.level() {
                log::Level::Error => "error",
                log::Level::Warn => "warning",
                _ => "note",
            };
            writeln!(out, "plot4: {level}: {}", record.args())
        })
        .init();
}

/// Runs one subcommand.
pub fn run(command: Command) -> Result<(), CliError> {
    match command {
        Command::Solve {
            weak,
            threads,
            stats,
            board,
        } => {
            check_threads(threads)?;
            solve::run(weak, threads as usize, stats, &board)
        }
        Command::Analyze {
            position,
            board,
            time_limit,
            line,
        } => analyze::run(&position, &board, time_limit, line),
        Command::Judge { file } => judge::run(file.as_deref()),
        Command::Show { position, board } => show::run(&board.position(&position)?),
        Command::Bench(args) => bench::run(&args),
        Command::Book(command) => book::run(&command),
        Command::Move(args) => move_cmd::run(&args),
        Command::Match(args) => match_cmd::run(&args),
        Command::Play(args) => play::run(&args),
        Command::BenchAi(args) => bench_ai::run(&args),
        Command::Levels => {
            use std::io::Write;
            let mut out = std::io::stdout().lock();
            for level in plot4::ai::Level::ALL {
                writeln!(out, "{} {}", level.name(), level.rating())?;
            }
            Ok(())
        }
        Command::History(args) => history::run(&args),
        Command::Stats(args) => stats::run(&args),
        Command::Tictactoe(command) => tictactoe::run(&command),
        Command::Mistakes(args) => mistakes::run(&args),
        Command::Puzzles(command) => puzzles::run(&command),
        Command::Puzzle(args) => puzzles::run_puzzle(&args),
        Command::Explore(args) => explore::run(&args),
        Command::Threats(args) => explore::run_threats(&args),
        Command::Image(args) => picture::image(&args),
        Command::Gif(args) => picture::gif(&args),
        Command::AnalyzeGame { file, time_limit } => game_file::analyze(&file, time_limit),
        #[cfg(feature = "online")]
        Command::Serve(args) => online::serve(&args),
        #[cfg(feature = "online")]
        Command::Online(command) => online::run(&command),
        Command::Manpages { folder } => manual::man_pages(Cli::command(), &folder),
        Command::Completions { shell } => manual::completions(Cli::command(), shell),
    }
}

//! The computer players: levels from Random to a perfect High, all behind one [`Engine`].
//!
//! The engine is owned by whoever searches (the window's worker thread, or the command line) and
//! can be cancelled from another thread through its stop flag.

pub mod alpha_beta;
pub mod evaluation;
pub mod game_tree;
pub mod lines;
pub mod perfect;
pub mod threats;
pub mod worker;

use crate::board::{Board, Column};
use crate::solver::book::{Book, BookError};
use crate::solver::{Cancelled, Solver};
use alpha_beta::Limits;
use evaluation::Plot4Evaluation;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use std::fmt;
use std::str::FromStr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, OnceLock};
use std::thread;
use std::time::{Duration, Instant};
use thiserror::Error;
use threats::ThreatEvaluation;

/// How strongly a computer player plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Level {
    /// A uniformly random legal move.
    Random,
    /// Shallow search with the original Plot 4 evaluation: beatable by a casual player.
    Low,
    /// Deeper heuristic search: a real fight.
    Mid,
    /// Perfect play.
    High,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 4] = [Level::Random, Level::Low, Level::Mid, Level::High];

    /// The level's name in lower case, as the command line spells it.
    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Low => "low",
            Level::Mid => "mid",
            Level::High => "high",
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is not one of random, low, mid, high.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("unknown level '{0}' (expected random, low, mid or high)")]
pub struct UnknownLevel(pub String);

impl FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(s: &str) -> Result<Level, UnknownLevel> {
        Level::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| UnknownLevel(s.to_string()))
    }
}

/// Why the engine did not return a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum ChooseError {
    /// The game is over: there is nothing to play.
    #[error("the game is over")]
    GameOver,
    /// The search was stopped from outside.
    #[error(transparent)]
    Cancelled(#[from] Cancelled),
}

/// Low's search depth, in plies.
pub const LOW_DEPTH: u32 = 2;
/// Mid's deepest iteration, in plies.
pub const MID_DEPTH: u32 = 8;
/// Mid's default time budget: it stops deepening when this runs out.
pub const MID_BUDGET: Duration = Duration::from_millis(1500);

/// How long High's fallback heuristic may think once its exact search ran out of time.
const FALLBACK_BUDGET: Duration = Duration::from_millis(100);
/// Time for the exact search to notice its stop flag and for the fallback to start.
const FALLBACK_MARGIN: Duration = Duration::from_millis(50);

/// The opening book built by `plot4 book build` and shipped in `assets/`, compiled into the
/// binary so that an installed `plot4` finds it wherever it runs from.
const SHIPPED_BOOK: &[u8] = include_bytes!("../../assets/book.p4b");

/// The book High uses by default, read once per process on first use (by whichever thread
/// searches first, never the window's): the file named by `PLOT4_BOOK` if that is set, else the
/// shipped one. A missing or broken book leaves High searching without it.
pub fn default_book() -> Option<Arc<Book>> {
    static BOOK: OnceLock<Option<Arc<Book>>> = OnceLock::new();
    BOOK.get_or_init(|| {
        let loaded = match std::env::var_os("PLOT4_BOOK") {
            Some(path) => Book::load(std::path::Path::new(&path), crate::board::Size::STANDARD),
            None => Book::from_bytes(
                SHIPPED_BOOK,
                crate::board::Size::STANDARD,
                "assets/book.p4b",
            ),
        };
        match loaded {
            Ok(book) => Some(Arc::new(book)),
            Err(BookError::Io { source, path })
                if source.kind() == std::io::ErrorKind::NotFound =>
            {
                log::warn!("no opening book at {path}; High searches");
                None
            }
            Err(error) => {
                log::warn!("ignoring the opening book: {error}; High searches");
                None
            }
        }
    })
    .clone()
}

/// Which book High uses.
#[derive(Debug, Clone)]
enum BookChoice {
    /// The shipped one, loaded on first use.
    Default,
    /// One given by the caller, or none.
    Given(Option<Arc<Book>>),
}

/// Chooses moves for every level. Holds the random source and the exact solver, whose table is
/// reused between moves.
pub struct Engine {
    rng: StdRng,
    solver: Solver,
    memory: perfect::Memory,
    book: BookChoice,
    mid_budget: Duration,
    high_budget: Option<Duration>,
    out_of_time: u64,
}

impl Engine {
    /// An engine; a seed makes its tie-breaks and random moves reproducible.
    pub fn new(seed: Option<u64>) -> Engine {
        Engine {
            rng: match seed {
                Some(seed) => StdRng::seed_from_u64(seed),
                None => StdRng::from_entropy(),
            },
            solver: Solver::new(),
            memory: perfect::Memory::default(),
            book: BookChoice::Default,
            mid_budget: MID_BUDGET,
            high_budget: None,
            out_of_time: 0,
        }
    }

    /// Uses this opening book (or none) instead of the shipped one.
    pub fn set_book(&mut self, book: Option<Arc<Book>>) {
        self.book = BookChoice::Given(book);
    }

    /// The book High uses, loading the shipped one if that is the choice (call it from a worker
    /// thread to have it ready before the first move).
    pub fn book(&mut self) -> Option<Arc<Book>> {
        match &self.book {
            BookChoice::Default => {
                let book = default_book();
                self.book = BookChoice::Given(book.clone());
                book
            }
            BookChoice::Given(book) => book.clone(),
        }
    }

    /// How long Mid may deepen its search.
    pub fn set_mid_budget(&mut self, budget: Duration) {
        self.mid_budget = budget;
    }

    /// How long High may search before it plays the best move proven so far (`None`: until it
    /// has proved the best move, however long that takes).
    pub fn set_high_budget(&mut self, budget: Option<Duration>) {
        self.high_budget = budget;
    }

    /// How many of High's moves so far ran out of budget and were only the best proven.
    pub fn out_of_time_moves(&self) -> u64 {
        self.out_of_time
    }

    /// A flag that cancels the running search when set from another thread.
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        self.solver.stop_flag()
    }

    /// Thinks on the opponent's time: works out High's answer to every move the opponent may
    /// play in `board` (centre first), without a time budget, so that the one played is
    /// answered from memory at once. Returns `Cancelled` as soon as the stop flag is raised.
    pub fn ponder(&mut self, board: &Board) -> Result<(), ChooseError> {
        let stop = self.solver.stop_flag();
        let budget = self.high_budget.take();
        let mut result = Ok(());
        for column in game_tree::GameTree::moves(board) {
            let Ok(reply) = board.play(column) else {
                continue;
            };
            if reply.is_over() {
                continue;
            }
            // `choose` lowers the flag when it starts: a cancel must be seen before that.
            if stop.load(Ordering::SeqCst) {
                result = Err(ChooseError::Cancelled(Cancelled));
                break;
            }
            if let Err(error) = self.choose(Level::High, &reply) {
                result = Err(error);
                break;
            }
        }
        self.high_budget = budget;
        result
    }

    /// True if High's answer in `board` is ready in memory (it chose there before, or
    /// pondered it): asking for it costs no search.
    pub fn knows_answer(&self, board: &Board) -> bool {
        self.memory.knows_optimal(board)
    }

    /// The move `level` plays in `board`.
    pub fn choose(&mut self, level: Level, board: &Board) -> Result<Column, ChooseError> {
        let legal = board.legal_columns();
        if legal.is_empty() {
            return Err(ChooseError::GameOver);
        }
        let stop = self.solver.stop_flag();
        stop.store(false, Ordering::Relaxed);
        match level {
            Level::Random => Ok(*legal.choose(&mut self.rng).expect("legal is not empty")),
            Level::Low => {
                let limits = Limits {
                    depth: LOW_DEPTH,
                    deadline: None,
                };
                let eval = Plot4Evaluation::new(board.size());
                let found = alpha_beta::search(board, &eval, limits, &stop)?;
                Ok(found.pick(&mut self.rng))
            }
            Level::Mid => {
                let limits = Limits {
                    depth: MID_DEPTH,
                    deadline: Some(Instant::now() + self.mid_budget),
                };
                let eval = ThreatEvaluation::new(board.size());
                let found = alpha_beta::search(board, &eval, limits, &stop)?;
                Ok(found.pick(&mut self.rng))
            }
            Level::High => {
                let book = self.book();
                let out_of_time = Arc::new(AtomicBool::new(false));
                // The exact search stops early enough for the fallback to fit in the budget.
                let watchdog = self.high_budget.map(|budget| {
                    let search = budget.saturating_sub(FALLBACK_BUDGET + FALLBACK_MARGIN);
                    Watchdog::start(search, Arc::clone(&stop), Arc::clone(&out_of_time))
                });
                let choice = perfect::choose(
                    board,
                    &mut self.solver,
                    &mut self.memory,
                    book.as_deref(),
                    &stop,
                    &out_of_time,
                    &mut self.rng,
                );
                drop(watchdog);
                let choice = choice?;
                match choice.out_of_time {
                    None => Ok(choice.column),
                    Some(candidates) => {
                        // Out of time: among the moves as good as the best proven, let Mid's
                        // judgement pick, briefly.
                        self.out_of_time += 1;
                        stop.store(false, Ordering::Relaxed);
                        let limits = Limits {
                            depth: MID_DEPTH,
                            deadline: Some(Instant::now() + FALLBACK_BUDGET),
                        };
                        let eval = ThreatEvaluation::new(board.size());
                        let found =
                            alpha_beta::search_among(board, candidates, &eval, limits, &stop)?;
                        Ok(found.pick(&mut self.rng))
                    }
                }
            }
        }
    }
}

/// Raises the stop flag when a budget runs out, unless dropped first.
struct Watchdog {
    done: Option<mpsc::Sender<()>>,
    thread: Option<thread::JoinHandle<()>>,
}

impl Watchdog {
    fn start(budget: Duration, stop: Arc<AtomicBool>, fired: Arc<AtomicBool>) -> Watchdog {
        let (done, wait) = mpsc::channel::<()>();
        let thread = thread::spawn(move || {
            if let Err(mpsc::RecvTimeoutError::Timeout) = wait.recv_timeout(budget) {
                fired.store(true, Ordering::Relaxed);
                // The solver clears the flag when a search starts; keep raising it until the
                // move is chosen so no search that starts late runs unbounded.
                loop {
                    stop.store(true, Ordering::Relaxed);
                    if let Err(mpsc::RecvTimeoutError::Disconnected) =
                        wait.recv_timeout(Duration::from_millis(1))
                    {
                        break;
                    }
                }
            }
        });
        Watchdog {
            done: Some(done),
            thread: Some(thread),
        }
    }
}

impl Drop for Watchdog {
    fn drop(&mut self) {
        // Hanging up wakes the watchdog at once.
        drop(self.done.take());
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

//! The computer players: a ladder of levels from Random to a perfect High (src/ai/ladder.rs),
//! all behind one [`Engine`].
//!
//! The engine is owned by whoever searches (the window's worker thread, or the command line);
//! each search runs under the caller's [`CancelToken`], which another thread may cancel.

pub(crate) mod alpha_beta;
#[cfg(target_arch = "wasm32")]
pub mod browser_bench;
pub(crate) mod evaluation;
pub(crate) mod game_tree;
pub mod ladder;
#[cfg(any(target_arch = "wasm32", test))]
mod page_messages;
#[cfg(target_arch = "wasm32")]
pub mod page_worker;
pub(crate) mod perfect;
pub mod tactics;
pub(crate) mod threats;
pub mod worker;

use crate::board::{Board, Column};
use crate::cancel::{CancelToken, Stopped};
use crate::solver::book::{Book, BookError};
use crate::solver::Solver;
use evaluation::Plot4Evaluation;
use perfect::HighChoice;
use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_pcg::Pcg64;
use std::sync::{Arc, OnceLock};
use std::time::Duration;
use thiserror::Error;
use threats::ThreatEvaluation;

pub(crate) use ladder::named;
pub use ladder::{Level, UnknownLevel};

/// Low's search depth, in plies.
pub(crate) const LOW_DEPTH: u32 = 2;
/// Mid's deepest iteration, in plies.
pub(crate) const MID_DEPTH: u32 = 8;
/// Mid's default time budget: it stops deepening when this runs out.
pub(crate) const MID_BUDGET: Duration = Duration::from_millis(1500);

/// How long a level that sees exact values may analyse one move before it falls back on Mid's
/// judgement: well inside High's budget in the window.
pub(crate) const LADDER_BUDGET: Duration = Duration::from_millis(1000);

/// How long High's fallback heuristic may think once its exact search ran out of time.
const FALLBACK_BUDGET: Duration = Duration::from_millis(100);
/// Time for the exact search to notice its stop flag and for the fallback to start.
const FALLBACK_MARGIN: Duration = Duration::from_millis(50);

/// Why the engine did not return a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum ChooseError {
    /// The game is over: there is nothing to play.
    #[error("the game is over")]
    GameOver,
    /// The request's token was cancelled.
    #[error("the search was cancelled")]
    Cancelled,
    /// An analysis ran past the engine's analysis budget (a position too deep to prove in
    /// time, as early on a big board).
    #[error("the analysis ran out of time")]
    OutOfTime,
    /// In the browser, the frame's slice of work ended first: the request goes on next frame
    /// (see [`crate::cancel`]). Never a reply.
    #[error("the search paused for the next frame")]
    Paused,
}

impl From<Stopped> for ChooseError {
    /// Levels answer with what they have when time runs out, so a stopped search that reaches
    /// the caller was cancelled, or paused.
    fn from(stopped: Stopped) -> ChooseError {
        match stopped {
            Stopped::Paused => ChooseError::Paused,
            Stopped::Cancelled | Stopped::OutOfTime => ChooseError::Cancelled,
        }
    }
}

/// The book High uses by default, read once per process on first use (by whichever thread
/// searches first, never the window's): the file named by `PLOT4_BOOK` if that is set, else the
/// shipped one. A missing or broken book leaves High searching without it.
pub fn default_book() -> Option<Arc<Book>> {
    static BOOK: OnceLock<Option<Arc<Book>>> = OnceLock::new();
    BOOK.get_or_init(|| {
        let loaded = match std::env::var_os("PLOT4_BOOK") {
            Some(path) => Book::load(std::path::Path::new(&path), crate::board::Size::STANDARD),
            None => Book::shipped(),
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
    /// A named generator (not rand's `StdRng`, whose algorithm may change between releases),
    /// so that a seed gives the same games with every release of the rand crates.
    rng: Pcg64,
    solver: Solver,
    memory: perfect::Memory,
    book: BookChoice,
    mid_budget: Duration,
    high_budget: Option<Duration>,
    analysis_budget: Option<Duration>,
    out_of_time: u64,
}

impl Engine {
    /// An engine; a seed makes its tie-breaks and random moves reproducible.
    pub fn new(seed: Option<u64>) -> Engine {
        Engine::with_solver(seed, Solver::new())
    }

    /// An engine whose High searches with `solver` (one with a small table suits tests).
    pub fn with_solver(seed: Option<u64>, solver: Solver) -> Engine {
        Engine {
            rng: match seed {
                Some(seed) => Pcg64::seed_from_u64(seed),
                None => rand::make_rng(),
            },
            solver,
            memory: perfect::Memory::default(),
            book: BookChoice::Default,
            mid_budget: MID_BUDGET,
            high_budget: None,
            analysis_budget: None,
            out_of_time: 0,
        }
    }

    /// Uses this opening book (or none) instead of the shipped one.
    pub fn set_book(&mut self, book: Option<Arc<Book>>) {
        self.solver.set_book(book.clone());
        self.book = BookChoice::Given(book);
    }

    /// The book High uses, loading the shipped one if that is the choice (call it from a worker
    /// thread to have it ready before the first move).
    pub fn book(&mut self) -> Option<Arc<Book>> {
        match &self.book {
            BookChoice::Default => {
                let book = default_book();
                self.set_book(book.clone());
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

    /// How long one analysis (a hint, a point of the evaluation graph) may take before it
    /// gives up (`None`: until every column is proved, however long that takes).
    pub fn set_analysis_budget(&mut self, budget: Option<Duration>) {
        self.analysis_budget = budget;
    }

    /// How many moves so far ran out of budget: High's that were only the best proven, and
    /// those of the levels seeing exact values that fell back on Mid's judgement.
    pub fn out_of_time_moves(&self) -> u64 {
        self.out_of_time
    }

    /// Thinks on the opponent's time: works out High's answer to every move the opponent may
    /// play in `board` (centre first), without a time budget, so that the one played is
    /// answered from memory at once. Returns `Cancelled` soon after `token` is cancelled; what
    /// it proved until then is kept.
    pub fn ponder(&mut self, board: &Board, token: &CancelToken) -> Result<(), ChooseError> {
        self.book();
        for column in game_tree::GameTree::moves(board) {
            let reply = board.play(column).expect("GameTree::moves are legal");
            if reply.is_over() || self.memory.knows_optimal(&reply) {
                continue;
            }
            perfect::choose(
                &reply,
                &mut self.solver,
                &mut self.memory,
                token,
                &mut self.rng,
            )?;
        }
        Ok(())
    }

    /// The exact score of playing each column of `board`, centre first, told to `on_column` as
    /// each is proved (for hints and analysis).
    /// Past the analysis budget (if one is set) it gives up with [`ChooseError::OutOfTime`],
    /// the columns proved so far told.
    pub fn analyse(
        &mut self,
        board: &Board,
        token: &CancelToken,
        on_column: impl FnMut(Column, i32),
    ) -> Result<(), ChooseError> {
        self.book();
        let within = match self.analysis_budget {
            Some(budget) => token.with_budget(budget),
            None => token.clone(),
        };
        self.solver
            .analyze_each(board, &within, on_column)
            .map_err(|stopped| match stopped {
                Stopped::OutOfTime => ChooseError::OutOfTime,
                Stopped::Cancelled => ChooseError::Cancelled,
                Stopped::Paused => ChooseError::Paused,
            })
    }

    /// True if High's answer in `board` is ready in memory (it chose there before, or
    /// pondered it): asking for it costs no search.
    pub fn knows_answer(&self, board: &Board) -> bool {
        self.memory.knows_optimal(board)
    }

    /// The move `level` plays in `board`, searching until `token` is cancelled. Mid and High
    /// keep to their own budgets too, and to `token`'s deadline if it has one, and then play
    /// the best they found.
    pub fn choose(
        &mut self,
        level: Level,
        board: &Board,
        token: &CancelToken,
    ) -> Result<Column, ChooseError> {
        let legal = board.legal_columns();
        if legal.is_empty() {
            return Err(ChooseError::GameOver);
        }
        if level == Level::Random {
            return Ok(*legal.choose(&mut self.rng).expect("legal is not empty"));
        }
        if level != Level::High {
            if let Some(forced) = tactics::forced(board) {
                return Ok(*forced
                    .choose(&mut self.rng)
                    .expect("forced moves are legal"));
            }
        }
        if legal.len() == 1 {
            return Ok(legal[0]);
        }
        match level {
            Level::Random => unreachable!("Random chose above"),
            Level::RandomPlus => Ok(*legal.choose(&mut self.rng).expect("legal is not empty")),
            Level::VeryLow if ladder::plays_carelessly(&mut self.rng) => {
                Ok(ladder::careless_move(board, &mut self.rng))
            }
            Level::VeryLow | Level::Lower | Level::MidHigh => {
                let judgement = ladder::judgement(level).expect("a level seeing exact values");
                self.by_value(board, judgement, token)
            }
            Level::Low => {
                let eval = Plot4Evaluation::new(board.size());
                let found = alpha_beta::search(board, &eval, LOW_DEPTH, token)?;
                Ok(found.pick(&mut self.rng))
            }
            Level::Mid => {
                let eval = ThreatEvaluation::new(board.size());
                let within = token.with_budget(self.mid_budget);
                let found = alpha_beta::search(board, &eval, MID_DEPTH, &within)?;
                Ok(found.pick(&mut self.rng))
            }
            Level::High => {
                self.book();
                // The exact search stops early enough for the fallback to fit in the budget.
                let exact = match self.high_budget {
                    Some(budget) => {
                        token.with_budget(budget.saturating_sub(FALLBACK_BUDGET + FALLBACK_MARGIN))
                    }
                    None => token.clone(),
                };
                let choice = perfect::choose(
                    board,
                    &mut self.solver,
                    &mut self.memory,
                    &exact,
                    &mut self.rng,
                )?;
                match choice {
                    HighChoice::Optimal(column) => Ok(column),
                    HighChoice::OutOfTime(candidates) => {
                        self.out_of_time += 1;
                        self.fallback(board, candidates, token)
                    }
                }
            }
        }
    }

    /// A level that sees exact values. When it does not stray it plays as High does; when it
    /// does, it takes every column's score (from the book or the solver) and chooses among them
    /// by its judgement. Either way within [`LADDER_BUDGET`]; past it, Mid's judgement picks,
    /// briefly (among the best moves proven, if High's search found some), and the move is
    /// counted as late.
    fn by_value(
        &mut self,
        board: &Board,
        judgement: ladder::Judgement,
        token: &CancelToken,
    ) -> Result<Column, ChooseError> {
        self.book();
        let within = token.with_budget(LADDER_BUDGET);
        if !ladder::strays(judgement, &mut self.rng) {
            let choice = perfect::choose(
                board,
                &mut self.solver,
                &mut self.memory,
                &within,
                &mut self.rng,
            )?;
            return match choice {
                HighChoice::Optimal(column) => Ok(column),
                HighChoice::OutOfTime(candidates) => self.late(board, candidates, token),
            };
        }
        let mut scored = Vec::new();
        match self
            .solver
            .analyze_each(board, &within, |column, score| scored.push((column, score)))
        {
            Ok(()) => Ok(ladder::choose_by_value(
                board,
                &scored,
                judgement.temperature,
                &mut self.rng,
            )),
            Err(Stopped::Cancelled) => Err(ChooseError::Cancelled),
            Err(Stopped::Paused) => Err(ChooseError::Paused),
            Err(Stopped::OutOfTime) => self.late(board, board.legal_columns(), token),
        }
    }

    /// A ladder level out of time: Mid's judgement picks among `candidates`, briefly.
    fn late(
        &mut self,
        board: &Board,
        candidates: Vec<Column>,
        token: &CancelToken,
    ) -> Result<Column, ChooseError> {
        self.out_of_time += 1;
        log::debug!("a ladder level ran out of time; Mid's judgement picks");
        let eval = ThreatEvaluation::new(board.size());
        let within = token.with_budget(FALLBACK_BUDGET);
        let found = alpha_beta::search_among(board, candidates, &eval, MID_DEPTH, &within)?;
        Ok(found.pick(&mut self.rng))
    }

    /// High out of time: among the moves as good as the best proven, Mid's judgement picks,
    /// briefly. Logged, so that a move that may not be optimal can be traced.
    fn fallback(
        &mut self,
        board: &Board,
        candidates: Vec<Column>,
        token: &CancelToken,
    ) -> Result<Column, ChooseError> {
        let position = crate::notation::to_grid(board)
            .lines()
            .take(board.size().height())
            .collect::<Vec<_>>()
            .join("/");
        if let [column] = candidates[..] {
            log::warn!("High ran out of time in {position}: plays {column}, the best proven move");
            return Ok(column);
        }
        let eval = ThreatEvaluation::new(board.size());
        let within = token.with_budget(FALLBACK_BUDGET);
        let found = alpha_beta::search_among(board, candidates.clone(), &eval, MID_DEPTH, &within)?;
        let column = found.pick(&mut self.rng);
        let among = crate::notation::digits(&candidates);
        log::warn!(
            "High ran out of time in {position}: plays {column}, Mid's choice among the columns \
             {among} (none proven better)"
        );
        Ok(column)
    }
}

//! Options shared by the subcommands that run computer players: seed and opening book.

use plot4::ai::worker::HIGH_BUDGET;
use plot4::ai::Engine;
use plot4::solver::book::Book;
use plot4::Size;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

/// Seed and book options.
#[derive(Debug, Clone, clap::Args)]
pub struct AiOptions {
    /// Make random moves and tie-breaks reproducible.
    #[arg(long)]
    pub seed: Option<u64>,
    /// Use this opening book instead of the shipped one (a broken book is reported and
    /// ignored: High then searches).
    #[arg(long, conflicts_with = "no_book")]
    pub book: Option<PathBuf>,
    /// Play High without any opening book.
    #[arg(long)]
    pub no_book: bool,
    /// High's time budget per move in milliseconds, as in the window: past it, High plays the
    /// best move proven so far. 0: search until the best move is proved. Absent: the same on the
    /// 7x6 board (bench-ai defaults to 3000); on other sizes and line lengths, which have no
    /// opening book and can take hours to solve early on, the window's 3000.
    #[arg(long)]
    pub high_budget_ms: Option<u64>,
}

impl AiOptions {
    /// An engine for games on boards of `size`, seeded with `seed + offset` (so two players
    /// in one game differ), with the chosen book and High's budget.
    pub fn engine(&self, offset: u64, size: Size) -> Engine {
        let mut engine = Engine::new(self.seed.map(|s| s.wrapping_add(offset)));
        let budget = match self.high_budget_ms {
            Some(ms) => (ms > 0).then(|| Duration::from_millis(ms)),
            None if size != Size::STANDARD => Some(HIGH_BUDGET),
            None => None,
        };
        engine.set_high_budget(budget);
        if self.no_book {
            engine.set_book(None);
        } else if let Some(path) = &self.book {
            match Book::load(path, Size::STANDARD) {
                Ok(book) => engine.set_book(Some(Arc::new(book))),
                Err(error) => {
                    note!("plot4: warning: {error}; High will search without a book");
                    engine.set_book(None);
                }
            }
        }
        engine
    }
}

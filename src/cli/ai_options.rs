//! Options shared by the subcommands that run computer players: seed and opening book.

use plot4::ai::Engine;
use plot4::solver::book::Book;
use plot4::Size;
use std::path::PathBuf;
use std::sync::Arc;

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
    /// best move proven so far. 0 or absent: search until the best move is proved (bench-ai
    /// defaults to 3000).
    #[arg(long)]
    pub high_budget_ms: Option<u64>,
}

impl AiOptions {
    /// An engine seeded with `seed + offset` (so two players in one game differ), with the
    /// chosen book.
    pub fn engine(&self, offset: u64) -> Engine {
        let mut engine = Engine::new(self.seed.map(|s| s.wrapping_add(offset)));
        if let Some(ms) = self.high_budget_ms.filter(|&ms| ms > 0) {
            engine.set_high_budget(Some(std::time::Duration::from_millis(ms)));
        }
        if self.no_book {
            engine.set_book(None);
        } else if let Some(path) = &self.book {
            match Book::load(path, Size::STANDARD) {
                Ok(book) => engine.set_book(Some(Arc::new(book))),
                Err(error) => {
                    eprintln!("plot4: warning: {error}; High will search without a book");
                    engine.set_book(None);
                }
            }
        }
        engine
    }
}

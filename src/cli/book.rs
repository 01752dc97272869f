//! `plot4 book`: build the opening book (resumable, with a progress bar) or check a book file.

use super::CliError;
use indicatif::{ProgressBar, ProgressStyle};
use plot4::solver::book::{self, Book, BookError, BuildProgress, Shard};
use plot4::solver::TranspositionTable;
use plot4::{Size, Solver};
use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

/// What to do with the opening book.
#[derive(Debug, clap::Subcommand)]
pub enum BookCommand {
    /// Solve every position up to a depth and write the book. Stopping it loses nothing: a
    /// rerun with the same output resumes from its journal.
    Build {
        /// Every position with at most this many coins gets an exact score.
        #[arg(long)]
        depth: usize,
        /// Where to write the book.
        #[arg(long, default_value = "assets/book.p4b")]
        out: PathBuf,
        /// Solve only share K of N of the deepest layer (e.g. `--shard 1/2` and `--shard 2/2`
        /// in two processes, one per core). They share the journal; whichever finishes last
        /// writes the book.
        #[arg(long, value_name = "K/N", default_value = "1/1")]
        shard: Shard,
        /// Transposition table size in MiB. A build has memory to spare, and a larger table
        /// keeps what one position's solve proved for its siblings.
        #[arg(long, default_value_t = 64, value_parser = clap::value_parser!(u64).range(1..=65536))]
        table_mib: u64,
    },
    /// Check a book file and print its depth and size.
    Info {
        /// The book file.
        path: PathBuf,
    },
}

/// A progress bar over the positions the build must solve.
struct Bar(Option<ProgressBar>);

impl BuildProgress for Bar {
    fn start(&mut self, total: usize, already: usize) {
        let bar = ProgressBar::new(total as u64);
        bar.set_style(
            ProgressStyle::with_template(
                "{elapsed_precise} [{bar:40}] {pos}/{len} positions solved, eta {eta}",
            )
            .expect("valid template")
            .progress_chars("=> "),
        );
        bar.set_position(already as u64);
        bar.reset_eta();
        self.0 = Some(bar);
    }

    fn solved(&mut self) {
        if let Some(bar) = &self.0 {
            bar.inc(1);
        }
    }
}

pub fn run(command: &BookCommand) -> Result<(), CliError> {
    let mut stdout = std::io::stdout().lock();
    match command {
        BookCommand::Build {
            depth,
            out,
            shard,
            table_mib,
        } => {
            // Deeper books take days (the empty board alone is minutes) and would not be a
            // few megabytes; cap where the format and the time stay sensible.
            if *depth > 12 {
                return Err(CliError::Usage(format!(
                    "book depth {depth} is too deep (at most 12)"
                )));
            }
            let started = Instant::now();
            let mut bar = Bar(None);
            let table = TranspositionTable::with_bytes((*table_mib as usize) << 20);
            let built = book::build(
                &mut Solver::with_table(table),
                Size::STANDARD,
                *depth,
                out,
                *shard,
                &mut bar,
            )
            .map_err(book_error)?;
            if let Some(bar) = bar.0 {
                bar.finish();
            }
            let Some(built) = built else {
                writeln!(
                    stdout,
                    "shard {shard} done; the book is written when every shard is (their \
                     journal: {})",
                    book::journal_path(out).display(),
                )?;
                return Ok(());
            };
            writeln!(
                stdout,
                "{}: depth {}, {} positions, {} bytes, built in {:.1} s",
                out.display(),
                built.depth(),
                built.len(),
                built.to_bytes().len(),
                started.elapsed().as_secs_f64()
            )?;
            Ok(())
        }
        BookCommand::Info { path } => {
            let book = Book::load(path, Size::STANDARD).map_err(book_error)?;
            writeln!(
                stdout,
                "{}: depth {}, {} positions, {} with a move",
                path.display(),
                book.depth(),
                book.len(),
                book.moves()
            )?;
            Ok(())
        }
    }
}

fn book_error(error: BookError) -> CliError {
    CliError::Usage(error.to_string())
}

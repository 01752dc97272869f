//! `plot4 book`: build the opening book (resumable, with a progress bar) or check a book file.

use super::CliError;
use indicatif::{ProgressBar, ProgressStyle};
use plot4::solver::book::{self, Book, BookError};
use plot4::solver::book_build::{self, BuildProgress, Shard};
use plot4::solver::TranspositionTable;
use plot4::{Size, Solver};
use std::io::Write;
use std::path::{Path, PathBuf};
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
        /// Transposition table size in MiB, from 1 to 4096. Larger is not faster: past a few
        /// tens of MiB the table outgrows the processor's caches (see BENCHMARKS.md). A size
        /// that cannot be allocated is refused with an error.
        #[arg(long, default_value_t = 64, value_parser = clap::value_parser!(u64).range(1..=MAX_TABLE_MIB))]
        table_mib: u64,
    },
    /// Check a book file (with its build's journal beside it, if any) or a journal (`.p4j`),
    /// and print its depth, positions, size and how complete each ply is.
    Info {
        /// The book file, or a build's journal.
        path: PathBuf,
    },
}

/// The largest `--table-mib`: the table is zeroed when it is made, so all of it is taken.
pub(super) const MAX_TABLE_MIB: u64 = 4096;

/// Deepest ply whose positions `book info` counts to show completeness (counting the positions
/// of ply 9 takes seconds, deeper ones longer).
const MAX_COUNTED_PLY: usize = 9;

/// A table of `mib` MiB, or a one-line error if that much memory cannot be had (a memory limit,
/// say) instead of an abort.
pub(super) fn table_of(mib: u64) -> Result<TranspositionTable, CliError> {
    let bytes = usize::try_from(mib << 20)
        .map_err(|_| CliError::Usage(format!("--table-mib {mib}: too large for this machine")))?;
    let mut probe: Vec<u8> = Vec::new();
    probe.try_reserve_exact(bytes).map_err(|_| {
        CliError::Usage(format!(
            "--table-mib {mib}: cannot allocate {mib} MiB for the table; try a smaller size"
        ))
    })?;
    drop(probe);
    Ok(TranspositionTable::with_bytes(bytes))
}

/// A progress bar over the positions the build must solve.
struct Bar(Option<ProgressBar>);

impl BuildProgress for Bar {
    fn start(&mut self, total: usize, already: usize) {
        // One plain line too: the bar is hidden when standard error is not a terminal (a build
        // left running in the background), and the log should say where it resumed.
        note!("{already} of {total} positions of this share already solved (journal)");
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
            let table = table_of(*table_mib)?;
            let built = book_build::build(
                &mut Solver::with_table(table),
                Size::STANDARD,
                *depth,
                out,
                *shard,
                &mut bar,
                &plot4::solver::CancelToken::new(),
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
            let is_journal = path.extension().is_some_and(|e| e == "p4j");
            let size = Size::STANDARD;
            let book = if is_journal {
                let entries = book::read_journal(path, size).map_err(book_error)?;
                if entries.is_empty() && !path.exists() {
                    return Err(CliError::Usage(format!(
                        "{}: no such journal",
                        path.display()
                    )));
                }
                Book::from_entries(size, 0, entries)
            } else {
                Book::load(path, size).map_err(book_error)?
            };
            // Written through a handle: a reader that stops early (`| head`) ends the output
            // quietly instead of a panic.
            match write_info(&mut std::io::stdout().lock(), path, &book, is_journal) {
                Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
                other => Ok(other?),
            }
        }
    }
}

/// The header line of `book info` and the completeness per ply.
fn write_info(
    out: &mut impl Write,
    path: &Path,
    book: &Book,
    is_journal: bool,
) -> std::io::Result<()> {
    let bytes = |p: &Path| std::fs::metadata(p).map(|m| m.len()).unwrap_or(0);
    if is_journal {
        writeln!(
            out,
            "{}: journal, {} positions, {} bytes",
            path.display(),
            book.len(),
            bytes(path)
        )?;
    } else {
        let journal = book::journal_path(path);
        writeln!(
            out,
            "{}: depth {}, {} positions, {} with a move, {} bytes{}",
            path.display(),
            book.depth(),
            book.len(),
            book.moves(),
            bytes(path),
            if journal.exists() {
                format!(
                    " (with the journal {}, {} bytes)",
                    journal.display(),
                    bytes(&journal)
                )
            } else {
                String::new()
            }
        )?;
    }
    write_completeness(out, book)
}

/// One line per ply: positions stored, positions there are (up to mirroring, games not over),
/// and the share.
fn write_completeness(out: &mut impl Write, book: &Book) -> std::io::Result<()> {
    let stored = book.stored_per_ply();
    let counted = (stored.len() - 1).min(MAX_COUNTED_PLY);
    let layers = book_build::positions_by_ply(book.size(), counted);
    writeln!(out, "ply  stored  of  complete")?;
    for (ply, &have) in stored.iter().enumerate() {
        match layers.get(ply).map(Vec::len) {
            Some(total) => writeln!(
                out,
                "{ply:>3}  {have}  {total}  {:.1}%",
                100.0 * have as f64 / total as f64
            )?,
            None => writeln!(out, "{ply:>3}  {have}  ?  ?")?,
        }
    }
    Ok(())
}

fn book_error(error: BookError) -> CliError {
    CliError::Usage(error.to_string())
}

//! Building the opening book: every position up to a depth, solved level by level (the likeliest
//! first), each one appended to the journal as soon as it is solved, so a build resumes where
//! the last one stopped; the book file itself is [`super::book`]'s.

use super::book::{
    book_key, canonical_column, check_fits, encode_entry, journal_header, journal_path,
    read_journal, Book, BookError, Stored, ENTRY_LEN, JOURNAL_HEADER_LEN,
};
use super::Solver;
use crate::board::{Board, Column, Size};
use crate::cancel::{CancelToken, Stopped};
use std::collections::{BTreeMap, HashMap, HashSet};
use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::path::Path;

/// A journal open for appending solved positions.
struct JournalWriter {
    file: File,
}

impl JournalWriter {
    /// Opens (or creates, with its header) the journal at `path`, after checking what it
    /// holds, and cuts off a torn last record.
    fn open(path: &Path, size: Size) -> io::Result<JournalWriter> {
        let folder = match path.parent() {
            Some(p) if !p.as_os_str().is_empty() => p,
            _ => Path::new("."),
        };
        // Several shards may start at once: the header is written to a temporary file that
        // is linked into place only if no journal is there yet.
        let mut fresh = tempfile::NamedTempFile::new_in(folder)?;
        fresh.write_all(&journal_header(size))?;
        match fresh.persist_noclobber(path) {
            Ok(_) => {}
            Err(e) if e.error.kind() == io::ErrorKind::AlreadyExists => {}
            Err(e) => return Err(e.error),
        }
        let file = OpenOptions::new().append(true).open(path)?;
        let len = file.metadata()?.len() as usize;
        let torn = len.saturating_sub(JOURNAL_HEADER_LEN) % ENTRY_LEN;
        if torn != 0 {
            file.set_len((len - torn) as u64)?;
        }
        Ok(JournalWriter { file })
    }

    /// Appends one record with a single `write`: with `O_APPEND`, records of several
    /// processes never interleave.
    fn append(&mut self, key: u64, stored: Stored) -> io::Result<()> {
        let mut record = Vec::with_capacity(ENTRY_LEN);
        encode_entry(key, stored, &mut record);
        self.file.write_all(&record)
    }

    /// Closes the journal once this shard has written all it solved, with what it wrote on
    /// the disk: a build stopped later resumes from it.
    fn close(self) -> io::Result<()> {
        self.file.sync_all()
    }
}

/// Every distinct (up to mirroring) position that is not over, by number of coins, from the
/// empty board to `depth` coins, in depth-first order (siblings next to each other, which keeps
/// the solver's table useful from one to the next).
pub fn positions_by_ply(size: Size, depth: usize) -> Vec<Vec<Board>> {
    let mut layers: Vec<Vec<Board>> = vec![Vec::new(); depth + 1];
    let mut seen: HashSet<u64> = HashSet::new();
    fn walk(board: Board, depth: usize, layers: &mut Vec<Vec<Board>>, seen: &mut HashSet<u64>) {
        if board.is_over() || !seen.insert(book_key(&board)) {
            return;
        }
        layers[board.ply()].push(board);
        if board.ply() == depth {
            return;
        }
        for column in board.legal_columns() {
            let child = board.play(column).expect("legal column");
            walk(child, depth, layers, seen);
        }
    }
    walk(Board::empty(size), depth, &mut layers, &mut seen);
    layers
}

/// How likely a position is in play, for the order in which a build solves its leaves: the
/// positions High meets most come first, so a level half built already helps.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Default)]
struct Likelihood {
    /// Moves that lost score (as far as the guide tells), of the side that made fewer: High
    /// plays none, so positions where one side never erred are the ones it meets.
    fewer_mistakes: u32,
    /// The same for the side that made more (people err, but seldom often this early).
    more_mistakes: u32,
    /// Distance of the coins from the centre column, summed: people open in the centre.
    off_centre: u32,
}

/// The order of likelihood of every position in `layers` (keyed by [`book_key`]), along its
/// best path from the empty board. A move is a mistake if `guide` scores the position and the
/// move's result and the move loses score; one it cannot judge counts as good.
fn likelihoods(layers: &[Vec<Board>], guide: Option<&Book>) -> HashMap<u64, Likelihood> {
    let mut best: HashMap<u64, (u32, u32, u32)> = HashMap::new();
    let Some(root) = layers.first().and_then(|l| l.first()) else {
        return HashMap::new();
    };
    best.insert(book_key(root), (0, 0, 0));
    let size = root.size();
    let centre = (size.width() as i32 - 1) / 2;
    // The deepest layer's children are past the build.
    for layer in &layers[..layers.len() - 1] {
        for board in layer {
            let (red, yellow, off) = best[&book_key(board)];
            let score = guide.and_then(|g| g.score(board));
            for column in board.legal_columns() {
                let child = board.play(column).expect("legal column");
                if child.is_over() {
                    continue;
                }
                let reached = guide.and_then(|g| g.score(&child)).map(|s| -s);
                let mistake = match (score, reached) {
                    (Some(s), Some(r)) => u32::from(r < s),
                    _ => 0,
                };
                let (red, yellow) = if board.ply() % 2 == 0 {
                    (red + mistake, yellow)
                } else {
                    (red, yellow + mistake)
                };
                let off = off + (column.index() as i32 - centre).unsigned_abs();
                let entry = best
                    .entry(book_key(&child))
                    .or_insert((u32::MAX, u32::MAX, u32::MAX));
                *entry = (entry.0.min(red), entry.1.min(yellow), entry.2.min(off));
            }
        }
    }
    best.into_iter()
        .map(|(key, (red, yellow, off))| {
            (
                key,
                Likelihood {
                    fewer_mistakes: red.min(yellow),
                    more_mistakes: red.max(yellow),
                    off_centre: off,
                },
            )
        })
        .collect()
}

/// Progress of a build, reported after every solved position.
pub trait BuildProgress {
    /// `total` positions must be solved, `already` of them were in the journal.
    fn start(&mut self, total: usize, already: usize);
    /// One more position solved.
    fn solved(&mut self);
}

/// Which share of the deepest layer one build process solves, so that several processes (one
/// per core) can fill the same journal side by side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shard {
    index: usize,
    count: usize,
}

impl Shard {
    /// The whole layer: one process solves everything.
    pub const WHOLE: Shard = Shard { index: 0, count: 1 };

    /// Leaves are dealt out in runs of this many, so siblings (which share most of their
    /// subtrees) stay in one process's table.
    const RUN: usize = 16;

    /// Share `index` of `count` (0-based), or `None` if `index` is not below `count`.
    pub fn new(index: usize, count: usize) -> Option<Shard> {
        (index < count).then_some(Shard { index, count })
    }

    fn owns(self, leaf: usize) -> bool {
        (leaf / Shard::RUN) % self.count == self.index
    }
}

impl std::fmt::Display for Shard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}/{}", self.index + 1, self.count)
    }
}

impl std::str::FromStr for Shard {
    type Err = String;

    /// Reads `K/N`, 1-based as people count: `1/2` and `2/2` are the two halves.
    fn from_str(text: &str) -> Result<Shard, String> {
        let bad = || format!("shard '{text}' is not K/N with 1 <= K <= N (e.g. 1/2)");
        let (k, n) = text.split_once('/').ok_or_else(bad)?;
        let (k, n): (usize, usize) = (
            k.trim().parse().map_err(|_| bad())?,
            n.trim().parse().map_err(|_| bad())?,
        );
        if k == 0 {
            return Err(bad());
        }
        Shard::new(k - 1, n).ok_or_else(bad)
    }
}

/// Builds a book of depth `depth` and writes it to `out`. Positions of exactly `depth` coins
/// are solved (skipping those in the journal), likeliest first (see [`Likelihood`], judged
/// with the book already at `out`); shallower ones are computed from their children.
///
/// With a shard other than [`Shard::WHOLE`] only that share is solved; the book is written
/// once the journal (which every shard appends to) holds the whole layer, else `Ok(None)`.
/// The journal is kept: it is the record of everything solved, and the next level's build
/// appends to it. The book returned is what [`Book::load`] of `out` gives.
pub fn build(
    solver: &mut Solver,
    size: Size,
    depth: usize,
    out: &Path,
    shard: Shard,
    progress: &mut dyn BuildProgress,
    token: &CancelToken,
) -> Result<Option<Book>, BookError> {
    check_fits(size)?;
    let journal_file = journal_path(out);
    let io_err = |path: &Path| {
        let path = path.display().to_string();
        move |source| BookError::Io { path, source }
    };
    // Checked before anything is appended to it.
    let mut known: HashMap<u64, Stored> = read_journal(&journal_file, size)?.into_iter().collect();
    let mut journal = JournalWriter::open(&journal_file, size).map_err(io_err(&journal_file))?;
    let layers = positions_by_ply(size, depth);
    let leaves = &layers[depth];
    // Which leaves are this shard's follows the fixed depth-first order, so that shards agree
    // whatever each knows; the order within a share follows the likelihood.
    let guide = Book::load(out, size).ok();
    let likelihood = likelihoods(&layers, guide.as_ref());
    let mut mine: Vec<&Board> = leaves
        .iter()
        .enumerate()
        .filter(|&(i, _)| shard.owns(i))
        .map(|(_, b)| b)
        .collect();
    mine.sort_by_key(|b| likelihood.get(&book_key(b)).copied().unwrap_or_default());
    let already = mine
        .iter()
        .filter(|b| known.contains_key(&book_key(b)))
        .count();
    progress.start(mine.len(), already);
    for leaf in mine {
        let key = book_key(leaf);
        if known.contains_key(&key) {
            continue;
        }
        // A deeper build that was stopped may have left every child's score: use them.
        let stored = match score_from_children(leaf, |key| known.get(&key).copied()) {
            Some(stored) => stored,
            None => solve_with_move(solver, leaf, token)?,
        };
        known.insert(key, stored);
        journal.append(key, stored).map_err(io_err(&journal_file))?;
        progress.solved();
    }
    journal.close().map_err(io_err(&journal_file))?;
    // Other shards may have finished theirs meanwhile.
    let journal_entries = read_journal(&journal_file, size)?;
    known.extend(journal_entries.iter().copied());
    if leaves.iter().any(|b| !known.contains_key(&book_key(b))) {
        return Ok(None);
    }
    let mut scores: BTreeMap<u64, Stored> = leaves
        .iter()
        .map(|b| {
            let key = book_key(b);
            (key, known[&key])
        })
        .collect();
    for layer in layers[..depth].iter().rev() {
        for board in layer {
            let stored = score_from_children(board, |key| scores.get(&key).copied())
                .expect("every child of a shallower position is scored");
            scores.insert(book_key(board), stored);
        }
    }
    let book = Book::from_entries(size, depth as u8, scores);
    book.save(out)?;
    Ok(Some(book.with_entries(journal_entries)))
}

/// Solves a position exactly and takes the move that proved the score from the solver's table
/// (almost always there; else the entry has no move).
fn solve_with_move(
    solver: &mut Solver,
    board: &Board,
    token: &CancelToken,
) -> Result<Stored, Stopped> {
    let score = solver.solve(board, token)?;
    let best = solver
        .proven_move(board)
        .filter(|&(lower, _)| lower == score)
        .map(|(_, column)| canonical_column(board, column));
    Ok(Stored {
        score: score as i8,
        best,
    })
}

/// The exact score of a position and its best move (the leftmost of equals), from its
/// children's scores, if every child that is not final is scored.
fn score_from_children(board: &Board, scored: impl Fn(u64) -> Option<Stored>) -> Option<Stored> {
    let cells = board.size().cells() as i32;
    let ply = board.ply() as i32;
    let mut best: Option<(i32, Column)> = None;
    for column in board.legal_columns() {
        let child = board.play(column).expect("legal column");
        let score = if child.winner().is_some() {
            (cells + 1 - ply) / 2
        } else if child.is_full() {
            0
        } else {
            -(scored(book_key(&child))?.score as i32)
        };
        if best.is_none_or(|(b, _)| score > b) {
            best = Some((score, column));
        }
    }
    best.map(|(score, column)| Stored {
        score: score as i8,
        best: Some(canonical_column(board, column)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solver::book::ply_of_key;

    #[test]
    fn boards_beyond_64_bits_get_no_book() {
        let size = Size::new(10, 6).unwrap();
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("wide.p4b");
        let error = Book::load(&out, size).unwrap_err();
        assert!(
            matches!(
                error,
                BookError::TooWide {
                    width: 10,
                    height: 6
                }
            ),
            "{error}"
        );
        struct Quiet;
        impl BuildProgress for Quiet {
            fn start(&mut self, _: usize, _: usize) {}
            fn solved(&mut self) {}
        }
        let built = build(
            &mut Solver::new(),
            size,
            2,
            &out,
            Shard::WHOLE,
            &mut Quiet,
            &CancelToken::new(),
        );
        assert!(matches!(built, Err(BookError::TooWide { .. })));
        assert!(!out.exists() && !journal_path(&out).exists());
    }

    #[test]
    fn the_key_tells_the_number_of_coins() {
        for size in [Size::STANDARD, Size::new(5, 4).unwrap()] {
            for board in positions_by_ply(size, 5).into_iter().flatten() {
                assert_eq!(ply_of_key(size, book_key(&board)), board.ply(), "{board:?}");
            }
        }
    }

    #[test]
    fn likelihood_counts_each_sides_mistakes_and_the_distance_from_the_centre() {
        let size = Size::new(5, 4).unwrap();
        let layers = positions_by_ply(size, 3);
        let mut solver = Solver::new();
        let guide = Book::from_scores(
            size,
            3,
            layers.iter().flatten().map(|b| {
                (
                    book_key(b),
                    solver.solve(b, &crate::cancel::CancelToken::new()).unwrap() as i8,
                )
            }),
        );
        let order = likelihoods(&layers, Some(&guide));
        let empty = Board::empty(size);
        let best = guide.score(&empty).unwrap();
        let mut optimal_first_moves = 0;
        for column in empty.legal_columns() {
            let child = empty.play(column).unwrap();
            let optimal = -guide.score(&child).unwrap() == best;
            optimal_first_moves += usize::from(optimal);
            let expected = Likelihood {
                fewer_mistakes: 0,
                more_mistakes: u32::from(!optimal),
                off_centre: (column.index() as i32 - 2).unsigned_abs(),
            };
            assert_eq!(order[&book_key(&child)], expected, "column {column}");
        }
        assert!(optimal_first_moves < 5, "some first move is a mistake");
        // Without a guide no move is a mistake: the order is the distance from the centre.
        let unguided = likelihoods(&layers, None);
        assert!(unguided.values().all(|l| l.more_mistakes == 0));
        assert_eq!(unguided.len(), layers.iter().map(Vec::len).sum::<usize>());
    }

    #[test]
    fn layers_count_distinct_positions() {
        let layers = positions_by_ply(Size::STANDARD, 2);
        // 1 empty board; 4 first moves up to mirroring; the 49 two-coin boards pair up under
        // mirroring except the one with both coins in the centre: (49 + 1) / 2 = 25.
        assert_eq!(layers[0].len(), 1);
        assert_eq!(layers[1].len(), 4);
        assert_eq!(layers[2].len(), 25);
    }
}

//! The opening book: exact scores of every position up to a depth, and a move that reaches each
//! score, mirror positions stored once, so the perfect player answers at once where exact
//! search is slowest.
//!
//! File format (little endian):
//!
//! | bytes | field |
//! |---|---|
//! | 4 | magic `P4BK` |
//! | 2 | format version (2; version 1 files, without moves, are still read) |
//! | 1, 1 | board width, height |
//! | 1 | depth: every non-final position with at most this many coins is present |
//! | 3 | reserved, zero |
//! | 4 | number of entries |
//! | 8 | FNV-1a checksum of the entries |
//! | 10 × count | entries sorted by key: key (u64), score (i8), best column (u8, 255 if none) |
//!
//! The key is the smaller of the position's and its mirror image's; the best column is given
//! for the position whose own key that is.
//!
//! Building is resumable: every solved position is appended to a journal beside the output and
//! flushed at once; a rerun reads the journal and solves only what is missing. The final file is
//! written to a temporary file in the same folder and renamed over the target, so a reader never
//! sees half a book.

use super::{CancelToken, Solver, Stopped};
use crate::board::{Board, Column, Size};
use std::collections::{BTreeMap, HashMap, HashSet};
use std::fs::{self, File, OpenOptions};
use std::io::{self, BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use thiserror::Error;

/// The first four bytes of every book file.
pub const MAGIC: [u8; 4] = *b"P4BK";
/// The format version this code reads and writes.
pub const VERSION: u16 = 2;
const HEADER_LEN: usize = 24;
/// Entry length of each version: version 1 had no move.
const fn entry_len(version: u16) -> usize {
    if version == 1 {
        9
    } else {
        10
    }
}
/// The stored column of an entry without a move.
const NO_MOVE: u8 = 0xff;

/// Why a book file could not be used.
#[derive(Debug, Error)]
pub enum BookError {
    /// The file could not be read or written.
    #[error("{path}: {source}")]
    Io {
        /// The file.
        path: String,
        /// Why.
        source: io::Error,
    },
    /// The bytes are not a valid book.
    #[error("{path}: not a valid opening book: {problem}")]
    Corrupt {
        /// The file.
        path: String,
        /// What is wrong.
        problem: String,
    },
    /// The book is for another board size.
    #[error("{path}: book is for a {width}×{height} board, not {expected}")]
    WrongSize {
        /// The file.
        path: String,
        /// The book's width.
        width: u8,
        /// The book's height.
        height: u8,
        /// The size asked for.
        expected: String,
    },
    /// The build's token was cancelled or ran out of time.
    #[error(transparent)]
    Stopped(#[from] Stopped),
}

/// Exact scores for every position up to [`Book::depth`] coins, in Pons' convention (for the
/// side to move), each with a move that reaches it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Book {
    size: Size,
    depth: u8,
    /// Sorted by key, for binary search.
    entries: Vec<(u64, Stored)>,
}

/// What the book (or a build's journal) holds for one position, under its [`book_key`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stored {
    /// The exact score for the side to move.
    pub score: i8,
    /// A column reaching that score, for the orientation whose raw key is the book key.
    pub best: Option<u8>,
}

impl Stored {
    /// A score with no move known.
    pub fn score_only(score: i8) -> Stored {
        Stored { score, best: None }
    }
}

/// `column` of `board`, as seen in the orientation its book key is taken from.
fn canonical_column(board: &Board, column: Column) -> u8 {
    if raw_key(board) == book_key(board) {
        column.index() as u8
    } else {
        (board.size().width() - 1 - column.index()) as u8
    }
}

/// A key unique to a position (for its size): the side to move's coins plus every coin.
fn raw_key(board: &Board) -> u64 {
    board.current_bits() + board.occupied_bits()
}

/// The key under which a position and its mirror image are both stored.
pub fn book_key(board: &Board) -> u64 {
    raw_key(board).min(raw_key(&board.mirrored()))
}

fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
    })
}

impl Book {
    /// A book from exact scores keyed by [`book_key`], without moves.
    pub fn from_scores(size: Size, depth: u8, scores: impl IntoIterator<Item = (u64, i8)>) -> Book {
        Book::from_entries(
            size,
            depth,
            scores
                .into_iter()
                .map(|(key, score)| (key, Stored::score_only(score))),
        )
    }

    /// A book from entries keyed by [`book_key`].
    pub fn from_entries(
        size: Size,
        depth: u8,
        entries: impl IntoIterator<Item = (u64, Stored)>,
    ) -> Book {
        let mut entries: Vec<(u64, Stored)> = entries.into_iter().collect();
        entries.sort_unstable_by_key(|e| e.0);
        entries.dedup_by_key(|e| e.0);
        Book {
            size,
            depth,
            entries,
        }
    }

    /// The board size the book is for.
    pub fn size(&self) -> Size {
        self.size
    }

    /// Every non-final position with at most this many coins has a score.
    pub fn depth(&self) -> usize {
        self.depth as usize
    }

    /// How many positions are stored (mirror pairs once).
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// True if no position is stored.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The exact score of a position for the side to move, if the book holds it.
    pub fn score(&self, board: &Board) -> Option<i32> {
        self.stored(board).map(|s| s.score as i32)
    }

    /// A column that reaches the position's exact score, if the book holds one.
    pub fn best_move(&self, board: &Board) -> Option<Column> {
        let best = self.stored(board)?.best?;
        let column = Column::new(canonical_column(board, Column::new(best)));
        board.has_room(column).then_some(column)
    }

    /// How many entries carry a move.
    pub fn moves(&self) -> usize {
        self.entries.iter().filter(|e| e.1.best.is_some()).count()
    }

    fn stored(&self, board: &Board) -> Option<Stored> {
        if board.size() != self.size || board.ply() > self.depth() {
            return None;
        }
        let key = book_key(board);
        self.entries
            .binary_search_by_key(&key, |e| e.0)
            .ok()
            .map(|i| self.entries[i].1)
    }

    /// The book as file bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut body = Vec::with_capacity(self.entries.len() * entry_len(VERSION));
        for &(key, stored) in &self.entries {
            body.extend_from_slice(&key.to_le_bytes());
            body.push(stored.score as u8);
            body.push(stored.best.unwrap_or(NO_MOVE));
        }
        let mut out = Vec::with_capacity(HEADER_LEN + body.len());
        out.extend_from_slice(&MAGIC);
        out.extend_from_slice(&VERSION.to_le_bytes());
        out.push(self.size.width() as u8);
        out.push(self.size.height() as u8);
        out.push(self.depth);
        out.extend_from_slice(&[0, 0, 0]);
        out.extend_from_slice(&(self.entries.len() as u32).to_le_bytes());
        out.extend_from_slice(&fnv1a(&body).to_le_bytes());
        out.extend_from_slice(&body);
        out
    }

    /// Reads a book from file bytes, checking everything; `path` only names the source in
    /// errors.
    pub fn from_bytes(bytes: &[u8], size: Size, path: &str) -> Result<Book, BookError> {
        let corrupt = |problem: String| BookError::Corrupt {
            path: path.to_string(),
            problem,
        };
        if bytes.len() < HEADER_LEN {
            return Err(corrupt(format!(
                "{} bytes, shorter than the {HEADER_LEN}-byte header",
                bytes.len()
            )));
        }
        if bytes[0..4] != MAGIC {
            return Err(corrupt("wrong magic number".into()));
        }
        let version = u16::from_le_bytes([bytes[4], bytes[5]]);
        if version != 1 && version != VERSION {
            return Err(corrupt(format!(
                "format version {version}, expected 1 or {VERSION}"
            )));
        }
        let entry_len = entry_len(version);
        let (width, height, depth) = (bytes[6], bytes[7], bytes[8]);
        if width as usize != size.width() || height as usize != size.height() {
            return Err(BookError::WrongSize {
                path: path.to_string(),
                width,
                height,
                expected: format!("{}×{}", size.width(), size.height()),
            });
        }
        if depth as usize > size.cells() {
            return Err(corrupt(format!("depth {depth} exceeds the board")));
        }
        let count = u32::from_le_bytes(bytes[12..16].try_into().expect("4 bytes")) as usize;
        let checksum = u64::from_le_bytes(bytes[16..24].try_into().expect("8 bytes"));
        let body = &bytes[HEADER_LEN..];
        if Some(body.len()) != count.checked_mul(entry_len) {
            return Err(corrupt(format!(
                "header promises {count} entries ({} bytes) but {} bytes follow (truncated?)",
                count.saturating_mul(entry_len),
                body.len()
            )));
        }
        if fnv1a(body) != checksum {
            return Err(corrupt("checksum mismatch".into()));
        }
        let max_score = (size.cells() as i32 + 1) / 2;
        let mut entries = Vec::with_capacity(count);
        for chunk in body.chunks_exact(entry_len) {
            let key = u64::from_le_bytes(chunk[0..8].try_into().expect("8 bytes"));
            let score = chunk[8] as i8;
            if (score as i32).abs() > max_score {
                return Err(corrupt(format!("score {score} out of range")));
            }
            let best = match chunk.get(9) {
                None | Some(&NO_MOVE) => None,
                Some(&column) if (column as usize) < size.width() => Some(column),
                Some(&column) => {
                    return Err(corrupt(format!("move column {column} off the board")))
                }
            };
            if entries.last().is_some_and(|&(last, _)| last >= key) {
                return Err(corrupt("keys out of order".into()));
            }
            entries.push((key, Stored { score, best }));
        }
        Ok(Book {
            size,
            depth,
            entries,
        })
    }

    /// Reads and checks a book file.
    pub fn load(path: &Path, size: Size) -> Result<Book, BookError> {
        let bytes = fs::read(path).map_err(|source| BookError::Io {
            path: path.display().to_string(),
            source,
        })?;
        Book::from_bytes(&bytes, size, &path.display().to_string())
    }

    /// Writes the book atomically (see [`crate::atomic_file`]).
    pub fn save(&self, path: &Path) -> Result<(), BookError> {
        crate::atomic_file::write_atomically(path, &self.to_bytes()).map_err(|source| {
            BookError::Io {
                path: path.display().to_string(),
                source,
            }
        })
    }
}

/// `<path>.journal`: exact scores found so far by an unfinished build.
pub fn journal_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".journal");
    path.with_file_name(name)
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
/// are solved (skipping those in the journal); shallower ones are computed from their children.
///
/// With a shard other than [`Shard::WHOLE`] only that share is solved; the book is written
/// once the journal (which every shard appends to) holds the whole layer, else `Ok(None)`.
pub fn build(
    solver: &mut Solver,
    size: Size,
    depth: usize,
    out: &Path,
    shard: Shard,
    progress: &mut dyn BuildProgress,
    token: &CancelToken,
) -> Result<Option<Book>, BookError> {
    let journal_file = journal_path(out);
    let io_err = |path: &Path| {
        let path = path.display().to_string();
        move |source| BookError::Io { path, source }
    };
    let mut known = read_journal(&journal_file).map_err(io_err(&journal_file))?;
    let layers = positions_by_ply(size, depth);
    let leaves = &layers[depth];
    let mine: Vec<&Board> = leaves
        .iter()
        .enumerate()
        .filter(|&(i, _)| shard.owns(i))
        .map(|(_, b)| b)
        .collect();
    let already = mine
        .iter()
        .filter(|b| known.contains_key(&book_key(b)))
        .count();
    progress.start(mine.len(), already);
    // Unbuffered, one `write` per line: with O_APPEND, lines from several shards never mix.
    let mut journal = OpenOptions::new()
        .create(true)
        .append(true)
        .open(&journal_file)
        .map_err(io_err(&journal_file))?;
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
        let best = stored.best.map(|c| format!(" {c}")).unwrap_or_default();
        journal
            .write_all(format!("{key} {}{best}\n", stored.score).as_bytes())
            .map_err(io_err(&journal_file))?;
        progress.solved();
    }
    drop(journal);
    if shard != Shard::WHOLE {
        // Other shards may have finished theirs meanwhile.
        known.extend(read_journal(&journal_file).map_err(io_err(&journal_file))?);
        if leaves.iter().any(|b| !known.contains_key(&book_key(b))) {
            return Ok(None);
        }
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
    // The book holds everything the journal did; a later build starts clean.
    let _ = fs::remove_file(&journal_file);
    Ok(Some(book))
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

/// One journal line: `key score column`, or `key score` (builds from before moves were
/// stored); `None` if it is anything else.
fn journal_line(line: &str) -> Option<(u64, Stored)> {
    let mut parts = line.split_whitespace();
    let key = parts.next()?.parse().ok()?;
    let score = parts.next()?.parse().ok()?;
    let best = match parts.next() {
        Some(column) => Some(column.parse().ok()?),
        None => None,
    };
    parts
        .next()
        .is_none()
        .then_some((key, Stored { score, best }))
}

/// Scores from an unfinished build. A torn last line (the build was killed mid-write) is
/// skipped.
fn read_journal(path: &Path) -> io::Result<HashMap<u64, Stored>> {
    let file = match File::open(path) {
        Ok(file) => file,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(HashMap::new()),
        Err(e) => return Err(e),
    };
    let mut known = HashMap::new();
    for line in BufReader::new(file).lines() {
        let line = line?;
        if let Some((key, stored)) = journal_line(&line) {
            known.insert(key, stored);
        }
    }
    Ok(known)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_digits;

    #[test]
    fn mirror_positions_share_a_key() {
        let a = parse_digits("1123").unwrap();
        let b = parse_digits("7765").unwrap();
        assert_eq!(book_key(&a), book_key(&b));
        assert_ne!(book_key(&a), book_key(&parse_digits("1124").unwrap()));
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

    #[test]
    fn version_one_books_still_load_without_moves() {
        let book = Book::from_entries(
            Size::STANDARD,
            1,
            [(
                2u64,
                Stored {
                    score: 3,
                    best: Some(1),
                },
            )],
        );
        let mut bytes = book.to_bytes();
        // The same book as version 1 wrote it: no move byte, its own checksum.
        bytes[4..6].copy_from_slice(&1u16.to_le_bytes());
        bytes.pop();
        let checksum = fnv1a(&bytes[HEADER_LEN..]);
        bytes[16..24].copy_from_slice(&checksum.to_le_bytes());
        let old = Book::from_bytes(&bytes, Size::STANDARD, "t").unwrap();
        assert_eq!(old.entries, vec![(2, Stored::score_only(3))]);
        let mut bad = book.to_bytes();
        *bad.last_mut().unwrap() = 9;
        let checksum = fnv1a(&bad[HEADER_LEN..]);
        bad[16..24].copy_from_slice(&checksum.to_le_bytes());
        let err = Book::from_bytes(&bad, Size::STANDARD, "t").unwrap_err();
        assert!(err.to_string().contains("off the board"), "{err}");
    }

    #[test]
    fn round_trip_and_corruption() {
        let book = Book::from_scores(Size::STANDARD, 1, [(5u64, 3i8), (2, -1), (9, 0)]);
        let bytes = book.to_bytes();
        assert_eq!(Book::from_bytes(&bytes, Size::STANDARD, "t").unwrap(), book);
        let truncated = &bytes[..bytes.len() - 1];
        let err = Book::from_bytes(truncated, Size::STANDARD, "t").unwrap_err();
        assert!(err.to_string().contains("truncated"), "{err}");
        let mut flipped = bytes.clone();
        *flipped.last_mut().unwrap() ^= 1;
        let err = Book::from_bytes(&flipped, Size::STANDARD, "t").unwrap_err();
        assert!(err.to_string().contains("checksum"), "{err}");
        assert!(Book::from_bytes(b"P4", Size::STANDARD, "t").is_err());
        let other = Size::new(6, 5).unwrap();
        assert!(matches!(
            Book::from_bytes(&bytes, other, "t"),
            Err(BookError::WrongSize { .. })
        ));
    }
}

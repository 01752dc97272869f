//! The opening book: exact scores of every position up to a depth, mirror positions stored
//! once, so the perfect player answers at once where exact search is slowest.
//!
//! File format (little endian):
//!
//! | bytes | field |
//! |---|---|
//! | 4 | magic `P4BK` |
//! | 2 | format version (1) |
//! | 1, 1 | board width, height |
//! | 1 | depth: every non-final position with at most this many coins is present |
//! | 3 | reserved, zero |
//! | 4 | number of entries |
//! | 8 | FNV-1a checksum of the entries |
//! | 9 × count | entries sorted by key: key (u64), score (i8) |
//!
//! Building is resumable: every solved position is appended to a journal beside the output and
//! flushed at once; a rerun reads the journal and solves only what is missing. The final file is
//! written to a temporary file in the same folder and renamed over the target, so a reader never
//! sees half a book.

use super::{Cancelled, Solver};
use crate::board::{Board, Size};
use std::collections::{BTreeMap, HashMap, HashSet};
use std::fs::{self, File, OpenOptions};
use std::io::{self, BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use thiserror::Error;

/// The first four bytes of every book file.
pub const MAGIC: [u8; 4] = *b"P4BK";
/// The format version this code reads and writes.
pub const VERSION: u16 = 1;
const HEADER_LEN: usize = 24;
const ENTRY_LEN: usize = 9;

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
    /// The build was stopped from outside.
    #[error(transparent)]
    Cancelled(#[from] Cancelled),
}

/// Exact scores for every position up to [`Book::depth`] coins, in Pons' convention (for the
/// side to move).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Book {
    size: Size,
    depth: u8,
    /// Sorted by key, for binary search.
    entries: Vec<(u64, i8)>,
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
    /// A book from exact scores keyed by [`book_key`].
    pub fn from_scores(size: Size, depth: u8, scores: impl IntoIterator<Item = (u64, i8)>) -> Book {
        let mut entries: Vec<(u64, i8)> = scores.into_iter().collect();
        entries.sort_unstable();
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
        if board.size() != self.size || board.ply() > self.depth() {
            return None;
        }
        let key = book_key(board);
        self.entries
            .binary_search_by_key(&key, |e| e.0)
            .ok()
            .map(|i| self.entries[i].1 as i32)
    }

    /// The book as file bytes.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut body = Vec::with_capacity(self.entries.len() * ENTRY_LEN);
        for &(key, score) in &self.entries {
            body.extend_from_slice(&key.to_le_bytes());
            body.push(score as u8);
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
        if version != VERSION {
            return Err(corrupt(format!(
                "format version {version}, expected {VERSION}"
            )));
        }
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
        if Some(body.len()) != count.checked_mul(ENTRY_LEN) {
            return Err(corrupt(format!(
                "header promises {count} entries ({} bytes) but {} bytes follow (truncated?)",
                count.saturating_mul(ENTRY_LEN),
                body.len()
            )));
        }
        if fnv1a(body) != checksum {
            return Err(corrupt("checksum mismatch".into()));
        }
        let max_score = (size.cells() as i32 + 1) / 2;
        let mut entries = Vec::with_capacity(count);
        for chunk in body.chunks_exact(ENTRY_LEN) {
            let key = u64::from_le_bytes(chunk[0..8].try_into().expect("8 bytes"));
            let score = chunk[8] as i8;
            if (score as i32).abs() > max_score {
                return Err(corrupt(format!("score {score} out of range")));
            }
            if entries.last().is_some_and(|&(last, _)| last >= key) {
                return Err(corrupt("keys out of order".into()));
            }
            entries.push((key, score));
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

    /// Writes the book atomically: a temporary file in the same folder, flushed to disk, then
    /// renamed over `path`.
    pub fn save(&self, path: &Path) -> Result<(), BookError> {
        let io_err = |source| BookError::Io {
            path: path.display().to_string(),
            source,
        };
        let temp = temp_path(path);
        let result = (|| {
            let mut file = File::create(&temp)?;
            file.write_all(&self.to_bytes())?;
            file.sync_all()?;
            fs::rename(&temp, path)
        })();
        if result.is_err() {
            let _ = fs::remove_file(&temp);
        }
        result.map_err(io_err)
    }
}

/// `<path>.tmp`, in the same folder so the rename stays on one file system.
fn temp_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".tmp");
    path.with_file_name(name)
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
        let score = match score_from_known_children(leaf, &known) {
            Some(score) => score,
            None => solver.solve(leaf)?,
        } as i8;
        known.insert(key, score);
        journal
            .write_all(format!("{key} {score}\n").as_bytes())
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
    let mut scores: BTreeMap<u64, i8> = leaves
        .iter()
        .map(|b| {
            let key = book_key(b);
            (key, known[&key])
        })
        .collect();
    for layer in layers[..depth].iter().rev() {
        for board in layer {
            let score = score_from_children(board, &scores);
            scores.insert(book_key(board), score as i8);
        }
    }
    let book = Book::from_scores(size, depth as u8, scores);
    book.save(out)?;
    // The book holds everything the journal did; a later build starts clean.
    let _ = fs::remove_file(&journal_file);
    Ok(Some(book))
}

/// The exact score of a position from its children's, if they are all known (or final).
fn score_from_known_children(board: &Board, known: &HashMap<u64, i8>) -> Option<i32> {
    let cells = board.size().cells() as i32;
    let ply = board.ply() as i32;
    let mut best = None;
    for column in board.legal_columns() {
        let child = board.play(column).expect("legal column");
        let score = if child.winner().is_some() {
            (cells + 1 - ply) / 2
        } else if child.is_full() {
            0
        } else {
            -(*known.get(&book_key(&child))? as i32)
        };
        best = best.max(Some(score));
    }
    best
}

/// The exact score of a position whose children are all scored (or final).
fn score_from_children(board: &Board, scores: &BTreeMap<u64, i8>) -> i32 {
    let cells = board.size().cells() as i32;
    let ply = board.ply() as i32;
    board
        .legal_columns()
        .into_iter()
        .map(|column| {
            let child = board.play(column).expect("legal column");
            if child.winner().is_some() {
                (cells + 1 - ply) / 2
            } else if child.is_full() {
                0
            } else {
                -(scores[&book_key(&child)] as i32)
            }
        })
        .max()
        .expect("a position that is not over has a legal move")
}

/// Scores from an unfinished build. A torn last line (the build was killed mid-write) is
/// skipped.
fn read_journal(path: &Path) -> io::Result<HashMap<u64, i8>> {
    let file = match File::open(path) {
        Ok(file) => file,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(HashMap::new()),
        Err(e) => return Err(e),
    };
    let mut known = HashMap::new();
    for line in BufReader::new(file).lines() {
        let line = line?;
        let mut parts = line.split_whitespace();
        if let (Some(Ok(key)), Some(Ok(score)), None) = (
            parts.next().map(str::parse::<u64>),
            parts.next().map(str::parse::<i8>),
            parts.next(),
        ) {
            known.insert(key, score);
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

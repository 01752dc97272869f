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
//! A book may also hold some positions deeper than its depth: the part of the next level built
//! so far. They answer like the rest; a position not found is searched.
//!
//! Building is resumable: every solved position is appended to a journal beside the output
//! (`book.p4j` beside `book.p4b`) at once. The journal is kept in the repository, so a fresh
//! clone resumes where the last build stopped, and it is part of the book: [`Book::load`] reads
//! it too, so a level still being built already answers what it holds. Journal format (little
//! endian): magic `P4BJ`, format version (2 bytes, 1), board width and height (1 byte each),
//! then 10-byte records as in the book, in the order they were solved. Records are appended
//! with one `write` each (several build processes share one journal); a torn last record
//! (a build killed mid-write) is ignored and cut off before the next append. The book file
//! itself is written to a temporary file in the same folder and renamed over the target, so a
//! reader never sees half a book.

use crate::board::{Bits, Board, Column, Size};
use crate::cancel::Stopped;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use thiserror::Error;

/// The first four bytes of every book file.
pub const MAGIC: [u8; 4] = *b"P4BK";
/// The format version this code reads and writes.
pub const VERSION: u16 = 2;
const HEADER_LEN: usize = 24;
/// The first four bytes of every build journal.
pub const JOURNAL_MAGIC: [u8; 4] = *b"P4BJ";
/// The journal format version this code reads and writes.
pub const JOURNAL_VERSION: u16 = 1;
pub(super) const JOURNAL_HEADER_LEN: usize = 8;
/// Bytes of one entry in the current book format and in the journal.
pub(super) const ENTRY_LEN: usize = 10;
/// Entry length of each version: version 1 had no move.
const fn entry_len(version: u16) -> usize {
    if version == 1 {
        9
    } else {
        ENTRY_LEN
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
    /// Books are keyed by 64-bit position keys: a board beyond 64 bits has none.
    #[error("no opening book for a {width}x{height} board: books are kept for boards of width x (height + 1) <= 64 only")]
    TooWide {
        /// The board's width.
        width: usize,
        /// The board's height.
        height: usize,
    },
    /// The build's token was cancelled or ran out of time.
    #[error(transparent)]
    Stopped(#[from] Stopped),
}

/// An error unless a book can be kept for boards of this size.
pub(super) fn check_fits(size: Size) -> Result<(), BookError> {
    if size.fits_64_bits() {
        Ok(())
    } else {
        Err(BookError::TooWide {
            width: size.width(),
            height: size.height(),
        })
    }
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
pub(super) fn canonical_column(board: &Board, column: Column) -> u8 {
    if raw_key(board) == position_key(board) {
        column.index() as u8
    } else {
        (board.size().width() - 1 - column.index()) as u8
    }
}

/// A key unique to a position (for its size): the side to move's coins plus every coin.
fn raw_key(board: &Board) -> Bits {
    board.current_bits() + board.occupied_bits()
}

/// A key shared by a position and its mirror image only, on a board of any size.
pub fn position_key(board: &Board) -> Bits {
    raw_key(board).min(raw_key(&board.mirrored()))
}

/// The key under which a position and its mirror image are both stored: the
/// [`position_key`] of a board that fits 64 bits, the only boards a book is kept for.
pub fn book_key(board: &Board) -> u64 {
    position_key(board) as u64
}

/// How many coins the position with this [`book_key`] holds. In each column's slot of
/// `height + 1` bits the key holds (all coins) + (the mover's coins), which lies between
/// 2^h − 1 and 2^(h+1) − 2 for a column of `h` coins.
pub fn ply_of_key(size: Size, key: u64) -> usize {
    let slot_bits = size.height() + 1;
    let slot_mask = (1u64 << slot_bits) - 1;
    (0..size.width())
        .map(|column| {
            let slot = (key >> (column * slot_bits)) & slot_mask;
            (u64::BITS - 1 - (slot + 1).leading_zeros()) as usize
        })
        .sum()
}

/// An error unless a file's width and height are the board size asked for.
pub(super) fn check_size(width: u8, height: u8, size: Size, path: &str) -> Result<(), BookError> {
    check_fits(size)?;
    if width as usize != size.width() || height as usize != size.height() {
        return Err(BookError::WrongSize {
            path: path.to_string(),
            width,
            height,
            expected: format!("{}×{}", size.width(), size.height()),
        });
    }
    Ok(())
}

/// Appends one entry as the book (version 2) and the journal store it: key, score, column.
pub(super) fn encode_entry(key: u64, stored: Stored, out: &mut Vec<u8>) {
    out.extend_from_slice(&key.to_le_bytes());
    out.push(stored.score as u8);
    out.push(stored.best.unwrap_or(NO_MOVE));
}

/// One stored entry (9 bytes in version 1 books, without the column; else 10), checked for a
/// score and a column that fit the board.
pub(super) fn decode_entry(chunk: &[u8], size: Size) -> Result<(u64, Stored), String> {
    let key = u64::from_le_bytes(chunk[0..8].try_into().expect("8 bytes"));
    let score = chunk[8] as i8;
    let max_score = (size.cells() as i32 + 1) / 2;
    if (score as i32).abs() > max_score {
        return Err(format!("score {score} out of range"));
    }
    let best = match chunk.get(9) {
        None | Some(&NO_MOVE) => None,
        Some(&column) if (column as usize) < size.width() => Some(column),
        Some(&column) => return Err(format!("move column {column} off the board")),
    };
    Ok((key, Stored { score, best }))
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

    /// Positions past the depth are looked up too: a level being built holds some of them.
    fn stored(&self, board: &Board) -> Option<Stored> {
        if board.size() != self.size {
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
        let mut body = Vec::with_capacity(self.entries.len() * ENTRY_LEN);
        for &(key, stored) in &self.entries {
            encode_entry(key, stored, &mut body);
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
        check_size(bytes[6], bytes[7], size, path)?;
        let depth = bytes[8];
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
        let mut entries: Vec<(u64, Stored)> = Vec::with_capacity(count);
        for chunk in body.chunks_exact(entry_len) {
            let (key, stored) = decode_entry(chunk, size).map_err(corrupt)?;
            if entries.last().is_some_and(|&(last, _)| last >= key) {
                return Err(corrupt("keys out of order".into()));
            }
            entries.push((key, stored));
        }
        Ok(Book {
            size,
            depth,
            entries,
        })
    }

    /// The book shipped in `assets/` (`book.p4b` and the journal `book.p4j` of the level being
    /// built), compiled into the binary so that an installed `plot4` finds it wherever it runs
    /// from.
    pub fn shipped() -> Result<Book, BookError> {
        const BOOK: &[u8] = include_bytes!("../../assets/book.p4b");
        const JOURNAL: &[u8] = include_bytes!("../../assets/book.p4j");
        let book = Book::from_bytes(BOOK, Size::STANDARD, "assets/book.p4b")?;
        let journal = journal_from_bytes(JOURNAL, Size::STANDARD, "assets/book.p4j")?;
        Ok(book.with_entries(journal))
    }

    /// Reads and checks a book file, and the journal of its build beside it if there is one
    /// (see [`journal_path`]): what a level still being built holds answers too.
    pub fn load(path: &Path, size: Size) -> Result<Book, BookError> {
        check_fits(size)?;
        let bytes = fs::read(path).map_err(|source| BookError::Io {
            path: path.display().to_string(),
            source,
        })?;
        let book = Book::from_bytes(&bytes, size, &path.display().to_string())?;
        let journal = read_journal(&journal_path(path), size)?;
        Ok(book.with_entries(journal))
    }

    /// The book with these entries added where it has none for their position (the book's
    /// own entries win): a journal's solved positions, say.
    pub fn with_entries(mut self, extra: impl IntoIterator<Item = (u64, Stored)>) -> Book {
        let before = self.entries.len();
        self.entries.extend(extra);
        if self.entries.len() > before {
            // A stable sort keeps the book's own entry first among equal keys.
            self.entries.sort_by_key(|e| e.0);
            self.entries.dedup_by_key(|e| e.0);
        }
        self
    }

    /// How many positions are stored for each number of coins, from the empty board to the
    /// deepest stored position.
    pub fn stored_per_ply(&self) -> Vec<usize> {
        let mut counts = vec![0; self.depth() + 1];
        for &(key, _) in &self.entries {
            let ply = ply_of_key(self.size, key);
            if counts.len() <= ply {
                counts.resize(ply + 1, 0);
            }
            counts[ply] += 1;
        }
        counts
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

/// The journal of the build writing `path`: the same name with the extension `p4j`
/// (`assets/book.p4j` beside `assets/book.p4b`).
pub fn journal_path(path: &Path) -> PathBuf {
    path.with_extension("p4j")
}

/// The journal's first bytes for a board size.
pub(super) fn journal_header(size: Size) -> Vec<u8> {
    let mut header = JOURNAL_MAGIC.to_vec();
    header.extend_from_slice(&JOURNAL_VERSION.to_le_bytes());
    header.push(size.width() as u8);
    header.push(size.height() as u8);
    header
}

/// The entries of journal bytes, in the order they were solved; a torn last record is left
/// out. `path` only names the source in errors.
pub fn journal_from_bytes(
    bytes: &[u8],
    size: Size,
    path: &str,
) -> Result<Vec<(u64, Stored)>, BookError> {
    let corrupt = |problem: String| BookError::Corrupt {
        path: path.to_string(),
        problem,
    };
    if bytes.len() < JOURNAL_HEADER_LEN || bytes[0..4] != JOURNAL_MAGIC {
        return Err(corrupt("not a book build journal (no P4BJ header)".into()));
    }
    let version = u16::from_le_bytes([bytes[4], bytes[5]]);
    if version != JOURNAL_VERSION {
        return Err(corrupt(format!(
            "journal format version {version}, expected {JOURNAL_VERSION}"
        )));
    }
    check_size(bytes[6], bytes[7], size, path)?;
    bytes[JOURNAL_HEADER_LEN..]
        .chunks_exact(ENTRY_LEN)
        .enumerate()
        .map(|(i, chunk)| {
            decode_entry(chunk, size).map_err(|problem| corrupt(format!("record {i}: {problem}")))
        })
        .collect()
}

/// Reads a build's journal; a missing one holds nothing.
pub fn read_journal(path: &Path, size: Size) -> Result<Vec<(u64, Stored)>, BookError> {
    match fs::read(path) {
        Ok(bytes) => journal_from_bytes(&bytes, size, &path.display().to_string()),
        Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(Vec::new()),
        Err(source) => Err(BookError::Io {
            path: path.display().to_string(),
            source,
        }),
    }
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

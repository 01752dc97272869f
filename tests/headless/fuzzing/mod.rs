//! What the fuzz tests share: one parser's run (its seeded random source, the panic and
//! one-line-error checks, the tally it prints), and generators of inputs (random bytes, random
//! text from an alphabet, mutations of valid inputs, random games).
// Each fuzz test file uses its own part of it.
#![allow(dead_code)]

use plot4::{Board, Column, Size};
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::time::Instant;

/// Inputs per parser in a plain `cargo test`.
pub const SHORT_CASES: usize = 10_000;
/// Inputs per parser in the full (ignored) run.
pub const FULL_CASES: usize = 1_000_000;
/// The longest error message accepted: room for a quoted excerpt of the input and the problem,
/// far less than a pasted input.
pub const MAX_ERROR_CHARS: usize = 300;

/// Inputs per parser in the full run: `PLOT4_FUZZ_CASES` if set.
pub fn full_cases() -> usize {
    std::env::var("PLOT4_FUZZ_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(FULL_CASES)
}

/// One parser's run: its random source, and what it tried.
pub struct Run {
    /// What is being fuzzed, for the messages.
    pub parser: &'static str,
    /// The seed of `rng` (`PLOT4_FUZZ_SEED`), named by every failure.
    pub seed: u64,
    /// The source of every generated input.
    pub rng: StdRng,
    tried: usize,
    accepted: usize,
    started: Instant,
}

impl Run {
    /// A run of `parser` seeded from `PLOT4_FUZZ_SEED` (or a fixed seed).
    pub fn new(parser: &'static str) -> Run {
        let seed = std::env::var("PLOT4_FUZZ_SEED")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(0x5eed_f00d);
        Run {
            parser,
            seed,
            rng: StdRng::seed_from_u64(seed),
            tried: 0,
            accepted: 0,
            started: Instant::now(),
        }
    }

    /// Runs the parser on one input: a panic fails the test naming the input, an error must be
    /// one short line, and the value (if any) is returned for the caller's own checks.
    pub fn parse<T, E: std::fmt::Display>(
        &mut self,
        input: &[u8],
        parse: impl FnOnce() -> Result<T, E>,
    ) -> Option<T> {
        match self.guarded(input, parse) {
            Ok(value) => {
                self.accepted += 1;
                Some(value)
            }
            Err(error) => {
                self.check_message(input, &error.to_string());
                None
            }
        }
    }

    /// Counts one input and runs `read` on it: a panic fails the test naming the seed and the
    /// input. For readers whose answer is not a `Result`; they call [`Run::accepted`] and
    /// [`Run::check_message`] themselves.
    pub fn guarded<T>(&mut self, input: &[u8], read: impl FnOnce() -> T) -> T {
        self.tried += 1;
        catch_unwind(AssertUnwindSafe(read)).unwrap_or_else(|_| {
            panic!(
                "{} panicked (seed {}) on {}",
                self.parser,
                self.seed,
                excerpt(input)
            )
        })
    }

    /// Counts the last input as accepted.
    pub fn accepted(&mut self) {
        self.accepted += 1;
    }

    /// An error message for `input` must be one short plain line.
    pub fn check_message(&self, input: &[u8], message: &str) {
        assert!(
            !message.is_empty(),
            "{}: empty error for {}",
            self.parser,
            excerpt(input)
        );
        assert!(
            !message.chars().any(char::is_control),
            "{}: error is not one plain line (seed {}) for {}: {message:?}",
            self.parser,
            self.seed,
            excerpt(input)
        );
        assert!(
            message.chars().count() <= MAX_ERROR_CHARS,
            "{}: error of {} characters (seed {}) for {}: {:?}…",
            self.parser,
            message.chars().count(),
            self.seed,
            excerpt(input),
            message.chars().take(120).collect::<String>()
        );
    }

    /// Prints what the run tried, how much was accepted and how long it took.
    pub fn report(&self) {
        println!(
            "{}: {} inputs tried, {} accepted, {:.1} s (seed {})",
            self.parser,
            self.tried,
            self.accepted,
            self.started.elapsed().as_secs_f64(),
            self.seed
        );
    }
}

/// An input as a failure message shows it: escaped, and cut if long.
pub fn excerpt(input: &[u8]) -> String {
    let shown: String = String::from_utf8_lossy(&input[..input.len().min(200)])
        .escape_debug()
        .collect();
    format!("{} bytes \"{shown}\"", input.len())
}

// ---------------------------------------------------------------------------------------------
// Generators

/// A random game from the empty board of `size`: at most `max` moves, stopped when it ends.
pub fn random_game(rng: &mut StdRng, size: Size, max: usize) -> (Vec<Column>, Board) {
    let mut board = Board::empty(size);
    let mut moves = Vec::new();
    while moves.len() < max {
        let Some(&column) = board.legal_columns().choose(rng) else {
            break;
        };
        board = board.play(column).expect("a legal column");
        moves.push(column);
    }
    (moves, board)
}

/// Byte strings that parsers are likely to trip over.
pub const INTERESTING: &[&[u8]] = &[
    b"\n",
    b"\r",
    b"\r\n",
    b"\0",
    b"\t",
    b" ",
    b",",
    b"_",
    b"[",
    b"]",
    b"\"",
    b"\\",
    b"\\n",
    b"\\u0000",
    b"0",
    b"4",
    b"8",
    b"9",
    b"X",
    b"O",
    b".",
    b"A",
    b"g",
    b"Red",
    b"yellow",
    b"null",
    b"\xff",
    b"\xfe\xfe",
    b"\xe2\x80",
    "\u{e9}".as_bytes(),
    "\u{2028}".as_bytes(),
    "\u{ff14}".as_bytes(),
    "\u{0664}".as_bytes(),
    "\u{feff}".as_bytes(),
    "\u{1b}[31m".as_bytes(),
    "\u{7f}".as_bytes(),
    "\u{85}".as_bytes(),
    "\u{1f642}".as_bytes(),
];

/// Changes `bytes` in one to four random ways; `donors` are other valid inputs to splice from.
pub fn mutate(rng: &mut StdRng, bytes: &mut Vec<u8>, donors: &[Vec<u8>]) {
    for _ in 0..rng.random_range(1..=4) {
        let len = bytes.len();
        let at = rng.random_range(0..=len);
        match rng.random_range(0..9) {
            0 if len > 0 => {
                let i = rng.random_range(0..len);
                bytes[i] ^= 1 << rng.random_range(0..8);
            }
            1 => bytes.insert(at, rng.random()),
            2 => {
                let piece = INTERESTING.choose(rng).expect("not empty");
                bytes.splice(at..at, piece.iter().copied());
            }
            3 if len > 0 => {
                let start = rng.random_range(0..len);
                let end = (start + rng.random_range(1..=8)).min(len);
                bytes.drain(start..end);
            }
            4 => {
                let donor = donors.choose(rng).expect("donors");
                if !donor.is_empty() {
                    let from = rng.random_range(0..donor.len());
                    let to = rng.random_range(from..=donor.len());
                    let replace = (at + rng.random_range(0..=8)).min(len);
                    bytes.splice(at..replace, donor[from..to].iter().copied());
                }
            }
            5 => bytes.truncate(at),
            6 if len > 0 => {
                let from = rng.random_range(0..len);
                let to = rng.random_range(from..=len.min(from + 16));
                let copy = bytes[from..to].repeat(rng.random_range(1..=8));
                bytes.splice(at..at, copy);
            }
            7 if len > 0 => {
                let i = rng.random_range(0..len);
                bytes[i] = if rng.random() {
                    rng.random()
                } else {
                    INTERESTING.choose(rng).expect("not empty")[0]
                };
            }
            _ => {
                let i = rng.random_range(0..=len);
                bytes.insert(i, b"0123456789"[rng.random_range(0..10)]);
            }
        }
    }
}

/// Random bytes, usually short, now and then long.
pub fn random_bytes(rng: &mut StdRng) -> Vec<u8> {
    let len = if rng.random_ratio(1, 20) {
        rng.random_range(0..4096)
    } else {
        rng.random_range(0..64)
    };
    (0..len).map(|_| rng.random()).collect()
}

/// Random text built from pieces of the parser's alphabet, with a stray character now and then.
pub fn random_text(rng: &mut StdRng, pieces: &[&str]) -> String {
    let len = rng.random_range(0..60);
    let mut text = String::new();
    for _ in 0..len {
        if rng.random_ratio(1, 20) {
            text.push(rng.random::<char>());
        } else {
            text.push_str(pieces.choose(rng).expect("pieces"));
        }
    }
    text
}

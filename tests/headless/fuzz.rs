//! Generated-input tests of every parser: digit strings, kata move lists (text and JSON arrays),
//! the text grid and opening-book files. Each parser is fed random bytes, mutations of valid
//! inputs (bit flips, insertions, deletions, splices, truncations) and boundary cases. None may
//! panic, every error must be one short line without control characters, and what a writer
//! wrote must read back as it was.
//!
//! `cargo test --release --test headless fuzz::` runs a short pass. The full run, a million inputs per
//! parser (or `PLOT4_FUZZ_CASES`), is ignored by default:
//! `nice cargo test --release --test headless -- --ignored --nocapture --test-threads 1 fuzz::`.
//! `PLOT4_FUZZ_SEED` picks another seed; a failure names the seed and the input.

use crate::fuzzing;
use crate::reference_rules;

use fuzzing::{
    excerpt, full_cases, mutate, random_bytes, random_game, random_text, Run, MAX_ERROR_CHARS,
    SHORT_CASES,
};
use plot4::notation::{
    column_symbol, digits, from_grid, judge_kata, parse_digits, to_grid, GridError, KataResult,
};
use plot4::solver::book::{book_key, Book, Stored, MAGIC, VERSION};
use plot4::{Board, Column, Player, Size};
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::RngExt;
use reference_rules::Referee;

/// A digit string of random legal moves, sometimes continued past the game's end.
fn digit_game(rng: &mut StdRng) -> (String, Option<Board>) {
    let max = rng.random_range(0..=42);
    let (moves, board) = random_game(rng, Size::STANDARD, max);
    let mut text = digits(&moves);
    if board.is_over() && rng.random_ratio(1, 4) {
        text.push(char::from(b'1' + rng.random_range(0..7)));
        return (text, None);
    }
    (text, Some(board))
}

// ---------------------------------------------------------------------------------------------
// Digit strings

fn fuzz_digit_strings(cases: usize) {
    let mut run = Run::new("digit strings");
    let donors: Vec<Vec<u8>> = (0..32)
        .map(|_| digit_game(&mut run.rng).0.into_bytes())
        .collect();
    let draw = "643426421252361677317153414534371522655677";
    let boundary: Vec<String> = vec![
        String::new(),
        "444444".into(),
        "4444444".into(),
        draw.into(),
        format!("{draw}4"),
        format!("{draw}{draw}"),
        "1212121".into(),
        "12121212".into(),
        "0".into(),
        "8".into(),
        "9".repeat(10_000),
        "4".repeat(1 << 20),
        "1234567".repeat(100_000),
        "\n".into(),
        "\r".into(),
        "44\n53".into(),
        "4453\r".into(),
        "\0".into(),
        "\u{0661}\u{0662}".into(),
        "\u{ff14}".into(),
        "\u{feff}4453".into(),
        "\u{1f642}".into(),
        "\u{1b}[2J".into(),
        "-1".into(),
        "+4".into(),
        " 4453".into(),
    ];
    for text in &boundary {
        let parsed = run.parse(text.as_bytes(), || parse_digits(text));
        if let Some(board) = parsed {
            assert_eq!(board.ply(), text.chars().count(), "{text:?}");
        }
    }
    for case in 0..cases {
        match case % 4 {
            0 => {
                let (text, expected) = digit_game(&mut run.rng);
                let parsed = run.parse(text.as_bytes(), || parse_digits(&text));
                assert_eq!(parsed, expected, "{text:?} does not read back");
            }
            1 => {
                let bytes = random_bytes(&mut run.rng);
                let text = String::from_utf8_lossy(&bytes).into_owned();
                check_digits(&mut run, &text);
            }
            2 => {
                let pieces = [
                    "1", "2", "3", "4", "5", "6", "7", "0", "8", "9", "44", "4444",
                ];
                let text = random_text(&mut run.rng, &pieces);
                check_digits(&mut run, &text);
            }
            _ => {
                let mut bytes = digit_game(&mut run.rng).0.into_bytes();
                mutate(&mut run.rng, &mut bytes, &donors);
                let text = String::from_utf8_lossy(&bytes).into_owned();
                check_digits(&mut run, &text);
            }
        }
    }
    run.report();
}

/// An accepted digit string played one coin per character.
fn check_digits(run: &mut Run, text: &str) {
    if let Some(board) = run.parse(text.as_bytes(), || parse_digits(text)) {
        assert_eq!(board.ply(), text.chars().count(), "{text:?}");
    }
}

#[test]
fn digit_strings_never_panic_and_fail_in_one_line() {
    fuzz_digit_strings(SHORT_CASES);
}

#[test]
#[ignore = "full fuzz run: a million inputs"]
fn digit_strings_full_run() {
    fuzz_digit_strings(full_cases());
}

// ---------------------------------------------------------------------------------------------
// Kata move lists

/// A kata move list of a random game as tokens, with the result it must be judged to have.
fn kata_game(rng: &mut StdRng) -> (Vec<String>, KataResult) {
    let max = if rng.random_ratio(1, 2) {
        usize::MAX
    } else {
        rng.random_range(0..=42)
    };
    let (moves, board) = random_game(rng, Size::STANDARD, max);
    let first = if rng.random() {
        Player::Red
    } else {
        Player::Yellow
    };
    let colour_of = |ply: usize| {
        if ply.is_multiple_of(2) {
            first
        } else {
            first.opponent()
        }
    };
    let mut tokens: Vec<String> = moves
        .iter()
        .enumerate()
        .map(|(ply, &column)| kata_token(rng, column, colour_of(ply)))
        .collect();
    let result = match board.winner() {
        Some(Player::Red) => KataResult::Winner(first),
        Some(Player::Yellow) => KataResult::Winner(first.opponent()),
        None => KataResult::Draw,
    };
    // Moves after a win are read but not played: well-formed tokens there change nothing.
    if board.winner().is_some() && rng.random_ratio(1, 4) {
        for ply in moves.len()..moves.len() + rng.random_range(1..4) {
            let column = Column::new(rng.random_range(0..7));
            tokens.push(kata_token(rng, column, colour_of(ply)));
        }
    }
    (tokens, result)
}

fn kata_token(rng: &mut StdRng, column: Column, colour: Player) -> String {
    let letter = char::from(b'A' + column.index() as u8);
    let letter = if rng.random_ratio(1, 4) {
        letter.to_ascii_lowercase()
    } else {
        letter
    };
    let colour = match rng.random_range(0..4) {
        0 => colour.name().to_ascii_lowercase(),
        1 => colour.name().to_ascii_uppercase(),
        _ => colour.name().to_string(),
    };
    format!("{letter}_{colour}")
}

/// Tokens as kata text, with separators of every kind the reader allows.
fn kata_text(rng: &mut StdRng, tokens: &[String]) -> String {
    let separators = [", ", ",", " ", "\n", ",\n", "\t", " , ", "\r\n"];
    let mut text = String::new();
    if rng.random_ratio(1, 4) {
        text.push_str("  \n");
    }
    for (i, token) in tokens.iter().enumerate() {
        if i > 0 {
            text.push_str(separators.choose(rng).expect("separators"));
        }
        text.push_str(token);
    }
    if rng.random_ratio(1, 4) {
        text.push('\n');
    }
    text
}

/// Tokens as a JSON array, compact or pretty.
fn kata_json(rng: &mut StdRng, tokens: &[String]) -> String {
    if rng.random() {
        serde_json::to_string(tokens).expect("strings serialise")
    } else {
        serde_json::to_string_pretty(tokens).expect("strings serialise")
    }
}

/// The boundary cases both kata readers share, as text and as JSON.
fn kata_boundary() -> Vec<String> {
    let draw = "643426421252361677317153414534371522655677";
    let draw_tokens: Vec<String> = draw
        .bytes()
        .enumerate()
        .map(|(i, d)| {
            let colour = if i.is_multiple_of(2) { "Red" } else { "Yellow" };
            format!("{}_{colour}", char::from(d - b'1' + b'A'))
        })
        .collect();
    let mut cases: Vec<String> = vec![
        String::new(),
        "   \n\t ".into(),
        "A_Red".into(),
        "A_Red,".into(),
        ",,,".into(),
        "A_Red A_Red".into(),
        "A_Red, B_Yellow, A_Red, B_Yellow, A_Red, B_Yellow, A_Red, B_Yellow".into(),
        draw_tokens.join(", "),
        format!("{}, D_Yellow", draw_tokens.join(", ")),
        "A_".into(),
        "_Red".into(),
        "_".into(),
        "H_Red".into(),
        "AA_Red".into(),
        "A_Blue".into(),
        "A_Red_Yellow".into(),
        "\u{c9}_Red".into(),
        "A_R\u{e9}d".into(),
        "A\u{0}_Red".into(),
        "A\u{1b}[31m_Red".into(),
        format!("{}_Red", "A".repeat(10_000)),
        format!("A_{}", "Red".repeat(10_000)),
        "A_Red, ".repeat(200_000),
        "[]".into(),
        "[ ]".into(),
        "[\"A_Red\"]".into(),
        "[\"A\\n_Red\"]".into(),
        "[\"A_Red\\r\"]".into(),
        "[\"A\\u0000_Red\"]".into(),
        "[\"A_Red\", \"A_Red\"]".into(),
        "[\n\"A_Red\",\n\"B_Yellow\"\n".into(),
        "[\n  \"A_Red\",\n  1\n]".into(),
        "[1, 2]".into(),
        "[null]".into(),
        "[{\"a\": 1}]".into(),
        "[[\"A_Red\"]]".into(),
        "[".repeat(100_000),
        format!("[{}]", "\"A_Red\",".repeat(100_000)),
        format!("[\"{}\"]", "x".repeat(100_000)),
        format!("[\"A_Red\"]{}", "\n".repeat(1000)),
        "[\"A_Red\"] trailing".into(),
        "[\u{feff}\"A_Red\"]".into(),
        "\u{feff}A_Red".into(),
    ];
    cases.push(serde_json::to_string(&draw_tokens).expect("strings serialise"));
    cases
}

fn fuzz_kata(parser: &'static str, cases: usize, write: fn(&mut StdRng, &[String]) -> String) {
    let mut run = Run::new(parser);
    let donors: Vec<Vec<u8>> = (0..32)
        .map(|_| {
            let (tokens, _) = kata_game(&mut run.rng);
            write(&mut run.rng, &tokens).into_bytes()
        })
        .collect();
    for text in kata_boundary() {
        run.parse(text.as_bytes(), || judge_kata(&text));
    }
    let pieces = [
        "A_Red", "b_yellow", "G_RED", "D_Yellow", "A", "H", "_", "Red", "Yellow", ",", " ", "\n",
        "[", "]", "\"", "\\", "\\u0041", "null", "1", "{", "}", ":", "\r",
    ];
    for case in 0..cases {
        match case % 4 {
            0 => {
                let (tokens, expected) = kata_game(&mut run.rng);
                let text = write(&mut run.rng, &tokens);
                let judged = run.parse(text.as_bytes(), || judge_kata(&text));
                assert_eq!(judged, Some(expected), "{text:?} misjudged");
            }
            1 => {
                let bytes = random_bytes(&mut run.rng);
                let text = String::from_utf8_lossy(&bytes).into_owned();
                run.parse(text.as_bytes(), || judge_kata(&text));
            }
            2 => {
                let text = random_text(&mut run.rng, &pieces);
                run.parse(text.as_bytes(), || judge_kata(&text));
            }
            _ => {
                let (tokens, _) = kata_game(&mut run.rng);
                let mut bytes = write(&mut run.rng, &tokens).into_bytes();
                mutate(&mut run.rng, &mut bytes, &donors);
                let text = String::from_utf8_lossy(&bytes).into_owned();
                run.parse(text.as_bytes(), || judge_kata(&text));
            }
        }
    }
    run.report();
}

#[test]
fn kata_text_never_panics_and_fails_in_one_line() {
    fuzz_kata("kata text", SHORT_CASES, kata_text);
}

#[test]
#[ignore = "full fuzz run: a million inputs"]
fn kata_text_full_run() {
    fuzz_kata("kata text", full_cases(), kata_text);
}

#[test]
fn kata_json_never_panics_and_fails_in_one_line() {
    fuzz_kata("kata JSON", SHORT_CASES, kata_json);
}

#[test]
#[ignore = "full fuzz run: a million inputs"]
fn kata_json_full_run() {
    fuzz_kata("kata JSON", full_cases(), kata_json);
}

// ---------------------------------------------------------------------------------------------
// The text grid

/// A board size that fits: mostly the standard one, else anything from one cell to the limit.
fn random_size(rng: &mut StdRng) -> Size {
    if rng.random_ratio(1, 2) {
        return Size::STANDARD;
    }
    loop {
        let width = rng.random_range(1..=12);
        let height = rng.random_range(1..=12);
        if let Ok(size) = Size::new(width, height) {
            return size;
        }
    }
}

/// A grid as [`to_grid`] writes it, in one of the looser forms [`from_grid`] also reads.
fn loosen(rng: &mut StdRng, grid: &str) -> String {
    let mut text = grid.to_string();
    if rng.random_ratio(1, 4) {
        text = text.replace(' ', "");
    }
    if rng.random_ratio(1, 4) {
        text = text.to_ascii_lowercase();
    }
    if rng.random_ratio(1, 4) {
        // Drop the row of column numbers.
        let mut lines: Vec<&str> = text.lines().collect();
        lines.pop();
        text = lines.join("\n");
    }
    if rng.random_ratio(1, 4) {
        text = text.replace('\n', "\r\n");
    }
    if rng.random_ratio(1, 4) {
        text = format!("\n  \n{text}\n\n");
    }
    text
}

/// Cells of a rectangle, `cells[row from the top][column]`, each `.`, `X` or `O`: columns filled
/// from the bottom (now and then with a gap) by random colours, so that every check of the
/// reader is reached.
fn random_cells(rng: &mut StdRng, width: usize, height: usize) -> Vec<Vec<char>> {
    let columns: Vec<Vec<char>> = (0..width)
        .map(|_| {
            let filled = rng.random_range(0..=height);
            (0..height)
                .map(
                    |row| match (row < filled && !rng.random_ratio(1, 40), rng.random()) {
                        (false, _) => '.',
                        (true, true) => 'X',
                        (true, false) => 'O',
                    },
                )
                .collect()
        })
        .collect();
    (0..height)
        .map(|top| {
            columns
                .iter()
                .map(|column| column[height - 1 - top])
                .collect()
        })
        .collect()
}

/// The grid [`to_grid`] would write for these cells.
fn written_grid(cells: &[Vec<char>]) -> String {
    let width = cells[0].len();
    let mut text = String::new();
    for row in cells {
        let row: Vec<String> = row.iter().map(char::to_string).collect();
        text.push_str(&row.join(" "));
        text.push('\n');
    }
    // The column names as a player reads them: 1-9, then a, b, ... on wide boards.
    let numbers: Vec<String> = (0..width)
        .map(|c| column_symbol(Column::new(c as u8)).to_string())
        .collect();
    text.push_str(&numbers.join(" "));
    text.push('\n');
    text
}

fn fuzz_grid(cases: usize) {
    let mut run = Run::new("text grid");
    let donors: Vec<Vec<u8>> = (0..32)
        .map(|_| {
            let size = random_size(&mut run.rng);
            let max = run.rng.random_range(0..=size.cells());
            let board = random_game(&mut run.rng, size, max).1;
            to_grid(&board).into_bytes()
        })
        .collect();
    let draw = parse_digits("643426421252361677317153414534371522655677").expect("a draw");
    let won = parse_digits("1212121").expect("a win");
    let boundary: Vec<String> = vec![
        String::new(),
        "\n\n\n".into(),
        "1 2 3 4 5 6 7".into(),
        to_grid(&draw),
        to_grid(&won),
        to_grid(&Board::new()),
        "X X X X O O O\nO O O X X X X\n".into(),
        "X . . . . . .\n. . . . . . .\n".into(),
        "X X\nO O\n".into(),
        "X\nO\nX\n".into(),
        "O\n".into(),
        ".".into(),
        "X".into(),
        ".\n".repeat(62),
        ".\n".repeat(63),
        ".\n".repeat(64),
        "X\n".repeat(63),
        format!("{}X\nO\n", ".\n".repeat(61)),
        "X\nX\nX\nX\nO\nO\nO\n".repeat(9),
        ".".repeat(32),
        ".".repeat(33),
        ".".repeat(64),
        "XOXOXOXOXOXOXOXOXOXOXOXOXOXOXOXO".into(),
        ". . . . . . .\n. . . . . . .\n. . . . . . .\n. . . . . . .\n. . . . . . .\n. . . \u{1b}[31mX . . .\n".into(),
        ". . .\n. . . .\n".into(),
        ". . . . . . .\r. . . . . . .\r".into(),
        "\u{ff38}".into(),
        ".".repeat(1 << 20),
        ".......\n".repeat(100_000),
        "x\n".repeat(100_000),
    ];
    for text in &boundary {
        check_grid(&mut run, text);
    }
    let pieces = [
        ".",
        "X",
        "O",
        "x",
        "o",
        " ",
        "\n",
        "\r\n",
        ".......\n",
        "1 2 3",
        "0",
        "\t",
    ];
    for case in 0..cases {
        match case % 5 {
            0 => {
                let size = random_size(&mut run.rng);
                let max = run.rng.random_range(0..=size.cells());
                let board = random_game(&mut run.rng, size, max).1;
                let text = loosen(&mut run.rng, &to_grid(&board));
                let parsed = run.parse(text.as_bytes(), || from_grid(&text));
                assert_eq!(parsed, Some(board), "{text:?} does not read back");
            }
            1 => {
                let width = run.rng.random_range(1..=10);
                let height = run.rng.random_range(1..=10);
                let cells = random_cells(&mut run.rng, width, height);
                let text = written_grid(&cells);
                if let Some(board) = run.parse(text.as_bytes(), || from_grid(&text)) {
                    // What was read is exactly what was written, cell for cell.
                    assert_eq!(to_grid(&board), text);
                    assert_eq!(from_grid(&to_grid(&board)), Ok(board));
                }
            }
            2 => {
                let bytes = random_bytes(&mut run.rng);
                check_grid(&mut run, &String::from_utf8_lossy(&bytes));
            }
            3 => {
                let text = random_text(&mut run.rng, &pieces);
                check_grid(&mut run, &text);
            }
            _ => {
                let mut bytes = donors.choose(&mut run.rng).expect("donors").clone();
                mutate(&mut run.rng, &mut bytes, &donors);
                check_grid(&mut run, &String::from_utf8_lossy(&bytes));
            }
        }
    }
    run.report();
}

/// An accepted grid writes back as a grid that reads as the same board, holds as many coins as
/// it has moves, and has a winner exactly when a plain scan of its cells finds four in a row.
fn check_grid(run: &mut Run, text: &str) {
    if let Some(board) = run.parse(text.as_bytes(), || from_grid(text)) {
        assert_eq!(from_grid(&to_grid(&board)), Ok(board), "{text:?}");
        let referee = Referee::reading(&board);
        let coins = (0..board.size().width())
            .flat_map(|c| (0..board.size().height()).map(move |r| (c, r)))
            .filter(|&(c, r)| referee.at(c, r).is_some())
            .count();
        assert_eq!(coins, board.ply(), "{text:?}");
        assert_eq!(
            board.winner().is_some(),
            !referee.colours_with_four().is_empty(),
            "{text:?}: the board and a scan of its cells disagree on four in a row"
        );
    }
}

/// Regression: inputs the fuzzing found echoed raw in errors (a newline, a NUL, other control
/// characters, a 10,000-character token) give one short line.
#[test]
fn echoed_input_is_one_short_plain_line() {
    let long = format!("{}_Red", "A".repeat(10_000));
    let messages = [
        parse_digits("\n").unwrap_err().to_string(),
        parse_digits("44\r53").unwrap_err().to_string(),
        judge_kata("A\0_Red").unwrap_err().to_string(),
        judge_kata("[\"A\\n_Red\"]").unwrap_err().to_string(),
        judge_kata("[\n\"A_Red\",\n").unwrap_err().to_string(),
        judge_kata(&long).unwrap_err().to_string(),
        from_grid("\u{11}\u{13}\u{1b}").unwrap_err().to_string(),
    ];
    for message in messages {
        assert!(!message.chars().any(char::is_control), "{message:?}");
        assert!(message.chars().count() <= MAX_ERROR_CHARS, "{message:?}");
    }
}

/// Regression: on boards 20 rows tall or more the line tests shifted past 64 bits (a panic in a
/// debug build, a four that is not there in a release build). Every grid of one coin per side is
/// read without a winner, or refused for its size.
#[test]
fn tall_narrow_grids_are_read_right_or_refused() {
    for width in 1..=4 {
        for height in 1..=64 {
            let mut rows = vec![".".repeat(width); height];
            rows[height - 1] = format!("X{}", ".".repeat(width - 1));
            if height > 1 {
                rows[height - 2] = format!("O{}", ".".repeat(width - 1));
            }
            let text = rows.join("\n");
            match from_grid(&text) {
                Ok(board) => assert_eq!(board.winner(), None, "{width}×{height}"),
                Err(GridError::Size(_)) => {}
                Err(other) => panic!("{width}×{height}: {other}"),
            }
        }
    }
}

#[test]
fn text_grids_never_panic_and_fail_in_one_line() {
    fuzz_grid(SHORT_CASES);
}

#[test]
#[ignore = "full fuzz run: a million inputs"]
fn text_grid_full_run() {
    fuzz_grid(full_cases());
}

// ---------------------------------------------------------------------------------------------
// Opening-book files

const HEADER_LEN: usize = 24;

/// A small random book: keys of real positions or arbitrary numbers, scores in range, moves on
/// the board or none.
fn random_book(rng: &mut StdRng, size: Size) -> Book {
    let max_score = (size.cells() as i32 + 1) / 2;
    let count = rng.random_range(0..=24);
    let entries: Vec<(u64, Stored)> = (0..count)
        .map(|_| {
            let key = if rng.random() {
                let max = rng.random_range(0..=size.cells());
                book_key(&random_game(rng, size, max).1)
            } else {
                rng.random()
            };
            let best = rng
                .random_ratio(3, 4)
                .then(|| rng.random_range(0..size.width() as u8));
            let score = rng.random_range(-max_score..=max_score) as i8;
            (key, Stored { score, best })
        })
        .collect();
    let depth = rng.random_range(0..=size.cells() as u8);
    Book::from_entries(size, depth, entries)
}

fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
    })
}

/// The header of a book file, written field by field from the format's description.
fn header(version: u16, size: Size, depth: u8, count: u32, body: &[u8]) -> Vec<u8> {
    let mut out = MAGIC.to_vec();
    out.extend_from_slice(&version.to_le_bytes());
    out.extend_from_slice(&[size.width() as u8, size.height() as u8, depth, 0, 0, 0]);
    out.extend_from_slice(&count.to_le_bytes());
    out.extend_from_slice(&fnv1a(body).to_le_bytes());
    out
}

/// A version 1 file (scores, no moves) holding `book`'s scores.
fn version_1_bytes(book_bytes: &[u8]) -> Vec<u8> {
    let body: Vec<u8> = book_bytes[HEADER_LEN..]
        .chunks_exact(10)
        .flat_map(|entry| entry[..9].to_vec())
        .collect();
    let size = Size::new(book_bytes[6] as usize, book_bytes[7] as usize).expect("a book's size");
    let mut out = header(1, size, book_bytes[8], (body.len() / 9) as u32, &body);
    out.extend_from_slice(&body);
    out
}

/// Makes a mutated file's checksum (and sometimes its count) agree with its body again, so that
/// the reader gets past those checks to the entries.
fn reseal(rng: &mut StdRng, bytes: &mut [u8]) {
    if bytes.len() < HEADER_LEN {
        return;
    }
    if rng.random() {
        let count = ((bytes.len() - HEADER_LEN) / 10) as u32;
        bytes[12..16].copy_from_slice(&count.to_le_bytes());
    }
    let checksum = fnv1a(&bytes[HEADER_LEN..]);
    bytes[16..24].copy_from_slice(&checksum.to_le_bytes());
}

fn fuzz_book(cases: usize) {
    let mut run = Run::new("book files");
    let shipped = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/book.p4b"))
        .expect("the shipped book");
    let small = Size::new(5, 4).expect("a 5×4 board");
    let donors: Vec<Vec<u8>> = (0..32)
        .map(|_| random_book(&mut run.rng, Size::STANDARD).to_bytes())
        .collect();

    let standard = Size::STANDARD;
    let sealed = |version: u16, depth: u8, count: u32, body: &[u8]| {
        let mut out = header(version, standard, depth, count, body);
        out.extend_from_slice(body);
        out
    };
    let entry = |key: u64, score: i8, best: u8| {
        let mut e = key.to_le_bytes().to_vec();
        e.extend_from_slice(&[score as u8, best]);
        e
    };
    let boundary: Vec<Vec<u8>> = vec![
        Vec::new(),
        b"P4".to_vec(),
        shipped[..HEADER_LEN - 1].to_vec(),
        shipped[..HEADER_LEN].to_vec(),
        shipped[..shipped.len() - 1].to_vec(),
        shipped.clone(),
        [shipped.as_slice(), &[0]].concat(),
        sealed(VERSION, 0, 0, &[]),
        sealed(VERSION, 42, 0, &[]),
        sealed(VERSION, 43, 0, &[]),
        sealed(VERSION, 255, 0, &[]),
        sealed(0, 0, 0, &[]),
        sealed(3, 0, 0, &[]),
        sealed(u16::MAX, 0, 0, &[]),
        sealed(VERSION, 0, u32::MAX, &[]),
        sealed(VERSION, 0, u32::MAX, &[0; 10]),
        sealed(1, 0, u32::MAX / 9 + 1, &[0; 9]),
        sealed(VERSION, 0, 1, &entry(1, 21, 6)),
        sealed(VERSION, 0, 1, &entry(1, -21, 255)),
        sealed(VERSION, 0, 1, &entry(1, 22, 0)),
        sealed(VERSION, 0, 1, &entry(1, -128, 0)),
        sealed(VERSION, 0, 1, &entry(1, 0, 7)),
        sealed(VERSION, 0, 1, &entry(1, 0, 254)),
        sealed(VERSION, 0, 2, &[entry(5, 0, 0), entry(5, 0, 0)].concat()),
        sealed(VERSION, 0, 2, &[entry(6, 0, 0), entry(5, 0, 0)].concat()),
        sealed(VERSION, 0, 1, &entry(u64::MAX, 0, 0)),
        vec![0; 10 << 20],
        [
            header(VERSION, standard, 5, 1 << 20, &[]),
            vec![0xff; 10 << 20],
        ]
        .concat(),
    ];
    for bytes in &boundary {
        check_book(&mut run, bytes, standard);
        check_book(&mut run, bytes, small);
    }

    for case in 0..cases {
        let size = if case % 8 == 7 { small } else { standard };
        match case % 5 {
            0 => {
                let book = random_book(&mut run.rng, size);
                let bytes = book.to_bytes();
                let read = run.parse(&bytes, || Book::from_bytes(&bytes, size, "fuzz.p4b"));
                assert_eq!(read.as_ref(), Some(&book), "a book does not read back");
                let old = version_1_bytes(&bytes);
                let read = run.parse(&old, || Book::from_bytes(&old, size, "fuzz.p4b"));
                let scores_only = Book::from_entries(
                    size,
                    book.depth() as u8,
                    book_entries(&bytes)
                        .into_iter()
                        .map(|(key, stored)| (key, Stored::score_only(stored.score))),
                );
                assert_eq!(
                    read,
                    Some(scores_only),
                    "a version 1 book does not read back"
                );
            }
            1 => {
                let mut bytes = random_bytes(&mut run.rng);
                if run.rng.random() {
                    // A plausible header keeps the reader going past its first checks.
                    let depth = run.rng.random_range(0..=43);
                    let count = run.rng.random_range(0..4);
                    let body: Vec<u8> = (0..count * 10).map(|_| run.rng.random()).collect();
                    bytes = [header(VERSION, size, depth, count as u32, &body), body].concat();
                }
                check_book(&mut run, &bytes, size);
            }
            _ => {
                let mut bytes = if run.rng.random_ratio(1, 100) && size == standard {
                    shipped.clone()
                } else {
                    random_book(&mut run.rng, size).to_bytes()
                };
                if run.rng.random_ratio(1, 4) && bytes.len() >= HEADER_LEN {
                    bytes = version_1_bytes(&bytes);
                }
                mutate(&mut run.rng, &mut bytes, &donors);
                if run.rng.random() {
                    reseal(&mut run.rng, &mut bytes);
                }
                check_book(&mut run, &bytes, size);
            }
        }
    }
    run.report();
}

/// The entries of a version 2 file, read field by field.
fn book_entries(bytes: &[u8]) -> Vec<(u64, Stored)> {
    bytes[HEADER_LEN..]
        .chunks_exact(10)
        .map(|e| {
            let key = u64::from_le_bytes(e[..8].try_into().expect("8 bytes"));
            let best = (e[9] != 0xff).then_some(e[9]);
            (
                key,
                Stored {
                    score: e[8] as i8,
                    best,
                },
            )
        })
        .collect()
}

/// An accepted book writes back as a file that reads as the same book.
fn check_book(run: &mut Run, bytes: &[u8], size: Size) {
    if let Some(book) = run.parse(bytes, || Book::from_bytes(bytes, size, "fuzz.p4b")) {
        let again = Book::from_bytes(&book.to_bytes(), size, "again.p4b").expect("rewritten");
        assert_eq!(again, book, "{}", excerpt(bytes));
    }
}

#[test]
fn book_files_never_panic_and_fail_in_one_line() {
    fuzz_book(SHORT_CASES);
}

#[test]
#[ignore = "full fuzz run: a million inputs"]
fn book_files_full_run() {
    fuzz_book(full_cases());
}

//! Reading and writing positions: digit strings (`"4453"`), the kata's move lists
//! (`A_Red, B_Yellow`), and the text grid people read.

use crate::board::{Board, Cell, Column, MoveError, Player, Size};
use std::fmt::Write as _;
use thiserror::Error;

/// What is wrong with one move of a move list.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum MoveProblem {
    /// A character that is not a column digit.
    #[error("{} is not a column digit", quoted_char(*.0))]
    BadCharacter(char),
    /// A character that names no column of a board wider than nine columns.
    #[error("{} is not a column: 1-9, then {}", quoted_char(*.ch), wide_columns_hint(*.width))]
    NotAColumn {
        /// The character.
        ch: char,
        /// The board's width.
        width: usize,
    },
    /// A kata token that is not `<letter>_<colour>`.
    #[error("expected <column letter>_<Red|Yellow>")]
    BadToken,
    /// A column letter that is not on the board.
    #[error("unknown column letter {}", quoted(.0))]
    UnknownColumn(String),
    /// A colour other than Red or Yellow.
    #[error("unknown colour {} (expected Red or Yellow)", quoted(.0))]
    UnknownColour(String),
    /// The same colour moved twice in a row.
    #[error("{found} moved out of turn: it is {expected}'s move")]
    OutOfTurn {
        /// The colour whose turn it was.
        expected: String,
        /// The colour that moved.
        found: String,
    },
    /// The list is written as JSON but is not an array of strings.
    #[error("not a JSON array of strings: {0}")]
    NotJson(String),
    /// The move breaks the rules on the board reached so far.
    #[error(transparent)]
    Illegal(#[from] MoveError),
}

/// A move list that could not be read: which move (1-based), its text, and the problem.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("move {index} ({}): {problem}", quoted(.text))]
pub struct MoveListError {
    /// The 1-based position of the move in the list.
    pub index: usize,
    /// The move as it was written.
    pub text: String,
    /// What is wrong with it.
    pub problem: MoveProblem,
}

/// How many characters of a piece of input an error message quotes: enough to recognise it,
/// few enough to keep the message one readable line.
const QUOTE_LIMIT: usize = 40;

/// A piece of input as an error message shows it: in single quotes, with control characters
/// escaped (`\n`, `\u{1b}`) so the message stays one line, and cut after its first characters
/// (saying how long it was) so a huge input does not flood the terminal. Every message that
/// echoes what the user gave quotes it with this.
pub fn quoted(text: &str) -> String {
    let mut out = format!("'{}'", escaped(text, QUOTE_LIMIT));
    let length = text.chars().count();
    if length > QUOTE_LIMIT {
        let _ = write!(out, "... ({length} characters)");
    }
    out
}

/// A message that may carry input within it (another library's error quoting what it refused)
/// as one line: control characters escaped as [`quoted`] does, and cut after `limit`
/// characters with `...`.
pub fn one_line(message: &str, limit: usize) -> String {
    let mut out = escaped(message, limit);
    if message.chars().nth(limit).is_some() {
        out.push_str("...");
    }
    out
}

/// The first `limit` characters of `text`, control characters escaped.
fn escaped(text: &str, limit: usize) -> String {
    let mut out = String::new();
    for ch in text.chars().take(limit) {
        if ch.is_control() {
            out.extend(ch.escape_default());
        } else {
            out.push(ch);
        }
    }
    out
}

/// One character of input, quoted as [`quoted`] does.
fn quoted_char(ch: char) -> String {
    quoted(ch.encode_utf8(&mut [0; 4]))
}

/// Reads a digit string of 1-based columns from the empty standard board: `"4453"`.
pub fn parse_digits(moves: &str) -> Result<Board, MoveListError> {
    parse_digits_on(Board::new(), moves)
}

/// The columns of the board wider than nine that are written as letters: columns 10, 11, …
/// are `a`, `b`, … (as in hexadecimal, continued), so that every move stays one character and a
/// game stays one word.
const FIRST_LETTER_COLUMN: usize = 10;

/// The character a position string uses for a column: `1`-`9`, then `a` for 10, `b` for 11, …
pub fn column_symbol(column: Column) -> char {
    let number = column.number();
    if number < FIRST_LETTER_COLUMN {
        char::from(b'0' + number as u8)
    } else {
        char::from(b'a' + (number - FIRST_LETTER_COLUMN) as u8)
    }
}

/// What the letters of a board `width` columns wide stand for, for error messages: `a-c for
/// 10-12`.
fn wide_columns_hint(width: usize) -> String {
    let last = Column::new((width.max(FIRST_LETTER_COLUMN) - 1) as u8);
    if width == FIRST_LETTER_COLUMN {
        format!("a for {FIRST_LETTER_COLUMN}")
    } else {
        format!(
            "a-{} for {FIRST_LETTER_COLUMN}-{width}",
            column_symbol(last)
        )
    }
}

/// The column `ch` names on a board `width` columns wide: a digit, or on boards wider than
/// nine a letter (either case) for 10 and up.
fn column_of_symbol(ch: char, width: usize) -> Result<Column, MoveProblem> {
    let number = match ch {
        '0'..='9' => ch as usize - '0' as usize,
        'a'..='z' | 'A'..='Z' if width >= FIRST_LETTER_COLUMN => {
            ch.to_ascii_lowercase() as usize - 'a' as usize + FIRST_LETTER_COLUMN
        }
        _ if width >= FIRST_LETTER_COLUMN => return Err(MoveProblem::NotAColumn { ch, width }),
        _ => return Err(MoveProblem::BadCharacter(ch)),
    };
    Column::from_number(number)
        .filter(|column| column.index() < width)
        .ok_or(MoveProblem::Illegal(MoveError::OutOfRange {
            number,
            width,
        }))
}

/// The moves a link to Pascal Pons' solver page holds (`https://…/?pos=4453` gives `4453`),
/// so a pasted link reads as the digits it carries; any other text is returned as it is.
pub fn solver_link_moves(text: &str) -> &str {
    // Column digits never hold a '?', so text with one is a link or nothing readable.
    match text.trim().split_once('?') {
        Some((_, query)) => query
            .split(['&', '#'])
            .find_map(|pair| pair.strip_prefix("pos="))
            .unwrap_or(text),
        None => text,
    }
}

/// Plays a string of 1-based columns on top of `board`: digits, and on boards wider than nine
/// letters for columns 10 and up ([`column_symbol`]). A link to Pons' solver page reads as the
/// moves it holds ([`solver_link_moves`]).
pub fn parse_digits_on(board: Board, moves: &str) -> Result<Board, MoveListError> {
    let mut board = board;
    let moves = solver_link_moves(moves);
    for (i, ch) in moves.chars().enumerate() {
        let error = |problem| MoveListError {
            index: i + 1,
            text: ch.to_string(),
            problem,
        };
        let column = column_of_symbol(ch, board.size().width()).map_err(error)?;
        board = board.play(column).map_err(|e| error(e.into()))?;
    }
    Ok(board)
}

/// The columns a position string names on a board `width` columns wide, without playing them
/// (so only symbols are checked, not whether the moves are legal). A link to Pons' solver page
/// reads as the moves it holds.
pub fn columns_of(moves: &str, width: usize) -> Result<Vec<Column>, MoveListError> {
    solver_link_moves(moves)
        .chars()
        .enumerate()
        .map(|(i, ch)| {
            column_of_symbol(ch, width).map_err(|problem| MoveListError {
                index: i + 1,
                text: ch.to_string(),
                problem,
            })
        })
        .collect()
}

/// Writes a sequence of columns as a position string ([`column_symbol`] per move).
pub fn digits(columns: &[Column]) -> String {
    columns.iter().map(|&c| column_symbol(c)).collect()
}

/// The position a page's address names, as a shared link gives it: `pos=4453` in the fragment
/// (`#pos=4453`) or, failing that, in the query (`?pos=4453`). `None` if neither names one; the
/// digits are not checked here.
pub fn position_in_address<'a>(query: &'a str, fragment: &'a str) -> Option<&'a str> {
    let named = |part: &'a str, mark: char| {
        part.strip_prefix(mark)
            .unwrap_or(part)
            .split('&')
            .find_map(|pair| pair.strip_prefix("pos="))
    };
    named(fragment, '#').or_else(|| named(query, '?'))
}

/// The outcome of a kata move list, as the kata names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KataResult {
    /// A colour lined up four first.
    Winner(Player),
    /// Nobody lined up four.
    Draw,
}

/// One parsed kata move: a column and the colour that played it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct KataMove {
    /// The column the coin went into.
    pub column: Column,
    /// The colour that dropped it.
    pub colour: Player,
}

/// Splits a kata move list (comma/whitespace separated, or a JSON array of strings) into tokens.
pub fn kata_tokens(text: &str) -> Result<Vec<String>, MoveListError> {
    let trimmed = text.trim();
    if trimmed.starts_with('[') {
        return serde_json::from_str::<Vec<String>>(trimmed).map_err(|e| MoveListError {
            index: 1,
            text: trimmed.chars().take(20).collect(),
            problem: MoveProblem::NotJson(e.to_string()),
        });
    }
    Ok(trimmed
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|t| !t.is_empty())
        .map(str::to_string)
        .collect())
}

/// Reads one kata token such as `C_Yellow`.
pub fn parse_kata_move(index: usize, token: &str) -> Result<KataMove, MoveListError> {
    let error = |problem| MoveListError {
        index,
        text: token.to_string(),
        problem,
    };
    let (letter, colour) = token
        .split_once('_')
        .ok_or_else(|| error(MoveProblem::BadToken))?;
    let mut chars = letter.chars();
    let column = match (chars.next(), chars.next()) {
        (Some(c @ 'A'..='G'), None) => Column::new(c as u8 - b'A'),
        (Some(c @ 'a'..='g'), None) => Column::new(c as u8 - b'a'),
        _ => return Err(error(MoveProblem::UnknownColumn(letter.to_string()))),
    };
    let colour = match colour.to_ascii_lowercase().as_str() {
        "red" => Player::Red,
        "yellow" => Player::Yellow,
        _ => return Err(error(MoveProblem::UnknownColour(colour.to_string()))),
    };
    Ok(KataMove { column, colour })
}

/// Plays a kata move list on the standard board and says who lined up four first. Either colour
/// may move first; the colours must then alternate. Moves after the win are read but not played.
pub fn judge_kata(text: &str) -> Result<KataResult, MoveListError> {
    let tokens = kata_tokens(text)?;
    let moves = tokens
        .iter()
        .enumerate()
        .map(|(i, t)| parse_kata_move(i + 1, t))
        .collect::<Result<Vec<_>, _>>()?;
    let Some(first) = moves.first() else {
        return Ok(KataResult::Draw);
    };
    // The board calls the first mover Red; map the kata's colours onto that.
    let colour_of = |player: Player| {
        if player == Player::Red {
            first.colour
        } else {
            first.colour.opponent()
        }
    };
    let mut board = Board::new();
    for (i, mv) in moves.iter().enumerate() {
        let expected = colour_of(board.side_to_move());
        let error = |problem| MoveListError {
            index: i + 1,
            text: tokens[i].clone(),
            problem,
        };
        if mv.colour != expected {
            return Err(error(MoveProblem::OutOfTurn {
                expected: expected.name().to_string(),
                found: mv.colour.name().to_string(),
            }));
        }
        board = board.play(mv.column).map_err(|e| error(e.into()))?;
        if let Some(winner) = board.winner() {
            return Ok(KataResult::Winner(colour_of(winner)));
        }
    }
    Ok(KataResult::Draw)
}

/// Why a text grid could not be read.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum GridError {
    /// No rows at all.
    #[error("the grid is empty")]
    Empty,
    /// Rows of different lengths.
    #[error("row {row} has {found} cells, expected {expected}")]
    Ragged {
        /// 1-based row from the top.
        row: usize,
        /// Cells found.
        found: usize,
        /// Cells expected.
        expected: usize,
    },
    /// A character other than `.`, `X` or `O`.
    #[error("row {row}: {} is not '.', 'X' or 'O'", quoted_char(*.ch))]
    BadCharacter {
        /// 1-based row from the top.
        row: usize,
        /// The character.
        ch: char,
    },
    /// A coin with an empty cell below it.
    #[error("column {column}: a coin floats above an empty cell")]
    Floating {
        /// 1-based column.
        column: usize,
    },
    /// Coin counts that no game could reach.
    #[error("{x} X and {o} O coins: X moves first, so X must have as many as O or one more")]
    Counts {
        /// X coins.
        x: usize,
        /// O coins.
        o: usize,
    },
    /// Both sides have four in a row.
    #[error("both sides have four in a row")]
    BothWon,
    /// The grid's dimensions do not fit a board.
    #[error(transparent)]
    Size(#[from] crate::board::SizeError),
}

/// Writes the board as rows top to bottom, `.` empty, `X` Red (first), `O` Yellow, with the
/// column numbers underneath.
pub fn to_grid(board: &Board) -> String {
    let size = board.size();
    let mut out = String::new();
    for row in size.rows().rev() {
        let cells: Vec<&str> = size
            .columns()
            .map(|column| {
                match board.at(Cell {
                    column: column.number_from_zero(),
                    row,
                }) {
                    None => ".",
                    Some(Player::Red) => "X",
                    Some(Player::Yellow) => "O",
                }
            })
            .collect();
        let _ = writeln!(out, "{}", cells.join(" "));
    }
    let numbers: Vec<String> = size
        .columns()
        .map(|c| column_symbol(c).to_string())
        .collect();
    let _ = writeln!(out, "{}", numbers.join(" "));
    out
}

/// True for the row of column names under a grid: digits, or the columns' symbols in order
/// (a wide board's row goes on with letters). No row of cells holds a digit.
fn is_number_row(row: &[char]) -> bool {
    row.iter().all(|c| c.is_ascii_digit())
        || row
            .iter()
            .enumerate()
            .all(|(i, &c)| c.to_ascii_lowercase() == column_symbol(Column::new(i as u8)))
}

/// Reads a text grid as [`to_grid`] writes it (spaces optional, the number row optional).
pub fn from_grid(text: &str) -> Result<Board, GridError> {
    let rows: Vec<Vec<char>> = text
        .lines()
        .map(|line| {
            line.chars()
                .filter(|c| !c.is_whitespace())
                .collect::<Vec<_>>()
        })
        .filter(|row| !row.is_empty())
        .filter(|row| !is_number_row(row))
        .collect();
    let width = rows.first().ok_or(GridError::Empty)?.len();
    let height = rows.len();
    let size = Size::new(width, height)?;
    let (mut red, mut yellow): (crate::board::Bits, crate::board::Bits) = (0, 0);
    for (i, row) in rows.iter().enumerate() {
        if row.len() != width {
            return Err(GridError::Ragged {
                row: i + 1,
                found: row.len(),
                expected: width,
            });
        }
        for (column, &ch) in row.iter().enumerate() {
            let cell = Cell {
                column: column as u8,
                row: (height - 1 - i) as u8,
            };
            match ch {
                '.' => {}
                'X' | 'x' => red |= size.bit(cell),
                'O' | 'o' => yellow |= size.bit(cell),
                _ => return Err(GridError::BadCharacter { row: i + 1, ch }),
            }
        }
    }
    let occupied = red | yellow;
    for column in 0..width {
        let coins = occupied & size.column_mask(column);
        // Gravity: a column's coins are a solid run from its bottom.
        if coins & (coins + size.bottom_of(column)) != 0 {
            return Err(GridError::Floating { column: column + 1 });
        }
    }
    let (x, o) = (red.count_ones() as usize, yellow.count_ones() as usize);
    if x != o && x != o + 1 {
        return Err(GridError::Counts { x, o });
    }
    if crate::board::has_line(&size, red) && crate::board::has_line(&size, yellow) {
        return Err(GridError::BothWon);
    }
    Ok(Board::from_bits(size, red, yellow))
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_link_names_its_position_in_the_fragment_or_else_the_query() {
        assert_eq!(position_in_address("", "#pos=4453"), Some("4453"));
        assert_eq!(position_in_address("?pos=4453", ""), Some("4453"));
        assert_eq!(
            position_in_address("?lang=de&pos=44", "#pos=4453"),
            Some("4453")
        );
        assert_eq!(position_in_address("?lang=de&pos=44", "#other"), Some("44"));
        assert_eq!(position_in_address("", "#pos="), Some(""));
        assert_eq!(position_in_address("", "#bench-high"), None);
        assert_eq!(position_in_address("", ""), None);
    }

    use super::*;

    #[test]
    fn a_link_to_the_solver_page_reads_as_its_digits() {
        let link = "https://connect4.gamesolver.org/en/?pos=4453";
        assert_eq!(solver_link_moves(link), "4453");
        assert_eq!(solver_link_moves(" example.org/?lang=en&pos=44#x\n"), "44");
        assert_eq!(parse_digits(link).unwrap(), parse_digits("4453").unwrap());
        assert_eq!(columns_of(link, 7).unwrap().len(), 4);
        assert_eq!(solver_link_moves("4453"), "4453");
        // A link with no position stays as it was, and so fails as text that is no position.
        assert!(parse_digits("https://example.org/?lang=en").is_err());
    }
}

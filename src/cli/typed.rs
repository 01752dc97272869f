//! What a line typed in the text game (`plot4 play --red human …`) asks for: a column to play,
//! or one of the commands that read the board aloud. Reading a line changes nothing.

use plot4::notation::quoted;
use plot4::{Column, Size};
use thiserror::Error;

/// One line the player typed, understood.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Typed {
    /// Nothing: the player asks whose move it is.
    Nothing,
    /// Drop a coin in this column (`4`, or `play 4`).
    Play(Column),
    /// Every column, bottom to top, and whose move it is.
    Board,
    /// One column's coins, bottom to top.
    Column(Column),
    /// One row's coins, left to right (row 0 at the bottom).
    Row(u8),
    /// The empty cells that would complete a line.
    Threats,
    /// The best column for the side to move.
    Hint,
    /// Take back the last move (against the computer, back to the person's previous turn).
    Undo,
    /// The list of commands.
    Help,
    /// Leave the game.
    Quit,
}

/// A line that names no move or command on this board: said to the player as one sentence, and
/// the game goes on.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum NotUnderstood {
    /// Neither a column nor a command.
    #[error("{} is not a column or a command; type help for the list", quoted(.0))]
    Unknown(String),
    /// `column` or `row` without its number: the command, and an example.
    #[error("{0} needs a number, as in {1}")]
    NoNumber(&'static str, &'static str),
    /// A column this board does not have.
    #[error("There is no column {} here: the columns are 1 to {width}", quoted(.asked))]
    NoSuchColumn {
        /// What was typed.
        asked: String,
        /// How many columns there are.
        width: usize,
    },
    /// A row this board does not have.
    #[error("There is no row {} here: the rows are 1 to {height}, 1 at the bottom", quoted(.asked))]
    NoSuchRow {
        /// What was typed.
        asked: String,
        /// How many rows there are.
        height: usize,
    },
}

impl Typed {
    /// What `line` asks for on a board of `size`. Words are read in any case, with any spaces.
    pub fn read(line: &str, size: Size) -> Result<Typed, NotUnderstood> {
        let lower = line.trim().to_lowercase();
        let words: Vec<&str> = lower.split_whitespace().collect();
        let typed = match words.as_slice() {
            [] => Typed::Nothing,
            [number] if number.starts_with(|c: char| c.is_ascii_digit()) => {
                Typed::Play(column(number, size)?)
            }
            // A wide board's grid names columns 10 and up a, b, c, …
            [letter] if size.width() > 9 && is_letter(letter) => Typed::Play(column(letter, size)?),
            ["play" | "drop", number] => Typed::Play(column(number, size)?),
            ["board"] => Typed::Board,
            ["column" | "col"] => return Err(NotUnderstood::NoNumber("Column", "column 4")),
            ["column" | "col", number] => Typed::Column(column(number, size)?),
            ["row"] => return Err(NotUnderstood::NoNumber("Row", "row 1")),
            ["row", number] => Typed::Row(row(number, size)?),
            ["threats" | "threat"] => Typed::Threats,
            ["hint"] => Typed::Hint,
            ["undo" | "back"] => Typed::Undo,
            ["help" | "?"] => Typed::Help,
            ["quit" | "exit" | "resign"] => Typed::Quit,
            _ => return Err(NotUnderstood::Unknown(line.trim().to_string())),
        };
        Ok(typed)
    }
}

/// The column a player numbers `text` (1 at the left), or names by its letter in a wide board's
/// grid.
fn column(text: &str, size: Size) -> Result<Column, NotUnderstood> {
    let lettered = || {
        let letter =
            is_letter(text).then(|| plot4::notation::columns_of(text, size.width()).ok())??;
        letter.first().copied()
    };
    text.parse::<usize>()
        .ok()
        .filter(|n| (1..=size.width()).contains(n))
        .and_then(Column::from_number)
        .or_else(lettered)
        .ok_or_else(|| NotUnderstood::NoSuchColumn {
            asked: text.to_string(),
            width: size.width(),
        })
}

/// The 0-based row a player numbers `text` (1 at the bottom).
fn row(text: &str, size: Size) -> Result<u8, NotUnderstood> {
    text.parse::<usize>()
        .ok()
        .filter(|n| (1..=size.height()).contains(n))
        .map(|n| (n - 1) as u8)
        .ok_or_else(|| NotUnderstood::NoSuchRow {
            asked: text.to_string(),
            height: size.height(),
        })
}

/// One letter, as a wide board's grid names a column.
fn is_letter(text: &str) -> bool {
    text.len() == 1 && text.starts_with(|c: char| c.is_ascii_alphabetic())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(line: &str) -> Result<Typed, NotUnderstood> {
        Typed::read(line, Size::STANDARD)
    }

    #[test]
    fn a_number_or_play_and_a_number_drops_a_coin() {
        assert_eq!(read("4"), Ok(Typed::Play(Column::new(3))));
        assert_eq!(read("  PLAY 7 \r"), Ok(Typed::Play(Column::new(6))));
        assert_eq!(read("column 1"), Ok(Typed::Column(Column::new(0))));
        assert_eq!(read("Row 6"), Ok(Typed::Row(5)));
        assert_eq!(read(""), Ok(Typed::Nothing));
        assert_eq!(read("?"), Ok(Typed::Help));
    }

    #[test]
    fn what_names_nothing_says_so_in_one_line() {
        let said = |line| read(line).unwrap_err().to_string();
        assert_eq!(
            said("8"),
            "There is no column '8' here: the columns are 1 to 7"
        );
        assert_eq!(
            said("0"),
            "There is no column '0' here: the columns are 1 to 7"
        );
        assert_eq!(
            said("4x"),
            "There is no column '4x' here: the columns are 1 to 7"
        );
        assert_eq!(
            said("row 7"),
            "There is no row '7' here: the rows are 1 to 6, 1 at the bottom"
        );
        assert_eq!(said("column"), "Column needs a number, as in column 4");
        assert_eq!(
            said("banana split"),
            "'banana split' is not a column or a command; type help for the list"
        );
        assert!(!said("a\u{1b}[2Jb").contains('\u{1b}'));
    }

    #[test]
    fn a_wide_board_has_columns_past_nine() {
        let wide: Size = "12x6".parse().unwrap();
        assert_eq!(Typed::read("11", wide), Ok(Typed::Play(Column::new(10))));
        assert_eq!(Typed::read("B", wide), Ok(Typed::Play(Column::new(10))));
        assert_eq!(
            Typed::read("column c", wide),
            Ok(Typed::Column(Column::new(11)))
        );
        assert!(Typed::read("d", wide).is_err());
        assert_eq!(Typed::read("?", wide), Ok(Typed::Help));
        assert!(read("a").is_err(), "no letters on a board of seven");
    }
}

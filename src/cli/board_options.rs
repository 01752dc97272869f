//! Options shared by the subcommands that read or play positions: the board's size and how many
//! coins in a line win.

use super::CliError;
use plot4::notation::parse_digits_on;
use plot4::{Board, Size};

/// `--size WxH` and `--connect K`.
#[derive(Debug, Clone, clap::Args)]
pub struct BoardOptions {
    /// The board's columns and rows, e.g. 8x7 (columns × (rows + 1) may be at most 128). Columns
    /// past 9 are written a, b, c, … in positions.
    #[arg(long, value_name = "WxH", default_value = "7x6", value_parser = parse_size)]
    pub size: Size,
    /// How many coins in a line win: 3 to 6, and no more than the board's width or height.
    #[arg(long, value_name = "K", default_value_t = 4, value_parser = clap::value_parser!(u8).range(3..=6))]
    pub connect: u8,
}

impl BoardOptions {
    /// The board size with its line length, or a one-line error if the line cannot fit.
    pub fn size(&self) -> Result<Size, CliError> {
        let (width, height) = (self.size.width(), self.size.height());
        let length = usize::from(self.connect);
        if length > width.max(height) {
            return Err(CliError::Usage(format!(
                "a line of {length} does not fit a {width}x{height} board: nobody could ever win"
            )));
        }
        self.size
            .with_line_length(length)
            .map_err(|e| CliError::Usage(e.to_string()))
    }

    /// The position a string of columns reaches from the empty board of this size.
    pub fn position(&self, moves: &str) -> Result<Board, CliError> {
        Ok(parse_digits_on(Board::empty(self.size()?), moves)?)
    }
}

/// Reads `8x7` (or `8X7`, `8×7`) as a board size with four in a row.
pub fn parse_size(text: &str) -> Result<Size, String> {
    text.parse()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_read_as_columns_by_rows() {
        let size = parse_size("8x7").unwrap();
        assert_eq!((size.width(), size.height()), (8, 7));
        assert_eq!(parse_size("10X5").unwrap().width(), 10);
        assert!(parse_size("8by7")
            .unwrap_err()
            .contains("expected columns x rows"));
        assert!(parse_size("9x14").unwrap_err().contains("does not fit"));
        assert_eq!(parse_size("10x6").unwrap().width(), 10);
        assert!(parse_size("x7").is_err());
    }

    #[test]
    fn a_line_must_fit_the_board() {
        let options = |size: &str, connect| BoardOptions {
            size: parse_size(size).unwrap(),
            connect,
        };
        assert_eq!(options("8x7", 5).size().unwrap().line_length(), 5);
        let error = options("4x4", 5).size().unwrap_err().to_string();
        assert_eq!(
            error,
            "a line of 5 does not fit a 4x4 board: nobody could ever win"
        );
        let error = options("12x4", 4).position("1bd").unwrap_err().to_string();
        assert!(
            error.contains("column 13 is out of range (1-12)"),
            "{error}"
        );
    }
}

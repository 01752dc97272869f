//! Input that names nothing (a digit past the last column, a click beside the board), and what
//! the player is told about it. Each screen reads keys and clicks into its own messages
//! (`screens/`); a refusal is the one part of that vocabulary several screens share.

use crate::game::Mode;

/// The digit keys that drop a coin on a board `columns` wide, as the screens name them: `1-7`;
/// a board wider than nine takes 1-9 for its first nine columns and ←/→ and Enter for all.
pub fn digit_keys(columns: usize) -> String {
    match columns {
        0..=9 => format!("1-{columns}"),
        _ => tr!("notice-digit-keys-wide").to_string(),
    }
}

/// Why an input was refused; shown to the player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// A digit that is not a column of the board.
    NoSuchColumn(u8),
    /// A digit that is not one of the listed options.
    NoSuchOption(u8),
    /// A click beside, below or far above the board.
    OutsideBoard,
}

impl Refusal {
    /// What to tell the player, on a board `columns` wide.
    pub fn text(self, columns: usize) -> String {
        match self {
            Refusal::NoSuchColumn(d) => {
                tr!("notice-no-column", column = d, keys = digit_keys(columns))
            }
            Refusal::NoSuchOption(d) => {
                tr!("notice-no-option", option = d, count = Mode::ALL.len())
            }
            Refusal::OutsideBoard if super::words::by_touch() => {
                tr!("notice-outside-board-tap").to_string()
            }
            Refusal::OutsideBoard => tr!("notice-outside-board").to_string(),
        }
    }
}

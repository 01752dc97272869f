//! What the player asked for, in game words: input is turned into these before it touches the
//! state, so the state never sees a key code or a pixel.

use crate::board::Column;
use crate::game::Mode;

/// One request from the player.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Command {
    /// Leave the title screen.
    Continue,
    /// Choose this mode for the side being asked about.
    PickMode(Mode),
    /// Drop a coin in this column.
    Drop(Column),
    /// Drop a coin where the hover coin is.
    DropAtHover,
    /// Put the hover coin above this column.
    HoverTo(Column),
    /// Move the hover coin this many columns (negative: left).
    HoverBy(i32),
    /// A request that cannot be met (a key or click that names nothing).
    Refused(Refusal),
    /// Open the mode screen in the middle of a game.
    ChangeModes,
    /// Start again on the empty board.
    NewGame,
    /// Escape: leave, cancel or ask to quit, depending on the screen.
    Back,
    /// Yes to the question on screen.
    Yes,
    /// No to the question on screen.
    No,
    /// The window is being closed: stop at once, no questions.
    Close,
    /// Take back the last move (against the computer, back to the person's turn).
    Undo,
    /// Replay a move taken back.
    Redo,
    /// Let two computers paused by an undo play on.
    Resume,
    /// Show every key and button.
    Help,
    /// Put the position's digits on the clipboard.
    CopyPosition,
    /// Start a game from digits on the clipboard.
    PastePosition,
    /// Show or hide the exact score of every column for the position on the table.
    Hint,
    /// Turn analysis mode (the hint on every turn, the evaluation graph) on or off.
    Analysis,
    /// Step through the finished game (from the game-over screen).
    Review,
    /// In review: this many moves later (negative: earlier).
    ReviewStep(i32),
    /// A click on the evaluation graph, this far along its move axis (0 to 1): review the
    /// game at the move there.
    GraphAt(f32),
    /// In review: a new game from the position on show, with the same modes.
    PlayFromHere,
    /// Open the settings screen.
    Settings,
    /// Open the statistics screen.
    Statistics,
    /// On the settings screen: move the choice this many rows (negative: up).
    SelectSetting(i32),
    /// On the settings screen: choose this row (from the top, 0-based).
    ChooseSetting(usize),
    /// On the settings screen: change the chosen row's setting by this many steps (negative:
    /// back). Keys say this rather than naming a row: a key pressed in the same frame as one
    /// that moves the choice must act on the row chosen by then.
    StepSetting(i32),
    /// On the settings screen: change the setting on this row by this many steps (negative:
    /// back).
    ChangeSetting {
        /// The row, from the top.
        row: usize,
        /// How many steps, and which way.
        step: i32,
    },
    /// On the statistics screen: ask to start the statistics afresh.
    ResetStatistics,
    /// Tic-tac-toe: mark the square with this number (1-9, row by row from the top left).
    MarkSquare(usize),
    /// Tic-tac-toe: the pointer is over this square (`None`: over none).
    HoverSquare(Option<usize>),
    /// On the title screen: play tic-tac-toe instead.
    TicTacToe,
    /// On the mode screen: the next (positive) or previous board size.
    StepBoard(i32),
    /// On the mode screen: a longer (positive) or shorter winning line.
    StepLine(i32),
}

/// The digit keys that drop a coin on a board `columns` wide, as the screens name them: `1-7`;
/// a board wider than nine takes 1-9 for its first nine columns and ←/→ and Enter for all.
pub fn digit_keys(columns: usize) -> String {
    match columns {
        0..=9 => format!("1-{columns}"),
        _ => "1-9 (columns 10 and up: ←/→ and Enter)".to_string(),
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
                format!("There is no column {d}: press {}", digit_keys(columns))
            }
            Refusal::NoSuchOption(d) => {
                format!("There is no option {d}: press 1-{}", Mode::ALL.len())
            }
            Refusal::OutsideBoard => "Click on a column of the board".to_string(),
        }
    }
}

//! Which screen the window shows; the game itself lives in [`crate::game::GameState`].

use crate::board::Player;
use crate::game::Modes;

/// One screen of the window.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Screen {
    /// The name and "press any key".
    Title,
    /// Asking who plays `side`: Red is asked first, then Yellow.
    ChooseMode {
        /// The side being asked about.
        side: Player,
        /// The modes chosen so far (the rest as they were).
        chosen: Modes,
        /// The modes in force when the screen was opened mid-game (Escape goes back to them);
        /// `None` before the first game.
        previous: Option<Modes>,
    },
    /// A game in progress.
    Play,
    /// The game is over: the result and "Play again?".
    GameOver,
    /// "Do you really want to quit?" over another screen.
    ConfirmQuit {
        /// The screen to return to on "no".
        back: Box<Screen>,
    },
}

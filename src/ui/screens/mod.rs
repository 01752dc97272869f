//! The window's screens on a stack. Each screen is one type that hears input, moves on with
//! time and draws itself; what it wants next (another screen on top, back to the one below, a
//! replacement, quitting) it says with a [`Transition`] that names the next screen as a
//! [`Goto`]. The app keeps the stack, builds the screens a transition names and carries it out,
//! so no screen depends on another.
//!
//! Overlays (the two questions, the mode change mid-game) are screens pushed on top: the stack
//! draws from the bottom up, so the screen below shows through the overlay's shade.

pub mod coach;
pub mod coach_menu;
pub mod confirm;
pub mod help;
pub mod modes;
pub mod online;
pub mod reactions;
pub mod resume;
pub mod review;
pub mod settings;
pub mod statistics;
pub mod table;
pub mod tictactoe;
pub mod title;

use super::events::ScreenName;
use super::input::Event;
use super::layout::Layout;
use super::paint::Painter;
use super::session::{Focus, Session};
use crate::game::{GameState, Modes};
use crate::store::SavedGame;

/// A screen to open, by name: the app builds it ([`super::app`]).
#[derive(Debug, Clone)]
pub enum Goto {
    /// The title screen.
    Title,
    /// The title screen offering the saved game.
    ContinueOrNew(SavedGame),
    /// The table: play, or game over once the game on it is decided.
    Table,
    /// Choosing the modes of the first game, starting from these.
    ChooseModes(Modes),
    /// Changing the modes mid-game, over the table, where these are in force.
    ChangeModes(Modes),
    /// "Do you really want to quit?"
    ConfirmQuit,
    /// "Give up this game and start a new one?", over a game in progress.
    ConfirmNewGame,
    /// Every key and button.
    Help,
    /// The coach's screens, to choose one from the table.
    CoachMenu,
    /// The settings sheet.
    Settings,
    /// The statistics sheet.
    Statistics,
    /// Review of this finished game.
    Review(GameState),
    /// Review of this game, at the position after this many moves (a click on its graph).
    ReviewAt(GameState, usize),
    /// Tic-tac-toe, its computer seeded with this.
    TicTacToe(Option<u64>),
    /// Learn from the mistakes of a finished game, or of one chosen from the history's.
    Learn(coach::mistakes::Lessons),
    /// The puzzles.
    Puzzles,
    /// The opening explorer, from this game's position.
    Explorer(GameState),
    /// Play online: create, join or watch; Back returns where it was opened from.
    Online(online::OnlineFrom),
    /// Play online, waiting in the room a session was started for.
    OnlineWaiting,
    /// The quick reactions of an online game, over the table.
    Reactions,
}

/// What a screen wants after an input or a frame.
#[derive(Debug)]
pub enum Transition {
    /// Stay as it is.
    Stay,
    /// Put this screen on top (an overlay or a sub-screen); Pop comes back here.
    Push(Goto),
    /// Close this screen and go back to the one below.
    Pop,
    /// Put this screen in this one's place.
    Replace(Goto),
    /// Back to the title, alone on the stack: it offers the game on the table if that game is
    /// worth continuing, so leaving for the title loses nothing.
    Home,
    /// Close the window (in the page, which cannot close itself: [`Transition::Home`]).
    Quit,
}

/// One screen of the window, as the app's stack holds it (`Box<dyn Screen>`). Only the top
/// screen hears input and time; every screen on the stack draws, bottom first.
///
/// A screen reads an event in its own words: one with a row of buttons reads keys and clicks
/// into its own message enum (the table's `TableMessage`, the review's `ReviewMessage`, …) and
/// handles that, so a key and its button do the same; a screen with no buttons acts on the
/// event at once.
pub trait Screen {
    /// Which screen this is, for the log and for tests.
    fn name(&self) -> ScreenName;

    /// Carries out what `event` means on this screen, in a window laid out as `layout`: the
    /// screen's one way in for input.
    fn hear(&mut self, event: Event, layout: &Layout, session: &mut Session) -> Transition;

    /// Moves time on for this screen (once a frame, after the session moved on with the
    /// screen's [`Screen::focus`]): the screen's own steps, such as a puzzle's move that waited
    /// for the position's scores.
    fn update(&mut self, _session: &mut Session) -> Transition {
        Transition::Stay
    }

    /// Paints this screen; it reads the session and changes nothing.
    fn draw(&self, session: &Session, painter: &Painter);

    /// What this screen has in view, which the session keeps up with while it is on top:
    /// only the play screen lets the computer play, so an overlay such as help or the mode
    /// screen pauses it.
    fn focus(&self) -> Focus<'_> {
        Focus::Elsewhere
    }

    /// The board this screen shows, when it is not the one on the table (a coach screen's):
    /// the window is laid out for it.
    fn board_size(&self) -> Option<crate::board::Size> {
        None
    }

    /// Whether this screen shows the evaluation graph beside the board when the session has
    /// one (the table and the review), so the frame is laid out with room for it.
    fn has_graph(&self) -> bool {
        false
    }

    /// Whether this screen has something of its own moving, beyond what the session shows
    /// (tic-tac-toe's computer waiting out its pause), so the window keeps its full frame rate.
    fn animates(&self) -> bool {
        false
    }
}

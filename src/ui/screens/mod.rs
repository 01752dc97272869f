//! The window's screens on a stack. Each screen is one type that turns input into its own
//! commands, handles them, moves on with time and draws itself; what it wants next (another
//! screen on top, back to the one below, a replacement, quitting) it says with a
//! [`Transition`]. The [`super::app::App`] keeps the stack and carries transitions out.
//!
//! Overlays (the quit question, the mode change mid-game) are screens pushed on top: the stack
//! draws from the bottom up, so the screen below shows through the overlay's shade.

pub mod game_over;
pub mod help;
pub mod modes;
pub mod play;
pub mod quit;
pub mod resume;
pub mod review;
pub mod settings;
pub mod statistics;
pub mod tictactoe;
pub mod title;

use super::command::Command;
use super::input::Key;
use super::layout::Layout;
use super::paint::Painter;
use super::session::Session;

/// What a screen wants after a command or a frame.
pub enum Transition {
    /// Stay as it is.
    Stay,
    /// Put this screen on top (an overlay or a sub-screen); Pop comes back here.
    Push(Box<dyn Screen>),
    /// Close this screen and go back to the one below.
    Pop,
    /// Put this screen in this one's place.
    Replace(Box<dyn Screen>),
    /// Close the window.
    Quit,
}

impl std::fmt::Debug for Transition {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Transition::Stay => f.write_str("Stay"),
            Transition::Push(screen) => write!(f, "Push({})", screen.name()),
            Transition::Pop => f.write_str("Pop"),
            Transition::Replace(screen) => write!(f, "Replace({})", screen.name()),
            Transition::Quit => f.write_str("Quit"),
        }
    }
}

/// One screen of the window. Only the top screen hears input and time; every screen on the
/// stack draws, bottom first.
pub trait Screen {
    /// A short name, for the log and for tests.
    fn name(&self) -> &'static str;

    /// What a key means on this screen, if anything.
    fn key(&self, key: Key, layout: &Layout) -> Option<Command>;

    /// Whether the row of buttons is shown and takes clicks on this screen.
    fn shows_buttons(&self) -> bool {
        false
    }

    /// What a click at (`x`, `y`) means on this screen, if anything.
    fn click(&self, _x: f32, _y: f32, _layout: &Layout) -> Option<Command> {
        None
    }

    /// What moving the pointer to (`x`, `y`) means on this screen, if anything.
    fn pointer_moved(&self, _x: f32, _y: f32, _layout: &Layout) -> Option<Command> {
        None
    }

    /// Carries out one command from the player.
    fn handle(&mut self, command: Command, session: &mut Session, now: f64) -> Transition;

    /// Moves time on for this screen (once a frame, after the commands and the worker's
    /// replies).
    fn update(&mut self, _session: &mut Session, _now: f64) -> Transition {
        Transition::Stay
    }

    /// Paints this screen; it reads the session and changes nothing.
    fn draw(&self, session: &Session, painter: &Painter);
}

/// What a key means on both screens of the table (play and game over), beyond their own keys.
pub fn table_key(key: Key) -> Option<Command> {
    match key {
        Key::CtrlZ | Key::U => Some(Command::Undo),
        Key::CtrlY | Key::R => Some(Command::Redo),
        Key::P => Some(Command::Resume),
        Key::F1 | Key::Question => Some(Command::Help),
        Key::CtrlC => Some(Command::CopyPosition),
        Key::CtrlV => Some(Command::PastePosition),
        Key::H => Some(Command::Hint),
        Key::A => Some(Command::Analysis),
        Key::Settings => Some(Command::Settings),
        Key::Statistics => Some(Command::Statistics),
        _ => None,
    }
}

/// Carries out a command both screens of the table take the same way; `Some` with the
/// transition for the help overlay, `None` when the screen should look at the game again (or
/// the command is not one of these).
pub fn table_command(command: Command, session: &mut Session, now: f64) -> Option<Transition> {
    match command {
        Command::Undo => session.undo(now),
        Command::Redo => session.redo(now),
        Command::Resume => session.resume(now),
        Command::CopyPosition => session.copy_position(now),
        Command::PastePosition => session.paste_position(),
        Command::Hint => session.toggle_hint(now),
        Command::Analysis => session.toggle_analysis(now),
        Command::Help => return Some(Transition::Push(Box::new(help::Help))),
        Command::Settings | Command::Statistics => return Some(open_sheet(command)),
        _ => {}
    }
    None
}

/// The settings or statistics screen pushed over the one below, for `command`.
pub fn open_sheet(command: Command) -> Transition {
    match command {
        Command::Statistics => Transition::Push(Box::new(statistics::StatisticsSheet::default())),
        _ => Transition::Push(Box::new(settings::SettingsSheet::default())),
    }
}

/// The play screen, or the game-over screen if the game on the table is already decided.
pub fn play_or_over(session: &Session) -> Box<dyn Screen> {
    if session.game().outcome().is_some() {
        Box::new(game_over::GameOver)
    } else {
        Box::new(play::Play)
    }
}

//! "Do you really want to quit?" over whatever screen was showing.

use super::{Screen, Transition};
use crate::ui::command::Command;
use crate::ui::input::Key;
use crate::ui::layout::Layout;
use crate::ui::paint::Painter;
use crate::ui::session::Session;

/// The quit question, an overlay: yes closes the window, no or Escape goes back.
#[derive(Debug, Clone, Default)]
pub struct ConfirmQuit;

impl Screen for ConfirmQuit {
    fn name(&self) -> &'static str {
        "confirm quit"
    }

    fn key(&self, key: Key, _layout: &Layout) -> Option<Command> {
        match key {
            Key::Y => Some(Command::Yes),
            Key::N | Key::Escape => Some(Command::No),
            _ => None,
        }
    }

    fn handle(&mut self, command: Command, _session: &mut Session, _now: f64) -> Transition {
        match command {
            Command::Yes => Transition::Quit,
            Command::No | Command::Back => Transition::Pop,
            _ => Transition::Stay,
        }
    }

    fn draw(&self, _session: &Session, p: &Painter) {
        p.shade(0.55);
        p.question("Do you really want to quit? (y/n)");
    }
}

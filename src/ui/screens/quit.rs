//! "Do you really want to quit?" over whatever screen was showing.

use super::{Screen, Transition};
use crate::ui::button::Question;
use crate::ui::command::Command;
use crate::ui::input::Key;
use crate::ui::layout::Layout;
use crate::ui::paint::Painter;
use crate::ui::session::Session;

/// The quit question, an overlay: yes (Y or its button) closes the window, no (N, Escape or
/// its button) goes back.
#[derive(Debug, Clone, Default)]
pub struct ConfirmQuit;

impl Screen for ConfirmQuit {
    fn name(&self) -> &'static str {
        "confirm quit"
    }

    fn key(&self, key: Key, _layout: &Layout) -> Option<Command> {
        super::answer_key(key)
    }

    fn click(&self, x: f32, y: f32, layout: &Layout) -> Option<Command> {
        Question::new(layout).answer_at(x, y)
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
        Question::new(p.layout).draw(p, tr!("question-quit"));
    }
}

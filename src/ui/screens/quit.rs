//! "Do you really want to quit?" over whatever screen was showing.

use super::{Screen, Transition};
use crate::ui::button::{Answer, Question};
use crate::ui::input::Key;
use crate::ui::layout::Layout;
use crate::ui::paint::Painter;
use crate::ui::session::Session;

/// The quit question, an overlay: yes (Y or its button) closes the window, no (N, Escape or
/// its button) goes back.
#[derive(Debug, Clone, Default)]
pub struct ConfirmQuit;

impl Screen for ConfirmQuit {
    type Message = Answer;

    fn name(&self) -> &'static str {
        "confirm quit"
    }

    fn key(&self, key: Key, _layout: &Layout) -> Option<Answer> {
        super::answer_key(key)
    }

    fn click(&self, x: f32, y: f32, layout: &Layout) -> Option<Answer> {
        Question::new(layout).answer_at(x, y)
    }

    fn handle(&mut self, answer: Answer, _session: &mut Session, _now: f64) -> Transition {
        match answer {
            Answer::Yes => Transition::Quit,
            Answer::No => Transition::Pop,
        }
    }

    fn draw(&self, _session: &Session, p: &Painter) {
        p.shade(0.55);
        Question::new(p.layout).draw(p, "Do you really want to quit?");
    }
}

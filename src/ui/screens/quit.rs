//! "Do you really want to quit?" over whatever screen was showing.

use super::{Screen, Transition};
use crate::ui::button::{Answer, Question};
use crate::ui::input::Event;
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

    fn read(&self, event: Event, layout: &Layout, _paused: bool) -> Option<Answer> {
        Question::read(event, layout)
    }

    fn hear(&mut self, event: Event, at: &Layout, session: &mut Session) -> Transition {
        let message = self.read(event, at, session.game().is_paused());
        message.map_or(Transition::Stay, |m| self.handle(m, session))
    }

    fn handle(&mut self, answer: Answer, _session: &mut Session) -> Transition {
        match answer {
            Answer::Yes => Transition::Quit,
            Answer::No => Transition::Pop,
        }
    }

    fn draw(&self, _session: &Session, p: &Painter) {
        p.shade(0.55);
        Question::new(p.layout).draw(p, tr!("question-quit"));
    }
}

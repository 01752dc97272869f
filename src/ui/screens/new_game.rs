//! "Start a new game?" over the table, before a game in progress is thrown away.

use super::{Screen, Transition};
use crate::ui::button::{Answer, Question};
use crate::ui::input::Event;
use crate::ui::layout::Layout;
use crate::ui::paint::Painter;
use crate::ui::session::{Action, Session};

/// The new-game question, an overlay on the play screen: yes (Y or its button) starts the new
/// game, no (N, Escape or its button) goes back to the game as it was.
#[derive(Debug, Clone, Default)]
pub struct ConfirmNewGame;

impl Screen for ConfirmNewGame {
    type Message = Answer;

    fn name(&self) -> &'static str {
        "confirm new game"
    }

    fn read(&self, event: Event, layout: &Layout, _paused: bool) -> Option<Answer> {
        Question::read(event, layout)
    }

    fn hear(&mut self, event: Event, at: &Layout, session: &mut Session) -> Transition {
        let message = self.read(event, at, session.game().is_paused());
        message.map_or(Transition::Stay, |m| self.handle(m, session))
    }

    fn handle(&mut self, answer: Answer, session: &mut Session) -> Transition {
        if answer == Answer::Yes {
            session.act(Action::NewGame);
        }
        Transition::Pop
    }

    fn draw(&self, _session: &Session, p: &Painter) {
        p.shade(0.55);
        Question::new(p.layout).draw(p, tr!("question-new-game"));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{GameState, Modes};
    use crate::ui::app::App;
    use crate::ui::button::Answer;
    use crate::ui::button::Tool;
    use crate::ui::input::{Key, RawInput};
    use crate::ui::screens::table::TableMessage;

    fn people_at(position: &str) -> App {
        App::new(
            GameState::from_position(Modes::HUMANS, position).unwrap(),
            true,
        )
    }

    #[test]
    fn new_game_asks_first_while_a_game_is_in_progress_and_no_keeps_it() {
        let mut app = people_at("44");
        app.send(TableMessage::Tool(Tool::NewGame));
        assert_eq!(app.screen(), "confirm new game");
        assert_eq!(app.game().position(), "44", "nothing thrown away yet");
        app.send(Answer::No);
        assert_eq!(app.screen(), "play");
        assert_eq!(app.game().position(), "44");
        app.send(TableMessage::Tool(Tool::NewGame));
        app.send(Answer::Yes);
        assert_eq!(app.screen(), "play");
        assert_eq!(app.game().position(), "");
    }

    #[test]
    fn an_empty_or_finished_game_starts_again_at_once() {
        let mut empty = people_at("");
        empty.send(TableMessage::Tool(Tool::NewGame));
        assert_eq!(empty.screen(), "play");
        let mut over = people_at("4343434");
        assert_eq!(over.screen(), "game over");
        over.send(TableMessage::Tool(Tool::NewGame));
        assert_eq!(over.screen(), "play");
        assert_eq!(over.game().position(), "");
    }

    #[test]
    fn the_question_answers_to_its_keys_and_to_clicks_on_its_buttons() {
        let layout = Layout::new(640.0, 480.0, 7, 6);
        let screen = ConfirmNewGame;
        assert_eq!(
            screen.read(Event::Key(Key::Y), &layout, false),
            Some(Answer::Yes)
        );
        assert_eq!(
            screen.read(Event::Key(Key::N), &layout, false),
            Some(Answer::No)
        );
        assert_eq!(
            screen.read(Event::Key(Key::Escape), &layout, false),
            Some(Answer::No)
        );
        let question = Question::new(&layout);
        let mut app = people_at("44");
        app.send(TableMessage::Tool(Tool::NewGame));
        let click = |(x, y): (f32, f32)| RawInput {
            events: vec![Event::Click(x, y)],
            ..RawInput::default()
        };
        let (x, y) = question.no.rect.centre();
        assert_eq!(
            screen.read(Event::Click(x, y), &layout, false),
            Some(Answer::No)
        );
        app.hear(&click((x, y)), &layout);
        assert_eq!(app.screen(), "play");
        assert_eq!(app.game().position(), "44");
        app.send(TableMessage::Tool(Tool::NewGame));
        let (x, y) = question.yes.rect.centre();
        assert_eq!(
            screen.read(Event::Click(x, y), &layout, false),
            Some(Answer::Yes)
        );
        app.hear(&click((x, y)), &layout);
        assert_eq!(app.screen(), "play");
        assert_eq!(app.game().position(), "");
    }
}

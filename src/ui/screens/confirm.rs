//! A question with Yes and No over whatever screen was showing: "Do you really want to quit?",
//! or "Start a new game?" before a game in progress is thrown away.

use super::{Screen, Transition};
use crate::ui::button::{Answer, Question};
use crate::ui::events::ScreenName;
use crate::ui::input::Event;
use crate::ui::layout::Layout;
use crate::ui::paint::Painter;
use crate::ui::session::{Action, Session};

/// The question on show, an overlay: yes (Y or its button) does what it asks, no (N, Escape or
/// its button) goes back to the screen below as it was.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Confirm {
    /// Close the window?
    Quit,
    /// Give up the game in progress and start a new one?
    NewGame,
}

impl Screen for Confirm {
    fn name(&self) -> ScreenName {
        match self {
            Confirm::Quit => ScreenName::ConfirmQuit,
            Confirm::NewGame => ScreenName::ConfirmNewGame,
        }
    }

    fn hear(&mut self, event: Event, layout: &Layout, session: &mut Session) -> Transition {
        match (Question::read(event, layout), self) {
            (None, _) => Transition::Stay,
            (Some(Answer::No), _) => Transition::Pop,
            (Some(Answer::Yes), Confirm::Quit) => Transition::Quit,
            (Some(Answer::Yes), Confirm::NewGame) => {
                session.act(Action::NewGame);
                Transition::Pop
            }
        }
    }

    fn draw(&self, _session: &Session, p: &Painter) {
        p.shade(0.55);
        let text = match self {
            Confirm::Quit => tr!("question-quit"),
            Confirm::NewGame => tr!("question-new-game"),
        };
        Question::new(p.layout).draw(p, text);
    }
}

#[cfg(test)]
mod tests {
    use crate::game::{GameState, Modes};
    use crate::ui::app::App;
    use crate::ui::button::{Answer, Question};
    use crate::ui::input::{Event, Key};
    use crate::ui::layout::Layout;
    use crate::ui::screens::Goto;

    fn people_at(position: &str) -> App {
        let game = GameState::from_position(Modes::HUMANS, position).unwrap();
        App::new(game, Goto::Table)
    }

    #[test]
    fn new_game_asks_first_while_a_game_is_in_progress_and_no_keeps_it() {
        let mut app = people_at("44");
        app.press(&[Key::N]);
        assert_eq!(app.screen(), "confirm new game");
        assert_eq!(app.game().position(), "44", "nothing thrown away yet");
        app.press(&[Key::N]);
        assert_eq!(app.screen(), "play");
        assert_eq!(app.game().position(), "44");
        app.press(&[Key::N, Key::Escape]);
        assert_eq!(app.screen(), "play");
        assert_eq!(app.game().position(), "44");
        app.press(&[Key::N, Key::Y]);
        assert_eq!(app.screen(), "play");
        assert_eq!(app.game().position(), "");
    }

    #[test]
    fn an_empty_or_finished_game_starts_again_at_once() {
        let mut empty = people_at("");
        empty.press(&[Key::N]);
        assert_eq!(empty.screen(), "play");
        let mut over = people_at("4343434");
        assert_eq!(over.screen(), "game over");
        let new_game = crate::ui::button::Tool::NewGame.rect_in(&over.layout(), false);
        let (x, y) = new_game.unwrap().centre();
        over.click((x, y));
        assert_eq!(over.screen(), "play");
        assert_eq!(over.game().position(), "");
    }

    #[test]
    fn both_questions_take_clicks_on_their_yes_and_no_buttons_at_any_size() {
        for (w, h) in [(480.0, 400.0), (640.0, 480.0), (1280.0, 1000.0)] {
            let l = Layout::new(w, h, 7, 6);
            let question = Question::new(&l);
            let at = |(x, y): (f32, f32)| Event::Click(x, y);
            assert_eq!(
                Question::read(at(question.yes.rect.centre()), &l),
                Some(Answer::Yes)
            );
            assert_eq!(
                Question::read(at(question.no.rect.centre()), &l),
                Some(Answer::No)
            );
            assert_eq!(Question::read(Event::Click(w / 2.0, 2.0), &l), None);
            // Both buttons inside the panel, and the panel inside the window.
            for button in [&question.yes, &question.no] {
                let r = button.rect;
                let p = question.panel;
                assert!(r.x >= p.x && r.x + r.w <= p.x + p.w, "{w}x{h}");
                assert!(r.y >= p.y && r.y + r.h <= p.y + p.h, "{w}x{h}");
            }
            assert!(question.panel.x >= 0.0 && question.panel.x + question.panel.w <= w);
        }
        let mut app = people_at("44");
        let question = Question::new(&app.layout());
        app.press(&[Key::Escape]);
        assert_eq!(app.screen(), "confirm quit");
        app.click(question.no.rect.centre());
        assert_eq!(app.screen(), "play");
        app.press(&[Key::N]);
        app.click(question.no.rect.centre());
        assert_eq!(app.screen(), "play");
        assert_eq!(app.game().position(), "44");
        app.press(&[Key::N]);
        app.click(question.yes.rect.centre());
        assert_eq!(app.screen(), "play");
        assert_eq!(app.game().position(), "");
        app.press(&[Key::Escape]);
        app.click(question.yes.rect.centre());
        assert!(app.wants_to_quit());
    }

    #[test]
    fn the_buttons_of_the_table_under_a_question_take_no_click() {
        let mut app = people_at("44");
        app.press(&[Key::Escape]);
        let undo = crate::ui::button::Tool::Undo.rect_in(&app.layout(), false);
        let (x, y) = undo.unwrap().centre();
        app.click((x, y));
        assert_eq!(app.screen(), "confirm quit");
        assert_eq!(app.game().position(), "44", "Undo is under the shade");
    }
}

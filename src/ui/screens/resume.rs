//! The title screen when a game was left unfinished (the window closed, or the process killed,
//! mid-game): Continue it or start a New game. Enter continues.

use super::{Goto, Screen, Transition};
use crate::store::SavedGame;
use crate::ui::events::ScreenName;
use crate::ui::input::{Event, Key};
use crate::ui::layout::Layout;
use crate::ui::paint::{rounded_rect, Painter, Weight};
use crate::ui::session::{Action, Session};
use crate::ui::words;
use macroquad::shapes::draw_rectangle_lines;

/// The choices, top to bottom.
const CHOICES: [ResumeMessage; 2] = [ResumeMessage::Continue, ResumeMessage::NewGame];

/// What a choice says.
fn label(choice: ResumeMessage) -> &'static str {
    match choice {
        ResumeMessage::Continue => tr!("resume-continue"),
        _ => tr!("resume-new-game"),
    }
}

/// What the player can answer to the saved game on offer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ResumeMessage {
    /// Play on with the saved game.
    Continue,
    /// Leave it and choose the modes of a new one.
    NewGame,
    /// Ask to quit.
    Quit,
}

/// The title screen offering the saved game. Until the player answers, nothing is saved, so
/// quitting here leaves the saved game as it was.
#[derive(Debug, Clone)]
pub struct ContinueOrNew {
    saved: SavedGame,
}

impl ContinueOrNew {
    /// Offers `saved`.
    pub fn new(saved: SavedGame) -> ContinueOrNew {
        ContinueOrNew { saved }
    }
}

impl Screen for ContinueOrNew {
    fn name(&self) -> ScreenName {
        ScreenName::ContinueOrNew
    }

    fn hear(&mut self, event: Event, layout: &Layout, session: &mut Session) -> Transition {
        let Some(message) = self.read(event, layout) else {
            return Transition::Stay;
        };
        match message {
            ResumeMessage::Continue => {
                session.act(Action::ContinueSaved(self.saved.clone()));
                Transition::Replace(Goto::Table)
            }
            ResumeMessage::NewGame => {
                session.act(Action::StartSaving);
                Transition::Replace(Goto::ChooseModes(self.saved.modes()))
            }
            ResumeMessage::Quit => Transition::Push(Goto::ConfirmQuit),
        }
    }

    fn draw(&self, _session: &Session, p: &Painter) {
        let l = p.layout;
        let centre = l.width / 2.0;
        let options = l.menu_options(CHOICES.len());
        let first = options[0];
        let size = (l.height * 0.13).min(l.width * 0.13);
        p.text_centred(
            "Plot 4",
            centre,
            l.height * 0.16,
            size,
            p.theme.text,
            Weight::Bold,
        );
        let modes = self.saved.modes();
        let about = tr!(
            "resume-about",
            moves = self.saved.moves().len(),
            red = words::mode(modes.red),
            yellow = words::mode(modes.yellow),
        );
        let about_size = p.fitted(&about, first.h * 0.4, Weight::Regular, l.width * 0.9);
        let about_y = first.y - first.h * 0.9;
        p.text_centred(
            &about,
            centre,
            about_y,
            about_size,
            p.theme.dim_text,
            Weight::Regular,
        );
        let (px, py) = p.pointer;
        for (i, (option, choice)) in options.iter().zip(CHOICES).enumerate() {
            let label = label(choice);
            let fill = if option.contains(px, py) {
                p.theme.option_hovered
            } else {
                p.theme.option
            };
            rounded_rect(*option, option.h * 0.2, fill);
            if i == 0 {
                // Enter's choice, wherever the pointer is.
                draw_rectangle_lines(option.x, option.y, option.w, option.h, 2.0, p.theme.text);
            }
            let label_size = p.fitted(label, option.h * 0.45, Weight::Bold, option.w * 0.9);
            let (cx, cy) = option.centre();
            p.text_centred(label, cx, cy, label_size, p.theme.text, Weight::Bold);
        }
        // On a touch screen the buttons say it all, and there are no keys to name.
        if crate::ui::words::by_touch() {
            return;
        }
        let last = options[options.len() - 1];
        // A page cannot quit: Escape does nothing there.
        let hint = if crate::ui::IN_PAGE {
            tr!("resume-keys-page")
        } else {
            tr!("resume-keys")
        };
        let hint_size = p.fitted(hint, last.h * 0.36, Weight::Regular, l.width * 0.9);
        let hint_y = last.y + last.h * 1.8;
        p.text_centred(
            hint,
            centre,
            hint_y,
            hint_size,
            p.theme.dim_text,
            Weight::Regular,
        );
    }
}

impl ContinueOrNew {
    /// What `event` means on this screen, in a window laid out as `layout`.
    fn read(&self, event: Event, layout: &Layout) -> Option<ResumeMessage> {
        match event {
            Event::Key(key) => match key {
                Key::Drop | Key::Down | Key::C | Key::Digit(1) => Some(ResumeMessage::Continue),
                Key::N | Key::Digit(2) => Some(ResumeMessage::NewGame),
                Key::Escape => Some(ResumeMessage::Quit),
                _ => None,
            },
            Event::Click(x, y) => layout
                .menu_option_at(CHOICES.len(), x, y)
                .map(|i| CHOICES[i]),
            Event::PointerMoved(..) => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::board::Player;
    use crate::game::{GameState, Modes};
    use crate::store::SavedGame;
    use crate::ui::app::tests::col;
    use crate::ui::app::App;
    use crate::ui::effect::Effect;
    use crate::ui::effect::Keep;
    use crate::ui::input::Key;
    use crate::ui::keeping::{Keeping, Saving};
    use crate::ui::screens::Goto;

    fn saved() -> SavedGame {
        SavedGame::new(
            Modes::HUMANS,
            Player::Red,
            vec![col(4), col(4), col(5)],
            vec![],
        )
        .unwrap()
    }

    fn saves(app: &mut App) -> Vec<String> {
        app.take_effects()
            .into_iter()
            .filter_map(|e| match e {
                Effect::Keep(Keep::Game(g)) => Some(g.position()),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn nothing_is_saved_until_the_player_answers_and_continue_puts_the_game_back() {
        let first = Goto::ContinueOrNew(saved());
        let mut app = App::keeping(
            GameState::new(Modes::HUMANS),
            first,
            Keeping::on(Saving::NotYet),
        );
        assert_eq!(app.screen(), "continue or new");
        assert!(
            saves(&mut app).is_empty(),
            "the saved game is left as it is"
        );
        app.press(&[Key::C]);
        assert_eq!(app.screen(), "play");
        assert_eq!(app.game().position(), "445");
        assert_eq!(saves(&mut app), vec!["445".to_string()]);
    }

    #[test]
    fn new_game_goes_to_the_modes_and_saves_the_new_game_from_then_on() {
        let first = Goto::ContinueOrNew(saved());
        let mut app = App::keeping(
            GameState::new(Modes::HUMANS),
            first,
            Keeping::on(Saving::NotYet),
        );
        app.press(&[Key::N]);
        assert_eq!(app.screen(), "choose modes");
        let asked = app.take_effects();
        assert!(asked.contains(&Effect::Keep(Keep::ForgetGame)), "{asked:?}");
        app.press(&[Key::Digit(1), Key::Digit(1)]);
        app.press(&[Key::Digit(3)]);
        assert_eq!(saves(&mut app), vec!["3".to_string()]);
    }
}

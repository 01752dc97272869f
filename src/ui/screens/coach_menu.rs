//! The coach's screens to choose from, over the table (its Coach button, K): puzzles, the
//! opening explorer from the position on the table, and learning from the mistakes of past
//! games. The chosen one takes this menu's place, so leaving it goes back to the game as it
//! was; Escape, K or a click beside the choices closes the menu.

use super::{Goto, Screen, Transition};
use crate::ui::events::ScreenName;
use crate::ui::input::{Event, Key};
use crate::ui::layout::Layout;
use crate::ui::paint::{rounded_rect, Painter, Weight};
use crate::ui::session::Session;

/// The menu overlay.
#[derive(Debug, Clone, Copy, Default)]
pub struct CoachMenu;

/// What the player can choose.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CoachChoice {
    /// The puzzles.
    Puzzles,
    /// The opening explorer from the position on the table.
    Explorer,
    /// Learn from the mistakes of the games in the history.
    Learn,
    /// Back to the table.
    Close,
}

/// The choices, top to bottom, with their keys and words.
fn choices() -> [(CoachChoice, &'static str, &'static str); 3] {
    [
        (CoachChoice::Puzzles, "P", tr!("coach-menu-puzzles")),
        (CoachChoice::Explorer, "E", tr!("coach-menu-explorer")),
        (CoachChoice::Learn, "L", tr!("coach-menu-learn")),
    ]
}

impl CoachMenu {
    /// What `event` means here, in a window laid out as `layout`.
    fn read(event: Event, layout: &Layout) -> Option<CoachChoice> {
        match event {
            Event::Key(Key::P | Key::Digit(1)) => Some(CoachChoice::Puzzles),
            Event::Key(Key::E | Key::Digit(2)) => Some(CoachChoice::Explorer),
            Event::Key(Key::L | Key::Digit(3)) => Some(CoachChoice::Learn),
            Event::Key(Key::Escape | Key::K) => Some(CoachChoice::Close),
            Event::Key(_) | Event::PointerMoved(..) => None,
            Event::Click(x, y) => Some(
                layout
                    .menu_option_at(choices().len(), x, y)
                    .map_or(CoachChoice::Close, |i| choices()[i].0),
            ),
        }
    }
}

impl Screen for CoachMenu {
    fn name(&self) -> ScreenName {
        ScreenName::CoachMenu
    }

    fn hear(&mut self, event: Event, layout: &Layout, session: &mut Session) -> Transition {
        match CoachMenu::read(event, layout) {
            None => Transition::Stay,
            Some(CoachChoice::Close) => Transition::Pop,
            Some(CoachChoice::Puzzles) => Transition::Replace(Goto::Puzzles),
            Some(CoachChoice::Explorer) => {
                Transition::Replace(Goto::Explorer(session.game().clone()))
            }
            Some(CoachChoice::Learn) => Transition::Replace(Goto::Learn(
                super::coach::mistakes::from_history(session.kept().history()),
            )),
        }
    }

    fn draw(&self, _session: &Session, p: &Painter) {
        p.shade(0.85);
        let l = p.layout;
        let options = l.menu_options(choices().len());
        let first = options[0];
        let centre = l.width / 2.0;
        let size = first.h * 0.45;
        p.text_centred(
            tr!("coach-menu-title"),
            centre,
            first.y - first.h * 0.9,
            first.h * 0.55,
            p.theme.text,
            Weight::Bold,
        );
        let (px, py) = p.pointer;
        for (option, (_, key, words)) in options.iter().zip(choices()) {
            let fill = if option.contains(px, py) {
                p.theme.option_hovered
            } else {
                p.theme.option
            };
            rounded_rect(*option, option.h * 0.2, fill);
            let text = format!("{key}   {words}");
            let fitted = p.fitted(&text, size, Weight::Regular, option.w * 0.9);
            let (cx, cy) = option.centre();
            p.text_centred(&text, cx, cy, fitted, p.theme.text, Weight::Regular);
        }
        let last = options[options.len() - 1];
        let keys = tr!("coach-menu-keys");
        let fitted = p.fitted(keys, last.h * 0.36, Weight::Regular, l.width * 0.9);
        p.text_centred(
            keys,
            centre,
            last.y + last.h * 1.6,
            fitted,
            p.theme.dim_text,
            Weight::Regular,
        );
    }
}

#[cfg(test)]
mod tests {
    use crate::game::{GameState, Modes};
    use crate::ui::app::App;
    use crate::ui::button::Tool;
    use crate::ui::input::Key;
    use crate::ui::screens::Goto;

    fn game_at(position: &str) -> App {
        let game = GameState::from_position(Modes::HUMANS, position).unwrap();
        App::new(game, Goto::Table)
    }

    #[test]
    fn the_coach_button_reaches_each_coach_screen_and_leaving_it_comes_back_to_the_game() {
        for (key, screen) in [
            (Key::P, "puzzles"),
            (Key::E, "explorer"),
            (Key::L, "learn from mistakes"),
        ] {
            let mut app = game_at("4453");
            let coach = Tool::Coach
                .rect_in(&app.layout(), false)
                .expect("a Coach button");
            app.click(coach.centre());
            assert_eq!(app.screen(), "coach menu");
            app.press(&[key]);
            assert_eq!(app.screen(), screen);
            app.press(&[Key::Escape]);
            assert_eq!(app.screen(), "play", "back from {screen} to the game");
            assert_eq!(app.game().position(), "4453", "the game as it was");
        }
    }

    #[test]
    fn k_opens_the_menu_and_escape_k_or_a_click_beside_it_closes_it() {
        let mut app = game_at("44");
        for close in [Key::Escape, Key::K] {
            app.press(&[Key::K]);
            assert_eq!(app.screen(), "coach menu");
            app.press(&[close]);
            assert_eq!(app.screen(), "play");
        }
        app.press(&[Key::K]);
        app.click((2.0, 2.0));
        assert_eq!(app.screen(), "play");
        // A click on a choice takes it.
        app.press(&[Key::K]);
        let options = app.layout().menu_options(3);
        app.click(options[1].centre());
        assert_eq!(app.screen(), "explorer");
    }
}

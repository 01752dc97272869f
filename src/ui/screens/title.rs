//! The title screen: the name, four coins in a row, "press any key", and the keys to the
//! settings and statistics screens.

use super::{Goto, Screen, Transition};
use crate::board::Player;
use crate::ui::events::ScreenName;
use crate::ui::input::{Event, Key};
use crate::ui::layout::{Layout, Rect};
use crate::ui::paint::{Painter, Weight};
use crate::ui::session::Session;
use macroquad::color::Color;

/// The first screen: any key or click goes on to choosing the modes, but for the keys and
/// lines that open the settings, the statistics or tic-tac-toe; Escape asks to quit.
#[derive(Debug, Clone, Default)]
pub struct Title;

/// What the player can ask of the title screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TitleMessage {
    /// On to choosing the modes.
    Continue,
    /// Ask to quit.
    Quit,
    /// Open the settings sheet.
    Settings,
    /// Open the statistics sheet.
    Statistics,
    /// Play tic-tac-toe instead.
    TicTacToe,
    /// Learn from the mistakes of the recent games in the history.
    Learn,
    /// The puzzles.
    Puzzles,
    /// The opening explorer from the empty board.
    Explore,
}

impl Screen for Title {
    fn name(&self) -> ScreenName {
        ScreenName::Title
    }

    fn hear(&mut self, event: Event, layout: &Layout, session: &mut Session) -> Transition {
        let Some(message) = self.read(event, layout) else {
            return Transition::Stay;
        };
        match message {
            TitleMessage::Quit => Transition::Push(Goto::ConfirmQuit),
            TitleMessage::Settings => Transition::Push(Goto::Settings),
            TitleMessage::Statistics => Transition::Push(Goto::Statistics),
            TitleMessage::TicTacToe => Transition::Replace(Goto::TicTacToe(None)),
            TitleMessage::Learn => Transition::Push(Goto::Learn(
                super::coach::mistakes::from_history(session.kept().history()),
            )),
            TitleMessage::Puzzles => Transition::Push(Goto::Puzzles),
            TitleMessage::Explore => Transition::Push(Goto::Explorer(crate::game::GameState::new(
                session.game().modes(),
            ))),
            TitleMessage::Continue => {
                Transition::Replace(Goto::ChooseModes(session.game().modes()))
            }
        }
    }

    fn draw(&self, _session: &Session, p: &Painter) {
        let l = p.layout;
        let (w, h) = (l.width, l.height);
        let size = (h * 0.16).min(w * 0.16);
        p.text_centred(
            "Plot 4",
            w / 2.0,
            h * 0.32,
            size,
            p.theme.text,
            Weight::Bold,
        );
        p.text_centred(
            tr!("title-subtitle"),
            w / 2.0,
            h * 0.32 + size * 0.75,
            size * 0.3,
            p.theme.dim_text,
            Weight::Regular,
        );
        // Four coins in a row, the game's promise.
        let r = size * 0.28;
        for i in 0..4 {
            let x = w / 2.0 + (i as f32 - 1.5) * r * 2.5;
            let player = if i % 2 == 0 {
                Player::Red
            } else {
                Player::Yellow
            };
            p.coin(x, h * 0.58, r, player);
        }
        let pulse = 0.55 + 0.45 * (p.now * 3.0).sin().abs() as f32;
        let prompt = Color {
            a: pulse,
            ..p.theme.text
        };
        let start = if crate::ui::words::by_touch() {
            tr!("title-tap-to-start")
        } else {
            tr!("title-press-any-key")
        };
        p.text_centred(
            start,
            w / 2.0,
            h * 0.78,
            size * 0.28,
            prompt,
            Weight::Regular,
        );
        for (rect, words, _) in coach_keys(l) {
            let (cx, cy) = rect.centre();
            let colour = if rect.contains(p.pointer.0, p.pointer.1) {
                p.theme.text
            } else {
                p.theme.dim_text
            };
            let fitted = p.fitted(words, size * 0.22, Weight::Regular, rect.w * 0.96);
            p.text_centred(words, cx, cy, fitted, colour, Weight::Regular);
        }
        let (settings, statistics) = sheet_keys(l);
        for (rect, words) in [
            (settings, tr!("title-settings")),
            (statistics, tr!("title-statistics")),
        ] {
            let (cx, cy) = rect.centre();
            let colour = if rect.contains(p.pointer.0, p.pointer.1) {
                p.theme.text
            } else {
                p.theme.dim_text
            };
            p.text_centred(words, cx, cy, size * 0.2, colour, Weight::Regular);
        }
        let (_, cy) = settings.centre();
        p.text_centred(
            "·",
            w / 2.0,
            cy,
            size * 0.2,
            p.theme.dim_text,
            Weight::Regular,
        );
        let line = tictactoe_line(l);
        let (cx, cy) = line.centre();
        let colour = if line.contains(p.pointer.0, p.pointer.1) {
            p.theme.text
        } else {
            p.theme.dim_text
        };
        p.text_centred(
            tr!("title-tictactoe"),
            cx,
            cy,
            line.h * 0.6,
            colour,
            Weight::Regular,
        );
    }
}

impl Title {
    /// What `event` means on this screen, in a window laid out as `layout`.
    fn read(&self, event: Event, layout: &Layout) -> Option<TitleMessage> {
        match event {
            Event::Key(key) => Some(match key {
                Key::Modifier => return None,
                Key::Escape => TitleMessage::Quit,
                Key::Settings => TitleMessage::Settings,
                Key::Statistics => TitleMessage::Statistics,
                Key::X => TitleMessage::TicTacToe,
                Key::L => TitleMessage::Learn,
                Key::P => TitleMessage::Puzzles,
                Key::E => TitleMessage::Explore,
                _ => TitleMessage::Continue,
            }),
            Event::Click(x, y) => {
                if let Some((_, _, message)) =
                    coach_keys(layout).into_iter().find(|k| k.0.contains(x, y))
                {
                    return Some(message);
                }
                if tictactoe_line(layout).contains(x, y) {
                    return Some(TitleMessage::TicTacToe);
                }
                let (settings, statistics) = sheet_keys(layout);
                if settings.contains(x, y) {
                    return Some(TitleMessage::Settings);
                }
                if statistics.contains(x, y) {
                    return Some(TitleMessage::Statistics);
                }
                Some(TitleMessage::Continue)
            }
            Event::PointerMoved(..) => None,
        }
    }
}

/// The two halves of the line naming the keys to the settings and statistics sheets (left,
/// right), each opening its sheet on a click.
fn sheet_keys(l: &Layout) -> (Rect, Rect) {
    let size = (l.height * 0.16).min(l.width * 0.16);
    let h = size * 0.26;
    let half = Rect {
        x: l.width / 2.0 - size * 1.6,
        y: l.height * 0.78 + size * 0.45 - h / 2.0,
        w: size * 1.5,
        h,
    };
    let right = Rect {
        x: l.width / 2.0 + size * 0.1,
        ..half
    };
    (half, right)
}

/// The coach's line between the coins and the prompt: each part opens its screen on a click.
fn coach_keys(l: &Layout) -> [(Rect, &'static str, TitleMessage); 3] {
    let size = (l.height * 0.16).min(l.width * 0.16);
    let h = size * 0.34;
    let y = l.height * 0.68 - h / 2.0;
    let part = |from: f32, to: f32| Rect {
        x: l.width * from,
        y,
        w: l.width * (to - from),
        h,
    };
    [
        (part(0.04, 0.42), tr!("title-learn"), TitleMessage::Learn),
        (
            part(0.42, 0.62),
            tr!("title-puzzles"),
            TitleMessage::Puzzles,
        ),
        (
            part(0.62, 0.96),
            tr!("title-explorer"),
            TitleMessage::Explore,
        ),
    ]
}

/// The line under the keys that opens tic-tac-toe, and takes a click.
fn tictactoe_line(l: &Layout) -> Rect {
    let size = (l.height * 0.16).min(l.width * 0.16);
    let h = size * 0.34;
    Rect {
        x: l.width * 0.25,
        y: l.height * 0.78 + size * 0.8 - h / 2.0,
        w: l.width * 0.5,
        h,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{GameState, Modes};
    use crate::ui::app::App;

    fn layout() -> Layout {
        Layout::new(800.0, 700.0, 7, 6)
    }

    #[test]
    fn a_click_on_the_settings_or_statistics_key_opens_that_sheet() {
        let l = layout();
        let size = (l.height * 0.16).min(l.width * 0.16);
        let y = l.height * 0.78 + size * 0.45;
        let settings = (l.width / 2.0 - size * 0.85, y);
        let statistics = (l.width / 2.0 + size * 0.85, y);
        assert_eq!(
            Title.read(Event::Click(settings.0, settings.1), &l),
            Some(TitleMessage::Settings)
        );
        assert_eq!(
            Title.read(Event::Click(statistics.0, statistics.1), &l),
            Some(TitleMessage::Statistics)
        );
        let mut app = App::new(GameState::new(Modes::HUMANS), Goto::Title);
        assert_eq!(app.screen(), "title");
        app.click(settings);
        assert_eq!(app.screen(), "settings");
    }

    #[test]
    fn any_key_or_click_leaves_the_title_but_a_modifier_alone() {
        let l = layout();
        assert_eq!(
            Title.read(Event::Key(Key::Other), &l),
            Some(TitleMessage::Continue)
        );
        assert_eq!(
            Title.read(Event::Click(5.0, 5.0), &l),
            Some(TitleMessage::Continue)
        );
        assert_eq!(Title.read(Event::Key(Key::Modifier), &l), None);
    }
}

//! The title screen: the name, four coins in a row, and real buttons: Play, then the coach's
//! three screens, tic-tac-toe, the settings and the statistics, each with its key.

use super::{Goto, Screen, Transition};
use crate::board::Player;
use crate::ui::button::{Button, Face, Look};
use crate::ui::events::ScreenName;
use crate::ui::input::{Event, Key};
use crate::ui::layout::{Layout, Rect};
use crate::ui::paint::{Painter, Weight};
use crate::ui::session::Session;

/// The first screen: a button for each thing the player can do from here; Play (or any key
/// but the buttons' letters) goes on to choosing the modes, and so does a click beside the
/// buttons; Escape asks to quit.
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
    /// Play a friend online.
    Online,
}

/// The buttons under Play, in reading order.
const UNDER_PLAY: [TitleMessage; 6] = [
    TitleMessage::Learn,
    TitleMessage::Puzzles,
    TitleMessage::Explore,
    TitleMessage::TicTacToe,
    TitleMessage::Settings,
    TitleMessage::Statistics,
];

impl TitleMessage {
    /// What its button says, and its tooltip.
    fn words(self) -> (&'static str, &'static str) {
        match self {
            TitleMessage::Continue => (tr!("title-play"), tr!("title-play-tooltip")),
            TitleMessage::Online => (tr!("title-online"), tr!("title-online-tooltip")),
            TitleMessage::Learn => (tr!("title-learn"), tr!("title-learn-tooltip")),
            TitleMessage::Puzzles => (tr!("title-puzzles"), tr!("title-puzzles-tooltip")),
            TitleMessage::Explore => (tr!("title-explorer"), tr!("title-explorer-tooltip")),
            TitleMessage::TicTacToe => (tr!("title-tictactoe"), tr!("title-tictactoe-tooltip")),
            TitleMessage::Settings => (tr!("title-settings"), tr!("title-settings-tooltip")),
            TitleMessage::Statistics => (tr!("title-statistics"), tr!("title-statistics-tooltip")),
            TitleMessage::Quit => ("", ""),
        }
    }

    /// The letter its button shows, the key that does the same (Play has every other key).
    fn letter(self) -> Option<&'static str> {
        match self {
            TitleMessage::Learn => Some("L"),
            TitleMessage::Puzzles => Some("P"),
            TitleMessage::Explore => Some("E"),
            TitleMessage::TicTacToe => Some("X"),
            TitleMessage::Settings => Some("S"),
            TitleMessage::Statistics => Some("T"),
            TitleMessage::Online => Some("O"),
            TitleMessage::Continue | TitleMessage::Quit => None,
        }
    }
}

/// The title's buttons in `layout`, each with what it asks and what it does (said under the
/// buttons while the pointer is over one): Play and Play online across the middle, the other six under it in a
/// grid of even boxes and gaps (three columns, two in a narrow window), all above the lower
/// quarter of the window.
pub fn title_buttons(l: &Layout) -> Vec<(Button, TitleMessage)> {
    let columns = if l.width < 520.0 { 2 } else { 3 };
    let rows = UNDER_PLAY.len().div_ceil(columns);
    let h = (l.height * 0.075).clamp(28.0, 52.0);
    let gap = h * 0.35;
    let w = ((l.width * 0.94 - (columns - 1) as f32 * gap) / columns as f32).min(h * 5.4);
    let span = columns as f32 * w + (columns - 1) as f32 * gap;
    let left = (l.width - span) / 2.0;
    let play_h = h * 1.2;
    // Play, and Play online beside it in the last column (in a narrow window, the second).
    // The page offers it too: one put up without a game server says so when it is pressed.
    let play_w = span - w - gap;
    // Play under the coins, the grid ending above the lower quarter of the window.
    let height = play_h + gap * 1.4 + rows as f32 * h + (rows - 1) as f32 * gap;
    let play_y = (l.height * 0.44).min(l.height * 0.75 - height);
    let button = |rect: Rect, message: TitleMessage, face: Face| {
        let (label, tooltip) = message.words();
        Button {
            rect,
            label,
            face,
            tooltip: tooltip.to_string(),
        }
    };
    let mut buttons = vec![(
        button(
            Rect {
                x: left,
                y: play_y,
                w: play_w,
                h: play_h,
            },
            TitleMessage::Continue,
            Face::Filled,
        ),
        TitleMessage::Continue,
    )];
    buttons.push((
        button(
            Rect {
                x: left + play_w + gap,
                y: play_y,
                w,
                h: play_h,
            },
            TitleMessage::Online,
            Face::Flat,
        ),
        TitleMessage::Online,
    ));
    let grid_y = play_y + play_h + gap * 1.4;
    for (i, message) in UNDER_PLAY.into_iter().enumerate() {
        let rect = Rect {
            x: left + (i % columns) as f32 * (w + gap),
            y: grid_y + (i / columns) as f32 * (h + gap),
            w,
            h,
        };
        buttons.push((button(rect, message, Face::Flat), message));
    }
    buttons
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
            TitleMessage::Online => {
                Transition::Replace(Goto::Online(super::online::OnlineFrom::Title))
            }
        }
    }

    fn draw(&self, session: &Session, p: &Painter) {
        let l = p.layout;
        let (w, h) = (l.width, l.height);
        let size = (h * 0.15).min(w * 0.16);
        p.text_centred(
            "Plot 4",
            w / 2.0,
            h * 0.15,
            size,
            p.theme.text,
            Weight::Bold,
        );
        p.text_centred(
            tr!("title-subtitle"),
            w / 2.0,
            h * 0.15 + size * 0.72,
            size * 0.3,
            p.theme.dim_text,
            Weight::Regular,
        );
        // Four coins in a row, the game's promise.
        let r = size * 0.26;
        for i in 0..4 {
            let x = w / 2.0 + (i as f32 - 1.5) * r * 2.5;
            let player = if i % 2 == 0 {
                Player::Red
            } else {
                Player::Yellow
            };
            p.coin(x, h * 0.34, r, player);
        }
        let buttons = title_buttons(l);
        // One text size for the six, the largest at which every label fits beside the room
        // its letter takes at each end (so the label stays centred); Play's a size larger.
        let (first, _) = &buttons[1];
        // A touch screen has no keys, so no letters and no room kept for them.
        let by_touch = crate::ui::words::by_touch();
        let letter_room = if by_touch { 0.0 } else { first.rect.h * 0.9 };
        let size = buttons[1..]
            .iter()
            .map(|(b, _)| {
                p.fitted(
                    b.label,
                    b.rect.h * 0.42,
                    Weight::Regular,
                    b.rect.w - 2.0 * letter_room,
                )
            })
            .fold(f32::INFINITY, f32::min);
        // Play in the look of what Enter takes, as the outlined row of a menu.
        let (play, _) = &buttons[0];
        play.draw_looking(p, play.fitted_label(p).1.min(size * 1.3), Look::Chosen);
        for (button, message) in &buttons[1..] {
            button.draw(p, size);
            if let Some(letter) = message.letter().filter(|_| !by_touch) {
                let (_, cy) = button.rect.centre();
                let x = button.rect.x + button.rect.w - letter_room / 2.0;
                p.text_centred(letter, x, cy, size * 0.9, p.theme.dim_text, Weight::Bold);
            }
        }
        // Under the buttons, what the one under the pointer does (rather than a tooltip over
        // its neighbours), else a notice on show (an online game that could not go on), else
        // what the keys do.
        let last = buttons[buttons.len() - 1].0.rect;
        let keys = if by_touch {
            tr!("title-tap-to-start")
        } else {
            tr!("title-press-any-key")
        };
        let (line, colour) = match (buttons.iter().find(|(b, _)| b.hovered(p)), session.notice()) {
            (Some((b, _)), _) => (b.tooltip.as_str(), p.theme.dim_text),
            (None, Some(notice)) => (notice.text.as_str(), p.theme.notice),
            (None, None) => (keys, p.theme.dim_text),
        };
        p.text_centred(
            line,
            w / 2.0,
            last.y + last.h * 2.0,
            p.fitted(line, size, Weight::Regular, w * 0.94),
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
                Key::Letter('O') => TitleMessage::Online,
                _ => TitleMessage::Continue,
            }),
            Event::Click(x, y) => Some(
                title_buttons(layout)
                    .into_iter()
                    .find(|(button, _)| button.rect.contains(x, y))
                    .map_or(TitleMessage::Continue, |(_, message)| message),
            ),
            Event::PointerMoved(..) => None,
        }
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

    /// The window sizes the buttons are checked at: the two of the issue, the page's default
    /// and a phone's.
    const WINDOWS: [(f32, f32); 4] = [
        (640.0, 480.0),
        (800.0, 700.0),
        (1280.0, 1000.0),
        (390.0, 844.0),
    ];

    #[test]
    fn a_click_on_each_button_is_its_message_and_opens_its_screen() {
        for (w, h) in WINDOWS {
            let l = Layout::new(w, h, 7, 6);
            let buttons = title_buttons(&l);
            assert_eq!(buttons.len(), 8);
            for (button, message) in &buttons {
                let (x, y) = button.rect.centre();
                assert_eq!(Title.read(Event::Click(x, y), &l), Some(*message));
            }
        }
        let l = layout();
        let at = |wanted: TitleMessage| {
            let buttons = title_buttons(&l);
            let (button, _) = buttons.iter().find(|(_, m)| *m == wanted).unwrap();
            button.rect.centre()
        };
        let opens = [
            (TitleMessage::Settings, "settings"),
            (TitleMessage::Statistics, "statistics"),
            (TitleMessage::TicTacToe, "tictactoe modes"),
            (TitleMessage::Continue, "choose modes"),
            (TitleMessage::Online, "online"),
        ];
        for (message, screen) in opens {
            let mut app = App::new(GameState::new(Modes::HUMANS), Goto::Title);
            app.click(at(message));
            assert_eq!(app.screen(), screen, "{message:?}");
        }
    }

    #[test]
    fn the_buttons_are_even_and_apart_inside_the_window_and_clear_of_the_coins() {
        for (w, h) in WINDOWS {
            let l = Layout::new(w, h, 7, 6);
            let buttons = title_buttons(&l);
            let grid: Vec<Rect> = buttons[2..].iter().map(|(b, _)| b.rect).collect();
            for r in &grid {
                assert_eq!((r.w, r.h), (grid[0].w, grid[0].h), "one size at {w}x{h}");
            }
            for (i, (a, _)) in buttons.iter().enumerate() {
                let r = a.rect;
                assert!(r.x >= 0.0 && r.x + r.w <= w, "inside at {w}x{h}: {r:?}");
                // Under the coins, and clear of the lower quarter (where a click still plays).
                assert!(r.y > h * 0.4 && r.y + r.h < h * 0.76, "{r:?} at {w}x{h}");
                for (b, _) in &buttons[i + 1..] {
                    let s = b.rect;
                    let apart =
                        r.x + r.w < s.x || s.x + s.w < r.x || r.y + r.h < s.y || s.y + s.h < r.y;
                    assert!(apart, "{r:?} and {s:?} touch at {w}x{h}");
                }
            }
            // Even gaps: the same between neighbours in a row as between the rows.
            let across = grid[1].x - (grid[0].x + grid[0].w);
            let columns = grid.iter().filter(|r| r.y == grid[0].y).count();
            let down = grid[columns].y - (grid[0].y + grid[0].h);
            assert!((across - down).abs() < 0.01, "{across} {down} at {w}x{h}");
        }
    }

    #[test]
    fn any_key_or_click_beside_the_buttons_plays_but_a_modifier_alone_or_a_letter() {
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
        assert_eq!(
            Title.read(Event::Key(Key::P), &l),
            Some(TitleMessage::Puzzles)
        );
    }
}

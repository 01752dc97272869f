//! Choosing who plays each side: Red is asked first, then Yellow. Before the first game it is a
//! screen of its own; mid-game it is an overlay on the table (mode change). Under the modes, a
//! row of three settings: the board, the winning line's length (among the combinations that make
//! a game) and who moves first; another board than the one on the table starts a new game on
//! it. ↑/↓ move the outline over the rows, Enter takes the outlined one, ←/→ change a setting;
//! digits and clicks pick at once. A Back (mid-game Cancel) button does what Escape does.

use super::online::OnlineFrom;
use super::{Goto, Screen, Transition};
use crate::board::{Player, Size};
use crate::game::{Mode, Modes};
use crate::store::FirstMover;
use crate::ui::button::Button;
use crate::ui::events::{self, ScreenName};
use crate::ui::input::{Event, Key};
use crate::ui::layout::{Layout, Rect};
use crate::ui::paint::{rounded_rect, selected_box, Painter, Weight};
use crate::ui::refusal::Refusal;
use crate::ui::session::{Action, Session};
use crate::ui::words;

/// What the player can ask of the mode menu.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum ModesMessage {
    /// This mode for the side being asked about (a digit, or a click on its row).
    PickMode(Mode),
    /// A digit that is not one of the options.
    Refused(Refusal),
    /// Escape or the Back button: back to Red, back to the game, or back to the title.
    Back,
    /// Move the outline this many rows down (negative: up), round the ends.
    Select(i32),
    /// Enter: take the outlined row (a mode is picked, a setting steps on).
    TakeSelected,
    /// ←/→: the outlined setting's next (positive) or previous value.
    ChangeSelected(i32),
    /// A click on either half of a setting: its previous (negative) or next value.
    Change(Setting, i32),
    /// Play online instead (O, or the button in the top left corner).
    Online,
}

/// The settings under the modes, whose values ←/→ (or a click on either half) change.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Setting {
    /// The board's columns and rows.
    Board,
    /// How many in a row win.
    Line,
    /// Who moves first (the settings' choice, kept).
    FirstMover,
}

/// The settings, left to right under the modes.
const SETTINGS: [Setting; 3] = [Setting::Board, Setting::Line, Setting::FirstMover];

/// The rows the outline moves through: the modes, then the settings.
const ROWS: usize = Mode::ALL.len() + SETTINGS.len();

/// A row of the menu.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Row {
    Mode(Mode),
    Setting(Setting),
}

/// The row at `index` in the outline's order.
fn row(index: usize) -> Row {
    match Mode::ALL.get(index) {
        Some(&mode) => Row::Mode(mode),
        None => Row::Setting(SETTINGS[(index - Mode::ALL.len()).min(SETTINGS.len() - 1)]),
    }
}

/// The place of `mode`'s row.
fn mode_row(mode: Mode) -> usize {
    Mode::ALL
        .iter()
        .position(|m| m.same_choice(mode))
        .unwrap_or(0)
}

/// The place of `setting`'s row.
fn setting_row(setting: Setting) -> usize {
    Mode::ALL.len() + SETTINGS.iter().position(|&s| s == setting).unwrap_or(0)
}

/// A row as the log names it: `random`, `board`, `first mover`.
fn row_words(row: Row) -> &'static str {
    match row {
        Row::Mode(mode) => mode.name(),
        Row::Setting(Setting::Board) => "board",
        Row::Setting(Setting::Line) => "line",
        Row::Setting(Setting::FirstMover) => "first mover",
    }
}

/// The mode menu, asking about one side at a time.
#[derive(Debug, Clone)]
pub struct ChooseModes {
    /// The side being asked about.
    side: Player,
    /// The modes chosen so far (the rest as they were).
    chosen: Modes,
    /// The modes in force when the menu was opened mid-game (Escape goes back to them);
    /// `None` before the first game.
    previous: Option<Modes>,
    /// The board chosen here; `None` while it is the one on the table.
    board: Option<Size>,
    /// The outlined row, which Enter takes and ←/→ change ([`row`]).
    selected: usize,
}

/// The boards the mode screen offers, narrowest first (columns, rows): the standard 7×6, boards
/// around it, and the largest that have been solved (width + height = 16).
const BOARDS: [(usize, usize); 16] = [
    (4, 4),
    (5, 4),
    (5, 5),
    (6, 5),
    (6, 6),
    (7, 6),
    (7, 7),
    (8, 6),
    (8, 7),
    (8, 8),
    (9, 6),
    (9, 7),
    (10, 5),
    (10, 6),
    (11, 5),
    (12, 4),
];

/// The winning lines the mode screen offers, where they fit the board.
const LINES: std::ops::RangeInclusive<usize> = 3..=6;

/// The line lengths that make a game on `size`: a line must fit along the board's longer side.
fn lines_on(size: Size) -> Vec<usize> {
    LINES
        .filter(|&k| k <= size.width().max(size.height()))
        .filter(|&k| size.with_line_length(k).is_ok())
        .collect()
}

/// The board `step` places along [`BOARDS`] from `size` (a size from the command line that is
/// not in the list steps from the standard board), keeping the line length if it still fits,
/// else the longest that does.
pub fn step_board(size: Size, step: i32) -> Size {
    let here = BOARDS
        .iter()
        .position(|&(w, h)| (w, h) == (size.width(), size.height()))
        .or_else(|| BOARDS.iter().position(|&(w, h)| (w, h) == (7, 6)))
        .unwrap_or(0);
    let there = (here as i32 + step).clamp(0, BOARDS.len() as i32 - 1) as usize;
    let (w, h) = BOARDS[there];
    let board = Size::new(w, h).expect("the offered boards fit");
    let lines = lines_on(board);
    let line = lines
        .iter()
        .copied()
        .filter(|&k| k <= size.line_length())
        .max()
        .unwrap_or(lines[0]);
    board.with_line_length(line).expect("offered lines fit")
}

/// `size` with a line `step` lengths longer (negative: shorter), among those that fit.
pub fn step_line(size: Size, step: i32) -> Size {
    let lines = lines_on(size);
    let here = lines
        .iter()
        .position(|&k| k == size.line_length())
        .unwrap_or(0);
    let there = (here as i32 + step).clamp(0, lines.len() as i32 - 1) as usize;
    size.with_line_length(lines[there]).unwrap_or(size)
}

/// Where the mode screen's parts go in a window laid out as `layout`: the heading, a row per
/// mode, the settings side by side under them, and the lines of keys and notices.
struct Menu {
    /// The heading's middle, from the top.
    heading_y: f32,
    /// One box per mode, as [`Mode::ALL`] lists them.
    modes: Vec<Rect>,
    /// One box per setting, as [`SETTINGS`] lists them.
    settings: [Rect; 3],
    /// The line of keys under the settings.
    keys_y: f32,
    /// The notice's line under it.
    notice_y: f32,
}

impl Menu {
    fn new(l: &Layout) -> Menu {
        // Everything in row heights: the heading, the modes and the gaps between them, a
        // wider gap, the settings, then the keys and a notice.
        const GAP: f32 = 0.2;
        let count = Mode::ALL.len() as f32;
        let units = 2.0 + count + (count - 1.0) * GAP + 0.6 + 1.0 + 2.4;
        let h = (l.height * 0.98 / units).clamp(16.0, 56.0);
        let w = (l.width * 0.94).min((h * 9.0).max(460.0));
        let top = (l.height - units * h).max(0.0) / 2.0;
        let x = (l.width - w) / 2.0;
        let modes: Vec<Rect> = (0..Mode::ALL.len())
            .map(|i| Rect {
                x,
                y: top + 2.0 * h + i as f32 * h * (1.0 + GAP),
                w,
                h,
            })
            .collect();
        let y = top + 2.0 * h + (count + (count - 1.0) * GAP + 0.6) * h;
        // Who moves first says the most, the board the least. Each box holds its words
        // between two arrows, so the row may reach wider than the modes where the window has
        // room, keeping the words as large as the modes' labels.
        let weights = [0.85, 1.0, 1.15];
        let gap = h * 0.3;
        let row = (w * 1.35).min(l.width * 0.94).max(w);
        let unit = (row - 2.0 * gap) / weights.iter().sum::<f32>();
        let mut left = (l.width - row) / 2.0;
        let settings = weights.map(|weight| {
            let r = Rect {
                x: left,
                y,
                w: weight * unit,
                h,
            };
            left += weight * unit + gap;
            r
        });
        Menu {
            heading_y: top + h,
            modes,
            settings,
            keys_y: y + h * 1.8,
            notice_y: y + h * 2.7,
        }
    }

    /// Every row's box in the outline's order: the modes, then the settings.
    fn rows(&self) -> Vec<Rect> {
        self.modes.iter().chain(&self.settings).copied().collect()
    }
}

/// Where the menu's rows are in `layout`, in the outline's order: one per mode (as
/// [`Mode::ALL`] lists them), then the board, the line and who moves first.
pub fn menu_rows(layout: &Layout) -> Vec<Rect> {
    Menu::new(layout).rows()
}

impl ChooseModes {
    /// The menu before the first game, starting from `modes`.
    pub fn first_game(modes: Modes) -> ChooseModes {
        ChooseModes {
            side: Player::Red,
            chosen: modes,
            previous: None,
            board: None,
            selected: mode_row(modes.red),
        }
    }

    /// The menu opened mid-game over the table, where `modes` are in force.
    pub fn change(modes: Modes) -> ChooseModes {
        ChooseModes {
            previous: Some(modes),
            ..ChooseModes::first_game(modes)
        }
    }

    /// The board chosen so far: the one on the table unless changed here.
    fn board(&self, session: &Session) -> Size {
        self.board.unwrap_or(session.game().board().size())
    }

    /// Asks about `side` now, the outline on its mode.
    fn ask(&mut self, side: Player) {
        self.side = side;
        self.selected = mode_row(self.chosen.of(side));
        events::modes_asked(side);
    }

    /// `mode` for the side asked about: then Yellow is asked, or the game starts with the
    /// modes and board chosen.
    fn pick(&mut self, mode: Mode, session: &mut Session) -> Transition {
        self.chosen = self.chosen.with(self.side, mode);
        if self.side == Player::Red {
            self.ask(Player::Yellow);
            return Transition::Stay;
        }
        let first_game = self.previous.is_none();
        session.act(Action::SetBoard {
            size: self.board(session),
            first_game,
        });
        session.act(Action::SetModes {
            modes: self.chosen,
            first_game,
        });
        match self.previous {
            None => Transition::Replace(Goto::Table),
            Some(_) => Transition::Pop,
        }
    }

    /// `setting`'s value `step` places on (negative: back).
    fn change_setting(&mut self, setting: Setting, step: i32, session: &mut Session) {
        match setting {
            Setting::Board => self.board = Some(step_board(self.board(session), step)),
            Setting::Line => self.board = Some(step_line(self.board(session), step)),
            Setting::FirstMover => {
                let mut settings = session.prefs().settings().clone();
                let all = FirstMover::ALL;
                let at = all.iter().position(|&f| f == settings.first).unwrap_or(0);
                settings.first = all[(at as i32 + step).rem_euclid(all.len() as i32) as usize];
                session.act(Action::ChangeSettings(settings));
                return;
            }
        }
        events::board_chosen(&chosen_words(self.board(session)));
    }

    /// Who moves first in the game these modes start (before the first game), or in the next
    /// new game (mid-game), in words: "Red moves first".
    fn first_words(&self, session: &Session) -> String {
        let game = session.game();
        let first = match self.previous {
            // The game on the table started already (a position given): it keeps its colours.
            None if !game.history().is_empty() => game.first(),
            None => {
                let last = session.kept().history().games().last().map(|g| g.first());
                session.prefs().next_first(last)
            }
            Some(_) => session.prefs().next_first(Some(game.first())),
        };
        let side = words::player(first);
        match session.prefs().settings().first {
            FirstMover::Alternate => tr!("modes-first-alternate", side = side),
            FirstMover::Red | FirstMover::Yellow => tr!("modes-first", side = side),
        }
    }
}

impl Screen for ChooseModes {
    fn name(&self) -> ScreenName {
        match self.previous {
            None => ScreenName::ChooseModes,
            Some(_) => ScreenName::ChangeModes,
        }
    }

    fn hear(&mut self, event: Event, layout: &Layout, session: &mut Session) -> Transition {
        let Some(message) = self.read(event, layout) else {
            return Transition::Stay;
        };
        match message {
            ModesMessage::PickMode(mode) => return self.pick(mode, session),
            ModesMessage::TakeSelected => match row(self.selected) {
                Row::Mode(mode) => return self.pick(mode, session),
                Row::Setting(setting) => self.change_setting(setting, 1, session),
            },
            ModesMessage::Select(step) => {
                self.selected = (self.selected as i32 + step).rem_euclid(ROWS as i32) as usize;
                events::menu_row(row_words(row(self.selected)));
            }
            ModesMessage::ChangeSelected(step) => match row(self.selected) {
                Row::Mode(_) => session.act(Action::Refuse(tr!("modes-change-where").into())),
                Row::Setting(setting) => self.change_setting(setting, step, session),
            },
            ModesMessage::Change(setting, step) => {
                self.selected = setting_row(setting);
                self.change_setting(setting, step, session);
            }
            ModesMessage::Back => {
                return match (self.previous, self.side) {
                    (Some(_), _) => Transition::Pop,
                    (None, Player::Yellow) => {
                        self.ask(Player::Red);
                        Transition::Stay
                    }
                    (None, Player::Red) => Transition::Replace(Goto::Title),
                }
            }
            ModesMessage::Refused(refusal) => session.act(Action::RefuseInput(refusal)),
            ModesMessage::Online => {
                let from = match self.previous {
                    None => OnlineFrom::FirstModes(self.chosen),
                    Some(modes) => OnlineFrom::ChangeModes(modes),
                };
                return Transition::Replace(Goto::Online(from));
            }
        }
        Transition::Stay
    }

    fn draw(&self, session: &Session, p: &Painter) {
        if self.previous.is_some() {
            p.shade(0.93);
        }
        let side = self.side;
        let l = p.layout;
        let centre = l.width / 2.0;
        let menu = Menu::new(l);
        let first = menu.modes[0];
        let size = first.h * 0.5;
        let r = size * 0.45;
        let heading = tr!("modes-who-plays", side = words::player(side));
        let width = p.measure(&heading, size, Weight::Bold);
        p.coin(centre - width / 2.0 - r * 1.6, menu.heading_y, r, side);
        p.text_centred(
            &heading,
            centre,
            menu.heading_y,
            size,
            p.theme.text,
            Weight::Bold,
        );
        let (px, py) = p.pointer;
        // The outlined row in the theme's chosen look, the one under the pointer lighter.
        let face = |rect: Rect, index: usize| {
            if index == self.selected {
                selected_box(rect, rect.h * 0.2, p.theme);
            } else if rect.contains(px, py) {
                rounded_rect(rect, rect.h * 0.2, p.theme.option_hovered);
            } else {
                rounded_rect(rect, rect.h * 0.2, p.theme.option);
            }
        };
        let labels: Vec<String> = Mode::ALL
            .iter()
            .enumerate()
            .map(|(i, mode)| format!("{}   {}", (i + 1) % 10, describe(*mode)))
            .collect();
        // One size for every option, the largest at which the longest label fits its box
        // beside the coin that marks the side's mode.
        let inset = first.h * 0.4;
        let room = first.w - 2.0 * inset - first.h;
        let label_size = labels
            .iter()
            .map(|label| p.fitted(label, first.h * 0.42, Weight::Regular, room))
            .fold(f32::INFINITY, f32::min);
        for (i, ((option, mode), label)) in
            menu.modes.iter().zip(Mode::ALL).zip(&labels).enumerate()
        {
            face(*option, i);
            let (_, cy) = option.centre();
            if self.chosen.of(side).same_choice(mode) {
                // The side's mode now: its coin at the row's end.
                let x = option.x + option.w - inset - option.h * 0.3;
                p.coin(x, cy, option.h * 0.3, side);
            }
            p.text_left(
                label,
                (option.x + inset, cy),
                label_size,
                room,
                p.theme.text,
            );
        }
        let board = self.board(session);
        let texts = [
            tr!("modes-board", board = board_label(board)),
            tr!("modes-line", length = board.line_length()),
            self.first_words(session),
        ];
        // One size for the three, the largest at which each fits between its arrows.
        let arrow = p.measure("◀", label_size, Weight::Regular);
        let pad = first.h * 0.25;
        let fits = menu
            .settings
            .iter()
            .zip(&texts)
            .map(|(rect, text)| {
                p.fitted(
                    text,
                    label_size,
                    Weight::Regular,
                    rect.w - 2.0 * (pad + arrow) - pad,
                )
            })
            .fold(f32::INFINITY, f32::min);
        for (i, (rect, text)) in menu.settings.iter().zip(&texts).enumerate() {
            face(*rect, Mode::ALL.len() + i);
            let (cx, cy) = rect.centre();
            p.text_centred(text, cx, cy, fits, p.theme.text, Weight::Regular);
            for (mark, x) in [
                ("◀", rect.x + pad + arrow / 2.0),
                ("▶", rect.x + rect.w - pad - arrow / 2.0),
            ] {
                p.text_centred(mark, x, cy, label_size, p.theme.dim_text, Weight::Regular);
            }
        }
        let escape = match (self.previous, side) {
            (Some(_), _) => tr!("modes-escape-cancel"),
            (None, Player::Yellow) => tr!("modes-escape-back"),
            (None, Player::Red) => tr!("modes-escape-title"),
        };
        let hint = if crate::ui::words::by_touch() {
            tr!("modes-tap").to_string()
        } else {
            tr!("modes-keys", digits = digit_range(), escape = escape)
        };
        let hint_size = first.h * 0.4;
        p.text_centred(
            &hint,
            centre,
            menu.keys_y,
            hint_size,
            p.theme.dim_text,
            Weight::Regular,
        );
        if let Some(notice) = session.notice() {
            p.text_centred(
                &notice.text,
                centre,
                menu.notice_y,
                hint_size,
                p.theme.notice,
                Weight::Regular,
            );
        }
        let back = self.back_button(l);
        for button in [back, online_button(l)] {
            let (_, size) = button.fitted_label(p);
            button.draw(p, size);
            if button.hovered(p) {
                button.draw_tooltip(p);
            }
        }
    }
}

impl ChooseModes {
    /// What `event` means on this screen, in a window laid out as `layout`.
    fn read(&self, event: Event, layout: &Layout) -> Option<ModesMessage> {
        match event {
            Event::Key(key) => match key {
                Key::Digit(d) if option_of_digit(d) < Mode::ALL.len() => {
                    Some(ModesMessage::PickMode(Mode::ALL[option_of_digit(d)]))
                }
                Key::Digit(d) => Some(ModesMessage::Refused(Refusal::NoSuchOption(d))),
                Key::Escape => Some(ModesMessage::Back),
                Key::Up => Some(ModesMessage::Select(-1)),
                Key::Down => Some(ModesMessage::Select(1)),
                Key::Drop => Some(ModesMessage::TakeSelected),
                Key::Left => Some(ModesMessage::ChangeSelected(-1)),
                Key::Right => Some(ModesMessage::ChangeSelected(1)),
                Key::Letter('O') => Some(ModesMessage::Online),
                _ => None,
            },
            Event::Click(x, y) => {
                if cancel_button(layout).rect.contains(x, y) {
                    return Some(ModesMessage::Back);
                }
                if online_button(layout).rect.contains(x, y) {
                    return Some(ModesMessage::Online);
                }
                let menu = Menu::new(layout);
                if let Some(i) = menu.modes.iter().position(|r| r.contains(x, y)) {
                    return Some(ModesMessage::PickMode(Mode::ALL[i]));
                }
                let (rect, setting) = menu
                    .settings
                    .iter()
                    .zip(SETTINGS)
                    .find(|(r, _)| r.contains(x, y))?;
                // The left half steps back, the right half on.
                let step = if x < rect.x + rect.w / 2.0 { -1 } else { 1 };
                Some(ModesMessage::Change(setting, step))
            }
            Event::PointerMoved(..) => None,
        }
    }

    /// The button that does what Escape does here: Back to the title (from Red), Back to Red
    /// (from Yellow), or mid-game Cancel.
    fn back_button(&self, layout: &Layout) -> Button {
        match (self.previous, self.side) {
            (Some(_), _) => cancel_button(layout),
            (None, Player::Yellow) => back_button(
                layout,
                tr!("modes-back"),
                tr!("modes-back-side-tooltip", side = words::player(Player::Red)),
            ),
            (None, Player::Red) => back_button(
                layout,
                tr!("modes-back"),
                tr!("modes-back-title-tooltip").to_string(),
            ),
        }
    }
}

/// The Cancel button of the menu opened mid-game, in the top right corner: back to the game
/// with its modes and board unchanged, as Escape does. Before the first game the same place
/// holds Back ([`back_button`]).
pub fn cancel_button(layout: &Layout) -> Button {
    back_button(
        layout,
        tr!("modes-cancel"),
        tr!("modes-cancel-tooltip").to_string(),
    )
}

/// The button of a mode screen (this one, tic-tac-toe's) that does what Escape does there,
/// saying `label`, in the top right corner.
pub fn back_button(layout: &Layout, label: &'static str, tooltip: String) -> Button {
    let option = menu_rows(layout)[0];
    let h = (option.h * 0.9).max(24.0);
    let w = (h * 3.4).min(layout.width * 0.4);
    let margin = h * 0.4;
    Button {
        rect: Rect {
            x: layout.width - w - margin,
            y: margin,
            w,
            h,
        },
        label,
        face: crate::ui::button::Face::Filled,
        tooltip,
    }
}

/// Play online, in the top left corner across from Back: the same online screen as the
/// title's, whose Back returns here.
pub fn online_button(layout: &Layout) -> Button {
    let mut button = back_button(
        layout,
        tr!("title-online"),
        tr!("title-online-tooltip").to_string(),
    );
    // As wide as its words need, up to the room left of the heading.
    let h = button.rect.h;
    let wide = (h * 5.4).min(layout.width * 0.3);
    button.rect = Rect {
        x: layout.width - button.rect.x - button.rect.w,
        w: wide.max(button.rect.w),
        ..button.rect
    };
    button
}

/// The option digit `d` picks: 1 the first, 0 the tenth.
fn option_of_digit(d: u8) -> usize {
    (usize::from(d) + 9) % 10
}

/// The digits that pick an option, as the hint names them.
fn digit_range() -> String {
    match Mode::ALL.len() {
        n if n >= 10 => "1-9, 0".to_string(),
        n => format!("1-{n}"),
    }
}

/// A board as the mode screen shows it: `8 × 7`.
pub fn board_label(size: Size) -> String {
    format!("{} × {}", size.width(), size.height())
}

/// A board choice as the log names it: `8 × 7, 5 in a row`.
fn chosen_words(size: Size) -> String {
    format!("{}, {} in a row", board_label(size), size.line_length())
}

fn describe(mode: Mode) -> String {
    match mode {
        Mode::Human => tr!("mode-human").to_string(),
        Mode::Computer(level) => tr!(
            "modes-computer",
            level = words::level(level),
            rating = level.rating(),
        ),
        Mode::Adaptive(_) => tr!("modes-adaptive").to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::ui::screens::Goto;

    #[test]
    fn digits_one_to_nine_then_zero_pick_the_modes_and_clicks_on_options_too() {
        let layout = Layout::new(800.0, 700.0, 7, 6);
        let choose = ChooseModes::first_game(Modes::HUMANS);
        let keys = [Key::Digit(1), Key::Digit(5), Key::Digit(9), Key::Digit(0)];
        let read: Vec<ModesMessage> = keys
            .iter()
            .filter_map(|&key| choose.read(Event::Key(key), &layout))
            .collect();
        assert_eq!(
            read,
            vec![
                ModesMessage::PickMode(Mode::Human),
                ModesMessage::PickMode(Mode::Computer(Level::Lower)),
                ModesMessage::PickMode(Mode::Computer(Level::High)),
                ModesMessage::PickMode(Mode::ALL[9])
            ]
        );
        assert!(
            matches!(Mode::ALL[9], Mode::Adaptive(_)),
            "0 is Match my level"
        );
        let (x, y) = menu_rows(&layout)[5].centre();
        assert_eq!(
            choose.read(Event::Click(x, y), &layout),
            Some(ModesMessage::PickMode(Mode::Computer(Level::Low)))
        );
        assert_eq!(choose.read(Event::Click(1.0, 1.0), &layout), None);
        assert_eq!(choose.read(Event::PointerMoved(x, y), &layout), None);
    }

    #[test]
    fn every_offered_board_and_line_makes_a_game_and_steps_stop_at_the_ends() {
        let mut size = step_board(Size::STANDARD, -100);
        assert_eq!((size.width(), size.height()), (4, 4));
        assert_eq!(lines_on(size), vec![3, 4]);
        for _ in 0..BOARDS.len() {
            for line in lines_on(size) {
                let sized = size.with_line_length(line).unwrap();
                assert!(line <= sized.width().max(sized.height()));
            }
            size = step_board(size, 1);
        }
        assert_eq!((size.width(), size.height()), (12, 4));
        assert_eq!(step_board(size, 1), size);
    }

    #[test]
    fn another_board_chosen_mid_game_starts_a_new_game_on_it_and_escape_keeps_the_old_one() {
        use crate::game::GameState;
        use crate::ui::app::App;
        let game = GameState::from_position(Modes::HUMANS, "44").unwrap();
        let mut app = App::new(game, Goto::Table);
        // Up from the first mode goes round to the settings: who moves first, the line, the
        // board.
        let to_the_board = [Key::Up, Key::Up, Key::Up];
        app.press(&[Key::C]);
        app.press(&to_the_board);
        app.press(&[Key::Right]);
        app.press(&[Key::Escape]);
        assert_eq!(app.screen(), "play");
        assert_eq!(app.game().board().size(), Size::STANDARD);
        assert_eq!(app.game().position(), "44");

        app.press(&[Key::C]);
        app.press(&to_the_board);
        app.press(&[Key::Right, Key::Right, Key::Right]);
        app.press(&[Key::Down, Key::Right]);
        app.press(&[Key::Digit(1)]);
        app.press(&[Key::Digit(1)]);
        assert_eq!(app.screen(), "play");
        let size = app.game().board().size();
        assert_eq!((size.width(), size.height(), size.line_length()), (8, 7, 5));
        assert_eq!(app.game().position(), "", "a new game on the new board");
    }

    #[test]
    fn play_online_opens_the_online_screen_and_back_returns_to_the_modes_it_came_from() {
        use crate::game::GameState;
        use crate::ui::app::App;
        // Before the first game: O, and Escape comes back to the modes.
        let mut app = App::new(
            GameState::new(Modes::HUMANS),
            Goto::ChooseModes(Modes::HUMANS),
        );
        app.press(&[Key::Letter('O')]);
        assert_eq!(app.screen(), "online");
        app.press(&[Key::Escape]);
        assert_eq!(app.screen(), "choose modes");
        // The button in the top left corner does the same.
        let button = online_button(&app.layout()).rect;
        assert!(button.x + button.w < cancel_button(&app.layout()).rect.x);
        app.click(button.centre());
        assert_eq!(app.screen(), "online");
        // Mid-game, over the table: back to the modes over the game, and from there the game.
        let game = GameState::from_position(Modes::HUMANS, "44").unwrap();
        let mut app = App::new(game, Goto::Table);
        app.press(&[Key::C, Key::Letter('O')]);
        assert_eq!(app.screen(), "online");
        app.press(&[Key::Escape]);
        assert_eq!(app.screen(), "change modes");
        app.press(&[Key::Escape]);
        assert_eq!(app.screen(), "play");
        assert_eq!(app.game().position(), "44");
    }

    #[test]
    fn cancel_mid_game_goes_back_to_the_game_unchanged_and_the_first_menu_has_none() {
        use crate::game::GameState;
        use crate::ui::app::App;
        use crate::ui::input::RawInput;
        let layout = Layout::new(640.0, 480.0, 7, 6);
        let (x, y) = cancel_button(&layout).rect.centre();
        let on_cancel = RawInput {
            events: vec![Event::Click(x, y)],
            ..RawInput::default()
        };
        let first = ChooseModes::first_game(Modes::HUMANS);
        assert_eq!(
            first.read(Event::Click(x, y), &layout),
            Some(ModesMessage::Back),
            "the first menu has Back in Cancel's place"
        );
        let mid_game = ChooseModes::change(Modes::HUMANS);
        assert_eq!(
            mid_game.read(Event::Click(x, y), &layout),
            Some(ModesMessage::Back)
        );

        let game = GameState::from_position(Modes::HUMANS, "44").unwrap();
        let mut app = App::new(game, Goto::Table);
        app.press(&[Key::C]);
        app.press(&[Key::Digit(9)]);
        app.press(&[Key::Up, Key::Up, Key::Up, Key::Right, Key::Right]);
        app.hear(&on_cancel, &layout);
        assert_eq!(app.screen(), "play");
        assert_eq!(app.game().modes(), Modes::HUMANS);
        assert_eq!(app.game().board().size(), Size::STANDARD);
        assert_eq!(app.game().position(), "44");
    }

    #[test]
    fn a_line_that_no_longer_fits_shrinks_to_the_longest_that_does() {
        let long = step_line(step_line(Size::STANDARD, 1), 1);
        assert_eq!(long.line_length(), 6);
        assert_eq!(step_line(long, 1).line_length(), 6);
        let small = step_board(step_board(long, -4), -1);
        assert_eq!(
            (small.width(), small.height(), small.line_length()),
            (4, 4, 4)
        );
        assert_eq!(step_line(small, -1).line_length(), 3);
        // Back up to 8×7 keeps the shorter line chosen.
        let back = step_board(step_line(small, -1), 8);
        assert_eq!((back.width(), back.height(), back.line_length()), (8, 7, 3));
    }

    /// An app on the first mode screen, two people on the table.
    fn on_the_mode_screen() -> crate::ui::app::App {
        let mut app =
            crate::ui::app::App::new(crate::game::GameState::new(Modes::HUMANS), Goto::Title);
        app.press(&[Key::Other]);
        assert_eq!(app.screen(), "choose modes");
        app
    }

    #[test]
    fn down_moves_the_outline_and_leaves_the_rules_alone_and_enter_takes_the_outlined_row() {
        let mut app = on_the_mode_screen();
        // Red: one down from Human is Random.
        app.press(&[Key::Down]);
        assert_eq!(app.screen(), "choose modes");
        app.press(&[Key::Drop]);
        // Yellow: two down from Human, then one up again.
        app.press(&[Key::Down, Key::Down, Key::Down, Key::Up]);
        app.press(&[Key::Drop]);
        assert_eq!(app.screen(), "play");
        let random = Mode::Computer(Level::Random);
        let random_plus = Mode::Computer(Level::RandomPlus);
        assert_eq!(
            app.game().modes(),
            Modes {
                red: random,
                yellow: random_plus
            }
        );
        assert_eq!(
            app.game().board().size(),
            Size::STANDARD,
            "still four in a row"
        );
    }

    #[test]
    fn left_and_right_change_the_outlined_setting_and_on_a_mode_say_where_they_work() {
        let mut app = on_the_mode_screen();
        app.press(&[Key::Right]);
        let notice = app.session().notice().map(|n| n.text.clone());
        assert_eq!(notice.as_deref(), Some(tr!("modes-change-where")));
        // Up from Human: who moves first, then the line, then the board.
        app.press(&[Key::Up, Key::Right]);
        assert_eq!(app.session().prefs().settings().first, FirstMover::Yellow);
        app.press(&[Key::Up, Key::Left]);
        app.press(&[Key::Up, Key::Right]);
        // Enter on a setting steps it on, as → does: 7×7, then 8×6.
        app.press(&[Key::Drop]);
        app.press(&[Key::Digit(1), Key::Digit(1)]);
        let size = app.game().board().size();
        assert_eq!((size.width(), size.height(), size.line_length()), (8, 6, 3));
        assert_eq!(app.game().first(), Player::Yellow);
    }

    #[test]
    fn a_click_on_either_half_of_a_setting_steps_it_back_or_on() {
        let layout = Layout::new(800.0, 700.0, 7, 6);
        let choose = ChooseModes::first_game(Modes::HUMANS);
        let rows = menu_rows(&layout);
        for (rect, setting) in rows[Mode::ALL.len()..].iter().zip(SETTINGS) {
            let y = rect.y + rect.h / 2.0;
            let left = Event::Click(rect.x + rect.w * 0.2, y);
            let right = Event::Click(rect.x + rect.w * 0.8, y);
            assert_eq!(
                choose.read(left, &layout),
                Some(ModesMessage::Change(setting, -1))
            );
            assert_eq!(
                choose.read(right, &layout),
                Some(ModesMessage::Change(setting, 1))
            );
        }
    }

    #[test]
    fn back_from_yellow_asks_about_red_again_and_from_red_goes_to_the_title() {
        let mut app = on_the_mode_screen();
        app.press(&[Key::Digit(9)]);
        app.press(&[Key::Escape]);
        assert_eq!(app.screen(), "choose modes");
        // Red again: 1 picks Human for Red, not for Yellow.
        app.press(&[Key::Digit(1), Key::Digit(9)]);
        assert_eq!(app.screen(), "play");
        let high = Mode::Computer(Level::High);
        assert_eq!(
            app.game().modes(),
            Modes {
                red: Mode::Human,
                yellow: high
            }
        );
        let mut app = on_the_mode_screen();
        app.press(&[Key::Escape]);
        assert_eq!(app.screen(), "title");
        // By mouse: the Back button in the corner.
        let layout = app.layout();
        app.press(&[Key::Other]);
        app.click(cancel_button(&layout).rect.centre());
        assert_eq!(app.screen(), "title");
    }

    #[test]
    fn the_screen_says_who_moves_first_in_the_game_it_starts() {
        use crate::game::GameState;
        let mut session = Session::new(GameState::new(Modes::HUMANS));
        let choose = ChooseModes::first_game(Modes::HUMANS);
        assert_eq!(choose.first_words(&session), "Red moves first");
        let mut settings = session.prefs().settings().clone();
        settings.first = FirstMover::Alternate;
        session.act(Action::ChangeSettings(settings));
        assert_eq!(choose.first_words(&session), "Alternate: Red first");
        // Mid-game it is the next game's: after a game Red started, Yellow's turn.
        let mid_game = ChooseModes::change(Modes::HUMANS);
        assert_eq!(mid_game.first_words(&session), "Alternate: Yellow first");
    }
}

//! Choosing who plays each side: Red is asked first, then Yellow. Before the first game it is a
//! screen of its own; mid-game it is an overlay on the table (mode change). Under the modes,
//! two rows choose the board (←/→) and the winning line's length (↑/↓) among the combinations
//! that make a game; another board than the one on the table starts a new game on it.

use super::{Goto, Screen, Transition};
use crate::board::{Player, Size};
use crate::game::{Mode, Modes};
use crate::ui::button::Button;
use crate::ui::events::ScreenName;
use crate::ui::input::{Event, Key};
use crate::ui::layout::Layout;
use crate::ui::paint::{rounded_rect, Painter, Weight};
use crate::ui::refusal::Refusal;
use crate::ui::session::{Action, Session};
use crate::ui::words;
use macroquad::shapes::draw_rectangle_lines;

/// What the player can ask of the mode menu.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum ModesMessage {
    /// This mode for the side being asked about.
    PickMode(Mode),
    /// A digit that is not one of the options.
    Refused(Refusal),
    /// Escape: back to Red, back to the game, or ask to quit.
    Back,
    /// The next (positive) or previous board size.
    StepBoard(i32),
    /// A longer (positive) or shorter winning line.
    StepLine(i32),
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

/// The rows of the menu: the modes, then the board and the line.
const ROWS: usize = Mode::ALL.len() + 2;

/// Where the menu's rows are in `layout`: one per mode (as [`Mode::ALL`] lists them), then the
/// board row and the line row.
pub fn menu_rows(layout: &Layout) -> Vec<crate::ui::layout::Rect> {
    layout.menu_options(ROWS)
}

impl ChooseModes {
    /// The menu before the first game, starting from `modes`.
    pub fn first_game(modes: Modes) -> ChooseModes {
        ChooseModes {
            side: Player::Red,
            chosen: modes,
            previous: None,
            board: None,
        }
    }

    /// The menu opened mid-game over the table, where `modes` are in force.
    pub fn change(modes: Modes) -> ChooseModes {
        ChooseModes {
            side: Player::Red,
            chosen: modes,
            previous: Some(modes),
            board: None,
        }
    }

    /// The board chosen so far: the one on the table unless changed here.
    fn board(&self, session: &Session) -> Size {
        self.board.unwrap_or(session.game().board().size())
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
            ModesMessage::PickMode(mode) => {
                self.chosen = self.chosen.with(self.side, mode);
                if self.side == Player::Red {
                    self.side = Player::Yellow;
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
            ModesMessage::Back => match (self.previous, self.side) {
                (Some(_), _) => Transition::Pop,
                (None, Player::Yellow) => {
                    self.side = Player::Red;
                    Transition::Stay
                }
                (None, Player::Red) => Transition::Push(Goto::ConfirmQuit),
            },
            ModesMessage::StepBoard(step) => {
                self.board = Some(step_board(self.board(session), step));
                crate::ui::events::board_chosen(&chosen_words(self.board(session)));
                Transition::Stay
            }
            ModesMessage::StepLine(step) => {
                self.board = Some(step_line(self.board(session), step));
                crate::ui::events::board_chosen(&chosen_words(self.board(session)));
                Transition::Stay
            }
            ModesMessage::Refused(refusal) => {
                session.act(Action::RefuseInput(refusal));
                Transition::Stay
            }
        }
    }

    fn draw(&self, session: &Session, p: &Painter) {
        let mid_game = self.previous.is_some();
        if mid_game {
            p.shade(0.93);
        }
        let side = self.side;
        let l = p.layout;
        let centre = l.width / 2.0;
        let rows = menu_rows(l);
        let (options, board_rows) = rows.split_at(Mode::ALL.len());
        let first = options[0];
        let size = first.h * 0.5;
        let heading_y = first.y - first.h * 1.1;
        let r = size * 0.45;
        let heading = tr!("modes-who-plays", side = words::player(side));
        let width = p.measure(&heading, size, Weight::Bold);
        p.coin(centre - width / 2.0 - r * 1.6, heading_y, r, side);
        p.text_centred(
            &heading,
            centre,
            heading_y,
            size,
            p.theme.text,
            Weight::Bold,
        );
        let (px, py) = p.pointer;
        let labels: Vec<String> = Mode::ALL
            .iter()
            .enumerate()
            .map(|(i, mode)| format!("{}   {}", (i + 1) % 10, describe(*mode)))
            .collect();
        // One size for every option, the largest at which the longest label fits its box.
        let inset = first.h * 0.4;
        let label_size = labels
            .iter()
            .map(|label| {
                p.fitted(
                    label,
                    first.h * 0.42,
                    Weight::Regular,
                    first.w - 2.0 * inset,
                )
            })
            .fold(f32::INFINITY, f32::min);
        for ((option, mode), label) in options.iter().zip(Mode::ALL).zip(&labels) {
            let fill = if option.contains(px, py) {
                p.theme.option_hovered
            } else {
                p.theme.option
            };
            rounded_rect(*option, option.h * 0.2, fill);
            if self.chosen.of(side).same_choice(mode) {
                let edge = p.theme.player_colour(side);
                draw_rectangle_lines(option.x, option.y, option.w, option.h, 2.0, edge);
            }
            p.text_left(
                label,
                (option.x + inset, option.y + option.h / 2.0),
                label_size,
                option.w - 2.0 * inset,
                p.theme.text,
            );
        }
        let board = self.board(session);
        let texts = [
            tr!("modes-board", board = board_label(board)),
            tr!("modes-line", length = board.line_length()),
        ];
        for (row, text) in board_rows.iter().zip(&texts) {
            rounded_rect(*row, row.h * 0.2, p.theme.option);
            let (cx, cy) = row.centre();
            p.text_centred(text, cx, cy, label_size, p.theme.text, Weight::Regular);
            p.text_centred(
                "◀",
                row.x + inset,
                cy,
                label_size,
                p.theme.text,
                Weight::Regular,
            );
            p.text_centred(
                "▶",
                row.x + row.w - inset,
                cy,
                label_size,
                p.theme.text,
                Weight::Regular,
            );
        }
        let last = board_rows[board_rows.len() - 1];
        let escape = match (mid_game, side) {
            (true, _) => tr!("modes-escape-cancel"),
            (false, Player::Yellow) => tr!("modes-escape-back"),
            (false, Player::Red) => tr!("modes-escape-quit"),
        };
        let hint = tr!("modes-keys", digits = digit_range(), escape = escape);
        let hint_size = last.h * 0.36;
        let hint_y = last.y + last.h * 1.8;
        p.text_centred(
            &hint,
            centre,
            hint_y,
            hint_size,
            p.theme.dim_text,
            Weight::Regular,
        );
        if let Some(notice) = session.notice() {
            let y = last.y + last.h * 2.5;
            p.text_centred(
                &notice.text,
                centre,
                y,
                hint_size,
                p.theme.notice,
                Weight::Regular,
            );
        }
        if mid_game {
            let cancel = cancel_button(l);
            let (_, size) = cancel.fitted_label(p);
            cancel.draw(p, size);
            if cancel.hovered(p) {
                cancel.draw_tooltip(p);
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
                Key::Left => Some(ModesMessage::StepBoard(-1)),
                Key::Right => Some(ModesMessage::StepBoard(1)),
                Key::Up => Some(ModesMessage::StepLine(1)),
                Key::Down => Some(ModesMessage::StepLine(-1)),
                _ => None,
            },
            Event::Click(x, y) => {
                if self.previous.is_some() && cancel_button(layout).rect.contains(x, y) {
                    return Some(ModesMessage::Back);
                }
                let row = layout.menu_option_at(ROWS, x, y)?;
                // The board and line rows: the left half steps back, the right half on.
                let step = if x < layout.width / 2.0 { -1 } else { 1 };
                Some(match row {
                    r if r < Mode::ALL.len() => ModesMessage::PickMode(Mode::ALL[r]),
                    r if r == Mode::ALL.len() => ModesMessage::StepBoard(step),
                    _ => ModesMessage::StepLine(step),
                })
            }
            Event::PointerMoved(..) => None,
        }
    }
}

/// The Cancel button of the menu opened mid-game, in the top right corner: back to the game
/// with its modes and board unchanged, as Escape does.
pub fn cancel_button(layout: &Layout) -> Button {
    let option = menu_rows(layout)[0];
    let h = (option.h * 0.8).max(22.0);
    let w = (h * 3.2).min(layout.width * 0.4);
    let margin = h * 0.4;
    Button {
        rect: crate::ui::layout::Rect {
            x: layout.width - w - margin,
            y: margin,
            w,
            h,
        },
        label: tr!("modes-cancel"),
        face: crate::ui::button::Face::Filled,
        tooltip: tr!("modes-cancel-tooltip").to_string(),
    }
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
fn board_label(size: Size) -> String {
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
        app.press(&[Key::C]);
        app.press(&[Key::Right]);
        app.press(&[Key::Escape]);
        assert_eq!(app.screen(), "play");
        assert_eq!(app.game().board().size(), Size::STANDARD);
        assert_eq!(app.game().position(), "44");

        app.press(&[Key::C]);
        app.press(&[Key::Right, Key::Right, Key::Right]);
        app.press(&[Key::Up]);
        app.press(&[Key::Digit(1)]);
        app.press(&[Key::Digit(1)]);
        assert_eq!(app.screen(), "play");
        let size = app.game().board().size();
        assert_eq!((size.width(), size.height(), size.line_length()), (8, 7, 5));
        assert_eq!(app.game().position(), "", "a new game on the new board");
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
        assert_eq!(first.read(Event::Click(x, y), &layout), None);
        let mid_game = ChooseModes::change(Modes::HUMANS);
        assert_eq!(
            mid_game.read(Event::Click(x, y), &layout),
            Some(ModesMessage::Back)
        );

        let game = GameState::from_position(Modes::HUMANS, "44").unwrap();
        let mut app = App::new(game, Goto::Table);
        app.press(&[Key::C]);
        app.press(&[Key::Digit(9)]);
        app.press(&[Key::Right, Key::Right]);
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
}

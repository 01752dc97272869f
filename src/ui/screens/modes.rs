//! Choosing who plays each side: Red is asked first, then Yellow. Before the first game it is a
//! screen of its own; mid-game it is an overlay on the table (mode change).

use super::quit::ConfirmQuit;
use super::{play_or_over, Screen, Transition};
use crate::board::Player;
use crate::game::{Mode, Modes};
use crate::ui::command::{Command, Refusal};
use crate::ui::input::Key;
use crate::ui::layout::Layout;
use crate::ui::paint::{rounded_rect, Painter};
use crate::ui::session::Session;
use macroquad::shapes::draw_rectangle_lines;

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
}

impl ChooseModes {
    /// The menu before the first game, starting from `modes`.
    pub fn first_game(modes: Modes) -> ChooseModes {
        ChooseModes {
            side: Player::Red,
            chosen: modes,
            previous: None,
        }
    }

    /// The menu opened mid-game over the table, where `modes` are in force.
    pub fn change(modes: Modes) -> ChooseModes {
        ChooseModes {
            side: Player::Red,
            chosen: modes,
            previous: Some(modes),
        }
    }

    /// The side being asked about.
    pub fn side(&self) -> Player {
        self.side
    }
}

impl Screen for ChooseModes {
    fn name(&self) -> &'static str {
        match self.previous {
            None => "choose modes",
            Some(_) => "change modes",
        }
    }

    fn key(&self, key: Key, _layout: &Layout) -> Option<Command> {
        match key {
            Key::Digit(d) if (1..=Mode::ALL.len() as u8).contains(&d) => {
                Some(Command::PickMode(Mode::ALL[d as usize - 1]))
            }
            Key::Digit(d) => Some(Command::Refused(Refusal::NoSuchOption(d))),
            Key::Escape => Some(Command::Back),
            _ => None,
        }
    }

    fn click(&self, x: f32, y: f32, layout: &Layout) -> Option<Command> {
        layout
            .menu_option_at(Mode::ALL.len(), x, y)
            .map(|i| Command::PickMode(Mode::ALL[i]))
    }

    fn handle(&mut self, command: Command, session: &mut Session, _now: f64) -> Transition {
        match command {
            Command::PickMode(mode) => {
                self.chosen = self.chosen.with(self.side, mode);
                if self.side == Player::Red {
                    self.side = Player::Yellow;
                    return Transition::Stay;
                }
                session.set_modes(self.chosen, self.previous.is_none());
                match self.previous {
                    None => Transition::Replace(play_or_over(session)),
                    Some(_) => Transition::Pop,
                }
            }
            Command::Back => match (self.previous, self.side) {
                (Some(_), _) => Transition::Pop,
                (None, Player::Yellow) => {
                    self.side = Player::Red;
                    Transition::Stay
                }
                (None, Player::Red) => Transition::Push(Box::new(ConfirmQuit)),
            },
            _ => Transition::Stay,
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
        let options = l.menu_options(Mode::ALL.len());
        let first = options[0];
        let size = first.h * 0.5;
        let heading_y = first.y - first.h * 1.1;
        let r = size * 0.45;
        let heading = format!("Who plays {side}?");
        let width = p.measure(&heading, size, true);
        p.coin(centre - width / 2.0 - r * 1.6, heading_y, r, side);
        p.text_centred(&heading, centre, heading_y, size, p.theme.text, true);
        let (px, py) = p.pointer;
        let labels: Vec<String> = Mode::ALL
            .iter()
            .enumerate()
            .map(|(i, mode)| format!("{}   {}", i + 1, describe(*mode)))
            .collect();
        // One size for every option, the largest at which the longest label fits its box.
        let inset = first.h * 0.4;
        let label_size = labels
            .iter()
            .map(|label| p.fitted(label, first.h * 0.42, false, first.w - 2.0 * inset))
            .fold(f32::INFINITY, f32::min);
        for ((option, mode), label) in options.iter().zip(Mode::ALL).zip(&labels) {
            let fill = if option.contains(px, py) {
                p.theme.option_hovered
            } else {
                p.theme.option
            };
            rounded_rect(*option, option.h * 0.2, fill);
            if self.chosen.of(side) == mode {
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
        let last = options[options.len() - 1];
        let escape = match (mid_game, side) {
            (true, _) => "Esc: keep the current modes",
            (false, Player::Yellow) => "Esc: back to Red",
            (false, Player::Red) => "Esc: quit",
        };
        let hint = format!(
            "Press 1-{} or click an option  ·  {escape}",
            Mode::ALL.len()
        );
        let hint_size = last.h * 0.36;
        let hint_y = last.y + last.h * 1.8;
        p.text_centred(&hint, centre, hint_y, hint_size, p.theme.dim_text, false);
        if let Some(notice) = session.notice(p.now) {
            let y = last.y + last.h * 2.5;
            p.text_centred(&notice.text, centre, y, hint_size, p.theme.notice, false);
        }
    }
}

fn describe(mode: Mode) -> String {
    match mode {
        Mode::Human => "Human".to_string(),
        Mode::Computer(level) => format!("Computer: {}", Mode::Computer(level).title()),
    }
}

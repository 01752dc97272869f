//! The game in progress: a person drops coins by key or click, the computer plays its turns.

use super::{follow_the_game, table_command, table_key, Goto, Screen, Transition};
use crate::board::Column;
use crate::ui::board_view;
use crate::ui::command::{Command, Refusal};
use crate::ui::input::Key;
use crate::ui::layout::Layout;
use crate::ui::paint::Painter;
use crate::ui::session::Session;

/// The play screen. Once the game is decided it gives way to the game-over screen at once (the
/// answer to "Play again?" is taken while the last coin still falls).
#[derive(Debug, Clone, Default)]
pub struct Play;

impl Screen for Play {
    fn name(&self) -> &'static str {
        "play"
    }

    fn has_graph(&self) -> bool {
        true
    }

    fn key(&self, key: Key, layout: &Layout) -> Option<Command> {
        match key {
            Key::Digit(d) if (1..=layout.columns).contains(&(d as usize)) => {
                Some(Command::Drop(Column::new(d - 1)))
            }
            Key::Digit(d) => Some(Command::Refused(Refusal::NoSuchColumn(d))),
            Key::Left => Some(Command::HoverBy(-1)),
            Key::Right => Some(Command::HoverBy(1)),
            Key::Drop | Key::Down => Some(Command::DropAtHover),
            Key::C => Some(Command::ChangeModes),
            Key::N => Some(Command::NewGame),
            Key::Escape => Some(Command::Back),
            key => table_key(key),
        }
    }

    fn shows_buttons(&self) -> bool {
        true
    }

    fn click(&self, x: f32, y: f32, layout: &Layout) -> Option<Command> {
        if let Some(command) = super::graph_click(x, y, layout) {
            return Some(command);
        }
        Some(match layout.column_at(x, y) {
            Some(column) => Command::Drop(column),
            None => Command::Refused(Refusal::OutsideBoard),
        })
    }

    fn pointer_moved(&self, x: f32, y: f32, layout: &Layout) -> Option<Command> {
        // Reaching for a button does not drag the coin in hand along.
        if layout.toolbar.contains(x, y) {
            return None;
        }
        Some(Command::HoverTo(layout.nearest_column(x)))
    }

    fn handle(&mut self, command: Command, session: &mut Session, now: f64) -> Transition {
        match command {
            Command::Drop(column) => session.play_human(column, now),
            Command::DropAtHover => session.play_human(session.table().hover(), now),
            Command::HoverTo(column) => session.hover_to(column),
            Command::HoverBy(step) => session.hover_by(step),
            Command::ChangeModes => {
                return Transition::Push(Goto::ChangeModes(session.game().modes()))
            }
            // A game with moves on the board is not thrown away without asking.
            Command::NewGame if !session.game().history().is_empty() => {
                return Transition::Push(Goto::ConfirmNewGame)
            }
            Command::NewGame => session.new_game(),
            Command::Back => return Transition::Push(Goto::ConfirmQuit),
            Command::GraphAt(fraction) => return super::review_at(fraction, session),
            command => {
                if let Some(transition) = table_command(command, session, now) {
                    return transition;
                }
            }
        }
        follow_the_game(false, session)
    }

    fn update(&mut self, session: &mut Session, now: f64) -> Transition {
        session.computer_plays(now);
        follow_the_game(false, session)
    }

    fn draw(&self, session: &Session, p: &Painter) {
        board_view::draw(p, session, false);
    }
}

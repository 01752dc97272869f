//! The game is decided: the result, the winning line, and "Play again?".

use super::{follow_the_game, table_command, table_key, Goto, Screen, Transition};
use crate::ui::board_view;
use crate::ui::command::Command;
use crate::ui::input::Key;
use crate::ui::layout::Layout;
use crate::ui::paint::Painter;
use crate::ui::session::Session;

/// The game-over screen: yes plays again, no quits, C changes the modes (a new game follows).
/// Should the game on the table be live again (new modes start a new game), it gives way to
/// the play screen.
#[derive(Debug, Clone, Default)]
pub struct GameOver;

impl Screen for GameOver {
    fn name(&self) -> &'static str {
        "game over"
    }

    fn has_graph(&self) -> bool {
        true
    }

    fn key(&self, key: Key, _layout: &Layout) -> Option<Command> {
        match key {
            Key::Y | Key::Drop | Key::Down => Some(Command::Yes),
            Key::N => Some(Command::No),
            Key::C => Some(Command::ChangeModes),
            Key::Escape => Some(Command::Back),
            Key::Left | Key::Right => Some(Command::Review),
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
        review_button(layout)
            .rect
            .contains(x, y)
            .then_some(Command::Review)
    }

    fn handle(&mut self, command: Command, session: &mut Session, now: f64) -> Transition {
        match command {
            Command::Yes => {
                session.new_game();
                follow_the_game(true, session)
            }
            Command::No => Transition::Quit,
            Command::ChangeModes => Transition::Push(Goto::ChangeModes(session.game().modes())),
            Command::Back => Transition::Push(Goto::ConfirmQuit),
            Command::NewGame => {
                session.new_game();
                follow_the_game(true, session)
            }
            Command::GraphAt(fraction) if !session.game().history().is_empty() => {
                super::review_at(fraction, session)
            }
            Command::Review if !session.game().history().is_empty() => {
                Transition::Push(Goto::Review(session.game().clone()))
            }
            command => match table_command(command, session, now) {
                Some(transition) => transition,
                None => follow_the_game(true, session),
            },
        }
    }

    fn update(&mut self, session: &mut Session, _now: f64) -> Transition {
        follow_the_game(true, session)
    }

    fn draw(&self, session: &Session, p: &Painter) {
        board_view::draw(p, session, true);
        if session.table().shows_result() && !session.game().history().is_empty() {
            let button = review_button(p.layout);
            let (_, size) = button.fitted_label(p);
            button.draw(p, size);
            if button.hovered(p) {
                button.draw_tooltip(p);
            }
        }
    }
}

/// The Review button, in the band the hints use during play.
pub fn review_button(layout: &Layout) -> crate::ui::button::Button {
    let band = layout.hints;
    let h = (band.h * 0.85).max(22.0);
    let w = (h * 4.0).min(layout.width * 0.6);
    crate::ui::button::Button {
        rect: crate::ui::layout::Rect {
            x: band.x + (band.w - w) / 2.0,
            y: band.y + (band.h - h) / 2.0,
            w,
            h,
        },
        label: "Review the game",
        face: crate::ui::button::Face::Filled,
        tooltip: "Review the game (← or →)".to_string(),
    }
}

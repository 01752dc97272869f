//! The game is decided: the result, the winning line, and "Play again?".

use super::{follow_the_game, table_key, table_tool, Goto, Screen, TableMessage, Transition};
use crate::ui::board_view;
use crate::ui::button::{Answer, Tool};
use crate::ui::input::Key;
use crate::ui::layout::Layout;
use crate::ui::paint::Painter;
use crate::ui::session::{Action, Session};

/// The game-over screen: yes plays again, no quits, C changes the modes (a new game follows).
/// Should the game on the table be live again (new modes start a new game), it gives way to
/// the play screen.
#[derive(Debug, Clone, Default)]
pub struct GameOver;

impl Screen for GameOver {
    type Message = TableMessage;

    fn name(&self) -> &'static str {
        "game over"
    }

    fn has_graph(&self) -> bool {
        true
    }

    fn key(&self, key: Key, _layout: &Layout) -> Option<TableMessage> {
        match key {
            Key::Y | Key::Drop | Key::Down => Some(TableMessage::Answer(Answer::Yes)),
            Key::N => Some(TableMessage::Answer(Answer::No)),
            Key::C => Some(TableMessage::Tool(Tool::Modes)),
            Key::Escape => Some(TableMessage::Tool(Tool::Quit)),
            Key::Left | Key::Right => Some(TableMessage::Review),
            key => table_key(key),
        }
    }

    fn tool(&self, tool: Tool) -> Option<TableMessage> {
        Some(TableMessage::Tool(tool))
    }

    fn click(&self, x: f32, y: f32, layout: &Layout) -> Option<TableMessage> {
        if let Some(fraction) = super::graph_click(x, y, layout) {
            return Some(TableMessage::GraphAt(fraction));
        }
        review_button(layout)
            .rect
            .contains(x, y)
            .then_some(TableMessage::Review)
    }

    fn handle(&mut self, message: TableMessage, session: &mut Session, now: f64) -> Transition {
        match message {
            TableMessage::Answer(Answer::Yes) => session.act(Action::NewGame, now),
            TableMessage::Answer(Answer::No) => return Transition::Quit,
            TableMessage::Review if !session.game().history().is_empty() => {
                return Transition::Push(Goto::Review(session.game().clone()))
            }
            TableMessage::Review => {}
            TableMessage::GraphAt(fraction) if !session.game().history().is_empty() => {
                return super::review_at(fraction, session)
            }
            TableMessage::GraphAt(_) => {}
            TableMessage::CopyPosition => session.act(Action::CopyPosition, now),
            TableMessage::PastePosition => session.act(Action::PastePosition, now),
            TableMessage::Tool(tool) => return table_tool(tool, true, session, now),
            // The play screen's own: this screen never reads them.
            TableMessage::Drop(_)
            | TableMessage::DropAtHover
            | TableMessage::HoverTo(_)
            | TableMessage::HoverBy(_)
            | TableMessage::Refused(_) => {}
        }
        follow_the_game(true, session)
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

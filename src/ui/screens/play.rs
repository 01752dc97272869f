//! The game in progress: a person drops coins by key or click, the computer plays its turns.

use super::table::{self, follow_the_game, table_key, table_tool, TableMessage};
use super::{Goto, Screen, Transition};
use crate::board::Column;
use crate::ui::board_view;
use crate::ui::button::Tool;
use crate::ui::evaluation_graph;
use crate::ui::input::{Event, Key};
use crate::ui::layout::{Layout, TableSpot};
use crate::ui::paint::Painter;
use crate::ui::refusal::Refusal;
use crate::ui::session::{Action, Focus, Session};

/// The play screen. Once the game is decided it gives way to the game-over screen at once (the
/// answer to "Play again?" is taken while the last coin still falls).
#[derive(Debug, Clone, Default)]
pub struct Play;

impl Screen for Play {
    type Message = TableMessage;

    fn name(&self) -> &'static str {
        "play"
    }

    fn has_graph(&self) -> bool {
        true
    }

    fn read(&self, event: Event, layout: &Layout, paused: bool) -> Option<TableMessage> {
        match event {
            Event::Key(key) => match key {
                Key::Digit(d) if (1..=layout.columns).contains(&(d as usize)) => {
                    Some(TableMessage::Drop(Column::new(d - 1)))
                }
                Key::Digit(d) => Some(TableMessage::Refused(Refusal::NoSuchColumn(d))),
                Key::Left => Some(TableMessage::HoverBy(-1)),
                Key::Right => Some(TableMessage::HoverBy(1)),
                Key::Drop | Key::Down => Some(TableMessage::DropAtHover),
                Key::C => Some(TableMessage::Tool(Tool::Modes)),
                Key::N => Some(TableMessage::Tool(Tool::NewGame)),
                Key::Escape => Some(TableMessage::Tool(Tool::Quit)),
                key => table_key(key),
            },
            Event::Click(x, y) => {
                let row = Tool::row(paused);
                match layout.table_spot(row.len(), x, y) {
                    TableSpot::Column(column) => Some(TableMessage::Drop(column)),
                    TableSpot::Elsewhere => Some(TableMessage::Refused(Refusal::OutsideBoard)),
                    TableSpot::Button(i) => Some(TableMessage::Tool(row[i])),
                    TableSpot::Graph => {
                        evaluation_graph::fraction_at(layout, x, y).map(TableMessage::GraphAt)
                    }
                }
            }
            // Reaching for a button does not drag the coin in hand along.
            Event::PointerMoved(x, y) if layout.toolbar.contains(x, y) => None,
            Event::PointerMoved(x, _) => Some(TableMessage::HoverTo(layout.nearest_column(x))),
        }
    }

    fn hear(&mut self, event: Event, at: &Layout, session: &mut Session) -> Transition {
        let message = self.read(event, at, session.game().is_paused());
        message.map_or(Transition::Stay, |m| self.handle(m, session))
    }

    fn handle(&mut self, message: TableMessage, session: &mut Session) -> Transition {
        match message {
            TableMessage::Drop(column) => session.act(Action::Drop(column)),
            TableMessage::DropAtHover => session.act(Action::DropAtHover),
            TableMessage::HoverTo(column) => session.act(Action::HoverTo(column)),
            TableMessage::HoverBy(step) => session.act(Action::HoverBy(step)),
            TableMessage::Refused(refusal) => session.act(Action::RefuseInput(refusal)),
            TableMessage::CopyPosition => session.act(Action::CopyPosition),
            TableMessage::PastePosition => session.act(Action::PastePosition),
            TableMessage::SaveGame => session.act(Action::SaveGame),
            TableMessage::SavePicture => session.act(Action::SavePicture),
            TableMessage::Tool(tool) => return table_tool(tool, false, session),
            TableMessage::Explore => {
                return Transition::Push(Goto::Explorer(session.game().clone()))
            }
            TableMessage::GraphAt(fraction) => return table::review_at(fraction, session),
            // The game-over screen's own: this screen never reads them.
            TableMessage::Answer(_) | TableMessage::Review | TableMessage::Learn => {}
        }
        follow_the_game(false, session)
    }

    fn focus(&self) -> Focus {
        Focus::Play
    }

    fn update(&mut self, session: &mut Session) -> Transition {
        follow_the_game(false, session)
    }

    fn draw(&self, session: &Session, p: &Painter) {
        board_view::draw(p, session, false);
    }
}

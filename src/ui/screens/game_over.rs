//! The game is decided: the result, the winning line, and "Play again?".

use super::table::{self, follow_the_game, table_key, table_tool, TableMessage};
use super::{Goto, Screen, Transition};
use crate::ui::board_view;
use crate::ui::button::{Answer, Button, Tool};
use crate::ui::evaluation_graph;
use crate::ui::input::{Event, Key};
use crate::ui::layout::{Layout, Rect, TableSpot};
use crate::ui::paint::Painter;
use crate::ui::session::{Action, Focus, Session};

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

    fn read(&self, event: Event, layout: &Layout, paused: bool) -> Option<TableMessage> {
        match event {
            Event::Key(key) => match key {
                Key::Y | Key::Drop | Key::Down => Some(TableMessage::Answer(Answer::Yes)),
                Key::N => Some(TableMessage::Answer(Answer::No)),
                Key::C => Some(TableMessage::Tool(Tool::Modes)),
                Key::Escape => Some(TableMessage::Tool(Tool::Quit)),
                Key::Left | Key::Right => Some(TableMessage::Review),
                Key::L => Some(TableMessage::Learn),
                key => table_key(key),
            },
            Event::Click(x, y) => {
                let row = Tool::row(paused);
                match layout.table_spot(row.len(), x, y) {
                    // The board takes no coins now; the band under it has the buttons.
                    TableSpot::Column(_) | TableSpot::Elsewhere => band_buttons(layout)
                        .into_iter()
                        .find(|(button, _)| button.rect.contains(x, y))
                        .map(|(_, message)| message),
                    TableSpot::Button(i) => Some(TableMessage::Tool(row[i])),
                    TableSpot::Graph => {
                        evaluation_graph::fraction_at(layout, x, y).map(TableMessage::GraphAt)
                    }
                }
            }
            Event::PointerMoved(..) => None,
        }
    }

    fn hear(&mut self, event: Event, at: &Layout, session: &mut Session) -> Transition {
        let message = self.read(event, at, session.game().is_paused());
        message.map_or(Transition::Stay, |m| self.handle(m, session))
    }

    fn handle(&mut self, message: TableMessage, session: &mut Session) -> Transition {
        match message {
            TableMessage::Answer(Answer::Yes) => session.act(Action::NewGame),
            TableMessage::Answer(Answer::No) => return Transition::Quit,
            TableMessage::Review if !session.game().history().is_empty() => {
                return Transition::Push(Goto::Review(session.game().clone()))
            }
            TableMessage::Review => {}
            TableMessage::Learn => {
                let games = super::coach::mistakes::from_game(session.game());
                return Transition::Push(Goto::Learn(games));
            }
            TableMessage::Explore => {
                return Transition::Push(Goto::Explorer(session.game().clone()))
            }
            TableMessage::GraphAt(fraction) if !session.game().history().is_empty() => {
                return table::review_at(fraction, session)
            }
            TableMessage::GraphAt(_) => {}
            TableMessage::CopyPosition => session.act(Action::CopyPosition),
            TableMessage::PastePosition => session.act(Action::PastePosition),
            TableMessage::SaveGame => session.act(Action::SaveGame),
            TableMessage::SavePicture => session.act(Action::SavePicture),
            TableMessage::Tool(tool) => return table_tool(tool, true, session),
            // The play screen's own: this screen never reads them.
            TableMessage::Drop(_)
            | TableMessage::DropAtHover
            | TableMessage::HoverTo(_)
            | TableMessage::HoverBy(_)
            | TableMessage::Refused(_) => {}
        }
        follow_the_game(true, session)
    }

    fn focus(&self) -> Focus {
        Focus::Table
    }

    fn update(&mut self, session: &mut Session) -> Transition {
        follow_the_game(true, session)
    }

    fn draw(&self, session: &Session, p: &Painter) {
        board_view::draw(p, session, true);
        if session.table().shows_result() && !session.game().history().is_empty() {
            let buttons = band_buttons(p.layout);
            let size = buttons
                .iter()
                .map(|(button, _)| button.fitted_label(p).1)
                .fold(f32::INFINITY, f32::min);
            for (button, _) in &buttons {
                button.draw(p, size);
            }
            if let Some((button, _)) = buttons.iter().find(|(button, _)| button.hovered(p)) {
                button.draw_tooltip(p);
            }
        }
    }
}

/// The buttons in the band the hints use during play: Save picture, Review the game, Learn from
/// mistakes and Save game, with their messages.
pub fn band_buttons(layout: &Layout) -> [(Button, TableMessage); 4] {
    let band = layout.hints;
    let h = (band.h * 0.85).max(22.0);
    let gap = h * 0.3;
    let labels = [
        tr!("game-over-save-picture"),
        tr!("game-over-review"),
        tr!("game-over-learn"),
        tr!("game-over-save-game"),
    ];
    // Each button is as wide as its label wants (plus room for its rim), so a long label such
    // as "Learn from mistakes" still reads at the smallest text size in a narrow window.
    let weights = labels.map(|label| label.chars().count() as f32 + 4.0);
    let total: f32 = weights.iter().sum();
    let unit = ((layout.width * 0.98 - 3.0 * gap) / total).min(h * 0.3);
    let widths = weights.map(|weight| weight * unit);
    let span: f32 = widths.iter().sum::<f32>() + 3.0 * gap;
    let y = band.y + (band.h - h) / 2.0;
    let button = |i: usize, label, tooltip: &str| {
        let x = (layout.width - span) / 2.0 + widths[..i].iter().sum::<f32>() + i as f32 * gap;
        Button {
            rect: Rect {
                x,
                y,
                w: widths[i],
                h,
            },
            label,
            face: crate::ui::button::Face::Filled,
            tooltip: tooltip.to_string(),
        }
    };
    [
        (
            button(0, labels[0], tr!("game-over-save-picture-tooltip")),
            TableMessage::SavePicture,
        ),
        (
            button(1, labels[1], tr!("game-over-review-tooltip")),
            TableMessage::Review,
        ),
        (
            button(2, labels[2], tr!("game-over-learn-tooltip")),
            TableMessage::Learn,
        ),
        (
            button(3, labels[3], tr!("game-over-save-game-tooltip")),
            TableMessage::SaveGame,
        ),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::evaluation_graph;
    use crate::ui::fixtures;
    use crate::ui::layout::MIN_TEXT;

    #[test]
    fn the_buttons_leave_the_graph_and_its_title_clear_at_every_size() {
        let apart = |a: Rect, b: Rect| {
            a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y
        };
        for (width, height) in fixtures::PLAYED_WINDOWS {
            for (columns, rows) in fixtures::BOARD_SHAPES {
                let layout = Layout::with_graph(width, height, columns, rows);
                let Some(graph) = layout.graph else {
                    continue;
                };
                let title = evaluation_graph::title_area(graph);
                for (button, _) in band_buttons(&layout) {
                    assert!(
                        apart(button.rect, title) && apart(button.rect, graph),
                        "{width}×{height}, {columns}x{rows}: {:?} over the graph",
                        button.label
                    );
                }
            }
        }
    }

    #[test]
    fn the_four_buttons_fit_their_labels_side_by_side_at_every_size() {
        for (width, height) in fixtures::PLAYED_WINDOWS {
            let layout = Layout::with_graph(width, height, 7, 6);
            let buttons = band_buttons(&layout);
            for pair in buttons.windows(2) {
                let (left, right) = (&pair[0].0.rect, &pair[1].0.rect);
                assert!(
                    left.x + left.w < right.x,
                    "{width}×{height}: buttons overlap"
                );
            }
            for (button, _) in &buttons {
                let r = button.rect;
                assert!(
                    r.x >= 0.0 && r.x + r.w <= width,
                    "{width}×{height}: outside"
                );
                // A character of the window's font is at most about 0.6 of the text size wide.
                let wanted = button.label.chars().count() as f32 * 0.6 * MIN_TEXT + 0.3 * r.h;
                assert!(
                    r.w >= wanted,
                    "{width}×{height}: {:?} gets {} px, wants {wanted}",
                    button.label,
                    r.w
                );
            }
        }
    }
}

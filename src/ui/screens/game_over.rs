//! The game is decided: the result, the winning line, and "Play again?".

use super::{follow_the_game, table_key, table_tool, Goto, Screen, TableMessage, Transition};
use crate::ui::board_view;
use crate::ui::button::{Answer, Button, Tool};
use crate::ui::input::Key;
use crate::ui::layout::{Layout, Rect};
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
            Key::L => Some(TableMessage::Learn),
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
        band_buttons(layout)
            .into_iter()
            .find(|(button, _)| button.rect.contains(x, y))
            .map(|(_, message)| message)
    }

    fn handle(&mut self, message: TableMessage, session: &mut Session, now: f64) -> Transition {
        match message {
            TableMessage::Answer(Answer::Yes) => session.act(Action::NewGame, now),
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
                return super::review_at(fraction, session)
            }
            TableMessage::GraphAt(_) => {}
            TableMessage::CopyPosition => session.act(Action::CopyPosition, now),
            TableMessage::PastePosition => session.act(Action::PastePosition, now),
            TableMessage::SaveGame => session.act(Action::SaveGame, now),
            TableMessage::SavePicture => session.act(Action::SavePicture, now),
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

    fn update(&mut self, session: &mut Session, now: f64) -> Transition {
        let game = session.game().clone();
        let follow = Action::FollowWhy {
            board: *game.board(),
            position: game.position(),
            colours: game,
        };
        session.act(follow, now);
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
    let w = ((layout.width * 0.96 - 3.0 * gap) / 4.0).min(h * 4.5);
    let left = (layout.width - 4.0 * w - 3.0 * gap) / 2.0;
    let y = band.y + (band.h - h) / 2.0;
    let button = |i: f32, label, tooltip: &str| Button {
        rect: Rect {
            x: left + i * (w + gap),
            y,
            w,
            h,
        },
        label,
        face: crate::ui::button::Face::Filled,
        tooltip: tooltip.to_string(),
    };
    [
        (
            button(
                0.0,
                tr!("game-over-save-picture"),
                tr!("game-over-save-picture-tooltip"),
            ),
            TableMessage::SavePicture,
        ),
        (
            button(
                1.0,
                tr!("game-over-review"),
                tr!("game-over-review-tooltip"),
            ),
            TableMessage::Review,
        ),
        (
            button(2.0, tr!("game-over-learn"), tr!("game-over-learn-tooltip")),
            TableMessage::Learn,
        ),
        (
            button(
                3.0,
                tr!("game-over-save-game"),
                tr!("game-over-save-game-tooltip"),
            ),
            TableMessage::SaveGame,
        ),
    ]
}

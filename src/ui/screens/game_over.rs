//! The game is decided: the result, the winning line, and "Play again?".

use super::{follow_the_game, table_command, table_key, Goto, Screen, Transition};
use crate::ui::board_view;
use crate::ui::button::Button;
use crate::ui::command::Command;
use crate::ui::input::Key;
use crate::ui::layout::Layout;
use crate::ui::layout::Rect;
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
        band_buttons(layout)
            .into_iter()
            .find(|(button, _)| button.rect.contains(x, y))
            .map(|(_, command)| command)
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

/// The buttons in the band the hints use during play: Save picture, Review the game and Save
/// game, with their commands.
pub fn band_buttons(layout: &Layout) -> [(Button, Command); 3] {
    let band = layout.hints;
    let h = (band.h * 0.85).max(22.0);
    let gap = h * 0.3;
    let w = ((layout.width * 0.96 - 2.0 * gap) / 3.0).min(h * 4.5);
    let left = (layout.width - 3.0 * w - 2.0 * gap) / 2.0;
    let y = band.y + (band.h - h) / 2.0;
    let at = |i: f32| Rect {
        x: left + i * (w + gap),
        y,
        w,
        h,
    };
    let button = |i, label, short_label, tooltip: &str| Button {
        rect: at(i),
        label,
        short_label,
        tooltip: tooltip.to_string(),
    };
    [
        (
            button(
                0.0,
                tr!("game-over-save-picture"),
                tr!("game-over-save-picture-short"),
                tr!("game-over-save-picture-tooltip"),
            ),
            Command::SavePicture,
        ),
        (
            button(
                1.0,
                tr!("game-over-review"),
                tr!("game-over-review-short"),
                tr!("game-over-review-tooltip"),
            ),
            Command::Review,
        ),
        (
            button(
                2.0,
                tr!("game-over-save-game"),
                tr!("game-over-save-game-short"),
                tr!("game-over-save-game-tooltip"),
            ),
            Command::SaveGame,
        ),
    ]
}

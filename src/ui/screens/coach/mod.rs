//! The coach's screens: learn from your mistakes ([`mistakes`]), puzzles ([`puzzles`]) and the
//! opening explorer ([`explorer`]). What they show is worked out in `crate::coach`; the exact
//! scores they need come from the worker (asked through [`Session::study`]), so a screen
//! waits for them frame by frame and never blocks one. This file holds what the three draw
//! alike: a heading, two lines of words under the board, and a row of buttons.

pub mod explorer;
pub mod mistakes;
pub mod puzzles;

use crate::board::Column;
use crate::ui::button::Button;
use crate::ui::input::Key;
use crate::ui::layout::Layout;
use crate::ui::paint::{Painter, Weight};
use crate::ui::refusal::Refusal;
use macroquad::color::Color;

/// A coach screen's button: label, short label, keys, and the screen's message.
pub type CoachButton<M> = (&'static str, &'static str, &'static str, M);

/// What a digit means on a coach screen: a column of the board, or a number that names none.
pub fn column_key(key: Key, layout: &Layout) -> Option<Result<Column, Refusal>> {
    match key {
        Key::Digit(d) if (1..=layout.columns).contains(&(d as usize)) => {
            Some(Ok(Column::new(d - 1)))
        }
        Key::Digit(d) => Some(Err(Refusal::NoSuchColumn(d))),
        _ => None,
    }
}

/// A click on one of `buttons` (its message), else on a column of the board (`column` makes
/// the message for it).
pub fn click<M: Copy>(
    buttons: &[CoachButton<M>],
    column: impl Fn(Column) -> M,
    (x, y): (f32, f32),
    layout: &Layout,
) -> Option<M> {
    if let Some(index) = layout.button_at(buttons.len(), x, y) {
        return Some(buttons[index].3);
    }
    layout.column_at(x, y).map(column)
}

/// Paints the row of `buttons` and the tooltip of the one under the pointer.
pub fn draw_buttons<M>(p: &Painter, buttons: &[CoachButton<M>]) {
    let row: Vec<Button> = p
        .layout
        .buttons(buttons.len())
        .into_iter()
        .zip(buttons)
        .map(|(rect, &(label, _, keys, _))| Button {
            rect,
            label,
            face: crate::ui::button::Face::Filled,
            tooltip: format!("{label} ({keys})"),
        })
        .collect();
    let size = row
        .iter()
        .map(|b| b.fitted_label(p).1)
        .fold(f32::INFINITY, f32::min);
    for button in &row {
        button.draw(p, size);
    }
    if let Some(button) = row.iter().find(|b| b.hovered(p)) {
        button.draw_tooltip(p);
    }
}

/// Paints the heading line in `colour`.
pub fn heading(p: &Painter, text: &str, colour: Color) {
    let l = p.layout;
    let y = l.heading.y + l.heading.h / 2.0;
    let size = p.fitted(text, l.text_size(0.45), Weight::Bold, l.width * 0.96);
    p.text_centred(text, l.width / 2.0, y, size, colour, Weight::Bold);
}

/// Paints the two lines under the board: `first` (in its colour) and the dimmer `second`.
pub fn lines(p: &Painter, first: (&str, Color), second: &str) {
    let l = p.layout;
    // The play screen's size for the same band: cell-sized text overlapped on a large window.
    let y = l.instructions.y + l.instructions.h * 0.3;
    let size = p.fitted(
        first.0,
        l.instruction_text(),
        Weight::Regular,
        l.width * 0.96,
    );
    p.text_centred(first.0, l.width / 2.0, y, size, first.1, Weight::Regular);
    let y = l.instructions.y + l.instructions.h * 0.74;
    let size = p.fitted(
        second,
        l.instruction_text(),
        Weight::Regular,
        l.width * 0.96,
    );
    p.text_centred(
        second,
        l.width / 2.0,
        y,
        size,
        p.theme.dim_text,
        Weight::Regular,
    );
}

/// Paints "Thinking…" with a spinner in the band over the board, while the worker solves.
pub fn thinking(p: &Painter) {
    let l = p.layout;
    let y = l.hints.y + l.hints.h / 2.0;
    let size = l.text_size(0.3);
    let text = tr!("table-thinking");
    let w = p.measure(text, size, Weight::Regular);
    p.spinner(l.width / 2.0 - w / 2.0 - size, y, size * 0.5, p.theme.text);
    p.text_centred(
        text,
        l.width / 2.0,
        y,
        size,
        p.theme.dim_text,
        Weight::Regular,
    );
}

/// The column numbers under the board.
pub fn column_numbers(p: &Painter) {
    let l = p.layout;
    for column in 0..l.columns {
        let x = l.column_x(column as f32);
        let y = l.numbers_y();
        let label = (column + 1).to_string();
        p.text_centred(
            &label,
            x,
            y,
            l.numbers_text(),
            p.theme.dim_text,
            Weight::Regular,
        );
    }
}

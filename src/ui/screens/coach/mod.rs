//! The coach's screens: learn from your mistakes ([`mistakes`]), puzzles ([`puzzles`]) and the
//! opening explorer ([`explorer`]). What they show is worked out in `crate::coach`; the exact
//! scores they need come from the worker (asked through [`Session::study`]), so a screen
//! waits for them frame by frame and never blocks one. This file holds what the three draw
//! alike: a heading, two lines of words under the board, and a row of buttons.

pub mod explorer;
pub mod mistakes;
pub mod puzzles;

use crate::board::{Board, Cell, Column, Player};
use crate::ui::button::Button;
use crate::ui::input::Key;
use crate::ui::layout::Layout;
use crate::ui::paint::{Painter, Weight, MIN_TEXT, SIDES};
use crate::ui::refusal::Refusal;
use macroquad::color::Color;
use macroquad::shapes::draw_poly;

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

/// A coin shown on the board without being played (an answer, a better move): `player`'s
/// colour under a veil of the hole's, so it reads as not there yet, in a ring of `ring` with
/// `label` inside it where the label fits.
pub fn ghost_coin(p: &Painter, cell: Cell, player: Player, ring: Color, label: &str) {
    let (x, y) = p.layout.cell_centre(cell);
    let r = p.layout.coin_radius();
    p.coin(x, y, r, player);
    let veil = Color {
        a: 0.55,
        ..p.theme.hole
    };
    draw_poly(x, y, SIDES, r, 0.0, veil);
    coin_ring(p, cell, ring);
    cell_label(p, cell, label, p.theme.text);
}

/// A ring round the hole of `cell`, thick enough to read on any coin: the mark of a move the
/// coach talks about.
pub fn coin_ring(p: &Painter, cell: Cell, colour: Color) {
    let l = p.layout;
    let width = (l.cell * 0.08).max(2.5);
    p.mark_ring(
        l.cell_centre(cell),
        l.coin_radius() * 1.06 - width * 0.2,
        width,
        colour,
    );
}

/// `label` over the middle of `cell`, in `colour`, where it fits inside the coin; on a small
/// board the ring and the lines under the board say it alone.
pub fn cell_label(p: &Painter, cell: Cell, label: &str, colour: Color) {
    let (x, y) = p.layout.cell_centre(cell);
    let r = p.layout.coin_radius();
    if label.is_empty() || p.measure(label, MIN_TEXT, Weight::Bold) > r * 1.7 {
        return;
    }
    let size = p.fitted(label, r * 0.5, Weight::Bold, r * 1.7);
    p.text_centred(label, x, y, size, colour, Weight::Bold);
}

/// The four (or more) in a row of a won position, ringed, the other coins veiled: a puzzle
/// solved shows the line it won with.
pub fn winning_line(p: &Painter, board: &Board) {
    let cells = board.winning_cells();
    if cells.is_empty() {
        return;
    }
    let l = p.layout;
    let veil = Color {
        a: 0.45,
        ..p.theme.hole
    };
    for cell in board.size().every_cell() {
        if board.at(cell).is_some() && !cells.contains(&cell) {
            let (x, y) = l.cell_centre(cell);
            draw_poly(x, y, SIDES, l.coin_radius(), 0.0, veil);
        }
    }
    for cell in cells {
        coin_ring(p, cell, p.theme.highlight);
    }
}

/// The coin in the player's hand over the column under the pointer, in `player`'s colour: it
/// says which side the player plays.
pub fn coin_in_hand(p: &Painter, player: Player) {
    let l = p.layout;
    if let Some(column) = l.column_at(p.pointer.0, p.pointer.1) {
        let (x, y) = l.hover_centre(f32::from(column.number_from_zero()));
        p.coin(x, y, l.coin_radius(), player);
    }
}

/// What the coach screens' tests share: a worker that answers every study at once with the
/// real solver, so a screen is driven frame by frame as the window drives it.
#[cfg(test)]
mod studio {
    use crate::ai::worker::{Reply, Request};
    use crate::ui::effect::{Effect, WorkerCall};
    use crate::ui::screens::{Screen, Transition};
    use crate::ui::session::{News, Session};

    /// Runs frames of `screen` over `session`, the worker solving each position asked for at
    /// once, until a frame asks for nothing more; returns the last transition that was not
    /// [`Transition::Stay`], if any.
    pub(crate) fn settle(screen: &mut dyn Screen, session: &mut Session) -> Option<Transition> {
        let mut solver = crate::coach::solver();
        let token = crate::cancel::CancelToken::new();
        let mut last = None;
        let mut quiet = 0;
        for _ in 0..10_000 {
            session.advance(&screen.focus());
            let asked: Vec<_> = session
                .take_effects()
                .into_iter()
                .filter_map(|effect| match effect {
                    Effect::Computer(WorkerCall::Send(Request::Analyse { id, board, .. })) => {
                        Some((id, board))
                    }
                    _ => None,
                })
                .collect();
            match screen.update(session) {
                Transition::Stay => {}
                other => last = Some(other),
            }
            if asked.is_empty() {
                quiet += 1;
                if quiet > 2 {
                    return last;
                }
                continue;
            }
            quiet = 0;
            for (id, board) in asked {
                let scores = crate::coach::column_scores(
                    &mut solver,
                    &board,
                    std::time::Duration::from_secs(600),
                    &token,
                );
                let mut replies: Vec<Reply> = board
                    .legal_columns()
                    .into_iter()
                    .filter_map(|column| {
                        let score = scores.get(column)?;
                        Some(Reply::ColumnScore { id, column, score })
                    })
                    .collect();
                replies.push(Reply::Analysed { id, result: Ok(()) });
                session.hear(News::Replies(replies));
            }
        }
        panic!("the screen kept asking for positions");
    }
}

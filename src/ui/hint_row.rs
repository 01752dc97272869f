//! The hint row: above each column, in words, what playing there leads to with perfect play
//! ("wins in 3", "draw", "loses in 5"), coloured win / draw / loss, the best columns outlined, a
//! spinner on the columns still being worked out ("not solved" once the analysis gave up, or
//! one line if it proved none); in review, the move actually played marked.

use super::layout::Rect;
use super::paint::{rounded_rect, Painter, Weight};
use crate::analysis::{ColumnScores, Prospect};
use crate::board::Column;
use macroquad::prelude::*;

/// What "wins in 3" and "loses in 3" count, in one line beside the hint: the moves are the
/// mover's own coins from the position, the one in this column included.
pub fn legend() -> &'static str {
    tr!("hint-legend")
}

/// A prospect as two short lines that fit above a column: "wins" / "in 3", "draw" / "".
pub fn two_lines(prospect: Prospect) -> (String, String) {
    let (first, second) = match prospect {
        Prospect::Win { moves: 1 } => (tr!("hint-wins-now-1"), tr!("hint-wins-now-2").into()),
        Prospect::Win { moves } => (tr!("hint-wins-in-1"), tr!("hint-wins-in-2", moves = moves)),
        Prospect::Draw => (tr!("hint-draw"), String::new()),
        Prospect::Loss { moves: 1 } => (tr!("hint-loses-next-1"), tr!("hint-loses-next-2").into()),
        Prospect::Loss { moves } => (
            tr!("hint-loses-in-1"),
            tr!("hint-loses-in-2", moves = moves),
        ),
    };
    (first.to_string(), second)
}

/// Paints the hint for `scores` in the hint band; `played` marks the column played from this
/// position (in review).
pub fn draw(p: &Painter, scores: &ColumnScores, played: Option<Column>) {
    let l = p.layout;
    let band = l.hints;
    let best = scores.best_columns();
    let size = l.text_size(0.3).min(band.h * 0.42);
    let proved_any = l.board_columns().any(|column| scores.get(column).is_some());
    if scores.is_given_up() && !proved_any {
        // One line says it better than a "not solved" over every column.
        let text = tr!("hint-too-deep");
        centred(
            p,
            text,
            band.x + band.w / 2.0,
            band.y + band.h / 2.0,
            size,
            band.w,
            p.theme.dim_text,
        );
        return;
    }
    for column in l.board_columns() {
        let x = l.column_x(f32::from(column.number_from_zero()));
        let cell = Rect {
            x: x - l.cell * 0.48,
            y: band.y + band.h * 0.04,
            w: l.cell * 0.96,
            h: band.h * 0.92,
        };
        if best.contains(&column) {
            rounded_rect(cell, cell.h * 0.2, p.theme.panel);
            outline(cell, (l.cell * 0.04).max(1.5), p.theme.highlight);
        }
        if played == Some(column) {
            // A bar under the played column's words, in the text colour: "this one was played".
            let bar = Rect {
                x: cell.x + cell.w * 0.15,
                y: cell.y + cell.h - (l.cell * 0.06).max(2.0),
                w: cell.w * 0.7,
                h: (l.cell * 0.05).max(2.0),
            };
            draw_rectangle(bar.x, bar.y, bar.w, bar.h, p.theme.text);
        }
        let (cx, cy) = cell.centre();
        if !scores.board().has_room(column) {
            continue;
        }
        match scores.prospect(column) {
            Some(prospect) => {
                let colour = match prospect.outcome() {
                    1 => p.theme.win,
                    0 => p.theme.draw,
                    _ => p.theme.loss,
                };
                let (first, second) = two_lines(prospect);
                let room = cell.w * 0.94;
                if second.is_empty() {
                    centred(p, &first, cx, cy, size, room, colour);
                } else {
                    centred(p, &first, cx, cy - size * 0.55, size, room, colour);
                    centred(p, &second, cx, cy + size * 0.6, size, room, colour);
                }
            }
            None if scores.is_given_up() => {
                let room = cell.w * 0.94;
                let colour = p.theme.dim_text;
                let (first, second) = (tr!("hint-not-solved-1"), tr!("hint-not-solved-2"));
                centred(p, first, cx, cy - size * 0.55, size, room, colour);
                centred(p, second, cx, cy + size * 0.6, size, room, colour);
            }
            None => p.spinner(cx, cy, (band.h * 0.28).min(l.cell * 0.25), p.theme.dim_text),
        }
    }
}

/// `text` centred on (`cx`, `cy`), shrunk to fit `room`.
fn centred(p: &Painter, text: &str, cx: f32, cy: f32, size: f32, room: f32, colour: Color) {
    let size = p.fitted(text, size, Weight::Regular, room);
    let w = p.measure(text, size, Weight::Regular);
    p.text_left(text, (cx - w / 2.0, cy), size, room, colour);
}

fn outline(r: Rect, thickness: f32, colour: Color) {
    draw_rectangle_lines(r.x, r.y, r.w, r.h, thickness, colour);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_words_for_an_analysis_that_gave_up_are_the_readmes() {
        // The window speaks English in tests unless one sets another language.
        let said = tr!("hint-too-deep");
        let manual = include_str!("../../docs/manual.md");
        assert!(
            manual.contains(&format!("read \"{said}\"")),
            "docs/manual.md does not say \"{said}\""
        );
        let split = format!("{} {}", tr!("hint-not-solved-1"), tr!("hint-not-solved-2"));
        assert_eq!(split, said);
    }

    #[test]
    fn a_prospect_splits_into_a_word_and_the_rest() {
        let line = |p| two_lines(p);
        assert_eq!(
            line(Prospect::Win { moves: 3 }),
            ("wins".into(), "in 3".into())
        );
        assert_eq!(line(Prospect::Draw), ("draw".into(), String::new()));
        assert_eq!(
            line(Prospect::Loss { moves: 1 }),
            ("loses".into(), "next".into())
        );
    }
}

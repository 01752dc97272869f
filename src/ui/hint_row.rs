//! The hint row: above each column, in words, what playing there leads to with perfect play
//! ("wins in 3", "draw", "loses in 5"), coloured win / draw / loss, the best columns outlined, a
//! spinner on the columns still being worked out ("not solved" once the analysis gave up, or
//! one line if it proved none); in review, the move actually played underlined. Where a
//! column is too narrow for the words in the language spoken, every column shows the short
//! form instead ("+3", "−5", "="), so neighbours' words never run together.

use super::layout::{Rect, MIN_TEXT};
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

/// A prospect in short: "+3" (wins in 3), "−5" (loses in 5), "=" (a draw), for columns too
/// narrow for the words in this language (the legend gives both forms).
pub fn short(prospect: Prospect) -> String {
    match prospect {
        Prospect::Win { moves } => format!("+{moves}"),
        Prospect::Draw => "=".to_string(),
        Prospect::Loss { moves } => format!("\u{2212}{moves}"),
    }
}

/// Where the hint of each column goes: the text's size and room, and whether the words fit
/// or the short form is used, one choice for the whole row.
struct Cells {
    size: f32,
    /// The width a column's text may take: the gap between columns' texts stays clear.
    room: f32,
    short: bool,
}

impl Cells {
    fn of(p: &Painter) -> Cells {
        let l = p.layout;
        let band = l.hints;
        // Two lines and the space round them fill no more than the box they sit in, so the
        // best column's outline never touches its words.
        let size = l.text_size(0.3).min(band.h * 0.3).max(MIN_TEXT);
        let room = l.cell * 0.8;
        // The longest words a column can show, with a two-digit count.
        let widest = [
            tr!("hint-wins-in-1").to_string(),
            tr!("hint-wins-in-2", moves = 88),
            tr!("hint-loses-in-1").to_string(),
            tr!("hint-loses-in-2", moves = 88),
            tr!("hint-wins-now-1").to_string(),
            tr!("hint-wins-now-2").to_string(),
            tr!("hint-loses-next-1").to_string(),
            tr!("hint-loses-next-2").to_string(),
            tr!("hint-draw").to_string(),
            tr!("hint-not-solved-1").to_string(),
            tr!("hint-not-solved-2").to_string(),
        ]
        .iter()
        .map(|words| p.measure(words, MIN_TEXT, Weight::Regular))
        .fold(0.0_f32, f32::max);
        Cells {
            size,
            room,
            short: widest > room,
        }
    }
}

/// Paints the hint for `scores` in the hint band; `played` marks the column played from this
/// position (in review), underlined.
pub fn draw(p: &Painter, scores: &ColumnScores, played: Option<Column>) {
    let l = p.layout;
    let band = l.hints;
    let best = scores.best_columns();
    let cells = Cells::of(p);
    let size = cells.size;
    let proved_any = l.board_columns().any(|column| scores.get(column).is_some());
    if scores.is_given_up() && !proved_any {
        // One line says it better than a "not solved" over every column.
        let text = tr!("hint-too-deep");
        let line = Line::at(band.x + band.w / 2.0, band.y + band.h / 2.0);
        line.centred(p, text, size, band.w, p.theme.dim_text);
        return;
    }
    for column in l.board_columns() {
        let x = l.column_x(f32::from(column.number_from_zero()));
        let cell = Rect {
            x: x - l.cell * 0.46,
            y: band.y + band.h * 0.04,
            w: l.cell * 0.92,
            h: band.h * 0.92,
        };
        if best.contains(&column) {
            rounded_rect(cell, cell.h * 0.2, p.theme.panel);
            outline(cell, (l.cell * 0.03).max(1.5), p.theme.highlight);
        }
        let (cx, cy) = cell.centre();
        if !scores.board().has_room(column) {
            continue;
        }
        let (lines, colour): (Vec<String>, Color) = match scores.prospect(column) {
            Some(prospect) => {
                let colour = match prospect.outcome() {
                    1 => p.theme.win,
                    0 => p.theme.draw,
                    _ => p.theme.loss,
                };
                let (first, second) = two_lines(prospect);
                let lines = if cells.short {
                    vec![short(prospect)]
                } else if second.is_empty() {
                    vec![first]
                } else {
                    vec![first, second]
                };
                (lines, colour)
            }
            None if scores.is_given_up() && cells.short => (vec!["?".into()], p.theme.dim_text),
            None if scores.is_given_up() => (
                vec![
                    tr!("hint-not-solved-1").to_string(),
                    tr!("hint-not-solved-2").to_string(),
                ],
                p.theme.dim_text,
            ),
            None => {
                p.spinner(cx, cy, (band.h * 0.28).min(l.cell * 0.25), p.theme.dim_text);
                continue;
            }
        };
        let step = size * 1.2;
        let first_y = cy - step * (lines.len() as f32 - 1.0) / 2.0;
        let mut widest = 0.0_f32;
        for (i, text) in lines.iter().enumerate() {
            let line = Line::at(cx, first_y + step * i as f32);
            widest = widest.max(line.centred(p, text, size, cells.room, colour));
        }
        if played == Some(column) {
            // Under the words, clear of them: "this one was played".
            let thickness = (size * 0.09).max(1.5);
            let y = first_y + step * (lines.len() as f32 - 1.0) + size * 0.62;
            let half = widest / 2.0 + size * 0.15;
            draw_line(cx - half, y, cx + half, y, thickness, p.theme.text);
        }
    }
}

/// A line of text centred on a point.
struct Line {
    cx: f32,
    cy: f32,
}

impl Line {
    fn at(cx: f32, cy: f32) -> Line {
        Line { cx, cy }
    }

    /// `text` centred here at `size`, shrunk to fit `room`; returns its width.
    fn centred(&self, p: &Painter, text: &str, size: f32, room: f32, colour: Color) -> f32 {
        let size = p.fitted(text, size, Weight::Regular, room);
        let w = p.measure(text, size, Weight::Regular);
        p.text_left(text, (self.cx - w / 2.0, self.cy), size, room, colour);
        w
    }
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
    fn the_short_form_signs_the_count_and_the_legend_explains_it() {
        assert_eq!(short(Prospect::Win { moves: 3 }), "+3");
        assert_eq!(short(Prospect::Loss { moves: 15 }), "\u{2212}15");
        assert_eq!(short(Prospect::Draw), "=");
        for language in crate::store::Language::ALL {
            crate::ui::words::set_language(*language);
            let legend = legend();
            assert!(
                legend.contains("+3") && legend.contains("\u{2212}3"),
                "{legend}"
            );
        }
        crate::ui::words::set_language(crate::store::Language::English);
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

//! How to play, with pictures, then every key and button, as an overlay over the table;
//! Escape, the help key or a click close it.

use super::{Screen, Transition};
use crate::ui::button::Tool;
use crate::ui::events::ScreenName;
use crate::ui::input::{Event, Key};
use crate::ui::layout::{Layout, Rect};
use crate::ui::paint::{rounded_rect, Painter, Weight, MIN_TEXT};
use crate::ui::session::Session;

/// The help overlay.
#[derive(Debug, Clone, Default)]
pub struct Help;

/// A picture beside a line of how to play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Picture {
    /// A coin falling into a column.
    Drop,
    /// Four coins in a line.
    Four,
    /// A finger's tap.
    Tap,
}

/// How to play, a line each with its picture: the rules, and on a touch screen how to play by
/// touch (the keys below say how to play by keys).
fn how_to_play() -> Vec<(Picture, &'static str)> {
    let mut how = vec![
        (Picture::Drop, tr!("help-how-drop")),
        (Picture::Four, tr!("help-how-win")),
    ];
    if crate::ui::words::by_touch() {
        how.push((Picture::Tap, tr!("help-how-tap")));
    }
    how
}

/// Draws `picture` within `rect`, centred on its middle line.
fn draw_picture(p: &Painter, picture: Picture, rect: Rect) {
    use crate::board::Player;
    use macroquad::prelude::{draw_circle_lines, draw_line, draw_triangle, vec2};
    let (cx, cy) = rect.centre();
    let r = (rect.h * 0.32).min(rect.w / 9.0);
    let ink = p.theme.dim_text;
    match picture {
        Picture::Drop => {
            // A column's walls, a coin at its foot and one falling in, with its arrow.
            let (left, right) = (cx - r * 1.3, cx + r * 1.3);
            draw_line(left, cy - r * 2.4, left, cy + r * 1.2, 1.5, ink);
            draw_line(right, cy - r * 2.4, right, cy + r * 1.2, 1.5, ink);
            p.coin(cx, cy + r * 0.1, r * 0.95, Player::Yellow);
            p.coin(cx, cy - r * 1.6, r * 0.8, Player::Red);
            let x = right + r * 1.2;
            draw_line(x, cy - r * 2.2, x, cy - r * 0.2, 1.5, ink);
            draw_triangle(
                vec2(x - r * 0.45, cy - r * 0.6),
                vec2(x + r * 0.45, cy - r * 0.6),
                vec2(x, cy + r * 0.1),
                ink,
            );
        }
        Picture::Four => {
            for i in 0..4 {
                let x = cx + (i as f32 - 1.5) * r * 2.1;
                let y = cy + (1.5 - i as f32) * r * 0.7;
                p.coin(x, y, r, Player::Red);
            }
        }
        Picture::Tap => {
            p.coin(cx, cy, r * 0.6, Player::Red);
            draw_circle_lines(cx, cy, r * 1.1, 1.5, ink);
            draw_circle_lines(cx, cy, r * 1.6, 1.0, ink);
        }
    }
}

/// The keys that are not buttons, then each button, as (keys, what they do); with `online`
/// (a seat in an online game) the online game's own keys too.
fn lines(columns: usize, online: bool) -> Vec<(String, String)> {
    let mut lines = vec![
        (
            tr!(
                "help-digits",
                keys = crate::ui::refusal::digit_keys(columns.min(9))
            ),
            tr!("help-digits-purpose").to_string(),
        ),
        (
            tr!("help-arrows").to_string(),
            tr!("help-arrows-purpose").to_string(),
        ),
    ];
    for tool in Tool::all() {
        lines.push((
            format!("{} · {}", tool.keys(), tool.label()),
            tool.purpose().to_string(),
        ));
    }
    if online {
        lines.push(("D".to_string(), tr!("online-help-draw").to_string()));
        lines.push(("G".to_string(), tr!("online-help-react").to_string()));
    }
    lines.push((".".to_string(), tr!("help-why-further-purpose").to_string()));
    lines.push((
        tr!("help-review").to_string(),
        tr!("help-review-purpose").to_string(),
    ));
    lines.push(("E".to_string(), tr!("help-explorer-purpose").to_string()));
    lines.push((
        "V · B · M".to_string(),
        tr!("help-read-purpose").to_string(),
    ));
    lines.push((
        tr!("help-learn").to_string(),
        tr!("help-learn-purpose").to_string(),
    ));
    lines.push((
        tr!("help-play-again").to_string(),
        tr!("help-play-again-purpose").to_string(),
    ));
    // A page cannot quit (and has no Quit button): Escape and N go back to the title there.
    lines.push(if crate::ui::IN_PAGE {
        (
            tr!("help-leave-page").to_string(),
            tr!("help-leave-page-purpose").to_string(),
        )
    } else {
        (
            tr!("help-no").to_string(),
            tr!("help-no-purpose").to_string(),
        )
    });
    lines.push(("Ctrl+C".to_string(), tr!("help-copy-purpose").to_string()));
    lines.push(("Ctrl+V".to_string(), tr!("help-paste-purpose").to_string()));
    lines.push((
        "Ctrl+S · Ctrl+P".to_string(),
        tr!("help-save-purpose").to_string(),
    ));
    lines
}

impl Screen for Help {
    fn name(&self) -> ScreenName {
        ScreenName::Help
    }

    /// Escape, F1, ? or a click anywhere closes it.
    fn hear(&mut self, event: Event, _layout: &Layout, _session: &mut Session) -> Transition {
        match event {
            Event::Key(Key::Escape | Key::F1 | Key::Question) | Event::Click(..) => Transition::Pop,
            Event::Key(_) | Event::PointerMoved(..) => Transition::Stay,
        }
    }

    fn draw(&self, session: &Session, p: &Painter) {
        p.shade(0.8);
        let l = p.layout;
        let how = how_to_play();
        let online = session.online();
        let seated = online.is_on() && online.my_side().is_some();
        let keys = lines(session.game().board().size().width(), seated);
        // How to play's lines are measured as lines with no keys, their pictures in the keys'
        // column.
        let lines: Vec<(String, String)> = how
            .iter()
            .map(|(_, text)| (String::new(), text.to_string()))
            .chain(keys)
            .collect();
        // A purpose too wide for its room takes a second row; the rows decide the text size,
        // so the sheet is measured again until the count of broken purposes settles.
        let mut broken = 0;
        let mut sheet = Sheet::measure(p, &lines, broken);
        for _ in 0..3 {
            let now_broken = lines
                .iter()
                .enumerate()
                .filter(|(i, (_, purpose))| sheet.split(p, purpose, *i < how.len()).1.is_some())
                .count();
            if now_broken == broken {
                break;
            }
            broken = now_broken;
            sheet = Sheet::measure(p, &lines, broken);
        }
        let Sheet {
            line_h,
            inset,
            gap,
            size,
            key_w,
            panel,
        } = sheet;
        rounded_rect(panel, line_h * 0.4, p.theme.panel);
        let mut y = panel.y + line_h;
        let centre = l.width / 2.0;
        for (i, (keys, purpose)) in lines.iter().enumerate() {
            if i == 0 || i == how.len() {
                let title = if i == 0 {
                    tr!("help-how-title")
                } else {
                    tr!("help-title")
                };
                p.text_centred(title, centre, y, size, p.theme.text, Weight::Bold);
                y += line_h * 1.2;
            }
            let left = panel.x + inset;
            let how_line = i < how.len();
            let right = if let Some((picture, _)) = how.get(i) {
                let cell = Rect {
                    x: left,
                    y: y - line_h * 0.5,
                    w: sheet.picture_w(),
                    h: line_h,
                };
                draw_picture(p, *picture, cell);
                left + sheet.picture_w() + gap
            } else {
                p.text_left(keys, (left, y), size, key_w + 1.0, p.theme.text);
                left + key_w + gap
            };
            let room = panel.x + panel.w - inset - right;
            let (first, rest) = sheet.split(p, purpose, how_line);
            p.text_left(first, (right, y), size, room, p.theme.dim_text);
            if let Some(rest) = rest {
                y += line_h;
                p.text_left(rest, (right, y), size, room, p.theme.dim_text);
            }
            y += line_h;
        }
        y += line_h * 0.3;
        let close = if crate::ui::words::by_touch() {
            tr!("help-close-tap")
        } else {
            tr!("help-close")
        };
        p.text_centred(close, centre, y, size, p.theme.dim_text, Weight::Regular);
    }
}

/// Where the help's lines go: one text size for every line, the keys' column and the panel.
#[derive(Debug, Clone, Copy)]
struct Sheet {
    line_h: f32,
    inset: f32,
    gap: f32,
    size: f32,
    key_w: f32,
    panel: crate::ui::layout::Rect,
}

impl Sheet {
    /// The sheet for `lines`, `broken` of whose purposes take a second row.
    fn measure(p: &Painter, lines: &[(String, String)], broken: usize) -> Sheet {
        let l = p.layout;
        // The two titles, the lines, a gap and the closing line.
        let rows = (lines.len() + broken) as f32 + 4.7;
        let line_h = (l.height * 0.92 / rows).min(l.width * 0.05).min(40.0);
        let inset = line_h * 0.5;
        let gap = line_h * 0.6;
        // One size for every line, the largest at which the widest keys and the widest purpose
        // both fit beside each other.
        let wanted = line_h * 0.55;
        let widest = |texts: &mut dyn Iterator<Item = &String>| {
            texts
                .map(|t| p.measure(t, wanted, Weight::Regular))
                .fold(0.0_f32, f32::max)
        };
        let keys_w = widest(&mut lines.iter().map(|(k, _)| k));
        let purpose_w = widest(&mut lines.iter().map(|(_, p)| p));
        // In a short window the lines keep the smallest text: the panel widens for them.
        let at_least = (keys_w + purpose_w) * MIN_TEXT / wanted.max(1.0) + 2.0 * inset + gap;
        let w = (l.width * 0.96).min((line_h * 26.0).max(at_least));
        let room = w - 2.0 * inset - gap;
        let size = (wanted * room / (keys_w + purpose_w).max(1.0))
            .min(wanted)
            .max(MIN_TEXT);
        Sheet {
            line_h,
            inset,
            gap,
            size,
            key_w: keys_w * size / wanted,
            panel: l.centred(w, line_h * rows),
        }
    }

    /// The width of how to play's pictures, in place of the keys.
    fn picture_w(&self) -> f32 {
        self.line_h * 2.2
    }

    /// `purpose` as it is drawn: whole if it fits beside the keys (beside a picture, for a
    /// line of how to play), else broken at the last space that lets its first part fit, the
    /// rest on the row below.
    fn split<'a>(&self, p: &Painter, purpose: &'a str, how: bool) -> (&'a str, Option<&'a str>) {
        let beside = if how { self.picture_w() } else { self.key_w };
        let room = self.panel.w - 2.0 * self.inset - beside - self.gap;
        if p.measure(purpose, self.size, Weight::Regular) <= room {
            return (purpose, None);
        }
        purpose
            .match_indices(' ')
            .rev()
            .map(|(at, _)| (&purpose[..at], &purpose[at + 1..]))
            .find(|(first, _)| p.measure(first, self.size, Weight::Regular) <= room)
            .map_or((purpose, None), |(first, rest)| (first, Some(rest)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::button::Tool;

    #[test]
    fn help_names_every_button_and_its_keys() {
        let text: String = lines(7, true)
            .iter()
            .map(|(k, p)| format!("{k} {p}\n"))
            .collect();
        for tool in Tool::all() {
            assert!(text.contains(tool.label()), "{tool:?} missing");
            assert!(text.contains(&tool.keys()), "{tool:?}'s keys missing");
        }
        assert!(text.contains("Ctrl+C") && text.contains("Ctrl+V") && text.contains("1-7"));
    }
}

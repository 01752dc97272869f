//! The pictures of the buttons over the board (the row of tools and the game-over buttons):
//! one line drawing each, so a row too narrow for its words (a small window, a language of
//! long words) still shows every button whole, named by its tooltip. Drawn with lines and
//! shapes in the text's colour, in any theme.

use super::paint::{Painter, Weight};
use crate::board::Player;
use macroquad::prelude::{draw_line, draw_triangle, Color, Vec2};
use std::f32::consts::PI;

/// A button's picture.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Icon {
    /// A plus: a new game.
    NewGame,
    /// An arrow turning back.
    Undo,
    /// An arrow turning on.
    Redo,
    /// A play sign.
    Resume,
    /// A light bulb.
    Hint,
    /// A graph on its axes.
    Analysis,
    /// A magnifying glass.
    Why,
    /// An open book: the coach, learning from mistakes.
    Book,
    /// A coin of each side.
    Modes,
    /// A cog.
    Settings,
    /// Three bars.
    Statistics,
    /// A question mark.
    Help,
    /// The power sign.
    Quit,
    /// An arrow going round: play again.
    PlayAgain,
    /// A framed landscape: a picture.
    Picture,
    /// Steps back and on: the review.
    Review,
    /// A floppy disk: a saved game file.
    SaveGame,
}

/// Paints `icon` in a square `side` wide centred on `centre`, in `colour`.
pub fn draw(p: &Painter, icon: Icon, centre: (f32, f32), side: f32, colour: Color) {
    let pen = Pen {
        centre,
        side,
        stroke: (side * 0.09).max(1.5),
        colour,
    };
    match icon {
        Icon::NewGame => {
            pen.line((-0.32, 0.0), (0.32, 0.0));
            pen.line((0.0, -0.32), (0.0, 0.32));
        }
        Icon::Undo => pen.turning_arrow(false),
        Icon::Redo => pen.turning_arrow(true),
        Icon::Resume => pen.triangle((-0.22, -0.3), (-0.22, 0.3), (0.3, 0.0)),
        Icon::Hint => {
            // A bulb and its base.
            pen.arc((0.0, -0.1), 0.25, -1.25 * PI, 0.25 * PI);
            pen.line((-0.17, 0.08), (-0.1, 0.2));
            pen.line((0.17, 0.08), (0.1, 0.2));
            pen.line((-0.12, 0.27), (0.12, 0.27));
            pen.line((-0.08, 0.37), (0.08, 0.37));
        }
        Icon::Analysis => {
            // A graph on two axes.
            pen.line((-0.36, -0.36), (-0.36, 0.36));
            pen.line((-0.36, 0.36), (0.38, 0.36));
            pen.polyline(&[(-0.28, 0.14), (-0.1, -0.08), (0.06, 0.08), (0.32, -0.3)]);
        }
        Icon::Why => {
            // A magnifying glass.
            pen.arc((-0.07, -0.07), 0.23, 0.0, 2.0 * PI);
            pen.line((0.1, 0.1), (0.34, 0.34));
        }
        Icon::Book => {
            // An open book.
            pen.polyline(&[(0.0, -0.18), (-0.38, -0.28), (-0.38, 0.24), (0.0, 0.32)]);
            pen.polyline(&[(0.0, -0.18), (0.38, -0.28), (0.38, 0.24), (0.0, 0.32)]);
            pen.line((0.0, -0.18), (0.0, 0.32));
        }
        Icon::Modes => {
            // One coin of each side: who plays them.
            let r = side * 0.2;
            let (cx, cy) = centre;
            p.coin(cx - side * 0.17, cy, r, Player::Red);
            p.coin(cx + side * 0.17, cy, r, Player::Yellow);
        }
        Icon::Settings => {
            // A cog: a ring and eight teeth.
            pen.arc((0.0, 0.0), 0.2, 0.0, 2.0 * PI);
            for tooth in 0..8u8 {
                let angle = f32::from(tooth) * PI / 4.0;
                let (sin, cos) = angle.sin_cos();
                let thick = Pen {
                    stroke: pen.stroke * 1.6,
                    ..pen
                };
                thick.line((0.24 * cos, 0.24 * sin), (0.38 * cos, 0.38 * sin));
            }
        }
        Icon::Statistics => {
            for (x, top) in [(-0.22, 0.05), (0.0, -0.3), (0.22, -0.1)] {
                let bar = Pen {
                    stroke: side * 0.16,
                    ..pen
                };
                bar.line((x, 0.36), (x, top));
            }
        }
        Icon::Help => {
            let size = side * 0.85;
            let (cx, cy) = centre;
            p.text_centred("?", cx, cy, size, colour, Weight::Bold);
        }
        Icon::Quit => {
            // The power sign.
            pen.arc((0.0, 0.04), 0.3, -0.3 * PI, 1.3 * PI);
            pen.line((0.0, -0.38), (0.0, -0.02));
        }
        Icon::PlayAgain => {
            pen.arc((0.0, 0.0), 0.3, -0.4 * PI, 1.25 * PI);
            let (x, y) = (0.3 * (-0.4 * PI).cos(), 0.3 * (-0.4 * PI).sin());
            pen.triangle((x - 0.04, y - 0.16), (x - 0.04, y + 0.16), (x + 0.2, y));
        }
        Icon::Picture => {
            pen.polyline(&[
                (-0.38, -0.3),
                (0.38, -0.3),
                (0.38, 0.3),
                (-0.38, 0.3),
                (-0.38, -0.3),
            ]);
            pen.triangle((-0.3, 0.24), (-0.06, -0.06), (0.14, 0.24));
            pen.triangle((0.02, 0.24), (0.16, 0.06), (0.32, 0.24));
            pen.arc((0.2, -0.14), 0.05, 0.0, 2.0 * PI);
        }
        Icon::Review => {
            pen.triangle((-0.06, -0.24), (-0.06, 0.24), (-0.38, 0.0));
            pen.triangle((0.06, -0.24), (0.06, 0.24), (0.38, 0.0));
        }
        Icon::SaveGame => {
            pen.polyline(&[
                (-0.34, -0.34),
                (0.22, -0.34),
                (0.34, -0.22),
                (0.34, 0.34),
                (-0.34, 0.34),
                (-0.34, -0.34),
            ]);
            pen.polyline(&[(-0.18, -0.34), (-0.18, -0.12), (0.14, -0.12), (0.14, -0.34)]);
            pen.polyline(&[(-0.2, 0.34), (-0.2, 0.1), (0.2, 0.1), (0.2, 0.34)]);
        }
    }
}

/// Draws in a square `side` wide round `centre`, in units of the side (-0.5 to 0.5 each way).
#[derive(Debug, Clone, Copy)]
struct Pen {
    centre: (f32, f32),
    side: f32,
    stroke: f32,
    colour: Color,
}

impl Pen {
    fn at(&self, (x, y): (f32, f32)) -> Vec2 {
        Vec2::new(self.centre.0 + x * self.side, self.centre.1 + y * self.side)
    }

    fn line(&self, from: (f32, f32), to: (f32, f32)) {
        let (a, b) = (self.at(from), self.at(to));
        draw_line(a.x, a.y, b.x, b.y, self.stroke, self.colour);
    }

    fn polyline(&self, points: &[(f32, f32)]) {
        for pair in points.windows(2) {
            self.line(pair[0], pair[1]);
        }
    }

    fn triangle(&self, a: (f32, f32), b: (f32, f32), c: (f32, f32)) {
        draw_triangle(self.at(a), self.at(b), self.at(c), self.colour);
    }

    /// The arc of radius `r` round `centre` from angle `from` to `to` (radians, clockwise on
    /// screen, 0 pointing right).
    fn arc(&self, centre: (f32, f32), r: f32, from: f32, to: f32) {
        const STEPS: u8 = 24;
        let point = |t: f32| {
            let angle = from + (to - from) * t;
            (centre.0 + r * angle.cos(), centre.1 + r * angle.sin())
        };
        let points: Vec<(f32, f32)> = (0..=STEPS)
            .map(|i| point(f32::from(i) / f32::from(STEPS)))
            .collect();
        self.polyline(&points);
    }

    /// Undo's arrow: over the top from the right, its head at the left pointing down; redo's
    /// the mirror of it.
    fn turning_arrow(&self, mirrored: bool) {
        let flip = if mirrored { -1.0 } else { 1.0 };
        let centre = (0.0, 0.08);
        let r = 0.28;
        let points: Vec<(f32, f32)> = (0..=20u8)
            .map(|i| {
                let angle = 0.15 * PI - f32::from(i) / 20.0 * 1.15 * PI;
                (
                    flip * (centre.0 + r * angle.cos()),
                    centre.1 + r * angle.sin(),
                )
            })
            .collect();
        self.polyline(&points);
        let (x, y) = (flip * (centre.0 - r), centre.1);
        self.triangle((x - 0.15, y - 0.02), (x + 0.15, y - 0.02), (x, y + 0.2));
    }
}

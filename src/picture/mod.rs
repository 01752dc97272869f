//! Pictures of the board drawn without a window, in the window's look: a PNG of a position
//! (`plot4 image`) and a GIF of a game, one move a frame (`plot4 gif`). The drawing follows
//! the window's board (`ui::board_view`): the same frame, holes, coin rims, marks and winning
//! line, in proportion to the cell, with the colours of [`palette`].

pub mod palette;

use crate::board::{Board, Cell, Column, Player, Size};
use palette::{Colour, Look, Mark};
use thiserror::Error;
use tiny_skia::{FillRule, LineCap, Paint, PathBuilder, Pixmap, Stroke, Transform};

/// The smallest and largest picture side in pixels: smaller cannot show a coin's mark, larger
/// is more than any screen and than a GIF frame may hold.
pub const SIDE_RANGE: std::ops::RangeInclusive<u32> = 32..=4096;

/// How long each move of an animation shows, in hundredths of a second.
const MOVE_DELAY: u16 = 70;
/// How long the last position shows before the animation starts again.
const END_DELAY: u16 = 300;

/// Why a picture could not be made.
#[derive(Debug, Error)]
pub enum PictureError {
    /// A side out of [`SIDE_RANGE`].
    #[error("a picture of {width}x{height} pixels: each side must be {}-{}", SIDE_RANGE.start(), SIDE_RANGE.end())]
    Size {
        /// Pixels across.
        width: u32,
        /// Pixels down.
        height: u32,
    },
    /// The encoder failed.
    #[error("cannot encode the picture: {0}")]
    Encode(String),
}

/// Where the board lies in a picture of a given size: the cell's side and the board's corner.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Frame {
    width: u32,
    height: u32,
    size: Size,
    /// One cell's side, in pixels.
    cell: f32,
    /// The board's top-left corner (inside its frame).
    left: f32,
    top: f32,
}

impl Frame {
    /// The board of `size` in the middle of a `width`×`height` picture, half a cell of margin
    /// round it at the least.
    pub fn new(size: Size, width: u32, height: u32) -> Result<Frame, PictureError> {
        if !SIDE_RANGE.contains(&width) || !SIDE_RANGE.contains(&height) {
            return Err(PictureError::Size { width, height });
        }
        let (columns, rows) = (size.width(), size.height());
        let cell = (width as f32 / (columns as f32 + 1.0)).min(height as f32 / (rows as f32 + 1.0));
        Ok(Frame {
            width,
            height,
            size,
            cell,
            left: (width as f32 - cell * columns as f32) / 2.0,
            top: (height as f32 - cell * rows as f32) / 2.0,
        })
    }

    /// The picture's width and height in pixels.
    pub fn pixels(&self) -> (u32, u32) {
        (self.width, self.height)
    }

    /// The centre of `cell` (row 0 at the bottom) in pixels from the top-left corner.
    pub fn cell_centre(&self, cell: Cell) -> (f32, f32) {
        let x = self.left + (f32::from(cell.column) + 0.5) * self.cell;
        let y = self.top + (self.size.height() as f32 - f32::from(cell.row) - 0.5) * self.cell;
        (x, y)
    }

    /// A coin's radius, as the window draws it against its cell.
    pub fn coin_radius(&self) -> f32 {
        self.cell * 0.41
    }

    /// Draws `board`, whose first mover is `first` (the board calls the first mover Red), in
    /// `look`, as the window draws its board: the coins behind a face with a hole in each
    /// cell, a rim round the frame and a bevel inside it, each hole's inner edge in shade at the
    /// top and lit at the bottom. A won board shows its winning line.
    pub fn draw(&self, board: &Board, first: Player, look: &Look) -> Pixmap {
        let mut pixmap = Pixmap::new(self.width, self.height).expect("sides checked in new");
        pixmap.fill(skia(look.background));
        self.board_back(&mut pixmap, look);
        let r = self.coin_radius();
        for cell in self.size.every_cell() {
            if let Some(side) = board.at(cell) {
                let player = if first == Player::Red {
                    side
                } else {
                    side.opponent()
                };
                let (x, y) = self.cell_centre(cell);
                coin(&mut pixmap, x, y, r, look.coin(player));
            }
        }
        self.board_front(&mut pixmap, look);
        self.winning_lines(&mut pixmap, board, look);
        pixmap
    }

    /// The frame's width round the cells, as the window's layout has it.
    fn pad(&self) -> f32 {
        self.cell * 0.16
    }

    /// The board and its frame, from the top-left corner: x, y, width, height.
    fn outer(&self) -> (f32, f32, f32, f32) {
        let pad = self.pad();
        (
            self.left - pad,
            self.top - pad,
            self.cell * self.size.width() as f32 + 2.0 * pad,
            self.cell * self.size.height() as f32 + 2.0 * pad,
        )
    }

    fn hole_radius(&self) -> f32 {
        self.coin_radius() * 1.06
    }

    /// What lies behind the face: its shadow on the table and the dark an empty hole shows.
    fn board_back(&self, pixmap: &mut Pixmap, look: &Look) {
        let (x, y, w, h) = self.outer();
        let pad = self.pad();
        let shadow = rect(
            x + self.cell * 0.06 + pad * 0.5,
            y + self.cell * 0.1 + pad * 0.5,
            w - pad,
            h - pad,
        );
        fill(pixmap, &shadow, look.hole.with_alpha(0.3));
        let inside = rect(x + pad, y + pad, w - 2.0 * pad, h - 2.0 * pad);
        fill(pixmap, &inside, look.hole);
    }

    /// The face with its holes, lighter towards the top; the rim and the bevel; the holes'
    /// inner edges, which lie over the coins' edges.
    fn board_front(&self, pixmap: &mut Pixmap, look: &Look) {
        let (x, y, w, h) = self.outer();
        let face = look.board;
        let white = Colour::new(1.0, 1.0, 1.0, 1.0);
        let black = Colour::new(0.0, 0.0, 0.0, 1.0);
        let lit = face.mix(white, 0.3);
        let dark = look.board_edge.mix(black, 0.25);
        let hollow = look.board_edge.mix(black, 0.5);
        let mut path = PathBuilder::new();
        path.push_rect(tiny_skia::Rect::from_xywh(x, y, w, h).expect("a positive size"));
        let hole_r = self.hole_radius();
        for cell in self.size.every_cell() {
            let (cx, cy) = self.cell_centre(cell);
            path.push_circle(cx, cy, hole_r);
        }
        if let Some(path) = path.finish() {
            let top = face.mix(lit, 0.22);
            let shader = gradient((x, y), top, (x, y + h), face);
            pixmap.fill_path(
                &path,
                &shaded(shader),
                FillRule::EvenOdd,
                Transform::identity(),
                None,
            );
        }
        let bevel = (self.cell * 0.06).max(1.0);
        for cell in self.size.every_cell() {
            let (cx, cy) = self.cell_centre(cell);
            let ring_r = hole_r - bevel * 0.5;
            let Some(ring) = PathBuilder::from_circle(cx, cy, ring_r) else {
                continue;
            };
            // In shade where the edge faces the top left, lit where it faces the bottom right.
            let d = ring_r * std::f32::consts::FRAC_1_SQRT_2;
            let stops = vec![
                tiny_skia::GradientStop::new(0.0, skia(hollow.with_alpha(0.8))),
                tiny_skia::GradientStop::new(0.5, skia(hollow.with_alpha(0.0))),
                tiny_skia::GradientStop::new(0.5, skia(lit.with_alpha(0.0))),
                tiny_skia::GradientStop::new(1.0, skia(lit.with_alpha(0.55))),
            ];
            let shader = tiny_skia::LinearGradient::new(
                tiny_skia::Point::from_xy(cx - d, cy - d),
                tiny_skia::Point::from_xy(cx + d, cy + d),
                stops,
                tiny_skia::SpreadMode::Pad,
                Transform::identity(),
            );
            if let Some(shader) = shader {
                let stroke = Stroke {
                    width: bevel,
                    ..Stroke::default()
                };
                pixmap.stroke_path(&ring, &shaded(shader), &stroke, Transform::identity(), None);
            }
        }
        // The rim: a band of the frame's darker edge all round the outside; inside it the
        // bevel, lit along the top and left, in shade along the bottom and right.
        let rim = (self.pad() * 0.3).max(1.0);
        let band = rect(x + rim / 2.0, y + rim / 2.0, w - rim, h - rim);
        stroke_square(pixmap, &band, rim, look.board_edge);
        let edge = (self.pad() * 0.18).max(1.0);
        let (ix, iy, iw, ih) = (x + rim, y + rim, w - 2.0 * rim, h - 2.0 * rim);
        for (from, to, colour) in [
            ((ix, iy + edge / 2.0), (ix + iw, iy + edge / 2.0), lit),
            ((ix + edge / 2.0, iy), (ix + edge / 2.0, iy + ih), lit),
            (
                (ix, iy + ih - edge / 2.0),
                (ix + iw, iy + ih - edge / 2.0),
                dark,
            ),
            (
                (ix + iw - edge / 2.0, iy),
                (ix + iw - edge / 2.0, iy + ih),
                dark,
            ),
        ] {
            let mut line = PathBuilder::new();
            line.move_to(from.0, from.1);
            line.line_to(to.0, to.1);
            if let Some(line) = line.finish() {
                stroke_square(pixmap, &line, edge, colour);
            }
        }
    }

    /// The winning line and a ring round each of its coins, each over a keyline.
    fn winning_lines(&self, pixmap: &mut Pixmap, board: &Board, look: &Look) {
        let r = self.coin_radius();
        let keyline = |width: f32| width + 2.0 * (width * 0.3).max(1.0);
        let ring_w = self.cell * 0.07;
        let line_w = self.cell * 0.14;
        for (width, colour) in [(keyline(ring_w), look.keyline), (ring_w, look.highlight)] {
            for cell in board.winning_cells() {
                let (x, y) = self.cell_centre(cell);
                // The window's ring runs from 1.08 radii out; a stroke here is centred.
                if let Some(ring) = PathBuilder::from_circle(x, y, r * 1.08 + ring_w / 2.0) {
                    stroke(pixmap, &ring, width, colour);
                }
            }
        }
        for (width, colour) in [(keyline(line_w), look.keyline), (line_w, look.highlight)] {
            for line in board.winning_lines() {
                let (x1, y1) = self.cell_centre(line.from);
                let (x2, y2) = self.cell_centre(line.to);
                let mut path = PathBuilder::new();
                path.move_to(x1, y1);
                path.line_to(x2, y2);
                if let Some(path) = path.finish() {
                    stroke(pixmap, &path, width, colour);
                }
            }
        }
    }
}

/// The PNG of `board` (first mover `first`) in `look`, `width`×`height` pixels.
pub fn png(
    board: &Board,
    first: Player,
    look: &Look,
    width: u32,
    height: u32,
) -> Result<Vec<u8>, PictureError> {
    let frame = Frame::new(board.size(), width, height)?;
    frame
        .draw(board, first, look)
        .encode_png()
        .map_err(|e| PictureError::Encode(e.to_string()))
}

/// A GIF that plays `moves` (the first of them `first`'s) from the empty board of `size`, one
/// move a frame, then holds the last position and starts again. The moves must be legal (the
/// caller has read them).
pub fn gif(
    size: Size,
    moves: &[Column],
    first: Player,
    look: &Look,
    width: u32,
    height: u32,
) -> Result<Vec<u8>, PictureError> {
    let frame = Frame::new(size, width, height)?;
    let encode = |e: gif::EncodingError| PictureError::Encode(e.to_string());
    let mut out = Vec::new();
    {
        // Sides are at most 4096 (SIDE_RANGE), so they fit a GIF's 16 bits.
        let (w, h) = (width as u16, height as u16);
        let mut encoder = gif::Encoder::new(&mut out, w, h, &[]).map_err(encode)?;
        encoder.set_repeat(gif::Repeat::Infinite).map_err(encode)?;
        let mut board = Board::empty(size);
        for i in 0..=moves.len() {
            if i > 0 {
                board = board
                    .play(moves[i - 1])
                    .expect("the caller passes a legal game");
            }
            let mut rgba = frame.draw(&board, first, look).take();
            let mut picture = gif::Frame::from_rgba_speed(w, h, &mut rgba, 10);
            picture.delay = if i == moves.len() {
                END_DELAY
            } else {
                MOVE_DELAY
            };
            encoder.write_frame(&picture).map_err(encode)?;
        }
    }
    Ok(out)
}

/// One coin: the rim, the face inside it and the face's mark, as the window's painter draws.
fn coin(pixmap: &mut Pixmap, x: f32, y: f32, r: f32, look: &palette::CoinLook) {
    disc(pixmap, x, y, r, look.rim);
    disc(pixmap, x, y, r * 0.87, look.face);
    match look.mark {
        Mark::Plain => {}
        Mark::Ring => {
            if let Some(ring) = PathBuilder::from_circle(x, y, r * 0.62) {
                stroke(pixmap, &ring, r * 0.06, look.mark_colour);
            }
        }
        Mark::Dot => disc(pixmap, x, y, r * 0.22, look.mark_colour),
        Mark::Cross => {
            let d = r * 0.42;
            let mut path = PathBuilder::new();
            path.move_to(x - d, y - d);
            path.line_to(x + d, y + d);
            path.move_to(x - d, y + d);
            path.line_to(x + d, y - d);
            if let Some(path) = path.finish() {
                stroke(pixmap, &path, r * 0.12, look.mark_colour);
            }
        }
    }
    // The window's glint, off the centre so the centre keeps the coin's colour.
    disc(
        pixmap,
        x - r * 0.38,
        y - r * 0.40,
        r * 0.13,
        Colour::new(1.0, 1.0, 1.0, 0.45),
    );
}

fn skia(colour: Colour) -> tiny_skia::Color {
    tiny_skia::Color::from_rgba(
        colour.r.clamp(0.0, 1.0),
        colour.g.clamp(0.0, 1.0),
        colour.b.clamp(0.0, 1.0),
        colour.a.clamp(0.0, 1.0),
    )
    .unwrap_or(tiny_skia::Color::BLACK)
}

fn paint(colour: Colour) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color(skia(colour));
    paint.anti_alias = true;
    paint
}

fn fill(pixmap: &mut Pixmap, path: &tiny_skia::Path, colour: Colour) {
    pixmap.fill_path(
        path,
        &paint(colour),
        FillRule::Winding,
        Transform::identity(),
        None,
    );
}

fn stroke(pixmap: &mut Pixmap, path: &tiny_skia::Path, width: f32, colour: Colour) {
    let stroke = Stroke {
        width,
        line_cap: LineCap::Round,
        ..Stroke::default()
    };
    pixmap.stroke_path(path, &paint(colour), &stroke, Transform::identity(), None);
}

fn disc(pixmap: &mut Pixmap, x: f32, y: f32, r: f32, colour: Colour) {
    if let Some(path) = PathBuilder::from_circle(x, y, r) {
        fill(pixmap, &path, colour);
    }
}

/// A rectangle's path.
fn rect(x: f32, y: f32, w: f32, h: f32) -> tiny_skia::Path {
    let r = tiny_skia::Rect::from_xywh(x, y, w.max(1.0), h.max(1.0)).expect("a positive size");
    PathBuilder::from_rect(r)
}

/// A vertical (or any) linear gradient from `from` in `a` to `to` in `b`.
fn gradient(from: (f32, f32), a: Colour, to: (f32, f32), b: Colour) -> tiny_skia::Shader<'static> {
    tiny_skia::LinearGradient::new(
        tiny_skia::Point::from_xy(from.0, from.1),
        tiny_skia::Point::from_xy(to.0, to.1),
        vec![
            tiny_skia::GradientStop::new(0.0, skia(a)),
            tiny_skia::GradientStop::new(1.0, skia(b)),
        ],
        tiny_skia::SpreadMode::Pad,
        Transform::identity(),
    )
    .unwrap_or(tiny_skia::Shader::SolidColor(skia(b)))
}

fn shaded(shader: tiny_skia::Shader<'static>) -> Paint<'static> {
    Paint {
        shader,
        anti_alias: true,
        ..Paint::default()
    }
}

/// A stroke with square ends, as the window's straight lines have.
fn stroke_square(pixmap: &mut Pixmap, path: &tiny_skia::Path, width: f32, colour: Colour) {
    let stroke = Stroke {
        width,
        line_cap: LineCap::Butt,
        ..Stroke::default()
    };
    pixmap.stroke_path(path, &paint(colour), &stroke, Transform::identity(), None);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_digits;

    /// The colour of the pixel nearest `(x, y)`.
    fn at(pixmap: &Pixmap, (x, y): (f32, f32)) -> [u8; 3] {
        let pixel = pixmap
            .pixel(x as u32, y as u32)
            .expect("inside the picture");
        [pixel.red(), pixel.green(), pixel.blue()]
    }

    #[test]
    fn each_cell_centre_shows_its_coin_or_the_hole_in_every_look() {
        let board = parse_digits("44536").unwrap();
        let frame = Frame::new(board.size(), 350, 300).unwrap();
        for look in [Look::CLASSIC, Look::DARK, Look::LIGHT, Look::COLOUR_BLIND] {
            let pixmap = frame.draw(&board, Player::Red, &look);
            for column in 0..7 {
                for row in 0..6 {
                    let cell = Cell { column, row };
                    let expected = match board.at(cell) {
                        Some(player) => look.coin(player).centre(),
                        None => look.hole,
                    };
                    assert_eq!(
                        at(&pixmap, frame.cell_centre(cell)),
                        expected.rgb8(),
                        "{cell:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn the_winning_rings_lie_on_their_keyline_in_every_look() {
        // Red's four along the bottom row, columns 4 to 7.
        let board = parse_digits("4455667").unwrap();
        let frame = Frame::new(board.size(), 700, 600).unwrap();
        let r = frame.coin_radius();
        let ring_w = frame.cell * 0.07;
        let middle = r * 1.08 + ring_w / 2.0;
        let outside = middle + ring_w / 2.0 + (ring_w * 0.3).max(1.0) / 2.0;
        for look in [Look::CLASSIC, Look::DARK, Look::LIGHT, Look::COLOUR_BLIND] {
            let pixmap = frame.draw(&board, Player::Red, &look);
            // Left of column 4's coin, where no line crosses its ring.
            let (x, y) = frame.cell_centre(Cell { column: 3, row: 0 });
            assert_eq!(at(&pixmap, (x - middle, y)), look.highlight.rgb8());
            let edge = at(&pixmap, (x - outside, y));
            let keyline = look.keyline.rgb8();
            let near = edge.iter().zip(keyline).all(|(a, b)| a.abs_diff(b) <= 40);
            assert!(near, "{edge:?} is not the keyline {keyline:?}");
        }
    }

    #[test]
    fn a_game_yellow_started_shows_the_first_coin_yellow() {
        let board = parse_digits("4").unwrap();
        let frame = Frame::new(board.size(), 350, 300).unwrap();
        let pixmap = frame.draw(&board, Player::Yellow, &Look::CLASSIC);
        let first = frame.cell_centre(Cell { column: 3, row: 0 });
        assert_eq!(at(&pixmap, first), Look::CLASSIC.yellow.face.rgb8());
    }

    #[test]
    fn sides_out_of_range_are_refused() {
        let size = Size::STANDARD;
        assert!(Frame::new(size, 31, 300).is_err());
        assert!(Frame::new(size, 300, 4097).is_err());
        assert!(Frame::new(size, 32, 4096).is_ok());
    }
}

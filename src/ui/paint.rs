//! The drawing kit every screen paints with: the fonts, the [`Theme`], the frame's [`Layout`],
//! time and pointer, and shapes and text built from them. Drawing reads state and never changes
//! it; all motion is computed from the time passed in.

use super::layout::{units, Layout, Rect};
use super::theme::{CoinMark, Theme};
use crate::board::Player;
use macroquad::prelude::*;
use std::cell::RefCell;
use std::collections::HashSet;

/// Corners of the polygons that stand in for circles.
pub const SIDES: u8 = 48;

pub use super::layout::MIN_TEXT;
// Colours mix where the theme defines them; the painter's shapes mix them too.
pub use super::theme::mix;

/// How heavy a text is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Weight {
    /// Running text.
    Regular,
    /// Headings, titles and what must stand out.
    Bold,
}

/// The fonts the window uses, loaded once from the bundled assets.
pub struct Fonts {
    regular: Font,
    bold: Font,
}

impl Fonts {
    /// Loads the DejaVu fonts bundled into the binary.
    pub fn load() -> Fonts {
        let load = |bytes: &[u8]| {
            let mut font = load_ttf_font_from_bytes(bytes).expect("the bundled font is valid");
            font.set_filter(FilterMode::Linear);
            font
        };
        Fonts {
            regular: load(include_bytes!("../../assets/DejaVuSans.ttf")),
            bold: load(include_bytes!("../../assets/DejaVuSans-Bold.ttf")),
        }
    }
}

/// What one frame is drawn with.
pub struct Painter<'a> {
    /// Where everything goes.
    pub layout: &'a Layout,
    /// The colours.
    pub theme: &'a Theme,
    /// The frame's time, in seconds on the frame clock.
    pub now: f64,
    /// Where the pointer is, in logical pixels.
    pub pointer: (f32, f32),
    /// Whether the left mouse button is held down.
    pub button_down: bool,
    /// How long the pointer has rested where it is, in seconds (tooltips wait for it).
    pub pointer_rest: f64,
    fonts: &'a Fonts,
}

impl<'a> Painter<'a> {
    /// A painter for one frame.
    pub fn new(
        layout: &'a Layout,
        theme: &'a Theme,
        fonts: &'a Fonts,
        now: f64,
        pointer: (f32, f32),
    ) -> Painter<'a> {
        Painter {
            layout,
            theme,
            now,
            pointer,
            button_down: false,
            pointer_rest: 0.0,
            fonts,
        }
    }

    /// The same painter over another layout (a part of the window laid out apart).
    pub fn over<'b>(&self, layout: &'b Layout) -> Painter<'b>
    where
        'a: 'b,
    {
        Painter {
            layout,
            theme: self.theme,
            now: self.now,
            pointer: self.pointer,
            button_down: self.button_down,
            pointer_rest: self.pointer_rest,
            fonts: self.fonts,
        }
    }

    /// The same painter, knowing how long the pointer has rested where it is.
    pub fn with_pointer_rest(self, pointer_rest: f64) -> Painter<'a> {
        Painter {
            pointer_rest,
            ..self
        }
    }

    /// The same painter with the pointer nowhere: for a screen under another, which the
    /// pointer does not reach (no button of it lights up, no tooltip of it peeks out).
    pub fn without_pointer(&self) -> Painter<'a> {
        Painter {
            pointer: (f32::NAN, f32::NAN),
            button_down: false,
            ..*self
        }
    }

    /// The same painter, knowing whether the left mouse button is held down.
    pub fn with_button_down(self, button_down: bool) -> Painter<'a> {
        Painter {
            button_down,
            ..self
        }
    }

    /// Fills the window with the background.
    pub fn background(&self) {
        clear_background(self.theme.background);
    }

    /// A ring of `width` round the point `centre`, `radius` out: a mark on a coin, a hole or a
    /// point of the graph.
    pub fn ring(&self, centre: (f32, f32), radius: f32, width: f32, colour: Color) {
        let (x, y) = centre;
        draw_poly_lines(x, y, SIDES, radius, 0.0, width, colour);
    }

    /// A ring that marks something on the board (a win, the last move, a mistake, a threat):
    /// `colour` over a wider band of the theme's keyline, so the mark shows on the board's
    /// face, on a coin of either side and in a hole alike. As with [`Painter::ring`], the
    /// ring runs from `radius` out; the keyline shows on both sides of it. It fades with
    /// `colour`.
    pub fn mark_ring(&self, centre: (f32, f32), radius: f32, width: f32, colour: Color) {
        let (x, y) = centre;
        let edge = (width * 0.3).max(1.0);
        let keyline = Color {
            a: self.theme.keyline.a * colour.a,
            ..self.theme.keyline
        };
        let inside = (radius - edge).max(0.0);
        draw_poly_lines(x, y, SIDES, inside, 0.0, width + 2.0 * edge, keyline);
        draw_poly_lines(x, y, SIDES, radius, 0.0, width, colour);
    }

    /// One coin of `player`, in the theme's look: a rim, a face lit from the top left, the
    /// theme's mark, and a glint.
    pub fn coin(&self, x: f32, y: f32, r: f32, player: Player) {
        let style = self.theme.coin(player);
        draw_poly(x, y, SIDES, r, 0.0, style.rim);
        let lit = mix(style.face, WHITE, 0.38);
        let shaded = mix(style.face, style.rim, 0.6);
        shaded_disc(
            (x, y),
            r * 0.87,
            (x - r * 0.25, y - r * 0.25),
            lit,
            |towards_light| {
                if towards_light >= 0.0 {
                    mix(style.face, lit, towards_light * 0.25)
                } else {
                    mix(style.face, shaded, -towards_light)
                }
            },
        );
        let colour = style.mark_colour;
        match style.mark {
            CoinMark::Ring => {
                // A groove: its lower edge catches the light, its upper edge is in shade.
                let w = r * 0.07;
                draw_poly_lines(x, y + w * 0.5, SIDES, r * 0.62, 0.0, w, colour);
                draw_poly_lines(
                    x,
                    y - w * 0.5,
                    SIDES,
                    r * 0.62,
                    0.0,
                    w,
                    Color {
                        a: 0.5,
                        ..style.rim
                    },
                );
            }
            CoinMark::Dot => draw_poly(x, y, SIDES, r * 0.22, 0.0, colour),
            CoinMark::Cross => {
                let d = r * 0.42;
                draw_line(x - d, y - d, x + d, y + d, r * 0.12, colour);
                draw_line(x - d, y + d, x + d, y - d, r * 0.12, colour);
            }
        }
        let glint = Color::new(1.0, 1.0, 1.0, 0.45);
        draw_poly(x - r * 0.38, y - r * 0.40, SIDES, r * 0.13, 0.0, glint);
    }

    /// Eight dots chasing round a circle of `radius` at (`cx`, `cy`): it keeps moving while
    /// something is being worked out.
    pub fn spinner(&self, cx: f32, cy: f32, radius: f32, colour: Color) {
        let head = (self.now * 10.0) as usize % 8;
        for i in 0..8 {
            let angle = i as f32 / 8.0 * std::f32::consts::TAU;
            let age = (head + 8 - i) % 8;
            let alpha = 1.0 - age as f32 / 8.0;
            draw_circle(
                cx + angle.cos() * radius * 0.75,
                cy + angle.sin() * radius * 0.75,
                radius * 0.18,
                Color {
                    a: alpha * colour.a,
                    ..colour
                },
            );
        }
    }

    /// Veils the whole window in the theme's shade at `alpha`: what is under an overlay.
    pub fn shade(&self, alpha: f32) {
        let colour = Color {
            a: alpha,
            ..self.theme.shade
        };
        draw_rectangle(0.0, 0.0, self.layout.width, self.layout.height, colour);
    }

    /// A sheet over the screen below (settings, statistics): the shade, the panel and its
    /// title at `title_y`, lines `line_h` apart. Returns the text size of the sheet's lines.
    pub fn sheet(&self, panel: Rect, line_h: f32, title: &str, title_y: f32) -> f32 {
        self.shade(0.85);
        rounded_rect(panel, line_h * 0.4, self.theme.panel);
        let size = line_h * 0.46;
        let centre = self.layout.width / 2.0;
        self.text_centred(
            title,
            centre,
            title_y,
            size * 1.25,
            self.theme.text,
            Weight::Bold,
        );
        size
    }

    /// The size that fits `text` into `max_width`, no larger than `size`, and never under the
    /// smallest text that reads (unless `size` itself is smaller).
    pub fn fitted(&self, text: &str, size: f32, weight: Weight, max_width: f32) -> f32 {
        let width = self.measure(text, size, weight);
        if width > max_width && width > 0.0 {
            (size * max_width / width).max(MIN_TEXT.min(size))
        } else {
            size
        }
    }

    /// The width of `text` at `size`.
    pub fn measure(&self, text: &str, size: f32, weight: Weight) -> f32 {
        let (font_size, scale) = font_size(size);
        asking(text, font_size, weight);
        measure_text(text, Some(self.font(weight)), font_size, scale).width
    }

    fn font(&self, weight: Weight) -> &Font {
        match weight {
            Weight::Regular => &self.fonts.regular,
            Weight::Bold => &self.fonts.bold,
        }
    }

    /// `text` centred on (`cx`, `cy`), shrunk to fit the window's width, never under
    /// [`MIN_TEXT`]; a line that is still too wide (a phone's narrow page) is broken at spaces
    /// into as many lines as it needs, kept inside the window.
    pub fn text_centred(
        &self,
        text: &str,
        cx: f32,
        cy: f32,
        size: f32,
        colour: Color,
        weight: Weight,
    ) {
        noted(text);
        // No text smaller than reads, whatever size a screen asks for.
        let room = self.layout.width * 0.96;
        let size = self.fitted(text, size.max(MIN_TEXT), weight, room);
        let lines = self.broken(text, size, weight, room);
        let line_h = size * 1.15;
        let block = line_h * units(lines.len());
        let mut top = cy - block / 2.0;
        if lines.len() > 1 {
            top = top.min(self.layout.height - block).max(0.0);
        }
        for (i, line) in lines.iter().enumerate() {
            let y = top + line_h * (units(i) + 0.5);
            self.one_line_centred(line, (cx, y), size, colour, weight);
        }
    }

    /// `text` in lines no wider than `room` at `size`, broken at spaces (a word wider than
    /// `room` keeps a line of its own).
    fn broken<'t>(&self, text: &'t str, size: f32, weight: Weight, room: f32) -> Vec<&'t str> {
        let mut lines = Vec::new();
        let mut start = 0;
        let mut end = 0;
        for (at, _) in text.match_indices(' ').chain([(text.len(), " ")]) {
            if end > start && self.measure(&text[start..at], size, weight) > room {
                lines.push(&text[start..end]);
                start = end + 1;
            }
            end = at;
        }
        lines.push(&text[start..]);
        lines
    }

    fn one_line_centred(
        &self,
        text: &str,
        (cx, cy): (f32, f32),
        size: f32,
        colour: Color,
        weight: Weight,
    ) {
        let (font_size, font_scale) = font_size(size);
        let font = self.font(weight);
        asking(text, font_size, weight);
        let dims = measure_text(text, Some(font), font_size, font_scale);
        draw_text_ex(
            text,
            cx - dims.width / 2.0,
            cy + size * 0.36,
            TextParams {
                font: Some(font),
                font_size,
                font_scale,
                color: colour,
                ..Default::default()
            },
        );
    }

    /// Writes `text` centred on (`cx`, `cy`) within `room` wide: on one line if it fits at
    /// `size`, else broken at a space into two balanced lines, shrunk (not below [`MIN_TEXT`])
    /// until both fit.
    pub fn text_within(
        &self,
        text: &str,
        (cx, cy): (f32, f32),
        size: f32,
        room: f32,
        colour: Color,
    ) {
        noted(text);
        let size = size.max(MIN_TEXT);
        if self.measure(text, size, Weight::Regular) <= room {
            return self.text_centred(text, cx, cy, size, colour, Weight::Regular);
        }
        let widest = |(a, b): (&str, &str)| {
            self.measure(a, size, Weight::Regular)
                .max(self.measure(b, size, Weight::Regular))
        };
        let best = text
            .match_indices(' ')
            .map(|(at, _)| (&text[..at], &text[at + 1..]))
            .min_by(|a, b| widest(*a).total_cmp(&widest(*b)));
        let Some(lines) = best else {
            return self.text_centred(
                text,
                cx,
                cy,
                self.fitted(text, size, Weight::Regular, room),
                colour,
                Weight::Regular,
            );
        };
        let size = (size * room / widest(lines).max(1.0)).clamp(MIN_TEXT, size);
        self.text_centred(lines.0, cx, cy - size * 0.55, size, colour, Weight::Regular);
        self.text_centred(lines.1, cx, cy + size * 0.55, size, colour, Weight::Regular);
    }

    /// `text` from `x`, vertically centred on `cy`, shrunk to fit `max_width`, never under
    /// [`MIN_TEXT`].
    pub fn text_left(
        &self,
        text: &str,
        (x, cy): (f32, f32),
        size: f32,
        max_width: f32,
        colour: Color,
    ) {
        noted(text);
        let size = self.fitted(
            text,
            size.max(MIN_TEXT),
            Weight::Regular,
            max_width.max(1.0),
        );
        let (font_size, font_scale) = font_size(size);
        asking(text, font_size, Weight::Regular);
        draw_text_ex(
            text,
            x,
            cy + size * 0.36,
            TextParams {
                font: Some(&self.fonts.regular),
                font_size,
                font_scale,
                color: colour,
                ..Default::default()
            },
        );
    }
}

/// Every glyph the fonts were asked for (character, pixel size, weight), and whether one was
/// asked for the first time since the last look.
#[derive(Default)]
struct GlyphWatch {
    asked: HashSet<(char, u16, Weight)>,
    new: bool,
}

thread_local! {
    static GLYPHS: RefCell<GlyphWatch> = RefCell::new(GlyphWatch::default());
}

/// Notes the glyphs of `text` at `font_size`, as macroquad is about to measure or draw them.
fn asking(text: &str, font_size: u16, weight: Weight) {
    GLYPHS.with(|glyphs| {
        let mut glyphs = glyphs.borrow_mut();
        for c in text.chars() {
            if glyphs.asked.insert((c, font_size, weight)) {
                glyphs.new = true;
            }
        }
    });
}

/// Whether a glyph was measured or drawn for the first time since the last call. A new glyph
/// may make macroquad's glyph atlas grow, which replaces the atlas's texture under the text
/// queued earlier in the frame: that text would then be drawn from a deleted texture (nothing
/// on screen, and an error in the browser's console), so the frame must be drawn again.
pub fn new_glyphs() -> bool {
    GLYPHS.with(|glyphs| std::mem::take(&mut glyphs.borrow_mut().new))
}

/// What the run has drawn, when it says so (`PLOT4_LOG_TEXT` set, or `?log-text` in the page): every distinct text once,
/// and the screen each frame was drawn on, so a test can walk the screens and find any word
/// that does not come from the message files.
#[derive(Default)]
struct DrawnLog {
    texts: HashSet<String>,
    screen: Option<super::events::ScreenName>,
}

thread_local! {
    static DRAWN: RefCell<Option<DrawnLog>> =
        RefCell::new(logs_what_it_draws().then(DrawnLog::default));
}

/// Whether the run logs what it draws: `PLOT4_LOG_TEXT` set, or in the browser `?log-text` in
/// the page's address.
fn logs_what_it_draws() -> bool {
    #[cfg(target_arch = "wasm32")]
    return crate::page::address_switch("log-text");
    #[cfg(not(target_arch = "wasm32"))]
    std::env::var_os("PLOT4_LOG_TEXT").is_some()
}

/// Logs `text` the first time it is drawn, if the run logs what it draws.
fn noted(text: &str) {
    DRAWN.with(|log| {
        if let Some(log) = log.borrow_mut().as_mut() {
            if !log.texts.contains(text) {
                log.texts.insert(text.to_string());
                super::events::drawn_text(text);
            }
        }
    });
}

/// A frame of `screen` is on screen: logged when the screen differs from the last frame's, if
/// the run logs what it draws (the text of that frame was logged before it).
pub fn frame_drawn(screen: super::events::ScreenName) {
    DRAWN.with(|log| {
        if let Some(log) = log.borrow_mut().as_mut() {
            if log.screen != Some(screen) {
                log.screen = Some(screen);
                super::events::drawn_screen(screen);
            }
        }
    });
}

/// The font size macroquad takes (whole logical pixels) and the scale that makes it `size`.
/// macroquad rasterises at the screen's pixel density itself, so text stays sharp on high-DPI
/// screens; asking it for device pixels too would scale the font twice, and its kerning, which
/// it does not scale, would then pull letters into each other ("Ye", "Ta" on a phone).
fn font_size(size: f32) -> (u16, f32) {
    let pixels = size.round().clamp(4.0, 400.0);
    (pixels as u16, size / pixels)
}

/// A disc of radius `r` at `centre` shaded as a lit dome: `peak` at the point `light` (inside
/// the disc), and at each point of the edge the colour `edge` gives for how much that point
/// faces the light (1: towards it, -1: away).
pub fn shaded_disc(
    centre: (f32, f32),
    r: f32,
    light: (f32, f32),
    peak: Color,
    edge: impl Fn(f32) -> Color,
) {
    let (x, y) = centre;
    let mut vertices = vec![Vertex::new(light.0, light.1, 0.0, 0.0, 0.0, peak)];
    let mut indices = Vec::with_capacity(SIDES as usize * 3);
    for i in 0..SIDES as u16 {
        let angle = i as f32 / SIDES as f32 * std::f32::consts::TAU;
        let (sin, cos) = angle.sin_cos();
        // The light comes from the top left: (-1, -1) normalised.
        let towards = -(cos + sin) * std::f32::consts::FRAC_1_SQRT_2;
        vertices.push(Vertex::new(
            x + r * cos,
            y + r * sin,
            0.0,
            0.0,
            0.0,
            edge(towards),
        ));
        indices.extend([0, 1 + i, 1 + (i + 1) % SIDES as u16]);
    }
    draw_mesh(&Mesh {
        vertices,
        indices,
        texture: None,
    });
}

/// A chosen row of a list, or a button that is on: the theme's `selected` fill inside a border
/// of `selected_edge`, the one look of "this one" everywhere it is drawn.
pub fn selected_box(r: Rect, radius: f32, theme: &Theme) {
    let edge = (r.h * 0.07).clamp(2.0, 4.0);
    bordered_box(r, radius, edge, theme.selected_edge, theme.selected);
}

/// A rounded box filled with `fill` inside a border `edge` wide of `border`.
pub fn bordered_box(r: Rect, radius: f32, edge: f32, border: Color, fill: Color) {
    rounded_rect(r, radius, border);
    let inner = Rect {
        x: r.x + edge,
        y: r.y + edge,
        w: r.w - 2.0 * edge,
        h: r.h - 2.0 * edge,
    };
    rounded_rect(inner, (radius - edge).max(0.0), fill);
}

/// A filled rectangle with rounded corners.
pub fn rounded_rect(r: Rect, radius: f32, colour: Color) {
    let radius = radius.min(r.w / 2.0).min(r.h / 2.0);
    if colour.a < 1.0 {
        // Overlapping pieces would show through a translucent colour: keep it square.
        draw_rectangle(r.x, r.y, r.w, r.h, colour);
        return;
    }
    draw_rectangle(r.x + radius, r.y, r.w - 2.0 * radius, r.h, colour);
    draw_rectangle(r.x, r.y + radius, r.w, r.h - 2.0 * radius, colour);
    for (x, y) in [
        (r.x + radius, r.y + radius),
        (r.x + r.w - radius, r.y + radius),
        (r.x + radius, r.y + r.h - radius),
        (r.x + r.w - radius, r.y + r.h - radius),
    ] {
        draw_poly(x, y, SIDES, radius, 0.0, colour);
    }
}

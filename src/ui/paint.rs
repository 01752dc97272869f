//! The drawing kit every screen paints with: the fonts, the [`Theme`], the frame's [`Layout`],
//! time and pointer, and shapes and text built from them. Drawing reads state and never changes
//! it; all motion is computed from the time passed in.

use super::layout::{Layout, Rect};
use super::theme::{CoinMark, Theme};
use crate::board::Player;
use macroquad::prelude::*;

/// Corners of the polygons that stand in for circles.
pub const SIDES: u8 = 48;

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
            fonts,
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

    /// One coin of `player`, in the theme's look.
    pub fn coin(&self, x: f32, y: f32, r: f32, player: Player) {
        let style = self.theme.coin(player);
        draw_poly(x, y, SIDES, r, 0.0, style.rim);
        draw_poly(x, y, SIDES, r * 0.86, 0.0, style.face);
        let colour = style.mark_colour;
        match style.mark {
            CoinMark::Ring => draw_poly_lines(x, y, SIDES, r * 0.62, 0.0, r * 0.06, colour),
            CoinMark::Dot => draw_poly(x, y, SIDES, r * 0.22, 0.0, colour),
            CoinMark::Cross => {
                let d = r * 0.42;
                draw_line(x - d, y - d, x + d, y + d, r * 0.12, colour);
                draw_line(x - d, y + d, x + d, y - d, r * 0.12, colour);
            }
        }
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
        self.text_centred(title, centre, title_y, size * 1.25, self.theme.text, true);
        size
    }

    /// The size that fits `text` into `max_width`, no larger than `size`.
    pub fn fitted(&self, text: &str, size: f32, bold: bool, max_width: f32) -> f32 {
        let width = self.measure(text, size, bold);
        if width > max_width && width > 0.0 {
            size * max_width / width
        } else {
            size
        }
    }

    /// The width of `text` at `size`.
    pub fn measure(&self, text: &str, size: f32, bold: bool) -> f32 {
        let (font_size, scale) = font_size(size);
        measure_text(text, Some(self.font(bold)), font_size, scale).width
    }

    fn font(&self, bold: bool) -> &Font {
        if bold {
            &self.fonts.bold
        } else {
            &self.fonts.regular
        }
    }

    /// `text` centred on (`cx`, `cy`), shrunk to fit the window's width.
    pub fn text_centred(&self, text: &str, cx: f32, cy: f32, size: f32, colour: Color, bold: bool) {
        let size = self.fitted(text, size, bold, self.layout.width * 0.96);
        let (font_size, font_scale) = font_size(size);
        let font = self.font(bold);
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

    /// `text` from `x`, vertically centred on `cy`, shrunk to fit `max_width`.
    pub fn text_left(
        &self,
        text: &str,
        (x, cy): (f32, f32),
        size: f32,
        max_width: f32,
        colour: Color,
    ) {
        let size = self.fitted(text, size, false, max_width.max(1.0));
        let (font_size, font_scale) = font_size(size);
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

/// Rasterise at the screen's real pixel density so text stays sharp on high-DPI screens.
fn font_size(size: f32) -> (u16, f32) {
    let dpi = screen_dpi_scale().max(1.0);
    let pixels = (size * dpi).round().clamp(4.0, 400.0);
    (pixels as u16, size / pixels)
}

/// A chosen row of a list, or a button that is on: the theme's `selected` fill inside a border
/// of `selected_edge`, the one look of "this one" everywhere it is drawn.
pub fn selected_box(r: Rect, radius: f32, theme: &Theme) {
    let edge = (r.h * 0.07).clamp(2.0, 4.0);
    rounded_rect(r, radius, theme.selected_edge);
    let inner = Rect {
        x: r.x + edge,
        y: r.y + edge,
        w: r.w - 2.0 * edge,
        h: r.h - 2.0 * edge,
    };
    rounded_rect(inner, (radius - edge).max(0.0), theme.selected);
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

//! Drawing: reads the [`App`] and the [`Layout`] and paints one frame. It never changes
//! anything; all motion is computed from the time passed in.

use super::animation::shake_offset;
use super::app::App;
use super::layout::{Layout, Rect};
use super::screen::Screen;
use super::theme::{CoinMark, Theme};
use crate::board::{Cell, Player};
use crate::game::{Mode, Modes, Outcome};
use macroquad::prelude::*;

const SIDES: u8 = 48;

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

/// Paints the whole frame for `app` at time `now`.
pub fn draw(app: &App, layout: &Layout, fonts: &Fonts, theme: &Theme, now: f64) {
    clear_background(theme.background);
    let painter = Painter {
        layout,
        fonts,
        theme,
        now,
    };
    match app.screen() {
        Screen::Title => painter.title(),
        Screen::ChooseMode {
            side,
            chosen,
            previous,
        } => {
            if previous.is_some() {
                painter.play(app);
                painter.shade(0.93);
            }
            painter.choose_mode(app, *side, *chosen, previous.is_some());
        }
        Screen::Play | Screen::GameOver => painter.play(app),
        Screen::ConfirmQuit { back } => {
            match **back {
                Screen::Title => painter.title(),
                Screen::ChooseMode { side, chosen, .. } => {
                    painter.choose_mode(app, side, chosen, false)
                }
                _ => painter.play(app),
            }
            painter.shade(0.55);
            painter.question("Do you really want to quit? (y/n)");
        }
    }
}

struct Painter<'a> {
    layout: &'a Layout,
    fonts: &'a Fonts,
    theme: &'a Theme,
    now: f64,
}

impl Painter<'_> {
    fn title(&self) {
        let l = self.layout;
        let (w, h) = (l.width, l.height);
        let size = (h * 0.16).min(w * 0.16);
        self.text_centred("Plot 4", w / 2.0, h * 0.32, size, self.theme.text, true);
        self.text_centred(
            "Connect Four",
            w / 2.0,
            h * 0.32 + size * 0.75,
            size * 0.3,
            self.theme.dim_text,
            false,
        );
        // Four coins in a row, the game's promise.
        let r = size * 0.28;
        for i in 0..4 {
            let x = w / 2.0 + (i as f32 - 1.5) * r * 2.5;
            let player = if i % 2 == 0 {
                Player::Red
            } else {
                Player::Yellow
            };
            self.coin(x, h * 0.58, r, player);
        }
        let pulse = 0.55 + 0.45 * (self.now * 3.0).sin().abs() as f32;
        let prompt = Color {
            a: pulse,
            ..self.theme.text
        };
        self.text_centred(
            "Press any key or click to start",
            w / 2.0,
            h * 0.78,
            size * 0.28,
            prompt,
            false,
        );
    }

    fn choose_mode(&self, app: &App, side: Player, chosen: Modes, mid_game: bool) {
        let l = self.layout;
        let options = l.menu_options(Mode::ALL.len());
        let first = options[0];
        let size = first.h * 0.5;
        let heading_y = first.y - first.h * 1.1;
        let r = size * 0.45;
        let heading = format!("Who plays {side}?");
        let width = self.measure(&heading, size, true);
        self.coin(w_half(l) - width / 2.0 - r * 1.6, heading_y, r, side);
        self.text_centred(&heading, w_half(l), heading_y, size, self.theme.text, true);
        let (px, py) = app.pointer();
        let labels: Vec<String> = Mode::ALL
            .iter()
            .enumerate()
            .map(|(i, mode)| format!("{}   {}", i + 1, describe(*mode)))
            .collect();
        // One size for every option, the largest at which the longest label fits its box.
        let inset = first.h * 0.4;
        let label_size = labels
            .iter()
            .map(|label| self.fitted(label, first.h * 0.42, false, first.w - 2.0 * inset))
            .fold(f32::INFINITY, f32::min);
        for ((option, mode), label) in options.iter().zip(Mode::ALL).zip(&labels) {
            let hovered = option.contains(px, py);
            let current = chosen.of(side) == mode;
            let fill = if hovered {
                self.theme.option_hovered
            } else {
                self.theme.option
            };
            rounded_rect(*option, option.h * 0.2, fill);
            if current {
                let edge = self.theme.player_colour(side);
                draw_rectangle_lines(option.x, option.y, option.w, option.h, 2.0, edge);
            }
            self.text_left(
                label,
                (option.x + inset, option.y + option.h / 2.0),
                label_size,
                option.w - 2.0 * inset,
                self.theme.text,
            );
        }
        let last = options[options.len() - 1];
        let escape = match (mid_game, side) {
            (true, _) => "Esc: keep the current modes",
            (false, Player::Yellow) => "Esc: back to Red",
            (false, Player::Red) => "Esc: quit",
        };
        let hint = format!(
            "Press 1-{} or click an option  ·  {escape}",
            Mode::ALL.len()
        );
        self.text_centred(
            &hint,
            w_half(l),
            last.y + last.h * 1.8,
            last.h * 0.36,
            self.theme.dim_text,
            false,
        );
        if let Some(notice) = app.notice(self.now) {
            self.text_centred(
                &notice.text,
                w_half(l),
                last.y + last.h * 2.5,
                last.h * 0.36,
                self.theme.notice,
                false,
            );
        }
    }

    fn play(&self, app: &App) {
        let l = self.layout;
        let game = app.game();
        let board = game.board();
        let falling = app.falling();
        let hidden = falling.map(|f| f.cell);
        // The result shows once the last coin has landed.
        let over = falling.is_none()
            && (matches!(app.screen(), Screen::GameOver)
                || matches!(app.screen(), Screen::ConfirmQuit { back } if **back == Screen::GameOver));
        let r = l.coin_radius();

        self.board_face(board.size().width(), board.size().height());
        let winning = if over && falling.is_none() {
            board.winning_cells()
        } else {
            Vec::new()
        };
        for column in 0..board.size().width() as u8 {
            for row in 0..board.size().height() as u8 {
                let cell = Cell { column, row };
                if Some(cell) == hidden {
                    continue;
                }
                if let Some(player) = board.at(cell) {
                    let (x, y) = l.cell_centre(cell);
                    self.coin(x, y, r, player);
                }
            }
        }
        if let Some(f) = falling {
            let p = f.position(self.now);
            self.coin(l.column_x(p.column), l.row_y(p.row), r, f.player);
        }
        if !winning.is_empty() {
            self.winning_lines(app, &winning);
        }
        // Column numbers.
        for column in 0..board.size().width() {
            let x = l.column_x(column as f32);
            let y = l.numbers.y + l.numbers.h / 2.0;
            let colour = if column == app.hover().index() && !over {
                self.theme.text
            } else {
                self.theme.dim_text
            };
            let label = (column + 1).to_string();
            self.text_centred(&label, x, y, l.numbers.h * 0.7, colour, false);
        }
        // The hover coin, in the colour of the side to move.
        if falling.is_none() && game.outcome().is_none() {
            let shake = app
                .shake_since()
                .map(|since| shake_offset(self.now - since))
                .unwrap_or(0.0);
            let (x, y) = l.hover_centre(app.hover().index() as f32 + shake);
            self.coin(x, y, r, game.side_to_move());
        }
        self.heading(app, over);
        self.instructions(app, over);
        if app.computer_turn_since().is_some() && !over {
            self.thinking(app);
        }
    }

    fn board_face(&self, columns: usize, rows: usize) {
        let l = self.layout;
        let b = l.board;
        let pad = l.cell * 0.08;
        let frame = Rect {
            x: b.x - pad,
            y: b.y - pad,
            w: b.w + 2.0 * pad,
            h: b.h + 2.0 * pad,
        };
        rounded_rect(frame, l.cell * 0.18, self.theme.board_edge);
        let face = Rect {
            x: b.x - pad * 0.5,
            y: b.y - pad * 0.5,
            w: b.w + pad,
            h: b.h + pad,
        };
        rounded_rect(face, l.cell * 0.15, self.theme.board);
        for column in 0..columns as u8 {
            for row in 0..rows as u8 {
                let (x, y) = l.cell_centre(Cell { column, row });
                draw_poly(x, y, SIDES, l.coin_radius() * 1.04, 0.0, self.theme.hole);
            }
        }
    }

    fn winning_lines(&self, app: &App, cells: &[Cell]) {
        let l = self.layout;
        let pulse = 0.75 + 0.25 * (self.now * 4.0).sin() as f32;
        for cell in cells {
            let (x, y) = l.cell_centre(*cell);
            draw_poly_lines(
                x,
                y,
                SIDES,
                l.coin_radius() * 1.02,
                0.0,
                l.cell * 0.07,
                Color {
                    a: pulse,
                    ..self.theme.highlight
                },
            );
        }
        let thickness = l.cell * 0.14;
        for line in app.game().board().winning_lines() {
            let (x1, y1) = l.cell_centre(line.from);
            let (x2, y2) = l.cell_centre(line.to);
            draw_line(x1, y1, x2, y2, thickness, self.theme.highlight);
            draw_poly(x1, y1, SIDES, thickness / 2.0, 0.0, self.theme.highlight);
            draw_poly(x2, y2, SIDES, thickness / 2.0, 0.0, self.theme.highlight);
        }
    }

    fn heading(&self, app: &App, over: bool) {
        let l = self.layout;
        let game = app.game();
        let y = l.heading.y + l.heading.h / 2.0;
        let size = l.text_size(0.5);
        let (text, colour) = match (over, game.outcome()) {
            (true, Some(Outcome::Win(player))) => {
                (format!("{player} wins!"), self.theme.player_colour(player))
            }
            (true, Some(Outcome::Draw)) => ("Draw".to_string(), self.theme.text),
            _ => {
                let side = game.side_to_move();
                (
                    format!("{side} to move  ({})", game.modes().of(side).title()),
                    self.theme.player_colour(side),
                )
            }
        };
        self.text_centred(&text, l.width / 2.0, y, size, colour, true);
    }

    fn instructions(&self, app: &App, over: bool) {
        let l = self.layout;
        let size = l.text_size(0.3);
        let first_y = l.instructions.y + l.instructions.h * 0.32;
        let second_y = l.instructions.y + l.instructions.h * 0.72;
        let game = app.game();
        let modes = game.modes();
        let board_width = game.board().size().width();
        let first = if let Some(notice) = app.notice(self.now) {
            self.text_centred(
                &notice.text,
                l.width / 2.0,
                first_y,
                size,
                self.theme.notice,
                false,
            );
            None
        } else if over {
            Some("Play again? (y/n)".to_string())
        } else {
            let side = game.side_to_move();
            Some(match modes.of(side) {
                Mode::Human => format!(
                    "{side}: click a column or press 1-{}  (←/→ and Enter too)",
                    board_width
                ),
                Mode::Computer(_) => format!(
                    "{side} ({}) is the computer: please wait",
                    modes.of(side).title()
                ),
            })
        };
        if let Some(first) = first {
            self.text_centred(&first, l.width / 2.0, first_y, size, self.theme.text, false);
        }
        let second = format!(
            "Red: {}  ·  Yellow: {}  ·  C change modes  ·  N new game  ·  Esc quit",
            modes.red.title(),
            modes.yellow.title()
        );
        self.text_centred(
            &second,
            l.width / 2.0,
            second_y,
            size * 0.9,
            self.theme.dim_text,
            false,
        );
    }

    fn thinking(&self, app: &App) {
        let l = self.layout;
        let game = app.game();
        let side = game.side_to_move();
        let label = "Thinking…".to_string();
        let size = l.text_size(0.3);
        let text_w = self.measure(&label, size, false);
        let spinner = size * 0.55;
        let w = text_w + spinner * 2.0 + size * 1.6;
        let h = size * 1.8;
        // Beside the hover coin, on the side with more room.
        let (hx, hy) = l.hover_centre(app.hover().index() as f32);
        let x = if hx < l.width / 2.0 {
            hx + l.cell * 0.6
        } else {
            hx - l.cell * 0.6 - w
        };
        let panel = Rect {
            x,
            y: hy - h / 2.0,
            w,
            h,
        };
        rounded_rect(panel, h * 0.3, self.theme.panel);
        // Eight dots chasing round a circle: it keeps moving while the search runs.
        let cx = panel.x + size * 0.5 + spinner;
        let cy = panel.y + h / 2.0;
        let head = (self.now * 10.0) as usize % 8;
        for i in 0..8 {
            let angle = i as f32 / 8.0 * std::f32::consts::TAU;
            let age = (head + 8 - i) % 8;
            let alpha = 1.0 - age as f32 / 8.0;
            let colour = Color {
                a: alpha,
                ..self.theme.player_colour(side)
            };
            draw_circle(
                cx + angle.cos() * spinner * 0.75,
                cy + angle.sin() * spinner * 0.75,
                spinner * 0.18,
                colour,
            );
        }
        let x = cx + spinner + size * 0.5;
        self.text_left(&label, (x, cy), size, l.width - x, self.theme.text);
    }

    /// One coin of `player`, in the theme's look.
    fn coin(&self, x: f32, y: f32, r: f32, player: Player) {
        let style = self.theme.coin(player);
        draw_poly(x, y, SIDES, r, 0.0, style.rim);
        draw_poly(x, y, SIDES, r * 0.86, 0.0, style.face);
        let colour = style.mark_colour;
        match style.mark {
            CoinMark::Plain => {}
            CoinMark::Ring => draw_poly_lines(x, y, SIDES, r * 0.62, 0.0, r * 0.06, colour),
            CoinMark::Dot => draw_poly(x, y, SIDES, r * 0.22, 0.0, colour),
            CoinMark::Cross => {
                let d = r * 0.42;
                draw_line(x - d, y - d, x + d, y + d, r * 0.12, colour);
                draw_line(x - d, y + d, x + d, y - d, r * 0.12, colour);
            }
        }
    }

    fn shade(&self, alpha: f32) {
        let colour = Color {
            a: alpha,
            ..self.theme.shade
        };
        draw_rectangle(0.0, 0.0, self.layout.width, self.layout.height, colour);
    }

    fn question(&self, text: &str) {
        let l = self.layout;
        let size = (l.height * 0.05).min(l.width * 0.045).max(12.0);
        let w = self.measure(text, size, true).min(l.width * 0.9) + size * 2.0;
        let h = size * 3.0;
        let panel = Rect {
            x: (l.width - w) / 2.0,
            y: (l.height - h) / 2.0,
            w,
            h,
        };
        rounded_rect(panel, size * 0.5, self.theme.panel);
        self.text_centred(
            text,
            l.width / 2.0,
            l.height / 2.0,
            size,
            self.theme.text,
            true,
        );
    }

    /// The size that fits `text` into `max_width`, no larger than `size`.
    fn fitted(&self, text: &str, size: f32, bold: bool, max_width: f32) -> f32 {
        let width = self.measure(text, size, bold);
        if width > max_width && width > 0.0 {
            size * max_width / width
        } else {
            size
        }
    }

    fn measure(&self, text: &str, size: f32, bold: bool) -> f32 {
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

    fn text_centred(&self, text: &str, cx: f32, cy: f32, size: f32, colour: Color, bold: bool) {
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

    fn text_left(&self, text: &str, (x, cy): (f32, f32), size: f32, max_width: f32, colour: Color) {
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

fn w_half(l: &Layout) -> f32 {
    l.width / 2.0
}

fn describe(mode: Mode) -> String {
    match mode {
        Mode::Human => "Human".to_string(),
        Mode::Computer(level) => format!("Computer: {}", Mode::Computer(level).title()),
    }
}

fn rounded_rect(r: Rect, radius: f32, colour: Color) {
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

//! The row of buttons over the board, and the one button widget it is built from: a box with a
//! label that shows when the pointer is over it, when it is held down and, for a switch, while
//! it is on, and says what it does (with its keys) in a tooltip. The row of tools shows an
//! icon beside each label, the labels alone or the icons alone, as its room allows
//! ([`Layout::tool_row`]), and never a word cut short.

use super::icon::Icon;
use super::input::{Event, Key};
use super::layout::{Layout, Rect, RowStyle, ToolRow};
use super::paint::{bordered_box, rounded_rect, selected_box, Painter, Weight, MIN_TEXT, SIDES};
use super::session::Session;
use macroquad::prelude::{draw_line, draw_poly};

/// Something the row of buttons offers; each also has keys.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Tool {
    /// Start again on the empty board.
    NewGame,
    /// Take back a move.
    Undo,
    /// Replay a move taken back.
    Redo,
    /// Let two computers paused by an undo play on.
    Resume,
    /// Choose who plays each side.
    Modes,
    /// Every key and button.
    Help,
    /// Ask to quit.
    Quit,
    /// The exact score of every column, for this position.
    Hint,
    /// Analysis mode on or off.
    Analysis,
    /// The "why" overlay on or off: threats and the best line.
    Why,
    /// The coach's screens: puzzles, the opening explorer, learning from past games.
    Coach,
    /// The settings screen.
    Settings,
    /// The statistics screen.
    Statistics,
}

/// How a button looks, by the kind of thing it does, so the row reads in groups rather than
/// as a line of alike boxes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Face {
    /// Acts on the game (new game, undo, redo, resume): a filled button.
    Filled,
    /// A switch (hint, analysis): filled, with a lamp that is lit while it is on.
    Switch,
    /// Opens a screen or leaves (the coach, modes, settings, statistics, help, quit): an
    /// outline.
    Flat,
}

/// Whether a button shows the theme's chosen look: a switch that is on (its lamp lit), or the
/// one button a screen puts first (the title's Play).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Look {
    /// As every button: lighter under the pointer, darker while held.
    Plain,
    /// The theme's chosen look, a fill and a border, while it stays so.
    Chosen,
}

impl Tool {
    /// The button a key stands for on every screen with the row of buttons (N, C and Escape
    /// excepted: they mean other things on some of them).
    pub fn for_key(key: Key) -> Option<Tool> {
        match key {
            Key::CtrlZ | Key::U => Some(Tool::Undo),
            Key::CtrlY | Key::R => Some(Tool::Redo),
            Key::P => Some(Tool::Resume),
            Key::F1 | Key::Question => Some(Tool::Help),
            Key::H => Some(Tool::Hint),
            Key::A => Some(Tool::Analysis),
            Key::Settings => Some(Tool::Settings),
            Key::Statistics => Some(Tool::Statistics),
            Key::W => Some(Tool::Why),
            Key::K => Some(Tool::Coach),
            _ => None,
        }
    }

    /// Its button's picture.
    pub fn icon(self) -> Icon {
        match self {
            Tool::NewGame => Icon::NewGame,
            Tool::Undo => Icon::Undo,
            Tool::Redo => Icon::Redo,
            Tool::Resume => Icon::Resume,
            Tool::Hint => Icon::Hint,
            Tool::Analysis => Icon::Analysis,
            Tool::Why => Icon::Why,
            Tool::Coach => Icon::Book,
            Tool::Modes => Icon::Modes,
            Tool::Settings => Icon::Settings,
            Tool::Statistics => Icon::Statistics,
            Tool::Help => Icon::Help,
            Tool::Quit => Icon::Quit,
        }
    }

    /// How its button looks.
    pub fn face(self) -> Face {
        match self {
            Tool::NewGame | Tool::Undo | Tool::Redo | Tool::Resume => Face::Filled,
            Tool::Hint | Tool::Analysis | Tool::Why => Face::Switch,
            Tool::Coach
            | Tool::Modes
            | Tool::Settings
            | Tool::Statistics
            | Tool::Help
            | Tool::Quit => Face::Flat,
        }
    }

    /// Every button the row can show, Resume included, left to right.
    pub fn all() -> Vec<Tool> {
        Tool::row(true)
    }

    /// The buttons of the table, left to right; Resume only while a game
    /// between two computers waits after an undo (`paused`), and Quit only where the program
    /// can end (not in a browser page).
    pub fn row(paused: bool) -> Vec<Tool> {
        let mut row = vec![Tool::NewGame, Tool::Undo, Tool::Redo];
        if paused {
            row.push(Tool::Resume);
        }
        row.extend([
            Tool::Hint,
            Tool::Analysis,
            Tool::Why,
            Tool::Coach,
            Tool::Modes,
            Tool::Settings,
            Tool::Statistics,
            Tool::Help,
        ]);
        if !super::IN_PAGE {
            row.push(Tool::Quit);
        }
        row
    }

    /// The row for `paused` as `layout` lays it out: each button's box, and how the row shows
    /// what they do.
    pub fn laid_out(layout: &Layout, paused: bool) -> ToolRow {
        // A switch's lamp takes about the room of two characters beside its label.
        let labels: Vec<usize> = Tool::row(paused)
            .iter()
            .map(|tool| tool.label().chars().count() + 2 * usize::from(tool.face() == Face::Switch))
            .collect();
        layout.tool_row(&labels)
    }

    /// Where this tool's button is in the row for `paused`, if the row has it.
    pub fn rect_in(self, layout: &Layout, paused: bool) -> Option<Rect> {
        let row = Tool::row(paused);
        let index = row.iter().position(|&tool| tool == self)?;
        Tool::laid_out(layout, paused).rects.get(index).copied()
    }

    /// What the button says, in full.
    pub fn label(self) -> &'static str {
        match self {
            Tool::NewGame => tr!("tool-new-game"),
            Tool::Undo => tr!("tool-undo"),
            Tool::Redo => tr!("tool-redo"),
            Tool::Resume => tr!("tool-resume"),
            Tool::Modes => tr!("tool-modes"),
            Tool::Help => tr!("tool-help"),
            Tool::Quit => tr!("tool-quit"),
            Tool::Hint => tr!("tool-hint"),
            Tool::Analysis => tr!("tool-analysis"),
            Tool::Why => tr!("tool-why"),
            Tool::Coach => tr!("tool-coach"),
            Tool::Settings => tr!("tool-settings"),
            Tool::Statistics => tr!("tool-statistics"),
        }
    }

    /// The keys that do the same, as the help and the tooltip write them.
    pub fn keys(self) -> String {
        let or = tr!("tool-or");
        match self {
            Tool::NewGame => "N".to_string(),
            Tool::Undo => format!("Ctrl+Z {or} U"),
            Tool::Redo => format!("Ctrl+Y {or} R"),
            Tool::Resume => "P".to_string(),
            Tool::Modes => "C".to_string(),
            Tool::Help => format!("F1 {or} ?"),
            Tool::Quit => "Esc".to_string(),
            Tool::Hint => "H".to_string(),
            Tool::Analysis => "A".to_string(),
            Tool::Why => "W".to_string(),
            Tool::Coach => "K".to_string(),
            Tool::Settings => format!("S {or} F2"),
            Tool::Statistics => format!("T {or} F3"),
        }
    }

    /// What it does, in a few words.
    pub fn purpose(self) -> &'static str {
        match self {
            Tool::NewGame => tr!("tool-new-game-purpose"),
            Tool::Undo => tr!("tool-undo-purpose"),
            Tool::Redo => tr!("tool-redo-purpose"),
            Tool::Resume => tr!("tool-resume-purpose"),
            Tool::Modes => tr!("tool-modes-purpose"),
            Tool::Help => tr!("tool-help-purpose"),
            Tool::Quit => tr!("tool-quit-purpose"),
            Tool::Hint => tr!("tool-hint-purpose"),
            Tool::Analysis => tr!("tool-analysis-purpose"),
            Tool::Why => tr!("tool-why-purpose"),
            Tool::Coach => tr!("tool-coach-purpose"),
            Tool::Settings => tr!("tool-settings-purpose"),
            Tool::Statistics => tr!("tool-statistics-purpose"),
        }
    }

    /// The tool whose button is under (`x`, `y`) in the row for `paused`, if any.
    pub fn at(layout: &Layout, paused: bool, x: f32, y: f32) -> Option<Tool> {
        let row = Tool::row(paused);
        let rects = Tool::laid_out(layout, paused).rects;
        rects.iter().position(|r| r.contains(x, y)).map(|i| row[i])
    }
}

/// One button: where it is, what it says, and what its tooltip says.
#[derive(Debug, Clone, PartialEq)]
pub struct Button {
    /// Its box.
    pub rect: Rect,
    /// What it says, at every window size.
    pub label: &'static str,
    /// How it looks.
    pub face: Face,
    /// Shown under the button while the pointer is over it.
    pub tooltip: String,
}

impl Button {
    /// The buttons of the row for `paused`, laid out in `layout`.
    pub fn row(layout: &Layout, paused: bool) -> Vec<Button> {
        let tools = Tool::row(paused);
        Tool::laid_out(layout, paused)
            .rects
            .into_iter()
            .zip(tools)
            .map(|(rect, tool)| Button {
                rect,
                label: tool.label(),
                face: tool.face(),
                tooltip: format!("{} ({})", tool.label(), tool.keys()),
            })
            .collect()
    }

    /// Whether the pointer is over it.
    pub fn hovered(&self, p: &Painter) -> bool {
        self.rect.contains(p.pointer.0, p.pointer.1)
    }

    /// The label and the largest text size at which it fits, never under the smallest text
    /// the window writes.
    pub fn fitted_label(&self, p: &Painter) -> (&'static str, f32) {
        let size = self.rect.h * 0.46;
        let fits = p.fitted(self.label, size, Weight::Regular, self.room());
        (self.label, fits.max(MIN_TEXT.min(size)))
    }

    fn room(&self) -> f32 {
        self.rect.w - 0.3 * self.rect.h - self.lamp_room()
    }

    /// The width the lamp of a switch takes at the left.
    fn lamp_room(&self) -> f32 {
        match self.face {
            Face::Switch => self.rect.h * 0.5,
            Face::Filled | Face::Flat => 0.0,
        }
    }

    /// Paints the button with its label at `size` (a row shares one size, so the labels
    /// match): lighter under the pointer, darker and nudged down while held.
    pub fn draw(&self, p: &Painter, size: f32) {
        self.draw_looking(p, size, Look::Plain);
    }

    /// Paints the button as [`Button::draw`] does, in `look`: a switch in the chosen look
    /// (Analysis on) also has its lamp lit.
    pub fn draw_looking(&self, p: &Painter, size: f32, look: Look) {
        let nudge = self.draw_box(p, look);
        let r = self.rect;
        let t = p.theme;
        let (label, fits) = self.fitted_label(p);
        let size = size.min(fits);
        let width = p.measure(label, size, Weight::Regular);
        let lamp = self.lamp_room();
        let (cx, cy) = r.centre();
        let cx = cx + lamp / 2.0;
        if self.face == Face::Switch {
            let lamp_x = cx - width / 2.0 - lamp * 0.6;
            let lamp_r = r.h * 0.11;
            if look == Look::Chosen {
                draw_poly(lamp_x, cy + nudge, SIDES, lamp_r, 0.0, t.win);
            } else {
                p.ring((lamp_x, cy + nudge), lamp_r, 1.5, t.dim_text);
            }
        }
        p.text_left(
            label,
            (cx - width / 2.0, cy + nudge),
            size,
            self.room(),
            t.text,
        );
    }

    /// Paints the box: lighter under the pointer, darker and nudged down while held, the
    /// theme's chosen look in [`Look::Chosen`]; returns how far it is nudged down.
    fn draw_box(&self, p: &Painter, look: Look) -> f32 {
        let hovered = self.hovered(p);
        let pressed = hovered && p.button_down;
        let r = self.rect;
        let nudge = if pressed { r.h * 0.05 } else { 0.0 };
        let face = Rect {
            y: r.y + nudge,
            ..r
        };
        let radius = r.h * 0.25;
        let t = p.theme;
        match (hovered, pressed, look == Look::Chosen) {
            (_, false, true) => selected_box(face, radius, t),
            (_, true, _) => rounded_rect(face, radius, t.option_pressed),
            (true, false, false) => rounded_rect(face, radius, t.option_hovered),
            (false, false, false) if self.face == Face::Flat => {
                // An outline: the option's colour round the background.
                let edge = (r.h * 0.05).max(1.5);
                bordered_box(face, radius, edge, t.option, t.background);
            }
            (false, false, false) => rounded_rect(face, radius, t.option),
        }
        nudge
    }

    /// Paints the button as a row drawn in `style` shows it: its picture `icon`, its label or
    /// both, and for a switch a lamp in the corner, lit in [`Look::Chosen`].
    pub fn draw_pictured(&self, p: &Painter, icon: Icon, style: RowStyle, look: Look) {
        let nudge = self.draw_box(p, look);
        let r = self.rect;
        let t = p.theme;
        let (cx, cy) = (r.x + r.w / 2.0, r.y + r.h / 2.0 + nudge);
        let switch = self.face == Face::Switch;
        let lamp = |at: (f32, f32), lamp_r: f32| {
            if look == Look::Chosen {
                draw_poly(at.0, at.1, SIDES, lamp_r, 0.0, t.win);
            } else {
                p.ring(at, lamp_r, 1.5, t.dim_text);
            }
        };
        match style {
            RowStyle::Icon => {
                let side = r.h.min(r.w) * 0.62;
                super::icon::draw(p, icon, (cx, cy), side, t.text);
                if switch {
                    // In the corner, clear of the picture.
                    let lamp_r = (r.h * 0.06).max(2.0);
                    lamp((r.x + r.w - r.h * 0.16, r.y + r.h * 0.16 + nudge), lamp_r);
                }
            }
            RowStyle::IconAndLabel(size) | RowStyle::Label(size) => {
                let pictured = matches!(style, RowStyle::IconAndLabel(_));
                let icon_w = if pictured { size * 1.6 } else { 0.0 };
                let lamp_w = if switch { size * 1.1 } else { 0.0 };
                let room = r.w - size * 1.2 - icon_w - lamp_w;
                let size = p.fitted(self.label, size, Weight::Regular, room);
                let label_w = p.measure(self.label, size, Weight::Regular);
                let left = cx - (lamp_w + icon_w + label_w) / 2.0;
                if switch {
                    lamp((left + size * 0.35, cy), size * 0.28);
                }
                if pictured {
                    let side = size * 1.15;
                    super::icon::draw(p, icon, (left + lamp_w + side / 2.0, cy), side, t.text);
                }
                p.text_left(self.label, (left + lamp_w + icon_w, cy), size, room, t.text);
            }
        }
    }

    /// Paints the tooltip once the pointer has rested on the button a moment, beside the
    /// button in its own row (over the other buttons, never over the text and the board under
    /// the row), kept inside the window; it goes again after a while at rest, so one left
    /// behind when the pointer leaves the window does not stay.
    pub fn draw_tooltip(&self, p: &Painter) {
        if !tooltip_shows(p.pointer_rest) {
            return;
        }
        let l = p.layout;
        let size = (self.rect.h * 0.42).clamp(MIN_TEXT, 18.0);
        let text_w = p
            .measure(&self.tooltip, size, Weight::Regular)
            .min(l.width * 0.9);
        let panel = tooltip_box(l, self.rect, text_w, size);
        rounded_rect(panel, panel.h * 0.25, p.theme.shade);
        let inner = Rect {
            x: panel.x + 1.0,
            y: panel.y + 1.0,
            w: panel.w - 2.0,
            h: panel.h - 2.0,
        };
        rounded_rect(inner, inner.h * 0.25, p.theme.panel);
        p.text_left(
            &self.tooltip,
            (panel.x + size * 0.6, panel.y + panel.h / 2.0),
            size,
            text_w,
            p.theme.text,
        );
    }
}

/// How long the pointer rests on a button before its tooltip shows, in seconds: long enough
/// that a pointer passing over the row does not flash tooltips over the board.
pub const TOOLTIP_DELAY: f64 = 0.45;

/// How long a tooltip stays while the pointer rests, in seconds. The window is not told when
/// the pointer leaves it, so a tooltip must go by itself.
pub const TOOLTIP_STAY: f64 = 4.0;

/// Whether a tooltip shows when the pointer has rested `rest` seconds.
pub fn tooltip_shows(rest: f64) -> bool {
    (TOOLTIP_DELAY..TOOLTIP_DELAY + TOOLTIP_STAY).contains(&rest)
}

/// Where the tooltip of the button at `button` goes, for text `text_w` wide at `size`: beside
/// the button, level with it, to the right where it fits and else to the left, so it lies in
/// the button's own row and covers only other buttons (the hint row, the heading and the board
/// under the row stay in view). Where neither side has room (a long tooltip in a narrow
/// window) it goes under the button, inside the window.
pub fn tooltip_box(l: &Layout, button: Rect, text_w: f32, size: f32) -> Rect {
    let w = text_w + size * 1.2;
    let h = size * 1.8;
    let gap = size * 0.4;
    let level = (button.y + (button.h - h) / 2.0).clamp(0.0, (l.height - h).max(0.0));
    let right = button.x + button.w + gap;
    let left = button.x - gap - w;
    if right + w <= l.width {
        Rect {
            x: right,
            y: level,
            w,
            h,
        }
    } else if left >= 0.0 {
        Rect {
            x: left,
            y: level,
            w,
            h,
        }
    } else {
        let x = (button.x + button.w / 2.0 - w / 2.0).clamp(0.0, (l.width - w).max(0.0));
        let y = (button.y + button.h + gap).min((l.height - h).max(0.0));
        Rect { x, y, w, h }
    }
}

/// The answer to a yes-or-no question, by key or by a click on its button: the message of
/// every screen that only asks one question.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    /// Yes.
    Yes,
    /// No (or Escape).
    No,
}

/// A question in a panel in the middle of the window, with Yes and No buttons under it: the
/// quit question and the one before a new game throws a game in progress away. Its boxes come
/// from the layout alone, so a click finds the button it is drawn as.
#[derive(Debug, Clone, PartialEq)]
pub struct Question {
    /// The panel behind the words and the buttons.
    pub panel: Rect,
    /// The button that answers yes (key Y).
    pub yes: Button,
    /// The button that answers no (keys N and Esc).
    pub no: Button,
}

impl Question {
    /// The question's panel and buttons in `layout`.
    pub fn new(layout: &Layout) -> Question {
        let size = (layout.height * 0.05).min(layout.width * 0.045).max(12.0);
        let w = (size * 20.0).min(layout.width * 0.94);
        let h = size * 5.2;
        let panel = layout.centred(w, h);
        let button_h = size * 1.9;
        let button_w = (size * 5.0).min(w * 0.4);
        let gap = size * 1.2;
        let y = panel.y + size * 2.7;
        let centre = layout.width / 2.0;
        let button = |x: f32, label: &'static str, tooltip: &str| Button {
            rect: Rect {
                x,
                y,
                w: button_w,
                h: button_h,
            },
            label,
            face: Face::Filled,
            tooltip: tooltip.to_string(),
        };
        Question {
            panel,
            yes: button(
                centre - gap / 2.0 - button_w,
                tr!("question-yes"),
                tr!("question-yes-tooltip"),
            ),
            no: button(
                centre + gap / 2.0,
                tr!("question-no"),
                tr!("question-no-tooltip"),
            ),
        }
    }

    /// The answer `event` gives to the question laid out by `layout`: Y yes, N or Escape no,
    /// or a click on Yes or No.
    pub fn read(event: Event, layout: &Layout) -> Option<Answer> {
        match event {
            Event::Key(Key::Y) => Some(Answer::Yes),
            Event::Key(Key::N | Key::Escape) => Some(Answer::No),
            Event::Click(x, y) => Question::new(layout).answer_at(x, y),
            Event::Key(_) | Event::PointerMoved(..) => None,
        }
    }

    /// The answer a click at (`x`, `y`) gives: Yes or No on its button, nothing elsewhere.
    pub fn answer_at(&self, x: f32, y: f32) -> Option<Answer> {
        if self.yes.rect.contains(x, y) {
            Some(Answer::Yes)
        } else if self.no.rect.contains(x, y) {
            Some(Answer::No)
        } else {
            None
        }
    }

    /// Paints the panel, `text` over the buttons (made to fit the panel), and the buttons.
    pub fn draw(&self, p: &Painter, text: &str) {
        let panel = self.panel;
        let size = self.yes.rect.h / 1.9;
        rounded_rect(panel, size * 0.5, p.theme.panel);
        let fitted = p.fitted(text, size, Weight::Bold, panel.w - size * 1.5);
        p.text_centred(
            text,
            panel.x + panel.w / 2.0,
            panel.y + size * 1.45,
            fitted,
            p.theme.text,
            Weight::Bold,
        );
        let label_size = self.yes.fitted_label(p).1.min(self.no.fitted_label(p).1);
        self.yes.draw(p, label_size);
        self.no.draw(p, label_size);
    }
}

/// The buttons that are switches and on now: Analysis in analysis mode, Hint while the hint
/// asked for on this move shows.
pub fn switches_on(session: &Session) -> Vec<Tool> {
    let mut on = Vec::new();
    if session.analyses().analysis_mode() {
        on.push(Tool::Analysis);
    }
    if session.analyses().hint_asked() {
        on.push(Tool::Hint);
    }
    if session.why().is_on() {
        on.push(Tool::Why);
    }
    on
}

/// Paints the row for `paused`, the switches in `on` latched, with the tooltip of the button
/// under the pointer last, so it lies over everything.
pub fn draw_row(p: &Painter, paused: bool, on: &[Tool]) {
    let mut buttons = Button::row(p.layout, paused);
    let style = Tool::laid_out(p.layout, paused).style;
    for (button, tool) in buttons.iter_mut().zip(Tool::row(paused)) {
        let latched = on.contains(&tool);
        let look = if latched { Look::Chosen } else { Look::Plain };
        button.draw_pictured(p, tool.icon(), style, look);
        if latched {
            button.tooltip = tr!("tool-switch-on", tooltip = button.tooltip.as_str());
        }
    }
    // A short rule between groups of buttons of different kinds.
    for pair in buttons.windows(2) {
        let (a, b) = (pair[0].rect, pair[1].rect);
        if pair[0].face != pair[1].face && a.y == b.y {
            let x = (a.x + a.w + b.x) / 2.0;
            let colour = p.theme.dim_text;
            draw_line(x, a.y + a.h * 0.2, x, a.y + a.h * 0.8, 1.5, colour);
        }
    }
    if let Some(button) = buttons.iter().find(|b| b.hovered(p)) {
        button.draw_tooltip(p);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::fixtures;
    use crate::ui::session::Action;

    /// Every language the window speaks, English last, so a test leaves its thread speaking
    /// English.
    fn every_language() -> impl Iterator<Item = crate::store::Language> {
        use crate::store::Language;
        Language::ALL
            .iter()
            .copied()
            .filter(|&l| l != Language::English)
            .chain([Language::English])
    }

    fn apart(a: Rect, b: Rect) -> bool {
        a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y
    }

    #[test]
    fn the_row_of_tools_fits_its_band_whole_in_every_window_and_language() {
        for language in every_language() {
            crate::ui::words::set_language(language);
            for (w, h) in fixtures::PLAYED_WINDOWS {
                let layout = Layout::new(w, h, 7, 6);
                for paused in [false, true] {
                    let row = Tool::laid_out(&layout, paused);
                    assert_eq!(row.rects.len(), Tool::row(paused).len());
                    for (i, r) in row.rects.iter().enumerate() {
                        let band = layout.toolbar;
                        assert!(
                            r.x >= 0.0 && r.x + r.w <= w && r.y >= band.y - 0.01,
                            "{language:?} {w}x{h}: {r:?} outside"
                        );
                        assert!(
                            r.y + r.h <= band.y + band.h + 0.01,
                            "{w}x{h}: below the band"
                        );
                        for other in &row.rects[i + 1..] {
                            assert!(apart(*r, *other), "{language:?} {w}x{h}: overlap");
                        }
                    }
                    // Words at a size that reads, or no words: never a label at the smallest
                    // text, never a shortened one.
                    match row.style {
                        RowStyle::IconAndLabel(size) | RowStyle::Label(size) => {
                            assert!(size >= crate::ui::layout::MIN_LABEL_TEXT, "{size}");
                            for (r, tool) in row.rects.iter().zip(Tool::row(paused)) {
                                let wanted = tool.label().chars().count() as f32 * 0.55 * size;
                                assert!(r.w >= wanted, "{language:?} {w}x{h}: {tool:?}");
                            }
                        }
                        RowStyle::Icon => {
                            for r in &row.rects {
                                assert!(r.w >= 30.0 && r.h >= 22.0, "{w}x{h}: {r:?} too small");
                            }
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn a_large_window_names_its_tools_and_a_small_one_shows_their_icons() {
        let large = Tool::laid_out(&Layout::new(1280.0, 1000.0, 7, 6), false);
        assert!(
            matches!(large.style, RowStyle::IconAndLabel(size) if size >= 14.0),
            "{:?}",
            large.style
        );
        let small = Tool::laid_out(&Layout::new(640.0, 480.0, 7, 6), false);
        assert_eq!(small.style, RowStyle::Icon);
        // One line of buttons, bigger than the old two of 24 px.
        assert!(small
            .rects
            .iter()
            .all(|r| r.y == small.rects[0].y && r.h >= 40.0));
    }

    #[test]
    fn a_tooltip_lies_beside_its_button_in_its_row_and_inside_the_window() {
        for language in every_language() {
            crate::ui::words::set_language(language);
            for (w, h) in fixtures::PLAYED_WINDOWS {
                let layout = Layout::new(w, h, 7, 6);
                for paused in [false, true] {
                    for button in Button::row(&layout, paused) {
                        let size = (button.rect.h * 0.42).clamp(MIN_TEXT, 18.0);
                        let text_w = button.tooltip.chars().count() as f32 * 0.6 * size;
                        let tip = tooltip_box(&layout, button.rect, text_w, size);
                        let at = format!("{language:?} {w}x{h}: {:?}", button.tooltip);
                        assert!(apart(tip, button.rect), "{at}: on its button");
                        assert!(tip.x >= 0.0 && tip.x + tip.w <= w + 0.01, "{at}: {tip:?}");
                        // Within the band of buttons: the heading and the hint row stay clear.
                        let band = layout.toolbar;
                        assert!(
                            tip.y >= band.y - 0.01 && tip.y + tip.h <= band.y + band.h + 0.01,
                            "{at}: {tip:?} leaves the row's band {band:?}"
                        );
                        assert!(
                            apart(tip, layout.hints) && apart(tip, layout.heading),
                            "{at}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn resume_joins_the_row_only_while_paused() {
        assert!(!Tool::row(false).contains(&Tool::Resume));
        assert_eq!(Tool::row(true).len(), Tool::row(false).len() + 1);
        assert_eq!(Tool::row(true)[3], Tool::Resume);
    }

    #[test]
    fn every_button_is_found_under_its_centre_in_small_and_large_windows() {
        for (w, h) in [
            (400.0, 300.0),
            (360.0, 900.0),
            (1280.0, 1024.0),
            (3840.0, 2160.0),
        ] {
            let layout = Layout::new(w, h, 7, 6);
            for paused in [false, true] {
                let buttons = Button::row(&layout, paused);
                for (button, tool) in buttons.iter().zip(Tool::row(paused)) {
                    let (x, y) = button.rect.centre();
                    assert_eq!(Tool::at(&layout, paused, x, y), Some(tool), "{w}x{h}");
                    assert_eq!(tool.rect_in(&layout, paused), Some(button.rect));
                    assert_eq!(button.label, tool.label());
                    assert!(button.tooltip.contains(&tool.keys()));
                }
            }
            assert_eq!(
                Tool::at(&layout, false, w / 2.0, layout.board.y + 5.0),
                None
            );
        }
    }

    #[test]
    fn analysis_and_hint_show_on_while_they_are_on() {
        let humans = crate::game::GameState::new(crate::game::Modes::HUMANS);
        let mut session = Session::new(humans);
        assert!(switches_on(&session).is_empty());
        session.act(Action::ToggleAnalysis);
        assert_eq!(switches_on(&session), vec![Tool::Analysis]);
        session.act(Action::ToggleHint);
        assert_eq!(switches_on(&session), vec![Tool::Analysis, Tool::Hint]);
        session.act(Action::ToggleAnalysis);
        session.act(Action::ToggleHint);
        assert!(switches_on(&session).is_empty());
    }
}

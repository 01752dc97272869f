//! The statistics screen, two pages of one sheet. Results: the human's wins, draws and losses
//! against each computer level, rated and casual games apart, and in games between people, the
//! longest winning streak in rated games and the rating, counted from the recorded games the
//! way `plot4 stats` counts them. Rating: the player's rating over the rated games, a graph
//! with a point per game (coloured by its result), the rating's scale, the games' numbers and
//! dates, and the rating now. ←/→ or the tabs turn the page; Reset asks first (Y/N); the
//! history is then kept aside.

use super::{Screen, Transition};
use crate::store::{RatedGame, Statistics};
use crate::ui::button::Answer;
use crate::ui::events::ScreenName;
use crate::ui::input::{Event, Key};
use crate::ui::layout::{units, Layout, Rect, MIN_TEXT};
use crate::ui::paint::{rounded_rect, selected_box, Painter, Weight, SIDES};
use crate::ui::session::{Action, Session};

/// What the player can ask of the statistics sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StatisticsMessage {
    /// Ask to start the statistics afresh.
    Reset,
    /// The answer to "Reset?".
    Answer(Answer),
    /// Close the sheet.
    Close,
    /// Turn to this page.
    Page(Page),
}

/// The sheet's pages.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Page {
    /// The table of results.
    #[default]
    Results,
    /// The rating over time.
    Rating,
}

impl Page {
    /// Both pages, in the order of their tabs.
    const ALL: [Page; 2] = [Page::Results, Page::Rating];

    /// The tab's words.
    fn label(self) -> &'static str {
        match self {
            Page::Results => tr!("statistics-page-results"),
            Page::Rating => tr!("statistics-page-rating"),
        }
    }
}

/// The statistics screen: the page on show, and `confirming` while it asks whether to reset.
#[derive(Debug, Clone, Default)]
pub struct StatisticsSheet {
    confirming: bool,
    page: Page,
}

/// Where the panel, its tabs and its buttons go.
struct Sheet {
    panel: Rect,
    line_h: f32,
    /// The tabs of the two pages, in the order of [`Page::ALL`].
    tabs: [Rect; 2],
    /// Where a page's content goes, between the tabs and the line of keys.
    content: Rect,
    /// Reset, or Yes while confirming.
    button: Rect,
    /// No, while confirming.
    second: Rect,
}

/// The sheet's height in lines: the title and the tabs, the table's two lines of headings and
/// a row per level and for people, the streak, the rating, the notes under the table (up to
/// four), the line of keys and the buttons.
const LINES: f32 = 11.3 + 0.8 * (crate::ai::Level::ALL.len() + 1) as f32;

/// Where a page's content starts, in lines from the panel's top: under the title and the tabs.
const CONTENT_TOP: f32 = 2.6;

/// Where the line of keys is, in lines from the panel's foot.
const KEYS_FROM_FOOT: f32 = 1.95;

/// At most this many points of the rating's history are drawn.
const GRAPH_POINTS: usize = 120;

impl Sheet {
    fn new(l: &Layout) -> Sheet {
        let line_h = (l.height * 0.92 / LINES).min(l.width * 0.075).min(50.0);
        // Wide enough for the table's nine columns at the smallest text, in a small window too.
        let least = (l.width * 0.94).min(MIN_TEXT * 54.0);
        let w = (l.width * 0.94).min(line_h * 22.0).max(least);
        let h = line_h * LINES;
        let panel = l.centred(w, h);
        // As wide as half the panel allows, so the longest language's labels fit.
        let bw = (w / 2.0 - line_h * 0.6).clamp(line_h * 3.2, line_h * 5.0);
        let by = panel.y + h - line_h * 1.35;
        let button = Rect {
            x: l.width / 2.0 - bw - line_h * 0.2,
            y: by,
            w: bw,
            h: line_h * 0.9,
        };
        let second = Rect {
            x: l.width / 2.0 + line_h * 0.2,
            ..button
        };
        let tab = |i: f32| Rect {
            x: l.width / 2.0 + (i - 1.0) * (bw + line_h * 0.1) + (i - 0.5) * line_h * 0.2,
            y: panel.y + line_h * 1.55,
            w: bw,
            h: line_h * 0.8,
        };
        let top = panel.y + line_h * CONTENT_TOP;
        let content = Rect {
            x: panel.x + line_h * 0.5,
            y: top,
            w: w - line_h,
            h: panel.y + h - line_h * (KEYS_FROM_FOOT + 0.6) - top,
        };
        Sheet {
            panel,
            line_h,
            tabs: [tab(0.0), tab(1.0)],
            content,
            button,
            second,
        }
    }
}

impl Screen for StatisticsSheet {
    fn name(&self) -> ScreenName {
        if self.confirming {
            ScreenName::ResetStatistics
        } else {
            ScreenName::Statistics
        }
    }

    fn hear(&mut self, event: Event, layout: &Layout, session: &mut Session) -> Transition {
        let Some(message) = self.read(event, layout) else {
            return Transition::Stay;
        };
        match message {
            StatisticsMessage::Reset => {
                crate::ui::events::reset_asked();
                self.confirming = true;
            }
            StatisticsMessage::Answer(Answer::Yes) if self.confirming => {
                session.act(Action::ResetStatistics);
                self.confirming = false;
            }
            StatisticsMessage::Answer(Answer::No) => {
                crate::ui::events::reset_not_confirmed();
                self.confirming = false;
            }
            StatisticsMessage::Close => return Transition::Pop,
            // Only asked while confirming: a stray Yes resets nothing.
            StatisticsMessage::Answer(Answer::Yes) => {}
            StatisticsMessage::Page(page) => self.page = page,
        }
        Transition::Stay
    }

    fn draw(&self, session: &Session, p: &Painter) {
        let sheet = Sheet::new(p.layout);
        let title_y = sheet.panel.y + sheet.line_h * 0.9;
        let size = p.sheet(sheet.panel, sheet.line_h, tr!("statistics-title"), title_y);
        let games = session.kept().history().games();
        self.tabs(p, &sheet, size);
        match self.page {
            Page::Results => results_page(p, &sheet, size, &Statistics::of(games), games),
            Page::Rating => rating_page(p, &sheet, size, &crate::store::rated_games(games)),
        }
        let keys_y = sheet.panel.y + sheet.panel.h - sheet.line_h * KEYS_FROM_FOOT;
        self.question_and_buttons(p, &sheet, size, keys_y);
    }
}

impl StatisticsSheet {
    /// What `event` means on this screen, in a window laid out as `layout`.
    fn read(&self, event: Event, layout: &Layout) -> Option<StatisticsMessage> {
        match event {
            Event::Key(key) => match (self.confirming, key) {
                (true, Key::Y) => Some(StatisticsMessage::Answer(Answer::Yes)),
                (true, Key::N | Key::Escape) => Some(StatisticsMessage::Answer(Answer::No)),
                (false, Key::R) => Some(StatisticsMessage::Reset),
                (false, Key::Escape | Key::Statistics) => Some(StatisticsMessage::Close),
                (false, Key::Left) => Some(StatisticsMessage::Page(Page::Results)),
                (false, Key::Right) => Some(StatisticsMessage::Page(Page::Rating)),
                _ => None,
            },
            Event::Click(x, y) => {
                let sheet = Sheet::new(layout);
                let tab = Page::ALL
                    .into_iter()
                    .zip(sheet.tabs)
                    .find(|(_, rect)| rect.contains(x, y))
                    .map(|(page, _)| page);
                match self.confirming {
                    true if sheet.button.contains(x, y) => {
                        Some(StatisticsMessage::Answer(Answer::Yes))
                    }
                    true if sheet.second.contains(x, y) => {
                        Some(StatisticsMessage::Answer(Answer::No))
                    }
                    true => None,
                    false if sheet.button.contains(x, y) => Some(StatisticsMessage::Reset),
                    false if tab.is_some() => tab.map(StatisticsMessage::Page),
                    false if sheet.second.contains(x, y) || !sheet.panel.contains(x, y) => {
                        Some(StatisticsMessage::Close)
                    }
                    false => None,
                }
            }
            Event::PointerMoved(..) => None,
        }
    }

    /// The two tabs under the title, the page on show chosen.
    fn tabs(&self, p: &Painter, sheet: &Sheet, size: f32) {
        for (page, rect) in Page::ALL.into_iter().zip(sheet.tabs) {
            let radius = rect.h * 0.3;
            if page == self.page {
                selected_box(rect, radius, p.theme);
            } else if rect.contains(p.pointer.0, p.pointer.1) {
                rounded_rect(rect, radius, p.theme.option_hovered);
            } else {
                rounded_rect(rect, radius, p.theme.option);
            }
            let (cx, cy) = rect.centre();
            let label = page.label();
            let fitted = p.fitted(label, size, Weight::Bold, rect.w * 0.9);
            p.text_centred(label, cx, cy, fitted, p.theme.text, Weight::Bold);
        }
    }

    /// The line of keys (or the question whether to reset) at `y`, and the two buttons under
    /// it.
    fn question_and_buttons(&self, p: &Painter, sheet: &Sheet, size: f32, y: f32) {
        let (question, first, second) = if self.confirming {
            (
                tr!("statistics-reset-question"),
                tr!("statistics-yes"),
                tr!("statistics-no"),
            )
        } else {
            (
                tr!("statistics-keys"),
                tr!("statistics-reset"),
                tr!("statistics-close"),
            )
        };
        // The question stands out from the line of keys it replaces.
        let (colour, weight) = if self.confirming {
            (p.theme.notice, Weight::Bold)
        } else {
            (p.theme.dim_text, Weight::Regular)
        };
        let centre = p.layout.width / 2.0;
        let fitted = p.fitted(question, size * 0.85, weight, sheet.content.w);
        p.text_centred(question, centre, y, fitted, colour, weight);
        for (rect, label) in [(sheet.button, first), (sheet.second, second)] {
            let fill = if rect.contains(p.pointer.0, p.pointer.1) {
                p.theme.option_hovered
            } else {
                p.theme.option
            };
            rounded_rect(rect, rect.h * 0.25, fill);
            let (cx, cy) = rect.centre();
            let fitted = p.fitted(label, size * 0.9, Weight::Regular, rect.w * 0.9);
            p.text_centred(label, cx, cy, fitted, p.theme.text, Weight::Regular);
        }
    }
}

/// The results page: the table, the streak, the rating and the notes.
fn results_page(
    p: &Painter,
    sheet: &Sheet,
    size: f32,
    stats: &Statistics,
    games: &[crate::store::GameRecord],
) {
    let line_h = sheet.line_h;
    let centre = p.layout.width / 2.0;
    let mut y = results_table(p, sheet, size, stats);
    y += line_h * 1.1;
    let streak = tr!("statistics-streak", streak = stats.longest_streak);
    p.text_centred(&streak, centre, y, size, p.theme.text, Weight::Regular);
    y += line_h * 0.8;
    let rated = crate::store::rated_games(games);
    let now = rated
        .last()
        .map_or(crate::rating::Rating::NEW, |game| game.after);
    let rating = tr!(
        "statistics-rating",
        rating = format!("{:.0}", now.rating),
        deviation = format!("{:.0}", now.deviation),
        games = rated.len(),
    );
    p.text_centred(&rating, centre, y, size, p.theme.text, Weight::Regular);
    for note in notes(stats) {
        y += line_h * 0.8;
        let fitted = p.fitted(&note, size * 0.85, Weight::Regular, sheet.content.w);
        p.text_centred(&note, centre, y, fitted, p.theme.dim_text, Weight::Regular);
    }
}

/// The columns of the results table: the names' width and each number's.
fn table_columns(sheet: &Sheet) -> (f32, f32) {
    let name_w = sheet.content.w * 0.3;
    (name_w, (sheet.content.w - name_w) / 8.0)
}

/// The table of results under the tabs: the rated and the casual games' headings over two
/// lines, then a row per opponent; returns the last row's line.
fn results_table(p: &Painter, sheet: &Sheet, size: f32, stats: &Statistics) -> f32 {
    let content = sheet.content;
    let (name_w, col_w) = table_columns(sheet);
    let column_x = |i: usize| content.x + name_w + col_w * (units(i) + 0.5);
    let cell = |text: &str, i: usize, y: f32, colour| {
        let width = p.fitted(text, size, Weight::Regular, col_w * 0.95);
        let shown = p.measure(text, width, Weight::Regular);
        p.text_left(text, (column_x(i) - shown / 2.0, y), width, col_w, colour);
    };
    let mut y = content.y + sheet.line_h * 0.4;
    // Each group's heading over its four columns, a rule under it.
    let groups = [
        tr!("statistics-rated-games"),
        tr!("statistics-casual-games"),
    ];
    for (g, heading) in groups.into_iter().enumerate() {
        let (left, right) = (
            column_x(g * 4) - col_w * 0.45,
            column_x(g * 4 + 3) + col_w * 0.45,
        );
        let fitted = p.fitted(heading, size, Weight::Bold, right - left);
        p.text_centred(
            heading,
            (left + right) / 2.0,
            y,
            fitted,
            p.theme.text,
            Weight::Bold,
        );
        let rule_y = y + sheet.line_h * 0.38;
        macroquad::shapes::draw_line(left, rule_y, right, rule_y, 1.0, p.theme.dim_text);
    }
    y += sheet.line_h * 0.8;
    let heads = [
        tr!("statistics-games"),
        tr!("statistics-won"),
        tr!("statistics-drawn"),
        tr!("statistics-lost"),
    ];
    p.text_left(
        tr!("statistics-against"),
        (content.x, y),
        size,
        name_w,
        p.theme.dim_text,
    );
    for (i, head) in heads.iter().chain(heads.iter()).enumerate() {
        cell(head, i, y, p.theme.dim_text);
    }
    for row in stats.rows() {
        y += sheet.line_h * 0.8;
        p.text_left(
            &row_name(row.opponent),
            (content.x, y),
            size,
            name_w,
            p.theme.text,
        );
        let numbers = |tally: Option<crate::store::Tally>| match tally {
            Some(t) => [t.games(), t.wins, t.draws, t.losses].map(|n| n.to_string()),
            None => ["–", "–", "–", "–"].map(String::from),
        };
        let rated = numbers(row.rated);
        let casual = numbers(Some(row.casual));
        for (i, number) in rated.iter().chain(casual.iter()).enumerate() {
            // A row's empty results are dim, so the games played stand out.
            let colour = if number == "0" || number == "–" {
                p.theme.dim_text
            } else {
                p.theme.text
            };
            cell(number, i, y, colour);
        }
    }
    y
}

/// Where the rating page puts its parts in `content`: the two lines of words at the top, the
/// plot, the scale's numbers left of it, and the lines of words under it.
#[derive(Debug, Clone, Copy)]
struct RatingLayout {
    /// The rating now, in large type.
    now_y: f32,
    /// The games and the range.
    range_y: f32,
    /// The plot, inside its axes.
    plot: Rect,
    /// The right edge of the scale's numbers, left of the plot.
    scale_right: f32,
    /// The left edge of the rating now, written right of the plot at its height.
    value_left: f32,
    /// The games' numbers under the plot.
    numbers_y: f32,
    /// What the axis counts and when the games were played.
    dates_y: f32,
    /// The key to the points' colours.
    legend_y: f32,
    /// The text size of the scale's and the axis' numbers.
    label: f32,
}

impl RatingLayout {
    /// The parts laid out in `content`, `line_h` a line, the scale's numbers `scale_w` wide
    /// and the rating now `value_w`.
    fn new(content: Rect, line_h: f32, scale_w: f32, value_w: f32) -> RatingLayout {
        let label = (line_h * 0.4).max(MIN_TEXT);
        let now_y = content.y + line_h * 0.55;
        let range_y = now_y + line_h * 0.95;
        let top = range_y + line_h * 0.8;
        let bottom = content.y + content.h - line_h * 2.2;
        let scale_right = content.x + scale_w + label * 0.4;
        let plot_x = scale_right + label * 0.5;
        let value_left = content.x + content.w - value_w;
        let plot = Rect {
            x: plot_x,
            y: top,
            w: (value_left - label * 0.6 - plot_x).max(1.0),
            h: (bottom - top).max(1.0),
        };
        RatingLayout {
            now_y,
            range_y,
            plot,
            scale_right,
            value_left,
            numbers_y: bottom + label * 0.9,
            dates_y: bottom + line_h * 1.15,
            legend_y: bottom + line_h * 1.9,
            label,
        }
    }
}

/// The rating page: the rating now and its range over a graph of every rated game.
fn rating_page(p: &Painter, sheet: &Sheet, size: f32, rated: &[RatedGame]) {
    let content = sheet.content;
    let centre = content.x + content.w / 2.0;
    let now = rated
        .last()
        .map_or(crate::rating::Rating::NEW, |game| game.after);
    let curve: Vec<f64> = std::iter::once(crate::rating::Rating::NEW.rating)
        .chain(rated.iter().map(|g| g.after.rating))
        .collect();
    let scale = RatingScale::of(&curve);
    let label = (sheet.line_h * 0.4).max(MIN_TEXT);
    let widest = scale
        .ticks()
        .iter()
        .map(|t| p.measure(&format!("{t:.0}"), label, Weight::Regular))
        .fold(0.0, f32::max);
    let value = format!("{:.0}", now.rating);
    let value_size = label * 1.15;
    let value_w = p.measure(&value, value_size, Weight::Bold) + value_size * 0.6;
    let l = RatingLayout::new(content, sheet.line_h, widest, value_w);
    let headline = tr!(
        "statistics-rating-now",
        rating = format!("{:.0}", now.rating),
        deviation = format!("{:.0}", now.deviation)
    );
    let fitted = p.fitted(&headline, size * 1.3, Weight::Bold, content.w);
    p.text_centred(
        &headline,
        centre,
        l.now_y,
        fitted,
        p.theme.text,
        Weight::Bold,
    );
    let plot = l.plot;
    macroquad::shapes::draw_rectangle_lines(plot.x, plot.y, plot.w, plot.h, 1.0, p.theme.dim_text);
    if rated.is_empty() {
        let (cx, cy) = plot.centre();
        let words = tr!("statistics-no-rated-games");
        p.text_within(words, (cx, cy), size, plot.w * 0.9, p.theme.dim_text);
        return;
    }
    let (low, high) = (scale.low_seen, scale.high_seen);
    let range = tr!(
        "statistics-rating-range",
        games = rated.len(),
        low = format!("{low:.0}"),
        high = format!("{high:.0}")
    );
    let fitted = p.fitted(&range, size * 0.9, Weight::Regular, content.w);
    p.text_centred(
        &range,
        centre,
        l.range_y,
        fitted,
        p.theme.dim_text,
        Weight::Regular,
    );
    // The scale: a faint line and a number at each step.
    for tick in scale.ticks() {
        let y = scale.y(tick, plot);
        let faint = macroquad::color::Color {
            a: 0.25,
            ..p.theme.dim_text
        };
        macroquad::shapes::draw_line(plot.x, y, plot.x + plot.w, y, 1.0, faint);
        let label = format!("{tick:.0}");
        let w = p.measure(&label, l.label, Weight::Regular);
        p.text_left(
            &label,
            (l.scale_right - w, y),
            l.label,
            w + 1.0,
            p.theme.dim_text,
        );
    }
    // The games' numbers along the bottom: the start is game 0.
    let x_of = |i: usize| plot.x + plot.w * units(i) / units(curve.len() - 1).max(1.0);
    for number in game_ticks(rated.len()) {
        let x = x_of(number);
        let label = number.to_string();
        let w = p.measure(&label, l.label, Weight::Regular);
        let bottom = plot.y + plot.h;
        macroquad::shapes::draw_line(x, bottom, x, bottom + l.label * 0.3, 1.0, p.theme.dim_text);
        p.text_left(
            &label,
            (x - w / 2.0, l.numbers_y),
            l.label,
            w + 1.0,
            p.theme.dim_text,
        );
    }
    let dates = dates_words(rated);
    let axis = format!("{}  ·  {dates}", tr!("statistics-rating-games-axis"));
    let fitted = p.fitted(&axis, size * 0.85, Weight::Regular, content.w);
    p.text_centred(
        &axis,
        centre,
        l.dates_y,
        fitted,
        p.theme.dim_text,
        Weight::Regular,
    );
    // The line through every point, then the points, coloured by the game's result.
    let shown = point_indices(curve.len(), plot.w);
    let point = |i: usize| (x_of(i), scale.y(curve[i], plot));
    for pair in shown.windows(2) {
        let ((x0, y0), (x1, y1)) = (point(pair[0]), point(pair[1]));
        macroquad::shapes::draw_line(x0, y0, x1, y1, 2.0, p.theme.text);
    }
    let dot = (plot.w / units(shown.len()) * 0.3).clamp(2.5, sheet.line_h * 0.16);
    for &i in &shown {
        let (x, y) = point(i);
        let colour = match i.checked_sub(1).map(|g| rated[g].result) {
            None => p.theme.dim_text,
            Some(crate::store::HumanResult::Win) => p.theme.win,
            Some(crate::store::HumanResult::Draw) => p.theme.draw,
            Some(crate::store::HumanResult::Loss) => p.theme.loss,
        };
        macroquad::shapes::draw_poly(x, y, SIDES, dot + 1.0, 0.0, p.theme.panel);
        macroquad::shapes::draw_poly(x, y, SIDES, dot, 0.0, colour);
    }
    // The rating now, ringed, and written right of the plot at its height.
    let (x, y) = point(curve.len() - 1);
    p.ring((x, y), dot * 2.0, 2.0, p.theme.text);
    let tag = Rect {
        x: l.value_left,
        y: y - value_size * 0.7,
        w: value_w,
        h: value_size * 1.4,
    };
    macroquad::shapes::draw_line(x + dot * 2.0, y, tag.x, y, 1.0, p.theme.dim_text);
    rounded_rect(tag, tag.h * 0.3, p.theme.option);
    let (cx, cy) = tag.centre();
    p.text_centred(&value, cx, cy, value_size, p.theme.text, Weight::Bold);
    legend(p, content, l.legend_y, l.label);
}

/// The key to the points' colours: won, drawn, lost.
fn legend(p: &Painter, content: Rect, y: f32, size: f32) {
    let entries = [
        (p.theme.win, tr!("statistics-won")),
        (p.theme.draw, tr!("statistics-drawn")),
        (p.theme.loss, tr!("statistics-lost")),
    ];
    let dot = size * 0.35;
    let gap = size * 1.2;
    let widths: Vec<f32> = entries
        .iter()
        .map(|(_, words)| dot * 3.0 + p.measure(words, size, Weight::Regular))
        .collect();
    let total = widths.iter().sum::<f32>() + gap * 2.0;
    let mut x = content.x + (content.w - total) / 2.0;
    for ((colour, words), w) in entries.into_iter().zip(widths) {
        macroquad::shapes::draw_poly(x + dot, y, SIDES, dot, 0.0, colour);
        p.text_left(words, (x + dot * 3.0, y), size, w, p.theme.dim_text);
        x += w + gap;
    }
}

/// The rating's scale: the lowest and highest ratings reached, and the round numbers the
/// graph's height spans, one tick a step.
#[derive(Debug, Clone, Copy, PartialEq)]
struct RatingScale {
    low_seen: f64,
    high_seen: f64,
    bottom: f64,
    top: f64,
    step: f64,
}

impl RatingScale {
    /// The scale for `curve`: round steps (10, 20, 25, 50, 100, …) so that three to six ticks
    /// span it, with room above and below a flat rating.
    fn of(curve: &[f64]) -> RatingScale {
        let (low, high) = curve
            .iter()
            .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), &r| {
                (lo.min(r), hi.max(r))
            });
        let (low, high) = if low.is_finite() {
            (low, high)
        } else {
            let new = crate::rating::Rating::NEW.rating;
            (new, new)
        };
        let steps = [10.0, 20.0, 25.0, 50.0, 100.0, 200.0, 250.0, 500.0, 1000.0];
        let spread = (high - low).max(1.0);
        let step = steps
            .into_iter()
            .find(|&s| spread / s <= 4.0)
            .unwrap_or(1000.0);
        let mut bottom = (low / step).floor() * step;
        let mut top = (high / step).ceil() * step;
        if top - bottom < step * 2.0 {
            bottom -= step;
            top = bottom + step * 3.0;
        }
        RatingScale {
            low_seen: low,
            high_seen: high,
            bottom,
            top,
            step,
        }
    }

    /// The round ratings the scale marks, lowest first.
    fn ticks(&self) -> Vec<f64> {
        let count = ((self.top - self.bottom) / self.step).round() as usize;
        (0..=count)
            .map(|i| self.bottom + self.step * i as f64)
            .collect()
    }

    /// Where `rating` is in `plot`: the scale's bottom and top a little inside its frame, so
    /// no point sits on it.
    fn y(&self, rating: f64, plot: Rect) -> f32 {
        let share = ((rating - self.bottom) / (self.top - self.bottom)) as f32;
        let margin = plot.h * 0.06;
        plot.y + margin + (plot.h - 2.0 * margin) * (1.0 - share)
    }
}

/// The games numbered along the axis for `games` rated games: about five round numbers, the
/// last game always among them.
fn game_ticks(games: usize) -> Vec<usize> {
    if games == 0 {
        return Vec::new();
    }
    let step = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000]
        .into_iter()
        .find(|&s| games / s <= 5)
        .unwrap_or(games);
    let mut ticks: Vec<usize> = (1..=games).filter(|n| n % step == 0).collect();
    // The last game's number, unless a tick just before it would crowd it.
    if ticks.last() != Some(&games) {
        if ticks.last().is_some_and(|&t| games - t < step / 2) {
            ticks.pop();
        }
        ticks.push(games);
    }
    ticks
}

/// Which of a curve's `points` are drawn in a plot `width` wide: every one while they are a
/// few pixels apart, else an even spread of at most [`GRAPH_POINTS`], the first and the last
/// always among them.
fn point_indices(points: usize, width: f32) -> Vec<usize> {
    let room = ((width / 4.0) as usize).clamp(2, GRAPH_POINTS);
    if points <= room {
        return (0..points).collect();
    }
    (0..room).map(|i| i * (points - 1) / (room - 1)).collect()
}

/// When the rated games were played, as dates (`2026-11-23`), from the first to the last.
fn dates_words(rated: &[RatedGame]) -> String {
    let day = |game: &RatedGame| game.date.strftime("%Y-%m-%d").to_string();
    let (first, last) = match (rated.first(), rated.last()) {
        (Some(first), Some(last)) => (day(first), day(last)),
        _ => return String::new(),
    };
    if first == last {
        tr!("statistics-rating-date", first = first)
    } else {
        tr!("statistics-rating-dates", first = first, last = last)
    }
}

/// A row's name: the level, or `plot4 stats`' words for games between people.
fn row_name(opponent: Option<crate::ai::Level>) -> String {
    match opponent {
        Some(level) => tr!(
            "statistics-computer",
            level = crate::ui::words::level(level)
        ),
        None => tr!("statistics-human").to_string(),
    }
}

/// What the table leaves out, as `plot4 stats` says it under its table, in the window's
/// language: the games recorded, rated and casual, those on other boards, how older games
/// count, and that tic-tac-toe is not counted.
fn notes(stats: &Statistics) -> Vec<String> {
    let rated = stats.rated_games();
    let recorded = tr!(
        "statistics-recorded",
        games = stats.recorded(),
        rated = rated,
        casual = stats.recorded() - rated
    );
    let mut notes = vec![if stats.other_boards > 0 {
        let other = tr!(
            "statistics-other-boards",
            games = stats.other_boards,
            boards = stats.other_boards_listed()
        );
        format!("{recorded}; {other}")
    } else {
        recorded
    }];
    if stats.other_boards > 0 {
        notes.push(tr!("statistics-only-standard").to_string());
    }
    if stats.rated_before_the_rule > 0 {
        notes.push(tr!(
            "statistics-older-rated",
            games = stats.rated_before_the_rule
        ));
    }
    notes.push(tr!("statistics-no-tictactoe").to_string());
    notes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{GameState, Modes};
    use crate::ui::fixtures;
    use crate::ui::screens::Goto;

    #[test]
    fn the_table_has_room_for_its_longest_name_and_numbers_at_every_size() {
        for (w, h) in fixtures::PLAYED_WINDOWS {
            let sheet = Sheet::new(&Layout::new(w, h, 7, 6));
            let size = (sheet.line_h * 0.46).max(MIN_TEXT);
            let (names, numbers) = table_columns(&sheet);
            // "Computer: Beginner", about 0.55 of the text size a character.
            assert!(
                names >= 18.0 * 0.55 * size,
                "{w}x{h}: {names} px for the names"
            );
            // "Games" and four digits, at the smallest text.
            assert!(numbers >= 5.0 * 0.55 * MIN_TEXT, "{w}x{h}: numbers");
            assert!(sheet.content.x >= sheet.panel.x);
            assert!(sheet.content.x + sheet.content.w <= sheet.panel.x + sheet.panel.w);
            // The table's rows, the streak, the rating and four notes end above the keys.
            let rows = 2 + crate::ai::Level::ALL.len() + 1;
            let last_note = sheet.content.y
                + sheet.line_h * (0.4 + 0.8 * (rows - 1) as f32 + 1.1 + 0.8 + 4.0 * 0.8);
            let keys = sheet.panel.y + sheet.panel.h - sheet.line_h * KEYS_FROM_FOOT;
            assert!(
                last_note + sheet.line_h * 0.4 <= keys,
                "{w}x{h}: the notes meet the keys"
            );
            // The tabs sit between the title and the content.
            for tab in sheet.tabs {
                assert!(tab.y > sheet.panel.y + sheet.line_h * 1.2, "{w}x{h}");
                assert!(tab.y + tab.h <= sheet.content.y, "{w}x{h}");
            }
            assert!(
                sheet.tabs[0].x + sheet.tabs[0].w < sheet.tabs[1].x,
                "{w}x{h}"
            );
        }
    }

    #[test]
    fn the_rating_graph_keeps_its_numbers_outside_the_plot_and_inside_the_panel() {
        for (w, h) in [(640.0, 480.0), (1280.0, 1000.0), (480.0, 400.0)] {
            let sheet = Sheet::new(&Layout::new(w, h, 7, 6));
            // "1250" at the scale's text size, about 0.55 of it a character.
            let label = (sheet.line_h * 0.4).max(MIN_TEXT);
            let scale_w = 4.0 * 0.55 * label;
            let value_w = 4.0 * 0.6 * label * 1.15 + label;
            let l = RatingLayout::new(sheet.content, sheet.line_h, scale_w, value_w);
            let at = format!("{w}x{h}");
            assert!(
                l.scale_right - scale_w >= sheet.panel.x,
                "{at}: the scale leaves the panel"
            );
            assert!(
                l.scale_right < l.plot.x,
                "{at}: the scale's numbers meet the frame"
            );
            assert!(
                l.plot.x + l.plot.w < l.value_left,
                "{at}: the rating now meets the plot"
            );
            assert!(
                l.value_left + value_w <= sheet.panel.x + sheet.panel.w,
                "{at}"
            );
            assert!(
                l.range_y < l.plot.y && l.plot.y + l.plot.h < l.numbers_y,
                "{at}"
            );
            assert!(l.numbers_y < l.dates_y && l.dates_y < l.legend_y, "{at}");
            let keys = sheet.panel.y + sheet.panel.h - sheet.line_h * KEYS_FROM_FOOT;
            assert!(
                l.legend_y + label * 0.6 < keys,
                "{at}: the legend meets the keys"
            );
            // A graph a player reads: most of the panel's width, and a real height.
            assert!(
                l.plot.w >= sheet.panel.w * 0.7,
                "{at}: {} px wide",
                l.plot.w
            );
            assert!(l.plot.h >= 0.3 * h, "{at}: {} px high", l.plot.h);
        }
    }

    #[test]
    fn the_scale_is_round_spans_every_rating_and_a_flat_one_sits_inside() {
        let scale = RatingScale::of(&[1000.0, 1180.0, 1240.0, 1130.0]);
        let ticks = scale.ticks();
        assert!((3..=7).contains(&ticks.len()), "{ticks:?}");
        assert!(
            ticks[0] <= 1000.0 && *ticks.last().unwrap() >= 1240.0,
            "{ticks:?}"
        );
        assert!(ticks.iter().all(|t| t % scale.step == 0.0));
        let plot = Rect {
            x: 0.0,
            y: 100.0,
            w: 300.0,
            h: 200.0,
        };
        for rating in [1000.0, 1240.0] {
            let y = scale.y(rating, plot);
            assert!((100.0..=300.0).contains(&y), "{rating} at {y}");
        }
        let flat = RatingScale::of(&[1000.0]);
        let y = flat.y(1000.0, plot);
        assert!(
            y > 100.0 && y < 300.0,
            "a flat rating is not on the frame: {y}"
        );
        assert_eq!(flat.ticks().len(), 4);
    }

    #[test]
    fn the_axis_numbers_a_few_round_games_and_always_the_last() {
        assert_eq!(game_ticks(0), Vec::<usize>::new());
        assert_eq!(game_ticks(1), vec![1]);
        assert_eq!(game_ticks(4), vec![1, 2, 3, 4]);
        assert_eq!(game_ticks(12), vec![5, 10, 12]);
        assert_eq!(game_ticks(41), vec![10, 20, 30, 41], "40 would crowd 41");
        assert_eq!(game_ticks(51), vec![10, 20, 30, 40, 51]);
        assert_eq!(game_ticks(45), vec![10, 20, 30, 40, 45]);
        // Every point while they are apart; an even spread that keeps the ends when not.
        assert_eq!(point_indices(5, 300.0), vec![0, 1, 2, 3, 4]);
        let spread = point_indices(1000, 300.0);
        assert_eq!(spread.len(), 75);
        assert_eq!((spread[0], *spread.last().unwrap()), (0, 999));
    }

    #[test]
    fn the_arrows_and_the_tabs_turn_the_page() {
        let layout = Layout::new(640.0, 480.0, 7, 6);
        let sheet = Sheet::new(&layout);
        let showing = StatisticsSheet::default();
        assert_eq!(showing.page, Page::Results);
        assert_eq!(
            showing.read(Event::Key(Key::Right), &layout),
            Some(StatisticsMessage::Page(Page::Rating))
        );
        assert_eq!(
            showing.read(Event::Key(Key::Left), &layout),
            Some(StatisticsMessage::Page(Page::Results))
        );
        let (x, y) = sheet.tabs[1].centre();
        assert_eq!(
            showing.read(Event::Click(x, y), &layout),
            Some(StatisticsMessage::Page(Page::Rating))
        );
        let asking = StatisticsSheet {
            confirming: true,
            page: Page::Results,
        };
        assert_eq!(
            asking.read(Event::Click(x, y), &layout),
            None,
            "not while asking"
        );
        assert_eq!(asking.read(Event::Key(Key::Right), &layout), None);
    }
    use crate::ui::app::App;
    use crate::ui::button::Answer;

    use crate::ui::effect::Effect;
    use crate::ui::effect::Keep;
    use crate::ui::keeping::{Keeping, Saving};

    #[test]
    fn a_finished_game_is_counted_and_reset_asks_first() {
        let game = GameState::from_position(Modes::HUMANS, "121212").unwrap();
        let mut app = App::keeping(game, Goto::Table, Keeping::on(Saving::Now));
        let mut now = 0.0;
        app.set_time(now);
        app.press(&[Key::Digit(1)]);
        app.settle(&mut now);
        app.take_effects();
        let history = app.session().kept().history().clone();
        assert_eq!(Statistics::of(history.games()).between_people.wins, 1);
        app.set_time(now);
        app.press(&[Key::Statistics]);
        assert_eq!(app.screen(), "statistics");
        app.set_time(now);
        app.press(&[Key::R]);
        assert_eq!(app.screen(), "statistics: reset?");
        app.set_time(now);
        app.press(&[Key::N]);
        assert_eq!(app.session().kept().history().games().len(), 1, "no: kept");
        assert!(app.take_effects().is_empty());
        app.set_time(now);
        app.press(&[Key::R]);
        app.set_time(now);
        app.press(&[Key::Y]);
        assert!(app.session().kept().history().games().is_empty());
        assert_eq!(app.take_effects(), vec![Effect::Keep(Keep::ResetHistory)]);
        assert_eq!(app.screen(), "statistics");
        app.set_time(now);
        app.press(&[Key::Escape]);
        assert_eq!(app.screen(), "game over");
    }

    #[test]
    fn the_people_row_reads_as_plot4_stats_says_it() {
        let table = Statistics::of(&[]).table();
        let cli = table
            .lines()
            .find(|line| line.starts_with("human"))
            .expect("plot4 stats has a row for people");
        let name = row_name(None);
        assert!(
            cli.to_lowercase().starts_with(&name.to_lowercase()),
            "window {name:?}, command line {cli:?}"
        );
    }

    #[test]
    fn keys_and_clicks_follow_the_question() {
        let layout = Layout::new(640.0, 520.0, 7, 6);
        let sheet = Sheet::new(&layout);
        let asking = StatisticsSheet {
            confirming: true,
            page: Page::Results,
        };
        let showing = StatisticsSheet::default();
        assert_eq!(
            showing.read(Event::Key(Key::R), &layout),
            Some(StatisticsMessage::Reset)
        );
        assert_eq!(
            showing.read(Event::Key(Key::Y), &layout),
            None,
            "Y means nothing unasked"
        );
        assert_eq!(
            asking.read(Event::Key(Key::Y), &layout),
            Some(StatisticsMessage::Answer(Answer::Yes))
        );
        assert_eq!(
            asking.read(Event::Key(Key::Escape), &layout),
            Some(StatisticsMessage::Answer(Answer::No))
        );
        let (x, y) = sheet.button.centre();
        assert_eq!(
            showing.read(Event::Click(x, y), &layout),
            Some(StatisticsMessage::Reset)
        );
        assert_eq!(
            asking.read(Event::Click(x, y), &layout),
            Some(StatisticsMessage::Answer(Answer::Yes))
        );
        let (x, y) = sheet.second.centre();
        assert_eq!(
            asking.read(Event::Click(x, y), &layout),
            Some(StatisticsMessage::Answer(Answer::No))
        );
        assert!(sheet.button.y + sheet.button.h <= sheet.panel.y + sheet.panel.h);
    }
}

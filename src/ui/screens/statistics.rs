//! The statistics screen: the human's wins, draws and losses against each computer level and in
//! games between people, and the longest winning streak, counted from the recorded games the
//! way `plot4 stats` counts them. Reset asks first (Y/N); the history is then kept aside.

use super::{Screen, Transition};
use crate::store::Statistics;
use crate::ui::button::Answer;
use crate::ui::events::ScreenName;
use crate::ui::input::{Event, Key};
use crate::ui::layout::{units, Layout, Rect};
use crate::ui::paint::{rounded_rect, Painter, Weight};
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
}

/// The statistics screen; `confirming` while it asks whether to reset.
#[derive(Debug, Clone, Default)]
pub struct StatisticsSheet {
    confirming: bool,
}

/// Where the panel and its button go.
struct Sheet {
    panel: Rect,
    line_h: f32,
    /// Reset, or Yes while confirming.
    button: Rect,
    /// No, while confirming.
    second: Rect,
}

/// The sheet's height in lines: the heading, the people row, the streak, the rating, its graph,
/// the notes under the table (up to three) and the buttons, and a row per level.
const LINES: f32 = 10.7 + GRAPH_LINES + 0.8 * crate::ai::Level::ALL.len() as f32;

/// How many lines the graph of the rating takes.
const GRAPH_LINES: f32 = 2.0;

/// At most this many points of the rating's history are drawn.
const GRAPH_POINTS: usize = 120;

impl Sheet {
    fn new(l: &Layout) -> Sheet {
        let line_h = (l.height * 0.92 / LINES).min(l.width * 0.075).min(50.0);
        // Never narrower than the table needs at the smallest text, in a short window too.
        let least = (l.width * 0.94).min(crate::ui::layout::MIN_TEXT * 36.0);
        let w = (l.width * 0.94).min(line_h * 13.0).max(least);
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
        Sheet {
            panel,
            line_h,
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
        }
        Transition::Stay
    }

    fn draw(&self, session: &Session, p: &Painter) {
        let l = p.layout;
        let sheet = Sheet::new(l);
        let line_h = sheet.line_h;
        let mut y = sheet.panel.y + line_h * 0.9;
        let size = p.sheet(sheet.panel, line_h, tr!("statistics-title"), y);
        let games = session.kept().history().games();
        let stats = Statistics::of(games);
        y = results_table(p, &sheet, size, &stats, y);
        y = streak_and_rating(p, &sheet, size, &stats, games, y);
        for note in notes(&stats) {
            y += line_h * 0.8;
            let fitted = p.fitted(
                &note,
                size * 0.85,
                Weight::Regular,
                sheet.panel.w - 2.0 * inset(&sheet),
            );
            p.text_centred(
                &note,
                l.width / 2.0,
                y,
                fitted,
                p.theme.dim_text,
                Weight::Regular,
            );
        }
        self.question_and_buttons(p, &sheet, size, y + line_h * 0.8);
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
                _ => None,
            },
            Event::Click(x, y) => {
                let sheet = Sheet::new(layout);
                match self.confirming {
                    true if sheet.button.contains(x, y) => {
                        Some(StatisticsMessage::Answer(Answer::Yes))
                    }
                    true if sheet.second.contains(x, y) => {
                        Some(StatisticsMessage::Answer(Answer::No))
                    }
                    true => None,
                    false if sheet.button.contains(x, y) => Some(StatisticsMessage::Reset),
                    false if sheet.second.contains(x, y) || !sheet.panel.contains(x, y) => {
                        Some(StatisticsMessage::Close)
                    }
                    false => None,
                }
            }
            Event::PointerMoved(..) => None,
        }
    }
}

impl StatisticsSheet {
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
        p.text_centred(question, centre, y, size * 0.85, colour, weight);
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

/// The space between the panel's edge and its text.
fn inset(sheet: &Sheet) -> f32 {
    sheet.line_h * 0.5
}

/// The table of results, a row per opponent under a row of headings, the first row a line
/// under `y`; returns the last row's line.
fn results_table(p: &Painter, sheet: &Sheet, size: f32, stats: &Statistics, y: f32) -> f32 {
    let panel = sheet.panel;
    let inset = inset(sheet);
    let name_w = (panel.w - 2.0 * inset) * 0.4;
    let col_w = (panel.w - 2.0 * inset - name_w) / 4.0;
    let row = |y: f32, cells: [&str; 5], colour| {
        p.text_left(cells[0], (panel.x + inset, y), size, name_w, colour);
        for (i, cell) in cells[1..].iter().enumerate() {
            let x = panel.x + inset + name_w + col_w * (units(i) + 0.5);
            let width = p.fitted(cell, size, Weight::Regular, col_w * 0.95);
            let shown = p.measure(cell, width, Weight::Regular);
            p.text_left(cell, (x - shown / 2.0, y), width, col_w, colour);
        }
    };
    let mut y = y + sheet.line_h * 1.2;
    row(
        y,
        [
            tr!("statistics-against"),
            tr!("statistics-games"),
            tr!("statistics-won"),
            tr!("statistics-drawn"),
            tr!("statistics-lost"),
        ],
        p.theme.dim_text,
    );
    for (opponent, tally) in stats.rows() {
        y += sheet.line_h * 0.8;
        let name = row_name(opponent);
        let numbers = [tally.games(), tally.wins, tally.draws, tally.losses].map(|n| n.to_string());
        row(
            y,
            [&name, &numbers[0], &numbers[1], &numbers[2], &numbers[3]],
            p.theme.text,
        );
    }
    y
}

/// The longest streak, the rating and the graph of the rating under the table's last line
/// `y`; returns the line the graph ends on.
fn streak_and_rating(
    p: &Painter,
    sheet: &Sheet,
    size: f32,
    stats: &Statistics,
    games: &[crate::store::GameRecord],
    y: f32,
) -> f32 {
    let (panel, line_h) = (sheet.panel, sheet.line_h);
    let centre = p.layout.width / 2.0;
    let mut y = y + line_h * 1.1;
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
    let graph = Rect {
        x: panel.x + panel.w * 0.2,
        y: y + line_h * 0.45,
        w: panel.w * 0.6,
        h: line_h * (GRAPH_LINES - 0.3),
    };
    rating_graph(p, graph, games, size * 0.7);
    y + line_h * GRAPH_LINES
}

/// The player's rating over time in `frame`: a line from the first rating to today's, the
/// highest and lowest written at the left; before any rated game, a word saying so.
fn rating_graph(p: &Painter, frame: Rect, games: &[crate::store::GameRecord], text: f32) {
    let curve = crate::store::sampled(&crate::store::rating_curve(games), GRAPH_POINTS);
    let (low, high) = curve
        .iter()
        .fold((f32::INFINITY, f32::NEG_INFINITY), |(lo, hi), &r| {
            (lo.min(r as f32), hi.max(r as f32))
        });
    macroquad::shapes::draw_rectangle_lines(
        frame.x,
        frame.y,
        frame.w,
        frame.h,
        1.0,
        p.theme.dim_text,
    );
    if curve.len() < 2 {
        let (cx, cy) = frame.centre();
        let words = tr!("statistics-no-rated-games");
        p.text_within(words, (cx, cy), text, frame.w * 0.96, p.theme.dim_text);
        return;
    }
    // A flat rating is drawn across the middle; otherwise the range fills the frame.
    let span = (high - low).max(1.0);
    let inner = frame.h * 0.8;
    let point = |i: usize, r: f64| {
        let x = frame.x + frame.w * units(i) / units(curve.len() - 1);
        let y = frame.y + frame.h * 0.1 + inner * (1.0 - (r as f32 - low) / span);
        (
            x,
            if high > low {
                y
            } else {
                frame.y + frame.h / 2.0
            },
        )
    };
    for (i, pair) in curve.windows(2).enumerate() {
        let (x0, y0) = point(i, pair[0]);
        let (x1, y1) = point(i + 1, pair[1]);
        macroquad::shapes::draw_line(x0, y0, x1, y1, 2.0, p.theme.text);
    }
    let label_x = frame.x - text * 0.3;
    for (value, y) in [
        (high, frame.y + text * 0.5),
        (low, frame.y + frame.h - text * 0.5),
    ] {
        let label = format!("{value:.0}");
        let w = p.measure(&label, text, Weight::Regular);
        p.text_left(&label, (label_x - w, y), text, w + 1.0, p.theme.dim_text);
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
/// language: the games recorded, those on other boards, and that tic-tac-toe is not counted.
fn notes(stats: &Statistics) -> Vec<String> {
    let recorded = tr!("statistics-recorded", games = stats.recorded());
    let mut notes = vec![if stats.other_boards > 0 {
        let other = tr!(
            "statistics-other-boards",
            games = stats.other_boards,
            boards = stats.other_boards_listed()
        );
        format!("{recorded}, {other}")
    } else {
        recorded
    }];
    if stats.other_boards > 0 {
        notes.push(tr!("statistics-only-standard").to_string());
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
        use crate::ui::layout::MIN_TEXT;
        for (w, h) in fixtures::PLAYED_WINDOWS {
            let sheet = Sheet::new(&Layout::new(w, h, 7, 6));
            let size = (sheet.line_h * 0.46).max(MIN_TEXT);
            // As draw shares the width out: the names take 0.4 of it, four numbers the rest.
            let inner = sheet.panel.w - sheet.line_h;
            let names = inner * 0.4;
            // "Computer: Beginner", about 0.55 of the text size a character.
            assert!(
                names >= 18.0 * 0.55 * size,
                "{w}x{h}: {names} px for the names"
            );
            assert!(
                (inner - names) / 4.0 >= 5.0 * 0.55 * size,
                "{w}x{h}: numbers"
            );
        }
    }
    use crate::ui::app::App;
    use crate::ui::button::Answer;

    use crate::ui::effect::Effect;
    use crate::ui::effect::Keep;
    use crate::ui::keeping::Keeping;

    #[test]
    fn a_finished_game_is_counted_and_reset_asks_first() {
        let game = GameState::from_position(Modes::HUMANS, "121212").unwrap();
        let mut app = App::keeping(game, Goto::Table, Keeping::on(true));
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
        let asking = StatisticsSheet { confirming: true };
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

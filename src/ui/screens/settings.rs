//! The settings screen, over whatever screen opened it: one row per setting, each changed at
//! once (the theme redraws on the next frame, the animation speed moves the next coin) and kept
//! in the settings file. ↑/↓ choose a row, ←/→ or Enter change it; a click on a row's value
//! steps it (its left part back, the rest on); Escape, S or F2 closes.

use super::{Screen, Transition};
use crate::game::Mode;
use crate::store::{AnimationSpeed, FirstMover, Language, Settings, Sound, Theme, Volume};
use crate::ui::button::Button;
use crate::ui::events::ScreenName;
use crate::ui::input::{Event, Key};
use crate::ui::layout::{Layout, Rect};
use crate::ui::paint::{rounded_rect, selected_box, Painter, Weight};
use crate::ui::session::{Action, Session};
use crate::ui::words;

/// What the player can ask of the settings sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SettingsMessage {
    /// Move the choice this many rows (negative: up).
    Select(i32),
    /// Choose this row (from the top, 0-based).
    Choose(usize),
    /// Change the chosen row's setting by this many steps (negative: back). Keys say this
    /// rather than naming a row: a key pressed in the same frame as one that moves the choice
    /// must act on the row chosen by then.
    Step(i32),
    /// Change the setting on this row by this many steps (negative: back).
    Change {
        /// The row, from the top.
        row: usize,
        /// How many steps, and which way.
        step: i32,
    },
    /// Close the sheet.
    Close,
}

/// One row of the settings screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Row {
    /// The colour theme.
    Theme,
    /// Sound on or off.
    Sound,
    /// How loud.
    Volume,
    /// How fast coins move.
    Animation,
    /// Who moves first in a new game.
    FirstMover,
    /// Who plays Red in a new game.
    RedMode,
    /// Who plays Yellow in a new game.
    YellowMode,
    /// Analysis shown when a game starts.
    Analysis,
    /// The language the window speaks.
    Language,
}

impl Row {
    /// Every row, top to bottom.
    pub const ALL: [Row; 9] = [
        Row::Theme,
        Row::Sound,
        Row::Volume,
        Row::Animation,
        Row::FirstMover,
        Row::RedMode,
        Row::YellowMode,
        Row::Analysis,
        Row::Language,
    ];

    /// What the row is called on screen.
    pub fn label(self) -> &'static str {
        match self {
            Row::Theme => tr!("settings-theme"),
            Row::Sound => tr!("settings-sound"),
            Row::Volume => tr!("settings-volume"),
            Row::Animation => tr!("settings-animation"),
            Row::FirstMover => tr!("settings-first"),
            Row::RedMode => tr!("settings-red-mode"),
            Row::YellowMode => tr!("settings-yellow-mode"),
            Row::Analysis => tr!("settings-analysis"),
            Row::Language => tr!("settings-language"),
        }
    }

    /// The row's value in `settings`, as shown (the language as it names itself, English
    /// until one is picked).
    pub fn value(self, settings: &Settings) -> String {
        match self {
            Row::Theme => theme_name(settings.theme).to_string(),
            Row::Sound => on_off(settings.sound.on).to_string(),
            Row::Volume => format!("{}%", settings.sound.volume.percent()),
            Row::Animation => match settings.animation.unwrap_or_default() {
                AnimationSpeed::Slow => tr!("settings-animation-slow"),
                AnimationSpeed::Normal => tr!("settings-animation-normal"),
                AnimationSpeed::Fast => tr!("settings-animation-fast"),
                AnimationSpeed::Off => tr!("settings-animation-off"),
            }
            .to_string(),
            Row::FirstMover => match settings.first {
                FirstMover::Red => tr!("red").to_string(),
                FirstMover::Yellow => tr!("yellow").to_string(),
                FirstMover::Alternate => tr!("settings-alternate").to_string(),
            },
            Row::RedMode => words::mode(settings.modes.red).to_string(),
            Row::YellowMode => words::mode(settings.modes.yellow).to_string(),
            Row::Analysis => on_off(settings.show_analysis).to_string(),
            Row::Language => settings
                .language
                .unwrap_or_default()
                .native_name()
                .to_string(),
        }
    }

    /// `settings` with this row stepped `step` times: lists go round, the volume moves in
    /// tens and stops at 0 and 100, on/off flips on any step.
    pub fn changed(self, settings: &Settings, step: i32) -> Settings {
        let mut next = settings.clone();
        match self {
            Row::Theme => next.theme = cycle(Theme::ALL, settings.theme, step),
            Row::Sound => {
                next.sound = Sound {
                    on: flip(settings.sound.on, step),
                    ..settings.sound
                }
            }
            Row::Volume => {
                let percent = i32::from(settings.sound.volume.percent()) + 10 * step;
                let volume = Volume::new(percent.clamp(0, 100) as u8).unwrap_or_default();
                next.sound = Sound {
                    volume,
                    ..settings.sound
                };
            }
            Row::Animation => {
                let now = settings.animation.unwrap_or_default();
                next.animation = Some(cycle(AnimationSpeed::ALL, now, step));
            }
            Row::FirstMover => next.first = cycle(FirstMover::ALL, settings.first, step),
            Row::RedMode => next.modes.red = cycle(&Mode::ALL, settings.modes.red, step),
            Row::YellowMode => next.modes.yellow = cycle(&Mode::ALL, settings.modes.yellow, step),
            Row::Analysis => next.show_analysis = flip(settings.show_analysis, step),
            Row::Language => {
                let now = settings.language.unwrap_or_default();
                next.language = Some(cycle(Language::ALL, now, step));
            }
        }
        next
    }
}

fn on_off(on: bool) -> &'static str {
    if on {
        tr!("on")
    } else {
        tr!("off")
    }
}

/// The theme's name as the window says it.
fn theme_name(theme: Theme) -> &'static str {
    match theme {
        Theme::Classic => tr!("settings-theme-classic"),
        Theme::Dark => tr!("settings-theme-dark"),
        Theme::Light => tr!("settings-theme-light"),
        Theme::ColourBlind => tr!("settings-theme-colour-blind"),
    }
}

/// The settings a change of `row` starts from: the language row from the language spoken.
fn current(row: Row, session: &Session) -> Settings {
    if matches!(row, Row::Language | Row::Animation) {
        with_language(session)
    } else {
        session.prefs().settings().clone()
    }
}

/// The settings in force with the language spoken and the animation speed filled in, so
/// stepping their rows starts from what the player sees (the system's, until one is picked).
fn with_language(session: &Session) -> Settings {
    let prefs = session.prefs();
    Settings {
        language: Some(prefs.language()),
        animation: Some(prefs.animation()),
        ..prefs.settings().clone()
    }
}

fn flip(value: bool, step: i32) -> bool {
    if step % 2 == 0 {
        value
    } else {
        !value
    }
}

/// The value `step` places after `current` in `all`, going round.
fn cycle<T: Copy + PartialEq>(all: &[T], current: T, step: i32) -> T {
    let len = all.len() as i32;
    let at = all.iter().position(|&v| v == current).unwrap_or(0) as i32;
    all[(at + step).rem_euclid(len) as usize]
}

/// The settings screen; it remembers which row is chosen.
#[derive(Debug, Clone, Default)]
pub struct SettingsSheet {
    selected: usize,
}

impl SettingsSheet {
    /// The row chosen for the keys.
    pub fn selected(&self) -> Row {
        Row::ALL[self.selected]
    }
}

/// Where the panel, its rows and their values go in `layout`.
struct Sheet {
    panel: Rect,
    rows: Vec<Rect>,
    line_h: f32,
}

impl Sheet {
    fn new(l: &Layout) -> Sheet {
        let count = Row::ALL.len() as f32;
        // Title, the rows, the closing line.
        let lines = count + 3.2;
        let line_h = (l.height * 0.92 / lines).min(l.width * 0.07).min(52.0);
        let w = (l.width * 0.94).min(line_h * 14.0);
        let h = line_h * lines;
        let panel = l.centred(w, h);
        let inset = line_h * 0.4;
        let rows = (0..Row::ALL.len())
            .map(|i| Rect {
                x: panel.x + inset,
                y: panel.y + line_h * (1.7 + i as f32),
                w: w - 2.0 * inset,
                h: line_h * 0.9,
            })
            .collect();
        Sheet {
            panel,
            rows,
            line_h,
        }
    }

    /// The Close button, at the right end of the title line.
    fn close_button(&self) -> Button {
        let h = self.line_h * 0.8;
        let w = (h * 3.0).min(self.panel.w * 0.3);
        let inset = self.line_h * 0.4;
        Button {
            rect: Rect {
                x: self.panel.x + self.panel.w - inset - w,
                y: self.panel.y + self.line_h * 0.95 - h / 2.0,
                w,
                h,
            },
            label: tr!("settings-close"),
            face: crate::ui::button::Face::Filled,
            tooltip: tr!("settings-close-tooltip").to_string(),
        }
    }

    /// Where a row's value sits: the right part of the row.
    fn value_box(row: Rect) -> Rect {
        Rect {
            x: row.x + row.w * 0.58,
            w: row.w * 0.42,
            ..row
        }
    }
}

impl Screen for SettingsSheet {
    fn name(&self) -> ScreenName {
        ScreenName::Settings
    }

    fn hear(&mut self, event: Event, layout: &Layout, session: &mut Session) -> Transition {
        let Some(message) = self.read(event, layout) else {
            return Transition::Stay;
        };
        match message {
            SettingsMessage::Select(step) => {
                let len = Row::ALL.len() as i32;
                self.selected = (self.selected as i32 + step).rem_euclid(len) as usize;
            }
            SettingsMessage::Choose(row) if row < Row::ALL.len() => self.selected = row,
            SettingsMessage::Choose(_) => {}
            SettingsMessage::Step(step) => {
                let settings = self
                    .selected()
                    .changed(&current(self.selected(), session), step);
                session.act(Action::ChangeSettings(settings));
            }
            SettingsMessage::Change { row, step } => {
                if let Some(&which) = Row::ALL.get(row) {
                    self.selected = row;
                    let settings = which.changed(&current(which, session), step);
                    session.act(Action::ChangeSettings(settings));
                }
            }
            SettingsMessage::Close => return Transition::Pop,
        }
        Transition::Stay
    }

    fn draw(&self, session: &Session, p: &Painter) {
        let l = p.layout;
        let sheet = Sheet::new(l);
        let line_h = sheet.line_h;
        let size = p.sheet(
            sheet.panel,
            line_h,
            tr!("settings-title"),
            sheet.panel.y + line_h * 0.95,
        );
        let centre = l.width / 2.0;
        let settings = session.prefs().settings();
        let (px, py) = p.pointer;
        for (i, (rect, row)) in sheet.rows.iter().zip(Row::ALL).enumerate() {
            if i == self.selected {
                selected_box(*rect, rect.h * 0.2, p.theme);
            } else {
                let hovered = rect.contains(px, py);
                let fill = if hovered {
                    p.theme.option_hovered
                } else {
                    p.theme.option
                };
                rounded_rect(*rect, rect.h * 0.2, fill);
            }
            let cy = rect.y + rect.h / 2.0;
            let inset = rect.h * 0.35;
            let label = format!("{}  {}", i + 1, row.label());
            let value_box = Sheet::value_box(*rect);
            p.text_left(
                &label,
                (rect.x + inset, cy),
                size,
                value_box.x - rect.x - inset,
                p.theme.text,
            );
            let mut value = row.value(&with_language(session));
            if row == Row::Theme && session.prefs().theme() != settings.theme {
                let theme = theme_name(session.prefs().theme());
                value = tr!("settings-this-run", value = value, theme = theme);
            }
            if row == Row::Sound && session.prefs().muted() {
                value = tr!("settings-muted", value = value);
            } else if row == Row::Sound && session.prefs().no_audio_device() {
                value = tr!("settings-no-audio", value = value);
            }
            let shown = format!("‹  {value}  ›");
            // A value too long for its box (the theme of this run beside the saved one, in a
            // narrow window) starts further left, into the room its row's label leaves, so
            // its arrow stays inside the row.
            let right = value_box.x + value_box.w - inset;
            let label_end = rect.x + inset + p.measure(&label, size, Weight::Regular) + inset;
            let x = value_box
                .x
                .min(right - p.measure(&shown, size, Weight::Regular))
                .max(label_end);
            p.text_left(&shown, (x, cy), size, right - x, p.theme.text);
        }
        let last = sheet.rows[sheet.rows.len() - 1];
        let hint = if crate::ui::words::by_touch() {
            tr!("settings-tap")
        } else {
            tr!("settings-keys")
        };
        p.text_centred(
            hint,
            centre,
            last.y + last.h + line_h * 0.75,
            p.fitted(hint, size * 0.85, Weight::Regular, sheet.panel.w - line_h),
            p.theme.dim_text,
            Weight::Regular,
        );
        let close = sheet.close_button();
        let (_, close_size) = close.fitted_label(p);
        close.draw(p, close_size);
        if close.hovered(p) {
            close.draw_tooltip(p);
        }
    }
}

impl SettingsSheet {
    /// What `event` means on this screen, in a window laid out as `layout`.
    fn read(&self, event: Event, layout: &Layout) -> Option<SettingsMessage> {
        match event {
            Event::Key(key) => match key {
                Key::Up => Some(SettingsMessage::Select(-1)),
                Key::Down => Some(SettingsMessage::Select(1)),
                Key::Left => Some(SettingsMessage::Step(-1)),
                Key::Right | Key::Drop => Some(SettingsMessage::Step(1)),
                Key::Digit(d) if (1..=Row::ALL.len() as u8).contains(&d) => {
                    Some(SettingsMessage::Choose(usize::from(d) - 1))
                }
                Key::Escape | Key::Settings => Some(SettingsMessage::Close),
                _ => None,
            },
            Event::Click(x, y) => {
                let sheet = Sheet::new(layout);
                if !sheet.panel.contains(x, y) || sheet.close_button().rect.contains(x, y) {
                    return Some(SettingsMessage::Close);
                }
                let row = sheet.rows.iter().position(|r| r.contains(x, y))?;
                let value = Sheet::value_box(sheet.rows[row]);
                let step = if x < value.x + value.w * 0.3 { -1 } else { 1 };
                Some(SettingsMessage::Change { row, step })
            }
            Event::PointerMoved(..) => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::game::{GameState, Modes};
    use crate::ui::app::App;
    use crate::ui::screens::Goto;

    use crate::ui::effect::Effect;
    use crate::ui::effect::Keep;

    fn saved_settings(app: &mut App) -> Vec<Settings> {
        app.take_effects()
            .into_iter()
            .filter_map(|e| match e {
                Effect::Keep(Keep::Settings(s)) => Some(s),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn lists_go_round_the_volume_stops_at_its_ends_and_switches_flip() {
        let s = Settings::default();
        assert_eq!(Row::Theme.changed(&s, 1).theme, Theme::Dark);
        assert_eq!(Row::Theme.changed(&s, -1).theme, Theme::ColourBlind);
        assert_eq!(
            Row::Animation.changed(&s, 2).animation,
            Some(AnimationSpeed::Off)
        );
        assert_eq!(Row::FirstMover.changed(&s, 2).first, FirstMover::Alternate);
        let loud = Row::Volume.changed(&Row::Volume.changed(&s, 2), 5);
        assert_eq!(loud.sound.volume.percent(), 100);
        assert_eq!(Row::Volume.changed(&s, -20).sound.volume.percent(), 0);
        assert!(!Row::Sound.changed(&s, -1).sound.on);
        assert!(Row::Analysis.changed(&s, 1).show_analysis);
        assert_eq!(
            Row::YellowMode.changed(&s, 1).modes.yellow,
            Mode::Computer(Level::MidHigh)
        );
        assert_eq!(
            Row::RedMode.changed(&s, -1).modes.red,
            Mode::ALL[Mode::ALL.len() - 1]
        );
        // Nothing else moves.
        let themed = Row::Theme.changed(&s, 1);
        assert_eq!(
            Settings {
                theme: s.theme,
                ..themed
            },
            s
        );
    }

    #[test]
    fn keys_choose_a_row_and_change_it_at_once_and_each_change_is_kept() {
        let mut app = App::new(GameState::new(Modes::HUMANS), Goto::Table);
        app.take_effects();
        app.press(&[Key::Settings]);
        assert_eq!(app.screen(), "settings");
        let layout = Layout::new(800.0, 700.0, 7, 6);
        let sheet = SettingsSheet::default();
        assert_eq!(
            sheet.read(Event::Key(Key::Down), &layout),
            Some(SettingsMessage::Select(1))
        );
        assert_eq!(
            sheet.read(Event::Key(Key::Right), &layout),
            Some(SettingsMessage::Step(1))
        );
        assert_eq!(
            sheet.read(Event::Key(Key::Digit(4)), &layout),
            Some(SettingsMessage::Choose(3))
        );
        app.press(&[Key::Right]);
        assert_eq!(app.session().prefs().theme(), Theme::Dark);
        // A choice and a step in one frame: the step acts on the row chosen.
        app.press(&[Key::Digit(4)]);
        app.press(&[Key::Right]);
        assert_eq!(
            app.session().prefs().settings().animation,
            Some(AnimationSpeed::Fast)
        );
        let kept = saved_settings(&mut app);
        assert_eq!(kept.len(), 2, "{kept:?}");
        assert_eq!(kept[1].theme, Theme::Dark);
        assert_eq!(kept[1].animation, Some(AnimationSpeed::Fast));
        app.press(&[Key::Escape]);
        assert_eq!(app.screen(), "play");
    }

    #[test]
    fn the_animation_speed_changes_the_next_coin() {
        let mut app = App::new(GameState::new(Modes::HUMANS), Goto::Table);
        app.press(&[Key::Settings]);
        app.press(&[Key::Digit(4), Key::Right, Key::Right]);
        app.press(&[Key::Escape]);
        app.set_time(1.0);
        app.press(&[Key::Digit(4)]);
        let falling = *app.session().table().falling().expect("a coin falls");
        assert_eq!(falling.duration(), 0.0, "animation off");
        app.advance();
        assert!(!app.falling(), "it lands at once");
    }

    #[test]
    fn a_click_on_a_value_steps_it_and_a_click_outside_closes() {
        let layout = Layout::new(640.0, 520.0, 7, 6);
        let sheet = Sheet::new(&layout);
        let screen = SettingsSheet::default();
        let value = Sheet::value_box(sheet.rows[3]);
        let (_, cy) = value.centre();
        assert_eq!(
            screen.read(Event::Click(value.x + 2.0, cy), &layout),
            Some(SettingsMessage::Change { row: 3, step: -1 })
        );
        assert_eq!(
            screen.read(Event::Click(value.x + value.w - 2.0, cy), &layout),
            Some(SettingsMessage::Change { row: 3, step: 1 })
        );
        assert_eq!(
            screen.read(Event::Click(1.0, 1.0), &layout),
            Some(SettingsMessage::Close)
        );
        let (x, y) = sheet.close_button().rect.centre();
        assert!(
            sheet.panel.contains(x, y),
            "the Close button is on the sheet"
        );
        assert_eq!(
            screen.read(Event::Click(x, y), &layout),
            Some(SettingsMessage::Close)
        );
        for row in &sheet.rows {
            assert!(row.y >= 0.0 && row.y + row.h <= 520.0);
        }
    }

    #[test]
    fn alternating_first_movers_swap_between_games() {
        let mut app = App::new(GameState::new(Modes::HUMANS), Goto::Table);
        app.press(&[Key::Settings]);
        app.press(&[Key::Digit(5), Key::Right, Key::Right]);
        app.press(&[Key::Escape]);
        let mut firsts = Vec::new();
        for _ in 0..3 {
            app.press(&[Key::N]);
            firsts.push(app.game().first());
        }
        use crate::board::Player::{Red, Yellow};
        assert_eq!(firsts, vec![Yellow, Red, Yellow]);
        assert_eq!(app.game().side_to_move(), Yellow);
        app.press(&[Key::Settings]);
        app.press(&[Key::Digit(5), Key::Left]);
        app.press(&[Key::Escape]);
        app.press(&[Key::N]);
        assert_eq!(app.game().first(), Yellow, "Yellow always");
    }
}

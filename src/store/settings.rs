//! The player's settings: theme, sound, animation speed, who moves first, the default modes,
//! analysis shown by default, and the window's size. A key missing from the file takes its
//! default, so an older or hand-trimmed file still loads; a value out of range sets the file
//! aside like any other bad file.

use super::document::{Document, FileKind};
use super::text_fields;
use crate::ai::Level;
use crate::board::Player;
use crate::game::{Mode, Modes};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use thiserror::Error;

/// Every setting the window keeps between runs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// How the board and coins are coloured.
    pub theme: Theme,
    /// Sound on or off, and how loud.
    pub sound: Sound,
    /// How fast coins move, once the player has picked it; until then (and in a file from
    /// before this choice was optional) the system's: off where it asks for reduced motion,
    /// else normal.
    pub animation: Option<AnimationSpeed>,
    /// Who moves first in a new game.
    pub first: FirstMover,
    /// The modes a new game starts with.
    #[serde(with = "text_fields::modes")]
    pub modes: Modes,
    /// Whether analysis (the score of every column) is on when a game starts.
    pub show_analysis: bool,
    /// The window's size when it was last closed.
    pub window: WindowSize,
    /// The language the window speaks, once the player has picked one; until then (and in a
    /// file from before languages) the system locale's. A name this version does not know
    /// reads as not picked, so a newer file does not set the others aside.
    #[serde(with = "language_field")]
    pub language: Option<Language>,
    /// The game server online games are created on and joined through (`http://HOST:PORT`).
    pub server: String,
}

/// The server online games go through unless the settings name another.
pub const DEFAULT_SERVER: &str = "http://127.0.0.1:7474";

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            theme: Theme::Classic,
            sound: Sound::default(),
            animation: None,
            first: FirstMover::Red,
            modes: Modes {
                red: Mode::Human,
                yellow: Mode::Computer(Level::Mid),
            },
            show_analysis: false,
            window: WindowSize::default(),
            language: None,
            server: DEFAULT_SERVER.to_string(),
        }
    }
}

impl fmt::Display for Settings {
    /// One line for the log: every setting, in the settings screen's order.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sound = if self.sound.on { "on" } else { "off" };
        write!(
            f,
            "theme {}, sound {sound} at {}%, animation {}, first {}, {}, analysis {}, window {}x{}, \
             language {}",
            self.theme,
            self.sound.volume.percent(),
            self.animation.map_or("system", AnimationSpeed::name),
            self.first,
            self.modes,
            if self.show_analysis {
                "shown"
            } else {
                "hidden"
            },
            self.window.width(),
            self.window.height(),
            self.language.map_or("system", Language::name)
        )
    }
}

impl Document for Settings {
    const FILE: FileKind = FileKind::Settings;
    const FORMAT: &'static str = "plot4-settings";
    const VERSION: u32 = 1;
}

/// A setting's value that is not one of its names (from `--theme` or similar).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("unknown {setting} '{found}' (expected {expected})")]
pub struct UnknownSetting {
    /// Which setting.
    pub setting: &'static str,
    /// What was given.
    pub found: String,
    /// The names it accepts.
    pub expected: &'static str,
}

/// A setting's number outside what it may be, as a damaged settings file may hold it.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum OutOfRange {
    /// A volume over 100 percent.
    #[error("volume {0} is over 100")]
    Volume(u8),
    /// A window side outside [`WindowSize::MIN`] and [`WindowSize::MAX`].
    #[error(
        "window size {width}x{height} is outside {}-{}",
        WindowSize::MIN,
        WindowSize::MAX
    )]
    WindowSize {
        /// The width written.
        width: u32,
        /// The height written.
        height: u32,
    },
}

/// Names the values of a setting enum in one place: its file/command-line name, `ALL`, `name()`,
/// `Display` and `FromStr`.
macro_rules! named_choices {
    ($type:ident, $setting:literal, $expected:literal, { $($variant:ident => $name:literal),+ $(,)? }) => {
        impl $type {
            /// Every value, in the order a settings screen lists them.
            pub const ALL: &'static [$type] = &[$($type::$variant),+];

            /// The name in the file and on the command line.
            pub fn name(self) -> &'static str {
                match self {
                    $($type::$variant => $name),+
                }
            }
        }

        impl fmt::Display for $type {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(self.name())
            }
        }

        impl FromStr for $type {
            type Err = UnknownSetting;

            fn from_str(s: &str) -> Result<$type, UnknownSetting> {
                $type::ALL
                    .iter()
                    .copied()
                    .find(|v| v.name().eq_ignore_ascii_case(s.trim()))
                    .ok_or_else(|| UnknownSetting {
                        setting: $setting,
                        found: s.to_string(),
                        expected: $expected,
                    })
            }
        }
    };
}

/// The colour theme.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Theme {
    /// Red and yellow coins on a blue board.
    Classic,
    /// Muted coins on a dark board.
    Dark,
    /// A blue board on a light page, for a bright room.
    Light,
    /// Colours told apart with the common colour-vision deficiencies, coins marked with shapes.
    ColourBlind,
}

named_choices!(Theme, "theme", "classic, dark, light or colour-blind", {
    Classic => "classic",
    Dark => "dark",
    Light => "light",
    ColourBlind => "colour-blind",
});

/// How fast coins slide and fall.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AnimationSpeed {
    /// Slower than normal.
    Slow,
    /// The usual speed.
    #[default]
    Normal,
    /// Faster than normal.
    Fast,
    /// No animation: coins appear at once.
    Off,
}

named_choices!(AnimationSpeed, "animation speed", "slow, normal, fast or off", {
    Slow => "slow",
    Normal => "normal",
    Fast => "fast",
    Off => "off",
});

/// A language the window speaks; the command line speaks English whatever is chosen.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Language {
    /// English, the one every message is written in first.
    #[default]
    English,
    /// German.
    German,
    /// French.
    French,
    /// Spanish.
    Spanish,
    /// Italian.
    Italian,
    /// Dutch.
    Dutch,
}

named_choices!(Language, "language", "en, de, fr, es, it or nl", {
    English => "en",
    German => "de",
    French => "fr",
    Spanish => "es",
    Italian => "it",
    Dutch => "nl",
});

impl Language {
    /// The language's name in itself, as the settings screen lists it whatever language the
    /// window speaks (so a player lost in a language they cannot read still finds their own).
    pub fn native_name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::German => "Deutsch",
            Language::French => "Français",
            Language::Spanish => "Español",
            Language::Italian => "Italiano",
            Language::Dutch => "Nederlands",
        }
    }

    /// The language a POSIX locale name such as `de_DE.UTF-8` or `fr` names, if the window
    /// speaks it.
    pub fn from_locale(locale: &str) -> Option<Language> {
        let code = locale
            .split(['_', '-', '.', '@'])
            .next()
            .unwrap_or_default();
        Language::ALL
            .iter()
            .copied()
            .find(|l| l.name().eq_ignore_ascii_case(code))
    }

    /// The system's language, from the variables POSIX reads for messages (`LC_ALL`, then
    /// `LC_MESSAGES`, then `LANG`; the first one set decides), looked up by `var`; English
    /// when that one names a language the window does not speak, or none is set.
    pub fn from_environment(var: impl Fn(&str) -> Option<String>) -> Language {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|name| var(name).filter(|value| !value.is_empty()))
            .map(|locale| Language::from_locale(&locale).unwrap_or(Language::English))
            .next()
            .unwrap_or(Language::English)
    }
}

/// The settings file's `language`: a name this version does not know reads as none picked.
mod language_field {
    use super::Language;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    pub fn serialize<S: Serializer>(value: &Option<Language>, s: S) -> Result<S::Ok, S::Error> {
        value.map(Language::name).serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Language>, D::Error> {
        let name = Option::<String>::deserialize(d)?;
        Ok(name.and_then(|name| name.parse().ok()))
    }
}

/// Who moves first in a new game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FirstMover {
    /// Red always starts.
    Red,
    /// Yellow always starts.
    Yellow,
    /// The side that did not start the previous game starts.
    Alternate,
}

named_choices!(FirstMover, "first mover", "red, yellow or alternate", {
    Red => "red",
    Yellow => "yellow",
    Alternate => "alternate",
});

impl FirstMover {
    /// The side that starts the next game, given who started the previous one (if any; with
    /// none, alternating starts with Red).
    pub fn next_first(self, previous: Option<Player>) -> Player {
        match self {
            FirstMover::Red => Player::Red,
            FirstMover::Yellow => Player::Yellow,
            FirstMover::Alternate => previous.map_or(Player::Red, Player::opponent),
        }
    }
}

/// Sound on or off, and the volume it plays at when on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Sound {
    /// Whether sounds play at all.
    pub on: bool,
    /// How loud, when on.
    pub volume: Volume,
}

impl Default for Sound {
    fn default() -> Sound {
        Sound {
            on: true,
            volume: Volume::DEFAULT,
        }
    }
}

/// A volume in percent, 0 to 100.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Volume(u8);

impl Volume {
    /// The volume a new player hears.
    pub const DEFAULT: Volume = Volume(70);

    /// The volume at `percent`, if it is 0 to 100.
    pub fn new(percent: u8) -> Option<Volume> {
        (percent <= 100).then_some(Volume(percent))
    }

    /// The volume in percent.
    pub fn percent(self) -> u8 {
        self.0
    }

    /// The volume as the fraction an audio library takes (0.0 to 1.0).
    pub fn fraction(self) -> f32 {
        f32::from(self.0) / 100.0
    }
}

impl Default for Volume {
    fn default() -> Volume {
        Volume::DEFAULT
    }
}

impl TryFrom<u8> for Volume {
    type Error = OutOfRange;

    fn try_from(percent: u8) -> Result<Volume, OutOfRange> {
        Volume::new(percent).ok_or(OutOfRange::Volume(percent))
    }
}

impl From<Volume> for u8 {
    fn from(volume: Volume) -> u8 {
        volume.0
    }
}

/// The window's size in logical pixels, within what a screen can hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "SizeFields", into = "SizeFields")]
pub struct WindowSize {
    width: u32,
    height: u32,
}

#[derive(Serialize, Deserialize)]
struct SizeFields {
    width: u32,
    height: u32,
}

impl WindowSize {
    /// The smallest side kept: a window smaller than this cannot show the board.
    pub const MIN: u32 = 200;
    /// The largest side kept.
    pub const MAX: u32 = 16_384;

    /// A size, if both sides are within [`WindowSize::MIN`] and [`WindowSize::MAX`].
    pub fn new(width: u32, height: u32) -> Option<WindowSize> {
        let fits = |side| (WindowSize::MIN..=WindowSize::MAX).contains(&side);
        (fits(width) && fits(height)).then_some(WindowSize { width, height })
    }

    /// The nearest size within bounds to `width` x `height` (a window the system made smaller or
    /// larger than any kept size, or a fraction of a pixel).
    pub fn clamped(width: f32, height: f32) -> WindowSize {
        let side = |v: f32| {
            if v.is_finite() {
                (v.round() as u32).clamp(WindowSize::MIN, WindowSize::MAX)
            } else {
                WindowSize::MIN
            }
        };
        WindowSize {
            width: side(width),
            height: side(height),
        }
    }

    /// The width in logical pixels.
    pub fn width(self) -> u32 {
        self.width
    }

    /// The height in logical pixels.
    pub fn height(self) -> u32 {
        self.height
    }
}

impl Default for WindowSize {
    fn default() -> WindowSize {
        WindowSize {
            width: 900,
            height: 780,
        }
    }
}

impl TryFrom<SizeFields> for WindowSize {
    type Error = OutOfRange;

    fn try_from(fields: SizeFields) -> Result<WindowSize, OutOfRange> {
        WindowSize::new(fields.width, fields.height).ok_or(OutOfRange::WindowSize {
            width: fields.width,
            height: fields.height,
        })
    }
}

impl From<WindowSize> for SizeFields {
    fn from(size: WindowSize) -> SizeFields {
        SizeFields {
            width: size.width,
            height: size.height,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_language_comes_from_the_first_locale_variable_set() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert_eq!(
            Language::from_environment(env(&[("LANG", "de_DE.UTF-8")])),
            Language::German
        );
        assert_eq!(
            Language::from_environment(env(&[("LANG", "de_DE.UTF-8"), ("LC_ALL", "fr_FR")])),
            Language::French
        );
        assert_eq!(
            Language::from_environment(env(&[("LC_MESSAGES", "nl_BE@euro"), ("LANG", "es")])),
            Language::Dutch
        );
        // An empty variable counts as unset; C and a language not spoken mean English.
        assert_eq!(
            Language::from_environment(env(&[("LC_ALL", ""), ("LANG", "it_IT")])),
            Language::Italian
        );
        assert_eq!(
            Language::from_environment(env(&[("LANG", "C.UTF-8")])),
            Language::English
        );
        assert_eq!(
            Language::from_environment(env(&[("LC_ALL", "ja_JP"), ("LANG", "de_DE")])),
            Language::English
        );
        assert_eq!(Language::from_environment(env(&[])), Language::English);
    }

    #[test]
    fn a_settings_file_from_before_languages_loads_with_none_picked_and_the_choice_is_kept() {
        let old = r#"{"format":"plot4-settings","version":1,"theme":"dark"}"#;
        let settings: Settings = super::super::document::decode(old).unwrap();
        assert_eq!(settings.theme, Theme::Dark);
        assert_eq!(settings.language, None);
        let picked = Settings {
            language: Some(Language::Spanish),
            ..settings
        };
        let text = super::super::document::encode(&picked).unwrap();
        assert!(text.contains(r#""language": "es""#), "{text}");
        let back: Settings = super::super::document::decode(&text).unwrap();
        assert_eq!(back, picked);
        let newer = text.replace(r#""es""#, r#""tlh""#);
        let back: Settings = super::super::document::decode(&newer).unwrap();
        assert_eq!(back.language, None, "an unknown language is not a bad file");
        assert_eq!(back.theme, Theme::Dark);
    }

    #[test]
    fn alternating_starts_with_red_then_swaps() {
        assert_eq!(FirstMover::Alternate.next_first(None), Player::Red);
        assert_eq!(
            FirstMover::Alternate.next_first(Some(Player::Red)),
            Player::Yellow
        );
        assert_eq!(
            FirstMover::Alternate.next_first(Some(Player::Yellow)),
            Player::Red
        );
        assert_eq!(
            FirstMover::Yellow.next_first(Some(Player::Yellow)),
            Player::Yellow
        );
    }

    #[test]
    fn names_parse_back_and_unknown_names_are_refused() {
        for &theme in Theme::ALL {
            assert_eq!(theme.name().parse(), Ok(theme));
        }
        assert_eq!("Colour-Blind".parse(), Ok(Theme::ColourBlind));
        let error = "neon".parse::<Theme>().unwrap_err();
        assert_eq!(
            error.to_string(),
            "unknown theme 'neon' (expected classic, dark, light or colour-blind)"
        );
        for &speed in AnimationSpeed::ALL {
            assert_eq!(speed.name().parse(), Ok(speed));
        }
        assert!("instant".parse::<AnimationSpeed>().is_err());
    }

    #[test]
    fn volume_and_window_size_stay_in_range() {
        assert_eq!(Volume::new(100).map(Volume::percent), Some(100));
        assert_eq!(Volume::new(101), None);
        assert!(WindowSize::new(WindowSize::MIN, WindowSize::MAX).is_some());
        assert!(WindowSize::new(WindowSize::MIN - 1, 600).is_none());
        assert!(WindowSize::new(800, 0).is_none());
        assert_eq!(
            WindowSize::clamped(640.4, 519.6),
            WindowSize::new(640, 520).unwrap()
        );
        assert_eq!(
            WindowSize::clamped(10.0, 1e9),
            WindowSize::new(WindowSize::MIN, WindowSize::MAX).unwrap()
        );
        assert_eq!(WindowSize::clamped(f32::NAN, -5.0).width(), WindowSize::MIN);
    }

    #[test]
    fn the_log_line_names_every_setting() {
        let line = Settings::default().to_string();
        assert_eq!(
            line,
            "theme classic, sound on at 70%, animation system, first red, Red human, Yellow mid, \
             analysis hidden, window 900x780, language system"
        );
    }
}

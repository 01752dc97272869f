//! The settings in force in this run: the settings file's, with what the command line changes
//! for this run only (`--theme`, `--mute`) laid over them. The settings screen changes the
//! file's settings; a choice made there wins over the command line's for the rest of the run.

use crate::board::Player;
use crate::store::{AnimationSpeed, Language, Settings, Theme, Volume, WindowSize};

/// The file's settings and this run's overrides.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Preferences {
    settings: Settings,
    /// `--theme`: the theme for this run, until the player picks one.
    theme: Option<Theme>,
    /// `--mute`: silent for this run, until the player turns sound on.
    muted: bool,
    /// No audio device was found: silent for this run whatever the settings say.
    no_audio_device: bool,
    /// The system locale's language, spoken until the player picks one.
    system_language: Language,
    /// The system's motion (off where it asks for reduced motion), until the player picks a
    /// speed; the shell reads it ([`super::reduced_motion`]), so tests see normal motion.
    system_animation: AnimationSpeed,
}

impl Preferences {
    /// `settings` as the file has them, with this run's `theme` and `muted` over them.
    pub fn new(settings: Settings, theme: Option<Theme>, muted: bool) -> Preferences {
        Preferences {
            settings,
            theme,
            muted,
            no_audio_device: false,
            system_language: system_language(),
            system_animation: AnimationSpeed::Normal,
        }
    }

    /// These preferences, with `speed` as the system's motion.
    pub fn with_system_animation(self, speed: AnimationSpeed) -> Preferences {
        Preferences {
            system_animation: speed,
            ..self
        }
    }

    /// How fast coins move: the speed picked in the settings, else the system's.
    pub fn animation(&self) -> AnimationSpeed {
        self.settings.animation.unwrap_or(self.system_animation)
    }

    /// Whether the speed in force is the system's (the player has not picked one).
    pub fn animation_from_system(&self) -> bool {
        self.settings.animation.is_none()
    }

    /// Notes that this run has no audio device, so the settings screen can say why it is silent.
    pub fn lack_audio_device(&mut self) {
        self.no_audio_device = true;
    }

    /// Whether this run found no audio device.
    pub fn no_audio_device(&self) -> bool {
        self.no_audio_device
    }

    /// The settings as they are kept in the file.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The theme to draw with now.
    pub fn theme(&self) -> Theme {
        self.theme.unwrap_or(self.settings.theme)
    }

    /// The language the window speaks: the one picked in the settings, else the system's
    /// (read from the locale variables once, at start).
    pub fn language(&self) -> Language {
        self.settings.language.unwrap_or(self.system_language)
    }

    /// Whether `--mute` silences this run.
    pub fn muted(&self) -> bool {
        self.muted
    }

    /// How loud sounds play now; `None` when sound is off or muted for this run.
    pub fn volume(&self) -> Option<Volume> {
        (self.settings.sound.on && !self.muted).then_some(self.settings.sound.volume)
    }

    /// The colour that starts the next game, after a game `previous` started (if any).
    pub fn next_first(&self, previous: Option<Player>) -> Player {
        self.settings.first.next_first(previous)
    }

    /// Puts `settings` in force; true if anything changed (and so is worth keeping). A theme
    /// picked ends `--theme`; sound turned on ends `--mute`.
    pub fn change(&mut self, settings: Settings) -> bool {
        if settings == self.settings {
            return false;
        }
        if settings.theme != self.settings.theme {
            self.theme = None;
        }
        if settings.sound.on && !self.settings.sound.on {
            self.muted = false;
        }
        self.settings = settings;
        true
    }
}

/// The language the locale variables name; in the browser page, the first of the browser's
/// languages that Plot 4 speaks.
fn system_language() -> Language {
    #[cfg(target_arch = "wasm32")]
    return first_spoken(crate::page::browser_languages().iter().map(String::as_str));
    #[cfg(not(target_arch = "wasm32"))]
    Language::from_environment(|name| std::env::var(name).ok())
}

/// The first of `tags` (the browser's languages, best first: `de-DE`, `fr`) that Plot 4
/// speaks, and English if it speaks none of them.
#[cfg(any(target_arch = "wasm32", test))]
fn first_spoken<'a>(tags: impl IntoIterator<Item = &'a str>) -> Language {
    tags.into_iter()
        .find_map(Language::from_locale)
        .unwrap_or(Language::English)
}

/// How long the window must keep one size before it is kept: a drag of the window's corner
/// passes through many sizes, and only the last is worth writing.
const STEADY_TIME: f64 = 1.0;

/// Watches the window's size and says when a new size should be kept: once it has stayed the
/// same for a while, or when the window closes.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SizeWatch {
    kept: WindowSize,
    seen: WindowSize,
    since: f64,
}

impl SizeWatch {
    /// Watching from `now`, with `kept` the size in the settings.
    pub fn new(kept: WindowSize, now: f64) -> SizeWatch {
        SizeWatch {
            kept,
            seen: kept,
            since: now,
        }
    }

    /// The window is `size` at `now`: the size to keep, if it has settled on a new one.
    pub fn look(&mut self, size: WindowSize, now: f64) -> Option<WindowSize> {
        if size != self.seen {
            self.seen = size;
            self.since = now;
        }
        (self.seen != self.kept && now - self.since >= STEADY_TIME).then(|| self.keep())
    }

    /// When the window last changed size (or the watch began), on the frame clock.
    pub fn changed_at(&self) -> f64 {
        self.since
    }

    /// Whether a new size waits to settle before it is kept.
    pub fn settling(&self) -> bool {
        self.seen != self.kept
    }

    /// The window closes at `size`: the size to keep, if it is new.
    pub fn closing(&mut self, size: WindowSize) -> Option<WindowSize> {
        self.seen = size;
        (size != self.kept).then(|| self.keep())
    }

    fn keep(&mut self) -> WindowSize {
        self.kept = self.seen;
        self.kept
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Sound;

    #[test]
    fn the_command_lines_theme_holds_until_the_player_picks_one() {
        let mut prefs = Preferences::new(Settings::default(), Some(Theme::Dark), false);
        assert_eq!(prefs.theme(), Theme::Dark);
        let louder = Settings {
            sound: Sound {
                volume: Volume::new(90).unwrap(),
                ..Sound::default()
            },
            ..Settings::default()
        };
        assert!(prefs.change(louder.clone()));
        assert_eq!(prefs.theme(), Theme::Dark, "another setting keeps it");
        assert!(!prefs.change(louder.clone()), "nothing new");
        assert!(prefs.change(Settings {
            theme: Theme::ColourBlind,
            ..louder
        }));
        assert_eq!(prefs.theme(), Theme::ColourBlind);
    }

    #[test]
    fn the_systems_reduced_motion_holds_until_the_player_picks_a_speed() {
        let system_off = |settings| {
            Preferences::new(settings, None, false).with_system_animation(AnimationSpeed::Off)
        };
        let unpicked = system_off(Settings::default());
        assert_eq!(unpicked.animation(), AnimationSpeed::Off);
        assert!(unpicked.animation_from_system());
        let picked = system_off(Settings {
            animation: Some(AnimationSpeed::Fast),
            ..Settings::default()
        });
        assert_eq!(picked.animation(), AnimationSpeed::Fast);
        assert!(!picked.animation_from_system());
        assert_eq!(
            Preferences::new(Settings::default(), None, false).animation(),
            AnimationSpeed::Normal,
            "nothing said by the system is normal motion"
        );
    }

    #[test]
    fn mute_silences_the_run_until_sound_is_turned_on_again() {
        let mut prefs = Preferences::new(Settings::default(), None, true);
        assert_eq!(prefs.volume(), None);
        let off = Settings {
            sound: Sound {
                on: false,
                ..Sound::default()
            },
            ..Settings::default()
        };
        prefs.change(off);
        assert_eq!(prefs.volume(), None);
        prefs.change(Settings::default());
        assert_eq!(prefs.volume(), Some(Volume::DEFAULT));
        assert!(!prefs.muted());
    }

    #[test]
    fn the_page_speaks_the_first_of_the_browsers_languages_that_plot4_has() {
        assert_eq!(first_spoken(["de-DE", "de", "en-US"]), Language::German);
        assert_eq!(
            first_spoken(["ja-JP", "zh-Hant-TW", "nl-BE", "fr"]),
            Language::Dutch
        );
        assert_eq!(first_spoken(["en-GB", "it"]), Language::English);
        assert_eq!(first_spoken(["ja", "ko"]), Language::English);
        assert_eq!(first_spoken([]), Language::English);
    }

    #[test]
    fn a_new_size_is_kept_once_it_has_settled_and_a_drag_is_not_written_every_frame() {
        let size = |w, h| WindowSize::new(w, h).unwrap();
        let mut watch = SizeWatch::new(size(900, 780), 0.0);
        assert_eq!(watch.look(size(900, 780), 5.0), None, "unchanged");
        // A drag: a new size every frame, none kept.
        for i in 0..30 {
            let t = 6.0 + f64::from(i) / 60.0;
            assert_eq!(watch.look(size(800 - i, 700), t), None);
        }
        assert_eq!(watch.look(size(771, 700), 6.6), None, "not settled yet");
        assert_eq!(watch.look(size(771, 700), 7.6), Some(size(771, 700)));
        assert_eq!(watch.look(size(771, 700), 9.0), None, "kept once");
        assert_eq!(watch.closing(size(771, 700)), None);
        watch.look(size(640, 520), 10.0);
        assert_eq!(watch.closing(size(640, 520)), Some(size(640, 520)));
    }

    #[test]
    fn the_watch_says_when_the_size_last_changed() {
        let size = |w, h| WindowSize::new(w, h).unwrap();
        let mut watch = SizeWatch::new(size(900, 780), 0.0);
        watch.look(size(900, 780), 5.0);
        assert_eq!(watch.changed_at(), 0.0, "the same size is no change");
        watch.look(size(800, 700), 6.0);
        watch.look(size(800, 700), 9.0);
        assert_eq!(watch.changed_at(), 6.0);
    }
}

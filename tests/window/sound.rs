//! End-to-end tests of the sound in the real game window: the `plot4` binary in a virtual X
//! display (Xvfb), its audio device chosen by an ALSA configuration of the test's own
//! (`ALSA_CONFIG_PATH`): ALSA's "null" device (a device that takes sound and drops it), or no
//! device at all, whatever the machine has. Judged by the log on standard error, where ALSA
//! also writes its own error lines.
//!
//! Needs `Xvfb` and `xdotool` (see .ci/run), so every test is `#[ignore]`:
//! `cargo test --release --test window -- --ignored --test-threads=1 sound::`.

use crate::common;
use plot4::ui::events::{self, ScreenName};

use common::game_window::Game;
use common::virtual_display::one_window_at_a_time;
use std::path::Path;

/// The line the window logs once it has opened the audio device (src/ui/sound.rs).
const DEVICE_OPEN: &str = "sound: audio device open";

/// An ALSA configuration that defines no device at all: ALSA's "Unknown PCM default".
const NO_DEVICE: &str = "# no devices\n";

/// An ALSA configuration in `data`: `text` in place of the system's.
fn alsa_config(data: &Path, text: &str) -> String {
    let path = data.join("alsa.conf");
    std::fs::write(&path, text).unwrap();
    path.to_str()
        .expect("a temporary path is UTF-8")
        .to_string()
}

/// A game of people on `data` with ALSA configured by `config`, one coin played.
fn one_move(data: &Path, config: &str, args: &[&str]) -> Game {
    let mut args = args.to_vec();
    args.extend(["--red", "human", "--yellow", "human"]);
    let mut game = Game::start_with_env(data, &args, &[("ALSA_CONFIG_PATH", config)]);
    game.key_then("4", &format!("{} 4", events::PLAYED));
    game
}

/// Whether the window's process has the ALSA library mapped: it is loaded only once a sound
/// is to be played, never in a run that plays none.
fn alsa_loaded(game: &Game) -> bool {
    let maps = std::fs::read_to_string(format!("/proc/{}/maps", game.child.id()))
        .expect("the window's maps are readable while it runs");
    maps.contains("libasound")
}

/// Nothing on standard error but the game's own log lines: no line of ALSA's, no panic.
fn only_log_lines(game: &Game) {
    for line in &game.log {
        assert!(
            line.starts_with("[20"),
            "not a log line: {line:?}\n{:#?}",
            game.log
        );
    }
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn a_muted_run_looks_for_no_audio_device_until_sound_is_turned_on() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    // No device: anything that tried to open one would be heard of, from ALSA or the game.
    let config = alsa_config(data.path(), NO_DEVICE);
    let mut game = one_move(data.path(), &config, &["--mute"]);
    let muted = "sound is off: muted for this run (--mute)";
    assert_eq!(game.lines_with(muted), 1, "{:#?}", game.log);
    // The device would have opened on the first frame; many frames later, it has not.
    game.key_then("5", &format!("{} 5", events::PLAYED));
    assert_eq!(game.lines_with(DEVICE_OPEN), 0, "{:#?}", game.log);
    assert_eq!(game.lines_with(events::SOUND_OFF), 1, "{:#?}", game.log);
    assert!(!alsa_loaded(&game), "a muted run loaded ALSA");
    only_log_lines(&game);
    // Sound turned off and on again in the settings ends the mute: only now is the device
    // looked for, and its absence is news, said once.
    game.key_then("s", &ScreenName::Settings.line());
    game.key("2");
    let saved = game.key_then("Right", events::SETTINGS_SAVED);
    assert!(saved.contains("sound off"), "{saved}");
    game.key_then("Right", events::SETTINGS_SAVED);
    game.wait_for(&format!("{} no audio device", events::SOUND_OFF));
    assert!(alsa_loaded(&game), "the device was looked for without ALSA");
    game.key_then("Escape", &ScreenName::Play.line());
    game.key_then("6", &format!("{} 6", events::PLAYED));
    assert_eq!(
        game.lines_with(&format!("{} no audio device", events::SOUND_OFF)),
        1
    );
    only_log_lines(&game);
    game.quit();
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn with_a_device_the_sounds_play_from_the_first_frame() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    let config = alsa_config(data.path(), "pcm.!default { type null }\n");
    let mut game = one_move(data.path(), &config, &[]);
    // The device opened at start (the line comes before the first frame's), once.
    let open = game.log.iter().position(|l| l.contains(DEVICE_OPEN));
    let shown = game.log.iter().position(|l| l.contains("window shown"));
    assert!(open.is_some() && open < shown, "{:#?}", game.log);
    game.key_then("5", &format!("{} 5", events::PLAYED));
    assert_eq!(game.lines_with(DEVICE_OPEN), 1);
    assert!(alsa_loaded(&game));
    assert_eq!(game.lines_with(events::SOUND_OFF), 0, "{:#?}", game.log);
    only_log_lines(&game);
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn with_no_device_one_line_says_so_and_alsa_says_nothing() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    let config = alsa_config(data.path(), NO_DEVICE);
    let mut game = one_move(data.path(), &config, &[]);
    game.key_then("5", &format!("{} 5", events::PLAYED));
    assert_eq!(game.lines_with(events::SOUND_OFF), 1, "{:#?}", game.log);
    assert_eq!(
        game.lines_with(&format!("{} no audio device", events::SOUND_OFF)),
        1
    );
    assert_eq!(game.lines_with(DEVICE_OPEN), 0);
    only_log_lines(&game);
    // Turned on in the settings, sound stays off, and nothing more is said.
    game.key_then("s", &ScreenName::Settings.line());
    game.key("2");
    game.key_then("Right", events::SETTINGS_SAVED);
    game.key_then("Right", events::SETTINGS_SAVED);
    game.key_then("Escape", &ScreenName::Play.line());
    game.key_then("6", &format!("{} 6", events::PLAYED));
    assert_eq!(game.lines_with(events::SOUND_OFF), 1, "{:#?}", game.log);
    only_log_lines(&game);
}

//! End-to-end tests of the window's languages and of saving from the window: the `plot4`
//! binary in a virtual X display (Xvfb), driven with xdotool, each run with its own temporary
//! data (and home) folder, judged by the log it writes and the files it leaves. The words on
//! screen are read through the log's line for a refused key, which carries them.
//!
//! Needs `Xvfb` and `xdotool` (see .ci/run), so every test is `#[ignore]`:
//! `cargo test --release --test window -- --ignored --test-threads=1 words::`.

use crate::common;

use common::game_window::Game;
use common::virtual_display::one_window_at_a_time;
use plot4::game_record::GameRecord;
use plot4::ui::events::{self, ScreenName, LANGUAGE, SAVED};
use std::path::{Path, PathBuf};

/// The words for digit 9 refused on the 7-wide board, as the log carries them.
fn refused_nine(game: &mut Game) -> String {
    game.key_then("9", events::REFUSED)
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn with_lang_de_the_window_speaks_german() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    let mut game = Game::start_with_env(data.path(), &[], &[("LANG", "de_DE.UTF-8")]);
    let line = game.wait_for(LANGUAGE);
    assert!(line.ends_with("language: de"), "{line}");
    game.start_a_game_of_people();
    let refused = refused_nine(&mut game);
    assert!(
        refused.ends_with("refused: Es gibt keine Spalte 9: 1-7 drücken"),
        "{refused}"
    );
    game.play("", "4");
    game.key_then("ctrl+z", events::UNDO);
    let refused = game.key_then("ctrl+z", events::REFUSED);
    assert!(
        refused.ends_with("Es gibt keinen Zug zum Zurücknehmen"),
        "{refused}"
    );
    game.quit();
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn a_language_picked_in_settings_speaks_at_once_and_is_kept_after_a_restart() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    let mut game = Game::start(data.path(), &[]);
    let line = game.wait_for(LANGUAGE);
    assert!(line.ends_with("language: en"), "{line}");
    game.key_then("s", &ScreenName::Settings.line());
    // The language is the ninth row: its digit chooses it, one step back from English is
    // the last language, Dutch.
    game.key("9");
    let saved = game.key_then("Left", events::SETTINGS_SAVED);
    assert!(saved.ends_with("language nl"), "{saved}");
    let line = game.wait_for(LANGUAGE);
    assert!(line.ends_with("language: nl"), "{line}");
    game.key_then("Escape", &ScreenName::Title.line());
    game.start_a_game_of_people();
    let refused = refused_nine(&mut game);
    assert!(
        refused.ends_with("Er is geen kolom 9: druk 1-7"),
        "{refused}"
    );
    game.quit();
    let text = std::fs::read_to_string(data.path().join("settings.json")).unwrap();
    assert!(text.contains(r#""language": "nl""#), "{text}");

    // The next start speaks Dutch though the locale says English.
    let mut again = Game::start(data.path(), &[]);
    let line = again.wait_for(LANGUAGE);
    assert!(line.ends_with("language: nl"), "{line}");
    again.start_a_game_of_people();
    let refused = refused_nine(&mut again);
    assert!(
        refused.ends_with("Er is geen kolom 9: druk 1-7"),
        "{refused}"
    );
    again.quit();
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn a_translation_with_a_syntax_error_means_english_and_a_one_line_warning() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    let translations = tempfile::tempdir().unwrap();
    let german = translations.path().join("de");
    std::fs::create_dir(&german).unwrap();
    let mut text = std::fs::read_to_string("assets/i18n/de/plot4.ftl").unwrap();
    text.push_str("notice-broken = { $open\n");
    std::fs::write(german.join("plot4.ftl"), text).unwrap();
    let folder = translations.path().to_str().unwrap();
    let env = [("LANG", "de_DE.UTF-8"), ("PLOT4_TRANSLATIONS", folder)];
    let mut game = Game::start_with_env(data.path(), &[], &env);
    let warning = game.wait_for("syntax error on line");
    assert!(
        warning.contains("WARN") && warning.ends_with("the window speaks English"),
        "{warning}"
    );
    let line = game.wait_for(LANGUAGE);
    assert!(line.contains("language: en (asked for de"), "{line}");
    game.start_a_game_of_people();
    let refused = refused_nine(&mut game);
    assert!(
        refused.ends_with("There is no column 9: press 1-7"),
        "{refused}"
    );
    game.quit();
}

/// A home folder with Pictures and Documents in it, and no XDG folder names (so the window
/// falls back on those two).
fn home() -> tempfile::TempDir {
    let home = tempfile::tempdir().unwrap();
    for folder in ["Pictures", "Documents", "config"] {
        std::fs::create_dir(home.path().join(folder)).unwrap();
    }
    home
}

fn home_env(home: &Path) -> Vec<(&'static str, String)> {
    vec![
        ("HOME", home.display().to_string()),
        ("XDG_CONFIG_HOME", home.join("config").display().to_string()),
    ]
}

fn start_at_home(data: &Path, home: &Path, args: &[&str]) -> Game {
    let env = home_env(home);
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    Game::start_with_env(data, args, &env)
}

/// The path a "saved …: PATH" line names.
fn saved_path(line: &str) -> PathBuf {
    PathBuf::from(line.split(": ").last().unwrap())
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn a_game_saved_from_the_window_opens_again_with_the_same_moves_and_annotations() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    let home = home();
    let mut game = start_at_home(
        data.path(),
        home.path(),
        &[
            "--red",
            "human",
            "--yellow",
            "human",
            "--position",
            "121212",
        ],
    );
    // A mistake on the way: Red misses the win in column 1, and Yellow takes theirs.
    game.play("121212", "3");
    game.key_then("2", &format!("{} Yellow wins", events::GAME_OVER));
    let line = game.key_then("ctrl+p", &format!("{SAVED} picture: "));
    let picture = saved_path(&line);
    assert!(picture.starts_with(home.path().join("Pictures")), "{line}");
    let png = std::fs::read(&picture).unwrap();
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n", "{}", picture.display());
    let line = game.key_then("ctrl+s", &format!("{SAVED} game: "));
    let file = saved_path(&line);
    assert!(file.starts_with(home.path().join("Documents")), "{line}");
    game.key_then("n", &ScreenName::ConfirmQuit.line());
    game.key("y");
    game.wait_for(plot4::ui::events::CLOSED);

    let text = std::fs::read_to_string(&file).unwrap();
    let first = GameRecord::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(first.position(), "12121232");
    assert!(
        first.moves.iter().all(|m| m.outcome.is_some()),
        "every move annotated once the analysis is complete:\n{text}"
    );
    assert!(
        first.moves.iter().any(|m| m.mistake.is_some()),
        "the mistake is marked:\n{text}"
    );

    // Opened again, the same game is on the table, and saved again it is the same file but
    // for its name and date.
    let open = file.to_str().unwrap();
    let mut again = start_at_home(data.path(), home.path(), &["--open", open]);
    again.wait_for(&ScreenName::GameOver.line());
    let line = again.key_then("ctrl+s", &format!("{SAVED} game: "));
    let second = saved_path(&line);
    assert_ne!(second, file, "a new name, never over the first");
    again.key_then("n", &ScreenName::ConfirmQuit.line());
    again.key("y");
    again.wait_for(plot4::ui::events::CLOSED);
    let text = std::fs::read_to_string(&second).unwrap();
    let reopened = GameRecord::parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(reopened.moves, first.moves);
    assert_eq!(reopened.modes, first.modes);
    assert_eq!(reopened.first, first.first);
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn a_folder_that_cannot_be_written_is_one_line_and_the_game_goes_on() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    let home = home();
    // The documents folder the platform names is under a file: no one can write there, not
    // even root.
    std::fs::write(home.path().join("a-file"), "not a folder").unwrap();
    let dirs = "XDG_DOCUMENTS_DIR=\"$HOME/a-file/Documents\"\n";
    std::fs::write(home.path().join("config/user-dirs.dirs"), dirs).unwrap();
    let mut game = start_at_home(
        data.path(),
        home.path(),
        &[
            "--red",
            "human",
            "--yellow",
            "human",
            "--position",
            "121212",
        ],
    );
    let line = game.key_then("ctrl+s", &format!("game {}", events::NOT_SAVED));
    assert!(line.contains("a-file/Documents"), "it says where: {line}");
    // Nothing lost: the game plays on, and a picture still goes to the pictures folder.
    game.play("121212", "3");
    let line = game.key_then("ctrl+p", &format!("{SAVED} picture: "));
    assert!(saved_path(&line).exists(), "{line}");
    game.quit();
}

//! The player's files with real files in temporary folders: round trips, every kind of bad file
//! (set aside with defaults, never overwritten), an unwritable folder, an interrupted write.

use plot4::ai::Level;
use plot4::game::{GameState, Mode, Modes, Outcome};
use plot4::store::{
    AnimationSpeed, Defect, FileKind, FirstMover, GameRecord, HeldSeat, Language, Loaded,
    OnlineSeat, Problem, PuzzleKind, PuzzleRecord, PuzzleTry, SavedGame, Settings, Sound, Store,
    Theme, Volume, WindowSize,
};
use plot4::{Column, Player};
use std::fs;
use std::path::{Path, PathBuf};

fn columns(digits: &str) -> Vec<Column> {
    digits
        .chars()
        .map(|c| Column::from_number(c.to_digit(10).unwrap() as usize).unwrap())
        .collect()
}

fn human_against(level: Level) -> Modes {
    Modes {
        red: Mode::Human,
        yellow: Mode::Computer(level),
    }
}

fn custom_settings() -> Settings {
    Settings {
        theme: Theme::ColourBlind,
        sound: Sound {
            on: false,
            volume: Volume::new(35).unwrap(),
        },
        animation: Some(AnimationSpeed::Fast),
        first: FirstMover::Alternate,
        modes: Modes {
            red: Mode::Computer(Level::High),
            yellow: Mode::Human,
        },
        show_analysis: true,
        window: WindowSize::new(1280, 960).unwrap(),
        language: Some(Language::German),
        server: "http://plot4.example.org:7474".into(),
    }
}

fn saved_game() -> SavedGame {
    SavedGame::new(
        human_against(Level::Low),
        Player::Yellow,
        columns("4453"),
        columns("21"),
    )
    .unwrap()
}

fn record(digits: &str, modes: Modes) -> GameRecord {
    let date = "2026-11-23T06:41:57Z".parse().unwrap();
    GameRecord::new(date, modes, Player::Red, columns(digits)).unwrap()
}

/// Every file name in the folder, sorted.
fn names(folder: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(folder)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn settings_round_trip_through_a_readable_versioned_file() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    store.save_settings(&custom_settings()).unwrap();
    let text = fs::read_to_string(store.path(FileKind::Settings)).unwrap();
    assert!(text.contains("\"format\": \"plot4-settings\""), "{text}");
    assert!(text.contains("\"version\": 1"), "{text}");
    assert!(text.contains("\"theme\": \"colour-blind\""), "{text}");
    assert!(text.contains("\"yellow\": \"human\""), "{text}");
    let loaded = store.load_settings();
    assert_eq!(loaded.problems, vec![]);
    assert_eq!(loaded.value, custom_settings());
}

#[test]
fn every_value_of_every_setting_round_trips() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    let mut cases = Vec::new();
    for &theme in Theme::ALL {
        let speeds = AnimationSpeed::ALL.iter().copied().map(Some);
        for animation in speeds.chain([None]) {
            for &first in FirstMover::ALL {
                cases.push(Settings {
                    theme,
                    animation,
                    first,
                    ..Settings::default()
                });
            }
        }
    }
    for red in Mode::ALL {
        for yellow in Mode::ALL {
            for (on, volume) in [(true, 0), (false, 100)] {
                cases.push(Settings {
                    modes: Modes { red, yellow },
                    sound: Sound {
                        on,
                        volume: Volume::new(volume).unwrap(),
                    },
                    show_analysis: on,
                    window: WindowSize::new(WindowSize::MIN, WindowSize::MAX).unwrap(),
                    ..Settings::default()
                });
            }
        }
    }
    for settings in cases {
        store.save_settings(&settings).unwrap();
        assert_eq!(
            store.load_settings(),
            Loaded {
                value: settings,
                problems: vec![]
            }
        );
    }
}

#[test]
fn the_game_in_progress_round_trips_with_its_undo_and_redo_stacks() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    store.save_game(&saved_game()).unwrap();
    let text = fs::read_to_string(store.path(FileKind::Game)).unwrap();
    assert!(text.contains("\"moves\": \"4453\""), "{text}");
    assert!(text.contains("\"redo\": \"21\""), "{text}");
    assert!(text.contains("\"first\": \"Yellow\""), "{text}");
    let loaded = store.load_game();
    assert_eq!(loaded.problems, vec![]);
    let game = loaded.value.unwrap();
    assert_eq!(game, saved_game());
    assert_eq!(game.game().position(), "4453");
    assert_eq!(game.game().modes(), human_against(Level::Low));

    store.clear_game().unwrap();
    assert_eq!(
        store.load_game(),
        Loaded {
            value: None,
            problems: vec![]
        }
    );
}

#[test]
fn a_game_on_another_board_round_trips_with_its_size_and_line_length() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    let size = plot4::Size::new(12, 4)
        .unwrap()
        .with_line_length(5)
        .unwrap();
    let played = GameState::from_position_on(Modes::HUMANS, size, "aa9b1").unwrap();
    let state = played.undo().unwrap();
    store.save_game(&SavedGame::from_game(&state)).unwrap();
    let text = fs::read_to_string(store.path(FileKind::Game)).unwrap();
    assert!(text.contains("\"version\": 2"), "{text}");
    assert!(text.contains("\"size\": \"12x4\""), "{text}");
    assert!(text.contains("\"connect\": 5"), "{text}");
    let back = store.load_game().value.unwrap().game();
    assert_eq!(back.board().size(), size);
    assert_eq!(back.position(), "aa9b");
    assert_eq!(back.redo().unwrap().position(), "aa9b1");
}

#[test]
fn a_version_1_game_and_history_without_a_size_are_read_as_the_standard_board() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    fs::write(
        store.path(FileKind::Game),
        r#"{"format": "plot4-game", "version": 1, "red": "human", "yellow": "high", "first": "Red", "moves": "4453", "redo": ""}"#,
    )
    .unwrap();
    fs::write(
        store.path(FileKind::History),
        r#"{"format": "plot4-history", "version": 1, "games": [{"date": "2026-11-23T06:41:57Z", "red": "human", "yellow": "low", "first": "Red", "moves": "1212121", "result": "Red wins"}]}"#,
    )
    .unwrap();
    let game = store.load_game();
    assert_eq!(game.problems, vec![]);
    let game = game.value.unwrap();
    assert_eq!(game.size(), plot4::Size::STANDARD);
    assert_eq!(game.game().position(), "4453");
    let history = store.load_history();
    assert_eq!(history.problems, vec![]);
    assert_eq!(history.value.games()[0].size(), plot4::Size::STANDARD);
}

#[test]
fn a_finished_game_on_another_board_is_recorded_with_its_size() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    let size = plot4::Size::new(8, 7).unwrap();
    let won = GameState::from_position_on(Modes::HUMANS, size, "8787878").unwrap();
    assert_eq!(won.outcome(), Some(Outcome::Win(Player::Red)));
    store.record_game(GameRecord::finished_now(&won).unwrap());
    let text = fs::read_to_string(store.path(FileKind::History)).unwrap();
    assert!(text.contains("\"size\": \"8x7\""), "{text}");
    let games = store.load_history().value;
    assert_eq!(games.games()[0].size(), size);
    assert_eq!(games.games()[0].result(), Outcome::Win(Player::Red));
}

#[test]
fn games_on_boards_beyond_64_bits_are_saved_and_recorded_with_their_size() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    // 10x6 is 70 bits: column 10 ('a') lies past bit 64. Red wins along the bottom row.
    let size = plot4::Size::new(10, 6).unwrap();
    let won = GameState::from_position_on(Modes::HUMANS, size, "7a8a9a6").unwrap();
    assert_eq!(won.outcome(), Some(Outcome::Win(Player::Red)));
    store
        .save_game(&SavedGame::from_game(&won.undo().unwrap()))
        .unwrap();
    let text = fs::read_to_string(store.path(FileKind::Game)).unwrap();
    assert!(text.contains("\"size\": \"10x6\""), "{text}");
    let back = store.load_game().value.unwrap().game();
    assert_eq!(back.board().size(), size);
    assert_eq!(back.position(), "7a8a9a");
    assert_eq!(back.redo().unwrap().position(), "7a8a9a6");
    store.record_game(GameRecord::finished_now(&won).unwrap());
    let games = store.load_history().value;
    assert_eq!(games.games()[0].size(), size);
    assert_eq!(games.games()[0].result(), Outcome::Win(Player::Red));
    // 11x5 (66 bits) too.
    let size = plot4::Size::new(11, 5).unwrap();
    let game = GameState::from_position_on(Modes::HUMANS, size, "bab").unwrap();
    store.save_game(&SavedGame::from_game(&game)).unwrap();
    let back = store.load_game().value.unwrap().game();
    assert_eq!((back.board().size(), back.position()), (size, "bab".into()));
}

#[test]
fn a_game_state_is_saved_as_played_with_its_moves_to_redo() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    let played = GameState::from_position(plot4::game::Modes::HUMANS, "33445").unwrap();
    // Two moves taken back: 5, then 4; redo replays 4 first.
    let state = played.undo().unwrap().undo().unwrap();
    let saved = SavedGame::from_game(&state);
    assert_eq!(saved.redo(), columns("45").as_slice());
    store.save_game(&saved).unwrap();
    let back = store.load_game().value.unwrap().game();
    assert_eq!(back.position(), "334");
    assert_eq!(back.modes(), state.modes());
    assert_eq!(back.redo().unwrap().redo().unwrap().position(), "33445");
}

#[test]
fn a_game_yellow_started_comes_back_with_yellow_as_the_first_mover_and_is_recorded_so() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    let yellow_first = GameState::new(plot4::game::Modes::HUMANS).with_first(Player::Yellow);
    let played = ["1", "2", "1", "2", "1", "2"]
        .iter()
        .fold(yellow_first, |g, d| g.play_human(columns(d)[0]).unwrap());
    assert_eq!(played.side_to_move(), Player::Yellow);
    store.save_game(&SavedGame::from_game(&played)).unwrap();
    let text = std::fs::read_to_string(dir.path().join("game.json")).unwrap();
    assert!(text.contains("\"first\": \"Yellow\""), "{text}");
    let back = store.load_game().value.unwrap().game();
    assert_eq!(back.first(), Player::Yellow);
    assert_eq!(back.side_to_move(), Player::Yellow);
    let won = back.play_human(columns("1")[0]).unwrap();
    assert_eq!(
        won.outcome(),
        Some(plot4::game::Outcome::Win(Player::Yellow))
    );
    let record = GameRecord::finished_now(&won).unwrap();
    assert_eq!(record.first(), Player::Yellow);
    let history = store.record_game(record).value;
    assert!(
        history.games()[0].line().contains(" Yellow wins"),
        "{}",
        history.games()[0].line()
    );
}

#[test]
fn finished_games_are_appended_to_the_history_in_order() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    let first = record("1212121", human_against(Level::Mid));
    let second = record("12123252", Modes::HUMANS);
    assert!(store.record_game(first.clone()).problems.is_empty());
    let after = store.record_game(second.clone());
    assert!(after.problems.is_empty());
    assert_eq!(after.value.games(), [first.clone(), second.clone()]);
    let loaded = store.load_history();
    assert_eq!(loaded.problems, vec![]);
    assert_eq!(loaded.value.games(), [first, second]);
    assert_eq!(
        loaded.value.games()[1].result(),
        Outcome::Win(Player::Yellow)
    );
}

#[test]
fn missing_files_give_defaults_and_no_problem() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path().join("not-yet"));
    assert_eq!(
        store.load_settings(),
        Loaded {
            value: Settings::default(),
            problems: vec![]
        }
    );
    assert_eq!(store.load_game().value, None);
    assert!(store.load_history().value.games().is_empty());
    assert!(
        !dir.path().join("not-yet").exists(),
        "loading makes nothing"
    );
}

#[test]
fn a_settings_file_with_missing_keys_takes_the_defaults_for_them() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    fs::write(
        store.path(FileKind::Settings),
        r#"{"format": "plot4-settings", "version": 1, "theme": "dark"}"#,
    )
    .unwrap();
    let loaded = store.load_settings();
    assert_eq!(loaded.problems, vec![]);
    assert_eq!(
        loaded.value,
        Settings {
            theme: Theme::Dark,
            ..Settings::default()
        }
    );
}

/// The good text of each file, to cut short or tamper with.
fn good_text(kind: FileKind) -> String {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    match kind {
        FileKind::Settings => store.save_settings(&custom_settings()).unwrap(),
        FileKind::Game => store.save_game(&saved_game()).unwrap(),
        FileKind::History => {
            store.record_game(record("1212121", human_against(Level::Low)));
        }
        FileKind::Puzzles => {
            store.record_puzzle(puzzle_try(true));
        }
        FileKind::OnlineSeat => store.save_online_seat(&online_seat()).unwrap(),
    }
    fs::read_to_string(store.path(kind)).unwrap()
}

/// A label, the bad file's text, and a check of the defect loading must name.
type BadContent = (&'static str, String, fn(&Defect) -> bool);

/// Bad contents of each kind, with the defect loading must name.
fn bad_contents(kind: FileKind) -> Vec<BadContent> {
    let good = good_text(kind);
    let format = match kind {
        FileKind::Settings => "plot4-settings",
        FileKind::Game => "plot4-game",
        FileKind::History => "plot4-history",
        FileKind::Puzzles => "plot4-puzzles",
        FileKind::OnlineSeat => "plot4-online-seat",
    };
    let invalid = match kind {
        FileKind::Settings => format!(
            r#"{{"format": "{format}", "version": 1, "sound": {{"on": true, "volume": 150}}}}"#
        ),
        FileKind::Game => format!(
            r#"{{"format": "{format}", "version": 1, "red": "human", "yellow": "high", "first": "Red", "moves": "4444444", "redo": ""}}"#
        ),
        FileKind::History => format!(
            r#"{{"format": "{format}", "version": 1, "games": [{{"date": "2026-11-23T06:41:57Z", "red": "human", "yellow": "low", "first": "Red", "moves": "1212121", "result": "Yellow wins"}}]}}"#
        ),
        // A puzzle position whose column 1 overflows: a file edited by hand.
        FileKind::Puzzles => format!(
            r#"{{"format": "{format}", "version": 1, "rating": {{"rating": 1500.0, "deviation": 350.0, "volatility": 0.06}}, "streak": 0, "best_streak": 0, "tries": [{{"date": "2026-11-23T06:41:57Z", "kind": "win", "position": "1111111", "puzzle_rating": 1200, "solved": false}}]}}"#
        ),
        // A seat that is neither of the room's two.
        FileKind::OnlineSeat => format!(
            r#"{{"format": "{format}", "version": 1, "server": "http://h:7474", "code": "K7M-Q3X-9PD", "token": "t", "link": "", "seat": "referee"}}"#
        ),
    };
    vec![
        ("empty", String::new(), |d| *d == Defect::Empty),
        ("truncated", good[..good.len() / 2].to_string(), |d| {
            matches!(d, Defect::Truncated(_))
        }),
        (
            "garbage",
            "\u{1}\u{2}garbage{{{ not json".to_string(),
            |d| matches!(d, Defect::NotJson(_)),
        ),
        (
            "foreign",
            r#"{"name": "someone else's", "version": 1}"#.to_string(),
            |d| matches!(d, Defect::Foreign { .. }),
        ),
        ("version 0", with_version(&good, 0), |d| {
            matches!(d, Defect::Foreign { .. })
        }),
        ("newer", with_version(&good, 7), |d| {
            matches!(
                d,
                Defect::Newer {
                    found: 7,
                    supported: 1 | 2
                }
            )
        }),
        ("invalid", invalid, |d| matches!(d, Defect::Invalid(_))),
    ]
}

/// A file's text with its format version (the first `"version": N`) replaced by `version`.
fn with_version(text: &str, version: u32) -> String {
    let key = "\"version\": ";
    let start = text.find(key).expect("every file names its version") + key.len();
    let end = start + text[start..].find(|c: char| !c.is_ascii_digit()).unwrap();
    format!("{}{version}{}", &text[..start], &text[end..])
}

fn load_problems(store: &Store, kind: FileKind) -> Vec<Problem> {
    match kind {
        FileKind::Settings => {
            let loaded = store.load_settings();
            assert_eq!(loaded.value, Settings::default());
            loaded.problems
        }
        FileKind::Game => {
            let loaded = store.load_game();
            assert_eq!(loaded.value, None);
            loaded.problems
        }
        FileKind::History => {
            let loaded = store.load_history();
            assert!(loaded.value.games().is_empty());
            loaded.problems
        }
        FileKind::Puzzles => {
            let loaded = store.load_puzzles();
            assert_eq!(loaded.value, PuzzleRecord::default());
            loaded.problems
        }
        FileKind::OnlineSeat => {
            let loaded = store.load_online_seat();
            assert_eq!(loaded.value, None);
            loaded.problems
        }
    }
}

fn save_good(store: &Store, kind: FileKind) {
    match kind {
        FileKind::Settings => store.save_settings(&custom_settings()).unwrap(),
        FileKind::Game => store.save_game(&saved_game()).unwrap(),
        FileKind::History => {
            let after = store.record_game(record("1212121", human_against(Level::Low)));
            assert!(after.problems.is_empty(), "{:?}", after.problems);
        }
        FileKind::Puzzles => {
            let after = store.record_puzzle(puzzle_try(true));
            assert!(after.problems.is_empty(), "{:?}", after.problems);
        }
        FileKind::OnlineSeat => store.save_online_seat(&online_seat()).unwrap(),
    }
}

/// A seat kept in an online game in progress.
fn online_seat() -> OnlineSeat {
    OnlineSeat {
        server: "http://127.0.0.1:7474".into(),
        code: "K7M-Q3X-9PD".into(),
        token: "a seat's token".into(),
        link: "http://127.0.0.1:7474/play/K7M-Q3X-9PD".into(),
        seat: HeldSeat::Host,
    }
}

/// The single problem must be a set-aside of `kind` whose defect passes `expected`; returns
/// where the file was kept.
fn set_aside(problems: &[Problem], kind: FileKind, expected: fn(&Defect) -> bool) -> PathBuf {
    match problems {
        [Problem::SetAside {
            file,
            defect,
            kept_as,
        }] if *file == kind && expected(defect) => kept_as.clone(),
        other => panic!("expected one set-aside {kind} problem, got {other:?}"),
    }
}

#[test]
fn every_kind_of_bad_file_gives_defaults_and_is_kept_aside() {
    for kind in [
        FileKind::Settings,
        FileKind::Game,
        FileKind::History,
        FileKind::Puzzles,
        FileKind::OnlineSeat,
    ] {
        for (label, contents, expected) in bad_contents(kind) {
            let dir = tempfile::tempdir().unwrap();
            let store = Store::at(dir.path());
            let path = store.path(kind);
            fs::write(&path, &contents).unwrap();

            let problems = load_problems(&store, kind);
            let kept = set_aside(&problems, kind, expected);
            assert!(!path.exists(), "{kind} {label}: the bad file is moved away");
            assert_eq!(kept.parent(), Some(dir.path()), "kept beside it");
            let kept_name = kept.file_name().unwrap().to_string_lossy().into_owned();
            assert!(
                kept_name.starts_with(&format!("{}.corrupt-", kind.file_name())),
                "{kept_name}"
            );
            assert_eq!(
                fs::read_to_string(&kept).unwrap(),
                contents,
                "{kind} {label}"
            );
            let message = problems[0].to_string();
            assert!(
                message.contains(&kept_name) && message.contains("using defaults"),
                "{message}"
            );

            // Saving afterwards writes a fresh file and leaves the kept one alone.
            save_good(&store, kind);
            assert_eq!(fs::read_to_string(&kept).unwrap(), contents);
            assert!(load_problems_none(&store, kind), "{kind} {label}");
        }
    }
}

fn load_problems_none(store: &Store, kind: FileKind) -> bool {
    match kind {
        FileKind::Settings => store.load_settings().problems.is_empty(),
        FileKind::Game => store.load_game().problems.is_empty(),
        FileKind::History => store.load_history().problems.is_empty(),
        FileKind::Puzzles => store.load_puzzles().problems.is_empty(),
        FileKind::OnlineSeat => store.load_online_seat().problems.is_empty(),
    }
}

/// Collects every log line, so a test can count the warnings about its own folder.
struct CollectedLog;

static LOG_LINES: std::sync::Mutex<Vec<(log::Level, String)>> = std::sync::Mutex::new(Vec::new());

impl log::Log for CollectedLog {
    fn enabled(&self, _: &log::Metadata) -> bool {
        true
    }
    fn log(&self, record: &log::Record) {
        LOG_LINES
            .lock()
            .unwrap()
            .push((record.level(), record.args().to_string()));
    }
    fn flush(&self) {}
}

fn log_lines_about(folder: &Path) -> Vec<(log::Level, String)> {
    let folder = folder.display().to_string();
    LOG_LINES
        .lock()
        .unwrap()
        .iter()
        .filter(|(_, line)| line.contains(&folder))
        .cloned()
        .collect()
}

#[test]
fn a_bad_file_and_a_failed_save_are_each_logged_once_as_a_warning() {
    static LOGGER: CollectedLog = CollectedLog;
    let _ = log::set_logger(&LOGGER);
    log::set_max_level(log::LevelFilter::Trace);

    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    fs::write(store.path(FileKind::Settings), "garbage").unwrap();
    let problems = store.load_settings().problems;
    assert_eq!(
        log_lines_about(dir.path()),
        [(log::Level::Warn, problems[0].to_string())]
    );

    let blocker = dir.path().join("a-file");
    fs::write(&blocker, "").unwrap();
    let unwritable = Store::at(blocker.join("plot4"));
    for _ in 0..3 {
        assert!(unwritable.save_game(&saved_game()).is_err());
    }
    let lines = log_lines_about(&blocker);
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert_eq!(lines[0].0, log::Level::Warn);
    assert!(lines[0].1.contains("nothing will be kept"), "{lines:?}");
}

#[test]
fn a_folder_in_place_of_a_file_is_moved_aside_with_its_contents() {
    for kind in [
        FileKind::Settings,
        FileKind::Game,
        FileKind::History,
        FileKind::Puzzles,
        FileKind::OnlineSeat,
    ] {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::at(dir.path());
        let path = store.path(kind);
        fs::create_dir(&path).unwrap();
        fs::write(path.join("inside.txt"), "mine").unwrap();

        let problems = load_problems(&store, kind);
        let kept = set_aside(&problems, kind, |d| *d == Defect::Folder);
        assert!(!path.exists());
        assert_eq!(fs::read_to_string(kept.join("inside.txt")).unwrap(), "mine");
        save_good(&store, kind);
        assert!(load_problems_none(&store, kind));
    }
}

#[test]
fn two_bad_files_in_one_second_are_both_kept() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    let path = store.path(FileKind::Settings);
    fs::write(&path, "first").unwrap();
    let first = set_aside(&store.load_settings().problems, FileKind::Settings, |_| {
        true
    });
    fs::write(&path, "second").unwrap();
    let second = set_aside(&store.load_settings().problems, FileKind::Settings, |_| {
        true
    });
    assert_ne!(first, second);
    assert_eq!(fs::read_to_string(first).unwrap(), "first");
    assert_eq!(fs::read_to_string(second).unwrap(), "second");
}

#[test]
fn an_unwritable_folder_reports_that_nothing_will_be_kept() {
    // Tests run as root, who may write anywhere: a folder under a regular file cannot exist.
    let dir = tempfile::tempdir().unwrap();
    let blocker = dir.path().join("a-file");
    fs::write(&blocker, "not a folder").unwrap();
    let store = Store::at(blocker.join("plot4"));

    let check = store.check_writable().unwrap_err();
    assert!(
        check.to_string().contains("nothing will be kept"),
        "{check}"
    );
    for result in [
        store.save_settings(&custom_settings()),
        store.save_game(&saved_game()),
    ] {
        let problem = result.unwrap_err();
        assert!(matches!(problem, Problem::NotKept { .. }), "{problem:?}");
        assert!(problem.to_string().contains("nothing will be kept"));
    }
    // A finished game is still counted for this run, and the failure is reported.
    let game = record("1212121", human_against(Level::High));
    let after = store.record_game(game.clone());
    assert_eq!(after.value.games(), [game]);
    assert!(matches!(after.problems[..], [Problem::NotKept { .. }]));
    // Loading from there finds nothing, and says nothing is wrong with any file.
    assert_eq!(store.load_settings().problems, vec![]);
    assert_eq!(fs::read_to_string(&blocker).unwrap(), "not a folder");
}

#[test]
fn a_write_interrupted_before_the_rename_leaves_the_old_file_readable() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    store.save_settings(&Settings::default()).unwrap();
    let before = names(dir.path());

    // What a write killed between writing the temporary file and renaming it leaves behind:
    // the temporary file, in the same folder and named as write_atomically names it, holding
    // part of the new content.
    let new_text = good_text(FileKind::Settings);
    let mut stranded = tempfile::Builder::new()
        .prefix(".settings.json.")
        .suffix(".tmp")
        .tempfile_in(dir.path())
        .unwrap();
    use std::io::Write;
    stranded
        .write_all(&new_text.as_bytes()[..new_text.len() / 3])
        .unwrap();
    let (_, stranded_path) = stranded.keep().unwrap();

    let loaded = store.load_settings();
    assert_eq!(loaded.problems, vec![]);
    assert_eq!(loaded.value, Settings::default());
    assert_eq!(names(dir.path()).len(), before.len() + 1);
    assert!(stranded_path.exists());

    // The next save replaces the file whole.
    store.save_settings(&custom_settings()).unwrap();
    assert_eq!(store.load_settings().value, custom_settings());
}

#[test]
fn resetting_the_history_keeps_it_aside_and_starts_empty() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    assert_eq!(store.reset_history(), Ok(None), "nothing to reset yet");
    store.record_game(record("1212121", human_against(Level::Low)));
    let text = fs::read_to_string(store.path(FileKind::History)).unwrap();

    let kept = store.reset_history().unwrap().unwrap();
    assert!(kept
        .file_name()
        .unwrap()
        .to_string_lossy()
        .starts_with("history.json.reset-"));
    assert_eq!(fs::read_to_string(&kept).unwrap(), text);
    let after = store.load_history();
    assert_eq!(after.problems, vec![]);
    assert!(after.value.games().is_empty());
}

#[test]
fn the_command_line_reads_a_bad_history_without_moving_it() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    fs::write(store.path(FileKind::History), "{").unwrap();
    let error = store.read_history().unwrap_err();
    assert!(matches!(error.defect, Defect::Truncated(_)));
    assert!(store.path(FileKind::History).exists());
}

/// A try at a puzzle (Red to move after 4453), solved or failed.
fn puzzle_try(solved: bool) -> PuzzleTry {
    PuzzleTry::now(PuzzleKind::Win, &columns("4453"), 1400, solved).unwrap()
}

#[test]
fn the_puzzle_rating_moves_each_way_and_is_still_there_when_read_again() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::at(dir.path());
    let start = store.load_puzzles().value.rating().rating;
    let solved = store.record_puzzle(puzzle_try(true));
    assert!(solved.problems.is_empty(), "{:?}", solved.problems);
    assert!(solved.value.rating().rating > start);
    // A new store on the same folder: what a restart sees.
    let reopened = Store::at(dir.path());
    assert_same(&reopened.load_puzzles().value, &solved.value);
    let failed = reopened.record_puzzle(puzzle_try(false));
    assert!(failed.value.rating().rating < solved.value.rating().rating);
    assert_eq!(failed.value.streak(), 0);
    assert_eq!(failed.value.best_streak(), 1);
    assert_same(
        &Store::at(dir.path()).read_puzzles().unwrap(),
        &failed.value,
    );
}

/// The same record, the rating's numbers to within what JSON's decimals keep.
fn assert_same(read: &PuzzleRecord, kept: &PuzzleRecord) {
    let (a, b) = (read.rating(), kept.rating());
    for (x, y) in [
        (a.rating, b.rating),
        (a.deviation, b.deviation),
        (a.volatility, b.volatility),
    ] {
        assert!((x - y).abs() < 1e-9, "{read:?} != {kept:?}");
    }
    assert_eq!(
        (read.streak(), read.best_streak(), read.tries()),
        (kept.streak(), kept.best_streak(), kept.tries())
    );
}

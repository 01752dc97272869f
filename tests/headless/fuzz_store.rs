//! Generated-input tests of the player's files (src/store): the saved game, the settings and
//! the history, with the statistics derived from every history read. Each input is written as
//! the real file in a temporary data folder and read back through the real [`Store`], as the
//! window reads it at start.
//!
//! Inputs: valid files (which must read back as written), random bytes, random text from JSON's
//! and the files' alphabet, byte mutations and truncations of valid files, valid JSON with a
//! field changed (wrong types, huge or negative numbers, long or control-character strings,
//! deep nesting, keys dropped or added, other formats, newer or broken versions) and boundary
//! cases. For every input: no panic; a file that is accepted stays where it is, holds a legal
//! game (checked against the grid referee in tests/reference_rules) and writes back as the same
//! value; a file that is refused gives the defaults and exactly one problem, whose message is one
//! plain line, and is moved aside as `<name>.corrupt-<time>` with its bytes intact.
//!
//! `cargo test --release --test headless fuzz_store::` runs a short pass. The full run, a million inputs
//! per file (or `PLOT4_FUZZ_CASES`), is ignored by default:
//! `nice cargo test --release --test headless -- --ignored --nocapture --test-threads 1 fuzz_store::`.
//! `PLOT4_FUZZ_SEED` picks another seed; a failure names the seed and the input.

use crate::fuzzing;
use crate::reference_rules;

use fuzzing::{full_cases, mutate, random_bytes, random_game, random_text, Run, SHORT_CASES};
use plot4::ai::Level;
use plot4::game::{Mode, Modes, Outcome};
use plot4::notation::digits;
use plot4::store::{
    AnimationSpeed, FileKind, FirstMover, GameRecord, History, Loaded, Problem, SavedGame,
    Settings, Sound, Statistics, Store, Theme, Volume, WindowSize,
};
use plot4::{Column, Player, Size};
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::RngExt;
use reference_rules::Referee;
use serde_json::{json, Value};
use std::fmt::Debug;
use std::fs;
use std::path::Path;

/// A fresh data folder. Every input is a real file written, read and often moved aside, so the
/// folder is in memory (`/dev/shm`) where the machine has one, else in the usual temporary
/// folder.
fn data_folder() -> tempfile::TempDir {
    let builder = tempfile::Builder::new().prefix("plot4-fuzz-store-").clone();
    let shm = Path::new("/dev/shm");
    shm.is_dir()
        .then(|| builder.tempdir_in(shm).ok())
        .flatten()
        .unwrap_or_else(|| builder.tempdir().expect("a temporary folder"))
}

/// The names in a folder, sorted.
fn names(folder: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(folder)
        .expect("the data folder")
        .map(|e| {
            e.expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    names.sort();
    names
}

// ---------------------------------------------------------------------------------------------
// The three files, as the fuzz sees them

/// One of the player's files: how the store loads and saves it, its defaults, and what every
/// value read from it must satisfy.
trait PlayerFile {
    /// What loading gives (the defaults when the file is bad).
    type Value: PartialEq + Debug;
    const FILE: FileKind;
    fn load(store: &Store) -> Loaded<Self::Value>;
    fn save(store: &Store, value: &Self::Value) -> Result<(), Problem>;
    fn defaults() -> Self::Value;
    /// Checks a value read from a file against the rules, independently of the store.
    fn check(value: &Self::Value);
    /// A valid file's content and the value it must read as.
    fn valid(rng: &mut StdRng) -> (Value, Self::Value);
}

struct GameFile;
struct SettingsFile;
struct HistoryFile;

fn mode_name(rng: &mut StdRng) -> &'static str {
    Mode::ALL.choose(rng).expect("modes").name()
}

/// A mode as a file names it and as it reads back: "Match my level" is stored by name only and
/// reads as the level a newcomer meets.
fn random_mode(rng: &mut StdRng) -> Mode {
    let mode = *Mode::ALL.choose(rng).expect("modes");
    mode.name().parse().expect("every mode's name reads back")
}

fn random_modes(rng: &mut StdRng) -> Modes {
    Modes {
        red: random_mode(rng),
        yellow: random_mode(rng),
    }
}

fn random_player(rng: &mut StdRng) -> Player {
    if rng.random() {
        Player::Red
    } else {
        Player::Yellow
    }
}

/// The referee's board after `moves` from the empty board, or `None` at the first illegal one.
fn referee_after(moves: &[Column]) -> Option<Referee> {
    let mut referee = Referee::new(7, 6);
    moves
        .iter()
        .all(|c| referee.play(c.index()))
        .then_some(referee)
}

impl PlayerFile for GameFile {
    type Value = Option<SavedGame>;
    const FILE: FileKind = FileKind::Game;

    fn load(store: &Store) -> Loaded<Option<SavedGame>> {
        store.load_game()
    }

    fn save(store: &Store, value: &Option<SavedGame>) -> Result<(), Problem> {
        store.save_game(value.as_ref().expect("a file that was read holds a game"))
    }

    fn defaults() -> Option<SavedGame> {
        None
    }

    fn check(value: &Option<SavedGame>) {
        let saved = value.as_ref().expect("an accepted game file holds a game");
        let mut referee = referee_after(saved.moves())
            .unwrap_or_else(|| panic!("illegal moves accepted: {}", saved.position()));
        for column in saved.redo() {
            assert!(
                referee.play(column.index()),
                "illegal redo accepted: {} then {}",
                saved.position(),
                digits(saved.redo())
            );
        }
        let game = saved.game();
        assert_eq!(game.history(), saved.moves());
        assert_eq!(game.modes(), saved.modes());
    }

    fn valid(rng: &mut StdRng) -> (Value, Option<SavedGame>) {
        // One game cut in two: the moves played, and the ones taken back to redo.
        let max = rng.random_range(0..=42);
        let (all, _) = random_game(rng, Size::STANDARD, max);
        let split = rng.random_range(0..=all.len());
        let (moves, redo) = all.split_at(split);
        let (red, yellow) = (mode_name(rng), mode_name(rng));
        let first = random_player(rng);
        let mut file = json!({
            "format": "plot4-game",
            "version": 1,
            "red": red,
            "yellow": yellow,
            "first": first.name(),
            "moves": digits(moves),
        });
        if !redo.is_empty() || rng.random() {
            file["redo"] = json!(digits(redo));
        }
        let modes = Modes {
            red: red.parse().expect("a mode name"),
            yellow: yellow.parse().expect("a mode name"),
        };
        let saved = SavedGame::new(modes, first, moves.to_vec(), redo.to_vec()).expect("legal");
        (file, Some(saved))
    }
}

impl PlayerFile for SettingsFile {
    type Value = Settings;
    const FILE: FileKind = FileKind::Settings;

    fn load(store: &Store) -> Loaded<Settings> {
        store.load_settings()
    }

    fn save(store: &Store, value: &Settings) -> Result<(), Problem> {
        store.save_settings(value)
    }

    fn defaults() -> Settings {
        Settings::default()
    }

    fn check(value: &Settings) {
        assert!(value.sound.volume.percent() <= 100, "{value:?}");
        let sides = [value.window.width(), value.window.height()];
        assert!(
            sides
                .iter()
                .all(|s| (WindowSize::MIN..=WindowSize::MAX).contains(s)),
            "{value:?}"
        );
    }

    fn valid(rng: &mut StdRng) -> (Value, Settings) {
        let settings = Settings {
            theme: *Theme::ALL.choose(rng).expect("themes"),
            sound: Sound {
                on: rng.random(),
                volume: Volume::new(rng.random_range(0..=100)).expect("in range"),
            },
            animation: Some(*AnimationSpeed::ALL.choose(rng).expect("speeds")),
            first: *FirstMover::ALL.choose(rng).expect("first movers"),
            modes: random_modes(rng),
            show_analysis: rng.random(),
            window: WindowSize::new(
                rng.random_range(WindowSize::MIN..=WindowSize::MAX),
                rng.random_range(WindowSize::MIN..=WindowSize::MAX),
            )
            .expect("in range"),
            // Not written below: a file from before languages, which follows the system's.
            language: None,
            // Not written below either: a file from before online play has the default server.
            server: plot4::store::DEFAULT_SERVER.to_string(),
        };
        let mut file = json!({
            "format": "plot4-settings",
            "version": 1,
            "theme": settings.theme.name(),
            "sound": {"on": settings.sound.on, "volume": settings.sound.volume.percent()},
            "animation": settings.animation.map(AnimationSpeed::name),
            "first": settings.first.name(),
            "modes": {"red": settings.modes.red.name(), "yellow": settings.modes.yellow.name()},
            "show_analysis": settings.show_analysis,
            "window": {"width": settings.window.width(), "height": settings.window.height()},
        });
        // A key left out takes its default: an older or hand-trimmed file.
        let mut expected = settings;
        let defaults = Settings::default();
        let object = file.as_object_mut().expect("an object");
        for key in [
            "theme",
            "sound",
            "animation",
            "first",
            "modes",
            "show_analysis",
            "window",
        ] {
            if rng.random_ratio(1, 8) {
                object.remove(key);
                match key {
                    "theme" => expected.theme = defaults.theme,
                    "sound" => expected.sound = defaults.sound,
                    "animation" => expected.animation = defaults.animation,
                    "first" => expected.first = defaults.first,
                    "modes" => expected.modes = defaults.modes,
                    "show_analysis" => expected.show_analysis = defaults.show_analysis,
                    _ => expected.window = defaults.window,
                }
            }
        }
        (file, expected)
    }
}

impl PlayerFile for HistoryFile {
    type Value = History;
    const FILE: FileKind = FileKind::History;

    fn load(store: &Store) -> Loaded<History> {
        store.load_history()
    }

    fn save(store: &Store, value: &History) -> Result<(), Problem> {
        // The store only appends a game to the history on disk: write it again game by game.
        let _ = fs::remove_file(store.path(FileKind::History));
        for game in value.games() {
            if let Some(problem) = store.record_game(game.clone()).problems.into_iter().next() {
                return Err(problem);
            }
        }
        Ok(())
    }

    fn defaults() -> History {
        History::default()
    }

    fn check(value: &History) {
        for game in value.games() {
            let referee = referee_after(game.moves())
                .unwrap_or_else(|| panic!("illegal game accepted: {}", game.line()));
            let reached = match referee.winner() {
                // The referee calls the first mover Red, as the board does.
                Some(colour) if game.first() == Player::Red => Outcome::Win(colour),
                Some(colour) => Outcome::Win(colour.opponent()),
                None => {
                    assert!(
                        referee.is_full(),
                        "unfinished game accepted: {}",
                        game.line()
                    );
                    Outcome::Draw
                }
            };
            assert_eq!(game.result(), reached, "{}", game.line());
        }
        check_statistics(value);
    }

    fn valid(rng: &mut StdRng) -> (Value, History) {
        let count = if rng.random_ratio(1, 10) {
            rng.random_range(0..=60)
        } else {
            rng.random_range(0..=4)
        };
        let mut files = Vec::new();
        let mut records = Vec::new();
        for _ in 0..count {
            let (moves, _) = random_game(rng, Size::STANDARD, usize::MAX);
            let (red, yellow) = (mode_name(rng), mode_name(rng));
            let first = random_player(rng);
            let referee = referee_after(&moves).expect("a legal game");
            let result = match referee.winner() {
                Some(colour) if first == Player::Red => Outcome::Win(colour),
                Some(colour) => Outcome::Win(colour.opponent()),
                None => Outcome::Draw,
            };
            let date =
                jiff::Timestamp::from_second(rng.random_range(0..4_000_000_000)).expect("in range");
            files.push(json!({
                "date": date.to_string(),
                "red": red,
                "yellow": yellow,
                "first": first.name(),
                "moves": digits(&moves),
                "result": result.to_string(),
            }));
            let modes = Modes {
                red: red.parse().expect("a mode name"),
                yellow: yellow.parse().expect("a mode name"),
            };
            // A version 1 file has no level ratings, nor whether a game was rated: the records
            // read from it have none either.
            let record = GameRecord::new(date, modes, first, moves).expect("a finished game");
            records.push(record.with_level_rating(None).recorded_before_the_rule());
        }
        let file = json!({"format": "plot4-history", "version": 1, "games": files});
        (file, History::new(records))
    }
}

/// The statistics of a history, counted here game by game from the records, must be the ones
/// the store derives; the table must be drawn without a panic.
fn check_statistics(history: &History) {
    let stats = Statistics::of(history.games());
    for level in Level::ALL {
        let (mut wins, mut draws, mut losses) = (0, 0, 0);
        for game in history.games() {
            let human = match (game.modes().red, game.modes().yellow) {
                (Mode::Human, Mode::Computer(l)) if l == level => Player::Red,
                (Mode::Computer(l), Mode::Human) if l == level => Player::Yellow,
                _ => continue,
            };
            match game.result() {
                Outcome::Draw => draws += 1,
                Outcome::Win(winner) if winner == human => wins += 1,
                Outcome::Win(_) => losses += 1,
            }
        }
        // Rated or casual, each game against the level is counted once.
        let (rated, casual) = (stats.rated_against(level), stats.casual_against(level));
        assert_eq!(
            (
                rated.wins + casual.wins,
                rated.draws + casual.draws,
                rated.losses + casual.losses
            ),
            (wins, draws, losses)
        );
    }
    let people = history
        .games()
        .iter()
        .filter(|g| g.modes() == Modes::HUMANS)
        .count() as u32;
    assert_eq!(stats.between_people.games(), people);
    let robots = history
        .games()
        .iter()
        .filter(|g| g.modes().red.level().is_some() && g.modes().yellow.level().is_some())
        .count() as u32;
    assert_eq!(stats.computer_only, robots);
    assert!(stats.longest_streak <= history.games().len() as u32);
    assert!(!stats.table().is_empty());
}

// ---------------------------------------------------------------------------------------------
// Reading one input through the store

/// Writes `bytes` as the file, loads it through a new store on `folder` (as a new start of the
/// window does) and checks what came of it. Returns whether the file was accepted.
fn load_once<F: PlayerFile>(run: &mut Run, folder: &Path, bytes: &[u8]) -> bool {
    let store = Store::at(folder);
    let path = store.path(F::FILE);
    let name = F::FILE.file_name();
    fs::write(&path, bytes).expect("the input is written");
    let loaded = run.guarded(bytes, || F::load(&store));
    let shown = fuzzing::excerpt(bytes);
    if loaded.problems.is_empty() {
        run.accepted();
        assert_eq!(names(folder), [name], "{shown}");
        assert_eq!(fs::read(&path).expect("still there"), bytes, "{shown}");
        F::check(&loaded.value);
        // What was read writes back as a file that reads as the same value.
        F::save(&store, &loaded.value).unwrap_or_else(|p| panic!("{p} after {shown}"));
        let again = F::load(&Store::at(folder));
        assert!(
            again.problems.is_empty(),
            "{:?} after {shown}",
            again.problems
        );
        assert_eq!(again.value, loaded.value, "{shown}");
        return true;
    }
    let [problem] = loaded.problems.as_slice() else {
        panic!(
            "{} problems for {shown}: {:?}",
            loaded.problems.len(),
            loaded.problems
        );
    };
    let Problem::SetAside {
        file,
        defect,
        kept_as,
    } = problem
    else {
        panic!("{problem:?} for {shown}");
    };
    assert_eq!(*file, F::FILE);
    run.check_message(bytes, &defect.to_string());
    let message = problem.to_string();
    assert!(
        !message.chars().any(char::is_control),
        "not one plain line (seed {}): {message:?}",
        run.seed
    );
    assert_eq!(loaded.value, F::defaults(), "{shown}");
    let kept_name = kept_as
        .file_name()
        .expect("a file name")
        .to_string_lossy()
        .into_owned();
    assert!(
        kept_name.starts_with(&format!("{name}.corrupt-")),
        "{kept_name}"
    );
    assert_eq!(names(folder), [kept_name], "{shown}");
    assert_eq!(fs::read(kept_as).expect("kept aside"), bytes, "{shown}");
    fs::remove_file(kept_as).expect("the kept file is removed");
    false
}

// ---------------------------------------------------------------------------------------------
// Generators

/// Stands for a raw piece of JSON text that `serde_json::Value` cannot hold (numbers beyond
/// any machine type, nesting past the reader's limit); replaced after the value is written.
const RAW: &str = "@raw@";

/// JSON text that no `Value` holds as written.
const RAW_PIECES: &[&str] = &[
    "1e400",
    "-1e400",
    "18446744073709551616",
    "-9223372036854775809",
    "340282366920938463463374607431768211456",
    "1e-400",
    "-0",
    "0.0",
    "1.0",
    "100.5",
    "1E2",
    "0x10",
    "NaN",
    "Infinity",
    "01",
    "+1",
];

/// A value of the wrong type, a number out of any range, an odd string, or deep nesting.
fn odd_value(rng: &mut StdRng) -> Value {
    match rng.random_range(0..16) {
        0 => Value::Null,
        1 => json!(rng.random::<bool>()),
        2 => json!(*[
            0i64,
            -1,
            1,
            100,
            101,
            199,
            200,
            255,
            256,
            16_384,
            16_385,
            i64::MIN,
            i64::MAX
        ]
        .choose(rng)
        .expect("numbers")),
        3 => json!(u64::MAX - rng.random_range(0..2)),
        4 => json!(*[1.5f64, -0.5, 1e308, -1e308, 70.0, f64::MIN_POSITIVE]
            .choose(rng)
            .expect("numbers")),
        5 => json!(RAW),
        6 => json!(""),
        7 => json!("x".repeat(rng.random_range(1..20_000))),
        8 => {
            let len = rng.random_range(1..300);
            json!(digits_text(rng, len))
        }
        9 => json!(*[
            "Human",
            " high ",
            "HIGH",
            "Red wins",
            "red",
            "Yellow",
            "yellow",
            "Draw",
            "draw",
            "hu\nman",
            "Red\u{0}",
            "\u{1b}[31m",
            "colour-blind",
            "off",
            "alternate",
            "4453",
            "2026-11-23T06:41:57Z",
            "2026-13-45T99:99:99Z",
            "-009999-01-01T00:00:00Z",
            "9999-12-31T23:59:59.999999999Z",
            "plot4-game",
            "plot4-settings",
            "plot4-history",
            "\u{feff}",
            "\u{2028}",
            "\u{1f642}",
        ]
        .choose(rng)
        .expect("strings")),
        10 => {
            let text: String = (0..rng.random_range(1..40))
                .map(|_| rng.random::<char>())
                .collect();
            json!(text)
        }
        11 => json!([]),
        12 => json!({}),
        13 => {
            let n = rng.random_range(1..4);
            Value::Array((0..n).map(|_| odd_value(rng)).collect())
        }
        14 => nested(rng.random_range(1..200), rng.random()),
        _ => json!({"games": [], "on": true, "width": 900, "red": "human"}),
    }
}

fn digits_text(rng: &mut StdRng, len: usize) -> String {
    (0..len)
        .map(|_| char::from(b'0' + rng.random_range(0..10)))
        .collect()
}

/// Arrays (or objects) nested `depth` deep.
fn nested(depth: usize, arrays: bool) -> Value {
    (0..depth).fold(json!(1), |inner, _| {
        if arrays {
            json!([inner])
        } else {
            json!({ "a": inner })
        }
    })
}

/// Every place in a value, as the keys and indexes that lead there.
fn places(value: &Value, at: &mut Vec<String>, out: &mut Vec<String>) {
    out.push(at.concat());
    match value {
        Value::Object(map) => {
            for (key, inner) in map {
                at.push(format!("/{}", key.replace('~', "~0").replace('/', "~1")));
                places(inner, at, out);
                at.pop();
            }
        }
        Value::Array(items) => {
            for (i, inner) in items.iter().enumerate() {
                at.push(format!("/{i}"));
                places(inner, at, out);
                at.pop();
            }
        }
        _ => {}
    }
}

/// Changes one field of a valid file's value: a wrong value, a key dropped or added, another
/// format or version.
fn twist(rng: &mut StdRng, value: &mut Value) {
    // The file's fields, unless an earlier twist replaced the whole file.
    let fields = value.is_object();
    match rng.random_range(0..6) {
        0 if fields => {
            let version = match rng.random_range(0..10) {
                0 => json!(0),
                1 => json!(2),
                2 => json!(rng.random_range(2..u64::MAX)),
                3 => json!(-1),
                4 => json!(1.0),
                5 => json!("1"),
                6 => Value::Null,
                7 => json!(RAW),
                8 => json!([1]),
                _ => json!(u64::MAX),
            };
            value["version"] = version;
        }
        1 if fields => {
            let format = *[
                "plot4-game",
                "plot4-settings",
                "plot4-history",
                "plot4-book",
                "Plot4-Game",
                "",
            ]
            .choose(rng)
            .expect("formats");
            if rng.random_ratio(1, 5) {
                value.as_object_mut().expect("an object").remove("format");
            } else {
                value["format"] = json!(format);
            }
        }
        _ => {
            let mut all = Vec::new();
            places(value, &mut Vec::new(), &mut all);
            let place = all.choose(rng).expect("the root at least").clone();
            let odd = odd_value(rng);
            let drop = rng.random_ratio(1, 5);
            let add = rng.random_ratio(1, 5);
            let Some(target) = value.pointer_mut(&place) else {
                return;
            };
            if add {
                if let Value::Object(map) = target {
                    map.insert("unknown".into(), odd);
                    return;
                }
            }
            if drop && !place.is_empty() {
                let (parent, key) = place.rsplit_once('/').expect("a child place");
                match value.pointer_mut(parent) {
                    Some(Value::Object(map)) => {
                        map.remove(&key.replace("~1", "/").replace("~0", "~"));
                    }
                    Some(Value::Array(items)) => {
                        let i: usize = key.parse().expect("an index");
                        items.remove(i);
                    }
                    _ => {}
                }
                return;
            }
            *target = odd;
        }
    }
}

/// A value as file text, compact or pretty, with its raw pieces put in.
fn written(rng: &mut StdRng, value: &Value) -> Vec<u8> {
    let mut text = if rng.random() {
        serde_json::to_string_pretty(value).expect("a value writes")
    } else {
        serde_json::to_string(value).expect("a value writes")
    };
    let quoted_raw = format!("\"{RAW}\"");
    while let Some(at) = text.find(&quoted_raw) {
        let piece = if rng.random_ratio(1, 8) {
            let depth = rng.random_range(100..3000);
            format!("{}{}", "[".repeat(depth), "]".repeat(depth))
        } else {
            RAW_PIECES.choose(rng).expect("pieces").to_string()
        };
        text.replace_range(at..at + quoted_raw.len(), &piece);
    }
    text.into_bytes()
}

/// Inputs on the edges: nothing, other JSON, encodings, nesting past every limit, a valid file
/// wrapped in something.
fn boundary_cases(valid: &[u8], other_kinds: &[Vec<u8>]) -> Vec<Vec<u8>> {
    let text = String::from_utf8(valid.to_vec()).expect("valid text is UTF-8");
    let utf16: Vec<u8> = text.encode_utf16().flat_map(u16::to_le_bytes).collect();
    let mut cases: Vec<Vec<u8>> = vec![
        Vec::new(),
        b" \n\t\r\n".to_vec(),
        b"null".to_vec(),
        b"{}".to_vec(),
        b"[]".to_vec(),
        b"1".to_vec(),
        b"\"plot4-game\"".to_vec(),
        b"{\"format\": \"plot4-game\"}".to_vec(),
        b"{\"format\": \"plot4-settings\", \"version\": 1}".to_vec(),
        b"{\"format\": \"plot4-history\", \"version\": 1}".to_vec(),
        b"{\"format\": \"plot4-history\", \"version\": 1, \"games\": null}".to_vec(),
        b"\0".to_vec(),
        vec![0xff; 64],
        "[".repeat(100_000).into_bytes(),
        "{\"a\":".repeat(100_000).into_bytes(),
        format!("{}1{}", "[".repeat(127), "]".repeat(127)).into_bytes(),
        format!("\u{feff}{text}").into_bytes(),
        format!("{text}x").into_bytes(),
        format!("{text}{text}").into_bytes(),
        text.replace('\n', "\r\n").into_bytes(),
        text.replacen('{', "{\0", 1).into_bytes(),
        format!("{}{text}", " ".repeat(1 << 20)).into_bytes(),
        utf16,
        valid.to_vec(),
    ];
    for version in [
        "0",
        "2",
        "-1",
        "1.0",
        "\"1\"",
        "null",
        "18446744073709551616",
        "1e400",
    ] {
        cases.push(
            text.replacen("\"version\": 1", &format!("\"version\": {version}"), 1)
                .into_bytes(),
        );
    }
    cases.extend(other_kinds.iter().cloned());
    cases
}

/// JSON's alphabet and the files' words, for random text.
const PIECES: &[&str] = &[
    "{",
    "}",
    "[",
    "]",
    ":",
    ",",
    "\"",
    "\\",
    " ",
    "\n",
    "1",
    "0",
    "-",
    ".",
    "e",
    "true",
    "null",
    "\"format\"",
    "\"version\"",
    "\"plot4-game\"",
    "\"plot4-settings\"",
    "\"plot4-history\"",
    "\"moves\"",
    "\"redo\"",
    "\"red\"",
    "\"yellow\"",
    "\"first\"",
    "\"human\"",
    "\"high\"",
    "\"Red\"",
    "\"4453\"",
    "\"games\"",
    "\"date\"",
    "\"result\"",
    "\"Draw\"",
    "\"theme\"",
    "\"sound\"",
    "\"volume\"",
    "\"window\"",
    "\"width\"",
    "\"\\u0000\"",
];

fn fuzz_file<F: PlayerFile>(parser: &'static str, cases: usize) -> Run {
    let mut run = Run::new(parser);
    let folder = data_folder();
    let valid_texts: Vec<Vec<u8>> = (0..32)
        .map(|_| {
            let (value, _) = F::valid(&mut run.rng);
            written(&mut run.rng, &value)
        })
        .collect();
    let other_kinds: Vec<Vec<u8>> = (0..4)
        .flat_map(|_| {
            [
                {
                    let value = GameFile::valid(&mut run.rng).0;
                    written(&mut run.rng, &value)
                },
                {
                    let value = SettingsFile::valid(&mut run.rng).0;
                    written(&mut run.rng, &value)
                },
                {
                    let value = HistoryFile::valid(&mut run.rng).0;
                    written(&mut run.rng, &value)
                },
            ]
        })
        .collect();
    let donors: Vec<Vec<u8>> = valid_texts.iter().chain(&other_kinds).cloned().collect();
    for bytes in boundary_cases(&valid_texts[0], &other_kinds) {
        load_once::<F>(&mut run, folder.path(), &bytes);
    }
    for case in 0..cases {
        match case % 6 {
            0 => {
                let (value, expected) = F::valid(&mut run.rng);
                let bytes = written(&mut run.rng, &value);
                let store = Store::at(folder.path());
                assert!(
                    load_once::<F>(&mut run, folder.path(), &bytes),
                    "a valid file was refused: {}",
                    fuzzing::excerpt(&bytes)
                );
                assert_eq!(
                    F::load(&store).value,
                    expected,
                    "{}",
                    fuzzing::excerpt(&bytes)
                );
            }
            1 => {
                let bytes = random_bytes(&mut run.rng);
                load_once::<F>(&mut run, folder.path(), &bytes);
            }
            2 => {
                let mut bytes = donors.choose(&mut run.rng).expect("donors").clone();
                mutate(&mut run.rng, &mut bytes, &donors);
                load_once::<F>(&mut run, folder.path(), &bytes);
            }
            3 => {
                let (mut value, _) = F::valid(&mut run.rng);
                for _ in 0..run.rng.random_range(1..=3) {
                    twist(&mut run.rng, &mut value);
                }
                let bytes = written(&mut run.rng, &value);
                load_once::<F>(&mut run, folder.path(), &bytes);
            }
            4 => {
                let mut bytes = valid_texts.choose(&mut run.rng).expect("texts").clone();
                let cut = run.rng.random_range(0..bytes.len());
                bytes.truncate(cut);
                load_once::<F>(&mut run, folder.path(), &bytes);
            }
            _ => {
                let text = random_text(&mut run.rng, PIECES);
                load_once::<F>(&mut run, folder.path(), text.as_bytes());
            }
        }
    }
    run.report();
    run
}

#[test]
fn saved_game_files_never_panic_and_bad_ones_are_set_aside() {
    fuzz_file::<GameFile>("saved-game files", SHORT_CASES);
}

#[test]
#[ignore = "full fuzz run: a million inputs"]
fn saved_game_files_full_run() {
    fuzz_file::<GameFile>("saved-game files", full_cases());
}

#[test]
fn settings_files_never_panic_and_bad_ones_are_set_aside() {
    fuzz_file::<SettingsFile>("settings files", SHORT_CASES);
}

#[test]
#[ignore = "full fuzz run: a million inputs"]
fn settings_files_full_run() {
    fuzz_file::<SettingsFile>("settings files", full_cases());
}

#[test]
fn history_files_and_their_statistics_never_panic_and_bad_ones_are_set_aside() {
    fuzz_file::<HistoryFile>("history files and statistics", SHORT_CASES);
}

#[test]
#[ignore = "full fuzz run: a million inputs"]
fn history_files_and_their_statistics_full_run() {
    fuzz_file::<HistoryFile>("history files and statistics", full_cases());
}

/// Regression: a bad file's defect quoted the refused value raw (serde's and our own messages),
/// so a line break in a mode name or a 20,000-character string made the problem shown at start
/// several lines or pages long. It is now one line of bounded length.
#[test]
fn a_refused_value_is_quoted_in_one_short_line() {
    let folder = data_folder();
    let store = Store::at(folder.path());
    let long = "x".repeat(20_000);
    let files = [
        (
            FileKind::Game,
            json!({"format": "plot4-game", "version": 1, "red": "hu\nman",
            "yellow": "high", "first": "Red", "moves": ""}),
        ),
        (
            FileKind::Game,
            json!({"format": "plot4-game", "version": 1, "red": "human",
            "yellow": "high", "first": long, "moves": ""}),
        ),
        (
            FileKind::Settings,
            json!({"format": "plot4-settings", "version": 1, "theme": "a\u{1b}[2Jb"}),
        ),
        (
            FileKind::Settings,
            json!({"format": "plot4-settings", "version": 1, "window": long}),
        ),
        (
            FileKind::History,
            json!({"format": "plot4-history", "version": 1, "games": [{
            "date": "2026-11-23T06:41:57Z", "red": "human", "yellow": "high", "first": "Red",
            "moves": "4".repeat(10_000), "result": "Draw"}]}),
        ),
        (
            FileKind::Puzzles,
            json!({"format": "plot4-puzzles", "version": 1,
            "rating": {"rating": 1500.0, "deviation": 350.0, "volatility": 0.06},
            "streak": 0, "best_streak": 0, "tries": [{"date": "2026-11-23T06:41:57Z",
            "kind": format!("a\u{1b}[2Jb{long}"), "position": "4453", "puzzle_rating": 1200,
            "solved": true}]}),
        ),
    ];
    for (file, value) in files {
        fs::write(store.path(file), value.to_string()).unwrap();
        let problems = match file {
            FileKind::Game => store.load_game().problems,
            FileKind::Settings => store.load_settings().problems,
            FileKind::History => store.load_history().problems,
            FileKind::Puzzles => store.load_puzzles().problems,
            FileKind::OnlineSeat => store.load_online_seat().problems,
        };
        let [Problem::SetAside { defect, .. }] = problems.as_slice() else {
            panic!("{problems:?}");
        };
        let message = defect.to_string();
        assert!(!message.chars().any(char::is_control), "{message:?}");
        assert!(
            message.chars().count() <= 200,
            "{} characters",
            message.len()
        );
    }
}

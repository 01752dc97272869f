//! Every word the window shows, in the player's language: Fluent message files, one per
//! language (`assets/i18n/<code>/plot4.ftl`), embedded in the binary so neither the installed
//! game nor the browser page needs a file beside it. Code asks for a message by its key with
//! [`tr!`](crate::tr); Fluent does the plurals and the variables.
//!
//! A message missing from a language falls back to English, and is logged once. A language
//! file that does not parse is not used at all: the window speaks English, and says why in one
//! line of the log. Translators can try a file without building: with `PLOT4_TRANSLATIONS` set
//! to a folder, `<folder>/<code>/plot4.ftl` is read in place of the embedded file.
//!
//! The language in force is the window thread's ([`set_language`]); tests on other threads
//! each have their own, English unless they set one.

use crate::store::Language;
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource};
use std::cell::RefCell;
use std::collections::{HashMap, HashSet};

/// The embedded message file of `language`.
pub fn embedded(language: Language) -> &'static str {
    match language {
        Language::English => include_str!("../../assets/i18n/en/plot4.ftl"),
        Language::German => include_str!("../../assets/i18n/de/plot4.ftl"),
        Language::French => include_str!("../../assets/i18n/fr/plot4.ftl"),
        Language::Spanish => include_str!("../../assets/i18n/es/plot4.ftl"),
        Language::Italian => include_str!("../../assets/i18n/it/plot4.ftl"),
        Language::Dutch => include_str!("../../assets/i18n/nl/plot4.ftl"),
    }
}

/// The messages of one language, with English behind them for what it lacks.
struct Words {
    /// The language asked for.
    asked: Language,
    /// The language actually spoken: English when the asked one's file did not parse.
    spoken: Language,
    /// The spoken language's messages; `None` when that is English.
    bundle: Option<FluentBundle<FluentResource>>,
    english: FluentBundle<FluentResource>,
    /// Messages without variables, formatted once and kept for the rest of the run (a few
    /// hundred short strings per language), so callers can hold them as `&'static str`.
    fixed: HashMap<(Language, &'static str), &'static str>,
    /// Keys already logged as missing, so each is logged once.
    missing: HashSet<(Language, String)>,
}

/// A language's file as text, and where it came from (for the warning).
fn source(language: Language) -> (String, String) {
    #[cfg(not(target_arch = "wasm32"))]
    if let Some(folder) = std::env::var_os("PLOT4_TRANSLATIONS") {
        let path = std::path::Path::new(&folder)
            .join(language.name())
            .join("plot4.ftl");
        if let Ok(text) = std::fs::read_to_string(&path) {
            return (text, path.display().to_string());
        }
    }
    let name = format!("assets/i18n/{}/plot4.ftl", language.name());
    (embedded(language).to_string(), name)
}

/// The line (from 1) that byte `at` of `text` is on.
fn line_of(text: &str, at: usize) -> usize {
    text.get(..at).unwrap_or(text).matches('\n').count() + 1
}

/// `text` parsed into a bundle for `language`, or why it could not be: the first syntax error,
/// in one line.
fn bundle(language: Language, text: String) -> Result<FluentBundle<FluentResource>, String> {
    let resource = match FluentResource::try_new(text.clone()) {
        Ok(resource) => resource,
        Err((_, errors)) => {
            let first = &errors[0];
            return Err(format!(
                "syntax error on line {} ({:?}){}",
                line_of(&text, first.pos.start),
                first.kind,
                match errors.len() {
                    1 => String::new(),
                    n => format!(" and {} more", n - 1),
                }
            ));
        }
    };
    let tag = language
        .name()
        .parse()
        .map_err(|e| format!("language tag: {e}"))?;
    let mut bundle = FluentBundle::new(vec![tag]);
    // The marks Fluent puts round a variable for right-to-left text would show as boxes in
    // the window's font, and every language here runs left to right.
    bundle.set_use_isolating(false);
    bundle
        .add_resource(resource)
        .map_err(|errors| format!("{} messages defined twice", errors.len()))?;
    Ok(bundle)
}

impl Words {
    fn new(asked: Language) -> Words {
        let (text, _) = source(Language::English);
        let english = bundle(Language::English, text)
            .or_else(|why| {
                log::warn!("translation en: {why}; using the built-in English");
                bundle(Language::English, embedded(Language::English).to_string())
            })
            .expect("the embedded English messages parse (tested)");
        let (spoken, bundle) = match asked {
            Language::English => (Language::English, None),
            asked => {
                let (text, from) = source(asked);
                match bundle(asked, text) {
                    Ok(bundle) => (asked, Some(bundle)),
                    Err(why) => {
                        log::warn!("translation {from}: {why}; the window speaks English");
                        (Language::English, None)
                    }
                }
            }
        };
        Words {
            asked,
            spoken,
            bundle,
            english,
            fixed: HashMap::new(),
            missing: HashSet::new(),
        }
    }

    /// The message `key` with `args`, in the spoken language or else in English.
    fn format(&mut self, key: &str, args: Option<&FluentArgs>) -> String {
        let mut errors = Vec::new();
        if let Some(bundle) = &self.bundle {
            if let Some(pattern) = bundle.get_message(key).and_then(|m| m.value()) {
                let text = bundle.format_pattern(pattern, args, &mut errors);
                if errors.is_empty() {
                    return text.into_owned();
                }
            }
            if self.missing.insert((self.spoken, key.to_string())) {
                log::warn!(
                    "translation {}: message '{key}' missing or broken ({errors:?}); shown in English",
                    self.spoken.name()
                );
            }
            errors.clear();
        }
        match self.english.get_message(key).and_then(|m| m.value()) {
            Some(pattern) => self
                .english
                .format_pattern(pattern, args, &mut errors)
                .into_owned(),
            None => {
                // Never the key itself on screen: a test checks every key the code uses.
                if self.missing.insert((Language::English, key.to_string())) {
                    log::error!("no message '{key}' in English");
                }
                String::new()
            }
        }
    }
}

thread_local! {
    static WORDS: RefCell<Words> = RefCell::new(Words::new(Language::English));
}

/// Speaks `language` from now on (on this thread); logs a warning and speaks English if its
/// file does not parse.
pub fn set_language(language: Language) {
    WORDS.with(|words| {
        if words.borrow().asked != language {
            *words.borrow_mut() = Words::new(language);
        }
    });
}

/// The language actually spoken: the one set, or English if its file did not parse.
pub fn spoken() -> Language {
    WORDS.with(|words| words.borrow().spoken)
}

/// What the player plays with, which the instructions speak of: keys and a mouse ("press",
/// "click"), or a touch screen ("tap").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Controls {
    /// A keyboard and a mouse: the instructions name keys and clicks.
    KeysAndMouse,
    /// A touch screen: the instructions say "tap", and nothing hovers.
    Touch,
}

thread_local! {
    static CONTROLS: std::cell::Cell<Controls> = const { std::cell::Cell::new(Controls::KeysAndMouse) };
}

/// The instructions speak of `controls` from now on (on this thread).
pub fn set_controls(controls: Controls) {
    CONTROLS.with(|c| c.set(controls));
}

/// What the instructions speak of.
pub fn controls() -> Controls {
    CONTROLS.with(|c| c.get())
}

/// Whether the player plays by touch.
pub fn by_touch() -> bool {
    controls() == Controls::Touch
}

/// The message `key`, which has no variables.
pub fn text(key: &'static str) -> &'static str {
    WORDS.with(|words| {
        let mut words = words.borrow_mut();
        let spoken = words.spoken;
        if let Some(&text) = words.fixed.get(&(spoken, key)) {
            return text;
        }
        let text: &'static str = Box::leak(words.format(key, None).into_boxed_str());
        words.fixed.insert((spoken, key), text);
        text
    })
}

/// The message `key` with its variables.
pub fn text_with(key: &str, args: &FluentArgs) -> String {
    WORDS.with(|words| words.borrow_mut().format(key, Some(args)))
}

/// The window's words: `tr!("key")` is the message `key` (a `&'static str`);
/// `tr!("key", name = value, …)` formats one with variables (a `String`). Keys are literals,
/// so a test can find every key the code uses.
#[macro_export]
macro_rules! tr {
    ($key:literal) => {
        $crate::ui::words::text($key)
    };
    ($key:literal, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = ::fluent_bundle::FluentArgs::new();
        $(args.set(stringify!($name), $crate::ui::words::arg($value));)+
        $crate::ui::words::text_with($key, &args)
    }};
}

/// A value for a message's variable: numbers stay numbers (Fluent picks the plural by them),
/// anything else is its text.
pub fn arg<T: Into<Arg>>(value: T) -> fluent_bundle::FluentValue<'static> {
    match value.into() {
        Arg::Number(n) => n.into(),
        Arg::Text(s) => s.into(),
    }
}

/// What a message's variable can be.
pub enum Arg {
    /// A count or a figure.
    Number(f64),
    /// Words or digits shown as they are.
    Text(String),
}

macro_rules! number_args {
    ($($t:ty),+) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(n as f64)
            }
        }
    )+};
}
number_args!(u8, u16, u32, u64, usize, i8, i16, i32, i64);

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Text(s.clone())
    }
}

/// The colour's name as the window says it.
pub fn player(player: crate::board::Player) -> &'static str {
    match player {
        crate::board::Player::Red => tr!("red"),
        crate::board::Player::Yellow => tr!("yellow"),
    }
}

/// The level's name as the window says it.
pub fn level(level: crate::ai::Level) -> &'static str {
    use crate::ai::Level;
    match level {
        Level::Random => tr!("level-random"),
        Level::RandomPlus => tr!("level-random-plus"),
        Level::VeryLow => tr!("level-very-low"),
        Level::Lower => tr!("level-lower"),
        Level::Low => tr!("level-low"),
        Level::Mid => tr!("level-mid"),
        Level::MidHigh => tr!("level-mid-high"),
        Level::High => tr!("level-high"),
    }
}

/// Why a game is casual, as the table says it (`hints were used`).
pub fn casual_reason(reason: crate::game::CasualReason) -> &'static str {
    use crate::game::CasualReason;
    match reason {
        CasualReason::TwoPeople => tr!("casual-two-people"),
        CasualReason::NoPerson => tr!("casual-no-person"),
        CasualReason::OtherBoard => tr!("casual-other-board"),
        CasualReason::FromPosition => tr!("casual-from-position"),
        CasualReason::TakeBack => tr!("casual-take-back"),
        CasualReason::Hint => tr!("casual-hint"),
        CasualReason::Explorer => tr!("casual-explorer"),
        CasualReason::Analysis => tr!("casual-analysis"),
        CasualReason::Why => tr!("casual-why"),
        CasualReason::ModesChanged => tr!("casual-modes-changed"),
        CasualReason::Online => tr!("casual-online"),
        CasualReason::Other => tr!("casual-other"),
    }
}

/// A side's mode as the window says it: Human, or the computer's level.
pub fn mode(mode: crate::game::Mode) -> &'static str {
    match mode {
        crate::game::Mode::Human => tr!("mode-human"),
        crate::game::Mode::Computer(l) | crate::game::Mode::Adaptive(l) => level(l),
    }
}

/// What a prospect reads as on one line: "wins in 3", "draw", "loses next".
pub fn prospect(prospect: crate::analysis::Prospect) -> String {
    use crate::analysis::Prospect;
    match prospect {
        Prospect::Win { moves: 1 } => tr!("prospect-wins-now").to_string(),
        Prospect::Win { moves } => tr!("prospect-wins-in", moves = moves),
        Prospect::Draw => tr!("prospect-draw").to_string(),
        Prospect::Loss { moves: 1 } => tr!("prospect-loses-next").to_string(),
        Prospect::Loss { moves } => tr!("prospect-loses-in", moves = moves),
    }
}

/// What a mistake threw away, as the window says it.
pub fn lapse(lapse: crate::coach::mistakes::Lapse) -> String {
    use crate::analysis::Mistake;
    use crate::coach::mistakes::Lapse;
    match lapse {
        Lapse::Threw(Mistake::WinToDraw) => tr!("lapse-win-to-draw").to_string(),
        Lapse::Threw(Mistake::WinToLoss) => tr!("lapse-win-to-loss").to_string(),
        Lapse::Threw(Mistake::DrawToLoss) => tr!("lapse-draw-to-loss").to_string(),
        Lapse::Slower { moves_lost } => tr!("lapse-slower", moves = moves_lost),
    }
}

/// A puzzle's task: who is to move and what to find.
pub fn task(puzzle: &crate::coach::puzzles::Puzzle) -> String {
    use crate::store::PuzzleKind;
    let side = player(puzzle.board.side_to_move());
    match puzzle.kind {
        PuzzleKind::Win => tr!("puzzle-task-win", side = side, moves = puzzle.length),
        PuzzleKind::Only if puzzle.keeps > 0 => {
            tr!("puzzle-task-keep-win", side = side, moves = puzzle.length)
        }
        PuzzleKind::Only => tr!("puzzle-task-keep-draw", side = side, moves = puzzle.length),
    }
}

/// The store's complaint as the window shows it: the frame in the window's language, the
/// detail of what is wrong with a file (a JSON parser's words, a system error) as it came.
pub fn problem(problem: &crate::store::Problem) -> String {
    use crate::store::{FileKind, Problem};
    let what = |file: &FileKind| match file {
        FileKind::Game => tr!("file-game"),
        FileKind::Settings => tr!("file-settings"),
        FileKind::History => tr!("file-history"),
        FileKind::Puzzles => tr!("file-puzzles"),
        FileKind::OnlineSeat => tr!("file-online-seat"),
    };
    let said = match problem {
        // In the page the folder is the browser's storage, which holds nothing more when it is
        // full and nothing at all when it is turned off: the player can only be told so.
        #[cfg(target_arch = "wasm32")]
        Problem::NotKept { .. } | Problem::FolderNotWritable { .. } => {
            tr!("problem-page-storage").to_string()
        }
        Problem::SetAside {
            file,
            defect,
            kept_as,
        } => tr!(
            "problem-set-aside",
            what = what(file),
            defect = defect.to_string(),
            path = kept_as.display().to_string()
        ),
        Problem::Stuck {
            file,
            defect,
            reason,
        } => tr!(
            "problem-stuck",
            what = what(file),
            defect = defect.to_string(),
            reason = reason
        ),
        #[cfg(not(target_arch = "wasm32"))]
        Problem::NotKept {
            file,
            folder,
            reason,
        } => tr!(
            "problem-not-kept",
            what = what(file),
            folder = folder.display().to_string(),
            reason = reason
        ),
        #[cfg(not(target_arch = "wasm32"))]
        Problem::FolderNotWritable { folder, reason } => tr!(
            "problem-folder",
            folder = folder.display().to_string(),
            reason = reason
        ),
        Problem::NoFolder(reason) => tr!("problem-no-folder", reason = reason),
    };
    // A sentence may open with the file's name, written in lower case to fit mid-sentence.
    capitalised(&said)
}

/// A move's exact score in the explorer's words: who wins on which move of the game, or a
/// draw. `first` is the colour that moved first.
pub fn explorer_result(
    board: &crate::board::Board,
    score: i32,
    first: crate::board::Player,
) -> String {
    match crate::coach::explorer::result(board, score, first) {
        None => tr!("prospect-draw").to_string(),
        Some((winner, number)) => tr!(
            "explorer-wins-on-move",
            side = player(winner),
            number = number
        ),
    }
}

/// `text` with its first letter made a capital, for a message on screen.
pub fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// How an online game ended, as this window's player reads it (`me`: the side played here,
/// none when watching): "You win (your friend resigned)".
pub fn online_result(
    result: crate::online::protocol::GameResult,
    me: Option<crate::board::Player>,
) -> String {
    use crate::online::protocol::EndReason;
    let winner = result.winner.map(crate::ui::online_seat::player);
    let who = match (winner, me) {
        (None, _) => tr!("online-draw").to_string(),
        (Some(w), Some(me)) if w == me => tr!("online-you-win").to_string(),
        (Some(_), Some(_)) => tr!("online-friend-wins").to_string(),
        (Some(w), None) => tr!("online-side-wins", side = player(w)),
    };
    let why = match result.reason {
        EndReason::Line | EndReason::FullBoard => return who,
        EndReason::Resigned => tr!("online-by-resignation"),
        EndReason::Time => tr!("online-on-time"),
        EndReason::Agreed => tr!("online-by-agreement"),
        EndReason::Abandoned => tr!("online-abandoned"),
    };
    format!("{who} ({why})")
}

/// The one line that says why an online session ended: "Online game ended: …", or for a
/// page without a game server and a room that is gone, a line of its own.
pub fn online_ending(ending: &crate::online::client::Ending) -> String {
    use crate::online::client::Ending;
    match ending {
        Ending::NoServer => tr!("online-no-server").to_string(),
        Ending::RoomGone => tr!("online-room-gone").to_string(),
        ending => {
            let why = crate::ui::online_seat::ending_words(ending);
            tr!("online-ended", reason = why.as_str())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    /// Each message of an .ftl text with the variables it uses: a message starts at the left
    /// margin with `key =`, its lines go on indented (or as a variant or closing brace).
    fn messages(text: &str) -> BTreeMap<String, Vec<String>> {
        let mut all = BTreeMap::new();
        let mut current: Option<String> = None;
        for line in text.lines() {
            if line.starts_with('#') || line.trim().is_empty() {
                continue;
            }
            if !line.starts_with(char::is_whitespace) {
                let key = line
                    .split('=')
                    .next()
                    .unwrap_or_default()
                    .trim()
                    .to_string();
                all.insert(key.clone(), Vec::new());
                current = Some(key);
            }
            let key = current.clone().expect("a message before its lines");
            let vars = all.get_mut(&key).expect("inserted");
            for part in line.split('$').skip(1) {
                let name: String = part
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '-' || *c == '_')
                    .collect();
                if !vars.contains(&name) {
                    vars.push(name);
                }
            }
            vars.sort();
        }
        all
    }

    /// Every key the window's code asks for: the literal after each `tr!(`.
    fn keys_in_code() -> BTreeMap<String, String> {
        fn walk(dir: &std::path::Path, found: &mut BTreeMap<String, String>) {
            for entry in std::fs::read_dir(dir).expect("src/ui is there") {
                let path = entry.expect("a directory entry").path();
                if path.is_dir() {
                    walk(&path, found);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    let code = std::fs::read_to_string(&path).expect("readable");
                    for after in code.split("tr!(").skip(1) {
                        let after = after.trim_start();
                        if let Some(rest) = after.strip_prefix('"') {
                            let key = rest.split('"').next().unwrap_or_default();
                            // Keys are lower case words and hyphens (this file's own
                            // search for `tr!(` is not one).
                            let a_key = key
                                .chars()
                                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
                            if a_key && !key.is_empty() {
                                found.insert(key.to_string(), path.display().to_string());
                            }
                        }
                    }
                }
            }
        }
        let mut found = BTreeMap::new();
        walk(
            &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/ui"),
            &mut found,
        );
        found.remove("key"); // The macro's own documentation.
        found
    }

    #[test]
    fn every_embedded_file_parses() {
        for &language in Language::ALL {
            if let Err(why) = bundle(language, embedded(language).to_string()) {
                panic!("{}: {why}", language.name());
            }
        }
    }

    #[test]
    fn every_language_has_exactly_the_english_messages_with_the_same_variables() {
        let english = messages(embedded(Language::English));
        assert!(english.len() > 100, "the parser found the messages");
        assert!(english["review-step"].contains(&"move".to_string()));
        for &language in &Language::ALL[1..] {
            let other = messages(embedded(language));
            for (key, vars) in &english {
                match other.get(key) {
                    None => panic!("{}: no message '{key}'", language.name()),
                    Some(theirs) => assert_eq!(
                        theirs,
                        vars,
                        "{}: '{key}' uses other variables",
                        language.name()
                    ),
                }
            }
            for key in other.keys() {
                assert!(
                    english.contains_key(key),
                    "{}: '{key}' is not an English message",
                    language.name()
                );
            }
        }
    }

    #[test]
    fn every_key_the_code_uses_is_an_english_message() {
        let english = messages(embedded(Language::English));
        let used = keys_in_code();
        assert!(used.len() > 100, "the scan found the keys: {}", used.len());
        for (key, file) in &used {
            assert!(english.contains_key(key), "{file}: no message '{key}'");
        }
    }

    #[test]
    fn plurals_and_variables_are_the_languages_own() {
        set_language(Language::English);
        assert_eq!(
            tr!("review-end", moves = 1),
            "Review: the end, after 1 move"
        );
        assert_eq!(
            tr!("review-end", moves = 3),
            "Review: the end, after 3 moves"
        );
        set_language(Language::German);
        assert_eq!(
            tr!("review-end", moves = 1),
            "Rückblick: das Ende, nach 1 Zug"
        );
        assert_eq!(
            tr!("review-end", moves = 3),
            "Rückblick: das Ende, nach 3 Zügen"
        );
        assert_eq!(spoken(), Language::German);
        assert_eq!(tr!("tool-undo"), "Zurück");
        set_language(Language::English);
        assert_eq!(tr!("tool-undo"), "Undo");
    }

    #[test]
    fn a_file_with_a_syntax_error_is_refused_with_its_line() {
        let broken = "tool-undo = Zurück\ntool-redo = { }\ntool-hint = Tipp\n".to_string();
        let why = bundle(Language::German, broken).err().expect("refused");
        assert!(why.starts_with("syntax error on line 2"), "{why}");
    }

    #[test]
    fn a_message_a_language_lacks_is_said_in_english() {
        let mut words = Words::new(Language::French);
        words.bundle = Some(bundle(Language::French, "red = Rouge\n".to_string()).unwrap());
        assert_eq!(words.format("red", None), "Rouge");
        assert_eq!(words.format("yellow", None), "Yellow");
        assert!(words
            .missing
            .contains(&(Language::French, "yellow".to_string())));
        assert_eq!(words.format("no-such-message", None), "", "never the key");
    }
}

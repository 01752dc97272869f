//! No word the window shows is left in the code: the `plot4` binary runs in a virtual X display
//! (Xvfb) with `PLOT4_LOG_TEXT` set, so it logs every distinct text it draws, and a walk by
//! keys takes it through every screen. In German, no drawn text may be an English message (one
//! whose German differs), nor hold a word only English uses; in English, every screen of the
//! walk must have drawn text, so the log is known to carry what is on screen.
//!
//! Needs `Xvfb` and `xdotool` (see .ci/run), so every test is `#[ignore]`:
//! `cargo test --release --test window -- --ignored --test-threads=1 every_word::`.

use crate::common;

use common::game_window::Game;
use common::virtual_display::one_window_at_a_time;
use plot4::ui::events::{self, ScreenName, DRAWN_SCREEN, DRAWN_TEXT, PLAYED};
use std::collections::BTreeMap;
use std::path::Path;

/// A message's text with its variables as holes: the literal pieces between them, in order.
/// One message gives several when it selects among variants (a plural).
type Pattern = Vec<String>;

/// Every way the message `value` can read, as patterns. Variables are holes; a selector is
/// each of its variants in turn.
fn patterns(value: &str) -> Vec<Pattern> {
    // Each alternative is a list of pieces, a hole marked by `None`.
    let mut alternatives: Vec<Vec<Option<String>>> = vec![vec![]];
    let chars: Vec<char> = value.chars().collect();
    let mut i = 0;
    let mut literal = String::new();
    while i < chars.len() {
        if chars[i] != '{' {
            literal.push(chars[i]);
            i += 1;
            continue;
        }
        // A placeable: up to its matching brace.
        let mut depth = 0;
        let start = i;
        while i < chars.len() {
            match chars[i] {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                _ => {}
            }
            i += 1;
        }
        let inner: String = chars[start + 1..i].iter().collect();
        i += 1;
        for alternative in &mut alternatives {
            alternative.push(Some(std::mem::take(&mut literal.clone())));
        }
        literal.clear();
        if let Some((_, variants)) = inner.split_once("->") {
            // `[one] text *[other] text`: each variant's text, itself with holes.
            let texts: Vec<String> = variants
                .split('[')
                .skip(1)
                .filter_map(|v| v.split_once(']').map(|(_, text)| text))
                .map(|text| text.trim().trim_end_matches('*').trim().to_string())
                .collect();
            let mut next = Vec::new();
            for alternative in &alternatives {
                for text in &texts {
                    for inner_pattern in patterns(text) {
                        let mut longer = alternative.clone();
                        for (n, piece) in inner_pattern.iter().enumerate() {
                            if n > 0 {
                                longer.push(None);
                            }
                            longer.push(Some(piece.clone()));
                        }
                        next.push(longer);
                    }
                }
            }
            alternatives = next;
        } else {
            for alternative in &mut alternatives {
                alternative.push(None);
            }
        }
    }
    for alternative in &mut alternatives {
        alternative.push(Some(literal.clone()));
    }
    alternatives
        .into_iter()
        .map(|pieces| {
            // Literal pieces next to each other join; holes split.
            let mut pattern = vec![String::new()];
            for piece in pieces {
                match piece {
                    Some(text) => pattern.last_mut().unwrap().push_str(&text),
                    None => pattern.push(String::new()),
                }
            }
            pattern
        })
        .collect()
}

/// Whether `text` reads as `pattern`: its first piece at the start, its last at the end, the
/// others in order between (a hole may hold anything).
fn reads_as(text: &str, pattern: &Pattern) -> bool {
    if pattern.len() == 1 {
        return text == pattern[0];
    }
    let (first, last) = (&pattern[0], &pattern[pattern.len() - 1]);
    if !text.starts_with(first.as_str()) {
        return false;
    }
    let mut rest = &text[first.len()..];
    for piece in &pattern[1..pattern.len() - 1] {
        match rest.find(piece.as_str()) {
            Some(at) => rest = &rest[at + piece.len()..],
            None => return false,
        }
    }
    rest.ends_with(last.as_str())
}

/// The messages of a language's file: key to value (lines joined, as Fluent joins them).
fn messages(language: &str) -> BTreeMap<String, String> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets/i18n")
        .join(language)
        .join("plot4.ftl");
    let text = std::fs::read_to_string(&path).unwrap();
    let mut all: BTreeMap<String, String> = BTreeMap::new();
    let mut current = None;
    for line in text.lines() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        if !line.starts_with(char::is_whitespace) {
            let (key, value) = line.split_once('=').expect("key = value");
            all.insert(key.trim().to_string(), value.trim().to_string());
            current = Some(key.trim().to_string());
        } else {
            let value = all.get_mut(current.as_ref().unwrap()).unwrap();
            value.push(' ');
            value.push_str(line.trim());
        }
    }
    all
}

/// The English messages whose text `text` reads as, and not as the German of the same key.
fn english_only(
    text: &str,
    english: &BTreeMap<String, String>,
    german: &BTreeMap<String, String>,
) -> Vec<String> {
    english
        .iter()
        .filter(|(key, value)| {
            let has_words = |pattern: &Pattern| {
                pattern
                    .iter()
                    .any(|piece| piece.chars().filter(|c| c.is_alphabetic()).count() >= 2)
            };
            patterns(value)
                .iter()
                .any(|p| has_words(p) && reads_as(text, p))
                && !patterns(&german[*key]).iter().any(|p| reads_as(text, p))
        })
        .map(|(key, _)| key.clone())
        .collect()
}

/// Words English uses and German never does: any of them in a German window's text is a word
/// left in the code, whether or not a message file holds it.
const ENGLISH_WORDS: &[&str] = &[
    "the",
    "of",
    "and",
    "to",
    "your",
    "you",
    "is",
    "are",
    "this",
    "that",
    "for",
    "with",
    "move",
    "moves",
    "game",
    "games",
    "wins",
    "win",
    "draw",
    "click",
    "press",
    "back",
    "next",
    "no",
    "yet",
    "mistake",
    "mistakes",
    "answer",
    "puzzle",
    "puzzles",
    "rating",
    "played",
    "best",
    "evaluation",
    "learn",
    "explorer",
    "opening",
    "review",
    "first",
    "last",
    "earlier",
    "later",
    "thinking",
    "red",
    "yellow",
    "human",
    "from",
    "here",
    "shown",
    "skipped",
    "found",
    "kind",
    "only",
    "any",
];

/// The English-only words in `text`.
fn english_words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_alphabetic())
        .map(str::to_lowercase)
        .filter(|word| ENGLISH_WORDS.contains(&word.as_str()))
        .collect()
}

/// Presses `key` and waits until a frame of `screen` has been drawn (its text logged first).
fn to_screen(game: &mut Game, key: &str, screen: ScreenName) {
    game.key(key);
    game.wait_for(&format!("{DRAWN_SCREEN} {screen}"));
}

/// The screens the walk goes through, in the order it first draws them.
const SCREENS: &[ScreenName] = &[
    ScreenName::Title,
    ScreenName::Settings,
    ScreenName::Statistics,
    ScreenName::ResetStatistics,
    ScreenName::Puzzles,
    ScreenName::Explorer,
    ScreenName::LearnFromMistakes,
    ScreenName::ChooseModes,
    ScreenName::Play,
    ScreenName::Help,
    ScreenName::ConfirmNewGame,
    ScreenName::ConfirmQuit,
    ScreenName::GameOver,
    ScreenName::Review,
    ScreenName::ChangeModes,
    ScreenName::ContinueOrNew,
    ScreenName::TicTacToeModes,
    ScreenName::TicTacToePlay,
];

/// Walks every screen by keys with `LANG` set to `lang`; returns the whole log.
fn walk(lang: &str) -> Vec<String> {
    let data = tempfile::tempdir().unwrap();
    let home = tempfile::tempdir().unwrap();
    for folder in ["Pictures", "Documents"] {
        std::fs::create_dir(home.path().join(folder)).unwrap();
    }
    let home_path = home.path().display().to_string();
    let env = [
        ("LANG", lang),
        ("PLOT4_LOG_TEXT", "1"),
        ("HOME", home_path.as_str()),
        ("XDG_CONFIG_HOME", home_path.as_str()),
    ];
    let mut game = Game::start_with_env(data.path(), &[], &env);
    game.wait_for(&format!("{DRAWN_SCREEN} {}", ScreenName::Title));

    // The sheets and the coach's screens from the title.
    to_screen(&mut game, "s", ScreenName::Settings);
    to_screen(&mut game, "Escape", ScreenName::Title);
    to_screen(&mut game, "t", ScreenName::Statistics);
    to_screen(&mut game, "r", ScreenName::ResetStatistics);
    to_screen(&mut game, "n", ScreenName::Statistics);
    to_screen(&mut game, "Escape", ScreenName::Title);
    to_screen(&mut game, "p", ScreenName::Puzzles);
    // Another kind, and the answer shown: each is drawn before the next key is read.
    game.key("k");
    game.key("a");
    to_screen(&mut game, "Escape", ScreenName::Title);
    to_screen(&mut game, "e", ScreenName::Explorer);
    // The empty board's results come from the book; one move on is a long search, and the
    // heading, drawn at once, is all that is needed of it.
    game.key("4");
    game.key("BackSpace");
    game.key_then("BackSpace", events::REFUSED);
    to_screen(&mut game, "Escape", ScreenName::Title);
    to_screen(&mut game, "l", ScreenName::LearnFromMistakes);
    to_screen(&mut game, "Escape", ScreenName::Title);

    // A game between two people with hints, analysis and the why overlay on, its questions,
    // the help, and a refusal.
    to_screen(&mut game, "space", ScreenName::ChooseModes);
    game.key("1");
    game.key("1");
    game.wait_for(&format!("{DRAWN_SCREEN} {}", ScreenName::Play));
    // A few moves first: the why overlay's line from the empty board takes long to prove.
    game.play("", "4453");
    game.key_then("h", events::HINT);
    game.key_then("a", &format!("{} on", events::ANALYSIS_MODE));
    game.key_then("w", events::WHY);
    game.key_then("9", events::REFUSED);
    to_screen(&mut game, "F1", ScreenName::Help);
    to_screen(&mut game, "Escape", ScreenName::Play);
    to_screen(&mut game, "n", ScreenName::ConfirmNewGame);
    to_screen(&mut game, "n", ScreenName::Play);
    to_screen(&mut game, "Escape", ScreenName::ConfirmQuit);
    to_screen(&mut game, "n", ScreenName::Play);
    game.key_then("u", events::UNDO);
    game.key_then("r", events::REDO);
    game.play("4453", "1212121");
    game.wait_for(&format!("{} Red wins", events::GAME_OVER));
    // The graph's last proof can arrive before the game-over screen is drawn, or after.
    game.wait_for_all(&[
        &format!("{DRAWN_SCREEN} {}", ScreenName::GameOver),
        events::GRAPH,
    ]);
    to_screen(&mut game, "Left", ScreenName::Review);
    game.key_then("Home", events::REVIEW);
    game.key_then("Home", events::REFUSED);
    game.key_then("End", events::REVIEW);
    to_screen(&mut game, "Escape", ScreenName::GameOver);
    game.key_then("ctrl+s", &format!("{} game: ", events::SAVED));
    game.key_then("ctrl+p", &format!("{} picture: ", events::SAVED));
    to_screen(&mut game, "l", ScreenName::LearnFromMistakes);
    to_screen(&mut game, "Escape", ScreenName::GameOver);
    // Against the computer, which thinks, and the rating line after.
    to_screen(&mut game, "c", ScreenName::ChangeModes);
    game.key("1");
    game.key("6");
    game.wait_for(&format!("{} Red human, Yellow", events::NEW_GAME));
    game.wait_for(&format!("{DRAWN_SCREEN} {}", ScreenName::Play));
    game.key_then("4", PLAYED);
    game.wait_for(PLAYED);
    to_screen(&mut game, "t", ScreenName::Statistics);
    to_screen(&mut game, "Escape", ScreenName::Play);
    // Left unfinished: the next start asks whether to continue it.
    to_screen(&mut game, "Escape", ScreenName::ConfirmQuit);
    game.key("y");
    game.wait_for(events::CLOSED);
    let mut log = game.log.clone();

    let mut again = Game::start_with_env(data.path(), &[], &env);
    again.wait_for(&format!("{DRAWN_SCREEN} {}", ScreenName::ContinueOrNew));
    to_screen(&mut again, "n", ScreenName::ChooseModes);
    to_screen(&mut again, "Escape", ScreenName::Title);
    to_screen(&mut again, "Escape", ScreenName::ConfirmQuit);
    again.key("y");
    again.wait_for(events::CLOSED);
    log.extend(again.log.clone());

    let mut again = Game::start_with_env(data.path(), &["--game", "tictactoe"], &env);
    again.wait_for(&format!("{DRAWN_SCREEN} {}", ScreenName::TicTacToeModes));
    again.key("1");
    again.key("1");
    again.wait_for(&format!("{DRAWN_SCREEN} {}", ScreenName::TicTacToePlay));
    again.key("h");
    again.key("a");
    for square in ["1", "4", "2", "5", "3"] {
        again.key_then(square, events::TICTACTOE_PLAYED);
    }
    again.wait_for(events::TICTACTOE_OVER);
    again.key_then("5", events::REFUSED);
    again.key_then("Escape", &ScreenName::ConfirmQuit.line());
    again.key("y");
    again.wait_for(events::CLOSED);
    log.extend(again.log.clone());
    log
}

/// The distinct texts the log says were drawn.
fn drawn(log: &[String]) -> Vec<String> {
    let mut texts: Vec<String> = log
        .iter()
        .filter_map(|line| {
            line.split_once(DRAWN_TEXT)
                .map(|(_, text)| text.strip_prefix(' ').unwrap_or(text).to_string())
        })
        .collect();
    texts.sort();
    texts.dedup();
    texts
}

/// Each screen of the walk had text of its own logged before its first frame was.
fn every_screen_drew_text(log: &[String]) {
    let mut seen: Vec<&str> = Vec::new();
    let mut texts_since = 0;
    for line in log {
        if line.contains(DRAWN_TEXT) {
            texts_since += 1;
        } else if let Some((_, screen)) = line.split_once(DRAWN_SCREEN) {
            let screen = screen.trim();
            if !seen.contains(&screen) {
                assert!(
                    texts_since > 0,
                    "the first frame of {screen:?} logged no text:\n{}",
                    log.join("\n")
                );
                seen.push(screen);
            }
            texts_since = 0;
        }
    }
    for screen in SCREENS {
        assert!(
            seen.contains(&screen.to_string().as_str()),
            "the walk never drew {screen:?}:\n{}",
            log.join("\n")
        );
    }
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn in_german_no_drawn_text_is_english() {
    let _one = one_window_at_a_time();
    let log = walk("de_DE.UTF-8");
    every_screen_drew_text(&log);
    let (english, german) = (messages("en"), messages("de"));
    let texts = drawn(&log);
    assert!(texts.len() > 100, "the walk drew {} texts", texts.len());
    let mut left: Vec<String> = Vec::new();
    for text in &texts {
        let keys = english_only(text, &english, &german);
        let words = english_words(text);
        if !keys.is_empty() || !words.is_empty() {
            left.push(format!(
                "{text:?}  (reads as {keys:?}; English words {words:?})"
            ));
        }
    }
    assert!(
        left.is_empty(),
        "{} texts drawn in English in the German window:\n{}",
        left.len(),
        left.join("\n")
    );
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn in_english_every_screen_of_the_walk_logs_its_text() {
    let _one = one_window_at_a_time();
    let log = walk("C.UTF-8");
    every_screen_drew_text(&log);
    let texts = drawn(&log);
    // The log is what the German test reads: here, where every message is English, the
    // checks it makes must find the English.
    let (english, german) = (messages("en"), messages("de"));
    for (key, text) in [("tool-undo", "Undo"), ("review-earlier", "← Earlier")] {
        assert!(texts.contains(&text.to_string()), "{text:?} drawn");
        assert!(english_only(text, &english, &german).contains(&key.to_string()));
    }
    assert!(
        texts.iter().any(|t| !english_words(t).is_empty()),
        "English words found in the English window"
    );
}

#[test]
fn patterns_read_variables_and_plurals() {
    let end = "Review: the end, after { $moves -> [one] 1 move *[other] { $moves } moves }";
    let all = patterns(end);
    assert!(all
        .iter()
        .any(|p| reads_as("Review: the end, after 1 move", p)));
    assert!(all
        .iter()
        .any(|p| reads_as("Review: the end, after 12 moves", p)));
    assert!(!all.iter().any(|p| reads_as("Rückblick: das Ende", p)));
    let step = patterns("{ $side } to move  ({ $mode })");
    assert!(reads_as("Red to move  (Human)", &step[0]));
    assert!(!reads_as("Rot am Zug  (Mensch)", &step[0]));
}

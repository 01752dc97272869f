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
use plot4::ui::events::{DRAWN_SCREEN, DRAWN_TEXT, PLAYED};
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
fn to_screen(game: &mut Game, key: &str, screen: &str) {
    game.key(key);
    game.wait_for(&format!("{DRAWN_SCREEN} {screen}"));
}

/// The screens the walk goes through, in the order it first draws them.
const SCREENS: &[&str] = &[
    "title",
    "settings",
    "statistics",
    "statistics: reset?",
    "puzzles",
    "explorer",
    "learn from mistakes",
    "choose modes",
    "play",
    "help",
    "confirm new game",
    "confirm quit",
    "game over",
    "review",
    "change modes",
    "continue or new",
    "tictactoe modes",
    "tictactoe play",
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
    game.wait_for(&format!("{DRAWN_SCREEN} title"));

    // The sheets and the coach's screens from the title.
    to_screen(&mut game, "s", "settings");
    to_screen(&mut game, "Escape", "title");
    to_screen(&mut game, "t", "statistics");
    to_screen(&mut game, "r", "statistics: reset?");
    to_screen(&mut game, "n", "statistics");
    to_screen(&mut game, "Escape", "title");
    to_screen(&mut game, "p", "puzzles");
    // Another kind, and the answer shown: each is drawn before the next key is read.
    game.key("k");
    game.key("a");
    to_screen(&mut game, "Escape", "title");
    to_screen(&mut game, "e", "explorer");
    // The empty board's results come from the book; one move on is a long search, and the
    // heading, drawn at once, is all that is needed of it.
    game.key("4");
    game.key("BackSpace");
    game.key_then("BackSpace", "refused: ");
    to_screen(&mut game, "Escape", "title");
    to_screen(&mut game, "l", "learn from mistakes");
    to_screen(&mut game, "Escape", "title");

    // A game between two people with hints, analysis and the why overlay on, its questions,
    // the help, and a refusal.
    to_screen(&mut game, "space", "choose modes");
    game.key("1");
    game.key("1");
    game.wait_for(&format!("{DRAWN_SCREEN} play"));
    // A few moves first: the why overlay's line from the empty board takes long to prove.
    game.play("", "4453");
    game.key_then("h", "hint: position");
    game.key_then("a", "analysis mode on");
    game.key_then("w", plot4::ui::events::WHY);
    game.key_then("9", "refused: ");
    to_screen(&mut game, "F1", "help");
    to_screen(&mut game, "Escape", "play");
    to_screen(&mut game, "n", "confirm new game");
    to_screen(&mut game, "n", "play");
    to_screen(&mut game, "Escape", "confirm quit");
    to_screen(&mut game, "n", "play");
    game.key_then("u", "undo; position");
    game.key_then("r", "redo; position");
    game.play("4453", "1212121");
    game.wait_for("game over: Red wins");
    // The graph's last proof can arrive before the game-over screen is drawn, or after.
    game.wait_for_all(&[&format!("{DRAWN_SCREEN} game over"), "graph: position"]);
    to_screen(&mut game, "Left", "review");
    game.key_then("Home", "review; position");
    game.key_then("Home", "refused: ");
    game.key_then("End", "review; position");
    to_screen(&mut game, "Escape", "game over");
    game.key_then("ctrl+s", "saved game: ");
    game.key_then("ctrl+p", "saved picture: ");
    to_screen(&mut game, "l", "learn from mistakes");
    to_screen(&mut game, "Escape", "game over");
    // Against the computer, which thinks, and the rating line after.
    to_screen(&mut game, "c", "change modes");
    game.key("1");
    game.key("6");
    game.wait_for("new game: Red human, Yellow");
    game.wait_for(&format!("{DRAWN_SCREEN} play"));
    game.key_then("4", PLAYED);
    game.wait_for(PLAYED);
    to_screen(&mut game, "t", "statistics");
    to_screen(&mut game, "Escape", "play");
    // Left unfinished: the next start asks whether to continue it.
    to_screen(&mut game, "Escape", "confirm quit");
    game.key("y");
    game.wait_for(plot4::ui::events::CLOSED);
    let mut log = game.log.clone();

    let mut again = Game::start_with_env(data.path(), &[], &env);
    again.wait_for(&format!("{DRAWN_SCREEN} continue or new"));
    to_screen(&mut again, "n", "choose modes");
    to_screen(&mut again, "Escape", "confirm quit");
    again.key("y");
    again.wait_for(plot4::ui::events::CLOSED);
    log.extend(again.log.clone());

    let mut again = Game::start_with_env(data.path(), &["--game", "tictactoe"], &env);
    again.wait_for(&format!("{DRAWN_SCREEN} tictactoe modes"));
    again.key("1");
    again.key("1");
    again.wait_for(&format!("{DRAWN_SCREEN} tictactoe play"));
    again.key("h");
    again.key("a");
    for square in ["1", "4", "2", "5", "3"] {
        again.key_then(square, "tictactoe: played square");
    }
    again.wait_for("tictactoe over");
    again.key_then("5", "refused: ");
    again.key_then("Escape", "screen: confirm quit");
    again.key("y");
    again.wait_for(plot4::ui::events::CLOSED);
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
            seen.contains(screen),
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

//! The real game window, end to end: the `plot4` binary in a virtual X display (Xvfb), driven
//! with xdotool as a player would, judged by the log it writes and the files it leaves. One
//! test binary for all of them, so the build links once rather than once a file.
//!
//! Most tests need Xvfb and xdotool (see .ci/run), so they are `#[ignore]`d and run one window
//! at a time: `cargo test --release --test window -- --ignored --test-threads=1`, or one part
//! of them by its module, e.g. `… --test-threads=1 keep::`.

#![cfg(feature = "gui")]

#[path = "../common/mod.rs"]
mod common;
/// The online tests' real server, redis-server and terminal clients.
#[cfg(feature = "online")]
#[path = "../online/harness.rs"]
#[allow(dead_code)]
mod online_harness;

/// The window against the browser page through a real server, with a watcher.
#[cfg(feature = "online")]
mod against_page;
/// Rated and casual games: the rating rule end to end.
mod casual;
/// The coach: learn from mistakes, puzzles, the explorer, the "why" overlay.
mod coach;
/// Many starts on an Xvfb that resets when its last client leaves.
mod display;
/// Every screen walked in German: no English left in the code reaches the drawing.
mod every_word;
/// Hints and analysis mode against `plot4 analyze`.
mod hints;
/// What the window keeps between runs: resume, themes, bad files.
mod keep;
/// Nothing lost: the window killed at random moments and resumed each time.
mod kill_resume;
/// The board's look through a coin drop, and where the pointer's help goes.
mod look;
/// The title's buttons and the mode screens: keys, Back buttons, the board named on the table.
mod menus;
/// Online: the window creates a game, a terminal client joins it, both see the same end.
#[cfg(feature = "online")]
mod online;
/// Online: a window killed mid-game takes its seat back on the next start.
#[cfg(feature = "online")]
mod online_resume;
/// The online table: resign, a draw, a rematch, the clock, a reconnect, watching, reactions,
/// a refusal in German.
#[cfg(feature = "online")]
mod online_table;
/// A game file opened with `--open`.
mod open;
/// Start options and a missing display, refused with one line (these run anywhere).
mod options;
/// Playing: coins by key and click, the computer's turns, the modes, quitting.
mod play;
/// The window's size kept between runs, and who moves first.
mod preferences;
/// The player's rating moved by a game and kept over a restart.
mod rating;
/// The review of a finished game.
mod review;
/// The settings and statistics screens.
mod settings;
/// The sound, with ALSA's null device and with none.
mod sound;
/// The table's keys that reach the system: Ctrl+C to the clipboard.
mod table;
/// Other boards and tic-tac-toe.
mod variants;
/// Languages, and saving a picture or a game from the window.
mod words;

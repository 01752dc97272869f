//! End-to-end tests of the settings and statistics screens and the sound in the real game
//! window: the `plot4` binary in a virtual X display (Xvfb), driven with xdotool, each run with
//! its own temporary data folder, judged by the log it writes and the files it leaves.
//!
//! Needs `Xvfb` and `xdotool` (see .ci/run), so every test is `#[ignore]`:
//! `cargo test --release --test window_settings -- --ignored --test-threads=1`.

mod common;

use common::virtual_display::{one_window_at_a_time, VirtualDisplay, FIRST_FRAME};
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::thread;
use std::time::{Duration, Instant};

/// Long enough for a slow shared machine, short enough to fail a hung test quickly.
const PATIENCE: Duration = Duration::from_secs(20);

/// The game running in a virtual display with a data folder, with its log lines as they come.
struct Game {
    child: Child,
    lines: Receiver<String>,
    log: Vec<String>,
    /// Lines of `log` before this one have been looked at by a wait.
    read: usize,
    display: VirtualDisplay,
}

impl Game {
    /// Starts the window on `data` and waits for its first frame.
    fn start(data: &Path, args: &[&str]) -> Game {
        let display = VirtualDisplay::start();
        let mut child = Command::new(env!("CARGO_BIN_EXE_plot4"))
            .arg("--data-dir")
            .arg(data)
            .args(args)
            .env("DISPLAY", &display.name)
            .env("RUST_LOG", "info,plot4=debug")
            .env_remove("PLOT4_DATA_DIR")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the plot4 binary starts");
        let stderr = child.stderr.take().expect("stderr is piped");
        let (tx, lines) = mpsc::channel();
        thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut game = Game {
            child,
            lines,
            log: Vec::new(),
            read: 0,
            display,
        };
        game.wait_for(FIRST_FRAME);
        // What was said at start stays to be waited for.
        game.read = 0;
        let window = game.xdotool(&["search", "--sync", "--onlyvisible", "--name", "^Plot 4$"]);
        let window = window
            .lines()
            .next()
            .expect("the game window appears")
            .to_string();
        // Keys go to the window under the pointer: there is no window manager to give focus.
        game.xdotool(&["mousemove", "--window", &window, "5", "5"]);
        game.xdotool(&["windowfocus", &window]);
        game
    }

    fn xdotool(&self, args: &[&str]) -> String {
        let out = Command::new("xdotool")
            .args(args)
            .env("DISPLAY", &self.display.name)
            .output()
            .expect("xdotool is installed (apt-get install xdotool)");
        assert!(out.status.success(), "xdotool {args:?} failed");
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    fn key(&self, key: &str) {
        self.xdotool(&["key", "--delay", "60", key]);
    }

    /// Presses `key` and waits for the log line that shows it was taken.
    fn key_then(&mut self, key: &str, needle: &str) -> String {
        self.key(key);
        self.wait_for(needle)
    }

    /// Waits for a log line containing `needle`, after the last one waited for; returns it.
    /// Panics with the log so far.
    fn wait_for(&mut self, needle: &str) -> String {
        if let Some(i) = self.log[self.read..]
            .iter()
            .position(|l| l.contains(needle))
        {
            self.read += i + 1;
            return self.log[self.read - 1].clone();
        }
        self.read = self.log.len();
        let deadline = Instant::now() + PATIENCE;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    eprintln!("{line}");
                    self.log.push(line.clone());
                    self.read = self.log.len();
                    if line.contains(needle) {
                        return line;
                    }
                }
                Err(_) => panic!(
                    "no log line with {needle:?} within {PATIENCE:?}; log:\n{}",
                    self.log.join("\n")
                ),
            }
        }
    }

    /// Answers the quit question and waits for the process to end well.
    fn quit(mut self) {
        self.key_then("Escape", "screen: confirm quit");
        self.key("y");
        self.wait_for("window closed");
        let status = self.child.wait().expect("the game ends");
        assert!(status.success(), "exit status {status}");
    }
}

impl Drop for Game {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// How many lines of the log so far contain `needle`.
fn count(game: &Game, needle: &str) -> usize {
    game.log.iter().filter(|l| l.contains(needle)).count()
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn settings_changed_by_key_apply_at_once_and_are_there_at_the_next_start() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    let mut game = Game::start(data.path(), &["--mute"]);
    game.wait_for("sound is off: muted for this run (--mute)");
    game.key_then("s", "screen: settings");
    // Theme is the first row: one step on is dark, drawn from the next frame.
    let saved = game.key_then("Right", "settings saved: ");
    assert!(saved.contains("theme dark,"), "{saved}");
    game.wait_for("theme: dark");
    // The animation speed is the fourth row: its digit chooses it; one step on is fast.
    game.key("4");
    let saved = game.key_then("Right", "settings saved: ");
    assert!(saved.contains("animation fast,"), "{saved}");
    game.key_then("Escape", "screen: title");
    // With --mute, the missing audio device is not a second line about sound.
    assert_eq!(count(&game, "sound is off"), 1, "{:#?}", game.log);
    game.quit();
    let text = std::fs::read_to_string(data.path().join("settings.json")).unwrap();
    assert!(
        text.contains("\"dark\"") && text.contains("\"fast\""),
        "{text}"
    );

    let mut again = Game::start(data.path(), &[]);
    let line = again.wait_for("settings: theme dark");
    assert!(line.contains("animation fast"), "{line}");
    again.wait_for("theme: dark");
    // Under Xvfb there is no audio device: said once, and the window plays on.
    let off = again.wait_for("sound is off: ");
    assert!(off.contains("no audio device"), "{off}");
    again.key_then("space", "screen: choose modes");
    again.key("1");
    again.key_then("1", "new game: Red human, Yellow human");
    again.key_then("4", "played column 4");
    assert_eq!(count(&again, "sound is off"), 1, "{:#?}", again.log);
    again.quit();
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn the_statistics_screen_counts_a_finished_game_and_reset_asks_first() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    let args = [
        "--red",
        "human",
        "--yellow",
        "human",
        "--position",
        "121212",
    ];
    let mut game = Game::start(data.path(), &args);
    game.key_then("1", "game over: Red wins");
    game.key_then("t", "screen: statistics");
    let history = data.path().join("history.json");
    let text = std::fs::read_to_string(&history).expect("the game was recorded");
    assert!(text.contains("\"1212121\""), "{text}");
    game.key_then("r", "statistics: reset asked");
    game.key_then("n", "statistics: reset not confirmed");
    assert!(history.exists(), "no: nothing reset");
    game.key_then("r", "statistics: reset asked");
    let line = game.key_then("y", "statistics reset; the old history is kept as");
    assert!(!history.exists(), "{line}");
    let kept: Vec<_> = std::fs::read_dir(data.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with("history.json.reset-"))
        .collect();
    assert_eq!(kept.len(), 1, "{kept:?}");
    game.key_then("Escape", "screen: game over");
    game.key("n");
    game.wait_for("window closed");
}

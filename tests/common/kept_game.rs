//! The real game window with a data folder of its own, driven under Xvfb and judged by its log:
//! the driver shared by the window tests that keep things between runs.

use super::virtual_display::{VirtualDisplay, FIRST_FRAME};
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::thread;
use std::time::{Duration, Instant};

pub const PATIENCE: Duration = Duration::from_secs(20);

/// The game running in a virtual display with a data folder, with its log lines as they come.
pub struct Game {
    pub child: Child,
    pub lines: Receiver<String>,
    pub log: Vec<String>,
    /// Lines of `log` before this one have been looked at by a wait.
    pub read: usize,
    pub display: VirtualDisplay,
}

impl Game {
    /// Starts the window on `data` and waits for its first frame.
    pub fn start(data: &Path, args: &[&str]) -> Game {
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

    pub fn xdotool(&self, args: &[&str]) -> String {
        let out = Command::new("xdotool")
            .args(args)
            .env("DISPLAY", &self.display.name)
            .output()
            .expect("xdotool is installed (apt-get install xdotool)");
        assert!(out.status.success(), "xdotool {args:?} failed");
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    pub fn key(&self, key: &str) {
        self.xdotool(&["key", "--delay", "60", key]);
    }

    /// Presses `key` and waits for the log line that shows it was taken.
    pub fn key_then(&mut self, key: &str, needle: &str) -> String {
        self.key(key);
        self.wait_for(needle)
    }

    /// Answers the quit question and waits for the process to end well.
    pub fn quit(mut self) {
        self.key_then("Escape", "screen: confirm quit");
        self.key("y");
        self.wait_for("window closed");
        let status = self.child.wait().expect("the game ends");
        assert!(status.success(), "exit status {status}");
    }

    /// The window's size in pixels as the game logged it at start (its settings' window size;
    /// there is no window manager under Xvfb to change it).
    pub fn logged_window_size(&self) -> (f32, f32) {
        let line = self
            .log
            .iter()
            .find(|l| l.contains("settings: "))
            .expect("the game logs its settings at start");
        let size = line.rsplit("window ").next().expect("the window size");
        let (w, h) = size.trim().split_once('x').expect("WxH");
        (w.parse().unwrap(), h.parse().unwrap())
    }

    /// Waits for a log line containing `needle`, after the last one waited for; returns it.
    /// Panics with the log so far.
    pub fn wait_for(&mut self, needle: &str) -> String {
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
}

impl Drop for Game {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

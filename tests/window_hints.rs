//! End-to-end tests of the window's hints and analysis mode: the real `plot4` binary in a
//! virtual X display (Xvfb), driven with xdotool, its logged scores checked against the real
//! `plot4 analyze` run as a subprocess.
//!
//! Needs `Xvfb` and `xdotool` (see .ci/run), so every test is `#[ignore]`:
//! `cargo test --release --test window_hints -- --ignored --test-threads=1`.

#![cfg(feature = "gui")]

mod common;

use common::virtual_display::{one_window_at_a_time, VirtualDisplay, FIRST_FRAME};
use plot4::ui::button::Tool;
use plot4::ui::layout::Layout;
use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::thread;
use std::time::{Duration, Instant};

/// Long enough for a slow shared machine (hints on positions of ten coins and more are solved
/// in well under this), short enough to fail a hung test.
const PATIENCE: Duration = Duration::from_secs(30);

/// The window in a virtual display, with its log lines as they come.
struct Window {
    child: Child,
    lines: Receiver<String>,
    log: Vec<String>,
    id: String,
    display: VirtualDisplay,
}

impl Window {
    /// Starts the window with `args` and waits for its first frame.
    fn start(args: &[&str]) -> Window {
        let display = VirtualDisplay::start();
        let mut child = Command::new(env!("CARGO_BIN_EXE_plot4"))
            .args(args)
            .env("DISPLAY", &display.name)
            .env("PLOT4_DATA_DIR", tempfile::tempdir().unwrap().keep())
            .env("RUST_LOG", "debug")
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
        let id = xdotool(
            &display.name,
            &["search", "--sync", "--onlyvisible", "--name", "^Plot 4$"],
        )
        .lines()
        .next()
        .expect("the game window appears")
        .to_string();
        let mut window = Window {
            child,
            lines,
            log: Vec::new(),
            id,
            display,
        };
        window.wait_for(FIRST_FRAME);
        // Keys go to the window under the pointer: no window manager gives focus.
        let (w, h) = window.size();
        window.run(&[
            "mousemove",
            "--window",
            &window.id,
            &(w / 2).to_string(),
            &(h - 2).to_string(),
        ]);
        window.run(&["windowfocus", &window.id]);
        window
    }

    fn run(&self, args: &[&str]) {
        xdotool(&self.display.name, args);
    }

    fn size(&self) -> (u32, u32) {
        let shell = xdotool(
            &self.display.name,
            &["getwindowgeometry", "--shell", &self.id],
        );
        let field = |name: &str| -> u32 {
            shell
                .lines()
                .find_map(|l| l.strip_prefix(&format!("{name}=")))
                .and_then(|v| v.trim().parse().ok())
                .unwrap_or_else(|| panic!("no {name} in {shell}"))
        };
        (field("WIDTH"), field("HEIGHT"))
    }

    fn key(&self, key: &str) {
        self.run(&["key", "--delay", "60", key]);
    }

    /// Clicks the button of `tool` in the row (no game between two paused computers here).
    fn click_button(&self, tool: Tool) {
        let (w, h) = self.size();
        let layout = Layout::new(w as f32, h as f32, 7, 6);
        let row = Tool::row(false);
        let index = row.iter().position(|&t| t == tool).expect("in the row");
        let (x, y) = layout.buttons(row.len())[index].centre();
        self.run(&[
            "mousemove",
            "--window",
            &self.id,
            &(x.round() as i64).to_string(),
            &(y.round() as i64).to_string(),
        ]);
        thread::sleep(Duration::from_millis(80));
        self.run(&["click", "1"]);
    }

    /// Waits for a log line containing `needle`; returns it. Panics with the log so far.
    fn wait_for(&mut self, needle: &str) -> String {
        let deadline = Instant::now() + PATIENCE;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    self.log.push(line.clone());
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

impl Drop for Window {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn xdotool(display: &str, args: &[&str]) -> String {
    let out = Command::new("xdotool")
        .args(args)
        .env("DISPLAY", display)
        .output()
        .expect("xdotool is installed (apt-get install xdotool)");
    assert!(
        out.status.success(),
        "xdotool {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// What `plot4 analyze` prints for `position`: the scores line.
fn analyze(position: &str) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_plot4"))
        .args(["analyze", position])
        .output()
        .expect("plot4 analyze runs");
    assert!(out.status.success(), "plot4 analyze {position} failed");
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .next()
        .expect("a scores line")
        .to_string()
}

/// The scores the window logged for `position`'s hint.
fn logged_scores(window: &mut Window, position: &str) -> String {
    let prefix = format!("hint: position {position} scores ");
    let line = window.wait_for(&prefix);
    line[line.find(&prefix).unwrap() + prefix.len()..].to_string()
}

#[test]
#[ignore = "needs Xvfb and xdotool"]
fn a_hint_on_a_position_of_twelve_coins_logs_the_scores_plot4_analyze_prints() {
    let _one = one_window_at_a_time();
    // Twelve coins, column 4 full: one column is `-`.
    let position = "444444123567";
    let mut window = Window::start(&[
        "--red",
        "human",
        "--yellow",
        "human",
        "--position",
        position,
    ]);
    window.key("h");
    let logged = logged_scores(&mut window, position);
    assert_eq!(logged, analyze(position));
    assert!(logged.split(' ').nth(3) == Some("-"), "{logged}");
}

#[test]
#[ignore = "needs Xvfb and xdotool"]
fn analysis_mode_by_its_button_hints_every_position_after_each_move() {
    let _one = one_window_at_a_time();
    let start = "5444545543";
    let mut window = Window::start(&["--red", "human", "--yellow", "human", "--position", start]);
    window.click_button(Tool::Analysis);
    window.wait_for("analysis mode on");
    assert_eq!(logged_scores(&mut window, start), analyze(start));
    let mut position = start.to_string();
    for column in ["3", "3", "3"] {
        window.key(column);
        position.push_str(column);
        window.wait_for(&format!("position {position}"));
        assert_eq!(logged_scores(&mut window, &position), analyze(&position));
    }
    window.key("a");
    window.wait_for("analysis mode off");
}

//! The real game window driven as a player would: the `plot4` binary in a virtual X display
//! (Xvfb), keys and clicks sent with xdotool, judged by the log it writes on standard error.
//! Every window test uses this one driver.
//!
//! A test waits for events, never for time: the window logs its first frame
//! ([`FIRST_FRAME`]), the screen on top (`screen: <name>`, at debug level), every move and
//! every refusal (the lines and their starts are in `plot4::ui::events`), and
//! [`Game::wait_for`] blocks until the line comes (or fails the test with the log after
//! [`PATIENCE`]). That nothing happened is judged by the lines logged before an event that
//! came after it, never by a quiet while. The only pauses pace the input: the window reads the
//! pointer and one click a frame.

use super::virtual_display::{VirtualDisplay, FIRST_FRAME};
use plot4::ui::events::{self, ScreenName};
use plot4::ui::Layout;
use plot4::ui::Tool;
use std::io::{BufRead, BufReader, Read};
use std::path::Path;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::thread;
use std::time::{Duration, Instant};

/// How long a wait lasts before the test fails: long enough for a slow shared machine, short
/// enough to fail a hung test quickly. Only a failing test ever waits this long.
pub const PATIENCE: Duration = Duration::from_secs(30);

/// Where the game's X display comes from.
enum Screen {
    /// A virtual display of the game's own, stopped with it.
    Own(VirtualDisplay),
    /// A display the test keeps across several starts (its `DISPLAY` name).
    Shared(String),
}

/// The game running in a virtual display, with its log lines as they come.
pub struct Game {
    pub child: Child,
    lines: Receiver<String>,
    /// Every line logged so far.
    pub log: Vec<String>,
    /// Lines of `log` before this one have been looked at by a wait.
    read: usize,
    /// The X window's id.
    pub window: String,
    screen: Screen,
    /// A data folder made for this game alone, removed with it.
    _data: Option<tempfile::TempDir>,
}

impl Game {
    /// Starts the window with `args` and a fresh data folder of its own (so no saved game from
    /// another run changes the title screen), on a display of its own.
    pub fn start_fresh(args: &[&str]) -> Game {
        let data = tempfile::tempdir().expect("a data folder");
        let mut game = Game::launch(Screen::Own(VirtualDisplay::start()), data.path(), args, &[]);
        game._data = Some(data);
        game
    }

    /// Starts the window on the data folder `data`, on a display of its own.
    pub fn start(data: &Path, args: &[&str]) -> Game {
        Game::start_with_env(data, args, &[])
    }

    /// Starts the window on `data` with `env` added to its environment.
    pub fn start_with_env(data: &Path, args: &[&str], env: &[(&str, &str)]) -> Game {
        Game::launch(Screen::Own(VirtualDisplay::start()), data, args, env)
    }

    /// Starts the window on `data` straight into a game between two people at `position`.
    pub fn start_people_at(data: &Path, position: &str) -> Game {
        let args = [
            "--red",
            "human",
            "--yellow",
            "human",
            "--position",
            position,
        ];
        Game::start(data, &args)
    }

    /// Starts the window on the data folder `data`, on a display the test keeps.
    pub fn start_on(display: &VirtualDisplay, data: &Path, args: &[&str]) -> Game {
        Game::launch(Screen::Shared(display.name.clone()), data, args, &[])
    }

    fn launch(screen: Screen, data: &Path, args: &[&str], env: &[(&str, &str)]) -> Game {
        let display = match &screen {
            Screen::Own(own) => own.name.clone(),
            Screen::Shared(name) => name.clone(),
        };
        let mut child = Command::new(env!("CARGO_BIN_EXE_plot4"))
            .arg("--data-dir")
            .arg(data)
            .args(args)
            // The window speaks the locale's language: English unless a test names another,
            // whatever the machine running the tests speaks.
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("PLOT4_TRANSLATIONS")
            .env("LANG", "C.UTF-8")
            .envs(env.iter().copied())
            .env("DISPLAY", &display)
            // Debug lines say which screen is on top, so a test waits for it before typing.
            .env("RUST_LOG", "info,plot4=debug")
            .env_remove("PLOT4_DATA_DIR")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
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
            window: String::new(),
            screen,
            _data: None,
        };
        // Mapped is not yet taking input: the window says when its first frame is on screen.
        game.wait_for(FIRST_FRAME);
        // What was said before it stays to be waited for.
        game.read = 0;
        game.window = game
            .xdotool(&["search", "--sync", "--onlyvisible", "--name", "^Plot 4"])
            .lines()
            .next()
            .expect("the game window appears")
            .to_string();
        // Keys go to the window under the pointer: there is no window manager to give focus.
        // The bottom edge is clear of the board and the buttons, so no hover changes a picture.
        let (w, h) = game.size();
        game.move_pointer(w as f32 / 2.0, h as f32 - 2.0);
        game.xdotool(&["windowfocus", &game.window]);
        game
    }

    /// The `DISPLAY` the game runs on.
    pub fn display(&self) -> &str {
        match &self.screen {
            Screen::Own(own) => &own.name,
            Screen::Shared(name) => name,
        }
    }

    /// Runs xdotool on the game's display; returns what it printed. Fails the test if it fails.
    pub fn xdotool(&self, args: &[&str]) -> String {
        let out = Command::new("xdotool")
            .args(args)
            .env("DISPLAY", self.display())
            .output()
            .expect("xdotool is installed (apt-get install xdotool)");
        assert!(
            out.status.success(),
            "xdotool {args:?} failed: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// The window's size in pixels.
    pub fn size(&self) -> (u32, u32) {
        let shell = self.xdotool(&["getwindowgeometry", "--shell", &self.window]);
        let field = |name: &str| -> u32 {
            shell
                .lines()
                .find_map(|l| l.strip_prefix(&format!("{name}=")))
                .and_then(|v| v.trim().parse().ok())
                .unwrap_or_else(|| panic!("no {name} in {shell}"))
        };
        (field("WIDTH"), field("HEIGHT"))
    }

    /// The layout the game computes for its current window size and a 7×6 board (no high-DPI
    /// scaling under Xvfb).
    pub fn layout(&self) -> Layout {
        self.layout_for(7, 6)
    }

    /// The layout the game computes for its current window size and a board of `columns` ×
    /// `rows`.
    pub fn layout_for(&self, columns: usize, rows: usize) -> Layout {
        let (w, h) = self.size();
        Layout::new(w as f32, h as f32, columns, rows)
    }

    /// Presses a key (an xdotool key name).
    pub fn key(&self, key: &str) {
        self.xdotool(&["key", "--delay", "60", key]);
    }

    /// Presses `key` and waits for the log line that shows it was taken.
    pub fn key_then(&mut self, key: &str, needle: &str) -> String {
        self.key(key);
        self.wait_for(needle)
    }

    /// Moves the pointer to a point of the window (window pixels).
    pub fn move_pointer(&self, x: f32, y: f32) {
        self.xdotool(&[
            "mousemove",
            "--window",
            &self.window,
            &(x.round() as i64).to_string(),
            &(y.round() as i64).to_string(),
        ]);
    }

    /// Clicks at a point of the window (window pixels).
    pub fn click_at(&self, x: f32, y: f32) {
        self.move_pointer(x, y);
        // The game reads the pointer once a frame: a click in the same frame as the move would
        // be taken where the pointer was.
        thread::sleep(Duration::from_millis(80));
        self.xdotool(&["click", "1"]);
    }

    /// Clicks at a point of the window and waits for the log line that shows it was taken.
    pub fn click_then(&mut self, (x, y): (f32, f32), needle: &str) -> String {
        self.click_at(x, y);
        self.wait_for(needle)
    }

    /// Clicks the middle of a column (1-based) of a 7×6 board.
    pub fn click_column(&self, number: usize) {
        let layout = self.layout();
        let x = layout.column_x(number as f32 - 1.0);
        let y = layout.board.y + layout.board.h * 0.5;
        self.click_at(x, y);
    }

    /// Clicks the button of `tool` in the row of a game that is not paused.
    pub fn click_button(&self, tool: Tool) {
        let button = tool
            .rect_in(&self.layout(), false)
            .expect("the tool is in the row");
        let (x, y) = button.centre();
        self.click_at(x, y);
    }

    /// The next line the game writes (kept in the log), or `None` at the deadline.
    fn receive(&mut self, deadline: Instant) -> Option<String> {
        let line = self
            .lines
            .recv_timeout(deadline.saturating_duration_since(Instant::now()))
            .ok()?;
        eprintln!("{line}");
        self.log.push(line.clone());
        Some(line)
    }

    /// The next line not yet looked at by a wait, or `None` at the deadline.
    fn next_line(&mut self, deadline: Instant) -> Option<String> {
        if self.read < self.log.len() {
            self.read += 1;
            return Some(self.log[self.read - 1].clone());
        }
        let line = self.receive(deadline)?;
        self.read = self.log.len();
        Some(line)
    }

    /// Waits for a log line containing `needle`, after the last one waited for; returns it.
    /// Panics with the log so far.
    pub fn wait_for(&mut self, needle: &str) -> String {
        self.wait_for_within(needle, PATIENCE)
    }

    /// [`Game::wait_for`] with a patience of its own.
    pub fn wait_for_within(&mut self, needle: &str, patience: Duration) -> String {
        let deadline = Instant::now() + patience;
        loop {
            match self.next_line(deadline) {
                Some(line) if line.contains(needle) => return line,
                Some(_) => {}
                None => panic!(
                    "no log line with {needle:?} within {patience:?}; log:\n{}",
                    self.log.join("\n")
                ),
            }
        }
    }

    /// Waits for a log line containing each of `needles`, in any order, after the last line
    /// waited for: for events that come from different sources (a frame drawn, a worker's
    /// reply), whose order depends on the machine's speed. Panics with the log so far.
    pub fn wait_for_all(&mut self, needles: &[&str]) {
        let deadline = Instant::now() + PATIENCE;
        let mut missing: Vec<&str> = needles.to_vec();
        while !missing.is_empty() {
            match self.next_line(deadline) {
                Some(line) => missing.retain(|needle| !line.contains(needle)),
                None => panic!(
                    "no log line with {missing:?} within {PATIENCE:?}; log:\n{}",
                    self.log.join("\n")
                ),
            }
        }
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

    /// How many lines of the log so far contain `needle`.
    pub fn lines_with(&self, needle: &str) -> usize {
        self.log.iter().filter(|l| l.contains(needle)).count()
    }

    /// Waits for the process to end by itself; returns its exit status.
    pub fn wait_for_exit(&mut self, patience: Duration) -> ExitStatus {
        let started = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().expect("try_wait") {
                return status;
            }
            assert!(
                started.elapsed() < patience,
                "the game did not end within {patience:?}; log:\n{}",
                self.log.join("\n")
            );
            thread::sleep(Duration::from_millis(20));
        }
    }

    /// From the title screen (no saved game) through the mode screen to a game between two
    /// people.
    pub fn start_a_game_of_people(&mut self) {
        self.key_then("space", &ScreenName::ChooseModes.line());
        self.key("1");
        self.key_then(
            "1",
            &format!("{} Red human, Yellow human", events::NEW_GAME),
        );
    }

    /// Plays `moves` (1-based column digits) by key after the position `before`, waiting for
    /// each to be logged.
    pub fn play(&mut self, before: &str, moves: &str) {
        for (i, column) in moves.chars().enumerate() {
            let position: String = before.chars().chain(moves.chars().take(i + 1)).collect();
            let line = self.key_then(&column.to_string(), events::PLAYED);
            assert!(line.ends_with(&format!("position {position}")), "{line}");
        }
    }

    /// Answers the quit question, waits for the process to end well; returns its stdout.
    pub fn quit(mut self) -> String {
        self.key_then("Escape", &ScreenName::ConfirmQuit.line());
        self.key("y");
        self.wait_for(events::CLOSED);
        let status = self.wait_for_exit(Duration::from_secs(5));
        assert!(status.success(), "exit status {status}");
        let mut out = String::new();
        if let Some(mut stdout) = self.child.stdout.take() {
            let _ = stdout.read_to_string(&mut out);
        }
        out
    }

    /// Kills the process (SIGKILL), as a crash or power cut would end it.
    pub fn kill(mut self) {
        self.child.kill().expect("SIGKILL");
        let status = self.child.wait().expect("the killed window is reaped");
        assert!(!status.success(), "killed, not closed: {status}");
    }
}

impl Drop for Game {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

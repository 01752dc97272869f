//! Online play in the window, end to end: a real `plot4 serve` on a free port, the window
//! creating a game through its online screen by keys, and the real binary's terminal client
//! (`plot4 online join`) joining it by the code the window logged. They play a game to its
//! end; both must see the same result, and the window's history records it as an online game.
//!
//! Needs Xvfb and xdotool: `cargo test --release --test window -- --ignored online::`.

use crate::common;
use common::game_window::{Game, PATIENCE};
use common::virtual_display::one_window_at_a_time;
use plot4::game::CasualReason;
use plot4::store::Store;
use plot4::ui::events::{self, ScreenName};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// A subprocess (`plot4`, or a redis-server) whose standard output is read a line at a time.
pub struct Lines {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: mpsc::Receiver<String>,
    seen: Vec<String>,
}

impl Lines {
    /// `plot4 ARGS…`, its standard input piped.
    pub fn spawn(args: &[&str]) -> Lines {
        let mut plot4 = Command::new(env!("CARGO_BIN_EXE_plot4"));
        plot4.args(args).env_remove("PLOT4_SERVER");
        Lines::run(plot4).expect("plot4 starts")
    }

    /// `command`, its standard input piped; `None` if it cannot start (not installed).
    pub fn run(mut command: Command) -> Option<Lines> {
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .ok()?;
        let stdout = child.stdout.take().expect("stdout");
        let (sender, lines) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if sender.send(line).is_err() {
                    return;
                }
            }
        });
        let stdin = child.stdin.take();
        Some(Lines {
            child,
            stdin,
            lines,
            seen: Vec::new(),
        })
    }

    /// The next line containing `needle`; panics with what was seen.
    pub fn wait_for(&mut self, needle: &str) -> String {
        self.wait_for_within(needle, PATIENCE)
    }

    /// The next line containing `needle` within `patience`; panics with what was seen.
    pub fn wait_for_within(&mut self, needle: &str, patience: Duration) -> String {
        let deadline = Instant::now() + patience;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    self.seen.push(line.clone());
                    if line.contains(needle) {
                        return line;
                    }
                }
                Err(_) => panic!("no line with {needle:?}; seen:\n{}", self.seen.join("\n")),
            }
        }
    }

    /// Types `line` into the process.
    pub fn say(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("stdin");
        writeln!(stdin, "{line}").expect("the client reads");
        stdin.flush().expect("flushed");
    }
}

impl Drop for Lines {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A `plot4 serve` on a port of its own, which a test may kill and start again on that port.
pub struct Serve {
    process: Lines,
    /// `http://127.0.0.1:PORT`, as `--server` takes it.
    pub url: String,
    args: Vec<String>,
}

impl Serve {
    /// `plot4 serve` on a free port, with `args`.
    pub fn start(args: &[&str]) -> Serve {
        let args = args.iter().map(|a| a.to_string()).collect();
        Serve::on("127.0.0.1:0", args)
    }

    fn on(listen: &str, args: Vec<String>) -> Serve {
        let mut all = vec!["serve", "--listen", listen];
        all.extend(args.iter().map(String::as_str));
        let mut process = Lines::spawn(&all);
        let listening = process.wait_for("listening on ");
        let url = listening
            .split_whitespace()
            .nth(2)
            .expect("the address")
            .to_string();
        Serve { process, url, args }
    }

    /// Kills it with SIGKILL: its connections drop with no goodbye.
    pub fn kill(&mut self) {
        let _ = self.process.child.kill();
        let _ = self.process.child.wait();
    }

    /// Starts it again on the same port with the same arguments.
    pub fn restart(&mut self) {
        let listen = self.url.trim_start_matches("http://").to_string();
        *self = Serve::on(&listen, self.args.clone());
    }
}

/// A redis-server of the test's own on a free port, keeping nothing on disk; `None` where
/// redis-server is not installed.
pub fn redis() -> Option<(Lines, String)> {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .expect("a free port")
        .port();
    let mut command = Command::new("redis-server");
    let port_text = port.to_string();
    command.args([
        "--port",
        &port_text,
        "--bind",
        "127.0.0.1",
        "--save",
        "",
        "--appendonly",
        "no",
    ]);
    let mut process = Lines::run(command)?;
    process.wait_for("Ready to accept connections");
    Some((process, format!("redis://127.0.0.1:{port}")))
}

/// The room's code from the window's `online: seated as host in CODE; link …` line.
pub fn code_of(seated: &str) -> String {
    seated
        .split(" in ")
        .nth(1)
        .and_then(|rest| rest.split(';').next())
        .expect("the code")
        .to_string()
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn the_window_creates_a_game_a_terminal_friend_joins_and_both_see_the_same_end() {
    let _one = one_window_at_a_time();
    let server = Serve::start(&[]);
    let url = server.url.clone();
    let data = tempfile::tempdir().unwrap();
    let mut window = Game::start(data.path(), &["--server", &url]);
    window.wait_for(&ScreenName::Title.line());
    window.key_then("o", &ScreenName::Online.line());
    // Enter on the first row creates a game: 7×6, the window moves first, no clock.
    let seated = window.key_then("Return", events::ONLINE_SEATED);
    assert!(seated.contains("as host in "), "{seated}");
    let code = code_of(&seated);
    let mut friend = Lines::spawn(&["online", "join", &code, "--server", &url]);
    friend.wait_for("you: Yellow");
    window.wait_for(events::ONLINE_FRIEND_HERE);
    window.wait_for(&ScreenName::Play.line());
    // Red (the window) plays column 1 four times; the friend answers in column 2.
    let mut position = String::new();
    for turn in 0..4 {
        position.push('1');
        let line = window.key_then("1", events::PLAYED);
        assert!(line.ends_with(&format!("position {position}")), "{line}");
        friend.wait_for("Red 1");
        if turn == 3 {
            break;
        }
        friend.say("2");
        position.push('2');
        let line = window.wait_for(&format!("{} 2 by Yellow", events::PLAYED));
        assert!(line.ends_with(&format!("position {position}")), "{line}");
    }
    window.wait_for(&format!("{} Red wins", events::GAME_OVER));
    // The table's end and the server's, in the order they happen to come.
    let online_over = format!("{} Red wins", events::ONLINE_OVER);
    let recorded = format!("{} 1212121", events::RECORDED_GAME);
    window.wait_for_all(&[&online_over, &recorded]);
    let result = friend.wait_for("result: ");
    assert_eq!(result, "result: Red wins", "the friend sees the same end");
    window.quit();
    let history = Store::at(data.path()).load_history();
    assert!(history.problems.is_empty(), "{:?}", history.problems);
    let games = history.value.games();
    assert_eq!(games.len(), 1);
    let reasons = games[0].casual_reasons().expect("the rule's reasons");
    assert!(reasons.contains(CasualReason::Online), "{reasons:?}");
}

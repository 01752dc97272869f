//! An online seat taken back after a crash: a real `plot4 serve`, the real terminal client
//! creating a room, the window joining it (`--join`), both playing; the window killed mid-game
//! (SIGKILL, as a crash would end it) and started again with no options: it takes its seat
//! back from the store, has the game as it stood, and plays it to the end, which both sides
//! call the same. And a kept seat whose room is gone: one line on the title says so.
//!
//! Needs Xvfb and xdotool: `cargo test --release --test window -- --ignored online_resume::`.

use crate::common;
use common::game_window::{Game, PATIENCE};
use common::virtual_display::one_window_at_a_time;
use plot4::store::{FileKind, HeldSeat, OnlineSeat, Store};
use plot4::ui::events::{self, ScreenName};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{self, Receiver};

/// A `plot4` subprocess (the server, the terminal friend) whose output is read by lines.
struct Plot4 {
    child: Child,
    lines: Receiver<String>,
    seen: Vec<String>,
}

impl Plot4 {
    fn spawn(args: &[&str]) -> Plot4 {
        let mut child = Command::new(env!("CARGO_BIN_EXE_plot4"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("plot4 starts");
        let (sender, lines) = mpsc::channel();
        let stdout = BufReader::new(child.stdout.take().expect("stdout"));
        std::thread::spawn(move || {
            stdout
                .lines()
                .map_while(Result::ok)
                .try_for_each(|line| sender.send(line))
        });
        Plot4 {
            child,
            lines,
            seen: Vec::new(),
        }
    }

    /// The next line that starts with `start`; panics with what was seen.
    fn line(&mut self, start: &str) -> String {
        while let Ok(line) = self.lines.recv_timeout(PATIENCE) {
            self.seen.push(line.clone());
            if line.starts_with(start) {
                return line;
            }
        }
        panic!("no line {start:?}; seen:\n{}", self.seen.join("\n"))
    }

    fn type_line(&mut self, text: &str) {
        let stdin = self.child.stdin.as_mut().expect("stdin");
        writeln!(stdin, "{text}").expect("the client reads");
    }
}

impl Drop for Plot4 {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A real server on a free port; its address (`http://127.0.0.1:PORT`).
fn serve() -> (Plot4, String) {
    let mut server = Plot4::spawn(&["serve", "--listen", "127.0.0.1:0"]);
    let listening = server.line("listening on ");
    let url = listening.split_whitespace().nth(2).expect("the address");
    let url = url.to_string();
    (server, url)
}

/// Red (the terminal) plays `column`; the window sees it (its line).
fn red_plays(friend: &mut Plot4, window: &mut Game, column: u8) -> String {
    friend.type_line(&column.to_string());
    window.wait_for(&format!("{} {column} by Red", events::PLAYED))
}

/// Yellow (the window) plays `column` by its key; the terminal sees it.
fn yellow_plays(friend: &mut Plot4, window: &mut Game, column: u8) {
    window.key_then(
        &column.to_string(),
        &format!("{} {column} by Yellow", events::PLAYED),
    );
    assert_eq!(friend.line("Yellow "), format!("Yellow {column}"));
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn a_window_killed_mid_game_takes_its_seat_back_and_the_game_finishes() {
    let _one = one_window_at_a_time();
    let (_server, url) = serve();
    let mut friend = Plot4::spawn(&["online", "create", "--server", &url]);
    let created = friend.line("code: ");
    let code = created
        .split_whitespace()
        .nth(1)
        .expect("the code")
        .to_string();
    let data = tempfile::tempdir().unwrap();
    let mut window = Game::start(data.path(), &["--server", &url, "--join", &code]);
    let seated = window.wait_for(events::ONLINE_SEATED);
    assert!(seated.contains(&format!("as guest in {code}")), "{seated}");
    window.wait_for(&ScreenName::Play.line());
    friend.line("your friend is here");
    red_plays(&mut friend, &mut window, 1);
    yellow_plays(&mut friend, &mut window, 2);
    red_plays(&mut friend, &mut window, 1);
    yellow_plays(&mut friend, &mut window, 2);
    let kept = Store::at(data.path()).load_online_seat();
    let seat = kept.value.expect("the seat is kept while the game is on");
    assert_eq!(
        (seat.code.as_str(), seat.seat),
        (code.as_str(), HeldSeat::Guest)
    );
    window.kill();

    // Started again with no options, it takes the seat back and has the game as it stood.
    let mut window = Game::start(data.path(), &[]);
    window.wait_for(&format!("{} {code}", events::ONLINE_RESUMING));
    let seated = window.wait_for(events::ONLINE_SEATED);
    assert!(seated.contains(&format!("as guest in {code}")), "{seated}");
    window.wait_for(&ScreenName::Play.line());
    let line = red_plays(&mut friend, &mut window, 1);
    assert!(
        line.ends_with("position 12121"),
        "the game as it stood: {line}"
    );
    yellow_plays(&mut friend, &mut window, 2);
    friend.type_line("1");
    window.wait_for(&format!("{} Red wins", events::ONLINE_OVER));
    assert_eq!(friend.line("result: "), "result: Red wins");
    window.wait_for(&format!("{} 1212121", events::RECORDED_GAME));
    window.quit();
    let store = Store::at(data.path());
    assert_eq!(store.load_online_seat().value, None, "forgotten once over");
    let history = store.load_history().value;
    assert_eq!(history.games().len(), 1, "the game is recorded once");
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn a_kept_seat_whose_room_is_gone_says_so_on_the_title() {
    let _one = one_window_at_a_time();
    let (_server, url) = serve();
    let data = tempfile::tempdir().unwrap();
    let store = Store::at(data.path());
    let gone = OnlineSeat {
        server: url.clone(),
        code: "K7M-Q3X-9PD".into(),
        token: "a token of a room this server never had".into(),
        link: format!("{url}/play/K7M-Q3X-9PD"),
        seat: HeldSeat::Host,
    };
    store.save_online_seat(&gone).unwrap();
    let mut window = Game::start_with_env(data.path(), &[], &[("PLOT4_LOG_TEXT", "1")]);
    window.wait_for(&format!("{} K7M-Q3X-9PD", events::ONLINE_RESUMING));
    window.wait_for(events::ONLINE_ENDED);
    window.wait_for(&ScreenName::Title.line());
    window.wait_for(&format!(
        "{} Your online game is over: its room is gone",
        events::DRAWN_TEXT
    ));
    assert!(!data.path().join(FileKind::OnlineSeat.file_name()).exists());
    window.quit();
}

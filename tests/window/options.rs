//! The window's start options and its display: bad values, and a display that is missing or
//! refuses the window, are refused with one line on standard error and exit code 2 (so these
//! run without a display).

use crate::common;

use common::command_line::refused;
use std::process::Command;

#[test]
fn an_unknown_mode_is_named() {
    let line = refused(&["--red", "wizard"]);
    assert!(
        line.starts_with("plot4: invalid --red: unknown mode 'wizard'"),
        "{line}"
    );
    let line = refused(&["--red", "human", "--yellow", "grandmaster"]);
    assert!(
        line.contains("--yellow") && line.contains("grandmaster"),
        "{line}"
    );
}

#[test]
fn an_impossible_position_is_named() {
    let line = refused(&["--red", "human", "--position", "4444444"]);
    assert!(
        line.contains("--position") && line.contains("move 7"),
        "{line}"
    );
    let line = refused(&["--position", "12x"]);
    assert!(line.contains("'x'"), "{line}");
    let line = refused(&[
        "--position",
        "1212121",
        "--yellow",
        "low",
        "--red",
        "nobody",
    ]);
    assert!(line.contains("--red"), "{line}");
}

#[test]
fn a_bad_seed_is_named() {
    let line = refused(&["--seed", "-3"]);
    assert!(line.contains("--seed") && line.contains("-3"), "{line}");
    let line = refused(&["--red", "low", "--seed=lucky"]);
    assert!(line.contains("--seed") && line.contains("lucky"), "{line}");
}

#[test]
fn board_options_must_fit_and_connect_four_options_do_not_go_with_tic_tac_toe() {
    let line = refused(&["--size", "9x14"]);
    assert!(
        line.contains("9x14") && line.contains("does not fit"),
        "{line}"
    );
    let line = refused(&["--size", "4x4", "--connect", "5"]);
    assert!(
        line.contains("a line of 5 does not fit a 4x4 board"),
        "{line}"
    );
    let line = refused(&["--size", "8x7", "--position", "9"]);
    assert!(line.starts_with("plot4: invalid --position"), "{line}");
    let line = refused(&["--game", "tictactoe", "--red", "high"]);
    assert!(
        line.contains("--red is for Connect Four; tic-tac-toe asks who plays X and O"),
        "{line}"
    );
    let line = refused(&["--game", "chess"]);
    assert!(line.contains("chess"), "{line}");
}

/// Runs the window with `DISPLAY` set to `display` (or unset) and a data folder of its own;
/// returns standard error once it has exited with code 2.
fn refused_display(display: Option<&str>) -> String {
    let data = tempfile::tempdir().unwrap();
    let mut command = Command::new(env!("CARGO_BIN_EXE_plot4"));
    command
        .env("PLOT4_DATA_DIR", data.path())
        .env_remove("DISPLAY");
    if let Some(display) = display {
        command.env("DISPLAY", display);
    }
    let out = command.output().expect("the plot4 binary runs");
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(2), "{display:?}: {stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    stderr
}

/// An X display number with no socket of its own, for a display that is not there: far above
/// the numbers the window tests' virtual displays take.
fn unused_display_number() -> u32 {
    (0..100)
        .map(|i| 5000 + (std::process::id() + i) % 1000)
        .find(|n| !std::path::Path::new(&format!("/tmp/.X11-unix/X{n}")).exists())
        .expect("a free display number")
}

#[test]
fn without_a_display_the_window_says_so_in_one_line() {
    let stderr = refused_display(None);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(
        stderr.starts_with("plot4: no display: DISPLAY is not set; the command line still works"),
        "{stderr}"
    );
    let stderr = refused_display(Some(&format!(":{}", unused_display_number())));
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("does not answer"), "{stderr}");
}

/// A socket where an X server would listen that accepts each connection and closes it at once:
/// the display's socket is there, but no X server answers on it.
struct RefusingDisplay {
    number: u32,
    stop: std::sync::Arc<std::sync::atomic::AtomicBool>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl RefusingDisplay {
    fn start() -> RefusingDisplay {
        use std::os::unix::net::UnixListener;
        use std::sync::atomic::{AtomicBool, Ordering};
        std::fs::create_dir_all("/tmp/.X11-unix").unwrap();
        let number = unused_display_number();
        let listener = UnixListener::bind(format!("/tmp/.X11-unix/X{number}")).unwrap();
        listener.set_nonblocking(true).unwrap();
        let stop = std::sync::Arc::new(AtomicBool::new(false));
        let stopping = stop.clone();
        let thread = std::thread::spawn(move || {
            while !stopping.load(Ordering::SeqCst) {
                match listener.accept() {
                    Ok((connection, _)) => drop(connection),
                    Err(_) => std::thread::sleep(std::time::Duration::from_millis(5)),
                }
            }
        });
        RefusingDisplay {
            number,
            stop,
            thread: Some(thread),
        }
    }
}

impl Drop for RefusingDisplay {
    fn drop(&mut self) {
        self.stop.store(true, std::sync::atomic::Ordering::SeqCst);
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
        let _ = std::fs::remove_file(format!("/tmp/.X11-unix/X{}", self.number));
    }
}

#[test]
fn a_display_that_refuses_the_window_is_one_error_line_not_a_panic() {
    let display = RefusingDisplay::start();
    let stderr = refused_display(Some(&format!(":{}", display.number)));
    // The log may say where the data folder is before the window is tried; the error is the
    // last line, and the only one from plot4 itself.
    let errors: Vec<&str> = stderr.lines().filter(|l| l.starts_with("plot4:")).collect();
    assert_eq!(
        errors,
        [
            "plot4: no display: the window could not be opened (XOpenDisplay() failed); the \
          command line still works, see plot4 --help"
        ],
        "{stderr}"
    );
    assert!(stderr.ends_with("see plot4 --help\n"), "{stderr}");
}

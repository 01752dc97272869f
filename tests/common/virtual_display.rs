//! The virtual X server the window tests run the real binary in, one window at a time.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::mpsc;
use std::sync::{Mutex, MutexGuard};
use std::thread;
use std::time::Duration;

/// Software rendering on two cores is slow: one window at a time within a test binary.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());
static NEXT_DISPLAY: AtomicU32 = AtomicU32::new(0);

/// The line the window logs once its first frame is shown (src/ui/mod.rs).
pub const FIRST_FRAME: &str = "window shown: first frame drawn";

/// Holds the one-window lock for as long as the guard lives (a failed test does not poison it).
pub fn one_window_at_a_time() -> MutexGuard<'static, ()> {
    ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner())
}

/// Whether the server starts afresh when its last client leaves (Xvfb's default, and so
/// `xvfb-run`'s) or never (`-noreset`).
#[derive(Debug, Clone, Copy)]
enum Reset {
    Never,
    WhenLastClientLeaves,
}

/// A virtual X server on a display number nobody else uses; killed on drop.
pub struct VirtualDisplay {
    server: Child,
    /// The `DISPLAY` value, e.g. `:61`.
    pub name: String,
}

impl VirtualDisplay {
    /// Starts Xvfb on a display number nobody else uses and waits until it takes connections.
    ///
    /// Readiness is the server's own word (`-displayfd`: it writes its number once it listens),
    /// not a socket file appearing: when two test binaries start a server on the same number at
    /// once, the loser would see the winner's socket and take a display that vanishes with the
    /// winner's test. Here the loser's server exits without a word and the next number is tried.
    ///
    /// It never resets: a test's display keeps its state when its last client leaves.
    pub fn start() -> VirtualDisplay {
        VirtualDisplay::start_with(Reset::Never)
    }

    /// Starts Xvfb as `xvfb-run` does, resetting each time its last client leaves.
    pub fn start_resetting() -> VirtualDisplay {
        VirtualDisplay::start_with(Reset::WhenLastClientLeaves)
    }

    fn start_with(reset: Reset) -> VirtualDisplay {
        // Test binaries may run side by side: each starts its numbers from its process id.
        let base = 60 + (std::process::id() % 400) * 5;
        for _ in 0..50 {
            let number = base + NEXT_DISPLAY.fetch_add(1, Ordering::SeqCst);
            if let Some(display) = VirtualDisplay::start_on(number, reset) {
                return display;
            }
        }
        panic!("no free X display number found");
    }

    /// Xvfb on `:number`, once it is ready; `None` if that number is taken.
    fn start_on(number: u32, reset: Reset) -> Option<VirtualDisplay> {
        let never_reset: &[&str] = match reset {
            Reset::Never => &["-noreset"],
            Reset::WhenLastClientLeaves => &[],
        };
        let mut server = Command::new("Xvfb")
            .arg(format!(":{number}"))
            .args(["-displayfd", "1", "-nolisten", "tcp"])
            .args(never_reset)
            .args(["-screen", "0", "1280x1024x24"])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("Xvfb is installed (apt-get install xvfb)");
        let stdout = server.stdout.take().expect("stdout is piped");
        let (tx, ready) = mpsc::channel();
        thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            let mut line = String::new();
            // An empty line: the server ended without listening (the number was taken).
            let _ = reader.read_line(&mut line);
            let _ = tx.send(line);
            // Keep the pipe open and drained for as long as the server lives.
            let _ = std::io::copy(&mut reader, &mut std::io::sink());
        });
        match ready.recv_timeout(Duration::from_secs(30)) {
            Ok(line) if line.trim() == number.to_string() => Some(VirtualDisplay {
                server,
                name: format!(":{number}"),
            }),
            _ => {
                let _ = server.kill();
                let _ = server.wait();
                None
            }
        }
    }
}

impl Drop for VirtualDisplay {
    fn drop(&mut self) {
        let _ = self.server.kill();
        let _ = self.server.wait();
    }
}

//! The virtual X server the window tests run the real binary in, one window at a time.

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Mutex, MutexGuard};
use std::thread;
use std::time::{Duration, Instant};

/// Software rendering on two cores is slow: one window at a time within a test binary.
static ONE_AT_A_TIME: Mutex<()> = Mutex::new(());
static NEXT_DISPLAY: AtomicU32 = AtomicU32::new(0);

/// The line the window logs once its first frame is shown (src/ui/mod.rs).
pub const FIRST_FRAME: &str = "window shown: first frame drawn";

/// Holds the one-window lock for as long as the guard lives (a failed test does not poison it).
pub fn one_window_at_a_time() -> MutexGuard<'static, ()> {
    ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner())
}

/// A virtual X server on a display number nobody else uses; killed on drop.
pub struct VirtualDisplay {
    server: Child,
    /// The `DISPLAY` value, e.g. `:61`.
    pub name: String,
}

impl VirtualDisplay {
    /// Starts Xvfb on a free display number and waits for its socket.
    pub fn start() -> VirtualDisplay {
        // Test binaries may run side by side: each starts its numbers from its process id, and a
        // number already taken (lock file or socket present, or Xvfb refusing it) is skipped.
        let base = 60 + (std::process::id() % 400) * 5;
        for _ in 0..50 {
            let number = base + NEXT_DISPLAY.fetch_add(1, Ordering::SeqCst);
            let socket = format!("/tmp/.X11-unix/X{number}");
            if Path::new(&format!("/tmp/.X{number}-lock")).exists() || Path::new(&socket).exists() {
                continue;
            }
            let mut server = Command::new("Xvfb")
                .arg(format!(":{number}"))
                .args(["-screen", "0", "1280x1024x24", "-nolisten", "tcp"])
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .expect("Xvfb is installed (apt-get install xvfb)");
            let started = Instant::now();
            while started.elapsed() < Duration::from_secs(10) {
                if Path::new(&socket).exists() {
                    return VirtualDisplay {
                        server,
                        name: format!(":{number}"),
                    };
                }
                if let Ok(Some(_)) = server.try_wait() {
                    break; // lost a race for this number; try the next
                }
                thread::sleep(Duration::from_millis(50));
            }
            let _ = server.kill();
            let _ = server.wait();
        }
        panic!("no free X display number found");
    }
}

impl Drop for VirtualDisplay {
    fn drop(&mut self) {
        let _ = self.server.kill();
        let _ = self.server.wait();
    }
}

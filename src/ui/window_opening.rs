//! Opening the window: a failure of the windowing library before the first frame is drawn (no
//! usable X display: a socket that accepts and then refuses, a remote display that is not
//! there) becomes an error with the library's own words, not a panic. The command line checks
//! the common cases first; this catches the rest.

use std::panic::{self, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::OnceLock;

/// The window could not be opened: what the windowing library said.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the window could not be opened ({0})")]
pub struct WindowNotOpened(pub String);

/// Set once the first frame is on screen: from then on a panic is a bug, printed as usual.
static SHOWN: AtomicBool = AtomicBool::new(false);

/// What the windowing library said when it gave up before the first frame.
static FAILURE: OnceLock<String> = OnceLock::new();

/// Notes that the window is on screen.
pub fn mark_shown() {
    SHOWN.store(true, Ordering::SeqCst);
}

/// Runs `open` (which opens the window and runs it to the end); a panic inside the windowing
/// library before the first frame is returned as [`WindowNotOpened`] without being printed.
/// Any other panic goes on as it would have.
pub fn open_window(open: impl FnOnce()) -> Result<(), WindowNotOpened> {
    let earlier = panic::take_hook();
    panic::set_hook(Box::new(move |info| {
        let in_library = info
            .location()
            .is_some_and(|l| l.file().contains("miniquad"));
        if in_library && !SHOWN.load(Ordering::SeqCst) {
            let _ = FAILURE.set(message(info.payload()));
            return;
        }
        earlier(info);
    }));
    match panic::catch_unwind(AssertUnwindSafe(open)) {
        Ok(()) => Ok(()),
        Err(payload) => match FAILURE.get() {
            Some(why) => Err(WindowNotOpened(why.clone())),
            None => panic::resume_unwind(payload),
        },
    }
}

/// A panic's message, if it carried one.
pub fn message(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "no reason given".to_string())
        .trim_end_matches(['.', '!'])
        .to_string()
}

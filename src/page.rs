//! What the browser page gives the engine, in the build for `wasm32-unknown-unknown`: the
//! clock, randomness and the console, all imported from the page's loader (macroquad's
//! `mq_js_bundle.js`), so the build needs no wasm-bindgen, which that loader cannot satisfy.

use std::ffi::CString;

// The functions the loader puts in every module's `env`.
#[allow(unsafe_code)]
mod loader {
    unsafe extern "C" {
        /// `Date.now()`, in seconds.
        pub fn now() -> f64;
        /// `Math.random()` scaled to 0..2³¹−1.
        pub fn rand() -> i32;
        /// `console.info` of a NUL-terminated UTF-8 string.
        pub fn console_info(message: *const std::ffi::c_char);
        /// `console.warn` of a NUL-terminated UTF-8 string.
        pub fn console_warn(message: *const std::ffi::c_char);
        /// `console.error` of a NUL-terminated UTF-8 string.
        pub fn console_error(message: *const std::ffi::c_char);
    }
}

/// Seconds since the Unix epoch, by the page's clock.
pub fn seconds_since_epoch() -> f64 {
    // SAFETY: an imported JavaScript function with no arguments and no side effects.
    #[allow(unsafe_code)]
    unsafe {
        loader::now()
    }
}

/// Which of the browser console's channels a line goes to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Console {
    /// `console.info`.
    Info,
    /// `console.warn`.
    Warn,
    /// `console.error`.
    Error,
}

/// Writes one line to the browser's console.
pub fn console(channel: Console, line: &str) {
    // A NUL inside the text would cut it short; none of ours has one, and one that did is shown.
    let text = CString::new(line.replace('\0', "\\0")).unwrap_or_default();
    // SAFETY: the loader reads the string up to its NUL before this returns; `text` outlives
    // the call.
    #[allow(unsafe_code)]
    unsafe {
        match channel {
            Console::Info => loader::console_info(text.as_ptr()),
            Console::Warn => loader::console_warn(text.as_ptr()),
            Console::Error => loader::console_error(text.as_ptr()),
        }
    }
}

/// Sends panics to the console: otherwise a panic before the window opens shows only as
/// `RuntimeError: unreachable`.
pub fn show_panics_in_the_console() {
    std::panic::set_hook(Box::new(|info| {
        console(Console::Error, &format!("plot4: panic: {info}"));
    }));
}

/// The `log` crate's lines, on the browser's console: the page's tests read them there as the
/// window's tests read standard error.
struct ConsoleLogger;

impl log::Log for ConsoleLogger {
    fn enabled(&self, metadata: &log::Metadata) -> bool {
        metadata.level() <= log::Level::Info
    }

    fn log(&self, record: &log::Record) {
        if !self.enabled(record.metadata()) {
            return;
        }
        let channel = match record.level() {
            log::Level::Error => Console::Error,
            log::Level::Warn => Console::Warn,
            _ => Console::Info,
        };
        console(channel, &format!("{} {}", record.level(), record.args()));
    }

    fn flush(&self) {}
}

/// Sends `log` lines at info level and above to the console.
pub fn log_to_the_console() {
    static LOGGER: ConsoleLogger = ConsoleLogger;
    if log::set_logger(&LOGGER).is_ok() {
        log::set_max_level(log::LevelFilter::Info);
    }
}

/// getrandom's source in the page (see `.cargo/config.toml`): the loader's `Math.random()`.
/// Not cryptographic, and it need not be: it only seeds the computer's choice among equal moves.
///
/// # Safety
/// getrandom calls it with `len` writable bytes at `dest`.
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
unsafe extern "Rust" fn __getrandom_v03_custom(
    dest: *mut u8,
    len: usize,
) -> Result<(), getrandom::Error> {
    for i in 0..len {
        // SAFETY: as getrandom promises, `dest` has `len` bytes; `rand` has no side effects.
        unsafe {
            *dest.add(i) = (loader::rand() >> 7) as u8;
        }
    }
    Ok(())
}

/// The fragment of the page's address (`#bench-high`), empty if there is none.
pub fn fragment() -> String {
    #[allow(unsafe_code)]
    mod plugin {
        unsafe extern "C" {
            pub fn plot4_page_fragment_size() -> i32;
            pub fn plot4_page_fragment_read(into: *mut u8);
        }
    }
    // SAFETY: the buffer has the size the page gave, and the page writes no more than that.
    #[allow(unsafe_code)]
    let bytes = unsafe {
        let size = usize::try_from(plugin::plot4_page_fragment_size()).unwrap_or(0);
        let mut bytes = vec![0u8; size];
        plugin::plot4_page_fragment_read(bytes.as_mut_ptr());
        bytes
    };
    String::from_utf8_lossy(&bytes).into_owned()
}

/// What the browser's copy event (Ctrl+C) puts on the clipboard from now on; `None`: nothing,
/// and the browser's own copy goes ahead. The event comes as the key goes down, before the
/// game has read the key, so the game keeps this up to date with the position on show
/// (`web/plot4_page.js` takes it).
pub fn set_copyable(text: Option<&str>) {
    #[allow(unsafe_code)]
    mod plugin {
        unsafe extern "C" {
            /// `len` bytes of UTF-8 at `bytes` to copy; a negative `len`: nothing to copy.
            pub fn plot4_page_set_copyable(bytes: *const u8, len: i32);
        }
    }
    let (bytes, len) = match text {
        Some(text) => (text.as_ptr(), i32::try_from(text.len()).unwrap_or(-1)),
        None => (std::ptr::null(), -1),
    };
    // SAFETY: the page reads `len` bytes at `bytes` (none when `len` is negative) before this
    // returns; `text` outlives the call.
    #[allow(unsafe_code)]
    unsafe {
        plugin::plot4_page_set_copyable(bytes, len)
    }
}

/// The page's `localStorage`, through the functions `web/plot4_page.js` gives the module.
pub mod storage {
    use std::ffi::{c_char, CString};

    #[allow(unsafe_code)]
    mod plugin {
        use std::ffi::c_char;
        unsafe extern "C" {
            /// The entry's size in bytes (UTF-8), or -1 if there is none.
            pub fn plot4_storage_size(key: *const c_char) -> i32;
            /// Copies the entry's bytes to `into`, which has room for its size.
            pub fn plot4_storage_read(key: *const c_char, into: *mut u8);
            /// Replaces the entry with `len` bytes of UTF-8 at `bytes`; 1 if kept, 0 if not.
            pub fn plot4_storage_write(key: *const c_char, bytes: *const u8, len: usize) -> i32;
            /// Removes the entry.
            pub fn plot4_storage_remove(key: *const c_char);
        }
    }

    fn c_key(key: &str) -> CString {
        CString::new(key.replace('\0', "")).unwrap_or_default()
    }

    fn key_ptr(key: &CString) -> *const c_char {
        key.as_ptr()
    }

    /// The entry's bytes, if there is one.
    pub fn get(key: &str) -> Option<Vec<u8>> {
        let key = c_key(key);
        // SAFETY: the key is NUL-terminated and outlives the calls; the buffer has the size the
        // page gave, and the page writes no more than that.
        #[allow(unsafe_code)]
        unsafe {
            let size = usize::try_from(plugin::plot4_storage_size(key_ptr(&key))).ok()?;
            let mut bytes = vec![0u8; size];
            plugin::plot4_storage_read(key_ptr(&key), bytes.as_mut_ptr());
            Some(bytes)
        }
    }

    /// Replaces the entry; false if the page refused (storage full or turned off).
    pub fn set(key: &str, bytes: &[u8]) -> bool {
        let key = c_key(key);
        // SAFETY: the key is NUL-terminated; the page reads `len` bytes of `bytes`.
        #[allow(unsafe_code)]
        unsafe {
            plugin::plot4_storage_write(key_ptr(&key), bytes.as_ptr(), bytes.len()) == 1
        }
    }

    /// Removes the entry, if there is one.
    pub fn remove(key: &str) {
        let key = c_key(key);
        // SAFETY: the key is NUL-terminated and outlives the call.
        #[allow(unsafe_code)]
        unsafe {
            plugin::plot4_storage_remove(key_ptr(&key))
        }
    }
}

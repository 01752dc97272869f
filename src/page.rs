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
        metadata.level() <= log::max_level()
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

/// Sends `log` lines at `level` and above to the console.
pub fn log_to_the_console(level: log::LevelFilter) {
    static LOGGER: ConsoleLogger = ConsoleLogger;
    if log::set_logger(&LOGGER).is_ok() {
        log::set_max_level(level);
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

/// Text the page hands over in two calls: its size in bytes, then its bytes.
#[allow(unsafe_code)]
fn text_from_page(
    size: unsafe extern "C" fn() -> i32,
    read: unsafe extern "C" fn(*mut u8),
) -> String {
    // SAFETY: the buffer has the size the page gave, and the page writes no more than that.
    let bytes = unsafe {
        let size = usize::try_from(size()).unwrap_or(0);
        let mut bytes = vec![0u8; size];
        read(bytes.as_mut_ptr());
        bytes
    };
    String::from_utf8_lossy(&bytes).into_owned()
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
    text_from_page(
        plugin::plot4_page_fragment_size,
        plugin::plot4_page_fragment_read,
    )
}

/// The languages the player's browser asks for, best first (`navigator.languages`: `de-DE`,
/// `en`), from `web/app.js`.
pub fn browser_languages() -> Vec<String> {
    #[allow(unsafe_code)]
    mod plugin {
        unsafe extern "C" {
            pub fn plot4_app_languages_size() -> i32;
            pub fn plot4_app_languages_read(into: *mut u8);
        }
    }
    text_from_page(
        plugin::plot4_app_languages_size,
        plugin::plot4_app_languages_read,
    )
    .split(',')
    .map(str::trim)
    .filter(|tag| !tag.is_empty())
    .map(String::from)
    .collect()
}

/// Whether the page's address switches `name` on (`?log-text`, `?a&log-text`): a switch for
/// tests and for whoever looks into the page, as an environment variable is for the window.
pub fn address_switch(name: &str) -> bool {
    #[allow(unsafe_code)]
    mod plugin {
        unsafe extern "C" {
            pub fn plot4_app_switch(name: *const std::ffi::c_char) -> i32;
        }
    }
    let name = CString::new(name.replace('\0', "")).unwrap_or_default();
    // SAFETY: the name is NUL-terminated and outlives the call, which only reads it.
    #[allow(unsafe_code)]
    unsafe {
        plugin::plot4_app_switch(name.as_ptr()) == 1
    }
}

/// The version of `web/plot4_page.js`'s plugin that this module speaks to. The loader asks each
/// plugin's module for it, and says on the console that a plugin is not used when it cannot.
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn plot4_page_crate_version() -> u32 {
    1
}

/// The version of `web/app.js`'s plugin that this module speaks to (see above).
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn plot4_app_crate_version() -> u32 {
    1
}

/// The version of `web/engine.js`'s plugin that this module speaks to (see above).
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn plot4_engine_crate_version() -> u32 {
    1
}

/// The computer's own thread in the page, a Web Worker: `web/engine.js` starts it on the
/// page's side, and `web/engine_worker.js` runs this same module in it. They share no memory,
/// so they speak in lines of text (`ai::page_messages`).
pub mod engine_thread {
    #[allow(unsafe_code)]
    mod plugin {
        unsafe extern "C" {
            /// On the page's side: starts the worker; 1 if the browser gave one.
            pub fn plot4_engine_spawn() -> i32;
            /// On the page's side: sends `len` bytes of UTF-8 at `bytes` to the worker.
            pub fn plot4_engine_post(bytes: *const u8, len: usize);
            /// On the page's side: the size of the oldest line from the worker, -1 if none.
            pub fn plot4_engine_reply_size() -> i32;
            /// On the page's side: takes the oldest line from the worker into `into`.
            pub fn plot4_engine_reply_read(into: *mut u8);
            /// In the worker: the size of the line being heard.
            pub fn plot4_engine_message_size() -> i32;
            /// In the worker: the line being heard, into `into`.
            pub fn plot4_engine_message_read(into: *mut u8);
            /// In the worker: sends `len` bytes of UTF-8 at `bytes` to the page's side.
            pub fn plot4_engine_reply(bytes: *const u8, len: usize);
        }
    }

    /// On the page's side: starts the worker; false if the browser has none to give.
    pub fn spawn() -> bool {
        // SAFETY: an imported JavaScript function with no arguments.
        #[allow(unsafe_code)]
        unsafe {
            plugin::plot4_engine_spawn() == 1
        }
    }

    /// On the page's side: sends `line` to the worker.
    pub fn post(line: &str) {
        // SAFETY: the page reads `len` bytes at `bytes` before this returns.
        #[allow(unsafe_code)]
        unsafe {
            plugin::plot4_engine_post(line.as_ptr(), line.len())
        }
    }

    /// On the page's side: the oldest line from the worker not taken yet.
    pub fn take_reply() -> Option<String> {
        // SAFETY: an imported JavaScript function with no arguments.
        #[allow(unsafe_code)]
        let waiting = unsafe { plugin::plot4_engine_reply_size() } >= 0;
        waiting.then(|| {
            super::text_from_page(
                plugin::plot4_engine_reply_size,
                plugin::plot4_engine_reply_read,
            )
        })
    }

    /// In the worker: the line from the page's side being heard.
    pub fn message() -> String {
        super::text_from_page(
            plugin::plot4_engine_message_size,
            plugin::plot4_engine_message_read,
        )
    }

    /// In the worker: sends `line` to the page's side.
    pub fn reply(line: &str) {
        // SAFETY: the worker reads `len` bytes at `bytes` before this returns.
        #[allow(unsafe_code)]
        unsafe {
            plugin::plot4_engine_reply(line.as_ptr(), line.len())
        }
    }
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
            /// Replaces the entry with `len` bytes of UTF-8 at `bytes`: 1 if kept, 0 if the
            /// storage is full, -1 if it is turned off.
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

    /// Why the page did not keep an entry.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
    pub enum Refused {
        /// The page's share of the storage is used up.
        #[error("the browser's storage is full")]
        Full,
        /// The browser keeps nothing for this page (its settings, or a private window).
        #[error("the browser's storage is turned off for this page")]
        TurnedOff,
    }

    /// Replaces the entry, unless the page refuses.
    pub fn set(key: &str, bytes: &[u8]) -> Result<(), Refused> {
        let key = c_key(key);
        // SAFETY: the key is NUL-terminated; the page reads `len` bytes of `bytes`.
        #[allow(unsafe_code)]
        let answer =
            unsafe { plugin::plot4_storage_write(key_ptr(&key), bytes.as_ptr(), bytes.len()) };
        match answer {
            1 => Ok(()),
            0 => Err(Refused::Full),
            _ => Err(Refused::TurnedOff),
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

/// What the page's loader (`web/plot4_page.js`) gives beyond storage: downloads, the address
/// and what kind of screen the page is on.
#[allow(unsafe_code)]
mod page_plugin {
    use std::ffi::c_char;
    unsafe extern "C" {
        /// The size in bytes (UTF-8) of the address's query (`?pos=4453`), `?` included.
        pub fn plot4_page_query_size() -> i32;
        /// Copies the query's bytes to `into`, which has room for its size.
        pub fn plot4_page_query_read(into: *mut u8);
        /// Shows the NUL-terminated position in the address (`#pos=…`, or none if empty),
        /// replacing the history's entry rather than adding one.
        pub fn plot4_page_show_position(digits: *const c_char);
        /// Offers `len` bytes at `bytes` as a download named `name` of type `media_type`
        /// (both NUL-terminated); 1 if offered.
        pub fn plot4_page_download(
            name: *const c_char,
            media_type: *const c_char,
            bytes: *const u8,
            len: usize,
        ) -> i32;
        /// 1 if the page's main pointer is a finger (a touch screen), else 0.
        pub fn plot4_page_touch_screen() -> i32;
    }
}

/// The query of the page's address (`?pos=4453`), empty if there is none.
pub fn query() -> String {
    // SAFETY: the buffer has the size the page gave, and the page writes no more than that.
    #[allow(unsafe_code)]
    let bytes = unsafe {
        let size = usize::try_from(page_plugin::plot4_page_query_size()).unwrap_or(0);
        let mut bytes = vec![0u8; size];
        page_plugin::plot4_page_query_read(bytes.as_mut_ptr());
        bytes
    };
    String::from_utf8_lossy(&bytes).into_owned()
}

/// Puts the position (`4453`) in the page's address as `#pos=4453`, so a bookmark or a shared
/// link opens it; an empty position takes it out. The browser's history gains no entry.
pub fn show_position(digits: &str) {
    let digits = CString::new(digits.replace('\0', "")).unwrap_or_default();
    // SAFETY: the page reads the string up to its NUL before this returns.
    #[allow(unsafe_code)]
    unsafe {
        page_plugin::plot4_page_show_position(digits.as_ptr())
    }
}

/// Offers `bytes` to the player as a file named `name` to download (the page's way of saving a
/// file); false if the page could not.
pub fn download(name: &str, media_type: &str, bytes: &[u8]) -> bool {
    let name = CString::new(name.replace('\0', "")).unwrap_or_default();
    let media_type = CString::new(media_type.replace('\0', "")).unwrap_or_default();
    // SAFETY: the strings are NUL-terminated and the page copies `len` bytes of `bytes` before
    // this returns.
    #[allow(unsafe_code)]
    unsafe {
        page_plugin::plot4_page_download(
            name.as_ptr(),
            media_type.as_ptr(),
            bytes.as_ptr(),
            bytes.len(),
        ) == 1
    }
}

/// Whether the page is on a touch screen: its main pointer is a finger, so there is no
/// hovering and no keyboard to speak of.
pub fn touch_screen() -> bool {
    // SAFETY: an imported JavaScript function with no arguments and no side effects.
    #[allow(unsafe_code)]
    unsafe {
        page_plugin::plot4_page_touch_screen() == 1
    }
}

/// The version of `web/plot4_access.js`'s plugin that this module speaks to (see above).
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn plot4_access_crate_version() -> u32 {
    1
}

/// The page's screen-reader mirror beside the canvas (`web/plot4_access.js`): a polite live
/// region that says what happens, a button per column, and the requests those buttons make.
pub mod access {
    #[allow(unsafe_code)]
    mod plugin {
        unsafe extern "C" {
            /// Says `len` bytes of UTF-8 at `bytes` in the live region.
            pub fn plot4_access_say(bytes: *const u8, len: usize);
            /// The column buttons' labels, `len` bytes of UTF-8 at `bytes`, one a line.
            pub fn plot4_access_columns(bytes: *const u8, len: usize);
            /// The mirror's other words (`name=text` a line) and the page's language (`lang=de`).
            pub fn plot4_access_words(bytes: *const u8, len: usize);
            /// The size of the oldest request from the mirror's buttons, -1 if none.
            pub fn plot4_access_request_size() -> i32;
            /// Takes the oldest request into `into`.
            pub fn plot4_access_request_read(into: *mut u8);
            /// 1 if the browser asks for reduced motion (`prefers-reduced-motion: reduce`).
            pub fn plot4_access_reduced_motion() -> i32;
        }
    }

    /// Says `text` through the live region, which a screen reader reads when it is idle.
    pub fn say(text: &str) {
        // SAFETY: the page reads `len` bytes at `bytes` before this returns.
        #[allow(unsafe_code)]
        unsafe {
            plugin::plot4_access_say(text.as_ptr(), text.len())
        }
    }

    /// Labels the column buttons, one line a column (as many buttons as lines).
    pub fn set_columns(labels: &str) {
        // SAFETY: the page reads `len` bytes at `bytes` before this returns.
        #[allow(unsafe_code)]
        unsafe {
            plugin::plot4_access_columns(labels.as_ptr(), labels.len())
        }
    }

    /// The mirror's fixed words and the page's language, as `name=text` lines.
    pub fn set_words(lines: &str) {
        // SAFETY: the page reads `len` bytes at `bytes` before this returns.
        #[allow(unsafe_code)]
        unsafe {
            plugin::plot4_access_words(lines.as_ptr(), lines.len())
        }
    }

    /// The oldest request from the mirror's buttons not taken yet (`drop 4`, `read-column 4`).
    pub fn take_request() -> Option<String> {
        // SAFETY: an imported JavaScript function with no arguments.
        #[allow(unsafe_code)]
        let waiting = unsafe { plugin::plot4_access_request_size() } >= 0;
        waiting.then(|| {
            super::text_from_page(
                plugin::plot4_access_request_size,
                plugin::plot4_access_request_read,
            )
        })
    }

    /// Whether the browser asks for reduced motion (the system's setting, as the browser
    /// reads it).
    pub fn reduced_motion() -> bool {
        // SAFETY: an imported JavaScript function with no arguments and no side effects.
        #[allow(unsafe_code)]
        unsafe {
            plugin::plot4_access_reduced_motion() == 1
        }
    }
}

/// The page's WebSocket to the game server, through `web/plot4_online.js`: one socket at a
/// time, its news (opened, a frame of text, closed) queued on the page's side until the
/// frame loop takes it.
pub mod socket {
    #[allow(unsafe_code)]
    mod plugin {
        unsafe extern "C" {
            /// Opens a socket to the `len` bytes of UTF-8 at `url` (closing the one open);
            /// its number.
            pub fn plot4_online_open(url: *const u8, len: usize) -> i32;
            /// Sends `len` bytes of UTF-8 at `bytes` as a text frame: 1 if sent, 0 if the
            /// socket is not open.
            pub fn plot4_online_send(bytes: *const u8, len: usize) -> i32;
            /// Closes socket `number`, if it is the one open; nothing more is heard of it.
            pub fn plot4_online_close(number: i32);
            /// The size of the oldest news of the socket, -1 if none.
            pub fn plot4_online_news_size() -> i32;
            /// Takes the oldest news into `into`.
            pub fn plot4_online_news_read(into: *mut u8);
            /// The size of the page's origin (`https://host:port`).
            pub fn plot4_online_origin_size() -> i32;
            /// The page's origin into `into`.
            pub fn plot4_online_origin_read(into: *mut u8);
            /// Whether the page's origin answers as a game server: 1 yes, 0 no, -1 not yet
            /// known (the first call asks it).
            pub fn plot4_online_origin_serves() -> i32;
        }
    }

    /// What the socket said.
    #[derive(Debug, Clone, PartialEq, Eq)]
    pub enum News {
        /// It opened.
        Opened,
        /// A text frame.
        Text(String),
        /// It closed or failed, and why.
        Closed(String),
    }

    /// Opens a socket to `url`, closing the one open; its number, to close it by.
    pub fn open(url: &str) -> i32 {
        // SAFETY: the page reads `len` bytes at `url` before this returns.
        #[allow(unsafe_code)]
        unsafe {
            plugin::plot4_online_open(url.as_ptr(), url.len())
        }
    }

    /// Sends a text frame; false if the socket is not open.
    pub fn send(text: &str) -> bool {
        // SAFETY: the page reads `len` bytes at `bytes` before this returns.
        #[allow(unsafe_code)]
        unsafe {
            plugin::plot4_online_send(text.as_ptr(), text.len()) == 1
        }
    }

    /// Closes socket `number` if it is the one open (a newer one is left alone); nothing
    /// more is heard of it.
    pub fn close(number: i32) {
        // SAFETY: an imported JavaScript function taking a number.
        #[allow(unsafe_code)]
        unsafe {
            plugin::plot4_online_close(number)
        }
    }

    /// The oldest news of the socket not taken yet.
    pub fn news() -> Option<News> {
        // SAFETY: an imported JavaScript function with no arguments.
        #[allow(unsafe_code)]
        let waiting = unsafe { plugin::plot4_online_news_size() } >= 0;
        if !waiting {
            return None;
        }
        let line = super::text_from_page(
            plugin::plot4_online_news_size,
            plugin::plot4_online_news_read,
        );
        // The page marks each line with its kind: `o`, `t` and the frame, `c` and the reason.
        let mut chars = line.chars();
        Some(match chars.next() {
            Some('o') => News::Opened,
            Some('t') => News::Text(chars.as_str().to_string()),
            _ => News::Closed(chars.as_str().to_string()),
        })
    }

    /// The page's origin (`https://host:port`).
    pub fn origin() -> String {
        super::text_from_page(
            plugin::plot4_online_origin_size,
            plugin::plot4_online_origin_read,
        )
    }

    /// Whether the page's origin is a game server (its `/health`, asked on the first call);
    /// `None` until the answer is in.
    pub fn origin_serves() -> Option<bool> {
        // SAFETY: an imported JavaScript function with no arguments.
        #[allow(unsafe_code)]
        let answer = unsafe { plugin::plot4_online_origin_serves() };
        match answer {
            1 => Some(true),
            0 => Some(false),
            _ => None,
        }
    }
}

/// The version of `web/plot4_online.js`'s plugin that this module speaks to (see above).
#[allow(unsafe_code)]
#[unsafe(no_mangle)]
pub extern "C" fn plot4_online_crate_version() -> u32 {
    1
}

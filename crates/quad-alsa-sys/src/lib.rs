//! The ALSA functions quad-snd and Plot 4's window call, with the C declarations of
//! `<alsa/asoundlib.h>`, loaded from `libasound.so.2` with `dlopen` on the first call rather
//! than linked.
//!
//! Linked, the library is mapped into every run of `plot4`, the solver's included, and building
//! needs ALSA's development files. Loaded late, a run that plays no sound never maps it, the
//! build needs no ALSA at all, and a machine without ALSA runs the game silent: every function
//! then fails the way ALSA fails ([`NOT_LOADED`], a null handler), and [`loaded`] says why.

#![allow(non_camel_case_types)]

use std::ffi::{c_char, c_int, c_long, c_uint, c_ulong, c_void, CStr};
use std::sync::OnceLock;

/// A PCM device handle (opaque).
#[repr(C)]
pub struct snd_pcm_t {
    _opaque: [u8; 0],
}

/// A PCM device's hardware parameters (opaque).
#[repr(C)]
pub struct snd_pcm_hw_params_t {
    _opaque: [u8; 0],
}

/// A PCM device's software parameters (opaque).
#[repr(C)]
pub struct snd_pcm_sw_params_t {
    _opaque: [u8; 0],
}

/// A count of frames.
pub type snd_pcm_uframes_t = c_ulong;
/// A count of frames, or a negative error code.
pub type snd_pcm_sframes_t = c_long;
/// A stream's direction.
pub type snd_pcm_stream_t = c_uint;
/// How samples are laid out in a write.
pub type snd_pcm_access_t = c_uint;
/// A sample format.
pub type snd_pcm_format_t = c_int;
/// ALSA's per-thread error handler; the last argument is the message's `va_list`.
pub type snd_local_error_handler_t = Option<
    unsafe extern "C" fn(
        file: *const c_char,
        line: c_int,
        function: *const c_char,
        err: c_int,
        fmt: *const c_char,
        args: *mut c_void,
    ),
>;

/// Playback, the stream direction.
pub const SND_PCM_STREAM_PLAYBACK: snd_pcm_stream_t = 0;
/// Interleaved samples written with `snd_pcm_writei`.
pub const SND_PCM_ACCESS_RW_INTERLEAVED: snd_pcm_access_t = 3;
/// 32-bit little-endian floats.
pub const SND_PCM_FORMAT_FLOAT_LE: snd_pcm_format_t = 14;
/// Open without waiting for a device another program holds.
pub const SND_PCM_NONBLOCK: c_int = 1;
/// What every function returns when the library could not be loaded: ALSA's "no such device".
pub const NOT_LOADED: c_int = -libc::ENODEV;

/// The library's file name, as its package installs it.
const LIBRARY: &CStr = c"libasound.so.2";

/// Declares each function three times: a field of [`Library`] holding its address, the line
/// that looks it up, and the public function that calls it (or fails as ALSA would).
macro_rules! alsa_functions {
    ($(
        $(#[$doc:meta])*
        fn $name:ident($($arg:ident: $ty:ty),*) -> $ret:ty, else $fail:expr;
    )*) => {
        /// The addresses of the functions, found once the library is open.
        struct Library {
            $($name: unsafe extern "C" fn($($ty),*) -> $ret,)*
        }

        impl Library {
            /// Looks every function up in the open library `handle`.
            ///
            /// # Safety
            /// `handle` is an open handle on libasound, whose functions have these signatures.
            unsafe fn look_up(handle: *mut c_void) -> Result<Library, String> {
                Ok(Library {
                    $($name: {
                        let address = symbol(handle, concat!(stringify!($name), "\0"))?;
                        // SAFETY: the symbol is ALSA's function of this name, declared as the
                        // header declares it.
                        unsafe {
                            std::mem::transmute::<*mut c_void, unsafe extern "C" fn($($ty),*) -> $ret>(
                                address,
                            )
                        }
                    },)*
                })
            }
        }

        $(
            $(#[$doc])*
            ///
            /// # Safety
            /// As for the C function: the pointers are valid for what ALSA does with them.
            pub unsafe fn $name($($arg: $ty),*) -> $ret {
                match library() {
                    // SAFETY: the caller keeps the C function's contract.
                    Ok(library) => unsafe { (library.$name)($($arg),*) },
                    Err(_) => $fail,
                }
            }
        )*
    };
}

alsa_functions! {
    /// `snd_pcm_open`: opens a PCM device by name.
    fn snd_pcm_open(pcm: *mut *mut snd_pcm_t, name: *const c_char, stream: snd_pcm_stream_t, mode: c_int) -> c_int, else NOT_LOADED;
    /// `snd_pcm_close`: closes a PCM device.
    fn snd_pcm_close(pcm: *mut snd_pcm_t) -> c_int, else NOT_LOADED;
    /// `snd_pcm_prepare`: readies a device for use.
    fn snd_pcm_prepare(pcm: *mut snd_pcm_t) -> c_int, else NOT_LOADED;
    /// `snd_pcm_wait`: waits until the device can take more frames.
    fn snd_pcm_wait(pcm: *mut snd_pcm_t, timeout: c_int) -> c_int, else NOT_LOADED;
    /// `snd_pcm_writei`: writes interleaved frames.
    fn snd_pcm_writei(pcm: *mut snd_pcm_t, buffer: *const c_void, size: snd_pcm_uframes_t) -> snd_pcm_sframes_t, else snd_pcm_sframes_t::from(NOT_LOADED);
    /// `snd_pcm_avail_update`: how many frames the device can take now.
    fn snd_pcm_avail_update(pcm: *mut snd_pcm_t) -> snd_pcm_sframes_t, else snd_pcm_sframes_t::from(NOT_LOADED);
    /// `snd_pcm_recover`: recovers from an underrun or a suspend.
    fn snd_pcm_recover(pcm: *mut snd_pcm_t, err: c_int, silent: c_int) -> c_int, else NOT_LOADED;
    /// `snd_pcm_hw_params_malloc`: allocates hardware parameters.
    fn snd_pcm_hw_params_malloc(ptr: *mut *mut snd_pcm_hw_params_t) -> c_int, else NOT_LOADED;
    /// `snd_pcm_hw_params_free`: frees hardware parameters.
    fn snd_pcm_hw_params_free(obj: *mut snd_pcm_hw_params_t) -> (), else ();
    /// `snd_pcm_hw_params_any`: fills in the device's full configuration space.
    fn snd_pcm_hw_params_any(pcm: *mut snd_pcm_t, params: *mut snd_pcm_hw_params_t) -> c_int, else NOT_LOADED;
    /// `snd_pcm_hw_params_set_access`: the sample layout.
    fn snd_pcm_hw_params_set_access(pcm: *mut snd_pcm_t, params: *mut snd_pcm_hw_params_t, access: snd_pcm_access_t) -> c_int, else NOT_LOADED;
    /// `snd_pcm_hw_params_set_format`: the sample format.
    fn snd_pcm_hw_params_set_format(pcm: *mut snd_pcm_t, params: *mut snd_pcm_hw_params_t, val: snd_pcm_format_t) -> c_int, else NOT_LOADED;
    /// `snd_pcm_hw_params_set_buffer_size`: the buffer's size in frames.
    fn snd_pcm_hw_params_set_buffer_size(pcm: *mut snd_pcm_t, params: *mut snd_pcm_hw_params_t, val: snd_pcm_uframes_t) -> c_int, else NOT_LOADED;
    /// `snd_pcm_hw_params_set_channels`: the number of channels.
    fn snd_pcm_hw_params_set_channels(pcm: *mut snd_pcm_t, params: *mut snd_pcm_hw_params_t, val: c_uint) -> c_int, else NOT_LOADED;
    /// `snd_pcm_hw_params_set_rate_near`: the sample rate nearest the one asked.
    fn snd_pcm_hw_params_set_rate_near(pcm: *mut snd_pcm_t, params: *mut snd_pcm_hw_params_t, val: *mut c_uint, dir: *mut c_int) -> c_int, else NOT_LOADED;
    /// `snd_pcm_hw_params`: installs hardware parameters.
    fn snd_pcm_hw_params(pcm: *mut snd_pcm_t, params: *mut snd_pcm_hw_params_t) -> c_int, else NOT_LOADED;
    /// `snd_pcm_sw_params_malloc`: allocates software parameters.
    fn snd_pcm_sw_params_malloc(ptr: *mut *mut snd_pcm_sw_params_t) -> c_int, else NOT_LOADED;
    /// `snd_pcm_sw_params_free`: frees software parameters.
    fn snd_pcm_sw_params_free(obj: *mut snd_pcm_sw_params_t) -> (), else ();
    /// `snd_pcm_sw_params_current`: the device's current software parameters.
    fn snd_pcm_sw_params_current(pcm: *mut snd_pcm_t, params: *mut snd_pcm_sw_params_t) -> c_int, else NOT_LOADED;
    /// `snd_pcm_sw_params_set_start_threshold`: how many frames start the stream.
    fn snd_pcm_sw_params_set_start_threshold(pcm: *mut snd_pcm_t, params: *mut snd_pcm_sw_params_t, val: snd_pcm_uframes_t) -> c_int, else NOT_LOADED;
    /// `snd_pcm_sw_params_set_avail_min`: how many free frames wake a wait.
    fn snd_pcm_sw_params_set_avail_min(pcm: *mut snd_pcm_t, params: *mut snd_pcm_sw_params_t, val: snd_pcm_uframes_t) -> c_int, else NOT_LOADED;
    /// `snd_pcm_sw_params`: installs software parameters.
    fn snd_pcm_sw_params(pcm: *mut snd_pcm_t, params: *mut snd_pcm_sw_params_t) -> c_int, else NOT_LOADED;
    /// `snd_strerror`: an error code's message.
    fn snd_strerror(errnum: c_int) -> *const c_char, else c"ALSA could not be loaded".as_ptr();
    /// `snd_lib_error_set_local`: this thread's error handler; returns the one before.
    fn snd_lib_error_set_local(handler: snd_local_error_handler_t) -> snd_local_error_handler_t, else None;
}

/// Loads the library on the first call; the same answer ever after.
fn library() -> Result<&'static Library, &'static str> {
    static LOADED: OnceLock<Result<Library, String>> = OnceLock::new();
    LOADED.get_or_init(open).as_ref().map_err(String::as_str)
}

/// Whether libasound could be loaded, and if not, why (the loader's own words): the window
/// asks before it starts quad-snd, so a machine without ALSA hears nothing and says so.
pub fn loaded() -> Result<(), String> {
    library().map(|_| ()).map_err(str::to_string)
}

/// Opens the library and looks up every function; it stays open for the life of the process.
fn open() -> Result<Library, String> {
    // SAFETY: dlopen is given a NUL-terminated name; a null handle is handled, and a non-null
    // one is only used for lookups and never closed.
    unsafe {
        let handle = libc::dlopen(LIBRARY.as_ptr(), libc::RTLD_NOW | libc::RTLD_LOCAL);
        if handle.is_null() {
            return Err(loader_error());
        }
        Library::look_up(handle)
    }
}

/// The address of `name` (NUL-terminated) in the open library `handle`.
///
/// # Safety
/// `handle` is an open handle from `dlopen`.
unsafe fn symbol(handle: *mut c_void, name: &str) -> Result<*mut c_void, String> {
    // SAFETY: `name` ends in NUL (the macro appends it) and `handle` is open.
    let address = unsafe { libc::dlsym(handle, name.as_ptr().cast()) };
    if address.is_null() {
        Err(loader_error())
    } else {
        Ok(address)
    }
}

/// The dynamic loader's last error, in its words.
fn loader_error() -> String {
    // SAFETY: dlerror returns null or a NUL-terminated string valid until the next dl call on
    // this thread, copied here at once.
    unsafe {
        let text = libc::dlerror();
        if text.is_null() {
            format!("{} could not be loaded", LIBRARY.to_string_lossy())
        } else {
            CStr::from_ptr(text).to_string_lossy().into_owned()
        }
    }
}

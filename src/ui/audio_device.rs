//! The computer's audio device, opened only when a sound is wanted (never in a muted run or with
//! sound off): first a quiet look for the device, then quad-snd's mixer with every cue loaded.
//!
//! quad-snd opens the device on a thread of its own and, with no device (as under Xvfb), that
//! thread panics while ALSA's C library prints about ten lines of its own to standard error. So
//! on Linux the device is first opened and closed here, with ALSA's error messages turned off for
//! this thread only; when that fails, quad-snd is never started and the speaker says why in one
//! log line.

use super::sound::{Cue, Output};

/// The device's mixer with every cue loaded into it.
struct Device {
    context: quad_snd::AudioContext,
    sounds: Vec<(Cue, quad_snd::Sound)>,
}

impl Output for Device {
    fn play(&mut self, cue: Cue, volume: f32) {
        if let Some((_, sound)) = self.sounds.iter().find(|(c, _)| *c == cue) {
            sound.play(
                &self.context,
                quad_snd::PlaySoundParams {
                    looped: false,
                    volume,
                },
            );
        }
    }
}

/// Opens the audio device and loads every cue, or says why there is no device.
pub fn open() -> Result<Box<dyn Output>, String> {
    #[cfg(target_os = "linux")]
    alsa::look_for_device()?;
    let context = quad_snd::AudioContext::new();
    let sounds = Cue::ALL
        .iter()
        .map(|&cue| (cue, quad_snd::Sound::load(&context, &cue.wav())))
        .collect();
    Ok(Box::new(Device { context, sounds }))
}

/// The one place the window calls a C library itself: a few ALSA functions, so a missing
/// device is found without ALSA writing to standard error. They come from the same run-time loaded
/// bindings quad-snd uses (`crates/quad-alsa-sys`), so the look also finds a machine without
/// ALSA at all, and says so in one line.
///
/// The error messages are turned off with `snd_lib_error_set_local`, not the better known
/// `snd_lib_error_set_handler`: the local handler takes a `va_list` (a plain pointer to Rust),
/// where the global one is a C variadic function, which stable Rust cannot define; and it only
/// affects this thread, for the length of the look, so ALSA's messages on a device that exists
/// are left as they are.
#[cfg(target_os = "linux")]
#[allow(unsafe_code)]
mod alsa {
    use quad_alsa_sys::{
        loaded, snd_lib_error_set_local, snd_pcm_close, snd_pcm_open, snd_strerror,
        SND_PCM_NONBLOCK, SND_PCM_STREAM_PLAYBACK,
    };
    use std::ffi::{c_char, c_int, c_void, CStr};

    /// The devices quad-snd tries, in its order.
    const DEVICES: [&CStr; 2] = [c"default", c"pipewire"];

    unsafe extern "C" fn say_nothing(
        _file: *const c_char,
        _line: c_int,
        _function: *const c_char,
        _err: c_int,
        _fmt: *const c_char,
        _args: *mut c_void,
    ) {
    }

    /// Opens and closes the first playback device quad-snd would use; the error of the first
    /// one if none opens.
    pub fn look_for_device() -> Result<(), String> {
        loaded().map_err(|why| format!("ALSA: {why}"))?;
        // SAFETY: the handler has the signature ALSA calls it with and touches nothing; the old
        // handler is put back before returning. Every pointer passed lives across its call, and
        // a device that opened is closed once.
        unsafe {
            let before = snd_lib_error_set_local(Some(say_nothing));
            let mut first_error = 0;
            let mut found = false;
            for name in DEVICES {
                let mut pcm = std::ptr::null_mut();
                let code = snd_pcm_open(
                    &mut pcm,
                    name.as_ptr(),
                    SND_PCM_STREAM_PLAYBACK,
                    SND_PCM_NONBLOCK,
                );
                if code >= 0 {
                    snd_pcm_close(pcm);
                    found = true;
                    break;
                }
                if first_error == 0 {
                    first_error = code;
                }
            }
            snd_lib_error_set_local(before);
            if found {
                return Ok(());
            }
            let why = CStr::from_ptr(snd_strerror(first_error)).to_string_lossy();
            Err(format!("ALSA: {why}"))
        }
    }
}

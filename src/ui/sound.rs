//! The game's sounds, made here at start rather than shipped: each [`Cue`] is synthesised as
//! 16-bit mono PCM, wrapped as WAV bytes in memory and handed to the audio device's mixer (quad-snd).
//!
//! The [`Speaker`] opens the audio device (through the opener the frame loop hands it) only
//! once sound is wanted, and stays silent when there is none, saying once in the log why. quad-snd's audio thread
//! panics if the device fails after it was found (and every later call would print "Audio
//! thread died"): a panic hook notes that panic instead of printing it, and sound goes off.

use crate::store::Volume;
use std::f32::consts::TAU;
use std::sync::OnceLock;

/// Samples per second of every sound (the rate quad-snd mixes at, so nothing is resampled).
pub const SAMPLE_RATE: u32 = 44_100;

/// Something the player should hear.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Cue {
    /// A coin landed in its cell.
    Land,
    /// A move or key was refused.
    Refused,
    /// A game was won.
    Win,
    /// A game was drawn.
    Draw,
    /// The computer made its move (a soft tick as its coin starts to fall).
    ComputerMove,
}

impl Cue {
    /// Every cue.
    pub const ALL: [Cue; 5] = [
        Cue::Land,
        Cue::Refused,
        Cue::Win,
        Cue::Draw,
        Cue::ComputerMove,
    ];

    /// The cue's samples, from -1 to 1.
    pub fn samples(self) -> Vec<f32> {
        match self {
            // A low knock with a little rattle: a coin on plastic.
            Cue::Land => {
                let mut knock = tone(150.0, 0.09, 38.0, 0.7);
                mix(&mut knock, &noise(0.03, 120.0, 0.25));
                knock
            }
            // Two short low notes, the second lower: "uh-uh".
            Cue::Refused => {
                let mut sound = tone(220.0, 0.08, 18.0, 0.45);
                sound.extend(silence(0.03));
                sound.extend(tone(165.0, 0.11, 16.0, 0.45));
                sound
            }
            // A rising major arpeggio, the last note held.
            Cue::Win => [523.25, 659.25, 783.99]
                .iter()
                .flat_map(|&f| tone(f, 0.09, 10.0, 0.4))
                .chain(tone(1046.5, 0.35, 6.0, 0.4))
                .collect(),
            // Two level notes: neither up nor down.
            Cue::Draw => {
                let mut sound = tone(392.0, 0.14, 9.0, 0.4);
                sound.extend(tone(392.0, 0.22, 7.0, 0.4));
                sound
            }
            Cue::ComputerMove => tone(1800.0, 0.025, 120.0, 0.3),
        }
    }

    /// The cue as a WAV file's bytes.
    pub fn wav(self) -> Vec<u8> {
        wav_bytes(&self.samples())
    }
}

/// A sine at `frequency` Hz for `seconds`, fading as e^(-`decay`·t), at `level` (0 to 1), with
/// a few milliseconds' rise so it does not click.
fn tone(frequency: f32, seconds: f32, decay: f32, level: f32) -> Vec<f32> {
    let n = (seconds * SAMPLE_RATE as f32) as usize;
    let rise = 0.004 * SAMPLE_RATE as f32;
    (0..n)
        .map(|i| {
            let t = i as f32 / SAMPLE_RATE as f32;
            let attack = (i as f32 / rise).min(1.0);
            level * attack * (-decay * t).exp() * (TAU * frequency * t).sin()
        })
        .collect()
}

/// Fading noise (a fixed sequence, so every run sounds the same).
fn noise(seconds: f32, decay: f32, level: f32) -> Vec<f32> {
    let n = (seconds * SAMPLE_RATE as f32) as usize;
    let mut state: u32 = 0x2545_f491;
    (0..n)
        .map(|i| {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            let white = state as f32 / u32::MAX as f32 * 2.0 - 1.0;
            let t = i as f32 / SAMPLE_RATE as f32;
            level * (-decay * t).exp() * white
        })
        .collect()
}

fn silence(seconds: f32) -> Vec<f32> {
    vec![0.0; (seconds * SAMPLE_RATE as f32) as usize]
}

/// Adds `other` into `into` from the start, lengthening it if need be.
fn mix(into: &mut Vec<f32>, other: &[f32]) {
    if into.len() < other.len() {
        into.resize(other.len(), 0.0);
    }
    for (a, b) in into.iter_mut().zip(other) {
        *a += b;
    }
}

/// `samples` (clipped to -1..1) as a WAV file: RIFF header, 16-bit mono PCM at [`SAMPLE_RATE`].
pub fn wav_bytes(samples: &[f32]) -> Vec<u8> {
    let data_len = (samples.len() * 2) as u32;
    let mut bytes = Vec::with_capacity(44 + samples.len() * 2);
    bytes.extend(b"RIFF");
    bytes.extend((36 + data_len).to_le_bytes());
    bytes.extend(b"WAVEfmt ");
    bytes.extend(16u32.to_le_bytes()); // the format chunk's length
    bytes.extend(1u16.to_le_bytes()); // PCM
    bytes.extend(1u16.to_le_bytes()); // mono
    bytes.extend(SAMPLE_RATE.to_le_bytes());
    bytes.extend((SAMPLE_RATE * 2).to_le_bytes()); // bytes per second
    bytes.extend(2u16.to_le_bytes()); // bytes per frame
    bytes.extend(16u16.to_le_bytes()); // bits per sample
    bytes.extend(b"data");
    bytes.extend(data_len.to_le_bytes());
    for &sample in samples {
        let value = (sample.clamp(-1.0, 1.0) * f32::from(i16::MAX)) as i16;
        bytes.extend(value.to_le_bytes());
    }
    bytes
}

/// Why quad-snd's audio thread stopped, once it has (set by the panic hook).
static AUDIO_FAILED: OnceLock<String> = OnceLock::new();

/// Sets the panic hook that notes a panic of quad-snd's audio thread (the device failed) instead
/// of printing it; every other panic goes to the hook that was there before. Call once, before
/// the window opens.
pub fn watch_audio_thread() {
    let earlier = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let in_audio = info
            .location()
            .is_some_and(|l| l.file().contains("quad-snd") || l.file().contains("quad_snd"));
        if !in_audio {
            earlier(info);
            return;
        }
        let _ = AUDIO_FAILED.set(super::window_opening::message(info.payload()));
    }));
}

/// Where cues are heard: the audio device, or a recorder in tests.
pub trait Output {
    /// Starts `cue` at `volume` (0 to 1).
    fn play(&mut self, cue: Cue, volume: f32);
}

/// What the speaker can do.
enum State {
    /// No sound has been wanted yet: the device is not open.
    Shut,
    /// The device is open with the sounds loaded.
    On(Box<dyn Output>),
    /// No sound in this run (no device); the log has said why.
    Off,
}

/// Plays cues at the volume the settings give, or stays silent and says why once. The device
/// is opened the first frame sound is wanted (at start, or when sound is turned on), never
/// while it is off or muted; the cues of that frame play once it is open, so none is lost.
pub struct Speaker {
    state: State,
    /// Whether the log has said that there is no device (a muted run that turns sound on
    /// and finds none says so too: that is news).
    said: bool,
}

impl Speaker {
    /// A silent speaker, its device shut; `muted` is this run's `--mute`, said at once.
    pub fn new(muted: bool) -> Speaker {
        if muted {
            super::events::muted();
        }
        Speaker {
            state: State::Shut,
            said: false,
        }
    }

    /// Once a frame: plays `cues` at `volume` (`None`: sound is off or muted, so nothing plays
    /// and the device stays shut). The first time sound is wanted, `open` opens the device;
    /// if it cannot, the log says so once and sound stays off for the run.
    pub fn hear(
        &mut self,
        cues: &[Cue],
        volume: Option<Volume>,
        open: impl FnOnce() -> Result<Box<dyn Output>, String>,
    ) {
        if let Some(why) = AUDIO_FAILED.get() {
            self.off(why);
        }
        let Some(volume) = volume else {
            return;
        };
        if let State::Shut = self.state {
            match open() {
                Ok(output) => {
                    super::events::device_open();
                    self.state = State::On(output);
                }
                Err(why) => self.off(&why),
            }
        }
        if let State::On(output) = &mut self.state {
            for &cue in cues {
                output.play(cue, volume.fraction());
            }
        }
    }

    /// Whether sound is off for the run because the device is missing or failed.
    pub fn lacks_device(&self) -> bool {
        matches!(self.state, State::Off)
    }

    /// Turns sound off for the run, saying why unless something was said already.
    fn off(&mut self, why: &str) {
        if !std::mem::replace(&mut self.said, true) {
            super::events::no_audio_device(why);
        }
        self.state = State::Off;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cue_is_short_audible_and_within_range() {
        for cue in Cue::ALL {
            let samples = cue.samples();
            let seconds = samples.len() as f32 / SAMPLE_RATE as f32;
            assert!((0.02..=0.8).contains(&seconds), "{cue:?}: {seconds} s");
            let peak = samples.iter().fold(0.0f32, |m, s| m.max(s.abs()));
            assert!((0.1..=1.0).contains(&peak), "{cue:?}: peak {peak}");
        }
        let tick = Cue::ComputerMove.samples();
        let land = Cue::Land.samples();
        let loudness = |s: &[f32]| s.iter().map(|x| x * x).sum::<f32>();
        assert!(loudness(&tick) < loudness(&land) / 4.0, "the tick is soft");
    }

    /// An output that writes down what it was asked to play.
    struct Recorder(std::rc::Rc<std::cell::RefCell<Vec<(Cue, f32)>>>);

    impl Output for Recorder {
        fn play(&mut self, cue: Cue, volume: f32) {
            self.0.borrow_mut().push((cue, volume));
        }
    }

    #[test]
    fn the_device_stays_shut_while_sound_is_off_or_muted() {
        let mut speaker = Speaker::new(true);
        for _ in 0..3 {
            speaker.hear(&[Cue::Land, Cue::Win], None, || {
                panic!("the device is opened while sound is off")
            });
        }
        assert!(matches!(speaker.state, State::Shut));
    }

    #[test]
    fn a_cue_of_the_first_frame_plays_and_the_device_opens_once() {
        let heard = std::rc::Rc::new(std::cell::RefCell::new(Vec::new()));
        let mut speaker = Speaker::new(false);
        let volume = Volume::new(50);
        let mut opened = 0;
        speaker.hear(&[Cue::Land], volume, || {
            opened += 1;
            Ok(Box::new(Recorder(heard.clone())))
        });
        speaker.hear(&[Cue::Win], volume, || {
            opened += 1;
            Ok(Box::new(Recorder(heard.clone())))
        });
        assert_eq!(opened, 1);
        assert_eq!(*heard.borrow(), vec![(Cue::Land, 0.5), (Cue::Win, 0.5)]);
    }

    #[test]
    fn with_no_device_sound_is_off_for_the_run_and_the_device_is_not_asked_again() {
        let mut speaker = Speaker::new(false);
        let mut asked = 0;
        for _ in 0..3 {
            speaker.hear(&[Cue::Land], Volume::new(70), || {
                asked += 1;
                Err("no card".to_string())
            });
        }
        assert_eq!(asked, 1);
        assert!(speaker.said && speaker.lacks_device());
    }

    #[test]
    fn the_wav_header_describes_the_samples() {
        let samples = [0.0, 1.0, -1.0, 0.5];
        let wav = wav_bytes(&samples);
        assert_eq!(&wav[0..4], b"RIFF");
        assert_eq!(u32::from_le_bytes(wav[4..8].try_into().unwrap()), 36 + 8);
        assert_eq!(&wav[8..16], b"WAVEfmt ");
        assert_eq!(u16::from_le_bytes([wav[22], wav[23]]), 1, "mono");
        assert_eq!(
            u32::from_le_bytes(wav[24..28].try_into().unwrap()),
            SAMPLE_RATE
        );
        assert_eq!(&wav[36..40], b"data");
        assert_eq!(u32::from_le_bytes(wav[40..44].try_into().unwrap()), 8);
        let pcm: Vec<i16> = wav[44..]
            .chunks(2)
            .map(|b| i16::from_le_bytes([b[0], b[1]]))
            .collect();
        assert_eq!(pcm, vec![0, i16::MAX, -i16::MAX, i16::MAX / 2]);
    }
}

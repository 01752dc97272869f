//! What the player did this frame, read from macroquad: the keys the game cares about, the
//! pointer, a click, a request to close. What it means is up to the screen on top
//! ([`super::screens`]); this file only reads.

/// A key the game cares about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Key {
    /// A digit key, top row or keypad.
    Digit(u8),
    /// Left arrow.
    Left,
    /// Right arrow.
    Right,
    /// Up arrow.
    Up,
    /// Down arrow (also drops, where a coin is in hand).
    Down,
    /// Home.
    Home,
    /// End.
    End,
    /// Page Up.
    PageUp,
    /// Page Down.
    PageDown,
    /// Enter, space or down arrow: drop where the hover coin is.
    Drop,
    /// Escape.
    Escape,
    /// Y.
    Y,
    /// N.
    N,
    /// C.
    C,
    /// U (undo).
    U,
    /// R (redo).
    R,
    /// P (resume).
    P,
    /// F1 (help).
    F1,
    /// S or F2 (settings).
    Settings,
    /// T or F3 (statistics).
    Statistics,
    /// A question mark (help).
    Question,
    /// Ctrl+Z (undo).
    CtrlZ,
    /// Ctrl+Y (redo).
    CtrlY,
    /// Ctrl+C (copy the position).
    CtrlC,
    /// Ctrl+V (paste a position).
    CtrlV,
    /// Ctrl+S (save the game as a file).
    CtrlS,
    /// Ctrl+P (save a picture of the board).
    CtrlP,
    /// H (hint).
    H,
    /// A (analysis mode).
    A,
    /// X (tic-tac-toe, on the title screen).
    X,
    /// L (learn from your mistakes).
    L,
    /// E (the opening explorer).
    E,
    /// W (the "why" overlay: threats and the best line).
    W,
    /// K (the kind of puzzle).
    K,
    /// V (read the column of the coin in hand aloud, bottom to top).
    V,
    /// B (read a row aloud: the bottom one first, the next one up at each press).
    B,
    /// M (the last move and the threats, in words).
    M,
    /// A full stop (the next moves of the "why" overlay's line).
    Period,
    /// Backspace (up a move in the explorer).
    Backspace,
    /// A letter with no key of its own above (a room code typed on the online screen).
    Letter(char),
    /// Ctrl or Shift pressed on its own.
    Modifier,
    /// Any other key (it still counts as "any key" on the title screen).
    Other,
}

/// What happened since the last frame.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct RawInput {
    /// What the player did, in the order the screens read it.
    pub events: Vec<Event>,
    /// The pointer, in logical pixels.
    pub pointer: (f32, f32),
    /// Whether the window is being closed (not an event: it overrides them all).
    pub close_requested: bool,
}

/// One thing the player did, in the order a frame's input is read: the pointer's move, then
/// each key, then a click. The screen on top when it is read says what it means, so a key
/// that opens another screen hands the keys after it to that screen.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Event {
    /// The pointer moved to (`x`, `y`).
    PointerMoved(f32, f32),
    /// A key went down.
    Key(Key),
    /// The left button went down at (`x`, `y`).
    Click(f32, f32),
}

/// A frame's input as events, in the order the screens read them: the pointer's move (when
/// it `moved` to `pointer`), the `keys` in order, then a click (when `clicked`).
fn events(keys: Vec<Key>, pointer: (f32, f32), moved: bool, clicked: bool) -> Vec<Event> {
    let (x, y) = pointer;
    let moved = moved.then_some(Event::PointerMoved(x, y));
    let keys = keys.into_iter().map(Event::Key);
    let click = clicked.then_some(Event::Click(x, y));
    moved.into_iter().chain(keys).chain(click).collect()
}

/// The window's key presses with the modifiers held at the time of each. Polling which keys
/// are down at the frame misses a quick Ctrl+Z (Ctrl is up again by then), so keys are read
/// from macroquad's event stream instead.
pub struct KeyReader {
    subscriber: usize,
    /// Whether the first frame's keys are still to be read.
    first: bool,
}

impl KeyReader {
    /// Starts listening; call once, inside the window.
    pub fn new() -> KeyReader {
        KeyReader {
            subscriber: macroquad::input::utils::register_input_subscriber(),
            first: true,
        }
    }

    /// The keys pressed since the last call, in order (held keys repeating are left out).
    fn keys(&mut self) -> Vec<Key> {
        if std::mem::take(&mut self.first) {
            // Keys pressed before the first frame came before the stream was listened to;
            // macroquad still holds them as pressed this frame.
            use macroquad::input::{get_keys_pressed, is_key_down, KeyCode};
            let ctrl = is_key_down(KeyCode::LeftControl) || is_key_down(KeyCode::RightControl);
            let shift = is_key_down(KeyCode::LeftShift) || is_key_down(KeyCode::RightShift);
            let mut presses = Presses(Vec::new());
            macroquad::input::utils::repeat_all_miniquad_input(&mut presses, self.subscriber);
            return get_keys_pressed()
                .into_iter()
                .map(|code| key(code, ctrl, shift))
                .collect();
        }
        let mut presses = Presses(Vec::new());
        macroquad::input::utils::repeat_all_miniquad_input(&mut presses, self.subscriber);
        presses.0
    }
}

impl Default for KeyReader {
    fn default() -> KeyReader {
        KeyReader::new()
    }
}

/// Collects key presses from the event stream.
struct Presses(Vec<Key>);

impl macroquad::miniquad::EventHandler for Presses {
    fn update(&mut self) {}

    fn draw(&mut self) {}

    fn key_down_event(
        &mut self,
        code: macroquad::input::KeyCode,
        mods: macroquad::miniquad::KeyMods,
        repeat: bool,
    ) {
        if !repeat {
            self.0.push(key(code, mods.ctrl, mods.shift));
        }
    }
}

/// The key a key code means with Ctrl or Shift held (or not).
fn key(code: macroquad::input::KeyCode, ctrl: bool, shift: bool) -> Key {
    use macroquad::input::KeyCode;
    match code {
        KeyCode::Key0 | KeyCode::Kp0 => Key::Digit(0),
        KeyCode::Key1 | KeyCode::Kp1 => Key::Digit(1),
        KeyCode::Key2 | KeyCode::Kp2 => Key::Digit(2),
        KeyCode::Key3 | KeyCode::Kp3 => Key::Digit(3),
        KeyCode::Key4 | KeyCode::Kp4 => Key::Digit(4),
        KeyCode::Key5 | KeyCode::Kp5 => Key::Digit(5),
        KeyCode::Key6 | KeyCode::Kp6 => Key::Digit(6),
        KeyCode::Key7 | KeyCode::Kp7 => Key::Digit(7),
        KeyCode::Key8 | KeyCode::Kp8 => Key::Digit(8),
        KeyCode::Key9 | KeyCode::Kp9 => Key::Digit(9),
        KeyCode::Left => Key::Left,
        KeyCode::Right => Key::Right,
        KeyCode::Enter | KeyCode::KpEnter | KeyCode::Space => Key::Drop,
        KeyCode::Home => Key::Home,
        KeyCode::Period => Key::Period,
        KeyCode::End => Key::End,
        KeyCode::PageUp => Key::PageUp,
        KeyCode::PageDown => Key::PageDown,
        KeyCode::Up => Key::Up,
        KeyCode::Down => Key::Down,
        KeyCode::Escape => Key::Escape,
        KeyCode::Z if ctrl => Key::CtrlZ,
        KeyCode::Y if ctrl => Key::CtrlY,
        KeyCode::C if ctrl => Key::CtrlC,
        KeyCode::V if ctrl => Key::CtrlV,
        KeyCode::S if ctrl => Key::CtrlS,
        KeyCode::P if ctrl => Key::CtrlP,
        KeyCode::Y => Key::Y,
        KeyCode::N => Key::N,
        KeyCode::C => Key::C,
        KeyCode::U => Key::U,
        KeyCode::R => Key::R,
        KeyCode::P => Key::P,
        KeyCode::F1 => Key::F1,
        KeyCode::H => Key::H,
        KeyCode::A => Key::A,
        KeyCode::X => Key::X,
        KeyCode::L => Key::L,
        KeyCode::E => Key::E,
        KeyCode::W => Key::W,
        KeyCode::K => Key::K,
        KeyCode::V => Key::V,
        KeyCode::B => Key::B,
        KeyCode::M => Key::M,
        KeyCode::Backspace => Key::Backspace,
        KeyCode::S | KeyCode::F2 => Key::Settings,
        KeyCode::T | KeyCode::F3 => Key::Statistics,
        KeyCode::Slash if shift => Key::Question,
        // Holding a modifier is not a key press of its own (Ctrl+Z must not also mean "any
        // key" on the title screen).
        KeyCode::LeftControl | KeyCode::RightControl | KeyCode::LeftShift | KeyCode::RightShift => {
            Key::Modifier
        }
        _ => letter(code).map_or(Key::Other, Key::Letter),
    }
}

/// The capital letter a key code writes, if it is a letter.
fn letter(code: macroquad::input::KeyCode) -> Option<char> {
    use macroquad::input::KeyCode;
    let letters = [
        (KeyCode::D, 'D'),
        (KeyCode::F, 'F'),
        (KeyCode::G, 'G'),
        (KeyCode::I, 'I'),
        (KeyCode::J, 'J'),
        (KeyCode::O, 'O'),
        (KeyCode::Q, 'Q'),
        (KeyCode::Z, 'Z'),
    ];
    letters.iter().find(|(c, _)| *c == code).map(|&(_, l)| l)
}

/// Reads this frame's keys (from `keys`) and pointer from macroquad. `last_pointer` is the
/// pointer of the previous frame, to tell whether it moved.
pub fn read(keys: &mut KeyReader, last_pointer: (f32, f32)) -> RawInput {
    use macroquad::input::{
        is_mouse_button_pressed, is_quit_requested, mouse_position, MouseButton,
    };
    let pointer = mouse_position();
    let clicked = is_mouse_button_pressed(MouseButton::Left);
    RawInput {
        events: events(keys.keys(), pointer, pointer != last_pointer, clicked),
        pointer,
        close_requested: is_quit_requested(),
    }
}

#[cfg(test)]
mod tests {

    /// Every letter of a room code types itself on the online screen, whatever else its key
    /// means on other screens (V reads a column, S opens the settings).
    #[test]
    fn every_letter_of_a_room_code_is_typed_by_its_key() {
        use macroquad::input::KeyCode;
        let keys = [
            KeyCode::A,
            KeyCode::B,
            KeyCode::C,
            KeyCode::D,
            KeyCode::E,
            KeyCode::F,
            KeyCode::G,
            KeyCode::H,
            KeyCode::I,
            KeyCode::J,
            KeyCode::K,
            KeyCode::L,
            KeyCode::M,
            KeyCode::N,
            KeyCode::O,
            KeyCode::P,
            KeyCode::Q,
            KeyCode::R,
            KeyCode::S,
            KeyCode::T,
            KeyCode::U,
            KeyCode::V,
            KeyCode::W,
            KeyCode::X,
            KeyCode::Y,
            KeyCode::Z,
        ];
        for (code, letter) in keys.into_iter().zip('A'..='Z') {
            if crate::online::code::ALPHABET.contains(&(letter as u8)) {
                let typed = crate::ui::screens::online::typed(key(code, false, false));
                assert_eq!(typed, Some(letter), "{code:?}");
            }
        }
    }
    use super::*;

    #[test]
    fn ctrl_with_a_letter_is_not_the_letter_and_ctrl_alone_is_no_key() {
        use macroquad::input::KeyCode;
        assert_eq!(key(KeyCode::C, true, false), Key::CtrlC);
        assert_eq!(key(KeyCode::C, false, false), Key::C);
        assert_eq!(key(KeyCode::Slash, false, true), Key::Question);
        assert_eq!(key(KeyCode::LeftControl, true, false), Key::Modifier);
    }

    #[test]
    fn a_frame_reads_as_the_pointer_move_then_the_keys_then_the_click() {
        let read = events(vec![Key::U, Key::Digit(4)], (3.0, 5.0), true, true);
        let expected = [
            Event::PointerMoved(3.0, 5.0),
            Event::Key(Key::U),
            Event::Key(Key::Digit(4)),
            Event::Click(3.0, 5.0),
        ];
        assert_eq!(read, expected);
        assert_eq!(
            events(vec![Key::H], (3.0, 5.0), false, false),
            [Event::Key(Key::H)]
        );
    }
}

//! Turning raw input into [`Command`]s: each screen says what a key, click or pointer move means
//! to it, and [`commands`] asks the top screen. The mapping is pure (tested without a window);
//! only [`read`] talks to macroquad.

use super::button::Tool;
use super::command::Command;
use super::layout::Layout;
use super::screens::Screen;

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
    /// H (hint).
    H,
    /// A (analysis mode).
    A,
    /// X (tic-tac-toe, on the title screen).
    X,
    /// Ctrl or Shift pressed on its own.
    Modifier,
    /// Any other key (it still counts as "any key" on the title screen).
    Other,
}

/// What happened since the last frame.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct RawInput {
    /// Keys pressed this frame, in order.
    pub keys: Vec<Key>,
    /// The pointer, in logical pixels.
    pub pointer: (f32, f32),
    /// Whether the pointer moved this frame.
    pub pointer_moved: bool,
    /// Whether the left button went down this frame.
    pub clicked: bool,
    /// Whether the window is being closed.
    pub close_requested: bool,
}

/// The commands this frame's input means on `screen`: closing the window overrides everything;
/// then the pointer, the keys in order, and a click, each as the screen reads it. A click on
/// the row of buttons (on a screen that shows it; `paused` says whether Resume is in it) is
/// that button's command.
pub fn commands(
    screen: &dyn Screen,
    input: &RawInput,
    layout: &Layout,
    paused: bool,
) -> Vec<Command> {
    if input.close_requested {
        return vec![Command::Close];
    }
    let (x, y) = input.pointer;
    let pointer = input
        .pointer_moved
        .then(|| screen.pointer_moved(x, y, layout))
        .flatten();
    let keys = input.keys.iter().filter_map(|&key| screen.key(key, layout));
    let on_button = screen
        .shows_buttons()
        .then(|| Tool::at(layout, paused, x, y))
        .flatten();
    let click = match on_button {
        Some(tool) if input.clicked => Some(tool.command()),
        _ => input.clicked.then(|| screen.click(x, y, layout)).flatten(),
    };
    pointer.into_iter().chain(keys).chain(click).collect()
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
        KeyCode::Up => Key::Up,
        KeyCode::Down => Key::Down,
        KeyCode::Escape => Key::Escape,
        KeyCode::Z if ctrl => Key::CtrlZ,
        KeyCode::Y if ctrl => Key::CtrlY,
        KeyCode::C if ctrl => Key::CtrlC,
        KeyCode::V if ctrl => Key::CtrlV,
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
        KeyCode::S | KeyCode::F2 => Key::Settings,
        KeyCode::T | KeyCode::F3 => Key::Statistics,
        KeyCode::Slash if shift => Key::Question,
        // Holding a modifier is not a key press of its own (Ctrl+Z must not also mean "any
        // key" on the title screen).
        KeyCode::LeftControl | KeyCode::RightControl | KeyCode::LeftShift | KeyCode::RightShift => {
            Key::Modifier
        }
        _ => Key::Other,
    }
}

/// Reads this frame's keys (from `keys`) and pointer from macroquad. `last_pointer` is the
/// pointer of the previous frame, to tell whether it moved.
pub fn read(keys: &mut KeyReader, last_pointer: (f32, f32)) -> RawInput {
    use macroquad::input::{
        is_mouse_button_pressed, is_quit_requested, mouse_position, MouseButton,
    };
    let pointer = mouse_position();
    RawInput {
        keys: keys.keys(),
        pointer,
        pointer_moved: pointer != last_pointer,
        clicked: is_mouse_button_pressed(MouseButton::Left),
        close_requested: is_quit_requested(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::board::Column;
    use crate::game::{Mode, Modes};
    use crate::ui::command::Refusal;
    use crate::ui::screens::{
        game_over::GameOver, modes::ChooseModes, play::Play, quit::ConfirmQuit, title::Title,
    };

    fn layout() -> Layout {
        Layout::new(800.0, 700.0, 7, 6)
    }

    fn keys(screen: &dyn Screen, keys: &[Key]) -> Vec<Command> {
        let input = RawInput {
            keys: keys.to_vec(),
            ..RawInput::default()
        };
        commands(screen, &input, &layout(), false)
    }

    fn click(screen: &dyn Screen, x: f32, y: f32) -> Vec<Command> {
        let input = RawInput {
            pointer: (x, y),
            clicked: true,
            ..RawInput::default()
        };
        commands(screen, &input, &layout(), false)
    }

    fn choose() -> ChooseModes {
        ChooseModes::first_game(Modes::HUMANS)
    }

    #[test]
    fn digits_drop_in_their_column_and_others_are_refused() {
        assert_eq!(
            keys(&Play, &[Key::Digit(1), Key::Digit(7)]),
            vec![Command::Drop(Column::new(0)), Command::Drop(Column::new(6))]
        );
        assert_eq!(
            keys(&Play, &[Key::Digit(8), Key::Digit(0)]),
            vec![
                Command::Refused(Refusal::NoSuchColumn(8)),
                Command::Refused(Refusal::NoSuchColumn(0))
            ]
        );
    }

    #[test]
    fn the_columns_a_digit_names_follow_the_board_width() {
        let narrow = Layout::new(800.0, 700.0, 5, 4);
        let input = RawInput {
            keys: vec![Key::Digit(5), Key::Digit(6)],
            ..RawInput::default()
        };
        assert_eq!(
            commands(&Play, &input, &narrow, false),
            vec![
                Command::Drop(Column::new(4)),
                Command::Refused(Refusal::NoSuchColumn(6))
            ]
        );
    }

    #[test]
    fn clicks_drop_in_the_column_under_them_or_are_refused() {
        let l = layout();
        let x = l.column_x(4.0);
        assert_eq!(
            click(&Play, x, l.hover_band.y + 2.0),
            vec![Command::Drop(Column::new(4))]
        );
        assert_eq!(
            click(&Play, 2.0, l.board.y + 10.0),
            vec![Command::Refused(Refusal::OutsideBoard)]
        );
    }

    #[test]
    fn the_mode_screen_takes_digits_one_to_nine_and_clicks_on_options() {
        assert_eq!(
            keys(
                &choose(),
                &[Key::Digit(1), Key::Digit(5), Key::Digit(9), Key::Digit(0)]
            ),
            vec![
                Command::PickMode(Mode::Human),
                Command::PickMode(Mode::Computer(Level::High)),
                Command::PickMode(Mode::Computer(Level::Expert)),
                Command::Refused(Refusal::NoSuchOption(0))
            ]
        );
        let option = crate::ui::screens::modes::menu_rows(&layout())[2];
        let (x, y) = option.centre();
        assert_eq!(
            click(&choose(), x, y),
            vec![Command::PickMode(Mode::Computer(Level::Low))]
        );
        assert_eq!(click(&choose(), 1.0, 1.0), vec![]);
    }

    #[test]
    fn n_means_new_game_in_play_and_no_when_asked() {
        assert_eq!(keys(&Play, &[Key::N]), vec![Command::NewGame]);
        assert_eq!(keys(&GameOver, &[Key::N]), vec![Command::No]);
        assert_eq!(
            keys(&ConfirmQuit, &[Key::N, Key::Y, Key::Escape]),
            vec![Command::No, Command::Yes, Command::No]
        );
    }

    #[test]
    fn at_game_over_digits_and_clicks_do_nothing() {
        assert_eq!(keys(&GameOver, &[Key::Digit(3)]), vec![]);
        assert_eq!(click(&GameOver, 400.0, 350.0), vec![]);
        assert_eq!(click(&ConfirmQuit, 400.0, 350.0), vec![]);
    }

    #[test]
    fn any_key_or_click_leaves_the_title() {
        assert_eq!(keys(&Title, &[Key::Other]), vec![Command::Continue]);
        assert_eq!(click(&Title, 5.0, 5.0), vec![Command::Continue]);
    }

    #[test]
    fn moving_the_pointer_moves_the_hover_coin_in_play() {
        let l = layout();
        let input = RawInput {
            pointer: (l.column_x(2.0), 5.0),
            pointer_moved: true,
            ..RawInput::default()
        };
        assert_eq!(
            commands(&Play, &input, &l, false),
            vec![Command::HoverTo(Column::new(2))]
        );
        assert_eq!(commands(&choose(), &input, &l, false), vec![]);
        let on_a_button = RawInput {
            pointer: l.buttons(6)[0].centre(),
            pointer_moved: true,
            ..RawInput::default()
        };
        assert_eq!(commands(&Play, &on_a_button, &l, false), vec![]);
    }

    #[test]
    fn closing_the_window_overrides_everything() {
        let input = RawInput {
            keys: vec![Key::Digit(3)],
            close_requested: true,
            ..RawInput::default()
        };
        assert_eq!(
            commands(&Play, &input, &layout(), false),
            vec![Command::Close]
        );
    }
    #[test]
    fn undo_redo_help_and_the_clipboard_keys_work_in_play_and_at_game_over() {
        for screen in [&Play as &dyn Screen, &GameOver] {
            assert_eq!(
                keys(screen, &[Key::CtrlZ, Key::U, Key::CtrlY, Key::R]),
                vec![Command::Undo, Command::Undo, Command::Redo, Command::Redo]
            );
            assert_eq!(
                keys(
                    screen,
                    &[Key::F1, Key::Question, Key::P, Key::CtrlC, Key::CtrlV]
                ),
                vec![
                    Command::Help,
                    Command::Help,
                    Command::Resume,
                    Command::CopyPosition,
                    Command::PastePosition
                ]
            );
        }
        // Y alone still answers "play again?"; with Ctrl it is redo.
        assert_eq!(keys(&GameOver, &[Key::Y]), vec![Command::Yes]);
    }

    #[test]
    fn ctrl_with_a_letter_is_not_the_letter_and_ctrl_alone_is_no_key() {
        use macroquad::input::KeyCode;
        assert_eq!(key(KeyCode::C, true, false), Key::CtrlC);
        assert_eq!(key(KeyCode::C, false, false), Key::C);
        assert_eq!(key(KeyCode::Slash, false, true), Key::Question);
        assert_eq!(key(KeyCode::LeftControl, true, false), Key::Modifier);
        assert_eq!(keys(&Title, &[Key::Modifier]), vec![]);
    }

    #[test]
    fn a_click_on_a_button_is_its_command_on_the_table_screens_only() {
        let l = layout();
        let row = Tool::row(false);
        let undo = l.buttons(row.len())[row.iter().position(|t| *t == Tool::Undo).unwrap()];
        let (x, y) = undo.centre();
        assert_eq!(click(&Play, x, y), vec![Command::Undo]);
        assert_eq!(click(&GameOver, x, y), vec![Command::Undo]);
        assert_eq!(click(&ConfirmQuit, x, y), vec![]);
        // With Resume in the row the buttons move along.
        let paused = RawInput {
            pointer: l.buttons(Tool::row(true).len())[3].centre(),
            clicked: true,
            ..RawInput::default()
        };
        assert_eq!(commands(&Play, &paused, &l, true), vec![Command::Resume]);
    }
}

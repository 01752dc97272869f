//! The window's screens on a stack. Each screen is one type that turns input into its own
//! commands, handles them, moves on with time and draws itself; what it wants next (another
//! screen on top, back to the one below, a replacement, quitting) it says with a
//! [`Transition`] that names the next screen as a [`Goto`]. The app keeps the stack, builds
//! the screens a transition names and carries it out, so no screen depends on another.
//!
//! Overlays (the quit question, the mode change mid-game) are screens pushed on top: the stack
//! draws from the bottom up, so the screen below shows through the overlay's shade.

pub mod game_over;
pub mod help;
pub mod modes;
pub mod new_game;
pub mod play;
pub mod quit;
pub mod resume;
pub mod review;
pub mod settings;
pub mod statistics;
pub mod tictactoe;
pub mod title;

use super::button::Tool;
use super::command::Command;
use super::input::{Key, RawInput};
use super::layout::Layout;
use super::paint::Painter;
use super::session::Session;
use crate::game::{GameState, Modes};
use crate::store::SavedGame;

/// A screen to open, by name: the app builds it ([`super::app`]).
#[derive(Debug, Clone)]
pub enum Goto {
    /// The title screen.
    Title,
    /// The title screen offering the saved game.
    ContinueOrNew(SavedGame),
    /// The table as the game on it stands: play, or game over once it is decided.
    Table,
    /// Choosing the modes of the first game, starting from these.
    ChooseModes(Modes),
    /// Changing the modes mid-game, over the table, where these are in force.
    ChangeModes(Modes),
    /// "Do you really want to quit?"
    ConfirmQuit,
    /// "Give up this game and start a new one?", over a game in progress.
    ConfirmNewGame,
    /// Every key and button.
    Help,
    /// The settings sheet.
    Settings,
    /// The statistics sheet.
    Statistics,
    /// Review of this finished game.
    Review(GameState),
    /// Review of this game, at the position after this many moves (a click on its graph).
    ReviewAt(GameState, usize),
    /// Tic-tac-toe, its computer seeded with this.
    TicTacToe(Option<u64>),
}

/// What a screen wants after a command or a frame.
#[derive(Debug)]
pub enum Transition {
    /// Stay as it is.
    Stay,
    /// Put this screen on top (an overlay or a sub-screen); Pop comes back here.
    Push(Goto),
    /// Close this screen and go back to the one below.
    Pop,
    /// Put this screen in this one's place.
    Replace(Goto),
    /// Close the window.
    Quit,
}

/// One screen of the window. Only the top screen hears input and time; every screen on the
/// stack draws, bottom first.
pub trait Screen {
    /// A short name, for the log and for tests.
    fn name(&self) -> &'static str;

    /// What a key means on this screen, if anything.
    fn key(&self, key: Key, layout: &Layout) -> Option<Command>;

    /// Whether the row of buttons is shown and takes clicks on this screen.
    fn shows_buttons(&self) -> bool {
        false
    }

    /// Whether this screen shows the evaluation graph beside the board when the session has
    /// one (the table's screens and the review), so the frame is laid out with room for it.
    fn has_graph(&self) -> bool {
        false
    }

    /// What a click at (`x`, `y`) means on this screen, if anything.
    fn click(&self, _x: f32, _y: f32, _layout: &Layout) -> Option<Command> {
        None
    }

    /// What moving the pointer to (`x`, `y`) means on this screen, if anything.
    fn pointer_moved(&self, _x: f32, _y: f32, _layout: &Layout) -> Option<Command> {
        None
    }

    /// Carries out one command from the player.
    fn handle(&mut self, command: Command, session: &mut Session, now: f64) -> Transition;

    /// Moves time on for this screen (once a frame, after the commands and the worker's
    /// replies).
    fn update(&mut self, _session: &mut Session, _now: f64) -> Transition {
        Transition::Stay
    }

    /// Paints this screen; it reads the session and changes nothing.
    fn draw(&self, session: &Session, painter: &Painter);
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

/// What a key means on both screens of the table (play and game over), beyond their own keys.
pub fn table_key(key: Key) -> Option<Command> {
    match key {
        Key::CtrlZ | Key::U => Some(Command::Undo),
        Key::CtrlY | Key::R => Some(Command::Redo),
        Key::P => Some(Command::Resume),
        Key::F1 | Key::Question => Some(Command::Help),
        Key::CtrlC => Some(Command::CopyPosition),
        Key::CtrlV => Some(Command::PastePosition),
        Key::H => Some(Command::Hint),
        Key::A => Some(Command::Analysis),
        Key::Settings => Some(Command::Settings),
        Key::Statistics => Some(Command::Statistics),
        _ => None,
    }
}

/// What a key means on a yes-or-no question: Y yes, N or Escape no.
pub fn answer_key(key: Key) -> Option<Command> {
    match key {
        Key::Y => Some(Command::Yes),
        Key::N | Key::Escape => Some(Command::No),
        _ => None,
    }
}

/// Carries out a command both screens of the table take the same way; `Some` with the
/// transition for the help overlay, `None` when the screen should look at the game again (or
/// the command is not one of these).
pub fn table_command(command: Command, session: &mut Session, now: f64) -> Option<Transition> {
    match command {
        Command::Undo => session.undo(now),
        Command::Redo => session.redo(now),
        Command::Resume => session.resume(now),
        Command::CopyPosition => session.copy_position(now),
        Command::PastePosition => session.paste_position(),
        Command::Hint => session.toggle_hint(now),
        Command::Analysis => session.toggle_analysis(now),
        Command::Help => return Some(Transition::Push(Goto::Help)),
        Command::Settings | Command::Statistics => return Some(open_sheet(command)),
        _ => {}
    }
    None
}

/// What a click on the table's screens means when it is on the evaluation graph: review at
/// the move under it.
pub fn graph_click(x: f32, y: f32, layout: &Layout) -> Option<Command> {
    crate::ui::evaluation_graph::fraction_at(layout, x, y).map(Command::GraphAt)
}

/// The review of the game on the table at the move `fraction` along the graph's move axis.
pub fn review_at(fraction: f32, session: &Session) -> Transition {
    let game = session.game().clone();
    let ply = crate::ui::evaluation_graph::ply_at(fraction, game.history().len());
    Transition::Push(Goto::ReviewAt(game, ply))
}

/// The settings or statistics screen pushed over the one below, for `command`.
pub fn open_sheet(command: Command) -> Transition {
    match command {
        Command::Statistics => Transition::Push(Goto::Statistics),
        _ => Transition::Push(Goto::Settings),
    }
}

/// For a table screen showing a game that is `over` (or not): stay while that still holds,
/// else give way to the table screen for the game as it now stands.
pub fn follow_the_game(over: bool, session: &Session) -> Transition {
    if session.game().outcome().is_some() == over {
        Transition::Stay
    } else {
        Transition::Replace(Goto::Table)
    }
}

#[cfg(test)]
mod tests {
    use super::game_over::GameOver;
    use super::modes::ChooseModes;
    use super::play::Play;
    use super::quit::ConfirmQuit;
    use super::title::Title;
    use super::*;
    use crate::ai::Level;
    use crate::board::Column;
    use crate::game::{Mode, Modes};
    use crate::ui::command::Refusal;

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
    fn the_quit_question_takes_clicks_on_its_yes_and_no_buttons_at_any_size() {
        for (w, h) in [(480.0, 400.0), (640.0, 480.0), (1280.0, 1000.0)] {
            let l = Layout::new(w, h, 7, 6);
            let question = crate::ui::button::Question::new(&l);
            let at = |(x, y): (f32, f32)| RawInput {
                pointer: (x, y),
                clicked: true,
                ..RawInput::default()
            };
            let yes = at(question.yes.rect.centre());
            let no = at(question.no.rect.centre());
            assert_eq!(commands(&ConfirmQuit, &yes, &l, false), vec![Command::Yes]);
            assert_eq!(commands(&ConfirmQuit, &no, &l, false), vec![Command::No]);
            // Both buttons inside the panel, and the panel inside the window.
            for button in [&question.yes, &question.no] {
                let r = button.rect;
                let p = question.panel;
                assert!(r.x >= p.x && r.x + r.w <= p.x + p.w, "{w}x{h}");
                assert!(r.y >= p.y && r.y + r.h <= p.y + p.h, "{w}x{h}");
            }
            assert!(question.panel.x >= 0.0 && question.panel.x + question.panel.w <= w);
        }
        let mut app = crate::ui::app::App::new(crate::game::GameState::new(Modes::HUMANS), true);
        app.apply(Command::Back, 0.0);
        assert_eq!(app.screen(), "confirm quit");
        app.apply(Command::No, 0.0);
        assert_eq!(app.screen(), "play");
    }

    #[test]
    fn a_click_on_the_settings_or_statistics_key_on_the_title_opens_that_sheet() {
        let l = layout();
        let size = (l.height * 0.16).min(l.width * 0.16);
        let y = l.height * 0.78 + size * 0.45;
        let settings = (l.width / 2.0 - size * 0.85, y);
        let statistics = (l.width / 2.0 + size * 0.85, y);
        assert_eq!(
            click(&Title, settings.0, settings.1),
            vec![Command::Settings]
        );
        assert_eq!(
            click(&Title, statistics.0, statistics.1),
            vec![Command::Statistics]
        );
        let mut app = crate::ui::app::App::new(crate::game::GameState::new(Modes::HUMANS), false);
        assert_eq!(app.screen(), "title");
        app.apply(Command::Settings, 0.0);
        assert_eq!(app.screen(), "settings");
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
    fn a_modifier_alone_is_no_key_on_the_title() {
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

//! The window's screens on a stack. Each screen is one type that turns input into its own
//! messages, handles them, moves on with time and draws itself; what it wants next (another
//! screen on top, back to the one below, a replacement, quitting) it says with a
//! [`Transition`] that names the next screen as a [`Goto`]. The app keeps the stack, builds
//! the screens a transition names and carries it out, so no screen depends on another.
//!
//! Overlays (the quit question, the mode change mid-game) are screens pushed on top: the stack
//! draws from the bottom up, so the screen below shows through the overlay's shade.

pub mod coach;
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
pub mod table;
pub mod tictactoe;
pub mod title;

use super::input::Event;
use super::layout::Layout;
use super::paint::Painter;
use super::session::{Focus, Session};
use crate::game::{GameState, Modes};
use crate::store::SavedGame;
#[cfg(test)]
use std::any::Any;

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
    /// Learn from the mistakes of these finished games (newest first).
    Learn(Vec<crate::coach::mistakes::Game>),
    /// The puzzles.
    Puzzles,
    /// The opening explorer, from this game's position.
    Explorer(GameState),
}

/// What a screen wants after a message or a frame.
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

/// One screen of the window, with its own vocabulary: its keys, clicks and buttons become its
/// [`Screen::Message`]s, and its [`Screen::handle`] takes every one of them, so a new message
/// is a compile error wherever it is not yet handled. Only the top screen hears input and
/// time; every screen on the stack draws, bottom first.
pub trait Screen {
    /// What the player can ask of this screen.
    type Message: Copy + std::fmt::Debug + PartialEq + 'static;

    /// A short name, for the log and for tests.
    fn name(&self) -> &'static str;

    /// The board this screen shows, when it is not the one on the table (a coach screen's):
    /// the window is laid out for it.
    fn board_size(&self) -> Option<crate::board::Size> {
        None
    }

    /// What `event` means on this screen, if anything, in a window laid out as `layout` says;
    /// `paused` says whether the game on the table is paused (Resume is then in the row of
    /// buttons, which moves the others along).
    fn read(&self, event: Event, layout: &Layout, paused: bool) -> Option<Self::Message>;

    /// Reads `event` and carries out what it means: the screen's one way in for input. Each
    /// screen writes the same two lines (read, then handle what was read) rather than
    /// inheriting them from here, so that a click is read and carried out within the screen's
    /// own file, entered once (docs/ARCHITECTURE.md, "One click, followed").
    fn hear(&mut self, event: Event, at: &Layout, session: &mut Session) -> Transition;

    /// Whether this screen shows the evaluation graph beside the board when the session has
    /// one (the table's screens and the review), so the frame is laid out with room for it.
    fn has_graph(&self) -> bool {
        false
    }

    /// What this screen has in view, which the session keeps up with while it is on top:
    /// only the play screen lets the computer play, so an overlay such as help or the mode
    /// screen pauses it.
    fn focus(&self) -> Focus {
        Focus::Elsewhere
    }

    /// Whether this screen has something of its own moving, beyond what the session shows
    /// (tic-tac-toe's computer waiting out its pause), so the window keeps its full frame rate.
    fn animates(&self) -> bool {
        false
    }

    /// Carries out one message from the player.
    fn handle(&mut self, message: Self::Message, session: &mut Session) -> Transition;

    /// Moves time on for this screen (once a frame, after the session moved on with the
    /// screen's [`Screen::focus`]): the screen's own steps, such as a puzzle's move that waited
    /// for the position's scores.
    fn update(&mut self, _session: &mut Session) -> Transition {
        Transition::Stay
    }

    /// Paints this screen; it reads the session and changes nothing.
    fn draw(&self, session: &Session, painter: &Painter);
}

/// Any screen, as the app's stack holds it: the message type stays inside, so the stack can
/// hold screens that speak different ones.
pub trait Stacked {
    /// The screen's name ([`Screen::name`]).
    fn name(&self) -> &'static str;

    /// [`Screen::board_size`].
    fn board_size(&self) -> Option<crate::board::Size>;
    /// [`Screen::has_graph`].
    fn has_graph(&self) -> bool;

    /// [`Screen::hear`].
    fn hear(&mut self, event: Event, layout: &Layout, session: &mut Session) -> Transition;

    /// [`Screen::focus`].
    fn focus(&self) -> Focus;

    /// [`Screen::animates`].
    fn animates(&self) -> bool;

    /// [`Screen::update`].
    fn update(&mut self, session: &mut Session) -> Transition;

    /// [`Screen::draw`].
    fn draw(&self, session: &Session, painter: &Painter);

    /// Carries out `message` if it is one of this screen's (tests send messages directly);
    /// `None` if it is not.
    #[cfg(test)]
    fn send(&mut self, message: &dyn Any, session: &mut Session) -> Option<Transition>;
}

impl<S: Screen> Stacked for S {
    fn name(&self) -> &'static str {
        Screen::name(self)
    }

    fn board_size(&self) -> Option<crate::board::Size> {
        Screen::board_size(self)
    }

    fn has_graph(&self) -> bool {
        Screen::has_graph(self)
    }

    fn focus(&self) -> Focus {
        Screen::focus(self)
    }

    fn animates(&self) -> bool {
        Screen::animates(self)
    }

    fn hear(&mut self, event: Event, layout: &Layout, session: &mut Session) -> Transition {
        Screen::hear(self, event, layout, session)
    }

    fn update(&mut self, session: &mut Session) -> Transition {
        Screen::update(self, session)
    }

    fn draw(&self, session: &Session, painter: &Painter) {
        Screen::draw(self, session, painter);
    }

    #[cfg(test)]
    fn send(&mut self, message: &dyn Any, session: &mut Session) -> Option<Transition> {
        let message = *message.downcast_ref::<S::Message>()?;
        Some(self.handle(message, session))
    }
}

#[cfg(test)]
mod tests {
    use super::game_over::GameOver;
    use super::modes::ChooseModes;
    use super::modes::ModesMessage;
    use super::play::Play;
    use super::quit::ConfirmQuit;
    use super::table::TableMessage;
    use super::title::Title;
    use super::title::TitleMessage;
    use super::*;
    use crate::ai::Level;
    use crate::board::Column;
    use crate::game::Mode;
    use crate::ui::button::Answer;
    use crate::ui::button::Tool;
    use crate::ui::input::Key;
    use crate::ui::input::RawInput;
    use crate::ui::refusal::Refusal;

    fn layout() -> Layout {
        Layout::new(800.0, 700.0, 7, 6)
    }

    /// The messages `events` mean on `screen` (one screen, however they would move the
    /// stack).
    fn messages<S: Screen>(
        screen: &S,
        events: &[Event],
        layout: &Layout,
        paused: bool,
    ) -> Vec<S::Message> {
        events
            .iter()
            .filter_map(|&event| screen.read(event, layout, paused))
            .collect()
    }

    fn keys<S: Screen>(screen: &S, keys: &[Key]) -> Vec<S::Message> {
        let events: Vec<Event> = keys.iter().map(|&key| Event::Key(key)).collect();
        messages(screen, &events, &layout(), false)
    }

    fn click<S: Screen>(screen: &S, x: f32, y: f32) -> Vec<S::Message> {
        messages(screen, &[Event::Click(x, y)], &layout(), false)
    }

    fn choose() -> ChooseModes {
        ChooseModes::first_game(Modes::HUMANS)
    }

    #[test]
    fn digits_drop_in_their_column_and_others_are_refused() {
        assert_eq!(
            keys(&Play, &[Key::Digit(1), Key::Digit(7)]),
            vec![
                TableMessage::Drop(Column::new(0)),
                TableMessage::Drop(Column::new(6))
            ]
        );
        assert_eq!(
            keys(&Play, &[Key::Digit(8), Key::Digit(0)]),
            vec![
                TableMessage::Refused(Refusal::NoSuchColumn(8)),
                TableMessage::Refused(Refusal::NoSuchColumn(0))
            ]
        );
    }

    #[test]
    fn the_columns_a_digit_names_follow_the_board_width() {
        let narrow = Layout::new(800.0, 700.0, 5, 4);
        let input = [Event::Key(Key::Digit(5)), Event::Key(Key::Digit(6))];
        assert_eq!(
            messages(&Play, &input, &narrow, false),
            vec![
                TableMessage::Drop(Column::new(4)),
                TableMessage::Refused(Refusal::NoSuchColumn(6))
            ]
        );
    }

    #[test]
    fn clicks_drop_in_the_column_under_them_or_are_refused() {
        let l = layout();
        let x = l.column_x(4.0);
        assert_eq!(
            click(&Play, x, l.hover_band.y + 2.0),
            vec![TableMessage::Drop(Column::new(4))]
        );
        assert_eq!(
            click(&Play, 2.0, l.board.y + 10.0),
            vec![TableMessage::Refused(Refusal::OutsideBoard)]
        );
    }

    #[test]
    fn the_mode_screen_takes_digits_one_to_nine_then_zero_and_clicks_on_options() {
        assert_eq!(
            keys(
                &choose(),
                &[Key::Digit(1), Key::Digit(5), Key::Digit(9), Key::Digit(0)]
            ),
            vec![
                ModesMessage::PickMode(Mode::Human),
                ModesMessage::PickMode(Mode::Computer(Level::Beginner)),
                ModesMessage::PickMode(Mode::Computer(Level::High)),
                ModesMessage::PickMode(Mode::ALL[9])
            ]
        );
        assert!(
            matches!(Mode::ALL[9], Mode::Adaptive(_)),
            "0 is Match my level"
        );
        let option = crate::ui::screens::modes::menu_rows(&layout())[5];
        let (x, y) = option.centre();
        assert_eq!(
            click(&choose(), x, y),
            vec![ModesMessage::PickMode(Mode::Computer(Level::Low))]
        );
        assert_eq!(click(&choose(), 1.0, 1.0), vec![]);
    }

    #[test]
    fn n_means_new_game_in_play_and_no_when_asked() {
        assert_eq!(
            keys(&Play, &[Key::N]),
            vec![TableMessage::Tool(Tool::NewGame)]
        );
        assert_eq!(
            keys(&GameOver, &[Key::N]),
            vec![TableMessage::Answer(Answer::No)]
        );
        assert_eq!(
            keys(&ConfirmQuit, &[Key::N, Key::Y, Key::Escape]),
            vec![Answer::No, Answer::Yes, Answer::No]
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
            let at = |(x, y): (f32, f32)| [Event::Click(x, y)];
            let yes = at(question.yes.rect.centre());
            let no = at(question.no.rect.centre());
            assert_eq!(messages(&ConfirmQuit, &yes, &l, false), vec![Answer::Yes]);
            assert_eq!(messages(&ConfirmQuit, &no, &l, false), vec![Answer::No]);
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
        app.send(TableMessage::Tool(Tool::Quit));
        assert_eq!(app.screen(), "confirm quit");
        app.send(Answer::No);
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
            vec![TitleMessage::Settings]
        );
        assert_eq!(
            click(&Title, statistics.0, statistics.1),
            vec![TitleMessage::Statistics]
        );
        let mut app = crate::ui::app::App::new(crate::game::GameState::new(Modes::HUMANS), false);
        assert_eq!(app.screen(), "title");
        app.send(TitleMessage::Settings);
        assert_eq!(app.screen(), "settings");
    }

    #[test]
    fn any_key_or_click_leaves_the_title() {
        assert_eq!(keys(&Title, &[Key::Other]), vec![TitleMessage::Continue]);
        assert_eq!(click(&Title, 5.0, 5.0), vec![TitleMessage::Continue]);
    }

    #[test]
    fn moving_the_pointer_moves_the_hover_coin_in_play() {
        let l = layout();
        let input = [Event::PointerMoved(l.column_x(2.0), 5.0)];
        assert_eq!(
            messages(&Play, &input, &l, false),
            vec![TableMessage::HoverTo(Column::new(2))]
        );
        assert_eq!(messages(&choose(), &input, &l, false), vec![]);
        let (x, y) = l.buttons(6)[0].centre();
        let on_a_button = [Event::PointerMoved(x, y)];
        assert_eq!(messages(&Play, &on_a_button, &l, false), vec![]);
    }

    #[test]
    fn closing_the_window_overrides_everything() {
        let input = RawInput {
            events: vec![Event::Key(Key::Digit(3))],
            close_requested: true,
            ..RawInput::default()
        };
        let mut app = crate::ui::app::App::new(GameState::new(Modes::HUMANS), true);
        app.hear(&input, &layout());
        assert!(app.wants_to_quit());
        assert_eq!(
            app.session().game().position(),
            "",
            "the digit is not played"
        );
    }

    #[test]
    fn undo_redo_help_and_the_clipboard_keys_work_in_play_and_at_game_over() {
        let play: fn(&[Key]) -> Vec<TableMessage> = |k| keys(&Play, k);
        let game_over: fn(&[Key]) -> Vec<TableMessage> = |k| keys(&GameOver, k);
        for keys in [play, game_over] {
            assert_eq!(
                keys(&[Key::CtrlZ, Key::U, Key::CtrlY, Key::R]),
                vec![
                    TableMessage::Tool(Tool::Undo),
                    TableMessage::Tool(Tool::Undo),
                    TableMessage::Tool(Tool::Redo),
                    TableMessage::Tool(Tool::Redo)
                ]
            );
            assert_eq!(
                keys(&[Key::F1, Key::Question, Key::P, Key::CtrlC, Key::CtrlV]),
                vec![
                    TableMessage::Tool(Tool::Help),
                    TableMessage::Tool(Tool::Help),
                    TableMessage::Tool(Tool::Resume),
                    TableMessage::CopyPosition,
                    TableMessage::PastePosition
                ]
            );
        }
        // Y alone still answers "play again?"; with Ctrl it is redo.
        assert_eq!(
            keys(&GameOver, &[Key::Y]),
            vec![TableMessage::Answer(Answer::Yes)]
        );
    }

    #[test]
    fn a_modifier_alone_is_no_key_on_the_title() {
        assert_eq!(keys(&Title, &[Key::Modifier]), vec![]);
    }

    #[test]
    fn a_click_on_a_button_is_its_message_on_the_table_screens_only() {
        let l = layout();
        let row = Tool::row(false);
        let undo = l.buttons(row.len())[row.iter().position(|t| *t == Tool::Undo).unwrap()];
        let (x, y) = undo.centre();
        assert_eq!(click(&Play, x, y), vec![TableMessage::Tool(Tool::Undo)]);
        assert_eq!(click(&GameOver, x, y), vec![TableMessage::Tool(Tool::Undo)]);
        assert_eq!(click(&ConfirmQuit, x, y), vec![]);
        // With Resume in the row the buttons move along.
        let (x, y) = l.buttons(Tool::row(true).len())[3].centre();
        let paused = [Event::Click(x, y)];
        assert_eq!(
            messages(&Play, &paused, &l, true),
            vec![TableMessage::Tool(Tool::Resume)]
        );
    }
}

//! The window's state between frames: a stack of screens over one [`Session`]. Input goes to
//! the top screen, which reads it as its own messages and which answers with a [`Transition`]; the stack carries it out. Nothing here
//! touches a window or a thread, so it is all tested without either. Time is passed in (seconds
//! on the frame clock), never read.

use super::effect::Effect;
use super::events::{self, ScreenName};
use super::input::RawInput;
use super::keeping::{self, Keeping};
use super::layout::Layout;
use super::paint::Painter;
use super::screens::{self, Goto, Screen, Transition};
use super::session::{Action, Focus, News, Session};
use crate::game::GameState;
use crate::store::SavedGame;

/// The action that starts an online session.
fn session_online_start(
    server: crate::online::client::ServerAddress,
    intent: crate::online::client::Intent,
) -> Action {
    Action::Online(super::session::OnlineAction::Start { server, intent })
}

/// The screens and the session under them.
pub struct App {
    /// Bottom first; never empty while the window is open.
    screens: Vec<Box<dyn Screen>>,
    session: Session,
    quit: bool,
    /// Whether quitting ends the program; a page cannot close itself, so there every way out
    /// goes back to the title instead.
    quits: bool,
}

impl App {
    /// The window at start on `first` (the title, the saved game on offer, the table, or
    /// tic-tac-toe), with `game` on the table, kept as `keeping` says.
    pub fn keeping(game: GameState, first: Goto, keeping: Keeping) -> App {
        let session = Session::with_keeping(game, keeping);
        if let Goto::Table = first {
            let game = session.game();
            events::new_game(game.modes(), &events::on_board(game.board().size()));
        }
        let mut app = App {
            screens: Vec::new(),
            session,
            quit: false,
            quits: !super::IN_PAGE,
        };
        app.screens.push(app.build(first));
        app
    }

    /// The screen `goto` names, for the game on the table.
    fn build(&self, goto: Goto) -> Box<dyn Screen> {
        match goto {
            Goto::Title => Box::new(screens::title::Title),
            Goto::ContinueOrNew(saved) => Box::new(screens::resume::ContinueOrNew::new(saved)),
            Goto::Table => Box::new(screens::table::TableScreen::new(&self.session)),
            Goto::ChooseModes(modes) => Box::new(screens::modes::ChooseModes::first_game(modes)),
            Goto::ChangeModes(modes) => Box::new(screens::modes::ChooseModes::change(modes)),
            Goto::ConfirmQuit => Box::new(screens::confirm::Confirm::Quit),
            Goto::ConfirmNewGame => Box::new(screens::confirm::Confirm::NewGame),
            Goto::Help => Box::new(screens::help::Help),
            Goto::CoachMenu => Box::new(screens::coach_menu::CoachMenu),
            Goto::Settings => Box::new(screens::settings::SettingsSheet::default()),
            Goto::Statistics => Box::new(screens::statistics::StatisticsSheet::default()),
            Goto::Review(game) => Box::new(screens::review::Review::new(game)),
            Goto::ReviewAt(game, ply) => Box::new(screens::review::Review::at(game, ply)),
            Goto::TicTacToe(seed) => Box::new(screens::tictactoe::TicTacToeScreen::new(seed)),
            Goto::Learn(games) => Box::new(screens::coach::mistakes::LearnFromMistakes::new(games)),
            Goto::Puzzles => Box::new(screens::coach::puzzles::Puzzles::new()),
            Goto::Explorer(game) => Box::new(screens::coach::explorer::Explorer::new(&game)),
            Goto::Online(from) => Box::new(screens::online::OnlineScreen::opened_from(from)),
            Goto::OnlineWaiting => Box::new(screens::online::OnlineScreen::waiting()),
            Goto::Reactions => Box::new(screens::reactions::Reactions::default()),
        }
    }

    /// What the screens work on.
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// Takes in what the world reports: the worker's replies, the clipboard's text, a save
    /// done, the store's files found at start or a problem with one, the sound device.
    pub fn report(&mut self, news: News) {
        self.session.hear(news);
    }

    /// The screen on top, which hears the input.
    pub fn top(&self) -> &dyn Screen {
        self.screens
            .last()
            .expect("the stack has a screen while the window is open")
            .as_ref()
    }

    /// The size of the board the window is laid out for: the top screen's own, else the
    /// table's.
    pub fn board_size(&self) -> crate::board::Size {
        self.top()
            .board_size()
            .unwrap_or_else(|| self.session.game().board().size())
    }

    /// Whether the frame is laid out with the evaluation graph beside the board: the session
    /// shows it and a screen that draws it is on the stack.
    pub fn lays_out_graph(&self) -> bool {
        // The topmost screen with a graph or a board of its own decides: the explorer or a
        // lesson over the finished game has no graph to leave room for.
        self.session.analyses().shows_graph()
            && self
                .screens
                .iter()
                .rev()
                .find(|s| s.has_graph() || s.board_size().is_some())
                .is_some_and(|s| s.has_graph())
    }

    /// Whether anything on screen moves by itself at the frame's time: a coin in motion, a win
    /// being celebrated, the computer's turn under way (its "Thinking..." and the pause), an
    /// analysis under way (its spinner), or a screen's own animation. The shell slows the
    /// frame rate while nothing does and the player is idle.
    pub fn in_motion(&self) -> bool {
        let computer = self.session.computer();
        self.session.table().in_motion(self.session.now())
            || computer.turn_since().is_some()
            || computer.is_analysing()
            || self.top().animates()
    }

    /// What Ctrl+C would copy now: the position on the table, when the table is on top and
    /// has a move played. (The page hands it to the browser's copy event ahead of the key.)
    pub fn copyable(&self) -> Option<String> {
        let table = matches!(self.top().focus(), Focus::Play | Focus::Table);
        table.then(|| self.session.position_to_copy()).flatten()
    }

    /// Whether the player asked to leave.
    pub fn wants_to_quit(&self) -> bool {
        self.quit
    }

    /// Continues `saved` at once, with `modes` (`--resume` straight into a game).
    pub fn resume(&mut self, saved: &SavedGame, modes: crate::game::Modes) {
        self.session.act(Action::ContinueSaved(saved.clone()));
        let first_game = false;
        self.session.act(Action::SetModes { modes, first_game });
        self.screens = vec![self.build(Goto::Table)];
    }

    /// Joins (or with `watch`, watches) the room at `room` at once (`plot4 --join`): the link's
    /// server, else the one the settings keep.
    pub fn join_online(&mut self, room: &crate::online::code::RoomAddress, watch: bool) {
        let server = room
            .server
            .clone()
            .unwrap_or_else(|| self.session.prefs().settings().server.clone());
        let intent = if watch {
            crate::online::client::Intent::Watch(room.code)
        } else {
            crate::online::client::Intent::Join(room.code)
        };
        match server.parse() {
            Ok(server) => self.start_online(server, intent),
            Err(error) => {
                let error: crate::online::client::BadServerAddress = error;
                self.session.act(Action::Tell(error.to_string()));
            }
        }
    }

    /// Starts an online session for `intent` with `server`, and waits for it on the online
    /// screen (a seat taken back after a restart goes on to the table from there).
    pub fn start_online(
        &mut self,
        server: crate::online::client::ServerAddress,
        intent: crate::online::client::Intent,
    ) {
        let start = session_online_start(server, intent);
        self.session.act(start);
        self.screens = vec![self.build(Goto::OnlineWaiting)];
        events::screen(self.top().name());
    }

    /// Back to the title, saying `line` there (an online seat that could not be taken back,
    /// a link to no room).
    pub fn home_saying(&mut self, line: String) {
        self.screens = vec![self.build(Goto::Title)];
        events::screen(self.top().name());
        self.session.act(Action::Tell(line));
    }

    /// The online games' server for this run (`--server`), kept in the settings.
    pub fn use_server(&mut self, server: String) {
        let settings = crate::store::Settings {
            server,
            ..self.session.prefs().settings().clone()
        };
        self.session.act(Action::ChangeSettings(settings));
    }

    /// Opens the review of the finished game on the table at its end, over its game over (a
    /// link to a finished game).
    pub fn review_at_end(&mut self) {
        let game = self.session.game().clone();
        self.carry_out(Transition::Push(Goto::Review(game)));
    }

    /// The window settled at `size`: it is kept in the settings for the next run.
    pub fn resized(&mut self, size: crate::store::WindowSize) {
        let settings = crate::store::Settings {
            window: size,
            ..self.session.prefs().settings().clone()
        };
        self.session.act(Action::ChangeSettings(settings));
    }

    /// Hands over what the frame loop should do; it calls this every frame.
    pub fn take_effects(&mut self) -> Vec<Effect> {
        self.session.take_effects()
    }

    /// Sets the frame's time (seconds on the frame clock), once a frame before its input.
    pub fn set_time(&mut self, now: f64) {
        self.session.set_time(now);
    }

    /// Takes in this frame's input: closing the window overrides everything; else each
    /// event goes to the screen on top when it comes, so a key that opens another screen hands
    /// the keys after it to that screen.
    pub fn hear(&mut self, input: &RawInput, layout: &Layout) {
        if input.close_requested {
            self.carry_out(Transition::Quit);
            return;
        }
        for &event in &input.events {
            if self.quit {
                return;
            }
            let transition = match self.screens.last_mut() {
                Some(top) => top.hear(event, layout, &mut self.session),
                None => Transition::Stay,
            };
            self.carry_out(transition);
        }
    }

    /// Moves time on: the session keeps up with what the screen on top has in view (it lands
    /// falling coins and, while the play screen is on top, lets the computer play); then the
    /// top screen has its turn.
    pub fn advance(&mut self) {
        if let Some(top) = self.screens.last() {
            self.session.advance(&top.focus());
        }
        let transition = match self.screens.last_mut() {
            Some(top) => top.update(&mut self.session),
            None => Transition::Stay,
        };
        self.carry_out(transition);
    }

    /// Paints every screen on the stack, bottom first, so overlays show what is under them;
    /// only the top one sees the pointer.
    pub fn draw(&self, painter: &Painter) {
        painter.background();
        let under = painter.without_pointer();
        let top = self.screens.len().saturating_sub(1);
        for (i, screen) in self.screens.iter().enumerate() {
            let painter = if i == top { painter } else { &under };
            screen.draw(&self.session, painter);
        }
        keeping::draw_problem(self.session.kept(), painter);
    }

    fn carry_out(&mut self, transition: Transition) {
        // In a page, asking to quit goes back to the title at once: there is nothing to ask.
        let transition = match transition {
            Transition::Quit | Transition::Push(Goto::ConfirmQuit) if !self.quits => {
                Transition::Home
            }
            transition => transition,
        };
        match transition {
            Transition::Stay => return,
            Transition::Quit => {
                self.quit = true;
                return;
            }
            Transition::Home => self.go_home(),
            Transition::Push(goto) => {
                let screen = self.build(goto);
                self.screens.push(screen);
            }
            Transition::Pop => {
                if self.screens.len() > 1 {
                    self.screens.pop();
                }
            }
            Transition::Replace(goto) => {
                let screen = self.build(goto);
                self.screens.pop();
                self.screens.push(screen);
            }
        }
        // A message about the last screen means nothing on the next one.
        self.session.act(Action::ClearNotice);
        events::screen(self.top().name());
    }

    /// Leaves every screen for the title: the title on the stack's bottom if it is there,
    /// else the title offering the game on the table when it is worth continuing (so leaving
    /// a game for the title loses nothing), else the plain title.
    fn go_home(&mut self) {
        let at_title = self
            .screens
            .first()
            .is_some_and(|s| matches!(s.name(), ScreenName::Title | ScreenName::ContinueOrNew));
        if at_title {
            self.screens.truncate(1);
            return;
        }
        let saved = SavedGame::from_game(self.session.game());
        let home = if keeping::worth_continuing(&saved) {
            Goto::ContinueOrNew(saved)
        } else {
            Goto::Title
        };
        self.screens = vec![self.build(home)];
    }
}

/// Views of the app for tests here and in the other ui modules.
#[cfg(test)]
impl App {
    /// The window at start on `first` with no store behind it.
    pub(crate) fn new(game: GameState, first: Goto) -> App {
        App::keeping(game, first, Keeping::off())
    }

    /// As [`App::new`], in a browser page: quitting goes back to the title.
    pub(crate) fn in_page(game: GameState, first: Goto) -> App {
        App {
            quits: false,
            ..App::new(game, first)
        }
    }

    /// The name of the screen on top, as the log writes it.
    pub(crate) fn screen(&self) -> String {
        self.top().name().to_string()
    }

    /// The layout of an 800×700 window for this frame, as the shell makes it.
    pub(crate) fn layout(&self) -> Layout {
        let board = self.board_size();
        let arrange = if self.lays_out_graph() {
            Layout::with_graph
        } else {
            Layout::new
        };
        arrange(800.0, 700.0, board.width(), board.height())
    }

    /// The player presses `keys`, one after the other, in one frame.
    pub(crate) fn press(&mut self, keys: &[crate::ui::input::Key]) {
        let events = keys.iter().map(|&k| crate::ui::input::Event::Key(k));
        let input = RawInput {
            events: events.collect(),
            ..RawInput::default()
        };
        self.hear(&input, &self.layout());
    }

    /// The player clicks at (`x`, `y`) of the window [`App::layout`] lays out.
    pub(crate) fn click(&mut self, (x, y): (f32, f32)) {
        let input = RawInput {
            events: vec![crate::ui::input::Event::Click(x, y)],
            ..RawInput::default()
        };
        self.hear(&input, &self.layout());
    }

    pub(crate) fn game(&self) -> &GameState {
        self.session.game()
    }

    pub(crate) fn falling(&self) -> bool {
        self.session.table().falling().is_some()
    }

    pub(crate) fn hover(&self) -> crate::board::Column {
        self.session.table().hover()
    }

    /// The window is being closed.
    pub(crate) fn close(&mut self) {
        let input = RawInput {
            close_requested: true,
            ..RawInput::default()
        };
        self.hear(&input, &self.layout());
    }

    /// Runs frames until nothing is falling.
    pub(crate) fn settle(&mut self, now: &mut f64) {
        for _ in 0..200 {
            *now += 0.05;
            self.set_time(*now);
            self.advance();
            if !self.falling() {
                return;
            }
        }
        panic!("the coin never landed");
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::board::Column;
    use crate::game::{Mode, Modes};
    use crate::ui::input::Key;

    use crate::ui::input::{Event, RawInput};

    #[test]
    fn closing_the_window_overrides_everything() {
        let input = RawInput {
            events: vec![Event::Key(Key::Digit(3))],
            close_requested: true,
            ..RawInput::default()
        };
        let mut app = App::new(GameState::new(Modes::HUMANS), Goto::Table);
        app.hear(&input, &app.layout());
        assert!(app.wants_to_quit());
        assert_eq!(app.game().position(), "", "the digit is not played");
    }

    #[test]
    fn the_window_moves_while_a_coin_falls_and_rests_once_it_has_landed() {
        let mut app = App::new(GameState::new(Modes::HUMANS), Goto::Table);
        assert!(!app.in_motion(), "nothing moves before a move");
        app.press(&[Key::Digit(4)]);
        app.set_time(0.01);
        app.advance();
        assert!(app.falling() && app.in_motion(), "the coin falls");
        let mut now = 0.01;
        app.settle(&mut now);
        app.set_time(now);
        assert!(!app.in_motion(), "the coin has landed: nothing moves");
    }

    #[test]
    fn a_win_is_celebrated_for_its_time_from_the_landing() {
        let game = GameState::from_position(Modes::HUMANS, "121212").unwrap();
        let mut app = App::new(game, Goto::Table);
        app.press(&[Key::Digit(1)]);
        let mut now = 0.0;
        app.settle(&mut now);
        // The table alone: at game over the graph's analysis (no worker here) moves too.
        let table = app.session().table();
        let settled = now + crate::ui::animation::WIN_TIME;
        assert!(table.in_motion(now) && table.in_motion(settled - 0.01));
        assert!(!table.in_motion(settled + 0.01), "the glow has settled");
        app.set_time(now);
        assert!(app.in_motion());
    }

    #[test]
    fn the_window_moves_while_the_computer_has_its_turn_however_long_it_thinks() {
        let high = Mode::Computer(Level::High);
        let mut app = App::new(GameState::new(modes(Mode::Human, high)), Goto::Table);
        app.press(&[Key::Digit(4)]);
        let mut now = 0.0;
        app.settle(&mut now);
        app.set_time(now);
        app.advance();
        // No worker answers here: the computer's turn stays under way.
        app.set_time(now + 60.0);
        assert!(app.in_motion(), "the spinner turns while it thinks");
    }

    #[test]
    fn the_window_moves_while_a_hint_is_worked_out() {
        let mut app = App::new(GameState::new(Modes::HUMANS), Goto::Table);
        assert!(!app.in_motion());
        app.press(&[Key::H]);
        app.set_time(0.01);
        app.advance();
        // No worker answers here: the hint's spinner keeps turning.
        app.set_time(30.0);
        assert!(app.in_motion(), "the hint row's spinner turns");
    }

    #[test]
    fn the_explorer_over_the_finished_game_leaves_no_room_for_a_graph() {
        let finished = GameState::from_position(Modes::HUMANS, "1212121").unwrap();
        let mut app = App::new(finished, Goto::Table);
        assert_eq!(app.screen(), "game over");
        assert!(app.lays_out_graph());
        app.set_time(0.1);
        app.press(&[Key::E]);
        assert_eq!(app.screen(), "explorer");
        assert!(!app.lays_out_graph(), "the board would sit off-centre");
    }

    /// The column a player calls `number`.
    pub(crate) fn col(number: usize) -> Column {
        Column::from_number(number).unwrap()
    }

    /// The key that picks `mode` on the mode screen.
    pub(crate) fn mode_key(mode: Mode) -> Key {
        let option = Mode::ALL
            .iter()
            .position(|&m| m == mode)
            .expect("an offered mode");
        Key::Digit(((option + 1) % 10) as u8)
    }

    /// Who plays Red and who Yellow.
    pub(crate) fn modes(red: Mode, yellow: Mode) -> Modes {
        Modes { red, yellow }
    }

    #[test]
    fn title_then_red_then_yellow_then_play() {
        let mut app = App::new(GameState::new(Modes::HUMANS), Goto::Title);
        assert_eq!(app.screen(), "title");
        app.press(&[Key::Other]);
        app.press(&[Key::Digit(1)]);
        assert_eq!(app.screen(), "choose modes");
        app.press(&[Key::Escape]);
        app.press(&[Key::Digit(1)]);
        app.press(&[Key::Digit(7)]);
        assert_eq!(app.screen(), "play");
        assert_eq!(
            app.game().modes(),
            modes(Mode::Human, Mode::Computer(Level::Mid))
        );
    }

    #[test]
    fn escape_at_the_first_choice_goes_back_to_the_title_where_it_asks_to_quit() {
        let mut app = App::new(GameState::new(Modes::HUMANS), Goto::Title);
        app.press(&[Key::Other]);
        assert_eq!(app.screen(), "choose modes");
        app.press(&[Key::Escape]);
        assert_eq!(app.screen(), "title");
        app.press(&[Key::Escape]);
        assert_eq!(app.screen(), "confirm quit");
        app.press(&[Key::N]);
        assert_eq!(app.screen(), "title");
        app.press(&[Key::Escape]);
        app.press(&[Key::Y]);
        assert!(app.wants_to_quit());
    }

    #[test]
    fn in_a_page_escape_on_the_mode_screens_goes_back_to_the_title_and_nothing_quits() {
        let mut app = App::in_page(GameState::new(Modes::HUMANS), Goto::Title);
        app.press(&[Key::Other]);
        app.press(&[Key::Escape]);
        assert_eq!(app.screen(), "title");
        let mut tictactoe = App::in_page(GameState::new(Modes::HUMANS), Goto::TicTacToe(None));
        assert_eq!(tictactoe.screen(), "tictactoe modes");
        tictactoe.press(&[Key::Escape]);
        assert_eq!(tictactoe.screen(), "title");
        // Even closing the window (which a page never asks) leaves the title on show.
        tictactoe.close();
        assert!(!tictactoe.wants_to_quit());
        assert_eq!(tictactoe.screen(), "title");
    }

    #[test]
    fn escape_mid_game_in_the_mode_screen_keeps_the_old_modes() {
        let start = modes(Mode::Human, Mode::Computer(Level::Low));
        let mut app = App::new(GameState::new(start), Goto::Table);
        app.press(&[Key::C]);
        app.press(&[Key::Digit(9)]);
        app.press(&[Key::Escape]);
        assert_eq!(app.screen(), "play");
        assert_eq!(app.game().modes(), start);
    }

    #[test]
    fn a_human_move_falls_then_lands_and_a_second_early_drop_waits_for_it() {
        let mut app = App::new(GameState::new(Modes::HUMANS), Goto::Table);
        let mut now = 1.0;
        app.set_time(now);
        app.press(&[Key::Digit(4)]);
        assert_eq!(app.game().position(), "4");
        assert!(app.falling());
        app.set_time(now + 0.01);
        app.press(&[Key::Digit(5)]);
        assert_eq!(app.game().position(), "4", "the second coin waits");
        app.settle(&mut now);
        assert_eq!(app.game().position(), "45");
    }

    #[test]
    fn a_full_column_or_a_click_beside_the_board_shakes_and_changes_nothing() {
        let game = GameState::from_position(Modes::HUMANS, "444444").unwrap();
        let mut app = App::new(game, Goto::Table);
        app.set_time(2.0);
        app.press(&[Key::Digit(4)]);
        assert_eq!(app.game().position(), "444444");
        assert_eq!(app.session().table().shake_since(), Some(2.0));
        app.set_time(2.1);
        assert!(app.session().notice().unwrap().text.contains("full"));
        app.set_time(3.0);
        let layout = app.layout();
        app.click((2.0, layout.board.y + 10.0));
        assert_eq!(app.session().table().shake_since(), Some(3.0));
        assert_eq!(app.game().position(), "444444");
    }

    #[test]
    fn a_win_lands_then_shows_game_over_and_yes_plays_again() {
        let game = GameState::from_position(Modes::HUMANS, "121212").unwrap();
        let mut app = App::new(game, Goto::Table);
        let mut now = 0.0;
        app.set_time(now);
        app.press(&[Key::Digit(1)]);
        assert_eq!(app.screen(), "game over");
        assert!(app.falling(), "the winning coin still falls");
        app.settle(&mut now);
        assert_eq!(app.screen(), "game over");
        app.set_time(now);
        app.press(&[Key::Y]);
        assert_eq!(app.screen(), "play");
        assert_eq!(app.game().position(), "");
    }

    #[test]
    fn hover_moves_with_arrows_and_stays_on_the_board() {
        let mut app = App::new(GameState::new(Modes::HUMANS), Goto::Table);
        assert_eq!(app.hover(), col(4));
        for _ in 0..10 {
            app.press(&[Key::Right]);
        }
        assert_eq!(app.hover(), col(7));
        app.press(&[Key::Left]);
        app.press(&[Key::Drop]);
        assert_eq!(app.game().position(), "6");
    }

    #[test]
    fn new_modes_at_game_over_start_a_new_game_and_the_table_comes_back_to_play() {
        let game = GameState::from_position(Modes::HUMANS, "1212121").unwrap();
        let mut app = App::new(game, Goto::Table);
        assert_eq!(app.screen(), "game over");
        app.press(&[Key::C]);
        assert_eq!(app.screen(), "change modes");
        app.press(&[Key::Digit(1)]);
        app.press(&[Key::Digit(6)]);
        assert_eq!(app.game().position(), "");
        app.set_time(0.1);
        app.advance();
        assert_eq!(app.screen(), "play");
        assert_eq!(
            app.game().modes(),
            modes(Mode::Human, Mode::Computer(Level::Low))
        );
    }

    #[test]
    fn a_notice_goes_when_the_screen_changes() {
        let mut app = App::new(GameState::new(Modes::HUMANS), Goto::Table);
        app.set_time(1.0);
        app.press(&[Key::Digit(9)]);
        app.set_time(1.1);
        let notice = app.session().notice().expect("a notice").text.clone();
        assert_eq!(notice, "There is no column 9: press 1-7");
        app.set_time(1.2);
        app.press(&[Key::Escape]);
        assert_eq!(app.screen(), "confirm quit");
        app.set_time(1.3);
        assert!(app.session().notice().is_none());
    }

    #[test]
    fn escape_on_the_title_asks_to_quit_over_it_and_no_returns_to_it() {
        let mut app = App::new(GameState::new(Modes::HUMANS), Goto::Title);
        app.press(&[Key::Escape]);
        assert_eq!(app.screen(), "confirm quit");
        app.press(&[Key::N]);
        assert_eq!(app.screen(), "title");
        app.close();
        assert!(app.wants_to_quit());
    }

    #[test]
    fn undo_lifts_the_last_coin_out_and_redo_drops_it_again_then_has_nothing_left() {
        let mut app = App::new(
            GameState::from_position(Modes::HUMANS, "44").unwrap(),
            Goto::Table,
        );
        let mut now = 1.0;
        app.set_time(now);
        app.press(&[Key::U]);
        assert_eq!(app.game().position(), "4");
        assert_eq!(
            app.session().table().lifting().len(),
            1,
            "one coin lifts out"
        );
        app.settle(&mut now);
        app.set_time(now + 1.0);
        app.advance();
        assert!(app.session().table().lifting().is_empty(), "and is gone");
        app.set_time(now);
        app.press(&[Key::R]);
        assert_eq!(app.game().position(), "44");
        assert!(app.falling(), "the replayed coin falls");
        app.settle(&mut now);
        app.set_time(now);
        app.press(&[Key::R]);
        assert_eq!(app.game().position(), "44");
        assert_eq!(app.session().table().shake_since(), Some(now));
        app.set_time(now);
        let notice = app.session().notice().expect("a notice").text.clone();
        assert_eq!(notice, "There is no move to replay");
    }

    #[test]
    fn undo_on_the_empty_board_is_refused_on_screen() {
        let mut app = App::new(GameState::new(Modes::HUMANS), Goto::Table);
        app.set_time(3.0);
        app.press(&[Key::U]);
        assert_eq!(app.game().position(), "");
        assert_eq!(app.session().table().shake_since(), Some(3.0));
        let notice = app.session().notice().unwrap().text.clone();
        assert_eq!(notice, "There is no move to take back");
    }

    #[test]
    fn a_new_move_after_undo_leaves_nothing_to_redo() {
        let mut app = App::new(
            GameState::from_position(Modes::HUMANS, "44").unwrap(),
            Goto::Table,
        );
        let mut now = 0.0;
        app.set_time(now);
        app.press(&[Key::U]);
        app.set_time(now);
        app.press(&[Key::Digit(5)]);
        app.settle(&mut now);
        app.set_time(now);
        app.press(&[Key::R]);
        assert_eq!(app.game().position(), "45");
    }

    #[test]
    fn undo_on_the_game_over_screen_reopens_the_game_in_play() {
        let game = GameState::from_position(Modes::HUMANS, "1212121").unwrap();
        let mut app = App::new(game, Goto::Table);
        assert_eq!(app.screen(), "game over");
        app.press(&[Key::U]);
        assert_eq!(app.screen(), "play");
        assert_eq!(app.game().position(), "121212");
        assert!(app.game().outcome().is_none());
        app.set_time(0.1);
        app.press(&[Key::R]);
        assert_eq!(app.screen(), "game over");
    }

    #[test]
    fn undo_while_the_computer_thinks_cancels_its_search_and_returns_to_the_persons_turn() {
        let vs_low = modes(Mode::Human, Mode::Computer(Level::Low));
        let mut app = App::new(GameState::from_position(vs_low, "44").unwrap(), Goto::Table);
        app.press(&[Key::Digit(3)]);
        let mut now = 0.0;
        app.settle(&mut now);
        let calls = app.take_worker_calls();
        let [crate::ui::effect::WorkerCall::Send(request)] = calls[..] else {
            panic!("expected Yellow's move to be asked for, got {calls:?}");
        };
        app.set_time(now);
        app.press(&[Key::U]);
        assert_eq!(app.game().position(), "44", "back to Red, the person");
        assert_eq!(
            app.take_worker_calls(),
            vec![crate::ui::effect::WorkerCall::Cancel(request.id())]
        );
        // Its answer comes anyway: stale now, dropped.
        app.report(News::Replies(vec![crate::ai::worker::Reply::Move {
            id: request.id(),
            result: Ok(col(1)),
        }]));
        app.set_time(now + 2.0);
        app.advance();
        assert!(app.take_worker_calls().is_empty(), "the person is to move");
        assert!(!app.session().computer().is_thinking());
    }

    #[test]
    fn undo_between_computers_pauses_them_until_resumed() {
        let robots = modes(Mode::Computer(Level::Low), Mode::Computer(Level::Low));
        let mut app = App::new(
            GameState::from_position(robots, "4453").unwrap(),
            Goto::Table,
        );
        app.advance();
        assert_eq!(app.take_worker_calls().len(), 1, "Red is asked to move");
        app.set_time(0.1);
        app.press(&[Key::U]);
        assert_eq!(app.game().position(), "445");
        assert!(app.game().is_paused());
        assert!(matches!(
            app.take_worker_calls()[..],
            [crate::ui::effect::WorkerCall::Cancel(_)]
        ));
        app.set_time(5.0);
        app.advance();
        assert!(
            app.take_worker_calls().is_empty(),
            "paused: nobody is asked"
        );
        app.press(&[Key::P]);
        assert!(!app.game().is_paused());
        app.set_time(5.1);
        app.advance();
        assert_eq!(app.take_worker_calls().len(), 1, "Yellow is asked again");
        app.set_time(5.2);
        app.press(&[Key::P]);
        let notice = app.session().notice().unwrap().text.clone();
        assert_eq!(notice, "The game is not paused");
    }

    #[test]
    fn help_opens_over_the_table_and_escape_or_a_click_closes_it() {
        let game = GameState::from_position(Modes::HUMANS, "1212121").unwrap();
        let mut app = App::new(game, Goto::Table);
        for close in [Key::Escape, Key::F1, Key::Question] {
            app.press(&[Key::F1]);
            assert_eq!(app.screen(), "help");
            app.press(&[close]);
            assert_eq!(app.screen(), "game over");
        }
        let layout = Layout::new(800.0, 700.0, 7, 6);
        app.press(&[Key::F1]);
        let input = RawInput {
            events: vec![Event::Click(10.0, 10.0)],
            ..RawInput::default()
        };
        app.hear(&input, &layout);
        assert_eq!(app.screen(), "game over");
    }

    #[test]
    fn what_ctrl_c_would_copy_is_ready_before_the_key_while_the_table_is_on_top() {
        let mut app = App::new(
            GameState::from_position(Modes::HUMANS, "43").unwrap(),
            Goto::Table,
        );
        assert_eq!(app.copyable().as_deref(), Some("43"));
        app.press(&[Key::Digit(5)]);
        assert_eq!(
            app.copyable().as_deref(),
            Some("435"),
            "the new position at once"
        );
        app.press(&[Key::F1]);
        assert_eq!(app.copyable(), None, "help takes Ctrl+C for nothing");
        app.press(&[Key::Escape]);
        app.press(&[Key::N, Key::Y]);
        assert_eq!(app.copyable(), None, "an empty board has nothing to copy");
    }

    #[test]
    fn copy_puts_the_digits_on_the_clipboard_and_an_empty_board_has_none() {
        let mut app = App::new(
            GameState::from_position(Modes::HUMANS, "4453").unwrap(),
            Goto::Table,
        );
        app.press(&[Key::CtrlC]);
        assert_eq!(
            app.take_effects(),
            vec![Effect::CopyToClipboard("4453".to_string())]
        );
        app.press(&[Key::N]);
        app.press(&[Key::Y]);
        app.take_effects();
        app.set_time(0.1);
        app.press(&[Key::CtrlC]);
        let copied = app.take_effects();
        assert!(
            !copied
                .iter()
                .any(|e| matches!(e, Effect::CopyToClipboard(_))),
            "{copied:?}"
        );
        assert!(app.session().notice().is_some());
    }

    #[test]
    fn paste_starts_from_good_digits_and_a_bad_string_changes_nothing() {
        let vs_low = modes(Mode::Human, Mode::Computer(Level::Low));
        let mut app = App::new(GameState::from_position(vs_low, "44").unwrap(), Goto::Table);
        app.press(&[Key::CtrlV]);
        assert_eq!(app.take_effects(), vec![Effect::ReadClipboard]);
        let before = app.game().turn();
        app.report(News::Pasted(Some("4x53".to_string())));
        assert_eq!(app.game().position(), "44");
        let notice = app.session().notice().unwrap().text.clone();
        assert!(notice.starts_with("Not a position: \"4x53\""), "{notice}");
        assert!(!notice.contains('\n'));
        app.set_time(0.1);
        app.report(News::Pasted(None));
        assert!(app.session().notice().unwrap().text.contains("clipboard"));
        app.set_time(0.2);
        app.report(News::Pasted(Some(" 4453\n".to_string())));
        assert_eq!(app.game().position(), "4453");
        assert_eq!(app.game().modes(), vs_low);
        assert!(app.game().turn() > before, "turn ids go on");
        // A finished position shows as game over.
        app.set_time(0.3);
        app.report(News::Pasted(Some("1212121".to_string())));
        app.set_time(0.4);
        app.advance();
        assert_eq!(app.screen(), "game over");
    }
}

//! The window's state between frames: a stack of screens over one [`Session`]. Input goes to
//! the top screen, which reads it as its own messages and which answers with a [`Transition`]; the stack carries it out. Nothing here
//! touches a window or a thread, so it is all tested without either. Time is passed in (seconds
//! on the frame clock), never read.

use super::effect::Effect;
use super::events;
use super::input::RawInput;
use super::keeping::{self, Keeping};
use super::layout::Layout;
use super::paint::Painter;
use super::screens::{self, Goto, Stacked, Transition};
use super::session::{Action, News, Session};
use crate::game::GameState;
use crate::store::SavedGame;

/// The screens and the session under them.
pub struct App {
    /// Bottom first; never empty while the window is open.
    screens: Vec<Box<dyn Stacked>>,
    session: Session,
    quit: bool,
}

impl App {
    /// The window at start with a store behind it: a saved game to `offer` puts Continue / New
    /// game on the title screen (`skip_to_play` then wins: the caller decided already).
    pub fn keeping(
        game: GameState,
        skip_to_play: bool,
        keeping: Keeping,
        offer: Option<SavedGame>,
    ) -> App {
        let session = Session::with_keeping(game, keeping);
        let first = if let (Some(saved), false) = (offer, skip_to_play) {
            Goto::ContinueOrNew(saved)
        } else if skip_to_play {
            let game = session.game();
            events::new_game(game.modes(), &events::on_board(game.board().size()));
            Goto::Table
        } else {
            Goto::Title
        };
        let mut app = App {
            screens: Vec::new(),
            session,
            quit: false,
        };
        app.screens.push(app.build(first));
        app
    }

    /// Puts `screen` in place of the one on top (the window started on another game).
    pub fn open_instead(&mut self, screen: Goto) {
        self.carry_out(Transition::Replace(screen));
    }

    /// The screen `goto` names, for the game on the table.
    fn build(&self, goto: Goto) -> Box<dyn Stacked> {
        match goto {
            Goto::Title => Box::new(screens::title::Title),
            Goto::ContinueOrNew(saved) => Box::new(screens::resume::ContinueOrNew::new(saved)),
            Goto::Table if self.session.game().outcome().is_some() => {
                Box::new(screens::game_over::GameOver)
            }
            Goto::Table => Box::new(screens::play::Play),
            Goto::ChooseModes(modes) => Box::new(screens::modes::ChooseModes::first_game(modes)),
            Goto::ChangeModes(modes) => Box::new(screens::modes::ChooseModes::change(modes)),
            Goto::ConfirmQuit => Box::new(screens::quit::ConfirmQuit),
            Goto::ConfirmNewGame => Box::new(screens::new_game::ConfirmNewGame),
            Goto::Help => Box::new(screens::help::Help),
            Goto::Settings => Box::new(screens::settings::SettingsSheet::default()),
            Goto::Statistics => Box::new(screens::statistics::StatisticsSheet::default()),
            Goto::Review(game) => Box::new(screens::review::Review::new(game)),
            Goto::ReviewAt(game, ply) => Box::new(screens::review::Review::at(game, ply)),
            Goto::TicTacToe(seed) => Box::new(screens::tictactoe::TicTacToeScreen::new(seed)),
            Goto::Learn(games) => Box::new(screens::coach::mistakes::LearnFromMistakes::new(games)),
            Goto::Puzzles => Box::new(screens::coach::puzzles::Puzzles::new()),
            Goto::Explorer(game) => Box::new(screens::coach::explorer::Explorer::new(&game)),
        }
    }

    /// What the screens work on.
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// Takes in the replies that came from the worker since the last frame, all at once.
    pub fn receive(&mut self, replies: Vec<crate::ai::worker::Reply>) {
        self.session.hear(News::Replies(replies));
    }

    /// The screen on top, which hears the input.
    pub fn top(&self) -> &dyn Stacked {
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

    /// Whether anything on screen moves by itself at the frame's time: a coin in motion, a win being
    /// celebrated, the computer's turn under way (its "Thinking..." and the pause), an analysis
    /// under way (its spinner), or a screen's own animation. The shell slows the frame rate while
    /// nothing does and the player is idle.
    pub fn in_motion(&self) -> bool {
        let computer = self.session.computer();
        self.session.table().in_motion(self.session.now())
            || computer.turn_since().is_some()
            || computer.is_analysing()
            || self.top().animates()
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

    /// Puts the settings in force and the recorded games behind the statistics.
    pub fn set_preferences(
        &mut self,
        prefs: super::preferences::Preferences,
        history: crate::store::History,
    ) {
        self.session.hear(News::Preferences(prefs));
        self.session.hear(News::History(history));
    }

    /// Puts the puzzle record found at start behind the puzzle screen.
    pub fn set_puzzles(&mut self, puzzles: crate::store::PuzzleRecord) {
        self.session.hear(News::Puzzles(puzzles));
    }

    /// The window settled at `size`: it is kept in the settings for the next run.
    pub fn resized(&mut self, size: crate::store::WindowSize) {
        let settings = crate::store::Settings {
            window: size,
            ..self.session.prefs().settings().clone()
        };
        self.session.act(Action::ChangeSettings(settings));
    }

    /// This run found no audio device.
    pub fn lack_audio_device(&mut self) {
        self.session.hear(News::NoAudioDevice);
    }

    /// Shows what the store said went wrong (until something else goes wrong).
    pub fn tell(&mut self, problem: &crate::store::Problem) {
        self.session.hear(News::Problem(problem.clone()));
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
    /// event goes to the screen on top when it comes, which reads it as one of its own
    /// messages and carries that out.
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
        self.session.advance(&self.top().focus());
        let transition = match self.screens.last_mut() {
            Some(top) => top.update(&mut self.session),
            None => Transition::Stay,
        };
        self.carry_out(transition);
    }

    /// A save the player asked for is done: `saved` says where it went or why it could not be
    /// written (`picture`, or a game file).
    pub fn shared(&mut self, saved: Result<std::path::PathBuf, String>, picture: bool) {
        self.session.hear(News::Shared { saved, picture });
    }

    /// The clipboard's text (`None`: empty or unreadable) arrived after a paste was asked for.
    pub fn pasted(&mut self, text: Option<String>) {
        self.session.hear(News::Pasted(text));
    }

    /// Paints every screen on the stack, bottom first, so overlays show what is under them.
    pub fn draw(&self, painter: &Painter) {
        painter.background();
        for screen in &self.screens {
            screen.draw(&self.session, painter);
        }
        keeping::draw_problem(self.session.kept(), painter);
    }

    fn carry_out(&mut self, transition: Transition) {
        match transition {
            Transition::Stay => return,
            Transition::Quit => {
                self.quit = true;
                return;
            }
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
}

/// Views of the app for tests here and in the other ui modules.
#[cfg(test)]
impl App {
    /// The window at start with no store behind it: the title screen, or straight into play.
    pub(crate) fn new(game: GameState, skip_to_play: bool) -> App {
        App::keeping(game, skip_to_play, Keeping::off(), None)
    }

    pub(crate) fn screen(&self) -> &'static str {
        self.top().name()
    }

    /// Hands `message` to the screen on top, as if the player had asked it there; panics if
    /// the screen on top does not speak that type, so a test cannot send into the void.
    pub(crate) fn send<M: std::any::Any>(&mut self, message: M) {
        let name = self.screen();
        let top = self.screens.last_mut().expect("a screen on the stack");
        let Some(transition) = top.send(&message, &mut self.session) else {
            panic!("{name} takes no {}", std::any::type_name::<M>());
        };
        self.carry_out(transition);
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
        self.hear(&input, &Layout::new(800.0, 700.0, 7, 6));
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
    use crate::ui::button::{Answer, Tool};
    use crate::ui::input::{Event, RawInput};
    use crate::ui::refusal::Refusal;
    use crate::ui::screens::help::CloseHelp;
    use crate::ui::screens::modes::ModesMessage;
    use crate::ui::screens::table::TableMessage;
    use crate::ui::screens::title::TitleMessage;

    #[test]
    fn the_window_moves_while_a_coin_falls_and_rests_once_it_has_landed() {
        let mut app = App::new(GameState::new(Modes::HUMANS), true);
        assert!(!app.in_motion(), "nothing moves before a move");
        app.send(TableMessage::Drop(col(4)));
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
        let mut app = App::new(game, true);
        app.send(TableMessage::Drop(col(1)));
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
        let mut app = App::new(GameState::new(modes(Mode::Human, high)), true);
        app.send(TableMessage::Drop(col(4)));
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
        let mut app = App::new(GameState::new(Modes::HUMANS), true);
        assert!(!app.in_motion());
        app.send(TableMessage::Tool(Tool::Hint));
        app.set_time(0.01);
        app.advance();
        // No worker answers here: the hint's spinner keeps turning.
        app.set_time(30.0);
        assert!(app.in_motion(), "the hint row's spinner turns");
    }

    #[test]
    fn the_explorer_over_the_finished_game_leaves_no_room_for_a_graph() {
        let finished = GameState::from_position(Modes::HUMANS, "1212121").unwrap();
        let mut app = App::new(finished, true);
        assert_eq!(app.screen(), "game over");
        assert!(app.lays_out_graph());
        app.set_time(0.1);
        app.send(TableMessage::Explore);
        assert_eq!(app.screen(), "explorer");
        assert!(!app.lays_out_graph(), "the board would sit off-centre");
    }

    /// The column a player calls `number`.
    pub(crate) fn col(number: usize) -> Column {
        Column::from_number(number).unwrap()
    }

    /// Who plays Red and who Yellow.
    pub(crate) fn modes(red: Mode, yellow: Mode) -> Modes {
        Modes { red, yellow }
    }

    #[test]
    fn title_then_red_then_yellow_then_play() {
        let mut app = App::new(GameState::new(Modes::HUMANS), false);
        assert_eq!(app.screen(), "title");
        app.send(TitleMessage::Continue);
        app.send(ModesMessage::PickMode(Mode::Human));
        assert_eq!(app.screen(), "choose modes");
        app.send(ModesMessage::Back);
        app.send(ModesMessage::PickMode(Mode::Human));
        app.send(ModesMessage::PickMode(Mode::Computer(Level::Mid)));
        assert_eq!(app.screen(), "play");
        assert_eq!(
            app.game().modes(),
            modes(Mode::Human, Mode::Computer(Level::Mid))
        );
    }

    #[test]
    fn escape_at_the_first_choice_asks_to_quit_and_no_goes_back() {
        let mut app = App::new(GameState::new(Modes::HUMANS), false);
        app.send(TitleMessage::Continue);
        app.send(ModesMessage::Back);
        assert_eq!(app.screen(), "confirm quit");
        app.send(Answer::No);
        assert_eq!(app.screen(), "choose modes");
        app.send(ModesMessage::Back);
        app.send(Answer::Yes);
        assert!(app.wants_to_quit());
    }

    #[test]
    fn escape_mid_game_in_the_mode_screen_keeps_the_old_modes() {
        let start = modes(Mode::Human, Mode::Computer(Level::Low));
        let mut app = App::new(GameState::new(start), true);
        app.send(TableMessage::Tool(Tool::Modes));
        app.send(ModesMessage::PickMode(Mode::Computer(Level::High)));
        app.send(ModesMessage::Back);
        assert_eq!(app.screen(), "play");
        assert_eq!(app.game().modes(), start);
    }

    #[test]
    fn a_human_move_falls_then_lands_and_a_second_early_drop_waits_for_it() {
        let mut app = App::new(GameState::new(Modes::HUMANS), true);
        let mut now = 1.0;
        app.set_time(now);
        app.send(TableMessage::Drop(col(4)));
        assert_eq!(app.game().position(), "4");
        assert!(app.falling());
        app.set_time(now + 0.01);
        app.send(TableMessage::Drop(col(5)));
        assert_eq!(app.game().position(), "4", "the second coin waits");
        app.settle(&mut now);
        assert_eq!(app.game().position(), "45");
    }

    #[test]
    fn a_full_column_or_a_click_beside_the_board_shakes_and_changes_nothing() {
        let game = GameState::from_position(Modes::HUMANS, "444444").unwrap();
        let mut app = App::new(game, true);
        app.set_time(2.0);
        app.send(TableMessage::Drop(col(4)));
        assert_eq!(app.game().position(), "444444");
        assert_eq!(app.session().table().shake_since(), Some(2.0));
        app.set_time(2.1);
        assert!(app.session().notice().unwrap().text.contains("full"));
        app.set_time(3.0);
        app.send(TableMessage::Refused(Refusal::OutsideBoard));
        assert_eq!(app.session().table().shake_since(), Some(3.0));
        assert_eq!(app.game().position(), "444444");
    }

    #[test]
    fn a_win_lands_then_shows_game_over_and_yes_plays_again() {
        let game = GameState::from_position(Modes::HUMANS, "121212").unwrap();
        let mut app = App::new(game, true);
        let mut now = 0.0;
        app.set_time(now);
        app.send(TableMessage::Drop(col(1)));
        assert_eq!(app.screen(), "game over");
        assert!(app.falling(), "the winning coin still falls");
        app.settle(&mut now);
        assert_eq!(app.screen(), "game over");
        app.set_time(now);
        app.send(TableMessage::Answer(Answer::Yes));
        assert_eq!(app.screen(), "play");
        assert_eq!(app.game().position(), "");
    }

    #[test]
    fn no_at_game_over_quits() {
        let game = GameState::from_position(Modes::HUMANS, "1212121").unwrap();
        let mut app = App::new(game, true);
        assert_eq!(app.screen(), "game over");
        app.send(TableMessage::Answer(Answer::No));
        assert!(app.wants_to_quit());
    }

    #[test]
    fn hover_moves_with_arrows_and_stays_on_the_board() {
        let mut app = App::new(GameState::new(Modes::HUMANS), true);
        assert_eq!(app.hover(), col(4));
        for _ in 0..10 {
            app.send(TableMessage::HoverBy(1));
        }
        assert_eq!(app.hover(), col(7));
        app.send(TableMessage::HoverBy(-1));
        app.send(TableMessage::DropAtHover);
        assert_eq!(app.game().position(), "6");
    }

    #[test]
    fn new_modes_at_game_over_start_a_new_game_and_the_table_comes_back_to_play() {
        let game = GameState::from_position(Modes::HUMANS, "1212121").unwrap();
        let mut app = App::new(game, true);
        assert_eq!(app.screen(), "game over");
        app.send(TableMessage::Tool(Tool::Modes));
        assert_eq!(app.screen(), "change modes");
        app.send(ModesMessage::PickMode(Mode::Human));
        app.send(ModesMessage::PickMode(Mode::Computer(Level::Low)));
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
        let mut app = App::new(GameState::new(Modes::HUMANS), true);
        app.set_time(1.0);
        app.send(TableMessage::Refused(Refusal::NoSuchColumn(9)));
        app.set_time(1.1);
        let notice = app.session().notice().expect("a notice").text.clone();
        assert_eq!(notice, "There is no column 9: press 1-7");
        app.set_time(1.2);
        app.send(TableMessage::Tool(Tool::Quit));
        assert_eq!(app.screen(), "confirm quit");
        app.set_time(1.3);
        assert!(app.session().notice().is_none());
    }

    #[test]
    fn escape_on_the_title_asks_to_quit_over_it_and_no_returns_to_it() {
        let mut app = App::new(GameState::new(Modes::HUMANS), false);
        app.send(TitleMessage::Quit);
        assert_eq!(app.screen(), "confirm quit");
        app.send(Answer::No);
        assert_eq!(app.screen(), "title");
        app.close();
        assert!(app.wants_to_quit());
    }

    #[test]
    fn undo_lifts_the_last_coin_out_and_redo_drops_it_again_then_has_nothing_left() {
        let mut app = App::new(GameState::from_position(Modes::HUMANS, "44").unwrap(), true);
        let mut now = 1.0;
        app.set_time(now);
        app.send(TableMessage::Tool(Tool::Undo));
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
        app.send(TableMessage::Tool(Tool::Redo));
        assert_eq!(app.game().position(), "44");
        assert!(app.falling(), "the replayed coin falls");
        app.settle(&mut now);
        app.set_time(now);
        app.send(TableMessage::Tool(Tool::Redo));
        assert_eq!(app.game().position(), "44");
        assert_eq!(app.session().table().shake_since(), Some(now));
        app.set_time(now);
        let notice = app.session().notice().expect("a notice").text.clone();
        assert_eq!(notice, "There is no move to replay");
    }

    #[test]
    fn undo_on_the_empty_board_is_refused_on_screen() {
        let mut app = App::new(GameState::new(Modes::HUMANS), true);
        app.set_time(3.0);
        app.send(TableMessage::Tool(Tool::Undo));
        assert_eq!(app.game().position(), "");
        assert_eq!(app.session().table().shake_since(), Some(3.0));
        let notice = app.session().notice().unwrap().text.clone();
        assert_eq!(notice, "There is no move to take back");
    }

    #[test]
    fn a_new_move_after_undo_leaves_nothing_to_redo() {
        let mut app = App::new(GameState::from_position(Modes::HUMANS, "44").unwrap(), true);
        let mut now = 0.0;
        app.set_time(now);
        app.send(TableMessage::Tool(Tool::Undo));
        app.set_time(now);
        app.send(TableMessage::Drop(col(5)));
        app.settle(&mut now);
        app.set_time(now);
        app.send(TableMessage::Tool(Tool::Redo));
        assert_eq!(app.game().position(), "45");
    }

    #[test]
    fn undo_on_the_game_over_screen_reopens_the_game_in_play() {
        let game = GameState::from_position(Modes::HUMANS, "1212121").unwrap();
        let mut app = App::new(game, true);
        assert_eq!(app.screen(), "game over");
        app.send(TableMessage::Tool(Tool::Undo));
        assert_eq!(app.screen(), "play");
        assert_eq!(app.game().position(), "121212");
        assert!(app.game().outcome().is_none());
        app.set_time(0.1);
        app.send(TableMessage::Tool(Tool::Redo));
        assert_eq!(app.screen(), "game over");
    }

    #[test]
    fn undo_while_the_computer_thinks_cancels_its_search_and_returns_to_the_persons_turn() {
        let vs_low = modes(Mode::Human, Mode::Computer(Level::Low));
        let mut app = App::new(GameState::from_position(vs_low, "44").unwrap(), true);
        app.send(TableMessage::Drop(col(3)));
        let mut now = 0.0;
        app.settle(&mut now);
        let calls = app.take_worker_calls();
        let [crate::ui::effect::WorkerCall::Send(request)] = calls[..] else {
            panic!("expected Yellow's move to be asked for, got {calls:?}");
        };
        app.set_time(now);
        app.send(TableMessage::Tool(Tool::Undo));
        assert_eq!(app.game().position(), "44", "back to Red, the person");
        assert_eq!(
            app.take_worker_calls(),
            vec![crate::ui::effect::WorkerCall::Cancel(request.id())]
        );
        // Its answer comes anyway: stale now, dropped.
        app.receive(vec![crate::ai::worker::Reply::Move {
            id: request.id(),
            result: Ok(col(1)),
        }]);
        app.set_time(now + 2.0);
        app.advance();
        assert!(app.take_worker_calls().is_empty(), "the person is to move");
        assert!(!app.session().computer().is_thinking());
    }

    #[test]
    fn undo_between_computers_pauses_them_until_resumed() {
        let robots = modes(Mode::Computer(Level::Low), Mode::Computer(Level::Low));
        let mut app = App::new(GameState::from_position(robots, "4453").unwrap(), true);
        app.advance();
        assert_eq!(app.take_worker_calls().len(), 1, "Red is asked to move");
        app.set_time(0.1);
        app.send(TableMessage::Tool(Tool::Undo));
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
        app.send(TableMessage::Tool(Tool::Resume));
        assert!(!app.game().is_paused());
        app.set_time(5.1);
        app.advance();
        assert_eq!(app.take_worker_calls().len(), 1, "Yellow is asked again");
        app.set_time(5.2);
        app.send(TableMessage::Tool(Tool::Resume));
        let notice = app.session().notice().unwrap().text.clone();
        assert_eq!(notice, "The game is not paused");
    }

    #[test]
    fn help_opens_over_the_table_and_escape_or_a_click_closes_it() {
        let game = GameState::from_position(Modes::HUMANS, "1212121").unwrap();
        let mut app = App::new(game, true);
        for close in [CloseHelp, CloseHelp] {
            app.send(TableMessage::Tool(Tool::Help));
            assert_eq!(app.screen(), "help");
            app.send(close);
            assert_eq!(app.screen(), "game over");
        }
        let layout = Layout::new(800.0, 700.0, 7, 6);
        app.send(TableMessage::Tool(Tool::Help));
        let input = RawInput {
            events: vec![Event::Click(10.0, 10.0)],
            ..RawInput::default()
        };
        app.hear(&input, &layout);
        assert_eq!(app.screen(), "game over");
    }

    #[test]
    fn copy_puts_the_digits_on_the_clipboard_and_an_empty_board_has_none() {
        let mut app = App::new(
            GameState::from_position(Modes::HUMANS, "4453").unwrap(),
            true,
        );
        app.send(TableMessage::CopyPosition);
        assert_eq!(
            app.take_effects(),
            vec![Effect::CopyToClipboard("4453".to_string())]
        );
        app.send(TableMessage::Tool(Tool::NewGame));
        app.send(Answer::Yes);
        app.take_effects();
        app.set_time(0.1);
        app.send(TableMessage::CopyPosition);
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
        let mut app = App::new(GameState::from_position(vs_low, "44").unwrap(), true);
        app.send(TableMessage::PastePosition);
        assert_eq!(app.take_effects(), vec![Effect::ReadClipboard]);
        let before = app.game().turn();
        app.pasted(Some("4x53".to_string()));
        assert_eq!(app.game().position(), "44");
        let notice = app.session().notice().unwrap().text.clone();
        assert!(notice.starts_with("Not a position: \"4x53\""), "{notice}");
        assert!(!notice.contains('\n'));
        app.set_time(0.1);
        app.pasted(None);
        assert!(app.session().notice().unwrap().text.contains("clipboard"));
        app.set_time(0.2);
        app.pasted(Some(" 4453\n".to_string()));
        assert_eq!(app.game().position(), "4453");
        assert_eq!(app.game().modes(), vs_low);
        assert!(app.game().turn() > before, "turn ids go on");
        // A finished position shows as game over.
        app.set_time(0.3);
        app.pasted(Some("1212121".to_string()));
        app.set_time(0.4);
        app.advance();
        assert_eq!(app.screen(), "game over");
    }
}

//! The window's state between frames: the game, the screen, the hover coin, animations and the
//! computer's progress. Commands and worker replies come in; requests for the worker go out
//! through an outbox the frame loop empties, so everything here is tested without a window or
//! a thread. Time is passed in (seconds on the frame clock), never read.

use super::animation::DropAnimation;
use super::command::{Command, Refusal};
use super::screen::Screen;
use crate::ai::worker::{Reply, Request};
use crate::ai::{ChooseError, Level};
use crate::board::{Column, Player};
use crate::game::{GameState, Mode, Modes, PlayError, TurnId};

/// The least time between a computer's turn starting and its coin dropping, so a person can
/// follow the game.
pub const COMPUTER_PAUSE: f64 = 0.5;
/// How long a refusal message stays on screen.
const NOTICE_TIME: f64 = 2.0;

/// Something for the worker thread.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WorkerCall {
    /// Start this request.
    Send(Request),
    /// Cancel every request up to this id.
    CancelUpTo(u64),
}

/// A short message shown after an input that changed nothing.
#[derive(Debug, Clone, PartialEq)]
pub struct Notice {
    /// What to show.
    pub text: String,
    /// When it was given.
    pub since: f64,
}

/// The computer's turn in progress.
#[derive(Debug, Clone, Copy, PartialEq)]
struct ComputerTurn {
    turn: TurnId,
    /// When the turn started (the previous coin landed).
    since: f64,
    /// Whether the search is still running.
    thinking: bool,
    /// The answer, once it came, waiting for the pause to pass.
    answer: Option<Column>,
}

/// Everything the window shows, and how it changes.
#[derive(Debug, Clone)]
pub struct App {
    game: GameState,
    screen: Screen,
    hover: Column,
    pointer: (f32, f32),
    falling: Option<DropAnimation>,
    queued: Option<Column>,
    shake_since: Option<f64>,
    notice: Option<Notice>,
    computer: Option<ComputerTurn>,
    /// The person's turn on which the worker was asked to think ahead for High.
    pondering: Option<TurnId>,
    outbox: Vec<WorkerCall>,
    quit: bool,
}

impl App {
    /// The window at start: the title screen, or straight into play when the modes were given
    /// on the command line.
    pub fn new(game: GameState, skip_to_play: bool) -> App {
        let mut app = App {
            screen: Screen::Title,
            hover: Column::new((game.board().size().width() / 2) as u8),
            game,
            pointer: (-1.0, -1.0),
            falling: None,
            queued: None,
            shake_since: None,
            notice: None,
            computer: None,
            pondering: None,
            outbox: Vec::new(),
            quit: false,
        };
        if skip_to_play {
            log::info!("new game: {}", app.game.modes());
            app.screen = app.play_or_over();
        }
        app
    }

    /// The game as it stands.
    pub fn game(&self) -> &GameState {
        &self.game
    }

    /// The screen on show.
    pub fn screen(&self) -> &Screen {
        &self.screen
    }

    /// The column the hover coin is above.
    pub fn hover(&self) -> Column {
        self.hover
    }

    /// Where the pointer was last seen, in logical pixels.
    pub fn pointer(&self) -> (f32, f32) {
        self.pointer
    }

    /// The coin falling now, if any.
    pub fn falling(&self) -> Option<&DropAnimation> {
        self.falling.as_ref()
    }

    /// When the hover coin started shaking "no", if it is.
    pub fn shake_since(&self) -> Option<f64> {
        self.shake_since
    }

    /// The message about a refused input, while it is fresh.
    pub fn notice(&self, now: f64) -> Option<&Notice> {
        self.notice.as_ref().filter(|n| now - n.since < NOTICE_TIME)
    }

    /// Whether the computer is searching now.
    pub fn is_thinking(&self) -> bool {
        self.computer.is_some_and(|c| c.thinking)
    }

    /// Whether the computer's turn is under way (searching, or waiting out the pause).
    pub fn computer_turn_since(&self) -> Option<f64> {
        self.computer.map(|c| c.since)
    }

    /// Whether the player asked to leave.
    pub fn wants_to_quit(&self) -> bool {
        self.quit
    }

    /// Hands over what the worker should do; the frame loop calls this every frame.
    pub fn take_worker_calls(&mut self) -> Vec<WorkerCall> {
        std::mem::take(&mut self.outbox)
    }

    /// Applies one command from the player.
    pub fn apply(&mut self, command: Command, now: f64) {
        let before = std::mem::discriminant(&self.screen);
        match command {
            Command::Close => self.quit = true,
            Command::PointAt(x, y) => self.pointer = (x, y),
            Command::Refused(refusal) => self.refuse(refusal_text(refusal), now),
            command => match self.screen.clone() {
                Screen::Title => self.on_title(command),
                Screen::ChooseMode {
                    side,
                    chosen,
                    previous,
                } => self.on_choose(command, side, chosen, previous),
                Screen::Play => self.on_play(command, now),
                Screen::GameOver => self.on_game_over(command),
                Screen::ConfirmQuit { back } => self.on_confirm(command, *back),
            },
        }
        if std::mem::discriminant(&self.screen) != before {
            // A message about the last screen means nothing on the next one.
            self.notice = None;
        }
    }

    /// Takes in an answer from the worker; answers to requests no longer current are dropped.
    pub fn receive(&mut self, reply: Reply) {
        let Reply::Move { id, result } = reply else {
            return;
        };
        let Some(turn) = self.computer.as_mut().filter(|c| c.turn.0 == id) else {
            log::debug!("dropped the answer to stale request {id}");
            return;
        };
        turn.thinking = false;
        match result {
            Ok(column) => turn.answer = Some(column),
            Err(ChooseError::Cancelled) => {
                // Only a cancelled request is answered this way, and a cancelled request is
                // never current; ask again to be safe.
                log::warn!("the computer's search was cancelled unexpectedly; asking again");
                self.computer = None;
            }
            Err(error) => log::warn!("the computer could not move: {error}"),
        }
    }

    /// Moves time on: lands falling coins, starts and finishes computer turns.
    pub fn advance(&mut self, now: f64) {
        if self.falling.is_some_and(|f| f.is_done(now)) {
            self.falling = None;
            if let Some(column) = self.queued.take() {
                self.play_human(column, now);
            }
        }
        if self.screen != Screen::Play || self.falling.is_some() {
            return;
        }
        let Some(level) = self.game.computer_to_move() else {
            self.ponder_if_high_answers();
            return;
        };
        let turn = self.game.turn();
        match self.computer {
            Some(c) if c.turn == turn => {
                if let Some(column) = c.answer.filter(|_| now - c.since >= COMPUTER_PAUSE) {
                    match self.game.apply_computer(turn, column) {
                        Ok(next) => self.after_move(next, column, now),
                        Err(error) => {
                            log::warn!("computer move {column} refused: {error}");
                            self.computer = None;
                        }
                    }
                }
            }
            _ => {
                self.computer = Some(ComputerTurn {
                    turn,
                    since: now,
                    thinking: true,
                    answer: None,
                });
                self.outbox.push(WorkerCall::Send(Request::Move {
                    id: turn.0,
                    level,
                    board: *self.game.board(),
                }));
            }
        }
    }

    /// On a person's turn against High, lets the worker prepare High's answers meanwhile.
    fn ponder_if_high_answers(&mut self) {
        let game = &self.game;
        let high_answers = game.outcome().is_none()
            && game.mode_to_move() == Mode::Human
            && game.modes().of(game.side_to_move().opponent()) == Mode::Computer(Level::High);
        if high_answers && self.pondering != Some(game.turn()) {
            self.pondering = Some(game.turn());
            self.outbox.push(WorkerCall::Send(Request::Ponder {
                id: game.turn().0,
                board: *game.board(),
            }));
        }
    }

    fn on_title(&mut self, command: Command) {
        match command {
            Command::Back => self.ask_to_quit(),
            _ => {
                self.screen = Screen::ChooseMode {
                    side: Player::Red,
                    chosen: self.game.modes(),
                    previous: None,
                }
            }
        }
    }

    fn on_choose(
        &mut self,
        command: Command,
        side: Player,
        chosen: Modes,
        previous: Option<Modes>,
    ) {
        match command {
            Command::PickMode(mode) => {
                let chosen = chosen.with(side, mode);
                if side == Player::Red {
                    self.screen = Screen::ChooseMode {
                        side: Player::Yellow,
                        chosen,
                        previous,
                    };
                } else {
                    self.set_modes(chosen, previous.is_none());
                }
            }
            Command::Back => match (previous, side) {
                (Some(_), _) => self.screen = self.play_or_over(),
                (None, Player::Yellow) => {
                    self.screen = Screen::ChooseMode {
                        side: Player::Red,
                        chosen,
                        previous,
                    }
                }
                (None, Player::Red) => self.ask_to_quit(),
            },
            _ => {}
        }
    }

    fn on_play(&mut self, command: Command, now: f64) {
        match command {
            Command::Drop(column) => self.play_human(column, now),
            Command::DropAtHover => self.play_human(self.hover, now),
            Command::HoverTo(column) => self.hover = column,
            Command::HoverBy(step) => {
                let last = self.game.board().size().width() as i32 - 1;
                let index = (self.hover.index() as i32 + step).clamp(0, last);
                self.hover = Column::new(index as u8);
            }
            Command::ChangeModes => self.open_modes(),
            Command::NewGame => self.new_game(),
            Command::Back => self.ask_to_quit(),
            _ => {}
        }
    }

    fn on_game_over(&mut self, command: Command) {
        match command {
            Command::Yes => self.new_game(),
            Command::No => self.quit = true,
            Command::ChangeModes => self.open_modes(),
            Command::Back => self.ask_to_quit(),
            _ => {}
        }
    }

    fn on_confirm(&mut self, command: Command, back: Screen) {
        match command {
            Command::Yes => self.quit = true,
            Command::No | Command::Back => self.screen = back,
            _ => {}
        }
    }

    fn ask_to_quit(&mut self) {
        self.screen = Screen::ConfirmQuit {
            back: Box::new(self.screen.clone()),
        };
    }

    fn open_modes(&mut self) {
        self.screen = Screen::ChooseMode {
            side: Player::Red,
            chosen: self.game.modes(),
            previous: Some(self.game.modes()),
        };
    }

    fn set_modes(&mut self, modes: Modes, first_game: bool) {
        if !first_game && modes == self.game.modes() {
            // Nothing changed: a computer's search in progress carries on.
            self.screen = self.play_or_over();
            return;
        }
        if first_game {
            log::info!("new game: {modes}");
        } else {
            log::info!("modes changed: {modes}");
        }
        let mut game = self.game.change_modes(modes);
        if game.outcome().is_some() && !first_game {
            game = game.new_game();
            log::info!("new game: {modes}");
        }
        self.replace_game(game);
        self.screen = self.play_or_over();
    }

    fn new_game(&mut self) {
        log::info!("new game: {}", self.game.modes());
        let game = self.game.new_game();
        self.replace_game(game);
        self.falling = None;
        self.queued = None;
        self.screen = Screen::Play;
    }

    fn play_human(&mut self, column: Column, now: f64) {
        if self.falling.is_some() {
            // Remember one early drop and play it when the coin lands, if a person moves next.
            if self.game.computer_to_move().is_none() && self.game.outcome().is_none() {
                self.queued = Some(column);
            } else {
                self.refuse(self.wait_text(), now);
            }
            return;
        }
        match self.game.play_human(column) {
            Ok(next) => self.after_move(next, column, now),
            Err(PlayError::ComputersTurn(_)) => self.refuse(self.wait_text(), now),
            Err(error) => self.refuse(error.to_string(), now),
        }
    }

    fn after_move(&mut self, next: GameState, column: Column, now: f64) {
        let player = self.game.side_to_move();
        // The coin starts where the hover coin is, for a person and a computer alike.
        let from_column = self.hover.index() as f32;
        let cell = self
            .game
            .board()
            .landing_cell(column)
            .expect("a move that was just accepted has a landing cell");
        self.replace_game(next);
        log::info!(
            "played column {} by {}; position {}",
            column.number(),
            player,
            self.game.position()
        );
        if let Some(outcome) = self.game.outcome() {
            log::info!("game over: {outcome}; position {}", self.game.position());
            // The answer to "Play again?" is taken at once; the result shows once the coin lands.
            self.screen = Screen::GameOver;
        }
        self.falling = Some(DropAnimation {
            player,
            cell,
            from_column,
            hover_row: self.game.board().size().height() as f32,
            started: now,
        });
        self.hover = column;
    }

    /// Installs a new game state, cancelling a search that was for the old one.
    fn replace_game(&mut self, game: GameState) {
        self.game = game;
        if let Some(turn) = self.pondering.filter(|&t| t != self.game.turn()) {
            self.outbox.push(WorkerCall::CancelUpTo(turn.0));
            self.pondering = None;
        }
        if let Some(c) = self.computer {
            if c.turn != self.game.turn() {
                if c.thinking {
                    self.outbox.push(WorkerCall::CancelUpTo(c.turn.0));
                }
                self.computer = None;
            }
        }
    }

    fn play_or_over(&self) -> Screen {
        if self.game.outcome().is_some() {
            Screen::GameOver
        } else {
            Screen::Play
        }
    }

    fn refuse(&mut self, text: String, now: f64) {
        self.shake_since = Some(now);
        self.notice = Some(Notice { text, since: now });
    }

    fn wait_text(&self) -> String {
        match self.game.mode_to_move() {
            Mode::Computer(level) if self.game.outcome().is_none() => format!(
                "Please wait: the computer ({}) plays {}",
                Mode::Computer(level).title(),
                self.game.side_to_move()
            ),
            _ => "Please wait for the coin to land".to_string(),
        }
    }
}

fn refusal_text(refusal: Refusal) -> String {
    match refusal {
        Refusal::NoSuchColumn(d) => format!("There is no column {d}: press 1-7"),
        Refusal::NoSuchOption(d) => format!("There is no option {d}: press 1-5"),
        Refusal::OutsideBoard => "Click on a column of the board".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;

    fn col(number: usize) -> Column {
        Column::from_number(number).unwrap()
    }

    fn modes(red: Mode, yellow: Mode) -> Modes {
        Modes { red, yellow }
    }

    /// Runs frames until nothing is falling.
    fn settle(app: &mut App, now: &mut f64) {
        for _ in 0..200 {
            *now += 0.05;
            app.advance(*now);
            if app.falling().is_none() {
                return;
            }
        }
        panic!("the coin never landed");
    }

    #[test]
    fn title_then_red_then_yellow_then_play() {
        let mut app = App::new(GameState::new(Modes::HUMANS), false);
        assert_eq!(app.screen(), &Screen::Title);
        app.apply(Command::Continue, 0.0);
        app.apply(Command::PickMode(Mode::Human), 0.0);
        assert!(matches!(
            app.screen(),
            Screen::ChooseMode {
                side: Player::Yellow,
                ..
            }
        ));
        app.apply(Command::PickMode(Mode::Computer(Level::Mid)), 0.0);
        assert_eq!(app.screen(), &Screen::Play);
        assert_eq!(
            app.game().modes(),
            modes(Mode::Human, Mode::Computer(Level::Mid))
        );
    }

    #[test]
    fn escape_at_the_first_choice_asks_to_quit_and_no_goes_back() {
        let mut app = App::new(GameState::new(Modes::HUMANS), false);
        app.apply(Command::Continue, 0.0);
        let choosing = app.screen().clone();
        app.apply(Command::Back, 0.0);
        assert!(matches!(app.screen(), Screen::ConfirmQuit { .. }));
        app.apply(Command::No, 0.0);
        assert_eq!(app.screen(), &choosing);
        app.apply(Command::Back, 0.0);
        app.apply(Command::Yes, 0.0);
        assert!(app.wants_to_quit());
    }

    #[test]
    fn escape_mid_game_in_the_mode_screen_keeps_the_old_modes() {
        let start = modes(Mode::Human, Mode::Computer(Level::Low));
        let mut app = App::new(GameState::new(start), true);
        app.apply(Command::ChangeModes, 0.0);
        app.apply(Command::PickMode(Mode::Computer(Level::High)), 0.0);
        app.apply(Command::Back, 0.0);
        assert_eq!(app.screen(), &Screen::Play);
        assert_eq!(app.game().modes(), start);
    }

    #[test]
    fn a_human_move_falls_then_lands_and_a_second_early_drop_waits_for_it() {
        let mut app = App::new(GameState::new(Modes::HUMANS), true);
        let mut now = 1.0;
        app.apply(Command::Drop(col(4)), now);
        assert_eq!(app.game().position(), "4");
        assert!(app.falling().is_some());
        app.apply(Command::Drop(col(5)), now + 0.01);
        assert_eq!(app.game().position(), "4", "the second coin waits");
        settle(&mut app, &mut now);
        assert_eq!(app.game().position(), "45");
    }

    #[test]
    fn a_full_column_or_a_click_beside_the_board_shakes_and_changes_nothing() {
        let game = GameState::from_position(Modes::HUMANS, "444444").unwrap();
        let mut app = App::new(game, true);
        app.apply(Command::Drop(col(4)), 2.0);
        assert_eq!(app.game().position(), "444444");
        assert_eq!(app.shake_since(), Some(2.0));
        assert!(app.notice(2.1).unwrap().text.contains("full"));
        app.apply(Command::Refused(Refusal::OutsideBoard), 3.0);
        assert_eq!(app.shake_since(), Some(3.0));
        assert_eq!(app.game().position(), "444444");
    }

    #[test]
    fn on_a_persons_turn_against_high_the_worker_thinks_ahead_until_they_move() {
        let mut app = App::new(
            GameState::new(modes(Mode::Human, Mode::Computer(Level::High))),
            true,
        );
        app.advance(1.0);
        let calls = app.take_worker_calls();
        let [WorkerCall::Send(Request::Ponder { id, board })] = calls[..] else {
            panic!("expected one ponder request, got {calls:?}");
        };
        assert_eq!(board, *app.game().board());
        app.advance(1.1);
        assert!(app.take_worker_calls().is_empty(), "asked only once");
        let mut now = 1.2;
        app.apply(Command::Drop(col(4)), now);
        settle(&mut app, &mut now);
        let calls = app.take_worker_calls();
        assert_eq!(calls[0], WorkerCall::CancelUpTo(id), "{calls:?}");
        assert!(
            matches!(calls[1], WorkerCall::Send(Request::Move { id: next, level: Level::High, .. }) if next > id),
            "{calls:?}"
        );
    }

    #[test]
    fn no_thinking_ahead_against_a_person_or_a_lower_level() {
        for yellow in [Mode::Human, Mode::Computer(Level::Mid)] {
            let mut app = App::new(GameState::new(modes(Mode::Human, yellow)), true);
            app.advance(1.0);
            assert!(app.take_worker_calls().is_empty(), "{yellow:?}");
        }
    }

    #[test]
    fn the_computer_is_asked_once_and_its_move_waits_for_the_pause() {
        let mut app = App::new(
            GameState::new(modes(Mode::Computer(Level::Low), Mode::Human)),
            true,
        );
        app.advance(10.0);
        let calls = app.take_worker_calls();
        assert_eq!(calls.len(), 1);
        let WorkerCall::Send(Request::Move { id, level, .. }) = calls[0] else {
            panic!("expected a move request, got {calls:?}");
        };
        assert_eq!(level, Level::Low);
        assert!(app.is_thinking());
        app.advance(10.1);
        assert!(app.take_worker_calls().is_empty(), "asked only once");
        // A person's input does not play for the computer.
        app.apply(Command::Drop(col(1)), 10.1);
        assert_eq!(app.game().position(), "");
        app.receive(Reply::Move {
            id,
            result: Ok(col(3)),
        });
        assert!(!app.is_thinking());
        app.advance(10.2);
        assert_eq!(
            app.game().position(),
            "",
            "too early: the pause is not over"
        );
        app.advance(10.0 + COMPUTER_PAUSE);
        assert_eq!(app.game().position(), "3");
    }

    #[test]
    fn a_mode_change_cancels_the_search_and_its_late_answer_is_ignored() {
        let mut app = App::new(
            GameState::new(modes(Mode::Computer(Level::High), Mode::Human)),
            true,
        );
        app.advance(1.0);
        let WorkerCall::Send(request) = app.take_worker_calls()[0] else {
            panic!("expected a request");
        };
        app.apply(Command::ChangeModes, 1.1);
        app.apply(Command::PickMode(Mode::Computer(Level::Low)), 1.1);
        app.apply(Command::PickMode(Mode::Human), 1.1);
        assert_eq!(
            app.take_worker_calls(),
            vec![WorkerCall::CancelUpTo(request.id())]
        );
        // The old search answers anyway: dropped.
        app.receive(Reply::Move {
            id: request.id(),
            result: Ok(col(7)),
        });
        app.advance(5.0);
        assert_eq!(app.game().position(), "");
        // A new request is made for the new mode.
        let calls = app.take_worker_calls();
        assert!(matches!(
            calls[..],
            [WorkerCall::Send(Request::Move { level: Level::Low, id, .. })] if id > request.id()
        ));
        app.receive(Reply::Move {
            id: request.id(),
            result: Err(ChooseError::Cancelled),
        });
        assert!(
            app.is_thinking(),
            "the stale cancellation does not end the new search"
        );
    }

    #[test]
    fn a_win_lands_then_shows_game_over_and_yes_plays_again() {
        let game = GameState::from_position(Modes::HUMANS, "121212").unwrap();
        let mut app = App::new(game, true);
        let mut now = 0.0;
        app.apply(Command::Drop(col(1)), now);
        assert_eq!(app.screen(), &Screen::GameOver);
        assert!(app.falling().is_some(), "the winning coin still falls");
        settle(&mut app, &mut now);
        assert_eq!(app.screen(), &Screen::GameOver);
        app.apply(Command::Yes, now);
        assert_eq!(app.screen(), &Screen::Play);
        assert_eq!(app.game().position(), "");
    }

    #[test]
    fn no_at_game_over_quits() {
        let game = GameState::from_position(Modes::HUMANS, "1212121").unwrap();
        let mut app = App::new(game, true);
        assert_eq!(app.screen(), &Screen::GameOver);
        app.apply(Command::No, 0.0);
        assert!(app.wants_to_quit());
    }

    #[test]
    fn hover_moves_with_arrows_and_stays_on_the_board() {
        let mut app = App::new(GameState::new(Modes::HUMANS), true);
        assert_eq!(app.hover(), col(4));
        for _ in 0..10 {
            app.apply(Command::HoverBy(1), 0.0);
        }
        assert_eq!(app.hover(), col(7));
        app.apply(Command::HoverBy(-1), 0.0);
        app.apply(Command::DropAtHover, 0.0);
        assert_eq!(app.game().position(), "6");
    }

    #[test]
    fn choosing_the_same_modes_again_keeps_the_search_going() {
        let same = modes(Mode::Human, Mode::Computer(Level::High));
        let game = GameState::from_position(same, "4").unwrap();
        let mut app = App::new(game, true);
        app.advance(0.0);
        assert_eq!(app.take_worker_calls().len(), 1);
        app.apply(Command::ChangeModes, 0.1);
        app.apply(Command::PickMode(Mode::Human), 0.1);
        app.apply(Command::PickMode(Mode::Computer(Level::High)), 0.1);
        assert_eq!(app.screen(), &Screen::Play);
        assert!(app.is_thinking());
        app.advance(0.2);
        assert!(
            app.take_worker_calls().is_empty(),
            "no cancel, no new request"
        );
    }

    #[test]
    fn new_game_mid_game_cancels_the_search() {
        let game =
            GameState::from_position(modes(Mode::Human, Mode::Computer(Level::Mid)), "4").unwrap();
        let mut app = App::new(game, true);
        app.advance(0.0);
        let WorkerCall::Send(request) = app.take_worker_calls()[0] else {
            panic!("expected a request");
        };
        app.apply(Command::NewGame, 0.1);
        assert_eq!(
            app.take_worker_calls(),
            vec![WorkerCall::CancelUpTo(request.id())]
        );
        assert_eq!(app.game().position(), "");
        assert!(!app.is_thinking());
    }
}

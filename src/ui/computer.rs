//! The computer's seat at the table: its turn (asked once, answered on the worker, played after a
//! short pause) and its thinking ahead on a person's time. This is the window's only contact with
//! [`crate::ai::worker`]: requests, replies, their ids and cancelling all stay in this file, so a
//! change to the worker's interface is met here alone.

use super::effect::{Effect, Effects};
use crate::ai::worker::{Reply, Request, Worker, WorkerGone};
use crate::ai::{ChooseError, Level};
use crate::board::Column;
use crate::game::{GameState, Mode, TurnId};

/// The least time between a computer's turn starting and its coin dropping, so a person can
/// follow the game.
pub const COMPUTER_PAUSE: f64 = 0.5;

/// Something for the worker thread; the frame loop hands it to [`ComputerThread::carry_out`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WorkerCall {
    /// Start this request.
    Send(Request),
    /// Cancel every request up to this id.
    CancelUpTo(u64),
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

/// What the computer is doing for the game on the table: nothing, searching for its move (or
/// holding the answer until the pause is over), or thinking ahead while a person is to move.
#[derive(Debug, Clone, Default)]
pub struct ComputerSeat {
    turn: Option<ComputerTurn>,
    /// The person's turn on which the worker was asked to think ahead for High.
    pondering: Option<TurnId>,
}

impl ComputerSeat {
    /// Whether the computer is searching now.
    pub fn is_thinking(&self) -> bool {
        self.turn.is_some_and(|t| t.thinking)
    }

    /// When the computer's turn under way started (searching, or waiting out the pause).
    pub fn turn_since(&self) -> Option<f64> {
        self.turn.map(|t| t.since)
    }

    /// On the computer's turn in `game`: asks the worker once, and once the answer is in and the
    /// pause has passed, returns the column to play. Call it every frame of play.
    pub fn move_due(
        &mut self,
        game: &GameState,
        level: Level,
        now: f64,
        effects: &mut Effects,
    ) -> Option<Column> {
        let turn = game.turn();
        match self.turn {
            Some(t) if t.turn == turn => t.answer.filter(|_| now - t.since >= COMPUTER_PAUSE),
            _ => {
                self.turn = Some(ComputerTurn {
                    turn,
                    since: now,
                    thinking: true,
                    answer: None,
                });
                effects.push(Effect::Computer(WorkerCall::Send(Request::Move {
                    id: turn.0,
                    level,
                    board: *game.board(),
                })));
                None
            }
        }
    }

    /// The answer could not be played on the board: forget it, so the turn is asked again.
    pub fn answer_refused(&mut self) {
        self.turn = None;
    }

    /// On a person's turn against High, lets the worker prepare High's answers meanwhile.
    pub fn ponder_if_high_answers(&mut self, game: &GameState, effects: &mut Effects) {
        let high_answers = game.outcome().is_none()
            && game.mode_to_move() == Mode::Human
            && game.modes().of(game.side_to_move().opponent()) == Mode::Computer(Level::High);
        if high_answers && self.pondering != Some(game.turn()) {
            self.pondering = Some(game.turn());
            effects.push(Effect::Computer(WorkerCall::Send(Request::Ponder {
                id: game.turn().0,
                board: *game.board(),
            })));
        }
    }

    /// The game on the table is now `game`: cancels whatever was asked for another turn.
    pub fn follow(&mut self, game: &GameState, effects: &mut Effects) {
        if let Some(turn) = self.pondering.filter(|&t| t != game.turn()) {
            effects.push(Effect::Computer(WorkerCall::CancelUpTo(turn.0)));
            self.pondering = None;
        }
        if let Some(t) = self.turn.filter(|t| t.turn != game.turn()) {
            if t.thinking {
                effects.push(Effect::Computer(WorkerCall::CancelUpTo(t.turn.0)));
            }
            self.turn = None;
        }
    }

    /// Takes in an answer from the worker; answers to requests no longer current are dropped.
    pub fn receive(&mut self, reply: Reply) {
        // Analyses are not asked for by the window yet.
        let Reply::Move { id, result } = reply else {
            return;
        };
        let Some(turn) = self.turn.as_mut().filter(|t| t.turn.0 == id) else {
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
                self.turn = None;
            }
            Err(error) => log::warn!("the computer could not move: {error}"),
        }
    }
}

/// The worker thread as the window uses it: calls go in, replies go to the seat.
pub struct ComputerThread {
    worker: Worker,
}

impl ComputerThread {
    /// Starts the worker; `seed` makes the computer's choices reproducible.
    pub fn spawn(seed: Option<u64>) -> ComputerThread {
        ComputerThread {
            worker: Worker::spawn(seed),
        }
    }

    /// Does what the seat asked for. A worker that has gone is reported when its replies are
    /// collected, so here it is only logged.
    pub fn carry_out(&self, call: WorkerCall) {
        match call {
            WorkerCall::Send(request) => {
                if let Err(gone) = self.worker.send(request) {
                    log::error!("{gone}");
                }
            }
            WorkerCall::CancelUpTo(id) => self.worker.cancel_up_to(id),
        }
    }

    /// Hands every reply that has arrived to `seat`; never blocks.
    pub fn deliver_replies(&self, seat: &mut ComputerSeat) -> Result<(), WorkerGone> {
        while let Some(reply) = self.worker.poll()? {
            seat.receive(reply);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::app::tests::{col, modes};
    use crate::ui::app::App;
    use crate::ui::command::Command;

    /// The app as the computer's seat sees it: what it asks the worker, what it hears back.
    impl App {
        fn is_thinking(&self) -> bool {
            self.session().computer().is_thinking()
        }

        fn receive(&mut self, reply: Reply) {
            self.computer_mut().receive(reply);
        }

        /// The worker calls among the app's effects (the app's own tests use it too).
        pub(crate) fn take_worker_calls(&mut self) -> Vec<WorkerCall> {
            self.take_effects()
                .into_iter()
                .filter_map(|effect| match effect {
                    Effect::Computer(call) => Some(call),
                    _ => None,
                })
                .collect()
        }
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
        app.settle(&mut now);
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
    fn choosing_the_same_modes_again_keeps_the_search_going() {
        let same = modes(Mode::Human, Mode::Computer(Level::High));
        let game = GameState::from_position(same, "4").unwrap();
        let mut app = App::new(game, true);
        app.advance(0.0);
        assert_eq!(app.take_worker_calls().len(), 1);
        app.apply(Command::ChangeModes, 0.1);
        app.apply(Command::PickMode(Mode::Human), 0.1);
        app.apply(Command::PickMode(Mode::Computer(Level::High)), 0.1);
        assert_eq!(app.screen(), "play");
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

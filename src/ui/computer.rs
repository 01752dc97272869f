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
        let Reply::Move { id, result } = reply;
        let Some(turn) = self.turn.as_mut().filter(|t| t.turn.0 == id) else {
            log::debug!("dropped the answer to stale request {id}");
            return;
        };
        turn.thinking = false;
        match result {
            Ok(column) => turn.answer = Some(column),
            Err(ChooseError::Cancelled(_)) => {
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

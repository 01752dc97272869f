//! The computer's background thread: the window asks for moves without ever blocking a frame.
//!
//! The worker owns an [`Engine`] (and with it the solver's large table) on its own thread. Each
//! [`Request`] carries an id; each [`Reply`] repeats it, so the caller can drop answers it no
//! longer wants. Cancelling raises the engine's stop flag; because [`Engine::choose`] clears
//! that flag when a search starts, the worker also remembers the newest cancelled id, skips
//! queued requests at or below it, and [`Worker::poll`] raises the flag again if a cancelled
//! search slipped past the race.

use super::{ChooseError, Engine, Level};
use crate::board::{Board, Column};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use std::sync::Arc;
use std::thread;

/// Something the worker is asked to compute. An enum so that hints and analyses can join the
/// move request later.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Request {
    /// The move `level` plays in `board`.
    Move {
        /// The caller's tag, repeated in the reply; ids start at 1 and only grow.
        id: u64,
        /// How strongly to play.
        level: Level,
        /// The position to move in.
        board: Board,
    },
    /// Think on a person's time: prepare High's answer to each move they may play in `board`.
    /// No reply comes; cancel it (by id) once the person has moved.
    Ponder {
        /// The caller's tag, from the same sequence as the moves'.
        id: u64,
        /// The position the person is to move in.
        board: Board,
    },
}

impl Request {
    /// The request's tag.
    pub fn id(&self) -> u64 {
        match self {
            Request::Move { id, .. } | Request::Ponder { id, .. } => *id,
        }
    }
}

/// What the worker answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reply {
    /// The answer to a [`Request::Move`].
    Move {
        /// The request's tag.
        id: u64,
        /// The chosen column, or why there is none (cancelled, game over).
        result: Result<Column, ChooseError>,
    },
}

impl Reply {
    /// The tag of the request this answers.
    pub fn id(&self) -> u64 {
        match self {
            Reply::Move { id, .. } => *id,
        }
    }
}

/// The worker went away (its thread panicked): no more answers will come.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("the computer's worker thread has stopped")]
pub struct WorkerGone;

/// What both threads share to cancel work.
struct Shared {
    stop: Arc<AtomicBool>,
    /// Requests with an id at or below this are cancelled (0: none, as ids start at 1).
    cancelled_up_to: AtomicU64,
    /// The id of the search running now, 0 when idle.
    running: AtomicU64,
}

/// A handle on the background thread. Dropping it cancels the running search and lets the
/// thread end on its own; nothing waits for it.
pub struct Worker {
    requests: Option<Sender<Request>>,
    replies: Receiver<Reply>,
    shared: Arc<Shared>,
}

/// How long High may think in the window before it plays the best move proven so far: a player
/// should never wait longer than this for an answer.
pub const HIGH_BUDGET: std::time::Duration = std::time::Duration::from_secs(3);

impl Worker {
    /// Starts the thread; `seed` makes the engine's choices reproducible.
    pub fn spawn(seed: Option<u64>) -> Worker {
        let (request_tx, request_rx) = mpsc::channel::<Request>();
        let (reply_tx, reply_rx) = mpsc::channel::<Reply>();
        // The engine is built here so the flag exists before any request; it then moves to the
        // worker thread, which is its only user.
        let mut engine = Engine::new(seed);
        engine.set_high_budget(Some(HIGH_BUDGET));
        let shared = Arc::new(Shared {
            stop: engine.stop_flag(),
            cancelled_up_to: AtomicU64::new(0),
            running: AtomicU64::new(0),
        });
        let thread_shared = Arc::clone(&shared);
        thread::Builder::new()
            .name("plot4-computer".to_string())
            .spawn(move || serve(engine, &thread_shared, request_rx, reply_tx))
            .expect("the operating system refused to start the computer's thread");
        Worker {
            requests: Some(request_tx),
            replies: reply_rx,
            shared,
        }
    }

    /// Queues a request; its answer comes back through [`Worker::poll`].
    pub fn send(&self, request: Request) -> Result<(), WorkerGone> {
        self.requests
            .as_ref()
            .ok_or(WorkerGone)?
            .send(request)
            .map_err(|_| WorkerGone)
    }

    /// Cancels every request with an id up to `id`: a queued one is skipped, a running search
    /// stops soon and answers `Cancelled`.
    pub fn cancel_up_to(&self, id: u64) {
        self.shared.cancelled_up_to.fetch_max(id, Ordering::SeqCst);
        self.stop_cancelled_search();
    }

    /// The next answer if one has arrived; never blocks.
    pub fn poll(&self) -> Result<Option<Reply>, WorkerGone> {
        self.stop_cancelled_search();
        match self.replies.try_recv() {
            Ok(reply) => Ok(Some(reply)),
            Err(TryRecvError::Empty) => Ok(None),
            Err(TryRecvError::Disconnected) => Err(WorkerGone),
        }
    }

    /// Waits up to `timeout` for the next answer (for tests and the command line).
    pub fn wait(&self, timeout: std::time::Duration) -> Option<Reply> {
        self.replies.recv_timeout(timeout).ok()
    }

    /// The search starts by clearing the stop flag, so a cancel that lands just before that is
    /// lost; raising the flag again whenever the running id is a cancelled one closes the gap.
    fn stop_cancelled_search(&self) {
        let running = self.shared.running.load(Ordering::SeqCst);
        if running != 0 && running <= self.shared.cancelled_up_to.load(Ordering::SeqCst) {
            self.shared.stop.store(true, Ordering::SeqCst);
        }
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        self.cancel_up_to(u64::MAX);
        // Closing the channel ends the thread's loop once the cancelled search returns.
        self.requests = None;
    }
}

fn serve(mut engine: Engine, shared: &Shared, requests: Receiver<Request>, replies: Sender<Reply>) {
    while let Ok(request) = requests.recv() {
        let id = request.id();
        shared.running.store(id, Ordering::SeqCst);
        let cancelled = id <= shared.cancelled_up_to.load(Ordering::SeqCst);
        let reply = match request {
            Request::Move { level, board, .. } => Some(Reply::Move {
                id,
                result: if cancelled {
                    Err(ChooseError::Cancelled(crate::solver::Cancelled))
                } else {
                    engine.choose(level, &board)
                },
            }),
            Request::Ponder { board, .. } => {
                if !cancelled {
                    // Stopped or finished, what it proved stays in the engine's memory.
                    let _ = engine.ponder(&board);
                }
                None
            }
        };
        shared.running.store(0, Ordering::SeqCst);
        if reply.is_some_and(|reply| replies.send(reply).is_err()) {
            break;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_digits;
    use std::time::{Duration, Instant};

    const PATIENCE: Duration = Duration::from_secs(30);

    #[test]
    fn answers_carry_the_request_id_and_a_legal_move() {
        let worker = Worker::spawn(Some(1));
        let board = parse_digits("4453").unwrap();
        worker
            .send(Request::Move {
                id: 7,
                level: Level::Low,
                board,
            })
            .unwrap();
        let reply = worker.wait(PATIENCE).expect("an answer");
        let Reply::Move { id, result } = reply;
        assert_eq!(id, 7);
        assert!(board.play(result.unwrap()).is_ok());
    }

    #[test]
    fn a_cancelled_queued_request_answers_cancelled_and_the_next_one_runs() {
        let worker = Worker::spawn(Some(2));
        let board = parse_digits("44").unwrap();
        worker.cancel_up_to(1);
        for id in [1, 2] {
            worker
                .send(Request::Move {
                    id,
                    level: Level::Mid,
                    board,
                })
                .unwrap();
        }
        let first = worker.wait(PATIENCE).expect("first answer");
        assert_eq!(first.id(), 1);
        assert!(matches!(
            first,
            Reply::Move {
                result: Err(ChooseError::Cancelled(_)),
                ..
            }
        ));
        let second = worker.wait(PATIENCE).expect("second answer");
        assert_eq!(second.id(), 2);
        assert!(matches!(second, Reply::Move { result: Ok(_), .. }));
    }

    #[test]
    fn a_running_search_answers_soon_after_it_is_cancelled() {
        let worker = Worker::spawn(Some(4));
        worker
            .send(Request::Move {
                id: 1,
                level: Level::High,
                board: Board::new(),
            })
            .unwrap();
        thread::sleep(Duration::from_millis(20));
        let cancelled = Instant::now();
        worker.cancel_up_to(1);
        // Whether the search finished first or stopped early, the answer comes at once.
        let reply = worker.wait(Duration::from_secs(2)).expect("an answer");
        assert_eq!(reply.id(), 1);
        assert!(cancelled.elapsed() < Duration::from_secs(1));
    }

    #[test]
    fn pondering_stops_when_cancelled_and_the_next_request_runs() {
        let worker = Worker::spawn(Some(5));
        // High's answers after any reply here take seconds each: pondering them all takes long.
        worker
            .send(Request::Ponder {
                id: 1,
                board: parse_digits("4").unwrap(),
            })
            .unwrap();
        thread::sleep(Duration::from_millis(50));
        worker.cancel_up_to(1);
        let asked = Instant::now();
        worker
            .send(Request::Move {
                id: 2,
                level: Level::Low,
                board: parse_digits("44").unwrap(),
            })
            .unwrap();
        let reply = worker.wait(PATIENCE).expect("an answer");
        assert_eq!(reply.id(), 2, "pondering never answers");
        assert!(asked.elapsed() < Duration::from_secs(2));
    }

    #[test]
    fn poll_never_blocks() {
        let worker = Worker::spawn(Some(3));
        let started = Instant::now();
        assert_eq!(worker.poll(), Ok(None));
        assert!(started.elapsed() < Duration::from_secs(1));
    }

    #[test]
    fn a_game_over_position_answers_game_over() {
        let worker = Worker::spawn(None);
        let board = parse_digits("1212121").unwrap();
        worker
            .send(Request::Move {
                id: 1,
                level: Level::High,
                board,
            })
            .unwrap();
        assert_eq!(
            worker.wait(PATIENCE),
            Some(Reply::Move {
                id: 1,
                result: Err(ChooseError::GameOver)
            })
        );
    }
}

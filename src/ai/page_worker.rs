//! The computer in the browser: the same [`Worker`] interface as the background thread
//! (`ai::worker`), but the page has no threads, so the engine works on the page's own thread,
//! a slice of each frame.
//!
//! The window asks for replies once a frame ([`Worker::poll`] until it answers `None`); the
//! first poll of a frame gives the queue one slice of time. A search that reaches the end of
//! its slice pauses ([`crate::cancel::Stopped::Paused`]) and is asked again next frame; the
//! solver's table keeps what it proved, so the work adds up, and its budget counts from when
//! it first ran. Low and Mid are short searches and run whole; they never pause.
//!
//! The queue's order and its cancelling are the thread's: the most urgent kind first, a move
//! or an analysis cancels pondering, anything but an analysis for later cancels those.

use super::worker::{Reply, Request, WorkerGone};
use super::Engine;
use super::{ChooseError, Level};
use crate::board::Column;
use crate::cancel::CancelToken;
use crate::clock::Instant;
use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::time::Duration;

/// How much of each frame the engine may use: the page draws at 60 frames a second, and the
/// rest of the frame is the window's.
pub const SLICE: Duration = Duration::from_millis(12);

/// A request in the queue, with its token and, once it ran, what it already said.
struct Queued {
    request: Request,
    token: CancelToken,
    /// When it first ran: its budgets count from here.
    started: Option<Instant>,
    /// The columns an analysis already reported, not to be told twice.
    reported: Vec<Column>,
}

/// What the slices share between frames.
struct Desk {
    engine: Engine,
    queue: Vec<Queued>,
    replies: VecDeque<Reply>,
    cancelled_up_to: u64,
}

/// The computer on the page's thread, answering through [`Worker::poll`].
pub struct Worker {
    desk: RefCell<Desk>,
    /// Whether this frame's slice has run (reset when a poll finds nothing more).
    sliced: Cell<bool>,
}

impl Worker {
    /// The engine with the window's budgets; `seed` makes its choices reproducible.
    pub fn spawn(seed: Option<u64>) -> Worker {
        Worker::with_engine(super::worker::window_engine(seed))
    }

    /// A worker with this engine.
    pub fn with_engine(engine: Engine) -> Worker {
        Worker {
            desk: RefCell::new(Desk {
                engine,
                queue: Vec::new(),
                replies: VecDeque::new(),
                cancelled_up_to: 0,
            }),
            sliced: Cell::new(false),
        }
    }

    /// Queues a request; its answers come back through [`Worker::poll`].
    pub fn send(&self, request: Request) -> Result<(), WorkerGone> {
        let mut desk = self.desk.borrow_mut();
        let token = CancelToken::new();
        if request.id() <= desk.cancelled_up_to {
            token.cancel();
        }
        for queued in desk.queue.iter().filter(|q| request.cancels(&q.request)) {
            queued.token.cancel();
        }
        desk.queue.push(Queued {
            request,
            token,
            started: None,
            reported: Vec::new(),
        });
        Ok(())
    }

    /// Cancels the request with this id.
    pub fn cancel(&self, id: u64) {
        self.cancel_where(|p| p == id);
    }

    /// Cancels every request with an id up to `id`, including ones not sent yet.
    pub fn cancel_up_to(&self, id: u64) {
        let mut desk = self.desk.borrow_mut();
        desk.cancelled_up_to = desk.cancelled_up_to.max(id);
        drop(desk);
        self.cancel_where(|p| p <= id);
    }

    fn cancel_where(&self, cancels: impl Fn(u64) -> bool) {
        let desk = self.desk.borrow();
        for queued in desk.queue.iter().filter(|q| cancels(q.request.id())) {
            queued.token.cancel();
        }
    }

    /// The next answer if there is one. The first call of a frame works one slice first.
    pub fn poll(&self) -> Result<Option<Reply>, WorkerGone> {
        if !self.sliced.replace(true) {
            self.desk.borrow_mut().work(Instant::now() + SLICE);
        }
        let reply = self.desk.borrow_mut().replies.pop_front();
        if reply.is_none() {
            self.sliced.set(false);
        }
        Ok(reply)
    }
}

impl Desk {
    /// Works through the queue, most urgent first, until `until`.
    fn work(&mut self, until: Instant) {
        while !self.queue.is_empty() && Instant::now() < until {
            let next = (0..self.queue.len())
                .min_by_key(|&i| self.queue[i].request.urgency())
                .expect("the queue is not empty");
            let mut queued = self.queue.remove(next);
            let started = *queued.started.get_or_insert_with(Instant::now);
            let token = queued
                .request
                .within_budget(&queued.token.counting_from(started));
            let token = if pauses(&queued.request) {
                token.pausing_at(until)
            } else {
                token
            };
            if self.run(&mut queued, &token) == Err(ChooseError::Paused) {
                self.queue.insert(0, queued);
                return;
            }
        }
    }

    /// Runs one request under `token`; its replies go to the outbox unless it paused.
    fn run(&mut self, queued: &mut Queued, token: &CancelToken) -> Result<(), ChooseError> {
        let cancelled = token.is_cancelled();
        match queued.request {
            Request::Move { id, level, board } => {
                let result = if cancelled {
                    Err(ChooseError::Cancelled)
                } else {
                    self.engine.choose(level, &board, token)
                };
                if result == Err(ChooseError::Paused) {
                    return Err(ChooseError::Paused);
                }
                self.replies.push_back(Reply::Move { id, result });
                Ok(())
            }
            Request::Ponder { board, .. } => {
                if cancelled {
                    return Ok(());
                }
                match self.engine.ponder(&board, token) {
                    Err(ChooseError::Paused) => Err(ChooseError::Paused),
                    _ => Ok(()),
                }
            }
            Request::Analyse { id, board, .. } => {
                let result = if cancelled {
                    Err(ChooseError::Cancelled)
                } else {
                    let (replies, reported) = (&mut self.replies, &mut queued.reported);
                    self.engine.analyse(&board, token, |column, score| {
                        if !reported.contains(&column) {
                            reported.push(column);
                            replies.push_back(Reply::ColumnScore { id, column, score });
                        }
                    })
                };
                if result == Err(ChooseError::Paused) {
                    return Err(ChooseError::Paused);
                }
                self.replies.push_back(Reply::Analysed { id, result });
                Ok(())
            }
        }
    }
}

/// Whether a request works in slices: everything but the moves of the levels below High. Their
/// searches are short (bounded by their own budgets), and a ladder level rolls its dice before
/// it searches, so running it again after a pause would change how often it strays.
fn pauses(request: &Request) -> bool {
    match request {
        Request::Move { level, .. } => *level == Level::High,
        Request::Ponder { .. } | Request::Analyse { .. } => true,
    }
}

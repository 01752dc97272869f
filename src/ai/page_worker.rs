//! The computer in the browser: the same [`Worker`] interface as the background thread
//! (`ai::worker`). The page's own thread draws the frames, so the engine gets a thread of its
//! own, a Web Worker (`web/engine.js` starts it, `web/engine_worker.js` loads this same module
//! in it), told what to do and answering in lines of text (`ai::page_messages`); the page's
//! thread only passes lines on. A browser that gives no worker gets the engine on the page's
//! own thread, a slice of each frame.
//!
//! Either way the engine works in slices (a [`Desk`]): in the worker, between slices it hears
//! what came in (a cancel, a new request); on the page's thread, the window asks for replies
//! once a frame ([`Worker::poll`] until it answers `None`) and the first poll of a frame gives
//! the queue one slice. A search that reaches the end of its slice pauses
//! ([`crate::cancel::Stopped::Paused`]) and is taken up again in the next; the solver's table
//! keeps what it proved, so the work adds up, and its budget counts from when it first ran. Low
//! and Mid are short searches and run whole; they never pause.
//!
//! The queue's order and its cancelling are the thread's: the most urgent kind first, a move
//! or an analysis cancels pondering, anything but an analysis for later cancels those.

use super::page_messages::{Command, Told};
use super::worker::{Reply, Request, WorkerGone};
use super::Engine;
use super::{ChooseError, Level};
use crate::board::Column;
use crate::cancel::CancelToken;
use crate::clock::Instant;
use crate::page::engine_thread;
use std::cell::RefCell;
use std::collections::VecDeque;
use std::time::Duration;

/// How much of each frame the engine may use on the page's own thread: the page draws at 60
/// frames a second, and the rest of the frame is the window's.
pub const SLICE: Duration = Duration::from_millis(12);

/// How long the engine's worker works before it hears what came in: it has a core of its own,
/// so this only bounds how late a cancel or a more urgent request is heard.
pub const WORKER_SLICE: Duration = Duration::from_millis(40);

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

/// The computer, answering through [`Worker::poll`]: in its own thread, or on the page's.
pub struct Worker {
    place: RefCell<Place>,
}

/// Where the engine works.
enum Place {
    /// In a Web Worker.
    Thread(Asked),
    /// On the page's thread, a slice of each frame.
    Frames(Box<Frames>),
}

/// What the Web Worker was asked and has not finished answering, so that a worker that stops
/// (its module could not load, the engine panicked) leaves nothing unanswered: the engine is
/// made again on the page's thread and asked again.
struct Asked {
    seed: Option<u64>,
    requests: Vec<Request>,
    cancelled: Vec<u64>,
    cancelled_up_to: u64,
}

/// The engine on the page's thread.
struct Frames {
    desk: Desk,
    /// Whether this frame's slice has run (reset when a poll finds nothing more).
    sliced: bool,
}

impl Asked {
    /// The request with `id` is cancelled: pondering, which has no answer to wait for, is
    /// forgotten.
    fn cancel(&mut self, id: u64) {
        self.requests
            .retain(|r| r.id() != id || !matches!(r, Request::Ponder { .. }));
        if self.requests.iter().any(|r| r.id() == id) {
            self.cancelled.push(id);
        }
    }

    fn cancel_up_to(&mut self, id: u64) {
        self.cancelled_up_to = self.cancelled_up_to.max(id);
        self.requests
            .retain(|r| r.id() > id || !matches!(r, Request::Ponder { .. }));
    }

    /// `reply` came: a move's answer, or an analysis's last, finishes its request.
    fn answered(&mut self, reply: &Reply) {
        if let Reply::Move { id, .. } | Reply::Analysed { id, .. } = *reply {
            self.requests.retain(|r| r.id() != id);
            self.cancelled.retain(|&c| c != id);
        }
    }

    /// The engine on the page's thread, asked what the worker had not finished.
    fn on_the_page(&self) -> Frames {
        let mut desk = Desk::new(super::worker::window_engine(self.seed));
        for &request in &self.requests {
            desk.send(request);
        }
        desk.cancel_up_to(self.cancelled_up_to);
        desk.cancel_where(|id| self.cancelled.contains(&id));
        Frames {
            desk,
            sliced: false,
        }
    }
}

impl Worker {
    /// The engine with the window's budgets, in a thread of its own if the browser gives one;
    /// `seed` makes its choices reproducible.
    pub fn spawn(seed: Option<u64>) -> Worker {
        if engine_thread::spawn() {
            engine_thread::post(&Command::Start { seed }.line());
            return Worker {
                place: RefCell::new(Place::Thread(Asked {
                    seed,
                    requests: Vec::new(),
                    cancelled: Vec::new(),
                    cancelled_up_to: 0,
                })),
            };
        }
        log::info!("no Web Worker: the computer thinks in slices of the page's frames");
        Worker::with_engine(super::worker::window_engine(seed))
    }

    /// A worker with this engine, on the page's thread.
    pub fn with_engine(engine: Engine) -> Worker {
        Worker {
            place: RefCell::new(Place::Frames(Box::new(Frames {
                desk: Desk::new(engine),
                sliced: false,
            }))),
        }
    }

    /// Queues a request; its answers come back through [`Worker::poll`].
    pub fn send(&self, request: Request) -> Result<(), WorkerGone> {
        match &mut *self.place.borrow_mut() {
            Place::Thread(asked) => {
                engine_thread::post(&Command::Send(request).line());
                asked.requests.push(request);
            }
            Place::Frames(frames) => frames.desk.send(request),
        }
        Ok(())
    }

    /// Cancels the request with this id.
    pub fn cancel(&self, id: u64) {
        match &mut *self.place.borrow_mut() {
            Place::Thread(asked) => {
                engine_thread::post(&Command::Cancel(id).line());
                asked.cancel(id);
            }
            Place::Frames(frames) => frames.desk.cancel_where(|p| p == id),
        }
    }

    /// Cancels every request with an id up to `id`, including ones not sent yet.
    pub fn cancel_up_to(&self, id: u64) {
        match &mut *self.place.borrow_mut() {
            Place::Thread(asked) => {
                engine_thread::post(&Command::CancelUpTo(id).line());
                asked.cancel_up_to(id);
            }
            Place::Frames(frames) => frames.desk.cancel_up_to(id),
        }
    }

    /// The next answer if there is one. On the page's thread, the first call of a frame works
    /// one slice first. Never [`WorkerGone`]: a worker that stops hands its work to the page.
    pub fn poll(&self) -> Result<Option<Reply>, WorkerGone> {
        let mut place = self.place.borrow_mut();
        match &mut *place {
            Place::Thread(asked) => {
                let Some(line) = engine_thread::take_reply() else {
                    return Ok(None);
                };
                let why = match Told::read(&line) {
                    Ok(Told::Reply(reply)) => {
                        asked.answered(&reply);
                        return Ok(Some(reply));
                    }
                    Ok(Told::Gone(why)) => why,
                    Err(unread) => unread.to_string(),
                };
                log::warn!(
                    "the computer's own thread stopped ({why}); it thinks in slices of the \
                     page's frames from now on"
                );
                *place = Place::Frames(Box::new(asked.on_the_page()));
                drop(place);
                self.poll()
            }
            Place::Frames(frames) => {
                if !std::mem::replace(&mut frames.sliced, true) {
                    frames.desk.work(Instant::now() + SLICE);
                }
                let reply = frames.desk.replies.pop_front();
                if reply.is_none() {
                    frames.sliced = false;
                }
                Ok(reply)
            }
        }
    }
}

impl Desk {
    fn new(engine: Engine) -> Desk {
        Desk {
            engine,
            queue: Vec::new(),
            replies: VecDeque::new(),
            cancelled_up_to: 0,
        }
    }

    /// Queues a request, cancelling what it overrides.
    fn send(&mut self, request: Request) {
        let token = CancelToken::new();
        if request.id() <= self.cancelled_up_to {
            token.cancel();
        }
        for queued in self.queue.iter().filter(|q| request.cancels(&q.request)) {
            queued.token.cancel();
        }
        self.queue.push(Queued {
            request,
            token,
            started: None,
            reported: Vec::new(),
        });
    }

    fn cancel_where(&self, cancels: impl Fn(u64) -> bool) {
        for queued in self.queue.iter().filter(|q| cancels(q.request.id())) {
            queued.token.cancel();
        }
    }

    fn cancel_up_to(&mut self, id: u64) {
        self.cancelled_up_to = self.cancelled_up_to.max(id);
        self.cancel_where(|p| p <= id);
    }

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

/// The engine's side of the Web Worker: the desk the worker's lines feed.
mod in_the_worker {
    use super::{engine_thread, Command, Desk, Instant, Told, WORKER_SLICE};
    use std::cell::RefCell;

    thread_local! {
        static DESK: RefCell<Option<Desk>> = const { RefCell::new(None) };
    }

    /// `web/engine_worker.js` calls this with each line from the page's side.
    #[allow(unsafe_code)]
    #[unsafe(no_mangle)]
    pub extern "C" fn plot4_engine_hear() {
        let line = engine_thread::message();
        let command = match Command::read(&line) {
            Ok(command) => command,
            Err(unread) => {
                engine_thread::reply(&Told::Gone(unread.to_string()).line());
                return;
            }
        };
        DESK.with(|desk| {
            let mut desk = desk.borrow_mut();
            match (command, desk.as_mut()) {
                (Command::Start { seed }, _) => {
                    crate::page::show_panics_in_the_console();
                    crate::page::log_to_the_console(log::LevelFilter::Info);
                    *desk = Some(Desk::new(super::super::worker::window_engine(seed)));
                }
                (Command::Send(request), Some(desk)) => desk.send(request),
                (Command::Cancel(id), Some(desk)) => desk.cancel_where(|p| p == id),
                (Command::CancelUpTo(id), Some(desk)) => desk.cancel_up_to(id),
                (_, None) => engine_thread::reply(
                    &Told::Gone(format!("{line:?} came before the engine was made")).line(),
                ),
            }
        });
    }

    /// `web/engine_worker.js` calls this while there is work: one slice of it, its replies sent
    /// to the page's side; 1 if work is left for another slice.
    #[allow(unsafe_code)]
    #[unsafe(no_mangle)]
    pub extern "C" fn plot4_engine_work() -> i32 {
        DESK.with(|desk| {
            let mut desk = desk.borrow_mut();
            let Some(desk) = desk.as_mut() else {
                return 0;
            };
            desk.work(Instant::now() + WORKER_SLICE);
            for reply in desk.replies.drain(..) {
                engine_thread::reply(&Told::Reply(reply).line());
            }
            i32::from(!desk.queue.is_empty())
        })
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

//! The computer's background thread: the window asks for moves, pondering and analyses without
//! ever blocking a frame.
//!
//! The worker owns an [`Engine`] (and with it the solver's large table) on its own thread and
//! serves one queue of [`Request`]s, the most urgent kind first (a move, then an analysis a
//! person waits for, then pondering, then analyses for later), oldest first within a kind. Each
//! request gets its own [`CancelToken`], cancelled on its own ([`Worker::cancel`]); a move or
//! analysis request also cancels pondering, which only prepares answers ahead, and any request
//! but another one for later cancels the analyses for later, which the caller asks again (so a
//! long one never holds up a move). Each [`Reply`] repeats its request's id, so the caller can
//! drop answers it no longer wants.

use super::{ChooseError, Level};
use crate::board::{Board, Column};
#[cfg(not(target_arch = "wasm32"))]
use std::sync::atomic::{AtomicU64, Ordering};
#[cfg(not(target_arch = "wasm32"))]
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
#[cfg(not(target_arch = "wasm32"))]
use std::sync::{Arc, Mutex, MutexGuard};
#[cfg(not(target_arch = "wasm32"))]
use std::thread;
#[cfg(not(target_arch = "wasm32"))]
use {super::Engine, crate::cancel::CancelToken};

/// Something the worker is asked to compute.
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
    /// The exact score of every playable column of `board` (hints, analysis): one
    /// [`Reply::ColumnScore`] per column as soon as it is proved, then [`Reply::Analysed`].
    Analyse {
        /// The caller's tag, from the same sequence as the moves'.
        id: u64,
        /// The position to analyse.
        board: Board,
        /// Whether a person waits for it or it is for later.
        wanted: Wanted,
    },
}

/// How soon an analysis is wanted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Wanted {
    /// A person is waiting for it (a hint): after a move, before pondering.
    Now,
    /// For later (the evaluation graph, the review): when nothing else is to do. Any other
    /// request cancels it (it answers [`ChooseError::Cancelled`]), to be asked again.
    Later,
}

impl Request {
    /// The request's tag.
    pub fn id(&self) -> u64 {
        match self {
            Request::Move { id, .. } | Request::Ponder { id, .. } | Request::Analyse { id, .. } => {
                *id
            }
        }
    }

    /// Lower runs first: a waiting player's move, then an analysis a person asked for, then
    /// thinking ahead.
    pub(super) fn urgency(&self) -> u8 {
        match self {
            Request::Move { .. } => 0,
            Request::Analyse {
                wanted: Wanted::Now,
                ..
            } => 1,
            Request::Ponder { .. } => 2,
            Request::Analyse {
                wanted: Wanted::Later,
                ..
            } => 3,
        }
    }

    /// `token` with this request's own budget: an analysis for later off 7×6 gets
    /// [`GRAPH_BUDGET`] (the engine's budgets apply as well, whichever ends first).
    pub(super) fn within_budget(
        &self,
        token: &crate::cancel::CancelToken,
    ) -> crate::cancel::CancelToken {
        match self {
            Request::Analyse {
                board,
                wanted: Wanted::Later,
                ..
            } if board.size() != crate::board::Size::STANDARD => token.with_budget(GRAPH_BUDGET),
            _ => token.clone(),
        }
    }

    /// Whether sending it cancels `queued` (still waiting or running): the one cancel rule of
    /// the thread and of the page. A move or an analysis cancels pondering, which only
    /// prepares answers ahead; every request but an analysis for later cancels the analyses
    /// for later.
    pub(super) fn cancels(&self, queued: &Request) -> bool {
        let (ponders, for_later) = self.kind();
        let (queued_ponders, queued_for_later) = queued.kind();
        (!ponders && !for_later && queued_ponders) || (!for_later && queued_for_later)
    }

    /// Whether it ponders, and whether it is an analysis for later: what the cancel rule reads.
    fn kind(&self) -> (bool, bool) {
        let ponders = matches!(self, Request::Ponder { .. });
        let for_later = matches!(
            self,
            Request::Analyse {
                wanted: Wanted::Later,
                ..
            }
        );
        (ponders, for_later)
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
    /// One column's exact score for the side to move, in a position a [`Request::Analyse`]
    /// asked about.
    ColumnScore {
        /// The request's tag.
        id: u64,
        /// The column.
        column: Column,
        /// The exact score of playing it (Pascal Pons' convention, see [`crate::solver`]).
        score: i32,
    },
    /// A [`Request::Analyse`] is over: every playable column was reported, or why not
    /// ([`ChooseError::OutOfTime`]: the columns not reported could not be proved in time).
    Analysed {
        /// The request's tag.
        id: u64,
        /// `Ok` once every column is reported.
        result: Result<(), ChooseError>,
    },
}

impl Reply {
    /// The tag of the request this answers.
    pub fn id(&self) -> u64 {
        match self {
            Reply::Move { id, .. } | Reply::ColumnScore { id, .. } | Reply::Analysed { id, .. } => {
                *id
            }
        }
    }
}

/// The worker went away (its thread panicked): no more answers will come.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("the computer's worker thread has stopped")]
pub struct WorkerGone;

#[cfg(not(target_arch = "wasm32"))]
/// A request queued or running, with its token.
struct Pending {
    id: u64,
    /// What was asked, for the cancel rule ([`Request::cancels`]).
    request: Request,
    token: CancelToken,
}

#[cfg(not(target_arch = "wasm32"))]
/// What both threads share to cancel work.
#[derive(Default)]
struct Shared {
    /// Requests sent and not yet finished.
    pending: Mutex<Vec<Pending>>,
    /// Requests with an id at or below this are cancelled, even ones not sent yet (0: none).
    cancelled_up_to: AtomicU64,
    /// The id of the request running now, 0 when idle.
    running: AtomicU64,
}

#[cfg(not(target_arch = "wasm32"))]
impl Shared {
    fn pending(&self) -> MutexGuard<'_, Vec<Pending>> {
        // A panic while holding the lock leaves the list as it was: still usable.
        self.pending.lock().unwrap_or_else(|e| e.into_inner())
    }
}

#[cfg(not(target_arch = "wasm32"))]
/// A handle on the background thread. Dropping it cancels every request and lets the thread
/// end on its own; nothing waits for it.
pub struct Worker {
    requests: Option<Sender<(Request, CancelToken)>>,
    replies: Receiver<Reply>,
    shared: Arc<Shared>,
}

/// How long High may think in the window before it plays the best move proven so far: a player
/// should never wait longer than this for an answer.
pub const HIGH_BUDGET: std::time::Duration = std::time::Duration::from_secs(3);

/// How long the window's analysis of one position (a hint, a point of the graph) may take
/// before its unproved columns are shown as not solved: every 7×6 position is proved well
/// within it, but early positions of the bigger boards can take hours.
pub const ANALYSIS_BUDGET: std::time::Duration = std::time::Duration::from_secs(15);

/// How long an analysis for later (a point of the evaluation graph) may take on a board other
/// than 7×6, where early positions take hours: a graph nobody waits for must not keep a core
/// busy for minutes. (On 7×6 every position is proved within [`ANALYSIS_BUDGET`].)
pub const GRAPH_BUDGET: std::time::Duration = std::time::Duration::from_secs(3);

/// The engine the window's computer uses, on a thread or in the page: High and the analyses
/// keep to the window's budgets; `seed` makes its choices reproducible.
pub(super) fn window_engine(seed: Option<u64>) -> super::Engine {
    let mut engine = super::Engine::new(seed);
    engine.set_high_budget(Some(HIGH_BUDGET));
    engine.set_analysis_budget(Some(ANALYSIS_BUDGET));
    engine
}

#[cfg(not(target_arch = "wasm32"))]
impl Worker {
    /// Starts the thread; `seed` makes the engine's choices reproducible.
    pub fn spawn(seed: Option<u64>) -> Worker {
        Worker::with_engine(window_engine(seed))
    }

    /// Starts the thread with this engine (tests give one with a small table).
    pub fn with_engine(engine: Engine) -> Worker {
        let (request_tx, request_rx) = mpsc::channel();
        let (reply_tx, reply_rx) = mpsc::channel::<Reply>();
        let shared = Arc::new(Shared::default());
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

    /// Queues a request; its answers come back through [`Worker::poll`]. A move or analysis
    /// request cancels pondering; every request but an analysis for later cancels the
    /// analyses for later.
    pub fn send(&self, request: Request) -> Result<(), WorkerGone> {
        let sender = self.requests.as_ref().ok_or(WorkerGone)?;
        let id = request.id();
        let token = CancelToken::new();
        if id <= self.shared.cancelled_up_to.load(Ordering::SeqCst) {
            token.cancel();
        }
        {
            let mut pending = self.shared.pending();
            pending
                .iter()
                .filter(|p| request.cancels(&p.request))
                .for_each(|p| p.token.cancel());
            pending.push(Pending {
                id,
                request,
                token: token.clone(),
            });
        }
        sender.send((request, token)).map_err(|_| WorkerGone)
    }

    /// Cancels the request with this id: queued, it is skipped; running, it stops soon. A
    /// move or analysis answers `Cancelled`.
    pub fn cancel(&self, id: u64) {
        self.cancel_where(|p| p == id);
    }

    /// Cancels every request with an id up to `id`, including ones not sent yet.
    pub fn cancel_up_to(&self, id: u64) {
        self.shared.cancelled_up_to.fetch_max(id, Ordering::SeqCst);
        self.cancel_where(|p| p <= id);
    }

    fn cancel_where(&self, cancels: impl Fn(u64) -> bool) {
        for pending in self.shared.pending().iter().filter(|p| cancels(p.id)) {
            pending.token.cancel();
        }
    }

    /// The id of the request the worker is running now, if any (for tests that wait for it).
    #[cfg(test)]
    pub fn running(&self) -> Option<u64> {
        Some(self.shared.running.load(Ordering::SeqCst)).filter(|&id| id != 0)
    }

    /// The next answer if one has arrived; never blocks.
    pub fn poll(&self) -> Result<Option<Reply>, WorkerGone> {
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
}

#[cfg(not(target_arch = "wasm32"))]
impl Drop for Worker {
    fn drop(&mut self) {
        self.cancel_up_to(u64::MAX);
        // Closing the channel ends the thread's loop once the cancelled search returns.
        self.requests = None;
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn serve(
    mut engine: Engine,
    shared: &Shared,
    requests: Receiver<(Request, CancelToken)>,
    replies: Sender<Reply>,
) {
    let mut queue: Vec<(Request, CancelToken)> = Vec::new();
    loop {
        if queue.is_empty() {
            match requests.recv() {
                Ok(next) => queue.push(next),
                Err(_) => break,
            }
        }
        queue.extend(requests.try_iter());
        // The most urgent kind; the oldest of that kind (the queue is in arrival order).
        let next = (0..queue.len())
            .min_by_key(|&i| queue[i].0.urgency())
            .expect("the queue is not empty");
        let (request, token) = queue.remove(next);
        let id = request.id();
        shared.running.store(id, Ordering::SeqCst);
        let sent = run(
            &mut engine,
            request,
            &request.within_budget(&token),
            &replies,
        );
        shared.running.store(0, Ordering::SeqCst);
        shared.pending().retain(|p| p.id != id);
        if sent.is_err() {
            // Nobody listens any more.
            break;
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
/// Runs one request under its token and sends its replies.
fn run(
    engine: &mut Engine,
    request: Request,
    token: &CancelToken,
    replies: &Sender<Reply>,
) -> Result<(), mpsc::SendError<Reply>> {
    let cancelled = token.is_cancelled();
    match request {
        Request::Move { id, level, board } => {
            let result = if cancelled {
                Err(ChooseError::Cancelled)
            } else {
                engine.choose(level, &board, token)
            };
            replies.send(Reply::Move { id, result })
        }
        Request::Ponder { board, .. } => {
            if !cancelled {
                // Stopped or finished, what it proved stays in the engine's memory.
                let _ = engine.ponder(&board, token);
            }
            Ok(())
        }
        Request::Analyse { id, board, .. } => {
            let mut sent = Ok(());
            let result = if cancelled {
                Err(ChooseError::Cancelled)
            } else {
                engine.analyse(&board, token, |column, score| {
                    if sent.is_ok() {
                        sent = replies.send(Reply::ColumnScore { id, column, score });
                    }
                })
            };
            sent?;
            replies.send(Reply::Analysed { id, result })
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_digits;
    use crate::solver::{Solver, TranspositionTable};
    use std::time::{Duration, Instant};

    /// How long a test waits for an answer that should come at once: a bound against hanging,
    /// not a timing claim.
    const PATIENCE: Duration = Duration::from_secs(60);

    /// Past the shipped book's depth (eight coins), with most of a second of search for High's
    /// exact answer (and more with the small table of these tests); its first seven coins make
    /// an analysis whose columns each need such a search.
    const LONG_FOR_HIGH: &str = "71477513";

    /// A worker whose engine has a small table and no budget for High.
    fn small_worker(seed: u64) -> Worker {
        let solver = Solver::with_table(TranspositionTable::with_bytes(1 << 20));
        Worker::with_engine(Engine::with_solver(Some(seed), solver))
    }

    /// Waits until the worker runs request `id`.
    fn until_running(worker: &Worker, id: u64) {
        let since = Instant::now();
        while worker.running() != Some(id) {
            assert!(since.elapsed() < PATIENCE, "request {id} never started");
            thread::yield_now();
        }
    }

    /// Sends a move request; the worker is alive for the whole test.
    fn ask_move(worker: &Worker, id: u64, level: Level, board: Board) {
        worker
            .send(Request::Move { id, level, board })
            .expect("the worker is running");
    }

    fn move_result(reply: Option<Reply>) -> (u64, Result<Column, ChooseError>) {
        match reply {
            Some(Reply::Move { id, result }) => (id, result),
            other => panic!("expected a move, got {other:?}"),
        }
    }

    #[test]
    fn answers_carry_the_request_id_and_a_legal_move() {
        let worker = small_worker(1);
        let board = parse_digits("4453").unwrap();
        ask_move(&worker, 7, Level::Low, board);
        let (id, result) = move_result(worker.wait(PATIENCE));
        assert_eq!(id, 7);
        assert!(board.play(result.unwrap()).is_ok());
    }

    #[test]
    fn a_cancelled_queued_request_answers_cancelled_and_the_next_one_runs() {
        let worker = small_worker(2);
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
        assert_eq!(
            move_result(worker.wait(PATIENCE)),
            (1, Err(ChooseError::Cancelled))
        );
        let (id, result) = move_result(worker.wait(PATIENCE));
        assert_eq!(id, 2);
        assert!(result.is_ok());
    }

    #[test]
    fn a_running_exact_search_stops_when_cancelled() {
        let worker = small_worker(4);
        let board = parse_digits(LONG_FOR_HIGH).unwrap();
        assert!(crate::ai::default_book().is_none_or(|b| b.score(&board).is_none()));
        ask_move(&worker, 1, Level::High, board);
        until_running(&worker, 1);
        worker.cancel(1);
        // A search that had finished would answer with a move; only a stopped one is cancelled.
        assert_eq!(
            move_result(worker.wait(PATIENCE)),
            (1, Err(ChooseError::Cancelled))
        );
    }

    #[test]
    fn a_move_request_stops_pondering_and_runs_next() {
        let worker = small_worker(5);
        // Each of High's answers after a reply here is a long search: pondering them all takes
        // minutes with this table.
        worker
            .send(Request::Ponder {
                id: 1,
                board: parse_digits(&LONG_FOR_HIGH[..7]).unwrap(),
            })
            .unwrap();
        until_running(&worker, 1);
        ask_move(&worker, 2, Level::Low, parse_digits("44").unwrap());
        let (id, result) = move_result(worker.wait(PATIENCE));
        assert_eq!(id, 2, "pondering never answers");
        assert!(result.is_ok());
    }

    #[test]
    fn queued_requests_run_most_urgent_first() {
        let worker = small_worker(6);
        ask_move(
            &worker,
            1,
            Level::High,
            parse_digits(LONG_FOR_HIGH).unwrap(),
        );
        until_running(&worker, 1);
        let board = parse_digits("44444432222225").unwrap();
        for request in [
            Request::Ponder { id: 2, board },
            Request::Analyse {
                id: 3,
                board,
                wanted: Wanted::Now,
            },
            Request::Move {
                id: 4,
                level: Level::Low,
                board,
            },
        ] {
            worker.send(request).unwrap();
        }
        worker.cancel(1);
        assert_eq!(move_result(worker.wait(PATIENCE)).0, 1);
        assert_eq!(move_result(worker.wait(PATIENCE)).0, 4);
        assert!(matches!(
            worker.wait(PATIENCE),
            Some(Reply::ColumnScore { id: 3, .. })
        ));
    }

    #[test]
    fn an_analysis_reports_every_column_then_ends() {
        let worker = small_worker(7);
        let board = parse_digits("44444432222225").unwrap();
        worker
            .send(Request::Analyse {
                id: 9,
                board,
                wanted: Wanted::Now,
            })
            .unwrap();
        let mut scores = vec![None; board.size().width()];
        loop {
            match worker.wait(PATIENCE) {
                Some(Reply::ColumnScore {
                    id: 9,
                    column,
                    score,
                }) => {
                    assert_eq!(
                        scores[column.index()].replace(score),
                        None,
                        "{column} twice"
                    );
                }
                Some(Reply::Analysed { id: 9, result }) => {
                    assert_eq!(result, Ok(()));
                    break;
                }
                other => panic!("unexpected {other:?}"),
            }
        }
        let expected = Solver::new().analyze(&board, &CancelToken::new()).unwrap();
        assert_eq!(scores, expected);
    }

    #[test]
    fn poll_answers_none_while_nothing_has_come() {
        let worker = small_worker(3);
        assert_eq!(worker.poll(), Ok(None));
    }

    #[test]
    fn a_game_over_position_answers_game_over() {
        let worker = small_worker(8);
        let board = parse_digits("1212121").unwrap();
        ask_move(&worker, 1, Level::High, board);
        assert_eq!(
            move_result(worker.wait(PATIENCE)),
            (1, Err(ChooseError::GameOver))
        );
    }

    #[test]
    fn cancelling_an_analysis_leaves_the_move_asked_before_it_alone() {
        let worker = small_worker(9);
        let board = parse_digits("44").unwrap();
        ask_move(&worker, 1, Level::Mid, board);
        for (id, wanted) in [(2, Wanted::Now), (3, Wanted::Later)] {
            worker.send(Request::Analyse { id, board, wanted }).unwrap();
            worker.cancel(id);
        }
        // Queued or running, the move is not touched by the analyses' cancels: it answers.
        let (id, result) = move_result(worker.wait(PATIENCE));
        assert_eq!(id, 1);
        assert!(result.is_ok(), "{result:?}");
    }

    #[test]
    fn an_analysis_for_later_gives_way_to_any_other_request() {
        let worker = small_worker(10);
        // Its first column alone is a long search with this table.
        worker
            .send(Request::Analyse {
                id: 1,
                board: parse_digits(&LONG_FOR_HIGH[..7]).unwrap(),
                wanted: Wanted::Later,
            })
            .unwrap();
        until_running(&worker, 1);
        let board = parse_digits("44444432222225").unwrap();
        worker
            .send(Request::Analyse {
                id: 2,
                board,
                wanted: Wanted::Now,
            })
            .unwrap();
        loop {
            match worker.wait(PATIENCE) {
                Some(Reply::Analysed { id: 1, result }) => {
                    assert_eq!(result, Err(ChooseError::Cancelled));
                    break;
                }
                Some(Reply::ColumnScore { id: 1, .. }) => {}
                other => panic!("expected the analysis for later to stop first, got {other:?}"),
            }
        }
        assert!(matches!(
            worker.wait(PATIENCE),
            Some(Reply::ColumnScore { id: 2, .. })
        ));
        // Another analysis for later does not stop the one running.
        worker
            .send(Request::Analyse {
                id: 3,
                board,
                wanted: Wanted::Later,
            })
            .unwrap();
        worker
            .send(Request::Analyse {
                id: 4,
                board,
                wanted: Wanted::Later,
            })
            .unwrap();
        let mut ended = Vec::new();
        while ended.len() < 3 {
            match worker.wait(PATIENCE) {
                Some(Reply::Analysed { id, result }) => {
                    assert_eq!(result, Ok(()), "request {id}");
                    ended.push(id);
                }
                Some(_) => {}
                None => panic!("no answer; ended so far: {ended:?}"),
            }
        }
        assert_eq!(ended, vec![2, 3, 4]);
    }

    #[test]
    fn an_analysis_for_later_off_the_standard_board_has_the_graphs_budget_and_no_other_does() {
        let wide = Board::empty(crate::board::Size::new(8, 7).unwrap());
        let token = CancelToken::new();
        let analyse = |board, wanted| Request::Analyse {
            id: 1,
            board,
            wanted,
        };
        let deadline = analyse(wide, Wanted::Later)
            .within_budget(&token)
            .deadline()
            .expect("a graph point on 8x7 has a deadline");
        assert!(deadline <= Instant::now() + GRAPH_BUDGET);
        for request in [
            analyse(wide, Wanted::Now),
            analyse(Board::new(), Wanted::Later),
            Request::Move {
                id: 1,
                level: Level::High,
                board: wide,
            },
        ] {
            assert_eq!(
                request.within_budget(&token).deadline(),
                None,
                "{request:?}"
            );
        }
    }

    #[test]
    fn an_analysis_past_the_engines_budget_tells_what_it_proved_and_that_time_ran_out() {
        let solver = Solver::with_table(TranspositionTable::with_bytes(1 << 20));
        let mut engine = Engine::with_solver(Some(3), solver);
        engine.set_analysis_budget(Some(Duration::from_millis(200)));
        let worker = Worker::with_engine(engine);
        // The empty 8×7 board: far beyond a fifth of a second, with any table.
        let board = Board::empty("8x7".parse().unwrap());
        worker
            .send(Request::Analyse {
                id: 1,
                board,
                wanted: Wanted::Now,
            })
            .unwrap();
        let mut proved = 0;
        loop {
            match worker.wait(PATIENCE) {
                Some(Reply::ColumnScore { id: 1, .. }) => proved += 1,
                Some(Reply::Analysed { id: 1, result }) => {
                    assert_eq!(result, Err(ChooseError::OutOfTime));
                    break;
                }
                other => panic!("expected the analysis to run out of time, got {other:?}"),
            }
        }
        assert!(
            proved < 8,
            "every column was proved: the test board is too easy"
        );
        // The worker goes on serving.
        ask_move(&worker, 2, Level::Low, board);
        assert!(move_result(worker.wait(PATIENCE)).1.is_ok());
    }
}

//! The computer's seat at the table: its turn (asked once, answered on the worker, played after a
//! short pause), its thinking ahead on a person's time, and the analyses behind hints, the
//! evaluation graph and the review. Requests, replies, their ids and cancelling all stay in this
//! file; the seat never sends anything itself but returns its [`WorkerCall`]s for the outbox,
//! which the shell hands to the thread (`computer_thread.rs`).
//! (The session also reads the worker's analysis budget, to say it in the log.)
//!
//! Every request gets a fresh id from the seat's own counter, and a request that goes stale is
//! cancelled by its own id, so dropping a stale hint never touches a move being searched.

use super::effect::WorkerCall;
use crate::ai::worker::{Reply, Request, Wanted};
use crate::ai::{ChooseError, Level};
use crate::analysis::ColumnScores;
use crate::board::{Board, Column};
use crate::game::{GameState, Mode, TurnId};
use std::collections::HashMap;

/// The least time between a computer's turn starting and its coin dropping, so a person can
/// follow the game (tic-tac-toe's computer waits as long).
pub const COMPUTER_PAUSE: f64 = 0.5;

/// Where the computer's turn stands, frame by frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoveDue {
    /// Nothing to do yet: the search runs, or the pause has not passed.
    Wait,
    /// The worker has not been asked for this turn's move yet ([`ComputerSeat::ask_for_move`]).
    Unasked,
    /// The answer is in and the pause has passed: play this column.
    Play(Column),
}

/// How far the background analysis of a game's positions has come (the evaluation graph's
/// points): positions that are not over, proved, given up on, and all of them.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct GraphProgress {
    /// Positions whose score is proved.
    pub proved: usize,
    /// Positions left unproved: too deep to prove in the time allowed.
    pub not_solved: usize,
    /// Every position of the game that is not over.
    pub total: usize,
    /// The seconds each position's analysis may take on this board.
    pub budget_secs: u64,
}

impl GraphProgress {
    /// Whether positions are still being analysed.
    pub fn is_working(&self) -> bool {
        self.proved + self.not_solved < self.total
    }

    /// The line under the graph: how far the analysis is while it works, and once it stopped,
    /// how many positions it could not prove (nothing once all are proved).
    pub fn words(&self) -> Option<String> {
        if self.is_working() {
            Some(tr!(
                "graph-analysing",
                done = self.proved + self.not_solved,
                total = self.total
            ))
        } else if self.not_solved > 0 {
            Some(tr!(
                "graph-not-solved",
                not_solved = self.not_solved,
                total = self.total,
                seconds = self.budget_secs
            ))
        } else {
            None
        }
    }
}

/// The computer's turn in progress.
#[derive(Debug, Clone, Copy, PartialEq)]
struct ComputerTurn {
    turn: TurnId,
    /// The id of the move request.
    id: u64,
    /// When the turn started (the previous coin landed).
    since: f64,
    /// Whether the search is still running.
    thinking: bool,
    /// The answer, once it came, waiting for the pause to pass.
    answer: Option<Column>,
}

/// An analysis asked of the worker and not over yet.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Asked {
    id: u64,
    board: Board,
}

/// What the computer is doing for the game on the table: nothing, searching for its move (or
/// holding the answer until the pause is over), thinking ahead while a person is to move, and
/// analysing positions; and what those analyses proved.
#[derive(Debug, Clone, Default)]
pub struct ComputerSeat {
    /// The last request id given out; ids only grow.
    last_id: u64,
    turn: Option<ComputerTurn>,
    /// The person's turn on which the worker was asked to think ahead for High, and the id.
    pondering: Option<(TurnId, u64)>,
    /// The analysis a person waits for (a hint), of the position on the table.
    hint: Option<Asked>,
    /// One analysis for later at a time (the evaluation graph, the review).
    later: Option<Asked>,
    /// The analysis a coach screen or the "why" overlay waits for, of a position of its own
    /// (not the table's), so it never cancels a hint or is cancelled by a move on the table.
    study: Option<Asked>,
    /// What the worker proved, position by position: a position's scores never go stale, so a
    /// hint for a position seen before (after an undo, in review) shows at once.
    analyses: HashMap<Board, ColumnScores>,
}

impl ComputerSeat {
    fn next_id(&mut self) -> u64 {
        self.last_id += 1;
        self.last_id
    }

    /// Whether the computer is searching now.
    pub fn is_thinking(&self) -> bool {
        self.turn.is_some_and(|t| t.thinking)
    }

    /// Whether an analysis is under way (a hint, the graph's positions, a coach screen's or the
    /// "why" overlay's position), whose spinner turns until it is in.
    pub fn is_analysing(&self) -> bool {
        self.hint.is_some() || self.later.is_some() || self.study.is_some()
    }

    /// When the computer's turn under way started (searching, or waiting out the pause).
    pub fn turn_since(&self) -> Option<f64> {
        self.turn.map(|t| t.since)
    }

    /// What is known about the columns of `board`, if anything was asked about it.
    pub fn analysis(&self, board: &Board) -> Option<&ColumnScores> {
        self.analyses.get(board)
    }

    /// Where the computer's turn in `game` stands at `now`: not asked for yet, waiting for the
    /// answer or the pause, or the column to play. Call it every frame of the computer's turn.
    pub fn move_due(&self, game: &GameState, now: f64) -> MoveDue {
        match self.turn {
            Some(t) if t.turn == game.turn() => t
                .answer
                .filter(|_| now - t.since >= COMPUTER_PAUSE)
                .map_or(MoveDue::Wait, MoveDue::Play),
            _ => MoveDue::Unasked,
        }
    }

    /// Asks the worker for `level`'s move in `game`, whose turn starts at `now` (the pause
    /// counts from there); once a turn, when [`ComputerSeat::move_due`] says it is unasked.
    pub fn ask_for_move(&mut self, game: &GameState, level: Level, now: f64) -> WorkerCall {
        let id = self.next_id();
        self.turn = Some(ComputerTurn {
            turn: game.turn(),
            id,
            since: now,
            thinking: true,
            answer: None,
        });
        WorkerCall::Send(Request::Move {
            id,
            level,
            board: *game.board(),
        })
    }

    /// The answer could not be played on the board: forget it, so the turn is asked again.
    pub fn answer_refused(&mut self) {
        self.turn = None;
    }

    /// On a person's turn against High, lets the worker prepare High's answers meanwhile.
    pub fn ponder_if_high_answers(&mut self, game: &GameState) -> Option<WorkerCall> {
        let high_answers = game.outcome().is_none()
            && game.mode_to_move() == Mode::Human
            && game.modes().of(game.side_to_move().opponent()) == Mode::Computer(Level::High);
        if !high_answers || self.pondering.map(|(turn, _)| turn) == Some(game.turn()) {
            return None;
        }
        let id = self.next_id();
        self.pondering = Some((game.turn(), id));
        Some(WorkerCall::Send(Request::Ponder {
            id,
            board: *game.board(),
        }))
    }

    /// A person waits for the scores of `board`'s columns (a hint): asks the worker unless they
    /// are known or already being worked out. A finished position has nothing to analyse.
    pub fn want_hint(&mut self, board: &Board) -> Vec<WorkerCall> {
        let mut slot = self.hint.take();
        let calls = self.want_now(&mut slot, board);
        self.hint = slot;
        calls
    }

    /// A coach screen (or the "why" overlay) waits for the scores of `board`'s columns, as for
    /// a hint but in a slot of its own, so the two never cancel each other.
    pub fn want_study(&mut self, board: &Board) -> Vec<WorkerCall> {
        let mut slot = self.study.take();
        let calls = self.want_now(&mut slot, board);
        self.study = slot;
        calls
    }

    /// Asks for `board` in `slot` (a hint's or a study's) unless it is known or already asked
    /// there, cancelling what the slot asked before.
    fn want_now(&mut self, slot: &mut Option<Asked>, board: &Board) -> Vec<WorkerCall> {
        if board.is_over() || self.is_settled(board) || slot.is_some_and(|h| h.board == *board) {
            return Vec::new();
        }
        let mut calls = Vec::new();
        if let Some(old) = slot.take() {
            calls.push(WorkerCall::Cancel(old.id));
        }
        let id = self.next_id();
        *slot = Some(Asked { id, board: *board });
        calls.push(WorkerCall::Send(Request::Analyse {
            id,
            board: *board,
            wanted: Wanted::Now,
        }));
        calls
    }

    /// Whether every position of `game` that is not over has its analysis settled (proved or
    /// given up on).
    pub fn settled_all(&self, game: &GameState) -> bool {
        game.positions()
            .iter()
            .all(|board| board.is_over() || self.is_settled(board))
    }

    /// Fills in the analyses of `game`'s positions in the background, the latest first, one
    /// request at a time, for the evaluation graph and the review. Once a position could not be
    /// proved in time, it stops: the positions before it have more empty cells and would only
    /// keep a core busy to give up too.
    pub fn fill_in(&mut self, game: &GameState) -> Option<WorkerCall> {
        if self.later.is_some() {
            return None;
        }
        let board = game
            .positions()
            .into_iter()
            .rev()
            .filter(|board| !board.is_over())
            .take_while(|board| {
                !self
                    .analyses
                    .get(board)
                    .is_some_and(ColumnScores::is_given_up)
            })
            .find(|board| !self.is_settled(board))?;
        let id = self.next_id();
        self.later = Some(Asked { id, board });
        Some(WorkerCall::Send(Request::Analyse {
            id,
            board,
            wanted: Wanted::Later,
        }))
    }

    /// How far the analysis of `game`'s positions for the graph has come: a position is
    /// proved, not solved (its analysis gave up, or it comes before one that did, where
    /// [`ComputerSeat::fill_in`] stops), or still to do.
    pub fn graph_progress(&self, game: &GameState) -> GraphProgress {
        let budget = if game.board().size() == crate::board::Size::STANDARD {
            crate::ai::worker::ANALYSIS_BUDGET
        } else {
            crate::ai::worker::GRAPH_BUDGET
        };
        let mut progress = GraphProgress {
            budget_secs: budget.as_secs(),
            ..GraphProgress::default()
        };
        let mut stopped = false;
        for board in game.positions().into_iter().rev().filter(|b| !b.is_over()) {
            progress.total += 1;
            let analysis = self.analyses.get(&board);
            let given_up = analysis.is_some_and(ColumnScores::is_given_up);
            if analysis.and_then(ColumnScores::proved_score).is_some() {
                progress.proved += 1;
            } else if stopped || given_up {
                progress.not_solved += 1;
            }
            // `fill_in` stops at an analysis that ran out of time, even one that proved a win
            // at once: the positions before it are left.
            stopped |= given_up;
        }
        progress
    }

    /// Whether asking again would tell nothing new: every column is proved, or the analysis
    /// ran out of time (it would again).
    fn is_settled(&self, board: &Board) -> bool {
        self.analyses
            .get(board)
            .is_some_and(ColumnScores::is_settled)
    }

    /// The game on the table is now `game`: cancels whatever was asked for another turn or
    /// another position (a hint for a position that is gone, an analysis for later of a
    /// position no longer in the game).
    pub fn follow(&mut self, game: &GameState) -> Vec<WorkerCall> {
        let mut calls = Vec::new();
        let mut cancel = |id: u64| calls.push(WorkerCall::Cancel(id));
        if let Some((turn, id)) = self.pondering {
            if turn != game.turn() {
                cancel(id);
                self.pondering = None;
            }
        }
        if let Some(t) = self.turn.filter(|t| t.turn != game.turn()) {
            if t.thinking {
                cancel(t.id);
            }
            self.turn = None;
        }
        if let Some(hint) = self.hint.filter(|h| h.board != *game.board()) {
            cancel(hint.id);
            self.hint = None;
        }
        if let Some(later) = self.later {
            if !game.positions().contains(&later.board) {
                cancel(later.id);
                self.later = None;
            }
        }
        calls
    }

    /// Takes in the answers that came from the worker, in order; answers to requests no longer
    /// current are dropped.
    pub fn receive(&mut self, replies: impl IntoIterator<Item = Reply>) {
        replies
            .into_iter()
            .for_each(|reply| self.receive_one(reply));
    }

    /// Takes in one answer from the worker.
    fn receive_one(&mut self, reply: Reply) {
        match reply {
            Reply::Move { id, result } => self.receive_move(id, result),
            Reply::ColumnScore { id, column, score } => {
                let Some(asked) = self.asked(id) else {
                    log::debug!("dropped a column score of stale request {id}");
                    return;
                };
                self.analyses
                    .entry(asked.board)
                    .or_insert_with(|| ColumnScores::unknown(asked.board))
                    .set(column, score);
            }
            Reply::Analysed { id, result } => {
                let asked = if let Some(hint) = self.hint.filter(|h| h.id == id) {
                    self.hint = None;
                    hint
                } else if let Some(study) = self.study.filter(|s| s.id == id) {
                    self.study = None;
                    study
                } else if let Some(later) = self.later.filter(|l| l.id == id) {
                    // Cancelled to let other work go first: asked again by the next fill_in.
                    self.later = None;
                    later
                } else {
                    return;
                };
                match result {
                    Ok(()) | Err(ChooseError::Cancelled) => {}
                    Err(ChooseError::OutOfTime) => self
                        .analyses
                        .entry(asked.board)
                        .or_insert_with(|| ColumnScores::unknown(asked.board))
                        .give_up(),
                    Err(error) => log::warn!("an analysis failed: {error}"),
                }
            }
        }
    }

    fn asked(&self, id: u64) -> Option<Asked> {
        [self.hint, self.later, self.study]
            .into_iter()
            .flatten()
            .find(|a| a.id == id)
    }

    fn receive_move(&mut self, id: u64, result: Result<Column, ChooseError>) {
        let Some(turn) = self.turn.as_mut().filter(|t| t.id == id) else {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::app::tests::{col, modes};
    use crate::ui::app::App;
    use crate::ui::input::Key;
    use crate::ui::session::News;

    use crate::ui::effect::Effect;
    use crate::ui::screens::Goto;

    /// The app as the computer's seat sees it: what it asks the worker, what it hears back.
    impl App {
        fn is_thinking(&self) -> bool {
            self.session().computer().is_thinking()
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
            Goto::Table,
        );
        app.set_time(1.0);
        app.advance();
        let calls = app.take_worker_calls();
        let [WorkerCall::Send(Request::Ponder { id, board })] = calls[..] else {
            panic!("expected one ponder request, got {calls:?}");
        };
        assert_eq!(board, *app.game().board());
        app.set_time(1.1);
        app.advance();
        assert!(app.take_worker_calls().is_empty(), "asked only once");
        let mut now = 1.2;
        app.set_time(now);
        app.press(&[Key::Digit(4)]);
        app.settle(&mut now);
        let calls = app.take_worker_calls();
        assert_eq!(calls[0], WorkerCall::Cancel(id), "{calls:?}");
        assert!(
            matches!(calls[1], WorkerCall::Send(Request::Move { id: next, level: Level::High, .. }) if next > id),
            "{calls:?}"
        );
    }

    #[test]
    fn a_hint_asked_while_high_thinks_waits_for_the_persons_turn_and_then_stays() {
        // Issue 49: on 8×7, a hint asked while High thought showed High's options, and was
        // gone once High moved.
        let size = crate::board::Size::new(8, 7).unwrap();
        let game = GameState::sized(modes(Mode::Human, Mode::Computer(Level::High)), size);
        let mut app = App::new(game, Goto::Table);
        let mut now = 1.0;
        app.set_time(now);
        app.press(&[Key::Digit(4)]);
        app.settle(&mut now);
        let calls = app.take_worker_calls();
        let Some(WorkerCall::Send(Request::Move { id, .. })) = calls
            .iter()
            .find(|c| matches!(c, WorkerCall::Send(Request::Move { .. })))
            .copied()
        else {
            panic!("High is asked for its move: {calls:?}");
        };
        assert!(app.is_thinking());
        app.press(&[Key::H]);
        app.set_time(now + 0.1);
        app.advance();
        assert!(
            app.session().analyses().hint().is_none(),
            "High's options are not the person's to play"
        );
        assert_eq!(
            analysis_request(&app.take_worker_calls()),
            None,
            "nothing is analysed for High's position"
        );
        let told = app.session().notice().map(|n| n.text.clone());
        assert_eq!(told.as_deref(), Some("The hint shows when it is your turn"));
        // High answers and its coin lands: the hint is for the person's position now.
        app.report(News::Replies(vec![Reply::Move {
            id,
            result: Ok(col(4)),
        }]));
        now += COMPUTER_PAUSE + 0.1;
        app.set_time(now);
        app.advance();
        app.settle(&mut now);
        assert_eq!(app.game().position(), "44");
        let hint = app.session().analyses().hint().expect("the hint shows");
        assert_eq!(hint.board(), app.game().board());
        let (_, board, wanted) =
            analysis_request(&app.take_worker_calls()).expect("the person's position is analysed");
        assert_eq!((board, wanted), (*app.game().board(), Wanted::Now));
        // It stays on later frames, until the person moves.
        for frame in 1..4 {
            app.set_time(now + f64::from(frame));
            app.advance();
            assert!(app.session().analyses().hint().is_some(), "frame {frame}");
        }
        assert!(
            app.game().used().contains(crate::game::CasualReason::Hint),
            "the game used a hint"
        );
    }

    #[test]
    fn no_thinking_ahead_against_a_person_or_a_lower_level() {
        for yellow in [Mode::Human, Mode::Computer(Level::Mid)] {
            let mut app = App::new(GameState::new(modes(Mode::Human, yellow)), Goto::Table);
            app.set_time(1.0);
            app.advance();
            assert!(app.take_worker_calls().is_empty(), "{yellow:?}");
        }
    }

    #[test]
    fn the_computer_is_asked_once_and_its_move_waits_for_the_pause() {
        let mut app = App::new(
            GameState::new(modes(Mode::Computer(Level::Low), Mode::Human)),
            Goto::Table,
        );
        app.set_time(10.0);
        app.advance();
        let calls = app.take_worker_calls();
        assert_eq!(calls.len(), 1);
        let WorkerCall::Send(Request::Move { id, level, .. }) = calls[0] else {
            panic!("expected a move request, got {calls:?}");
        };
        assert_eq!(level, Level::Low);
        assert!(app.is_thinking());
        app.set_time(10.1);
        app.advance();
        assert!(app.take_worker_calls().is_empty(), "asked only once");
        // A person's input does not play for the computer.
        app.press(&[Key::Digit(1)]);
        assert_eq!(app.game().position(), "");
        app.report(News::Replies(vec![Reply::Move {
            id,
            result: Ok(col(3)),
        }]));
        assert!(!app.is_thinking());
        app.set_time(10.2);
        app.advance();
        assert_eq!(
            app.game().position(),
            "",
            "too early: the pause is not over"
        );
        app.set_time(10.0 + COMPUTER_PAUSE);
        app.advance();
        assert_eq!(app.game().position(), "3");
    }

    #[test]
    fn the_computer_waits_while_help_covers_the_table_and_plays_once_it_closes() {
        let mut app = App::new(
            GameState::new(modes(Mode::Computer(Level::Low), Mode::Human)),
            Goto::Table,
        );
        app.set_time(1.0);
        app.press(&[Key::F1]);
        assert_eq!(app.screen(), "help");
        app.advance();
        assert!(app.take_worker_calls().is_empty(), "not asked under help");
        app.set_time(2.0);
        app.press(&[Key::Escape]);
        app.advance();
        let calls = app.take_worker_calls();
        let [WorkerCall::Send(Request::Move { id, .. })] = calls[..] else {
            panic!("expected one move request, got {calls:?}");
        };
        app.report(News::Replies(vec![Reply::Move {
            id,
            result: Ok(col(5)),
        }]));
        app.set_time(2.1);
        app.press(&[Key::F1]);
        app.set_time(2.0 + 2.0 * COMPUTER_PAUSE);
        app.advance();
        assert_eq!(app.game().position(), "", "the answer waits under help");
        app.set_time(3.0);
        app.press(&[Key::Escape]);
        app.set_time(3.0 + 2.0 * COMPUTER_PAUSE);
        app.advance();
        assert_eq!(app.game().position(), "5");
    }

    #[test]
    fn a_mode_change_cancels_the_search_and_its_late_answer_is_ignored() {
        let mut app = App::new(
            GameState::new(modes(Mode::Computer(Level::High), Mode::Human)),
            Goto::Table,
        );
        app.set_time(1.0);
        app.advance();
        let WorkerCall::Send(request) = app.take_worker_calls()[0] else {
            panic!("expected a request");
        };
        app.set_time(1.1);
        app.press(&[Key::C]);
        app.press(&[Key::Digit(6)]);
        app.press(&[Key::Digit(1)]);
        assert_eq!(
            app.take_worker_calls(),
            vec![WorkerCall::Cancel(request.id())]
        );
        // The old search answers anyway: dropped.
        app.report(News::Replies(vec![Reply::Move {
            id: request.id(),
            result: Ok(col(7)),
        }]));
        app.set_time(5.0);
        app.advance();
        assert_eq!(app.game().position(), "");
        // A new request is made for the new mode.
        let calls = app.take_worker_calls();
        assert!(matches!(
            calls[..],
            [WorkerCall::Send(Request::Move { level: Level::Low, id, .. })] if id > request.id()
        ));
        app.report(News::Replies(vec![Reply::Move {
            id: request.id(),
            result: Err(ChooseError::Cancelled),
        }]));
        assert!(
            app.is_thinking(),
            "the stale cancellation does not end the new search"
        );
    }

    #[test]
    fn choosing_the_same_modes_again_keeps_the_search_going() {
        let same = modes(Mode::Human, Mode::Computer(Level::High));
        let game = GameState::from_position(same, "4").unwrap();
        let mut app = App::new(game, Goto::Table);
        app.advance();
        assert_eq!(app.take_worker_calls().len(), 1);
        app.set_time(0.1);
        app.press(&[Key::C]);
        app.press(&[Key::Digit(1)]);
        app.press(&[Key::Digit(9)]);
        assert_eq!(app.screen(), "play");
        assert!(app.is_thinking());
        app.set_time(0.2);
        app.advance();
        assert!(
            app.take_worker_calls().is_empty(),
            "no cancel, no new request"
        );
    }

    #[test]
    fn new_game_mid_game_cancels_the_search() {
        let game =
            GameState::from_position(modes(Mode::Human, Mode::Computer(Level::Mid)), "4").unwrap();
        let mut app = App::new(game, Goto::Table);
        app.advance();
        let WorkerCall::Send(request) = app.take_worker_calls()[0] else {
            panic!("expected a request");
        };
        app.set_time(0.1);
        app.press(&[Key::N]);
        app.press(&[Key::Y]);
        assert_eq!(
            app.take_worker_calls(),
            vec![WorkerCall::Cancel(request.id())]
        );
        assert_eq!(app.game().position(), "");
        assert!(!app.is_thinking());
    }

    /// The analysis request among `calls`, if one.
    fn analysis_request(calls: &[WorkerCall]) -> Option<(u64, crate::board::Board, Wanted)> {
        calls.iter().find_map(|call| match call {
            WorkerCall::Send(Request::Analyse { id, board, wanted }) => {
                Some((*id, *board, *wanted))
            }
            _ => None,
        })
    }

    #[test]
    fn a_hint_answer_that_comes_after_the_position_changed_is_dropped() {
        let game = GameState::from_position(modes(Mode::Human, Mode::Human), "4453").unwrap();
        let mut app = App::new(game, Goto::Table);
        app.press(&[Key::H]);
        app.advance();
        let (id, board, wanted) =
            analysis_request(&app.take_worker_calls()).expect("the hint is asked for");
        assert_eq!((board, wanted), (*app.game().board(), Wanted::Now));
        // One column comes in before the move: it shows.
        app.report(News::Replies(vec![Reply::ColumnScore {
            id,
            column: col(4),
            score: 3,
        }]));
        assert_eq!(
            app.session().analyses().hint().unwrap().get(col(4)),
            Some(3)
        );
        let mut now = 0.1;
        app.set_time(now);
        app.press(&[Key::Digit(1)]);
        app.settle(&mut now);
        assert_eq!(app.take_worker_calls(), vec![WorkerCall::Cancel(id)]);
        assert!(
            app.session().analyses().hint().is_none(),
            "the hint went with the move"
        );
        // The rest of the stale analysis arrives: dropped, for the new position and the old.
        for column in [3, 5, 2, 6, 1, 7] {
            app.report(News::Replies(vec![Reply::ColumnScore {
                id,
                column: col(column),
                score: -1,
            }]));
        }
        app.report(News::Replies(vec![Reply::Analysed { id, result: Ok(()) }]));
        app.set_time(now);
        app.press(&[Key::H]);
        app.set_time(now);
        app.advance();
        let hint = app.session().analyses().hint().expect("asked again");
        assert!(
            col_all(&hint).iter().all(Option::is_none),
            "nothing of the old position's answer shows: {hint}"
        );
        let (again, board, _) =
            analysis_request(&app.take_worker_calls()).expect("a new request for the new position");
        assert!(again > id);
        assert_eq!(board, *app.game().board());
        let old = crate::notation::parse_digits("4453").unwrap();
        assert!(
            !app.session()
                .computer()
                .analysis(&old)
                .is_some_and(|a| a.is_complete()),
            "the stale columns were not kept either"
        );
    }

    /// The worker answers request `id` within one frame: every column of `board` a draw, then
    /// the end of the analysis, taken in that order (the end first would drop the scores).
    fn prove_all_drawn(app: &mut App, id: u64, board: crate::board::Board) {
        let scores = board
            .legal_columns()
            .into_iter()
            .map(|column| Reply::ColumnScore {
                id,
                column,
                score: 0,
            });
        let done = Reply::Analysed { id, result: Ok(()) };
        app.report(News::Replies(scores.chain([done]).collect()));
    }

    fn col_all(scores: &crate::analysis::ColumnScores) -> Vec<Option<i32>> {
        (1..=7).map(|c| scores.get(col(c))).collect()
    }

    #[test]
    fn analysis_requests_never_cancel_a_running_move() {
        let game = GameState::from_position(
            modes(Mode::Computer(Level::High), Mode::Computer(Level::High)),
            "4453",
        )
        .unwrap();
        let mut app = App::new(game, Goto::Table);
        app.advance();
        let calls = app.take_worker_calls();
        let [WorkerCall::Send(Request::Move { id: move_id, .. })] = calls[..] else {
            panic!("expected Red's move to be asked, got {calls:?}");
        };
        // Analysis mode on, off and on, a hint asked and hidden, while the move is searched.
        let mut calls = Vec::new();
        for key in [Key::A, Key::A, Key::H, Key::H, Key::A] {
            app.set_time(0.1);
            app.press(&[key]);
            app.advance();
            calls.extend(app.take_worker_calls());
        }
        assert!(analysis_request(&calls).is_some(), "{calls:?}");
        assert!(
            !calls.contains(&WorkerCall::Cancel(move_id)),
            "an analysis cancelled the move: {calls:?}"
        );
        assert!(app.is_thinking());
        // The analysis finishes first: the move is still awaited and then played.
        let (id, board, _) = analysis_request(&calls).unwrap();
        prove_all_drawn(&mut app, id, board);
        app.set_time(0.2);
        app.advance();
        assert!(
            !app.take_worker_calls()
                .contains(&WorkerCall::Cancel(move_id)),
            "nor did its answer"
        );
        assert!(app.is_thinking());
        app.report(News::Replies(vec![Reply::Move {
            id: move_id,
            result: Ok(col(4)),
        }]));
        app.set_time(0.1 + COMPUTER_PAUSE);
        app.advance();
        assert_eq!(app.game().position(), "44534");
    }

    #[test]
    fn at_game_over_the_positions_of_the_game_are_analysed_one_at_a_time_latest_first() {
        let game = GameState::from_position(modes(Mode::Human, Mode::Human), "1212121").unwrap();
        let mut app = App::new(game, Goto::Table);
        app.advance();
        let calls = app.take_worker_calls();
        let (id, board, wanted) = analysis_request(&calls).expect("the graph is filled in");
        assert_eq!(calls.len(), 1, "one at a time: {calls:?}");
        assert_eq!(wanted, Wanted::Later);
        assert_eq!(board, crate::notation::parse_digits("121212").unwrap());
        assert_eq!(
            app.session().analyses().game_scores().get(7),
            Some(-18),
            "the end is known"
        );
        assert_eq!(app.session().analyses().game_scores().get(6), None);
        for column in board.legal_columns() {
            let score = if column == col(1) { 18 } else { -17 };
            app.report(News::Replies(vec![Reply::ColumnScore {
                id,
                column,
                score,
            }]));
        }
        app.report(News::Replies(vec![Reply::Analysed { id, result: Ok(()) }]));
        assert_eq!(app.session().analyses().game_scores().get(6), Some(18));
        app.set_time(0.1);
        app.advance();
        let (_, next, _) = analysis_request(&app.take_worker_calls()).expect("the next one");
        assert_eq!(next, crate::notation::parse_digits("12121").unwrap());
    }

    #[test]
    fn a_hint_that_ran_out_of_time_shows_what_it_proved_and_is_not_asked_again() {
        let game = GameState::from_position(modes(Mode::Human, Mode::Human), "4453").unwrap();
        let mut app = App::new(game, Goto::Table);
        app.press(&[Key::H]);
        app.advance();
        let (id, _, _) = analysis_request(&app.take_worker_calls()).expect("the hint is asked");
        app.report(News::Replies(vec![Reply::ColumnScore {
            id,
            column: col(4),
            score: 2,
        }]));
        assert!(
            !app.session().analyses().hint().unwrap().is_given_up(),
            "still working"
        );
        app.report(News::Replies(vec![Reply::Analysed {
            id,
            result: Err(ChooseError::OutOfTime),
        }]));
        let hint = app
            .session()
            .analyses()
            .hint()
            .expect("the hint still shows");
        assert!(hint.is_given_up());
        assert_eq!(hint.get(col(4)), Some(2), "what was proved stays");
        assert_eq!(hint.get(col(3)), None);
        assert_eq!(hint.to_string(), "? ? ? 2 ? ? ?");
        for frame in 1..5 {
            app.set_time(frame as f64 * 0.1);
            app.advance();
            assert_eq!(
                analysis_request(&app.take_worker_calls()),
                None,
                "asked again at frame {frame}"
            );
        }
    }

    #[test]
    fn the_graph_stops_at_a_position_whose_analysis_ran_out_of_time_and_says_so() {
        let game = GameState::from_position(modes(Mode::Human, Mode::Human), "1212121").unwrap();
        let mut app = App::new(game, Goto::Table);
        app.advance();
        let progress = |app: &App| app.session().computer().graph_progress(app.game());
        assert_eq!(
            progress(&app).words().as_deref(),
            Some("Analysing the game: 0 of 7 positions"),
            "seven positions before the win, none proved yet"
        );
        let (id, board, _) = analysis_request(&app.take_worker_calls()).expect("the graph");
        prove_all_drawn(&mut app, id, board);
        assert_eq!(progress(&app).proved, 1);
        app.set_time(0.1);
        app.advance();
        let (id, board, _) = analysis_request(&app.take_worker_calls()).expect("the next one");
        assert_eq!(board, crate::notation::parse_digits("12121").unwrap());
        app.report(News::Replies(vec![Reply::Analysed {
            id,
            result: Err(ChooseError::OutOfTime),
        }]));
        assert_eq!(
            app.session().analyses().game_scores().get(5),
            None,
            "a gap, not a guess"
        );
        for frame in 2..6 {
            app.set_time(frame as f64 * 0.1);
            app.advance();
            assert_eq!(
                analysis_request(&app.take_worker_calls()),
                None,
                "the earlier positions are deeper still: not asked (frame {frame})"
            );
        }
        let progress = progress(&app);
        assert!(!progress.is_working());
        assert_eq!((progress.proved, progress.not_solved), (1, 6));
        assert_eq!(
            progress.words().as_deref(),
            Some("6 of 7 positions not proved: each takes more than 15 s this early in the game")
        );
    }
}

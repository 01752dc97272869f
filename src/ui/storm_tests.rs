//! The worker under a storm: the app driven by random interleavings of a person's drops, undo,
//! redo, resume, new games and mode changes, with the worker's replies arriving late, out of
//! order, twice, for requests long cancelled, or never. After every step:
//!
//! - the board is a legal game: the moves played, replayed on a plain grid by a referee written
//!   here (no bitboards), give the board the app shows, and none follows a four;
//! - a stale answer is never applied: every coin the computer drops is the answer to the request
//!   made for that very turn and board;
//! - the frame step never waits for the worker: the storm's worker is a mailbox the test alone
//!   empties, so a step that waited for a reply would hang the test (replies withheld for good
//!   are one of the storm's moves).
//!
//! A new request kind (a hint, an analysis) joins the storm as one more [`Action`] that sends
//! its command, and its replies as one more arm of [`Action::Answer`]'s reply.

use super::app::tests::{col, mode_key};
use super::app::App;
use super::effect::WorkerCall;
use super::input::Key;
use super::screens::Goto;
use super::session::News;
use crate::ai::worker::{Reply, Request};
use crate::ai::{ChooseError, Level};
use crate::board::{Board, Cell, Column, Player};
use crate::game::{GameState, Mode, Modes};
use proptest::prelude::*;
use std::collections::HashMap;

/// One thing that happens to the app between two checks.
#[derive(Debug, Clone)]
enum Action {
    /// A person drops a coin (refused on the computer's turn or a full column, as in the window).
    Drop(usize),
    Undo,
    Redo,
    Resume,
    NewGame,
    /// The modes screen, then a mode for each side.
    ChangeModes(Mode, Mode),
    /// Time passes: one frame step.
    Frame(f64),
    /// The worker answers the `pick`-th request still unanswered (or, with none, one already
    /// answered again): with `column`, with "cancelled", or with "game over".
    Answer {
        pick: usize,
        column: usize,
        kind: AnswerKind,
    },
    /// An answer already given arrives again.
    Duplicate(usize),
    /// The worker drops the `pick`-th request unanswered, for good.
    Withhold(usize),
}

#[derive(Debug, Clone, Copy)]
enum AnswerKind {
    Column,
    Cancelled,
    GameOver,
}

fn any_mode() -> impl Strategy<Value = Mode> {
    prop::sample::select(Mode::ALL.to_vec())
}

fn any_action() -> impl Strategy<Value = Action> {
    prop_oneof![
        6 => (1..=7usize).prop_map(Action::Drop),
        2 => Just(Action::Undo),
        1 => Just(Action::Redo),
        1 => Just(Action::Resume),
        1 => Just(Action::NewGame),
        1 => (any_mode(), any_mode()).prop_map(|(r, y)| Action::ChangeModes(r, y)),
        6 => (0.0..1.5f64).prop_map(Action::Frame),
        6 => (any::<usize>(), 1..=7usize, prop_oneof![
                8 => Just(AnswerKind::Column),
                1 => Just(AnswerKind::Cancelled),
                1 => Just(AnswerKind::GameOver),
            ])
            .prop_map(|(pick, column, kind)| Action::Answer { pick, column, kind }),
        2 => any::<usize>().prop_map(Action::Duplicate),
        1 => any::<usize>().prop_map(Action::Withhold),
    ]
}

/// The worker as the storm plays it: requests wait in a mailbox until the test answers them,
/// in whatever order it likes.
#[derive(Default)]
struct Mailbox {
    /// Every request ever sent, by id, with the board it was about (ids are never reused for
    /// another board).
    asked: HashMap<u64, Board>,
    /// Requests not yet answered, oldest first.
    waiting: Vec<Request>,
    /// Every move request, by id, in the order sent (ids grow).
    moves: Vec<(u64, Board)>,
    /// Every move answer given, with the board of its request.
    answered: Vec<(u64, Column)>,
    replies: Vec<Reply>,
}

impl Mailbox {
    fn take_calls(&mut self, app: &mut App) {
        for call in app.take_worker_calls() {
            match call {
                WorkerCall::Send(request) => {
                    let (id, board) = match request {
                        Request::Move { id, board, .. } | Request::Ponder { id, board } => {
                            (id, board)
                        }
                        Request::Analyse { id, board, .. } => (id, board),
                    };
                    if matches!(request, Request::Move { .. }) {
                        self.moves.push((id, board));
                    }
                    if let Some(earlier) = self.asked.insert(id, board) {
                        assert_eq!(earlier, board, "request id {id} reused for another board");
                    }
                    self.waiting.push(request);
                }
                // A cancelled request may still be answered (the worker may have finished): the
                // storm leaves it in the mailbox.
                WorkerCall::Cancel(_) => {}
            }
        }
    }
}

/// The game replayed on a plain grid: `Err` names the first move that is not legal.
fn referee(moves: &[Column]) -> Result<[[Option<Player>; 6]; 7], String> {
    let mut grid = [[None; 6]; 7];
    let mut four = false;
    for (ply, column) in moves.iter().enumerate() {
        if four {
            return Err(format!("move {} follows a four", ply + 1));
        }
        let c = column.index();
        let Some(row) = (0..6).find(|&r| grid[c][r].is_none()) else {
            return Err(format!("move {} is in a full column", ply + 1));
        };
        let colour = if ply % 2 == 0 {
            Player::Red
        } else {
            Player::Yellow
        };
        grid[c][row] = Some(colour);
        let at = |dc: i32, dr: i32, k: i32| {
            let (x, y) = (c as i32 + dc * k, row as i32 + dr * k);
            ((0..7).contains(&x) && (0..6).contains(&y))
                .then(|| grid[x as usize][y as usize])
                .flatten()
                == Some(colour)
        };
        four = [(1, 0), (0, 1), (1, 1), (1, -1)].iter().any(|&(dc, dr)| {
            let ahead = (1..4).take_while(|&k| at(dc, dr, k)).count();
            let behind = (1..4).take_while(|&k| at(-dc, -dr, k)).count();
            ahead + behind >= 3
        });
    }
    Ok(grid)
}

fn check_legal(game: &GameState) {
    let grid = referee(game.history()).unwrap_or_else(|e| panic!("{}: {e}", game.position()));
    let board = game.board();
    for (c, column) in grid.iter().enumerate() {
        for (r, &cell) in column.iter().enumerate() {
            let at = board.at(Cell {
                column: c as u8,
                row: r as u8,
            });
            assert_eq!(at, cell, "{}: cell {c},{r}", game.position());
        }
    }
}

/// Plays `actions` on an app for `modes` and checks it after each one; returns the number of
/// computer moves played.
fn storm(modes: Modes, actions: &[Action]) -> usize {
    let mut app = App::new(GameState::new(modes), Goto::Table);
    let mut mail = Mailbox::default();
    let mut now = 0.0;
    let mut computer_moves = 0;
    for action in actions {
        let before = app.game().clone();
        match *action {
            Action::Drop(n) => app.press(&[Key::Digit(n as u8)]),
            Action::Undo => app.press(&[Key::U]),
            Action::Redo => app.press(&[Key::R]),
            Action::Resume => app.press(&[Key::P]),
            Action::NewGame => {
                app.press(&[Key::N]);
                // A game in progress asks first; the storm means it.
                if app.screen() == "confirm new game" {
                    app.press(&[Key::Y]);
                }
            }
            Action::ChangeModes(red, yellow) => {
                app.press(&[Key::C]);
                app.press(&[mode_key(red), mode_key(yellow)]);
            }
            Action::Frame(dt) => {
                now += dt;
                app.set_time(now);
                app.advance();
            }
            Action::Answer { pick, column, kind } => {
                if mail.waiting.is_empty() {
                    continue;
                }
                let request = mail.waiting.remove(pick % mail.waiting.len());
                let id = request.id();
                let result = match kind {
                    AnswerKind::Column => Ok(col(column)),
                    AnswerKind::Cancelled => Err(ChooseError::Cancelled),
                    AnswerKind::GameOver => Err(ChooseError::GameOver),
                };
                let reply = Reply::Move { id, result };
                if let Ok(column) = result {
                    mail.answered.push((id, column));
                }
                mail.replies.push(reply);
                app.report(News::Replies(vec![reply]));
            }
            Action::Duplicate(pick) => {
                if !mail.replies.is_empty() {
                    let reply = mail.replies[pick % mail.replies.len()];
                    app.report(News::Replies(vec![reply]));
                }
            }
            Action::Withhold(pick) => {
                if !mail.waiting.is_empty() {
                    let n = mail.waiting.len();
                    mail.waiting.remove(pick % n);
                }
            }
        }
        mail.take_calls(&mut app);
        let after = app.game();
        check_legal(after);
        // A coin the computer dropped answers the request for that very turn and board. (A redo
        // on the computer's turn replays a coin taken back, asked of nobody.)
        let redo = matches!(action, Action::Redo);
        if let Some(&column) = after
            .history()
            .strip_prefix(before.history())
            .and_then(|new| {
                (new.len() == 1 && before.computer_to_move().is_some() && !redo).then(|| &new[0])
            })
        {
            // Request ids are their own sequence (hints share it), so the answer played must be
            // to the newest move request, and that request about this very board.
            let &(id, asked) = mail
                .moves
                .last()
                .unwrap_or_else(|| panic!("column {column} played with no move ever asked"));
            assert!(
                mail.answered.contains(&(id, column)),
                "column {column} played in {} without the answer to the newest request ({id})",
                before.position()
            );
            assert_eq!(
                &asked,
                before.board(),
                "the answer played was asked about another board"
            );
            computer_moves += 1;
        }
    }
    computer_moves
}

fn any_modes() -> impl Strategy<Value = Modes> {
    (any_mode(), any_mode()).prop_map(|(red, yellow)| Modes { red, yellow })
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: std::env::var("PLOT4_STORM_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(300),
        ..ProptestConfig::default()
    })]

    #[test]
    fn the_app_stays_a_legal_game_and_never_plays_a_stale_answer(
        modes in any_modes(),
        actions in prop::collection::vec(any_action(), 1..300),
    ) {
        storm(modes, &actions);
    }
}

/// The storm is not idle: with a computer on both sides and answers for the current turn, the
/// computer's moves are played (so the stale-answer check above is met by real moves).
#[test]
fn answers_for_the_current_turn_are_played() {
    let robots = Modes {
        red: Mode::Computer(Level::Low),
        yellow: Mode::Computer(Level::High),
    };
    let mut actions = Vec::new();
    for _ in 0..10 {
        actions.push(Action::Frame(0.1));
        actions.push(Action::Answer {
            pick: usize::MAX,
            column: 4,
            kind: AnswerKind::Column,
        });
        actions.push(Action::Frame(1.0));
        actions.push(Action::Frame(1.0));
    }
    assert!(storm(robots, &actions) >= 4);
}

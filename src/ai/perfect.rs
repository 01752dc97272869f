//! The High level: a move with the best exact score (fastest win, else a draw, else the slowest
//! loss), from the opening book where it can and the exact solver beyond it.
//!
//! Cheap questions first: children the book knows cost nothing; a child that hands the opponent
//! an immediate win has a known score. Otherwise the position itself is solved exactly (its
//! score comes from the book where it can), and each remaining child gets one null-window test:
//! does it reach that score? The ones that do are the optimal moves, one of them picked at
//! random.

use super::game_tree::GameTree;
use super::ChooseError;
use super::Watchdog;
use crate::board::{Board, Column};
use crate::solver::book::{book_key, Book};
use crate::solver::{Cancelled, Solver};
use rand::seq::SliceRandom;
use rand::Rng;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// What High has proved about positions in earlier moves (and games), keyed by
/// [`book_key`]: the solver's table may overwrite entries, this does not, so a position met
/// again costs nothing.
#[derive(Debug, Default)]
pub struct Memory {
    /// Exact scores for the side to move.
    exact: HashMap<u64, i32>,
    /// Win (1), draw (0) or loss (−1) for the side to move.
    verdict: HashMap<u64, i32>,
    /// Positions High chose in before, in both orientations: every optimal column. A position
    /// met again (the same opening in the next game, say) is answered at once.
    optimal: HashMap<Board, Vec<Column>>,
}

impl Memory {
    /// Entries kept before the memory starts afresh (a few tens of megabytes at most).
    const LIMIT: usize = 1 << 20;

    /// True if every optimal move of `board` is remembered.
    pub fn knows_optimal(&self, board: &Board) -> bool {
        self.optimal.contains_key(board)
    }

    fn optimal_moves(&self, board: &Board) -> Option<&[Column]> {
        self.optimal.get(board).map(Vec::as_slice)
    }

    fn remember_optimal(&mut self, board: &Board, columns: &[Column]) {
        if self.optimal.len() >= Memory::LIMIT {
            self.optimal.clear();
        }
        let width = board.size().width() as u8;
        let mirrored = columns
            .iter()
            .map(|c| Column::new(width - 1 - c.index() as u8))
            .collect();
        self.optimal.insert(board.mirrored(), mirrored);
        self.optimal.insert(*board, columns.to_vec());
    }

    fn recall(&self, child: &Board) -> Known {
        let key = book_key(child);
        match (self.exact.get(&key), self.verdict.get(&key)) {
            (Some(&s), _) => Known::Exact(-s),
            (None, Some(&v)) => Known::Verdict(-v),
            (None, None) => Known::Unknown,
        }
    }

    fn remember(&mut self, child: &Board, known: Known) {
        if self.exact.len() + self.verdict.len() >= Memory::LIMIT {
            self.exact.clear();
            self.verdict.clear();
        }
        let key = book_key(child);
        match known {
            Known::Unknown | Known::Below(_) => {}
            Known::Exact(s) => {
                self.exact.insert(key, -s);
            }
            Known::Verdict(v) => {
                self.verdict.insert(key, -v);
            }
        }
    }
}

/// What is known about one child so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Known {
    /// Not searched yet.
    Unknown,
    /// Win (1), draw (0) or loss (−1) for the mover.
    Verdict(i32),
    /// The exact score for the mover.
    Exact(i32),
    /// The mover's score is below this (the position's best): not an optimal move.
    Below(i32),
}

/// High's answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PerfectChoice {
    /// The column to play.
    pub column: Column,
    /// Set if the time budget ran out: the moves as good as the best proven so far (`column`
    /// is one of them); the caller may pick among them with a heuristic.
    pub out_of_time: Option<Vec<Column>>,
}

/// Why the exact search stopped early.
enum Interrupted {
    /// The caller cancelled.
    Cancelled,
    /// The time budget ran out: answer with what is proven.
    OutOfTime,
    /// The time for looking for more optimal moves to pick from ran out.
    TiesOver,
}

/// How long High looks for more optimal moves once it has one: ties make games vary, but
/// are not worth a long wait (a test of a move that is as good as the best can take seconds
/// early in the game).
const TIE_BUDGET: Duration = Duration::from_millis(250);

/// Runs solver calls, telling an external cancel from the watchdogs' stops (all raise the
/// solver's stop flag, which the engine lowers when a move starts, so check before each).
struct Guard<'a> {
    stop: &'a Arc<AtomicBool>,
    out_of_time: &'a AtomicBool,
    ties_over: Arc<AtomicBool>,
}

impl Guard<'_> {
    fn run<T>(
        &self,
        solver: &mut Solver,
        f: impl FnOnce(&mut Solver) -> Result<T, Cancelled>,
    ) -> Result<T, Interrupted> {
        self.before()?;
        match f(solver) {
            Ok(value) => Ok(value),
            Err(Cancelled) => Err(self.reason()),
        }
    }

    fn before(&self) -> Result<(), Interrupted> {
        // The watchdogs' own flags too: they tell a budget stop from a cancel.
        if self.stop.load(Ordering::Relaxed)
            || self.out_of_time.load(Ordering::Relaxed)
            || self.ties_over.load(Ordering::Relaxed)
        {
            return Err(self.reason());
        }
        Ok(())
    }

    fn reason(&self) -> Interrupted {
        if self.out_of_time.load(Ordering::Relaxed) {
            Interrupted::OutOfTime
        } else if self.ties_over.load(Ordering::Relaxed) {
            Interrupted::TiesOver
        } else {
            Interrupted::Cancelled
        }
    }
}

/// Chooses a score-optimal move. `stop` is the solver's stop flag; `out_of_time` is raised
/// (together with `stop`) by the budget's watchdog.
pub fn choose(
    board: &Board,
    solver: &mut Solver,
    memory: &mut Memory,
    book: Option<&Book>,
    stop: &Arc<AtomicBool>,
    out_of_time: &AtomicBool,
    rng: &mut impl Rng,
) -> Result<PerfectChoice, ChooseError> {
    // Centre first: the likeliest best moves are proved first if time runs short.
    let legal = GameTree::moves(board);
    if legal.is_empty() {
        return Err(ChooseError::GameOver);
    }
    let guard = Guard {
        stop,
        out_of_time,
        ties_over: Arc::new(AtomicBool::new(false)),
    };
    let cells = board.size().cells() as i32;
    let ply = board.ply() as i32;
    let children: Vec<Board> = legal
        .iter()
        .map(|&c| board.play(c).expect("legal column"))
        .collect();

    // A win now is the fastest win there is.
    let winning: Vec<Column> = legal
        .iter()
        .zip(&children)
        .filter(|(_, child)| child.winner().is_some())
        .map(|(&c, _)| c)
        .collect();
    if let Some(&column) = winning.choose(rng) {
        memory.remember_optimal(board, &winning);
        return Ok(PerfectChoice {
            column,
            out_of_time: None,
        });
    }

    if let Some(optimal) = memory.optimal_moves(board) {
        if let Some(&column) = optimal.choose(rng) {
            return Ok(PerfectChoice {
                column,
                out_of_time: None,
            });
        }
    }

    let mut known: Vec<Known> = children
        .iter()
        .map(|child| {
            if child.is_full() {
                Known::Exact(0)
            } else if child.can_win_now() {
                // The opponent wins with its next coin.
                Known::Exact(-(cells - ply) / 2)
            } else if let Some(score) = book.and_then(|b| b.score(child)) {
                Known::Exact(-score)
            } else {
                memory.recall(child)
            }
        })
        .collect();

    let from_book = book.and_then(|b| Some((b.score(board)?, b.best_move(board))));
    let mut proved = Proof::default();
    let outcome = prove(
        board,
        &children,
        &mut known,
        solver,
        &guard,
        from_book,
        &mut proved,
    );
    // Even an interrupted search proved something worth keeping.
    for (child, &k) in children.iter().zip(&known) {
        memory.remember(child, k);
    }
    let optimal = |known: &[Known], best: i32| -> Vec<Column> {
        legal
            .iter()
            .zip(known)
            .filter(|(_, &k)| k == Known::Exact(best))
            .map(|(&c, _)| c)
            .collect()
    };
    match outcome {
        Ok(()) => {}
        Err(Interrupted::Cancelled) => return Err(ChooseError::Cancelled(Cancelled)),
        Err(Interrupted::TiesOver) => unreachable!("prove ends the tie search itself"),
        Err(Interrupted::OutOfTime) => {
            // A move proven optimal is the answer even if its ties were not all found.
            let candidates = match proved.root {
                Some(best) => {
                    if let Some(&column) = optimal(&known, best).choose(rng) {
                        return Ok(PerfectChoice {
                            column,
                            out_of_time: None,
                        });
                    }
                    // The optimal moves are among those not yet tested.
                    unruled_out(&legal, &known)
                }
                None => {
                    // The stopped solve may have proved a draw or a win for some move: that
                    // beats any guess (unless a child already known does better).
                    let best_known = best_exact(&known);
                    match solver.proven_move(board) {
                        Some((lower, column))
                            if lower >= 0 && best_known.is_none_or(|b| lower >= b) =>
                        {
                            vec![column]
                        }
                        _ => best_proven(&legal, &known),
                    }
                }
            };
            return Ok(PerfectChoice {
                column: *candidates
                    .choose(rng)
                    .expect("a position in play has a move"),
                out_of_time: Some(candidates),
            });
        }
    }
    let best = best_exact(&known).expect("prove leaves at least one exact score");
    let optimal = optimal(&known, best);
    memory.remember_optimal(board, &optimal);
    Ok(PerfectChoice {
        column: *optimal
            .choose(rng)
            .expect("the best score belongs to a move"),
        out_of_time: None,
    })
}

/// The best exact score among the children, if any is known exactly.
fn best_exact(known: &[Known]) -> Option<i32> {
    known
        .iter()
        .filter_map(|k| match *k {
            Known::Exact(s) => Some(s),
            _ => None,
        })
        .max()
}

/// What [`prove`] established before it returned or was interrupted.
#[derive(Debug, Default)]
struct Proof {
    /// The exact score of the position itself, once known.
    root: Option<i32>,
}

/// Fills `known` until the best exact score and every child sharing it are known.
///
/// One exact solve of the position itself (the search refutes weak moves with cheap cutoffs),
/// then one null-window test per child: is its score as good as the best? That is far cheaper
/// than solving each child exactly, and the tests find every optimal move, so ties can be
/// broken at random.
fn prove(
    board: &Board,
    children: &[Board],
    known: &mut [Known],
    solver: &mut Solver,
    guard: &Guard,
    from_book: Option<(i32, Option<Column>)>,
    proof: &mut Proof,
) -> Result<(), Interrupted> {
    if known.iter().all(|k| matches!(k, Known::Exact(_))) {
        return Ok(());
    }
    let best = match from_book {
        Some((score, Some(column))) => {
            // The book's move reaches the book's score.
            mark_exact(board, children, known, column, score);
            score
        }
        Some((score, None)) => {
            // A book without moves gives the score only: one null-window search of the
            // position itself, in the solver's own move order, proves a move that reaches it.
            if solver
                .proven_move(board)
                .is_none_or(|(lower, _)| lower < score)
            {
                guard.run(solver, |s| s.score_at_least(board, score))?;
            }
            score
        }
        None => guard.run(solver, |s| s.solve_outcome_first(board))?,
    };
    proof.root = Some(best);
    // The solve usually leaves the move that proved its score in the table: one optimal move
    // for free, and an answer even if the budget runs out during the tests below.
    if let Some((lower, column)) = solver.proven_move(board) {
        if lower == best {
            mark_exact(board, children, known, column, best);
        }
    }
    // Once one optimal move is known, the rest of the search only looks for ties: time it.
    let watch_ties = || {
        Watchdog::start(
            TIE_BUDGET,
            Arc::clone(guard.stop),
            Arc::clone(&guard.ties_over),
        )
    };
    let mut ties_watch = known.contains(&Known::Exact(best)).then(watch_ties);
    for (child, k) in children.iter().zip(known.iter_mut()) {
        match *k {
            Known::Exact(_) | Known::Below(_) => continue,
            // A verdict from an earlier move may already rule the child out.
            Known::Verdict(v) if v < best.signum() => {
                *k = Known::Below(best);
                continue;
            }
            Known::Verdict(_) | Known::Unknown => {}
        }
        // The mover scores at most `best` here, and exactly `best` if the child's own score
        // is at most −best.
        let beats_best = match guard.run(solver, |s| s.score_at_least(child, -best + 1)) {
            Ok(beats_best) => beats_best,
            Err(Interrupted::TiesOver) => break,
            Err(other) => return Err(other),
        };
        *k = if beats_best {
            Known::Below(best)
        } else {
            Known::Exact(best)
        };
        if ties_watch.is_none() && *k == Known::Exact(best) {
            ties_watch = Some(watch_ties());
        }
    }
    // Stops the tie watchdog, if it ran.
    drop(ties_watch);
    if guard.ties_over.load(Ordering::Relaxed) && !guard.out_of_time.load(Ordering::Relaxed) {
        // Only the tie watchdog raised the flag: a later search (pondering's next position)
        // must not take it for a cancel.
        guard.stop.store(false, Ordering::Relaxed);
    }
    // Children left untested are simply not among the moves to pick from.
    Ok(())
}

/// Records that playing `column` in `board` scores exactly `score`.
fn mark_exact(board: &Board, children: &[Board], known: &mut [Known], column: Column, score: i32) {
    let child = board.play(column).expect("a proven move is legal");
    if let Some(i) = children.iter().position(|c| *c == child) {
        known[i] = Known::Exact(score);
    }
}

/// The moves not yet shown to be worse than the best (the position's score being known).
fn unruled_out(legal: &[Column], known: &[Known]) -> Vec<Column> {
    let open: Vec<Column> = legal
        .iter()
        .zip(known)
        .filter(|(_, k)| matches!(k, Known::Unknown | Known::Verdict(_)))
        .map(|(&c, _)| c)
        .collect();
    // Cannot be empty when the score is right, but never leave the caller without a move.
    if open.is_empty() {
        legal.to_vec()
    } else {
        open
    }
}

/// Out of time: the best move proven so far. Exact scores beat verdicts of the same class; a
/// child with no verdict at all is only played if nothing is proven.
fn best_proven(legal: &[Column], known: &[Known]) -> Vec<Column> {
    // Rank: verdict class first, then the exact score if known (a verdict alone ranks as the
    // worst score of its class, except draws, whose verdict is exact).
    let rank = |k: &Known| -> Option<(i32, i32)> {
        match *k {
            Known::Unknown => None,
            // Proven not optimal, but by how much is unknown: rank it with the losses.
            Known::Below(_) => Some((-1, i32::MIN)),
            Known::Exact(s) => Some((s.signum(), s)),
            Known::Verdict(v) => Some((v, if v == 0 { 0 } else { i32::MIN })),
        }
    };
    let best = known.iter().filter_map(rank).max();
    let unproven: Vec<Column> = legal
        .iter()
        .zip(known)
        .filter(|(_, k)| **k == Known::Unknown)
        .map(|(&c, _)| c)
        .collect();
    match best {
        // A proven loss is worse than a move nobody has judged yet.
        Some((class, _)) if class < 0 && !unproven.is_empty() => unproven,
        Some(best) => legal
            .iter()
            .zip(known)
            .filter(|(_, k)| rank(k) == Some(best))
            .map(|(&c, _)| c)
            .collect(),
        None => legal.to_vec(),
    }
}

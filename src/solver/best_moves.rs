//! One call for a position's exact score and every optimal move: the book first, then one
//! proof of the position's score, then a short look for tied moves.
//!
//! Cheap questions first: a child the book or an earlier proof knows costs nothing, and a
//! child that hands the opponent an immediate win has a known score. Otherwise the position
//! itself is solved (the search refutes weak moves with cheap cutoffs) and each remaining child
//! gets one null-window test: does it reach that score? That is far cheaper than solving each
//! child exactly, and finds every optimal move, so ties can be broken at random.

use super::book::position_key;
use super::{centre_first, move_score, CancelToken, Solver, Stopped};
use crate::board::{Board, Column};
use crate::clock::Instant;
use std::time::Duration;

/// A position's exact score and its optimal moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Analysis {
    /// The exact score for the side to move (Pascal Pons' convention, see [`crate::solver`]).
    pub score: i32,
    /// Optimal moves, centre first: at least one, and every one if `all_found`.
    pub optimal: Vec<Column>,
    /// False if the look for tied moves ran out of time before testing every column.
    pub all_found: bool,
}

/// [`Solver::best_moves`] stopped before it proved an optimal move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unfinished {
    /// Cancelled, or out of time.
    pub why: Stopped,
    /// The moves as good as the best proven so far (never empty while the game goes on):
    /// what a player out of time should choose among.
    pub best_so_far: Vec<Column>,
}

impl From<Unfinished> for Stopped {
    fn from(unfinished: Unfinished) -> Stopped {
        unfinished.why
    }
}

/// The longest [`Solver::best_moves`] looks for more optimal moves once it has one: ties make a
/// computer player's games vary, but are not worth a long wait (testing one move for a tie can
/// take seconds early in the game).
const TIE_BUDGET: Duration = Duration::from_millis(250);

/// The shortest look for ties, for positions whose score cost nothing (the book's).
const TIE_FLOOR: Duration = Duration::from_millis(20);

/// How long to look for ties after a proof that took `proof`: no longer than the proof itself
/// (within [`TIE_FLOOR`] and [`TIE_BUDGET`]), so that variety at most doubles the wait for an
/// answer, and a score that came from the book is answered at once.
fn tie_budget(proof: Duration) -> Duration {
    proof.clamp(TIE_FLOOR, TIE_BUDGET)
}

/// Entries [`Solver::best_moves`] remembers before it starts afresh.
const PROVEN_LIMIT: usize = 1 << 20;

/// What is known about one move so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Known {
    /// Not tested yet.
    Unknown,
    /// The move's exact score for the mover.
    Exact(i32),
    /// Worse than the position's best: not an optimal move.
    Below,
}

impl Solver {
    /// The exact score of `board` and its optimal moves. A finished game has no moves.
    ///
    /// The score comes from the book if it holds the position, else from one search; the
    /// search for tied moves then runs under a child of `token` with a short deadline. If
    /// `token` stops the search before one optimal move is proved, the error carries the best
    /// moves proven so far.
    pub fn best_moves(
        &mut self,
        board: &Board,
        token: &CancelToken,
    ) -> Result<Analysis, Unfinished> {
        if let Some(score) = Self::finished_score(board) {
            return Ok(Analysis {
                score,
                optimal: Vec::new(),
                all_found: true,
            });
        }
        self.prepare_for(board.size());
        let legal = centre_first(board);
        let children: Vec<Board> = legal
            .iter()
            .map(|&c| board.play(c).expect("centre_first lists legal columns"))
            .collect();

        // A win now is the fastest win there is.
        let winning: Vec<Column> = legal
            .iter()
            .zip(&children)
            .filter(|(_, child)| child.winner().is_some())
            .map(|(&c, _)| c)
            .collect();
        if !winning.is_empty() {
            return Ok(Analysis {
                score: Self::immediate_win_score(board),
                optimal: winning,
                all_found: true,
            });
        }

        let mut known: Vec<Known> = children
            .iter()
            .map(|child| {
                if self.wins_now(child) {
                    // The opponent wins with its next coin.
                    return Known::Exact(-Self::immediate_win_score(child));
                }
                match move_score(child, |c| self.known_score(c).ok_or(())) {
                    Ok(score) => Known::Exact(score),
                    Err(()) => Known::Unknown,
                }
            })
            .collect();
        let outcome = self.prove(board, &children, &mut known, token);
        // Even an interrupted proof found scores worth keeping.
        for (child, k) in children.iter().zip(&known) {
            if let Known::Exact(score) = *k {
                self.remember(child, -score);
            }
        }
        let optimal = |best: i32| -> Vec<Column> {
            legal
                .iter()
                .zip(&known)
                .filter(|(_, &k)| k == Known::Exact(best))
                .map(|(&c, _)| c)
                .collect()
        };
        match outcome {
            Ok(best) => {
                self.remember(board, best);
                Ok(Analysis {
                    score: best,
                    optimal: optimal(best),
                    all_found: !known.contains(&Known::Unknown),
                })
            }
            Err((why, Some(best))) => {
                let found = optimal(best);
                if why == Stopped::OutOfTime && !found.is_empty() {
                    // An optimal move is proven: only its ties were cut short.
                    return Ok(Analysis {
                        score: best,
                        optimal: found,
                        all_found: false,
                    });
                }
                // The optimal moves are among those not yet tested.
                let open = moves_where(&legal, &known, |k| k == Known::Unknown);
                Err(Unfinished {
                    why,
                    best_so_far: if open.is_empty() { legal } else { open },
                })
            }
            Err((why, None)) => {
                // The stopped solve may have proved a draw or a win for some move: that beats
                // any guess (unless a move already known does better).
                let best_known = best_exact(&known);
                let best_so_far = match self.proven_move(board) {
                    Some((lower, column))
                        if lower >= 0 && best_known.is_none_or(|b| lower >= b) =>
                    {
                        vec![column]
                    }
                    _ => best_proven(&legal, &known),
                };
                Err(Unfinished { why, best_so_far })
            }
        }
    }

    /// The exact score of `board` from the book or an earlier proof, without searching.
    fn known_score(&self, board: &Board) -> Option<i32> {
        self.book_score(board)
            .or_else(|| self.proven.get(&position_key(board)).copied())
    }

    fn remember(&mut self, board: &Board, score: i32) {
        if self.proven.len() >= PROVEN_LIMIT {
            self.proven.clear();
        }
        self.proven.insert(position_key(board), score);
    }

    /// Fills `known` until the position's score and every move sharing it are known (or the
    /// look for ties runs out of time), and returns the score. On a stop, the error says why
    /// and carries the score if it was proved.
    fn prove(
        &mut self,
        board: &Board,
        children: &[Board],
        known: &mut [Known],
        token: &CancelToken,
    ) -> Result<i32, (Stopped, Option<i32>)> {
        if let Some(best) = all_exact(known) {
            return Ok(best);
        }
        let started = Instant::now();
        let book_move = self.book.as_ref().and_then(|b| b.best_move(board));
        let best = match self.known_score(board) {
            Some(score) => {
                if let Some(column) = book_move {
                    // The book's move reaches the book's score.
                    mark_exact(board, children, known, column, score);
                } else if self
                    .proven_move(board)
                    .is_none_or(|(lower, _)| lower < score)
                {
                    // The score alone: one null-window search of the position itself, in
                    // the solver's own move order, proves a move that reaches it.
                    self.score_at_least(board, score, token)
                        .map_err(|why| (why, Some(score)))?;
                }
                score
            }
            None => self
                .solve_outcome_first(board, token)
                .map_err(|why| (why, None))?,
        };
        // The proof usually leaves the move that proved the score in the table: one optimal
        // move for free, and an answer even if time runs out during the tests below.
        if let Some((lower, column)) = self.proven_move(board) {
            if lower == best {
                mark_exact(board, children, known, column, best);
            }
        }
        // Once one optimal move is known, the rest only looks for ties: give that a deadline.
        let mut ties = known
            .contains(&Known::Exact(best))
            .then(|| token.with_budget(tie_budget(started.elapsed())));
        for (child, k) in children.iter().zip(known.iter_mut()) {
            if *k != Known::Unknown {
                continue;
            }
            // The mover scores at most `best` here, and exactly `best` if the child's own
            // score is at most −best.
            let within = ties.as_ref().unwrap_or(token);
            let beats_best = match self.score_at_least(child, -best + 1, within) {
                Ok(beats_best) => beats_best,
                Err(why) if token.check().is_err() || ties.is_none() => {
                    return Err((why, Some(best)))
                }
                // Only the tie search's own deadline passed.
                Err(_) => break,
            };
            *k = if beats_best {
                Known::Below
            } else {
                Known::Exact(best)
            };
            if ties.is_none() && *k == Known::Exact(best) {
                ties = Some(token.with_budget(tie_budget(started.elapsed())));
            }
        }
        // Moves left untested are simply not among the optimal ones reported.
        Ok(best)
    }
}

/// The best score if every move's is known exactly.
fn all_exact(known: &[Known]) -> Option<i32> {
    if known.iter().all(|k| matches!(k, Known::Exact(_))) {
        best_exact(known)
    } else {
        None
    }
}

/// The best exact score among the moves, if any is known exactly.
fn best_exact(known: &[Known]) -> Option<i32> {
    known
        .iter()
        .filter_map(|k| match *k {
            Known::Exact(s) => Some(s),
            _ => None,
        })
        .max()
}

/// The columns whose knowledge passes `keep`.
fn moves_where(legal: &[Column], known: &[Known], keep: impl Fn(Known) -> bool) -> Vec<Column> {
    legal
        .iter()
        .zip(known)
        .filter(|(_, &k)| keep(k))
        .map(|(&c, _)| c)
        .collect()
}

/// Out of time before the position's score was proved: the best moves proven so far. Exact
/// scores rank by outcome, then score; a move proven worse than the best ranks with the
/// losses; an untested move is only played if nothing better than a loss is proven.
fn best_proven(legal: &[Column], known: &[Known]) -> Vec<Column> {
    let rank = |k: Known| -> Option<(i32, i32)> {
        match k {
            Known::Unknown => None,
            Known::Below => Some((-1, i32::MIN)),
            Known::Exact(s) => Some((s.signum(), s)),
        }
    };
    let best = known.iter().filter_map(|&k| rank(k)).max();
    let untested = moves_where(legal, known, |k| k == Known::Unknown);
    match best {
        Some((class, _)) if class < 0 && !untested.is_empty() => untested,
        Some(best) => moves_where(legal, known, |k| rank(k) == Some(best)),
        None => legal.to_vec(),
    }
}

/// Records that playing `column` in `board` scores exactly `score`.
fn mark_exact(board: &Board, children: &[Board], known: &mut [Known], column: Column, score: i32) {
    let child = board.play(column).expect("a proven move is legal");
    if let Some(i) = children.iter().position(|c| *c == child) {
        known[i] = Known::Exact(score);
    }
}

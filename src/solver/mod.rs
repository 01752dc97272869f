//! The exact solver: negamax alpha-beta over bitboards with a transposition table, centre-first
//! and threat-based move ordering, and a null-window search that closes in on the exact score.
//!
//! Scores follow Pascal Pons' convention, for the side to move: 0 for a draw; a win with the
//! player's own k-th coin scores `cells / 2 + 1 - k` (22 − k on 7×6); a loss, the negative.

pub mod book;
mod move_sorter;
mod position;
mod transposition;

pub use position::Geometry;
pub use transposition::{Bounds, TranspositionTable};

use crate::board::{Board, Column};
use move_sorter::MoveSorter;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use thiserror::Error;

/// The search was stopped from outside before it finished.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[error("the search was cancelled")]
pub struct Cancelled;

/// How often (in nodes, a power of two minus one) the search looks at its stop flag.
const STOP_CHECK_INTERVAL: u64 = 0xfff;

/// An exact Connect Four solver. Keep one around: its table stays valid between positions, so
/// later searches reuse what earlier ones proved.
pub struct Solver {
    geometry: Geometry,
    table: TranspositionTable,
    nodes: u64,
    stop: Arc<AtomicBool>,
    stopped: bool,
}

impl Default for Solver {
    fn default() -> Self {
        Solver::new()
    }
}

impl Solver {
    /// A solver for the standard board with a 64 MiB table.
    pub fn new() -> Solver {
        Solver::with_table(TranspositionTable::standard())
    }

    /// A solver with the given table (smaller ones suit tests).
    pub fn with_table(table: TranspositionTable) -> Solver {
        Solver {
            geometry: Geometry::new(crate::board::Size::STANDARD),
            table,
            nodes: 0,
            stop: Arc::new(AtomicBool::new(false)),
            stopped: false,
        }
    }

    /// A flag another thread may set to cancel the running search. The solver clears it when a
    /// new search starts.
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.stop)
    }

    /// Nodes searched since the counter was last reset.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Sets the node counter back to zero.
    pub fn reset_nodes(&mut self) {
        self.nodes = 0;
    }

    /// Forgets every stored bound (for measurements that must start cold).
    pub fn clear_table(&mut self) {
        self.table.clear();
    }

    /// Bytes held by the transposition table.
    pub fn table_bytes(&self) -> usize {
        self.table.bytes()
    }

    fn prepare(&mut self, board: &Board) {
        if self.geometry.size != board.size() {
            self.geometry = Geometry::new(board.size());
            self.table.clear();
        }
        self.stop.store(false, Ordering::Relaxed);
        self.stopped = false;
    }

    /// The score of a finished position, or `None` if play goes on.
    fn finished_score(&self, board: &Board) -> Option<i32> {
        if board.winner().is_some() {
            // The side to move has lost: the opponent won with the coin just played.
            Some(-((self.geometry.cells + 2 - board.ply() as i32) / 2))
        } else if board.is_full() {
            Some(0)
        } else {
            None
        }
    }

    /// The score of the side to move's best move that wins at once.
    fn immediate_win_score(&self, board: &Board) -> i32 {
        (self.geometry.cells + 1 - board.ply() as i32) / 2
    }

    /// The exact score of a position for the side to move.
    pub fn solve(&mut self, board: &Board) -> Result<i32, Cancelled> {
        self.prepare(board);
        if let Some(score) = self.finished_score(board) {
            return Ok(score);
        }
        if self.geometry.can_win_now(board) {
            return Ok(self.immediate_win_score(board));
        }
        let cells = self.geometry.cells;
        let ply = board.ply() as i32;
        let mut min = -(cells - ply) / 2;
        let mut max = (cells + 1 - ply) / 2;
        // Null-window probes, biased towards 0 first, narrow [min, max] to the exact score.
        while min < max {
            let mut probe = min + (max - min) / 2;
            if probe <= 0 && min / 2 < probe {
                probe = min / 2;
            } else if probe >= 0 && max / 2 > probe {
                probe = max / 2;
            }
            let score = self.negamax(board, probe, probe + 1);
            if self.stopped {
                return Err(Cancelled);
            }
            if score <= probe {
                max = score;
            } else {
                min = score;
            }
        }
        Ok(min)
    }

    /// Win (1), draw (0) or loss (−1) for the side to move: faster than the exact score.
    pub fn solve_weak(&mut self, board: &Board) -> Result<i32, Cancelled> {
        self.prepare(board);
        if let Some(score) = self.finished_score(board) {
            return Ok(score.signum());
        }
        if self.geometry.can_win_now(board) {
            return Ok(1);
        }
        let score = self.negamax(board, -1, 1);
        if self.stopped {
            return Err(Cancelled);
        }
        Ok(score.signum())
    }

    /// The exact score of playing each column, left to right; `None` for a column that cannot
    /// be played (full, or the game is over).
    pub fn analyze(&mut self, board: &Board) -> Result<Vec<Option<i32>>, Cancelled> {
        let mut scores = Vec::with_capacity(board.size().width());
        for c in 0..board.size().width() {
            let column = Column::new(c as u8);
            let score = match board.play(column) {
                Err(_) => None,
                Ok(child) if child.winner().is_some() => Some(self.immediate_win_score(board)),
                Ok(child) => Some(-self.solve(&child)?),
            };
            scores.push(score);
        }
        Ok(scores)
    }

    fn negamax(&mut self, board: &Board, mut alpha: i32, mut beta: i32) -> i32 {
        self.nodes += 1;
        if self.nodes & STOP_CHECK_INTERVAL == 0 && self.stop.load(Ordering::Relaxed) {
            self.stopped = true;
        }
        if self.stopped {
            return 0;
        }
        let g = &self.geometry;
        let cells = g.cells;
        let ply = board.ply() as i32;
        let safe = g.safe_moves(board);
        if safe == 0 {
            // Every move lets the opponent win with its next coin.
            return -(cells - ply) / 2;
        }
        if ply >= cells - 2 {
            return 0;
        }
        // We cannot win before our second coin from now.
        let min = -(cells - 2 - ply) / 2;
        if alpha < min {
            alpha = min;
            if alpha >= beta {
                return alpha;
            }
        }
        let max = (cells - 1 - ply) / 2;
        if beta > max {
            beta = max;
            if alpha >= beta {
                return beta;
            }
        }
        let key = g.key(board);
        if let Some(known) = self.table.get(key) {
            if known.lower > alpha {
                alpha = known.lower;
                if alpha >= beta {
                    return alpha;
                }
            }
            if known.upper < beta {
                beta = known.upper;
                if alpha >= beta {
                    return beta;
                }
            }
        }
        let mut sorter = MoveSorter::new();
        for &column in g.order.iter().rev() {
            let mv = safe & g.columns[column];
            if mv != 0 {
                sorter.add(mv, g.threats_after(board, mv));
            }
        }
        let start_alpha = alpha;
        for mv in sorter {
            let child = board.play_bit(mv);
            let score = -self.negamax(&child, -beta, -alpha);
            if self.stopped {
                return 0;
            }
            if score >= beta {
                self.table.put(
                    key,
                    Bounds {
                        lower: score,
                        upper: Bounds::NONE,
                    },
                );
                return score;
            }
            if score > alpha {
                alpha = score;
            }
        }
        let lower = if alpha > start_alpha {
            alpha
        } else {
            -Bounds::NONE
        };
        self.table.put(
            key,
            Bounds {
                lower,
                upper: alpha,
            },
        );
        alpha
    }
}

//! The exact solver: negamax alpha-beta over bitboards with a transposition table, centre-first
//! and threat-based move ordering, and a null-window search that closes in on the exact score.
//!
//! Scores follow Pascal Pons' convention, for the side to move: 0 for a draw; a win with the
//! player's own k-th coin scores `cells / 2 + 1 - k` (22 − k on 7×6); a loss, the negative.

pub mod book;
mod move_sorter;
mod position;
mod search;
mod transposition;

pub use position::{Geometry, Shape, Standard};
pub use transposition::{Bounds, TranspositionTable};

use crate::board::{Board, Column, Size};
use position::{can_win_now, Node};
use search::Search;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use thiserror::Error;

/// The search was stopped from outside before it finished.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
#[error("the search was cancelled")]
pub struct Cancelled;

/// An exact Connect Four solver. Keep one around: its table stays valid between positions, so
/// later searches reuse what earlier ones proved.
pub struct Solver {
    /// Masks for the last non-standard size searched.
    geometry: Option<Geometry>,
    /// The size whose positions the table holds.
    table_size: Size,
    table: TranspositionTable,
    nodes: u64,
    stop: Arc<AtomicBool>,
}

impl Default for Solver {
    fn default() -> Self {
        Solver::new()
    }
}

impl Solver {
    /// A solver with a 64 MiB table.
    pub fn new() -> Solver {
        Solver::with_table(TranspositionTable::standard())
    }

    /// A solver with the given table (smaller ones suit tests).
    pub fn with_table(table: TranspositionTable) -> Solver {
        Solver {
            geometry: None,
            table_size: Size::STANDARD,
            table,
            nodes: 0,
            stop: Arc::new(AtomicBool::new(false)),
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
        let size = board.size();
        if size != self.table_size {
            // Keys of different sizes would collide: a new size starts a fresh table.
            self.table.clear();
            self.table_size = size;
        }
        if size != Size::STANDARD && self.geometry.as_ref().map(Geometry::size) != Some(size) {
            self.geometry = Some(Geometry::new(size));
        }
        self.stop.store(false, Ordering::Relaxed);
    }

    /// The score of a finished position, or `None` if play goes on.
    fn finished_score(board: &Board) -> Option<i32> {
        let cells = board.size().cells() as i32;
        if board.winner().is_some() {
            // The side to move has lost: the opponent won with the coin just played.
            Some(-((cells + 2 - board.ply() as i32) / 2))
        } else if board.is_full() {
            Some(0)
        } else {
            None
        }
    }

    /// The score of the side to move's best move that wins at once.
    fn immediate_win_score(board: &Board) -> i32 {
        (board.size().cells() as i32 + 1 - board.ply() as i32) / 2
    }

    /// Runs `search` with the shape for the board's size: the constant one for 7×6.
    fn with_search<R>(&mut self, board: &Board, search: impl SearchFn<R>) -> Result<R, Cancelled> {
        self.prepare(board);
        let node = Node::from(board);
        let cells = board.size().cells() as i32;
        let geometry = self.geometry.take();
        let result = match &geometry {
            None => search.run(&mut self.search(&Standard, cells), node),
            Some(shape) => search.run(&mut self.search(shape, cells), node),
        };
        self.geometry = geometry;
        result
    }

    fn search<'a, S: Shape>(&'a mut self, shape: &'a S, cells: i32) -> Search<'a, S> {
        Search {
            shape,
            table: &mut self.table,
            stop: &self.stop,
            nodes: 0,
            stopped: false,
            cells,
            total_nodes: &mut self.nodes,
        }
    }

    /// The exact score of a position for the side to move.
    pub fn solve(&mut self, board: &Board) -> Result<i32, Cancelled> {
        if let Some(score) = Self::finished_score(board) {
            return Ok(score);
        }
        let win_now = Self::immediate_win_score(board);
        self.with_search(board, Strong { win_now })
    }

    /// Win (1), draw (0) or loss (−1) for the side to move: faster than the exact score.
    pub fn solve_weak(&mut self, board: &Board) -> Result<i32, Cancelled> {
        if let Some(score) = Self::finished_score(board) {
            return Ok(score.signum());
        }
        self.with_search(board, Weak)
    }

    /// The exact score of playing each column, left to right; `None` for a column that cannot
    /// be played (full, or the game is over).
    pub fn analyze(&mut self, board: &Board) -> Result<Vec<Option<i32>>, Cancelled> {
        let mut scores = Vec::with_capacity(board.size().width());
        for c in 0..board.size().width() {
            let column = Column::new(c as u8);
            let score = match board.play(column) {
                Err(_) => None,
                Ok(child) if child.winner().is_some() => Some(Self::immediate_win_score(board)),
                Ok(child) => Some(-self.solve(&child)?),
            };
            scores.push(score);
        }
        Ok(scores)
    }
}

/// One kind of root search, run on a [`Search`] of any shape.
trait SearchFn<R> {
    fn run<S: Shape>(self, search: &mut Search<'_, S>, node: Node) -> Result<R, Cancelled>;
}

/// The exact score: null-window probes, biased towards 0 first, narrow the range to it.
struct Strong {
    win_now: i32,
}

impl SearchFn<i32> for Strong {
    fn run<S: Shape>(self, search: &mut Search<'_, S>, node: Node) -> Result<i32, Cancelled> {
        if can_win_now(search.shape, node) {
            return Ok(self.win_now);
        }
        let cells = search.cells;
        let mut min = -(cells - node.ply) / 2;
        let mut max = (cells + 1 - node.ply) / 2;
        while min < max {
            let mut probe = min + (max - min) / 2;
            if probe <= 0 && min / 2 < probe {
                probe = min / 2;
            } else if probe >= 0 && max / 2 > probe {
                probe = max / 2;
            }
            let score = search.negamax(node, probe, probe + 1);
            search.finish_probe()?;
            if score <= probe {
                max = score;
            } else {
                min = score;
            }
        }
        Ok(min)
    }
}

/// Only the sign of the score: one search with the window (−1, 1).
struct Weak;

impl SearchFn<i32> for Weak {
    fn run<S: Shape>(self, search: &mut Search<'_, S>, node: Node) -> Result<i32, Cancelled> {
        if can_win_now(search.shape, node) {
            return Ok(1);
        }
        let score = search.negamax(node, -1, 1);
        search.finish_probe()?;
        Ok(score.signum())
    }
}

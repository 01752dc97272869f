//! The exact solver: negamax alpha-beta over bitboards with a transposition table, centre-first
//! and threat-based move ordering, and a null-window search that closes in on the exact score.
//!
//! Scores follow Pascal Pons' convention, for the side to move: 0 for a draw; a win with the
//! player's own k-th coin scores `cells / 2 + 1 - k` (22 − k on 7×6); a loss, the negative.

mod best_moves;
pub mod book;
pub mod book_build;
mod busy;
mod move_sorter;
mod position;
mod search;
mod transposition;

pub(crate) use position::{Compiled, Geometry, Shape, STANDARD};
pub use transposition::{Bounds, TranspositionTable};

pub use crate::cancel::{CancelToken, Stopped};
pub use best_moves::{Analysis, Unfinished};

use crate::board::{Board, Column, Size};
use position::{can_win_now, Node};
use search::Search;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};

/// The exact score of the move that led to `after`, for the player who made it: the fastest
/// win if that coin won, 0 if it filled the board, else minus `after`'s own exact score, which
/// `child_score` gives (it is called only then). The one place this rule is written down.
pub fn move_score<E>(
    after: &Board,
    child_score: impl FnOnce(&Board) -> Result<i32, E>,
) -> Result<i32, E> {
    match Solver::finished_score(after) {
        Some(score) => Ok(-score),
        None => Ok(-child_score(after)?),
    }
}

/// An exact Connect Four solver. Keep one around: its table stays valid between positions, so
/// later searches reuse what earlier ones proved.
pub struct Solver {
    /// The shape of the last size searched.
    shape: BoardShape,
    /// The size whose positions the table holds.
    table_size: Size,
    table: TranspositionTable,
    nodes: u64,
    threads: usize,
    /// Exact scores looked up before searching, if set.
    book: Option<Arc<book::Book>>,
    /// Exact scores [`Solver::best_moves`] proved, by [`book::position_key`]: unlike the
    /// table's, these are never overwritten, so a position met again (after pondering, in the
    /// next game) costs nothing.
    proven: HashMap<crate::board::Bits, i32>,
}

/// The shape a size is searched with: the constant one for 7×6, masks in 64-bit words where
/// the board fits them, else in 128-bit words.
enum BoardShape {
    Standard,
    Narrow(Geometry<u64>),
    Wide(Geometry<u128>),
}

impl BoardShape {
    fn for_size(size: Size) -> BoardShape {
        if size == Size::STANDARD {
            BoardShape::Standard
        } else if size.fits_64_bits() {
            BoardShape::Narrow(Geometry::new(size))
        } else {
            BoardShape::Wide(Geometry::new(size))
        }
    }

    fn size(&self) -> Size {
        match self {
            BoardShape::Standard => Size::STANDARD,
            BoardShape::Narrow(geometry) => geometry.size(),
            BoardShape::Wide(geometry) => geometry.size(),
        }
    }
}

/// Runs `$body` with `$shape` bound to the [`Shape`] of a [`BoardShape`]: the body is compiled
/// once per shape, so each size's search runs on its own word.
///
/// The large boards the mode screen offers (from 48 cells up) and 9×5, with four in a row, also
/// get a shape of their own with every mask and shift a constant ([`Compiled`]): their solves
/// take long, and the constants make each node cheaper (BENCHMARKS.md, "What each technique
/// gained"). Other sizes use the masks worked out at run time.
macro_rules! with_shape {
    ($board_shape:expr, $shape:ident => $body:expr) => {
        match $board_shape {
            BoardShape::Standard => {
                let $shape = &STANDARD;
                $body
            }
            BoardShape::Narrow(geometry) => with_shape!(@compiled geometry, $shape => $body,
                u64: (9, 5) (8, 6) (7, 7) (10, 5) (9, 6) (8, 7) (12, 4)),
            BoardShape::Wide(geometry) => with_shape!(@compiled geometry, $shape => $body,
                u128: (11, 5) (10, 6) (9, 7) (8, 8)),
        }
    };
    (@compiled $geometry:ident, $shape:ident => $body:expr,
        $word:ty: $(($width:literal, $height:literal))*) => {{
        let size = $geometry.size();
        match (size.width(), size.height(), size.line_length()) {
            $(($width, $height, 4) => {
                let $shape = &Compiled::<$width, $height, $word>::new();
                $body
            })*
            _ => {
                let $shape = $geometry;
                $body
            }
        }
    }};
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
            shape: BoardShape::Standard,
            table_size: Size::STANDARD,
            table,
            nodes: 0,
            threads: 1,
            book: None,
            proven: HashMap::new(),
        }
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

    /// Readies the solver for positions of `size`: a new size starts a fresh table, laid out
    /// for keys of the size's word. Every search does this itself; calling it first moves the
    /// cost (clearing, or on a change of word allocating, the whole table) out of the first
    /// search, as a game does when its board is chosen and a benchmark before its clock runs.
    pub fn prepare_for(&mut self, size: Size) {
        if size != self.table_size {
            // Keys of different sizes would collide. A table laid out anew is empty already.
            if !self.table.set_wide(!size.fits_64_bits()) {
                self.table.clear();
            }
            self.proven.clear();
            self.table_size = size;
        }
        if self.shape.size() != size {
            self.shape = BoardShape::for_size(size);
        }
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

    /// Search threads used per solve: they share the table and split the moves near the root
    /// between them, and the first to finish answers. One by default, so that a game keeps a
    /// core for drawing. Each thread gets a near region of the table to itself
    /// ([`TranspositionTable::set_lanes`]), so a change of count clears the table.
    pub fn set_threads(&mut self, threads: usize) {
        self.threads = threads.max(1);
        self.table.set_lanes(self.threads);
    }

    /// An opening book to answer from before searching: a position it holds (up to its depth)
    /// costs one lookup. `None` searches everything.
    pub fn set_book(&mut self, book: Option<Arc<book::Book>>) {
        self.book = book;
    }

    /// The score the book holds for this position, if a book is set and holds it.
    fn book_score(&self, board: &Board) -> Option<i32> {
        self.book.as_ref().and_then(|book| book.score(board))
    }

    /// True if the side to move can win with its next coin (the board must be prepared).
    fn wins_now(&self, board: &Board) -> bool {
        debug_assert_eq!(self.shape.size(), board.size());
        with_shape!(&self.shape, shape => can_win_now(shape, Node::from(board)))
    }

    /// Runs a root search with the shape for the board's size: the constant one for 7×6.
    fn with_search(
        &mut self,
        board: &Board,
        token: &CancelToken,
        root: impl RootSearch,
    ) -> Result<i32, Stopped> {
        token.check()?;
        self.prepare_for(board.size());
        let total = AtomicU64::new(0);
        let threads = Threads {
            table: &self.table,
            stop: token,
            count: self.threads,
            cells: board.size().cells() as i32,
            root_ply: board.ply() as i32,
            total: &total,
            busy: (self.threads > 1).then(busy::BusyPositions::default),
        };
        let result = with_shape!(&self.shape, shape => threads.run(shape, Node::from(board), root));
        self.nodes += total.into_inner();
        result
    }

    /// The exact score of a position for the side to move, unless `token` stops the search.
    pub fn solve(&mut self, board: &Board, token: &CancelToken) -> Result<i32, Stopped> {
        self.solve_exact(board, false, token)
    }

    /// The exact score like [`Solver::solve`], but asking "win?" and then "draw?" before
    /// narrowing down, so that a search stopped early has most likely proved the outcome
    /// already, with a move that keeps it ([`Solver::proven_move`]). For players with a time
    /// limit; a little slower on losing positions.
    fn solve_outcome_first(&mut self, board: &Board, token: &CancelToken) -> Result<i32, Stopped> {
        self.solve_exact(board, true, token)
    }

    fn solve_exact(
        &mut self,
        board: &Board,
        verdict_first: bool,
        token: &CancelToken,
    ) -> Result<i32, Stopped> {
        if let Some(score) = Self::finished_score(board) {
            return Ok(score);
        }
        if let Some(score) = self.book_score(board) {
            return Ok(score);
        }
        let win_now = Self::immediate_win_score(board);
        self.with_search(
            board,
            token,
            Strong {
                win_now,
                verdict_first,
            },
        )
    }

    /// Win (1), draw (0) or loss (−1) for the side to move: faster than the exact score.
    pub fn solve_weak(&mut self, board: &Board, token: &CancelToken) -> Result<i32, Stopped> {
        if let Some(score) = Self::finished_score(board) {
            return Ok(score.signum());
        }
        if let Some(score) = self.book_score(board) {
            return Ok(score.signum());
        }
        self.with_search(board, token, Weak)
    }

    /// True if the side to move's exact score is at least `value`: one null-window search,
    /// much cheaper than the exact score when only a threshold matters (e.g. "does this move
    /// keep the win?").
    pub fn score_at_least(
        &mut self,
        board: &Board,
        value: i32,
        token: &CancelToken,
    ) -> Result<bool, Stopped> {
        if let Some(score) = Self::finished_score(board) {
            return Ok(score >= value);
        }
        if let Some(score) = self.book_score(board) {
            return Ok(score >= value);
        }
        let win_now = Self::immediate_win_score(board);
        self.with_search(board, token, Threshold { value, win_now })
            .map(|at_least| at_least == 1)
    }

    /// What earlier searches proved about the side to move's best move here: a lower bound on
    /// the score and a column that reaches it, while the table holds them. After a search that
    /// was stopped, this is the best move proven so far.
    pub fn proven_move(&self, board: &Board) -> Option<(i32, Column)> {
        if board.is_over() || board.size() != self.table_size {
            return None;
        }
        if self.shape.size() != board.size() {
            return None;
        }
        let (lower, index) = with_shape!(&self.shape, shape => self.proven_in(shape, board))?;
        let column = Column::new(index as u8);
        board.has_room(column).then_some((lower, column))
    }

    /// [`Solver::proven_move`] for one shape: the lower bound and the column index, oriented
    /// for `board`.
    fn proven_in<S: Shape>(&self, shape: &S, board: &Board) -> Option<(i32, usize)> {
        let node = Node::<S::Word>::from(board);
        let (key, flip) = search::table_key(shape, node);
        let entry = self
            .table
            .get(key, (board.size().cells() - board.ply()) as i32)?;
        if entry.bounds.lower <= -Bounds::NONE {
            return None;
        }
        Some((
            entry.bounds.lower,
            search::oriented(shape, entry.best?, flip),
        ))
    }

    /// The exact score of playing each column, left to right; `None` for a column that cannot
    /// be played (full, or the game is over).
    pub fn analyze(
        &mut self,
        board: &Board,
        token: &CancelToken,
    ) -> Result<Vec<Option<i32>>, Stopped> {
        let mut scores = vec![None; board.size().width()];
        self.analyze_each(board, token, |column, score| {
            scores[column.index()] = Some(score)
        })?;
        Ok(scores)
    }

    /// [`Solver::analyze`] one column at a time, centre first: `on_column` hears each playable
    /// column's exact score as soon as it is proved, so a caller can show them as they come.
    pub fn analyze_each(
        &mut self,
        board: &Board,
        token: &CancelToken,
        mut on_column: impl FnMut(Column, i32),
    ) -> Result<(), Stopped> {
        for column in centre_first(board) {
            let child = board
                .play(column)
                .expect("centre_first lists legal columns");
            let score = move_score(&child, |child| self.solve(child, token))?;
            on_column(column, score);
        }
        Ok(())
    }
}

/// The legal columns of `board`, centre first, then outwards (left before right at equal
/// distance): the likeliest best moves first.
pub(crate) fn centre_first(board: &Board) -> Vec<Column> {
    let width = board.size().width() as isize;
    let mut columns = board.legal_columns();
    columns.sort_by_key(|c| (2 * c.index() as isize - (width - 1)).abs());
    columns
}

/// One kind of root search, run on a [`Search`] of any shape. Every thread of a solve runs the
/// same probes: they share the work of each through the table and [`busy::BusyPositions`].
trait RootSearch: Copy + Send + Sync {
    fn run<S: Shape>(self, search: &mut Search<'_, S>, node: Node<S::Word>)
        -> Result<i32, Stopped>;
}

/// The threads of one solve and what they share.
struct Threads<'a> {
    table: &'a TranspositionTable,
    stop: &'a CancelToken,
    count: usize,
    cells: i32,
    /// The ply of the position solved.
    root_ply: i32,
    total: &'a AtomicU64,
    /// What the threads are searching now, when there is more than one.
    busy: Option<busy::BusyPositions>,
}

impl Threads<'_> {
    /// The search thread `index` runs.
    fn search<'s, S: Shape>(
        &'s self,
        shape: &'s S,
        finished: &'s AtomicBool,
        index: usize,
    ) -> Search<'s, S> {
        Search {
            shape,
            table: self.table.lane(index),
            stop: self.stop,
            finished,
            nodes: 0,
            stopped: false,
            cells: self.cells,
            root_ply: self.root_ply,
            total_nodes: self.total,
            busy: self.busy.as_ref(),
        }
    }

    /// Runs `root` on every thread; the first answer stops the others.
    fn run<S: Shape + Sync>(
        &self,
        shape: &S,
        node: Node<S::Word>,
        root: impl RootSearch,
    ) -> Result<i32, Stopped> {
        let finished = AtomicBool::new(false);
        if self.count == 1 {
            // Nothing to share: no scope to open (it allocates) and no answer to hand over.
            return root.run(&mut self.search(shape, &finished, 0), node);
        }
        let answer = OnceLock::new();
        std::thread::scope(|scope| {
            for index in 1..self.count {
                let (finished, answer) = (&finished, &answer);
                let started = std::thread::Builder::new().spawn_scoped(scope, move || {
                    if let Ok(score) = root.run(&mut self.search(shape, finished, index), node) {
                        let _ = answer.set(score);
                        finished.store(true, Ordering::Relaxed);
                    }
                });
                // A helper that cannot start (a memory or thread limit) leaves the search to
                // the threads that did: the answer is the same, only slower.
                if started.is_err() {
                    break;
                }
            }
            if let Ok(score) = root.run(&mut self.search(shape, &finished, 0), node) {
                let _ = answer.set(score);
            }
            finished.store(true, Ordering::Relaxed);
        });
        // No thread answered: the token stopped them all.
        answer
            .into_inner()
            .ok_or_else(|| self.stop.check().err().unwrap_or(Stopped::Cancelled))
    }
}

/// The exact score: null-window probes narrow the range to it. While the range is wide, each
/// probe lies halfway from an end of it towards 0, as in Pons' solver: far from the score a
/// probe is cheap, and the range shrinks fast. Once the range is narrow, every probe lies next
/// to the score and is costly, so each one follows the bound the last returned (MTD(f)'s way,
/// as c4 does), starting from the draw: most positions need no more than the two probes on
/// either side of the score.
#[derive(Clone, Copy)]
struct Strong {
    win_now: i32,
    /// Probe 0 (a win?) and then −1 (a draw?) first.
    verdict_first: bool,
}

/// The widest range (the most scores still possible) in which probes follow the last bound
/// rather than halve the range (the figures: BENCHMARKS.md, "The figures behind the solver's
/// constants").
const NARROW_RANGE: i32 = 10;

impl RootSearch for Strong {
    fn run<S: Shape>(
        self,
        search: &mut Search<'_, S>,
        node: Node<S::Word>,
    ) -> Result<i32, Stopped> {
        if can_win_now(search.shape, node) {
            return Ok(self.win_now);
        }
        let cells = search.cells;
        let mut min = -(cells - node.ply) / 2;
        let mut max = (cells + 1 - node.ply) / 2;
        let mut probes = 0;
        // In a narrow range: the next probe, next to the last bound found there (the draw
        // before any).
        let mut follow = 0;
        while min < max {
            let narrow = max - min <= NARROW_RANGE;
            let outcome_probe = match probes {
                _ if !self.verdict_first => None,
                // A win?
                0 if min <= 0 && max > 0 => Some(0),
                // Not a win: a draw?
                1 if min < 0 && max == 0 => Some(-1),
                _ => None,
            };
            let probe = if let Some(outcome_probe) = outcome_probe {
                outcome_probe
            } else if narrow {
                follow.clamp(min, max - 1)
            } else {
                let halfway = min + (max - min) / 2;
                if halfway <= 0 && min / 2 < halfway {
                    min / 2
                } else if halfway >= 0 && max / 2 > halfway {
                    max / 2
                } else {
                    halfway
                }
            };
            let score = search.negamax(node, probe, probe + 1);
            search.finish_probe()?;
            probes += 1;
            let fell_short = score <= probe;
            if fell_short {
                max = score;
            } else {
                min = score;
            }
            if narrow {
                follow = if fell_short { score - 1 } else { score };
            }
        }
        Ok(min)
    }
}

/// Whether the score reaches a value: 1 if so, else 0.
#[derive(Clone, Copy)]
struct Threshold {
    value: i32,
    win_now: i32,
}

impl RootSearch for Threshold {
    fn run<S: Shape>(
        self,
        search: &mut Search<'_, S>,
        node: Node<S::Word>,
    ) -> Result<i32, Stopped> {
        if can_win_now(search.shape, node) {
            return Ok(i32::from(self.win_now >= self.value));
        }
        let score = search.negamax(node, self.value - 1, self.value);
        search.finish_probe()?;
        Ok(i32::from(score >= self.value))
    }
}

/// Only the sign of the score: a null-window probe at 0 (is it a win?), and only if not, a
/// second at −1 (a draw?). Two null windows cost less than one search with the window (−1, 1):
/// they cut off more.
#[derive(Clone, Copy)]
struct Weak;

impl RootSearch for Weak {
    fn run<S: Shape>(
        self,
        search: &mut Search<'_, S>,
        node: Node<S::Word>,
    ) -> Result<i32, Stopped> {
        if can_win_now(search.shape, node) {
            return Ok(1);
        }
        let score = search.negamax(node, 0, 1);
        search.finish_probe()?;
        if score > 0 {
            return Ok(1);
        }
        let score = search.negamax(node, -1, 0);
        search.finish_probe()?;
        Ok(if score >= 0 { 0 } else { -1 })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{Bitboard, Bits};

    /// Everything the search asks of a shape, as board bits.
    fn view<S: Shape>(shape: &S) -> (usize, u32, u32, Vec<Bits>, Vec<usize>, [u32; 4], Bits) {
        let sample = S::Word::from_bits(0x0123_4567_89ab_cdef_0fed_cba9_8765_4321) & shape.board();
        (
            shape.width(),
            shape.height(),
            shape.line_length(),
            [shape.bottom(), shape.board(), shape.follow_up_cells()]
                .into_iter()
                .chain((0..shape.width()).map(|c| shape.column(c)))
                .map(Bitboard::to_bits)
                .collect(),
            shape.order().to_vec(),
            shape.directions(),
            shape.mirror(sample).to_bits(),
        )
    }

    #[test]
    fn every_shape_the_search_runs_on_agrees_with_the_computed_geometry() {
        // Every size from 4×4 to 16×12 that fits, with lines of 3 to 5, so each compiled shape
        // (whichever sizes get one) is met and checked against the masks worked out at run time.
        let mut compiled = 0;
        for width in 4..=16 {
            for height in 4..=12 {
                let Ok(size) = Size::new(width, height) else {
                    continue;
                };
                for line in 3..=5 {
                    let Ok(size) = size.with_line_length(line) else {
                        continue;
                    };
                    let computed = if size.fits_64_bits() {
                        view(&Geometry::<u64>::new(size))
                    } else {
                        view(&Geometry::<u128>::new(size))
                    };
                    let board_shape = BoardShape::for_size(size);
                    assert_eq!(board_shape.size(), size);
                    let dispatched = with_shape!(&board_shape, shape => {
                        if std::mem::size_of_val(shape) == 0 {
                            compiled += 1;
                        }
                        view(shape)
                    });
                    assert_eq!(dispatched, computed, "{size:?}");
                }
            }
        }
        // Shapes without run-time masks were met: 7×6's and at least one more, so the dispatch
        // to the compiled shapes is what was checked.
        assert!(compiled >= 2, "{compiled}");
    }
}

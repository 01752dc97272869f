//! The negamax alpha-beta search itself, compiled once per [`Shape`].

use super::busy::BusyPositions;
use super::move_sorter::MoveSorter;
use super::position::{
    follow_up_bound, has_room_for_a_line, safe_moves, threat_score, threats_after, wins_next_turn,
    Bitboard, FollowUpBound, Node, Shape, ThreatContext,
};
use super::transposition::{Bounds, Bucket, Lane};
use crate::cancel::{CancelToken, Stopped};
use std::ops::ControlFlow::{self, Break, Continue};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

/// How often (in nodes, a power of two minus one) the search looks at its stop flag.
const STOP_CHECK_INTERVAL: u64 = 0xfff;

/// Up to this ply, a position and its mirror image share one table entry. Later, symmetric
/// positions are too rare to pay for the extra key work. Only a search from a (nearly)
/// symmetric position meets both images (the figures: BENCHMARKS.md, "The figures behind the
/// solver's constants").
const MIRROR_PLY: i32 = 20;

/// With this many cells left or fewer, moves are tried in plain centre-first order: the
/// subtrees are too small for counting threats to pay for itself. With more, the threats also
/// find moves that leave no defence and bound the score; since that check is complete, 8 beats
/// 10 (BENCHMARKS.md, "The figures behind the solver's constants").
const ORDERING_MIN_DEPTH: i32 = 8;

/// With more empty cells than this, a node first looks up its children in the table
/// ("enhanced transposition cutoff", which also finds the moves the table refutes). Nearer the
/// end the lookups cost more than the subtrees they save. Since the pass also refutes moves,
/// 10 beat 12 in swapped pairs (BENCHMARKS.md, "The figures behind the solver's constants").
const TABLE_CUTOFF_MIN_LEFT: i32 = 10;

/// With this many empty cells or fewer, a position is neither looked up in the table nor stored:
/// its subtree is cheaper to search again than a table read that misses the cache, and the
/// table keeps its room for larger subtrees. Such nodes are searched by [`Search::endgame`].
/// Boards in one 64-bit word stop at 9; boards beyond it at 8, where each slot takes twice
/// the bytes and the room is dearer (BENCHMARKS.md, "The figures behind the solver's
/// constants").
const fn table_min_left<W: Bitboard>() -> i32 {
    if W::BITS > 64 {
        8
    } else {
        9
    }
}

/// With this many empty cells or fewer, a node checks whether either side still has room for a
/// line; with more, one always has.
const ROOM_CHECK_MAX_LEFT: i32 = 20;

/// With more empty cells than this, a thread of a solve with several leaves the moves another
/// thread is searching until last ([`BusyPositions`]). Nearer the end a subtree is too small
/// for the bookkeeping to pay; 26 beat 20, 16 and 32 on two threads (BENCHMARKS.md, "The
/// figures behind the solver's constants").
const BUSY_MIN_LEFT: i32 = 26;

/// What the table knows of a node's moves before any is searched ("enhanced transposition
/// cutoff").
enum MovesInTable<W> {
    /// This move's child is proven good enough to cut off, with this score.
    Cutoff { column: usize, score: i32 },
    /// These moves (as cells, like the safe moves) are proven unable to raise alpha; the best
    /// any of them can reach is `best` (`i32::MIN` if none).
    Refuted { moves: W, best: i32 },
}

/// A node's window after a check: still open, narrowed, or closed with the node's score.
type Window = ControlFlow<i32, (i32, i32)>;

/// The most columns a board can have.
const MAX_COLUMNS: usize = 32;

/// The table buckets of a node's children, by column ([`Search::prefetch_children`]).
type ChildBuckets = [Bucket; MAX_COLUMNS];

/// The state one search works on: the table, the node count and the stop flag.
pub struct Search<'a, S: Shape> {
    pub shape: &'a S,
    /// The table, as this thread uses it.
    pub table: Lane<'a>,
    /// The request's token: cancelled from outside, or out of time.
    pub stop: &'a CancelToken,
    /// Set when another thread of the same solve has found the answer.
    pub finished: &'a AtomicBool,
    pub nodes: u64,
    pub stopped: bool,
    pub cells: i32,
    /// The ply of the position the solve started from, which is always stored so that its
    /// best move can be read back ([`super::Solver::proven_move`]).
    pub root_ply: i32,
    /// The solve's running total over all its threads, brought up to date after every probe.
    pub total_nodes: &'a AtomicU64,
    /// Positions some thread of this solve is searching now, when more than one searches.
    pub busy: Option<&'a BusyPositions>,
}

/// The key `node` is stored under, and whether that is its mirror image's key (the entry's
/// best column is then stored mirrored, so that either orientation reads it right).
#[inline(always)]
pub fn table_key<S: Shape>(shape: &S, node: Node<S::Word>) -> (S::Word, bool) {
    let key = node.key();
    if node.ply < MIRROR_PLY {
        let mirror = shape.mirror(key);
        if mirror < key {
            return (mirror, true);
        }
    }
    (key, false)
}

/// A column seen from the other side of the board if `flip`.
#[inline(always)]
pub fn oriented<S: Shape>(shape: &S, column: usize, flip: bool) -> usize {
    if flip {
        shape.width() - 1 - column
    } else {
        column
    }
}

impl<S: Shape> Search<'_, S> {
    /// Adds this probe's nodes to the solver's total; an error if the probe was stopped.
    pub fn finish_probe(&mut self) -> Result<(), Stopped> {
        self.total_nodes.fetch_add(self.nodes, Ordering::Relaxed);
        self.nodes = 0;
        if self.stopped {
            // Stopped by the token, or by another thread's answer (which is then used instead).
            Err(self.stop.check().err().unwrap_or(Stopped::Cancelled))
        } else {
            Ok(())
        }
    }

    /// Finds the table buckets of `node`'s safe moves' children (by column) and starts loading
    /// them all, so that [`Search::moves_in_table`] waits on memory once rather than once a
    /// child.
    #[inline(always)]
    fn prefetch_children(&self, node: Node<S::Word>, safe: S::Word, buckets: &mut ChildBuckets) {
        let left = self.cells - node.ply - 1;
        for &column in self.shape.order() {
            let mv = safe & self.shape.column(column);
            if mv != S::Word::ZERO {
                let (key, _) = table_key(self.shape, node.play(mv));
                buckets[column] = self.table.prefetch(key, left);
            }
        }
    }

    /// What the table already knows of `node`'s safe moves (their buckets found by
    /// [`Search::prefetch_children`]), before any is searched: a move good enough to cut off at
    /// `beta`, or else the moves that cannot raise `alpha`.
    #[inline(always)]
    fn moves_in_table(
        &self,
        node: Node<S::Word>,
        safe: S::Word,
        buckets: &ChildBuckets,
        alpha: i32,
        beta: i32,
    ) -> MovesInTable<S::Word> {
        let mut refuted = S::Word::ZERO;
        let mut refuted_best = i32::MIN;
        let left = self.cells - node.ply - 1;
        for &column in self.shape.order() {
            let mv = safe & self.shape.column(column);
            if mv == S::Word::ZERO {
                continue;
            }
            let (key, _) = table_key(self.shape, node.play(mv));
            let Some(known) = self.table.get_in(key, left, buckets[column]) else {
                continue;
            };
            let at_least = -known.bounds.upper;
            if at_least >= beta {
                return MovesInTable::Cutoff {
                    column,
                    score: at_least,
                };
            }
            let at_most = -known.bounds.lower;
            if at_most <= alpha {
                refuted |= mv;
                refuted_best = refuted_best.max(at_most);
            }
        }
        MovesInTable::Refuted {
            moves: refuted,
            best: refuted_best,
        }
    }

    /// The ordering score of each of `moves`, by column ([`threat_score`]); or else a move
    /// after which the opponent cannot stop our next coin, which is the best score left at
    /// `node`, and which the caller stores with that move so that the proven move is known
    /// (High, the book).
    #[inline(always)]
    fn score_moves(
        &self,
        node: Node<S::Word>,
        moves: S::Word,
        scores: &mut [u32; MAX_COLUMNS],
    ) -> Option<usize> {
        let lines = ThreatContext::new(self.shape, node);
        for &column in self.shape.order().iter().rev() {
            let mv = moves & self.shape.column(column);
            if mv != S::Word::ZERO {
                let threats = threats_after(self.shape, node, mv);
                if wins_next_turn(self.shape, node, mv, threats) {
                    return Some(column);
                }
                scores[column] = threat_score(self.shape, node, mv, threats, &lines);
            }
        }
        None
    }

    /// Stores what was proved of `node` (under `key`) at the cost of `nodes`, if it is a
    /// position the table keeps.
    #[inline(always)]
    fn remember(
        &self,
        key: S::Word,
        node: Node<S::Word>,
        bounds: Bounds,
        best: Option<usize>,
        nodes: u64,
    ) {
        let left = self.cells - node.ply;
        if left > table_min_left::<S::Word>() {
            self.table.put(key, left, bounds, best, nodes);
        }
    }

    /// Records that `column` scores at least `score` at `node` (stored under `key`, mirrored if
    /// `flip`), a proof that took `nodes`.
    #[inline(always)]
    fn store_cutoff(
        &self,
        key: S::Word,
        node: Node<S::Word>,
        score: i32,
        column: usize,
        flip: bool,
        nodes: u64,
    ) {
        self.remember(
            key,
            node,
            Bounds {
                lower: score,
                upper: Bounds::NONE,
            },
            Some(oriented(self.shape, column, flip)),
            nodes,
        );
    }

    /// [`Search::negamax`] of a child, or [`Search::endgame`] once the table is no longer used.
    #[inline(always)]
    fn child(&mut self, node: Node<S::Word>, alpha: i32, beta: i32) -> i32 {
        if self.cells - node.ply <= table_min_left::<S::Word>() {
            self.endgame(node, alpha, beta)
        } else {
            self.negamax(node, alpha, beta)
        }
    }

    /// Counts a node and looks at the stop flag now and then: true if the search must stop.
    #[inline(always)]
    fn count_node(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes & STOP_CHECK_INTERVAL == 0
            && (self.stop.check().is_err() || self.finished.load(Ordering::Relaxed))
        {
            self.stopped = true;
        }
        self.stopped
    }

    /// [`Search::negamax`] for a node with no more than [`table_min_left`] empty cells, where
    /// the table, the look-ahead and the move scores are all left out: the same tree, searched
    /// by a function small enough to enter cheaply, since most calls are made here.
    fn endgame(&mut self, node: Node<S::Word>, alpha: i32, beta: i32) -> i32 {
        let safe = safe_moves(self.shape, node);
        self.endgame_with(node, safe, alpha, beta)
    }

    /// [`Search::endgame`] of a node whose safe moves are known: the parent works them out, so
    /// that a child left with none (a loss at once) is scored without a call.
    fn endgame_with(&mut self, node: Node<S::Word>, safe: S::Word, alpha: i32, beta: i32) -> i32 {
        if self.count_node() {
            return 0;
        }
        let (alpha, beta) = match self.score_bounds(node, safe, alpha, beta) {
            Continue(window) => window,
            Break(score) => return score,
        };
        if safe.is_power_of_two() {
            return -self.endgame(node.play(safe), -beta, -alpha);
        }
        let (mut alpha, beta) = match self.strategy_bounds(node, alpha, beta) {
            Continue(window) => window,
            Break(score) => return score,
        };
        let mut best_score = i32::MIN;
        for &column in self.shape.order() {
            let mv = safe & self.shape.column(column);
            if mv == S::Word::ZERO {
                continue;
            }
            let child = node.play(mv);
            let child_safe = safe_moves(self.shape, child);
            let score = if child_safe == S::Word::ZERO {
                // Every reply lets us win with our next coin. Counted as the call it saves, so
                // that node counts stay comparable.
                if self.count_node() {
                    return 0;
                }
                -self.lost_next(child)
            } else {
                -self.endgame_with(child, child_safe, -beta, -alpha)
            };
            if self.stopped {
                return 0;
            }
            if score >= beta {
                return score;
            }
            alpha = alpha.max(score);
            best_score = best_score.max(score);
        }
        best_score
    }

    /// The score of the side to move at `node` if it wins with its next coin: the most it can
    /// still get, since it cannot win now.
    #[inline(always)]
    fn won_next(&self, node: Node<S::Word>) -> i32 {
        (self.cells - 1 - node.ply) / 2
    }

    /// The score of the side to move at `node` if the opponent wins with its next coin.
    #[inline(always)]
    fn lost_next(&self, node: Node<S::Word>) -> i32 {
        -(self.cells - node.ply) / 2
    }

    /// The first checks at a node whose side to move cannot win at once and has the moves
    /// `safe` ([`safe_moves`]): a loss if there are none, a draw if the board is about to be
    /// full, and the scores that the number of empty cells allows.
    #[inline(always)]
    fn score_bounds(
        &self,
        node: Node<S::Word>,
        safe: S::Word,
        mut alpha: i32,
        mut beta: i32,
    ) -> Window {
        let cells = self.cells;
        if safe == S::Word::ZERO {
            // Every move lets the opponent win with its next coin.
            return Break(self.lost_next(node));
        }
        if node.ply >= cells - 2 {
            return Break(0);
        }
        // We cannot win before our second coin from now.
        let min = -(cells - 2 - node.ply) / 2;
        if alpha < min {
            alpha = min;
            if alpha >= beta {
                return Break(alpha);
            }
        }
        let max = self.won_next(node);
        if beta > max {
            beta = max;
            if alpha >= beta {
                return Break(beta);
            }
        }
        Continue((alpha, beta))
    }

    /// The bounds that strategies prove without a search: the follow-up ("claimeven"), and,
    /// near the end, a side that has no room left for a line cannot win.
    #[inline(always)]
    fn strategy_bounds(&self, node: Node<S::Word>, mut alpha: i32, mut beta: i32) -> Window {
        match follow_up_bound(self.shape, node) {
            Some(FollowUpBound::AtMost(upper)) if upper < beta => {
                beta = upper;
                if alpha >= beta {
                    return Break(beta);
                }
            }
            Some(FollowUpBound::AtLeast(lower)) if lower > alpha => {
                alpha = lower;
                if alpha >= beta {
                    return Break(alpha);
                }
            }
            _ => {}
        }
        if self.cells - node.ply <= ROOM_CHECK_MAX_LEFT {
            if beta > 0 && !has_room_for_a_line(self.shape, node, node.current) {
                beta = 0;
                if alpha >= beta {
                    return Break(beta);
                }
            }
            if alpha < 0 && !has_room_for_a_line(self.shape, node, node.current ^ node.mask) {
                alpha = 0;
                if alpha >= beta {
                    return Break(alpha);
                }
            }
        }
        Continue((alpha, beta))
    }

    /// The score of `node` if it lies within `[alpha, beta]`; otherwise a bound on the far side
    /// of the window. The side to move is known not to be able to win at once.
    pub fn negamax(&mut self, node: Node<S::Word>, alpha: i32, beta: i32) -> i32 {
        if self.count_node() {
            return 0;
        }
        let cells = self.cells;
        // The node count before this node, so that what its proof cost is known when storing it.
        let nodes_before = self.nodes - 1;
        let safe = safe_moves(self.shape, node);
        let (alpha, beta) = match self.score_bounds(node, safe, alpha, beta) {
            Continue(window) => window,
            Break(score) => return score,
        };
        let max = self.won_next(node);
        if safe.is_power_of_two() && node.ply > self.root_ply {
            // Only one move does not lose at once: it is played without a table lookup, move
            // ordering or a store. The child's own entry holds what this node's would, and the
            // lookup (a likely cache miss) is the costliest part of a node. The follow-up and
            // room bounds are left to the child as well: a few more nodes, less time (placed
            // before the score bounds just above, it was slower; BENCHMARKS.md, "What each
            // technique gained").
            return -self.child(node.play(safe), -beta, -alpha);
        }
        let (mut alpha, mut beta) = match self.strategy_bounds(node, alpha, beta) {
            Continue(window) => window,
            Break(score) => return score,
        };
        let (key, flip) = table_key(self.shape, node);
        let left = cells - node.ply;
        let own = (left > table_min_left::<S::Word>()).then(|| self.table.prefetch(key, left));
        // Far from the end the children are looked up too: their loads are started now, so
        // that they wait on memory alongside the node's own lookup.
        let looks_ahead = left > TABLE_CUTOFF_MIN_LEFT;
        let mut child_buckets = [Bucket::default(); MAX_COLUMNS];
        if looks_ahead {
            self.prefetch_children(node, safe, &mut child_buckets);
        }
        let counts_threats = cells - node.ply > ORDERING_MIN_DEPTH;
        let mut scores = [0u32; MAX_COLUMNS];
        // Where the children's loads were started, the moves are scored while they are on their
        // way: the work is lost when the table cuts the node off, but the wait would be spent
        // anyway (BENCHMARKS.md, "What each technique gained").
        let scored_early = looks_ahead && counts_threats;
        if scored_early {
            if let Some(column) = self.score_moves(node, safe, &mut scores) {
                self.store_cutoff(key, node, max, column, flip, 1);
                return max;
            }
        }
        let mut hint = None;
        if let Some(known) = own.and_then(|bucket| self.table.get_in(key, left, bucket)) {
            let known_bounds = known.bounds;
            if known_bounds.lower > alpha {
                alpha = known_bounds.lower;
                if alpha >= beta {
                    return alpha;
                }
            }
            if known_bounds.upper < beta {
                beta = known_bounds.upper;
                if alpha >= beta {
                    return beta;
                }
            }
            hint = known.best.map(|c| oriented(self.shape, c, flip));
        }
        // Far from the end a subtree is large: before searching any move, see what the table
        // already proves of them. Moves it shows cannot raise alpha are not searched; the best
        // they can reach still bounds the node's score from above.
        let (refuted, refuted_best) = if looks_ahead {
            match self.moves_in_table(node, safe, &child_buckets, alpha, beta) {
                MovesInTable::Cutoff { column, score } => {
                    self.store_cutoff(key, node, score, column, flip, 1);
                    return score;
                }
                MovesInTable::Refuted { moves, best } => (moves, best),
            }
        } else {
            (S::Word::ZERO, i32::MIN)
        };
        let candidates = safe & !refuted;
        if counts_threats && !scored_early {
            if let Some(column) = self.score_moves(node, candidates, &mut scores) {
                self.store_cutoff(key, node, max, column, flip, 1);
                return max;
            }
        }
        let mut sorter = MoveSorter::new();
        for &column in self.shape.order().iter().rev() {
            let mv = candidates & self.shape.column(column);
            if mv != S::Word::ZERO {
                let mut score = scores[column];
                // The move that was best here before is tried first.
                if hint == Some(column) {
                    score = u32::MAX;
                }
                sorter.add(column, score);
            }
        }
        if counts_threats {
            // No move wins with our next coin whatever the opponent does: our second coin from
            // now cannot win either.
            let max = (cells - 3 - node.ply) / 2;
            if beta > max {
                beta = max;
                if alpha >= beta {
                    return beta;
                }
            }
        }
        let start_alpha = alpha;
        let mut best = None;
        // When no move reaches alpha, the best any move reached is a tighter upper bound than
        // alpha itself ("fail-soft"): the table keeps it, and the root narrows faster.
        let mut best_score = refuted_best;
        // With several threads, a move another thread is searching waits for the end, when the
        // table most likely holds its score. The first move is searched at once regardless: it
        // is the likeliest cutoff, and all threads working on it is what shares the tree.
        let busy = self.busy.filter(|_| cells - node.ply > BUSY_MIN_LEFT);
        let mut waiting = 0u64;
        let mut first = true;
        loop {
            let (column, waited) = match sorter.next() {
                Some(column) => (column, false),
                None if waiting != 0 => {
                    let column = waiting.trailing_zeros() as usize;
                    waiting &= waiting - 1;
                    (column, true)
                }
                None => break,
            };
            let child = node.play(safe & self.shape.column(column));
            let mut entered = None;
            if let Some(busy) = busy {
                let child_key = table_key(self.shape, child).0.fold();
                if !first && !waited && busy.is_busy(child_key) {
                    waiting |= 1 << column;
                    continue;
                }
                entered = busy.enter(child_key).then_some(child_key);
            }
            first = false;
            let score = -self.child(child, -beta, -alpha);
            if let (Some(busy), Some(child_key)) = (busy, entered) {
                busy.leave(child_key);
            }
            if self.stopped {
                return 0;
            }
            if score >= beta {
                self.store_cutoff(key, node, score, column, flip, self.nodes - nodes_before);
                return score;
            }
            if score > alpha {
                alpha = score;
                best = Some(column);
            }
            best_score = best_score.max(score);
        }
        let (lower, upper) = if alpha > start_alpha {
            (alpha, alpha)
        } else {
            (-Bounds::NONE, best_score)
        };
        self.remember(
            key,
            node,
            Bounds { lower, upper },
            best.or(hint).map(|c| oriented(self.shape, c, flip)),
            self.nodes - nodes_before,
        );
        upper
    }
}

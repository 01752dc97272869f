//! Depth-limited negamax alpha-beta over any [`GameTree`], with iterative deepening, a time
//! budget (the token's deadline) and random tie-breaks between equally good root moves.

use super::game_tree::{Evaluation, GameTree, Status};
use crate::cancel::{CancelToken, Stopped};
use rand::seq::IndexedRandom;
use rand::Rng;

/// The score of a won game, less one per move it takes: a win found sooner is worth more.
pub const WIN: i32 = 1_000_000;

/// Scores at least this large are forced wins found by the search, not estimates.
const PROVEN: i32 = WIN - 1_000;

/// The root's best moves (all equally good) and their score.
#[derive(Debug, Clone, PartialEq)]
pub struct Found<M> {
    /// Every root move with the best score, in search order.
    pub best: Vec<M>,
    /// Their score for the side to move.
    pub score: i32,
    /// The depth of the last finished iteration.
    pub depth: u32,
}

impl<M: Copy> Found<M> {
    /// One of the best moves, chosen at random.
    pub fn pick(&self, rng: &mut impl Rng) -> M {
        *self.best.choose(rng).expect("a search result holds a move")
    }
}

enum Abort {
    Cancelled,
    OutOfTime,
}

struct Search<'a, E> {
    evaluation: &'a E,
    token: &'a CancelToken,
    nodes: u64,
}

impl<E> Search<'_, E> {
    fn check(&mut self, may_time_out: bool) -> Result<(), Abort> {
        self.nodes += 1;
        if self.nodes & 0x3ff == 0 {
            if self.token.is_cancelled() {
                return Err(Abort::Cancelled);
            }
            if may_time_out && self.token.is_out_of_time() {
                return Err(Abort::OutOfTime);
            }
        }
        Ok(())
    }

    fn negamax<G: GameTree>(
        &mut self,
        position: &G,
        depth: u32,
        height: i32,
        mut alpha: i32,
        beta: i32,
        may_time_out: bool,
    ) -> Result<i32, Abort>
    where
        E: Evaluation<G>,
    {
        self.check(may_time_out)?;
        match position.status() {
            Status::Lost => return Ok(-(WIN - height)),
            Status::Drawn => return Ok(0),
            Status::Ongoing => {}
        }
        if depth == 0 {
            return Ok(self.evaluation.evaluate(position));
        }
        let mut best = -WIN - 1;
        for mv in position.moves() {
            let child = position.play(mv);
            let score =
                -self.negamax(&child, depth - 1, height + 1, -beta, -alpha, may_time_out)?;
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        Ok(best)
    }
}

/// Searches `root` deeper and deeper up to `depth` plies and returns every best move of the
/// last finished iteration. Deepening stops at `token`'s deadline, but the first iteration
/// always finishes, so a move is always found; errors only if `token` is cancelled.
pub fn search<G, E>(
    root: &G,
    evaluation: &E,
    depth: u32,
    token: &CancelToken,
) -> Result<Found<G::Move>, Stopped>
where
    G: GameTree,
    E: Evaluation<G>,
{
    search_among(root, root.moves(), evaluation, depth, token)
}

/// [`search`], choosing only among `moves` (legal moves of `root`).
pub fn search_among<G, E>(
    root: &G,
    mut moves: Vec<G::Move>,
    evaluation: &E,
    depth: u32,
    token: &CancelToken,
) -> Result<Found<G::Move>, Stopped>
where
    G: GameTree,
    E: Evaluation<G>,
{
    if moves.is_empty() {
        // Callers check for a finished game first; nothing to choose here.
        return Ok(Found {
            best: Vec::new(),
            score: 0,
            depth: 0,
        });
    }
    let mut search = Search {
        evaluation,
        token,
        nodes: 0,
    };
    let mut found: Option<Found<G::Move>> = None;
    for depth in 1..=depth.max(1) {
        // The first iteration always finishes, so there is always an answer.
        let may_time_out = found.is_some();
        let mut scored: Vec<(G::Move, i32)> = Vec::with_capacity(moves.len());
        let mut best = -WIN - 1;
        let mut aborted = false;
        for &mv in &moves {
            let child = root.play(mv);
            // A window just below the best so far: ties get exact scores, worse moves bounds.
            let alpha = (best - 1).max(-WIN - 1);
            match search.negamax(&child, depth - 1, 1, -WIN - 1, -alpha, may_time_out) {
                Ok(score) => {
                    let score = -score;
                    best = best.max(score);
                    scored.push((mv, score));
                }
                Err(Abort::Cancelled) => return Err(Stopped::Cancelled),
                Err(Abort::OutOfTime) => {
                    aborted = true;
                    break;
                }
            }
        }
        if aborted {
            break;
        }
        // Next iteration: best moves first (stable, so the centre-first order breaks ties).
        scored.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
        moves = scored.iter().map(|&(mv, _)| mv).collect();
        let result = Found {
            best: scored
                .iter()
                .filter(|&&(_, s)| s == best)
                .map(|&(mv, _)| mv)
                .collect(),
            score: best,
            depth,
        };
        let decided = best.abs() >= PROVEN;
        found = Some(result);
        if decided {
            // A forced win or loss: deeper search cannot change the verdict, only delay it.
            break;
        }
    }
    Ok(found.expect("the first iteration always finishes"))
}

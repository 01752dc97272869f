//! What a two-player, turn-based game must offer to be searched by [`super::alpha_beta`]:
//! Plot 4 implements it here, and a second game (tic-tac-toe) can implement it the same way.

use crate::board::{Board, Column};

/// Where a game stands, for the side to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Play goes on.
    Ongoing,
    /// The opponent completed a line with the last move: the side to move has lost.
    Lost,
    /// No move is left and nobody has won.
    Drawn,
}

impl Status {
    /// Where a game with a line completed (`won`) or no room left (`full`) stands: a line
    /// decides even on a full board, since the last move can complete one.
    pub fn of(won: bool, full: bool) -> Status {
        if won {
            Status::Lost
        } else if full {
            Status::Drawn
        } else {
            Status::Ongoing
        }
    }
}

/// A game position that can be searched: legal moves, the position after a move, and whether
/// the game is over.
pub trait GameTree: Sized {
    /// One move of the game.
    type Move: Copy + PartialEq + std::fmt::Debug;

    /// Every legal move, in the order worth searching first (good moves early make alpha-beta
    /// cut more).
    fn moves(&self) -> Vec<Self::Move>;

    /// The position after `mv`, which must be one of [`GameTree::moves`].
    fn play(&self, mv: Self::Move) -> Self;

    /// Whether the game is over, from the side to move's view.
    fn status(&self) -> Status;
}

/// A static estimate of a position for the side to move: positive is good for it. Must stay
/// well inside ±[`super::alpha_beta::WIN`].
pub trait Evaluation<G: GameTree> {
    /// The estimate.
    fn evaluate(&self, position: &G) -> i32;
}

/// The exact outcome of `position` for the side to move with perfect play by both sides: 1 a
/// win, 0 a draw, −1 a loss. It searches the whole tree (with alpha-beta cuts), so it suits
/// games small enough for that, such as tic-tac-toe; Connect Four has its own solver.
pub fn outcome<G: GameTree>(position: &G) -> i32 {
    outcome_within(position, -1, 1)
}

/// [`outcome`] when only whether it lies above `alpha` and below `beta` matters.
fn outcome_within<G: GameTree>(position: &G, mut alpha: i32, beta: i32) -> i32 {
    match position.status() {
        Status::Lost => return -1,
        Status::Drawn => return 0,
        Status::Ongoing => {}
    }
    let mut best = -1;
    for mv in position.moves() {
        let score = -outcome_within(&position.play(mv), -beta, -alpha);
        best = best.max(score);
        alpha = alpha.max(score);
        if alpha >= beta {
            break;
        }
    }
    best
}

/// Column indices, centre first, then outwards (left before right at equal distance).
fn centre_first(width: usize) -> Vec<usize> {
    let mut order: Vec<usize> = (0..width).collect();
    order.sort_by_key(|&c| ((2 * c) as isize - (width as isize - 1)).abs());
    order
}

impl GameTree for Board {
    type Move = Column;

    fn moves(&self) -> Vec<Column> {
        if self.is_over() {
            return Vec::new();
        }
        centre_first(self.size().width())
            .into_iter()
            .map(|c| Column::new(c as u8))
            .filter(|&c| self.has_room(c))
            .collect()
    }

    fn play(&self, mv: Column) -> Board {
        Board::play(self, mv).expect("a move from GameTree::moves is legal")
    }

    fn status(&self) -> Status {
        Status::of(self.winner().is_some(), self.is_full())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_digits;

    #[test]
    fn moves_start_in_the_centre_and_skip_full_columns() {
        let order: Vec<usize> = Board::new().moves().iter().map(|c| c.index()).collect();
        assert_eq!(order, vec![3, 2, 4, 1, 5, 0, 6]);
        let board = parse_digits("444444").unwrap();
        assert!(!board.moves().contains(&Column::new(3)));
        assert_eq!(board.moves().len(), 6);
    }

    #[test]
    fn the_exact_outcome_of_a_small_board() {
        use crate::board::Size;
        // Four in a row cannot fit on three columns of three rows: a draw, whatever is played.
        let tiny = Board::empty(Size::new(3, 3).unwrap());
        assert_eq!(outcome(&tiny), 0);
        // Small connect-3 boards, and a 7x6 position near the end: the same outcome as the exact
        // solver's, found by a search that shares nothing with it.
        let mut solver = crate::solver::Solver::with_table(
            crate::solver::TranspositionTable::with_bytes(1 << 20),
        );
        let token = crate::cancel::CancelToken::new();
        for (width, height) in [(3, 3), (4, 3), (3, 4)] {
            let size = Size::new(width, height).unwrap();
            let board = Board::empty(size.with_line_length(3).unwrap());
            let exact = solver.solve(&board, &token).unwrap();
            assert_eq!(outcome(&board), exact.signum(), "{width}x{height}");
        }
        let late = parse_digits("2252576253462244111563365343671351").unwrap();
        assert_eq!(
            outcome(&late),
            solver.solve(&late, &token).unwrap().signum()
        );
        // A finished game: the side to move has lost.
        assert_eq!(outcome(&parse_digits("1212121").unwrap()), -1);
    }

    #[test]
    fn status_reports_wins_and_play() {
        assert_eq!(Board::new().status(), Status::Ongoing);
        assert_eq!(parse_digits("1212121").unwrap().status(), Status::Lost);
        assert!(parse_digits("1212121").unwrap().moves().is_empty());
    }
}

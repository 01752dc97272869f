//! What exact scores mean to a player: "wins in 3", "draw", "loses in 5"; a game's outcome
//! move by move, for the evaluation graph; and the moves that threw a result away.
//!
//! Pure arithmetic over scores in Pascal Pons' convention (for the side to move: 0 a draw; a
//! win with one's own k-th coin scores `cells / 2 + 1 - k`; a loss the negative), so hints,
//! analysis and review all read scores the same way, wherever the scores came from.

use crate::board::{Board, Column, Player};
use std::fmt;

/// Where perfect play leads from a position, counted in moves of the side to move there.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Prospect {
    /// The side to move wins with its `moves`-th move from now (1: at once).
    Win {
        /// Moves the winner still makes, the winning one included.
        moves: u32,
    },
    /// Neither side can force four in a row.
    Draw,
    /// The opponent wins, after the side to move has made `moves` more moves.
    Loss {
        /// Moves the loser still makes before the opponent's winning one.
        moves: u32,
    },
}

impl Prospect {
    /// What `score` (for the side to move in `board`) means in moves. For a column's hint, pass
    /// the position before the move and the column's score, as `plot4 analyze` prints it.
    pub fn new(board: &Board, score: i32) -> Prospect {
        let best = board.size().cells() as i32 / 2 + 1;
        let ply = board.ply() as i32;
        // Coins each side has already played: the side to move has played half the coins
        // (rounded down), its opponent the rest.
        let own = ply / 2;
        let theirs = ply - own;
        match score {
            0 => Prospect::Draw,
            s if s > 0 => Prospect::Win {
                moves: (best - s - own).max(1) as u32,
            },
            s => Prospect::Loss {
                moves: (best + s - theirs).max(1) as u32,
            },
        }
    }

    /// Win (1), draw (0) or loss (−1).
    pub fn outcome(self) -> i32 {
        match self {
            Prospect::Win { .. } => 1,
            Prospect::Draw => 0,
            Prospect::Loss { .. } => -1,
        }
    }
}

impl fmt::Display for Prospect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Prospect::Win { moves: 1 } => f.write_str("wins now"),
            Prospect::Win { moves } => write!(f, "wins in {moves}"),
            Prospect::Draw => f.write_str("draw"),
            Prospect::Loss { moves: 1 } => f.write_str("loses next"),
            Prospect::Loss { moves } => write!(f, "loses in {moves}"),
        }
    }
}

/// One position's analysis as it fills in: the exact score of each column for the side to
/// move there (as `plot4 analyze` prints them), `None` while not yet proved. A hint shows it;
/// the evaluation graph and the review read the position's own score from it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ColumnScores {
    board: Board,
    scores: Vec<Option<i32>>,
    given_up: bool,
}

impl ColumnScores {
    /// Nothing known yet about `board`'s columns.
    pub fn unknown(board: Board) -> ColumnScores {
        ColumnScores {
            board,
            scores: vec![None; board.size().width()],
            given_up: false,
        }
    }

    /// Records that the analysis ran out of time: the columns not proved by now stay unknown,
    /// and nobody should wait for them (or ask again).
    pub fn give_up(&mut self) {
        self.given_up = true;
    }

    /// Whether the analysis gave up before proving every column.
    pub fn is_given_up(&self) -> bool {
        self.given_up && !self.is_complete()
    }

    /// Whether nothing more will come: every column proved, or the analysis gave up.
    pub fn is_settled(&self) -> bool {
        self.given_up || self.is_complete()
    }

    /// The position analysed.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Records that playing `column` scores `score` for the side to move; a full column or one
    /// off the board is ignored.
    pub fn set(&mut self, column: Column, score: i32) {
        if self.board.has_room(column) {
            if let Some(slot) = self.scores.get_mut(column.index()) {
                *slot = Some(score);
            }
        }
    }

    /// The score of playing `column`, if proved.
    pub fn get(&self, column: Column) -> Option<i32> {
        self.scores.get(column.index()).copied().flatten()
    }

    /// What playing `column` leads to, if proved.
    pub fn prospect(&self, column: Column) -> Option<Prospect> {
        self.get(column).map(|s| Prospect::new(&self.board, s))
    }

    /// Whether every playable column is proved.
    pub fn is_complete(&self) -> bool {
        self.board
            .legal_columns()
            .iter()
            .all(|&c| self.get(c).is_some())
    }

    /// The position's own score for its side to move (its best column's), once complete.
    pub fn score(&self) -> Option<i32> {
        if !self.is_complete() {
            return None;
        }
        self.scores.iter().flatten().copied().max()
    }

    /// The position's own score as far as it is proved: every column's best, or, before every
    /// column is proved, a column that wins with the side to move's next coin (no column
    /// scores more), as an analysis that ran out of time on a big board may have found.
    pub fn proved_score(&self) -> Option<i32> {
        let win_now = (self.board.size().cells() as i32 + 1 - self.board.ply() as i32) / 2;
        self.score()
            .or_else(|| self.lower_bound().filter(|&best| best >= win_now))
    }

    /// What is proved of the position's own score while not every column is: at least the
    /// best proved column's, which the side to move can play. `None` if no column is proved.
    pub fn lower_bound(&self) -> Option<i32> {
        self.scores.iter().flatten().copied().max()
    }

    /// Every column with the best score, once complete.
    pub fn best_columns(&self) -> Vec<Column> {
        let Some(best) = self.score() else {
            return Vec::new();
        };
        self.board
            .legal_columns()
            .into_iter()
            .filter(|&c| self.get(c) == Some(best))
            .collect()
    }
}

/// The scores as `plot4 analyze` prints them: one per column, `-` for a full column (and `?`
/// for one not proved yet), separated by spaces.
impl fmt::Display for ColumnScores {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (column, score) in self.board.size().columns().zip(&self.scores) {
            if column.index() > 0 {
                f.write_str(" ")?;
            }
            match score {
                Some(s) => write!(f, "{s}")?,
                None if !self.board.has_room(column) => f.write_str("-")?,
                None => f.write_str("?")?,
            }
        }
        Ok(())
    }
}

/// The exact score of a finished position for its side to move (who has lost, or drawn):
/// nothing is left to analyse there. `None` while the game goes on.
pub fn final_score(board: &Board) -> Option<i32> {
    if board.winner().is_some() {
        let best = board.size().cells() as i32 / 2 + 1;
        // The winner moved last and so has played the larger half of the coins.
        let ply = board.ply() as i32;
        let winners_coins = ply - ply / 2;
        Some(-(best - winners_coins))
    } else if board.is_full() {
        Some(0)
    } else {
        None
    }
}

/// How badly a move spoiled its player's result under perfect play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Mistake {
    /// A won position played into a draw.
    WinToDraw,
    /// A drawn position played into a loss.
    DrawToLoss,
    /// A won position played into a loss.
    WinToLoss,
}

/// What was wrong with a move, as exact scores judge it: the one judgement behind the `?` on a
/// coin, the rings on the evaluation graph, the review's jumps and the marks of a game file
/// ([`GameScores::flaw`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Flaw {
    /// The move threw a result away.
    Threw(Mistake),
    /// In a lost position, the move let the opponent make four at once when another move
    /// would have blocked it: no result is thrown away, but the loss comes at once.
    MissedBlock,
}

/// The exact score of every position of one game as far as it is known: one entry per
/// position from the start (before the first move) to the last, each for the side to move
/// there, `None` while not yet worked out. The graph and the review read it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameScores {
    scores: Vec<Option<i32>>,
    /// The colour that made the first move: the side to move after an even number of moves.
    first: Player,
    /// Where the exact score is not proved, the least the side to move is proved to get
    /// there: the best column an analysis that ran out of time did prove.
    proved_at_least: Vec<Option<i32>>,
}

/// What is proved of a position's outcome for Red when its exact score is not: a score for
/// Red, and whether Red gets at least it (else at most it, a bound Yellow's side proved).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RedBound {
    /// The bound, a score for Red.
    pub score: i32,
    /// True if Red's exact score is at least `score`; false if at most.
    pub at_least: bool,
}

impl GameScores {
    /// Nothing known yet about a game of `positions` positions (moves + 1) whose first move
    /// was `first`'s.
    pub fn unknown(positions: usize, first: Player) -> GameScores {
        GameScores {
            scores: vec![None; positions],
            first,
            proved_at_least: vec![None; positions],
        }
    }

    /// Records that the side to move after `ply` moves is proved to get at least `score`
    /// there (the best column of an analysis that ran out of time).
    pub fn set_at_least(&mut self, ply: usize, score: i32) {
        if let Some(slot) = self.proved_at_least.get_mut(ply) {
            *slot = Some(score);
        }
    }

    /// The least the side to move after `ply` moves is proved to get, where the exact score
    /// is not known: the best column proved there, and what the move played from there
    /// reached (the next position's exact score, seen from this side). `None` where the exact
    /// score is known or nothing is proved.
    pub fn at_least(&self, ply: usize) -> Option<i32> {
        if self.get(ply).is_some() {
            return None;
        }
        let played = self.get(ply + 1).map(|next| -next);
        let proved = self.proved_at_least.get(ply).copied().flatten();
        played.into_iter().chain(proved).max()
    }

    /// For each position whose exact score is unknown, what is proved of it for Red
    /// ([`GameScores::at_least`] turned to Red's side): the evaluation graph's hollow points.
    pub fn bounds_for_red(&self) -> Vec<Option<RedBound>> {
        (0..self.scores.len())
            .map(|ply| {
                let bound = self.at_least(ply)?;
                let red_to_move = self.mover(ply) == Player::Red;
                Some(RedBound {
                    score: if red_to_move { bound } else { -bound },
                    at_least: red_to_move,
                })
            })
            .collect()
    }

    /// The colour to move after `ply` moves.
    fn mover(&self, ply: usize) -> Player {
        if ply.is_multiple_of(2) {
            self.first
        } else {
            self.first.opponent()
        }
    }

    /// Records the score of the position after `ply` moves.
    pub fn set(&mut self, ply: usize, score: i32) {
        if let Some(slot) = self.scores.get_mut(ply) {
            *slot = Some(score);
        }
    }

    /// The score of the position after `ply` moves, for its side to move, if known.
    pub fn get(&self, ply: usize) -> Option<i32> {
        self.scores.get(ply).copied().flatten()
    }

    /// Positions covered, known or not.
    pub fn len(&self) -> usize {
        self.scores.len()
    }

    /// True for a game of no positions at all.
    pub fn is_empty(&self) -> bool {
        self.scores.is_empty()
    }

    /// The score of each position for Red (positive: Red wins), `None` where unknown: the
    /// evaluation graph's points, gaps where nothing is known yet.
    pub fn for_red(&self) -> Vec<Option<i32>> {
        self.scores
            .iter()
            .enumerate()
            .map(|(ply, score)| {
                let mover = self.mover(ply);
                score.map(|s| if mover == Player::Red { s } else { -s })
            })
            .collect()
    }

    /// Whether the move played from `before` (the position after `ply` moves) into `after` let
    /// the opponent make four at once in a position already lost, when another move would have
    /// blocked it: a blunder that throws away no result, so [`GameScores::mistake`] does not
    /// name it (both positions' scores must be known).
    pub fn missed_block(&self, ply: usize, before: &Board, after: &Board) -> bool {
        let (Some(best), Some(next)) = (self.get(ply), self.get(ply + 1)) else {
            return false;
        };
        let could_block = best < 0 && Prospect::new(before, best) != Prospect::Loss { moves: 1 };
        could_block && Prospect::new(after, next) == Prospect::Win { moves: 1 }
    }

    /// The move played from `before` (the position after `ply` moves) into `after`, judged:
    /// a result thrown away, else a block missed in a lost position, else nothing (both
    /// positions' scores must be known). Everything that marks a move asks this.
    pub fn flaw(&self, ply: usize, before: &Board, after: &Board) -> Option<Flaw> {
        match self.mistake(ply) {
            Some(mistake) => Some(Flaw::Threw(mistake)),
            None => self
                .missed_block(ply, before, after)
                .then_some(Flaw::MissedBlock),
        }
    }

    /// The move played from the position after `ply` moves, judged: `Some` if it threw away
    /// a result its player had (both positions' scores must be known).
    pub fn mistake(&self, ply: usize) -> Option<Mistake> {
        let before = self.get(ply)?.signum();
        // The next position's score is for the opponent: negate it for the mover.
        let after = (-self.get(ply + 1)?).signum();
        match (before, after) {
            (1, 0) => Some(Mistake::WinToDraw),
            (1, -1) => Some(Mistake::WinToLoss),
            (0, -1) => Some(Mistake::DrawToLoss),
            _ => None,
        }
    }
}

/// The game `1212121` (Red stacks column 1, Yellow column 2) scored as the worker would report
/// it, each score for the side to move: Red wins throughout, and Yellow, lost all along, could
/// block until its last move lets Red's fourth coin through. The last position is unscored.
#[cfg(test)]
pub fn missed_block_scores() -> GameScores {
    let mut scores = GameScores::unknown(8, Player::Red);
    for (ply, score) in [
        (0, 1),
        (1, -15),
        (2, 16),
        (3, -15),
        (4, 17),
        (5, -15),
        (6, 18),
    ] {
        scores.set(ply, score);
    }
    scores
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_digits;

    fn board(digits: &str) -> Board {
        parse_digits(digits).unwrap()
    }

    #[test]
    fn giving_up_settles_an_analysis_but_never_hides_a_complete_one() {
        let mut scores = ColumnScores::unknown(board("4453"));
        assert!(!scores.is_settled());
        scores.set(Column::new(3), 1);
        scores.give_up();
        assert!(scores.is_settled() && scores.is_given_up());
        assert_eq!(
            scores.score(),
            None,
            "one column is not the position's score"
        );
        let mut full = ColumnScores::unknown(board("4453"));
        for column in full.board().legal_columns() {
            full.set(column, 0);
        }
        full.give_up();
        assert!(full.is_settled() && !full.is_given_up());
        assert_eq!(full.score(), Some(0));
    }

    #[test]
    fn the_centre_opening_wins_with_reds_last_coin() {
        // Pons: playing the centre on the empty board scores 1, a win with Red's 21st coin.
        assert_eq!(Prospect::new(&Board::new(), 1), Prospect::Win { moves: 21 });
        assert_eq!(Prospect::new(&Board::new(), 1).to_string(), "wins in 21");
    }

    #[test]
    fn an_immediate_win_is_one_move() {
        // Red to move with three in column 1: the win now is Red's 4th coin, 22 - 4 = 18.
        let b = board("121212");
        assert_eq!(Prospect::new(&b, 18), Prospect::Win { moves: 1 });
        assert_eq!(Prospect::new(&b, 18).to_string(), "wins now");
    }

    #[test]
    fn a_loss_counts_the_losers_moves_before_the_winning_one() {
        // Red has four coins, three of them stacked in column 1; Yellow to move. If Yellow
        // does not block, Red wins with its 5th coin: −(22 − 5) for Yellow, one Yellow move
        // before the loss.
        let b = board("1212123");
        assert_eq!(b.side_to_move(), Player::Yellow);
        assert_eq!(Prospect::new(&b, -17), Prospect::Loss { moves: 1 });
        assert_eq!(Prospect::new(&b, -17).to_string(), "loses next");
        assert_eq!(Prospect::new(&b, -16), Prospect::Loss { moves: 2 });
        assert_eq!(Prospect::new(&b, -16).to_string(), "loses in 2");
        assert_eq!(Prospect::new(&b, 0), Prospect::Draw);
    }

    #[test]
    fn scores_for_red_flip_on_yellows_turns_and_keep_gaps() {
        let mut scores = GameScores::unknown(3, Player::Red);
        scores.set(0, 1);
        scores.set(2, 1);
        assert_eq!(scores.for_red(), vec![Some(1), None, Some(1)]);
        scores.set(1, -1);
        assert_eq!(scores.for_red(), vec![Some(1), Some(1), Some(1)]);
        scores.set(5, 3); // past the end: ignored
        assert_eq!(scores.len(), 3);
    }

    #[test]
    fn scores_for_red_flip_on_reds_turns_when_yellow_moved_first() {
        // Yellow moved first: Yellow is to move at the start, Red after one move.
        let mut scores = GameScores::unknown(3, Player::Yellow);
        scores.set(0, 5); // Yellow to move wins: bad for Red
        scores.set(1, -5); // Red to move loses
        scores.set(2, 0);
        assert_eq!(scores.for_red(), vec![Some(-5), Some(-5), Some(0)]);
    }

    #[test]
    fn a_move_that_throws_a_result_away_is_a_mistake() {
        let mut scores = GameScores::unknown(4, Player::Red);
        scores.set(0, 2); // Red to move wins
        scores.set(1, 0); // after Red's move: drawn (for Yellow, hence for Red)
        scores.set(2, 0); // after Yellow's move: still drawn
        scores.set(3, 5); // after Red's move, Yellow wins
        assert_eq!(scores.mistake(0), Some(Mistake::WinToDraw));
        assert_eq!(scores.mistake(1), None);
        assert_eq!(scores.mistake(2), Some(Mistake::DrawToLoss));
        assert_eq!(scores.mistake(3), None, "no move after the last position");
        let mut lost = GameScores::unknown(2, Player::Red);
        lost.set(0, 3);
        lost.set(1, 2);
        assert_eq!(lost.mistake(0), Some(Mistake::WinToLoss));
        // A slower win is not a mistake.
        let mut slower = GameScores::unknown(2, Player::Red);
        slower.set(0, 5);
        slower.set(1, -2);
        assert_eq!(slower.mistake(0), None);
    }

    #[test]
    fn letting_a_win_in_one_through_in_a_lost_position_is_a_missed_block() {
        // Yellow to move after "12121": Red has three in column 1. Say the position is lost for
        // Yellow in 5 (Red wins with its 7th coin): blocking in column 1 was there.
        let before = board("12121");
        let after = board("121212");
        let mut scores = GameScores::unknown(7, Player::Red);
        scores.set(5, -(22 - 7));
        assert_eq!(Prospect::new(&before, -15), Prospect::Loss { moves: 4 });
        // Yellow played column 2: Red wins at once with its 4th coin.
        scores.set(6, 22 - 4);
        assert!(scores.missed_block(5, &before, &after));
        assert_eq!(scores.mistake(5), None, "no result was thrown away");
        // Not when the loss was next anyway (no move blocks everything).
        let mut forced = scores.clone();
        forced.set(5, -(22 - 4));
        assert!(!forced.missed_block(5, &before, &after));
        // Nor when the move did block: the win is further off.
        let mut blocked = scores.clone();
        blocked.set(6, 22 - 7);
        assert!(!blocked.missed_block(5, &before, &after));
        // Nor without both scores.
        assert!(!GameScores::unknown(7, Player::Red).missed_block(5, &before, &after));
    }

    #[test]
    fn column_scores_fill_in_print_like_analyze_and_name_the_best_columns() {
        // Column 4 is full.
        let b = board("444444");
        let mut scores = ColumnScores::unknown(b);
        assert_eq!(scores.to_string(), "? ? ? - ? ? ?");
        for (number, score) in [(1, -2), (2, 1), (3, 1), (5, 0), (6, -1)] {
            scores.set(Column::from_number(number).unwrap(), score);
        }
        assert!(!scores.is_complete());
        assert_eq!(scores.score(), None);
        assert!(
            scores.best_columns().is_empty(),
            "not before every column is known"
        );
        scores.set(Column::from_number(4).unwrap(), 9); // full: ignored
        scores.set(Column::from_number(7).unwrap(), -3);
        assert!(scores.is_complete());
        assert_eq!(scores.to_string(), "-2 1 1 - 0 -1 -3");
        assert_eq!(scores.score(), Some(1));
        let best: Vec<usize> = scores
            .best_columns()
            .iter()
            .map(|c| c.index() + 1)
            .collect();
        assert_eq!(best, vec![2, 3]);
        assert_eq!(
            scores.prospect(Column::from_number(5).unwrap()),
            Some(Prospect::Draw)
        );
    }

    #[test]
    fn a_won_position_scores_a_loss_for_the_side_to_move() {
        // Red's fourth coin won: for Yellow to move that is -(22 - 4).
        assert_eq!(final_score(&board("1212121")), Some(-18));
        assert_eq!(final_score(&board("121212")), None);
        assert_eq!(final_score(&Board::new()), None);
    }

    #[test]
    fn an_unproved_position_is_bounded_by_its_proved_columns_and_the_move_played() {
        // Red to move at 0 and 2, Yellow at 1. Position 2 is proved: Red wins (5).
        let mut scores = GameScores::unknown(3, Player::Red);
        scores.set(2, 5);
        assert_eq!(scores.at_least(2), None, "an exact score needs no bound");
        // Yellow, to move at 1, played into Red's win: Yellow gets at least -5 there.
        assert_eq!(scores.at_least(1), Some(-5));
        // Nothing is proved at 0 yet; then one column of an analysis that gave up.
        assert_eq!(scores.at_least(0), None);
        scores.set_at_least(0, 2);
        assert_eq!(scores.at_least(0), Some(2));
        // A better proved column at 1 wins over the move played.
        scores.set_at_least(1, 0);
        assert_eq!(scores.at_least(1), Some(0));
        assert_eq!(
            scores.bounds_for_red(),
            vec![
                Some(RedBound {
                    score: 2,
                    at_least: true
                }),
                // Yellow gets at least a draw: Red at most a draw.
                Some(RedBound {
                    score: 0,
                    at_least: false
                }),
                None
            ]
        );
        let mut column_scores = ColumnScores::unknown(board("4453"));
        assert_eq!(column_scores.lower_bound(), None);
        column_scores.set(Column::new(3), -2);
        column_scores.set(Column::new(2), 1);
        assert_eq!(column_scores.lower_bound(), Some(1));
    }

    #[test]
    fn a_proved_win_with_the_next_coin_is_the_score_before_every_column_is_proved() {
        // Red to move after "121212" wins at once in column 1: 22 - 4 = 18 on 7x6.
        let mut scores = ColumnScores::unknown(board("121212"));
        scores.set(Column::new(2), -3);
        assert_eq!(
            scores.proved_score(),
            None,
            "a column that does not win at once"
        );
        scores.set(Column::new(0), 18);
        assert_eq!(scores.score(), None, "not every column is proved");
        assert_eq!(scores.proved_score(), Some(18));
    }
}

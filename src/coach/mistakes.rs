//! Learn from your mistakes: the moves of a finished game that threw a result away (a win
//! played into a draw or a loss, a draw into a loss, and if asked a win made much slower),
//! each with the position before it and what every move there leads to; and a [`Lesson`] that
//! asks the player for a better move at each one and keeps the score.
//!
//! Pure but for the solver: a review is computed once, then the lesson only reads it, so a
//! screen answers each try at once.

use super::{colour_of, column_scores};
use crate::analysis::{ColumnScores, Mistake, Prospect};
use crate::board::{Board, Column, Player};
use crate::cancel::CancelToken;
use crate::solver::{move_score, Solver};
use std::time::Duration;

/// What the player lost with one move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Lapse {
    /// A result thrown away: win to draw, draw to loss, win to loss.
    Threw(Mistake),
    /// A win kept, but `moves_lost` moves slower than the best.
    Slower {
        /// How many more of the player's own moves the win now takes.
        moves_lost: u32,
    },
}

impl Lapse {
    /// How the lapse reads: "a win thrown into a draw", ….
    pub fn describe(self) -> String {
        match self {
            Lapse::Threw(Mistake::WinToDraw) => "a win thrown into a draw".into(),
            Lapse::Threw(Mistake::WinToLoss) => "a win thrown into a loss".into(),
            Lapse::Threw(Mistake::DrawToLoss) => "a draw thrown into a loss".into(),
            Lapse::Slower { moves_lost } => format!("a win made {moves_lost} moves slower"),
        }
    }
}

/// Judges a move by exact scores, both for the mover in the position before it: `best` the
/// position's own score, `played` the move's. `slower_by`: how many moves slower a kept win
/// must be to count (`None`: a slower win never counts).
pub fn judge(before: &Board, best: i32, played: i32, slower_by: Option<u32>) -> Option<Lapse> {
    match (best.signum(), played.signum()) {
        (1, 0) => Some(Lapse::Threw(Mistake::WinToDraw)),
        (1, -1) => Some(Lapse::Threw(Mistake::WinToLoss)),
        (0, -1) => Some(Lapse::Threw(Mistake::DrawToLoss)),
        (1, 1) => {
            let threshold = slower_by?;
            let moves = |score| match Prospect::new(before, score) {
                Prospect::Win { moves } => moves,
                _ => 0,
            };
            let lost = moves(played).saturating_sub(moves(best));
            (lost >= threshold.max(1)).then_some(Lapse::Slower { moves_lost: lost })
        }
        _ => None,
    }
}

/// One move that threw a result away.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameMistake {
    /// Moves played before it: it was the game's move number `ply + 1`.
    pub ply: usize,
    /// The position it was played in.
    pub before: Board,
    /// The colour that played it, as the players saw it.
    pub colour: Player,
    /// The column played.
    pub played: Column,
    /// What it lost.
    pub lapse: Lapse,
    /// Every column's exact score there for the mover (complete unless the budget ran out
    /// first).
    pub scores: ColumnScores,
}

impl GameMistake {
    /// The position's exact score for the mover: the score the best moves keep.
    pub fn best_score(&self) -> Option<i32> {
        self.scores.score()
    }

    /// What the best moves keep ("wins in 7").
    pub fn best_prospect(&self) -> Option<Prospect> {
        self.best_score().map(|s| Prospect::new(&self.before, s))
    }

    /// The moves that do not lose what this move lost (every one, once the scores are
    /// complete): the answers the lesson accepts.
    pub fn good_moves(&self, slower_by: Option<u32>) -> Vec<Column> {
        let Some(best) = self.best_score() else {
            return Vec::new();
        };
        self.before
            .legal_columns()
            .into_iter()
            .filter(|&c| {
                self.scores
                    .get(c)
                    .is_some_and(|s| judge(&self.before, best, s, slower_by).is_none())
            })
            .collect()
    }
}

/// A finished game as the coach reads it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    /// The empty board it was played on (size and line length).
    pub start: Board,
    /// The colour that moved first.
    pub first: Player,
    /// The moves, oldest first.
    pub moves: Vec<Column>,
    /// The colours played by people: only their moves are reviewed.
    pub humans: Vec<Player>,
}

/// How thoroughly to review.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    /// The longest any one position may take to solve.
    pub budget: Duration,
    /// A kept win this many moves slower than the best counts too (`None`: never).
    pub slower_by: Option<u32>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            budget: super::BUDGET,
            slower_by: None,
        }
    }
}

/// A reviewed game: its mistakes, and the moves the solver could not judge in time.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Review {
    /// The mistakes, in the order they were played.
    pub mistakes: Vec<GameMistake>,
    /// Plies (moves played before) of the human moves not judged within the budget.
    pub unjudged: Vec<usize>,
    /// The options it was made with.
    pub options: Options,
}

/// Why a game cannot be reviewed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ReviewError {
    /// A move could not be played.
    #[error("move {number} ({column}) cannot be played: {reason}")]
    Illegal {
        /// The move's number in the game, from 1.
        number: usize,
        /// Its column.
        column: Column,
        /// Why.
        reason: crate::board::MoveError,
    },
    /// The search was cancelled (not out of time: that is an unjudged move).
    #[error("the review was cancelled")]
    Cancelled,
}

/// Reviews `game`: each human move is judged from two exact scores (the position's and the
/// move's), and only a mistake gets the full analysis of its position, so a clean game costs
/// two solves per move.
pub fn review(
    game: &Game,
    options: Options,
    solver: &mut Solver,
    token: &CancelToken,
) -> Result<Review, ReviewError> {
    let mut mistakes = Vec::new();
    let mut unjudged = Vec::new();
    let mut board = game.start;
    for (ply, &column) in game.moves.iter().enumerate() {
        let after = board.play(column).map_err(|reason| ReviewError::Illegal {
            number: ply + 1,
            column,
            reason,
        })?;
        let colour = colour_of(board.side_to_move(), game.first);
        if game.humans.contains(&colour) {
            let limited = token.with_budget(options.budget);
            let scores = solver
                .solve(&board, &limited)
                .and_then(|best| Ok((best, move_score(&after, |b| solver.solve(b, &limited))?)));
            match scores {
                Ok((best, played)) => {
                    if let Some(lapse) = judge(&board, best, played, options.slower_by) {
                        let scores = column_scores(solver, &board, options.budget, token);
                        if token.is_cancelled() {
                            return Err(ReviewError::Cancelled);
                        }
                        mistakes.push(GameMistake {
                            ply,
                            before: board,
                            colour,
                            played: column,
                            lapse,
                            scores,
                        });
                    }
                }
                Err(_) if token.is_cancelled() => return Err(ReviewError::Cancelled),
                Err(_) => unjudged.push(ply),
            }
        }
        board = after;
    }
    Ok(Review {
        mistakes,
        unjudged,
        options,
    })
}

/// The positions a review of `game` judges, each with its ply: the one before each human move.
/// The window has them analysed on its worker, then reviews with [`review_from_scores`].
pub fn positions_to_judge(game: &Game) -> Result<Vec<(usize, Board)>, ReviewError> {
    let mut found = Vec::new();
    let mut board = game.start;
    for (ply, &column) in game.moves.iter().enumerate() {
        if game
            .humans
            .contains(&colour_of(board.side_to_move(), game.first))
        {
            found.push((ply, board));
        }
        board = board.play(column).map_err(|reason| ReviewError::Illegal {
            number: ply + 1,
            column,
            reason,
        })?;
    }
    Ok(found)
}

/// Reviews `game` from every column's exact score of each position [`positions_to_judge`]
/// names, worked out elsewhere (the window's worker): the same verdicts as [`review`], which
/// solves them itself. A position whose scores are missing, or do not include the best and the
/// played column, is unjudged.
pub fn review_from_scores(
    game: &Game,
    options: Options,
    scores_of: impl Fn(&Board) -> Option<ColumnScores>,
) -> Result<Review, ReviewError> {
    let mut mistakes = Vec::new();
    let mut unjudged = Vec::new();
    for (ply, board) in positions_to_judge(game)? {
        let column = game.moves[ply];
        let scores = scores_of(&board);
        let known = scores
            .as_ref()
            .and_then(|s| Some((s.score()?, s.get(column)?)));
        match (scores, known) {
            (Some(scores), Some((best, played))) => {
                if let Some(lapse) = judge(&board, best, played, options.slower_by) {
                    mistakes.push(GameMistake {
                        ply,
                        before: board,
                        colour: colour_of(board.side_to_move(), game.first),
                        played: column,
                        lapse,
                        scores,
                    });
                }
            }
            _ => unjudged.push(ply),
        }
    }
    Ok(Review {
        mistakes,
        unjudged,
        options,
    })
}

/// What the lesson says to a try.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    /// A move that keeps what the game's move lost, and what it leads to.
    Right(Prospect),
    /// A move that does not, and what it leads to ("loses in 5").
    Wrong(Prospect),
    /// The solver did not prove this move in time: no verdict.
    Unknown,
    /// Not a legal move there.
    Illegal,
    /// There is no mistake left to try.
    Finished,
}

/// How a mistake of the lesson was settled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Found {
    /// The first try was right.
    FirstTry,
    /// A later try was right.
    Later,
    /// The player asked for the answer.
    Shown,
}

/// The end of a lesson in numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Summary {
    /// Mistakes in the game.
    pub mistakes: usize,
    /// Found at the first try.
    pub first_try: usize,
    /// Found after a wrong try.
    pub later: usize,
    /// Shown on request.
    pub shown: usize,
    /// Left without an answer (the lesson ended early).
    pub skipped: usize,
}

impl std::fmt::Display for Summary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "mistakes {} · found at the first try {} · found later {} · shown {}",
            self.mistakes, self.first_try, self.later, self.shown
        )?;
        if self.skipped > 0 {
            write!(f, " · skipped {}", self.skipped)?;
        }
        Ok(())
    }
}

/// Walks the player through a review's mistakes one at a time: tries, the answer on request,
/// the next mistake, and the summary.
#[derive(Debug, Clone)]
pub struct Lesson {
    review: Review,
    current: usize,
    wrong_tries: u32,
    found: Vec<Option<Found>>,
}

impl Lesson {
    /// A lesson over `review`'s mistakes, at the first one.
    pub fn new(review: Review) -> Lesson {
        let found = vec![None; review.mistakes.len()];
        Lesson {
            review,
            current: 0,
            wrong_tries: 0,
            found,
        }
    }

    /// The review it walks through.
    pub fn review(&self) -> &Review {
        &self.review
    }

    /// The mistake being asked about, `None` once past the last.
    pub fn current(&self) -> Option<&GameMistake> {
        self.review.mistakes.get(self.current)
    }

    /// Which mistake this is, from 0.
    pub fn index(&self) -> usize {
        self.current
    }

    /// How the current mistake was settled, if it has been.
    pub fn settled(&self) -> Option<Found> {
        self.found.get(self.current).copied().flatten()
    }

    /// Wrong tries so far at the current mistake.
    pub fn wrong_tries(&self) -> u32 {
        self.wrong_tries
    }

    /// Tries `column` at the current mistake. A right try settles it (first try or later);
    /// tries after it is settled are answered but change nothing.
    pub fn try_column(&mut self, column: Column) -> Answer {
        let slower_by = self.review.options.slower_by;
        let Some(mistake) = self.current() else {
            return Answer::Finished;
        };
        if !mistake.before.has_room(column) {
            return Answer::Illegal;
        }
        let (Some(best), Some(score)) = (mistake.best_score(), mistake.scores.get(column)) else {
            return Answer::Unknown;
        };
        let prospect = Prospect::new(&mistake.before, score);
        let right = judge(&mistake.before, best, score, slower_by).is_none();
        if self.settled().is_none() {
            if right {
                self.found[self.current] = Some(if self.wrong_tries == 0 {
                    Found::FirstTry
                } else {
                    Found::Later
                });
            } else {
                self.wrong_tries += 1;
            }
        }
        if right {
            Answer::Right(prospect)
        } else {
            Answer::Wrong(prospect)
        }
    }

    /// The answer to the current mistake: its best moves (empty if the budget ran out before
    /// they were proved). Settles the mistake as shown unless it was found already.
    pub fn show_answer(&mut self) -> Vec<Column> {
        let Some(mistake) = self.current() else {
            return Vec::new();
        };
        let best = mistake.scores.best_columns();
        if self.settled().is_none() {
            self.found[self.current] = Some(Found::Shown);
        }
        best
    }

    /// Moves on to the next mistake; false once past the last.
    pub fn next_mistake(&mut self) -> bool {
        if self.current < self.review.mistakes.len() {
            self.current += 1;
            self.wrong_tries = 0;
        }
        self.current < self.review.mistakes.len()
    }

    /// The counts so far (the end's summary once past the last mistake).
    pub fn summary(&self) -> Summary {
        let mut summary = Summary {
            mistakes: self.found.len(),
            ..Summary::default()
        };
        for found in &self.found {
            match found {
                Some(Found::FirstTry) => summary.first_try += 1,
                Some(Found::Later) => summary.later += 1,
                Some(Found::Shown) => summary.shown += 1,
                None => summary.skipped += 1,
            }
        }
        summary
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::{columns_of, parse_digits};

    #[test]
    fn a_review_from_scores_worked_out_elsewhere_finds_what_the_review_finds() {
        // Red throws its win away at move 3 and Yellow misses the block at move 6.
        let moves = columns_of("4411122", 7).unwrap();
        let game = Game {
            start: Board::new(),
            first: Player::Red,
            moves,
            humans: vec![Player::Red, Player::Yellow],
        };
        let token = CancelToken::new();
        let mut solver = crate::coach::solver();
        let options = Options {
            budget: Duration::from_secs(600),
            slower_by: None,
        };
        let solved = review(&game, options, &mut solver, &token).unwrap();
        let mut cache = std::collections::HashMap::new();
        for (_, board) in positions_to_judge(&game).unwrap() {
            cache.insert(
                board,
                column_scores(&mut solver, &board, options.budget, &token),
            );
        }
        let from_scores = review_from_scores(&game, options, |b| cache.get(b).cloned()).unwrap();
        assert!(!solved.mistakes.is_empty(), "the game has mistakes");
        assert_eq!(from_scores, solved);
        // Without the scores nothing is judged.
        let blind = review_from_scores(&game, options, |_| None).unwrap();
        assert!(blind.mistakes.is_empty());
        assert_eq!(
            blind.unjudged.len(),
            positions_to_judge(&game).unwrap().len()
        );
    }

    #[test]
    fn judging_compares_outcomes_and_optionally_speed() {
        let board = Board::new();
        // On the empty board 1 is a win with Red's 21st coin, 2 with its 20th.
        assert_eq!(
            judge(&board, 1, 0, None),
            Some(Lapse::Threw(Mistake::WinToDraw))
        );
        assert_eq!(
            judge(&board, 0, -3, None),
            Some(Lapse::Threw(Mistake::DrawToLoss))
        );
        assert_eq!(
            judge(&board, 2, -1, None),
            Some(Lapse::Threw(Mistake::WinToLoss))
        );
        assert_eq!(judge(&board, 5, 1, None), None);
        assert_eq!(
            judge(&board, 5, 1, Some(3)),
            Some(Lapse::Slower { moves_lost: 4 })
        );
        assert_eq!(judge(&board, 5, 3, Some(3)), None);
        assert_eq!(
            judge(&board, -2, -9, Some(1)),
            None,
            "a loss cannot get worse"
        );
    }

    /// Red stacks three coins in column 1 and Yellow, who wins by blocking there ("12121"
    /// scores 1 for Yellow at column 1 alone), plays 2 and loses to the fourth.
    fn missed_block(first: Player, humans: &[Player]) -> Game {
        Game {
            start: Board::new(),
            first,
            moves: columns_of("1212121", 7).unwrap(),
            humans: humans.to_vec(),
        }
    }

    fn reviewed(game: &Game) -> Review {
        review(
            game,
            Options::default(),
            &mut crate::coach::solver(),
            &CancelToken::new(),
        )
        .unwrap()
    }

    #[test]
    fn a_missed_block_is_found_with_the_position_and_the_move_that_keeps_the_win() {
        let review = reviewed(&missed_block(Player::Red, &[Player::Yellow]));
        assert!(review.unjudged.is_empty());
        let last = review
            .mistakes
            .last()
            .expect("the missed block is a mistake");
        assert_eq!(last.ply, 5);
        assert_eq!(last.before, parse_digits("12121").unwrap());
        assert_eq!(last.played, Column::new(1));
        assert_eq!(last.colour, Player::Yellow);
        assert_eq!(last.lapse, Lapse::Threw(Mistake::WinToLoss));
        assert_eq!(last.good_moves(None), vec![Column::new(0)]);
        assert_eq!(last.best_prospect().map(|p| p.outcome()), Some(1));
    }

    #[test]
    fn only_the_humans_moves_are_reviewed_and_colours_follow_the_first_mover() {
        // Yellow moved first, so the second mover, who missed the block, played Red.
        let yellow = reviewed(&missed_block(Player::Yellow, &[Player::Yellow]));
        assert!(yellow
            .mistakes
            .iter()
            .all(|m| m.ply % 2 == 0 && m.colour == Player::Yellow));
        let red = reviewed(&missed_block(Player::Yellow, &[Player::Red]));
        let missed = red.mistakes.last().unwrap();
        assert_eq!((missed.ply, missed.colour), (5, Player::Red));
    }

    #[test]
    fn a_lesson_counts_first_tries_later_finds_and_answers_shown() {
        let review = reviewed(&missed_block(Player::Red, &[Player::Red, Player::Yellow]));
        let count = review.mistakes.len();
        assert!(count >= 1);
        let mut lesson = Lesson::new(review);
        let mut expected = Summary {
            mistakes: count,
            ..Summary::default()
        };
        let mut index = 0;
        loop {
            let mistake = lesson.current().unwrap().clone();
            let good = mistake.good_moves(None);
            match index % 3 {
                0 => {
                    assert!(matches!(lesson.try_column(good[0]), Answer::Right(_)));
                    expected.first_try += 1;
                }
                1 => {
                    assert!(matches!(
                        lesson.try_column(mistake.played),
                        Answer::Wrong(_)
                    ));
                    assert_eq!(lesson.wrong_tries(), 1);
                    assert!(matches!(lesson.try_column(good[0]), Answer::Right(_)));
                    expected.later += 1;
                }
                _ => {
                    assert!(!lesson.show_answer().is_empty());
                    expected.shown += 1;
                }
            }
            assert!(lesson.settled().is_some());
            index += 1;
            if !lesson.next_mistake() {
                break;
            }
        }
        assert_eq!(lesson.summary(), expected);
        assert_eq!(lesson.try_column(Column::new(0)), Answer::Finished);
    }

    #[test]
    fn a_wrong_try_says_what_it_leads_to_and_a_right_one_what_it_keeps() {
        let mut lesson = Lesson::new(reviewed(&missed_block(Player::Red, &[Player::Yellow])));
        while lesson.current().unwrap().ply != 5 {
            assert!(lesson.next_mistake());
        }
        // Not blocking lets Red win at once: Yellow "loses next".
        assert_eq!(
            lesson.try_column(Column::new(6)),
            Answer::Wrong(Prospect::Loss { moves: 1 })
        );
        let Answer::Right(kept) = lesson.try_column(Column::new(0)) else {
            panic!("blocking keeps the win");
        };
        assert_eq!(kept.outcome(), 1);
        assert_eq!(lesson.settled(), Some(Found::Later));
        assert_eq!(lesson.try_column(Column::new(9)), Answer::Illegal);
        let summary = lesson.summary();
        assert_eq!((summary.later, summary.first_try), (1, 0));
    }

    #[test]
    fn out_of_budget_moves_are_listed_not_judged() {
        let mut solver = Solver::new();
        // An early position off the book's board size takes far longer than a millisecond.
        let start = Board::empty("8x7".parse().unwrap());
        let game = Game {
            start,
            first: Player::Red,
            moves: columns_of("4545", 8).unwrap(),
            humans: vec![Player::Red],
        };
        let options = Options {
            budget: Duration::from_millis(1),
            slower_by: None,
        };
        let review = review(&game, options, &mut solver, &CancelToken::new()).unwrap();
        assert_eq!(review.unjudged, vec![0, 2]);
        assert!(review.mistakes.is_empty());
    }
}

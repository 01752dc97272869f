//! The ladder of levels between Random and High: the levels by name, how each chooses, its
//! rating, and the level an adapting opponent picks for a player of a given rating.
//!
//! Three kinds of player share the ladder. Random+ only knows the tactics (a win in one, a block
//! of a loss in one) and otherwise drops coins anywhere at random. Low and Mid are
//! searches with their own horizon and evaluation. Lower and Mid-high see the exact value of
//! every move and choose like a person of their strength: the better a move, the likelier; a
//! small mistake (a slower win, a quicker loss) likelier than a blunder (a win or a draw thrown
//! away); and more mistakes where people make them, among many near-equal moves and while the
//! decisive threat is still far away. Lower weighs every move so; Mid-high plays perfectly
//! except on the moves where it strays. Very low plays half its moves carelessly (at random,
//! but with an eye for the centre), half as Lower.
//!
//! The names read in the order of strength, around the four that scripts and saved files have
//! always used (Random, Low, Mid, High); the names the other four had before still read
//! ([`FORMER_NAMES`]).

use crate::board::{Board, Column};
use rand::{Rng, RngExt};
use std::fmt;
use std::str::FromStr;
use thiserror::Error;

/// How strongly a computer player plays: the ladder, weakest first (docs/manual.md describes
/// how each level plays, BENCHMARKS.md how strong each measured).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// A uniformly random legal move.
    Random,
    /// The tactics (a win in one, a block of a loss in one), else any column at random.
    RandomPlus,
    /// The tactics, then half its moves at random (central columns likelier), the other half
    /// Lower's.
    VeryLow,
    /// Sees every move's exact value but strays from the best often.
    Lower,
    /// Shallow search with the original Plot 4 evaluation: beatable by a casual player.
    Low,
    /// Deeper heuristic search: a real fight.
    Mid,
    /// Perfect most of the time; now and then it weighs the moves by their exact values and
    /// may stray, mostly where the position is hard.
    MidHigh,
    /// Perfect play.
    High,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 8] = [
        Level::Random,
        Level::RandomPlus,
        Level::VeryLow,
        Level::Lower,
        Level::Low,
        Level::Mid,
        Level::MidHigh,
        Level::High,
    ];

    /// The level's name in lower case, as the command line spells it and the files keep it.
    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::RandomPlus => "random+",
            Level::VeryLow => "very-low",
            Level::Lower => "lower",
            Level::Low => "low",
            Level::Mid => "mid",
            Level::MidHigh => "mid-high",
            Level::High => "high",
        }
    }

    /// The level's name in English words, as the log and the terminal game say it.
    pub fn label(self) -> &'static str {
        match self {
            Level::Random => "Random",
            Level::RandomPlus => "Random+",
            Level::VeryLow => "Very low",
            Level::Lower => "Lower",
            Level::Low => "Low",
            Level::Mid => "Mid",
            Level::MidHigh => "Mid-high",
            Level::High => "High",
        }
    }
}

/// The names four levels had before the ladder's names were made to read in order of
/// strength: settings, saved games, history and scripts written then still name them so.
pub const FORMER_NAMES: [(&str, Level); 4] = [
    ("novice", Level::RandomPlus),
    ("casual", Level::VeryLow),
    ("beginner", Level::Lower),
    ("expert", Level::MidHigh),
];

/// Every level's name, as an error message lists them.
pub(crate) fn level_names() -> String {
    let names: Vec<&str> = Level::ALL.iter().map(|level| level.name()).collect();
    names.join(", ")
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A level name that is not on the ladder.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("unknown level '{0}' (expected one of: {names})", names = level_names())]
pub struct UnknownLevel(pub String);

impl FromStr for Level {
    type Err = UnknownLevel;

    /// A level by its name ([`Level::name`]), in any case, with a space or an underscore
    /// where the name has a hyphen (`Very low` reads as `very-low`), or by its former name.
    fn from_str(s: &str) -> Result<Level, UnknownLevel> {
        let text = s.trim().replace([' ', '_'], "-");
        named(&Level::ALL, Level::name, &text)
            .or_else(|| {
                FORMER_NAMES
                    .iter()
                    .find(|(former, _)| former.eq_ignore_ascii_case(&text))
                    .map(|&(_, level)| level)
            })
            .ok_or_else(|| UnknownLevel(s.to_string()))
    }
}

/// The level among `all` whose `name` is `text` (any case, spaces around ignored): how both
/// games' command lines read a level.
pub(crate) fn named<L: Copy>(all: &[L], name: fn(L) -> &'static str, text: &str) -> Option<L> {
    let text = text.trim();
    all.iter()
        .copied()
        .find(|&l| name(l).eq_ignore_ascii_case(text))
}

/// The measured ratings, one `<name> <rating>` a line: written by `scripts/ladder.sh` from its
/// matches, and the one place every rating shown (the mode screen, `plot4 levels`, the player's
/// rating) comes from.
const RATINGS: &str = include_str!("ladder_ratings.txt");

impl Level {
    /// The level's Elo rating, Random at 0 ([`rating`]).
    pub fn rating(self) -> i32 {
        rating(self)
    }
}

/// A level's playing strength on the Elo scale, Random anchored at 0; measured with
/// `plot4 match` (BENCHMARKS.md, "The ladder").
pub fn rating(level: Level) -> i32 {
    RATINGS
        .lines()
        .filter_map(|line| line.split_once(' '))
        .find(|(name, _)| *name == level.name())
        .and_then(|(_, rating)| rating.trim().parse().ok())
        .expect("ladder_ratings.txt rates every level (a unit test reads it)")
}

/// The level whose rating is nearest `player_rating` (the weaker one on a tie): the opponent
/// against whom the player should win about half the time.
pub fn nearest(player_rating: f64) -> Level {
    Level::ALL
        .into_iter()
        .min_by(|&a, &b| {
            let da = (f64::from(rating(a)) - player_rating).abs();
            let db = (f64::from(rating(b)) - player_rating).abs();
            da.total_cmp(&db)
        })
        .expect("the ladder is not empty")
}

/// How a level that sees exact values chooses: on each move, with chance `straying` it weighs
/// the moves by their value at `temperature` (higher plays worse); otherwise it plays a best
/// move. `None` for the levels that choose another way.
pub(crate) fn judgement(level: Level) -> Option<Judgement> {
    let (temperature, straying) = match level {
        Level::VeryLow | Level::Lower => (3.0, 1.0),
        Level::MidHigh => (1.0, 0.4),
        _ => return None,
    };
    Some(Judgement {
        temperature,
        straying,
    })
}

/// True if Very low plays this move carelessly, rather than weigh the moves as Lower.
pub(crate) fn plays_carelessly(rng: &mut impl Rng) -> bool {
    rng.random::<f64>() < CARELESS
}

/// The share of Very low's moves (past the tactics) played carelessly.
const CARELESS: f64 = 0.5;

/// True if a level of `judgement` strays on this move (weighs the moves rather than play a
/// best one).
pub(crate) fn strays(judgement: Judgement, rng: &mut impl Rng) -> bool {
    rng.random::<f64>() < judgement.straying
}

/// How a level that sees exact values strays from the best move.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Judgement {
    /// How freely it strays when it does: higher plays worse.
    pub temperature: f64,
    /// The chance, each move, that it weighs the moves at all rather than play a best one.
    pub straying: f64,
}

/// The weight of a move with exact score `score` beside the best move's `best`, in units of the
/// mistake it is: a step down in outcome (a win to a draw, a draw to a loss) costs
/// [`OUTCOME_STEP`], and a slower win or quicker loss a little, capped below one step.
fn regret(best: i32, score: i32) -> f64 {
    let outcome_steps = f64::from(best.signum() - score.signum());
    let slower = f64::from((best - score).clamp(0, 6)) / 3.0;
    OUTCOME_STEP * outcome_steps + slower
}

/// What throwing away an outcome costs in [`regret`]'s units: enough that a blunder stays rarer
/// than any small mistake.
const OUTCOME_STEP: f64 = 3.0;

/// How much harder a position is while its decision is far off: the temperature grows by up to
/// this factor from a decision now to one at the end of an empty board.
const FAR_THREATS: f64 = 1.0;

/// Chooses among `scored` (each legal column with its exact score for the side to move) as a
/// straying level of `temperature` would: each move weighted by `exp(-regret / t)`, where `t` is
/// the temperature grown with the plies until the best line's result.
pub(crate) fn choose_by_value(
    board: &Board,
    scored: &[(Column, i32)],
    temperature: f64,
    rng: &mut impl Rng,
) -> Column {
    let best = scored
        .iter()
        .map(|&(_, score)| score)
        .max()
        .expect("a position with moves");
    let cells = board.size().cells();
    let left = cells - board.ply();
    // A score of ±s means the winner has s - 1 coins to spare: the result comes that much
    // sooner than the full board.
    let until_decision = if best == 0 {
        left
    } else {
        left.saturating_sub(2 * (best.unsigned_abs() as usize).saturating_sub(1))
    };
    let t = temperature * (1.0 + FAR_THREATS * until_decision as f64 / cells as f64);
    let weights: Vec<f64> = scored
        .iter()
        .map(|&(_, score)| (-regret(best, score) / t).exp())
        .collect();
    let mut draw = rng.random::<f64>() * weights.iter().sum::<f64>();
    for (&(column, _), weight) in scored.iter().zip(&weights) {
        if draw < *weight {
            return column;
        }
        draw -= weight;
    }
    scored.last().expect("a position with moves").0
}

/// Very low's careless move: any legal column, the central ones likelier (as the eye goes to the
/// middle).
pub(crate) fn careless_move(board: &Board, rng: &mut impl Rng) -> Column {
    let legal = board.legal_columns();
    let width = board.size().width() as f64;
    let weights: Vec<f64> = legal
        .iter()
        .map(|c| {
            let from_centre = (c.index() as f64 - (width - 1.0) / 2.0).abs();
            1.0 + (width / 2.0 - from_centre).max(0.0)
        })
        .collect();
    let mut draw = rng.random::<f64>() * weights.iter().sum::<f64>();
    for (&column, weight) in legal.iter().zip(&weights) {
        if draw < *weight {
            return column;
        }
        draw -= weight;
    }
    *legal.last().expect("a position with moves")
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_pcg::Pcg64;

    #[test]
    fn the_ratings_file_names_every_level_once_in_ladder_order() {
        let names: Vec<&str> = RATINGS
            .lines()
            .map(|line| line.split_once(' ').expect("<name> <rating>").0)
            .collect();
        let ladder: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
        assert_eq!(names, ladder);
    }

    #[test]
    fn every_level_reads_back_from_its_name_and_label_and_the_former_names_still_read() {
        for level in Level::ALL {
            assert_eq!(level.name().parse(), Ok(level));
            assert_eq!(level.label().parse(), Ok(level), "{}", level.label());
            assert_eq!(level.name().to_uppercase().parse(), Ok(level));
        }
        assert_eq!(" very_low ".parse(), Ok(Level::VeryLow));
        let former: Vec<(&str, Result<Level, _>)> = ["novice", "Casual", "BEGINNER", "expert"]
            .into_iter()
            .map(|name| (name, name.parse()))
            .collect();
        assert_eq!(
            former,
            [
                ("novice", Ok(Level::RandomPlus)),
                ("Casual", Ok(Level::VeryLow)),
                ("BEGINNER", Ok(Level::Lower)),
                ("expert", Ok(Level::MidHigh)),
            ]
        );
        let unknown = "master".parse::<Level>().unwrap_err().to_string();
        assert!(
            unknown.ends_with(
                "(expected one of: random, random+, very-low, lower, low, mid, mid-high, high)"
            ),
            "{unknown}"
        );
    }

    #[test]
    fn the_names_read_in_the_order_of_strength() {
        // Each name but Random's says where it stands beside its neighbours: a "+" above the
        // one it extends, "Very" below the word it stresses, "-er" below the word it compares
        // with, and a hyphen between the two it lies between.
        let labels: Vec<&str> = Level::ALL.iter().map(|l| l.label()).collect();
        assert_eq!(
            labels,
            ["Random", "Random+", "Very low", "Lower", "Low", "Mid", "Mid-high", "High"]
        );
        let kept = [Level::Random, Level::Low, Level::Mid, Level::High];
        assert_eq!(kept.map(Level::name), ["random", "low", "mid", "high"]);
    }

    #[test]
    fn ratings_rise_along_the_ladder_from_random_at_zero() {
        assert_eq!(rating(Level::Random), 0);
        for pair in Level::ALL.windows(2) {
            assert!(
                rating(pair[0]) < rating(pair[1]),
                "{} then {}",
                pair[0],
                pair[1]
            );
        }
    }

    #[test]
    fn the_nearest_level_is_found_at_and_between_ratings() {
        for level in Level::ALL {
            assert_eq!(nearest(f64::from(rating(level))), level);
        }
        assert_eq!(nearest(-500.0), Level::Random);
        assert_eq!(nearest(9000.0), Level::High);
        let between = f64::from(rating(Level::Low) + rating(Level::Mid)) / 2.0;
        assert_eq!(nearest(between - 1.0), Level::Low);
        assert_eq!(nearest(between + 1.0), Level::Mid);
    }

    /// How often each of three moves is chosen at `temperature` in an opening position.
    fn shares(scored: &[(Column, i32)], temperature: f64) -> Vec<usize> {
        let mut rng = Pcg64::seed_from_u64(7);
        let board = Board::new();
        let mut counts = vec![0; scored.len()];
        for _ in 0..4000 {
            let column = choose_by_value(&board, scored, temperature, &mut rng);
            counts[scored.iter().position(|&(c, _)| c == column).unwrap()] += 1;
        }
        counts
    }

    #[test]
    fn small_mistakes_are_likelier_than_blunders_and_the_best_likeliest() {
        // A win, a slower win, a loss.
        let scored = [
            (Column::new(3), 5),
            (Column::new(2), 3),
            (Column::new(0), -4),
        ];
        let counts = shares(&scored, judgement(Level::MidHigh).unwrap().temperature);
        assert!(counts[0] > counts[1], "{counts:?}");
        assert!(counts[1] > counts[2], "{counts:?}");
    }

    #[test]
    fn stronger_levels_make_fewer_mistakes() {
        let scored = [
            (Column::new(3), 1),
            (Column::new(2), 0),
            (Column::new(0), -1),
        ];
        let weighs = |level| judgement(level).unwrap();
        let lower = shares(&scored, weighs(Level::Lower).temperature)[0];
        let mid_high = shares(&scored, weighs(Level::MidHigh).temperature)[0];
        assert!(
            lower < mid_high,
            "best moves: lower {lower}, mid-high {mid_high}"
        );
        let strays = |level| {
            let mut rng = Pcg64::seed_from_u64(5);
            (0..4000)
                .filter(|_| strays(weighs(level), &mut rng))
                .count()
        };
        let (lower, mid_high) = (strays(Level::Lower), strays(Level::MidHigh));
        assert!(lower > mid_high, "{lower} {mid_high}");
    }

    #[test]
    fn a_far_decision_brings_more_mistakes_than_a_near_one() {
        let mut rng = Pcg64::seed_from_u64(3);
        let (best, worse) = (Column::new(3), Column::new(2));
        let mistakes = |scored: [(Column, i32); 2], rng: &mut Pcg64| {
            (0..4000)
                .filter(|_| choose_by_value(&Board::new(), &scored, 2.0, rng) == worse)
                .count()
        };
        // Both a win against a draw; the first win comes at once, the second at the end.
        let near = mistakes([(best, 18), (worse, 0)], &mut rng);
        let far = mistakes([(best, 1), (worse, 0)], &mut rng);
        assert!(near < far, "near {near}, far {far}");
    }

    #[test]
    fn careless_moves_take_every_column_and_the_centre_most() {
        let mut rng = Pcg64::seed_from_u64(1);
        let mut counts = [0; 7];
        for _ in 0..7000 {
            counts[careless_move(&Board::new(), &mut rng).index()] += 1;
        }
        assert!(counts.iter().all(|&n| n > 0), "{counts:?}");
        assert!(counts[3] > counts[0] && counts[3] > counts[6], "{counts:?}");
    }
}

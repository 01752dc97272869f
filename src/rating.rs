//! Glicko-2 ratings (Mark Glickman's system): a rating, how sure it is (the deviation) and how
//! erratic the player is (the volatility), updated after each rating period from the results
//! against opponents of known rating. Self-contained and general: the puzzle rating uses it
//! with one puzzle per period, and anything else that rates a player against opponents can.
//!
//! Ratings are on the familiar scale (1500 for a newcomer); the arithmetic runs on Glickman's
//! internal scale, where a rating of 1500 is 0 and 173.7178 points are 1.

use serde::{Deserialize, Serialize};
use std::f64::consts::PI;

/// Points of the familiar scale per unit of Glicko-2's internal scale.
const SCALE: f64 = 173.7178;

/// The familiar rating that is 0 on the internal scale.
const CENTRE: f64 = 1500.0;

/// The system constant τ: how far the volatility may move in one period. Glickman suggests
/// 0.3 to 1.2; smaller values keep a rating steadier after a surprising result.
const TAU: f64 = 0.5;

/// Where the search for the new volatility stops.
const TOLERANCE: f64 = 0.000_001;

/// The widest deviation a rating may have: a newcomer's, and the most that time away can add.
pub const NEWCOMER_DEVIATION: f64 = 350.0;

/// How uncertain a computer level's measured rating is, as an opponent: its matches ran to
/// hundreds of games, so it is treated as well known.
pub const LEVEL_DEVIATION: f64 = 50.0;

/// One player's (or one puzzle's) Glicko-2 rating.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    /// The rating on the familiar scale (1500 for a newcomer).
    pub rating: f64,
    /// The rating deviation: about two of these either side of the rating hold the player's
    /// true strength with 95% confidence.
    pub deviation: f64,
    /// How erratic the player's results are (0.06 for a newcomer).
    pub volatility: f64,
}

/// One result of a rating period: the opponent's rating and the score (1 a win, 0.5 a draw,
/// 0 a loss).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Game {
    /// Whom the game was against.
    pub opponent: Rating,
    /// The score: 1 a win, 0.5 a draw, 0 a loss.
    pub score: f64,
}

impl Default for Rating {
    fn default() -> Self {
        Rating::newcomer()
    }
}

impl Rating {
    /// A player with no games yet.
    pub fn newcomer() -> Rating {
        Rating {
            rating: CENTRE,
            deviation: NEWCOMER_DEVIATION,
            volatility: 0.06,
        }
    }

    /// A rating with the given value and deviation and a newcomer's volatility: how a puzzle of
    /// known difficulty is rated.
    pub fn fixed(rating: f64, deviation: f64) -> Rating {
        Rating {
            rating,
            deviation,
            volatility: 0.06,
        }
    }

    /// Whether every field is a finite number in range (a rating read from a file may not be).
    pub fn is_valid(&self) -> bool {
        self.rating.is_finite()
            && self.deviation.is_finite()
            && self.volatility.is_finite()
            && self.deviation > 0.0
            && self.deviation <= NEWCOMER_DEVIATION
            && self.volatility > 0.0
            && self.volatility < 1.0
    }

    /// The chance of scoring against `opponent` as this rating expects it (0 to 1).
    pub fn expected_score(&self, opponent: &Rating) -> f64 {
        let (mu, _) = self.internal();
        let (mu_j, phi_j) = opponent.internal();
        expectation(mu, mu_j, phi_j)
    }

    /// The rating after one rating period with these results. A period with no results only
    /// widens the deviation, as time away makes a rating less sure.
    pub fn after(&self, games: &[Game]) -> Rating {
        let (mu, phi) = self.internal();
        let sigma = self.volatility;
        if games.is_empty() {
            let widened = (phi * phi + sigma * sigma).sqrt();
            return Rating {
                deviation: (widened * SCALE).min(NEWCOMER_DEVIATION),
                ..*self
            };
        }
        // The estimated variance of the rating from the results alone, and the improvement
        // they suggest.
        let mut information = 0.0;
        let mut surprise = 0.0;
        for game in games {
            let (mu_j, phi_j) = game.opponent.internal();
            let g = weight(phi_j);
            let e = expectation(mu, mu_j, phi_j);
            information += g * g * e * (1.0 - e);
            surprise += g * (game.score - e);
        }
        let variance = 1.0 / information;
        let delta = variance * surprise;
        let sigma = new_volatility(phi, sigma, variance, delta);
        let phi_star = (phi * phi + sigma * sigma).sqrt();
        let phi = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / variance).sqrt();
        let mu = mu + phi * phi * surprise;
        Rating {
            rating: mu * SCALE + CENTRE,
            deviation: (phi * SCALE).min(NEWCOMER_DEVIATION),
            volatility: sigma,
        }
    }

    /// The rating after one game against `opponent` with this score.
    pub fn after_game(&self, opponent: Rating, score: f64) -> Rating {
        self.after(&[Game { opponent, score }])
    }

    /// A player new to the ladder of computer levels: in its middle (near Low), with a
    /// newcomer's deviation and volatility, so the first games move it far.
    pub const NEW: Rating = Rating {
        rating: 1000.0,
        deviation: NEWCOMER_DEVIATION,
        volatility: 0.06,
    };

    /// The rating after one game against a computer level rated `level_rating` (see
    /// [`LEVEL_DEVIATION`]): 1 a win, 0.5 a draw, 0 a loss.
    pub fn after_game_against_level(&self, level_rating: f64, score: f64) -> Rating {
        self.after_game(Rating::fixed(level_rating, LEVEL_DEVIATION), score)
    }

    /// (μ, φ): the rating and deviation on the internal scale.
    fn internal(&self) -> (f64, f64) {
        ((self.rating - CENTRE) / SCALE, self.deviation / SCALE)
    }
}

/// g(φ): how much a result against an opponent of deviation φ counts (less for an unsure one).
fn weight(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (PI * PI)).sqrt()
}

/// E: the expected score of μ against μⱼ of deviation φⱼ.
fn expectation(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + (-weight(phi_j) * (mu - mu_j)).exp())
}

/// σ′: the root of Glickman's volatility equation, found by the Illinois variant of regula
/// falsi as his paper prescribes (it converges where plain Newton steps can overshoot).
fn new_volatility(phi: f64, sigma: f64, variance: f64, delta: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let denominator = phi * phi + variance + ex;
        ex * (delta * delta - phi * phi - variance - ex) / (2.0 * denominator * denominator)
            - (x - a) / (TAU * TAU)
    };
    let mut low = a;
    let mut high = if delta * delta > phi * phi + variance {
        (delta * delta - phi * phi - variance).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * TAU) < 0.0 {
            k += 1.0;
        }
        a - k * TAU
    };
    let mut f_low = f(low);
    let mut f_high = f(high);
    // A bounded loop: the bracket halves at worst every other step.
    for _ in 0..200 {
        if (high - low).abs() <= TOLERANCE {
            break;
        }
        let c = low + (low - high) * f_low / (f_high - f_low);
        let f_c = f(c);
        if f_c * f_high <= 0.0 {
            low = high;
            f_low = f_high;
        } else {
            f_low /= 2.0;
        }
        high = c;
        f_high = f_c;
    }
    (low / 2.0).exp()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn glickmans_worked_example_comes_out_as_in_his_paper() {
        // The example in Glickman's "Example of the Glicko-2 system": a 1500 (RD 200) player
        // beats a 1400 (RD 30) and loses to a 1550 (RD 100) and a 1700 (RD 300).
        let player = Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let after = player.after(&[
            Game {
                opponent: Rating::fixed(1400.0, 30.0),
                score: 1.0,
            },
            Game {
                opponent: Rating::fixed(1550.0, 100.0),
                score: 0.0,
            },
            Game {
                opponent: Rating::fixed(1700.0, 300.0),
                score: 0.0,
            },
        ]);
        assert!((after.rating - 1464.06).abs() < 0.05, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.05, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    #[test]
    fn a_win_raises_a_loss_lowers_and_both_make_the_rating_surer() {
        let player = Rating::newcomer();
        let puzzle = Rating::fixed(1500.0, 80.0);
        let won = player.after_game(puzzle, 1.0);
        let lost = player.after_game(puzzle, 0.0);
        assert!(won.rating > player.rating && lost.rating < player.rating);
        assert!(won.deviation < player.deviation && lost.deviation < player.deviation);
        assert!(won.is_valid() && lost.is_valid());
    }

    #[test]
    fn time_away_widens_the_deviation_up_to_a_newcomers() {
        let sure = Rating::fixed(1800.0, 50.0);
        let later = sure.after(&[]);
        assert_eq!(later.rating, 1800.0);
        assert!(later.deviation > 50.0);
        assert!(Rating::newcomer().after(&[]).deviation <= NEWCOMER_DEVIATION);
    }

    #[test]
    fn an_equal_opponent_is_expected_to_score_half() {
        let a = Rating::fixed(1600.0, 100.0);
        assert!((a.expected_score(&a) - 0.5).abs() < 1e-12);
        assert!(a.expected_score(&Rating::fixed(1100.0, 100.0)) > 0.9);
    }
}

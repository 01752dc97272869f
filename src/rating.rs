//! The player's rating: Glicko-2 (Mark Glickman, "Example of the Glicko-2 system"), on the
//! ladder's Elo scale (Random at 0).
//!
//! Glicko-2 rather than plain Elo because a player's first games should move the rating a lot
//! and later ones less: the rating carries its own uncertainty (the deviation), which shrinks
//! as games are played, so a newcomer finds their level within a handful of games and a settled
//! rating does not swing with each result. Each finished game against the computer is one
//! rating period with one opponent, the level, whose rating is its measured one.

use std::f64::consts::PI;

/// Glicko-2's scale factor between its internal scale and the rating scale.
const SCALE: f64 = 173.7178;

/// Glicko-2's system constant: how much the volatility may change in a period. Glickman
/// suggests 0.3 to 1.2; his example uses 0.5.
const TAU: f64 = 0.5;

/// When the volatility iteration stops.
const EPSILON: f64 = 0.000_001;

/// The centre of Glicko-2's internal scale, on the rating scale. Any centre gives the same
/// updates; Glickman's 1500 keeps the worked example's figures as printed.
const CENTRE: f64 = 1500.0;

/// A rating with its uncertainty.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    /// The strength estimate, on the ladder's Elo scale.
    pub rating: f64,
    /// The rating deviation: one standard deviation of the estimate's uncertainty.
    pub deviation: f64,
    /// How erratic the player's results are.
    pub volatility: f64,
}

/// How uncertain a level's measured rating is, as an opponent: its matches ran to hundreds of
/// games, so it is treated as well known.
pub const LEVEL_DEVIATION: f64 = 50.0;

impl Rating {
    /// A player with no games yet: a rating in the middle of the ladder (near Low), and
    /// Glicko-2's starting deviation and volatility, so the first games move it far.
    pub const NEW: Rating = Rating {
        rating: 1000.0,
        deviation: 350.0,
        volatility: 0.06,
    };

    /// The rating after one rating period of games against `opponents`, each an opponent's
    /// (rating, deviation) and the score against them (1 a win, 0.5 a draw, 0 a loss).
    /// With no games only the deviation grows.
    pub fn after(self, games: &[((f64, f64), f64)]) -> Rating {
        let mu = (self.rating - CENTRE) / SCALE;
        let phi = self.deviation / SCALE;
        if games.is_empty() {
            let grown = (phi * phi + self.volatility * self.volatility).sqrt();
            return Rating {
                deviation: grown * SCALE,
                ..self
            };
        }
        let mut inverse_variance = 0.0;
        let mut improvement = 0.0;
        for &((rating, deviation), score) in games {
            let mu_j = (rating - CENTRE) / SCALE;
            let g = weight(deviation / SCALE);
            let expected = 1.0 / (1.0 + (-g * (mu - mu_j)).exp());
            inverse_variance += g * g * expected * (1.0 - expected);
            improvement += g * (score - expected);
        }
        let variance = 1.0 / inverse_variance;
        let delta = variance * improvement;
        let volatility = new_volatility(phi, self.volatility, variance, delta);
        let phi_star = (phi * phi + volatility * volatility).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / variance).sqrt();
        let mu_new = mu + phi_new * phi_new * improvement;
        Rating {
            rating: mu_new * SCALE + CENTRE,
            deviation: phi_new * SCALE,
            volatility,
        }
    }

    /// The rating after one game against an opponent rated `opponent` (a computer level) with
    /// `score` 1 (a win), 0.5 (a draw) or 0 (a loss).
    pub fn after_game(self, opponent: f64, score: f64) -> Rating {
        self.after(&[((opponent, LEVEL_DEVIATION), score)])
    }
}

/// Glicko-2's g(φ): how much a game against an opponent of uncertainty φ tells.
fn weight(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (PI * PI)).sqrt()
}

/// Glicko-2's step 5: the new volatility, by the Illinois algorithm Glickman gives.
fn new_volatility(phi: f64, sigma: f64, variance: f64, delta: f64) -> f64 {
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let d = phi * phi + variance + ex;
        ex * (delta * delta - phi * phi - variance - ex) / (2.0 * d * d) - (x - a) / (TAU * TAU)
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
    let (mut f_low, mut f_high) = (f(low), f(high));
    while (high - low).abs() > EPSILON {
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

    /// Glickman's worked example: a 1500 player (deviation 200, volatility 0.06) beats a 1400
    /// (30) and loses to a 1550 (100) and a 1700 (300); τ = 0.5.
    #[test]
    fn glickmans_worked_example() {
        let player = Rating {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let after = player.after(&[
            ((1400.0, 30.0), 1.0),
            ((1550.0, 100.0), 0.0),
            ((1700.0, 300.0), 0.0),
        ]);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    #[test]
    fn a_win_raises_a_loss_lowers_and_the_deviation_shrinks() {
        let won = Rating::NEW.after_game(1000.0, 1.0);
        let lost = Rating::NEW.after_game(1000.0, 0.0);
        let drawn = Rating::NEW.after_game(1000.0, 0.5);
        assert!(won.rating > Rating::NEW.rating && lost.rating < Rating::NEW.rating);
        assert!((drawn.rating - Rating::NEW.rating).abs() < 1.0, "{drawn:?}");
        assert!(won.deviation < Rating::NEW.deviation);
    }

    #[test]
    fn beating_a_stronger_level_gains_more_than_beating_a_weaker_one() {
        let up = Rating::NEW.after_game(1800.0, 1.0).rating;
        let down = Rating::NEW.after_game(300.0, 1.0).rating;
        assert!(up > down, "{up} {down}");
    }

    #[test]
    fn a_period_without_games_only_widens_the_deviation() {
        let idle = Rating::NEW.after(&[]);
        assert_eq!(idle.rating, Rating::NEW.rating);
        assert!(idle.deviation > Rating::NEW.deviation);
    }
}

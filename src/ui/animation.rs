//! Motion as pure functions of elapsed time, in board units (columns and rows), so the same
//! animation is right at every window size and survives a resize mid-flight.

use crate::board::{Cell, Player};
use crate::store::AnimationSpeed;

/// How fast animations run: the setting as a rate of time, so every motion keeps its shape
/// and only its length changes.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Pace(AnimationSpeed);

impl Pace {
    /// The usual pace.
    pub const NORMAL: Pace = Pace(AnimationSpeed::Normal);

    /// The pace the setting asks for.
    pub fn new(speed: AnimationSpeed) -> Pace {
        Pace(speed)
    }

    /// Whether nothing moves at all (animation off, as reduced motion asks): no fall, no shake,
    /// no flash of a win.
    pub fn is_still(self) -> bool {
        self.0 == AnimationSpeed::Off
    }

    /// How far into an animation `seconds` of real time take it, in the normal pace's seconds;
    /// with animation off, any time at all (even none) is past the end.
    fn animated(self, seconds: f64) -> f32 {
        let rate = match self.0 {
            AnimationSpeed::Slow => 0.55,
            AnimationSpeed::Normal => 1.0,
            AnimationSpeed::Fast => 2.0,
            AnimationSpeed::Off => return f32::INFINITY,
        };
        (seconds.max(0.0) * rate) as f32
    }

    /// How long an animation of `normal` seconds (at the normal pace) takes at this pace.
    #[cfg(test)]
    fn real(self, normal: f32) -> f32 {
        match self.0 {
            AnimationSpeed::Off => 0.0,
            _ => normal / self.animated(1.0),
        }
    }
}

impl Default for Pace {
    fn default() -> Pace {
        Pace::NORMAL
    }
}

/// Columns per second while the coin slides along the top to its column.
const SLIDE_SPEED: f32 = 45.0;
/// Rows per second squared while it falls; a fall through all six rows takes about 0.36 s.
const GRAVITY: f32 = 92.0;
/// How high (in rows) and how long (in seconds) the coin bounces after it lands.
const BOUNCE_HEIGHT: f32 = 0.14;
const BOUNCE_TIME: f32 = 0.15;

/// Where a coin is drawn: fractional column and row (row `rows` is the hover row above the
/// board).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CoinPosition {
    /// Column, 0-based, may be fractional.
    pub column: f32,
    /// Row, 0 = bottom, may be fractional.
    pub row: f32,
}

/// A coin on its way from the hover row into its cell: slide, fall with gravity, bounce.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct DropAnimation {
    /// Whose coin it is.
    pub player: Player,
    /// The cell it ends in (hidden on the board until it lands).
    pub cell: Cell,
    /// The column the hover coin was above when it was dropped.
    pub from_column: f32,
    /// The hover row: the board's row count.
    pub hover_row: f32,
    /// When it started, in seconds on the frame clock.
    pub started: f64,
    /// How fast it runs.
    pub pace: Pace,
}

impl DropAnimation {
    fn slide_time(&self) -> f32 {
        (f32::from(self.cell.column) - self.from_column).abs() / SLIDE_SPEED
    }

    fn fall_time(&self) -> f32 {
        let distance = (self.hover_row - f32::from(self.cell.row)).max(0.0);
        (2.0 * distance / GRAVITY).sqrt()
    }

    /// The whole animation's length in seconds at the normal pace.
    fn normal_duration(&self) -> f32 {
        self.slide_time() + self.fall_time() + BOUNCE_TIME
    }

    /// The whole animation's length in seconds, at its pace.
    #[cfg(test)]
    pub fn duration(&self) -> f32 {
        self.pace.real(self.normal_duration())
    }

    /// Whether the coin has settled at `now`.
    pub fn is_done(&self, now: f64) -> bool {
        self.pace.animated(now - self.started) >= self.normal_duration()
    }

    /// Where the coin is at `now`.
    pub fn position(&self, now: f64) -> CoinPosition {
        let t = self.pace.animated(now - self.started);
        let target_column = f32::from(self.cell.column);
        let target_row = f32::from(self.cell.row);
        let slide = self.slide_time();
        if t < slide {
            let u = t / slide;
            return CoinPosition {
                column: self.from_column + (target_column - self.from_column) * u,
                row: self.hover_row,
            };
        }
        let t = t - slide;
        let fall = self.fall_time();
        if t < fall {
            return CoinPosition {
                column: target_column,
                row: self.hover_row - 0.5 * GRAVITY * t * t,
            };
        }
        let u = ((t - fall) / BOUNCE_TIME).min(1.0);
        CoinPosition {
            column: target_column,
            row: target_row + BOUNCE_HEIGHT * (std::f32::consts::PI * u).sin(),
        }
    }
}

/// Seconds a coin takes to lift out of the board when a move is taken back.
const LIFT_TIME: f32 = 0.25;

/// A coin taken back by an undo: it rises from its cell to the hover row, shrinking away as it
/// gets there (the fall, backwards and quicker).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LiftAnimation {
    /// Whose coin it is.
    pub player: Player,
    /// The cell it leaves (already empty on the board).
    pub cell: Cell,
    /// The hover row: the board's row count.
    pub hover_row: f32,
    /// When it started, in seconds on the frame clock.
    pub started: f64,
    /// How fast it runs.
    pub pace: Pace,
}

impl LiftAnimation {
    /// The whole animation's length in seconds, at its pace.
    #[cfg(test)]
    pub fn duration(&self) -> f32 {
        self.pace.real(LIFT_TIME)
    }

    /// Whether the coin has gone at `now`.
    pub fn is_done(&self, now: f64) -> bool {
        self.pace.animated(now - self.started) >= LIFT_TIME
    }

    /// Where the coin is at `now`, and its size as a share of a coin's (1 at the start, 0 at
    /// the end).
    pub fn position(&self, now: f64) -> (CoinPosition, f32) {
        let u = (self.pace.animated(now - self.started) / LIFT_TIME).clamp(0.0, 1.0);
        // Quick off the mark, slowing as it reaches the top: the reverse of gravity.
        let rise = 1.0 - (1.0 - u) * (1.0 - u);
        let from = f32::from(self.cell.row);
        let position = CoinPosition {
            column: f32::from(self.cell.column),
            row: from + (self.hover_row - from) * rise,
        };
        let scale = if u < 0.6 { 1.0 } else { (1.0 - u) / 0.4 };
        (position, scale)
    }
}

/// How long the celebration of a win lasts, in seconds from the landing of the winning coin.
pub const WIN_TIME: f64 = 1.4;

/// How long the hover coin shakes "no", in seconds.
pub const SHAKE_TIME: f64 = 0.4;

/// How large the `index`th coin of a winning line (in order along it) is drawn `elapsed`
/// seconds after the winning coin landed: each pops up and back in turn, then all rest at their
/// size.
pub fn win_pop(elapsed: f64, index: usize) -> f32 {
    const POP: f64 = 0.32;
    const STAGGER: f64 = 0.09;
    let t = elapsed - index as f64 * STAGGER;
    if !(0.0..POP).contains(&t) {
        return 1.0;
    }
    1.0 + 0.2 * (t / POP * std::f64::consts::PI).sin() as f32
}

/// How strongly the winning line glows `elapsed` seconds after the winning coin landed: it
/// rises to a flash, and settles to a steady glow (0 to 1).
pub fn win_glow(elapsed: f64) -> f32 {
    if elapsed >= WIN_TIME {
        return 0.75;
    }
    let t = (elapsed / WIN_TIME).max(0.0) as f32;
    // Up to full within the first quarter, then down to the steady glow.
    if t < 0.25 {
        t / 0.25
    } else {
        1.0 - 0.25 * (t - 0.25) / 0.75
    }
}

/// How far (in cells) the hover coin is pushed sideways at `elapsed` seconds into a "no"
/// shake; zero once it is over.
pub fn shake_offset(elapsed: f64) -> f32 {
    if !(0.0..SHAKE_TIME).contains(&elapsed) {
        return 0.0;
    }
    let fade = 1.0 - elapsed / SHAKE_TIME;
    (0.18 * fade * (elapsed * std::f64::consts::TAU * 7.0).sin()) as f32
}

#[cfg(test)]
mod tests {
    use super::*;

    fn drop(from_column: f32, column: u8, row: u8) -> DropAnimation {
        DropAnimation {
            player: Player::Red,
            cell: Cell { column, row },
            from_column,
            hover_row: 6.0,
            started: 10.0,
            pace: Pace::NORMAL,
        }
    }

    #[test]
    fn every_drop_takes_about_a_third_to_two_thirds_of_a_second() {
        for from in 0..7 {
            for column in 0..7u8 {
                for row in 0..6u8 {
                    let d = drop(from as f32, column, row).duration();
                    assert!((0.28..=0.66).contains(&d), "{from}->{column},{row}: {d}");
                }
            }
        }
    }

    #[test]
    fn the_coin_slides_then_falls_then_settles_in_its_cell() {
        let a = drop(0.0, 6, 0);
        let start = a.position(10.0);
        assert_eq!(start.column, 0.0);
        assert_eq!(start.row, 6.0);
        // Part way along the slide it is still on the hover row.
        let sliding = a.position(10.0 + a.slide_time() as f64 / 2.0);
        assert!(sliding.column > 0.0 && sliding.column < 6.0 && sliding.row == 6.0);
        // Falling: in its column, between the hover row and the bottom, and speeding up.
        let t1 = 10.0 + (a.slide_time() + a.fall_time() * 0.3) as f64;
        let t2 = 10.0 + (a.slide_time() + a.fall_time() * 0.6) as f64;
        let t3 = 10.0 + (a.slide_time() + a.fall_time() * 0.9) as f64;
        let (p1, p2, p3) = (a.position(t1), a.position(t2), a.position(t3));
        assert_eq!(p1.column, 6.0);
        assert!(p1.row > p2.row && p2.row > p3.row && p3.row > 0.0);
        assert!(p2.row - p3.row > p1.row - p2.row, "gravity accelerates");
        // It bounces a little above its cell, never below it, then rests.
        let bounce = a.position(10.0 + (a.duration() - BOUNCE_TIME / 2.0) as f64);
        assert!(bounce.row > 0.0 && bounce.row <= BOUNCE_HEIGHT + 1e-4);
        let end = a.position(10.0 + a.duration() as f64 + 0.01);
        assert!(end.row.abs() < 1e-4 && end.column == 6.0);
        assert!(a.is_done(10.0 + a.duration() as f64));
        assert!(!a.is_done(10.1));
    }

    #[test]
    fn a_lifted_coin_rises_from_its_cell_to_the_hover_row_and_vanishes() {
        let lift = LiftAnimation {
            player: Player::Yellow,
            cell: Cell { column: 2, row: 1 },
            hover_row: 6.0,
            started: 5.0,
            pace: Pace::NORMAL,
        };
        let (start, full) = lift.position(5.0);
        assert_eq!((start.column, start.row, full), (2.0, 1.0, 1.0));
        let rows: Vec<f32> = (1..=10)
            .map(|i| lift.position(5.0 + 0.025 * i as f64).0.row)
            .collect();
        assert!(rows.windows(2).all(|w| w[1] >= w[0]), "{rows:?}");
        let (end, gone) = lift.position(5.0 + lift.duration() as f64);
        assert!((end.row - 6.0).abs() < 1e-4 && gone == 0.0);
        assert!(!lift.is_done(5.1) && lift.is_done(5.0 + lift.duration() as f64));
    }

    #[test]
    fn a_shake_moves_then_stops() {
        assert_eq!(shake_offset(0.0), 0.0);
        assert!(shake_offset(0.03).abs() > 0.05);
        assert_eq!(shake_offset(0.5), 0.0);
        assert_eq!(shake_offset(-1.0), 0.0);
    }

    #[test]
    fn the_pace_scales_every_animation_and_off_ends_it_at_once() {
        let normal = drop(0.0, 6, 0);
        let at = |speed| DropAnimation {
            pace: Pace::new(speed),
            ..normal
        };
        let (slow, fast, off) = (
            at(AnimationSpeed::Slow),
            at(AnimationSpeed::Fast),
            at(AnimationSpeed::Off),
        );
        assert!(slow.duration() > normal.duration() * 1.5);
        assert!((fast.duration() - normal.duration() / 2.0).abs() < 1e-4);
        // A quarter of a normal drop's time into a fast one, the coin is where a normal one
        // is halfway.
        let half = normal.position(10.0 + normal.duration() as f64 / 2.0);
        let fast_at = fast.position(10.0 + normal.duration() as f64 / 4.0);
        assert!(
            (fast_at.row - half.row).abs() < 1e-3,
            "{fast_at:?} {half:?}"
        );
        assert!(!fast.is_done(10.0 + fast.duration() as f64 * 0.9));
        assert!(fast.is_done(10.0 + fast.duration() as f64));
        // Off: done the moment it starts, and drawn in its cell.
        assert_eq!(off.duration(), 0.0);
        assert!(off.is_done(10.0));
        let landed = off.position(10.0);
        assert!(landed.row.abs() < 1e-4 && landed.column == 6.0);
        let lift = LiftAnimation {
            player: Player::Red,
            cell: Cell { column: 0, row: 0 },
            hover_row: 6.0,
            started: 1.0,
            pace: Pace::new(AnimationSpeed::Off),
        };
        assert!(lift.is_done(1.0));
        assert_eq!(lift.position(1.0).1, 0.0);
    }

    #[test]
    fn a_win_pops_each_coin_in_turn_then_settles() {
        assert_eq!(win_pop(0.0, 0), 1.0);
        assert!(win_pop(0.16, 0) > 1.15, "the first coin pops first");
        assert_eq!(win_pop(0.16, 3), 1.0, "the fourth waits its turn");
        assert!(win_pop(0.16 + 3.0 * 0.09, 3) > 1.15);
        for index in 0..4 {
            assert_eq!(win_pop(WIN_TIME, index), 1.0, "all rest at the end");
        }
        assert!(win_glow(0.0) < 0.01 && win_glow(WIN_TIME * 0.25) > 0.99);
        assert_eq!(win_glow(WIN_TIME + 5.0), 0.75);
    }
}

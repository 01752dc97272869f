//! The time the engine and the window read: the system's monotonic clock natively, and in the
//! browser the page's clock, because `std::time::Instant` and `SystemTime` panic on
//! `wasm32-unknown-unknown`.
//!
//! [`Instant`] has the same methods as the standard one that Plot 4 uses, so code written against
//! `std::time::Instant` reads the same here.

#[cfg(not(target_arch = "wasm32"))]
pub use std::time::Instant;

#[cfg(target_arch = "wasm32")]
pub use page::Instant;

/// The current moment as a calendar timestamp (for the history's dates and set-aside files).
#[cfg(not(target_arch = "wasm32"))]
pub fn timestamp_now() -> jiff::Timestamp {
    jiff::Timestamp::now()
}

/// The current moment as a calendar timestamp, from the page's clock.
#[cfg(target_arch = "wasm32")]
pub fn timestamp_now() -> jiff::Timestamp {
    let millis = (page::seconds_since_epoch() * 1000.0) as i64;
    jiff::Timestamp::from_millisecond(millis).unwrap_or(jiff::Timestamp::UNIX_EPOCH)
}

#[cfg(target_arch = "wasm32")]
mod page {
    pub use crate::page::seconds_since_epoch;
    use std::cmp::Ordering;
    use std::ops::{Add, Sub};
    use std::time::Duration;

    /// A moment by the page's clock, in seconds. The clock follows the system's, so it may step;
    /// a moment before an earlier one reads as no time passed.
    #[derive(Debug, Clone, Copy, PartialEq)]
    pub struct Instant(f64);

    impl Instant {
        /// Now.
        pub fn now() -> Instant {
            Instant(seconds_since_epoch())
        }

        /// The time since this moment.
        pub fn elapsed(&self) -> Duration {
            Instant::now() - *self
        }

        /// The time from `earlier` to this moment (none if `earlier` is later).
        pub fn duration_since(&self, earlier: Instant) -> Duration {
            *self - earlier
        }
    }

    impl Eq for Instant {}

    impl PartialOrd for Instant {
        fn partial_cmp(&self, other: &Instant) -> Option<Ordering> {
            Some(self.cmp(other))
        }
    }

    impl Ord for Instant {
        fn cmp(&self, other: &Instant) -> Ordering {
            self.0.total_cmp(&other.0)
        }
    }

    impl Add<Duration> for Instant {
        type Output = Instant;
        fn add(self, span: Duration) -> Instant {
            Instant(self.0 + span.as_secs_f64())
        }
    }

    impl Sub<Instant> for Instant {
        type Output = Duration;
        fn sub(self, earlier: Instant) -> Duration {
            Duration::try_from_secs_f64(self.0 - earlier.0).unwrap_or(Duration::ZERO)
        }
    }
}

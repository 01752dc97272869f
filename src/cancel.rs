//! Stopping a search: one token per request, cancelled from outside or out of time.
//!
//! A [`CancelToken`] is a stop flag that only ever goes from "run" to "stop", plus an optional
//! deadline. Searches look at it at their periodic node check; nothing lowers the flag and no
//! thread watches the clock. A budget inside a request (High's time, its short look for tied
//! moves) is a child token: the same flag, an earlier deadline.
//!
//! In the browser the engine works in slices (`ai::page_worker`): in a Web Worker of its own,
//! which hears cancels between slices, or on the page's own thread, a slice of each frame.
//! There a token also has a pause: the end of the slice. A search that reaches it stops with
//! [`Stopped::Paused`], which no level takes for running out of time, and is asked again in
//! the next slice; what it proved stays in the solver's table, so the work adds up. Budgets
//! then count from when the request first ran, not from each slice.

use crate::clock::Instant;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;
use thiserror::Error;

/// Why a search stopped before it finished.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum Stopped {
    /// Someone holding the token (or a parent of it) cancelled it.
    #[error("the search was cancelled")]
    Cancelled,
    /// The token's deadline passed.
    #[error("the search ran out of time")]
    OutOfTime,
    /// The slice of a frame the search had in the browser is over: it goes on next frame.
    #[error("the search paused for the next frame")]
    Paused,
}

/// A request's permission to keep searching. Clones share the stop flag.
#[derive(Debug, Clone, Default)]
pub struct CancelToken {
    flag: Arc<AtomicBool>,
    deadline: Option<Instant>,
    /// When this slice of work ends (in the browser only).
    pause_at: Option<Instant>,
    /// Where budgets count from, if not from the moment they are set.
    origin: Option<Instant>,
}

impl CancelToken {
    /// A token that runs until cancelled, with no deadline.
    pub fn new() -> CancelToken {
        CancelToken::default()
    }

    /// Stops every search holding this token or a child of it. There is no way back.
    pub fn cancel(&self) {
        self.flag.store(true, Ordering::Relaxed);
    }

    /// A child sharing the stop flag whose deadline is the earlier of `deadline` and this
    /// token's own.
    pub fn with_deadline(&self, deadline: Instant) -> CancelToken {
        CancelToken {
            deadline: Some(self.deadline.map_or(deadline, |own| own.min(deadline))),
            ..self.clone()
        }
    }

    /// A child that runs out `budget` from now (or at this token's deadline, if sooner); with
    /// an origin ([`CancelToken::counting_from`]), `budget` from the origin.
    pub fn with_budget(&self, budget: Duration) -> CancelToken {
        self.with_deadline(self.origin.unwrap_or_else(Instant::now) + budget)
    }

    /// A child whose budgets count from `origin`: a request worked on in slices keeps the
    /// budget it had when it first ran.
    pub fn counting_from(&self, origin: Instant) -> CancelToken {
        CancelToken {
            origin: Some(origin),
            ..self.clone()
        }
    }

    /// A child that pauses at `moment` ([`Stopped::Paused`]), unless stopped sooner.
    pub fn pausing_at(&self, moment: Instant) -> CancelToken {
        CancelToken {
            pause_at: Some(moment),
            ..self.clone()
        }
    }

    /// The instant this token runs out, if it has a deadline.
    pub fn deadline(&self) -> Option<Instant> {
        self.deadline
    }

    /// True once the token was cancelled (a deadline does not count).
    pub fn is_cancelled(&self) -> bool {
        self.flag.load(Ordering::Relaxed)
    }

    /// True once the deadline has passed.
    pub fn is_out_of_time(&self) -> bool {
        self.deadline.is_some_and(|d| Instant::now() >= d)
    }

    /// `Err` with the reason once the search should stop: a cancel wins over the deadline,
    /// and the deadline over a pause, so a request out of time ends rather than waits.
    pub fn check(&self) -> Result<(), Stopped> {
        if self.is_cancelled() {
            Err(Stopped::Cancelled)
        } else if self.is_out_of_time() {
            Err(Stopped::OutOfTime)
        } else if self.pause_at.is_some_and(|p| Instant::now() >= p) {
            Err(Stopped::Paused)
        } else {
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cancel_reaches_every_clone_and_child() {
        let token = CancelToken::new();
        let child = token.with_budget(Duration::from_secs(3600));
        assert_eq!(child.check(), Ok(()));
        token.cancel();
        assert_eq!(child.check(), Err(Stopped::Cancelled));
        assert_eq!(token.clone().check(), Err(Stopped::Cancelled));
    }

    #[test]
    fn a_child_deadline_stops_the_child_only() {
        let token = CancelToken::new();
        let child = token.with_deadline(Instant::now());
        assert_eq!(child.check(), Err(Stopped::OutOfTime));
        assert_eq!(token.check(), Ok(()));
    }

    #[test]
    fn a_child_keeps_the_earlier_deadline() {
        let soon = Instant::now() + Duration::from_secs(1);
        let later = soon + Duration::from_secs(60);
        let parent = CancelToken::new().with_deadline(soon);
        assert_eq!(parent.with_deadline(later).deadline(), Some(soon));
        let sooner = soon - Duration::from_millis(500);
        assert_eq!(parent.with_deadline(sooner).deadline(), Some(sooner));
    }

    #[test]
    fn a_pause_stops_a_search_that_is_neither_cancelled_nor_out_of_time() {
        let token = CancelToken::new();
        let paused = token.pausing_at(Instant::now());
        assert_eq!(paused.check(), Err(Stopped::Paused));
        assert_eq!(token.check(), Ok(()));
        // A child made for a budget inside the request pauses with it.
        let inner = paused.with_budget(Duration::from_secs(3600));
        assert_eq!(inner.check(), Err(Stopped::Paused));
        let late = paused.with_deadline(Instant::now());
        assert_eq!(late.check(), Err(Stopped::OutOfTime));
        paused.cancel();
        assert_eq!(late.check(), Err(Stopped::Cancelled));
    }

    #[test]
    fn budgets_count_from_the_origin_when_there_is_one() {
        let origin = Instant::now();
        let token = CancelToken::new().counting_from(origin);
        let budget = Duration::from_secs(3);
        assert_eq!(token.with_budget(budget).deadline(), Some(origin + budget));
        // A child keeps the origin, so a budget set deeper in the search counts from it too.
        let child = token.pausing_at(origin + budget);
        assert_eq!(child.with_budget(budget).deadline(), Some(origin + budget));
        let plain = CancelToken::new().with_budget(budget).deadline().unwrap();
        assert!(plain >= origin + budget);
    }

    #[test]
    fn a_cancel_wins_over_a_passed_deadline() {
        let token = CancelToken::new().with_deadline(Instant::now());
        token.cancel();
        assert_eq!(token.check(), Err(Stopped::Cancelled));
    }
}

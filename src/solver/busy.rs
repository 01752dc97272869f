//! The positions a solve's threads are searching at this moment, so that they split the work
//! near the root instead of all searching the same subtree (in the manner of ABDADA): a thread
//! that finds a move already being searched by another tries its other moves first, and comes
//! back to it when the table has most likely been given its score.

use std::sync::atomic::{AtomicU64, Ordering};

/// Slots in the set: far more than the positions near the root that threads search at once,
/// so that two rarely share one.
const SLOTS: usize = 1 << 14;

/// A small set of position keys, shared by the threads of one solve. Each slot holds one key or
/// 0; a key whose slot is taken is simply not marked (its move is then searched at once, as it
/// would be with one thread), so the set never blocks and never needs a lock.
pub struct BusyPositions {
    slots: Vec<AtomicU64>,
}

impl Default for BusyPositions {
    fn default() -> Self {
        BusyPositions {
            slots: (0..SLOTS).map(|_| AtomicU64::new(0)).collect(),
        }
    }
}

impl BusyPositions {
    #[inline(always)]
    fn slot(&self, key: u64) -> &AtomicU64 {
        // Multiplicative hashing: keys of nearby positions differ in few bits.
        let hash = key.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> (64 - SLOTS.trailing_zeros());
        &self.slots[hash as usize]
    }

    /// True if a thread is searching the position `key` now. Keys are never 0: every position
    /// the search marks has a coin.
    #[inline(always)]
    pub fn is_busy(&self, key: u64) -> bool {
        self.slot(key).load(Ordering::Relaxed) == key
    }

    /// Marks the position `key` as being searched; false if it could not be (its slot is
    /// taken), in which case it must not be left either.
    #[inline(always)]
    pub fn enter(&self, key: u64) -> bool {
        self.slot(key)
            .compare_exchange(0, key, Ordering::Relaxed, Ordering::Relaxed)
            .is_ok()
    }

    /// Unmarks the position `key`, which [`BusyPositions::enter`] marked.
    #[inline(always)]
    pub fn leave(&self, key: u64) {
        let _ = self
            .slot(key)
            .compare_exchange(key, 0, Ordering::Relaxed, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_position_is_busy_from_enter_to_leave() {
        let busy = BusyPositions::default();
        let key = 0x1234_5678;
        assert!(!busy.is_busy(key));
        assert!(busy.enter(key));
        assert!(busy.is_busy(key));
        // A second thread reaching it finds it taken.
        assert!(!busy.enter(key));
        busy.leave(key);
        assert!(!busy.is_busy(key));
        assert!(busy.enter(key));
    }

    #[test]
    fn a_taken_slot_leaves_the_other_key_unmarked_and_untouched() {
        let busy = BusyPositions::default();
        let key = 0x1234_5678;
        // Another key that hashes to the same slot.
        let other = (1..u64::MAX)
            .map(|k| key + k)
            .find(|&k| std::ptr::eq(busy.slot(k), busy.slot(key)))
            .unwrap();
        assert!(busy.enter(key));
        assert!(!busy.enter(other));
        assert!(!busy.is_busy(other));
        busy.leave(other);
        assert!(busy.is_busy(key));
    }
}

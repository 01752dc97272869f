//! The transposition table: proven bounds on the score of positions already searched.
//!
//! One `u64` per slot. A slot holds the low 48 bits of the key and the lower and upper bounds,
//! each a byte offset to stay non-zero so that 0 means empty. The slot index is the key modulo a
//! prime larger than 2^16; by the Chinese remainder theorem the index and the stored 48 bits
//! together identify any 64-bit key, so a hit is never a false match.

/// Score bounds proven for a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bounds {
    /// The score is at least this.
    pub lower: i32,
    /// The score is at most this.
    pub upper: i32,
}

impl Bounds {
    /// A bound so wide it says nothing: beyond any score on a board of 64 cells.
    pub const NONE: i32 = 64;
}

const KEY_BITS: u32 = 48;
const OFFSET: i32 = 128;

/// A fixed-size table of score bounds, indexed by position key.
#[derive(Debug, Clone)]
pub struct TranspositionTable {
    slots: Vec<u64>,
}

impl TranspositionTable {
    /// A table of `bytes` or just under (one prime-numbered run of 8-byte slots).
    pub fn with_bytes(bytes: usize) -> TranspositionTable {
        let wanted = (bytes / 8).max(1 << 17);
        let size = largest_prime_at_most(wanted as u64) as usize;
        TranspositionTable {
            slots: vec![0; size],
        }
    }

    /// The default 64 MiB table.
    pub fn standard() -> TranspositionTable {
        TranspositionTable::with_bytes(64 << 20)
    }

    /// Memory held by the slots.
    pub fn bytes(&self) -> usize {
        self.slots.len() * 8
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        self.slots.fill(0);
    }

    #[inline]
    fn index(&self, key: u64) -> usize {
        (key % self.slots.len() as u64) as usize
    }

    /// The bounds stored for `key`, if any.
    #[inline]
    pub fn get(&self, key: u64) -> Option<Bounds> {
        let slot = self.slots[self.index(key)];
        if slot != 0 && slot >> 16 == key & ((1 << KEY_BITS) - 1) {
            Some(Bounds {
                lower: ((slot >> 8) & 0xff) as i32 - OFFSET,
                upper: (slot & 0xff) as i32 - OFFSET,
            })
        } else {
            None
        }
    }

    /// Records bounds for `key`, tightening what is already known of it.
    #[inline]
    pub fn put(&mut self, key: u64, bounds: Bounds) {
        let merged = match self.get(key) {
            Some(old) => Bounds {
                lower: old.lower.max(bounds.lower),
                upper: old.upper.min(bounds.upper),
            },
            None => bounds,
        };
        let index = self.index(key);
        self.slots[index] = (key & ((1 << KEY_BITS) - 1)) << 16
            | ((merged.lower + OFFSET) as u64) << 8
            | (merged.upper + OFFSET) as u64;
    }
}

fn largest_prime_at_most(n: u64) -> u64 {
    let is_prime = |p: u64| p >= 2 && (2..).take_while(|d| d * d <= p).all(|d| p % d != 0);
    (2..=n).rev().find(|&p| is_prime(p)).unwrap_or(2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_bounds_come_back_and_tighten() {
        let mut table = TranspositionTable::with_bytes(1 << 20);
        let key = 0x1234_5678_9abc;
        assert_eq!(table.get(key), None);
        table.put(
            key,
            Bounds {
                lower: -3,
                upper: 5,
            },
        );
        table.put(
            key,
            Bounds {
                lower: -10,
                upper: 2,
            },
        );
        assert_eq!(
            table.get(key),
            Some(Bounds {
                lower: -3,
                upper: 2
            })
        );
    }

    #[test]
    fn a_colliding_key_is_not_a_hit() {
        let mut table = TranspositionTable::with_bytes(1 << 20);
        let size = table.slots.len() as u64;
        table.put(7, Bounds { lower: 1, upper: 1 });
        assert_eq!(table.get(7 + size), None);
        assert!(table.get(7).is_some());
    }

    #[test]
    fn the_empty_key_is_storable() {
        let mut table = TranspositionTable::with_bytes(1 << 20);
        assert_eq!(table.get(0), None);
        table.put(0, Bounds { lower: 0, upper: 0 });
        assert_eq!(table.get(0), Some(Bounds { lower: 0, upper: 0 }));
    }
}

//! The transposition table: proven bounds on the score of positions already searched.
//!
//! Slots come in pairs (buckets). Each slot is one `u64`: the key's low 40 bits, the work its
//! proof took (the bit length of its node count, 6 bits), the best move found (4 bits), and the
//! lower and upper bounds (7 bits each, offset to stay non-zero so that 0 means empty). The
//! bucket is chosen by the key modulo a prime; by the Chinese remainder theorem the bucket and
//! the stored 40 bits together identify every key below `2^40 × buckets`, so a hit is never a
//! false match. Keys too wide for that (boards of more than 62 bits) are not stored.
//!
//! Boards beyond 64 bits have keys beyond 64 bits: their table is laid out wide, each slot
//! followed by a check word that holds the key's bits 40 to 103, xor the slot (so that a slot
//! and a check word written by different threads do not match). The same bytes then hold half
//! as many slots, and every key below `2^104 × buckets` is told apart.
//!
//! Positions near the end of the game have a region for each search thread (a lane): they are
//! the most numerous and the cheapest to prove again, and when two threads wrote the same small
//! region their cores spent their time passing its cache lines back and forth. The positions
//! further from the end, whose proofs are worth sharing, are in one region all threads use.
//!
//! Of the two slots, the first keeps the position whose proof took the most nodes (the most work
//! to redo), the second always takes the newest, so deep searches keep their expensive results
//! while recent ones still find their neighbours.

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
    pub const NONE: i32 = 63;
}

/// What the table knows of a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entry {
    /// Proven bounds on the score.
    pub bounds: Bounds,
    /// The column that refuted or best answered it last time, if it fits the 4 bits kept.
    pub best: Option<usize>,
}

use crate::board::Bitboard;
use std::sync::atomic::{AtomicU64, Ordering};

const KEY_BITS: u32 = 40;
const KEY_MASK: u64 = (1 << KEY_BITS) - 1;
const KEY_SHIFT: u32 = 24;
const WORK_SHIFT: u32 = 18;
const BEST_SHIFT: u32 = 14;
const NO_BEST: u64 = 0xf;
const OFFSET: i32 = 64;

/// A fixed-size table of score bounds, indexed by position key. Threads may share one: every
/// slot is read and written whole, and carries its own key check, so a slot another thread
/// overwrote in between is simply a miss.
///
/// Positions near the end of the game (few empty cells) are by far the most numerous and each
/// saves little work; they get small regions of their own, one a thread ([`Lane`]), that stay
/// in the processor's caches and address translation buffers. The rest share a large region
/// where a result lives long.
#[derive(Debug)]
pub struct TranspositionTable {
    /// The near regions, one a lane; never empty.
    near: Vec<Region>,
    far: Region,
    /// The bytes asked for, to lay the table out again in the same room.
    requested: usize,
}

/// The table as one search thread uses it: its own near region and the shared far one
/// ([`TranspositionTable::lane`]).
#[derive(Debug, Clone, Copy)]
pub struct Lane<'a> {
    near: &'a Region,
    far: &'a Region,
}

/// Where a key's bucket lies, found by [`Lane::prefetch`].
#[derive(Debug, Clone, Copy, Default)]
pub struct Bucket(u32);

/// One hash table of slot pairs.
#[derive(Debug)]
struct Region {
    /// The slots, each followed by its check word when the region is wide.
    words: Vec<AtomicU64>,
    /// Number of buckets (a prime); the slots are twice as many.
    buckets: u64,
    /// Keys at or above this cannot be told apart and are not stored.
    key_limit: u128,
    /// True if laid out for keys beyond 64 bits (a check word after each slot).
    wide: bool,
    /// `2^64` modulo the bucket count, to reduce a wide key cheaply.
    wrap: u64,
    /// `(2^64 − 1) / buckets`, to find a wide key's bucket without division ([`Region::reduce`]).
    reciprocal: u64,
}

/// Positions with at most this many empty cells are stored in the near region of the thread
/// that proved them.
const NEAR_LEFT: i32 = 22;

/// A near region's size: small enough that its pages stay mapped in the address translation
/// buffers; one region of the whole table searched early positions markedly slower (BENCHMARKS.md,
/// "The figures behind the solver's constants"). Each thread has one, so that two threads do
/// not pass its cache lines back and forth.
const NEAR_BYTES: usize = 4 << 20;

impl TranspositionTable {
    /// A table of `bytes` or just under, for keys of up to 64 bits, with one lane.
    pub fn with_bytes(bytes: usize) -> TranspositionTable {
        Self::laid_out(bytes, false, 1)
    }

    /// The near regions take a quarter of the bytes at most; the far region the rest.
    fn laid_out(bytes: usize, wide: bool, lanes: usize) -> TranspositionTable {
        let lanes = Self::lanes_that_fit(bytes, wide, lanes);
        let near = (bytes / 4 / lanes).min(NEAR_BYTES);
        TranspositionTable {
            near: (0..lanes).map(|_| Region::with_bytes(near, wide)).collect(),
            far: Region::with_bytes(bytes - lanes * near, wide),
            requested: bytes,
        }
    }

    /// Lays the table out again in the same bytes, unless it is laid out so already: for keys
    /// beyond 64 bits (`wide`) or not, with `lanes` near regions. Laying out forgets
    /// everything; true if it was done (the table is then empty).
    fn lay_out_again(&mut self, wide: bool, lanes: usize) -> bool {
        let bytes = self.requested;
        let again =
            self.is_wide() != wide || self.lanes() != Self::lanes_that_fit(bytes, wide, lanes);
        if again {
            // The old slots go first, so that the memory held never doubles.
            self.near = Vec::new();
            self.far.words = Vec::new();
            *self = Self::laid_out(bytes, wide, lanes);
        }
        again
    }

    /// As many of `lanes` as have a near region of the smallest size within a quarter of
    /// `bytes` (at least one): the threads beyond them share lanes, so that the table keeps
    /// its bytes however many threads search.
    fn lanes_that_fit(bytes: usize, wide: bool, lanes: usize) -> usize {
        let smallest = Region::MIN_BUCKETS * 2 * Region::slot_bytes(wide);
        lanes.min(bytes / 4 / smallest).max(1)
    }

    /// True if laid out for keys beyond 64 bits.
    pub fn is_wide(&self) -> bool {
        self.far.wide
    }

    /// Lays the table out for keys beyond 64 bits (`wide`) or not, in the same bytes. A table
    /// laid out again forgets everything; one already laid out so is left as it is. True if
    /// it was laid out again (and so is empty).
    pub fn set_wide(&mut self, wide: bool) -> bool {
        self.lay_out_again(wide, self.lanes())
    }

    /// How many threads have a near region of their own.
    pub fn lanes(&self) -> usize {
        self.near.len()
    }

    /// Gives each of `lanes` threads a near region of its own (at least one), in the same
    /// bytes: the far region gives up the room. A table laid out again forgets everything.
    pub fn set_lanes(&mut self, lanes: usize) {
        self.lay_out_again(self.is_wide(), lanes.max(1));
    }

    /// The table as thread `index` uses it (counted modulo the lanes).
    pub fn lane(&self, index: usize) -> Lane<'_> {
        Lane {
            near: &self.near[index % self.near.len()],
            far: &self.far,
        }
    }

    /// The default 64 MiB table.
    pub fn standard() -> TranspositionTable {
        TranspositionTable::with_bytes(64 << 20)
    }

    /// Memory held by the slots.
    pub fn bytes(&self) -> usize {
        self.near.iter().map(Region::bytes).sum::<usize>() + self.far.bytes()
    }

    /// Forgets everything.
    pub fn clear(&mut self) {
        for region in &mut self.near {
            region.clear();
        }
        self.far.clear();
    }

    /// What is stored for `key`, a position with `left` empty cells, if anything: near the end,
    /// of what the lanes hold, the entry with the highest lower bound (every one is proven).
    /// A key beyond 64 bits needs a wide table ([`TranspositionTable::set_wide`]).
    pub fn get<K: Bitboard>(&self, key: K, left: i32) -> Option<Entry> {
        if left <= NEAR_LEFT {
            self.near
                .iter()
                .filter_map(|region| region.get(key))
                .max_by_key(|entry| entry.bounds.lower)
        } else {
            self.far.get(key)
        }
    }
}

impl Lane<'_> {
    #[inline(always)]
    fn region(&self, left: i32) -> &Region {
        if left <= NEAR_LEFT {
            self.near
        } else {
            self.far
        }
    }

    /// What is stored for `key`, a position with `left` empty cells, if anything, as this lane
    /// sees it. The search reads through [`Lane::get_in`] and the solver through
    /// [`TranspositionTable::get`]; only the tests look at one lane alone.
    #[cfg(test)]
    pub fn get<K: Bitboard>(&self, key: K, left: i32) -> Option<Entry> {
        self.region(left).get(key)
    }

    /// Finds `key`'s bucket (a position with `left` empty cells) and asks the processor to
    /// start loading it, so that several lookups wait on memory at once rather than in turn.
    /// [`Lane::get_in`] reads it later.
    #[inline(always)]
    pub fn prefetch<K: Bitboard>(&self, key: K, left: i32) -> Bucket {
        let region = self.region(left);
        let bucket = region.bucket(key);
        region.prefetch::<K>(bucket);
        Bucket((bucket / 2) as u32)
    }

    /// What is stored for `key` (with `left` empty cells) in the bucket [`Lane::prefetch`]
    /// found for it.
    #[inline(always)]
    pub fn get_in<K: Bitboard>(&self, key: K, left: i32, bucket: Bucket) -> Option<Entry> {
        self.region(left).get_at(key, 2 * bucket.0 as usize)
    }

    /// Records bounds and the best column for the position `key` with `left` empty cells,
    /// tightening what is already known of it; `nodes` is what proving them cost, which decides
    /// what a full bucket keeps.
    #[inline]
    pub fn put<K: Bitboard>(
        &self,
        key: K,
        left: i32,
        bounds: Bounds,
        best: Option<usize>,
        nodes: u64,
    ) {
        self.region(left).put(key, work(nodes), bounds, best)
    }
}

impl Region {
    /// The fewest buckets a region has, however few bytes it is given.
    const MIN_BUCKETS: usize = 1 << 16;

    /// The bytes of one slot, with its check word in a wide region.
    fn slot_bytes(wide: bool) -> usize {
        if wide {
            16
        } else {
            8
        }
    }

    fn with_bytes(bytes: usize, wide: bool) -> Region {
        let slot_bytes = Self::slot_bytes(wide);
        // Below 2^32 buckets, a wide key reduces with 64-bit arithmetic.
        let wanted = (bytes / (2 * slot_bytes)).clamp(Self::MIN_BUCKETS, u32::MAX as usize);
        let buckets = largest_prime_at_most(wanted as u64);
        let words = 2 * buckets as usize * if wide { 2 } else { 1 };
        let told_apart = if wide { 1u128 << 104 } else { 1 << KEY_BITS };
        Region {
            words: zeroed_words(words),
            buckets,
            key_limit: (buckets as u128).saturating_mul(told_apart),
            wide,
            wrap: ((1u128 << 64) % buckets as u128) as u64,
            reciprocal: u64::MAX / buckets,
        }
    }

    fn bytes(&self) -> usize {
        self.words.len() * 8
    }

    fn clear(&mut self) {
        for word in &mut self.words {
            *word.get_mut() = 0;
        }
    }

    /// The word index of slot `index`.
    #[inline(always)]
    fn at<K: Bitboard>(index: usize) -> usize {
        if K::BITS > 64 {
            2 * index
        } else {
            index
        }
    }

    #[inline(always)]
    fn load<K: Bitboard>(&self, index: usize) -> u64 {
        self.words[Self::at::<K>(index)].load(Ordering::Relaxed)
    }

    /// The check word of slot `index` in a wide region.
    #[inline(always)]
    fn load_check(&self, index: usize) -> u64 {
        self.words[2 * index + 1].load(Ordering::Relaxed)
    }

    /// Writes slot `index` and, in a wide region, its check word for `high` (the key's bits 40
    /// to 103).
    #[inline(always)]
    fn store<K: Bitboard>(&self, index: usize, slot: u64, high: u64) {
        self.words[Self::at::<K>(index)].store(slot, Ordering::Relaxed);
        if K::BITS > 64 {
            self.words[2 * index + 1].store(slot ^ high, Ordering::Relaxed);
        }
    }

    #[inline(always)]
    fn bucket<K: Bitboard>(&self, key: K) -> usize {
        debug_assert_eq!(self.wide, K::BITS > 64, "a key for the table's layout");
        let key = key.to_bits();
        let remainder = if K::BITS > 64 {
            let (high, low) = ((key >> 64) as u64, key as u64);
            // By the reciprocal rather than by division (a 64-bit key's single division ran no
            // faster so).
            // Fewer than 2^32 buckets keep the product below 2^64. The high word is below the
            // bucket count already on boards of up to about 85 bits, and two remainders add up
            // to less than twice the count.
            let high = if high < self.buckets {
                high
            } else {
                self.reduce(high)
            };
            let sum = self.reduce(high * self.wrap) + self.reduce(low);
            if sum >= self.buckets {
                sum - self.buckets
            } else {
                sum
            }
        } else {
            key as u64 % self.buckets
        };
        2 * remainder as usize
    }

    /// `value` modulo the bucket count ([`remainder`]).
    #[inline(always)]
    fn reduce(&self, value: u64) -> u64 {
        remainder(value, self.buckets, self.reciprocal)
    }

    /// The key's bits 40 to 103, which a wide region's check words hold.
    #[inline(always)]
    fn high<K: Bitboard>(key: K) -> u64 {
        if K::BITS > 64 {
            (key.to_bits() >> KEY_BITS) as u64
        } else {
            0
        }
    }

    /// True if slot `index` (whose word is `slot`) holds `key`.
    #[inline(always)]
    fn matches<K: Bitboard>(&self, index: usize, slot: u64, key: K) -> bool {
        slot != 0
            && slot >> KEY_SHIFT == key.to_bits() as u64 & KEY_MASK
            && (K::BITS <= 64 || self.load_check(index) ^ slot == Self::high(key))
    }

    #[inline(always)]
    fn decode(slot: u64) -> Entry {
        let best = (slot >> BEST_SHIFT) & 0xf;
        Entry {
            bounds: Bounds {
                lower: ((slot >> 7) & 0x7f) as i32 - OFFSET,
                upper: (slot & 0x7f) as i32 - OFFSET,
            },
            best: (best != NO_BEST).then_some(best as usize),
        }
    }

    #[inline(always)]
    fn get<K: Bitboard>(&self, key: K) -> Option<Entry> {
        self.get_at(key, self.bucket(key))
    }

    /// Starts loading the bucket whose first slot is `index` into the cache.
    #[inline(always)]
    #[cfg_attr(
        not(target_arch = "x86_64"),
        allow(
            clippy::extra_unused_type_parameters,
            reason = "the key's width places the slot, and only x86_64 has a prefetch to aim"
        )
    )]
    fn prefetch<K: Bitboard>(&self, index: usize) {
        #[cfg(target_arch = "x86_64")]
        {
            let word = self.words.as_ptr().wrapping_add(Self::at::<K>(index));
            // SAFETY: a prefetch is only a hint to the cache: it reads nothing the program
            // sees, never faults, and `index` lies inside the slots anyway.
            #[allow(unsafe_code)]
            unsafe {
                std::arch::x86_64::_mm_prefetch::<{ std::arch::x86_64::_MM_HINT_T0 }>(
                    word.cast::<i8>(),
                )
            }
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = index;
    }

    #[inline(always)]
    fn get_at<K: Bitboard>(&self, key: K, b: usize) -> Option<Entry> {
        let (first, second) = (self.load::<K>(b), self.load::<K>(b + 1));
        if self.matches(b, first, key) {
            Some(Self::decode(first))
        } else if self.matches(b + 1, second, key) {
            Some(Self::decode(second))
        } else {
            None
        }
    }

    /// Stores bounds for `key`; of two positions competing for the first slot, the one whose
    /// proof took more `work` is worth more to keep.
    #[inline]
    fn put<K: Bitboard>(&self, key: K, work: i32, bounds: Bounds, best: Option<usize>) {
        if key.to_bits() >= self.key_limit {
            return;
        }
        let b = self.bucket(key);
        let high = Self::high(key);
        let best_bits = match best {
            Some(column) if (column as u64) < NO_BEST => column as u64,
            _ => NO_BEST,
        };
        let encode = |bounds: Bounds| {
            (key.to_bits() as u64 & KEY_MASK) << KEY_SHIFT
                | (work as u64 & 0x3f) << WORK_SHIFT
                | best_bits << BEST_SHIFT
                | ((bounds.lower + OFFSET) as u64) << 7
                | (bounds.upper + OFFSET) as u64
        };
        for i in [b, b + 1] {
            let slot = self.load::<K>(i);
            if self.matches(i, slot, key) {
                let old = Self::decode(slot).bounds;
                let merged = Bounds {
                    lower: old.lower.max(bounds.lower),
                    upper: old.upper.min(bounds.upper),
                };
                // The best column goes with the lower bound it proved: a weaker proof (from a
                // thread that read the entry before it was raised) keeps the stronger one's.
                let slot = if old.lower > bounds.lower {
                    encode(merged) & !(0xf << BEST_SHIFT) | slot & (0xf << BEST_SHIFT)
                } else {
                    encode(merged)
                };
                self.store::<K>(i, slot, high);
                return;
            }
        }
        let first = self.load::<K>(b);
        let first_work = ((first >> WORK_SHIFT) & 0x3f) as i32;
        if first == 0 || work >= first_work {
            // Nearer the root: worth more. The displaced entry moves to the recent slot, with
            // its check word.
            if K::BITS > 64 {
                let first_high = self.load_check(b) ^ first;
                self.store::<K>(b + 1, first, first_high);
            } else {
                self.store::<K>(b + 1, first, 0);
            }
            self.store::<K>(b, encode(bounds), high);
        } else {
            self.store::<K>(b + 1, encode(bounds), high);
        }
    }
}

/// `count` zeroed words, on 2 MiB pages where the system gives them: the table is read at
/// random, and on 4 KiB pages nearly every lookup in a large table would also miss the
/// processor's cache of page addresses (BENCHMARKS.md, "What each technique gained").
fn zeroed_words(count: usize) -> Vec<AtomicU64> {
    let mut words = Vec::with_capacity(count);
    // Asked before the first write, which is when the pages are given.
    ask_for_large_pages(
        words.as_ptr() as usize,
        count * std::mem::size_of::<AtomicU64>(),
    );
    words.resize_with(count, || AtomicU64::new(0));
    words
}

/// Asks Linux to give the whole 2 MiB pages inside the address range `start..start + len` as
/// such (`madvise(MADV_HUGEPAGE)`). A refusal, or a system that gives them to every program
/// anyway, changes nothing but speed.
#[cfg(target_os = "linux")]
fn ask_for_large_pages(start: usize, len: usize) {
    const LARGE_PAGE: usize = 2 << 20;
    const MADV_HUGEPAGE: std::ffi::c_int = 14;
    #[allow(unsafe_code)]
    mod system {
        unsafe extern "C" {
            pub fn madvise(
                addr: *mut std::ffi::c_void,
                len: usize,
                advice: std::ffi::c_int,
            ) -> std::ffi::c_int;
        }
    }
    let first = start.next_multiple_of(LARGE_PAGE);
    let end = (start + len) / LARGE_PAGE * LARGE_PAGE;
    if end > first {
        // SAFETY: the range lies inside an allocation this process owns, and this advice
        // changes neither contents nor access, only how the pages are backed. The result is
        // ignored: without large pages the table works the same.
        #[allow(unsafe_code)]
        unsafe {
            system::madvise(first as *mut std::ffi::c_void, end - first, MADV_HUGEPAGE);
        }
    }
}

/// Other systems keep their own page size.
#[cfg(not(target_os = "linux"))]
fn ask_for_large_pages(_start: usize, _len: usize) {}

/// The work of a proof that took `nodes`: its bit length, so that it fits six bits.
#[inline(always)]
fn work(nodes: u64) -> i32 {
    (64 - nodes.leading_zeros()) as i32
}

/// `value % divisor`, given `reciprocal = (2^64 − 1) / divisor`, by Barrett's reduction: the
/// quotient estimated by multiplying with the reciprocal is exact or one short (the reciprocal
/// falls short of `2^64 / divisor` by at most `1`, so the estimate by at most `value / 2^64`), so
/// one subtraction corrects the rest.
#[inline(always)]
fn remainder(value: u64, divisor: u64, reciprocal: u64) -> u64 {
    let quotient = ((u128::from(value) * u128::from(reciprocal)) >> 64) as u64;
    let rest = value - quotient * divisor;
    if rest >= divisor {
        rest - divisor
    } else {
        rest
    }
}

fn largest_prime_at_most(n: u64) -> u64 {
    let is_prime = |p: u64| {
        p >= 2
            && (2..)
                .take_while(|d| d * d <= p)
                .all(|d| !p.is_multiple_of(d))
    };
    (2..=n).rev().find(|&p| is_prime(p)).unwrap_or(2)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wide_keys_bucket_is_its_remainder() {
        use rand::{RngExt, SeedableRng};
        let mut rng = rand::rngs::StdRng::seed_from_u64(31);
        for bytes in [1 << 20, 60 << 20] {
            let region = Region::with_bytes(bytes, true);
            let buckets = u128::from(region.buckets);
            let mut keys = vec![
                0,
                buckets - 1,
                buckets,
                u128::MAX,
                u128::MAX / buckets * buckets,
            ];
            keys.extend([1 << 64, (1 << 64) - 1, buckets << 64, (buckets << 64) - 1]);
            // High words below the bucket count (the usual case) and beyond it.
            keys.extend((0..100_000).map(|_| rng.random::<u128>() >> 58));
            keys.extend((0..100_000).map(|_| rng.random::<u128>()));
            for key in keys {
                assert_eq!(region.bucket(key) as u128, 2 * (key % buckets), "{key}");
            }
        }
    }

    #[test]
    fn remainders_by_the_reciprocal_equal_the_division() {
        use rand::{RngExt, SeedableRng};
        let mut rng = rand::rngs::StdRng::seed_from_u64(30);
        // A small region's prime, the standard table's, the largest a region may have, and a tiny one.
        for divisor in [
            largest_prime_at_most(1 << 16),
            Region::with_bytes(60 << 20, false).buckets,
            largest_prime_at_most(u64::from(u32::MAX)),
            3,
        ] {
            let reciprocal = u64::MAX / divisor;
            let mut values = vec![0, 1, divisor - 1, divisor, divisor + 1, 2 * divisor - 1];
            values.extend([u64::MAX, u64::MAX - 1, u64::MAX - divisor, (1 << 49) - 1]);
            let top = u64::MAX / divisor;
            for quotient in [top, top - 1, top / 2, 1 << 20] {
                values.extend([quotient * divisor, quotient * divisor - 1]);
            }
            values.extend((0..100_000).map(|_| rng.random::<u64>()));
            values.extend((0..100_000).map(|_| rng.random::<u64>() >> rng.random_range(0..64)));
            for value in values {
                assert_eq!(
                    remainder(value, divisor, reciprocal),
                    value % divisor,
                    "{value} % {divisor}"
                );
            }
        }
    }

    #[test]
    fn stored_bounds_come_back_and_tighten() {
        let table = Region::with_bytes(1 << 20, false);
        let key: u64 = 0x1234_5678_9abc;
        assert_eq!(table.get(key), None);
        table.put(
            key,
            10,
            Bounds {
                lower: -3,
                upper: 5,
            },
            Some(6),
        );
        table.put(
            key,
            10,
            Bounds {
                lower: -10,
                upper: 2,
            },
            Some(2),
        );
        let entry = table.get(key).unwrap();
        assert_eq!(
            entry.bounds,
            Bounds {
                lower: -3,
                upper: 2
            }
        );
        // The column stays with the stronger lower bound it proved.
        assert_eq!(entry.best, Some(6));
        table.put(
            key,
            10,
            Bounds {
                lower: 1,
                upper: Bounds::NONE,
            },
            Some(3),
        );
        let entry = table.get(key).unwrap();
        assert_eq!(entry.bounds, Bounds { lower: 1, upper: 2 });
        assert_eq!(entry.best, Some(3));
    }

    #[test]
    fn a_colliding_key_is_not_a_hit() {
        let table = Region::with_bytes(1 << 20, false);
        let buckets = table.buckets;
        table.put(7u64, 3, Bounds { lower: 1, upper: 1 }, None);
        assert_eq!(table.get(7 + buckets), None);
        assert_eq!(table.get(7u64 + (1 << KEY_BITS)), None);
        assert!(table.get(7u64).is_some());
    }

    #[test]
    fn a_wide_table_tells_keys_beyond_64_bits_apart() {
        let mut table = TranspositionTable::with_bytes(16 << 20);
        let bytes = table.bytes();
        assert!(table.set_wide(true));
        assert!(!table.set_wide(true), "laid out so already");
        assert!(table.is_wide());
        assert!(table.bytes() <= bytes && table.bytes() > bytes / 2);
        let b = Bounds { lower: 2, upper: 3 };
        let key: u128 = (0x2f << 64) | 0x1234_5678_9abc_def0;
        table.lane(0).put(key, 30, b, Some(9), 1000);
        assert_eq!(table.get(key, 30).unwrap().bounds, b);
        assert_eq!(table.get(key, 30).unwrap().best, Some(9));
        // The same low 64 bits, or the same bucket and low 40 bits: other positions.
        assert_eq!(table.get(key ^ (1 << 64), 30), None);
        assert_eq!(table.get(key ^ (1 << 100), 30), None);
        let buckets = table.far.buckets as u128;
        assert_eq!(table.get(key + (buckets << KEY_BITS), 30), None);
        // The displaced slot keeps its check word: both keys of one bucket stay readable.
        let costlier = key + (buckets << KEY_BITS);
        table.lane(0).put(costlier, 30, b, Some(1), 1 << 30);
        assert_eq!(table.get(costlier, 30).unwrap().best, Some(1));
        assert_eq!(table.get(key, 30).unwrap().best, Some(9));
        table.set_wide(false);
        assert_eq!(table.bytes(), bytes);
    }

    #[test]
    fn the_empty_key_is_storable() {
        let table = Region::with_bytes(1 << 20, false);
        assert_eq!(table.get(0u64), None);
        table.put(0u64, 0, Bounds { lower: 0, upper: 0 }, Some(0));
        assert_eq!(
            table.get(0u64).unwrap().bounds,
            Bounds { lower: 0, upper: 0 }
        );
    }

    #[test]
    fn positions_near_the_end_and_far_from_it_are_kept_apart() {
        let table = TranspositionTable::with_bytes(4 << 20);
        let b = Bounds { lower: 0, upper: 1 };
        table.lane(0).put(99u64, NEAR_LEFT, b, Some(1), 1);
        table.lane(0).put(99u64, NEAR_LEFT + 1, b, Some(2), 1);
        assert_eq!(table.get(99u64, NEAR_LEFT).unwrap().best, Some(1));
        assert_eq!(table.get(99u64, 3).unwrap().best, Some(1));
        assert_eq!(table.get(99u64, NEAR_LEFT + 1).unwrap().best, Some(2));
        assert_eq!(table.get(99u64, 40).unwrap().best, Some(2));
        assert_eq!(table.bytes(), table.near[0].bytes() + table.far.bytes());
        assert!(table.near[0].bytes() <= NEAR_BYTES);
    }

    #[test]
    fn each_lane_has_its_own_near_region_and_all_share_the_far_one() {
        let mut table = TranspositionTable::with_bytes(16 << 20);
        let bytes = table.bytes();
        let b = Bounds { lower: 0, upper: 1 };
        table.lane(0).put(5u64, 30, b, Some(3), 1);
        table.set_lanes(2);
        assert_eq!(table.lanes(), 2);
        assert!(table.bytes() <= 16 << 20, "the lanes take no more room");
        assert_eq!(table.get(5u64, 30), None, "laying out again forgets");
        table.lane(1).put(7u64, NEAR_LEFT, b, Some(2), 1);
        table.lane(1).put(9u64, NEAR_LEFT + 1, b, Some(4), 1);
        assert_eq!(table.lane(0).get(7u64, NEAR_LEFT), None);
        assert_eq!(table.lane(1).get(7u64, NEAR_LEFT).unwrap().best, Some(2));
        assert_eq!(
            table.lane(0).get(9u64, NEAR_LEFT + 1).unwrap().best,
            Some(4)
        );
        // The whole table reads every lane, and prefers the higher lower bound.
        table
            .lane(0)
            .put(7u64, NEAR_LEFT, Bounds { lower: 1, upper: 1 }, Some(5), 1);
        assert_eq!(table.get(7u64, NEAR_LEFT).unwrap().best, Some(5));
        table.set_lanes(1);
        assert_eq!(table.bytes(), bytes);
        // However many threads search, the table keeps its bytes: threads share lanes.
        table.set_lanes(64);
        assert!(table.lanes() > 1 && table.lanes() < 64);
        assert!(table.bytes() <= 16 << 20);
    }

    #[test]
    fn a_bucket_keeps_the_costliest_and_the_newest() {
        let table = Region::with_bytes(1 << 20, false);
        let buckets = table.buckets;
        let same_bucket = |i: u64| 5 + i * buckets;
        let b = Bounds { lower: 0, upper: 1 };
        table.put(same_bucket(0), 38, b, None);
        table.put(same_bucket(1), 22, b, None);
        table.put(same_bucket(2), 12, b, None);
        assert!(
            table.get(same_bucket(0)).is_some(),
            "the costly entry stays"
        );
        assert!(
            table.get(same_bucket(1)).is_none(),
            "the older cheap entry goes"
        );
        assert!(
            table.get(same_bucket(2)).is_some(),
            "the newest cheap entry is kept"
        );
        table.put(same_bucket(3), 40, b, None);
        assert!(table.get(same_bucket(3)).is_some());
        assert!(
            table.get(same_bucket(0)).is_some(),
            "moved to the recent slot"
        );
    }
}

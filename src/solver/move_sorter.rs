//! Orders the moves of one node, best-looking first.

/// The most columns a board can have (64 bits over at least two bits a column).
const MAX_MOVES: usize = 32;

/// A small insertion-sorted list of columns and their ordering scores, packed as
/// `score << 8 | column` in one small array so that a node's list is cheap to set up. Columns are
/// popped highest score first; among equals, the one added last comes first.
pub struct MoveSorter {
    entries: [u32; MAX_MOVES],
    len: usize,
}

impl MoveSorter {
    /// An empty list.
    #[inline(always)]
    pub fn new() -> MoveSorter {
        MoveSorter {
            entries: [0; MAX_MOVES],
            len: 0,
        }
    }

    /// Adds a column, keeping the list sorted by score (scores above 2^24 count as 2^24 − 1).
    #[inline(always)]
    pub fn add(&mut self, column: usize, score: u32) {
        let score = score.min((1 << 24) - 1);
        let mut pos = self.len;
        while pos > 0 && self.entries[pos - 1] >> 8 > score {
            self.entries[pos] = self.entries[pos - 1];
            pos -= 1;
        }
        self.entries[pos] = score << 8 | column as u32;
        self.len += 1;
    }
}

impl Iterator for MoveSorter {
    type Item = usize;

    #[inline(always)]
    fn next(&mut self) -> Option<usize> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        Some((self.entries[self.len] & 0xff) as usize)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pops_highest_score_first_and_last_added_among_equals() {
        let mut sorter = MoveSorter::new();
        sorter.add(0, 2);
        sorter.add(1, 5);
        sorter.add(2, 2);
        sorter.add(3, 0);
        sorter.add(4, u32::MAX);
        assert_eq!(sorter.collect::<Vec<_>>(), vec![4, 1, 2, 0, 3]);
    }
}

//! Orders the moves of one node, best-looking first.

/// The most columns a board can have (64 bits over at least two bits a column).
const MAX_MOVES: usize = 32;

/// A small insertion-sorted list of moves (as single bits) and their ordering scores. Moves are
/// popped highest score first; among equals, the one added last comes first.
pub struct MoveSorter {
    moves: [u64; MAX_MOVES],
    scores: [u32; MAX_MOVES],
    len: usize,
}

impl MoveSorter {
    /// An empty list.
    pub fn new() -> MoveSorter {
        MoveSorter {
            moves: [0; MAX_MOVES],
            scores: [0; MAX_MOVES],
            len: 0,
        }
    }

    /// Adds a move, keeping the list sorted by score.
    #[inline]
    pub fn add(&mut self, mv: u64, score: u32) {
        let mut pos = self.len;
        while pos > 0 && self.scores[pos - 1] > score {
            self.moves[pos] = self.moves[pos - 1];
            self.scores[pos] = self.scores[pos - 1];
            pos -= 1;
        }
        self.moves[pos] = mv;
        self.scores[pos] = score;
        self.len += 1;
    }
}

impl Iterator for MoveSorter {
    type Item = u64;

    #[inline]
    fn next(&mut self) -> Option<u64> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        Some(self.moves[self.len])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pops_highest_score_first_and_last_added_among_equals() {
        let mut sorter = MoveSorter::new();
        sorter.add(1, 2);
        sorter.add(2, 5);
        sorter.add(4, 2);
        sorter.add(8, 0);
        assert_eq!(sorter.collect::<Vec<_>>(), vec![2, 4, 1, 8]);
    }
}

//! A deliberately simple Connect Four referee for the tests: a grid of cells, scanned cell by
//! cell, with none of the crate's rule code, to check the bitboard rules against.
// Each test file uses its own part of it.
#![allow(dead_code)]

use plot4::{Board, Cell, Player};

/// The four directions a line can run in, each from its left (or bottom) end.
const DIRECTIONS: [(i32, i32); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// A run of four or more coins of one colour: its two end cells (the left or bottom one first)
/// and its length.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Run {
    pub from: Cell,
    pub to: Cell,
    pub length: usize,
}

/// A game on a plain grid, `cells[column][row]` with row 0 at the bottom.
#[derive(Debug, Clone)]
pub struct Referee {
    cells: Vec<Vec<Option<Player>>>,
    height: usize,
    coins: usize,
}

impl Referee {
    /// An empty board; the first coin is Red's.
    pub fn new(width: usize, height: usize) -> Referee {
        Referee::from_cells(vec![vec![None; height]; width])
    }

    /// A grid as given, `cells[column][row]` bottom up, every column equally tall; gravity is
    /// the caller's business.
    pub fn from_cells(cells: Vec<Vec<Option<Player>>>) -> Referee {
        let height = cells.first().map_or(0, Vec::len);
        assert!(cells.iter().all(|column| column.len() == height));
        let coins = cells.iter().flatten().filter(|c| c.is_some()).count();
        Referee {
            cells,
            height,
            coins,
        }
    }

    /// A board's cells, read one by one through [`Board::at`].
    pub fn reading(board: &Board) -> Referee {
        let size = board.size();
        let cell_at = |column: usize, row: usize| {
            board.at(Cell {
                column: column as u8,
                row: row as u8,
            })
        };
        Referee::from_cells(
            (0..size.width())
                .map(|c| (0..size.height()).map(|r| cell_at(c, r)).collect())
                .collect(),
        )
    }

    /// Whose coin goes in next.
    pub fn to_move(&self) -> Player {
        if self.coins.is_multiple_of(2) {
            Player::Red
        } else {
            Player::Yellow
        }
    }

    /// The coin in a cell, if any.
    pub fn at(&self, column: usize, row: usize) -> Option<Player> {
        self.cells[column][row]
    }

    /// The lowest empty cell of a column, if it has one.
    fn free_row(&self, column: usize) -> Option<usize> {
        (0..self.height).find(|&row| self.cells[column][row].is_none())
    }

    /// The columns a coin may go in now: none once someone has four or the board is full.
    pub fn legal_columns(&self) -> Vec<usize> {
        if self.winner().is_some() {
            return Vec::new();
        }
        (0..self.cells.len())
            .filter(|&c| self.free_row(c).is_some())
            .collect()
    }

    /// Drops the next coin in `column`; false (and no change) if that is not a legal move.
    pub fn play(&mut self, column: usize) -> bool {
        if !self.legal_columns().contains(&column) {
            return false;
        }
        let row = self.free_row(column).expect("a legal column has room");
        self.cells[column][row] = Some(self.to_move());
        self.coins += 1;
        true
    }

    /// Every run of four or more coins of one colour on the board.
    pub fn runs(&self) -> Vec<Run> {
        let width = self.cells.len() as i32;
        let height = self.height as i32;
        let at = |c: i32, r: i32| {
            if (0..width).contains(&c) && (0..height).contains(&r) {
                self.at(c as usize, r as usize)
            } else {
                None
            }
        };
        let mut runs = Vec::new();
        for c in 0..width {
            for r in 0..height {
                let Some(colour) = at(c, r) else { continue };
                for (dc, dr) in DIRECTIONS {
                    // Count each run once, from the cell that has no coin of its colour before it.
                    if at(c - dc, r - dr) == Some(colour) {
                        continue;
                    }
                    let mut length = 1;
                    while at(c + length * dc, r + length * dr) == Some(colour) {
                        length += 1;
                    }
                    if length >= 4 {
                        let end = length - 1;
                        runs.push(Run {
                            from: cell(c, r),
                            to: cell(c + end * dc, r + end * dr),
                            length: length as usize,
                        });
                    }
                }
            }
        }
        runs.sort();
        runs
    }

    /// The colours that have four in a row.
    pub fn colours_with_four(&self) -> Vec<Player> {
        let mut colours = Vec::new();
        for run in self.runs() {
            let colour = self.at(run.from.column as usize, run.from.row as usize);
            let colour = colour.expect("a run is made of coins");
            if !colours.contains(&colour) {
                colours.push(colour);
            }
        }
        colours
    }

    /// The colour with four in a row, if exactly one has.
    pub fn winner(&self) -> Option<Player> {
        match self.colours_with_four().as_slice() {
            [colour] => Some(*colour),
            _ => None,
        }
    }

    /// True when every cell holds a coin.
    pub fn is_full(&self) -> bool {
        self.cells.iter().flatten().all(Option::is_some)
    }
}

fn cell(column: i32, row: i32) -> Cell {
    Cell {
        column: column as u8,
        row: row as u8,
    }
}

//! The opening explorer and "why": the exact value of each move from a position (the book's
//! where it holds them, else the solver's within a budget) with the player's own record in that
//! line; the threats on the board, each with its side and the parity of its row; and the best
//! line from a position to the end of the game.

use super::column_scores;
use crate::analysis::ColumnScores;
use crate::board::{Board, Cell, Column, Player};
use crate::cancel::{CancelToken, Stopped};
use crate::solver::Solver;
use crate::store::{History, HumanResult};
use std::time::Duration;

/// The player's record in one line of play, from their history.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Record {
    /// Games that went through the line.
    pub played: u32,
    /// Of those, won by the player.
    pub won: u32,
    /// Drawn.
    pub drawn: u32,
    /// Lost.
    pub lost: u32,
}

impl std::fmt::Display for Record {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "played {} won {} drawn {} lost {}",
            self.played, self.won, self.drawn, self.lost
        )
    }
}

/// The player's record in the line `moves` (from the empty board of `start`'s size): every
/// game between a person and the computer whose moves begin with `moves`, counted for the
/// person.
pub fn record(history: &History, start: &Board, moves: &[Column]) -> Record {
    let mut record = Record::default();
    for game in history.games() {
        if game.size() != start.size() || !game.moves().starts_with(moves) {
            continue;
        }
        let Some((_, result)) = game.human_against_computer() else {
            continue;
        };
        record.played += 1;
        match result {
            HumanResult::Win => record.won += 1,
            HumanResult::Draw => record.drawn += 1,
            HumanResult::Loss => record.lost += 1,
        }
    }
    record
}

/// One move from an explored position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Branch {
    /// The column.
    pub column: Column,
    /// Its exact score for the mover, `None` if not proved within the budget.
    pub score: Option<i32>,
    /// The player's record after it.
    pub record: Record,
}

/// A position of the explorer: the line that reached it and every move from it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Node {
    /// The position.
    pub board: Board,
    /// The colour that moved first in this line, for naming winners.
    pub first: Player,
    /// Every column's exact score (as `plot4 analyze` prints them).
    pub scores: ColumnScores,
    /// Each playable column, left to right.
    pub branches: Vec<Branch>,
}

impl Node {
    /// How a branch ends under perfect play, in words: "Red wins on move 41", "draw".
    pub fn result_words(&self, branch: &Branch) -> String {
        match branch.score {
            Some(score) => result_words(&self.board, score, self.first),
            None => "not solved in time".into(),
        }
    }
}

/// Explores the position reached by `moves` from `start`: the exact value of every move (within
/// `budget`) and the player's record after each.
pub fn explore(
    start: &Board,
    first: Player,
    moves: &[Column],
    history: &History,
    solver: &mut Solver,
    budget: Duration,
    token: &CancelToken,
) -> Result<Node, crate::board::MoveError> {
    let mut board = *start;
    for &column in moves {
        board = board.play(column)?;
    }
    let scores = column_scores(solver, &board, budget, token);
    let mut line = moves.to_vec();
    let branches = board
        .legal_columns()
        .into_iter()
        .map(|column| {
            line.push(column);
            let branch = Branch {
                column,
                score: scores.get(column),
                record: record(history, start, &line),
            };
            line.pop();
            branch
        })
        .collect();
    Ok(Node {
        board,
        first,
        scores,
        branches,
    })
}

/// A move's exact score (for the mover in `board`) in words: who wins on which move of the
/// game, or "draw". `first` is the colour that moved first.
pub fn result_words(board: &Board, score: i32, first: Player) -> String {
    match result(board, score, first) {
        None => "draw".into(),
        Some((winner, number)) => format!("{winner} wins on move {number}"),
    }
}

/// A move's exact score (for the mover in `board`) as who wins on which move of the game,
/// or `None` for a draw. `first` is the colour that moved first.
pub fn result(board: &Board, score: i32, first: Player) -> Option<(Player, i32)> {
    if score == 0 {
        return None;
    }
    let best = board.size().cells() as i32 / 2 + 1;
    let mover = board.side_to_move();
    let (winner, coin) = if score > 0 {
        (mover, best - score)
    } else {
        (mover.opponent(), best + score)
    };
    // The board's first mover plays the odd moves of the game.
    let number = if winner == Player::Red {
        2 * coin - 1
    } else {
        2 * coin
    };
    Some((super::colour_of(winner, first), number))
}

/// An empty cell that would complete a line of its side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Threat {
    /// The cell (row 0 at the bottom).
    pub cell: Cell,
    /// Whose threat, as the board names sides (Red moved first).
    pub side: Player,
}

impl Threat {
    /// Whether the threat sits on an odd row, counting the bottom row as 1: the first mover's
    /// threats on odd rows and the second's on even rows are the ones that decide endgames
    /// (Allis' zugzwang control).
    pub fn on_odd_row(&self) -> bool {
        self.cell.row.is_multiple_of(2)
    }

    /// Whether a coin can be played there now.
    pub fn is_playable(&self, board: &Board) -> bool {
        board.landing_cell(Column::new(self.cell.column)) == Some(self.cell)
    }
}

/// Every threat on the board, both sides', left to right and bottom to top (a cell both sides
/// need is listed for each).
pub fn threats(board: &Board) -> Vec<Threat> {
    let size = board.size();
    let occupied = board.occupied_bits();
    let mut found = Vec::new();
    for side in [Player::Red, Player::Yellow] {
        let cells =
            crate::board::winning_cells(&size, board.bits_of(side), occupied) & size.board_mask();
        let mut bits = cells;
        while bits != 0 {
            let index = bits.trailing_zeros();
            bits &= bits - 1;
            found.push(Threat {
                cell: size.cell_of(index),
                side,
            });
        }
    }
    found.sort_by_key(|t| (t.cell.column, t.cell.row, t.side == Player::Yellow));
    found
}

/// The first column from the left whose move keeps `board`'s exact score `score`: the best
/// move `plot4 analyze` names.
pub(crate) fn best_column(
    solver: &mut Solver,
    board: &Board,
    score: i32,
    token: &CancelToken,
) -> Result<Column, Stopped> {
    let mut fallback = None;
    for column in board.legal_columns() {
        let child = board.play(column).expect("a legal column");
        let keeps = match crate::analysis::final_score(&child) {
            // The game ended with this coin: its score for the mover is minus the loser's.
            Some(finished) => -finished >= score,
            // The move keeps `score` when the opponent cannot reach more than −score.
            None => !solver.score_at_least(&child, 1 - score, token)?,
        };
        if keeps {
            return Ok(column);
        }
        fallback.get_or_insert(column);
    }
    // Not reached with an exact score; a legal column keeps the line going regardless.
    fallback.ok_or(Stopped::Cancelled)
}

/// The best line from `board` to the end of the game: at each position the leftmost move with
/// the best exact score, so the line is the same on every run. Stopped with `token` (give it
/// a budget: the hint's, in the window).
pub fn best_line(
    solver: &mut Solver,
    board: &Board,
    token: &CancelToken,
) -> Result<Vec<Column>, Stopped> {
    let limited = token.clone();
    let mut line = Vec::new();
    let mut board = *board;
    while !board.is_over() {
        let score = solver.solve(&board, &limited)?;
        let column = best_column(solver, &board, score, &limited)?;
        line.push(column);
        board = board.play(column).expect("a legal column");
    }
    Ok(line)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_digits;

    fn board(digits: &str) -> Board {
        parse_digits(digits).unwrap()
    }

    fn cell(column: u8, row: u8) -> Cell {
        Cell { column, row }
    }

    #[test]
    fn the_centre_opening_is_reds_win_on_move_41() {
        assert_eq!(
            result_words(&Board::new(), 1, Player::Red),
            "Red wins on move 41"
        );
        assert_eq!(
            result_words(&Board::new(), 1, Player::Yellow),
            "Yellow wins on move 41"
        );
        // Yellow to move after one coin: a score of −1 is Red's 21st coin, the 41st move.
        assert_eq!(
            result_words(&board("4"), -1, Player::Red),
            "Red wins on move 41"
        );
        assert_eq!(result_words(&board("4"), 0, Player::Red), "draw");
        // Yellow winning with its 4th coin is move 8.
        assert_eq!(
            result_words(&board("1"), 18, Player::Red),
            "Yellow wins on move 8"
        );
    }

    #[test]
    fn threats_are_the_empty_cells_that_complete_a_line_with_their_row_parity() {
        // Red: bottom row 1, 2, 3 (cells a1 b1 c1); Yellow stacked on 1, 2, 3 (row 2).
        let b = board("112233");
        let found = threats(&b);
        assert_eq!(
            found,
            vec![
                Threat {
                    cell: cell(3, 0),
                    side: Player::Red
                },
                Threat {
                    cell: cell(3, 1),
                    side: Player::Yellow
                },
            ]
        );
        assert!(found[0].on_odd_row() && found[0].is_playable(&b));
        assert!(!found[1].on_odd_row() && !found[1].is_playable(&b));
        assert!(threats(&Board::new()).is_empty());
    }

    #[test]
    fn the_best_line_ends_the_game_and_keeps_the_score_at_every_step() {
        let start = board("2252576253462244111563365343671351");
        let mut solver = Solver::new();
        let token = CancelToken::new();
        let line = best_line(&mut solver, &start, &token).unwrap();
        let mut b = start;
        let score = solver.solve(&start, &token).unwrap();
        for (i, &column) in line.iter().enumerate() {
            let expected = if i % 2 == 0 { score } else { -score };
            let here = solver.solve(&b, &token).unwrap();
            assert_eq!(here, expected, "move {i} of the line lost the score");
            b = b.play(column).unwrap();
        }
        assert!(b.is_over());
    }

    #[test]
    fn the_explorer_counts_the_players_games_through_each_move() {
        use crate::game::{Mode, Modes};
        use crate::store::GameRecord;
        let modes = Modes {
            red: Mode::Human,
            yellow: Mode::Computer(crate::ai::Level::Low),
        };
        let game = |moves: &str| {
            GameRecord::new(
                jiff::Timestamp::UNIX_EPOCH,
                modes,
                Player::Red,
                crate::notation::columns_of(moves, 7).unwrap(),
            )
            .unwrap()
        };
        // Red wins in column 1 twice; Yellow wins once after Red opened in 2.
        let history = History::new(vec![game("1212121"), game("1313131"), game("21213151")]);
        let mut solver = crate::coach::solver();
        let node = explore(
            &Board::new(),
            Player::Red,
            &[],
            &history,
            &mut solver,
            Duration::from_secs(600),
            &CancelToken::new(),
        )
        .unwrap();
        assert_eq!(node.branches.len(), 7);
        let first = &node.branches[0];
        assert_eq!(
            first.record,
            Record {
                played: 2,
                won: 2,
                drawn: 0,
                lost: 0
            }
        );
        assert_eq!(node.branches[1].record.lost, 1);
        assert_eq!(node.result_words(&node.branches[3]), "Red wins on move 41");
    }
}

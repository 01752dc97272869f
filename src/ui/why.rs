//! "Why": an overlay over the play, game-over and review boards that marks each side's threats
//! (empty cells that would complete a line of that side, with the parity of their row, which
//! decides most endgames) and draws the best line from the position as faint numbered coins.
//!
//! The threats are read off the board at once; the line is found one position at a time on the
//! worker (the leftmost best column of each, as `plot4 analyze --line` picks it), so the frame
//! loop never waits for the solver.

use super::paint::{Painter, Weight, SIDES};
use crate::analysis::ColumnScores;
use crate::board::{Board, Column, Player};
use crate::coach::explorer::{threats, Threat};
use crate::game::GameState;
use macroquad::prelude::{draw_poly, Color};

/// The overlay: whether it shows, and the best line found so far for the position on show.
#[derive(Debug, Clone, Default)]
pub struct Why {
    on: bool,
    line: Option<BestLine>,
    /// The position whose overlay was last logged, so each is logged once.
    logged: Option<Board>,
}

/// The best line from `start`, as far as it is known.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BestLine {
    /// The position the line starts from.
    pub start: Board,
    /// Its moves so far.
    pub moves: Vec<Column>,
    /// The solver could not finish a position of it within the hint's budget.
    pub given_up: bool,
}

impl BestLine {
    /// The position at the end of the line so far.
    fn end(&self) -> Board {
        self.moves.iter().fold(self.start, |board, &column| {
            board.play(column).expect("a line of legal moves")
        })
    }

    /// Whether nothing more will be added: the game ends on it, or the solver gave up.
    pub fn is_finished(&self) -> bool {
        self.given_up || self.end().is_over()
    }
}

impl Why {
    /// Whether the overlay shows.
    pub fn is_on(&self) -> bool {
        self.on
    }

    /// Shows or hides the overlay; says which.
    pub fn toggle(&mut self) -> bool {
        self.on = !self.on;
        self.on
    }

    /// The best line from `board`, as far as it is known, if that is the position followed.
    pub fn line(&self, board: &Board) -> Option<&BestLine> {
        self.line.as_ref().filter(|l| l.start == *board)
    }

    /// Follows `board`, the position on show: the position of the line whose scores are needed
    /// next, if any. `analysis` gives what is known of a position's columns; a settled one
    /// extends the line by its leftmost best column.
    pub fn follow(
        &mut self,
        board: &Board,
        analysis: impl Fn(&Board) -> Option<ColumnScores>,
    ) -> Option<Board> {
        if !self.on {
            return None;
        }
        let line = match &mut self.line {
            Some(line) if line.start == *board => line,
            slot => slot.insert(BestLine {
                start: *board,
                moves: Vec::new(),
                given_up: false,
            }),
        };
        loop {
            if line.is_finished() {
                return None;
            }
            let end = line.end();
            let Some(scores) = analysis(&end).filter(ColumnScores::is_settled) else {
                return Some(end);
            };
            match scores.best_columns().first() {
                Some(&column) => line.moves.push(column),
                None => line.given_up = true,
            }
        }
    }

    /// Whether the overlay for `board` is complete and not yet logged; marks it logged.
    pub fn complete_unlogged(&mut self, board: &Board) -> bool {
        let done = self.line(board).is_some_and(BestLine::is_finished);
        if done && self.logged != Some(*board) {
            self.logged = Some(*board);
            return true;
        }
        false
    }
}

/// The threats as the log writes them: `Red 3:2 odd`, column then row (both from 1, rows
/// from the bottom), in the players' colours (`game` says who moved first).
pub fn threat_words(board: &Board, game: &GameState) -> Vec<String> {
    threats(board)
        .iter()
        .map(|t| {
            format!(
                "{} {}:{} {}",
                game.colour_of(t.side),
                t.cell.column + 1,
                t.cell.row + 1,
                parity(t)
            )
        })
        .collect()
}

fn parity(threat: &Threat) -> &'static str {
    if threat.on_odd_row() {
        "odd"
    } else {
        "even"
    }
}

/// Paints the overlay over `board` (drawn already), in the colours of `game`; with `legend`,
/// a line saying what the marks mean in the band over the board (when no hint is there).
pub fn draw(p: &Painter, why: &Why, board: &Board, game: &GameState, legend: bool) {
    let l = p.layout;
    let r = l.coin_radius();
    if let Some(line) = why.line(board) {
        let mut at = *board;
        for (i, &column) in line.moves.iter().enumerate() {
            let Some(cell) = at.landing_cell(column) else {
                break;
            };
            let colour = p.theme.player_colour(game.colour_of(at.side_to_move()));
            let (x, y) = l.cell_centre(cell);
            draw_poly(x, y, SIDES, r * 0.8, 0.0, Color { a: 0.35, ..colour });
            let label = (i + 1).to_string();
            p.text_centred(&label, x, y, r * 0.75, p.theme.text, Weight::Bold);
            at = at.play(column).expect("a legal column");
        }
    }
    for threat in threats(board) {
        let side = game.colour_of(threat.side);
        let colour = p.theme.player_colour(side);
        let (mut x, y) = l.cell_centre(threat.cell);
        // A cell both sides need shows both marks, side by side.
        let shared = threats(board)
            .iter()
            .filter(|t| t.cell == threat.cell)
            .count()
            > 1;
        if shared {
            x += if threat.side == Player::Red {
                -r * 0.45
            } else {
                r * 0.45
            };
        }
        let ring = if shared { r * 0.5 } else { r * 0.92 };
        p.ring((x, y), ring, l.cell * 0.08, colour);
        let word = if threat.on_odd_row() {
            tr!("why-odd")
        } else {
            tr!("why-even")
        };
        let size = if shared { r * 0.36 } else { r * 0.5 };
        p.text_centred(word, x, y + ring * 0.55, size, p.theme.text, Weight::Bold);
    }
    if legend {
        draw_legend(p, why, board);
    }
}

/// One line in the band over the board saying what the marks mean, and the line in digits.
fn draw_legend(p: &Painter, why: &Why, board: &Board) {
    let l = p.layout;
    let line = match why.line(board) {
        Some(line) if line.given_up => tr!("not-solved-in-time").to_string(),
        Some(line) if line.is_finished() => crate::notation::digits(&line.moves),
        _ => "…".to_string(),
    };
    let text = tr!("why-legend", line = line);
    let size = p.fitted(&text, l.text_size(0.27), Weight::Regular, l.width * 0.96);
    let y = l.hints.y + l.hints.h * 0.25;
    p.text_centred(
        &text,
        l.width / 2.0,
        y,
        size,
        p.theme.dim_text,
        Weight::Regular,
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_digits;

    #[test]
    fn the_line_grows_from_settled_analyses_and_restarts_for_another_position() {
        let board = parse_digits("4455443").unwrap();
        let mut why = Why::default();
        assert_eq!(why.follow(&board, |_| None), None, "off: nothing asked");
        why.toggle();
        assert_eq!(why.follow(&board, |_| None), Some(board));
        // Scores as the worker would send them: column 6 is the best.
        let mut scores = ColumnScores::unknown(board);
        for column in board.legal_columns() {
            scores.set(column, if column.index() == 5 { 3 } else { -2 });
        }
        let after = board.play(Column::new(5)).unwrap();
        let asked = why.follow(&board, |b| (*b == board).then(|| scores.clone()));
        assert_eq!(asked, Some(after));
        assert_eq!(why.line(&board).unwrap().moves, vec![Column::new(5)]);
        let other = parse_digits("44").unwrap();
        assert_eq!(why.follow(&other, |_| None), Some(other));
        assert!(why.line(&board).is_none());
    }
}

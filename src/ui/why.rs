//! "Why": an overlay over the play, game-over and review boards that marks each side's threats
//! (empty cells that would complete a line of that side, with the parity of their row, which
//! decides most endgames) and the next few moves of the best line as small numbered diamonds,
//! which no one takes for coins; the player steps further along the line a few moves at a time.
//!
//! The threats are read off the board at once; the line is found one position at a time on the
//! worker (the leftmost best column of each, as `plot4 analyze --line` picks it), so the frame
//! loop never waits for the solver.

use super::button::{Button, Face};
use super::layout::{Layout, Rect};
use super::paint::{Painter, Weight};
use crate::analysis::ColumnScores;
use crate::board::{Board, Column, Player};
use crate::coach::explorer::{threats, Threat};
use crate::game::GameState;
use macroquad::prelude::{draw_circle, draw_poly, Color};

/// How many moves of the best line show at a time: enough to see the plan, few enough that
/// the board stays readable.
pub const MOVES_SHOWN: usize = 4;

/// The overlay: whether it shows, the best line found so far for the position on show, and
/// which of its moves show.
#[derive(Debug, Clone, Default)]
pub struct Why {
    on: bool,
    line: Option<BestLine>,
    /// The first move of the line on show (0: the line's first), a multiple of
    /// [`MOVES_SHOWN`].
    from: usize,
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

    /// Shows or hides the overlay; says which. It shows from the line's first move.
    pub fn toggle(&mut self) -> bool {
        self.on = !self.on;
        self.from = 0;
        self.on
    }

    /// The moves of the line on show: from which one (0-based), and up to which (not
    /// included), as far as the line is known.
    pub fn moves_shown(&self, board: &Board) -> std::ops::Range<usize> {
        let known = self.line(board).map_or(0, |l| l.moves.len());
        self.from.min(known)..(self.from + MOVES_SHOWN).min(known)
    }

    /// Steps on to the next moves of the line on show, or back to its first once the last
    /// show; returns the first move now shown (0-based). Moves not yet found show as they
    /// come.
    pub fn further(&mut self) -> usize {
        let Some(line) = &self.line else {
            return self.from;
        };
        let next = self.from + MOVES_SHOWN;
        self.from = if next < line.moves.len() || !line.is_finished() {
            next
        } else {
            0
        };
        self.from
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
            slot => {
                self.from = 0;
                slot.insert(BestLine {
                    start: *board,
                    moves: Vec::new(),
                    given_up: false,
                })
            }
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

/// Paints the overlay over `board` (drawn already), in the colours of `game`: the threats,
/// and the moves of the line on show as numbered diamonds (the moves before them as small
/// dots, so the diamonds stand where they would land). Its key is [`draw_legend`]'s.
pub fn draw(p: &Painter, why: &Why, board: &Board, game: &GameState) {
    let l = p.layout;
    let r = l.coin_radius();
    if let Some(line) = why.line(board) {
        let shown = why.moves_shown(board);
        let mut at = *board;
        for (i, &column) in line.moves.iter().enumerate().take(shown.end) {
            let Some(cell) = at.landing_cell(column) else {
                break;
            };
            let colour = p.theme.player_colour(game.colour_of(at.side_to_move()));
            let (x, y) = l.cell_centre(cell);
            if i < shown.start {
                draw_circle(x, y, r * 0.14, Color { a: 0.8, ..colour });
            } else {
                // A diamond with a dark edge: a mark on the board, not a coin in it.
                let edge = p.theme.hole;
                draw_poly(x, y, 4, r * 0.62, 0.0, edge);
                draw_poly(x, y, 4, r * 0.54, 0.0, colour);
                let label = (i + 1).to_string();
                p.text_centred(&label, x, y, r * 0.6, edge, Weight::Bold);
            }
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
        p.mark_ring((x, y), ring, l.cell * 0.08, colour);
        let word = if threat.on_odd_row() {
            tr!("why-odd")
        } else {
            tr!("why-even")
        };
        let size = if shared { r * 0.36 } else { r * 0.5 };
        p.text_centred(word, x, y + ring * 0.55, size, p.theme.text, Weight::Bold);
    }
}

/// The overlay's button that steps further along the line: at the right of the line at
/// height `y` (its middle), in text of `size`.
pub fn further_button(l: &Layout, y: f32, size: f32) -> Button {
    let w = size * 7.0;
    let h = size * 1.5;
    Button {
        rect: Rect {
            x: l.width - w - l.width * 0.01,
            y: y - h / 2.0,
            w,
            h,
        },
        label: tr!("why-further"),
        face: Face::Flat,
        tooltip: tr!("why-further-tooltip").to_string(),
    }
}

/// Whether (`x`, `y`) is on the overlay's button that steps further, on the table's or the
/// review's second instruction line (where [`draw_legend`] puts it).
pub fn further_at(l: &Layout, x: f32, y: f32) -> bool {
    let line = l.instructions.y + l.instructions.h * 0.74;
    further_button(l, line, l.instruction_text())
        .rect
        .contains(x, y)
}

/// The overlay's key on the line at height `y`: what the marks mean and which moves of the
/// line show, with the button that steps further at its right.
pub fn draw_legend(p: &Painter, why: &Why, board: &Board, y: f32) {
    let l = p.layout;
    let size = l.instruction_text();
    let button = further_button(l, y, size);
    let shown = why.moves_shown(board);
    let line = match why.line(board) {
        Some(line) if line.moves.is_empty() && line.is_finished() => tr!("why-no-line").to_string(),
        Some(line) => {
            let total = if line.is_finished() {
                line.moves.len().to_string()
            } else {
                "…".to_string()
            };
            let moves = tr!(
                "why-moves",
                first = shown.start + 1,
                last = shown.end.max(shown.start + 1),
                total = total
            );
            if line.given_up {
                format!("{moves} ({})", tr!("not-solved-in-time"))
            } else {
                moves
            }
        }
        None => "…".to_string(),
    };
    let text = tr!("why-legend", line = line);
    let room = (button.rect.x - l.width / 2.0) * 2.0 - size;
    let fitted = p.fitted(&text, size, Weight::Regular, room);
    p.text_centred(
        &text,
        l.width / 2.0,
        y,
        fitted,
        p.theme.dim_text,
        Weight::Regular,
    );
    let label = button.fitted_label(p).1;
    button.draw(p, label);
    if button.hovered(p) {
        button.draw_tooltip(p);
    }
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

    #[test]
    fn the_overlay_shows_a_few_moves_at_a_time_and_steps_on_to_the_end_and_round() {
        // A line of ten moves, each position scored with one best column.
        let board = parse_digits("").unwrap();
        let plan: Vec<Column> = "4444333222"
            .bytes()
            .map(|b| Column::new(b - b'1'))
            .collect();
        let analysis = |b: &Board| {
            let i = b.ply();
            let best = *plan.get(i)?;
            let mut scores = ColumnScores::unknown(*b);
            for column in b.legal_columns() {
                scores.set(column, if column == best { 1 } else { -1 });
            }
            Some(scores)
        };
        let mut why = Why::default();
        why.toggle();
        // Known as far as the scores go: ten moves, then a position nobody scored.
        let asked = why.follow(&board, analysis);
        assert_eq!(asked.map(|b| b.ply()), Some(10));
        assert_eq!(why.moves_shown(&board), 0..MOVES_SHOWN);
        assert_eq!(why.further(), 4);
        assert_eq!(why.moves_shown(&board), 4..8);
        assert_eq!(why.further(), 8);
        assert_eq!(why.moves_shown(&board), 8..10);
        // Not finished yet: the next step waits for moves still to come.
        assert_eq!(why.further(), 12);
        assert_eq!(why.moves_shown(&board), 10..10);
        // Once the line is over, the step after its last moves goes back to the first.
        why.line.as_mut().unwrap().given_up = true;
        assert_eq!(why.further(), 0);
        // Hidden and shown again, or another position: from the first move.
        why.further();
        why.toggle();
        why.toggle();
        assert_eq!(why.moves_shown(&board), 0..4);
    }
}

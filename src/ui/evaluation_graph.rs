//! The evaluation graph: one point per position of the game, the exact outcome for Red on a
//! signed scale (up: Red wins, the sooner the higher; the middle line: a draw; down: Yellow
//! wins), gaps where the worker has not proved the position yet; the moves that threw a result
//! away ringed on the graph and on their coins.

use super::computer::GraphProgress;
use super::layout::{Layout, Rect};
use super::paint::{rounded_rect, Painter, SIDES};
use crate::analysis::GameScores;
use crate::board::{Board, Cell};
use macroquad::prelude::*;

/// The narrowest graph worth drawing, in logical pixels.
const MIN_WIDTH: f32 = 100.0;

/// Where the graph goes: beside the board on the right, when the window leaves room there.
pub fn area(l: &Layout) -> Option<Rect> {
    let gap = l.cell * 0.35;
    let x = l.board.x + l.board.w + gap;
    let room = l.width - x - gap.min(l.width * 0.02);
    if room < MIN_WIDTH {
        return None;
    }
    let w = room.min(l.cell * 4.5);
    let h = (l.board.h * 0.55).max(80.0).min(l.board.h);
    Some(Rect {
        x,
        y: l.board.y,
        w,
        h,
    })
}

/// Where a score for Red sits between -1 (Yellow wins at once) and 1 (Red wins at once): any
/// win is at least 0.4 away from the draw line, so the outcome shows at a glance and the speed
/// of the win after it.
pub fn height(score_for_red: i32, best: i32) -> f32 {
    if score_for_red == 0 {
        return 0.0;
    }
    let speed = (score_for_red.abs() as f32 / best.max(1) as f32).min(1.0);
    score_for_red.signum() as f32 * (0.4 + 0.6 * speed)
}

/// Paints the graph of `scores` (positions of a game on `board_size`'s board), a cursor at
/// position `cursor` (the one on show).
pub fn draw(p: &Painter, scores: &GameScores, best: i32, cursor: Option<usize>) {
    let Some(area) = area(p.layout) else {
        return;
    };
    rounded_rect(area, area.w.min(area.h) * 0.06, p.theme.panel);
    let size = p.layout.text_size(0.22).min(area.h * 0.09);
    let inner = Rect {
        x: area.x + size * 0.8,
        y: area.y + size * 1.6,
        w: area.w - size * 1.6,
        h: area.h - size * 3.2,
    };
    p.text_left(
        tr!("graph-red"),
        (area.x + size * 0.5, area.y + size * 0.8),
        size,
        area.w,
        p.theme.player_colour(crate::board::Player::Red),
    );
    p.text_left(
        tr!("graph-yellow"),
        (area.x + size * 0.5, area.y + area.h - size * 0.8),
        size,
        area.w,
        p.theme.player_colour(crate::board::Player::Yellow),
    );
    let mid = inner.y + inner.h / 2.0;
    draw_line(inner.x, mid, inner.x + inner.w, mid, 1.0, p.theme.dim_text);
    let points = scores.for_red();
    let span = points.len().saturating_sub(1).max(8) as f32;
    let at = |ply: usize, score: i32| {
        (
            inner.x + inner.w * ply as f32 / span,
            mid - height(score, best) * inner.h / 2.0,
        )
    };
    if let Some(ply) = cursor {
        let x = inner.x + inner.w * ply as f32 / span;
        draw_line(x, inner.y, x, inner.y + inner.h, 1.5, p.theme.dim_text);
    }
    let dot = (size * 0.22).max(2.0);
    for (ply, pair) in points.windows(2).enumerate() {
        if let [Some(a), Some(b)] = pair {
            let (x1, y1) = at(ply, *a);
            let (x2, y2) = at(ply + 1, *b);
            draw_line(x1, y1, x2, y2, 1.5, p.theme.text);
        }
    }
    for (ply, score) in points.iter().enumerate() {
        let Some(score) = *score else {
            continue;
        };
        let (x, y) = at(ply, score);
        let colour = match score.signum() {
            1 => p.theme.player_colour(crate::board::Player::Red),
            -1 => p.theme.player_colour(crate::board::Player::Yellow),
            _ => p.theme.draw,
        };
        draw_poly(x, y, SIDES, dot, 0.0, colour);
        // The move played from the position before this one threw a result away.
        if ply > 0 && scores.mistake(ply - 1).is_some() {
            draw_poly_lines(x, y, SIDES, dot * 2.2, 0.0, 2.0, p.theme.loss);
        }
    }
}

/// Says under the graph how far the analysis of the game's positions has come (a spinner while
/// it works), or how many it could not prove once it stopped.
pub fn draw_progress(p: &Painter, progress: GraphProgress) {
    let (Some(area), Some(words)) = (area(p.layout), progress.words()) else {
        return;
    };
    let size = p.layout.text_size(0.24);
    let (first, second) = words.split_once(": ").unwrap_or((&words, ""));
    let spinner = if progress.is_working() {
        size * 0.45
    } else {
        0.0
    };
    let x = area.x + size * 0.3 + spinner * 2.6;
    let room = area.w - (x - area.x);
    let y = area.y + area.h + size * 1.1;
    if spinner > 0.0 {
        p.spinner(area.x + size * 0.3 + spinner, y, spinner, p.theme.dim_text);
    }
    p.text_left(
        first,
        (x, y),
        p.fitted(first, size, false, room),
        room,
        p.theme.dim_text,
    );
    let size2 = p.fitted(second, size, false, room);
    p.text_left(second, (x, y + size * 1.2), size2, room, p.theme.dim_text);
}

/// The cells of the coins whose moves threw a result away, among the first `moves` moves of the
/// game whose positions are `positions`.
pub fn mistaken_coins(positions: &[Board], scores: &GameScores, moves: usize) -> Vec<Cell> {
    positions
        .windows(2)
        .enumerate()
        .take(moves)
        .filter(|(ply, pair)| is_marked(scores, *ply, pair))
        .filter_map(|(_, pair)| added_coin(&pair[0], &pair[1]))
        .collect()
}

/// The coin a move added: the one cell filled in `after` and empty in `before`.
pub fn added_coin(before: &Board, after: &Board) -> Option<Cell> {
    let size = after.size();
    (0..size.width() as u8)
        .flat_map(|column| (0..size.height() as u8).map(move |row| Cell { column, row }))
        .find(|&cell| after.at(cell).is_some() && before.at(cell).is_none())
}

/// The moves (0-based) marked with a `?`: those that threw a result away, and those that let a
/// win in one through in a lost position when it could be blocked.
pub fn marked_moves(positions: &[Board], scores: &GameScores) -> Vec<usize> {
    positions
        .windows(2)
        .enumerate()
        .filter(|(ply, pair)| is_marked(scores, *ply, pair))
        .map(|(ply, _)| ply)
        .collect()
}

/// Whether the move from `pair[0]` (after `ply` moves) to `pair[1]` gets a `?`.
fn is_marked(scores: &GameScores, ply: usize, pair: &[Board]) -> bool {
    scores.mistake(ply).is_some() || scores.missed_block(ply, &pair[0], &pair[1])
}

/// Rings the coins in `cells` as mistakes, with a question mark as chess notation has it.
pub fn mark_mistakes(p: &Painter, cells: &[Cell]) {
    let l = p.layout;
    for &cell in cells {
        let (x, y) = l.cell_centre(cell);
        draw_poly_lines(
            x,
            y,
            SIDES,
            l.coin_radius() * 1.05,
            0.0,
            (l.cell * 0.07).max(2.0),
            p.theme.loss,
        );
        let size = l.cell * 0.42;
        let w = p.measure("?", size, true);
        let badge = Rect {
            x: x + l.coin_radius() * 0.35,
            y: y - l.coin_radius() * 1.0,
            w: w + size * 0.3,
            h: size,
        };
        rounded_rect(badge, size * 0.3, p.theme.loss);
        p.text_left(
            "?",
            (badge.x + size * 0.15, badge.y + size * 0.5),
            size,
            badge.w,
            p.theme.background,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_digits;

    #[test]
    fn a_draw_sits_on_the_line_and_any_win_well_away_from_it() {
        assert_eq!(height(0, 21), 0.0);
        assert!(height(1, 21) >= 0.4 && height(1, 21) < height(18, 21));
        assert_eq!(height(-1, 21), -height(1, 21));
        assert!(height(21, 21) <= 1.0);
    }

    #[test]
    fn the_graph_fits_beside_the_board_or_is_left_out() {
        let wide = Layout::new(900.0, 700.0, 7, 6);
        let graph = area(&wide).expect("room beside the board");
        assert!(graph.x >= wide.board.x + wide.board.w);
        assert!(graph.x + graph.w <= wide.width);
        assert!(area(&Layout::new(360.0, 900.0, 7, 6)).is_none());
    }

    #[test]
    fn the_coin_of_a_mistaken_move_is_found() {
        // Red could win at once in column 1 and played column 5 instead.
        let positions: Vec<Board> = ["", "1", "12", "121", "1212", "12121", "121212", "1212125"]
            .iter()
            .map(|d| parse_digits(d).unwrap())
            .collect();
        let mut scores = GameScores::unknown(positions.len(), crate::board::Player::Red);
        scores.set(6, 18);
        scores.set(7, 0);
        let cells = mistaken_coins(&positions, &scores, 7);
        assert_eq!(cells, vec![Cell { column: 4, row: 0 }]);
        assert!(mistaken_coins(&positions, &scores, 6).is_empty());
    }
}

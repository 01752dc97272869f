//! The evaluation graph: one point per position of the game, the exact outcome for Red on a
//! signed scale (up: Red wins, the sooner the higher; the middle line: a draw; down: Yellow
//! wins); where the exact score is not proved, a hollow point with an arrow for what is proved
//! of it (at least or at most), else a gap; the moves that threw a result away ringed on the
//! graph and on their coins.

use super::computer::GraphProgress;
use super::layout::{units, whole_up_to, Layout, Rect, MIN_TEXT};
use super::paint::{rounded_rect, Painter, Weight, SIDES};
use crate::analysis::GameScores;
use crate::board::{Board, Cell, Player};
use macroquad::prelude::*;

/// Where the graph goes: beside the board on the right, when the layout made room there.
pub fn area(l: &Layout) -> Option<Rect> {
    l.graph
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

/// The best score the graph tells apart on a board of `size`: half its cells, the fastest
/// win's score.
pub fn best_score(size: crate::board::Size) -> i32 {
    i32::try_from(size.cells() / 2).expect("a board's cells are few")
}

/// The text size of the graph's labels in a graph `graph` wide.
fn label_size(graph: Rect) -> f32 {
    (graph.w * 0.045).clamp(MIN_TEXT, 16.0)
}

/// The fewest moves the move axis spans, so the first moves of a game are not spread over
/// the whole width.
const LEAST_SPAN: usize = 8;

/// The moves the move axis spans for a game of `moves` moves.
fn span(moves: usize) -> usize {
    moves.max(LEAST_SPAN)
}

/// The legend's dots, one for each outcome: Red wins, draw, Yellow wins; and the hollow point
/// of a bound.
const OUTCOME_DOTS: usize = 4;

/// The rows of the legend's dots: one in a wide graph, more in a narrow one.
fn dot_rows(graph: Rect) -> usize {
    match graph.w / label_size(graph) {
        wide if wide >= 32.0 => 1,
        wide if wide >= 16.0 => 2,
        _ => OUTCOME_DOTS,
    }
}

/// The rows of the legend under the plot: the dots' rows, then the ring's, whose words name
/// two kinds of move and take a row of their own.
fn legend_rows(graph: Rect) -> usize {
    dot_rows(graph) + 1
}

/// The height of the two lines at the foot of the panel that say how far the analysis is.
fn progress_h(size: f32) -> f32 {
    size * 2.6
}

/// The graph's title line at the top of its panel.
pub fn title_area(graph: Rect) -> Rect {
    Rect {
        h: label_size(graph) * 2.0,
        ..graph
    }
}

/// The legend's rows under the plot, above the progress lines.
pub fn legend_area(graph: Rect) -> Rect {
    let size = label_size(graph);
    let h = size * 1.6 * units(legend_rows(graph));
    Rect {
        x: graph.x,
        y: graph.y + graph.h - progress_h(size) - h,
        w: graph.w,
        h,
    }
}

/// The progress lines at the foot of the panel.
pub fn progress_area(graph: Rect) -> Rect {
    let h = progress_h(label_size(graph));
    Rect {
        x: graph.x,
        y: graph.y + graph.h - h,
        w: graph.w,
        h,
    }
}

/// The plot inside the graph's panel: room above for the Red label, below for Yellow's, the
/// move axis's numbers, the legend and the progress lines, and on the left for the side labels.
pub fn plot_area(graph: Rect) -> Rect {
    let size = label_size(graph);
    let top = title_area(graph).h;
    let bottom = size * (1.3 + 1.0) + graph.y + graph.h - legend_area(graph).y;
    Rect {
        x: graph.x + size * 1.0,
        y: graph.y + top,
        w: (graph.w - size * 2.0).max(1.0),
        h: (graph.h - top - bottom).max(1.0),
    }
}

/// Where along the move axis (0: the start, 1: the far end) a click at `x` lands, if the
/// click at (`x`, `y`) is on the graph at all.
pub fn fraction_at(l: &Layout, x: f32, y: f32) -> Option<f32> {
    let graph = l.graph?;
    if !graph.contains(x, y) {
        return None;
    }
    let plot = plot_area(graph);
    Some(((x - plot.x) / plot.w).clamp(0.0, 1.0))
}

/// The position (after how many moves) nearest to `fraction` of the move axis, in a game of
/// `moves` moves.
pub fn ply_at(fraction: f32, moves: usize) -> usize {
    whole_up_to((fraction * units(span(moves))).round(), moves)
}

/// Every how many moves the move axis has a number: about six numbers along it.
fn tick_step(span: usize) -> usize {
    match span {
        0..=10 => 2,
        11..=30 => 5,
        31..=60 => 10,
        _ => 20,
    }
}

/// Paints the graph of `scores` (positions of a game on `board_size`'s board), a cursor at
/// position `cursor` (the one on show), the points in `rings` ringed (as [`ringed_points`]
/// finds them). Returns whether the window had room for it.
pub fn draw(
    p: &Painter,
    scores: &GameScores,
    rings: &[usize],
    best: i32,
    cursor: Option<usize>,
) -> bool {
    let Some(area) = area(p.layout) else {
        return false;
    };
    let t = p.theme;
    let size = label_size(area);
    rounded_rect(area, size * 0.8, t.panel);
    let plot = plot_area(area);
    let red = t.player_colour(Player::Red);
    let yellow = t.player_colour(Player::Yellow);
    // The two halves, faintly in their side's colour, so the sides read before the labels.
    let half = plot.h / 2.0;
    let tint = |c: Color| Color { a: 0.10, ..c };
    draw_rectangle(plot.x, plot.y, plot.w, half, tint(red));
    draw_rectangle(plot.x, plot.y + half, plot.w, half, tint(yellow));
    p.text_left(
        tr!("graph-title"),
        (plot.x, area.y + size * 1.0),
        size,
        plot.w,
        t.text,
    );
    let mid = plot.y + half;
    let line = (size * 0.12).max(1.0);
    draw_line(plot.x, mid, plot.x + plot.w, mid, line, t.dim_text);
    let draw_w = p.measure(tr!("graph-draw"), size * 0.9, Weight::Regular);
    p.text_left(
        tr!("graph-draw"),
        (plot.x + plot.w - draw_w - size * 0.2, mid - size * 0.6),
        size * 0.9,
        draw_w + 1.0,
        t.dim_text,
    );
    let points = scores.for_red();
    let moves = points.len().saturating_sub(1);
    let span_moves = span(moves);
    let span = units(span_moves);
    let x_of = |ply: usize| plot.x + plot.w * units(ply) / span;
    // The move axis: a tick and a number every few moves.
    let axis_y = plot.y + plot.h;
    let step = tick_step(span_moves);
    for ply in (0..=span_moves).step_by(step) {
        let x = x_of(ply);
        draw_line(x, axis_y, x, axis_y + size * 0.3, line, t.dim_text);
        let label = ply.to_string();
        let w = p.measure(&label, size * 0.9, Weight::Regular);
        p.text_left(
            &label,
            (x - w / 2.0, axis_y + size * 0.9),
            size * 0.9,
            w + 1.0,
            t.dim_text,
        );
    }
    let moves_w = p.measure(tr!("graph-moves"), size * 0.9, Weight::Regular);
    p.text_left(
        tr!("graph-moves"),
        (plot.x + plot.w - moves_w, axis_y + size * 2.0),
        size * 0.9,
        moves_w + 1.0,
        t.dim_text,
    );
    let y_of = |score: i32| mid - height(score, best) * (half - size * 0.4);
    if let Some(ply) = cursor {
        let x = x_of(ply);
        draw_line(x, plot.y, x, axis_y, line * 2.0, t.dim_text);
    }
    for (ply, pair) in points.windows(2).enumerate() {
        if let [Some(a), Some(b)] = pair {
            let (x1, y1) = (x_of(ply), y_of(*a));
            let (x2, y2) = (x_of(ply + 1), y_of(*b));
            draw_line(x1, y1, x2, y2, (size * 0.16).max(2.0), t.text);
        }
    }
    let dot = (size * 0.32).max(3.0);
    let colour_of = |score: i32| match score.signum() {
        1 => red,
        -1 => yellow,
        _ => t.draw,
    };
    for (ply, score) in points.iter().enumerate() {
        let Some(score) = *score else {
            continue;
        };
        let (x, y) = (x_of(ply), y_of(score));
        draw_poly(x, y, SIDES, dot + 1.0, 0.0, t.panel);
        draw_poly(x, y, SIDES, dot, 0.0, colour_of(score));
        if rings.contains(&ply) {
            p.ring((x, y), dot * 2.0, line * 2.0, t.mistake);
        }
    }
    for (ply, bound) in scores.bounds_for_red().into_iter().enumerate() {
        if let Some(bound) = bound {
            let (x, y) = (x_of(ply), y_of(bound.score));
            bound_mark(p, (x, y), dot, bound.at_least, colour_of(bound.score));
        }
    }
    legend(p, area, size, dot);
    true
}

/// A bound's mark at `centre`: a hollow point, and an arrow toward where the exact score lies
/// (up for "Red gets at least this", down for "at most").
fn bound_mark(p: &Painter, (x, y): (f32, f32), dot: f32, at_least: bool, colour: Color) {
    let width = (dot * 0.4).max(1.5);
    draw_poly(x, y, SIDES, dot + 1.0, 0.0, p.theme.panel);
    p.ring((x, y), dot, width, colour);
    // A chevron clear of the point, pointing away from it.
    let up = if at_least { -1.0 } else { 1.0 };
    let tip = y + up * dot * 2.6;
    let barb = dot * 0.9;
    draw_line(x, tip, x - barb, tip - up * barb, width, colour);
    draw_line(x, tip, x + barb, tip - up * barb, width, colour);
}

/// The key under the graph: what the dots' colours and the rings mean.
fn legend(p: &Painter, area: Rect, size: f32, dot: f32) {
    let t = p.theme;
    let dots: [(Color, &str); OUTCOME_DOTS] = [
        (t.player_colour(Player::Red), tr!("graph-red-wins")),
        (t.draw, tr!("graph-draw")),
        (t.player_colour(Player::Yellow), tr!("graph-yellow-wins")),
        (t.dim_text, tr!("graph-bound")),
    ];
    let rows = dot_rows(area);
    let per_row = OUTCOME_DOTS.div_ceil(rows);
    let row_h = size * 1.6;
    let first_y = legend_area(area).y + row_h * 0.5;
    let room = (area.w - size) / units(per_row);
    let words_x = |x: f32| x + dot * 1.5 + size * 0.3;
    for (i, (colour, words)) in dots.into_iter().enumerate() {
        let x = area.x + size * 0.8 + units(i % per_row) * room;
        let y = first_y + units(i / per_row) * row_h;
        if i + 1 == OUTCOME_DOTS {
            bound_mark(p, (x, y + dot), dot * 0.7, true, colour);
        } else {
            draw_poly(x, y, SIDES, dot, 0.0, colour);
        }
        p.text_left(
            words,
            (words_x(x), y),
            size * 0.9,
            room - dot * 2.5,
            t.dim_text,
        );
    }
    // The ring: a mistake or a missed block, across the legend's whole width.
    let (x, y) = (area.x + size * 0.8, first_y + units(rows) * row_h);
    p.ring((x, y), dot * 1.2, 2.0, t.mistake);
    let whole = area.w - size - dot * 2.5;
    p.text_left(
        tr!("graph-mistake"),
        (words_x(x), y),
        size * 0.9,
        whole,
        t.dim_text,
    );
}

/// Says under the graph how far the analysis of the game's positions has come (a spinner while
/// it works), or how many it could not prove once it stopped.
pub fn draw_progress(p: &Painter, progress: GraphProgress) {
    let (Some(area), Some(words)) = (area(p.layout), progress.words()) else {
        return;
    };
    let size = label_size(area) * 0.9;
    let (first, second) = words.split_once(": ").unwrap_or((&words, ""));
    let spinner = if progress.is_working() {
        size * 0.45
    } else {
        0.0
    };
    let x = area.x + size * 0.6 + spinner * 2.6;
    let room = area.w - (x - area.x) - size * 0.3;
    let y = progress_area(area).y + size * 0.7;
    if spinner > 0.0 {
        p.spinner(area.x + size * 0.6 + spinner, y, spinner, p.theme.dim_text);
    }
    p.text_left(
        first,
        (x, y),
        p.fitted(first, size, Weight::Regular, room),
        room,
        p.theme.dim_text,
    );
    let size2 = p.fitted(second, size, Weight::Regular, room);
    p.text_left(second, (x, y + size * 1.25), size2, room, p.theme.dim_text);
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
    size.every_cell()
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

/// The points of the graph (positions, after how many moves) that get a ring: those the moves
/// in `marked` (0-based, as [`marked_moves`] finds them) led to, so a missed block is ringed as
/// well as a result thrown away.
pub fn ringed_points(marked: &[usize]) -> Vec<usize> {
    marked.iter().map(|ply| ply + 1).collect()
}

/// Whether the move from `pair[0]` (after `ply` moves) to `pair[1]` gets a `?`: the one
/// judgement a game file's marks come from too ([`GameScores::flaw`]).
fn is_marked(scores: &GameScores, ply: usize, pair: &[Board]) -> bool {
    scores.flaw(ply, &pair[0], &pair[1]).is_some()
}

/// Rings the coins in `cells` as mistakes, with a question mark as chess notation has it.
pub fn mark_mistakes(p: &Painter, cells: &[Cell]) {
    let l = p.layout;
    for &cell in cells {
        let (x, y) = l.cell_centre(cell);
        p.mark_ring(
            (x, y),
            l.coin_radius() * 1.05,
            (l.cell * 0.07).max(2.0),
            p.theme.mistake,
        );
        let size = l.cell * 0.42;
        let w = p.measure("?", size, Weight::Bold);
        let badge = Rect {
            x: x + l.coin_radius() * 0.35,
            y: y - l.coin_radius() * 1.0,
            w: w + size * 0.3,
            h: size,
        };
        // Edged in the keyline like the ring, so the badge shows on a coin of its own colour.
        let edge = (size * 0.08).max(1.0);
        let rim = Rect {
            x: badge.x - edge,
            y: badge.y - edge,
            w: badge.w + 2.0 * edge,
            h: badge.h + 2.0 * edge,
        };
        rounded_rect(rim, size * 0.3 + edge, p.theme.keyline);
        rounded_rect(badge, size * 0.3, p.theme.mistake);
        p.text_left(
            "?",
            (badge.x + size * 0.15, badge.y + size * 0.5),
            size,
            badge.w,
            p.theme.keyline,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_digits;
    use crate::ui::fixtures;
    use crate::ui::input::Key;
    use crate::ui::screens::Goto;

    #[test]
    fn a_draw_sits_on_the_line_and_any_win_well_away_from_it() {
        assert_eq!(height(0, 21), 0.0);
        assert!(height(1, 21) >= 0.4 && height(1, 21) < height(18, 21));
        assert_eq!(height(-1, 21), -height(1, 21));
        assert!(height(21, 21) <= 1.0);
    }

    #[test]
    fn the_graph_fits_beside_the_board_or_is_left_out() {
        let wide = Layout::with_graph(900.0, 700.0, 7, 6);
        let graph = area(&wide).expect("room beside the board");
        assert!(graph.x >= wide.board.x + wide.board.w);
        assert!(graph.x + graph.w <= wide.width);
        // A phone's tall page has it under the board instead.
        let tall = Layout::with_graph(360.0, 900.0, 7, 6);
        let under = area(&tall).expect("room under the board");
        assert!(under.y >= tall.board.y + tall.board.h);
        assert!(
            area(&Layout::new(900.0, 700.0, 7, 6)).is_none(),
            "asked for only"
        );
    }

    #[test]
    fn a_click_on_the_graph_finds_the_move_under_it() {
        let layout = Layout::with_graph(900.0, 780.0, 7, 6);
        let graph = layout.graph.unwrap();
        let plot = plot_area(graph);
        assert!(plot.w > 0.0 && plot.h > 0.0);
        assert!(graph.contains(plot.x, plot.y) && graph.contains(plot.x + plot.w, plot.y + plot.h));
        // In a game of 20 moves, the point of the position after move 5 is a quarter along.
        let x = plot.x + plot.w * 5.0 / 20.0;
        let fraction = fraction_at(&layout, x, plot.y + plot.h / 2.0).unwrap();
        assert_eq!(ply_at(fraction, 20), 5);
        // A short game keeps its points close: the axis spans eight moves at least.
        assert_eq!(ply_at(1.0, 3), 3);
        assert_eq!(ply_at(0.25, 3), 2);
        assert_eq!(ply_at(0.0, 0), 0);
        // Beside the graph: no move.
        assert_eq!(fraction_at(&layout, graph.x - 2.0, plot.y), None);
        assert_eq!(
            fraction_at(&Layout::new(900.0, 780.0, 7, 6), x, plot.y),
            None
        );
    }

    #[test]
    fn a_click_on_a_point_of_the_graph_reviews_the_game_at_that_move() {
        use crate::game::{GameState, Modes};
        use crate::ui::app::App;
        use crate::ui::input::{Event, RawInput};

        let layout = Layout::with_graph(900.0, 780.0, 7, 6);
        let plot = plot_area(layout.graph.unwrap());
        // A seven-move game: its axis spans eight moves.
        let at_move = |ply: f32| RawInput {
            events: vec![Event::Click(
                plot.x + plot.w * ply / 8.0,
                plot.y + plot.h / 2.0,
            )],
            ..RawInput::default()
        };
        let finished = GameState::from_position(Modes::HUMANS, "1212121").unwrap();
        let mut app = App::new(finished, Goto::Table);
        assert_eq!(app.screen(), "game over");
        app.hear(&at_move(3.0), &layout);
        assert_eq!(app.screen(), "review");
        // In the review, a click on another point goes there; play on from it to see which.
        app.set_time(0.1);
        app.hear(&at_move(5.0), &layout);
        assert_eq!(app.screen(), "review");
        app.set_time(0.2);
        app.press(&[Key::Drop]);
        app.set_time(0.3);
        app.advance();
        assert_eq!(app.game().position(), "12121");
        // And the first click went to move 3.
        let finished = GameState::from_position(Modes::HUMANS, "1212121").unwrap();
        let mut app = App::new(finished, Goto::Table);
        app.hear(&at_move(3.0), &layout);
        app.set_time(0.2);
        app.press(&[Key::Drop]);
        app.set_time(0.3);
        app.advance();
        assert_eq!(app.game().position(), "121");
    }

    #[test]
    fn a_missed_block_is_ringed_on_the_graph() {
        // Red stacks column 1, Yellow column 2: Yellow is lost throughout but could block until
        // its last move lets Red's fourth coin through. No result is thrown away.
        let positions: Vec<Board> = ["", "1", "12", "121", "1212", "12121", "121212", "1212121"]
            .iter()
            .map(|d| parse_digits(d).unwrap())
            .collect();
        let scores = fixtures::missed_block_scores();
        assert!((0..7).all(|ply| scores.mistake(ply).is_none()));
        let marked = marked_moves(&positions, &scores);
        assert_eq!(
            ringed_points(&marked),
            vec![6],
            "the point after the missed block"
        );
    }

    #[test]
    fn the_board_and_the_game_file_mark_the_same_moves() {
        use crate::game_record::GameRecord;
        let digits = "1212121";
        let positions: Vec<Board> = (0..=digits.len())
            .map(|n| parse_digits(&digits[..n]).unwrap())
            .collect();
        let scores = fixtures::missed_block_scores();
        let mut file = GameRecord::new(
            crate::board::Size::STANDARD,
            crate::game::Modes::HUMANS,
            crate::board::Player::Red,
            &crate::notation::columns_of(digits, 7).unwrap(),
        );
        file.annotate(&scores);
        let in_file: Vec<usize> = (0..digits.len())
            .filter(|&i| file.moves[i].mistake.is_some())
            .collect();
        assert_eq!(marked_moves(&positions, &scores), in_file);
        assert_eq!(in_file, vec![5]);
    }

    #[test]
    fn the_title_legend_and_progress_fit_inside_the_panel_at_every_size() {
        for (w, h) in fixtures::PLAYED_WINDOWS {
            for (columns, rows) in fixtures::BOARD_SHAPES {
                let layout = Layout::with_graph(w, h, columns, rows);
                let Some(graph) = layout.graph else {
                    continue;
                };
                let within = |inner: Rect, outer: Rect| {
                    inner.x >= outer.x - 0.01
                        && inner.y >= outer.y - 0.01
                        && inner.x + inner.w <= outer.x + outer.w + 0.01
                        && inner.y + inner.h <= outer.y + outer.h + 0.01
                };
                let window = Rect {
                    x: 0.0,
                    y: 0.0,
                    w,
                    h,
                };
                let at = format!("{w}x{h}, {columns}x{rows}");
                assert!(within(graph, window), "{at}: the panel leaves the window");
                let (title, plot) = (title_area(graph), plot_area(graph));
                let (legend, progress) = (legend_area(graph), progress_area(graph));
                for part in [title, plot, legend, progress] {
                    assert!(within(part, graph), "{at}: {part:?} outside {graph:?}");
                }
                // Top to bottom without overlap: title, plot (and its axis), legend, progress.
                assert!(title.y + title.h <= plot.y + 0.01, "{at}");
                assert!(plot.y + plot.h < legend.y, "{at}");
                assert!(legend.y + legend.h <= progress.y + 0.01, "{at}");
                // Each dot of the legend has room for "Yellow wins" at the smallest text, and
                // the ring's row for "mistake or missed block".
                let per_row = OUTCOME_DOTS.div_ceil(dot_rows(graph));
                let entry = (graph.w - label_size(graph)) / units(per_row);
                assert!(entry >= 11.0 * 0.6 * MIN_TEXT, "{at}: {entry} px an entry");
                let ring_row = graph.w - label_size(graph);
                assert!(ring_row >= 23.0 * 0.6 * MIN_TEXT, "{at}: {ring_row} px");
                // And the plot keeps a readable height.
                assert!(plot.h >= 60.0, "{at}: a plot {} px high", plot.h);
            }
        }
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

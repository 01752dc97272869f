//! Drawing the table: the board and its coins, the falling coin, the coin in hand, the winning
//! line, the heading, the instruction lines and the computer's "Thinking…" box, for the table
//! screen in play and at game over.

use super::animation::{shake_offset, win_glow, win_pop};
use super::button;
use super::layout::Rect;
use super::paint::{mix, rounded_rect, Painter, Weight, SIDES};
use super::session::{NoticeKind, Session};
use super::words;
use crate::board::{Cell, Column, Size};
use crate::game::{CasualReason, GameState, Mode, Outcome};
use macroquad::prelude::*;

/// Where the game on the table stands, as the table screen shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stage {
    /// The game goes on: whose turn it is, the coin in hand.
    Play,
    /// The game is decided: the result, once the last coin has landed.
    GameOver,
}

/// Whether the result shows: at game over, once the last coin has landed.
fn result_shows(session: &Session, stage: Stage) -> bool {
    stage == Stage::GameOver && session.table().shows_result()
}

/// Paints the table at `stage`: at game over the result shows once the last coin has landed;
/// otherwise whose turn it is.
pub fn draw(p: &Painter, session: &Session, stage: Stage) {
    let table = session.table();
    let game = table.game();
    let board = game.board();
    let falling = table.falling();
    let over = result_shows(session, stage);

    board_back(p);
    coins_behind_the_face(p, session);
    board_front(p, board.size());
    if falling.is_none() {
        if let Some(cell) = last_coin(game) {
            last_move_mark(p, cell);
        }
    }
    // The winning line glows once its last coin has landed.
    let mut winning = if over && falling.is_none() {
        board.winning_cells()
    } else {
        Vec::new()
    };
    winning.sort_by_key(|c| (c.column, c.row));
    if !winning.is_empty() {
        let elapsed = table
            .landed_at()
            .map(|at| p.now - at)
            .unwrap_or(f64::INFINITY);
        celebrate(p, game, &winning, elapsed);
    }
    column_numbers(p, session, stage);
    // An online game can end off the board, and then no coin is in hand either.
    let online_over = session.online().is_on() && session.online().result().is_some();
    if falling.is_none() && game.outcome().is_none() && !online_over {
        coin_in_hand(p, session);
        if table.moved_by_keys() {
            keyboard_focus(p, table.hover());
        }
    }
    if session.analyses().shows_graph() {
        evaluation_beside_the_board(p, session);
    }
    if let Some(hint) = session.analyses().hint() {
        super::hint_row::draw(p, &hint, None);
    }
    if session.why().is_on() && falling.is_none() {
        super::why::draw(p, session.why(), board, game);
    }
    heading(p, session, stage);
    instructions(p, session, stage);
    if session.computer().turn_since().is_some() && !over {
        thinking(p, session, tr!("table-thinking"));
    }
    if let Some(words) = online_status(session) {
        thinking(p, session, &words);
    }
    if let Some(react) = react_button(p.layout, session) {
        let (_, fits) = react.fitted_label(p);
        react.draw(p, fits);
        if react.hovered(p) {
            react.draw_tooltip(p);
        }
    }
    // Last, so a tooltip lies over the board.
    button::draw_row(p, game.is_paused(), &button::switches_on(session));
}

/// The coins, which lie behind the board's face and show through its holes: those at rest,
/// the falling one and those lifted out by an undo.
fn coins_behind_the_face(p: &Painter, session: &Session) {
    let l = p.layout;
    let table = session.table();
    let game = table.game();
    let board = game.board();
    let falling = table.falling();
    let hidden = falling.map(|f| f.cell);
    let r = l.coin_radius();
    for cell in board
        .size()
        .every_cell()
        .filter(|&cell| Some(cell) != hidden)
    {
        if let Some(player) = board.at(cell) {
            let (x, y) = l.cell_centre(cell);
            p.coin(x, y, r, game.colour_of(player));
        }
    }
    if let Some(f) = falling {
        let at = f.position(p.now);
        p.coin(l.column_x(at.column), l.row_y(at.row), r, f.player);
    }
    for lift in table.lifting() {
        let (at, scale) = lift.position(p.now);
        if scale > 0.0 {
            p.coin(
                l.column_x(at.column),
                l.row_y(at.row),
                r * scale,
                lift.player,
            );
        }
    }
}

/// The keyboard's focus ring: round the column the coin in hand stands over, while the player
/// moves it by keys.
fn keyboard_focus(p: &Painter, column: Column) {
    let l = p.layout;
    let width = (l.cell * 0.06).max(2.0);
    let x = l.column_x(f32::from(column.number_from_zero())) - l.cell * 0.5;
    draw_rectangle_lines(
        x,
        l.board.y - width,
        l.cell,
        l.board.h + 2.0 * width,
        width,
        p.theme.text,
    );
}

/// The column numbers under the board, the one under the coin in hand lit while the game goes
/// on.
fn column_numbers(p: &Painter, session: &Session, stage: Stage) {
    let over = result_shows(session, stage);
    let l = p.layout;
    let table = session.table();
    for column in table.game().board().size().columns() {
        let x = l.column_x(f32::from(column.number_from_zero()));
        let y = l.numbers_y();
        let colour = if column == table.hover() && !over {
            p.theme.text
        } else {
            p.theme.dim_text
        };
        let label = column.number().to_string();
        p.text_centred(&label, x, y, l.numbers_text(), colour, Weight::Regular);
    }
}

/// The coin in hand above the board, in the colour of the side to move; it shakes when a move
/// was refused.
fn coin_in_hand(p: &Painter, session: &Session) {
    let l = p.layout;
    let table = session.table();
    let shake = table
        .shake_since()
        .map(|since| shake_offset(p.now - since))
        .unwrap_or(0.0);
    let (x, y) = l.hover_centre(f32::from(table.hover().number_from_zero()) + shake);
    p.coin(x, y, l.coin_radius(), table.game().side_to_move());
}

/// The evaluation graph beside the board and the marks on the coins it calls mistakes. The
/// graph stays through a drop; only the falling coin's own mark waits for it to land.
fn evaluation_beside_the_board(p: &Painter, session: &Session) {
    let table = session.table();
    let game = table.game();
    let falling = table.falling();
    let scores = session.analyses().game_scores();
    let positions = game.positions();
    let moves = positions.len() - 1;
    let landed = moves - usize::from(falling.is_some());
    let cells = super::evaluation_graph::mistaken_coins(&positions, &scores, landed);
    super::evaluation_graph::mark_mistakes(p, &cells);
    let best = super::evaluation_graph::best_score(game.board().size());
    let marked = super::evaluation_graph::marked_moves(&positions, &scores);
    let rings = super::evaluation_graph::ringed_points(&marked);
    let drawn = super::evaluation_graph::draw(p, &scores, &rings, best, Some(moves));
    super::evaluation_graph::draw_progress(p, session.computer().graph_progress(game));
    if falling.is_some() {
        super::events::drop_frame(drawn);
    }
}

/// Paints `board` alone, still (the review's position): the board and its coins, in the
/// colours of `game`, whose position it is (the board calls whoever moved first Red).
pub fn draw_position(p: &Painter, board: &crate::board::Board, game: &GameState) {
    let l = p.layout;
    board_back(p);
    for cell in board.size().every_cell() {
        if let Some(player) = board.at(cell) {
            let (x, y) = l.cell_centre(cell);
            p.coin(x, y, l.coin_radius(), game.colour_of(player));
        }
    }
    board_front(p, board.size());
}

/// The cell of the last coin played in `game`, if any.
fn last_coin(game: &GameState) -> Option<Cell> {
    let column = *game.history().last()?;
    let board = game.board();
    board
        .size()
        .cells_of(column)
        .rev()
        .find(|&cell| board.at(cell).is_some())
}

/// The width of the board's frame round the cells.
fn frame_width(p: &Painter) -> f32 {
    p.layout.frame()
}

/// What lies behind the board's face: its shadow on the table and the dark inside, which an
/// empty hole shows.
fn board_back(p: &Painter) {
    let l = p.layout;
    let b = l.board;
    let pad = frame_width(p);
    let shadow = Rect {
        x: b.x - pad + l.cell * 0.06,
        y: b.y - pad + l.cell * 0.1,
        w: b.w + 2.0 * pad,
        h: b.h + 2.0 * pad,
    };
    draw_rectangle(
        shadow.x + pad * 0.5,
        shadow.y + pad * 0.5,
        shadow.w - pad,
        shadow.h - pad,
        // The hole's colour is dark in every theme, the light one's too, whose shade is pale.
        Color {
            a: 0.3,
            ..p.theme.hole
        },
    );
    draw_rectangle(b.x, b.y, b.w, b.h, p.theme.hole);
}

/// The board's face in front of the coins: a frame with a darker rim and a bevel inside it, and
/// a face with a round hole in each cell, each hole with its inner edge in shade at the top
/// (a shadow over the coin in it) and lit at the bottom.
fn board_front(p: &Painter, size: Size) {
    let l = p.layout;
    let b = l.board;
    let t = p.theme;
    let pad = frame_width(p);
    let face = t.board;
    let lit = mix(face, WHITE, 0.3);
    let dark = mix(t.board_edge, BLACK, 0.25);
    let hollow = mix(t.board_edge, BLACK, 0.5);
    // The frame round the cells, in four strips so the cells stay open, and the face over
    // the cells, a mesh with a hole per cell: all a little lighter towards the top.
    let outer = Rect {
        x: b.x - pad,
        y: b.y - pad,
        w: b.w + 2.0 * pad,
        h: b.h + 2.0 * pad,
    };
    let shade_at = |y: f32| mix(face, lit, (1.0 - (y - outer.y) / outer.h.max(1.0)) * 0.22);
    let strip = |x: f32, y: f32, w: f32, h: f32| shaded_rect(Rect { x, y, w, h }, &shade_at);
    strip(outer.x, outer.y, outer.w, pad);
    strip(outer.x, b.y + b.h, outer.w, pad);
    strip(outer.x, b.y, pad, b.h);
    strip(b.x + b.w, b.y, pad, b.h);
    let hole_r = l.coin_radius() * 1.06;
    for cell in size.every_cell() {
        let (cx, cy) = l.cell_centre(cell);
        cell_face(cx, cy, l.cell / 2.0, hole_r, &shade_at);
    }
    // Overwritten cell edges would leave seams: the hole bevels go on top.
    let bevel = (l.cell * 0.06).max(2.0);
    for cell in size.every_cell() {
        let (cx, cy) = l.cell_centre(cell);
        hole_bevel(cx, cy, hole_r - bevel * 0.5, bevel, hollow, lit);
    }
    // The rim: a band of the frame's darker edge all round the outside.
    let rim = (pad * 0.3).max(2.0);
    draw_rectangle(outer.x, outer.y, outer.w, rim, t.board_edge);
    draw_rectangle(outer.x, outer.y + outer.h - rim, outer.w, rim, t.board_edge);
    draw_rectangle(outer.x, outer.y, rim, outer.h, t.board_edge);
    draw_rectangle(outer.x + outer.w - rim, outer.y, rim, outer.h, t.board_edge);
    // Inside the rim, the frame's bevel: lit along the top and left, in shade along the bottom
    // and right.
    let outer = Rect {
        x: outer.x + rim,
        y: outer.y + rim,
        w: outer.w - 2.0 * rim,
        h: outer.h - 2.0 * rim,
    };
    let edge = (pad * 0.18).max(1.5);
    let inset = 0.0;
    draw_line(
        outer.x + inset,
        outer.y + edge * 0.5,
        outer.x + outer.w - inset,
        outer.y + edge * 0.5,
        edge,
        lit,
    );
    draw_line(
        outer.x + edge * 0.5,
        outer.y + inset,
        outer.x + edge * 0.5,
        outer.y + outer.h - inset,
        edge,
        lit,
    );
    let bottom = outer.y + outer.h - edge * 0.5;
    draw_line(
        outer.x + inset,
        bottom,
        outer.x + outer.w - inset,
        bottom,
        edge,
        dark,
    );
    let right = outer.x + outer.w - edge * 0.5;
    draw_line(
        right,
        outer.y + inset,
        right,
        outer.y + outer.h - inset,
        edge,
        dark,
    );
}

/// A rectangle coloured by height as `colour` says (top and bottom edges).
fn shaded_rect(r: Rect, colour: &dyn Fn(f32) -> Color) {
    let (top, bottom) = (colour(r.y), colour(r.y + r.h));
    let corner = |x: f32, y: f32, c: Color| Vertex::new(x, y, 0.0, 0.0, 0.0, c);
    draw_mesh(&Mesh {
        vertices: vec![
            corner(r.x, r.y, top),
            corner(r.x + r.w, r.y, top),
            corner(r.x + r.w, r.y + r.h, bottom),
            corner(r.x, r.y + r.h, bottom),
        ],
        indices: vec![0, 1, 2, 0, 2, 3],
        texture: None,
    });
}

/// One cell of the board's face: the square `half` each way from (`cx`, `cy`) less the hole
/// of radius `hole_r`, as a ring of quads from the hole's edge out to the square's.
fn cell_face(cx: f32, cy: f32, half: f32, hole_r: f32, colour: &dyn Fn(f32) -> Color) {
    // A multiple of eight, so the square's corners are corners of the mesh.
    const STEPS: u16 = 48;
    let mut vertices = Vec::with_capacity(2 * usize::from(STEPS));
    let mut indices = Vec::with_capacity(6 * usize::from(STEPS));
    for i in 0..STEPS {
        let angle = f32::from(i) / f32::from(STEPS) * std::f32::consts::TAU;
        let (sin, cos) = angle.sin_cos();
        // Out along the ray to the square's edge.
        let reach = half / cos.abs().max(sin.abs());
        let (ix, iy) = (cx + hole_r * cos, cy + hole_r * sin);
        let (ox, oy) = (cx + reach * cos, cy + reach * sin);
        vertices.push(Vertex::new(ix, iy, 0.0, 0.0, 0.0, colour(iy)));
        vertices.push(Vertex::new(ox, oy, 0.0, 0.0, 0.0, colour(oy)));
        let (a, b) = (2 * i, 2 * ((i + 1) % STEPS));
        indices.extend([a, a + 1, b + 1, a, b + 1, b]);
    }
    draw_mesh(&Mesh {
        vertices,
        indices,
        texture: None,
    });
}

/// The inner edge of a hole: in the face's shadow at the top left, catching the light at the
/// bottom right.
fn hole_bevel(cx: f32, cy: f32, r: f32, width: f32, shadow: Color, lit: Color) {
    const STEPS: u16 = 32;
    for i in 0..STEPS {
        let a1 = f32::from(i) / f32::from(STEPS) * std::f32::consts::TAU;
        let a2 = f32::from(i + 1) / f32::from(STEPS) * std::f32::consts::TAU;
        let mid = (a1 + a2) / 2.0;
        // 1 where the edge faces the light (the bottom right of a hole), -1 away from it.
        let facing = (mid.cos() + mid.sin()) * std::f32::consts::FRAC_1_SQRT_2;
        let colour = if facing >= 0.0 {
            Color {
                a: 0.55 * facing,
                ..lit
            }
        } else {
            Color {
                a: 0.8 * -facing,
                ..shadow
            }
        };
        draw_line(
            cx + r * a1.cos(),
            cy + r * a1.sin(),
            cx + r * a2.cos(),
            cy + r * a2.sin(),
            width,
            colour,
        );
    }
}

/// Marks the coin played last: a ring round its hole on the board's face.
fn last_move_mark(p: &Painter, cell: Cell) {
    let l = p.layout;
    let (x, y) = l.cell_centre(cell);
    let width = (l.cell * 0.045).max(2.0);
    p.mark_ring(
        (x, y),
        l.coin_radius() * 1.06 + width * 0.8,
        width,
        p.theme.last_move,
    );
}

/// The win: the other coins dim, the winning ones glow and pop out of the board one after
/// another along the line, `elapsed` seconds after the winning coin landed.
fn celebrate(p: &Painter, game: &GameState, cells: &[Cell], elapsed: f64) {
    let l = p.layout;
    let r = l.coin_radius();
    let glow = win_glow(elapsed);
    let board = game.board();
    let veil = Color {
        a: 0.45 * glow.min(1.0),
        ..p.theme.hole
    };
    for cell in board.size().every_cell() {
        if board.at(cell).is_some() && !cells.contains(&cell) {
            let (x, y) = l.cell_centre(cell);
            draw_poly(x, y, SIDES, r, 0.0, veil);
        }
    }
    for (index, &cell) in cells.iter().enumerate() {
        let (x, y) = l.cell_centre(cell);
        let Some(player) = board.at(cell) else {
            continue;
        };
        // Opaque once the flash has passed: the ring's contrast (tested on the theme) holds.
        let halo = Color {
            a: (glow / win_glow(f64::INFINITY)).min(1.0),
            ..p.theme.highlight
        };
        let scale = win_pop(elapsed, index);
        p.mark_ring((x, y), r * 1.08 * scale, l.cell * 0.07, halo);
        if scale > 1.0 {
            p.coin(x, y, r * scale, game.colour_of(player));
        }
    }
}

fn heading(p: &Painter, session: &Session, stage: Stage) {
    let l = p.layout;
    let y = l.heading.y + l.heading.h / 2.0;
    let size = l.heading_text();
    let (text, side) = status(session, stage);
    let colour = side.map_or(p.theme.text, |side| p.theme.player_words(side));
    let Some(variant) = variant(session.game().board().size()) else {
        p.text_centred(&text, l.width / 2.0, y, size, colour, Weight::Bold);
        // A game against a level that can no longer be rated says so all along, beside the
        // heading; the line under the board says why when no hint needs it. (Another board
        // says what it is there instead, and the line under the board says it is casual.)
        let game = session.game();
        if stage == Stage::Play && against_a_level(game) && !game.is_rated() {
            casual_tag(p, &text, size);
        }
        return;
    };
    // Another game than four in a row on 7×6 says so after the heading, smaller and dimmer,
    // the two centred together.
    let small = l.instruction_text();
    let gap = size;
    let room = l.width * 0.96;
    let wide = p.measure(&text, size, Weight::Bold);
    let small = p.fitted(
        &variant,
        small,
        Weight::Regular,
        (room - wide - gap).max(1.0),
    );
    let narrow = p.measure(&variant, small, Weight::Regular);
    let left = ((l.width - wide - gap - narrow) / 2.0).max(l.width * 0.02);
    p.text_centred(&text, left + wide / 2.0, y, size, colour, Weight::Bold);
    p.text_left(
        &variant,
        (left + wide + gap, y),
        small,
        l.width - left - wide - gap,
        p.theme.dim_text,
    );
}

/// The game in words when it is not Connect Four's, four in a row on 7×6: `8 × 7, 4 in a row`.
pub fn variant(size: Size) -> Option<String> {
    (size != Size::STANDARD).then(|| {
        tr!(
            "table-variant",
            board = format!("{} × {}", size.width(), size.height()),
            length = size.line_length(),
        )
    })
}

/// The small "Casual" mark right of the heading `beside` (at `size`), at the window's edge if
/// the heading leaves no room between them.
fn casual_tag(p: &Painter, beside: &str, size: f32) {
    let l = p.layout;
    let words = tr!("table-casual-tag");
    let tag_size = (size * 0.6).max(super::layout::MIN_TEXT);
    let w = p.measure(words, tag_size, Weight::Regular) + tag_size;
    let h = tag_size * 1.5;
    let heading_right = l.width / 2.0 + p.measure(beside, size, Weight::Bold) / 2.0;
    let x = (heading_right + size * 0.8).min(l.width - w - tag_size * 0.5);
    let tag = Rect {
        x,
        y: l.heading.y + (l.heading.h - h) / 2.0,
        w,
        h,
    };
    super::paint::bordered_box(tag, h * 0.3, 1.5, p.theme.dim_text, p.theme.background);
    let (cx, cy) = tag.centre();
    p.text_centred(words, cx, cy, tag_size, p.theme.dim_text, Weight::Regular);
}

/// The side the heading and the line under the board are about. While a coin falls the turn
/// is still its player's: the next side is named once it has landed, by both lines at once.
fn side_named(session: &Session) -> crate::board::Player {
    match session.table().falling() {
        Some(falling) => falling.player,
        None => session.game().side_to_move(),
    }
}

/// The heading's words, and the colour they are about (none for a draw).
pub fn status(session: &Session, stage: Stage) -> (String, Option<crate::board::Player>) {
    let over = result_shows(session, stage);
    let game = session.game();
    let side = side_named(session);
    let mode = online_mode(session, side).unwrap_or_else(|| words::mode(game.modes().of(side)));
    // An online game can end off the board: resigned, agreed drawn, lost on time.
    let online = session.online();
    let off_board = online.is_on() && game.outcome().is_none();
    if let Some(result) = online.result().filter(|_| off_board) {
        let winner = result.winner.map(crate::ui::online_seat::player);
        return (words::online_result(result, online.my_side()), winner);
    }
    match (over, game.outcome()) {
        (true, Some(Outcome::Win(player))) => (
            tr!("table-wins", player = words::player(player)),
            Some(player),
        ),
        (true, Some(Outcome::Draw)) => (tr!("table-draw").to_string(), None),
        _ if game.is_paused() => (
            tr!("table-paused", side = words::player(side), mode = mode),
            Some(side),
        ),
        _ => (
            tr!("table-to-move", side = words::player(side), mode = mode),
            Some(side),
        ),
    }
}

fn instructions(p: &Painter, session: &Session, stage: Stage) {
    let over = result_shows(session, stage);
    let l = p.layout;
    let size = l.instruction_text();
    let first_y = l.instructions.y + l.instructions.h * 0.3;
    let second_y = l.instructions.y + l.instructions.h * 0.74;
    let modes = session.game().modes();
    if let Some(notice) = session
        .notice()
        .filter(|n| matches!(n.kind, NoticeKind::Saved(_)))
    {
        saved_notice(p, &notice.text);
        return;
    }
    let first = if let Some(notice) = session.notice() {
        let colour = match notice.kind {
            NoticeKind::Info => p.theme.text,
            NoticeKind::Saved(_) => p.theme.win,
            NoticeKind::Refusal | NoticeKind::Failed => p.theme.notice,
        };
        p.text_centred(
            &notice.text,
            l.width / 2.0,
            first_y,
            size,
            colour,
            Weight::Regular,
        );
        None
    } else {
        Some(prompt(session, stage))
    };
    if let Some(first) = first {
        p.text_centred(
            &first,
            l.width / 2.0,
            first_y,
            size,
            p.theme.text,
            Weight::Regular,
        );
    }
    // Once a game is over, the line says whether it was rated and how it moved the player's
    // rating, or why it was casual; while the hint shows, what its numbers count matters more
    // than who plays (the heading says that too). A game that can no longer be rated says so.
    let game = session.game();
    let casual = casual_words(game);
    // Who plays each colour: in an online game "you" and "your friend", with their clocks,
    // and for a few seconds what each side just said.
    let who = |side: crate::board::Player| {
        let name = match online_mode(session, side) {
            Some(name) => match online_clock(session, side) {
                Some(time) => format!("{name} {time}"),
                None => name.to_string(),
            },
            None => words::mode(modes.of(side)).to_string(),
        };
        match session.online().reaction_of(side, session.now()) {
            Some(reaction) => tr!(
                "online-reaction-shown",
                who = name,
                words = crate::ui::online_seat::reaction_words(reaction)
            ),
            None => name,
        }
    };
    let reacting = [crate::board::Player::Red, crate::board::Player::Yellow]
        .into_iter()
        .any(|side| session.online().reaction_of(side, session.now()).is_some());
    let (red, yellow) = (
        who(crate::board::Player::Red),
        who(crate::board::Player::Yellow),
    );
    let second = if let Some(rated) = session.kept().rating_moved(game).filter(|_| over) {
        tr!(
            "table-rating-moved",
            level = words::level(rated.level),
            level_rating = format!("{:.0}", rated.level_rating),
            before = format!("{:.0}", rated.before.rating),
            after = format!("{:.0}", rated.after.rating),
        )
    } else if let Some(reasons) = casual.as_ref().filter(|_| over) {
        let rating = crate::store::player_rating(session.kept().history().games()).rating;
        match game.modes().red.level().or(game.modes().yellow.level()) {
            Some(_) => tr!(
                "table-casual-over",
                reasons = reasons.as_str(),
                rating = format!("{rating:.0}")
            ),
            None => tr!("table-casual", reasons = reasons.as_str()),
        }
    } else if session.analyses().hint().is_some() {
        super::hint_row::legend().to_string()
    } else if let Some(reasons) = casual.filter(|_| against_a_level(game)) {
        tr!(
            "table-players-casual",
            red = red.as_str(),
            yellow = yellow.as_str(),
            reasons = reasons,
        )
    } else if words::by_touch() || reacting {
        // A reaction takes the room of the line's pointer to the keys.
        tr!(
            "table-players-tap",
            red = red.as_str(),
            yellow = yellow.as_str(),
        )
    } else {
        tr!(
            "table-players",
            red = red.as_str(),
            yellow = yellow.as_str(),
        )
    };
    // The "why" overlay's key takes the line while it shows: the player asked for it last.
    if session.why().is_on() {
        super::why::draw_legend(p, session.why(), session.game().board(), second_y);
        return;
    }
    p.text_centred(
        &second,
        l.width / 2.0,
        second_y,
        size,
        p.theme.dim_text,
        Weight::Regular,
    );
}

/// A file saved: where it went, in the colour of success, over both instruction lines (a path
/// is long), and beside it the button that opens its folder (none in a page, whose saves are
/// downloads).
fn saved_notice(p: &Painter, text: &str) {
    let l = p.layout;
    let band = l.instructions;
    let size = l.instruction_text();
    let margin = (l.width * 0.02).clamp(2.0, 24.0);
    let (right, button) = if super::IN_PAGE {
        (l.width - margin, None)
    } else {
        let button = open_folder_button(l);
        (button.rect.x - size, Some(button))
    };
    let room = right - margin;
    let centre = (margin + right) / 2.0;
    p.text_within(
        text,
        (centre, band.y + band.h / 2.0),
        size,
        room,
        p.theme.win,
    );
    if let Some(button) = button {
        let (_, fits) = button.fitted_label(p);
        button.draw(p, fits);
        if button.hovered(p) {
            button.draw_tooltip(p);
        }
    }
}

/// The button beside the news of a saved file that opens its folder, at the right end of the
/// instruction lines.
pub fn open_folder_button(l: &super::layout::Layout) -> button::Button {
    let tooltip = tr!("saved-open-folder-tooltip");
    instruction_button(l, tr!("saved-open-folder"), tooltip, End::Right)
}

/// The button that opens the quick reactions (G), at the left end of the instruction lines,
/// while this window holds a seat in an online game (none for a watcher).
pub fn react_button(l: &super::layout::Layout, session: &Session) -> Option<button::Button> {
    let online = session.online();
    if !online.is_on() || online.my_side().is_none() {
        return None;
    }
    let tooltip = tr!("online-react-tooltip");
    Some(instruction_button(
        l,
        tr!("online-react"),
        tooltip,
        End::Left,
    ))
}

/// An end of the instruction lines.
enum End {
    Left,
    Right,
}

/// A button saying `label` at one `end` of the instruction lines, as tall as they allow.
fn instruction_button(
    l: &super::layout::Layout,
    label: &'static str,
    tooltip: &str,
    end: End,
) -> button::Button {
    let band = l.instructions;
    let size = l.instruction_text();
    let margin = (l.width * 0.02).clamp(2.0, 24.0);
    let chars = super::layout::units(label.chars().count());
    let w = (chars * super::layout::LABEL_CHAR_W + super::layout::LABEL_RIM) * size;
    let h = (size * 2.0).min(band.h * 0.9);
    let x = match end {
        End::Left => margin,
        End::Right => l.width - margin - w,
    };
    button::Button {
        rect: Rect {
            x,
            y: band.y + (band.h - h) / 2.0,
            w,
            h,
        },
        label,
        face: button::Face::Filled,
        tooltip: tooltip.to_string(),
    }
}

/// Why `game` is casual, in words (`hints were used, a move was taken back`), if a person
/// plays in it and it is not rated.
fn casual_words(game: &GameState) -> Option<String> {
    let reasons = game.casual_reasons();
    if reasons.is_empty() || reasons.contains(CasualReason::NoPerson) {
        return None;
    }
    let words: Vec<&str> = reasons.iter().map(words::casual_reason).collect();
    Some(words.join(", "))
}

/// Whether one person plays a computer level in `game`: the games a player expects rated.
fn against_a_level(game: &GameState) -> bool {
    let modes = game.modes();
    modes.red.level().is_some() != modes.yellow.level().is_some()
}

/// The instruction line under the board when no notice shows: what the player can do now.
pub fn prompt(session: &Session, stage: Stage) -> String {
    let over = result_shows(session, stage);
    let game = session.game();
    let modes = game.modes();
    let board_width = game.board().size().width();
    let touch = words::by_touch();
    if over {
        // A page cannot quit: there N goes back to the title.
        let words = if touch {
            tr!("table-play-again-tap")
        } else if super::IN_PAGE {
            tr!("table-play-again-page")
        } else {
            tr!("table-play-again")
        };
        return words.to_string();
    }
    if game.is_paused() {
        let paused = if touch {
            tr!("table-paused-tap")
        } else {
            tr!("table-paused-help")
        };
        return paused.to_string();
    }
    let side = side_named(session);
    let name = words::player(side);
    let online = session.online();
    if online.is_on() && online.result().is_some() && game.outcome().is_none() {
        return tr!("online-game-over").to_string();
    }
    if online.found_the_room_full() {
        return tr!("online-watching-room-full").to_string();
    }
    if online.is_live() {
        match online.my_side() {
            None => return tr!("online-watching").to_string(),
            Some(mine) if mine != side => return tr!("online-wait-turn").to_string(),
            Some(_) => {}
        }
    }
    match modes.of(side) {
        Mode::Human if touch => tr!("table-tap", side = name),
        Mode::Human if board_width > 9 => tr!("table-click-wide", side = name),
        Mode::Human => tr!("table-click", side = name, columns = board_width),
        // Two computers play for a watcher, who is not waiting for a turn.
        Mode::Computer(_) | Mode::Adaptive(_) if modes.of(side.opponent()) != Mode::Human => {
            tr!("table-computers-play").to_string()
        }
        mode => tr!(
            "table-computer-moves",
            side = name,
            mode = words::mode(mode)
        ),
    }
}

/// Who `side` is in a live online game, for the heading: "you" or "your friend" rather than
/// "Human" for both (none for a watcher, who sees the colours' own modes).
fn online_mode(session: &Session, side: crate::board::Player) -> Option<&'static str> {
    let online = session.online();
    let mine = online.my_side().filter(|_| online.is_on())?;
    Some(if mine == side {
        tr!("online-mode-you")
    } else {
        tr!("online-mode-friend")
    })
}

/// What the remote seat is doing, where "Thinking..." shows for the computer: waiting for the
/// friend's move, or for the connection to come back.
fn online_status(session: &Session) -> Option<String> {
    let online = session.online();
    if !online.is_on() {
        return None;
    }
    if online.reconnecting() {
        return Some(tr!("online-reconnecting").to_string());
    }
    if online.is_live() {
        // Counting down to the loss the server will call, if the friend stays away.
        match (online.friend_away(), now_ms()) {
            (Some(Some(loses_at_ms)), Some(now)) => {
                let left = loses_at_ms.saturating_sub(now) / 1000;
                let time = format!("{}:{:02}", left / 60, left % 60);
                return Some(tr!("online-friend-away-left", time = time));
            }
            (Some(_), _) => return Some(tr!("online-friend-away").to_string()),
            (None, _) => {}
        }
    }
    // A watcher waits for nobody's friend.
    let mine = online.my_side()?;
    let friends_turn = mine != session.game().side_to_move();
    (online.is_live() && friends_turn && session.table().falling().is_none())
        .then(|| tr!("online-waiting-friend").to_string())
}

/// Milliseconds since the Unix epoch, as the server's times are given (none in the page,
/// which has no such clock here: the friend's absence shows without its countdown there).
fn now_ms() -> Option<u64> {
    #[cfg(not(target_arch = "wasm32"))]
    return Some(crate::online::now_ms());
    #[cfg(target_arch = "wasm32")]
    return None;
}

/// `side`'s time on the clock of an online game that has one, the running side's counting
/// down (shown in the players' line under the board).
fn online_clock(session: &Session, side: crate::board::Player) -> Option<String> {
    use crate::online::protocol::Colour;
    let clocks = session.online().clocks()?;
    #[cfg(not(target_arch = "wasm32"))]
    let now_ms = crate::online::now_ms();
    #[cfg(target_arch = "wasm32")]
    let now_ms = clocks.at_ms;
    let colour = match side {
        crate::board::Player::Red => Colour::Red,
        crate::board::Player::Yellow => Colour::Yellow,
    };
    let mut left = match colour {
        Colour::Red => clocks.red_ms,
        Colour::Yellow => clocks.yellow_ms,
    };
    if clocks.running == Some(colour) {
        left = left.saturating_sub(now_ms.saturating_sub(clocks.at_ms));
    }
    let seconds = left / 1000;
    Some(format!("{}:{:02}", seconds / 60, seconds % 60))
}

fn thinking(p: &Painter, session: &Session, label: &str) {
    let l = p.layout;
    let game = session.game();
    let side = game.side_to_move();
    let label = label.to_string();
    let size = l.text_size(0.3);
    let text_w = p.measure(&label, size, Weight::Regular);
    let spinner = size * 0.55;
    let w = text_w + spinner * 2.0 + size * 1.6;
    let h = size * 1.8;
    // Beside the hover coin, on the side with more room.
    let (hx, hy) = l.hover_centre(f32::from(session.table().hover().number_from_zero()));
    let x = if hx < l.width / 2.0 {
        hx + l.cell * 0.6
    } else {
        hx - l.cell * 0.6 - w
    };
    let panel = Rect {
        x,
        y: hy - h / 2.0,
        w,
        h,
    };
    rounded_rect(panel, h * 0.3, p.theme.panel);
    let cx = panel.x + size * 0.5 + spinner;
    let cy = panel.y + h / 2.0;
    p.spinner(cx, cy, spinner, p.theme.player_colour(side));
    let x = cx + spinner + size * 0.5;
    p.text_left(&label, (x, cy), size, l.width - x, p.theme.text);
}

#[cfg(test)]
mod tests {
    use super::{online_status, prompt, status, Stage};
    use crate::ai::Level;
    use crate::board::Player;
    use crate::game::{GameState, Mode, Modes};
    use crate::ui::app::tests::modes;
    use crate::ui::app::App;
    use crate::ui::input::Key;
    use crate::ui::screens::Goto;

    /// In a live online game the heading names "you" and "your friend" rather than "Human"
    /// twice, and on the friend's turn the line under the board says so rather than asking
    /// this window to play the friend's colour.
    #[test]
    fn an_online_game_names_you_and_your_friend_and_waits_on_the_friend_s_turn() {
        use crate::online::client::{Event, Intent};
        use crate::online::protocol::{BoardSpec, Colour, FirstMover, Seat, SeatState};
        use crate::ui::session::{Action, News, OnlineAction, Session};
        let mut session = Session::new(GameState::new(Modes::HUMANS));
        let intent = Intent::Create {
            board: BoardSpec::from(crate::board::Size::STANDARD),
            first: FirstMover::Red,
            clock: None,
        };
        let server = "http://127.0.0.1:7474".parse().unwrap();
        session.act(Action::Online(OnlineAction::Start { server, intent }));
        let code: crate::online::code::RoomCode = "K7M-Q3X-9PD".parse().unwrap();
        let room = |moves: &[u8]| full_room(code, moves);
        session.hear(News::Online(vec![
            Event::Seated {
                code,
                link: "http://127.0.0.1:7474/play/K7M-Q3X-9PD".into(),
                seat: Seat::Host,
                token: "t".into(),
            },
            Event::Room(room(&[])),
        ]));
        assert_eq!(status(&session, Stage::Play).0, "Red to move  (you)");
        assert!(prompt(&session, Stage::Play).starts_with("Red"));
        session.hear(News::Online(vec![Event::Room(room(&[4]))]));
        assert_eq!(
            status(&session, Stage::Play).0,
            "Yellow to move  (your friend)"
        );
        assert_eq!(prompt(&session, Stage::Play), "It is your friend's turn");
        assert_eq!(online_status(&session).unwrap(), "Waiting for your friend");
        // The friend drops, with about two minutes to come back: the wait counts down.
        let loses_at_ms = crate::online::now_ms() + 121_500;
        let away = SeatState::Away {
            loses_at_ms: Some(loses_at_ms),
        };
        let presence = |state| {
            Event::News(crate::online::protocol::ServerMessage::Presence {
                seat: Seat::Guest,
                state,
            })
        };
        session.hear(News::Online(vec![presence(away)]));
        let away = online_status(&session).unwrap();
        assert!(away.starts_with("Your friend is away (2:0"), "{away}");
        session.hear(News::Online(vec![presence(SeatState::Present)]));
        assert_eq!(online_status(&session).unwrap(), "Waiting for your friend");
        // The friend resigns: the undecided board's heading says how the game ended.
        let result = crate::online::protocol::GameResult {
            winner: Some(Colour::Red),
            reason: crate::online::protocol::EndReason::Resigned,
        };
        let over = crate::online::protocol::ServerMessage::Over { game: 1, result };
        session.hear(News::Online(vec![Event::News(over)]));
        assert_eq!(status(&session, Stage::Play).0, "You win (by resignation)");
        assert!(prompt(&session, Stage::Play).contains("rematch"));
        assert_eq!(online_status(&session), None);
    }

    /// A room of a 7×6 game with both seats taken, the host Red and moving first.
    fn full_room(
        code: crate::online::code::RoomCode,
        moves: &[u8],
    ) -> crate::online::protocol::RoomView {
        use crate::online::protocol::{BoardSpec, Colour, RoomView, SeatState};
        RoomView {
            code,
            board: BoardSpec::from(crate::board::Size::STANDARD),
            clock: None,
            game: 1,
            first: Colour::Red,
            host_colour: Colour::Red,
            seats: [SeatState::Present, SeatState::Present],
            moves: moves.to_vec(),
            clocks: None,
            result: None,
            draw_offer: None,
            rematch: None,
        }
    }

    #[test]
    fn joining_a_full_room_watches_says_so_and_waits_for_nobody_s_friend() {
        use crate::online::client::{Event, Intent};
        use crate::ui::session::{Action, News, OnlineAction, Session};
        let mut session = Session::new(GameState::new(Modes::HUMANS));
        let code: crate::online::code::RoomCode = "K7M-Q3X-9PD".parse().unwrap();
        let server = "http://127.0.0.1:7474".parse().unwrap();
        let intent = Intent::Join(code);
        session.act(Action::Online(OnlineAction::Start { server, intent }));
        let room = full_room(code, &[4]);
        let link = "http://127.0.0.1:7474/play/K7M-Q3X-9PD".to_string();
        let watching = Event::Watching { code, link };
        session.hear(News::Online(vec![watching, Event::Room(room)]));
        assert_eq!(
            prompt(&session, Stage::Play),
            "Both seats were taken: you are watching this game"
        );
        assert_eq!(online_status(&session), None);
    }

    #[test]
    fn the_heading_and_the_line_under_it_name_the_next_side_only_once_the_coin_has_landed() {
        let game = GameState::new(Modes::HUMANS).with_first(Player::Yellow);
        let mut app = App::new(game, Goto::Table);
        assert_eq!(
            status(app.session(), Stage::Play).0,
            "Yellow to move  (Human)"
        );
        app.press(&[Key::Digit(4)]);
        app.set_time(0.01);
        app.advance();
        assert!(app.falling(), "the coin is still in the air");
        assert_eq!(
            status(app.session(), Stage::Play),
            ("Yellow to move  (Human)".to_string(), Some(Player::Yellow)),
            "Yellow's coin has not landed"
        );
        let before = prompt(app.session(), Stage::Play);
        assert!(
            before.starts_with("Yellow"),
            "the line under the board agrees with the heading: {before}"
        );
        let mut now = 0.01;
        app.settle(&mut now);
        assert_eq!(status(app.session(), Stage::Play).0, "Red to move  (Human)");
        let after = prompt(app.session(), Stage::Play);
        assert!(
            after.starts_with("Red"),
            "both lines move on together: {after}"
        );
    }

    #[test]
    fn a_game_between_computers_does_not_ask_the_watcher_to_wait() {
        let high = Mode::Computer(Level::High);
        let app = App::new(GameState::new(modes(high, high)), Goto::Table);
        let line = prompt(app.session(), Stage::Play);
        assert!(!line.to_lowercase().contains("wait"), "{line}");
        let against = App::new(GameState::new(modes(high, Mode::Human)), Goto::Table);
        assert!(
            prompt(against.session(), Stage::Play).contains("your turn comes next"),
            "against a person the line says their turn is next"
        );
    }

    #[test]
    fn on_a_touch_screen_the_line_under_the_board_says_tap_and_names_no_keys() {
        use crate::ui::words::{set_controls, Controls};
        let app = App::new(GameState::new(Modes::HUMANS), Goto::Table);
        let won = GameState::from_position(Modes::HUMANS, "1212121").unwrap();
        let over = App::new(won, Goto::Table);
        set_controls(Controls::Touch);
        let turn = prompt(app.session(), Stage::Play);
        let again = prompt(over.session(), Stage::GameOver);
        set_controls(Controls::KeysAndMouse);
        assert!(turn.contains("tap a column"), "{turn}");
        assert!(again.contains("Tap Play again"), "{again}");
        for line in [&turn, &again] {
            assert!(
                !["press", "click", "1-7", "y/n", "Enter"]
                    .iter()
                    .any(|keys| line.contains(keys)),
                "{line}"
            );
        }
        assert!(prompt(app.session(), Stage::Play).contains("press 1-7"));
    }

    #[test]
    fn a_game_other_than_four_in_a_row_on_seven_by_six_says_what_it_is() {
        use super::variant;
        use crate::board::Size;
        assert_eq!(variant(Size::STANDARD), None);
        let three = Size::STANDARD.with_line_length(3).unwrap();
        assert_eq!(variant(three).as_deref(), Some("7 × 6, 3 in a row"));
        let wide = Size::new(8, 7).unwrap();
        assert_eq!(variant(wide).as_deref(), Some("8 × 7, 4 in a row"));
    }
}

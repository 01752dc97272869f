//! Drawing the table: the board and its coins, the falling coin, the coin in hand, the winning
//! line, the heading, the instruction lines and the computer's "Thinking…" box. Shared by the
//! play and game-over screens and by the overlays drawn over them.

use super::animation::shake_offset;
use super::button;
use super::layout::Rect;
use super::paint::{rounded_rect, Painter, SIDES};
use super::session::Session;
use super::words;
use crate::board::Cell;
use crate::game::{GameState, Mode, Outcome};
use macroquad::prelude::*;

/// Paints the table. With `result` (the game-over screen) the result shows once the last coin
/// has landed; otherwise whose turn it is.
pub fn draw(p: &Painter, session: &Session, result: bool) {
    let l = p.layout;
    let table = session.table();
    let game = table.game();
    let board = game.board();
    let falling = table.falling();
    let hidden = falling.map(|f| f.cell);
    let over = result && table.shows_result();
    let r = l.coin_radius();

    board_face(p, board.size().width(), board.size().height());
    let winning = if over && falling.is_none() {
        board.winning_cells()
    } else {
        Vec::new()
    };
    for column in 0..board.size().width() as u8 {
        for row in 0..board.size().height() as u8 {
            let cell = Cell { column, row };
            if Some(cell) == hidden {
                continue;
            }
            if let Some(player) = board.at(cell) {
                let (x, y) = l.cell_centre(cell);
                p.coin(x, y, r, game.colour_of(player));
            }
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
    if !winning.is_empty() {
        winning_lines(p, session, &winning);
    }
    // Column numbers.
    for column in 0..board.size().width() {
        let x = l.column_x(column as f32);
        let y = l.numbers.y + l.numbers.h / 2.0;
        let colour = if column == table.hover().index() && !over {
            p.theme.text
        } else {
            p.theme.dim_text
        };
        let label = (column + 1).to_string();
        p.text_centred(&label, x, y, l.numbers.h * 0.7, colour, false);
    }
    // The hover coin, in the colour of the side to move.
    if falling.is_none() && game.outcome().is_none() {
        let shake = table
            .shake_since()
            .map(|since| shake_offset(p.now - since))
            .unwrap_or(0.0);
        let (x, y) = l.hover_centre(table.hover().index() as f32 + shake);
        p.coin(x, y, r, game.side_to_move());
    }
    if session.analyses().shows_graph() && falling.is_none() {
        let scores = session.analyses().game_scores();
        let positions = super::computer::positions(game);
        let moves = positions.len() - 1;
        let cells = super::evaluation_graph::mistaken_coins(&positions, &scores, moves);
        super::evaluation_graph::mark_mistakes(p, &cells);
        let best = board.size().cells() as i32 / 2;
        super::evaluation_graph::draw(p, &scores, best, Some(moves));
        super::evaluation_graph::draw_progress(p, session.computer().graph_progress(game));
    }
    if let Some(hint) = session.analyses().hint() {
        super::hint_row::draw(p, &hint, None);
    }
    if session.why().is_on() && falling.is_none() {
        super::why::draw(
            p,
            session.why(),
            board,
            game,
            session.analyses().hint().is_none(),
        );
    }
    heading(p, session, over);
    instructions(p, session, over);
    if session.computer().turn_since().is_some() && !over {
        thinking(p, session);
    }
    // Last, so a tooltip lies over the board.
    button::draw_row(p, game.is_paused(), &button::switches_on(session));
}

/// Paints `board` alone, still (the review's position): the board and its coins, in the
/// colours of `game`, whose position it is (the board calls whoever moved first Red).
pub fn draw_position(p: &Painter, board: &crate::board::Board, game: &GameState) {
    let l = p.layout;
    board_face(p, board.size().width(), board.size().height());
    for column in 0..board.size().width() as u8 {
        for row in 0..board.size().height() as u8 {
            let cell = Cell { column, row };
            if let Some(player) = board.at(cell) {
                let (x, y) = l.cell_centre(cell);
                p.coin(x, y, l.coin_radius(), game.colour_of(player));
            }
        }
    }
}

fn board_face(p: &Painter, columns: usize, rows: usize) {
    let l = p.layout;
    let b = l.board;
    let pad = l.cell * 0.08;
    let frame = Rect {
        x: b.x - pad,
        y: b.y - pad,
        w: b.w + 2.0 * pad,
        h: b.h + 2.0 * pad,
    };
    rounded_rect(frame, l.cell * 0.18, p.theme.board_edge);
    let face = Rect {
        x: b.x - pad * 0.5,
        y: b.y - pad * 0.5,
        w: b.w + pad,
        h: b.h + pad,
    };
    rounded_rect(face, l.cell * 0.15, p.theme.board);
    for column in 0..columns as u8 {
        for row in 0..rows as u8 {
            let (x, y) = l.cell_centre(Cell { column, row });
            draw_poly(x, y, SIDES, l.coin_radius() * 1.04, 0.0, p.theme.hole);
        }
    }
}

fn winning_lines(p: &Painter, session: &Session, cells: &[Cell]) {
    let l = p.layout;
    let pulse = 0.75 + 0.25 * (p.now * 4.0).sin() as f32;
    for cell in cells {
        let (x, y) = l.cell_centre(*cell);
        draw_poly_lines(
            x,
            y,
            SIDES,
            l.coin_radius() * 1.02,
            0.0,
            l.cell * 0.07,
            Color {
                a: pulse,
                ..p.theme.highlight
            },
        );
    }
    let thickness = l.cell * 0.14;
    for line in session.game().board().winning_lines() {
        let (x1, y1) = l.cell_centre(line.from);
        let (x2, y2) = l.cell_centre(line.to);
        draw_line(x1, y1, x2, y2, thickness, p.theme.highlight);
        draw_poly(x1, y1, SIDES, thickness / 2.0, 0.0, p.theme.highlight);
        draw_poly(x2, y2, SIDES, thickness / 2.0, 0.0, p.theme.highlight);
    }
}

fn heading(p: &Painter, session: &Session, over: bool) {
    let l = p.layout;
    let y = l.heading.y + l.heading.h / 2.0;
    let size = l.text_size(0.5);
    let (text, side) = status(session, over);
    let colour = side.map_or(p.theme.text, |side| p.theme.player_colour(side));
    p.text_centred(&text, l.width / 2.0, y, size, colour, true);
}

/// The heading's words, and the colour they are about (none for a draw). While a coin falls
/// the turn is still its player's: the next side is named once it has landed.
pub fn status(session: &Session, over: bool) -> (String, Option<crate::board::Player>) {
    let game = session.game();
    let side = match session.table().falling() {
        Some(falling) => falling.player,
        None => game.side_to_move(),
    };
    let mode = words::mode(game.modes().of(side));
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

fn instructions(p: &Painter, session: &Session, over: bool) {
    let l = p.layout;
    let size = l.text_size(0.3);
    let first_y = l.instructions.y + l.instructions.h * 0.32;
    let second_y = l.instructions.y + l.instructions.h * 0.72;
    let modes = session.game().modes();
    let first = if let Some(notice) = session.notice(p.now) {
        p.text_centred(
            &notice.text,
            l.width / 2.0,
            first_y,
            size,
            p.theme.notice,
            false,
        );
        None
    } else {
        Some(prompt(session, over))
    };
    if let Some(first) = first {
        p.text_centred(&first, l.width / 2.0, first_y, size, p.theme.text, false);
    }
    // Once a rated game is over, the line says how it moved the player's rating; while the
    // hint shows, what its numbers count matters more than who plays (the heading says that too).
    let second = if let Some(rated) = session.kept().rating_moved(session.game()).filter(|_| over) {
        tr!(
            "table-rating-moved",
            level = words::level(rated.level),
            level_rating = format!("{:.0}", rated.level_rating),
            before = format!("{:.0}", rated.before.rating),
            after = format!("{:.0}", rated.after.rating),
        )
    } else if session.analyses().hint().is_some() {
        super::hint_row::LEGEND.to_string()
    } else {
        tr!(
            "table-players",
            red = words::mode(modes.red),
            yellow = words::mode(modes.yellow),
        )
    };
    p.text_centred(
        &second,
        l.width / 2.0,
        second_y,
        size * 0.9,
        p.theme.dim_text,
        false,
    );
}

/// The instruction line under the board when no notice shows: what the player can do now.
pub fn prompt(session: &Session, over: bool) -> String {
    let game = session.game();
    let modes = game.modes();
    let board_width = game.board().size().width();
    if over {
        return tr!("table-play-again").to_string();
    }
    if game.is_paused() {
        return tr!("table-paused-help").to_string();
    }
    let side = game.side_to_move();
    let name = words::player(side);
    match modes.of(side) {
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

fn thinking(p: &Painter, session: &Session) {
    let l = p.layout;
    let game = session.game();
    let side = game.side_to_move();
    let label = tr!("table-thinking").to_string();
    let size = l.text_size(0.3);
    let text_w = p.measure(&label, size, false);
    let spinner = size * 0.55;
    let w = text_w + spinner * 2.0 + size * 1.6;
    let h = size * 1.8;
    // Beside the hover coin, on the side with more room.
    let (hx, hy) = l.hover_centre(session.table().hover().index() as f32);
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
    use super::{prompt, status};
    use crate::ai::Level;
    use crate::board::Player;
    use crate::game::{GameState, Mode, Modes};
    use crate::ui::app::tests::{col, modes};
    use crate::ui::app::App;
    use crate::ui::screens::TableMessage;

    #[test]
    fn the_heading_names_the_next_side_only_once_the_coin_has_landed() {
        let game = GameState::new(Modes::HUMANS).with_first(Player::Yellow);
        let mut app = App::new(game, true);
        assert_eq!(status(app.session(), false).0, "Yellow to move  (Human)");
        app.send(TableMessage::Drop(col(4)), 0.0);
        app.advance(0.01);
        assert!(app.falling(), "the coin is still in the air");
        assert_eq!(
            status(app.session(), false),
            ("Yellow to move  (Human)".to_string(), Some(Player::Yellow)),
            "Yellow's coin has not landed"
        );
        let mut now = 0.01;
        app.settle(&mut now);
        assert_eq!(status(app.session(), false).0, "Red to move  (Human)");
    }

    #[test]
    fn a_game_between_computers_does_not_ask_the_watcher_to_wait() {
        let high = Mode::Computer(Level::High);
        let app = App::new(GameState::new(modes(high, high)), true);
        let line = prompt(app.session(), false);
        assert!(!line.to_lowercase().contains("wait"), "{line}");
        let against = App::new(GameState::new(modes(high, Mode::Human)), true);
        assert!(
            prompt(against.session(), false).contains("your turn comes next"),
            "against a person the line says their turn is next"
        );
    }
}

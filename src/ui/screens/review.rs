//! Review of a finished game: step through its moves with ←/→ (Home/End: the first and last
//! move, PgUp/PgDn: the previous and next mistake), each move on the board and ringed, the hint
//! of the position it was played from (the move played underlined, the best ones outlined), the
//! graph's cursor on it and the mistakes so far marked; "play from here" starts a new game from
//! the position on show with the same modes. Leaving returns to the finished game.

use super::{Screen, Transition};
use crate::analysis::GameScores;
use crate::board::{Board, Column};
use crate::game::GameState;
use crate::ui::board_view;
use crate::ui::button::Button;
use crate::ui::evaluation_graph;
use crate::ui::events::ScreenName;
use crate::ui::hint_row;
use crate::ui::input::{Event, Key};
use crate::ui::layout::{Layout, Rect};
use crate::ui::paint::{Painter, Weight};
use crate::ui::session::{Action, Focus, Session};

/// What the player can ask of the review.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum ReviewMessage {
    /// This many moves later (negative: earlier).
    Step(i32),
    /// Straight to the first or last move, or the previous or next mistake.
    Jump(Jump),
    /// The position this far along the graph's move axis (0 to 1): a click on the graph.
    GraphAt(f32),
    /// A new game from the position on show, with the same modes.
    PlayFromHere,
    /// Back to the finished game.
    Back,
    /// Learn from the mistakes of the game.
    Learn,
    /// The position after this move (0-based): a click on the move list.
    ShowMove(usize),
    /// The "why" overlay on or off.
    Why,
    /// The next moves of the "why" overlay's line.
    WhyFurther,
    /// The opening explorer from the position on show.
    Explore,
}

/// Where a jump in review goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Jump {
    /// The first move.
    First,
    /// The last move.
    Last,
    /// The mistake before the move on show.
    PreviousMistake,
    /// The mistake after the move on show.
    NextMistake,
}

/// How many buttons the review has.
const BUTTON_COUNT: usize = 8;

/// The review's own buttons, left to right: label, tooltip, message.
fn button_words() -> [(&'static str, &'static str, ReviewMessage); BUTTON_COUNT] {
    [
        (
            tr!("review-first"),
            tr!("review-first-tooltip"),
            ReviewMessage::Jump(Jump::First),
        ),
        (
            tr!("review-previous-mistake"),
            tr!("review-previous-mistake-tooltip"),
            ReviewMessage::Jump(Jump::PreviousMistake),
        ),
        (
            tr!("review-earlier"),
            tr!("review-earlier-tooltip"),
            ReviewMessage::Step(-1),
        ),
        (
            tr!("review-later"),
            tr!("review-later-tooltip"),
            ReviewMessage::Step(1),
        ),
        (
            tr!("review-next-mistake"),
            tr!("review-next-mistake-tooltip"),
            ReviewMessage::Jump(Jump::NextMistake),
        ),
        (
            tr!("review-last"),
            tr!("review-last-tooltip"),
            ReviewMessage::Jump(Jump::Last),
        ),
        (
            tr!("review-play-from-here"),
            tr!("review-play-from-here-tooltip"),
            ReviewMessage::PlayFromHere,
        ),
        (
            tr!("review-back"),
            tr!("review-back-tooltip"),
            ReviewMessage::Back,
        ),
    ]
}

/// The review screen, over the game-over screen.
#[derive(Debug, Clone)]
pub struct Review {
    game: GameState,
    /// Every position of the game, the empty board first.
    positions: Vec<Board>,
    /// The position on show: after this many moves (0: the empty board), the last of them
    /// on the board and ringed.
    ply: usize,
    /// The position on show, as digits.
    digits: String,
}

impl Review {
    /// Reviews `game`, from its last move.
    pub fn new(game: GameState) -> Review {
        let ply = game.history().len();
        Review::at(game, ply)
    }

    /// Reviews `game` at the position after `ply` moves (the whole game at most).
    pub fn at(game: GameState, ply: usize) -> Review {
        let moves = game.history().len();
        let ply = ply.min(moves);
        let whole = crate::notation::digits(game.history());
        crate::ui::events::review_opened(ply, moves, &whole);
        Review {
            positions: game.positions(),
            digits: crate::notation::digits(&game.history()[..ply]),
            game,
            ply,
        }
    }

    /// Shows the position after `ply` moves.
    fn show(&mut self, ply: usize) {
        self.ply = ply;
        self.digits = crate::notation::digits(&self.game.history()[..ply]);
        crate::ui::events::review(&self.digits);
    }

    /// What the heading says of the position on show: the move that made it, and by whom.
    fn heading(&self, marked: &[usize]) -> String {
        let moves = self.game.history().len();
        let Some(last) = self.ply.checked_sub(1) else {
            let side = crate::ui::words::player(self.game.first());
            return tr!("review-start", side = side);
        };
        let column = self.game.history()[last];
        let before = self.positions[last];
        let mark = if marked.contains(&last) { " ?" } else { "" };
        let step = tr!(
            "review-step",
            move = self.ply,
            moves = moves,
            side = crate::ui::words::player(self.game.colour_of(before.side_to_move())),
            column = (column.index() + 1).to_string()
        );
        format!("{step}{mark}")
    }

    /// The position the move on show was played from: its hint shows over the board.
    fn chosen_from(&self) -> Board {
        self.positions[self.ply.saturating_sub(1)]
    }

    /// Where `jump` goes from the position on show, given the marked moves (0-based), if
    /// anywhere new.
    fn jump_target(&self, jump: Jump, marked: &[usize]) -> Option<usize> {
        let last = self.game.history().len();
        let target = match jump {
            Jump::First => last.min(1),
            Jump::Last => last,
            // A move m shows as the position after m + 1 moves.
            Jump::PreviousMistake => marked.iter().map(|m| m + 1).rfind(|&p| p < self.ply)?,
            Jump::NextMistake => marked.iter().map(|m| m + 1).find(|&p| p > self.ply)?,
        };
        (target != self.ply).then_some(target)
    }

    fn buttons(layout: &Layout) -> Vec<Button> {
        layout
            .buttons(BUTTON_COUNT)
            .into_iter()
            .zip(button_words())
            .map(|(rect, (label, tooltip, _))| Button {
                rect,
                label,
                face: crate::ui::button::Face::Filled,
                tooltip: tooltip.to_string(),
            })
            .collect()
    }

    /// The lines under the board when no notice shows: the keys, then what the marks mean.
    fn lines() -> [&'static str; 2] {
        let steps = if crate::ui::words::by_touch() {
            tr!("review-tap")
        } else {
            tr!("review-keys")
        };
        [steps, tr!("review-legend")]
    }

    /// The move list in `list`: each move's number, column and result, the one on show
    /// highlighted; a click shows the position after it.
    fn draw_move_list(&self, p: &Painter, list: Rect, scores: &GameScores, marked: &[usize]) {
        let l = p.layout;
        let size = l.instruction_text();
        macroquad::prelude::draw_rectangle(list.x, list.y, list.w, list.h, p.theme.panel);
        let heading = tr!("review-moves");
        let pad = size * 0.5;
        p.text_left(
            heading,
            (list.x + pad, list.y + size * 0.8),
            size,
            list.w - pad * 2.0,
            p.theme.dim_text,
        );
        let history = self.game.history();
        for (index, cell) in move_cells(list, size, history.len(), self.ply) {
            let on_show = index + 1 == self.ply;
            let hovered = cell.contains(p.pointer.0, p.pointer.1);
            if on_show || hovered {
                let colour = if on_show {
                    p.theme.option_hovered
                } else {
                    p.theme.option
                };
                macroquad::prelude::draw_rectangle(cell.x, cell.y, cell.w, cell.h, colour);
            }
            let y = cell.y + cell.h / 2.0;
            if index % 2 == 0 {
                let number = format!("{}.", index / 2 + 1);
                p.text_left(
                    &number,
                    (list.x + pad, y),
                    size,
                    cell.x - list.x - pad,
                    p.theme.dim_text,
                );
            }
            let mover = self.game.colour_of(self.positions[index].side_to_move());
            let r = size * 0.32;
            let dot = (cell.x + r + size * 0.2, y);
            macroquad::prelude::draw_circle(dot.0, dot.1, r, p.theme.player_colour(mover));
            let column = (history[index].index() + 1).to_string();
            let x = dot.0 + r + size * 0.3;
            p.text_left(&column, (x, y), size, size * 1.2, p.theme.text);
            let (words, colour) = MoveResult::of(index, scores, marked).words(p.theme);
            let x = x + size * 1.0;
            let room = cell.x + cell.w - x - size * 0.2;
            let fitted = p.fitted(words, size * 0.85, Weight::Regular, room);
            p.text_left(words, (x, y), fitted, room, colour);
        }
    }

    /// The moves marked as mistakes, as far as the game's positions are analysed.
    fn marked_moves(&self, session: &Session) -> Vec<usize> {
        evaluation_graph::marked_moves(&self.positions, &session.analyses().game_scores())
    }
}

impl Screen for Review {
    fn name(&self) -> ScreenName {
        ScreenName::Review
    }

    fn has_graph(&self) -> bool {
        true
    }

    fn hear(&mut self, event: Event, layout: &Layout, session: &mut Session) -> Transition {
        let Some(message) = self.read(event, layout, session.why().is_on()) else {
            return Transition::Stay;
        };
        match message {
            ReviewMessage::Step(step) => {
                let last = self.game.history().len() as i64;
                let ply = (self.ply as i64 + step as i64).clamp(0, last) as usize;
                if ply == self.ply {
                    session.act(Action::Refuse(tr!("review-no-more-moves").to_string()));
                } else {
                    self.show(ply);
                }
                Transition::Stay
            }
            ReviewMessage::Jump(jump) => {
                let marked = self.marked_moves(session);
                match self.jump_target(jump, &marked) {
                    Some(ply) => self.show(ply),
                    None => {
                        let text = match jump {
                            Jump::First => tr!("review-at-first"),
                            Jump::Last => tr!("review-at-last"),
                            Jump::PreviousMistake => tr!("review-no-mistake-before"),
                            Jump::NextMistake => tr!("review-no-mistake-after"),
                        };
                        session.act(Action::Refuse(text.to_string()));
                    }
                }
                Transition::Stay
            }
            ReviewMessage::GraphAt(fraction) => {
                self.show(evaluation_graph::ply_at(
                    fraction,
                    self.game.history().len(),
                ));
                Transition::Stay
            }
            ReviewMessage::ShowMove(index) => {
                self.show(index + 1);
                Transition::Stay
            }
            ReviewMessage::PlayFromHere => {
                if self.ply == self.game.history().len() {
                    session.act(Action::Refuse(tr!("review-over-here").to_string()));
                    return Transition::Stay;
                }
                session.act(Action::PlayFrom {
                    game: self.game.clone(),
                    ply: self.ply,
                });
                // The game-over screen below sees a live game and gives way to play.
                Transition::Pop
            }
            ReviewMessage::Back => Transition::Pop,
            ReviewMessage::Learn => Transition::Push(super::Goto::Learn(
                super::coach::mistakes::from_game(&self.game),
            )),
            ReviewMessage::Why => {
                session.act(Action::ToggleWhy);
                Transition::Stay
            }
            ReviewMessage::WhyFurther => {
                session.act(Action::WhyFurther);
                Transition::Stay
            }
            ReviewMessage::Explore => {
                let game = self.game.new_game_from_part(&self.game, self.ply);
                Transition::Push(super::Goto::Explorer(game))
            }
        }
    }

    fn focus(&self) -> Focus<'_> {
        // The overlay explains the position on show, the move named in the heading included.
        Focus::Position {
            board: self.positions[self.ply],
            played_from: self.chosen_from(),
            position: &self.digits,
            colours: &self.game,
        }
    }

    fn draw(&self, session: &Session, p: &Painter) {
        p.background();
        let l = p.layout;
        let boards = &self.positions;
        let board = boards[self.ply];
        board_view::draw_position(p, &board, &self.game);
        let scores = session.analyses().game_scores();
        let marked = evaluation_graph::marked_moves(boards, &scores);
        if let Some(cell) = self
            .ply
            .checked_sub(1)
            .and_then(|last| evaluation_graph::added_coin(&boards[last], &board))
        {
            // The move on show, ringed so it is found at a glance.
            let (x, y) = l.cell_centre(cell);
            let width = (l.cell * 0.06).max(2.0);
            let r = l.coin_radius() * 0.55;
            p.mark_ring((x, y), r, width, p.theme.highlight);
        }
        let cells = evaluation_graph::mistaken_coins(boards, &scores, self.ply);
        evaluation_graph::mark_mistakes(p, &cells);
        let best = evaluation_graph::best_score(board.size());
        let rings = evaluation_graph::ringed_points(&marked);
        let (graph_layout, list) = beside_the_board(l);
        let graph = p.over(&graph_layout);
        evaluation_graph::draw(&graph, &scores, &rings, best, Some(self.ply));
        evaluation_graph::draw_progress(&graph, session.computer().graph_progress(&self.game));
        if let Some(list) = list {
            self.draw_move_list(p, list, &scores, &marked);
        }
        let played: Option<Column> = self
            .ply
            .checked_sub(1)
            .map(|last| self.game.history()[last]);
        hint_row::draw(
            p,
            &session.analyses().analysis_of(&self.chosen_from()),
            played,
        );
        if session.why().is_on() {
            crate::ui::why::draw(p, session.why(), &board, &self.game);
        }
        // Clear of the board's frame, which reaches up into the band.
        let y = l.hover_band.y + (l.hover_band.h - l.frame()) / 2.0;
        let size = l.text_size(0.24);
        let (x, room) = legend_line(l);
        p.text_within(hint_row::legend(), (x, y), size, room, p.theme.dim_text);
        let heading = self.heading(&marked);
        let size = l.text_size(0.45);
        let y = l.heading.y + l.heading.h / 2.0;
        p.text_centred(&heading, l.width / 2.0, y, size, p.theme.text, Weight::Bold);
        let [keys, legend] = Review::lines();
        let y = l.instructions.y + l.instructions.h * 0.32;
        let line = match session.notice() {
            Some(notice) => (notice.text.clone(), p.theme.notice),
            None => (keys.to_string(), p.theme.text),
        };
        p.text_centred(
            &line.0,
            l.width / 2.0,
            y,
            l.text_size(0.3),
            line.1,
            Weight::Regular,
        );
        let y = l.instructions.y + l.instructions.h * 0.72;
        let size = l.text_size(0.27);
        if session.why().is_on() {
            // The overlay's key over the marks' key: the player asked for it last.
            let y = l.instructions.y + l.instructions.h * 0.74;
            crate::ui::why::draw_legend(p, session.why(), &board, y);
        } else {
            p.text_centred(
                legend,
                l.width / 2.0,
                y,
                size,
                p.theme.dim_text,
                Weight::Regular,
            );
        }
        let buttons = Review::buttons(l);
        let size = buttons
            .iter()
            .map(|b| b.fitted_label(p).1)
            .fold(f32::INFINITY, f32::min);
        for button in &buttons {
            button.draw(p, size);
        }
        if let Some(button) = buttons.iter().find(|b| b.hovered(p)) {
            button.draw_tooltip(p);
        }
    }
}

impl Review {
    /// What `event` means on this screen, in a window laid out as `layout`.
    fn read(&self, event: Event, layout: &Layout, why_on: bool) -> Option<ReviewMessage> {
        match event {
            Event::Key(key) => match key {
                Key::Left => Some(ReviewMessage::Step(-1)),
                Key::Right => Some(ReviewMessage::Step(1)),
                Key::Home => Some(ReviewMessage::Jump(Jump::First)),
                Key::End => Some(ReviewMessage::Jump(Jump::Last)),
                Key::PageUp => Some(ReviewMessage::Jump(Jump::PreviousMistake)),
                Key::PageDown => Some(ReviewMessage::Jump(Jump::NextMistake)),
                Key::Drop => Some(ReviewMessage::PlayFromHere),
                Key::Escape => Some(ReviewMessage::Back),
                Key::L => Some(ReviewMessage::Learn),
                Key::W => Some(ReviewMessage::Why),
                Key::E => Some(ReviewMessage::Explore),
                Key::Period => Some(ReviewMessage::WhyFurther),
                _ => None,
            },
            Event::Click(x, y) if why_on && crate::ui::why::further_at(layout, x, y) => {
                Some(ReviewMessage::WhyFurther)
            }
            Event::Click(x, y) => {
                let (graph, list) = beside_the_board(layout);
                if let Some(fraction) = evaluation_graph::fraction_at(&graph, x, y) {
                    return Some(ReviewMessage::GraphAt(fraction));
                }
                let moves = self.game.history().len();
                if let Some(list) = list {
                    let cells = move_cells(list, layout.instruction_text(), moves, self.ply);
                    if let Some(&(ply, _)) = cells.iter().find(|(_, cell)| cell.contains(x, y)) {
                        return Some(ReviewMessage::ShowMove(ply));
                    }
                }
                let index = layout.button_at(BUTTON_COUNT, x, y)?;
                Some(button_words()[index].2)
            }
            Event::PointerMoved(..) => None,
        }
    }
}

/// The part of the window beside the board, split: the layout with the evaluation graph in
/// its upper part, and the move list's box under it (none without a graph beside the board).
fn beside_the_board(l: &Layout) -> (Layout, Option<Rect>) {
    let Some(area) = l.graph else {
        return (*l, None);
    };
    let gap = l.cell * 0.15;
    let graph_h = (area.h * 0.55).round();
    let graph = Rect { h: graph_h, ..area };
    let list = Rect {
        y: area.y + graph_h + gap,
        h: area.h - graph_h - gap,
        ..area
    };
    let mut layout = *l;
    layout.graph = Some(graph);
    (layout, Some(list))
}

/// The boxes of the moves the list shows, with their moves (0-based), in `list` with text of
/// `size`: two moves a row (the first mover's on the left) under a heading row, the rows
/// scrolled so that the move on show (`ply` moves played) is in view.
pub fn move_cells(list: Rect, size: f32, moves: usize, ply: usize) -> Vec<(usize, Rect)> {
    let row_h = size * 1.55;
    let rows_fit = ((list.h / row_h) as usize).saturating_sub(1).max(1);
    let rows = moves.div_ceil(2);
    let current = ply.saturating_sub(1) / 2;
    let first = current
        .saturating_sub(rows_fit / 2)
        .min(rows.saturating_sub(rows_fit));
    let number_w = list.w * 0.16;
    let cell_w = (list.w - number_w) / 2.0;
    (first..rows.min(first + rows_fit))
        .flat_map(|row| {
            let y = list.y + row_h * (1 + row - first) as f32;
            (0..2).filter_map(move |side| {
                let index = row * 2 + side;
                (index < moves).then(|| {
                    let x = list.x + number_w + cell_w * side as f32;
                    (
                        index,
                        Rect {
                            x,
                            y,
                            w: cell_w,
                            h: row_h,
                        },
                    )
                })
            })
        })
        .collect()
}

/// The middle of move `index`'s box (0-based) in the review's move list, for a game of
/// `moves` moves with `ply` on show, in the window laid out as `layout` (with the graph):
/// where a click shows the position after it; `None` if the list does not show it.
pub fn move_centre(layout: &Layout, moves: usize, ply: usize, index: usize) -> Option<(f32, f32)> {
    let list = beside_the_board(layout).1?;
    move_cells(list, layout.instruction_text(), moves, ply)
        .into_iter()
        .find(|&(i, _)| i == index)
        .map(|(_, cell)| (cell.x + cell.w / 2.0, cell.y + cell.h / 2.0))
}

/// What the game's judgement says of a move, as the move list marks it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum MoveResult {
    /// Not judged yet: a score it needs is still being worked out.
    Unknown,
    /// As good as any move there.
    Best,
    /// The result kept, but a slower win or a quicker loss than the best.
    Inaccuracy,
    /// A result thrown away (a win into a draw, a draw into a loss) or a block missed.
    Mistake,
    /// A win thrown into a loss.
    Blunder,
}

impl MoveResult {
    /// The move `index` (0-based) of the game whose positions are `positions`, judged by its
    /// scores; `marked` are the moves marked `?` (as the board and the game file mark them).
    fn of(index: usize, scores: &GameScores, marked: &[usize]) -> MoveResult {
        if marked.contains(&index) {
            return match scores.mistake(index) {
                Some(crate::analysis::Mistake::WinToLoss) => MoveResult::Blunder,
                _ => MoveResult::Mistake,
            };
        }
        match (scores.get(index), scores.get(index + 1)) {
            (Some(best), Some(next)) if -next == best => MoveResult::Best,
            (Some(_), Some(_)) => MoveResult::Inaccuracy,
            _ => MoveResult::Unknown,
        }
    }

    /// How the list says it, and in which colour.
    fn words(self, theme: &crate::ui::theme::Theme) -> (&'static str, macroquad::prelude::Color) {
        match self {
            MoveResult::Unknown => ("…", theme.dim_text),
            MoveResult::Best => (tr!("review-move-best"), theme.text),
            MoveResult::Inaccuracy => (tr!("review-move-inaccuracy"), theme.dim_text),
            MoveResult::Mistake => (tr!("review-move-mistake"), theme.notice),
            MoveResult::Blunder => (tr!("review-move-blunder"), theme.notice),
        }
    }
}

/// Where the line that says what the hints count goes, over the board: its centre and the
/// width it has, clear of the graph beside the board.
fn legend_line(l: &Layout) -> (f32, f32) {
    let gap = l.cell * 0.1;
    match l.graph {
        Some(graph) => {
            let right = graph.x - gap;
            let left = (l.width * 0.02).min(l.board.x);
            ((left + right) / 2.0, right - left)
        }
        None => (l.width / 2.0, l.width * 0.96),
    }
}

#[cfg(test)]
mod tests {
    use super::{legend_line, Jump, Review};
    use crate::ai::Level;
    use crate::board::Player;
    use crate::game::{GameState, Mode, Modes};
    use crate::ui::app::App;
    use crate::ui::fixtures;
    use crate::ui::input::Event;
    use crate::ui::input::Key;
    use crate::ui::screens::Goto;

    use crate::ui::screens::Screen;

    #[test]
    fn the_move_list_keeps_the_move_on_show_in_view_two_moves_a_row() {
        use crate::ui::layout::Rect;
        // Room for a heading and five rows of text 10 high.
        let list = Rect {
            x: 0.0,
            y: 0.0,
            w: 200.0,
            h: 6.0 * 15.5 + 1.0,
        };
        let cells = super::move_cells(list, 10.0, 41, 41);
        let moves: Vec<usize> = cells.iter().map(|(i, _)| *i).collect();
        assert_eq!(
            moves,
            (32..41).collect::<Vec<_>>(),
            "the last five rows: the end of a long game"
        );
        assert_eq!(cells[0].1.y, cells[1].1.y, "a pair a row");
        assert!(cells[0].1.x < cells[1].1.x, "the first mover's on the left");
        let first: Vec<usize> = super::move_cells(list, 10.0, 41, 1)
            .iter()
            .map(|(i, _)| *i)
            .collect();
        assert_eq!(first, (0..10).collect::<Vec<_>>(), "the start");
        let middle = super::move_cells(list, 10.0, 41, 21);
        assert!(
            middle.iter().any(|(i, _)| *i == 20),
            "the move on show is in view"
        );
        assert!(super::move_cells(list, 10.0, 0, 0).is_empty());
    }

    #[test]
    fn each_move_is_judged_as_the_marks_judge_it() {
        use super::MoveResult;
        use crate::analysis::GameScores;
        let mut scores = GameScores::unknown(4, Player::Red);
        // Red wins (5 for the mover); the first move keeps the win as fast (-5 for the
        // opponent); the second, in a loss, loses sooner (3 for the winner instead of 5).
        scores.set(0, 5);
        scores.set(1, -5);
        scores.set(2, 3);
        assert_eq!(MoveResult::of(0, &scores, &[]), MoveResult::Best);
        assert_eq!(MoveResult::of(1, &scores, &[]), MoveResult::Inaccuracy);
        assert_eq!(MoveResult::of(2, &scores, &[]), MoveResult::Unknown);
        scores.set(3, 2);
        assert_eq!(
            MoveResult::of(2, &scores, &[2]),
            MoveResult::Blunder,
            "a win into a loss"
        );
        scores.set(3, 0);
        assert_eq!(
            MoveResult::of(2, &scores, &[2]),
            MoveResult::Mistake,
            "a win into a draw"
        );
    }

    #[test]
    fn the_line_over_the_board_stays_clear_of_the_graph_and_inside_the_window() {
        use crate::ui::layout::{Layout, MIN_TEXT};
        for (w, h) in fixtures::PLAYED_WINDOWS {
            let l = Layout::with_graph(w, h, 7, 6);
            let (x, room) = legend_line(&l);
            assert!(x - room / 2.0 >= 0.0, "{w}x{h}: off the left edge");
            let right = l.graph.map_or(w, |graph| graph.x);
            assert!(x + room / 2.0 <= right, "{w}x{h}: under the graph");
            // Broken in two, the line's longer half has room at the smallest text (a
            // character of running text is about half the text size wide, on average).
            // In the language whose legend is longest.
            let longest = crate::store::Language::ALL
                .iter()
                .map(|&language| {
                    crate::ui::words::set_language(language);
                    crate::ui::hint_row::legend().chars().count()
                })
                .max()
                .unwrap_or_default();
            crate::ui::words::set_language(crate::store::Language::English);
            let half = longest as f32 / 2.0 + 4.0;
            assert!(room >= half * 0.5 * MIN_TEXT, "{w}x{h}: {room} px");
            // And two lines of it fit the band above the board.
            assert!(l.hover_band.h - l.frame() >= 2.1 * MIN_TEXT, "{w}x{h}");
        }
    }

    /// A finished game Yellow started: Yellow stacks column 1 and wins with its fourth coin.
    fn yellow_first(modes: Modes) -> GameState {
        GameState::from_position(modes, "1212121")
            .unwrap()
            .with_first(Player::Yellow)
    }

    /// From the game-over screen of a seven-move game: review, step back to the position after
    /// three moves and play on from there.
    fn play_on_after_three_of_seven(app: &mut App) {
        app.press(&[Key::Right]);
        for _ in 0..4 {
            app.press(&[Key::Left]);
        }
        app.press(&[Key::Drop]);
        app.set_time(0.1);
        app.advance();
        assert_eq!(app.screen(), "play");
        assert_eq!(app.game().position(), "121");
    }

    #[test]
    fn the_heading_names_the_colour_that_made_the_move_when_yellow_started() {
        let mut review = Review::new(yellow_first(Modes::HUMANS));
        assert_eq!(review.heading(&[]), "Review: move 7 of 7, Yellow played 1");
        review.ply = 2;
        assert_eq!(review.heading(&[]), "Review: move 2 of 7, Red played 2");
        review.ply = 0;
        assert_eq!(review.heading(&[]), "Review: the start, Yellow moves first");
    }

    #[test]
    fn the_graph_of_a_game_yellow_started_and_won_ends_in_yellows_half() {
        let app = App::new(yellow_first(Modes::HUMANS), Goto::Table);
        let points = app.session().analyses().game_scores().for_red();
        let last = points.last().copied().flatten();
        assert!(
            last.is_some_and(|score| score < 0),
            "Yellow won: the last point is below the draw line, got {last:?}"
        );
    }

    #[test]
    fn play_from_here_keeps_the_colours_of_a_game_yellow_started() {
        // Red is the person, Yellow the computer; Yellow moved first.
        let modes = Modes {
            red: Mode::Human,
            yellow: Mode::Computer(Level::High),
        };
        let mut app = App::new(yellow_first(modes), Goto::Table);
        assert_eq!(app.screen(), "game over");
        // Back to the position after three moves: Yellow, Red, Yellow; Red (the person) to move.
        play_on_after_three_of_seven(&mut app);
        assert_eq!(app.game().first(), Player::Yellow);
        assert_eq!(app.game().side_to_move(), Player::Red);
        assert_eq!(app.game().mode_to_move(), Mode::Human);
        assert!(
            !app.session().computer().is_thinking(),
            "the person is to move: the computer must not move at once"
        );
    }

    #[test]
    fn review_steps_through_the_game_leaves_back_to_it_and_plays_on_from_a_position() {
        let game = GameState::from_position(Modes::HUMANS, "1212121").unwrap();
        let mut app = App::new(game, Goto::Table);
        assert_eq!(app.screen(), "game over");
        app.press(&[Key::Right]);
        assert_eq!(app.screen(), "review");
        app.press(&[Key::Drop]);
        assert_eq!(app.screen(), "review", "not from the final position");
        app.press(&[Key::Escape]);
        assert_eq!(app.screen(), "game over");
        assert_eq!(
            app.game().position(),
            "1212121",
            "the finished game is still there"
        );
        play_on_after_three_of_seven(&mut app);
        assert_eq!(app.game().modes(), Modes::HUMANS);
    }

    #[test]
    fn in_review_the_worker_is_asked_about_the_move_on_show_and_the_why_overlay_follows_it() {
        use crate::ai::worker::{Request, Wanted};
        use crate::ui::effect::WorkerCall;
        let game = GameState::from_position(Modes::HUMANS, "1212121").unwrap();
        let mut app = App::new(game, Goto::Table);
        app.press(&[Key::Right]);
        app.press(&[Key::Home]);
        app.press(&[Key::Right, Key::Right]);
        let analysed = |app: &mut App| -> Vec<crate::board::Board> {
            let calls = app.take_worker_calls();
            let boards = calls.iter().filter_map(|call| match call {
                // The graph's positions go for later, whatever the screen.
                WorkerCall::Send(Request::Analyse {
                    board,
                    wanted: Wanted::Now,
                    ..
                }) => Some(board),
                _ => None,
            });
            boards.copied().collect()
        };
        let board = |digits| crate::notation::parse_digits(digits).unwrap();
        analysed(&mut app);
        app.set_time(0.1);
        app.advance();
        assert_eq!(
            analysed(&mut app),
            [board("12")],
            "the hint over the board: the position move 3 was played from"
        );
        app.set_time(0.2);
        app.press(&[Key::W]);
        app.set_time(0.3);
        app.advance();
        assert_eq!(
            analysed(&mut app),
            [board("121")],
            "the overlay explains the position on show, not the finished game on the table"
        );
    }

    #[test]
    fn the_move_the_heading_names_is_on_the_board_on_show() {
        let game = GameState::from_position(Modes::HUMANS, "34121212").unwrap();
        let mut review = Review::new(game);
        review.ply = 1;
        assert_eq!(review.heading(&[]), "Review: move 1 of 8, Red played 3");
        let shown = review.game.positions()[review.ply];
        assert_eq!(shown, crate::notation::parse_digits("3").unwrap());
        let cell = crate::board::Cell { column: 2, row: 0 };
        assert_eq!(shown.at(cell), Some(Player::Red), "Red's coin in column 3");
        assert_eq!(
            review.chosen_from(),
            crate::board::Board::new(),
            "the hint is of the choice Red made"
        );
    }

    #[test]
    fn home_and_end_jump_to_the_first_and_last_move() {
        let game = GameState::from_position(Modes::HUMANS, "1212121").unwrap();
        let mut session = crate::ui::session::Session::new(game.clone());
        let mut review = Review::new(game);
        assert_eq!(review.ply, 7, "opens on the last move");
        let layout = crate::ui::layout::Layout::new(900.0, 780.0, 7, 6);
        let (home, end) = (Event::Key(Key::Home), Event::Key(Key::End));
        review.hear(home, &layout, &mut session);
        assert_eq!(review.ply, 1);
        assert!(session.notice().is_none());
        review.hear(home, &layout, &mut session);
        assert_eq!(review.ply, 1, "already there");
        assert_eq!(
            session.notice().map(|n| n.text.as_str()),
            Some("This is the first move")
        );
        review.hear(end, &layout, &mut session);
        assert_eq!(review.ply, 7);
    }

    #[test]
    fn page_up_and_down_jump_between_marked_moves_missed_blocks_included() {
        // Red stacks column 1 and Yellow column 2; Yellow is lost throughout but could block
        // until its last move let Red's fourth coin through. Scores (for the side to move in
        // each position) set by hand, as the worker would report them.
        let game = GameState::from_position(Modes::HUMANS, "1212121").unwrap();
        let boards = game.positions();
        let scores = fixtures::missed_block_scores();
        let marked = crate::ui::evaluation_graph::marked_moves(&boards, &scores);
        assert_eq!(marked, vec![5], "only the last let a win in one through");
        let review = Review::new(game.clone());
        assert_eq!(review.jump_target(Jump::PreviousMistake, &marked), Some(6));
        assert_eq!(review.jump_target(Jump::NextMistake, &marked), None);
        let at_two = Review::at(game.clone(), 2);
        assert_eq!(at_two.jump_target(Jump::NextMistake, &marked), Some(6));
        assert_eq!(at_two.jump_target(Jump::PreviousMistake, &marked), None);
        assert_eq!(
            at_two.heading(&marked),
            "Review: move 2 of 7, Yellow played 2"
        );
        let at_six = Review::at(game, 6);
        assert_eq!(
            at_six.heading(&marked),
            "Review: move 6 of 7, Yellow played 2 ?"
        );
    }
}

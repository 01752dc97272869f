//! Review of a finished game: step through its positions with ←/→, each with its hint (the
//! move actually played underlined, the best ones outlined), the graph's cursor on it and the
//! mistakes so far ringed; "play from here" starts a new game from the position on show with
//! the same modes. Leaving returns to the finished game.

use super::{Screen, Transition};
use crate::board::Column;
use crate::game::GameState;
use crate::ui::board_view;
use crate::ui::button::Button;
use crate::ui::computer::positions;
use crate::ui::evaluation_graph;
use crate::ui::hint_row;
use crate::ui::input::Key;
use crate::ui::layout::Layout;
use crate::ui::paint::Painter;
use crate::ui::session::{Action, Session};

/// What the player can ask of the review.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum ReviewMessage {
    /// This many moves later (negative: earlier).
    Step(i32),
    /// The position this far along the graph's move axis (0 to 1): a click on the graph.
    GraphAt(f32),
    /// A new game from the position on show, with the same modes.
    PlayFromHere,
    /// Back to the finished game.
    Back,
}

/// The review's own buttons, left to right: label, keys, message.
const BUTTONS: [(&str, &str, ReviewMessage); 4] = [
    ("← Earlier", "←", ReviewMessage::Step(-1)),
    ("Later →", "→", ReviewMessage::Step(1)),
    ("Play from here", "Enter", ReviewMessage::PlayFromHere),
    ("Back", "Esc", ReviewMessage::Back),
];

/// The review screen, over the game-over screen.
#[derive(Debug, Clone)]
pub struct Review {
    game: GameState,
    /// The position on show: after this many moves.
    ply: usize,
}

impl Review {
    /// Reviews `game`, from the position before its last move.
    pub fn new(game: GameState) -> Review {
        let ply = game.history().len().saturating_sub(1);
        Review { game, ply }
    }

    /// Reviews `game` at the position after `ply` moves (the whole game at most).
    pub fn at(game: GameState, ply: usize) -> Review {
        let ply = ply.min(game.history().len());
        Review { game, ply }
    }

    /// What the heading says of the position on show: the move played from it, and by whom.
    fn heading(&self) -> String {
        let moves = self.game.history().len();
        match self.game.history().get(self.ply) {
            Some(column) => {
                let board = positions(&self.game)[self.ply];
                format!(
                    "Review: move {} of {moves}, {} played {}",
                    self.ply + 1,
                    self.game.colour_of(board.side_to_move()),
                    column.index() + 1
                )
            }
            None => format!("Review: the end, after {moves} moves"),
        }
    }

    /// The position on show, as digits.
    fn digits(&self) -> String {
        crate::notation::digits(&self.game.history()[..self.ply])
    }

    fn buttons(layout: &Layout) -> Vec<Button> {
        layout
            .buttons(BUTTONS.len())
            .into_iter()
            .zip(BUTTONS)
            .map(|(rect, (label, keys, _))| Button {
                rect,
                label,
                face: crate::ui::button::Face::Filled,
                tooltip: format!("{label} ({keys})"),
            })
            .collect()
    }
}

impl Screen for Review {
    type Message = ReviewMessage;

    fn name(&self) -> &'static str {
        "review"
    }

    fn has_graph(&self) -> bool {
        true
    }

    fn key(&self, key: Key, _layout: &Layout) -> Option<ReviewMessage> {
        match key {
            Key::Left => Some(ReviewMessage::Step(-1)),
            Key::Right => Some(ReviewMessage::Step(1)),
            Key::Drop => Some(ReviewMessage::PlayFromHere),
            Key::Escape => Some(ReviewMessage::Back),
            _ => None,
        }
    }

    fn click(&self, x: f32, y: f32, layout: &Layout) -> Option<ReviewMessage> {
        if let Some(fraction) = super::graph_click(x, y, layout) {
            return Some(ReviewMessage::GraphAt(fraction));
        }
        let index = layout.button_at(BUTTONS.len(), x, y)?;
        Some(BUTTONS[index].2)
    }

    fn handle(&mut self, message: ReviewMessage, session: &mut Session, now: f64) -> Transition {
        match message {
            ReviewMessage::Step(step) => {
                let last = self.game.history().len() as i64;
                let ply = (self.ply as i64 + step as i64).clamp(0, last) as usize;
                if ply == self.ply {
                    session.act(Action::Refuse("No more moves that way".to_string()), now);
                } else {
                    self.ply = ply;
                    crate::ui::events::review(&self.digits());
                }
                Transition::Stay
            }
            ReviewMessage::GraphAt(fraction) => {
                self.ply = evaluation_graph::ply_at(fraction, self.game.history().len());
                crate::ui::events::review(&self.digits());
                Transition::Stay
            }
            ReviewMessage::PlayFromHere => {
                if self.ply == self.game.history().len() {
                    session.act(
                        Action::Refuse("The game is over here: step back first".to_string()),
                        now,
                    );
                    return Transition::Stay;
                }
                session.act(
                    Action::PlayFrom {
                        game: self.game.clone(),
                        ply: self.ply,
                    },
                    now,
                );
                // The game-over screen below sees a live game and gives way to play.
                Transition::Pop
            }
            ReviewMessage::Back => Transition::Pop,
        }
    }

    fn update(&mut self, session: &mut Session, now: f64) -> Transition {
        let board = positions(&self.game)[self.ply];
        session.act(Action::WantAnalysis(board), now);
        Transition::Stay
    }

    fn draw(&self, session: &Session, p: &Painter) {
        p.background();
        let boards = positions(&self.game);
        let board = boards[self.ply];
        board_view::draw_position(p, &board, &self.game);
        let scores = session.analyses().game_scores();
        let cells = evaluation_graph::mistaken_coins(&boards, &scores, self.ply);
        evaluation_graph::mark_mistakes(p, &cells);
        let best = board.size().cells() as i32 / 2;
        evaluation_graph::draw(p, &scores, best, Some(self.ply));
        let played: Option<Column> = self.game.history().get(self.ply).copied();
        if !board.is_over() {
            hint_row::draw(p, &session.analyses().analysis_of(&board), played);
        }
        let l = p.layout;
        let heading = self.heading();
        let size = l.heading_text();
        let y = l.heading.y + l.heading.h / 2.0;
        p.text_centred(&heading, l.width / 2.0, y, size, p.theme.text, true);
        let y = l.instructions.y + l.instructions.h * 0.32;
        let line = match session.notice(p.now) {
            Some(notice) => (notice.text.clone(), p.theme.notice),
            None => (
                "←/→ step  ·  Enter plays on from here  ·  Esc back to the end".to_string(),
                p.theme.text,
            ),
        };
        p.text_centred(
            &line.0,
            l.width / 2.0,
            y,
            l.instruction_text(),
            line.1,
            false,
        );
        let y = l.instructions.y + l.instructions.h * 0.72;
        let legend = "underlined: the move played  ·  outlined: the best  ·  ?: a mistake";
        p.text_centred(
            legend,
            l.width / 2.0,
            y,
            l.instruction_text(),
            p.theme.dim_text,
            false,
        );
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

#[cfg(test)]
mod tests {
    use super::Review;
    use crate::ai::Level;
    use crate::board::Player;
    use crate::game::{GameState, Mode, Modes};
    use crate::ui::app::App;
    use crate::ui::screens::review::ReviewMessage;
    use crate::ui::screens::TableMessage;

    /// A finished game Yellow started: Yellow stacks column 1 and wins with its fourth coin.
    fn yellow_first(modes: Modes) -> GameState {
        GameState::from_position(modes, "1212121")
            .unwrap()
            .with_first(Player::Yellow)
    }

    /// From the game-over screen of a seven-move game: review, step back to the position after
    /// three moves and play on from there.
    fn play_on_after_three_of_seven(app: &mut App) {
        app.send(TableMessage::Review, 0.0);
        for _ in 0..3 {
            app.send(ReviewMessage::Step(-1), 0.0);
        }
        app.send(ReviewMessage::PlayFromHere, 0.0);
        app.advance(0.1);
        assert_eq!(app.screen(), "play");
        assert_eq!(app.game().position(), "121");
    }

    #[test]
    fn the_heading_names_the_colour_that_made_the_move_when_yellow_started() {
        let mut review = Review::new(yellow_first(Modes::HUMANS));
        assert_eq!(review.heading(), "Review: move 7 of 7, Yellow played 1");
        review.ply = 1;
        assert_eq!(review.heading(), "Review: move 2 of 7, Red played 2");
    }

    #[test]
    fn the_graph_of_a_game_yellow_started_and_won_ends_in_yellows_half() {
        let app = App::new(yellow_first(Modes::HUMANS), true);
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
        let mut app = App::new(yellow_first(modes), true);
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
        let mut app = App::new(game, true);
        assert_eq!(app.screen(), "game over");
        app.send(TableMessage::Review, 0.0);
        assert_eq!(app.screen(), "review");
        app.send(ReviewMessage::Step(1), 0.0);
        app.send(ReviewMessage::PlayFromHere, 0.0);
        assert_eq!(app.screen(), "review", "not from the final position");
        app.send(ReviewMessage::Back, 0.0);
        assert_eq!(app.screen(), "game over");
        assert_eq!(
            app.game().position(),
            "1212121",
            "the finished game is still there"
        );
        play_on_after_three_of_seven(&mut app);
        assert_eq!(app.game().modes(), Modes::HUMANS);
    }
}

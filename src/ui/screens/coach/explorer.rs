//! The opening explorer: from a position (the empty board from the title, or the one on show),
//! the exact value of every move (the book's, else the solver's within the hint's budget, on
//! the worker) and the player's own record in that line; a click or a digit walks the tree,
//! Backspace or ← goes back up, → forward again.

use super::CoachButton;
use super::{click, column_key, column_numbers, draw_buttons, heading, lines, thinking};
use crate::board::{Board, Column};
use crate::coach::explorer::record;
use crate::game::GameState;
use crate::ui::board_view;
use crate::ui::events;
use crate::ui::events::ScreenName;
use crate::ui::hint_row;
use crate::ui::input::{Event, Key};
use crate::ui::layout::Layout;
use crate::ui::paint::Painter;
use crate::ui::refusal::Refusal;
use crate::ui::screens::{Screen, Transition};
use crate::ui::session::{Action, Focus, Session};

/// What the player can ask of the explorer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExplorerMessage {
    /// Walk on with this column.
    Walk(Column),
    /// A digit that names no column.
    Refused(Refusal),
    /// Back up a move.
    Up,
    /// Forward again along the line gone back over.
    Forward,
    /// The pointer is over this column: its result in words.
    Point(Column),
    /// Leave.
    Back,
}

/// The screen's buttons: label, short label, keys, message.
fn buttons() -> [CoachButton<ExplorerMessage>; 3] {
    [
        (
            tr!("explorer-up"),
            "←",
            tr!("explorer-up-keys"),
            ExplorerMessage::Up,
        ),
        (tr!("explorer-forward"), "→", "→", ExplorerMessage::Forward),
        (
            tr!("coach-back"),
            tr!("coach-back"),
            "Esc",
            ExplorerMessage::Back,
        ),
    ]
}

/// The explorer screen.
#[derive(Debug, Clone)]
pub struct Explorer {
    /// The empty board of the game's size, and the colours (who moved first).
    colours: GameState,
    /// The line from the empty board to the position on show.
    line: Vec<Column>,
    /// Moves gone back over, to walk forward again (the next one last).
    ahead: Vec<Column>,
    /// The position last logged with its scores, so each is logged once.
    logged: Option<Board>,
    /// The column under the pointer, whose result the words under the board spell out.
    pointed: Option<Column>,
}

impl Explorer {
    /// Explores from the position of `game` (its moves can be walked back up to the empty
    /// board).
    pub fn new(game: &GameState) -> Explorer {
        Explorer {
            colours: game.new_game_from_part(game, 0),
            line: game.history().to_vec(),
            ahead: Vec::new(),
            logged: None,
            pointed: None,
        }
    }

    fn start(&self) -> Board {
        Board::empty(self.colours.board().size())
    }

    fn board(&self) -> Board {
        self.line.iter().fold(self.start(), |board, &column| {
            board.play(column).expect("the explorer's line is legal")
        })
    }

    fn digits(&self) -> String {
        crate::notation::digits(&self.line)
    }
}

impl Screen for Explorer {
    fn name(&self) -> ScreenName {
        ScreenName::Explorer
    }

    fn board_size(&self) -> Option<crate::board::Size> {
        Some(self.colours.board().size())
    }

    fn hear(&mut self, event: Event, layout: &Layout, session: &mut Session) -> Transition {
        let Some(message) = self.read(event, layout) else {
            return Transition::Stay;
        };
        let board = self.board();
        let refuse = |text: &str| Action::Refuse(text.to_string());
        match message {
            ExplorerMessage::Refused(refusal) => session.act(Action::RefuseInput(refusal)),
            ExplorerMessage::Walk(_) if board.is_over() => {
                session.act(refuse(tr!("explorer-over-here")))
            }
            ExplorerMessage::Walk(column) if !board.has_room(column) => {
                let full = tr!("coach-column-full", column = column.number());
                session.act(refuse(&full))
            }
            ExplorerMessage::Walk(column) => {
                // Walking on along the line gone back over keeps the rest of it.
                if self.ahead.last() == Some(&column) {
                    self.ahead.pop();
                } else {
                    self.ahead.clear();
                }
                self.line.push(column);
            }
            ExplorerMessage::Up => match self.line.pop() {
                Some(column) => self.ahead.push(column),
                None => session.act(refuse(tr!("explorer-at-start"))),
            },
            ExplorerMessage::Forward => match self.ahead.pop() {
                Some(column) => self.line.push(column),
                None => session.act(refuse(tr!("explorer-at-end"))),
            },
            ExplorerMessage::Point(column) => self.pointed = Some(column),
            ExplorerMessage::Back => return Transition::Pop,
        }
        Transition::Stay
    }

    fn focus(&self) -> Focus<'_> {
        Focus::Study(vec![self.board()])
    }

    fn update(&mut self, session: &mut Session) -> Transition {
        let board = self.board();
        if board.is_over() {
            return Transition::Stay;
        }
        let scores = session.analyses().analysis_of(&board);
        if scores.is_settled() && self.logged != Some(board) {
            self.logged = Some(board);
            events::explorer(&self.digits(), &scores);
        }
        Transition::Stay
    }

    fn draw(&self, session: &Session, p: &Painter) {
        p.background();
        let board = self.board();
        board_view::draw_position(p, &board, &self.colours);
        column_numbers(p);
        let first = self.colours.first();
        let side = self.colours.colour_of(board.side_to_move());
        let said = crate::ui::words::player(side);
        let title = if board.is_over() {
            tr!("explorer-over", position = self.digits())
        } else if self.line.is_empty() {
            tr!("explorer-empty", side = said)
        } else {
            tr!("explorer-after", side = said, position = self.digits())
        };
        let colour = if board.is_over() {
            p.theme.text
        } else {
            p.theme.player_colour(side)
        };
        heading(p, &title, colour);
        let scores = session.analyses().analysis_of(&board);
        if !board.is_over() {
            hint_row::draw(p, &scores, None);
            if !scores.is_settled() {
                thinking(p);
            }
        }
        let history = session.kept().history();
        let words = |column: Column| {
            let result = match scores.get(column) {
                Some(score) => crate::ui::words::explorer_result(&board, score, first),
                None if scores.is_settled() => tr!("not-solved-in-time").to_string(),
                None => "…".to_string(),
            };
            let mut line = self.line.clone();
            line.push(column);
            let mine = record(history, &self.start(), &line);
            let you = if mine.played > 0 {
                tr!(
                    "explorer-your-record",
                    played = mine.played,
                    won = mine.won,
                    drawn = mine.drawn,
                    lost = mine.lost
                )
            } else {
                String::new()
            };
            match you.is_empty() {
                true => format!("{}: {result}", column.number()),
                false => format!("{}: {result}  ·  {you}", column.number()),
            }
        };
        let first_line = match session.notice() {
            Some(notice) => (notice.text.clone(), p.theme.notice),
            None if board.is_over() => (tr!("explorer-over-keys").to_string(), p.theme.text),
            None => match self.pointed.filter(|&c| board.has_room(c)) {
                Some(column) => (words(column), p.theme.text),
                None => (
                    match scores.best_columns().first() {
                        Some(&best) => tr!("explorer-best", column = words(best)),
                        None => tr!("explorer-point").to_string(),
                    },
                    p.theme.text,
                ),
            },
        };
        lines(p, (&first_line.0, first_line.1), tr!("explorer-keys"));
        draw_buttons(p, &buttons());
    }
}

impl Explorer {
    /// What `event` means on this screen, in a window laid out as `layout`.
    fn read(&self, event: Event, layout: &Layout) -> Option<ExplorerMessage> {
        match event {
            Event::Key(key) => match key {
                Key::Backspace | Key::Left => Some(ExplorerMessage::Up),
                Key::Right => Some(ExplorerMessage::Forward),
                Key::Escape => Some(ExplorerMessage::Back),
                key => column_key(key, layout).map(|column| {
                    column.map_or_else(ExplorerMessage::Refused, ExplorerMessage::Walk)
                }),
            },
            Event::Click(x, y) => click(&buttons(), ExplorerMessage::Walk, (x, y), layout),
            Event::PointerMoved(x, _y) => Some(ExplorerMessage::Point(layout.nearest_column(x))),
        }
    }
}

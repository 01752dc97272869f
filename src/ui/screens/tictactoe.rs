//! Tic-tac-toe in the game window: first who plays X and who plays O (Human, Random, Low,
//! High), then the 3×3 grid, marked by click or by the digits 1–9 (row by row from the top
//! left). The computer's moves come from [`crate::tictactoe`]'s search, which is instant, so
//! they are chosen on this thread after a short pause that lets a person see them coming.
//!
//! The game lives in this screen, not in the [`Session`] (which holds Connect Four); the
//! session is only asked to show notices. The buttons are the table's: new game, undo, redo,
//! hint (each square's outcome), analysis (the hint on every turn), modes, settings,
//! statistics, help (the keys, as a notice) and quit.

use super::{Goto, Screen, Transition};
use crate::ai;
use crate::game::Mode;
use crate::tictactoe::game::TicTacToeGame;
use crate::tictactoe::{self, Level, Mark, Square, TicTacToeError};
use crate::ui::button::{self, Tool};
use crate::ui::computer::COMPUTER_PAUSE;
use crate::ui::events;
use crate::ui::events::ScreenName;
use crate::ui::input::{Event, Key};
use crate::ui::layout::{slot_at, units, Layout, Rect};
use crate::ui::paint::{rounded_rect, selected_box, Painter, Weight};
use crate::ui::refusal::Refusal;
use crate::ui::session::{Action, Session};
use crate::ui::words;
use macroquad::color::Color;
use macroquad::shapes::{draw_circle_lines, draw_line};
use rand::SeedableRng;
use rand_pcg::Pcg64;

/// A tic-tac-toe level as the window says it: Human, or the computer's level.
fn level_words(level: Level) -> String {
    match level {
        Level::Human => tr!("mode-human").to_string(),
        Level::Random => tr!("tictactoe-computer", level = tr!("level-random")),
        Level::Low => tr!("tictactoe-computer", level = tr!("level-low")),
        Level::High => tr!("tictactoe-computer", level = tr!("level-high")),
    }
}

/// Which part of the screen is up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// Asking who plays this side.
    Choosing(Mark),
    /// The grid.
    Playing,
}

/// The tic-tac-toe screen.
pub struct TicTacToeScreen {
    game: TicTacToeGame,
    phase: Phase,
    /// While choosing from the grid (Modes): the game as it was, which Escape or Cancel puts
    /// back; `None` before the first game.
    before: Option<TicTacToeGame>,
    /// While choosing: the outlined option, which Enter takes.
    selected: usize,
    /// The square under the pointer.
    hover: Option<Square>,
    /// The hint shows for the position of this many moves (it goes with the next move).
    hint_at: Option<String>,
    /// The hint on every turn.
    analysis: bool,
    /// When the computer's move is due, once it is the computer's turn.
    computer_due: Option<f64>,
    rng: Pcg64,
}

impl TicTacToeScreen {
    /// The screen asking who plays X; `seed` makes the computer's choices repeatable.
    pub fn new(seed: Option<u64>) -> TicTacToeScreen {
        TicTacToeScreen {
            game: TicTacToeGame::new(Level::Human, Level::High),
            phase: Phase::Choosing(Mark::X),
            before: None,
            selected: option_of(Level::Human),
            hover: None,
            hint_at: None,
            analysis: false,
            computer_due: None,
            rng: match seed {
                Some(seed) => Pcg64::seed_from_u64(seed),
                None => rand::make_rng(),
            },
        }
    }

    /// The toolbar's switches that are on: Analysis while it is, Hint while the asked-for
    /// hint shows.
    fn switches_on(&self) -> Vec<Tool> {
        let mut on = Vec::new();
        if self.analysis {
            on.push(Tool::Analysis);
        }
        if self.hint_at.as_deref() == Some(&self.game.position()) {
            on.push(Tool::Hint);
        }
        on
    }

    fn shows_hint(&self) -> bool {
        self.game.outcome().is_none()
            && (self.analysis || self.hint_at.as_deref() == Some(&self.game.position()))
    }

    /// Puts `game` on the grid, logging the move that made it and how the game ended.
    fn moved(&mut self, game: TicTacToeGame, square: Square) {
        let mark = self.game.board().side_to_move();
        self.game = game;
        self.computer_due = None;
        events::tictactoe_played(square, mark, &self.game.position());
        if let Some(outcome) = self.game.outcome() {
            events::tictactoe_over(outcome, &self.game.position());
        }
    }

    fn mark(&mut self, number: usize, session: &mut Session) {
        let Some(square) = Square::from_number(number) else {
            session.act(Action::Refuse(tr!("tictactoe-no-square", number = number)));
            return;
        };
        if self.game.computer_to_move().is_some() {
            let mark = self.game.board().side_to_move();
            session.act(Action::Refuse(tr!(
                "tictactoe-wait",
                mark = mark.to_string()
            )));
            return;
        }
        match self.game.play(square) {
            Ok(game) => self.moved(game, square),
            Err(TicTacToeError::Taken(square)) => session.act(Action::Refuse(tr!(
                "tictactoe-taken",
                square = square.to_string()
            ))),
            Err(_) => session.act(Action::Refuse(tr!("tictactoe-over").to_string())),
        }
    }

    fn new_game(&mut self) {
        self.game = self.game.new_game();
        self.computer_due = None;
        events::tictactoe_new_game(&self.modes_words());
    }

    fn modes_words(&self) -> String {
        format!(
            "X {}, O {}",
            self.game.level(Mark::X),
            self.game.level(Mark::O)
        )
    }

    fn through_history(
        &mut self,
        step: Option<TicTacToeGame>,
        what: &str,
        log: fn(&str),
        s: &mut Session,
    ) {
        match step {
            Some(game) => {
                self.game = game;
                self.computer_due = None;
                log(&self.game.position());
            }
            None => s.act(Action::Refuse(tr!("tictactoe-no-move", what = what))),
        }
    }

    fn choose(&mut self, mode: Mode, mark: Mark) -> Transition {
        let level = match mode {
            Mode::Human => Level::Human,
            Mode::Computer(ai::Level::Random) => Level::Random,
            Mode::Computer(ai::Level::Low) => Level::Low,
            Mode::Computer(_) | Mode::Adaptive(_) => Level::High,
        };
        self.game = self.game.with_level(mark, level);
        if mark == Mark::X {
            self.ask(Mark::O);
        } else {
            self.phase = Phase::Playing;
            self.before = None;
            if self.game.outcome().is_some() || self.game.position().is_empty() {
                self.new_game();
            } else {
                log::info!("tictactoe modes changed: {}", self.modes_words());
            }
        }
        events::screen(self.name());
        Transition::Stay
    }
}

/// The modes tic-tac-toe offers, in menu order (digit 1 is the first), as [`Level::ALL`]
/// lists its levels.
const MODES: [Mode; 4] = [
    Mode::Human,
    Mode::Computer(ai::Level::Random),
    Mode::Computer(ai::Level::Low),
    Mode::Computer(ai::Level::High),
];

/// The option of `level` in [`MODES`].
fn option_of(level: Level) -> usize {
    Level::ALL.iter().position(|&l| l == level).unwrap_or(0)
}

impl TicTacToeScreen {
    /// Asks who plays `mark`, the outline on its level now.
    fn ask(&mut self, mark: Mark) {
        self.phase = Phase::Choosing(mark);
        self.selected = option_of(self.game.level(mark));
    }

    /// Escape or Back while choosing: from the grid, back to it as it was; else back to X
    /// from O, or to the title from X.
    fn back(&mut self, mark: Mark) -> Transition {
        if let Some(game) = self.before.take() {
            self.game = game;
            self.phase = Phase::Playing;
            events::screen(Screen::name(self));
            return Transition::Stay;
        }
        match mark {
            Mark::O => {
                self.ask(Mark::X);
                events::screen(Screen::name(self));
                Transition::Stay
            }
            Mark::X => Transition::Replace(Goto::Title),
        }
    }

    /// The button that does what Escape does while choosing who plays `mark`.
    fn back_button(&self, layout: &Layout, mark: Mark) -> button::Button {
        if self.before.is_some() {
            return super::modes::cancel_button(layout);
        }
        let tooltip = match mark {
            Mark::O => tr!("modes-back-side-tooltip", side = Mark::X.to_string()),
            Mark::X => tr!("modes-back-title-tooltip").to_string(),
        };
        super::modes::back_button(layout, tr!("modes-back"), tooltip)
    }
}

impl TicTacToeScreen {
    /// A press of a button in the row over the grid (or one of its keys).
    fn use_tool(&mut self, tool: Tool, session: &mut Session) -> Transition {
        match tool {
            Tool::NewGame => self.new_game(),
            Tool::Undo => {
                let step = self.game.undo();
                self.through_history(step, "undo", events::tictactoe_undone, session);
            }
            Tool::Redo => {
                let step = self.game.redo();
                self.through_history(step, "redo", events::tictactoe_redone, session);
            }
            Tool::Hint if self.game.outcome().is_some() => {
                session.act(Action::Refuse(tr!("notice-nothing-to-hint").into()));
            }
            Tool::Hint => {
                let position = self.game.position();
                self.hint_at = match self.hint_at.take() {
                    Some(shown) if shown == position => None,
                    _ => Some(position),
                };
            }
            Tool::Analysis => {
                self.analysis = !self.analysis;
                let state = if self.analysis { tr!("on") } else { tr!("off") };
                session.act(Action::Tell(tr!("notice-analysis", state = state)));
            }
            Tool::Modes => {
                self.before = Some(self.game.clone());
                self.ask(Mark::X);
                events::screen(Screen::name(self));
            }
            Tool::Help => session.act(Action::Tell(tr!("tictactoe-keys").to_string())),
            Tool::Settings => return Transition::Push(Goto::Settings),
            Tool::Statistics => return Transition::Push(Goto::Statistics),
            Tool::Quit => return Transition::Push(Goto::ConfirmQuit),
            Tool::Resume | Tool::Why | Tool::Coach => {
                session.act(Action::Refuse(tr!("tictactoe-not-here").into()))
            }
        }
        Transition::Stay
    }
}

/// The grid's place: a square over the bands Connect Four's board, hints and numbers take,
/// between the heading and the instructions.
struct Grid {
    board: Rect,
    cell: f32,
}

fn grid(l: &Layout) -> Grid {
    let top = l.hints.y;
    let bottom = l.numbers.y + l.numbers.h;
    let side = ((bottom - top).min(l.width * 0.9) * 0.92).max(3.0);
    Grid {
        board: Rect {
            x: (l.width - side) / 2.0,
            y: top + (bottom - top - side) / 2.0,
            w: side,
            h: side,
        },
        cell: side / 3.0,
    }
}

/// The square under a point, if any.
fn square_at(l: &Layout, x: f32, y: f32) -> Option<Square> {
    let g = grid(l);
    if !g.board.contains(x, y) {
        return None;
    }
    let column = slot_at(x - g.board.x, g.cell, 3);
    let row = slot_at(y - g.board.y, g.cell, 3);
    Square::from_number(row * 3 + column + 1)
}

/// The centre of square `number` (1–9) in a window laid out as `l`: where a click marks it.
pub fn square_centre(l: &Layout, number: usize) -> (f32, f32) {
    let square = Square::from_number(number).expect("a square number is 1-9");
    square_rect(&grid(l), square).centre()
}

/// The box of a square (numbered 1–9).
fn square_rect(g: &Grid, square: Square) -> Rect {
    let index = square.number() - 1;
    Rect {
        x: g.board.x + units(index % 3) * g.cell,
        y: g.board.y + units(index / 3) * g.cell,
        w: g.cell,
        h: g.cell,
    }
}

/// What the player can ask of the tic-tac-toe screen.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum TicTacToeMessage {
    /// While choosing: this mode for the mark being asked about.
    PickMode(Mode),
    /// A digit that is not one of the options.
    Refused(Refusal),
    /// While choosing: Escape or the Back button (back to X, to the title, or to the grid).
    Back,
    /// While choosing: move the outline this many options down (negative: up).
    Select(i32),
    /// While choosing: Enter, the outlined option.
    TakeSelected,
    /// Mark the square with this number (1-9, row by row from the top left).
    MarkSquare(usize),
    /// The pointer is over this square (`None`: over none).
    HoverSquare(Option<usize>),
    /// A button of the row over the grid, or one of its keys.
    Tool(Tool),
    /// Ctrl+C or Ctrl+V: Connect Four's positions only.
    Clipboard,
}

impl Screen for TicTacToeScreen {
    fn name(&self) -> ScreenName {
        match self.phase {
            Phase::Choosing(_) => ScreenName::TicTacToeModes,
            Phase::Playing => ScreenName::TicTacToePlay,
        }
    }

    fn animates(&self) -> bool {
        self.phase == Phase::Playing && self.game.computer_to_move().is_some()
    }

    fn hear(&mut self, event: Event, layout: &Layout, session: &mut Session) -> Transition {
        let Some(message) = self.read(event, layout, session) else {
            return Transition::Stay;
        };
        if let Phase::Choosing(mark) = self.phase {
            return match message {
                TicTacToeMessage::PickMode(mode) => self.choose(mode, mark),
                TicTacToeMessage::TakeSelected => self.choose(MODES[self.selected], mark),
                TicTacToeMessage::Select(step) => {
                    let count = MODES.len() as i32;
                    self.selected = (self.selected as i32 + step).rem_euclid(count) as usize;
                    events::menu_row(MODES[self.selected].name());
                    Transition::Stay
                }
                TicTacToeMessage::Back => self.back(mark),
                TicTacToeMessage::Refused(refusal) => {
                    session.act(Action::RefuseInput(refusal));
                    Transition::Stay
                }
                // The grid's own: not read while choosing.
                TicTacToeMessage::MarkSquare(_)
                | TicTacToeMessage::HoverSquare(_)
                | TicTacToeMessage::Tool(_)
                | TicTacToeMessage::Clipboard => Transition::Stay,
            };
        }
        match message {
            TicTacToeMessage::MarkSquare(number) => self.mark(number, session),
            TicTacToeMessage::HoverSquare(number) => {
                self.hover = number.and_then(Square::from_number);
            }
            TicTacToeMessage::Tool(tool) => return self.use_tool(tool, session),
            TicTacToeMessage::Back => return Transition::Push(Goto::ConfirmQuit),
            // The choice's own: not read on the grid.
            TicTacToeMessage::Select(_) | TicTacToeMessage::TakeSelected => {}
            TicTacToeMessage::Clipboard => {
                session.act(Action::Refuse(tr!("tictactoe-not-here").into()));
            }
            TicTacToeMessage::Refused(refusal) => session.act(Action::RefuseInput(refusal)),
            // The choice's own: not read on the grid.
            TicTacToeMessage::PickMode(_) => {}
        }
        Transition::Stay
    }

    fn update(&mut self, session: &mut Session) -> Transition {
        if self.phase != Phase::Playing {
            return Transition::Stay;
        }
        let Some(level) = self.game.computer_to_move() else {
            return Transition::Stay;
        };
        let now = session.now();
        let due = *self.computer_due.get_or_insert(now + COMPUTER_PAUSE);
        if now >= due {
            if let Some(square) = tictactoe::choose(level, self.game.board(), &mut self.rng) {
                let game = self
                    .game
                    .play(square)
                    .expect("the search plays a free square");
                self.moved(game, square);
            }
        }
        Transition::Stay
    }

    fn draw(&self, session: &Session, p: &Painter) {
        match self.phase {
            Phase::Choosing(mark) => self.draw_choice(session, p, mark),
            Phase::Playing => self.draw_grid(session, p),
        }
    }
}

impl TicTacToeScreen {
    /// What `event` means on this screen, in a window laid out as `layout`.
    fn read(&self, event: Event, layout: &Layout, session: &Session) -> Option<TicTacToeMessage> {
        match (self.phase, event) {
            (Phase::Choosing(_), Event::Key(key)) => match key {
                Key::Digit(d) if (1..=MODES.len()).contains(&(d as usize)) => {
                    Some(TicTacToeMessage::PickMode(MODES[d as usize - 1]))
                }
                Key::Digit(d) => Some(TicTacToeMessage::Refused(Refusal::NoSuchOption(d))),
                Key::Escape => Some(TicTacToeMessage::Back),
                Key::Up => Some(TicTacToeMessage::Select(-1)),
                Key::Down => Some(TicTacToeMessage::Select(1)),
                Key::Drop => Some(TicTacToeMessage::TakeSelected),
                _ => None,
            },
            (Phase::Choosing(mark), Event::Click(x, y)) => {
                if self.back_button(layout, mark).rect.contains(x, y) {
                    return Some(TicTacToeMessage::Back);
                }
                layout
                    .menu_option_at(MODES.len(), x, y)
                    .map(|i| TicTacToeMessage::PickMode(MODES[i]))
            }
            (Phase::Choosing(_), Event::PointerMoved(..)) => None,
            (Phase::Playing, Event::Key(key)) => match key {
                Key::Digit(d) => Some(TicTacToeMessage::MarkSquare(d as usize)),
                Key::C => Some(TicTacToeMessage::Tool(Tool::Modes)),
                Key::N => Some(TicTacToeMessage::Tool(Tool::NewGame)),
                Key::Escape => Some(TicTacToeMessage::Tool(Tool::Quit)),
                Key::CtrlC | Key::CtrlV => Some(TicTacToeMessage::Clipboard),
                key => Tool::for_key(key).map(TicTacToeMessage::Tool),
            },
            (Phase::Playing, Event::Click(x, y)) => {
                match Tool::at(layout, session.game().is_paused(), x, y) {
                    Some(tool) => Some(TicTacToeMessage::Tool(tool)),
                    None => {
                        square_at(layout, x, y).map(|s| TicTacToeMessage::MarkSquare(s.number()))
                    }
                }
            }
            (Phase::Playing, Event::PointerMoved(x, y)) => Some(TicTacToeMessage::HoverSquare(
                square_at(layout, x, y).map(|s| s.number()),
            )),
        }
    }
}

impl TicTacToeScreen {
    fn draw_choice(&self, session: &Session, p: &Painter, mark: Mark) {
        let l = p.layout;
        let centre = l.width / 2.0;
        let options = l.menu_options(MODES.len());
        let first = options[0];
        let size = first.h * 0.5;
        p.text_centred(
            &tr!("tictactoe-who-plays", mark = mark.to_string()),
            centre,
            first.y - first.h * 1.1,
            size,
            p.theme.text,
            Weight::Bold,
        );
        let (px, py) = p.pointer;
        let chosen = self.game.level(mark);
        for (i, (option, mode)) in options.iter().zip(MODES).enumerate() {
            if i == self.selected {
                selected_box(*option, option.h * 0.2, p.theme);
            } else if option.contains(px, py) {
                rounded_rect(*option, option.h * 0.2, p.theme.option_hovered);
            } else {
                rounded_rect(*option, option.h * 0.2, p.theme.option);
            }
            let label = match mode {
                Mode::Human => tr!("mode-human").to_string(),
                Mode::Computer(level) | Mode::Adaptive(level) => {
                    tr!("tictactoe-computer", level = words::level(level))
                }
            };
            let (cx, cy) = option.centre();
            let text = format!("{}   {label}", i + 1);
            let colour = if Level::ALL[i] == chosen {
                mark_colour(p, mark)
            } else {
                p.theme.text
            };
            p.text_centred(&text, cx, cy, option.h * 0.42, colour, Weight::Regular);
        }
        let last = options[options.len() - 1];
        let escape = match (self.before.is_some(), mark) {
            (true, _) => tr!("modes-escape-cancel"),
            (false, Mark::O) => tr!("tictactoe-escape-back"),
            (false, Mark::X) => tr!("modes-escape-title"),
        };
        let digits = format!("1-{}", MODES.len());
        let hint = if crate::ui::words::by_touch() {
            tr!("tictactoe-modes-tap").to_string()
        } else {
            tr!("tictactoe-keys-modes", digits = digits, escape = escape)
        };
        let hint_size = last.h * 0.36;
        p.text_centred(
            &hint,
            centre,
            last.y + last.h * 1.8,
            hint_size,
            p.theme.dim_text,
            Weight::Regular,
        );
        if let Some(notice) = session.notice() {
            let y = last.y + last.h * 2.5;
            p.text_centred(
                &notice.text,
                centre,
                y,
                hint_size,
                p.theme.notice,
                Weight::Regular,
            );
        }
        let back = self.back_button(l, mark);
        let (_, size) = back.fitted_label(p);
        back.draw(p, size);
        if back.hovered(p) {
            back.draw_tooltip(p);
        }
    }

    fn draw_grid(&self, session: &Session, p: &Painter) {
        let g = grid(p.layout);
        self.grid_heading(p);
        // The grid: a frame and nine squares.
        let pad = g.cell * 0.06;
        let frame = Rect {
            x: g.board.x - pad,
            y: g.board.y - pad,
            w: g.board.w + 2.0 * pad,
            h: g.board.h + 2.0 * pad,
        };
        rounded_rect(frame, g.cell * 0.12, p.theme.board);
        self.squares(p, &g, pad);
        winning_rings(p, &g, self.game.board().winning_line());
        self.grid_instructions(session, p);
        button::draw_row(p, false, &self.switches_on());
    }

    /// The heading: who has won, a draw, or whose mark is to be played and by whom.
    fn grid_heading(&self, p: &Painter) {
        let l = p.layout;
        let board = self.game.board();
        let heading = match (board.winner(), board.is_full()) {
            (Some(mark), _) => tr!("tictactoe-wins", mark = mark.to_string()),
            (None, true) => tr!("table-draw").to_string(),
            (None, false) => {
                let mark = board.side_to_move();
                let who = level_words(self.game.level(mark));
                tr!("tictactoe-to-move", mark = mark.to_string(), who = who)
            }
        };
        let heading_colour = match board.winner() {
            Some(mark) => mark_colour(p, mark),
            None if board.is_full() => p.theme.text,
            None => mark_colour(p, board.side_to_move()),
        };
        let (hx, hy) = l.heading.centre();
        p.text_centred(
            &heading,
            hx,
            hy,
            l.heading.h * 0.55,
            heading_colour,
            Weight::Bold,
        );
    }

    /// The nine squares, each a hole `pad` inside its box with its mark, the mark in hand under
    /// the pointer or its number, and the hint's word over it when hints are on.
    fn squares(&self, p: &Painter, g: &Grid, pad: f32) {
        let board = self.game.board();
        let hint = self.shows_hint().then(|| tictactoe::analyze(board));
        let human_to_move = self.game.computer_to_move().is_none() && !board.is_over();
        let won = board.winning_line();
        for number in 1..=9 {
            let square = Square::from_number(number).expect("1-9 are squares");
            let r = square_rect(g, square);
            let inner = Rect {
                x: r.x + pad,
                y: r.y + pad,
                w: r.w - 2.0 * pad,
                h: r.h - 2.0 * pad,
            };
            rounded_rect(inner, g.cell * 0.08, p.theme.hole);
            let (cx, cy) = r.centre();
            let dim = |c: Color| Color { a: 0.3, ..c };
            match board.at(square) {
                // Once the game is won, the marks off the winning line step back.
                Some(mark) if won.is_some_and(|line| !line.contains(&square)) => {
                    draw_mark(g, mark, (cx, cy), dim(mark_colour(p, mark)));
                }
                Some(mark) => draw_mark(g, mark, (cx, cy), mark_colour(p, mark)),
                None if human_to_move && self.hover == Some(square) => {
                    let mark = board.side_to_move();
                    draw_mark(g, mark, (cx, cy), dim(mark_colour(p, mark)));
                }
                None => {
                    let size = g.cell * 0.16;
                    let y = r.y + r.h - size * 1.1;
                    p.text_centred(
                        &number.to_string(),
                        cx,
                        y,
                        size,
                        p.theme.dim_text,
                        Weight::Regular,
                    );
                }
            }
            if let Some(Some(outcome)) = hint.map(|h| h[number - 1]) {
                let (word, colour) = match outcome {
                    1 => (tr!("tictactoe-win"), p.theme.win),
                    0 => (tr!("tictactoe-draw"), p.theme.draw),
                    _ => (tr!("tictactoe-loss"), p.theme.loss),
                };
                p.text_centred(
                    word,
                    cx,
                    r.y + r.h * 0.2,
                    g.cell * 0.2,
                    colour,
                    Weight::Bold,
                );
            }
        }
    }

    /// The two lines at the foot: the keys (or that the computer moves), then the notice or
    /// who plays each mark.
    fn grid_instructions(&self, session: &Session, p: &Painter) {
        let l = p.layout;
        let board = self.game.board();
        let human_to_move = self.game.computer_to_move().is_none() && !board.is_over();
        let (ix, iy) = l.instructions.centre();
        let size = l.instructions.h * 0.3;
        let instructions = if board.is_over() {
            tr!("tictactoe-over-keys").to_string()
        } else if human_to_move && crate::ui::words::by_touch() {
            tr!("tictactoe-play-tap").to_string()
        } else if human_to_move {
            tr!("tictactoe-play-keys").to_string()
        } else {
            tr!(
                "tictactoe-computer-moves",
                mark = board.side_to_move().to_string()
            )
        };
        p.text_centred(
            &instructions,
            ix,
            iy - size * 0.7,
            size,
            p.theme.text,
            Weight::Regular,
        );
        let below = session
            .notice()
            .map(|n| (n.text.clone(), p.theme.notice))
            .unwrap_or((
                tr!(
                    "tictactoe-players",
                    x = level_words(self.game.level(Mark::X)),
                    o = level_words(self.game.level(Mark::O)),
                ),
                p.theme.dim_text,
            ));
        p.text_centred(
            &below.0,
            ix,
            iy + size * 0.9,
            size * 0.85,
            below.1,
            Weight::Regular,
        );
    }
}

/// The win as Connect Four marks it: a glowing ring round each mark of the line.
fn winning_rings(p: &Painter, g: &Grid, won: Option<[Square; 3]>) {
    for square in won.iter().flatten() {
        let (x, y) = square_rect(g, *square).centre();
        let halo = Color {
            a: 0.75,
            ..p.theme.highlight
        };
        let thick = (g.cell * 0.05).max(2.0);
        p.mark_ring((x, y), g.cell * 0.4, thick, halo);
    }
}

/// X in Red's colour, O in Yellow's, as the theme paints them.
fn mark_colour(p: &Painter, mark: Mark) -> Color {
    match mark {
        Mark::X => p.theme.red.face,
        Mark::O => p.theme.yellow.face,
    }
}

/// An X (two strokes) or an O (a ring) centred on a square.
fn draw_mark(g: &Grid, mark: Mark, (cx, cy): (f32, f32), colour: Color) {
    let arm = g.cell * 0.28;
    let thick = (g.cell * 0.1).max(3.0);
    match mark {
        Mark::X => {
            draw_line(cx - arm, cy - arm, cx + arm, cy + arm, thick, colour);
            draw_line(cx - arm, cy + arm, cx + arm, cy - arm, thick, colour);
        }
        Mark::O => draw_circle_lines(cx, cy, arm * 1.05, thick, colour),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_square_centre_is_that_square_and_beside_the_grid_is_none() {
        for (w, h) in [(900.0, 780.0), (400.0, 300.0), (1920.0, 400.0)] {
            let l = Layout::new(w, h, 7, 6);
            for number in 1..=9 {
                let (x, y) = square_centre(&l, number);
                assert_eq!(square_at(&l, x, y).map(Square::number), Some(number));
            }
            assert_eq!(square_at(&l, 1.0, h - 1.0), None);
        }
    }

    #[test]
    fn digits_mark_squares_and_modes_are_chosen_x_then_o() {
        let l = Layout::new(900.0, 780.0, 7, 6);
        let mut screen = TicTacToeScreen::new(Some(1));
        let mut session = Session::new(crate::game::GameState::new(crate::game::Modes::HUMANS));
        assert_eq!(screen.name(), ScreenName::TicTacToeModes);
        for digit in [1, 1] {
            screen.hear(Event::Key(Key::Digit(digit)), &l, &mut session);
        }
        assert_eq!(screen.name(), ScreenName::TicTacToePlay);
        assert_eq!(
            screen.read(Event::Key(Key::Digit(5)), &l, &session),
            Some(TicTacToeMessage::MarkSquare(5))
        );
        screen.hear(Event::Key(Key::Digit(5)), &l, &mut session);
        session.set_time(0.1);
        screen.hear(Event::Key(Key::Digit(5)), &l, &mut session);
        assert_eq!(screen.game.position(), "5", "a taken square is refused");
        session.set_time(0.2);
        screen.hear(Event::Key(Key::U), &l, &mut session);
        assert_eq!(screen.game.position(), "");
    }

    #[test]
    fn the_keys_move_the_outline_and_back_goes_to_x_to_the_title_or_to_the_grid_unchanged() {
        let l = Layout::new(900.0, 780.0, 7, 6);
        let mut screen = TicTacToeScreen::new(Some(1));
        let mut session = Session::new(crate::game::GameState::new(crate::game::Modes::HUMANS));
        let mut hear =
            |screen: &mut TicTacToeScreen, key| screen.hear(Event::Key(key), &l, &mut session);
        // X: one down from Human is Random; Enter takes it.
        hear(&mut screen, Key::Down);
        hear(&mut screen, Key::Drop);
        assert_eq!(screen.phase, Phase::Choosing(Mark::O));
        assert_eq!(screen.game.level(Mark::X), Level::Random);
        hear(&mut screen, Key::Escape);
        assert_eq!(screen.phase, Phase::Choosing(Mark::X));
        let back = hear(&mut screen, Key::Escape);
        assert!(matches!(back, Transition::Replace(Goto::Title)), "{back:?}");

        // From the grid, Modes then Escape (or Cancel) keeps the game and who plays it.
        let mut screen = TicTacToeScreen::new(Some(1));
        for key in [
            Key::Digit(1),
            Key::Digit(1),
            Key::Digit(5),
            Key::C,
            Key::Digit(4),
        ] {
            hear(&mut screen, key);
        }
        assert_eq!(screen.game.level(Mark::X), Level::High);
        hear(&mut screen, Key::Escape);
        assert_eq!(screen.phase, Phase::Playing);
        assert_eq!(screen.game.level(Mark::X), Level::Human);
        assert_eq!(screen.game.position(), "5");
        hear(&mut screen, Key::C);
        let (x, y) = super::super::modes::cancel_button(&l).rect.centre();
        assert_eq!(
            screen.read(Event::Click(x, y), &l, &session),
            Some(TicTacToeMessage::Back)
        );
    }
}

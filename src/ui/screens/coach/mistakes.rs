//! Learn from your mistakes: for a finished game, or one chosen from a list of the history's
//! recent games (newest first, each with its mistakes counted as the worker judges them),
//! each move of a person's that threw a result away is shown as the position before it; a
//! wrong try is answered with what it leads to, the right one with the result it keeps, the
//! answer on request, then the next mistake, and a summary at the end. The board shows the
//! move played and, once found or shown, the better one.

use super::ghost_coin;
use super::CoachButton;
use super::{click, column_key, column_numbers, draw_buttons, heading, lines, thinking};
use crate::board::{Board, Column, Player};
use crate::coach::mistakes::{self, Answer, Found, Game, Lesson, Options, Review};
use crate::game::{GameState, Mode, Modes, Outcome};
use crate::store::{GameRecord, History, HumanResult};
use crate::ui::board_view;
use crate::ui::events;
use crate::ui::events::ScreenName;
use crate::ui::input::{Event, Key};
use crate::ui::layout::{Layout, Rect};
use crate::ui::paint::{bordered_box, rounded_rect, selected_box, Painter, Weight};
use crate::ui::refusal::Refusal;
use crate::ui::screens::{Screen, Transition};
use crate::ui::session::{Action, Focus, Session};

/// How many of the history's games the list offers.
const RECENT_GAMES: usize = 10;

/// What the player can ask of the screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MistakesMessage {
    /// Try this column at the mistake on show.
    Try(Column),
    /// A digit that names no column.
    Refused(Refusal),
    /// Show the answer.
    ShowAnswer,
    /// On: to the next mistake, from the summary to the next game, from the list into the
    /// game chosen.
    Next,
    /// Choose the game one up or down the list.
    Select(Step),
    /// Open this game of the list (0-based).
    Open(usize),
    /// Back a level: from a game to the list, from the list (or a lone game) out.
    Back,
}

/// A move through the list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// One up (newer).
    Up,
    /// One down (older).
    Down,
    /// The first.
    First,
    /// The last.
    Last,
}

/// What to learn from: the screen opens on it.
#[derive(Debug, Clone)]
pub enum Lessons {
    /// One finished game (the game just over, or under review): its lesson at once.
    Game(Game),
    /// The history's recent games a person played, newest first, for the player to choose
    /// from; `looked` is when the list was made, for how long ago each was played.
    Recent {
        /// The games, newest first.
        games: Vec<GameRecord>,
        /// When the list was made.
        looked: jiff::Timestamp,
    },
}

/// What to learn from `game`, if it is finished and a person played in it (else nothing: the
/// screen says there is no game to learn from).
pub fn from_game(game: &GameState) -> Lessons {
    let modes = game.modes();
    let game = Game {
        start: Board::empty(game.board().size()),
        first: game.first(),
        moves: game.history().to_vec(),
        humans: humans(modes),
    };
    if game.humans.is_empty() {
        Lessons::Recent {
            games: Vec::new(),
            looked: crate::clock::timestamp_now(),
        }
    } else {
        Lessons::Game(game)
    }
}

/// The history's recent games a person played, newest first, to choose from.
pub fn from_history(history: &History) -> Lessons {
    Lessons::Recent {
        games: history
            .games()
            .iter()
            .rev()
            .filter(|record| !humans(record.modes()).is_empty())
            .take(RECENT_GAMES)
            .cloned()
            .collect(),
        looked: crate::clock::timestamp_now(),
    }
}

fn humans(modes: Modes) -> Vec<Player> {
    [Player::Red, Player::Yellow]
        .into_iter()
        .filter(|&side| modes.of(side) == Mode::Human)
        .collect()
}

fn game_of(record: &GameRecord) -> Game {
    Game {
        start: Board::empty(record.size()),
        first: record.first(),
        moves: record.moves().to_vec(),
        humans: humans(record.modes()),
    }
}

/// What the screen is doing.
#[derive(Debug, Clone)]
enum Stage {
    /// The list of games, `selected` chosen.
    Choosing { selected: usize },
    /// The worker is scoring the positions of game `game` before each person's move.
    Looking { game: usize },
    /// Walking through a game's mistakes (past the last: its summary).
    Lesson { game: usize, lesson: Lesson },
    /// Game `game` has no mistake.
    Clean { game: usize },
    /// No finished game a person played.
    NoGame,
}

/// The answer to the last try, or the answer shown, for the mistake on show.
#[derive(Debug, Clone, PartialEq)]
struct Said {
    text: String,
    right: bool,
}

/// The "learn from your mistakes" screen.
#[derive(Debug, Clone)]
pub struct LearnFromMistakes {
    games: Vec<Game>,
    /// The list's games as the history keeps them, when there is a list to choose from.
    listed: Option<(Vec<GameRecord>, jiff::Timestamp)>,
    /// Each game's review, once every position of it has its scores.
    reviews: Vec<Option<Review>>,
    /// Whether a position of each game could not be solved in time: the list stops counting
    /// that game's mistakes (opening it judges the rest).
    gave_up: Vec<bool>,
    stage: Stage,
    said: Option<Said>,
    /// The columns tried at the mistake on show, each with what it leads to and whether it
    /// was right: shown over the board.
    tried: Vec<(Column, String, bool)>,
    /// The better moves shown on request for the mistake on show.
    shown: Vec<Column>,
}

impl LearnFromMistakes {
    /// The screen over `lessons`: a lone game's lesson at once, else the list of games.
    pub fn new(lessons: Lessons) -> LearnFromMistakes {
        let (games, listed) = match lessons {
            Lessons::Game(game) => (vec![game], None),
            Lessons::Recent { games, looked } => {
                (games.iter().map(game_of).collect(), Some((games, looked)))
            }
        };
        let stage = match (&listed, games.is_empty()) {
            (_, true) => Stage::NoGame,
            (Some(_), false) => Stage::Choosing { selected: 0 },
            (None, false) => Stage::Looking { game: 0 },
        };
        match &stage {
            Stage::NoGame => events::coach_done(NO_GAME),
            Stage::Choosing { .. } => events::coach_games(games.len()),
            _ => events::coach_game(1, 1, &crate::notation::digits(&games[0].moves)),
        }
        LearnFromMistakes {
            reviews: vec![None; games.len()],
            gave_up: vec![false; games.len()],
            games,
            listed,
            stage,
            said: None,
            tried: Vec::new(),
            shown: Vec::new(),
        }
    }

    fn positions(&self, game: usize) -> Vec<(usize, Board)> {
        mistakes::positions_to_judge(&self.games[game]).unwrap_or_default()
    }

    /// Whether the games came as a list to choose from.
    fn has_list(&self) -> bool {
        self.listed.is_some()
    }

    /// Opens game `game`: its lesson (or that it has no mistake) if it was judged already,
    /// else the worker looks at it first.
    fn open(&mut self, game: usize) {
        self.said = None;
        self.tried.clear();
        self.shown.clear();
        events::coach_game(
            game + 1,
            self.games.len(),
            &crate::notation::digits(&self.games[game].moves),
        );
        self.stage = match &self.reviews[game] {
            Some(review) => self.judged(game, review.clone()),
            None => Stage::Looking { game },
        };
    }

    /// The stage game `game` goes to once `review` judged it.
    fn judged(&self, game: usize, review: Review) -> Stage {
        if review.mistakes.is_empty() {
            events::coach_done(CLEAN);
            Stage::Clean { game }
        } else {
            let lesson = Lesson::new(review);
            Self::announce(&self.games[game], &lesson);
            Stage::Lesson { game, lesson }
        }
    }

    /// Back a level: from a game to the list (the game chosen in it), or out.
    fn back(&mut self) -> Transition {
        let game = match self.stage {
            Stage::Looking { game } | Stage::Lesson { game, .. } | Stage::Clean { game } => game,
            Stage::Choosing { .. } | Stage::NoGame => return Transition::Pop,
        };
        if !self.has_list() {
            return Transition::Pop;
        }
        self.stage = Stage::Choosing { selected: game };
        events::coach_games(self.games.len());
        Transition::Stay
    }

    /// The game after `game` in the list (an older one), if there is one.
    fn older(&self, game: usize) -> Option<usize> {
        (self.has_list() && game + 1 < self.games.len()).then_some(game + 1)
    }

    /// Logs the mistake on show of the lesson over `game`, if there is one.
    fn announce(game: &Game, lesson: &Lesson) {
        if let Some(mistake) = lesson.current() {
            events::coach_mistake(
                lesson.index() + 1,
                lesson.review().mistakes.len(),
                &crate::notation::digits(&game.moves[..mistake.ply]),
                mistake.played,
                &mistake.lapse.describe(),
            );
        } else {
            events::coach_done(&format!("summary: {}", lesson.summary()));
        }
    }

    fn try_column(&mut self, column: Column, session: &mut Session) {
        let Stage::Lesson { lesson, .. } = &mut self.stage else {
            return;
        };
        if lesson.current().is_none() {
            session.act(Action::Refuse(tr!("mistakes-summary-done").to_string()));
            return;
        }
        let number = column.number();
        self.said = match lesson.try_column(column) {
            Answer::Right(prospect) => {
                events::coach_try(column, true, &prospect.to_string());
                let words = crate::ui::words::prospect(prospect);
                self.tried.push((column, words.clone(), true));
                Some(Said {
                    text: tr!("mistakes-right", column = number, leads = words),
                    right: true,
                })
            }
            Answer::Wrong(prospect) => {
                events::coach_try(column, false, &prospect.to_string());
                let words = crate::ui::words::prospect(prospect);
                self.tried.push((column, words.clone(), false));
                Some(Said {
                    text: tr!("mistakes-wrong", column = number, leads = words),
                    right: false,
                })
            }
            Answer::Unknown => Some(Said {
                text: tr!("coach-not-solved", column = number),
                right: false,
            }),
            Answer::Illegal => {
                session.act(Action::Refuse(tr!("coach-column-full", column = number)));
                self.said.take()
            }
            Answer::Finished => self.said.take(),
        };
    }

    fn show_answer(&mut self) {
        let Stage::Lesson { lesson, .. } = &mut self.stage else {
            return;
        };
        let prospect = lesson.current().and_then(|m| m.best_prospect());
        let best = lesson.show_answer();
        if best.is_empty() {
            return;
        }
        let columns: Vec<String> = best.iter().map(|c| c.number().to_string()).collect();
        let keeps = prospect.map(crate::ui::words::prospect).unwrap_or_default();
        let or = format!(" {} ", tr!("tool-or"));
        let text = tr!(
            "mistakes-answer",
            columns = columns.join(&or),
            keeps = keeps
        );
        events::coach_done(&format!("answer shown: {}", columns.join(" ")));
        self.said = Some(Said { text, right: true });
        self.shown = best;
    }

    fn next(&mut self) -> Transition {
        match &mut self.stage {
            Stage::Choosing { selected } => {
                let game = *selected;
                self.open(game);
            }
            Stage::Lesson { game, lesson } if lesson.current().is_some() => {
                // Moving on unanswered leaves the mistake skipped in the summary.
                lesson.next_mistake();
                Self::announce(&self.games[*game], lesson);
                self.said = None;
                self.tried.clear();
                self.shown.clear();
            }
            Stage::Lesson { game, .. } | Stage::Clean { game } => {
                let game = *game;
                match self.older(game) {
                    Some(older) => self.open(older),
                    None => return self.back(),
                }
            }
            Stage::Looking { .. } => {}
            Stage::NoGame => return Transition::Pop,
        }
        Transition::Stay
    }

    /// The buttons that can act now (a button that could not is not shown; the lines under
    /// the board say why).
    fn buttons(&self) -> Vec<CoachButton<MistakesMessage>> {
        let in_a_game = matches!(
            self.stage,
            Stage::Looking { .. } | Stage::Lesson { .. } | Stage::Clean { .. }
        );
        let back = if self.has_list() && in_a_game {
            (
                tr!("mistakes-games"),
                tr!("mistakes-games"),
                "Esc",
                MistakesMessage::Back,
            )
        } else {
            (
                tr!("coach-back"),
                tr!("coach-back"),
                "Esc",
                MistakesMessage::Back,
            )
        };
        let next_game = (
            tr!("mistakes-next-game"),
            tr!("mistakes-next-game"),
            "Enter",
            MistakesMessage::Next,
        );
        match &self.stage {
            Stage::Choosing { selected } => vec![
                (
                    tr!("mistakes-open"),
                    tr!("mistakes-open"),
                    "Enter",
                    MistakesMessage::Open(*selected),
                ),
                back,
            ],
            Stage::Lesson { lesson, .. } if lesson.current().is_some() => {
                let mut row = Vec::new();
                // Once shown, the answer is on the board: asking again would do nothing.
                if lesson.settled() != Some(Found::Shown) {
                    row.push((
                        tr!("coach-show-answer"),
                        tr!("coach-show-answer-short"),
                        "A",
                        MistakesMessage::ShowAnswer,
                    ));
                }
                row.push((
                    tr!("mistakes-next"),
                    tr!("mistakes-next"),
                    "Enter",
                    MistakesMessage::Next,
                ));
                row.push(back);
                row
            }
            Stage::Lesson { game, .. } | Stage::Clean { game } if self.older(*game).is_some() => {
                vec![next_game, back]
            }
            _ => vec![back],
        }
    }
}

/// The log's words when there is no game to learn from (in English, like every log line).
const NO_GAME: &str = "No finished game of yours to learn from yet";

/// The log's words for a game without a mistake.
const CLEAN: &str = "No mistake in this game: every move kept its result";

impl Screen for LearnFromMistakes {
    fn name(&self) -> ScreenName {
        ScreenName::LearnFromMistakes
    }

    fn board_size(&self) -> Option<crate::board::Size> {
        let game = match &self.stage {
            Stage::Looking { game } | Stage::Lesson { game, .. } | Stage::Clean { game } => *game,
            Stage::Choosing { .. } | Stage::NoGame => return None,
        };
        Some(self.games[game].start.size())
    }

    fn hear(&mut self, event: Event, layout: &Layout, session: &mut Session) -> Transition {
        let Some(message) = self.read(event, layout) else {
            return Transition::Stay;
        };
        match message {
            MistakesMessage::Try(column) => self.try_column(column, session),
            MistakesMessage::Refused(refusal) => session.act(Action::RefuseInput(refusal)),
            MistakesMessage::ShowAnswer => match &self.stage {
                Stage::Lesson { lesson, .. } if lesson.current().is_some() => self.show_answer(),
                Stage::Lesson { .. } => {
                    session.act(Action::Refuse(tr!("mistakes-summary-done").to_string()))
                }
                _ => session.act(Action::Refuse(
                    tr!("mistakes-nothing-to-answer").to_string(),
                )),
            },
            MistakesMessage::Next => return self.next(),
            MistakesMessage::Select(step) => {
                if let Stage::Choosing { selected } = &mut self.stage {
                    let last = self.games.len().saturating_sub(1);
                    *selected = match step {
                        Step::Up => selected.saturating_sub(1),
                        Step::Down => (*selected + 1).min(last),
                        Step::First => 0,
                        Step::Last => last,
                    };
                }
            }
            MistakesMessage::Open(game) if game < self.games.len() => self.open(game),
            MistakesMessage::Open(game) => {
                session.act(Action::RefuseInput(Refusal::NoSuchColumn(game as u8 + 1)))
            }
            MistakesMessage::Back => return self.back(),
        }
        Transition::Stay
    }

    fn focus(&self) -> Focus<'_> {
        match self.stage {
            Stage::Looking { game } => {
                let positions = self.positions(game);
                Focus::Study(positions.into_iter().map(|(_, board)| board).collect())
            }
            // The list counts each game's mistakes while it is on show, newest first; a game
            // with a position given up on is left as it is.
            Stage::Choosing { .. } => Focus::Study(
                (0..self.games.len())
                    .filter(|&game| self.reviews[game].is_none())
                    .filter(|&game| !self.gave_up[game])
                    .flat_map(|game| self.positions(game))
                    .map(|(_, board)| board)
                    .collect(),
            ),
            _ => Focus::Elsewhere,
        }
    }

    fn update(&mut self, session: &mut Session) -> Transition {
        // Each game whose positions all have their scores is judged once.
        for game in 0..self.games.len() {
            if self.reviews[game].is_some() {
                continue;
            }
            let positions = self.positions(game);
            let analyses = session.analyses();
            let known: Vec<_> = positions
                .iter()
                .map(|(_, b)| analyses.analysis_of(b))
                .collect();
            self.gave_up[game] = known.iter().any(|s| s.is_given_up());
            if !known.iter().all(|s| s.is_settled()) {
                continue;
            }
            let review = mistakes::review_from_scores(&self.games[game], Options::default(), |b| {
                Some(analyses.analysis_of(b))
            });
            if let Ok(review) = review {
                if self.has_list() {
                    events::coach_game_judged(
                        game + 1,
                        review.mistakes.len(),
                        review.unjudged.len(),
                    );
                }
                self.reviews[game] = Some(review);
            }
        }
        if let Stage::Looking { game } = self.stage {
            if let Some(review) = self.reviews[game].clone() {
                self.stage = self.judged(game, review);
            }
        }
        Transition::Stay
    }

    fn draw(&self, session: &Session, p: &Painter) {
        p.background();
        let colours = |game: &Game| GameState::new(Modes::HUMANS).with_first(game.first);
        let first_line = |fallback: (String, macroquad::color::Color)| match session.notice() {
            Some(notice) => (notice.text.clone(), p.theme.notice),
            None => fallback,
        };
        match &self.stage {
            Stage::Choosing { selected } => {
                heading(p, tr!("mistakes-title"), p.theme.text);
                self.draw_list(p, *selected);
                let first = first_line((tr!("mistakes-choose").to_string(), p.theme.text));
                lines(p, (&first.0, first.1), tr!("mistakes-choose-keys"));
            }
            Stage::Looking { game } => {
                let g = &self.games[*game];
                board_view::draw_position(p, &g.start, &colours(g));
                let positions = self.positions(*game);
                let done = positions
                    .iter()
                    .filter(|(_, b)| session.analyses().analysis_of(b).is_settled())
                    .count();
                heading(p, tr!("mistakes-title"), p.theme.text);
                thinking(p);
                let text = if self.games.len() > 1 {
                    tr!(
                        "mistakes-looking-in-game",
                        game = game + 1,
                        games = self.games.len(),
                        done = done,
                        moves = positions.len()
                    )
                } else {
                    tr!("mistakes-looking", done = done, moves = positions.len())
                };
                lines(p, (&text, p.theme.text), tr!("coach-escape-back"));
            }
            Stage::NoGame => {
                heading(p, tr!("mistakes-title"), p.theme.text);
                // What to do about it, in the middle of the empty screen.
                let l = p.layout;
                let size = l.text_size(0.32);
                let y = l.board.y + l.board.h * 0.45;
                for (i, (text, colour)) in [
                    (tr!("mistakes-no-game"), p.theme.text),
                    (tr!("mistakes-no-game-play"), p.theme.dim_text),
                ]
                .into_iter()
                .enumerate()
                {
                    let fitted = p.fitted(text, size, Weight::Regular, l.width * 0.9);
                    let y = y + i as f32 * size * 1.6;
                    p.text_centred(text, l.width / 2.0, y, fitted, colour, Weight::Regular);
                }
                let first = first_line((String::new(), p.theme.text));
                lines(p, (&first.0, first.1), tr!("coach-escape-back"));
            }
            Stage::Clean { game } => {
                let g = &self.games[*game];
                let end = g
                    .moves
                    .iter()
                    .try_fold(g.start, |board, &c| board.play(c).ok())
                    .unwrap_or(g.start);
                board_view::draw_position(p, &end, &colours(g));
                heading(p, tr!("mistakes-title"), p.theme.text);
                let first = first_line((tr!("mistakes-none").to_string(), p.theme.text));
                lines(p, (&first.0, first.1), self.more_keys(*game));
            }
            Stage::Lesson { game, lesson } => {
                let g = &self.games[*game];
                let Some(mistake) = lesson.current() else {
                    self.draw_summary(p, lesson, *game, &first_line);
                    draw_buttons(p, &self.buttons());
                    return;
                };
                board_view::draw_position(p, &mistake.before, &colours(g));
                column_numbers(p);
                self.draw_marks(p, lesson);
                self.draw_tried(p);
                let title = tr!(
                    "mistakes-heading",
                    number = lesson.index() + 1,
                    mistakes = lesson.review().mistakes.len(),
                    side = crate::ui::words::player(mistake.colour),
                    move = mistake.ply + 1,
                    lapse = crate::ui::words::lapse(mistake.lapse)
                );
                heading(p, &title, p.theme.player_colour(mistake.colour));
                let first = first_line(match &self.said {
                    Some(said) if said.right => (said.text.clone(), p.theme.text),
                    Some(said) => (said.text.clone(), p.theme.notice),
                    None => (
                        tr!(
                            "mistakes-find",
                            side = crate::ui::words::player(mistake.colour),
                            column = mistake.played.number(),
                            columns = mistake.before.size().width().min(9)
                        ),
                        p.theme.text,
                    ),
                });
                lines(p, (&first.0, first.1), tr!("mistakes-keys"));
            }
        }
        draw_buttons(p, &self.buttons());
    }
}

impl LearnFromMistakes {
    /// What `event` means on this screen, in a window laid out as `layout`.
    fn read(&self, event: Event, layout: &Layout) -> Option<MistakesMessage> {
        let choosing = matches!(self.stage, Stage::Choosing { .. });
        match event {
            Event::Key(key) => match key {
                Key::A => Some(MistakesMessage::ShowAnswer),
                Key::Drop | Key::N => Some(MistakesMessage::Next),
                Key::Escape => Some(MistakesMessage::Back),
                Key::Up if choosing => Some(MistakesMessage::Select(Step::Up)),
                Key::Down if choosing => Some(MistakesMessage::Select(Step::Down)),
                Key::Home | Key::PageUp if choosing => Some(MistakesMessage::Select(Step::First)),
                Key::End | Key::PageDown if choosing => Some(MistakesMessage::Select(Step::Last)),
                // A row's number opens it (0 for the tenth).
                Key::Digit(d) if choosing => Some(MistakesMessage::Open((usize::from(d) + 9) % 10)),
                key => column_key(key, layout).map(|column| {
                    column.map_or_else(MistakesMessage::Refused, MistakesMessage::Try)
                }),
            },
            Event::Click(x, y) => {
                let buttons = self.buttons();
                if let Some(index) = layout.button_at(buttons.len(), x, y) {
                    return Some(buttons[index].3);
                }
                if choosing {
                    return game_rows(layout, self.games.len())
                        .iter()
                        .position(|r| r.contains(x, y))
                        .map(MistakesMessage::Open);
                }
                click(&[], MistakesMessage::Try, (x, y), layout)
            }
            Event::PointerMoved(..) => None,
        }
    }
}

/// The boxes of the list's `count` rows, between the heading and the lines under the board:
/// where a click opens a game.
pub fn game_rows(l: &Layout, count: usize) -> Vec<Rect> {
    let top = l.heading.y + l.heading.h;
    let room = (l.instructions.y - top).max(1.0);
    let count_f = count.max(1) as f32;
    let h = (room / (count_f * 1.2 + 0.2))
        .min(48.0)
        .min(l.width * 0.055);
    let gap = h * 0.2;
    let w = (l.width * 0.94).min(h * 20.0).max(1.0);
    let y0 = top + gap;
    (0..count)
        .map(|i| Rect {
            x: (l.width - w) / 2.0,
            y: y0 + i as f32 * (h + gap),
            w,
            h,
        })
        .collect()
}

impl LearnFromMistakes {
    /// The list: one row a game, newest first, with when it was played, against whom, how it
    /// ended and its mistakes as far as they are counted.
    fn draw_list(&self, p: &Painter, selected: usize) {
        let Some((records, looked)) = &self.listed else {
            return;
        };
        let rows = game_rows(p.layout, records.len());
        let Some(first) = rows.first() else {
            return;
        };
        // What each row says, then one text size for every row: the largest at which the
        // longest fits beside its number and coins.
        let texts: Vec<(String, String)> = records
            .iter()
            .enumerate()
            .map(|(index, record)| (row_words(record, *looked), self.count_words(index)))
            .collect();
        let pad = first.h * 0.35;
        let base = first.h * 0.42;
        let size = records
            .iter()
            .zip(&texts)
            .map(|(record, (words, count))| {
                // The row's room for its words and count, past its number and coins.
                let coins = humans(record.modes()).len() as f32 * first.h * 0.26 * 2.3;
                let number = p.measure("0", base, Weight::Regular);
                let room = first.w - 4.6 * pad - coins - number;
                let wide = p.measure(words, base, Weight::Regular)
                    + p.measure(count, base, Weight::Regular);
                match wide > room && wide > 0.0 {
                    true => base * room / wide,
                    false => base,
                }
            })
            .fold(base, f32::min)
            .max(crate::ui::paint::MIN_TEXT);
        for (index, ((record, rect), (words, count))) in
            records.iter().zip(&rows).zip(&texts).enumerate()
        {
            let hovered = rect.contains(p.pointer.0, p.pointer.1);
            let radius = rect.h * 0.25;
            if index == selected {
                selected_box(*rect, radius, p.theme);
            } else if hovered {
                rounded_rect(*rect, radius, p.theme.option_hovered);
            } else {
                let edge = (rect.h * 0.05).max(1.0);
                bordered_box(*rect, radius, edge, p.theme.option, p.theme.background);
            }
            let cy = rect.y + rect.h / 2.0;
            let number = ((index + 1) % 10).to_string();
            let mut x = rect.x + pad;
            p.text_left(&number, (x, cy), size, rect.h, p.theme.dim_text);
            x += p.measure("0", size, Weight::Regular) + pad;
            // The person's colour (both, for two people), as a coin.
            let r = (rect.h * 0.26).min(size * 0.6);
            for side in humans(record.modes()) {
                p.coin(x + r, cy, r, side);
                x += r * 2.3;
            }
            x += pad * 0.6;
            let right = rect.x + rect.w - pad;
            let count_w = p.measure(count, size, Weight::Regular);
            let colour = match &self.reviews[index] {
                Some(review) if !review.mistakes.is_empty() => p.theme.notice,
                _ => p.theme.dim_text,
            };
            p.text_left(count, (right - count_w, cy), size, count_w + 1.0, colour);
            let room = (right - count_w - pad - x).max(1.0);
            p.text_left(words, (x, cy), size, room, p.theme.text);
        }
    }

    /// What the list says of game `index`'s mistakes: counted, being counted, or not.
    fn count_words(&self, index: usize) -> String {
        match &self.reviews[index] {
            Some(review) if review.mistakes.is_empty() && !review.unjudged.is_empty() => {
                tr!("mistakes-row-unjudged").to_string()
            }
            Some(review) => tr!("mistakes-row-count", mistakes = review.mistakes.len()),
            None if self.gave_up[index] => tr!("mistakes-row-unjudged").to_string(),
            None if self.focus_game() == Some(index) => tr!("mistakes-row-looking").to_string(),
            None => String::new(),
        }
    }

    /// The game whose positions the worker is scoring for the list now, if any.
    fn focus_game(&self) -> Option<usize> {
        (0..self.games.len()).find(|&game| self.reviews[game].is_none() && !self.gave_up[game])
    }

    /// The second line under a game's end: the keys on from it.
    fn more_keys(&self, game: usize) -> &'static str {
        match (self.older(game), self.has_list()) {
            (Some(_), _) => tr!("mistakes-older-game-keys"),
            (None, true) => tr!("mistakes-games-keys"),
            (None, false) => tr!("coach-enter-back"),
        }
    }

    /// The board's marks at the mistake on show: the move played, in its colour under a veil
    /// and ringed in the notice colour; once the better move is found or shown, it too, ringed
    /// in the highlight.
    fn draw_marks(&self, p: &Painter, lesson: &Lesson) {
        let Some(mistake) = lesson.current() else {
            return;
        };
        let colour = mistake.colour;
        if let Some(cell) = mistake.before.landing_cell(mistake.played) {
            ghost_coin(p, cell, colour, p.theme.notice, tr!("mistakes-played-mark"));
        }
        let better: Vec<Column> = match lesson.settled() {
            Some(Found::Shown) => self.shown.clone(),
            Some(_) => self
                .tried
                .iter()
                .filter(|(_, _, right)| *right)
                .map(|(c, _, _)| *c)
                .collect(),
            None => Vec::new(),
        };
        for column in better {
            if let Some(cell) = mistake.before.landing_cell(column) {
                ghost_coin(
                    p,
                    cell,
                    colour,
                    p.theme.highlight,
                    tr!("mistakes-better-mark"),
                );
            }
        }
    }

    /// What each column tried leads to, over it: a wrong try in the notice colour, the right
    /// one outlined.
    fn draw_tried(&self, p: &Painter) {
        let l = p.layout;
        let band = l.hints;
        let size = l.text_size(0.3).min(band.h * 0.42);
        for (column, words, right) in &self.tried {
            let x = l.column_x(column.index() as f32);
            let (first, second) = match words.split_once(' ') {
                Some((a, b)) => (a.to_string(), b.to_string()),
                None => (words.clone(), String::new()),
            };
            let (colour, weight) = if *right {
                (p.theme.highlight, Weight::Bold)
            } else {
                (p.theme.notice, Weight::Regular)
            };
            let top = band.y + band.h * 0.3;
            let fitted = p.fitted(&first, size, Weight::Regular, l.cell * 0.95);
            p.text_centred(&first, x, top, fitted, colour, weight);
            let fitted = p.fitted(&second, size, Weight::Regular, l.cell * 0.95);
            p.text_centred(&second, x, top + size * 1.1, fitted, colour, weight);
        }
    }

    fn draw_summary(
        &self,
        p: &Painter,
        lesson: &Lesson,
        game: usize,
        first_line: &dyn Fn((String, macroquad::color::Color)) -> (String, macroquad::color::Color),
    ) {
        let s = lesson.summary();
        heading(p, tr!("mistakes-summary-title"), p.theme.text);
        let l = p.layout;
        let rows = [
            (tr!("mistakes-summary-mistakes"), s.mistakes),
            (tr!("mistakes-summary-first-try"), s.first_try),
            (tr!("mistakes-summary-later"), s.later),
            (tr!("mistakes-summary-shown"), s.shown),
            (tr!("mistakes-summary-skipped"), s.skipped),
        ];
        let line_h = (l.board.h / 7.0).min(48.0);
        let size = line_h * 0.55;
        let mut y = l.board.y + line_h;
        for (words, count) in rows {
            let text = format!("{words}: {count}");
            p.text_centred(&text, l.width / 2.0, y, size, p.theme.text, Weight::Regular);
            y += line_h;
        }
        let first = first_line((tr!("mistakes-summary-done").to_string(), p.theme.text));
        lines(p, (&first.0, first.1), self.more_keys(game));
    }
}

/// A game of the list in words: when, against whom, how it ended for the person and in how
/// many moves ("2 h ago · against High · lost in 23 moves"), and the board if not 7×6.
fn row_words(record: &GameRecord, looked: jiff::Timestamp) -> String {
    let moves = record.moves().len();
    let against = match record.human_against_computer() {
        Some((level, _)) => tr!(
            "mistakes-row-against",
            level = crate::ui::words::level(level)
        ),
        None => tr!("mistakes-row-people").to_string(),
    };
    let result = match (record.human_against_computer(), record.result()) {
        (Some((_, HumanResult::Win)), _) => tr!("mistakes-row-won", moves = moves),
        (Some((_, HumanResult::Loss)), _) => tr!("mistakes-row-lost", moves = moves),
        (Some((_, HumanResult::Draw)), _) | (None, Outcome::Draw) => {
            tr!("mistakes-row-drawn", moves = moves)
        }
        (None, Outcome::Win(side)) => tr!(
            "mistakes-row-side-won",
            side = crate::ui::words::player(side),
            moves = moves
        ),
    };
    let mut words = format!(
        "{}  ·  {against}  ·  {result}",
        age_words(record.date(), looked)
    );
    let size = record.size();
    if size != crate::board::Size::STANDARD {
        words.push_str(&format!("  ·  {}×{}", size.width(), size.height()));
    }
    words
}

/// How long before `looked` a game ended, in the largest unit that fits.
fn age_words(date: jiff::Timestamp, looked: jiff::Timestamp) -> String {
    let seconds = looked.as_second().saturating_sub(date.as_second()).max(0);
    let minutes = seconds / 60;
    let hours = minutes / 60;
    let days = hours / 24;
    if minutes < 1 {
        tr!("mistakes-age-now").to_string()
    } else if hours < 1 {
        tr!("mistakes-age-minutes", minutes = minutes)
    } else if days < 1 {
        tr!("mistakes-age-hours", hours = hours)
    } else {
        tr!("mistakes-age-days", days = days)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::ui::screens::coach::studio::settle;

    /// Yellow lets Red's fourth coin through in column 1: one mistake.
    const ONE_MISTAKE: &str = "1212121";
    /// Yellow loses to Red's column 4 without ever having had better: no mistake.
    const CLEAN: &str = "4141414";

    /// A finished game of a person (Yellow) against High, ended `minutes_ago` before `now`.
    fn record(moves: &str, minutes_ago: i64) -> GameRecord {
        let modes = Modes {
            red: Mode::Computer(Level::High),
            yellow: Mode::Human,
        };
        let date = jiff::Timestamp::from_second(NOW - minutes_ago * 60).unwrap();
        GameRecord::new(
            date,
            modes,
            Player::Red,
            crate::notation::columns_of(moves, 7).unwrap(),
        )
        .unwrap()
    }

    const NOW: i64 = 1_800_000_000;

    /// The screen over the history `oldest_first`, as the title opens it, its first frames run.
    fn listed(oldest_first: &[GameRecord]) -> (LearnFromMistakes, Session) {
        let history = History::new(oldest_first.to_vec());
        let Lessons::Recent { games, .. } = from_history(&history) else {
            panic!("the history gives a list");
        };
        let looked = jiff::Timestamp::from_second(NOW).unwrap();
        let mut screen = LearnFromMistakes::new(Lessons::Recent { games, looked });
        let mut session = Session::new(GameState::new(Modes::HUMANS));
        settle(&mut screen, &mut session);
        (screen, session)
    }

    fn layout() -> Layout {
        Layout::new(800.0, 700.0, 7, 6)
    }

    fn hear(screen: &mut LearnFromMistakes, session: &mut Session, event: Event) -> Transition {
        let heard = screen.hear(event, &layout(), session);
        settle(screen, session).unwrap_or(heard)
    }

    fn press(screen: &mut LearnFromMistakes, session: &mut Session, key: Key) -> Transition {
        hear(screen, session, Event::Key(key))
    }

    /// The moves of the game on show, if one is.
    fn on_show(screen: &LearnFromMistakes) -> Option<String> {
        match &screen.stage {
            Stage::Looking { game } | Stage::Lesson { game, .. } | Stage::Clean { game } => {
                Some(crate::notation::digits(&screen.games[*game].moves))
            }
            Stage::Choosing { .. } | Stage::NoGame => None,
        }
    }

    /// What the screen says it found in the game on show: "1 mistake(s)", or "no mistake".
    fn verdict(screen: &LearnFromMistakes) -> Option<String> {
        match &screen.stage {
            Stage::Lesson { lesson, .. } => {
                Some(format!("{} mistake(s)", lesson.review().mistakes.len()))
            }
            Stage::Clean { .. } => Some("no mistake".to_string()),
            _ => None,
        }
    }

    /// Issue 49: "Mistake 1 of 1" in the newest game, then after Enter, Enter, "No mistake in
    /// your last 2 games". Whatever Enter walks through, what is said of a game is what the
    /// coach found in that game.
    #[test]
    fn walking_on_from_a_game_with_a_mistake_never_says_there_was_none() {
        let (mut screen, mut session) = listed(&[record(CLEAN, 60), record(ONE_MISTAKE, 5)]);
        let mut seen = Vec::new();
        for _ in 0..6 {
            if let (Some(game), Some(verdict)) = (on_show(&screen), verdict(&screen)) {
                seen.push((game, verdict));
            }
            if matches!(press(&mut screen, &mut session, Key::Drop), Transition::Pop) {
                break;
            }
        }
        seen.dedup();
        assert_eq!(
            seen[..2],
            [
                (ONE_MISTAKE.to_string(), "1 mistake(s)".to_string()),
                (CLEAN.to_string(), "no mistake".to_string())
            ],
            "{seen:?}"
        );
        assert!(
            seen.iter()
                .all(|(game, verdict)| (game == CLEAN) == (verdict == "no mistake")),
            "{seen:?}"
        );
        assert_eq!(
            tr!("mistakes-none"),
            "No mistake in this game: every move kept its result",
            "the words speak of one game"
        );
    }

    #[test]
    fn the_list_counts_each_games_mistakes_and_opens_a_game_by_key_digit_or_click() {
        let (mut screen, mut session) = listed(&[record(CLEAN, 60 * 30), record(ONE_MISTAKE, 5)]);
        assert!(matches!(screen.stage, Stage::Choosing { selected: 0 }));
        let counted: Vec<_> = screen
            .reviews
            .iter()
            .map(|r| r.as_ref().map(|r| r.mistakes.len()))
            .collect();
        assert_eq!(counted, [Some(1), Some(0)], "newest first, each judged");
        assert_eq!(
            row_words(
                screen.listed.as_ref().unwrap().0.first().unwrap(),
                jiff::Timestamp::from_second(NOW).unwrap()
            ),
            "5 min ago  ·  against High  ·  lost in 7 moves"
        );
        // By keys: down the list and open.
        press(&mut screen, &mut session, Key::Down);
        press(&mut screen, &mut session, Key::Drop);
        assert_eq!(on_show(&screen).as_deref(), Some(CLEAN));
        assert!(matches!(
            press(&mut screen, &mut session, Key::Escape),
            Transition::Stay
        ));
        assert!(matches!(screen.stage, Stage::Choosing { selected: 1 }));
        // By its number.
        press(&mut screen, &mut session, Key::Digit(1));
        assert_eq!(on_show(&screen).as_deref(), Some(ONE_MISTAKE));
        press(&mut screen, &mut session, Key::Escape);
        // By a click on its row.
        let (x, y) = game_rows(&layout(), 2)[1].centre();
        hear(&mut screen, &mut session, Event::Click(x, y));
        assert_eq!(on_show(&screen).as_deref(), Some(CLEAN));
        // A number past the list names nothing.
        press(&mut screen, &mut session, Key::Escape);
        press(&mut screen, &mut session, Key::Digit(7));
        assert!(matches!(screen.stage, Stage::Choosing { .. }));
        assert!(session.notice().is_some());
    }

    /// The buttons' messages on show now.
    fn shown(screen: &LearnFromMistakes) -> Vec<MistakesMessage> {
        screen.buttons().into_iter().map(|b| b.3).collect()
    }

    #[test]
    fn only_buttons_that_can_act_are_shown() {
        // No game: only Back, which leaves.
        let (mut screen, mut session) = listed(&[]);
        assert!(matches!(screen.stage, Stage::NoGame));
        assert_eq!(shown(&screen), [MistakesMessage::Back]);
        press(&mut screen, &mut session, Key::A);
        assert!(session.notice().is_some(), "A says why it does nothing");
        assert!(matches!(
            press(&mut screen, &mut session, Key::Escape),
            Transition::Pop
        ));
        // At a mistake: the answer, next, and back to the games; at the summary no answer.
        let (mut screen, mut session) = listed(&[record(CLEAN, 60), record(ONE_MISTAKE, 5)]);
        press(&mut screen, &mut session, Key::Drop);
        assert_eq!(
            shown(&screen),
            [
                MistakesMessage::ShowAnswer,
                MistakesMessage::Next,
                MistakesMessage::Back
            ]
        );
        press(&mut screen, &mut session, Key::Drop);
        assert_eq!(verdict(&screen).as_deref(), Some("1 mistake(s)"));
        assert_eq!(
            shown(&screen),
            [MistakesMessage::Next, MistakesMessage::Back],
            "the summary: on to the next game, or back to the list"
        );
        // The last game of the list has no next game.
        press(&mut screen, &mut session, Key::Drop);
        assert_eq!(on_show(&screen).as_deref(), Some(CLEAN));
        assert_eq!(shown(&screen), [MistakesMessage::Back]);
        // Every button shown acts: here Back goes to the list.
        let button = layout().buttons(1)[0].centre();
        hear(&mut screen, &mut session, Event::Click(button.0, button.1));
        assert!(matches!(screen.stage, Stage::Choosing { selected: 1 }));
    }

    #[test]
    fn a_lone_games_lesson_opens_at_once_and_its_end_goes_back() {
        let game = Game {
            start: Board::new(),
            first: Player::Red,
            moves: crate::notation::columns_of(ONE_MISTAKE, 7).unwrap(),
            humans: vec![Player::Yellow],
        };
        let mut screen = LearnFromMistakes::new(Lessons::Game(game));
        let mut session = Session::new(GameState::new(Modes::HUMANS));
        settle(&mut screen, &mut session);
        assert_eq!(verdict(&screen).as_deref(), Some("1 mistake(s)"));
        // The answer shows the better move on the board.
        press(&mut screen, &mut session, Key::A);
        assert_eq!(screen.shown, [Column::new(0)]);
        press(&mut screen, &mut session, Key::Drop);
        assert_eq!(shown(&screen), [MistakesMessage::Back]);
        assert!(matches!(
            press(&mut screen, &mut session, Key::Drop),
            Transition::Pop
        ));
    }
}

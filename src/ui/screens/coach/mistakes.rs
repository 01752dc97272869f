//! Learn from your mistakes: for a finished game (or, from the title, the history's recent
//! games, newest first), each move of a person's that threw a result away is shown as the
//! position before it; a wrong try is answered with what it leads to, the right one with the
//! result it keeps, the answer on request, then the next mistake, and a summary at the end.

use super::CoachButton;
use super::{click, column_key, column_numbers, draw_buttons, heading, lines, thinking};
use crate::board::{Board, Column, Player};
use crate::coach::mistakes::{self, Answer, Game, Lesson, Options};
use crate::game::{GameState, Mode, Modes};
use crate::store::History;
use crate::ui::board_view;
use crate::ui::events;
use crate::ui::events::ScreenName;
use crate::ui::input::{Event, Key};
use crate::ui::layout::Layout;
use crate::ui::paint::{Painter, Weight};
use crate::ui::refusal::Refusal;
use crate::ui::screens::{Screen, Transition};
use crate::ui::session::{Action, Focus, Session};

/// How many of the history's games the title's "learn from your mistakes" looks through.
const RECENT_GAMES: usize = 10;

/// What the player can ask of the lesson.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MistakesMessage {
    /// Try this column at the mistake on show.
    Try(Column),
    /// A digit that names no column.
    Refused(Refusal),
    /// Show the answer.
    ShowAnswer,
    /// On to the next mistake (or game, or back at the end).
    Next,
    /// Leave.
    Back,
}

/// The screen's buttons: label, short label, keys, message.
fn buttons() -> [CoachButton<MistakesMessage>; 3] {
    [
        (
            tr!("coach-show-answer"),
            tr!("coach-show-answer-short"),
            "A",
            MistakesMessage::ShowAnswer,
        ),
        (
            tr!("mistakes-next"),
            tr!("mistakes-next"),
            "Enter",
            MistakesMessage::Next,
        ),
        (
            tr!("coach-back"),
            tr!("coach-back"),
            "Esc",
            MistakesMessage::Back,
        ),
    ]
}

/// The games a lesson can come from: `game`, if it is finished and a person played in it.
pub fn from_game(game: &GameState) -> Vec<Game> {
    let modes = game.modes();
    let game = Game {
        start: Board::empty(game.board().size()),
        first: game.first(),
        moves: game.history().to_vec(),
        humans: humans(modes),
    };
    vec![game]
        .into_iter()
        .filter(|g| !g.humans.is_empty())
        .collect()
}

/// The history's recent games a person played, newest first.
pub fn from_history(history: &History) -> Vec<Game> {
    history
        .games()
        .iter()
        .rev()
        .map(|record| Game {
            start: Board::empty(record.size()),
            first: record.first(),
            moves: record.moves().to_vec(),
            humans: humans(record.modes()),
        })
        .filter(|g| !g.humans.is_empty())
        .take(RECENT_GAMES)
        .collect()
}

fn humans(modes: Modes) -> Vec<Player> {
    [Player::Red, Player::Yellow]
        .into_iter()
        .filter(|&side| modes.of(side) == Mode::Human)
        .collect()
}

/// What the screen is doing.
#[derive(Debug, Clone)]
enum Stage {
    /// The worker is scoring the positions of game `game` before each person's move.
    Looking { game: usize },
    /// Walking through a game's mistakes.
    Lesson { game: usize, lesson: Lesson },
    /// Nothing to learn from: no finished game a person played, or no mistake in them.
    Nothing(Nothing),
}

/// Why there is nothing to learn from.
#[derive(Debug, Clone, Copy)]
enum Nothing {
    /// No finished game a person played.
    NoGame,
    /// No mistake in these many games.
    NoMistake(usize),
}

impl Nothing {
    /// As the log says it (in English, like every log line).
    fn logged(self) -> String {
        match self {
            Nothing::NoGame => "No finished game of yours to learn from yet".to_string(),
            Nothing::NoMistake(1) => {
                "No mistake in this game: every move kept its result".to_string()
            }
            Nothing::NoMistake(games) => {
                format!("No mistake in your last {games} games: every move kept its result")
            }
        }
    }

    /// As the screen says it.
    fn shown(self) -> String {
        match self {
            Nothing::NoGame => tr!("mistakes-no-game").to_string(),
            Nothing::NoMistake(games) => tr!("mistakes-none", games = games),
        }
    }
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
    stage: Stage,
    said: Option<Said>,
    /// The columns tried at the mistake on show, each with what it leads to and whether it
    /// was right: shown over the board.
    tried: Vec<(Column, String, bool)>,
}

impl LearnFromMistakes {
    /// A lesson over `games`, looked at in order until one has a mistake.
    pub fn new(games: Vec<Game>) -> LearnFromMistakes {
        let stage = if games.is_empty() {
            Stage::Nothing(Nothing::NoGame)
        } else {
            Stage::Looking { game: 0 }
        };
        if let Stage::Nothing(nothing) = &stage {
            events::coach_done(&nothing.logged());
        }
        LearnFromMistakes {
            games,
            stage,
            said: None,
            tried: Vec::new(),
        }
    }

    fn positions(&self, game: usize) -> Vec<(usize, Board)> {
        mistakes::positions_to_judge(&self.games[game]).unwrap_or_default()
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

    fn next(&mut self) -> Transition {
        match &mut self.stage {
            Stage::Lesson { game, lesson } => {
                if lesson.current().is_some() {
                    // Moving on unanswered leaves the mistake skipped in the summary.
                    lesson.next_mistake();
                    self.said = None;
                    self.tried.clear();
                    Self::announce(&self.games[*game], lesson);
                    Transition::Stay
                } else if *game + 1 < self.games.len() {
                    self.stage = Stage::Looking { game: *game + 1 };
                    self.said = None;
                    self.tried.clear();
                    Transition::Stay
                } else {
                    Transition::Pop
                }
            }
            Stage::Looking { .. } => Transition::Stay,
            Stage::Nothing(_) => Transition::Pop,
        }
    }
}

impl Screen for LearnFromMistakes {
    fn name(&self) -> ScreenName {
        ScreenName::LearnFromMistakes
    }

    fn board_size(&self) -> Option<crate::board::Size> {
        let game = match &self.stage {
            Stage::Looking { game } | Stage::Lesson { game, .. } => *game,
            Stage::Nothing(_) => return None,
        };
        Some(self.games[game].start.size())
    }

    fn hear(&mut self, event: Event, layout: &Layout, session: &mut Session) -> Transition {
        let Some(message) = self.read(event, layout) else {
            return Transition::Stay;
        };
        match message {
            MistakesMessage::Try(column) => {
                self.try_column(column, session);
                Transition::Stay
            }
            MistakesMessage::Refused(refusal) => {
                session.act(Action::RefuseInput(refusal));
                Transition::Stay
            }
            MistakesMessage::ShowAnswer => {
                if let Stage::Lesson { lesson, .. } = &mut self.stage {
                    let prospect = lesson.current().and_then(|m| m.best_prospect());
                    let best = lesson.show_answer();
                    if !best.is_empty() {
                        let columns: Vec<String> =
                            best.iter().map(|c| c.number().to_string()).collect();
                        let keeps = prospect.map(crate::ui::words::prospect).unwrap_or_default();
                        let or = format!(" {} ", tr!("tool-or"));
                        let text = tr!(
                            "mistakes-answer",
                            columns = columns.join(&or),
                            keeps = keeps
                        );
                        events::coach_done(&format!("answer shown: {}", columns.join(" ")));
                        self.said = Some(Said { text, right: true });
                    }
                }
                Transition::Stay
            }
            MistakesMessage::Next => self.next(),
            MistakesMessage::Back => Transition::Pop,
        }
    }

    fn focus(&self) -> Focus<'_> {
        match self.stage {
            Stage::Looking { game } => {
                let positions = self.positions(game);
                Focus::Study(positions.into_iter().map(|(_, board)| board).collect())
            }
            _ => Focus::Elsewhere,
        }
    }

    fn update(&mut self, session: &mut Session) -> Transition {
        let Stage::Looking { game } = self.stage else {
            return Transition::Stay;
        };
        let positions = self.positions(game);
        if positions
            .iter()
            .any(|(_, b)| !session.analyses().analysis_of(b).is_settled())
        {
            // The session asks for them, one by one (the screen's focus).
            return Transition::Stay;
        }
        let review = mistakes::review_from_scores(&self.games[game], Options::default(), |b| {
            Some(session.analyses().analysis_of(b))
        });
        match review {
            Ok(review) if !review.mistakes.is_empty() => {
                let lesson = Lesson::new(review);
                Self::announce(&self.games[game], &lesson);
                self.stage = Stage::Lesson { game, lesson };
            }
            _ if game + 1 < self.games.len() => self.stage = Stage::Looking { game: game + 1 },
            _ => {
                let nothing = Nothing::NoMistake(self.games.len());
                events::coach_done(&nothing.logged());
                self.stage = Stage::Nothing(nothing);
            }
        }
        Transition::Stay
    }

    fn draw(&self, session: &Session, p: &Painter) {
        p.background();
        let colours = |game: &Game| GameState::new(Modes::HUMANS).with_first(game.first);
        match &self.stage {
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
            Stage::Nothing(nothing) => {
                heading(p, tr!("mistakes-title"), p.theme.text);
                lines(p, (&nothing.shown(), p.theme.text), tr!("coach-enter-back"));
            }
            Stage::Lesson { game, lesson } => {
                let g = &self.games[*game];
                let Some(mistake) = lesson.current() else {
                    self.draw_summary(p, lesson);
                    draw_buttons(p, &buttons());
                    return;
                };
                board_view::draw_position(p, &mistake.before, &colours(g));
                column_numbers(p);
                // The move that was played, ringed where it landed.
                if let Some(cell) = mistake.before.landing_cell(mistake.played) {
                    let (x, y) = p.layout.cell_centre(cell);
                    let r = p.layout.coin_radius();
                    p.ring((x, y), r * 0.9, p.layout.cell * 0.06, p.theme.notice);
                    // The word goes inside the ring only where it fits there; on a small
                    // board the ring and the line under the board say it.
                    let word = tr!("mistakes-played-mark");
                    if p.measure(word, crate::ui::paint::MIN_TEXT, Weight::Bold) <= r * 1.7 {
                        let size = p.fitted(word, r * 0.5, Weight::Bold, r * 1.7);
                        p.text_centred(word, x, y, size, p.theme.notice, Weight::Bold);
                    }
                }
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
                let first = match (session.notice(), &self.said) {
                    (Some(notice), _) => (notice.text.clone(), p.theme.notice),
                    (None, Some(said)) if said.right => (said.text.clone(), p.theme.text),
                    (None, Some(said)) => (said.text.clone(), p.theme.notice),
                    (None, None) => (
                        tr!(
                            "mistakes-find",
                            side = crate::ui::words::player(mistake.colour),
                            column = mistake.played.number(),
                            columns = mistake.before.size().width().min(9)
                        ),
                        p.theme.text,
                    ),
                };
                lines(p, (&first.0, first.1), tr!("mistakes-keys"));
            }
        }
        draw_buttons(p, &buttons());
    }
}

impl LearnFromMistakes {
    /// What `event` means on this screen, in a window laid out as `layout`.
    fn read(&self, event: Event, layout: &Layout) -> Option<MistakesMessage> {
        match event {
            Event::Key(key) => match key {
                Key::A => Some(MistakesMessage::ShowAnswer),
                Key::Drop | Key::N => Some(MistakesMessage::Next),
                Key::Escape => Some(MistakesMessage::Back),
                key => column_key(key, layout).map(|column| {
                    column.map_or_else(MistakesMessage::Refused, MistakesMessage::Try)
                }),
            },
            Event::Click(x, y) => click(&buttons(), MistakesMessage::Try, (x, y), layout),
            Event::PointerMoved(..) => None,
        }
    }
}

impl LearnFromMistakes {
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

    fn draw_summary(&self, p: &Painter, lesson: &Lesson) {
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
        let more = match &self.stage {
            Stage::Lesson { game, .. } if game + 1 < self.games.len() => {
                tr!("mistakes-older-game-keys")
            }
            _ => tr!("coach-enter-back"),
        };
        lines(p, (tr!("mistakes-summary-done"), p.theme.text), more);
    }
}

//! Puzzles: one at a time, the shipped puzzle nearest the player's puzzle rating (one not yet
//! solved first). The player plays the whole line; the computer answers with the longest
//! defence. Solved or failed, the rating moves (Glicko-2 against the puzzle's rating) and the
//! record is kept in the data folder.

use super::CoachButton;
use super::{click, column_key, column_numbers, draw_buttons, heading, lines, thinking};
use crate::board::Column;
use crate::coach::puzzles::{pick, shipped, Attempt, Puzzle, Step};
use crate::game::{GameState, Modes};
use crate::store::{PuzzleKind, PuzzleRecord, PuzzleTry};
use crate::ui::board_view;
use crate::ui::events;
use crate::ui::events::ScreenName;
use crate::ui::input::{Event, Key};
use crate::ui::layout::Layout;
use crate::ui::paint::{Painter, Weight};
use crate::ui::refusal::Refusal;
use crate::ui::screens::{Screen, Transition};
use crate::ui::session::{Action, Focus, Session};

/// What the player can ask of the puzzle screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PuzzleMessage {
    /// Play this column.
    Play(Column),
    /// A digit that names no column.
    Refused(Refusal),
    /// Another puzzle.
    Next,
    /// The next kind of puzzle (any, play and win, only move), and a puzzle of it.
    NextKind,
    /// Show the answer (the puzzle counts as failed).
    ShowAnswer,
    /// Leave.
    Back,
}

/// The screen's buttons: label, short label, keys, message.
fn buttons() -> [CoachButton<PuzzleMessage>; 4] {
    [
        (
            tr!("puzzles-next"),
            tr!("puzzles-next-short"),
            "Enter",
            PuzzleMessage::Next,
        ),
        (
            tr!("puzzles-kind"),
            tr!("puzzles-kind"),
            "K",
            PuzzleMessage::NextKind,
        ),
        (
            tr!("coach-show-answer"),
            tr!("coach-show-answer-short"),
            "A",
            PuzzleMessage::ShowAnswer,
        ),
        (
            tr!("coach-back"),
            tr!("coach-back"),
            "Esc",
            PuzzleMessage::Back,
        ),
    ]
}

/// The puzzle screen.
#[derive(Debug, Clone)]
pub struct Puzzles {
    puzzles: Vec<Puzzle>,
    /// The kind asked for (`None`: either).
    kind: Option<PuzzleKind>,
    attempt: Option<Attempt>,
    /// A column clicked while the scores it is judged by were still being worked out.
    waiting: Option<Column>,
    /// What was said of the last move.
    said: Option<(String, bool)>,
    /// The rating before the puzzle on show was settled, and after.
    moved: Option<(f64, f64)>,
    /// The answer was shown: the try counts as failed.
    shown: bool,
    /// Puzzles shown in this sitting, so "next" gives another.
    seen: usize,
}

impl Puzzles {
    /// The screen, with no puzzle chosen yet (the first is chosen on the first frame, from the
    /// player's rating).
    pub fn new() -> Puzzles {
        Puzzles {
            puzzles: shipped(),
            kind: None,
            attempt: None,
            waiting: None,
            said: None,
            moved: None,
            shown: false,
            seen: 0,
        }
    }

    /// Picks the next puzzle for `record`: of the kind asked for, nearest the rating, one not
    /// solved before if there is one.
    fn choose(&mut self, record: &PuzzleRecord) {
        let fresh: Vec<Puzzle> = self
            .puzzles
            .iter()
            .filter(|p| !record.has_solved(&crate::notation::digits(&p.moves)))
            .cloned()
            .collect();
        let from = if fresh.is_empty() {
            &self.puzzles
        } else {
            &fresh
        };
        let rating = record.rating().rating.round().max(1.0) as u32;
        let seed = (record.tries().len() + self.seen) as u64;
        let puzzle = pick(from, self.kind, Some(rating), seed).cloned();
        self.seen += 1;
        self.waiting = None;
        self.said = None;
        self.moved = None;
        self.shown = false;
        if let Some(puzzle) = &puzzle {
            events::puzzle(
                &crate::notation::digits(&puzzle.moves),
                puzzle.kind.word(),
                puzzle.rating,
                &puzzle.task(),
            );
        }
        self.attempt = puzzle.map(Attempt::new);
    }

    /// Plays `column` once the scores of the position are in: judged, then recorded if it ends
    /// the puzzle.
    fn play(&mut self, column: Column, session: &mut Session) {
        let Some(attempt) = &mut self.attempt else {
            return;
        };
        let scores = session.analyses().analysis_of(attempt.board());
        if !scores.is_settled() {
            self.waiting = Some(column);
            return;
        }
        self.waiting = None;
        let number = column.number();
        let step = attempt.play_from_scores(column, Some(&scores));
        events::puzzle_played(column);
        match step {
            Ok(Step::Right) => self.said = Some((tr!("puzzles-right", column = number), true)),
            Ok(Step::Solved) => {
                self.said = Some((tr!("puzzles-solved", column = number), true));
                self.settle(true, session);
            }
            Ok(Step::Failed(prospect)) => {
                let puzzle = attempt.puzzle();
                let leads = match prospect {
                    Some(p @ crate::analysis::Prospect::Win { .. })
                        if puzzle.kind == PuzzleKind::Win =>
                    {
                        tr!("puzzles-too-slow", leads = crate::ui::words::prospect(p))
                    }
                    Some(p) => crate::ui::words::prospect(p),
                    None => String::new(),
                };
                let answer = answer_words(puzzle);
                let failed = match leads.is_empty() {
                    true => number.to_string(),
                    false => format!("{number} {leads}"),
                };
                self.said = Some((
                    tr!("puzzles-failed", failed = failed, answer = answer),
                    false,
                ));
                self.settle(false, session);
            }
            Ok(Step::Answered(_)) | Ok(Step::Ignored) => {}
            Err(_) => {
                self.said = Some((tr!("coach-not-solved", column = number), false));
            }
        }
    }

    /// Records the try: the rating moves and is logged.
    fn settle(&mut self, solved: bool, session: &mut Session) {
        let Some(attempt) = &self.attempt else {
            return;
        };
        let puzzle = attempt.puzzle();
        let before = session.puzzles().rating().rating;
        match PuzzleTry::now(puzzle.kind, &puzzle.moves, puzzle.rating, solved) {
            Ok(attempt) => session.act(Action::RecordPuzzle(attempt)),
            Err(error) => log::warn!("the puzzle try cannot be recorded: {error}"),
        }
        let after = session.puzzles().rating().rating;
        events::puzzle_over(solved, before, after);
        self.moved = Some((before, after));
    }
}

impl Puzzles {
    /// Whether the puzzle on show is settled (solved, failed or given up), or there is none.
    fn is_over(&self) -> bool {
        self.shown || self.attempt.as_ref().is_none_or(|a| a.result().is_some())
    }
}

impl Default for Puzzles {
    fn default() -> Puzzles {
        Puzzles::new()
    }
}

/// "The answer: 4" (or "3 or 5").
fn answer_words(puzzle: &Puzzle) -> String {
    let columns: Vec<String> = puzzle
        .solution
        .iter()
        .map(|c| c.number().to_string())
        .collect();
    tr!(
        "coach-answer",
        columns = columns.join(&format!(" {} ", tr!("tool-or")))
    )
}

impl Screen for Puzzles {
    fn name(&self) -> ScreenName {
        ScreenName::Puzzles
    }

    fn board_size(&self) -> Option<crate::board::Size> {
        Some(crate::board::Size::STANDARD)
    }

    fn hear(&mut self, event: Event, layout: &Layout, session: &mut Session) -> Transition {
        let Some(message) = self.read(event, layout) else {
            return Transition::Stay;
        };
        let over = self.is_over();
        let refuse = |text: &str| Action::Refuse(text.to_string());
        match message {
            PuzzleMessage::Refused(refusal) => session.act(Action::RefuseInput(refusal)),
            PuzzleMessage::Play(_) if over => session.act(refuse(tr!("puzzles-over"))),
            PuzzleMessage::Play(_) if self.attempt.as_ref().is_some_and(Attempt::awaits_answer) => {
                session.act(refuse(tr!("puzzles-wait")))
            }
            PuzzleMessage::Play(column) => self.play(column, session),
            PuzzleMessage::Next => {
                // Leaving a puzzle half played counts as failing it.
                if !over
                    && self
                        .attempt
                        .as_ref()
                        .is_some_and(|a| a.board() != &a.puzzle().board)
                {
                    self.settle(false, session);
                }
                let record = session.puzzles().clone();
                self.choose(&record);
            }
            PuzzleMessage::NextKind => {
                self.kind = match self.kind {
                    None => Some(PuzzleKind::Win),
                    Some(PuzzleKind::Win) => Some(PuzzleKind::Only),
                    Some(PuzzleKind::Only) => None,
                };
                let record = session.puzzles().clone();
                self.choose(&record);
            }
            PuzzleMessage::ShowAnswer if over => {}
            PuzzleMessage::ShowAnswer => {
                let answer = self.attempt.as_ref().map(|a| answer_words(a.puzzle()));
                self.said = answer.map(|a| (tr!("puzzles-shown", answer = a), false));
                // Asking for the answer gives the puzzle up: it counts as failed.
                self.settle(false, session);
                self.shown = true;
            }
            PuzzleMessage::Back => return Transition::Pop,
        }
        Transition::Stay
    }

    fn focus(&self) -> Focus<'_> {
        match &self.attempt {
            Some(attempt) if attempt.result().is_none() && !self.shown => {
                Focus::Study(vec![*attempt.board()])
            }
            _ => Focus::Elsewhere,
        }
    }

    fn update(&mut self, session: &mut Session) -> Transition {
        if self.attempt.is_none() && self.seen == 0 {
            events::puzzle_rating(session.puzzles());
            let record = session.puzzles().clone();
            self.choose(&record);
        }
        let Some(attempt) = &mut self.attempt else {
            return Transition::Stay;
        };
        if attempt.result().is_some() || self.shown {
            return Transition::Stay;
        }
        let board = *attempt.board();
        let scores = session.analyses().analysis_of(&board);
        if !scores.is_settled() {
            // The session asks for them (the screen's focus).
            return Transition::Stay;
        }
        if attempt.awaits_answer() {
            if let Some(reply) = attempt.answer_from(&scores) {
                events::puzzle_answer(reply);
            }
            return Transition::Stay;
        }
        if let Some(column) = self.waiting {
            self.play(column, session);
        }
        Transition::Stay
    }

    fn draw(&self, session: &Session, p: &Painter) {
        p.background();
        let record = session.puzzles();
        let rating = record.rating();
        let Some(attempt) = &self.attempt else {
            heading(p, tr!("puzzles-title"), p.theme.text);
            lines(
                p,
                (tr!("puzzles-none-of-kind"), p.theme.text),
                tr!("puzzles-none-keys"),
            );
            draw_buttons(p, &buttons());
            return;
        };
        let puzzle = attempt.puzzle();
        let colours = GameState::new(Modes::HUMANS);
        board_view::draw_position(p, attempt.board(), &colours);
        column_numbers(p);
        // A puzzle failed or given up shows where the answer would have gone.
        if self.is_over() && (self.shown || attempt.result() == Some(false)) {
            for &column in &puzzle.solution {
                let Some(cell) = puzzle.board.landing_cell(column) else {
                    continue;
                };
                if attempt.board().at(cell).is_none() || self.shown {
                    let (x, y) = p.layout.cell_centre(cell);
                    let r = p.layout.coin_radius();
                    p.ring((x, y), r * 0.92, p.layout.cell * 0.08, p.theme.highlight);
                    let word = tr!("puzzles-answer-mark");
                    let size = p.fitted(word, r * 0.45, Weight::Bold, r * 1.7);
                    p.text_centred(word, x, y, size, p.theme.text, Weight::Bold);
                }
            }
        }
        let side = puzzle.board.side_to_move();
        heading(
            p,
            &crate::ui::words::task(puzzle),
            p.theme.player_colour(side),
        );
        let busy = !self.is_over()
            && (self.waiting.is_some() || attempt.awaits_answer())
            && !session.analyses().analysis_of(attempt.board()).is_settled();
        if busy {
            thinking(p);
        }
        let kind = match self.kind {
            None => tr!("puzzles-kind-any"),
            Some(PuzzleKind::Win) => tr!("puzzles-kind-win"),
            Some(PuzzleKind::Only) => tr!("puzzles-kind-only"),
        };
        let standing = match self.moved {
            Some((before, after)) => tr!(
                "puzzles-rating-moved",
                before = format!("{before:.0}"),
                after = format!("{after:.0}"),
                change = format!("{:+.0}", after - before)
            ),
            None => tr!(
                "puzzles-rating",
                rating = format!("{:.0}", rating.rating),
                deviation = format!("{:.0}", rating.deviation)
            ),
        };
        let second = tr!(
            "puzzles-standing",
            standing = standing,
            streak = record.streak(),
            puzzle = puzzle.rating.to_string(),
            kind = kind
        );
        let first = match (session.notice(), &self.said) {
            (Some(notice), _) => (notice.text.clone(), p.theme.notice),
            (None, Some((text, true))) => (text.clone(), p.theme.text),
            (None, Some((text, false))) => (text.clone(), p.theme.notice),
            (None, None) => (tr!("puzzles-keys").to_string(), p.theme.text),
        };
        lines(p, (&first.0, first.1), &second);
        draw_buttons(p, &buttons());
    }
}

impl Puzzles {
    /// What `event` means on this screen, in a window laid out as `layout`.
    fn read(&self, event: Event, layout: &Layout) -> Option<PuzzleMessage> {
        match event {
            Event::Key(key) => match key {
                Key::Drop | Key::N => Some(PuzzleMessage::Next),
                Key::K => Some(PuzzleMessage::NextKind),
                Key::A => Some(PuzzleMessage::ShowAnswer),
                Key::Escape => Some(PuzzleMessage::Back),
                key => column_key(key, layout)
                    .map(|column| column.map_or_else(PuzzleMessage::Refused, PuzzleMessage::Play)),
            },
            Event::Click(x, y) => click(&buttons(), PuzzleMessage::Play, (x, y), layout),
            Event::PointerMoved(..) => None,
        }
    }
}

//! Puzzles: one at a time, the shipped puzzle nearest the player's puzzle rating (one not yet
//! solved first). The player plays the whole line; the computer answers with the longest
//! defence. Solved or failed, the rating moves (Glicko-2 against the puzzle's rating) and the
//! record is kept in the data folder. The board shows the outcome too: a solved puzzle's
//! winning line, and for one failed or given up, the moves that were right where it went
//! wrong.

use super::CoachButton;
use super::{click, column_key, column_numbers, draw_buttons, heading, lines, thinking};
use super::{coin_in_hand, coin_ring, ghost_coin, winning_line};
use crate::board::Column;
use crate::coach::puzzles::{pick, shipped, Attempt, Puzzle, Step};
use crate::game::{GameState, Modes};
use crate::store::{PuzzleKind, PuzzleRecord, PuzzleTry};
use crate::ui::board_view;
use crate::ui::events;
use crate::ui::events::ScreenName;
use crate::ui::input::{Event, Key};
use crate::ui::layout::Layout;
use crate::ui::paint::Painter;
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

/// The puzzle screen.
#[derive(Debug, Clone)]
pub struct Puzzles {
    puzzles: Vec<Puzzle>,
    /// The kind asked for (`None`: either).
    kind: Option<PuzzleKind>,
    attempt: Option<Attempt>,
    /// A column clicked while the scores it is judged by were still being worked out.
    waiting: Option<Column>,
    /// The answer was asked for while the scores it is read from were still being worked out.
    answer_asked: bool,
    /// What was said of the last move.
    said: Option<(String, bool)>,
    /// The rating before the puzzle on show was settled, and after.
    moved: Option<(f64, f64)>,
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
            answer_asked: false,
            said: None,
            moved: None,
            seen: 0,
        }
    }

    /// The buttons that can act now: the answer only while a puzzle is under way.
    fn buttons(&self) -> Vec<CoachButton<PuzzleMessage>> {
        let mut row = vec![(
            tr!("puzzles-next"),
            tr!("puzzles-next-short"),
            "Enter",
            PuzzleMessage::Next,
        )];
        row.push((
            tr!("puzzles-kind"),
            tr!("puzzles-kind"),
            "K",
            PuzzleMessage::NextKind,
        ));
        if !self.is_over() {
            row.push((
                tr!("coach-show-answer"),
                tr!("coach-show-answer-short"),
                "A",
                PuzzleMessage::ShowAnswer,
            ));
        }
        row.push((
            tr!("coach-back"),
            tr!("coach-back"),
            "Esc",
            PuzzleMessage::Back,
        ));
        row
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
        self.answer_asked = false;
        self.said = None;
        self.moved = None;
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
                let leads = match prospect {
                    Some(p @ crate::analysis::Prospect::Win { .. })
                        if attempt.puzzle().kind == PuzzleKind::Win =>
                    {
                        tr!("puzzles-too-slow", leads = crate::ui::words::prospect(p))
                    }
                    Some(p) => crate::ui::words::prospect(p),
                    None => String::new(),
                };
                let answer = answer_words(attempt);
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

    /// Gives the puzzle up and shows its answer in the position now, once that position's
    /// scores are in (they are asked for while the player is to move); until then the answer
    /// waits for them.
    fn show_answer(&mut self, session: &mut Session) {
        let Some(attempt) = &mut self.attempt else {
            return;
        };
        let scores = session.analyses().analysis_of(attempt.board());
        if !attempt.give_up(Some(&scores)) {
            self.answer_asked = !attempt.awaits_answer();
            return;
        }
        self.answer_asked = false;
        self.said = Some((tr!("puzzles-shown", answer = answer_words(attempt)), false));
        // Asking for the answer gives the puzzle up: it counts as failed.
        self.settle(false, session);
    }

    /// Records the try: the rating moves and is logged, with the answer if it was missed.
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
        if let Some(miss) = attempt.miss() {
            let mut at = [&puzzle.moves[..], attempt.moves()].concat();
            if miss.played.is_some() {
                at.pop();
            }
            events::puzzle_answer_was(&crate::notation::digits(&at), &miss.answer);
        }
        events::puzzle_over(solved, before, after);
        self.moved = Some((before, after));
    }
}

impl Puzzles {
    /// Whether the puzzle on show is settled (solved, failed or given up), or there is none.
    fn is_over(&self) -> bool {
        self.attempt.as_ref().is_none_or(|a| a.result().is_some())
    }
}

impl Default for Puzzles {
    fn default() -> Puzzles {
        Puzzles::new()
    }
}

/// "The answer: 4" (or "3 or 5"): the moves that were right where the go at the puzzle went
/// wrong or was given up.
fn answer_words(attempt: &Attempt) -> String {
    let columns: Vec<String> = attempt
        .miss()
        .map(|miss| miss.answer.iter().map(|c| c.number().to_string()).collect())
        .unwrap_or_default();
    if columns.is_empty() {
        return tr!("puzzles-answer-unknown").to_string();
    }
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
        let answering = self.attempt.as_ref().is_some_and(Attempt::awaits_answer);
        match message {
            PuzzleMessage::Refused(refusal) => session.act(Action::RefuseInput(refusal)),
            PuzzleMessage::Play(_) | PuzzleMessage::ShowAnswer if over => {
                session.act(refuse(tr!("puzzles-over")))
            }
            PuzzleMessage::Play(_) | PuzzleMessage::ShowAnswer if answering => {
                session.act(refuse(tr!("puzzles-wait")))
            }
            PuzzleMessage::Play(_) if self.answer_asked => {}
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
            PuzzleMessage::ShowAnswer => {
                self.waiting = None;
                self.show_answer(session);
            }
            PuzzleMessage::Back => return Transition::Pop,
        }
        Transition::Stay
    }

    fn focus(&self) -> Focus<'_> {
        match &self.attempt {
            Some(attempt) if attempt.result().is_none() => Focus::Study(vec![*attempt.board()]),
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
        if attempt.result().is_some() {
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
        if self.answer_asked {
            self.show_answer(session);
        } else if let Some(column) = self.waiting {
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
            draw_buttons(p, &self.buttons());
            return;
        };
        let puzzle = attempt.puzzle();
        let colours = GameState::new(Modes::HUMANS);
        board_view::draw_position(p, attempt.board(), &colours);
        column_numbers(p);
        self.draw_marks(p, attempt);
        let side = puzzle.board.side_to_move();
        heading(
            p,
            &crate::ui::words::task(puzzle),
            p.theme.player_colour(side),
        );
        let busy = !self.is_over()
            && (self.waiting.is_some() || self.answer_asked || attempt.awaits_answer())
            && !session.analyses().analysis_of(attempt.board()).is_settled();
        if busy {
            thinking(p);
        } else if !self.is_over() {
            coin_in_hand(p, side);
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
        draw_buttons(p, &self.buttons());
    }
}

impl Puzzles {
    /// What the board says of the go on show: the computer's last answer ringed; once solved,
    /// the winning line (or, for an only move, the player's moves); once failed, the wrong
    /// coin ringed and every move that was right there shown in its hole.
    fn draw_marks(&self, p: &Painter, attempt: &Attempt) {
        let board = attempt.board();
        // The cells of this go's moves, oldest first, with whether the player played them.
        let mut cells = Vec::new();
        let mut here = attempt.puzzle().board;
        for (i, &column) in attempt.moves().iter().enumerate() {
            if let Some(cell) = here.landing_cell(column) {
                cells.push((cell, i % 2 == 0));
            }
            here = here.play(column).unwrap_or(here);
        }
        match (attempt.result(), attempt.miss()) {
            (Some(true), _) if !board.winning_cells().is_empty() => winning_line(p, board),
            (Some(true), _) => {
                for &(cell, _) in cells.iter().filter(|(_, mine)| *mine) {
                    coin_ring(p, cell, p.theme.highlight);
                }
            }
            (_, Some(miss)) => {
                if let Some(&(cell, _)) = cells.last().filter(|_| miss.played.is_some()) {
                    coin_ring(p, cell, p.theme.notice);
                }
                let side = miss.at.side_to_move();
                for &column in &miss.answer {
                    if let Some(cell) = miss.at.landing_cell(column) {
                        ghost_coin(p, cell, side, p.theme.highlight, tr!("puzzles-answer-mark"));
                    }
                }
            }
            _ => {
                if let Some(&(cell, false)) = cells.last() {
                    coin_ring(p, cell, p.theme.dim_text);
                }
            }
        }
    }

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
            Event::Click(x, y) => click(&self.buttons(), PuzzleMessage::Play, (x, y), layout),
            Event::PointerMoved(..) => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::GameState;
    use crate::ui::screens::coach::studio::settle;

    /// The puzzle of issue 49: Red to move wins in 5, by 2 or 5; after 2 and the computer's 1,
    /// only 3 and 5 still win in time.
    fn win_in_five() -> Puzzle {
        crate::coach::puzzles::parse(
            "plot4-puzzles 1 7x6\nwin 62144116364462 win 5 25 213331515 1500 random\n",
        )
        .unwrap()
        .remove(0)
    }

    fn screen_of(puzzle: Puzzle) -> (Puzzles, Session) {
        let mut session = Session::new(GameState::new(Modes::HUMANS));
        let mut screen = Puzzles {
            puzzles: vec![puzzle],
            ..Puzzles::new()
        };
        settle(&mut screen, &mut session);
        (screen, session)
    }

    fn press(screen: &mut Puzzles, session: &mut Session, key: Key) {
        let layout = Layout::new(800.0, 700.0, 7, 6);
        screen.hear(Event::Key(key), &layout, session);
        settle(screen, session);
    }

    #[test]
    fn a_puzzle_failed_at_a_later_move_names_the_answer_in_that_position() {
        let (mut screen, mut session) = screen_of(win_in_five());
        press(&mut screen, &mut session, Key::Digit(2));
        assert_eq!(
            screen.attempt.as_ref().unwrap().board(),
            &crate::notation::parse_digits("6214411636446221").unwrap(),
            "2 is right, and the computer answers 1"
        );
        press(&mut screen, &mut session, Key::Digit(2));
        let (said, right) = screen.said.clone().expect("the failed move is answered");
        assert!(!right);
        assert!(said.contains("The answer: 3 or 5"), "{said}");
    }

    #[test]
    fn the_answer_asked_for_at_a_later_move_is_the_one_for_that_position_and_ends_the_puzzle() {
        let (mut screen, mut session) = screen_of(win_in_five());
        let messages = |s: &Puzzles| s.buttons().into_iter().map(|b| b.3).collect::<Vec<_>>();
        assert!(messages(&screen).contains(&PuzzleMessage::ShowAnswer));
        press(&mut screen, &mut session, Key::Digit(2));
        press(&mut screen, &mut session, Key::A);
        let (said, _) = screen.said.clone().expect("the answer is said");
        assert!(said.starts_with("The answer: 3 or 5"), "{said}");
        let attempt = screen.attempt.as_ref().unwrap();
        assert_eq!(attempt.result(), Some(false), "asking gives the puzzle up");
        assert_eq!(attempt.miss().unwrap().played, None);
        assert_eq!(session.puzzles().tries().len(), 1);
        assert!(!session.puzzles().tries()[0].solved());
        // A button that can no longer act is gone, and its key says why.
        assert!(!messages(&screen).contains(&PuzzleMessage::ShowAnswer));
        press(&mut screen, &mut session, Key::A);
        assert_eq!(
            session.notice().map(|n| n.text.as_str()),
            Some(tr!("puzzles-over"))
        );
        assert_eq!(session.puzzles().tries().len(), 1, "nothing recorded twice");
    }

    #[test]
    fn a_yellow_to_move_puzzle_is_played_by_yellow_and_answered_by_red() {
        let puzzle = shipped()
            .into_iter()
            .find(|p| {
                p.board.side_to_move() == crate::board::Player::Yellow
                    && p.kind == PuzzleKind::Win
                    && p.length >= 2
            })
            .expect("a longer Yellow win among the shipped puzzles");
        assert!(
            crate::ui::words::task(&puzzle).starts_with("Yellow to move"),
            "{}",
            crate::ui::words::task(&puzzle)
        );
        let (mut screen, mut session) = screen_of(puzzle.clone());
        let (mine, reply) = (puzzle.line[0], puzzle.line[1]);
        press(&mut screen, &mut session, Key::Digit(mine.number() as u8));
        let after = puzzle.board.play(mine).unwrap();
        let board = *screen.attempt.as_ref().unwrap().board();
        let at = |b: &crate::board::Board, c: Column| b.landing_cell(c).unwrap();
        assert_eq!(
            board.at(at(&puzzle.board, mine)),
            Some(crate::board::Player::Yellow)
        );
        assert_eq!(
            board.at(at(&after, reply)),
            Some(crate::board::Player::Red),
            "the computer plays the other side"
        );
    }
}

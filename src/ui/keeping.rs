//! What the window keeps between runs, seen from the window: it watches the game on the table
//! and asks (returning [`Keep`] requests for the outbox) for the game in progress to be saved
//! whenever it changes — a move, an undo, a redo, new modes, a new game — and for a finished game to be
//! recorded once and the saved game forgotten. The frame loop carries the requests out against
//! the store (`files.rs`); what goes wrong there comes back as a line for the screen. Watching the game
//! rather than each action means an action added later is saved without anyone remembering to.

use super::effect::Keep;
use super::layout::Rect;
use super::paint::{rounded_rect, Painter, Weight};
use crate::game::GameState;
use crate::store::{GameRecord, History, Problem, PuzzleRecord, PuzzleTry, RatedGame, SavedGame};

/// Whether this run saves the game in progress from the start.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Saving {
    /// Every change of the game in progress is saved.
    Now,
    /// Not yet: a saved game waits for Continue or New game, or this run went straight into a
    /// game that must leave the saved one alone (tic-tac-toe never saves).
    NotYet,
}

impl Saving {
    /// Now if no game was saved before this run, else not until the player answers.
    pub fn unless_one_waits(saved: Option<&SavedGame>) -> Saving {
        match saved {
            None => Saving::Now,
            Some(_) => Saving::NotYet,
        }
    }
}

/// The window's side of keeping: whether the game in progress is saved in this run, what was
/// last asked for, and the store's latest complaint.
#[derive(Debug, Clone, Default)]
pub struct Keeping {
    /// Record finished games (off in tests of the window's state, which have no store).
    records: bool,
    /// Save the game in progress. Off while a saved game waits for Continue or New game, and
    /// for a run straight into a game that must leave the saved one alone.
    saves: bool,
    /// The game last asked to be saved, so an unchanged game is not written again.
    saved: Option<SavedGame>,
    /// The moves of the finished game last recorded, so it is recorded once.
    recorded: Option<String>,
    /// What the store last said went wrong, for the screen.
    problem: Option<Problem>,
    /// The finished games, as loaded at start and recorded since: what the statistics screen
    /// counts.
    history: History,
    /// The puzzle rating, streak and tries, as loaded at start and played since.
    puzzles: PuzzleRecord,
    /// How the player's rating moved with the finished game last recorded, if it was rated.
    rating_moved: Option<RatedGame>,
}

impl Keeping {
    /// Keeps nothing: for a window's state with no store behind it.
    #[cfg(test)]
    pub fn off() -> Keeping {
        Keeping::default()
    }

    /// Records finished games, and saves the game in progress as `saving` says.
    pub fn on(saving: Saving) -> Keeping {
        Keeping {
            records: true,
            saves: saving == Saving::Now,
            ..Keeping::default()
        }
    }

    /// From now on the game in progress is saved (the player answered Continue or New game).
    pub fn start_saving(&mut self) {
        self.saves = self.records;
    }

    /// Starts from the games the history file held at start.
    pub fn set_history(&mut self, history: History) {
        self.history = history;
    }

    /// Starts from the puzzle record the file held at start.
    pub fn set_puzzles(&mut self, puzzles: PuzzleRecord) {
        self.puzzles = puzzles;
    }

    /// The puzzle rating, streak and tries: those found at start and those played since.
    pub fn puzzles(&self) -> &PuzzleRecord {
        &self.puzzles
    }

    /// One more puzzle tried: the record moves, and is asked to be kept.
    pub fn record_puzzle(&mut self, attempt: PuzzleTry) -> Option<Keep> {
        self.puzzles = self.puzzles.with(attempt.clone());
        self.records.then_some(Keep::Puzzle(attempt))
    }

    /// How the player's rating moved with `game`, if it is the finished game last recorded and
    /// it was rated ([`GameState::is_rated`]).
    pub fn rating_moved(&self, game: &GameState) -> Option<&RatedGame> {
        let recorded = self.recorded.as_ref()?;
        (game.outcome().is_some() && *recorded == game.position())
            .then_some(self.rating_moved.as_ref())
            .flatten()
    }

    /// The finished games: those found at start and those recorded since.
    pub fn history(&self) -> &History {
        &self.history
    }

    /// Forgets every recorded game and asks for the history file to go (the statistics
    /// screen's reset, once confirmed).
    pub fn reset_history(&mut self) -> Option<Keep> {
        self.history = History::default();
        self.records.then_some(Keep::ResetHistory)
    }

    /// The store's latest complaint, to show on screen.
    pub fn problem(&self) -> Option<String> {
        self.problem.as_ref().map(crate::ui::words::problem)
    }

    /// Remembers a complaint from the store to show on screen (the store has logged it).
    pub fn tell(&mut self, problem: &Problem) {
        self.problem = Some(problem.clone());
    }

    /// The game on the table ended before its board decided it (an online game resigned,
    /// agreed drawn, lost on time): it is recorded with `result`, `how`.
    pub fn ended_early(
        &mut self,
        game: &GameState,
        result: crate::game::Outcome,
        how: crate::game::EndedEarly,
    ) -> Vec<Keep> {
        if !self.records {
            return Vec::new();
        }
        self.record(game, GameRecord::ended_now(game, result, how))
    }

    /// Records the finished `game` as `record` says, once; asks for the history's new line
    /// and for the saved game to go.
    fn record(
        &mut self,
        game: &GameState,
        record: Result<GameRecord, crate::store::RecordError>,
    ) -> Vec<Keep> {
        let mut asked = Vec::new();
        let moves = game.position();
        if self.recorded.as_ref() != Some(&moves) {
            self.recorded = Some(moves);
            match record {
                Ok(record) => {
                    self.history = self.history.with(record.clone());
                    let games = self.history.games();
                    self.rating_moved = crate::store::rated_games(games)
                        .last()
                        .filter(|_| record.is_rated())
                        .copied();
                    match &self.rating_moved {
                        Some(rated) => super::events::rating_moved(rated),
                        None => super::events::casual_game(
                            game.casual_reasons(),
                            crate::store::player_rating(games).rating,
                            &game.position(),
                        ),
                    }
                    asked.push(Keep::Record(record));
                }
                Err(error) => log::warn!("the finished game cannot be recorded: {error}"),
            }
            if self.saves {
                asked.push(Keep::ForgetGame);
            }
        }
        self.saved = None;
        asked
    }

    /// Looks at the game on the table and asks for what keeping it needs.
    pub fn watch(&mut self, game: &GameState) -> Vec<Keep> {
        let mut asked = Vec::new();
        if !self.records {
            return asked;
        }
        if game.outcome().is_some() {
            return self.record(game, GameRecord::finished_now(game));
        }
        // An online game is the server's to keep: saved here, a restart would offer it as a
        // local game between two people. The game saved before it stays as it was.
        if !self.saves || game.used().contains(crate::game::CasualReason::Online) {
            return asked;
        }
        let now = SavedGame::from_game(game);
        if self.saved.as_ref() != Some(&now) {
            // An empty board is nothing to continue: the file goes rather than being written.
            let keep = if worth_continuing(&now) {
                Keep::Game(now.clone())
            } else {
                Keep::ForgetGame
            };
            asked.push(keep);
            self.saved = Some(now);
        }
        asked
    }
}

/// Whether a saved game is worth offering: it is unfinished and has a move to continue from
/// (or to redo).
pub fn worth_continuing(saved: &SavedGame) -> bool {
    (!saved.moves().is_empty() || !saved.redo().is_empty()) && saved.game().outcome().is_none()
}

/// Draws the store's complaint along the bottom of the window, over every screen, so the
/// player knows nothing is being kept while the game plays on: on a band of its own, over the
/// key hints there rather than any button, in two lines where one does not fit.
pub fn draw_problem(keeping: &Keeping, p: &Painter) {
    let Some(text) = keeping.problem() else {
        return;
    };
    let l = p.layout;
    let size = (l.height * 0.024).clamp(11.0, 20.0);
    let room = l.width * 0.96;
    let lines = if p.measure(&text, size, Weight::Regular) <= room {
        1.0
    } else {
        2.0
    };
    let band = size * (0.8 + 1.2 * lines);
    let top = l.height - band;
    let strip = Rect {
        x: 0.0,
        y: top,
        w: l.width,
        h: band,
    };
    rounded_rect(strip, 0.0, p.theme.panel);
    p.text_within(
        &text,
        (l.width / 2.0, top + band / 2.0),
        size,
        room,
        p.theme.notice,
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Column;
    use crate::game::Modes;

    fn play(game: &GameState, digits: &str) -> GameState {
        digits.chars().fold(game.clone(), |g, d| {
            let column = Column::from_number(d.to_digit(10).unwrap() as usize).unwrap();
            g.play_human(column).unwrap()
        })
    }

    #[test]
    fn an_online_game_in_progress_is_not_saved_and_leaves_the_saved_game_alone() {
        let mut keeping = Keeping::on(Saving::Now);
        let online = GameState::from_position(Modes::HUMANS, "44")
            .unwrap()
            .noting(crate::game::CasualReason::Online);
        assert!(keeping.watch(&online).is_empty());
        let local = GameState::from_position(Modes::HUMANS, "44").unwrap();
        assert!(matches!(&keeping.watch(&local)[..], [Keep::Game(_)]));
    }

    #[test]
    fn every_change_is_saved_once_and_an_unchanged_game_is_not_saved_again() {
        let mut keeping = Keeping::on(Saving::Now);
        let game = play(&GameState::new(Modes::HUMANS), "44");
        let mut asked = keeping.watch(&game);
        asked.extend(keeping.watch(&game));
        assert_eq!(asked.len(), 1);
        assert!(matches!(&asked[0], Keep::Game(g) if g.position() == "44"));
        let undone = game.undo().unwrap();
        let asked = keeping.watch(&undone);
        assert!(
            matches!(&asked[..], [Keep::Game(g)] if g.position() == "4" && g.redo().len() == 1)
        );
    }

    #[test]
    fn a_finished_game_is_recorded_once_and_the_saved_game_forgotten() {
        let mut keeping = Keeping::on(Saving::Now);
        let over = play(&GameState::new(Modes::HUMANS), "1212121");
        let mut asked = keeping.watch(&over);
        asked.extend(keeping.watch(&over));
        assert!(
            matches!(&asked[..], [Keep::Record(_), Keep::ForgetGame]),
            "{asked:?}"
        );
    }

    #[test]
    fn while_not_saving_only_finished_games_are_recorded_and_the_saved_one_is_left_alone() {
        let mut keeping = Keeping::on(Saving::NotYet);
        assert!(keeping
            .watch(&play(&GameState::new(Modes::HUMANS), "44"))
            .is_empty());
        let finished = keeping.watch(&play(&GameState::new(Modes::HUMANS), "1212121"));
        assert!(matches!(&finished[..], [Keep::Record(_)]));
        keeping.start_saving();
        let saved = keeping.watch(&play(&GameState::new(Modes::HUMANS), "5"));
        assert!(matches!(&saved[..], [Keep::Game(_)]));
    }

    #[test]
    fn a_casual_game_is_recorded_with_its_reasons_and_moves_no_rating() {
        use crate::ai::Level;
        use crate::game::{CasualReason, Mode};
        let modes = Modes {
            red: Mode::Human,
            yellow: Mode::Computer(Level::Low),
        };
        let mut keeping = Keeping::on(Saving::Now);
        let helped = GameState::new(modes).noting(CasualReason::Hint);
        let mut over = helped;
        for digit in "1212121".chars() {
            let column = Column::from_number(digit.to_digit(10).unwrap() as usize).unwrap();
            over = match over.computer_to_move() {
                Some(_) => over.apply_computer(over.turn(), column).unwrap(),
                None => over.play_human(column).unwrap(),
            };
        }
        let asked = keeping.watch(&over);
        let Some(Keep::Record(record)) = asked.first() else {
            panic!("{asked:?}");
        };
        assert!(!record.is_rated());
        assert_eq!(
            record.casual_reasons().map(|r| r.to_string()).as_deref(),
            Some("hint")
        );
        assert!(keeping.rating_moved(&over).is_none());
        assert!(crate::store::rated_games(keeping.history().games()).is_empty());
    }

    #[test]
    fn keeping_off_asks_for_nothing() {
        let mut keeping = Keeping::off();
        keeping.start_saving();
        assert!(keeping
            .watch(&play(&GameState::new(Modes::HUMANS), "1212121"))
            .is_empty());
    }
}

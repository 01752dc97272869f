//! What the player asked to see of the computer's analyses of the game on the table (the hint
//! for the move to play, analysis mode with its evaluation graph), and what the log said of
//! them. The session keeps one [`Advice`]; as time moves on it asks the computer's seat for what
//! is on show ([`Advice::follow`]), and the screens read what is known through [`Analyses`].

use super::computer::ComputerSeat;
use super::effect::WorkerCall;
use super::events;
use crate::ai::worker::ANALYSIS_BUDGET;
use crate::analysis::{final_score, ColumnScores, GameScores};
use crate::board::Board;
use crate::game::{GameState, TurnId};

/// What asking for the hint did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HintToggle {
    /// The hint shows for the position on the table.
    Shown,
    /// The hint went away (or the one waiting for the person's turn was called off).
    Hidden,
    /// It was asked on the computer's turn against a person: it waits for the person's turn,
    /// since the computer's options are not the person's to play.
    Waits,
}

/// The hint and the graph the player asked for, and what the log said of them.
#[derive(Debug, Clone, Default)]
pub struct Advice {
    /// The turn a hint was asked on: it shows until the position changes.
    hint_turn: Option<TurnId>,
    /// A hint asked on the computer's turn (the turn it was asked on): it shows on the
    /// person's next turn.
    hint_waits: Option<TurnId>,
    /// Analysis mode: the hint shows on every turn, and the evaluation graph.
    analysis: bool,
    /// The turn whose complete hint was last logged, so each is logged once.
    logged: Option<TurnId>,
    /// When the hint on show was first wanted (for its latency in the log).
    since: Option<(TurnId, f64)>,
    /// The position whose graph analysis was last logged as over, so each is logged once.
    graph_logged: Option<String>,
}

impl Advice {
    /// Puts analysis mode on or off (the settings' default, or a change to it).
    pub fn set_analysis(&mut self, on: bool) {
        self.analysis = on;
    }

    /// Turns analysis mode on or off; returns whether it is on now.
    pub fn toggle_analysis(&mut self) -> bool {
        self.analysis = !self.analysis;
        events::analysis_mode(if self.analysis { "on" } else { "off" });
        self.analysis
    }

    /// Shows the hint for the move `game` is at, or hides it if it shows. Asked while the
    /// computer is to move against a person, it waits for the person's turn.
    pub fn toggle_hint(&mut self, game: &GameState) -> HintToggle {
        if self.hint_turn == Some(game.turn()) || self.hint_waits.is_some() {
            self.hint_turn = None;
            self.hint_waits = None;
            events::hint_hidden();
            return HintToggle::Hidden;
        }
        if persons_turn_comes(game) {
            self.hint_waits = Some(game.turn());
            events::hint_waits(&game.position());
            return HintToggle::Waits;
        }
        self.hint_turn = Some(game.turn());
        events::hint_asked(&game.position());
        HintToggle::Shown
    }

    /// Whether the player asked for the hint on the move `game` is at, and it shows (the one
    /// that waited for the person's turn included, once that turn has come).
    pub fn hint_shows(&self, game: &GameState) -> bool {
        self.hint_asked(game) || self.hint_due(game)
    }

    /// Whether analysis mode is on.
    pub fn analysis_on(&self) -> bool {
        self.analysis
    }

    /// Whether a hint waited for the person's turn and `game` is at it now.
    fn hint_due(&self, game: &GameState) -> bool {
        self.hint_waits.is_some_and(|asked| asked != game.turn())
            && game.outcome().is_none()
            && !persons_turn_comes(game)
    }

    /// Asks `computer` for what is on show over `game` at `now` (the hint, and the graph's
    /// positions when it shows or `graph_wanted` says a game file waits for them), and logs a
    /// hint once every column is known (or its analysis gave up) and a graph once it is done.
    pub fn follow(
        &mut self,
        game: &GameState,
        computer: &mut ComputerSeat,
        graph_wanted: bool,
        now: f64,
    ) -> Vec<WorkerCall> {
        let mut calls = Vec::new();
        if self.hint_due(game) {
            self.hint_waits = None;
            self.hint_turn = Some(game.turn());
            events::hint_asked(&game.position());
        } else if self.hint_waits.is_some() && game.outcome().is_some() {
            self.hint_waits = None;
        }
        if self.shows_hint(game) {
            let board = *game.board();
            calls.extend(computer.want_hint(&board));
            let turn = game.turn();
            if self.since.is_none_or(|(t, _)| t != turn) {
                self.since = Some((turn, now));
            }
            if self.logged != Some(turn) {
                if let Some(scores) = computer.analysis(&board).filter(|s| s.is_settled()) {
                    let given_up = scores.is_given_up().then(|| ANALYSIS_BUDGET.as_secs());
                    events::hint(&game.position(), scores, given_up);
                    self.logged = Some(turn);
                    if let Some((_, since)) = self.since {
                        log::debug!("hint took {:.0} ms", (now - since) * 1000.0);
                    }
                }
            }
        }
        if self.shows_graph(game) || graph_wanted {
            calls.extend(computer.fill_in(game));
            let progress = computer.graph_progress(game);
            let position = game.position();
            if !progress.is_working() && self.graph_logged.as_ref() != Some(&position) {
                let (proved, total) = (progress.proved, progress.total);
                events::graph_analysed(&position, proved, total, progress.not_solved);
                self.graph_logged = Some(position);
            }
        }
        calls
    }

    /// Whether the player asked for the hint on the move `game` is at, and it shows.
    fn hint_asked(&self, game: &GameState) -> bool {
        game.outcome().is_none() && self.hint_turn == Some(game.turn())
    }

    /// Whether the hint row shows over the board of `game`.
    fn shows_hint(&self, game: &GameState) -> bool {
        self.hint_asked(game) || (self.analysis && game.outcome().is_none())
    }

    /// Whether the evaluation graph of `game` shows (analysis mode, or the game is over).
    fn shows_graph(&self, game: &GameState) -> bool {
        self.analysis || game.outcome().is_some()
    }
}

/// Whether `game` is at a computer's turn against a person: the person's turn comes next,
/// and a hint asked now is for it.
fn persons_turn_comes(game: &GameState) -> bool {
    let waiting = game.side_to_move().opponent();
    game.computer_to_move().is_some() && game.modes().of(waiting) == crate::game::Mode::Human
}

/// What the player asked to see of the computer's analyses of the game on the table, and what
/// is known of them: the hint row and the evaluation graph read it.
#[derive(Clone, Copy)]
pub struct Analyses<'a> {
    pub(super) advice: &'a Advice,
    pub(super) computer: &'a ComputerSeat,
    pub(super) game: &'a GameState,
}

impl Analyses<'_> {
    /// Whether analysis mode is on (at start, as the settings say).
    pub fn analysis_mode(self) -> bool {
        self.advice.analysis
    }

    /// Whether the player asked for the hint on this move (H or the Hint button), and it shows.
    pub fn hint_asked(self) -> bool {
        self.advice.hint_asked(self.game)
    }

    /// Whether the hint row shows over the board.
    pub fn shows_hint(self) -> bool {
        self.advice.shows_hint(self.game)
    }

    /// The hint on show, as far as it is known (`None` while no hint is shown).
    pub fn hint(self) -> Option<ColumnScores> {
        self.shows_hint()
            .then(|| self.analysis_of(self.game.board()))
    }

    /// What is known about the columns of `board` (nothing yet: every column unknown).
    pub fn analysis_of(self, board: &Board) -> ColumnScores {
        self.computer
            .analysis(board)
            .cloned()
            .unwrap_or_else(|| ColumnScores::unknown(*board))
    }

    /// The exact score of each position of the game on the table, as far as it is known.
    pub fn game_scores(self) -> GameScores {
        let positions = self.game.positions();
        let mut scores = GameScores::unknown(positions.len(), self.game.first());
        for (ply, board) in positions.iter().enumerate() {
            let analysis = self.computer.analysis(board);
            let known =
                final_score(board).or_else(|| analysis.and_then(ColumnScores::proved_score));
            match (known, analysis.and_then(ColumnScores::lower_bound)) {
                (Some(score), _) => scores.set(ply, score),
                (None, Some(bound)) => scores.set_at_least(ply, bound),
                (None, None) => {}
            }
        }
        scores
    }

    /// Whether the evaluation graph shows (analysis mode, or the game is over).
    pub fn shows_graph(self) -> bool {
        self.advice.shows_graph(self.game)
    }
}

//! The lines the window writes to the log that other programs read: the window tests wait for
//! them before their next key or click, and scripts may follow a game by them. Each is written
//! here and nowhere else, so its words are declared in one place; a test looks for the start
//! of a line, given here as a constant where the tests share it. Reword a line only together
//! with the tests that read it (`grep -rn` the constant's text in tests/).
//!
//! Lines for a person reading the log (the data folder, a problem with a file, why sound is
//! off) stay where they arise.

use crate::board::{Column, Player, Size};
use crate::game::{Modes, Outcome};

/// The start of the line for a coin played: `played column 4 by Red; position 4453`.
pub const PLAYED: &str = "played column";

/// The start of the line for a change of screen (at debug level): `screen: game over`.
pub const SCREEN: &str = "screen:";

/// The start of the line for a new game: `new game: Red human, Yellow high`.
pub const NEW_GAME: &str = "new game:";

/// The line once the first frame is on screen: from then on the window takes input.
pub const SHOWN: &str = "window shown";

/// The line once the window has closed and everything was kept.
pub const CLOSED: &str = "window closed";

/// A coin was played in `column` by `player`; `position` is the game's digits after it.
pub fn played(column: Column, player: Player, position: &str) {
    log::info!(
        "{PLAYED} {} by {player}; position {position}",
        column.number()
    );
}

/// The start of the line for a frame drawn while a coin falls in analysis mode (at debug
/// level): `drop frame: graph drawn`, or `graph missing` when the graph was left out.
pub const DROP_FRAME: &str = "drop frame:";

/// A frame was drawn while a coin fell, with the evaluation graph on it (`graph`) or not.
pub fn drop_frame(graph: bool) {
    let what = if graph { "drawn" } else { "missing" };
    log::debug!("{DROP_FRAME} graph {what}");
}

/// The falling coin landed; `position` is the game's digits (at debug level).
pub fn landed(position: &str) {
    log::debug!("coin landed; position {position}");
}

/// The move just played decided the game.
pub fn game_over(outcome: Outcome, position: &str) {
    log::info!("game over: {outcome}; position {position}");
}

/// The screen `name` is on top now.
pub fn screen(name: &str) {
    log::debug!("{SCREEN} {name}");
}

/// A game started with `modes`; `more` adds what differs from the usual (who moved first, the
/// board, the position it started from), each part led by `; `.
pub fn new_game(modes: Modes, more: &str) {
    log::info!("{NEW_GAME} {modes}{more}");
}

/// What `new_game` adds when Yellow starts (Red starting is the usual case).
pub fn starts(first: Player) -> &'static str {
    match first {
        Player::Red => "",
        Player::Yellow => "; Yellow moves first",
    }
}

/// What `new_game` adds on a board other than 7×6 with four in a row: `; board 8x7` (with
/// `, connect 5` for another line length), so a reader (or a test) knows the size.
pub fn on_board(size: Size) -> String {
    crate::game::size_words(size)
        .map(|words| format!("; board {words}"))
        .unwrap_or_default()
}

/// The modes of the game on the table changed mid-game.
pub fn modes_changed(modes: Modes) {
    log::info!("modes changed: {modes}");
}

/// An undo or a redo (`what`) put `position` on the table.
pub fn history_step(what: &str, position: &str) {
    log::info!("{what}; position {position}");
}

/// The saved game was put back on the table (Continue, or `--resume`).
pub fn resumed_game(position: &str) {
    log::info!("resumed game; position {position}");
}

/// Two computers paused by an undo play on.
pub fn resumed(position: &str) {
    log::info!("resumed; position {position}");
}

/// An input was refused, with the words on screen (at debug level).
pub fn refused(text: &str) {
    log::debug!("refused: {text}");
}

/// The first frame is on screen, at this size.
pub fn window_shown(width: f32, height: f32) {
    log::info!("{SHOWN}: first frame drawn at {width}x{height}");
}

/// The window closed.
pub fn window_closed() {
    log::info!("{CLOSED}");
}

/// The settings were written to their file.
pub fn settings_saved(settings: &crate::store::Settings) {
    log::info!("settings saved: {settings}");
}

/// The game in progress was written over the saved one (at debug level).
pub fn saved_game(position: &str) {
    log::debug!("saved game; position {position}");
}

/// A finished game was added to the history (at debug level).
pub fn recorded_game(position: &str) {
    log::debug!("recorded game; position {position}");
}

/// The theme in force, at start and whenever it changes.
pub fn theme(theme: crate::store::Theme) {
    log::info!("theme: {theme}");
}

/// The player asked for the hint on `position`.
pub fn hint_asked(position: &str) {
    log::info!("hint asked; position {position}");
}

/// The player hid the hint.
pub fn hint_hidden() {
    log::info!("hint hidden");
}

/// The hint for `position` is complete: every column's score, or (`given_up_after` seconds)
/// what the analysis proved before it gave up.
pub fn hint(position: &str, scores: &crate::analysis::ColumnScores, given_up_after: Option<u64>) {
    match given_up_after {
        Some(seconds) => {
            log::info!("hint: position {position} not solved within {seconds} s; scores {scores}")
        }
        None => log::info!("hint: position {position} scores {scores}"),
    }
}

/// Analysis mode went on or off (`state`).
pub fn analysis_mode(state: &str) {
    log::info!("analysis mode {state}");
}

/// The review shows `position` (at debug level).
pub fn review(position: &str) {
    log::debug!("review; position {position}");
}

/// The mode screen's board choice is now `words` (at debug level).
pub fn board_chosen(words: &str) {
    log::debug!("board chosen: {words}");
}

/// The statistics screen asks whether to reset.
pub fn reset_asked() {
    log::info!("statistics: reset asked; waiting for yes or no");
}

/// The player said no to the reset.
pub fn reset_not_confirmed() {
    log::info!("statistics: reset not confirmed; nothing changed");
}

/// The statistics were reset; the old history file was kept as `kept`, if there was one.
pub fn statistics_reset(kept: Option<&std::path::Path>) {
    match kept {
        Some(path) => log::info!(
            "statistics reset; the old history is kept as {}",
            path.display()
        ),
        None => log::info!("statistics reset; there was no history"),
    }
}

/// Tic-tac-toe: `mark` took square `square`; `game` is the squares played so far.
pub fn tictactoe_played(square: impl std::fmt::Display, mark: impl std::fmt::Display, game: &str) {
    log::info!("tictactoe: played square {square} by {mark}; game {game}");
}

/// Tic-tac-toe: the game ended.
pub fn tictactoe_over(outcome: impl std::fmt::Display, game: &str) {
    log::info!("tictactoe over: {outcome}; game {game}");
}

/// Tic-tac-toe: a new game with `modes` (`X human, O high`).
pub fn tictactoe_new_game(modes: &str) {
    log::info!("tictactoe new game: {modes}");
}

/// Tic-tac-toe: an undo or a redo (`what`) left `game`.
pub fn tictactoe_step(what: &str, game: &str) {
    log::info!("tictactoe {what}; game {game}");
}

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

/// The start of the line for a seat taken online: `online: seated as host in K7M-Q3X-9PD;
/// link http://HOST/play/K7M-Q3X-9PD` (`as watcher` when watching).
pub const ONLINE_SEATED: &str = "online: seated as";

/// This window took `seat` (or watches, with none) in the room `code`, whose link is `link`.
pub fn online_seated(code: &str, link: &str, seat: Option<crate::online::protocol::Seat>) {
    let seat = match seat {
        Some(crate::online::protocol::Seat::Host) => "host",
        Some(crate::online::protocol::Seat::Guest) => "guest",
        None => "watcher",
    };
    log::info!("{ONLINE_SEATED} {seat} in {code}; link {link}");
}

/// The start of the line when a start (or the page's reload) takes back the online seat kept
/// from a game in progress: `online: taking back the seat in K7M-Q3X-9PD`.
pub const ONLINE_RESUMING: &str = "online: taking back the seat in";

/// The seat kept in room `code` is being taken back.
pub fn online_resuming(code: &str) {
    log::info!("{ONLINE_RESUMING} {code}");
}

/// The line once both seats of the room are taken.
pub const ONLINE_FRIEND_HERE: &str = "online: both seats taken";

/// Both seats of the room are taken: the game can start.
pub fn online_friend_here() {
    log::info!("{ONLINE_FRIEND_HERE}");
}

/// The start of the line for an online game's end as the server called it:
/// `online: game over: Red wins`.
pub const ONLINE_OVER: &str = "online: game over:";

/// The server ended the online game with `result`.
pub fn online_over(result: &str) {
    log::info!("{ONLINE_OVER} {result}");
}

/// The line when the online connection drops and the session tries again; `online:
/// reconnected` once it is back.
pub const ONLINE_RECONNECTING: &str = "online: reconnecting";

/// The connection dropped (`true`) or is back.
pub fn online_reconnecting(dropped: bool) {
    if dropped {
        log::info!("{ONLINE_RECONNECTING}");
    } else {
        log::info!("online: reconnected");
    }
}

/// The start of the line for a reaction that arrived in the room (this window's own comes
/// back too): `online: reaction from Yellow: good_luck`.
pub const ONLINE_REACTION: &str = "online: reaction from";

/// `by` (a colour) sent the reaction named `name` to the room.
pub fn online_reaction(by: &str, name: &str) {
    log::info!("{ONLINE_REACTION} {by}: {name}");
}

/// The start of the line for a command the server refused: `online: refused: not_your_turn`
/// (the protocol's name of the reason).
pub const ONLINE_REFUSED: &str = "online: refused:";

/// The server refused the last command, for `refusal`.
pub fn online_refused(refusal: crate::online::protocol::Refusal) {
    let name = serde_json::to_string(&refusal).unwrap_or_default();
    log::info!("{ONLINE_REFUSED} {}", name.trim_matches('"'));
}

/// The start of the line for the friend's connection dropping or coming back: `online:
/// friend away` or `online: friend back`.
pub const ONLINE_FRIEND: &str = "online: friend";

/// The friend's connection dropped (`true`) or is back.
pub fn online_friend_away(away: bool) {
    let state = if away { "away" } else { "back" };
    log::info!("{ONLINE_FRIEND} {state}");
}

/// The start of the line for the end of an online session: `online: ended: left the room`.
pub const ONLINE_ENDED: &str = "online: ended:";

/// The online session ended.
pub fn online_ended(ending: &crate::online::client::Ending) {
    log::info!("{ONLINE_ENDED} {ending}");
}

/// The start of the line for a change of screen (at debug level): `screen: game over`.
pub const SCREEN: &str = "screen:";

/// The start of the line for a new game: `new game: Red human, Yellow high`.
pub const NEW_GAME: &str = "new game:";

/// The start of the line for the player's rating: at start `rating: 812 ± 120 (9 rated
/// games)`, after a rated game `rating: 812 -> 826 ± 110 after a game against Lower (790)`.
pub const RATING: &str = "rating:";

/// The line once the first frame is on screen: from then on the window takes input.
pub const SHOWN: &str = "window shown";

/// The line once the window has closed and everything was kept.
pub const CLOSED: &str = "window closed";

/// A coin was played in `column` by `player`; `position` is the game's digits after it.
pub fn played(column: Column, player: Player, position: &str) {
    log::info!(
        "{PLAYED} {} {}",
        column.number(),
        played_by(player, position)
    );
}

/// How the line for a coin played ends: `by Red; position 4453`.
pub fn played_by(player: Player, position: &str) -> String {
    format!("by {player}; position {position}")
}

/// The start of the line for a frame drawn while a coin falls in analysis mode (at debug
/// level): `drop frame: graph drawn`, or `graph missing` when the graph was left out.
pub const DROP_FRAME: &str = "drop frame:";

/// A frame was drawn while a coin fell, with the evaluation graph on it (`graph`) or not.
pub fn drop_frame(graph: bool) {
    let what = if graph { "drawn" } else { "missing" };
    log::debug!("{DROP_FRAME} graph {what}");
}

/// The start of the line for a coin that landed (at debug level): `coin landed; position 44`.
pub const LANDED: &str = "coin landed; position";

/// The falling coin landed; `position` is the game's digits (at debug level).
pub fn landed(position: &str) {
    log::debug!("{LANDED} {position}");
}

/// The start of the line for a decided game: `game over: Red wins; position 1212121`.
pub const GAME_OVER: &str = "game over:";

/// The move just played decided the game.
pub fn game_over(outcome: Outcome, position: &str) {
    log::info!("{GAME_OVER} {outcome}; position {position}");
}

/// Which screen is on top, as the log's `screen:` line and the tests name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScreenName {
    /// The title screen.
    Title,
    /// The title screen offering the saved game.
    ContinueOrNew,
    /// The modes of the first game.
    ChooseModes,
    /// The modes changed mid-game, over the table.
    ChangeModes,
    /// The table while the game is live.
    Play,
    /// The table once the game is decided.
    GameOver,
    /// "Do you really want to quit?"
    ConfirmQuit,
    /// "Start a new game?", over a game in progress.
    ConfirmNewGame,
    /// Every key and button.
    Help,
    /// The coach's screens to choose from, over the table.
    CoachMenu,
    /// The settings sheet.
    Settings,
    /// The statistics sheet.
    Statistics,
    /// The statistics sheet asking whether to reset.
    ResetStatistics,
    /// The review of a finished game.
    Review,
    /// Tic-tac-toe's choice of who plays.
    TicTacToeModes,
    /// Tic-tac-toe's grid.
    TicTacToePlay,
    /// Learn from your mistakes.
    LearnFromMistakes,
    /// The puzzles.
    Puzzles,
    /// The opening explorer.
    Explorer,
    /// Play online: create, join or watch a game, and wait for the friend.
    Online,
    /// The quick reactions of an online game, over the table.
    Reactions,
}

impl std::fmt::Display for ScreenName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            ScreenName::Title => "title",
            ScreenName::ContinueOrNew => "continue or new",
            ScreenName::ChooseModes => "choose modes",
            ScreenName::ChangeModes => "change modes",
            ScreenName::Play => "play",
            ScreenName::GameOver => "game over",
            ScreenName::ConfirmQuit => "confirm quit",
            ScreenName::ConfirmNewGame => "confirm new game",
            ScreenName::Help => "help",
            ScreenName::CoachMenu => "coach menu",
            ScreenName::Settings => "settings",
            ScreenName::Statistics => "statistics",
            ScreenName::ResetStatistics => "statistics: reset?",
            ScreenName::Review => "review",
            ScreenName::TicTacToeModes => "tictactoe modes",
            ScreenName::TicTacToePlay => "tictactoe play",
            ScreenName::LearnFromMistakes => "learn from mistakes",
            ScreenName::Puzzles => "puzzles",
            ScreenName::Explorer => "explorer",
            ScreenName::Online => "online",
            ScreenName::Reactions => "reactions",
        })
    }
}

impl ScreenName {
    /// The log's line for this screen on top: `screen: game over`.
    pub fn line(self) -> String {
        format!("{SCREEN} {self}")
    }
}

/// The screen `name` is on top now.
pub fn screen(name: ScreenName) {
    log::info!("{}", name.line());
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

/// The start of the line for new modes mid-game: `modes changed: Red human, Yellow low`.
pub const MODES_CHANGED: &str = "modes changed:";

/// The modes of the game on the table changed mid-game.
pub fn modes_changed(modes: Modes) {
    log::info!("{MODES_CHANGED} {modes}");
}

/// The start of the line for an undo: `undo; position 443`.
pub const UNDO: &str = "undo; position";

/// The start of the line for a redo: `redo; position 4435`.
pub const REDO: &str = "redo; position";

/// An undo put `position` on the table.
pub fn undone(position: &str) {
    log::info!("{UNDO} {position}");
}

/// A redo put `position` on the table.
pub fn redone(position: &str) {
    log::info!("{REDO} {position}");
}

/// The start of the line for the saved game put back: `resumed game; position 445`.
pub const RESUMED_GAME: &str = "resumed game; position";

/// The saved game was put back on the table (Continue, or `--resume`).
pub fn resumed_game(position: &str) {
    log::info!("{RESUMED_GAME} {position}");
}

/// Two computers paused by an undo play on.
pub fn resumed(position: &str) {
    log::info!("resumed; position {position}");
}

/// The start of the line for a refused input (at debug level): `refused: Column 4 is full`.
pub const REFUSED: &str = "refused:";

/// An input was refused, with the words on screen (at debug level).
pub fn refused(text: &str) {
    log::debug!("{REFUSED} {text}");
}

/// The start of the line for a text drawn for the first time, when the run logs what it draws
/// (`PLOT4_LOG_TEXT` set): `drawn text: Rückgängig`.
pub const DRAWN_TEXT: &str = "drawn text:";

/// `text` was drawn for the first time this run.
pub fn drawn_text(text: &str) {
    log::info!("{DRAWN_TEXT} {text}");
}

/// The start of the line for the first frame drawn on a screen, when the run logs what it
/// draws: `drawn screen: settings`. Every text of that frame was logged before it.
pub const DRAWN_SCREEN: &str = "drawn screen:";

/// A frame of `screen` was drawn, the first since another screen's.
pub fn drawn_screen(screen: ScreenName) {
    log::info!("{DRAWN_SCREEN} {screen}");
}

/// The first frame is on screen, at this size.
pub fn window_shown(width: f32, height: f32) {
    log::info!("{SHOWN}: first frame drawn at {width}x{height}");
}

/// The window closed.
pub fn window_closed() {
    log::info!("{CLOSED}");
}

/// The start of the line naming the language the window speaks: `language: de`.
pub const LANGUAGE: &str = "language:";

/// The language in force, at start and whenever it changes: the one `asked` for, and the one
/// `spoken` (English when the asked one's file could not be read).
pub fn language(asked: crate::store::Language, spoken: crate::store::Language) {
    if asked == spoken {
        log::info!("{LANGUAGE} {}", asked.name());
    } else {
        log::info!(
            "{LANGUAGE} {} (asked for {}, whose translation could not be used)",
            spoken.name(),
            asked.name()
        );
    }
}

/// The start of the line for a picture or game file saved from the window:
/// `saved picture: /home/ann/Pictures/plot4-….png`.
pub const SAVED: &str = "saved";

/// What follows the kind of file in the line for a save that failed: `game not saved: …`.
pub const NOT_SAVED: &str = "not saved:";

/// What kind of file a save the player asked for writes, as the log names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ShareKind {
    /// A picture of the position: `saved picture: …`.
    Picture,
    /// A game file: `saved game: …`.
    Game,
}

/// A save the player asked for: where the file of `kind` went, or why not.
pub fn shared(result: &Result<std::path::PathBuf, String>, kind: ShareKind) {
    let what = match kind {
        ShareKind::Picture => "picture",
        ShareKind::Game => "game",
    };
    match result {
        Ok(path) => log::info!("{SAVED} {what}: {}", path.display()),
        Err(why) => log::warn!("{what} {NOT_SAVED} {why}"),
    }
}

/// The start of the line for a position put on the clipboard: `copied position 4453`.
pub const COPIED: &str = "copied position";

/// The position's `digits` were put on the clipboard (Ctrl+C).
pub fn copied(digits: &str) {
    log::info!("{COPIED} {digits}");
}

/// The start of the line for a folder opened for the player: `opened folder: PATH`.
pub const OPENED_FOLDER: &str = "opened folder:";

/// A folder of a saved file was opened in the file manager, or why not.
pub fn folder_opened(result: &Result<std::path::PathBuf, String>) {
    match result {
        Ok(folder) => log::info!("{OPENED_FOLDER} {}", folder.display()),
        Err(why) => log::warn!("cannot open the folder: {why}"),
    }
}

/// The start of the line for the settings at start: `settings: theme dark, sound on, …`.
pub const SETTINGS: &str = "settings:";

/// The settings found at start, with this run's overrides.
pub fn settings(settings: &crate::store::Settings) {
    log::info!("{SETTINGS} {settings}");
}

/// The start of the line for settings written to their file: `settings saved: theme dark, …`.
pub const SETTINGS_SAVED: &str = "settings saved:";

/// The settings were written to their file.
pub fn settings_saved(settings: &crate::store::Settings) {
    log::info!("{SETTINGS_SAVED} {settings}");
}

/// The start of the line for the game in progress saved (at debug level):
/// `saved game; position 44`.
pub const SAVED_GAME: &str = "saved game; position";

/// The game in progress was written over the saved one (at debug level).
pub fn saved_game(position: &str) {
    log::debug!("{SAVED_GAME} {position}");
}

/// The start of the line for a finished game recorded (at debug level):
/// `recorded game; position 1212121`.
pub const RECORDED_GAME: &str = "recorded game; position";

/// A finished game was added to the history (at debug level).
pub fn recorded_game(position: &str) {
    log::debug!("{RECORDED_GAME} {position}");
}

/// The start of the line naming the theme: `theme: dark`.
pub const THEME: &str = "theme:";

/// The theme in force, at start and whenever it changes.
pub fn theme(theme: crate::store::Theme) {
    log::info!("{THEME} {theme}");
}

/// The start of the line for a hint asked for: `hint asked; position 4453`.
pub const HINT_ASKED: &str = "hint asked; position";

/// The player asked for the hint on `position`.
pub fn hint_asked(position: &str) {
    log::info!("{HINT_ASKED} {position}");
}

/// The player asked for the hint on the computer's turn: it waits for the person's turn.
pub fn hint_waits(position: &str) {
    log::info!("hint asked on the computer's turn; it shows on the person's; position {position}");
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
            log::info!("{HINT} {position} not solved within {seconds} s; scores {scores}")
        }
        None => log::info!("{HINT} {position} scores {scores}"),
    }
}

/// The start of the line for a complete hint: `hint: position 44 scores - - 1 …`.
pub const HINT: &str = "hint: position";

/// The start of the line for analysis mode going on or off: `analysis mode on`.
pub const ANALYSIS_MODE: &str = "analysis mode";

/// Analysis mode went on or off (`state`).
pub fn analysis_mode(state: &str) {
    log::info!("{ANALYSIS_MODE} {state}");
}

/// The background analysis of a game's positions (the evaluation graph) is over: every
/// position proved, or it stopped at one too deep to prove in time.
pub fn graph_analysed(position: &str, proved: usize, total: usize, not_solved: usize) {
    log::info!("{GRAPH} {position}: {proved} of {total} positions proved, {not_solved} not solved");
}

/// The start of the line for a game's positions analysed:
/// `graph: position 1212121: 7 of 7 positions proved, 0 not solved`.
pub const GRAPH: &str = "graph: position";

/// The start of the review's line (at debug level): `review; position 121`.
pub const REVIEW: &str = "review; position";

/// The review shows `position` (at debug level).
pub fn review(position: &str) {
    log::debug!("{REVIEW} {position}");
}

/// The start of the line for a review opened: `review opened at move 7 of 7; position 1212121`.
pub const REVIEW_OPENED: &str = "review opened at move";

/// The review of the game `position` opened, at the position after `ply` of its `moves`.
pub fn review_opened(ply: usize, moves: usize, position: &str) {
    log::info!("{REVIEW_OPENED} {ply} of {moves}; position {position}");
}

/// The start of the mode screen's board line (at debug level):
/// `board chosen: 8 × 7, 4 in a row`.
pub const BOARD_CHOSEN: &str = "board chosen:";

/// The mode screen's board choice is now `words` (at debug level).
pub fn board_chosen(words: &str) {
    log::debug!("{BOARD_CHOSEN} {words}");
}

/// The start of the line when the keys move the outline of a mode screen (↑/↓):
/// `menu row: random`, `menu row: board`, `menu row: first mover`.
pub const MENU_ROW: &str = "menu row:";

/// The keys moved a mode screen's outline to the row `words` names.
pub fn menu_row(words: &str) {
    log::info!("{MENU_ROW} {words}");
}

/// The start of the line when the mode screen turns to a side (Yellow once Red is chosen, Red
/// again on Back): `mode screen asks: who plays Yellow`.
pub const MODES_ASKED: &str = "mode screen asks:";

/// The mode screen now asks who plays `side`.
pub fn modes_asked(side: Player) {
    log::info!("{MODES_ASKED} who plays {side}");
}

/// The line once the statistics screen asks whether to reset.
pub const RESET_ASKED: &str = "statistics: reset asked; waiting for yes or no";

/// The statistics screen asks whether to reset.
pub fn reset_asked() {
    log::info!("{RESET_ASKED}");
}

/// The line once the player said no to the reset.
pub const RESET_NOT_CONFIRMED: &str = "statistics: reset not confirmed; nothing changed";

/// The player said no to the reset.
pub fn reset_not_confirmed() {
    log::info!("{RESET_NOT_CONFIRMED}");
}

/// The start of the line for the statistics reset:
/// `statistics reset; the old history is kept as …`.
pub const STATISTICS_RESET: &str = "statistics reset;";

/// The statistics were reset; the old history file was kept as `kept`, if there was one.
pub fn statistics_reset(kept: Option<&std::path::Path>) {
    match kept {
        Some(path) => log::info!(
            "{STATISTICS_RESET} the old history is kept as {}",
            path.display()
        ),
        None => log::info!("{STATISTICS_RESET} there was no history"),
    }
}

/// The start of tic-tac-toe's line for a square taken:
/// `tictactoe: played square 5 by X; game 15`.
pub const TICTACTOE_PLAYED: &str = "tictactoe: played square";

/// Tic-tac-toe: `mark` took square `square`; `game` is the squares played so far.
pub fn tictactoe_played(square: impl std::fmt::Display, mark: impl std::fmt::Display, game: &str) {
    log::info!("{TICTACTOE_PLAYED} {square} by {mark}; game {game}");
}

/// The start of tic-tac-toe's line for a game decided: `tictactoe over: X wins; game 14253`.
pub const TICTACTOE_OVER: &str = "tictactoe over:";

/// Tic-tac-toe: the game ended.
pub fn tictactoe_over(outcome: impl std::fmt::Display, game: &str) {
    log::info!("{TICTACTOE_OVER} {outcome}; game {game}");
}

/// The start of tic-tac-toe's line for a new game: `tictactoe new game: X human, O high`.
pub const TICTACTOE_NEW_GAME: &str = "tictactoe new game:";

/// Tic-tac-toe: a new game with `modes` (`X human, O high`).
pub fn tictactoe_new_game(modes: &str) {
    log::info!("{TICTACTOE_NEW_GAME} {modes}");
}

/// The start of tic-tac-toe's line for an undo: `tictactoe undo; game 1`.
pub const TICTACTOE_UNDO: &str = "tictactoe undo; game";

/// The start of tic-tac-toe's line for a redo: `tictactoe redo; game 15`.
pub const TICTACTOE_REDO: &str = "tictactoe redo; game";

/// Tic-tac-toe: an undo left `game`.
pub fn tictactoe_undone(game: &str) {
    log::info!("{TICTACTOE_UNDO} {game}");
}

/// Tic-tac-toe: a redo left `game`.
pub fn tictactoe_redone(game: &str) {
    log::info!("{TICTACTOE_REDO} {game}");
}

/// The start of the "why" overlay's line: `why: position 4453; threats Red 3:2 odd; line 2231`.
pub const WHY: &str = "why: position";

/// The start of the line for the "why" overlay shown or hidden: `why overlay on`.
pub const WHY_SHOWN: &str = "why overlay";

/// The start of the line for the animation speed in force at start: `animation: off, the
/// system's (reduced motion)` or `animation: fast, picked`.
pub const ANIMATION: &str = "animation:";

/// The animation speed in force at start, and whether it is the system's or the player's.
pub fn animation(speed: crate::store::AnimationSpeed, from_system: bool) {
    let whose = match (from_system, speed) {
        (true, crate::store::AnimationSpeed::Off) => "the system's (reduced motion)",
        (true, _) => "the system's",
        (false, _) => "picked",
    };
    log::info!("{ANIMATION} {speed}, {whose}");
}

/// The start of the line for a sentence the page's screen-reader mirror said: `said: Yellow:
/// column 4, row 2. Red to move.`
pub const SAID: &str = "said:";

/// The page's live region said `text` (a screen reader reads it when it is idle).
pub fn said(text: &str) {
    log::info!("{SAID} {text}");
}

/// The "why" overlay was shown (`on`) or hidden.
pub fn why_shown(on: bool) {
    log::info!("{WHY_SHOWN} {}", if on { "on" } else { "off" });
}

/// The "why" overlay on `position` is complete: its threats (`Red 3:2 odd`, column:row from 1)
/// and the best line, as `plot4 analyze --line` prints it.
pub fn why(position: &str, threats: &[String], line: &[Column], given_up: bool) {
    let threats = if threats.is_empty() {
        "none".to_string()
    } else {
        threats.join(", ")
    };
    let line = crate::notation::digits(line);
    let end = if given_up {
        " (not solved within the hint's budget)"
    } else {
        ""
    };
    log::info!("{WHY} {position}; threats {threats}; line {line}{end}");
}

/// The start of the line for a position the coach asks about: `coach: mistake 1 of 2; ...`.
pub const COACH_MISTAKE: &str = "coach: mistake";

/// Learn from your mistakes: the mistake `number` of `count` is on show, the position before it
/// as `position` digits, where `column` was played and `lapse` words what it lost.
pub fn coach_mistake(number: usize, count: usize, position: &str, column: Column, lapse: &str) {
    log::info!(
        "{COACH_MISTAKE} {number} of {count}; position {position}; played {}, {lapse}",
        column.number()
    );
}

/// The start of the line for the list of games to learn from: `coach: choose a game; 3 games`.
pub const COACH_GAMES: &str = "coach: choose a game;";

/// The list of `count` games to learn from is on show.
pub fn coach_games(count: usize) {
    log::info!("{COACH_GAMES} {count} games");
}

/// The start of the line for a game opened to learn from: `coach: game 2 of 3; moves 4141414`.
pub const COACH_GAME: &str = "coach: game";

/// Game `number` of `count` (from 1, newest first) is opened; its `moves` as digits.
pub fn coach_game(number: usize, count: usize, moves: &str) {
    log::info!("{COACH_GAME} {number} of {count}; moves {moves}");
}

/// The start of the line for a game of the list judged: `coach: judged game 2: 1 mistake(s),
/// 0 moves not solved in time`.
pub const COACH_JUDGED: &str = "coach: judged game";

/// Game `number` of the list (from 1) was judged: its mistakes and the moves not solved in
/// time.
pub fn coach_game_judged(number: usize, mistakes: usize, unjudged: usize) {
    log::info!(
        "{COACH_JUDGED} {number}: {mistakes} mistake(s), {unjudged} moves not solved in time"
    );
}

/// The start of the line answering a try: `coach: try 4 wrong: loses in 12`.
pub const COACH_TRY: &str = "coach: try";

/// A try at the mistake on show: `right` or not, and what it leads to.
pub fn coach_try(column: Column, right: bool, leads_to: &str) {
    let verdict = if right { "right" } else { "wrong" };
    log::info!("{COACH_TRY} {} {verdict}: {leads_to}", column.number());
}

/// Learn from your mistakes has nothing to ask (`why`), or ended with `summary`.
pub fn coach_done(words: &str) {
    log::info!("coach: {words}");
}

/// The start of the puzzle screen's line for a puzzle on show.
pub const PUZZLE: &str = "puzzle: position";

/// A puzzle is on show: `position` digits, its kind, its rating and the task.
pub fn puzzle(position: &str, kind: &str, rating: u32, task: &str) {
    log::info!("{PUZZLE} {position}; kind {kind}; rating {rating}; {task}");
}

/// The start of the line for the puzzle rating: `puzzle rating 1500 ± 350; streak 0; tries 0`.
pub const PUZZLE_RATING: &str = "puzzle rating";

/// The player's puzzle rating and streak, when the puzzle screen opens.
pub fn puzzle_rating(record: &crate::store::PuzzleRecord) {
    let r = record.rating();
    log::info!(
        "{PUZZLE_RATING} {:.0} ± {:.0}; streak {}; tries {}",
        r.rating,
        r.deviation,
        record.streak(),
        record.tries().len()
    );
}

/// The start of the line for a move in a puzzle: `puzzle: played 4`.
pub const PUZZLE_PLAYED: &str = "puzzle: played";

/// The player played `column` in a puzzle (judged next).
pub fn puzzle_played(column: Column) {
    log::info!("{PUZZLE_PLAYED} {}", column.number());
}

/// The start of the line for the computer's answer in a puzzle:
/// `puzzle: the computer answers 3`.
pub const PUZZLE_ANSWER: &str = "puzzle: the computer answers";

/// The computer answered the player's right move in a puzzle.
pub fn puzzle_answer(column: Column) {
    log::info!("{PUZZLE_ANSWER} {}", column.number());
}

/// The start of the line naming the moves that were right where a puzzle went wrong (or was
/// given up): `puzzle: the answer at 6214411636446221 was 3 5`.
pub const PUZZLE_ANSWER_WAS: &str = "puzzle: the answer at";

/// A puzzle was failed or given up at `position` (digits): the moves right there.
pub fn puzzle_answer_was(position: &str, answer: &[Column]) {
    let columns: Vec<String> = answer.iter().map(|c| c.number().to_string()).collect();
    log::info!("{PUZZLE_ANSWER_WAS} {position} was {}", columns.join(" "));
}

/// The start of the line for a puzzle solved: `puzzle solved; rating 1500 -> 1530`.
pub const PUZZLE_SOLVED: &str = "puzzle solved; rating";

/// The start of the line for a puzzle failed: `puzzle failed; rating 1530 -> 1490`.
pub const PUZZLE_FAILED: &str = "puzzle failed; rating";

/// A puzzle ended: `solved` or failed, the rating before and after.
pub fn puzzle_over(solved: bool, before: f64, after: f64) {
    let start = if solved { PUZZLE_SOLVED } else { PUZZLE_FAILED };
    log::info!("{start} {before:.0} -> {after:.0}");
}

/// The start of the line for the puzzle record written (at debug level):
/// `puzzle record saved; rating 1530`.
pub const PUZZLE_RECORDED: &str = "puzzle record saved;";

/// The puzzle record was written to its file (at debug level).
pub fn puzzle_recorded(record: &crate::store::PuzzleRecord) {
    log::debug!("{PUZZLE_RECORDED} rating {:.0}", record.rating().rating);
}

/// The start of the line saying the run has no sound: `sound is off: no audio device (…)`.
pub const SOUND_OFF: &str = "sound is off:";

/// This run has no sound, muted with `--mute`.
pub fn muted() {
    log::info!("{SOUND_OFF} muted for this run (--mute)");
}

/// This run has no sound: no audio device could be opened, for `why`.
pub fn no_audio_device(why: &str) {
    log::warn!("{SOUND_OFF} no audio device ({why})");
}

/// The line once the audio device is open (at debug level).
pub const DEVICE_OPEN: &str = "sound: audio device open";

/// The audio device is open (at debug level).
pub fn device_open() {
    log::debug!("{DEVICE_OPEN}");
}

/// The start of the explorer's line: `explorer: position 44; scores - - 1 ...`.
pub const EXPLORER: &str = "explorer: position";

/// The explorer shows `position` (digits; `-` for the empty board), every column's score as
/// `plot4 analyze` prints them.
pub fn explorer(position: &str, scores: &crate::analysis::ColumnScores) {
    let position = if position.is_empty() { "-" } else { position };
    log::info!("{EXPLORER} {position}; scores {scores}");
}
/// The player's rating as the history gives it at start (`line` from
/// [`crate::store::rating_line`]).
pub fn rating_now(line: &str) {
    log::info!("{line}");
}

/// A finished game against a computer level moved the player's rating.
pub fn rating_moved(rated: &crate::store::RatedGame) {
    log::info!(
        "{RATING} {:.0} -> {:.0} ± {:.0} after a game against {} ({})",
        rated.before.rating,
        rated.after.rating,
        rated.after.deviation,
        rated.level.label(),
        rated.level_rating
    );
}

/// The start of the line for a finished game that did not count for the rating:
/// `casual game: hint, take-back; rating stays 1000; position 4453…`.
pub const CASUAL_GAME: &str = "casual game:";

/// A finished game was casual for `reasons` ([`crate::game::CasualReasons`]'s names); the
/// player's rating stays `rating`.
pub fn casual_game(reasons: crate::game::CasualReasons, rating: f64, position: &str) {
    log::info!("{CASUAL_GAME} {reasons}; rating stays {rating:.0}; position {position}");
}

//! What every screen works on: the [`Table`], the [`ComputerSeat`], the keeper, the settings,
//! the notice line and the outbox of effects due. It has few doors: the screens ask for the
//! game's actions in the window (a person's drop, the computer's turn, a new game, new modes)
//! as an [`Action`] through [`Session::act`]; the shell reports the world's [`News`] (the
//! worker's replies, the clipboard, the store's problems) through [`Session::hear`]; time moves
//! on through [`Session::advance`]; the rest only reads. The frame's time is set once a frame
//! ([`Session::set_time`]) and read from here, by the screens too. Every change to the game on the table
//! goes through one private method, [`Session::change`], which then lets the computer's seat,
//! the keeper and the sound react once (a coin landing changes no game: only its sound goes
//! out); the seat and the keeper return what they want done, and it goes into the one outbox
//! (a list of [`Effect`]s) the frame loop empties.

use super::advice::{Advice, Analyses, HintToggle};
use super::animation::Pace;
use super::computer::{ComputerSeat, MoveDue};
use super::effect::{Effect, Keep, OnlineCall, Share};
use super::events::{self, ShareKind};
use super::keeping::Keeping;
use super::online_seat::{OnlineSeat, Said, TableNews};
use super::preferences::Preferences;
use super::refusal::Refusal;
use super::sound::Cue;
use super::table::Table;
use super::why::Why;
use crate::ai::worker::Reply;
use crate::board::{Board, Column, Size};
use crate::game::{CasualReason, GameState, Mode, Modes, Outcome, PlayError, UndoError};
use crate::online::client::Command;
use crate::store::{History, Problem, SavedGame, Settings};

/// How long a refusal or a word about what just happened stays on screen, in seconds.
const NOTICE_TIME: f64 = 2.0;
/// How long the news of a saved file stays, in seconds: long enough to read its path and reach
/// for its folder.
const SAVED_TIME: f64 = 12.0;
/// How long a failed save stays, in seconds: long enough to read why.
const FAILED_TIME: f64 = 6.0;

/// A short message under the board: about an input that changed nothing, or what just happened.
#[derive(Debug, Clone, PartialEq)]
pub struct Notice {
    /// What to show.
    pub text: String,
    /// When it was given.
    pub since: f64,
    /// What it is about, which decides how it looks and how long it stays.
    pub kind: NoticeKind,
}

/// What a notice is about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NoticeKind {
    /// An input that changed nothing: a warning, for a moment.
    Refusal,
    /// What just happened ("Copied position 4453", "Saving…"): for a moment.
    Info,
    /// A file saved at this path: a success that stays long enough to read, and offers to
    /// open the folder it is in.
    Saved(std::path::PathBuf),
    /// A save, or opening a folder, that failed: a warning that stays long enough to read why.
    Failed,
}

impl NoticeKind {
    /// How long a notice of this kind stays, in seconds.
    fn stays(&self) -> f64 {
        match self {
            NoticeKind::Refusal | NoticeKind::Info => NOTICE_TIME,
            NoticeKind::Saved(_) => SAVED_TIME,
            NoticeKind::Failed => FAILED_TIME,
        }
    }
}

/// One sitting at the window, below the screens.
#[derive(Debug, Clone)]
pub struct Session {
    table: Table,
    computer: ComputerSeat,
    keeping: Keeping,
    prefs: Preferences,
    advice: Advice,
    notice: Option<Notice>,
    /// The "why" overlay: threats and the best line.
    why: Why,
    /// What the frame loop is to do, oldest first: worker calls, saves, sounds, the clipboard.
    outbox: Vec<Effect>,
    /// The frame's time, in seconds on the frame clock ([`Session::set_time`]): whatever
    /// starts in this frame (a falling coin, a notice, the computer's pause) starts then.
    now: f64,
    /// A game file was asked for: it is written once every position of the game is analysed
    /// (or given up on), so its annotations are complete.
    saving_game: bool,
    /// The remote seat: a friend playing through a server.
    online: OnlineSeat,
    /// The clipboard's text asked for as a room code, until the online screen takes it.
    pasted_code: Option<String>,
}

/// A change to the game on the table: every one goes through [`Session::change`].
enum Change {
    /// A move is played: the coin falls from the coin in hand.
    Play {
        next: GameState,
        column: Column,
        by_computer: bool,
    },
    /// Moves taken back: their coins lift out.
    TakeBack(GameState),
    /// Moves taken back played again: the last coin falls.
    Replay(GameState),
    /// The same game with other modes (or resumed): no coin moves.
    Replace(GameState),
    /// Another game: the board clears.
    Restart(GameState),
}

/// What the screen on top has in view, which the session keeps up with as time moves on
/// ([`Session::advance`]): whether the computer may play, and which position the "why"
/// overlay explains. Screens say it as a read ([`crate::ui::screens::Screen::focus`]), so
/// the session moves on with time in one call, and the screen's own turn after it only reads.
#[derive(Debug, Clone)]
pub enum Focus<'a> {
    /// The play screen: the game on the table, with the computer playing its turns.
    Play,
    /// The game-over screen: the finished game on the table.
    Table,
    /// A position of a game under review: the scores of the move that led to it are wanted,
    /// and the overlay explains it.
    Position {
        /// The position on show.
        board: Board,
        /// The position the move on show was played from: its columns' scores are wanted.
        played_from: Board,
        /// The position's digits, for the log.
        position: &'a str,
        /// The game under review, whose colours the overlay names.
        colours: &'a GameState,
    },
    /// Positions a coach screen studies: the worker is asked for the scores of the first one
    /// whose scores are not yet settled.
    Study(Vec<Board>),
    /// A screen with no game of the table in view (help, settings, the title, a mode change
    /// over the table): the computer waits, and the overlay follows nothing.
    Elsewhere,
}

/// What a screen (or the app, for the player) asks of the session; [`Session::act`] does it.
#[derive(Debug, Clone)]
pub enum Action {
    /// A person drops a coin in this column. While a coin falls, one early drop is kept for
    /// when it lands, if a person moves next.
    Drop(Column),
    /// A person drops a coin where the coin in hand is.
    DropAtHover,
    /// Put the coin in hand above this column.
    HoverTo(Column),
    /// Move the coin in hand this many columns.
    HoverBy(i32),
    /// Take back the last move (against the computer, back to the person's turn).
    Undo,
    /// Replay what the last undo took back.
    Redo,
    /// Let two computers paused by an undo play on.
    Resume,
    /// Start again on the empty board with the same modes; the settings say who starts.
    NewGame,
    /// Put these modes in force: for the first game, or mid-game (a finished game starts
    /// again). The same modes again change nothing, so a search in progress carries on.
    SetModes {
        /// Who plays each side.
        modes: Modes,
        /// Before the first game (logged as a new game) rather than mid-game.
        first_game: bool,
    },
    /// An empty board of this size, if the game is on another (the mode screen's board
    /// choice); mid-game that is a new game, and logged as one.
    SetBoard {
        /// The board.
        size: Size,
        /// Before the first game rather than mid-game.
        first_game: bool,
    },
    /// A new game from the position after the first `ply` moves of `game` (the game under
    /// review), with its colours and the modes of the game on the table.
    PlayFrom {
        /// The game under review.
        game: GameState,
        /// How many of its moves.
        ply: usize,
    },
    /// Put this saved game back on the table to play on, and save from now on.
    ContinueSaved(SavedGame),
    /// Save the game in progress from now on (the player answered Continue or New game).
    StartSaving,
    /// Show or hide the hint for the position on the table (it goes with the next move).
    ToggleHint,
    /// Analysis mode (the hint on every turn, the evaluation graph) on or off.
    ToggleAnalysis,
    /// Put the position's digits on the clipboard.
    CopyPosition,
    /// Save a picture of the position on the table, in the theme on show.
    SavePicture,
    /// Save the game as a game file, once every position of it is analysed.
    SaveGame,
    /// Ask for the clipboard's text, to start a game from it.
    PastePosition,
    /// Put these settings in force at once, and keep them if anything changed.
    ChangeSettings(Settings),
    /// Forget every recorded game (the statistics screen's reset, confirmed).
    ResetStatistics,
    /// Say no to an input: the coin in hand shakes and the words show for a while.
    Refuse(String),
    /// Say no to an input that names nothing, in words that fit this board.
    RefuseInput(Refusal),
    /// Show these words for a while, without the shake of a refusal.
    Tell(String),
    /// Forget the notice: it was about a screen that is gone.
    ClearNotice,
    /// Show or hide the "why" overlay: threats and the best line.
    ToggleWhy,
    /// Step on to the next moves of the "why" overlay's line.
    WhyFurther,
    /// Record a puzzle try: the rating and streak move, and the record is kept.
    RecordPuzzle(crate::store::PuzzleTry),
    /// Open the folder of the file the notice says was saved.
    OpenFolder,
    /// The player used this help on the game on the table (the opening explorer on its
    /// position): a live game is casual from now on.
    NoteHelp(CasualReason),
    /// Something for the online game.
    Online(OnlineAction),
}

/// What a screen asks of the online game.
#[derive(Debug, Clone)]
pub enum OnlineAction {
    /// Start a session with `server`, for `intent` (leaving any running one).
    Start {
        /// The server.
        server: crate::online::client::ServerAddress,
        /// Create, join or watch.
        intent: crate::online::client::Intent,
    },
    /// Hand the session a command (resign, offer or accept a draw, rematch).
    Send(Command),
    /// Leave the room.
    Leave,
    /// Ask for the clipboard's text, as a room's code or link.
    PasteCode,
    /// Put the room's link on the clipboard.
    Copy(String),
}

/// Whether `action` may be taken during an online game: moves, words, the records and the
/// online game's own.
fn allowed_online(action: &Action) -> bool {
    matches!(
        action,
        Action::Drop(_)
            | Action::DropAtHover
            | Action::HoverTo(_)
            | Action::HoverBy(_)
            | Action::CopyPosition
            | Action::SavePicture
            | Action::ChangeSettings(_)
            | Action::Refuse(_)
            | Action::RefuseInput(_)
            | Action::Tell(_)
            | Action::ClearNotice
            | Action::RecordPuzzle(_)
            | Action::OpenFolder
            | Action::Online(_)
    )
}

/// What the world reports to the session, through the shell; [`Session::hear`] takes it in.
#[derive(Debug)]
pub enum News {
    /// The replies from the worker since the last frame, in order.
    Replies(Vec<Reply>),
    /// A save the player asked for is done: where the file went, or why it could not be
    /// written.
    Shared {
        /// The file's path, or why not.
        saved: Result<std::path::PathBuf, String>,
        /// A picture or a game file.
        kind: ShareKind,
    },
    /// The clipboard's text (`None`: empty or not available), after a paste was asked for.
    Pasted(Option<String>),
    /// What the store said went wrong (shown until something else goes wrong).
    Problem(Problem),
    /// This run found no audio device (the settings screen says so beside Sound).
    NoAudioDevice,
    /// The settings found at start, with this run's overrides.
    Preferences(Preferences),
    /// The finished games the history file held at start.
    History(History),
    /// The puzzle rating, streak and tries the puzzle file held at start.
    Puzzles(crate::store::PuzzleRecord),
    /// A folder the player asked to see was opened (its path), or why it could not be.
    FolderOpened(Result<std::path::PathBuf, String>),
    /// What the online session said since the last frame, in order.
    Online(Vec<crate::online::client::Event>),
}

impl Session {
    /// A sitting with `game` on the table, kept as `keeping` says: the keeper looks at the game
    /// at once (a run that saves starts by saving it, or forgetting an empty one).
    pub fn with_keeping(game: GameState, keeping: Keeping) -> Session {
        let mut session = Session {
            table: Table::new(game),
            computer: ComputerSeat::default(),
            keeping,
            prefs: Preferences::default(),
            advice: Advice::default(),
            notice: None,
            why: Why::default(),
            outbox: Vec::new(),
            saving_game: false,
            now: 0.0,
            online: OnlineSeat::default(),
            pasted_code: None,
        };
        let asked = session.keeping.watch(session.table.game());
        session.outbox.extend(asked.into_iter().map(Effect::Keep));
        session
    }

    /// A sitting with `game` on the table and nothing kept.
    #[cfg(test)]
    pub fn new(game: GameState) -> Session {
        Session::with_keeping(game, Keeping::off())
    }

    /// The one way the game on the table changes: `change` is made, then the computer's seat
    /// (which cancels what no longer fits), the keeper (which saves or records what is new)
    /// and the sound each react once.
    fn change(&mut self, change: Change) {
        let cue = match change {
            Change::Play {
                next,
                column,
                by_computer,
            } => {
                self.table.play(next, column, self.now);
                by_computer.then_some(Cue::ComputerMove)
            }
            Change::TakeBack(game) => {
                self.table.take_back(game, self.now);
                None
            }
            Change::Replay(game) => {
                self.table.replay(game, self.now);
                None
            }
            Change::Replace(game) => {
                self.table.replace(game);
                None
            }
            Change::Restart(game) => {
                self.table.restart(game);
                None
            }
        };
        // Help on show goes with the game as it now stands (analysis on in a new game).
        if let Some(noted) = self.helped(self.table.game()) {
            self.table.replace(noted);
        }
        let game = self.table.game();
        let calls = self.computer.follow(game);
        let keeps = self.keeping.watch(game);
        let effects = cue
            .into_iter()
            .map(Effect::Sound)
            .chain(calls.into_iter().map(Effect::Computer))
            .chain(keeps.into_iter().map(Effect::Keep));
        self.outbox.extend(effects);
    }

    /// Time passes for the coins in motion: the falling coin lands once its time is up, with
    /// its sound. A landing changes no game (the seat and the keeper followed the move when it
    /// was played), so it is not a [`Change`]. Returns the drop that waited for the coin.
    fn land(&mut self) -> Option<Column> {
        let falling = self.table.falling().is_some();
        let waiting = self.table.land(self.now);
        let landed = falling && self.table.falling().is_none();
        let cue = landed.then(|| match self.game().outcome() {
            None => Cue::Land,
            Some(Outcome::Draw) => Cue::Draw,
            Some(Outcome::Win(_)) => Cue::Win,
        });
        self.outbox.extend(cue.map(Effect::Sound));
        waiting
    }

    /// Sets the frame's time, once a frame before anything else: seconds on the frame clock.
    pub fn set_time(&mut self, now: f64) {
        self.now = now;
    }

    /// The frame's time, in seconds on the frame clock.
    pub fn now(&self) -> f64 {
        self.now
    }

    /// Does what a screen asks: every change to the table goes on through
    /// [`Session::change`]; the rest changes the words on show, the settings or the records.
    pub fn act(&mut self, action: Action) {
        // During an online game the table is the server's: no take-backs, no help, no other
        // game; they come back once it ends.
        if self.online.is_live() && !allowed_online(&action) {
            // Giving up the game for a new one is resigning it.
            if matches!(action, Action::NewGame) {
                return self.act_online(OnlineAction::Send(Command::Resign));
            }
            self.refuse(tr!("online-not-now").to_string());
            return;
        }
        if self.online.is_on() {
            match action {
                // Play again, against the same friend.
                Action::NewGame => {
                    self.tell(tr!("online-rematch-sent").to_string());
                    return self.act_online(OnlineAction::Send(Command::Rematch));
                }
                // Another game here ends the online one.
                Action::SetModes { .. }
                | Action::SetBoard { .. }
                | Action::PlayFrom { .. }
                | Action::ContinueSaved(_)
                | Action::PastePosition => self.act_online(OnlineAction::Leave),
                _ => {}
            }
        }
        match action {
            Action::Drop(column) => self.play_human(column),
            Action::DropAtHover => self.play_human(self.table.hover()),
            Action::HoverTo(column) => self.table.hover_to(column),
            Action::HoverBy(step) => self.table.hover_by(step),
            Action::Undo => self.undo(),
            Action::Redo => self.redo(),
            Action::Resume => self.resume(),
            Action::NewGame => self.new_game(),
            Action::SetModes { modes, first_game } => self.set_modes(modes, first_game),
            Action::SetBoard { size, first_game } => self.set_board(size, first_game),
            Action::PlayFrom { game, ply } => self.play_from(&game, ply),
            Action::ContinueSaved(saved) => self.continue_saved(&saved),
            Action::StartSaving => self.start_saving(),
            Action::ToggleHint => self.toggle_hint(),
            Action::ToggleAnalysis => self.toggle_analysis(),
            Action::CopyPosition => self.copy_position(),
            Action::SavePicture => self.save_picture(),
            Action::SaveGame => self.save_game(),
            Action::PastePosition => self.outbox.push(Effect::ReadClipboard),
            Action::ChangeSettings(settings) => self.change_settings(settings),
            Action::ResetStatistics => {
                let asked = self.keeping.reset_history();
                self.outbox.extend(asked.map(Effect::Keep));
            }
            Action::Refuse(text) => self.refuse(text),
            Action::RefuseInput(refusal) => {
                let columns = self.game().board().size().width();
                self.refuse(refusal.text(columns));
            }
            Action::Tell(text) => self.tell(text),
            Action::ClearNotice => self.notice = None,
            Action::ToggleWhy => {
                let on = self.why.toggle();
                events::why_shown(on);
                self.note_help();
            }
            Action::WhyFurther if self.why.is_on() => {
                self.why.further();
            }
            Action::WhyFurther => {}
            Action::RecordPuzzle(attempt) => {
                let keep = self.keeping.record_puzzle(attempt);
                self.outbox.extend(keep.map(Effect::Keep));
            }
            Action::OpenFolder => {
                if let Some(NoticeKind::Saved(path)) = self.notice().map(|n| n.kind.clone()) {
                    self.outbox.push(Effect::OpenFolder(path));
                }
            }
            Action::NoteHelp(reason) => {
                if self.game().outcome().is_none() {
                    let game = self.game().noting(reason);
                    self.change(Change::Replace(game));
                }
            }
            Action::Online(action) => self.act_online(action),
        }
    }

    /// Carries out what a screen asks of the online game.
    fn act_online(&mut self, action: OnlineAction) {
        match action {
            OnlineAction::Start { server, intent } => {
                let watch = matches!(intent, crate::online::client::Intent::Watch(_));
                self.online.start(!watch);
                self.outbox
                    .push(Effect::Online(OnlineCall::Start { server, intent }));
            }
            OnlineAction::Send(command) => {
                if self.online.is_on() {
                    self.outbox.push(Effect::Online(OnlineCall::Send(command)));
                }
            }
            OnlineAction::Leave => {
                if self.online.is_on() {
                    self.online.leave();
                    self.outbox.push(Effect::Online(OnlineCall::Leave));
                }
            }
            OnlineAction::PasteCode => {
                self.online.ask_paste();
                self.outbox.push(Effect::ReadClipboard);
            }
            OnlineAction::Copy(link) => {
                self.outbox.push(Effect::CopyToClipboard(link));
                self.tell(tr!("online-copied").to_string());
            }
        }
    }

    /// Takes in what the online session said: the room's game goes on the table, the
    /// friend's moves are played, and the rest is said under the board.
    fn hear_online(&mut self, events: Vec<crate::online::client::Event>) {
        for event in events {
            match self.online.hear(event, self.table.game()) {
                TableNews::Nothing => {}
                TableNews::Game(game) => {
                    events::new_game(game.modes(), "; online");
                    self.change(Change::Restart(game));
                }
                TableNews::Move {
                    number,
                    column,
                    by_friend,
                } => {
                    if number != self.game().history().len() + 1 {
                        continue;
                    }
                    match self.table.game().play_human(column) {
                        Ok(next) => self.change(Change::Play {
                            next,
                            column,
                            by_computer: by_friend,
                        }),
                        Err(error) => log::warn!("online move {column} refused: {error}"),
                    }
                }
                TableNews::Tell(said) => self.tell_online(said),
            }
        }
    }

    /// Says what the remote seat has to say, in the player's words.
    fn tell_online(&mut self, said: Said) {
        let text = match said {
            Said::Over(result) => {
                self.record_ended_early(result);
                super::words::online_result(result, self.online.my_side())
            }
            Said::DrawOffered => tr!("online-draw-offered").to_string(),
            Said::DrawDeclined => tr!("online-draw-declined").to_string(),
            Said::RematchAsked => tr!("online-rematch-asked").to_string(),
            Said::FriendAway(true) => tr!("online-friend-away").to_string(),
            Said::FriendAway(false) => tr!("online-friend-back").to_string(),
            Said::Reconnecting(true) => tr!("online-reconnecting").to_string(),
            Said::Reconnecting(false) => tr!("online-reconnected").to_string(),
            Said::Refused(why) => {
                let why = super::online_seat::refusal_words(why);
                return self.refuse(tr!("online-refused", reason = why));
            }
            Said::Reaction(side, reaction) => {
                return self.online.show_reaction(side, reaction, self.now);
            }
            Said::Ended(ending) => {
                return self.show(super::words::online_ending(&ending), NoticeKind::Failed);
            }
        };
        self.tell(text);
    }

    /// Records the online game on the table, which the server ended with `result` before its
    /// board decided it (resigned, agreed drawn, on time, left); a game the board decided is
    /// recorded as every game is.
    fn record_ended_early(&mut self, result: crate::online::protocol::GameResult) {
        if self.table.game().outcome().is_some() {
            return;
        }
        let Some((outcome, how)) = super::online_seat::ended_early(result) else {
            return;
        };
        let asked = self.keeping.ended_early(self.table.game(), outcome, how);
        self.outbox.extend(asked.into_iter().map(Effect::Keep));
    }

    /// The remote seat.
    pub fn online(&self) -> &OnlineSeat {
        &self.online
    }

    /// The clipboard's text that came back for a room code, once (the online screen takes
    /// it).
    pub fn take_pasted_code(&mut self) -> Option<String> {
        self.pasted_code.take()
    }

    /// Notes on the game on the table the help on show, so that a game helped along is
    /// casual, and saved as such with it.
    fn note_help(&mut self) {
        if let Some(noted) = self.helped(self.table.game()) {
            self.change(Change::Replace(noted));
        }
    }

    /// `game` with the help on show noted (a hint, analysis, the "why" overlay), if it is live
    /// and any of it is not noted yet.
    fn helped(&self, game: &GameState) -> Option<GameState> {
        if game.outcome().is_some() {
            return None;
        }
        let on_show = [
            (self.advice.hint_shows(game), CasualReason::Hint),
            (self.advice.analysis_on(), CasualReason::Analysis),
            (self.why.is_on(), CasualReason::Why),
        ];
        let new: Vec<CasualReason> = on_show
            .into_iter()
            .filter(|&(shows, reason)| shows && !game.used().contains(reason))
            .map(|(_, reason)| reason)
            .collect();
        if new.is_empty() {
            return None;
        }
        Some(
            new.into_iter()
                .fold(game.clone(), |g, reason| g.noting(reason)),
        )
    }

    /// Takes in what the world reports.
    pub fn hear(&mut self, news: News) {
        match news {
            News::Replies(replies) => self.computer.receive(replies),
            News::Pasted(text) => self.pasted(text),
            News::Problem(problem) => self.keeping.tell(&problem),
            News::NoAudioDevice => self.prefs.lack_audio_device(),
            News::Preferences(prefs) => self.set_preferences(prefs),
            News::History(history) => self.set_history(history),
            News::Puzzles(puzzles) => self.keeping.set_puzzles(puzzles),
            News::Shared { saved, kind } => self.shared(saved, kind),
            News::Online(events) => self.hear_online(events),
            News::FolderOpened(opened) => {
                events::folder_opened(&opened);
                if let Err(why) = opened {
                    let text = tr!("open-folder-failed", reason = why.as_str());
                    self.show(text, NoticeKind::Failed);
                }
            }
        }
    }

    /// What the player asked to see of the computer's analyses, and what is known of them.
    pub fn analyses(&self) -> Analyses<'_> {
        Analyses {
            advice: &self.advice,
            computer: &self.computer,
            game: self.table.game(),
        }
    }

    /// The board, its coins in motion and the coin in hand.
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// The game as it stands.
    pub fn game(&self) -> &GameState {
        self.table.game()
    }

    /// The computer's seat.
    pub fn computer(&self) -> &ComputerSeat {
        &self.computer
    }

    /// The notice under the board, while it is fresh.
    pub fn notice(&self) -> Option<&Notice> {
        self.notice
            .as_ref()
            .filter(|n| self.now - n.since < n.kind.stays())
    }

    /// What Ctrl+C copies from the table: the position's digits, if a move has been played.
    pub fn position_to_copy(&self) -> Option<String> {
        Some(self.game().position()).filter(|digits| !digits.is_empty())
    }

    /// Hands over what the frame loop should do; it calls this every frame. Nothing is asked
    /// here: the outbox only fills as the state changes.
    pub fn take_effects(&mut self) -> Vec<Effect> {
        std::mem::take(&mut self.outbox)
    }

    /// What is kept between runs, and the store's latest complaint.
    pub fn kept(&self) -> &Keeping {
        &self.keeping
    }

    /// From now on the game in progress is saved (the player answered Continue or New game);
    /// the keeper looks at the game on the table at once.
    fn start_saving(&mut self) {
        self.keeping.start_saving();
        let asked = self.keeping.watch(self.table.game());
        self.outbox.extend(asked.into_iter().map(Effect::Keep));
    }

    /// Starts from the finished games the history file held at start; "Match my level" takes
    /// the level the player's rating calls for.
    fn set_history(&mut self, history: crate::store::History) {
        self.keeping.set_history(history);
        let adapted = self.adapted(self.game().clone());
        if &adapted != self.game() {
            self.change(Change::Replace(adapted));
        }
    }

    /// The player's rating now, from the finished games kept.
    fn player_rating(&self) -> crate::rating::Rating {
        crate::store::player_rating(self.keeping.history().games())
    }

    /// `game` with "Match my level" at the level nearest the player's rating now (which moves
    /// only when a game ends, so a game's level stays as it began).
    fn adapted(&self, game: GameState) -> GameState {
        let modes = game.modes().adapted(self.player_rating().rating);
        if modes == game.modes() {
            game
        } else {
            game.change_modes(modes)
        }
    }

    /// The settings in force.
    pub fn prefs(&self) -> &Preferences {
        &self.prefs
    }

    /// Puts the settings found at start (and this run's overrides) in force.
    fn set_preferences(&mut self, prefs: Preferences) {
        self.table.set_pace(Pace::new(prefs.animation()));
        self.advice.set_analysis(prefs.settings().show_analysis);
        self.prefs = prefs;
        self.note_help();
    }

    /// Puts `settings` in force at once and asks for them to be kept, if anything changed.
    fn change_settings(&mut self, settings: Settings) {
        // Turning "show analysis" on or off in the settings shows or hides it at once.
        if settings.show_analysis != self.prefs.settings().show_analysis {
            self.advice.set_analysis(settings.show_analysis);
        }
        if self.prefs.change(settings.clone()) {
            self.table.set_pace(Pace::new(self.prefs.animation()));
            self.outbox.push(Effect::Keep(Keep::Settings(settings)));
        }
        self.note_help();
    }

    /// Puts a saved game back on the table to play on, and saves from now on.
    fn continue_saved(&mut self, saved: &SavedGame) {
        events::resumed_game(&saved.position());
        let game = self.adapted(saved.game());
        self.change(Change::Restart(game));
        self.start_saving();
    }

    /// Shows `text` for a while, without the shake of a refusal.
    fn tell(&mut self, text: String) {
        self.show(text, NoticeKind::Info);
    }

    /// Shows `text` as a notice of `kind`, from now.
    fn show(&mut self, text: String, kind: NoticeKind) {
        self.notice = Some(Notice {
            text,
            since: self.now,
            kind,
        });
    }

    /// Says no to an input: the coin in hand shakes and `text` shows for a while.
    fn refuse(&mut self, text: String) {
        // Every refusal reads as a sentence, whatever wording the game's errors have.
        let text = super::words::capitalised(&text);
        events::refused(&text);
        self.outbox.push(Effect::Sound(Cue::Refused));
        self.table.shake(self.now);
        self.show(text, NoticeKind::Refusal);
    }

    /// A person drops a coin in `column`. While a coin falls, one early drop is kept for when it
    /// lands, if a person moves next.
    fn play_human(&mut self, column: Column) {
        if self.online.is_on() && !self.play_online(column) {
            return;
        }
        if self.table.falling().is_some() {
            let game = self.table.game();
            if game.computer_to_move().is_none() && game.outcome().is_none() {
                self.table.queue(column);
            } else {
                self.refuse(self.wait_text());
            }
            return;
        }
        match self.table.game().play_human(column) {
            Ok(next) => self.change(Change::Play {
                next,
                column,
                by_computer: false,
            }),
            Err(PlayError::ComputersTurn(_)) => self.refuse(self.wait_text()),
            Err(error) => self.refuse(error.to_string()),
        }
    }

    /// Whether a drop in `column` may be played during an online game: only on this window's
    /// turn, and then it goes to the server too. Otherwise the drop is refused.
    fn play_online(&mut self, column: Column) -> bool {
        let online = &self.online;
        let game = self.table.game();
        let refusal = if game.outcome().is_some() || online.result().is_some() {
            Some(tr!("online-game-over"))
        } else if online.my_side().is_none() {
            Some(tr!("online-watching"))
        } else if !online.friend_is_here() {
            Some(tr!("online-waiting-friend"))
        } else if online.my_side() != Some(game.side_to_move()) {
            Some(tr!("online-wait-turn"))
        } else {
            None
        };
        if let Some(text) = refusal {
            self.refuse(text.to_string());
            return false;
        }
        // A drop while the friend's coin falls waits for it to land, and comes back here then.
        if self.table.falling().is_some() {
            return true;
        }
        if game.play_human(column).is_ok() {
            let command = Command::Move(column.number() as u8);
            self.outbox.push(Effect::Online(OnlineCall::Send(command)));
        }
        true
    }

    /// Moves time on for what the screen on top has in `focus`: lands the falling coin and
    /// plays a drop that waited, lets the computer play on the play screen, asks the worker
    /// for the analyses on show, and keeps the "why" overlay on the position in view.
    pub fn advance(&mut self, focus: &Focus<'_>) {
        // Only coins in motion land: on a still table there is nothing to change.
        if self.table.coins_move() {
            if let Some(column) = self.land() {
                self.play_human(column);
            }
        }
        if matches!(focus, Focus::Play) {
            self.computer_plays();
        }
        self.advise();
        // A hint asked on the computer's turn shows once the person is to move.
        self.note_help();
        match focus {
            Focus::Play | Focus::Table => self.follow_why_on_the_table(),
            Focus::Position {
                board,
                played_from,
                position,
                colours,
            } => {
                self.want_analysis(played_from);
                self.follow_why(board, position, colours);
            }
            Focus::Study(boards) => {
                let unsettled = boards
                    .iter()
                    .find(|b| !self.analyses().analysis_of(b).is_settled());
                if let Some(board) = unsettled.copied() {
                    self.study(&board);
                }
            }
            Focus::Elsewhere => {}
        }
    }

    /// Shows or hides the hint for the position on the table (it goes with the next move).
    fn toggle_hint(&mut self) {
        if self.game().outcome().is_some() {
            self.refuse(tr!("notice-nothing-to-hint").to_string());
            return;
        }
        if self.advice.toggle_hint(self.table.game()) == HintToggle::Waits {
            self.tell(tr!("notice-hint-on-your-turn").to_string());
        }
        self.note_help();
    }

    /// Turns analysis mode on or off: the hint for every position, and the evaluation graph.
    fn toggle_analysis(&mut self) {
        let shown = if self.advice.toggle_analysis() {
            tr!("on")
        } else {
            tr!("off")
        };
        self.tell(tr!("notice-analysis", state = shown));
        self.note_help();
    }

    /// Asks the worker for what is on show (the hint, the graph's positions); writes the game
    /// file asked for once every position of it is analysed.
    fn advise(&mut self) {
        let game = self.table.game();
        let calls = self
            .advice
            .follow(game, &mut self.computer, self.saving_game, self.now);
        self.outbox.extend(calls.into_iter().map(Effect::Computer));
        if self.saving_game && self.computer.settled_all(self.table.game()) {
            self.saving_game = false;
            let game = self.game();
            let mut record = crate::game_record::GameRecord::new(
                game.board().size(),
                game.modes(),
                game.first(),
                game.history(),
            );
            record.annotate(&self.analyses().game_scores());
            if game.outcome().is_none() {
                record.ended_early = self
                    .online
                    .result()
                    .and_then(super::online_seat::ended_early);
            }
            self.outbox.push(Effect::Share(Share::Game(record)));
        }
    }

    /// Asks for a picture of the position on the table, in the theme on show.
    fn save_picture(&mut self) {
        let game = self.game();
        let (board, first) = (*game.board(), game.first());
        let theme = self.prefs.theme();
        self.outbox.push(Effect::Share(Share::Picture {
            board,
            first,
            theme,
        }));
        self.tell(tr!("saving").to_string());
    }

    /// Asks for the game as a game file; it is written once its analysis is complete.
    fn save_game(&mut self) {
        if self.game().history().is_empty() {
            self.refuse(tr!("notice-nothing-to-save").to_string());
            return;
        }
        self.saving_game = true;
        self.tell(tr!("saving-game").to_string());
    }

    /// What became of a save the player asked for: where the file went, or why it could not
    /// be written (nothing else is touched).
    fn shared(&mut self, result: Result<std::path::PathBuf, String>, kind: ShareKind) {
        events::shared(&result, kind);
        let (text, kind) = match (result, kind) {
            (Ok(path), ShareKind::Picture) => (
                tr!("saved-picture", path = crate::sharing::shown(&path)),
                NoticeKind::Saved(path),
            ),
            (Ok(path), ShareKind::Game) => (
                tr!("saved-game", path = crate::sharing::shown(&path)),
                NoticeKind::Saved(path),
            ),
            (Err(why), _) => (
                tr!("save-failed", reason = why.as_str()),
                NoticeKind::Failed,
            ),
        };
        self.show(text, kind);
    }

    /// The computer's part while the play screen is on top: on its turn, asks for its move and
    /// plays it once it is in and the pause has passed; on a person's turn against High,
    /// thinks ahead.
    fn computer_plays(&mut self) {
        if self.table.falling().is_some() {
            return;
        }
        let game = self.table.game();
        let Some(level) = game.computer_to_move() else {
            let call = self.computer.ponder_if_high_answers(game);
            self.outbox.extend(call.map(Effect::Computer));
            return;
        };
        let turn = game.turn();
        let column = match self.computer.move_due(game, self.now) {
            MoveDue::Wait => return,
            MoveDue::Unasked => {
                let call = self.computer.ask_for_move(game, level, self.now);
                return self.outbox.push(Effect::Computer(call));
            }
            MoveDue::Play(column) => column,
        };
        match game.apply_computer(turn, column) {
            Ok(next) => self.change(Change::Play {
                next,
                column,
                by_computer: true,
            }),
            Err(error) => {
                log::warn!("computer move {column} refused: {error}");
                self.computer.answer_refused();
            }
        }
    }

    /// Starts again on the empty board with the same modes; the settings say who starts.
    fn new_game(&mut self) {
        let game = self.fresh_game(self.game());
        self.change(Change::Restart(game));
    }

    /// Puts `modes` in force: for the first game, or mid-game (a finished game starts again).
    /// The same modes again change nothing, so a search in progress carries on.
    fn set_modes(&mut self, modes: Modes, first_game: bool) {
        let modes = modes.adapted(self.player_rating().rating);
        if !first_game && modes == self.game().modes() {
            return;
        }
        let mut game = self.game().change_modes(modes);
        if first_game && game.history().is_empty() {
            // The settings may have changed who starts since the window opened (on the title
            // screen): the run's first game follows them as they are now. It begins now, so
            // it starts with nothing used (what is on show is noted again as it changes).
            let last = self.keeping.history().games().last().map(|g| g.first());
            game = game
                .new_game_on(game.board().size())
                .with_first(self.prefs.next_first(last));
        }
        if first_game {
            let more =
                events::starts(game.first()).to_string() + &events::on_board(game.board().size());
            events::new_game(modes, &more);
        } else {
            events::modes_changed(modes);
        }
        if game.outcome().is_some() && !first_game {
            game = self.fresh_game(&game);
        }
        self.change(Change::Replace(game));
    }

    /// Puts an empty board of `size` on the table if the game is on another size (the mode
    /// screen's board choice); mid-game that is a new game, and logged as one.
    fn set_board(&mut self, size: Size, first_game: bool) {
        if size == self.game().board().size() {
            return;
        }
        let game = if first_game {
            self.game().new_game_on(size)
        } else {
            self.fresh_game_on(self.game(), size)
        };
        self.change(Change::Restart(game));
    }

    /// Takes back the last move (against the computer, back to the person's turn): the coins
    /// lift out, and anything the computer was doing for the old position is cancelled.
    fn undo(&mut self) {
        let earlier = self.game().undo();
        self.through_history(earlier, events::undone, Change::TakeBack);
    }

    /// Replays what the last undo took back; the last coin falls again.
    fn redo(&mut self) {
        let later = self.game().redo();
        self.through_history(later, events::redone, Change::Replay);
    }

    /// Puts the game `step` reached on the table as `change` shows it (logged with `log`); a
    /// step that is not there to take is refused.
    fn through_history(
        &mut self,
        step: Result<GameState, UndoError>,
        log: fn(&str),
        change: fn(GameState) -> Change,
    ) {
        match step {
            Ok(game) => {
                log(&game.position());
                self.change(change(game));
            }
            Err(error) => self.refuse(undo_refusal(error).to_string()),
        }
    }

    /// Lets two computers paused by an undo play on.
    fn resume(&mut self) {
        if !self.game().is_paused() {
            self.refuse(tr!("notice-not-paused").to_string());
            return;
        }
        let game = self.game().resume();
        events::resumed(&game.position());
        self.change(Change::Replace(game));
    }

    /// A coach screen or the "why" overlay waits for the scores of `board`'s columns: the
    /// worker is asked unless they are known.
    fn study(&mut self, board: &Board) {
        let calls = self.computer.want_study(board);
        self.outbox.extend(calls.into_iter().map(Effect::Computer));
    }

    /// The "why" overlay.
    pub fn why(&self) -> &Why {
        &self.why
    }

    /// Keeps the "why" overlay on the game on the table (play and game over share the table).
    fn follow_why_on_the_table(&mut self) {
        // A hidden overlay has nothing to follow: the game is not even copied.
        if self.why.is_on() {
            let game = self.game().clone();
            self.follow_why(game.board(), &game.position(), &game);
        }
    }

    /// Keeps the "why" overlay on `board` (the position on show, `position` as digits, in the
    /// colours of `game`) going: asks for the next position of its best line, and logs the
    /// overlay once the line is complete.
    fn follow_why(&mut self, board: &Board, position: &str, game: &GameState) {
        // A hidden overlay has nothing to follow or to log.
        if !self.why.is_on() {
            return;
        }
        let computer = &self.computer;
        if let Some(next) = self.why.follow(board, |b| computer.analysis(b).cloned()) {
            self.study(&next);
        }
        if self.why.complete_unlogged(board) {
            if let Some(line) = self.why.line(board) {
                let threats = super::why::threat_words(board, game);
                events::why(position, &threats, &line.moves, line.given_up);
            }
        }
    }

    /// The player's puzzle rating, streak and tries.
    pub fn puzzles(&self) -> &crate::store::PuzzleRecord {
        self.keeping.puzzles()
    }

    /// A person waits for the scores of `board`'s columns (in review): the worker is asked
    /// unless they are known.
    fn want_analysis(&mut self, board: &Board) {
        let calls = self.computer.want_hint(board);
        self.outbox.extend(calls.into_iter().map(Effect::Computer));
    }

    /// A new game from the position after the first `ply` moves of `earlier` (the game under
    /// review), with its colours and the modes of the game on the table.
    fn play_from(&mut self, earlier: &GameState, ply: usize) {
        let game = self.game().new_game_from_part(earlier, ply);
        let more = format!(
            "; {} moved first; position {}",
            game.first(),
            game.position()
        );
        events::new_game(game.modes(), &more);
        self.change(Change::Restart(game));
    }

    /// Puts the position's digits on the clipboard.
    fn copy_position(&mut self) {
        let Some(digits) = self.position_to_copy() else {
            self.refuse(tr!("notice-nothing-to-copy").to_string());
            return;
        };
        events::copied(&digits);
        self.outbox.push(Effect::CopyToClipboard(digits.clone()));
        self.tell(tr!("notice-copied", digits = &digits));
    }

    /// The clipboard's text arrived (`None`: empty or not available): a game starts from the
    /// digits in it, with the same modes; anything else is reported and changes nothing.
    fn pasted(&mut self, text: Option<String>) {
        if self.online.take_paste() {
            self.pasted_code = Some(text.unwrap_or_default());
            return;
        }
        let Some(text) = text.filter(|t| !t.trim().is_empty()) else {
            self.refuse(tr!("notice-nothing-to-paste").to_string());
            return;
        };
        let digits = text.trim();
        match self.game().new_game_from(digits) {
            Ok(game) => {
                events::new_game(game.modes(), &format!("; position {}", game.position()));
                self.change(Change::Restart(game));
                self.tell(tr!("notice-started-from", digits = digits));
            }
            Err(error) => {
                // One line, however much was on the clipboard.
                let shown: String = digits.chars().take(24).collect();
                let more = if digits.chars().count() > 24 {
                    "…"
                } else {
                    ""
                };
                log::info!("paste refused: {error}");
                let shown = format!("{shown}{more}");
                let error = error.to_string();
                self.refuse(tr!("notice-not-a-position", shown = shown, error = error));
            }
        }
    }

    /// The empty board after `game`, with its modes, started by the colour the settings name.
    fn fresh_game(&self, game: &GameState) -> GameState {
        self.fresh_game_on(game, game.board().size())
    }

    /// The empty board of `size` after `game`, as [`Session::fresh_game`]; logged.
    fn fresh_game_on(&self, game: &GameState, size: Size) -> GameState {
        let first = self.prefs.next_first(Some(game.first()));
        let more = events::starts(first).to_string() + &events::on_board(size);
        let fresh = self.adapted(game.new_game_on(size).with_first(first));
        events::new_game(fresh.modes(), &more);
        fresh
    }

    fn wait_text(&self) -> String {
        if self.online.is_on() {
            return tr!("online-wait-turn").to_string();
        }
        let game = self.game();
        let watching = game.modes().red != Mode::Human && game.modes().yellow != Mode::Human;
        match game.mode_to_move() {
            // Nobody waits for a turn that never comes: say how to take part instead.
            Mode::Computer(_) | Mode::Adaptive(_) if watching && game.outcome().is_none() => {
                tr!("notice-computers-play").to_string()
            }
            mode @ (Mode::Computer(_) | Mode::Adaptive(_)) if game.outcome().is_none() => tr!(
                "notice-wait-computer",
                level = crate::ui::words::mode(mode),
                side = crate::ui::words::player(game.side_to_move())
            ),
            _ => tr!("notice-wait-coin").to_string(),
        }
    }
}

/// What the player is told when there is no move to take back or replay.
pub fn undo_refusal(error: UndoError) -> &'static str {
    match error {
        UndoError::NothingToUndo => tr!("notice-nothing-to-undo"),
        UndoError::NothingToRedo => tr!("notice-nothing-to-redo"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::ladder::nearest;
    use crate::ai::Level;
    use crate::board::Player;
    use crate::game::Modes;
    use crate::store::{GameRecord, History};
    use crate::ui::effect::Keep;
    use crate::ui::keeping::Saving;
    use crate::ui::session::News;

    /// `wins` games the person (Red) won against `level`.
    fn won_against(level: Level, wins: usize) -> History {
        let modes = Modes {
            red: Mode::Human,
            yellow: Mode::Computer(level),
        };
        let date = "2026-11-25T20:00:00Z".parse().unwrap();
        let moves = crate::notation::columns_of("1212121", 7).unwrap();
        (0..wins).fold(History::default(), |history, _| {
            history.with(GameRecord::new(date, modes, Player::Red, moves.clone()).unwrap())
        })
    }

    #[test]
    fn match_my_level_plays_the_level_nearest_the_rating_and_follows_it_between_games() {
        let adaptive = Modes {
            red: Mode::Human,
            yellow: "adaptive".parse().unwrap(),
        };
        let mut session =
            Session::with_keeping(GameState::new(adaptive), Keeping::on(Saving::NotYet));
        session.set_history(History::default());
        let newcomer = nearest(crate::rating::Rating::NEW.rating);
        assert_eq!(session.game().modes().yellow, Mode::Adaptive(newcomer));
        // Six wins against High: the rating climbs far, and the next game meets a stronger level.
        session.set_history(won_against(Level::High, 6));
        let rating = session.player_rating().rating;
        let strong = nearest(rating);
        assert!(strong > newcomer, "{rating} calls for {strong}");
        assert_eq!(session.game().modes().yellow, Mode::Adaptive(strong));
        session.new_game();
        assert_eq!(session.game().modes().yellow, Mode::Adaptive(strong));
        // Picked again from the mode screen, it adapts the same way.
        session.set_modes(adaptive, false);
        assert_eq!(session.game().modes().yellow, Mode::Adaptive(strong));
        // Other modes stay as they are.
        let fixed = adaptive.with(Player::Yellow, Mode::Computer(Level::Low));
        session.set_modes(fixed, false);
        assert_eq!(session.game().modes(), fixed);
    }

    /// A person as Red against Low, on a session that keeps what it would save.
    fn against_low() -> Session {
        let modes = Modes {
            red: Mode::Human,
            yellow: Mode::Computer(Level::Low),
        };
        Session::with_keeping(GameState::new(modes), Keeping::on(Saving::Now))
    }

    /// The game the session last asked to be saved.
    fn last_saved(session: &mut Session) -> Option<SavedGame> {
        session
            .take_effects()
            .into_iter()
            .filter_map(|e| match e {
                Effect::Keep(Keep::Game(saved)) => Some(saved),
                _ => None,
            })
            .next_back()
    }

    #[test]
    fn each_help_on_show_makes_the_game_casual_and_is_saved_with_it() {
        use crate::game::CasualReason;
        for (action, reason) in [
            (Action::ToggleHint, CasualReason::Hint),
            (Action::ToggleAnalysis, CasualReason::Analysis),
            (Action::ToggleWhy, CasualReason::Why),
        ] {
            let mut session = against_low();
            session.act(Action::Drop(Column::new(3)));
            session.take_effects();
            assert!(session.game().is_rated());
            // On the computer's turn nothing shows yet but analysis and the overlay.
            session.act(action.clone());
            if reason == CasualReason::Hint {
                assert!(session.game().is_rated(), "the hint waits for the person");
                continue;
            }
            let saved = last_saved(&mut session).expect("saved with the note");
            assert!(saved.used().contains(reason), "{reason:?}");
            assert!(!session.game().is_rated(), "{reason:?}");
        }
        let mut session = against_low();
        session.act(Action::ToggleHint);
        assert_eq!(
            session.game().casual_reasons().iter().collect::<Vec<_>>(),
            [CasualReason::Hint]
        );
        session.act(Action::Drop(Column::new(3)));
        let saved = last_saved(&mut session).expect("saved with the note");
        assert!(saved.used().contains(CasualReason::Hint));
        // Hiding it again does not make the game rated.
        session.act(Action::ToggleHint);
        assert!(!session.game().is_rated());
    }

    #[test]
    fn a_take_back_makes_the_game_casual() {
        let mut session = against_low();
        let game = GameState::new(session.game().modes())
            .play_human(Column::new(3))
            .unwrap();
        let game = game.apply_computer(game.turn(), Column::new(3)).unwrap();
        session.change(Change::Replace(game));
        assert!(session.game().is_rated());
        session.act(Action::Undo);
        assert_eq!(session.game().position(), "");
        assert!(!session.game().is_rated());
        // Saved with its move to redo, and what it used.
        let saved = last_saved(&mut session).expect("saved");
        assert!(saved.used().contains(crate::game::CasualReason::TakeBack));
    }

    #[test]
    fn analysis_on_by_default_makes_every_game_casual_until_it_is_turned_off() {
        let mut session = against_low();
        let on = Settings {
            show_analysis: true,
            ..Settings::default()
        };
        session.hear(News::Preferences(Preferences::new(on.clone(), None, false)));
        assert!(
            !session.game().is_rated(),
            "analysis shows on the first move"
        );
        session.act(Action::NewGame);
        assert!(!session.game().is_rated(), "and on the next game's");
        session.act(Action::ToggleAnalysis);
        session.act(Action::NewGame);
        assert!(session.game().is_rated());
    }

    #[test]
    fn the_first_game_starts_clean_when_its_players_are_chosen() {
        // Analysis was on at start, on the title screen, and turned off in the settings before
        // the first game: the game never showed it.
        let mut session = against_low();
        let on = Settings {
            show_analysis: true,
            ..Settings::default()
        };
        session.hear(News::Preferences(Preferences::new(on.clone(), None, false)));
        assert!(!session.game().is_rated());
        let off = Settings {
            show_analysis: false,
            ..on
        };
        session.act(Action::ChangeSettings(off));
        let modes = session.game().modes();
        session.act(Action::SetModes {
            modes,
            first_game: true,
        });
        assert!(session.game().is_rated());
    }

    fn shares(session: &mut Session) -> Vec<Share> {
        session
            .take_effects()
            .into_iter()
            .filter_map(|e| match e {
                Effect::Share(share) => Some(share),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn save_picture_asks_for_the_board_on_the_table_in_the_theme_on_show() {
        let game = GameState::from_position(Modes::HUMANS, "4453").unwrap();
        let mut session = Session::new(game.clone());
        session.take_effects();
        session.act(Action::SavePicture);
        assert_eq!(
            shares(&mut session),
            vec![Share::Picture {
                board: *game.board(),
                first: crate::board::Player::Red,
                theme: crate::store::Theme::Classic,
            }]
        );
    }

    #[test]
    fn a_saved_file_reads_as_a_success_that_stays_and_offers_its_folder() {
        let game = GameState::from_position(Modes::HUMANS, "4453").unwrap();
        let mut session = Session::new(game);
        // Nothing saved: no folder to open.
        session.act(Action::OpenFolder);
        assert!(session.take_effects().is_empty());
        let path = std::path::PathBuf::from("/somewhere/Pictures/plot4-1.png");
        session.hear(News::Shared {
            saved: Ok(path.clone()),
            kind: ShareKind::Picture,
        });
        let notice = session.notice().expect("the news of the save").clone();
        assert_eq!(notice.kind, NoticeKind::Saved(path.clone()));
        assert!(notice.text.contains("plot4-1.png"), "{}", notice.text);
        // Still there when a refusal would have gone, so its path can be read.
        session.set_time(NOTICE_TIME + 3.0);
        assert!(session.notice().is_some(), "gone too soon");
        session.act(Action::OpenFolder);
        assert_eq!(session.take_effects(), vec![Effect::OpenFolder(path)]);
        // A folder that cannot be opened says why, as a warning.
        session.hear(News::FolderOpened(Err("no file manager".into())));
        let notice = session.notice().expect("why not");
        assert_eq!(notice.kind, NoticeKind::Failed);
        assert!(notice.text.contains("no file manager"), "{}", notice.text);
        session.set_time(NOTICE_TIME + 3.0 + SAVED_TIME);
        assert!(session.notice().is_none(), "it goes in the end");
    }

    #[test]
    fn a_refusal_is_a_warning_for_a_moment_and_a_failed_save_stays_longer() {
        let mut session = Session::new(GameState::new(Modes::HUMANS));
        session.act(Action::CopyPosition);
        assert_eq!(session.notice().unwrap().kind, NoticeKind::Refusal);
        session.set_time(NOTICE_TIME + 0.1);
        assert!(session.notice().is_none());
        session.hear(News::Shared {
            saved: Err("cannot write 'x'".into()),
            kind: ShareKind::Game,
        });
        assert_eq!(session.notice().unwrap().kind, NoticeKind::Failed);
        session.set_time(NOTICE_TIME * 2.0 + 0.2);
        assert!(session.notice().is_some(), "long enough to read why");
    }

    #[test]
    fn a_game_file_waits_for_the_analysis_and_an_empty_board_is_refused() {
        let mut session = Session::new(GameState::new(Modes::HUMANS));
        session.act(Action::SaveGame);
        assert!(shares(&mut session).is_empty());
        assert!(!session.saving_game, "nothing to save");
        let game = GameState::from_position(Modes::HUMANS, "1212121").unwrap();
        let mut session = Session::new(game);
        session.act(Action::SaveGame);
        session.set_time(0.1);
        session.advance(&Focus::Elsewhere);
        let effects = session.take_effects();
        assert!(
            effects.iter().all(|e| !matches!(e, Effect::Share(_))),
            "not before the positions are analysed: {effects:?}"
        );
        assert!(
            effects.iter().any(|e| matches!(e, Effect::Computer(_))),
            "the analysis is asked for: {effects:?}"
        );
    }

    #[test]
    fn a_refusal_reads_as_a_sentence_whatever_the_error_says() {
        let game = GameState::from_position(Modes::HUMANS, "111111").unwrap();
        let mut session = Session::new(game);
        session.play_human(Column::new(0));
        session.set_time(0.1);
        let notice = session.notice().expect("the full column is refused");
        assert!(
            notice.text.starts_with("Column 1"),
            "capitalised like every other refusal: {:?}",
            notice.text
        );
    }

    #[test]
    fn the_first_game_follows_who_moves_first_as_set_after_the_window_opened() {
        let mut session = Session::new(GameState::new(Modes::HUMANS));
        session.hear(News::Preferences(Preferences::new(
            Settings::default(),
            None,
            false,
        )));
        assert_eq!(session.game().first(), Player::Red);
        let yellow = Settings {
            first: crate::store::FirstMover::Yellow,
            ..Settings::default()
        };
        session.act(Action::ChangeSettings(yellow));
        let (modes, first_game) = (Modes::HUMANS, true);
        session.act(Action::SetModes { modes, first_game });
        assert_eq!(session.game().first(), Player::Yellow);
        assert_eq!(session.game().side_to_move(), Player::Yellow);
    }

    #[test]
    fn a_click_in_a_game_between_computers_says_how_to_take_part_not_to_wait() {
        let high = Mode::Computer(crate::ai::Level::High);
        let mut session = Session::new(GameState::new(Modes {
            red: high,
            yellow: high,
        }));
        session.play_human(Column::new(3));
        let text = &session.notice().expect("refused").text;
        assert!(!text.to_lowercase().contains("wait"), "{text}");
        assert!(text.contains("C changes who plays"), "{text}");
    }

    #[test]
    fn show_analysis_in_the_settings_starts_analysis_mode_and_changing_it_applies_at_once() {
        let mut session = Session::new(GameState::new(Modes::HUMANS));
        assert!(!session.analyses().analysis_mode());
        let on = Settings {
            show_analysis: true,
            ..Settings::default()
        };
        session.hear(News::Preferences(Preferences::new(on.clone(), None, false)));
        assert!(
            session.analyses().analysis_mode(),
            "the settings' default is in force at start"
        );
        let off = Settings {
            show_analysis: false,
            ..on
        };
        session.act(Action::ChangeSettings(off));
        assert!(
            !session.analyses().analysis_mode(),
            "turning it off in the settings hides it"
        );
    }
}

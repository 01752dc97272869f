//! What the window's state asks of the world outside it: it never calls a thread, a speaker, a
//! clipboard or a disk itself, but leaves [`Effect`]s in one outbox (the session's) that the
//! frame loop empties and carries out in one place, after the state has changed. So every state
//! change is tested without a window or a thread. This file only names the effects (it has no
//! code to call) and depends on no other file of the window but the sounds' names.

use super::events::ShareKind;
use super::sound::Cue;
use crate::ai::worker::Request;
use crate::store::{GameRecord, PuzzleTry, SavedGame, Settings};

/// One thing for the frame loop to do: a request to the worker, a save, a sound, the clipboard.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Effect {
    /// A request for the computer's worker thread (or its cancellation).
    Computer(WorkerCall),
    /// Put this text on the system clipboard.
    CopyToClipboard(String),
    /// Read the system clipboard and hand its text back (`News::Pasted`).
    ReadClipboard,
    /// A request to the store: save or forget the game in progress, record a finished game.
    Keep(Keep),
    /// A sound to play (at the volume the settings give, if sound is on).
    Sound(Cue),
    /// Save a picture or a game file for the player to share; the frame loop says where it
    /// went (`News::Shared`).
    Share(Share),
    /// Show the folder of this saved file in the system's file manager (`News::FolderOpened`).
    OpenFolder(std::path::PathBuf),
    /// Something for the online session's thread (its events come back as `News::Online`).
    Online(OnlineCall),
}

/// What the frame loop does with the online session.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OnlineCall {
    /// Start a session with this server, for this seat (a running one is left first).
    Start {
        /// The server.
        server: crate::online::client::ServerAddress,
        /// Create, join or watch.
        intent: crate::online::client::Intent,
    },
    /// Hand the session a command.
    Send(crate::online::client::Command),
    /// Leave the room and end the session.
    Leave,
}

/// Something the player asked to save into their own folders.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Share {
    /// A PNG of `board` (whose first mover is `first`) in `theme`'s look, into the pictures
    /// folder.
    Picture {
        /// The position.
        board: crate::board::Board,
        /// Who moved first (the picture's coins follow the moves' colours).
        first: crate::board::Player,
        /// The look.
        theme: crate::store::Theme,
    },
    /// This game file into the documents folder.
    Game(crate::game_record::GameRecord),
}

impl Share {
    /// What kind of file this writes.
    pub fn kind(&self) -> ShareKind {
        match self {
            Share::Picture { .. } => ShareKind::Picture,
            Share::Game(_) => ShareKind::Game,
        }
    }
}

/// Something for the worker thread; the frame loop hands it to the worker thread.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WorkerCall {
    /// Start this request.
    Send(Request),
    /// Cancel the request with this id (and no other).
    Cancel(u64),
}

/// One request to the store, carried out by the frame loop.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Keep {
    /// Save the game in progress over the saved one.
    Game(SavedGame),
    /// There is no game in progress to continue any more.
    ForgetGame,
    /// Add a finished game to the history.
    Record(GameRecord),
    /// Keep the settings (changed on the settings screen, or the window's size).
    Settings(Settings),
    /// Add a puzzle try to the puzzle record (its rating and streak move).
    Puzzle(PuzzleTry),
    /// Start the statistics afresh (the history is kept aside, not deleted).
    ResetHistory,
}

//! Keeping the player's things between runs: the game in progress, the settings and the history
//! of finished games, as versioned, human-readable JSON files in one data folder.
//!
//! Nothing here panics on what it finds on disk. A file that cannot be used (empty, truncated,
//! not JSON, another program's, written by a newer Plot 4, unreadable, a folder in its place) is
//! moved aside as `<name>.corrupt-<timestamp>`, never overwritten, and loading goes on with
//! defaults and a [`Problem`] the window can show. A folder that cannot be written makes saving
//! return a [`Problem`] saying that nothing will be kept; the game plays on.
//!
//! The window's use: [`Store::locate`] once at start (then [`Store::check_writable`] to say at
//! once that nothing will be kept); [`Store::load_settings`],
//! [`Store::load_game`] and [`Store::load_history`]; [`Store::save_game`] after every move, undo,
//! redo and mode change; [`Store::record_game`] when a game ends; [`Store::save_settings`] when a
//! setting changes; [`Store::reset_history`] from the statistics screen. Every write goes through
//! [`crate::atomic_file::write_atomically`].

mod disk;
mod document;
mod history;
mod online_seat;
mod puzzle_record;
mod saved_game;
mod settings;
mod statistics;
mod text_fields;

pub use document::{Defect, FileKind};
pub use history::{GameRecord, History, HumanResult, RecordError};
pub use online_seat::{HeldSeat, OnlineSeat};
pub use puzzle_record::{PuzzleError, PuzzleKind, PuzzleRecord, PuzzleTry, PUZZLE_DEVIATION};
pub use saved_game::{SavedGame, SavedGameError};
pub use settings::{
    AnimationSpeed, FirstMover, Language, OutOfRange, Settings, Sound, Theme, UnknownSetting,
    Volume, WindowSize, DEFAULT_SERVER,
};
pub use statistics::{
    player_rating, rated_games, rating_curve, rating_line, rating_sparkline, sampled, RatedGame,
    Row, Statistics, Tally, PEOPLE_ROW,
};

use document::Document;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use thiserror::Error;

/// The environment variable that names the data folder when `--data-dir` is not given.
pub const DATA_DIR_VARIABLE: &str = "PLOT4_DATA_DIR";

/// Something the player should be told about their files: shown on screen by the window, printed
/// as one line by the command line. Loading and saving return these as values; none is fatal.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Problem {
    /// A file could not be used: defaults are used instead and the file was moved aside.
    #[error("{} could not be read ({defect}); using defaults, the file is kept as {}", .file.what(), .kept_as.display())]
    SetAside {
        /// Which file.
        file: FileKind,
        /// What is wrong with it.
        defect: Defect,
        /// Where it now is.
        kept_as: PathBuf,
    },
    /// A file could not be used nor moved aside: defaults are used, and the file will not be
    /// written over in this run (so nothing of that kind is kept).
    #[error("{} could not be read ({defect}) nor moved aside ({reason}); using defaults, and nothing of it will be kept", .file.what())]
    Stuck {
        /// Which file.
        file: FileKind,
        /// What is wrong with it.
        defect: Defect,
        /// Why it could not be renamed.
        reason: String,
    },
    /// A file could not be written: the game goes on, but nothing of that kind is kept.
    #[error("cannot save {} in {}: {reason}; nothing will be kept", .file.what(), .folder.display())]
    NotKept {
        /// Which file.
        file: FileKind,
        /// The data folder.
        folder: PathBuf,
        /// Why.
        reason: String,
    },
    /// The data folder cannot be made or written in: the game goes on, nothing is kept.
    #[error("cannot write in {}: {reason}; nothing will be kept", .folder.display())]
    FolderNotWritable {
        /// The data folder.
        folder: PathBuf,
        /// Why.
        reason: String,
    },
    /// There is no data folder (no home directory and none given): nothing will be kept.
    #[error("no data folder ({0}); nothing will be kept")]
    NoFolder(String),
}

/// What loading found: the value to use, and anything the player should be told.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Loaded<T> {
    /// The file's content, or the default when it was missing or bad.
    pub value: T,
    /// What went wrong, if anything (a bad file set aside, a write that failed).
    pub problems: Vec<Problem>,
}

/// A file the command line could not use (it only reads: the file is left where it is).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{}: {defect}", .path.display())]
pub struct BadFile {
    /// The file.
    pub path: PathBuf,
    /// What is wrong with it.
    pub defect: Defect,
}

/// The data folder and the files in it.
#[derive(Debug)]
pub struct Store {
    folder: PathBuf,
    /// Files that were bad and could not be moved aside (never written in this run, so they are
    /// not lost), and files whose failed save has already been logged (logged once, not after
    /// every move).
    state: Mutex<Remembered>,
}

#[derive(Debug, Default)]
struct Remembered {
    stuck: BTreeSet<FileKind>,
    warned: BTreeSet<FileKind>,
}

impl Store {
    /// The data folder: `explicit` (from `--data-dir`) if given, else `$PLOT4_DATA_DIR` if set
    /// and not empty, else the platform's data folder for Plot 4 (on Linux
    /// `~/.local/share/plot4`, on Windows `%APPDATA%\Plot 4`). The folder is made when
    /// something is first saved.
    pub fn locate(explicit: Option<&Path>) -> Result<Store, Problem> {
        if let Some(folder) = explicit {
            if folder.as_os_str().is_empty() {
                return Err(Problem::NoFolder("the data folder given is empty".into()));
            }
            return Ok(Store::at(folder));
        }
        if let Some(folder) = std::env::var_os(DATA_DIR_VARIABLE).filter(|v| !v.is_empty()) {
            return Ok(Store::at(folder));
        }
        // In the browser the page's storage is the one place, its keys named like paths.
        #[cfg(target_arch = "wasm32")]
        return Ok(Store::at("plot4"));
        #[cfg(not(target_arch = "wasm32"))]
        disk::platform_folder().map(Store::at).ok_or_else(|| {
            Problem::NoFolder(format!(
                "no home directory; give --data-dir or {DATA_DIR_VARIABLE}"
            ))
        })
    }

    /// The store kept in `folder`.
    pub fn at(folder: impl Into<PathBuf>) -> Store {
        Store {
            folder: folder.into(),
            state: Mutex::new(Remembered::default()),
        }
    }

    /// The data folder.
    pub fn folder(&self) -> &Path {
        &self.folder
    }

    /// Where `file` is kept.
    pub fn path(&self, file: FileKind) -> PathBuf {
        self.folder.join(file.file_name())
    }

    /// Makes the folder if needed and checks that files can be written in it, so the window can
    /// say at start that nothing will be kept.
    pub fn check_writable(&self) -> Result<(), Problem> {
        let not_kept = |error: std::io::Error| Problem::FolderNotWritable {
            folder: self.folder.clone(),
            reason: error.to_string(),
        };
        disk::check_writable(&self.folder).map_err(not_kept)
    }

    /// The settings; the defaults if there are none yet or the file is bad.
    pub fn load_settings(&self) -> Loaded<Settings> {
        let (value, problems) = self.load::<Settings>();
        Loaded {
            value: value.unwrap_or_default(),
            problems,
        }
    }

    /// Keeps the settings.
    pub fn save_settings(&self, settings: &Settings) -> Result<(), Problem> {
        self.save(settings)
    }

    /// The game in progress, if one was saved and the file is good.
    pub fn load_game(&self) -> Loaded<Option<SavedGame>> {
        let (value, problems) = self.load::<SavedGame>();
        Loaded { value, problems }
    }

    /// Keeps the game in progress (after every move, undo, redo and mode change).
    pub fn save_game(&self, game: &SavedGame) -> Result<(), Problem> {
        self.save(game)
    }

    /// Forgets the game in progress (there is nothing to continue).
    pub fn clear_game(&self) -> Result<(), Problem> {
        if self.is_stuck(FileKind::Game) {
            return Ok(());
        }
        disk::remove(&self.path(FileKind::Game))
            .map_err(|error| self.not_kept(FileKind::Game, error.to_string()))
    }

    /// The online seat held in a game in progress, if one was kept and the file is good.
    pub fn load_online_seat(&self) -> Loaded<Option<OnlineSeat>> {
        let (value, problems) = self.load::<OnlineSeat>();
        Loaded { value, problems }
    }

    /// Keeps the online seat while its game is in progress.
    pub fn save_online_seat(&self, seat: &OnlineSeat) -> Result<(), Problem> {
        self.save(seat)
    }

    /// Forgets the online seat (its game ended, or the player left).
    pub fn clear_online_seat(&self) -> Result<(), Problem> {
        if self.is_stuck(FileKind::OnlineSeat) {
            return Ok(());
        }
        disk::remove(&self.path(FileKind::OnlineSeat))
            .map_err(|error| self.not_kept(FileKind::OnlineSeat, error.to_string()))
    }

    /// Every recorded game; an empty history if there is none yet or the file is bad.
    pub fn load_history(&self) -> Loaded<History> {
        let (value, problems) = self.load::<History>();
        Loaded {
            value: value.unwrap_or_default(),
            problems,
        }
    }

    /// The history as it is on disk, for the command line: a bad file is an error and is left
    /// where it is (the window sets it aside when it next starts).
    pub fn read_history(&self) -> Result<History, BadFile> {
        let path = self.path(FileKind::History);
        document::read::<History>(&path)
            .map(Option::unwrap_or_default)
            .map_err(|defect| BadFile { path, defect })
    }

    /// Adds a finished game to the history on disk (read again first, so two windows do not
    /// drop each other's games) and returns the history with it.
    pub fn record_game(&self, record: GameRecord) -> Loaded<History> {
        let Loaded {
            value,
            mut problems,
        } = self.load_history();
        let value = value.with(record);
        if let Err(problem) = self.save(&value) {
            problems.push(problem);
        }
        Loaded { value, problems }
    }

    /// Starts the statistics afresh. The history is kept aside as
    /// `history.json.reset-<timestamp>`, not deleted: a reset is one confirmation away from a
    /// slip, and the file is small. Returns where it was kept (`None` if there was none).
    pub fn reset_history(&self) -> Result<Option<PathBuf>, Problem> {
        let path = self.path(FileKind::History);
        if self.is_stuck(FileKind::History) || !matches!(disk::entry(&path), Ok(Some(_))) {
            return Ok(None);
        }
        document::move_aside(&path, "reset")
            .map(Some)
            .map_err(|e| self.not_kept(FileKind::History, e.to_string()))
    }

    /// The puzzle rating, streak and tries; a newcomer's if there are none yet or the file is
    /// bad.
    pub fn load_puzzles(&self) -> Loaded<PuzzleRecord> {
        let (value, problems) = self.load::<PuzzleRecord>();
        Loaded {
            value: value.unwrap_or_default(),
            problems,
        }
    }

    /// The puzzle record as it is on disk, for the command line: a bad file is an error and is
    /// left where it is.
    pub fn read_puzzles(&self) -> Result<PuzzleRecord, BadFile> {
        let path = self.path(FileKind::Puzzles);
        document::read::<PuzzleRecord>(&path)
            .map(Option::unwrap_or_default)
            .map_err(|defect| BadFile { path, defect })
    }

    /// Adds a puzzle try to the record on disk (read again first, as [`Store::record_game`]
    /// does) and returns the record with it: the rating and streak moved.
    pub fn record_puzzle(&self, attempt: PuzzleTry) -> Loaded<PuzzleRecord> {
        let Loaded {
            value,
            mut problems,
        } = self.load_puzzles();
        let value = value.with(attempt);
        if let Err(problem) = self.save(&value) {
            problems.push(problem);
        }
        Loaded { value, problems }
    }

    fn load<T: Document>(&self) -> (Option<T>, Vec<Problem>) {
        let path = self.path(T::FILE);
        let defect = match document::read::<T>(&path) {
            Ok(value) => return (value, Vec::new()),
            Err(defect) => defect,
        };
        let problem = match document::move_aside(&path, "corrupt") {
            Ok(kept_as) => Problem::SetAside {
                file: T::FILE,
                defect,
                kept_as,
            },
            Err(error) => {
                self.remember().stuck.insert(T::FILE);
                Problem::Stuck {
                    file: T::FILE,
                    defect,
                    reason: error.to_string(),
                }
            }
        };
        log::warn!("{problem}");
        (None, vec![problem])
    }

    fn save<T: Document>(&self, content: &T) -> Result<(), Problem> {
        if self.is_stuck(T::FILE) {
            return Err(self.not_kept(
                T::FILE,
                format!("the unreadable {} could not be moved aside", T::FILE),
            ));
        }
        let text = document::encode(content).map_err(|e| self.not_kept(T::FILE, e.to_string()))?;
        disk::write(&self.path(T::FILE), text.as_bytes())
            .map_err(|e| self.not_kept(T::FILE, e.to_string()))
    }

    /// A failed write: logged the first time for each file, returned every time.
    fn not_kept(&self, file: FileKind, reason: String) -> Problem {
        let problem = Problem::NotKept {
            file,
            folder: self.folder.clone(),
            reason,
        };
        if self.remember().warned.insert(file) {
            log::warn!("{problem}");
        }
        problem
    }

    fn is_stuck(&self, file: FileKind) -> bool {
        self.remember().stuck.contains(&file)
    }

    fn remember(&self) -> std::sync::MutexGuard<'_, Remembered> {
        // Nothing panics while holding the lock, but a poisoned set is still a good set.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }
}

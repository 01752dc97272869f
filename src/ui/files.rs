//! The window's files, from the shell: the store is opened and read before the window opens,
//! and the keeper's requests from the outbox are written to it as the frame loop carries them
//! out. The keeper (`keeping.rs`) decides what to keep and stays pure; only this file touches
//! the disk.

use super::effect::Keep;
use super::keeping::worth_continuing;
use crate::store::{History, Problem, PuzzleRecord, SavedGame, Settings, Store};
use std::path::Path;

/// Carries out one request against the store; a failure is the line to show.
pub fn carry_out(store: &Store, keep: Keep) -> Result<(), Problem> {
    match keep {
        Keep::Game(game) => {
            store.save_game(&game)?;
            super::events::saved_game(&game.position());
            Ok(())
        }
        Keep::ForgetGame => store.clear_game(),
        Keep::Record(record) => {
            let moves = crate::notation::digits(record.moves());
            let mut problems = store.record_game(record).problems;
            super::events::recorded_game(&moves);
            problems.pop().map_or(Ok(()), Err)
        }
        Keep::Settings(settings) => {
            store.save_settings(&settings)?;
            super::events::settings_saved(&settings);
            Ok(())
        }
        Keep::Puzzle(attempt) => {
            let loaded = store.record_puzzle(attempt);
            super::events::puzzle_recorded(&loaded.value);
            loaded.problems.into_iter().last().map_or(Ok(()), Err)
        }
        Keep::ResetHistory => {
            let kept = store.reset_history()?;
            super::events::statistics_reset(kept.as_deref());
            Ok(())
        }
    }
}

/// What the window found in the store at start.
pub struct Found {
    /// The store, if there is a data folder at all.
    pub store: Option<Store>,
    /// The settings to use (the defaults if the file was missing or bad).
    pub settings: Settings,
    /// The unfinished game to offer, if one was saved.
    pub saved: Option<SavedGame>,
    /// The finished games recorded so far.
    pub history: History,
    /// The puzzle rating, streak and tries (a newcomer's if the file was missing or bad).
    pub puzzles: PuzzleRecord,
    /// What went wrong, each already logged at warn level.
    pub problems: Vec<Problem>,
}

/// Locates the store (`data_dir`, else `$PLOT4_DATA_DIR`, else the platform's folder), checks
/// it can be written, and loads the settings and the saved game. Nothing here is fatal.
pub fn open(data_dir: Option<&Path>) -> Found {
    let store = match Store::locate(data_dir) {
        Ok(store) => store,
        Err(problem) => {
            log::warn!("{problem}");
            return Found {
                store: None,
                settings: Settings::default(),
                saved: None,
                history: History::default(),
                puzzles: PuzzleRecord::default(),
                problems: vec![problem],
            };
        }
    };
    log::info!("data folder: {}", store.folder().display());
    let mut problems = Vec::new();
    if let Err(problem) = store.check_writable() {
        log::warn!("{problem}");
        problems.push(problem);
    }
    let settings = store.load_settings();
    problems.extend(settings.problems);
    let game = store.load_game();
    problems.extend(game.problems);
    // A bad history file is set aside now, so the player hears of it at start.
    let history = store.load_history();
    problems.extend(history.problems);
    super::events::rating_now(&crate::store::rating_line(history.value.games()));
    // A bad puzzle record is set aside now too: the player starts again as a newcomer, and
    // nothing else is lost.
    let puzzles = store.load_puzzles();
    problems.extend(puzzles.problems);
    Found {
        store: Some(store),
        settings: settings.value,
        saved: game.value.filter(worth_continuing),
        history: history.value,
        puzzles: puzzles.value,
        problems,
    }
}

//! One versioned JSON file: written with its format name and version around the content, read
//! back with every way it can be wrong named, and moved aside when it is wrong.
//!
//! A file looks like `{"format": "plot4-settings", "version": 1, ...content}`. The format name
//! tells our files from anyone else's JSON; the version lets a newer Plot 4 change the content
//! without an older one misreading it (an older one sets the file aside instead).

use super::disk::{self, Entry};
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::io;
use std::path::{Path, PathBuf};
use thiserror::Error;

/// One of the files kept in the data folder.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FileKind {
    /// The game in progress (`game.json`).
    Game,
    /// The player's settings (`settings.json`).
    Settings,
    /// Every finished game (`history.json`).
    History,
    /// The puzzle rating, streak and tries (`puzzles.json`).
    Puzzles,
    /// The online seat held in a game in progress (`online-seat.json`).
    OnlineSeat,
}

impl FileKind {
    /// The file's name in the data folder.
    pub fn file_name(self) -> &'static str {
        match self {
            FileKind::Game => "game.json",
            FileKind::Settings => "settings.json",
            FileKind::History => "history.json",
            FileKind::Puzzles => "puzzles.json",
            FileKind::OnlineSeat => "online-seat.json",
        }
    }

    /// What the file holds, in words for a message.
    pub fn what(self) -> &'static str {
        match self {
            FileKind::Game => "the saved game",
            FileKind::Settings => "the settings",
            FileKind::History => "the game history",
            FileKind::Puzzles => "the puzzle rating and history",
            FileKind::OnlineSeat => "the online game's seat",
        }
    }
}

impl std::fmt::Display for FileKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.file_name())
    }
}

/// What is wrong with a file that cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum Defect {
    /// Nothing in it (or only white space).
    #[error("the file is empty")]
    Empty,
    /// The JSON stops before it is complete: a write cut short by something other than Plot 4.
    #[error("the file is cut short: {0}")]
    Truncated(String),
    /// Not JSON at all.
    #[error("not valid JSON: {0}")]
    NotJson(String),
    /// JSON, but not one of Plot 4's files of this kind.
    #[error("not a Plot 4 {expected} file")]
    Foreign {
        /// The format name the file should carry.
        expected: &'static str,
    },
    /// Written by a newer Plot 4, in a format version this one does not know.
    #[error(
        "written by a newer Plot 4 (format version {found}; this one reads up to {supported})"
    )]
    Newer {
        /// The version in the file.
        found: u64,
        /// The newest version this build reads.
        supported: u32,
    },
    /// The right format, but its content breaks a rule (an illegal move, a volume over 100, ...).
    #[error("{0}")]
    Invalid(String),
    /// A folder stands where the file should be.
    #[error("a folder is in its place")]
    Folder,
    /// The file exists but could not be read.
    #[error("cannot read it: {0}")]
    Unreadable(String),
}

/// The most characters of a reader's message a [`Defect`] keeps. Serde's messages quote the
/// value they refused, which in a damaged file can be huge or hold line breaks; the defect is
/// shown as one line.
const MESSAGE_LIMIT: usize = 160;

/// A reader's message as a defect shows it: one line, cut after [`MESSAGE_LIMIT`] characters.
fn one_line(error: impl std::fmt::Display) -> String {
    crate::notation::one_line(&error.to_string(), MESSAGE_LIMIT)
}

/// The content of one of the data folder's files.
pub(super) trait Document: Serialize + DeserializeOwned {
    /// Which file it is.
    const FILE: FileKind;
    /// The name in the file's `format` field.
    const FORMAT: &'static str;
    /// The format version this build writes (and the newest it reads).
    const VERSION: u32;
}

#[derive(Serialize)]
struct Envelope<'a, T> {
    format: &'static str,
    version: u32,
    #[serde(flatten)]
    content: &'a T,
}

/// The file's text: pretty JSON with the format name and version first. (Our types have no
/// maps with non-string keys, so this does not fail; if it ever did, nothing is written.)
pub(super) fn encode<T: Document>(content: &T) -> serde_json::Result<String> {
    let envelope = Envelope {
        format: T::FORMAT,
        version: T::VERSION,
        content,
    };
    let mut text = serde_json::to_string_pretty(&envelope)?;
    text.push('\n');
    Ok(text)
}

/// Reads the file at `path`: `Ok(None)` if there is none.
pub(super) fn read<T: Document>(path: &Path) -> Result<Option<T>, Defect> {
    // A path under a regular file holds no file either; saving there reports it.
    match disk::entry(path) {
        Ok(None) => return Ok(None),
        Err(error) => return Err(Defect::Unreadable(error.to_string())),
        Ok(Some(Entry::Folder)) => return Err(Defect::Folder),
        Ok(Some(Entry::File)) => {}
    }
    let bytes = disk::read(path).map_err(|e| Defect::Unreadable(e.to_string()))?;
    let text = String::from_utf8(bytes).map_err(|e| Defect::NotJson(e.to_string()))?;
    decode(&text).map(Some)
}

/// Reads a file's text.
pub(super) fn decode<T: Document>(text: &str) -> Result<T, Defect> {
    if text.trim().is_empty() {
        return Err(Defect::Empty);
    }
    let value: serde_json::Value = serde_json::from_str(text).map_err(|e| {
        if e.is_eof() {
            Defect::Truncated(one_line(e))
        } else {
            Defect::NotJson(one_line(e))
        }
    })?;
    let foreign = Defect::Foreign {
        expected: T::FORMAT,
    };
    if value.get("format").and_then(|f| f.as_str()) != Some(T::FORMAT) {
        return Err(foreign);
    }
    // Versions count from 1: a 0 or a missing version is not one of ours.
    let version = value
        .get("version")
        .and_then(|v| v.as_u64())
        .filter(|&v| v >= 1)
        .ok_or(foreign)?;
    if version > u64::from(T::VERSION) {
        return Err(Defect::Newer {
            found: version,
            supported: T::VERSION,
        });
    }
    serde_json::from_value(value).map_err(|e| Defect::Invalid(one_line(e)))
}

/// Renames the file at `path` to `<name>.<label>-<UTC time>` beside it (with `-2`, `-3`, ... if
/// that name is taken) and returns the new path.
pub(super) fn move_aside(path: &Path, label: &str) -> io::Result<PathBuf> {
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "no file name"))?
        .to_string_lossy()
        .into_owned();
    let stamp = crate::clock::timestamp_now()
        .strftime("%Y%m%dT%H%M%SZ")
        .to_string();
    let base = format!("{name}.{label}-{stamp}");
    let mut kept = path.with_file_name(&base);
    let mut n = 2;
    while matches!(disk::entry(&kept), Ok(Some(_))) {
        kept = path.with_file_name(format!("{base}-{n}"));
        n += 1;
    }
    disk::rename(path, &kept)?;
    Ok(kept)
}

//! Sharing a game from the window: a picture of the position into the player's pictures folder
//! and the game as a game file ([`crate::game_record`]) into the documents folder, each under a
//! new name that says when, never over an earlier one. The window calls these and says where
//! the file went, or why it could not be written; nothing else is touched on failure. Then, if
//! the player asks, the folder the file went to is shown in the system's file manager.

use crate::atomic_file::write_atomically;
use crate::board::{Board, Player};
use crate::game_record::GameRecord;
use crate::notation::quoted;
use crate::picture::palette::Look;
use crate::picture::PictureError;
use std::path::{Path, PathBuf};
use thiserror::Error;

/// The size of a saved picture: the board large enough to share, small enough to mail.
pub const PICTURE_PIXELS: (u32, u32) = (700, 600);

/// Why something could not be saved, in one line.
#[derive(Debug, Error)]
pub enum ShareError {
    /// The platform names no such folder and there is no home folder either.
    #[error("no {0} folder to save into")]
    NoFolder(&'static str),
    /// The file could not be written (the folder is missing, read-only, full, …).
    #[error("cannot write {}: {source}", quoted(&.path.display().to_string()))]
    Write {
        /// The file that was to be written.
        path: PathBuf,
        /// Why not.
        source: std::io::Error,
    },
    /// The picture could not be drawn.
    #[error(transparent)]
    Picture(#[from] PictureError),
    /// The file manager could not be started on the folder.
    #[error("cannot open {}: {source}", quoted(&.folder.display().to_string()))]
    Open {
        /// The folder that was to be shown.
        folder: PathBuf,
        /// Why not.
        source: std::io::Error,
    },
}

/// The player's pictures folder: the platform's (XDG_PICTURES_DIR), else ~/Pictures if there
/// is one, else the home folder.
pub fn pictures_folder() -> Result<PathBuf, ShareError> {
    let dirs = directories::UserDirs::new().ok_or(ShareError::NoFolder("pictures"))?;
    Ok(named_or(dirs.picture_dir(), dirs.home_dir(), "Pictures"))
}

/// The player's documents folder: the platform's (XDG_DOCUMENTS_DIR), else ~/Documents if
/// there is one, else the home folder.
pub fn documents_folder() -> Result<PathBuf, ShareError> {
    let dirs = directories::UserDirs::new().ok_or(ShareError::NoFolder("documents"))?;
    Ok(named_or(dirs.document_dir(), dirs.home_dir(), "Documents"))
}

/// The folder the platform names, else `home`'s folder of the usual `name` if it exists,
/// else `home` itself.
fn named_or(named: Option<&Path>, home: &Path, name: &str) -> PathBuf {
    match named {
        Some(folder) => folder.to_path_buf(),
        None if home.join(name).is_dir() => home.join(name),
        None => home.to_path_buf(),
    }
}

/// Writes a PNG of `board` (first mover `first`) in `look` into `folder`; returns its path.
pub fn save_picture(
    folder: &Path,
    board: &Board,
    first: Player,
    look: &Look,
) -> Result<PathBuf, ShareError> {
    save(folder, "png", &picture_png(board, first, look)?)
}

/// Writes `record` as a game file into `folder`, dated today if it has no date; returns its
/// path.
pub fn save_game(folder: &Path, record: &GameRecord) -> Result<PathBuf, ShareError> {
    save(folder, "plot4", game_file(record).as_bytes())
}

/// The PNG a saved picture of `board` (first mover `first`) in `look` holds.
pub fn picture_png(board: &Board, first: Player, look: &Look) -> Result<Vec<u8>, ShareError> {
    let (width, height) = PICTURE_PIXELS;
    Ok(crate::picture::png(board, first, look, width, height)?)
}

/// The text a saved game file of `record` holds, dated today if it has no date.
pub fn game_file(record: &GameRecord) -> String {
    let mut record = record.clone();
    if record.date.is_none() {
        record.date = Some(today());
    }
    record.to_string()
}

/// The name a file saved now gets: `plot4-<date>-<time>.<extension>`.
pub fn file_name(extension: &str) -> String {
    let now = crate::clock::timestamp_now().strftime("%Y-%m-%d-%H%M%S");
    format!("plot4-{now}.{extension}")
}

/// Today's date as a game file writes it (UTC).
pub fn today() -> String {
    crate::clock::timestamp_now()
        .strftime("%Y-%m-%d")
        .to_string()
}

/// Writes a file meant for others, whole or not at all ([`write_atomically`]), readable by
/// everyone as a file a program saves for sharing usually is (the temporary file it is
/// renamed from is private).
pub fn write_shared(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    write_atomically(path, bytes)?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o644))?;
    }
    Ok(())
}

/// Shows the folder `file` is in with the system's file manager (`xdg-open` on Linux and the
/// BSDs, Finder on macOS and Explorer on Windows, with the file picked out where they can);
/// returns the folder. The file manager goes its own way: it is not waited for, only reaped.
pub fn open_folder_of(file: &Path) -> Result<PathBuf, ShareError> {
    let folder = match file.parent() {
        Some(folder) if !folder.as_os_str().is_empty() => folder.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let mut opener = file_manager(file, &folder);
    let child = opener
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .map_err(|source| ShareError::Open {
            folder: folder.clone(),
            source,
        })?;
    // Reaped when it ends, so it leaves no zombie behind; its exit status says nothing useful
    // (Explorer's is 1 when it worked).
    std::thread::spawn(move || {
        let mut child = child;
        let _ = child.wait();
    });
    Ok(folder)
}

/// `path` as the player reads it: under the home folder, from `~` (Unix), else whole.
pub fn shown(path: &Path) -> String {
    #[cfg(unix)]
    if let Some(home) = std::env::var_os("HOME").filter(|home| !home.is_empty()) {
        if let Ok(rest) = path.strip_prefix(home) {
            return Path::new("~").join(rest).display().to_string();
        }
    }
    path.display().to_string()
}

/// The command that shows `folder` (where `file` is) in the file manager.
#[cfg(windows)]
fn file_manager(file: &Path, _folder: &Path) -> std::process::Command {
    let mut command = std::process::Command::new("explorer");
    command.arg(format!("/select,{}", file.display()));
    command
}

/// The command that shows `folder` (where `file` is) in the file manager.
#[cfg(target_os = "macos")]
fn file_manager(file: &Path, _folder: &Path) -> std::process::Command {
    let mut command = std::process::Command::new("open");
    command.arg("-R").arg(file);
    command
}

/// The command that shows `folder` (where `file` is) in the file manager.
#[cfg(not(any(windows, target_os = "macos")))]
fn file_manager(_file: &Path, folder: &Path) -> std::process::Command {
    let mut command = std::process::Command::new("xdg-open");
    command.arg(folder);
    command
}

fn save(folder: &Path, extension: &str, bytes: &[u8]) -> Result<PathBuf, ShareError> {
    let path = unused_name(folder, extension);
    write_shared(&path, bytes).map_err(|source| ShareError::Write {
        path: path.clone(),
        source,
    })?;
    Ok(path)
}

/// [`file_name`] in `folder`, with `-2`, `-3`, … before the extension if that is taken.
fn unused_name(folder: &Path, extension: &str) -> PathBuf {
    let name = file_name(extension);
    let stem = name.trim_end_matches(&format!(".{extension}"));
    let mut path = folder.join(&name);
    let mut n = 2;
    while std::fs::symlink_metadata(&path).is_ok() {
        path = folder.join(format!("{stem}-{n}.{extension}"));
        n += 1;
    }
    path
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Mode, Modes};
    use crate::notation::{columns_of, parse_digits};
    use crate::Size;

    fn record(digits: &str) -> GameRecord {
        let modes = Modes {
            red: Mode::Human,
            yellow: Mode::Human,
        };
        let columns = columns_of(digits, 7).unwrap();
        GameRecord::new(Size::STANDARD, modes, Player::Red, &columns)
    }

    #[test]
    fn a_saved_game_opens_again_with_its_moves_and_a_date_and_never_overwrites() {
        let folder = tempfile::tempdir().unwrap();
        let first = save_game(folder.path(), &record("4453")).unwrap();
        let second = save_game(folder.path(), &record("44")).unwrap();
        assert_ne!(first, second, "the second save has a name of its own");
        let read = GameRecord::parse(&std::fs::read_to_string(&first).unwrap()).unwrap();
        assert_eq!(read.position(), "4453");
        assert_eq!(read.date, Some(today()));
        assert_eq!(first.extension().unwrap(), "plot4");
    }

    #[test]
    fn a_folder_that_cannot_be_written_is_one_line_and_leaves_nothing() {
        let folder = tempfile::tempdir().unwrap();
        let missing = folder.path().join("no such folder");
        let board = parse_digits("4453").unwrap();
        let error = save_picture(&missing, &board, Player::Red, &Look::CLASSIC).unwrap_err();
        let message = error.to_string();
        assert!(message.starts_with("cannot write '"), "{message}");
        assert_eq!(message.lines().count(), 1);
        assert!(!missing.exists());
        let saved = save_picture(folder.path(), &board, Player::Red, &Look::CLASSIC).unwrap();
        assert!(std::fs::read(&saved).unwrap().starts_with(b"\x89PNG"));
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&saved).unwrap().permissions().mode();
            assert_eq!(
                mode & 0o777,
                0o644,
                "others may read a picture saved to share"
            );
        }
    }
}

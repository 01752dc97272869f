//! Where the player's files live: the file system natively, and in the browser the page's
//! `localStorage`, one entry a file, keyed by its path. The rest of the store reads and
//! writes through here, so its versioned, set-aside-when-bad handling is the same in both.

#[cfg(not(target_arch = "wasm32"))]
use std::{
    io,
    path::{Path, PathBuf},
};

/// What stands at a path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Entry {
    /// A file.
    File,
    /// A folder (in the browser there are none).
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    Folder,
}

/// The system's own place for Plot 4's files, `None` without a home folder. Windows programs
/// keep theirs in the roaming application data, `%APPDATA%\Plot 4`, named as the player knows
/// the game; elsewhere the data folder's `plot4` (`~/.local/share/plot4` on Linux).
#[cfg(windows)]
pub(super) fn platform_folder() -> Option<PathBuf> {
    directories::BaseDirs::new().map(|dirs| dirs.data_dir().join("Plot 4"))
}

/// The system's own place for Plot 4's files (see the Windows version above).
#[cfg(not(any(windows, target_arch = "wasm32")))]
pub(super) fn platform_folder() -> Option<PathBuf> {
    directories::ProjectDirs::from("", "", "plot4").map(|dirs| dirs.data_dir().to_path_buf())
}

/// What is at `path` (following links), if anything; a path under a regular file holds
/// nothing.
#[cfg(not(target_arch = "wasm32"))]
pub(super) fn entry(path: &Path) -> io::Result<Option<Entry>> {
    match std::fs::metadata(path) {
        Err(error)
            if matches!(
                error.kind(),
                io::ErrorKind::NotFound | io::ErrorKind::NotADirectory
            ) =>
        {
            Ok(None)
        }
        Err(error) => Err(error),
        Ok(meta) if meta.is_dir() => Ok(Some(Entry::Folder)),
        Ok(_) => Ok(Some(Entry::File)),
    }
}

/// The bytes of the file at `path`.
#[cfg(not(target_arch = "wasm32"))]
pub(super) fn read(path: &Path) -> io::Result<Vec<u8>> {
    std::fs::read(path)
}

/// Replaces the file at `path` whole (making its folder first), never leaving half of it.
#[cfg(not(target_arch = "wasm32"))]
pub(super) fn write(path: &Path, bytes: &[u8]) -> io::Result<()> {
    if let Some(folder) = path.parent().filter(|f| !f.as_os_str().is_empty()) {
        std::fs::create_dir_all(folder)?;
    }
    crate::atomic_file::write_atomically(path, bytes)
}

/// Removes the file at `path`; none there is not an error.
#[cfg(not(target_arch = "wasm32"))]
pub(super) fn remove(path: &Path) -> io::Result<()> {
    match std::fs::remove_file(path) {
        Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(()),
        other => other,
    }
}

/// Moves the file at `from` to `to`.
#[cfg(not(target_arch = "wasm32"))]
pub(super) fn rename(from: &Path, to: &Path) -> io::Result<()> {
    std::fs::rename(from, to)
}

/// Makes `folder` if needed and checks that a file can be written in it.
#[cfg(not(target_arch = "wasm32"))]
pub(super) fn check_writable(folder: &Path) -> io::Result<()> {
    std::fs::create_dir_all(folder)?;
    tempfile::tempfile_in(folder).map(drop)
}

#[cfg(target_arch = "wasm32")]
pub(super) use page::{check_writable, entry, read, remove, rename, write};

#[cfg(target_arch = "wasm32")]
mod page {
    use super::Entry;
    use crate::page::storage;
    use std::io;
    use std::path::Path;

    fn key(path: &Path) -> String {
        path.to_string_lossy().into_owned()
    }

    pub(in crate::store) fn entry(path: &Path) -> io::Result<Option<Entry>> {
        Ok(storage::get(&key(path)).map(|_| Entry::File))
    }

    pub(in crate::store) fn read(path: &Path) -> io::Result<Vec<u8>> {
        storage::get(&key(path))
            .ok_or_else(|| io::Error::new(io::ErrorKind::NotFound, "no such entry"))
    }

    pub(in crate::store) fn write(path: &Path, bytes: &[u8]) -> io::Result<()> {
        // One setItem replaces the entry whole: it is atomic as it stands.
        storage::set(&key(path), bytes).map_err(|refused| {
            let kind = match refused {
                storage::Refused::Full => io::ErrorKind::StorageFull,
                storage::Refused::TurnedOff => io::ErrorKind::PermissionDenied,
            };
            io::Error::new(kind, refused)
        })
    }

    pub(in crate::store) fn remove(path: &Path) -> io::Result<()> {
        storage::remove(&key(path));
        Ok(())
    }

    pub(in crate::store) fn rename(from: &Path, to: &Path) -> io::Result<()> {
        let bytes = read(from)?;
        write(to, &bytes)?;
        remove(from)
    }

    pub(in crate::store) fn check_writable(folder: &Path) -> io::Result<()> {
        let probe = folder.join(".writable");
        write(&probe, b"")?;
        remove(&probe)
    }
}

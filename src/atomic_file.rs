//! Writing a file so that a crash, a kill or a full disk at any moment leaves either the old file
//! or the new one whole, never a mix: the one home for that, used by the opening book and the
//! player's files.

use std::io::{self, Write};
use std::path::Path;

/// Replaces `path` with `bytes` atomically: the bytes go to a uniquely named temporary file in
/// the same folder (so two writers never share one, and the rename stays on one file system),
/// are synced to disk, and the file is then renamed over `path`. On any error the temporary
/// file is removed and `path` is untouched.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let folder = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    let name = path.file_name().ok_or_else(|| {
        io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("'{}' names no file", path.display()),
        )
    })?;
    let mut prefix = std::ffi::OsString::from(".");
    prefix.push(name);
    prefix.push(".");
    let mut temp = tempfile::Builder::new()
        .prefix(&prefix)
        .suffix(".tmp")
        .tempfile_in(folder)?;
    temp.write_all(bytes)?;
    temp.as_file().sync_all()?;
    temp.persist(path).map_err(|error| error.error)?;
    // The rename itself is durable once the folder is synced (not possible on every platform).
    if let Ok(dir) = std::fs::File::open(folder) {
        let _ = dir.sync_all();
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replaces_the_file_and_leaves_no_temporary_behind() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("book.p4b");
        write_atomically(&path, b"old").unwrap();
        write_atomically(&path, b"new").unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"new");
        let names: Vec<_> = std::fs::read_dir(dir.path()).unwrap().collect();
        assert_eq!(names.len(), 1, "only the file itself remains");
    }

    #[test]
    fn a_failed_write_keeps_the_old_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("settings.json");
        write_atomically(&path, b"old").unwrap();
        // A directory where the temporary file would go: the write fails before any rename.
        let missing = dir.path().join("no-such-folder").join("settings.json");
        assert!(write_atomically(&missing, b"new").is_err());
        assert_eq!(std::fs::read(&path).unwrap(), b"old");
    }
}

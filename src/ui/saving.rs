//! Carries out the saves the player asks for from the window ([`Share`]): a picture into the
//! pictures folder, a game file into the documents folder ([`crate::sharing`]). The answer is
//! the file's path, or why it could not be written, in one line; nothing else is touched. And
//! afterwards, on the player's asking, shows the folder a file went to.

use super::effect::Share;
use crate::picture::palette::Look;
use crate::sharing;
use std::path::PathBuf;

/// Writes what `share` asks for; whether it was a picture, and where it went or why not.
pub fn carry_out(share: Share) -> Result<PathBuf, String> {
    match share {
        Share::Picture {
            board,
            first,
            theme,
        } => {
            let saved = sharing::pictures_folder().and_then(|folder| {
                sharing::save_picture(&folder, &board, first, &Look::named(theme))
            });
            saved.map_err(|e| e.to_string())
        }
        Share::Game(record) => {
            let saved =
                sharing::documents_folder().and_then(|folder| sharing::save_game(&folder, &record));
            saved.map_err(|e| e.to_string())
        }
    }
}

/// Opens the folder `file` is in, in the system's file manager; the folder, or why not.
pub fn open_folder_of(file: &std::path::Path) -> Result<PathBuf, String> {
    sharing::open_folder_of(file).map_err(|e| e.to_string())
}

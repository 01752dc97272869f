//! Carries out the saves the player asks for from the window ([`Share`]): a picture into the
//! pictures folder, a game file into the documents folder ([`crate::sharing`]); in the browser
//! page, which has no folders, each is a download instead ([`crate::page::download`]). The
//! answer is the file's path (or name), or why it could not be written, in one line; nothing
//! else is touched.
//! Afterwards, on the player's asking, it shows the folder a file went to.

use super::effect::Share;
use crate::picture::palette::Look;
use crate::sharing;
use std::path::PathBuf;

/// Writes what `share` asks for; where it went or why not.
#[cfg(not(target_arch = "wasm32"))]
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

/// Offers what `share` asks for as a download; the file's name, or why not.
#[cfg(target_arch = "wasm32")]
pub fn carry_out(share: Share) -> Result<PathBuf, String> {
    let (bytes, extension, media_type) = match share {
        Share::Picture {
            board,
            first,
            theme,
        } => {
            let png = sharing::picture_png(&board, first, &Look::named(theme));
            (png.map_err(|e| e.to_string())?, "png", "image/png")
        }
        Share::Game(record) => {
            let text = sharing::game_file(&record);
            (text.into_bytes(), "plot4", "text/plain")
        }
    };
    let name = sharing::file_name(extension);
    if crate::page::download(&name, media_type, &bytes) {
        Ok(PathBuf::from(name))
    } else {
        Err("the browser refused the download".to_string())
    }
}

/// Opens the folder `file` is in, in the system's file manager; the folder, or why not.
pub fn open_folder_of(file: &std::path::Path) -> Result<PathBuf, String> {
    sharing::open_folder_of(file).map_err(|e| e.to_string())
}

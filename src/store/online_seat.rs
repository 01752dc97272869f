//! The online seat held while an online game is in progress, so that a window closed or a
//! page reloaded mid-game takes the seat back on its next start: the server, the room's code,
//! the seat's token, and the link and side to show while it does. It is kept from the seat's
//! taking until the game ends or the player leaves: `{"format": "plot4-online-seat",
//! "version": 1, "server": "http://host:7474", "code": "K7M-Q3X-9PD", "token": "…",
//! "link": "http://host:7474/play/K7M-Q3X-9PD", "seat": "host"}`.

use super::document::{Document, FileKind};
use serde::{Deserialize, Serialize};

/// Which seat of the room is held.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum HeldSeat {
    /// The room's creator's.
    Host,
    /// The friend's who joined.
    Guest,
}

/// A seat in an online room, kept to be taken back.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OnlineSeat {
    /// The server (`http://HOST:PORT`).
    pub server: String,
    /// The room's code as the server gave it.
    pub code: String,
    /// The seat's token: whoever holds it holds the seat.
    pub token: String,
    /// The room's link.
    pub link: String,
    /// The seat.
    pub seat: HeldSeat,
}

impl Document for OnlineSeat {
    const FILE: FileKind = FileKind::OnlineSeat;
    const FORMAT: &'static str = "plot4-online-seat";
    const VERSION: u32 = 1;
}

#[cfg(test)]
mod tests {
    use super::super::{Problem, Store};
    use super::*;

    fn seat() -> OnlineSeat {
        OnlineSeat {
            server: "http://127.0.0.1:7474".into(),
            code: "K7M-Q3X-9PD".into(),
            token: "secret".into(),
            link: "http://127.0.0.1:7474/play/K7M-Q3X-9PD".into(),
            seat: HeldSeat::Guest,
        }
    }

    #[test]
    fn a_seat_is_kept_read_back_and_cleared() {
        let folder = tempfile::tempdir().unwrap();
        let store = Store::at(folder.path());
        assert_eq!(store.load_online_seat().value, None);
        store.save_online_seat(&seat()).unwrap();
        assert_eq!(store.load_online_seat().value, Some(seat()));
        let text = std::fs::read_to_string(store.path(FileKind::OnlineSeat)).unwrap();
        assert!(text.contains("\"plot4-online-seat\"") && text.contains("\"guest\""));
        store.clear_online_seat().unwrap();
        assert_eq!(store.load_online_seat().value, None);
        // Clearing what is not there is no problem.
        store.clear_online_seat().unwrap();
    }

    #[test]
    fn a_bad_seat_file_is_set_aside_and_nothing_resumes() {
        let folder = tempfile::tempdir().unwrap();
        let store = Store::at(folder.path());
        std::fs::write(
            store.path(FileKind::OnlineSeat),
            "{\"format\": \"plot4-online-seat\"",
        )
        .unwrap();
        let loaded = store.load_online_seat();
        assert_eq!(loaded.value, None);
        assert!(matches!(loaded.problems[..], [Problem::SetAside { .. }]));
    }
}

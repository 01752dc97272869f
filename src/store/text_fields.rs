//! How game values are written as text inside the files, so a person can read them: modes by
//! name (`"human"`, `"high"`), sides as `"Red"`/`"Yellow"`, moves as a digit string (`"4453"`),
//! results as `"Red wins"`/`"Yellow wins"`/`"Draw"`, dates in RFC 3339 (UTC).

use crate::board::{Column, Player};
use crate::game::{Mode, Modes, Outcome};
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A mode by its command-line name.
pub(super) mod mode {
    use super::*;

    pub fn serialize<S: Serializer>(mode: &Mode, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(mode.name())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Mode, D::Error> {
        String::deserialize(d)?.parse().map_err(D::Error::custom)
    }
}

/// Both modes as `{"red": ..., "yellow": ...}`.
pub(super) mod modes {
    use super::*;

    #[derive(Serialize, Deserialize)]
    struct Pair {
        #[serde(with = "mode")]
        red: Mode,
        #[serde(with = "mode")]
        yellow: Mode,
    }

    pub fn serialize<S: Serializer>(modes: &Modes, s: S) -> Result<S::Ok, S::Error> {
        Pair {
            red: modes.red,
            yellow: modes.yellow,
        }
        .serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Modes, D::Error> {
        let pair = Pair::deserialize(d)?;
        Ok(Modes {
            red: pair.red,
            yellow: pair.yellow,
        })
    }
}

/// A side by its colour's name.
pub(super) mod player {
    use super::*;

    pub fn serialize<S: Serializer>(player: &Player, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(player.name())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Player, D::Error> {
        let text = String::deserialize(d)?;
        [Player::Red, Player::Yellow]
            .into_iter()
            .find(|p| p.name() == text)
            .ok_or_else(|| D::Error::custom(format!("'{text}' is not Red or Yellow")))
    }
}

/// A board's columns and rows as `"8x7"`; files from before sizes existed have none and mean
/// the standard board. Its line length is the `connect` field beside it ([`board::sized`]).
pub(super) mod board {
    use super::*;
    use crate::board::{LineLengthError, Size};

    pub fn serialize<S: Serializer>(size: &Size, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&format!("{}x{}", size.width(), size.height()))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Size, D::Error> {
        String::deserialize(d)?.parse().map_err(D::Error::custom)
    }

    /// The standard board, for files that name none.
    pub fn standard() -> Size {
        Size::STANDARD
    }

    /// Four in a row, for files that name no line length.
    pub fn four() -> u8 {
        Size::STANDARD.line_length() as u8
    }

    /// The board of `size` where `connect` in a line win, or why there is none.
    pub fn sized(size: Size, connect: u8) -> Result<Size, LineLengthError> {
        size.with_line_length(usize::from(connect))
    }
}

/// Columns as a string of 1-based digits; whether they are legal is checked by the owner.
pub(super) mod columns {
    use super::*;

    pub fn serialize<S: Serializer>(columns: &[Column], s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&crate::notation::digits(columns))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<Column>, D::Error> {
        // Letters name columns 10 and up on wide boards; the owner checks them against its
        // board's width when it plays the moves.
        let text = String::deserialize(d)?;
        crate::notation::columns_of(&text, usize::MAX)
            .map_err(|e| D::Error::custom(format!("'{}' is not a column: {e}", e.text)))
    }
}

/// A result as the history prints it.
pub(super) mod outcome {
    use super::*;

    pub fn serialize<S: Serializer>(outcome: &Outcome, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&outcome.to_string())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Outcome, D::Error> {
        let text = String::deserialize(d)?;
        [
            Outcome::Win(Player::Red),
            Outcome::Win(Player::Yellow),
            Outcome::Draw,
        ]
        .into_iter()
        .find(|o| o.to_string() == text)
        .ok_or_else(|| D::Error::custom(format!("'{text}' is not Red wins, Yellow wins or Draw")))
    }
}

/// A moment as an RFC 3339 UTC timestamp.
pub(super) mod timestamp {
    use super::*;

    pub fn serialize<S: Serializer>(when: &jiff::Timestamp, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&when.to_string())
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<jiff::Timestamp, D::Error> {
        String::deserialize(d)?.parse().map_err(D::Error::custom)
    }
}

/// Why a game is casual, as a list of names (`["hint", "take-back"]`); a name this version
/// does not know reads as a reason of a later version, so the game stays casual.
pub(super) mod casual {
    use super::*;
    use crate::game::{CasualReason, CasualReasons};

    pub fn serialize<S: Serializer>(reasons: &CasualReasons, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(reasons.iter().map(CasualReason::name))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<CasualReasons, D::Error> {
        let names = Vec::<String>::deserialize(d)?;
        Ok(names.iter().map(|name| CasualReason::named(name)).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::super::document::{decode, encode};
    use super::super::{History, SavedGame, Settings};
    use crate::ai::Level;
    use crate::game::Mode;

    #[test]
    fn files_naming_levels_by_their_former_names_still_load_and_are_written_with_the_new() {
        let settings: Settings = decode(
            r#"{"format": "plot4-settings", "version": 1,
                "modes": {"red": "beginner", "yellow": "expert"}}"#,
        )
        .unwrap();
        assert_eq!(settings.modes.red, Mode::Computer(Level::Lower));
        assert_eq!(settings.modes.yellow, Mode::Computer(Level::MidHigh));
        let written = encode(&settings).unwrap();
        assert!(
            written.contains(r#""red": "lower""#) && written.contains(r#""yellow": "mid-high""#),
            "{written}"
        );
        let saved: SavedGame = decode(
            r#"{"format": "plot4-game", "version": 2, "size": "7x6", "connect": 4,
                "red": "human", "yellow": "casual", "first": "Red", "moves": "4453", "redo": ""}"#,
        )
        .unwrap();
        assert_eq!(saved.modes().yellow, Mode::Computer(Level::VeryLow));
        let history: History = decode(
            r#"{"format": "plot4-history", "version": 2, "games": [
                {"date": "2026-11-20T18:02:11Z", "red": "novice", "yellow": "human",
                 "first": "Red", "moves": "1212121", "result": "Red wins"}]}"#,
        )
        .unwrap();
        let game = &history.games()[0];
        assert_eq!(game.modes().red, Mode::Computer(Level::RandomPlus));
    }
}

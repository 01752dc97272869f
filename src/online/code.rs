//! Room codes and seat tokens: what a player reads aloud to a friend, and the secret that keeps
//! a seat theirs.
//!
//! A code is nine characters from an alphabet of 31 with no 0/O and no 1/I/L, shown in threes
//! (`K7M-Q3X-9PD`): 31⁹ ≈ 2.6 × 10¹³ codes, 44.6 bits. docs/online.md works out what that
//! means for someone guessing.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use thiserror::Error;

/// The characters of a code: digits 2-9 and the capitals without I, L and O.
pub const ALPHABET: &[u8; 31] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/// Characters in a code.
pub const CODE_LENGTH: usize = 9;

/// The path a room's link points at: `http://HOST/play/CODE`.
pub const PLAY_PATH: &str = "/play/";

/// Bytes of randomness in a seat token (128 bits).
pub const TOKEN_BYTES: usize = 16;

/// A room's code, always held in its canonical form (nine characters, capitals).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct RoomCode([u8; CODE_LENGTH]);

/// Text that is not a room code.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum CodeError {
    /// Too short or too long.
    #[error("a room code has {CODE_LENGTH} characters, this has {0}")]
    Length(usize),
    /// A character outside the alphabet (codes have no 0, O, 1, I or L).
    #[error("{0:?} is not in a room code (codes use 2-9 and A-Z without I, L and O)")]
    Character(char),
}

impl RoomCode {
    /// A code from nine random bytes' worth of the operating system's randomness, each
    /// character drawn evenly from the alphabet.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn random() -> Result<RoomCode, getrandom::Error> {
        let mut code = [0u8; CODE_LENGTH];
        let mut filled = 0;
        while filled < CODE_LENGTH {
            let mut bytes = [0u8; 16];
            getrandom::fill(&mut bytes)?;
            // 248 = 8 × 31: bytes at or above it would favour the first letters, so they are
            // skipped.
            for byte in bytes.into_iter().filter(|&b| b < 248) {
                if filled < CODE_LENGTH {
                    code[filled] = ALPHABET[usize::from(byte % 31)];
                    filled += 1;
                }
            }
        }
        Ok(RoomCode(code))
    }

    /// The code as one word, without the dashes (`K7MQ3X9PD`).
    pub fn compact(&self) -> &str {
        // Every byte is from the ASCII alphabet.
        std::str::from_utf8(&self.0).unwrap_or_default()
    }
}

impl fmt::Display for RoomCode {
    /// In threes, as read aloud: `K7M-Q3X-9PD`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = self.compact();
        write!(f, "{}-{}-{}", &text[0..3], &text[3..6], &text[6..9])
    }
}

impl FromStr for RoomCode {
    type Err = CodeError;

    /// Reads a code as a person types it: any case, with or without dashes or spaces.
    fn from_str(text: &str) -> Result<RoomCode, CodeError> {
        let characters: Vec<char> = text
            .chars()
            .filter(|c| !matches!(c, '-' | ' '))
            .map(|c| c.to_ascii_uppercase())
            .collect();
        if characters.len() != CODE_LENGTH {
            return Err(CodeError::Length(characters.len()));
        }
        let mut code = [0u8; CODE_LENGTH];
        for (slot, &c) in code.iter_mut().zip(&characters) {
            if !c.is_ascii() || !ALPHABET.contains(&(c as u8)) {
                return Err(CodeError::Character(c));
            }
            *slot = c as u8;
        }
        Ok(RoomCode(code))
    }
}

impl TryFrom<String> for RoomCode {
    type Error = CodeError;
    fn try_from(text: String) -> Result<RoomCode, CodeError> {
        text.parse()
    }
}

impl From<RoomCode> for String {
    fn from(code: RoomCode) -> String {
        code.to_string()
    }
}

/// A new seat token: 128 bits of the operating system's randomness, as 32 hex digits.
#[cfg(not(target_arch = "wasm32"))]
pub fn new_token() -> Result<String, getrandom::Error> {
    let mut bytes = [0u8; TOKEN_BYTES];
    getrandom::fill(&mut bytes)?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// True if two tokens are equal, taking the same time wherever they differ.
pub fn same_token(a: &str, b: &str) -> bool {
    a.len() == b.len() && a.bytes().zip(b.bytes()).fold(0, |d, (x, y)| d | (x ^ y)) == 0
}

/// The link to a room on a server whose page is at `base` (`http://HOST`).
pub fn link(base: &str, code: RoomCode) -> String {
    format!("{}{}{code}", base.trim_end_matches('/'), PLAY_PATH)
}

/// A room a player names: by its code alone, or by a link that also names the server.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoomAddress {
    /// The room.
    pub code: RoomCode,
    /// The server's web address (`http://HOST:PORT`), when a link gave one.
    pub server: Option<String>,
}

impl FromStr for RoomAddress {
    type Err = CodeError;

    /// Reads `K7M-Q3X-9PD` or `http://HOST/play/K7M-Q3X-9PD`.
    fn from_str(text: &str) -> Result<RoomAddress, CodeError> {
        let text = text.trim();
        match text.split_once(PLAY_PATH) {
            Some((server, code)) if server.contains("://") => Ok(RoomAddress {
                code: code.trim_end_matches('/').parse()?,
                server: Some(server.to_string()),
            }),
            _ => Ok(RoomAddress {
                code: text.parse()?,
                server: None,
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_alphabet_has_nothing_to_misread() {
        for c in b"01OIL" {
            assert!(!ALPHABET.contains(c), "{}", *c as char);
        }
        let mut sorted = ALPHABET.to_vec();
        sorted.dedup();
        assert_eq!(sorted.len(), 31);
        // At least 40 bits.
        assert!((CODE_LENGTH as f64) * 31f64.log2() >= 40.0);
    }

    #[test]
    fn codes_read_as_people_type_them() {
        let code: RoomCode = "k7m q3x-9pd".parse().unwrap();
        assert_eq!(code.to_string(), "K7M-Q3X-9PD");
        assert_eq!(code.compact(), "K7MQ3X9PD");
        assert_eq!(
            "K7M-Q3X-9P0".parse::<RoomCode>(),
            Err(CodeError::Character('0'))
        );
        assert_eq!("K7M".parse::<RoomCode>(), Err(CodeError::Length(3)));
        assert!("K7M-Q3X-9PÉ".parse::<RoomCode>().is_err());
    }

    #[test]
    fn random_codes_and_tokens_differ_and_parse() {
        let codes: Vec<RoomCode> = (0..50).map(|_| RoomCode::random().unwrap()).collect();
        for code in &codes {
            assert_eq!(code.to_string().parse::<RoomCode>().unwrap(), *code);
        }
        let mut unique = codes.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), codes.len());
        let token = new_token().unwrap();
        assert_eq!(token.len(), 32);
        assert_ne!(token, new_token().unwrap());
        assert!(same_token(&token, &token.clone()));
        assert!(!same_token(&token, &new_token().unwrap()));
    }

    #[test]
    fn links_name_the_room_and_the_server() {
        let code: RoomCode = "K7MQ3X9PD".parse().unwrap();
        let link = link("http://127.0.0.1:7474/", code);
        assert_eq!(link, "http://127.0.0.1:7474/play/K7M-Q3X-9PD");
        let address: RoomAddress = link.parse().unwrap();
        assert_eq!(address.code, code);
        assert_eq!(address.server.as_deref(), Some("http://127.0.0.1:7474"));
        let bare: RoomAddress = "k7m-q3x-9pd".parse().unwrap();
        assert_eq!(bare.server, None);
    }
}

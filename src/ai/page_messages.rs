//! What the page's thread and the engine's Web Worker say to each other (`ai::page_worker`):
//! one line of text a message, as `postMessage` carries it between two instances of the same
//! module that share no memory. Requests and cancels go to the engine; replies come back.
//!
//! A board travels as its size and each side's coins (`7 6 4 <red> <yellow>`, the bitboards in
//! hexadecimal), and is checked on arrival as any outside input is: coins on the board, resting
//! on each other, taking turns.

use super::worker::{Reply, Request, Wanted};
use super::ChooseError;
use crate::board::{Bits, Board, Column, Player, Size};
use thiserror::Error;

/// What the page's thread asks of the engine's worker.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Command {
    /// Make the engine; `seed` makes its choices reproducible.
    Start {
        /// The seed, if any.
        seed: Option<u64>,
    },
    /// Queue a request, as [`super::worker::Worker::send`] does.
    Send(Request),
    /// Cancel the request with this id.
    Cancel(u64),
    /// Cancel every request with an id up to this one, including ones not sent yet.
    CancelUpTo(u64),
}

/// What the engine's worker tells the page's thread.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Told {
    /// An answer to a request.
    Reply(Reply),
    /// The worker stopped (its module failed to load, or the engine panicked), and says why.
    Gone(String),
}

/// A line that is not a message of this module's.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("not a message between the page and the engine's worker: {0:?}")]
pub struct Unread(pub String);

impl Command {
    /// The command as one line.
    pub fn line(&self) -> String {
        match self {
            Command::Start { seed: None } => "start".to_string(),
            Command::Start { seed: Some(seed) } => format!("start {seed}"),
            Command::Send(Request::Move { id, level, board }) => {
                format!("move {id} {} {}", level.name(), board_words(board))
            }
            Command::Send(Request::Ponder { id, board }) => {
                format!("ponder {id} {}", board_words(board))
            }
            Command::Send(Request::Analyse { id, board, wanted }) => {
                let when = match wanted {
                    Wanted::Now => "now",
                    Wanted::Later => "later",
                };
                format!("analyse {id} {when} {}", board_words(board))
            }
            Command::Cancel(id) => format!("cancel {id}"),
            Command::CancelUpTo(id) => format!("cancel-up-to {id}"),
        }
    }

    /// Reads a line written by [`Command::line`].
    pub fn read(line: &str) -> Result<Command, Unread> {
        let unread = || Unread(line.to_string());
        let words: Vec<&str> = line.split(' ').collect();
        let id = |at: usize| -> Result<u64, Unread> {
            words
                .get(at)
                .and_then(|w| w.parse().ok())
                .ok_or_else(unread)
        };
        let board = |from: usize| words.get(from..).and_then(read_board).ok_or_else(unread);
        let command = match words[0] {
            "start" if words.len() == 1 => Command::Start { seed: None },
            "start" if words.len() == 2 => Command::Start { seed: Some(id(1)?) },
            "move" => Command::Send(Request::Move {
                id: id(1)?,
                level: words
                    .get(2)
                    .and_then(|w| w.parse().ok())
                    .ok_or_else(unread)?,
                board: board(3)?,
            }),
            "ponder" => Command::Send(Request::Ponder {
                id: id(1)?,
                board: board(2)?,
            }),
            "analyse" => Command::Send(Request::Analyse {
                id: id(1)?,
                wanted: match words.get(2) {
                    Some(&"now") => Wanted::Now,
                    Some(&"later") => Wanted::Later,
                    _ => return Err(unread()),
                },
                board: board(3)?,
            }),
            "cancel" if words.len() == 2 => Command::Cancel(id(1)?),
            "cancel-up-to" if words.len() == 2 => Command::CancelUpTo(id(1)?),
            _ => return Err(unread()),
        };
        Ok(command)
    }
}

impl Told {
    /// The message as one line.
    pub fn line(&self) -> String {
        match self {
            Told::Reply(Reply::Move { id, result }) => match result {
                Ok(column) => format!("move {id} {}", column.number()),
                Err(error) => format!("move {id} {}", error_word(*error)),
            },
            Told::Reply(Reply::ColumnScore { id, column, score }) => {
                format!("score {id} {} {score}", column.number())
            }
            Told::Reply(Reply::Analysed { id, result }) => match result {
                Ok(()) => format!("analysed {id} ok"),
                Err(error) => format!("analysed {id} {}", error_word(*error)),
            },
            // One line, whatever the reason said.
            Told::Gone(why) => format!("gone {}", why.replace(['\n', '\r'], " ")),
        }
    }

    /// Reads a line written by [`Told::line`].
    pub fn read(line: &str) -> Result<Told, Unread> {
        let unread = || Unread(line.to_string());
        if let Some(why) = line.strip_prefix("gone ") {
            return Ok(Told::Gone(why.to_string()));
        }
        let words: Vec<&str> = line.split(' ').collect();
        let id = words
            .get(1)
            .and_then(|w| w.parse().ok())
            .ok_or_else(unread)?;
        let column = |at: usize| {
            words
                .get(at)
                .and_then(|w| w.parse().ok())
                .and_then(Column::from_number)
                .ok_or_else(unread)
        };
        let reply = match (words[0], words.len()) {
            ("move", 3) => Reply::Move {
                id,
                result: match read_error(words[2]) {
                    Some(error) => Err(error),
                    None => Ok(column(2)?),
                },
            },
            ("score", 4) => Reply::ColumnScore {
                id,
                column: column(2)?,
                score: words[3].parse().map_err(|_| unread())?,
            },
            ("analysed", 3) => Reply::Analysed {
                id,
                result: match words[2] {
                    "ok" => Ok(()),
                    word => Err(read_error(word).ok_or_else(unread)?),
                },
            },
            _ => return Err(unread()),
        };
        Ok(Told::Reply(reply))
    }
}

fn error_word(error: ChooseError) -> &'static str {
    match error {
        ChooseError::GameOver => "game-over",
        ChooseError::Cancelled => "cancelled",
        ChooseError::OutOfTime => "out-of-time",
        ChooseError::Paused => "paused",
    }
}

fn read_error(word: &str) -> Option<ChooseError> {
    [
        ChooseError::GameOver,
        ChooseError::Cancelled,
        ChooseError::OutOfTime,
        ChooseError::Paused,
    ]
    .into_iter()
    .find(|&error| error_word(error) == word)
}

fn board_words(board: &Board) -> String {
    let size = board.size();
    format!(
        "{} {} {} {:x} {:x}",
        size.width(),
        size.height(),
        size.line_length(),
        board.bits_of(Player::Red),
        board.bits_of(Player::Yellow)
    )
}

/// The board in `words` (as [`board_words`] writes it), if it is one a game can reach the way
/// coins fall: on the board, each column filled from the bottom, Red one coin ahead or level.
fn read_board(words: &[&str]) -> Option<Board> {
    let [width, height, line, red, yellow] = words else {
        return None;
    };
    let size = Size::new(width.parse().ok()?, height.parse().ok()?)
        .ok()?
        .with_line_length(line.parse().ok()?)
        .ok()?;
    let red = Bits::from_str_radix(red, 16).ok()?;
    let yellow = Bits::from_str_radix(yellow, 16).ok()?;
    let coins = red | yellow;
    let on_board = coins & !size.board_mask() == 0 && red & yellow == 0;
    // A column's coins from the bottom up, with no gap: adding its bottom bit carries through
    // them to the first empty cell, which is none of them.
    let fallen = (coins + size.bottom_mask()) & coins == 0;
    let turns = matches!(
        red.count_ones().checked_sub(yellow.count_ones()),
        Some(0 | 1)
    );
    (on_board && fallen && turns).then(|| Board::from_bits(size, red, yellow))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::notation::parse_digits_on;

    fn board(size: Size, digits: &str) -> Board {
        parse_digits_on(Board::empty(size), digits).unwrap()
    }

    #[test]
    fn every_command_reads_back_as_it_was_written() {
        let wide = Size::new(9, 7).unwrap().with_line_length(5).unwrap();
        let commands = [
            Command::Start { seed: None },
            Command::Start { seed: Some(7) },
            Command::Send(Request::Move {
                id: 3,
                level: Level::High,
                board: board(Size::STANDARD, "4453"),
            }),
            Command::Send(Request::Move {
                id: 4,
                level: Level::Random,
                board: Board::empty(Size::STANDARD),
            }),
            Command::Send(Request::Ponder {
                id: 5,
                board: board(wide, "99118"),
            }),
            Command::Send(Request::Analyse {
                id: 6,
                board: board(Size::STANDARD, "444444"),
                wanted: Wanted::Now,
            }),
            Command::Send(Request::Analyse {
                id: u64::MAX,
                board: board(wide, "1"),
                wanted: Wanted::Later,
            }),
            Command::Cancel(9),
            Command::CancelUpTo(12),
        ];
        for command in commands {
            assert_eq!(
                Command::read(&command.line()),
                Ok(command),
                "{}",
                command.line()
            );
        }
    }

    #[test]
    fn every_reply_reads_back_as_it_was_written() {
        let column = |n| Column::from_number(n).unwrap();
        let told = [
            Told::Reply(Reply::Move {
                id: 1,
                result: Ok(column(4)),
            }),
            Told::Reply(Reply::Move {
                id: 2,
                result: Err(ChooseError::Cancelled),
            }),
            Told::Reply(Reply::Move {
                id: 3,
                result: Err(ChooseError::GameOver),
            }),
            Told::Reply(Reply::ColumnScore {
                id: 4,
                column: column(7),
                score: -18,
            }),
            Told::Reply(Reply::Analysed {
                id: 5,
                result: Ok(()),
            }),
            Told::Reply(Reply::Analysed {
                id: 6,
                result: Err(ChooseError::OutOfTime),
            }),
            Told::Gone("RuntimeError: unreachable".to_string()),
        ];
        for message in told {
            assert_eq!(
                Told::read(&message.line()),
                Ok(message.clone()),
                "{}",
                message.line()
            );
        }
        assert_eq!(
            Told::Gone("two\nlines".into()).line(),
            "gone two lines",
            "a reason is one line"
        );
    }

    #[test]
    fn a_board_no_game_can_reach_is_refused() {
        let line = |red: &str, yellow: &str| format!("ponder 1 7 6 4 {red} {yellow}");
        // Red on the bottom of column 1 and Yellow on it: a board a game reaches.
        assert!(Command::read(&line("1", "2")).is_ok());
        // A coin in the air, two coins on one cell, Yellow ahead, a coin off the board.
        for (red, yellow) in [("2", "0"), ("1", "1"), ("0", "1"), ("40", "0")] {
            assert!(
                Command::read(&line(red, yellow)).is_err(),
                "{red} {yellow} read"
            );
        }
    }

    #[test]
    fn lines_that_are_not_messages_are_refused() {
        for line in [
            "",
            "start x",
            "move 1 strongest 7 6 4 0 0",
            "move 1 high 7 6",
            "analyse 2 soon 7 6 4 0 0",
            "cancel",
            "cancel -1",
            "ponder 1 7 6 4 zz 0",
            "ponder 1 200 6 4 0 0",
        ] {
            assert!(Command::read(line).is_err(), "{line:?} read as a command");
        }
        for line in [
            "",
            "move 1",
            "move 1 0",
            "move 1 maybe",
            "score 1 4",
            "analysed 1 perhaps",
            "hello 1 2",
        ] {
            assert!(Told::read(line).is_err(), "{line:?} read as a reply");
        }
    }
}

//! Game records: a game, finished or not, as a small text file a person can read, mail and
//! open again (`plot4 analyze-game`, `plot4 --open`). The format is described in
//! `docs/game-file.md`:
//!
//! ```text
//! Plot 4 game
//! Board: 7x6, connect 4
//! Red: human
//! Yellow: high
//! First: Red
//! Date: 2026-11-25
//! Result: unfinished
//! Moves: 3
//!
//! 1. 4 {Red wins in 20}
//! 2. 4 {Red wins in 20}
//! 3. 1? {draw}
//! ```
//!
//! Each move line is its number, its column (as in a position string), `?` if it threw a win
//! into a draw or a draw into a loss (or, in a lost position, let a four through that another
//! move blocked), `??` if it threw a win into a loss, and in braces the exact outcome of the
//! position it led to under perfect play. Both annotations are optional. The marks are the
//! window's: both come from [`GameScores::flaw`].
//! `Moves:` says how many move lines follow, so a file cut short is told from a short game.

use crate::analysis::{Flaw, GameScores, Mistake, Prospect};
use crate::board::{Board, Column, Player, Size};
use crate::game::{EndedEarly, Mode, Modes, Outcome};
use crate::notation::{self, column_symbol};
use std::fmt;
use thiserror::Error;

/// The first line of every game file.
pub const FIRST_LINE: &str = "Plot 4 game";

/// A move's mark in a game file, as chess notation writes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    /// `?`: a win thrown into a draw, a draw into a loss, or a block missed in a lost
    /// position.
    Mistake,
    /// `??`: a win thrown into a loss.
    Blunder,
}

impl From<Flaw> for Mark {
    fn from(flaw: Flaw) -> Mark {
        match flaw {
            Flaw::Threw(Mistake::WinToLoss) => Mark::Blunder,
            Flaw::Threw(_) | Flaw::MissedBlock => Mark::Mistake,
        }
    }
}

/// One move of a record and what is known of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RecordedMove {
    /// The column played.
    pub column: Column,
    /// The move's mark, if the analysis found it flawed ([`GameScores::flaw`]).
    pub mistake: Option<Mark>,
    /// The exact outcome of the position after the move, if known.
    pub outcome: Option<Forecast>,
}

/// The exact outcome of a position under perfect play, told by colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Forecast {
    /// Neither side can force a line (or the board is full).
    Draw,
    /// `winner` lines up with its `moves`-th move from here; 0 when it already has.
    Win {
        /// The colour that wins.
        winner: Player,
        /// The winner's moves still to make, the winning one included.
        moves: u32,
    },
}

impl fmt::Display for Forecast {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Forecast::Draw => f.write_str("draw"),
            Forecast::Win { winner, moves: 0 } => write!(f, "{winner} has won"),
            Forecast::Win { winner, moves } => write!(f, "{winner} wins in {moves}"),
        }
    }
}

impl Forecast {
    /// Reads what [`Forecast`]'s `Display` writes.
    fn parse(text: &str) -> Option<Forecast> {
        let text = text.trim();
        if text == "draw" {
            return Some(Forecast::Draw);
        }
        let (colour, rest) = text.split_once(' ')?;
        let winner = colour_named(colour)?;
        let moves = match rest {
            "has won" => 0,
            _ => rest
                .strip_prefix("wins in ")?
                .parse()
                .ok()
                .filter(|&m| m > 0)?,
        };
        Some(Forecast::Win { winner, moves })
    }
}

/// A game as a file holds it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRecord {
    /// The board and line length.
    pub size: Size,
    /// Who played each colour.
    pub modes: Modes,
    /// The colour that moved first.
    pub first: Player,
    /// When the game was played, as written (e.g. `2026-11-25`).
    pub date: Option<String>,
    /// The moves, in order.
    pub moves: Vec<RecordedMove>,
    /// The result and how the game ended, for a game that ended before its board decided it
    /// (an online game resigned, drawn by agreement, lost on time or left).
    pub ended_early: Option<(Outcome, EndedEarly)>,
}

/// Why a file is not a game record: the line and the problem.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("line {line}: {problem}")]
pub struct RecordError {
    /// The 1-based line the problem is on (the last line for something missing).
    pub line: usize,
    /// What is wrong.
    pub problem: String,
}

impl GameRecord {
    /// A record of `columns`, played from the empty board of `size` by `modes`, `first`
    /// moving first, with no annotations.
    pub fn new(size: Size, modes: Modes, first: Player, columns: &[Column]) -> GameRecord {
        GameRecord {
            size,
            modes,
            first,
            date: None,
            ended_early: None,
            moves: columns
                .iter()
                .map(|&column| RecordedMove {
                    column,
                    mistake: None,
                    outcome: None,
                })
                .collect(),
        }
    }

    /// The columns played.
    pub fn columns(&self) -> Vec<Column> {
        self.moves.iter().map(|m| m.column).collect()
    }

    /// The position string of the moves.
    pub fn position(&self) -> String {
        notation::digits(&self.columns())
    }

    /// The board the moves reach. The moves are legal in any record (reading checks them).
    pub fn board(&self) -> Board {
        self.moves.iter().fold(Board::empty(self.size), |board, m| {
            board.play(m.column).expect("a record's moves are legal")
        })
    }

    /// The colour that made move `index` (0-based).
    pub fn mover(&self, index: usize) -> Player {
        if index.is_multiple_of(2) {
            self.first
        } else {
            self.first.opponent()
        }
    }

    /// The game's result in the file's words: `Red wins`, `Yellow wins`, `draw` or
    /// `unfinished`; for a game ended before its board decided it, the result and how it
    /// ended, as `Yellow wins (resigned)` or `draw (agreed)`.
    pub fn result(&self) -> String {
        if let Some((outcome, how)) = self.ended_early {
            let result = match outcome {
                Outcome::Win(colour) => format!("{colour} wins"),
                Outcome::Draw => "draw".into(),
            };
            return format!("{result} ({how})");
        }
        self.board_result()
    }

    /// The result the moves give by themselves.
    fn board_result(&self) -> String {
        let board = self.board();
        match board.winner() {
            // The board calls the first mover Red.
            Some(side) => {
                let colour = if side == Player::Red {
                    self.first
                } else {
                    self.first.opponent()
                };
                format!("{colour} wins")
            }
            None if board.is_full() => "draw".into(),
            None => "unfinished".into(),
        }
    }

    /// Writes each move's annotations from the exact score of every position of the game
    /// (`scores`, for the side to move in each position, the start included); a position
    /// whose score is unknown leaves its move without them.
    pub fn annotate(&mut self, scores: &GameScores) {
        let mut board = Board::empty(self.size);
        for index in 0..self.moves.len() {
            let before = board;
            board = board
                .play(self.moves[index].column)
                .expect("a record's moves are legal");
            // The side to move after move `index` is the opponent of its mover.
            let to_move = self.mover(index).opponent();
            let outcome = scores.get(index + 1).map(|score| {
                if board.is_over() {
                    return match board.winner() {
                        Some(_) => Forecast::Win {
                            winner: self.mover(index),
                            moves: 0,
                        },
                        None => Forecast::Draw,
                    };
                }
                match Prospect::new(&board, score) {
                    Prospect::Draw => Forecast::Draw,
                    Prospect::Win { moves } => Forecast::Win {
                        winner: to_move,
                        moves,
                    },
                    Prospect::Loss { moves } => Forecast::Win {
                        winner: to_move.opponent(),
                        moves,
                    },
                }
            });
            let entry = &mut self.moves[index];
            entry.outcome = outcome;
            entry.mistake = scores.flaw(index, &before, &board).map(Mark::from);
        }
    }

    /// Reads a game file's text; any problem is an error naming its line.
    pub fn parse(text: &str) -> Result<GameRecord, RecordError> {
        let raw = text;
        let lines: Vec<&str> = text.lines().collect();
        let error = |line: usize, problem: String| RecordError { line, problem };
        let last = lines.len().max(1);
        if lines.first().map(|l| l.trim()) != Some(FIRST_LINE) {
            return Err(error(
                1,
                format!("not a Plot 4 game file (the first line should be '{FIRST_LINE}')"),
            ));
        }
        let mut headers = Headers::default();
        let mut at = 1;
        while at < lines.len() && !lines[at].trim().is_empty() {
            headers
                .read(lines[at])
                .map_err(|problem| error(at + 1, problem))?;
            at += 1;
        }
        let size = headers
            .size
            .ok_or_else(|| error(last, "the Board header is missing".into()))?;
        let count = headers
            .moves
            .ok_or_else(|| error(last, "the Moves header is missing".into()))?;
        let modes = Modes {
            red: headers.red.unwrap_or(Mode::Human),
            yellow: headers.yellow.unwrap_or(Mode::Human),
        };
        let mut record = GameRecord {
            size,
            modes,
            first: headers.first.unwrap_or(Player::Red),
            date: headers.date,
            moves: Vec::new(),
            ended_early: None,
        };
        let mut board = Board::empty(size);
        for (i, line) in lines.iter().enumerate().skip(at) {
            let text = line.trim();
            if text.is_empty() || text.starts_with('#') {
                continue;
            }
            let number = record.moves.len() + 1;
            // Every writer ends its last line: a last line without its end was cut off.
            let cut_off = i + 1 == lines.len() && !raw.ends_with('\n');
            let entry = read_move(text, number, size).map_err(|problem| {
                let problem = if cut_off {
                    format!("the file is cut short: {problem}")
                } else {
                    problem
                };
                error(i + 1, problem)
            })?;
            board = board
                .play(entry.column)
                .map_err(|e| error(i + 1, format!("move {number}: {e}")))?;
            record.moves.push(entry);
        }
        if record.moves.len() != count {
            return Err(error(
                last,
                format!(
                    "the file is cut short or altered: it holds {} of its {count} moves",
                    record.moves.len()
                ),
            ));
        }
        if let Some(result) = headers.result {
            // A game the board had not decided may have ended otherwise (resigned, agreed, on
            // time, left): the header says how.
            if record.board_result() == "unfinished" {
                record.ended_early = ended_early(&result);
            }
            if result != record.result() {
                return Err(error(
                    last,
                    format!(
                        "the Result header says '{result}' but the moves give '{}'",
                        record.result()
                    ),
                ));
            }
        }
        Ok(record)
    }
}

impl fmt::Display for GameRecord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{FIRST_LINE}")?;
        let (w, h) = (self.size.width(), self.size.height());
        writeln!(f, "Board: {w}x{h}, connect {}", self.size.line_length())?;
        writeln!(f, "Red: {}", self.modes.red)?;
        writeln!(f, "Yellow: {}", self.modes.yellow)?;
        writeln!(f, "First: {}", self.first)?;
        if let Some(date) = &self.date {
            writeln!(f, "Date: {date}")?;
        }
        writeln!(f, "Result: {}", self.result())?;
        writeln!(f, "Moves: {}", self.moves.len())?;
        writeln!(f)?;
        for (i, m) in self.moves.iter().enumerate() {
            write!(f, "{}. {}", i + 1, column_symbol(m.column))?;
            match m.mistake {
                Some(Mark::Blunder) => f.write_str("??")?,
                Some(Mark::Mistake) => f.write_str("?")?,
                None => {}
            }
            if let Some(outcome) = m.outcome {
                write!(f, " {{{outcome}}}")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

/// The headers read so far.
#[derive(Default)]
struct Headers {
    size: Option<Size>,
    red: Option<Mode>,
    yellow: Option<Mode>,
    first: Option<Player>,
    date: Option<String>,
    result: Option<String>,
    moves: Option<usize>,
}

impl Headers {
    fn read(&mut self, line: &str) -> Result<(), String> {
        let (key, value) = line
            .split_once(':')
            .ok_or_else(|| format!("expected 'Header: value', found {}", notation::quoted(line)))?;
        let value = value.trim();
        let bad = |what: &str| format!("{what} {}", notation::quoted(value));
        match key.trim() {
            "Board" => self.size = Some(board_size(value)?),
            "Red" => self.red = Some(value.parse().map_err(|_| bad("unknown player"))?),
            "Yellow" => self.yellow = Some(value.parse().map_err(|_| bad("unknown player"))?),
            "First" => self.first = Some(colour_named(value).ok_or_else(|| bad("unknown colour"))?),
            "Date" => self.date = Some(value.to_string()),
            "Result" => self.result = Some(value.to_string()),
            "Moves" => self.moves = Some(value.parse().map_err(|_| bad("not a number of moves:"))?),
            // Headers a later version may add are kept out of the way, not refused.
            _ => {}
        }
        Ok(())
    }
}

/// Reads `7x6, connect 4` (or `7x6`, four in a row).
/// A result header's off-board end, `Yellow wins (resigned)` or `draw (agreed)`; `None` for
/// any other text.
fn ended_early(result: &str) -> Option<(Outcome, EndedEarly)> {
    let (result, how) = result.strip_suffix(')')?.split_once(" (")?;
    let how = [
        EndedEarly::Resigned,
        EndedEarly::Agreed,
        EndedEarly::Time,
        EndedEarly::Abandoned,
    ]
    .into_iter()
    .find(|h| h.to_string() == how)?;
    let outcome = match result {
        "draw" => Outcome::Draw,
        _ => Outcome::Win(colour_named(result.strip_suffix(" wins")?)?),
    };
    Some((outcome, how))
}

fn board_size(text: &str) -> Result<Size, String> {
    let (size, connect) = match text.split_once(',') {
        Some((size, rest)) => {
            let k = rest
                .trim()
                .strip_prefix("connect")
                .and_then(|k| k.trim().parse::<usize>().ok())
                .ok_or_else(|| {
                    format!(
                        "expected 'WxH, connect K', found {}",
                        notation::quoted(text)
                    )
                })?;
            (size, k)
        }
        None => (text, 4),
    };
    let size: Size = size
        .parse()
        .map_err(|e| format!("board {}: {e}", notation::quoted(text)))?;
    size.with_line_length(connect).map_err(|e| e.to_string())
}

fn colour_named(text: &str) -> Option<Player> {
    match text {
        "Red" => Some(Player::Red),
        "Yellow" => Some(Player::Yellow),
        _ => None,
    }
}

/// Reads one move line, `12. 3?? {Red wins in 4}`, the `number`-th of the file.
fn read_move(text: &str, number: usize, size: Size) -> Result<RecordedMove, String> {
    let (head, outcome) = match text.split_once('{') {
        Some((head, rest)) => {
            let inside = rest
                .strip_suffix('}')
                .ok_or_else(|| format!("move {number}: the annotation is not closed with '}}'"))?;
            let outcome = Forecast::parse(inside).ok_or_else(|| {
                format!(
                    "move {number}: unknown outcome {}",
                    notation::quoted(inside)
                )
            })?;
            (head.trim(), Some(outcome))
        }
        None => (text, None),
    };
    let (label, played) = head.split_once(' ').ok_or_else(|| {
        format!(
            "expected '{number}. <column>', found {}",
            notation::quoted(text)
        )
    })?;
    if label != format!("{number}.") {
        return Err(format!(
            "expected move {number}, found {}",
            notation::quoted(label)
        ));
    }
    let played = played.trim();
    let (symbol, marks) = played.split_at(played.find('?').unwrap_or(played.len()));
    let mistake = match marks {
        "" => None,
        "?" => Some(Mark::Mistake),
        "??" => Some(Mark::Blunder),
        _ => {
            return Err(format!(
                "move {number}: unknown mark {}",
                notation::quoted(marks)
            ))
        }
    };
    let mut symbols = notation::columns_of(symbol, size.width())
        .map_err(|e| format!("move {number}: {}", e.problem))?;
    match (symbols.pop(), symbols.is_empty()) {
        (Some(column), true) => Ok(RecordedMove {
            column,
            mistake,
            outcome,
        }),
        _ => Err(format!(
            "move {number}: expected one column, found {}",
            notation::quoted(symbol)
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(digits: &str) -> GameRecord {
        let columns = notation::columns_of(digits, 7).unwrap();
        let modes = Modes {
            red: Mode::Human,
            yellow: Mode::Computer(crate::Level::High),
        };
        GameRecord::new(Size::STANDARD, modes, Player::Red, &columns)
    }

    #[test]
    fn a_game_ended_off_the_board_keeps_its_result_and_how_through_its_file() {
        let mut resigned = record("4455");
        assert_eq!(resigned.result(), "unfinished");
        resigned.ended_early = Some((Outcome::Win(Player::Yellow), EndedEarly::Resigned));
        let text = resigned.to_string();
        assert!(text.contains("Result: Yellow wins (resigned)"), "{text}");
        let read = GameRecord::parse(&text).unwrap();
        assert_eq!(read.ended_early, resigned.ended_early);
        assert_eq!(read.result(), "Yellow wins (resigned)");

        let mut agreed = record("43");
        agreed.ended_early = Some((Outcome::Draw, EndedEarly::Agreed));
        let read = GameRecord::parse(&agreed.to_string()).unwrap();
        assert_eq!(read.result(), "draw (agreed)");

        // A board that decided the game leaves no room for another end.
        let won = record("1212121").to_string();
        let claimed = won.replace("Result: Red wins", "Result: Yellow wins (resigned)");
        let error = GameRecord::parse(&claimed).unwrap_err();
        assert!(
            error.problem.contains("the moves give 'Red wins'"),
            "{error}"
        );
        // Words the format does not know stay an error.
        let odd = record("4455")
            .to_string()
            .replace("unfinished", "Yellow wins (bored)");
        assert!(GameRecord::parse(&odd).is_err());
    }

    #[test]
    fn a_record_reads_back_as_it_was_written_annotations_and_all() {
        let mut game = record("4453");
        game.date = Some("2026-11-25".into());
        game.moves[1].mistake = Some(Mark::Blunder);
        game.moves[2].mistake = Some(Mark::Mistake);
        game.moves[2].outcome = Some(Forecast::Win {
            winner: Player::Yellow,
            moves: 7,
        });
        game.moves[3].outcome = Some(Forecast::Draw);
        let text = game.to_string();
        assert!(
            text.contains("2. 4?? \n") || text.contains("2. 4??\n"),
            "{text}"
        );
        let read = GameRecord::parse(&text).unwrap();
        assert_eq!(read, game);
    }

    #[test]
    fn a_finished_game_states_its_result_and_a_file_cut_short_is_refused() {
        let game = record("4455667");
        assert_eq!(game.result(), "Red wins");
        let text = game.to_string();
        assert!(text.contains("Result: Red wins"));
        let cut: String = text
            .lines()
            .take(text.lines().count() - 2)
            .map(|l| format!("{l}\n"))
            .collect();
        let error = GameRecord::parse(&cut).unwrap_err();
        assert!(error.problem.contains("cut short"), "{error}");
        let half_line = &text[..text.len() - 2];
        assert!(GameRecord::parse(half_line).is_err());
    }

    #[test]
    fn a_file_for_another_board_is_refused_with_its_line() {
        let text = record("77").to_string().replace("Board: 7x6", "Board: 6x6");
        let error = GameRecord::parse(&text).unwrap_err();
        assert!(error.problem.contains("move 1"), "{error}");
        assert_eq!(error.line, 9, "the line of move 1");
        let too_big = record("1").to_string().replace("7x6", "30x30");
        assert!(GameRecord::parse(&too_big).unwrap_err().line == 2);
    }

    #[test]
    fn a_result_that_the_moves_do_not_give_is_refused() {
        let text = record("4455").to_string().replace("unfinished", "Red wins");
        assert!(GameRecord::parse(&text)
            .unwrap_err()
            .problem
            .contains("Result"));
    }

    #[test]
    fn annotations_come_from_the_game_scores() {
        let mut game = record("4455667");
        let mut scores = GameScores::unknown(8, Player::Red);
        // Red to move after six moves wins at once with its fourth coin: 22 - 4 = 18.
        scores.set(6, 18);
        scores.set(7, crate::analysis::final_score(&game.board()).unwrap());
        game.annotate(&scores);
        assert_eq!(
            game.moves[5].outcome,
            Some(Forecast::Win {
                winner: Player::Red,
                moves: 1
            })
        );
        assert_eq!(
            game.moves[6].outcome,
            Some(Forecast::Win {
                winner: Player::Red,
                moves: 0
            })
        );
        assert_eq!(game.moves[0].outcome, None);
    }

    #[test]
    fn a_missed_block_is_marked_as_the_board_marks_it() {
        // Issue 49: the board marked a missed block with `?` and the saved file did not. Red
        // stacks column 1, Yellow column 2; Yellow, lost all along, could block until its last
        // move let Red's fourth coin through. No result is thrown away.
        let mut game = record("1212121");
        let scores = crate::analysis::missed_block_scores();
        assert!((0..7).all(|ply| scores.mistake(ply).is_none()));
        game.annotate(&scores);
        let marked: Vec<usize> = (0..7)
            .filter(|&i| game.moves[i].mistake.is_some())
            .collect();
        assert_eq!(marked, vec![5], "Yellow's last move, and only it");
        assert_eq!(game.moves[5].mistake, Some(Mark::Mistake));
        assert!(
            game.to_string().contains("\n6. 2? {Red wins in 1}\n"),
            "{game}"
        );
    }
}

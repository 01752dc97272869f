//! Every finished game: when it ended, who played each side, who started, the moves and the
//! result. The file lists them oldest first:
//! `{"format": "plot4-history", "version": 2, "games": [{"date": "2026-11-23T06:41:57Z",
//! "size": "7x6", "connect": 4, "red": "human", "yellow": "high", "first": "Red",
//! "moves": "4444...", "result": "Draw", "level_rating": 2060, "rated": true}]}`. Games of
//! version 1 files have no size: 7×6, four in a row. `level_rating`, the computer level's rating
//! when a person played it, is what the player's rating is recomputed from; games without it
//! (older files) or with a damaged one count the level's rating of today.
//!
//! `"rated": true` marks a game that counted for the rating; a casual one has `"rated": false`
//! and the reasons, `"casual": ["hint", "take-back"]` ([`crate::game::casual_reasons`] is the
//! rule). Games recorded before the rule have neither: what was used in them is unknown, so they
//! count as they always did, rated if a person played a computer level on 7×6.

use super::document::{Document, FileKind};
use super::text_fields;
use crate::board::{Board, Column, LineLengthError, Player, Size};
use crate::game::{
    casual_reasons, CasualReason, CasualReasons, EndedEarly, GameState, Mode, Modes, Outcome,
};
use crate::notation::{self, MoveListError};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// One finished game. Its moves are a legal game that has ended, and its result is the one the
/// moves reach, or, for a game that ended before its board decided it ([`EndedEarly`]), the one
/// written down.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "RecordFields", into = "RecordFields")]
pub struct GameRecord {
    date: jiff::Timestamp,
    size: Size,
    modes: Modes,
    first: Player,
    moves: Vec<Column>,
    result: Outcome,
    /// How the game ended before the board decided it, if it did.
    early: Option<EndedEarly>,
    level_rating: Option<i32>,
    /// Why the game is casual (empty: rated); `None` for a game recorded before casual games
    /// were told apart.
    casual: Option<CasualReasons>,
}

/// The ratings a level may be written down with; anything else in a history file is damage.
const LEVEL_RATINGS: std::ops::RangeInclusive<i64> = -2000..=6000;

/// Why moves cannot make a record of a finished game.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RecordError {
    /// The moves are not a legal game.
    #[error("the moves {moves} are not a legal game: {source}")]
    Illegal {
        /// The moves as digits.
        moves: String,
        /// The first illegal one.
        source: MoveListError,
    },
    /// The game has not ended.
    #[error("the game {0} has not ended")]
    Unfinished(String),
    /// The result written down is not the one the moves reach.
    #[error("the game {moves} ends '{reached}', not '{written}'")]
    WrongResult {
        /// The moves as digits.
        moves: String,
        /// The result the moves reach.
        reached: Outcome,
        /// The result given.
        written: Outcome,
    },
    /// The line length does not fit the board.
    #[error(transparent)]
    Size(LineLengthError),
}

impl GameRecord {
    /// The record of a game ended at `date`; the moves are played from the empty standard
    /// board, the first by `first`.
    pub fn new(
        date: jiff::Timestamp,
        modes: Modes,
        first: Player,
        moves: Vec<Column>,
    ) -> Result<GameRecord, RecordError> {
        GameRecord::sized(date, Size::STANDARD, modes, first, moves)
    }

    /// The record of a game ended at `date` on a board of `size`, as [`GameRecord::new`].
    pub fn sized(
        date: jiff::Timestamp,
        size: Size,
        modes: Modes,
        first: Player,
        moves: Vec<Column>,
    ) -> Result<GameRecord, RecordError> {
        GameRecord::ended(date, size, modes, first, moves, None)
    }

    /// As [`GameRecord::sized`]; with `early`, a game the board had not decided ended with
    /// this result, this way.
    fn ended(
        date: jiff::Timestamp,
        size: Size,
        modes: Modes,
        first: Player,
        moves: Vec<Column>,
        early: Option<(Outcome, EndedEarly)>,
    ) -> Result<GameRecord, RecordError> {
        // "Match my level" is recorded as the level it played, which the rating needs.
        let modes = modes.played();
        let digits = notation::digits(&moves);
        let board = notation::parse_digits_on(Board::empty(size), &digits).map_err(|source| {
            RecordError::Illegal {
                moves: digits.clone(),
                source,
            }
        })?;
        // The board calls whoever moved first Red; name the winner by the real colour.
        let reached = match board.winner() {
            Some(winner) if first == Player::Red => Some(Outcome::Win(winner)),
            Some(winner) => Some(Outcome::Win(winner.opponent())),
            None if board.is_full() => Some(Outcome::Draw),
            None => None,
        };
        // What the board decided stands; only an undecided board ends early.
        let (result, early) = match (reached, early) {
            (Some(result), _) => (result, None),
            (None, Some((result, how))) => (result, Some(how)),
            (None, None) => return Err(RecordError::Unfinished(digits)),
        };
        let level_rating = match (modes.red, modes.yellow) {
            (Mode::Human, Mode::Computer(level)) | (Mode::Computer(level), Mode::Human) => {
                Some(level.rating())
            }
            _ => None,
        };
        Ok(GameRecord {
            date: jiff::Timestamp::from_second(date.as_second()).unwrap_or(date),
            size,
            modes,
            first,
            moves,
            result,
            early,
            level_rating,
            casual: Some(casual_reasons(modes, size, CasualReasons::NONE)),
        })
    }

    /// This record of a game that used `used` along the way (a start from a position, a
    /// take-back, a hint, …): casual if that, its players or its board say so.
    pub fn with_used(self, used: CasualReasons) -> GameRecord {
        GameRecord {
            casual: Some(casual_reasons(self.modes, self.size, used)),
            ..self
        }
    }

    /// This record as a game recorded before casual games were told apart would read: what it
    /// used is unknown.
    pub fn recorded_before_the_rule(self) -> GameRecord {
        GameRecord {
            casual: None,
            ..self
        }
    }

    /// Why the game is casual (empty if it was rated); `None` for a game recorded before casual
    /// games were told apart.
    pub fn casual_reasons(&self) -> Option<CasualReasons> {
        self.casual
    }

    /// Whether the game counts for the player's rating: as recorded, and for a game recorded
    /// before casual games were told apart, if a person played a computer level on 7×6 (what
    /// it used is unknown, so it counts as it always did).
    pub fn is_rated(&self) -> bool {
        let by_players_and_board = casual_reasons(self.modes, self.size, CasualReasons::NONE);
        by_players_and_board
            .union(self.casual.unwrap_or(CasualReasons::NONE))
            .is_empty()
    }

    /// The computer level's rating written down with a game of a person against it (`None`
    /// for other games, for games from before ratings, and for a damaged entry).
    pub fn level_rating(&self) -> Option<i32> {
        self.level_rating
    }

    /// This record with the level's rating given (or forgotten).
    pub fn with_level_rating(self, level_rating: Option<i32>) -> GameRecord {
        GameRecord {
            level_rating,
            ..self
        }
    }

    /// The record of a game the window (or the text game) has just finished, dated now, rated
    /// or casual as [`GameState::casual_reasons`] says.
    pub fn finished_now(game: &GameState) -> Result<GameRecord, RecordError> {
        let record = GameRecord::sized(
            crate::clock::timestamp_now(),
            game.board().size(),
            game.modes(),
            game.first(),
            game.history().to_vec(),
        )?;
        Ok(record.with_used(game.used()))
    }

    /// The record of the game on the table, ended now before its board decided it, with
    /// `result`, `how` (an online game resigned, agreed drawn, lost on time or left).
    pub fn ended_now(
        game: &GameState,
        result: Outcome,
        how: EndedEarly,
    ) -> Result<GameRecord, RecordError> {
        let record = GameRecord::ended(
            crate::clock::timestamp_now(),
            game.board().size(),
            game.modes(),
            game.first(),
            game.history().to_vec(),
            Some((result, how)),
        )?;
        Ok(record.with_used(game.used()))
    }

    /// When the game ended (UTC, to the second).
    pub fn date(&self) -> jiff::Timestamp {
        self.date
    }

    /// The board's size and line length.
    pub fn size(&self) -> Size {
        self.size
    }

    /// Who played each side.
    pub fn modes(&self) -> Modes {
        self.modes
    }

    /// The side that moved first.
    pub fn first(&self) -> Player {
        self.first
    }

    /// The moves, oldest first.
    pub fn moves(&self) -> &[Column] {
        &self.moves
    }

    /// How it ended.
    pub fn result(&self) -> Outcome {
        self.result
    }

    /// How it ended before the board decided it, if it did.
    pub fn ended_early(&self) -> Option<EndedEarly> {
        self.early
    }

    /// The human's result if exactly one side was a person: (the computer's level, the result
    /// for the person).
    pub fn human_against_computer(&self) -> Option<(crate::ai::Level, HumanResult)> {
        let (human, level) = match (self.modes.red, self.modes.yellow) {
            (Mode::Human, Mode::Computer(level)) => (Player::Red, level),
            (Mode::Computer(level), Mode::Human) => (Player::Yellow, level),
            _ => return None,
        };
        Some((level, HumanResult::of(self.result, human)))
    }

    /// One line for `plot4 history`, with all a game needs to be read again:
    /// `<date> <columns>x<rows> connect<K> <Red|Yellow>-first <red mode> <yellow mode> <moves>
    /// <result>; <rated|casual (reasons)>`, e.g. `…; casual (take-back, hint)`. A game recorded
    /// before casual games were told apart says `rated (recorded before the rule)` if it counts.
    pub fn line(&self) -> String {
        format!(
            "{} {}x{} connect{} {}-first {} {} {} {}; {}",
            self.date,
            self.size.width(),
            self.size.height(),
            self.size.line_length(),
            self.first,
            self.modes.red,
            self.modes.yellow,
            notation::digits(&self.moves),
            match self.early {
                Some(how) => format!("{} ({how})", self.result),
                None => self.result.to_string(),
            },
            self.standing()
        )
    }

    /// `rated`, or `casual (` its reasons `)`, as `plot4 history` ends a game's line.
    pub fn standing(&self) -> String {
        if self.is_rated() {
            return match self.casual {
                Some(_) => "rated".to_string(),
                None => "rated (recorded before the rule)".to_string(),
            };
        }
        let used = self.casual.unwrap_or_default();
        format!("casual ({})", casual_reasons(self.modes, self.size, used))
    }
}

/// A game's result for one side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum HumanResult {
    /// That side lined up four.
    Win,
    /// Nobody did.
    Draw,
    /// The other side did.
    Loss,
}

impl HumanResult {
    /// The result of `outcome` for `side`.
    pub fn of(outcome: Outcome, side: Player) -> HumanResult {
        match outcome {
            Outcome::Draw => HumanResult::Draw,
            Outcome::Win(winner) if winner == side => HumanResult::Win,
            Outcome::Win(_) => HumanResult::Loss,
        }
    }
}

#[derive(Serialize, Deserialize)]
struct RecordFields {
    #[serde(with = "text_fields::timestamp")]
    date: jiff::Timestamp,
    #[serde(with = "text_fields::board", default = "text_fields::board::standard")]
    size: Size,
    #[serde(default = "text_fields::board::four")]
    connect: u8,
    #[serde(with = "text_fields::mode")]
    red: Mode,
    #[serde(with = "text_fields::mode")]
    yellow: Mode,
    #[serde(with = "text_fields::player")]
    first: Player,
    #[serde(with = "text_fields::columns")]
    moves: Vec<Column>,
    #[serde(with = "text_fields::outcome")]
    result: Outcome,
    /// How a game the board had not decided ended; absent for one it decided.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    ended: Option<EndedEarly>,
    /// Read as any value, so that a damaged rating loses only itself, not the game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    level_rating: Option<serde_json::Value>,
    /// Whether the game counted for the rating; absent in games recorded before the rule.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    rated: Option<bool>,
    /// Why a game that was not rated is casual.
    #[serde(
        with = "text_fields::casual",
        default,
        skip_serializing_if = "CasualReasons::is_empty"
    )]
    casual: CasualReasons,
}

impl TryFrom<RecordFields> for GameRecord {
    type Error = RecordError;

    fn try_from(fields: RecordFields) -> Result<GameRecord, RecordError> {
        let modes = Modes {
            red: fields.red,
            yellow: fields.yellow,
        };
        let size =
            text_fields::board::sized(fields.size, fields.connect).map_err(RecordError::Size)?;
        let early = fields.ended.map(|how| (fields.result, how));
        let record =
            GameRecord::ended(fields.date, size, modes, fields.first, fields.moves, early)?;
        let level_rating = match &fields.level_rating {
            None => None,
            Some(value) => match value.as_i64().filter(|r| LEVEL_RATINGS.contains(r)) {
                Some(rating) => Some(rating as i32),
                None => {
                    log::warn!(
                        "history: the game of {} has a damaged level_rating ({}); the player's \
                         rating counts the level's rating of today",
                        fields.date,
                        notation::one_line(&value.to_string(), 40)
                    );
                    None
                }
            },
        };
        // A game written down as casual without a reason this version knows stays casual.
        let casual = match (fields.rated, fields.casual) {
            (None, reasons) if reasons.is_empty() => None,
            (Some(true), reasons) => Some(reasons),
            (_, reasons) if reasons.is_empty() => Some(reasons.with(CasualReason::Other)),
            (_, reasons) => Some(reasons),
        };
        let record = GameRecord {
            casual,
            ..record.with_level_rating(level_rating)
        };
        if record.result != fields.result {
            return Err(RecordError::WrongResult {
                moves: notation::digits(&record.moves),
                reached: record.result,
                written: fields.result,
            });
        }
        Ok(record)
    }
}

impl From<GameRecord> for RecordFields {
    fn from(record: GameRecord) -> RecordFields {
        RecordFields {
            date: record.date,
            size: record.size,
            connect: record.size.line_length() as u8,
            red: record.modes.red,
            yellow: record.modes.yellow,
            first: record.first,
            moves: record.moves,
            result: record.result,
            ended: record.early,
            level_rating: record.level_rating.map(serde_json::Value::from),
            rated: record.casual.map(|reasons| reasons.is_empty()),
            casual: record.casual.unwrap_or_default(),
        }
    }
}

/// Every recorded game, oldest first.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct History {
    games: Vec<GameRecord>,
}

impl History {
    /// A history holding these games, oldest first.
    pub fn new(games: Vec<GameRecord>) -> History {
        History { games }
    }

    /// The games, oldest first.
    pub fn games(&self) -> &[GameRecord] {
        &self.games
    }

    /// This history with one more game at the end.
    pub fn with(&self, record: GameRecord) -> History {
        let mut games = self.games.clone();
        games.push(record);
        History { games }
    }
}

impl Document for History {
    const FILE: FileKind = FileKind::History;
    const FORMAT: &'static str = "plot4-history";
    /// 2: each game's board size and line length.
    const VERSION: u32 = 2;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(digits: &str) -> Vec<Column> {
        digits
            .chars()
            .map(|c| Column::from_number(c.to_digit(10).unwrap() as usize).unwrap())
            .collect()
    }

    fn date() -> jiff::Timestamp {
        "2026-11-23T06:41:57.25Z".parse().unwrap()
    }

    #[test]
    fn the_winner_is_named_by_the_colour_that_moved_first() {
        let red_first = GameRecord::new(date(), Modes::HUMANS, Player::Red, moves("1212121"));
        assert_eq!(red_first.unwrap().result(), Outcome::Win(Player::Red));
        let yellow_first = GameRecord::new(date(), Modes::HUMANS, Player::Yellow, moves("1212121"));
        assert_eq!(yellow_first.unwrap().result(), Outcome::Win(Player::Yellow));
    }

    #[test]
    fn unfinished_or_illegal_games_are_not_records() {
        assert_eq!(
            GameRecord::new(date(), Modes::HUMANS, Player::Red, moves("4453")),
            Err(RecordError::Unfinished("4453".to_string()))
        );
        assert!(matches!(
            GameRecord::new(date(), Modes::HUMANS, Player::Red, moves("44444444")),
            Err(RecordError::Illegal { .. })
        ));
    }

    #[test]
    fn a_line_names_the_date_board_first_mover_modes_moves_and_result() {
        let modes = Modes {
            red: Mode::Human,
            yellow: Mode::Computer(crate::ai::Level::High),
        };
        let record = GameRecord::new(date(), modes, Player::Red, moves("1212121")).unwrap();
        assert_eq!(
            record.line(),
            "2026-11-23T06:41:57Z 7x6 connect4 Red-first human high 1212121 Red wins; rated"
        );
        let yellow_first =
            GameRecord::new(date(), modes, Player::Yellow, moves("1212121")).unwrap();
        assert_eq!(
            yellow_first.line(),
            "2026-11-23T06:41:57Z 7x6 connect4 Yellow-first human high 1212121 Yellow wins; rated"
        );
    }

    #[test]
    fn a_game_ended_before_its_board_decided_it_keeps_its_result_and_reads_back() {
        let early = Some((Outcome::Draw, EndedEarly::Agreed));
        let size = Size::STANDARD;
        let first = Player::Red;
        let record = GameRecord::ended(date(), size, Modes::HUMANS, first, moves("43"), early)
            .unwrap()
            .with_used(CasualReasons::NONE.with(CasualReason::Online));
        assert_eq!(record.result(), Outcome::Draw);
        assert_eq!(record.ended_early(), Some(EndedEarly::Agreed));
        assert!(
            record.line().contains(" 43 Draw (agreed); casual"),
            "{}",
            record.line()
        );
        let text = serde_json::to_string(&record).unwrap();
        assert!(text.contains(r#""ended":"agreed""#), "{text}");
        assert_eq!(serde_json::from_str::<GameRecord>(&text).unwrap(), record);
        // Without the way it ended, an undecided board is no record; and a board that decided
        // the game keeps the board's result.
        let bare = text.replace(r#","ended":"agreed""#, "");
        assert!(serde_json::from_str::<GameRecord>(&bare).is_err());
        let resigned = Some((Outcome::Win(Player::Yellow), EndedEarly::Resigned));
        let decided = GameRecord::ended(
            date(),
            size,
            Modes::HUMANS,
            first,
            moves("1212121"),
            resigned,
        );
        let decided = decided.unwrap();
        assert_eq!(
            (decided.result(), decided.ended_early()),
            (Outcome::Win(Player::Red), None)
        );
    }
}

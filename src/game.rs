//! The state of one game of Plot 4 and its transitions: pure values, no window, no threads.
//!
//! A [`GameState`] owns the immutable [`Board`], the move history, the moves taken back (for
//! redo), the [`Mode`] of each side and what was used along the way that keeps the game from
//! being rated ([`CasualReasons`]). Every transition returns a new state. Each state carries a turn number that changes whenever what the computer should
//! be thinking about changes (a move, a mode change, a new game); a computer's answer is tagged
//! with the turn it was asked in and is refused once that turn is gone.

use crate::ai::Level;
use crate::board::{Board, Column, MoveError, Player, Size};
use crate::notation::{self, MoveListError};
use std::fmt;
use std::str::FromStr;
use thiserror::Error;

/// Who plays one side: a person at the window, or the computer at some level.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Mode {
    /// A person clicking or typing.
    Human,
    /// The engine at the given level.
    Computer(Level),
    /// "Match my level": the computer at the level whose rating is nearest the player's, chosen
    /// anew before each game ([`Mode::adapted`]); the level is the one chosen for this game.
    Adaptive(Level),
}

impl Mode {
    /// Every mode in the order the mode screen lists them (digit 1 is the first, digit 0 the
    /// tenth): Human, then the computer's levels weakest first, as their ratings rise, then
    /// "Match my level".
    pub const ALL: [Mode; 10] = [
        Mode::Human,
        Mode::Computer(Level::Random),
        Mode::Computer(Level::RandomPlus),
        Mode::Computer(Level::VeryLow),
        Mode::Computer(Level::Lower),
        Mode::Computer(Level::Low),
        Mode::Computer(Level::Mid),
        Mode::Computer(Level::MidHigh),
        Mode::Computer(Level::High),
        // The level a newcomer meets, so that this reads back from its name unchanged.
        Mode::Adaptive(Level::Low),
    ];

    /// The mode's name in lower case, as the command line spells it.
    pub fn name(self) -> &'static str {
        match self {
            Mode::Human => "human",
            Mode::Computer(level) => level.name(),
            Mode::Adaptive(_) => "adaptive",
        }
    }

    /// The name with a capital, as the window shows it (for "Match my level", the level it
    /// plays at now).
    pub fn title(self) -> &'static str {
        match self {
            Mode::Human => "Human",
            Mode::Computer(level) | Mode::Adaptive(level) => level.label(),
        }
    }

    /// The computer level, if a computer plays this side.
    pub fn level(self) -> Option<Level> {
        match self {
            Mode::Human => None,
            Mode::Computer(level) | Mode::Adaptive(level) => Some(level),
        }
    }

    /// This mode for a player rated `player_rating`: "Match my level" takes the level whose
    /// rating is nearest; other modes stay as they are.
    pub fn adapted(self, player_rating: f64) -> Mode {
        match self {
            Mode::Adaptive(_) => Mode::Adaptive(crate::ai::ladder::nearest(player_rating)),
            mode => mode,
        }
    }

    /// The mode as a finished game is recorded: "Match my level" as the level it played.
    pub fn played(self) -> Mode {
        match self {
            Mode::Adaptive(level) => Mode::Computer(level),
            mode => mode,
        }
    }

    /// True if both are the same choice on the mode screen (whatever level "Match my level"
    /// plays at).
    pub fn same_choice(self, other: Mode) -> bool {
        self.name() == other.name()
    }
}

impl fmt::Display for Mode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A mode name that is neither human, adaptive nor a level of the ladder.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("unknown mode '{0}' (expected human, adaptive or one of the levels: {levels})", levels = crate::ai::ladder::level_names())]
pub struct UnknownMode(pub String);

impl FromStr for Mode {
    type Err = UnknownMode;

    /// A name as [`Mode::name`] gives it. "adaptive" reads as the level a newcomer would meet;
    /// whoever knows the player's rating adapts it ([`Modes::adapted`]).
    fn from_str(s: &str) -> Result<Mode, UnknownMode> {
        let name = s.trim();
        if Mode::Human.name().eq_ignore_ascii_case(name) {
            return Ok(Mode::Human);
        }
        if "adaptive".eq_ignore_ascii_case(name) {
            return Ok(Mode::Adaptive(Level::Lower).adapted(crate::rating::Rating::NEW.rating));
        }
        name.parse::<Level>()
            .map(Mode::Computer)
            .map_err(|_| UnknownMode(s.to_string()))
    }
}

/// The mode of each side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Modes {
    /// Who plays Red.
    pub red: Mode,
    /// Who plays Yellow.
    pub yellow: Mode,
}

impl Modes {
    /// Two people at one window.
    pub const HUMANS: Modes = Modes {
        red: Mode::Human,
        yellow: Mode::Human,
    };

    /// The mode of `player`.
    pub fn of(self, player: Player) -> Mode {
        match player {
            Player::Red => self.red,
            Player::Yellow => self.yellow,
        }
    }

    /// These modes for a player rated `player_rating` ([`Mode::adapted`]).
    pub fn adapted(self, player_rating: f64) -> Modes {
        Modes {
            red: self.red.adapted(player_rating),
            yellow: self.yellow.adapted(player_rating),
        }
    }

    /// These modes as a finished game is recorded ([`Mode::played`]).
    pub fn played(self) -> Modes {
        Modes {
            red: self.red.played(),
            yellow: self.yellow.played(),
        }
    }

    /// These modes with `player`'s replaced.
    pub fn with(self, player: Player, mode: Mode) -> Modes {
        match player {
            Player::Red => Modes { red: mode, ..self },
            Player::Yellow => Modes {
                yellow: mode,
                ..self
            },
        }
    }
}

impl fmt::Display for Modes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Red {}, Yellow {}", self.red, self.yellow)
    }
}

/// Why a game is casual rather than rated. A game is rated only if a person played a computer
/// level from the empty 7×6 board, with no hint, analysis or "why" overlay on and no move taken
/// back ([`casual_reasons`]); each way to miss that is one reason, named by the game-over line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CasualReason {
    /// Two people played each other.
    TwoPeople,
    /// Nobody played: the computer had both sides.
    NoPerson,
    /// Not the 7×6 board with four in a row, on which the levels are rated.
    OtherBoard,
    /// The game began from a position rather than the empty board.
    FromPosition,
    /// A move was taken back.
    TakeBack,
    /// A hint was shown.
    Hint,
    /// The opening explorer was opened on the game's position.
    Explorer,
    /// Analysis mode was on: the best moves on every turn.
    Analysis,
    /// The "why" overlay was on: the threats and the best line.
    Why,
    /// Who plays a side changed with moves on the board.
    ModesChanged,
    /// Played online, against a friend on another machine.
    Online,
    /// A reason a later version of Plot 4 wrote down and this one does not know.
    Other,
}

impl CasualReason {
    /// Every reason, in the order the game-over line names them.
    pub const ALL: [CasualReason; 12] = [
        CasualReason::TwoPeople,
        CasualReason::NoPerson,
        CasualReason::OtherBoard,
        CasualReason::FromPosition,
        CasualReason::TakeBack,
        CasualReason::Hint,
        CasualReason::Explorer,
        CasualReason::Analysis,
        CasualReason::Why,
        CasualReason::ModesChanged,
        CasualReason::Online,
        CasualReason::Other,
    ];

    /// The reason's name in files and the log: `hint`, `take-back`, ….
    pub fn name(self) -> &'static str {
        match self {
            CasualReason::TwoPeople => "two-people",
            CasualReason::NoPerson => "no-person",
            CasualReason::OtherBoard => "other-board",
            CasualReason::FromPosition => "from-position",
            CasualReason::TakeBack => "take-back",
            CasualReason::Hint => "hint",
            CasualReason::Explorer => "explorer",
            CasualReason::Analysis => "analysis",
            CasualReason::Why => "why",
            CasualReason::ModesChanged => "modes-changed",
            CasualReason::Online => "online",
            CasualReason::Other => "other",
        }
    }

    /// The reason in words, as the text game says it (the window says it in the player's
    /// language): `hints were used`.
    pub fn describe(self) -> &'static str {
        match self {
            CasualReason::TwoPeople => "two people played",
            CasualReason::NoPerson => "the computer played both sides",
            CasualReason::OtherBoard => "not the 7x6 board",
            CasualReason::FromPosition => "started from a position",
            CasualReason::TakeBack => "a move was taken back",
            CasualReason::Hint => "hints were used",
            CasualReason::Explorer => "the opening explorer was used",
            CasualReason::Analysis => "analysis was on",
            CasualReason::Why => "the why overlay was on",
            CasualReason::ModesChanged => "the players changed mid-game",
            CasualReason::Online => "played online",
            CasualReason::Other => "marked casual",
        }
    }

    /// The reason named `name` ([`CasualReason::name`]); any other name is
    /// [`CasualReason::Other`], a reason from a later version.
    pub fn named(name: &str) -> CasualReason {
        CasualReason::ALL
            .into_iter()
            .find(|reason| reason.name() == name.trim())
            .unwrap_or(CasualReason::Other)
    }

    fn bit(self) -> u16 {
        1 << (self as u16)
    }
}

/// A set of [`CasualReason`]s: empty for a rated game.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct CasualReasons(u16);

impl CasualReasons {
    /// No reason: a rated game (or nothing used yet).
    pub const NONE: CasualReasons = CasualReasons(0);

    /// These reasons and `reason`.
    pub fn with(self, reason: CasualReason) -> CasualReasons {
        CasualReasons(self.0 | reason.bit())
    }

    /// These reasons and `others`.
    pub fn union(self, others: CasualReasons) -> CasualReasons {
        CasualReasons(self.0 | others.0)
    }

    /// Whether `reason` is one of them.
    pub fn contains(self, reason: CasualReason) -> bool {
        self.0 & reason.bit() != 0
    }

    /// True if there is none: the game is rated.
    pub fn is_empty(&self) -> bool {
        self.0 == 0
    }

    /// The reasons, in the order of [`CasualReason::ALL`].
    pub fn iter(self) -> impl Iterator<Item = CasualReason> {
        CasualReason::ALL
            .into_iter()
            .filter(move |&reason| self.contains(reason))
    }
}

impl FromIterator<CasualReason> for CasualReasons {
    fn from_iter<I: IntoIterator<Item = CasualReason>>(reasons: I) -> CasualReasons {
        reasons
            .into_iter()
            .fold(CasualReasons::NONE, CasualReasons::with)
    }
}

/// The reasons by name, `hint, take-back`, as the log writes them; `rated` for none.
impl fmt::Display for CasualReasons {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("rated");
        }
        let names: Vec<&str> = self.iter().map(CasualReason::name).collect();
        f.write_str(&names.join(", "))
    }
}

/// The one rule of what is rated: a game between `modes` on a board of `size`, with `used`
/// noted along the way (a start from a position, a take-back, a hint, analysis, the "why"
/// overlay, a change of modes), is rated only if a person played a computer level on the 7×6
/// board and nothing was used; otherwise these are the reasons it is casual.
pub fn casual_reasons(modes: Modes, size: Size, used: CasualReasons) -> CasualReasons {
    let people = [modes.red, modes.yellow]
        .into_iter()
        .filter(|&mode| mode == Mode::Human)
        .count();
    let mut reasons = used;
    match people {
        2 => reasons = reasons.with(CasualReason::TwoPeople),
        0 => reasons = reasons.with(CasualReason::NoPerson),
        _ => {}
    }
    if size != Size::STANDARD {
        reasons = reasons.with(CasualReason::OtherBoard);
    }
    reasons
}

/// Identifies one turn of one game: a computer's answer is only accepted for the turn it was
/// asked in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TurnId(pub u64);

/// How a game ended before its board decided it (an online game's end, as its server called it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndedEarly {
    /// The loser resigned.
    Resigned,
    /// Both agreed to a draw.
    Agreed,
    /// The loser's clock ran out.
    Time,
    /// The loser left and did not come back.
    Abandoned,
}

impl std::fmt::Display for EndedEarly {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            EndedEarly::Resigned => "resigned",
            EndedEarly::Agreed => "agreed",
            EndedEarly::Time => "on time",
            EndedEarly::Abandoned => "abandoned",
        })
    }
}

/// How a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// A side lined up four.
    Win(Player),
    /// The board filled up with no four in a row.
    Draw,
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::Win(player) => write!(f, "{player} wins"),
            Outcome::Draw => f.write_str("Draw"),
        }
    }
}

/// Why a move was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum PlayError {
    /// The board refused it (full column, out of range, game over).
    #[error(transparent)]
    Illegal(#[from] MoveError),
    /// A person tried to move for a side the computer plays.
    #[error("it is {0}'s turn and the computer plays {0}")]
    ComputersTurn(Player),
    /// The computer's answer belongs to a turn that is gone (a move, a mode change or a new game
    /// came in between), or to a side a person now plays.
    #[error("stale computer move ignored")]
    Stale,
}

/// Why a move could not be taken back or replayed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum UndoError {
    /// No move (no move of a person's, against the computer) has been played to take back.
    #[error("there is no move to take back")]
    NothingToUndo,
    /// Nothing was taken back, or a new move was played since.
    #[error("there is no move to replay")]
    NothingToRedo,
}

/// One game: the board, how it got there, and who plays each side.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameState {
    board: Board,
    history: Vec<Column>,
    /// Moves taken back, the most recently taken back last; a new move forgets them.
    undone: Vec<Column>,
    modes: Modes,
    turn: TurnId,
    /// Set when a game between two computers was taken back: they wait until resumed, so a
    /// person can look at the position.
    paused: bool,
    /// The colour that made the first move. The board always calls the side that moved first
    /// Red (the engine's notation); every colour this type hands out is the real one.
    first: Player,
    /// What was used along the way that keeps the game from being rated: a start from a
    /// position, a take-back, a hint, analysis, the "why" overlay, a change of modes.
    used: CasualReasons,
}

impl GameState {
    /// A new game on the empty standard board.
    pub fn new(modes: Modes) -> GameState {
        GameState {
            board: Board::new(),
            history: Vec::new(),
            undone: Vec::new(),
            modes,
            turn: TurnId(1),
            paused: false,
            first: Player::Red,
            used: CasualReasons::NONE,
        }
    }

    /// A new game on the empty board of `size` (its width, height and line length).
    pub fn sized(modes: Modes, size: Size) -> GameState {
        GameState {
            board: Board::empty(size),
            ..GameState::new(modes)
        }
    }

    /// A game continuing from a position given as 1-based column digits (`"4453"`).
    pub fn from_position(modes: Modes, digits: &str) -> Result<GameState, MoveListError> {
        GameState::from_position_on(modes, Size::STANDARD, digits)
    }

    /// A game on a board of `size` continuing from a position given as column symbols
    /// (digits, then `a`, `b`, … for columns 10 and up on wide boards). A game begun from a
    /// position other than the empty board is casual ([`CasualReason::FromPosition`]).
    pub fn from_position_on(
        modes: Modes,
        size: Size,
        digits: &str,
    ) -> Result<GameState, MoveListError> {
        let board = notation::parse_digits_on(Board::empty(size), digits)?;
        let history = notation::columns_of(digits, size.width())?;
        let used = if history.is_empty() {
            CasualReasons::NONE
        } else {
            CasualReasons::NONE.with(CasualReason::FromPosition)
        };
        Ok(GameState {
            board,
            history,
            undone: Vec::new(),
            modes,
            turn: TurnId(1),
            paused: false,
            first: Player::Red,
            used,
        })
    }

    /// A game restored from its moves, the moves taken back (most recently taken back last)
    /// and what was used along the way, as a saved game keeps them; refused if either list is
    /// not a legal game.
    pub fn restore(
        modes: Modes,
        size: Size,
        played: &[Column],
        undone: &[Column],
        used: CasualReasons,
    ) -> Result<GameState, MoveError> {
        let board = replay(size, played)?;
        // The moves taken back must replay from here, newest first.
        let mut ahead = board;
        for &column in undone.iter().rev() {
            ahead = ahead.play(column)?;
        }
        Ok(GameState {
            board,
            history: played.to_vec(),
            undone: undone.to_vec(),
            modes,
            turn: TurnId(1),
            paused: false,
            first: Player::Red,
            used,
        })
    }

    /// The same moves with `first` as the colour that made the first of them (a new game
    /// where Yellow starts, or a saved game restored).
    pub fn with_first(&self, first: Player) -> GameState {
        GameState {
            first,
            ..self.clone()
        }
    }

    /// The colour that made (or makes) the first move.
    pub fn first(&self) -> Player {
        self.first
    }

    /// What was used so far that keeps the game from being rated (a start from a position, a
    /// take-back, a hint, …), without the reasons its players and board give.
    pub fn used(&self) -> CasualReasons {
        self.used
    }

    /// The same game with `reason` noted as used (a hint shown, analysis on, …); the turn
    /// stays, so nothing the computer does for it is dropped.
    pub fn noting(&self, reason: CasualReason) -> GameState {
        GameState {
            used: self.used.with(reason),
            ..self.clone()
        }
    }

    /// Why this game is casual: its players, its board and what was used ([`casual_reasons`]);
    /// empty if it is rated.
    pub fn casual_reasons(&self) -> CasualReasons {
        casual_reasons(self.modes, self.board.size(), self.used)
    }

    /// Whether the game counts for the player's rating ([`casual_reasons`]).
    pub fn is_rated(&self) -> bool {
        self.casual_reasons().is_empty()
    }

    /// The colour of the side the board calls `board_side` (the board calls whoever moved
    /// first Red): what a coin on [`GameState::board`] shows.
    pub fn colour_of(&self, board_side: Player) -> Player {
        if self.first == Player::Red {
            board_side
        } else {
            board_side.opponent()
        }
    }

    /// The board as it stands.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Every column played since the empty board, in order.
    pub fn history(&self) -> &[Column] {
        &self.history
    }

    /// Every position of the game, from the empty board to the one as it stands: the one
    /// after `n` moves at index `n`.
    pub fn positions(&self) -> Vec<Board> {
        let mut board = Board::empty(self.board.size());
        let mut boards = vec![board];
        for &column in &self.history {
            board = board
                .play(column)
                .expect("a game's history replays on its own board");
            boards.push(board);
        }
        boards
    }

    /// The position as a digit string, as the log and the command line write it.
    pub fn position(&self) -> String {
        notation::digits(&self.history)
    }

    /// The moves taken back that redo would replay, the next one to replay last.
    pub fn undone(&self) -> &[Column] {
        &self.undone
    }

    /// True if a computer-against-computer game waits to be resumed after an undo.
    pub fn is_paused(&self) -> bool {
        self.paused
    }

    /// Who plays each side.
    pub fn modes(&self) -> Modes {
        self.modes
    }

    /// The current turn: the tag a computer request must carry.
    pub fn turn(&self) -> TurnId {
        self.turn
    }

    /// The colour to move.
    pub fn side_to_move(&self) -> Player {
        self.colour_of(self.board.side_to_move())
    }

    /// The mode of the side to move.
    pub fn mode_to_move(&self) -> Mode {
        self.modes.of(self.side_to_move())
    }

    /// How the game ended, if it has.
    pub fn outcome(&self) -> Option<Outcome> {
        match self.board.winner() {
            Some(player) => Some(Outcome::Win(self.colour_of(player))),
            None if self.board.is_full() => Some(Outcome::Draw),
            None => None,
        }
    }

    /// The level the computer should think at now, if it is a computer's turn in a live game
    /// that is not paused.
    pub fn computer_to_move(&self) -> Option<Level> {
        if self.outcome().is_some() || self.paused {
            return None;
        }
        self.mode_to_move().level()
    }

    /// A person drops a coin for the side to move.
    pub fn play_human(&self, column: Column) -> Result<GameState, PlayError> {
        if self.outcome().is_none() && self.mode_to_move() != Mode::Human {
            return Err(PlayError::ComputersTurn(self.side_to_move()));
        }
        self.play(column)
    }

    /// The computer's answer to the request tagged `turn`; refused if that turn is gone or a
    /// person now plays the side to move.
    pub fn apply_computer(&self, turn: TurnId, column: Column) -> Result<GameState, PlayError> {
        if turn != self.turn || self.computer_to_move().is_none() {
            return Err(PlayError::Stale);
        }
        self.play(column)
    }

    /// The same game with other modes, taking effect at once (a paused game goes on). Another
    /// player for a side with moves on the board makes the game casual
    /// ([`CasualReason::ModesChanged`]); "Match my level" at another level is the same choice.
    pub fn change_modes(&self, modes: Modes) -> GameState {
        let same =
            self.modes.red.same_choice(modes.red) && self.modes.yellow.same_choice(modes.yellow);
        let used = if same || self.history.is_empty() {
            self.used
        } else {
            self.used.with(CasualReason::ModesChanged)
        };
        GameState {
            modes,
            turn: self.next_turn(),
            paused: false,
            used,
            ..self.clone()
        }
    }

    /// A fresh game on the empty board with the same modes.
    pub fn new_game(&self) -> GameState {
        self.new_game_on(self.board.size())
    }

    /// A fresh game on the empty board of `size`, with the same modes and first mover.
    pub fn new_game_on(&self, size: Size) -> GameState {
        GameState {
            board: Board::empty(size),
            history: Vec::new(),
            undone: Vec::new(),
            modes: self.modes,
            turn: self.next_turn(),
            paused: false,
            first: self.first,
            used: CasualReasons::NONE,
        }
    }

    /// A fresh game from a position given as digits, with the same modes. Its turn ids go on
    /// from this game's, so an answer the computer owes this game is never taken for one
    /// about the new game.
    pub fn new_game_from(&self, digits: &str) -> Result<GameState, MoveListError> {
        Ok(GameState {
            turn: self.next_turn(),
            ..GameState::from_position_on(self.modes, self.board.size(), digits)?
        })
    }

    /// A fresh game from the position after the first `ply` moves of `earlier` (a game under
    /// review), on its board and with its first mover, so every coin keeps its colour; the
    /// modes are this game's and its turn ids go on from this game's, as for
    /// [`GameState::new_game_from`]. A `ply` past the end of `earlier` means all of it. Begun
    /// from a position, it is casual ([`CasualReason::FromPosition`]).
    pub fn new_game_from_part(&self, earlier: &GameState, ply: usize) -> GameState {
        let played = &earlier.history[..ply.min(earlier.history.len())];
        let used = if played.is_empty() {
            CasualReasons::NONE
        } else {
            CasualReasons::NONE.with(CasualReason::FromPosition)
        };
        GameState {
            board: replay(earlier.board.size(), played).expect("a prefix of a legal game is legal"),
            history: played.to_vec(),
            undone: Vec::new(),
            modes: self.modes,
            turn: self.next_turn(),
            paused: false,
            first: earlier.first,
            used,
        }
    }

    /// Takes back the last move. Against the computer it goes back to the person's previous
    /// turn, so that the person is to move again; between two computers it takes back one
    /// move and pauses them. A finished game reopens. A game with a move taken back is casual
    /// ([`CasualReason::TakeBack`]).
    pub fn undo(&self) -> Result<GameState, UndoError> {
        let steps = self
            .plies_back_to_a_turn()
            .ok_or(UndoError::NothingToUndo)?;
        let keep = self.history.len() - steps;
        let mut undone = self.undone.clone();
        undone.extend(self.history[keep..].iter().rev());
        Ok(GameState {
            board: replay(self.board.size(), &self.history[..keep])
                .expect("a prefix of a legal game is legal"),
            history: self.history[..keep].to_vec(),
            undone,
            modes: self.modes,
            turn: self.next_turn(),
            paused: self.modes.red != Mode::Human && self.modes.yellow != Mode::Human,
            first: self.first,
            used: self.used.with(CasualReason::TakeBack),
        })
    }

    /// Lets two computers paused by an undo play on.
    pub fn resume(&self) -> GameState {
        GameState {
            paused: false,
            turn: self.next_turn(),
            ..self.clone()
        }
    }

    /// Replays the moves the last undo took back (to the person's next turn against the
    /// computer; one move otherwise).
    pub fn redo(&self) -> Result<GameState, UndoError> {
        let mut state = self.clone();
        let mut replayed = 0;
        while let Some(&column) = state.undone.last() {
            let board = state
                .board
                .play(column)
                .map_err(|_| UndoError::NothingToRedo)?;
            state.undone.pop();
            state.history.push(column);
            state.board = board;
            replayed += 1;
            // Stop once a person is to move (or the game is over), or after one move when
            // nobody or everybody is a person.
            let person_to_move = state.mode_to_move() == Mode::Human;
            if state.board.is_over() || !self.plays_a_person_and_a_computer() || person_to_move {
                break;
            }
        }
        if replayed == 0 {
            return Err(UndoError::NothingToRedo);
        }
        state.turn = self.next_turn();
        Ok(state)
    }

    /// The mode of the side that was to move when `ply` coins had been played.
    fn mode_at(&self, ply: usize) -> Mode {
        let player = if ply.is_multiple_of(2) {
            self.first
        } else {
            self.first.opponent()
        };
        self.modes.of(player)
    }

    fn plays_a_person_and_a_computer(&self) -> bool {
        (self.modes.red == Mode::Human) != (self.modes.yellow == Mode::Human)
    }

    /// How many plies to take back to reach the previous turn worth returning to.
    fn plies_back_to_a_turn(&self) -> Option<usize> {
        plies_back_to_a_turn(
            self.history.len(),
            self.plays_a_person_and_a_computer(),
            |p| self.mode_at(p) == Mode::Human,
        )
    }

    fn play(&self, column: Column) -> Result<GameState, PlayError> {
        let board = self.board.play(column).map_err(|error| match error {
            MoveError::GameOver(winner) => MoveError::GameOver(self.colour_of(winner)),
            error => error,
        })?;
        let mut history = self.history.clone();
        history.push(column);
        Ok(GameState {
            board,
            history,
            // A new move starts a new line of play: what was taken back is gone.
            undone: Vec::new(),
            modes: self.modes,
            turn: self.next_turn(),
            paused: self.paused,
            first: self.first,
            used: self.used,
        })
    }

    fn next_turn(&self) -> TurnId {
        TurnId(self.turn.0 + 1)
    }
}

/// How many plies an undo takes back in a game of `ply` moves, in any of the family's games:
/// with a person against the computer (`mixed`), back to the person's previous turn
/// (`person_at(p)`: a person was to move after `p` moves), so the person is to move again;
/// otherwise one ply. `None` if there is no such turn.
pub fn plies_back_to_a_turn(
    ply: usize,
    mixed: bool,
    person_at: impl Fn(usize) -> bool,
) -> Option<usize> {
    if !mixed {
        return (ply > 0).then_some(1);
    }
    (0..ply).rev().find(|&p| person_at(p)).map(|p| ply - p)
}

/// The board after playing `columns` from the empty board of `size`.
fn replay(size: Size, columns: &[Column]) -> Result<Board, MoveError> {
    columns
        .iter()
        .try_fold(Board::empty(size), |board, &column| board.play(column))
}

/// How the log and the screens name a board that is not the standard one: `8x7`, with `,
/// connect 5` when the line is not four; `None` for 7×6 with four in a row.
pub fn size_words(size: Size) -> Option<String> {
    if size == Size::STANDARD {
        return None;
    }
    let mut words = format!("{}x{}", size.width(), size.height());
    if size.line_length() != Size::STANDARD.line_length() {
        words.push_str(&format!(", connect {}", size.line_length()));
    }
    Some(words)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_mode_offered_reads_back_from_its_name_unchanged() {
        for mode in Mode::ALL {
            assert_eq!(mode.name().parse::<Mode>(), Ok(mode), "{}", mode.name());
        }
    }

    fn col(number: usize) -> Column {
        Column::from_number(number).unwrap()
    }

    fn humans() -> GameState {
        GameState::new(Modes::HUMANS)
    }

    #[test]
    fn playing_records_history_and_changes_side() {
        let game = humans().play_human(col(4)).unwrap();
        assert_eq!(game.position(), "4");
        assert_eq!(game.side_to_move(), Player::Yellow);
        let game = game.play_human(col(4)).unwrap().play_human(col(5)).unwrap();
        assert_eq!(game.position(), "445");
        assert_eq!(game.board(), &notation::parse_digits("445").unwrap());
    }

    #[test]
    fn a_full_column_is_refused_and_the_state_is_unchanged() {
        let game = GameState::from_position(Modes::HUMANS, "444444").unwrap();
        let before = game.clone();
        assert_eq!(
            game.play_human(col(4)),
            Err(PlayError::Illegal(MoveError::ColumnFull(col(4))))
        );
        assert_eq!(game, before);
    }

    #[test]
    fn a_column_off_the_board_is_refused() {
        let game = humans();
        assert!(matches!(
            game.play_human(Column::new(7)),
            Err(PlayError::Illegal(MoveError::OutOfRange { .. }))
        ));
    }

    #[test]
    fn four_in_a_row_ends_the_game_and_further_moves_are_refused() {
        let game = GameState::from_position(Modes::HUMANS, "121212").unwrap();
        assert_eq!(game.outcome(), None);
        let game = game.play_human(col(1)).unwrap();
        assert_eq!(game.outcome(), Some(Outcome::Win(Player::Red)));
        assert_eq!(game.outcome().unwrap().to_string(), "Red wins");
        assert!(matches!(
            game.play_human(col(3)),
            Err(PlayError::Illegal(MoveError::GameOver(Player::Red)))
        ));
    }

    fn size(width: usize, height: usize, line: usize) -> Size {
        Size::new(width, height)
            .unwrap()
            .with_line_length(line)
            .unwrap()
    }

    #[test]
    fn a_wider_board_takes_its_own_columns_and_refuses_past_them() {
        let game = GameState::sized(Modes::HUMANS, size(8, 7, 4));
        let game = game.play_human(col(8)).unwrap();
        assert_eq!(game.position(), "8");
        assert_eq!(game.board().size().width(), 8);
        assert!(matches!(
            game.play_human(Column::new(8)),
            Err(PlayError::Illegal(MoveError::OutOfRange { width: 8, .. }))
        ));
        // Seven coins fit a column of seven rows; the eighth is refused.
        let tall = GameState::from_position_on(Modes::HUMANS, size(8, 7, 4), "1212121").unwrap();
        assert_eq!(tall.outcome(), Some(Outcome::Win(Player::Red)));
        let full = GameState::from_position_on(Modes::HUMANS, size(8, 7, 4), "11111112").unwrap();
        assert_eq!(
            full.play_human(col(1)),
            Err(PlayError::Illegal(MoveError::ColumnFull(col(1))))
        );
    }

    #[test]
    fn columns_past_nine_are_letters_in_the_position() {
        let game = GameState::from_position_on(Modes::HUMANS, size(12, 4, 4), "abc").unwrap();
        assert_eq!(game.history(), &[col(10), col(11), col(12)]);
        assert_eq!(game.position(), "abc");
        assert!(GameState::from_position_on(Modes::HUMANS, size(12, 4, 4), "d").is_err());
    }

    #[test]
    fn the_line_length_decides_the_win() {
        // Four in a column is not enough when five are needed; the fifth wins.
        let five = GameState::from_position_on(Modes::HUMANS, size(8, 7, 5), "1212121").unwrap();
        assert_eq!(five.outcome(), None);
        let won = five.play_human(col(2)).unwrap().play_human(col(1)).unwrap();
        assert_eq!(won.outcome(), Some(Outcome::Win(Player::Red)));
        // Three across the bottom wins a connect-3 game.
        let three = GameState::from_position_on(Modes::HUMANS, size(5, 4, 3), "11223").unwrap();
        assert_eq!(three.outcome(), Some(Outcome::Win(Player::Red)));
    }

    #[test]
    fn undo_redo_and_a_new_game_keep_the_board_size() {
        let wide = size(10, 5, 4);
        let game = GameState::from_position_on(Modes::HUMANS, wide, "a9a").unwrap();
        let back = game.undo().unwrap();
        assert_eq!(back.position(), "a9");
        assert_eq!(back.board().size(), wide);
        assert_eq!(
            back.board(),
            &notation::parse_digits_on(Board::empty(wide), "a9").unwrap()
        );
        assert_eq!(back.redo().unwrap().position(), "a9a");
        assert_eq!(game.new_game().board().size(), wide);
        assert_eq!(game.new_game_from("a").unwrap().board().size(), wide);
        let restored = GameState::restore(
            Modes::HUMANS,
            wide,
            back.history(),
            back.undone(),
            back.used(),
        );
        assert_eq!(restored.unwrap().redo().unwrap().position(), "a9a");
        let standard = game.new_game_on(Size::STANDARD);
        assert_eq!(standard.board().size(), Size::STANDARD);
        assert_eq!(size_words(wide).as_deref(), Some("10x5"));
        assert_eq!(size_words(size(8, 7, 5)).as_deref(), Some("8x7, connect 5"));
        assert_eq!(size_words(Size::STANDARD), None);
    }

    #[test]
    fn a_full_board_without_four_is_a_draw() {
        // Columns filled in pairs so that no four line up.
        let digits = "121212343434565656212121434343656565777777";
        let game = GameState::from_position(Modes::HUMANS, digits).unwrap();
        assert_eq!(game.outcome(), Some(Outcome::Draw));
        assert_eq!(Outcome::Draw.to_string(), "Draw");
    }

    #[test]
    fn a_person_cannot_move_for_the_computer() {
        let modes = Modes {
            red: Mode::Human,
            yellow: Mode::Computer(Level::High),
        };
        let game = GameState::new(modes).play_human(col(4)).unwrap();
        assert_eq!(game.computer_to_move(), Some(Level::High));
        assert_eq!(
            game.play_human(col(3)),
            Err(PlayError::ComputersTurn(Player::Yellow))
        );
    }

    #[test]
    fn the_computer_result_for_the_current_turn_is_applied() {
        let modes = Modes {
            red: Mode::Computer(Level::Low),
            yellow: Mode::Human,
        };
        let game = GameState::new(modes);
        let turn = game.turn();
        let after = game.apply_computer(turn, col(4)).unwrap();
        assert_eq!(after.position(), "4");
        assert_ne!(after.turn(), turn);
    }

    #[test]
    fn a_stale_computer_result_is_ignored_after_a_mode_change() {
        let modes = Modes {
            red: Mode::Computer(Level::High),
            yellow: Mode::Human,
        };
        let game = GameState::new(modes);
        let asked = game.turn();
        // The player switches Red to another level while the search runs: a new request will
        // be made, and the old answer must not be played.
        let changed = game.change_modes(Modes {
            red: Mode::Computer(Level::Low),
            yellow: Mode::Human,
        });
        assert_eq!(changed.apply_computer(asked, col(1)), Err(PlayError::Stale));
        assert_eq!(changed.position(), "");
        assert!(changed.apply_computer(changed.turn(), col(1)).is_ok());
    }

    #[test]
    fn a_computer_result_is_ignored_once_a_person_plays_that_side() {
        let game = GameState::new(Modes {
            red: Mode::Computer(Level::Mid),
            yellow: Mode::Human,
        });
        let asked = game.turn();
        let humans_now = game.change_modes(Modes::HUMANS);
        assert_eq!(
            humans_now.apply_computer(asked, col(4)),
            Err(PlayError::Stale)
        );
        // Even with a forged current tag, a human side does not take computer moves.
        assert_eq!(
            humans_now.apply_computer(humans_now.turn(), col(4)),
            Err(PlayError::Stale)
        );
    }

    #[test]
    fn a_computer_result_is_ignored_after_a_new_game() {
        let game = GameState::from_position(
            Modes {
                red: Mode::Human,
                yellow: Mode::Computer(Level::Low),
            },
            "4",
        )
        .unwrap();
        let asked = game.turn();
        let fresh = game.new_game();
        assert_eq!(fresh.position(), "");
        assert_eq!(fresh.modes(), game.modes());
        assert_eq!(fresh.apply_computer(asked, col(4)), Err(PlayError::Stale));
    }

    #[test]
    fn changing_modes_keeps_the_board() {
        let game = GameState::from_position(Modes::HUMANS, "4453").unwrap();
        let modes = Modes {
            red: Mode::Computer(Level::Random),
            yellow: Mode::Human,
        };
        let changed = game.change_modes(modes);
        assert_eq!(changed.position(), "4453");
        assert_eq!(changed.modes(), modes);
    }

    #[test]
    fn modes_parse_from_their_names_and_refuse_others() {
        assert_eq!("human".parse(), Ok(Mode::Human));
        assert_eq!("HIGH".parse(), Ok(Mode::Computer(Level::High)));
        assert_eq!("random".parse(), Ok(Mode::Computer(Level::Random)));
        assert_eq!("Random+".parse(), Ok(Mode::Computer(Level::RandomPlus)));
        assert_eq!("novice".parse(), Ok(Mode::Computer(Level::RandomPlus)));
        assert_eq!(
            "grandmaster".parse::<Mode>(),
            Err(UnknownMode("grandmaster".to_string()))
        );
        for mode in Mode::ALL {
            let read: Mode = mode.name().parse().unwrap();
            assert!(read.same_choice(mode), "{mode:?} read as {read:?}");
        }
        assert!(matches!("Adaptive".parse(), Ok(Mode::Adaptive(_))));
    }

    #[test]
    fn a_bad_start_position_is_an_error() {
        assert!(GameState::from_position(Modes::HUMANS, "448").is_err());
        assert!(GameState::from_position(Modes::HUMANS, "4x").is_err());
        assert!(GameState::from_position(Modes::HUMANS, "4444444").is_err());
    }

    fn against(human: Player, level: Level) -> Modes {
        Modes::HUMANS.with(human.opponent(), Mode::Computer(level))
    }

    fn game(modes: Modes, digits: &str) -> GameState {
        GameState::from_position(modes, digits).unwrap()
    }

    #[test]
    fn an_untouched_game_against_a_level_from_the_empty_board_is_rated_to_the_end() {
        let modes = against(Player::Red, Level::High);
        let mut game = GameState::new(modes);
        for (i, digit) in "1212121".chars().enumerate() {
            let column = col(digit.to_digit(10).unwrap() as usize);
            game = if i % 2 == 0 {
                game.play_human(column).unwrap()
            } else {
                game.apply_computer(game.turn(), column).unwrap()
            };
            assert!(game.is_rated(), "after {}", game.position());
        }
        assert_eq!(game.outcome(), Some(Outcome::Win(Player::Red)));
        assert_eq!(game.casual_reasons(), CasualReasons::NONE);
        assert_eq!(game.casual_reasons().to_string(), "rated");
        // "Match my level" is a computer level too, whichever colour the person plays.
        let adaptive = Modes::HUMANS.with(Player::Red, Mode::Adaptive(Level::Mid));
        assert!(GameState::new(adaptive).is_rated());
    }

    #[test]
    fn the_players_and_the_board_alone_can_make_a_game_casual() {
        let reasons = |game: GameState| game.casual_reasons().iter().collect::<Vec<_>>();
        assert_eq!(
            reasons(GameState::new(Modes::HUMANS)),
            [CasualReason::TwoPeople]
        );
        let robots = Modes {
            red: Mode::Computer(Level::Low),
            yellow: Mode::Computer(Level::High),
        };
        assert_eq!(reasons(GameState::new(robots)), [CasualReason::NoPerson]);
        let wide = GameState::sized(against(Player::Red, Level::Mid), size(8, 7, 4));
        assert_eq!(reasons(wide), [CasualReason::OtherBoard]);
        let five = GameState::sized(against(Player::Red, Level::Mid), size(7, 6, 5));
        assert_eq!(
            reasons(five),
            [CasualReason::OtherBoard],
            "not four in a row"
        );
    }

    #[test]
    fn the_three_games_of_issue_49_are_casual() {
        // Beating High with analysis on all game long: the window notes it on the game.
        let high = against(Player::Red, Level::High);
        let analysed = GameState::new(high).noting(CasualReason::Analysis);
        let won = game(high, "121212").noting(CasualReason::Analysis);
        assert!(!analysed.is_rated() && !won.is_rated());
        // A game started with `--position 44536315` against High.
        let from = GameState::from_position(high, "44536315").unwrap();
        assert_eq!(
            from.casual_reasons().iter().collect::<Vec<_>>(),
            [CasualReason::FromPosition]
        );
        // A loss to Low undone to move 0, then won: the take-back stays with the game.
        let low = against(Player::Red, Level::Low);
        let mut lost = GameState::new(low);
        for (i, digit) in "12123252".chars().enumerate() {
            let column = col(digit.to_digit(10).unwrap() as usize);
            lost = if i % 2 == 0 {
                lost.play_human(column).unwrap()
            } else {
                lost.apply_computer(lost.turn(), column).unwrap()
            };
        }
        assert_eq!(lost.outcome(), Some(Outcome::Win(Player::Yellow)));
        assert!(lost.is_rated(), "the loss itself was rated");
        let mut back = lost.clone();
        while let Ok(earlier) = back.undo() {
            back = earlier;
        }
        assert_eq!(back.position(), "");
        assert_eq!(
            back.casual_reasons().iter().collect::<Vec<_>>(),
            [CasualReason::TakeBack]
        );
        let replayed = back.redo().unwrap();
        assert!(!replayed.is_rated(), "redo does not undo the take-back");
        let won = back.play_human(col(4)).unwrap();
        assert!(!won.is_rated(), "a new line of play neither");
    }

    #[test]
    fn what_was_used_stays_with_the_game_and_a_new_game_starts_clean() {
        let low = against(Player::Red, Level::Low);
        let helped = GameState::new(low)
            .noting(CasualReason::Hint)
            .noting(CasualReason::Why);
        assert_eq!(
            helped.turn(),
            GameState::new(low).turn(),
            "noting is no new turn"
        );
        let played = helped.play_human(col(4)).unwrap();
        assert_eq!(played.used(), helped.used());
        assert_eq!(played.casual_reasons().to_string(), "hint, why");
        assert!(played.new_game().is_rated());
        assert!(played.new_game_on(Size::STANDARD).is_rated());
        // A game from the position under review, or pasted, begins from a position.
        let reviewed = game(low, "4453");
        assert!(!played.new_game_from_part(&reviewed, 2).is_rated());
        assert!(!played.new_game_from("44").unwrap().is_rated());
        // A saved game restored keeps what it had used.
        let restored = GameState::restore(
            low,
            Size::STANDARD,
            played.history(),
            played.undone(),
            played.used(),
        )
        .unwrap();
        assert_eq!(restored.casual_reasons(), played.casual_reasons());
    }

    #[test]
    fn another_player_mid_game_makes_it_casual_but_not_before_the_first_move() {
        let low = against(Player::Red, Level::Low);
        let high = against(Player::Red, Level::High);
        assert!(GameState::new(low).change_modes(high).is_rated());
        let started = game(low, "44").with_first(Player::Red);
        let started = GameState {
            used: CasualReasons::NONE,
            ..started
        };
        let changed = started.change_modes(high);
        assert_eq!(
            changed.casual_reasons().iter().collect::<Vec<_>>(),
            [CasualReason::ModesChanged]
        );
        // "Match my level" following the rating is the same choice.
        let adaptive = Modes::HUMANS.with(Player::Yellow, Mode::Adaptive(Level::Low));
        let moved_on = Modes::HUMANS.with(Player::Yellow, Mode::Adaptive(Level::Mid));
        let game = GameState {
            used: CasualReasons::NONE,
            ..game(adaptive, "44")
        };
        assert!(game.change_modes(moved_on).is_rated());
    }

    #[test]
    fn casual_reasons_read_back_by_name_and_unknown_names_stay_casual() {
        for reason in CasualReason::ALL {
            assert_eq!(CasualReason::named(reason.name()), reason);
        }
        assert_eq!(CasualReason::named("tablebase"), CasualReason::Other);
        let set: CasualReasons = [CasualReason::Hint, CasualReason::TakeBack]
            .into_iter()
            .collect();
        assert_eq!(set.to_string(), "take-back, hint", "in the order of ALL");
        assert!(!set.is_empty() && CasualReasons::NONE.is_empty());
    }

    #[test]
    fn undo_between_people_takes_back_one_move_and_redo_replays_it() {
        let game = game(Modes::HUMANS, "445");
        let back = game.undo().unwrap();
        assert_eq!(back.position(), "44");
        assert_eq!(back.board(), &notation::parse_digits("44").unwrap());
        let back = back.undo().unwrap();
        assert_eq!(back.position(), "4");
        let forward = back.redo().unwrap();
        assert_eq!(forward.position(), "44");
        let forward = forward.redo().unwrap();
        assert_eq!(forward.position(), "445");
        assert_eq!(forward.redo(), Err(UndoError::NothingToRedo));
    }

    #[test]
    fn nothing_to_undo_on_an_empty_board() {
        assert_eq!(humans().undo(), Err(UndoError::NothingToUndo));
        assert_eq!(humans().redo(), Err(UndoError::NothingToRedo));
    }

    #[test]
    fn against_the_computer_undo_returns_to_the_persons_turn() {
        let modes = against(Player::Red, Level::Low);
        // Red (the person) played 4 and 5, Yellow (Low) answered 4 and 3: Red to move.
        let game = game(modes, "4453");
        let back = game.undo().unwrap();
        assert_eq!(back.position(), "44");
        assert_eq!(back.mode_to_move(), Mode::Human);
        assert_eq!(back.computer_to_move(), None);
        let forward = back.redo().unwrap();
        assert_eq!(forward.position(), "4453", "redo replays both plies");
        assert_eq!(forward.mode_to_move(), Mode::Human);
    }

    #[test]
    fn undo_while_the_computer_thinks_takes_back_the_persons_move_and_drops_its_answer() {
        let modes = against(Player::Yellow, Level::High);
        // Red (High) opened 4, the person answered 3: High is thinking now.
        let game = game(modes, "43");
        let asked = game.turn();
        assert_eq!(game.computer_to_move(), Some(Level::High));
        let back = game.undo().unwrap();
        assert_eq!(back.position(), "4");
        assert_eq!(back.mode_to_move(), Mode::Human);
        assert_eq!(back.apply_computer(asked, col(4)), Err(PlayError::Stale));
    }

    #[test]
    fn the_computers_opening_move_alone_is_not_taken_back() {
        let game = game(against(Player::Yellow, Level::Low), "4");
        assert_eq!(game.undo(), Err(UndoError::NothingToUndo));
    }

    #[test]
    fn undo_after_the_game_ended_reopens_it() {
        let game = game(Modes::HUMANS, "1212121");
        assert_eq!(game.outcome(), Some(Outcome::Win(Player::Red)));
        let reopened = game.undo().unwrap();
        assert_eq!(reopened.outcome(), None);
        assert!(reopened.play_human(col(3)).is_ok());
    }

    #[test]
    fn a_new_move_clears_redo() {
        let game = game(Modes::HUMANS, "445").undo().unwrap();
        assert_eq!(game.undone(), &[col(5)]);
        let branched = game.play_human(col(3)).unwrap();
        assert!(branched.undone().is_empty());
        assert_eq!(branched.redo(), Err(UndoError::NothingToRedo));
        assert_eq!(branched.position(), "443");
    }

    #[test]
    fn undo_between_computers_pauses_them_until_resumed() {
        let modes = Modes {
            red: Mode::Computer(Level::Low),
            yellow: Mode::Computer(Level::Mid),
        };
        let game = game(modes, "445");
        let back = game.undo().unwrap();
        assert_eq!(back.position(), "44");
        assert!(back.is_paused());
        assert_eq!(back.computer_to_move(), None);
        assert_eq!(
            back.apply_computer(back.turn(), col(1)),
            Err(PlayError::Stale)
        );
        let redone = back.redo().unwrap();
        assert_eq!(redone.position(), "445");
        assert!(redone.is_paused(), "redo keeps the pause");
        let resumed = back.resume();
        assert!(!resumed.is_paused());
        assert_eq!(resumed.computer_to_move(), Some(Level::Low));
    }

    #[test]
    fn every_undo_and_redo_is_a_new_turn() {
        let game = game(Modes::HUMANS, "44");
        let back = game.undo().unwrap();
        assert_ne!(back.turn(), game.turn());
        let forward = back.redo().unwrap();
        assert_ne!(forward.turn(), back.turn());
    }

    #[test]
    fn restore_keeps_the_moves_taken_back_and_refuses_an_illegal_game() {
        let game = game(Modes::HUMANS, "4453").undo().unwrap().undo().unwrap();
        let restored = GameState::restore(
            game.modes(),
            Size::STANDARD,
            game.history(),
            game.undone(),
            game.used(),
        )
        .unwrap();
        assert_eq!(restored.position(), "44");
        assert_eq!(restored.redo().unwrap().redo().unwrap().position(), "4453");
        let full: Vec<Column> = [4, 4, 4, 4, 4, 4].map(col).to_vec();
        assert!(GameState::restore(
            Modes::HUMANS,
            Size::STANDARD,
            &full,
            &[col(4)],
            CasualReasons::NONE
        )
        .is_err());
        assert!(GameState::restore(
            Modes::HUMANS,
            Size::STANDARD,
            &[col(4); 7],
            &[],
            CasualReasons::NONE
        )
        .is_err());
    }

    #[test]
    fn yellow_first_names_every_colour_by_who_really_moved() {
        let game = humans().with_first(Player::Yellow);
        assert_eq!(game.side_to_move(), Player::Yellow);
        let game = game.play_human(col(1)).unwrap();
        assert_eq!(game.side_to_move(), Player::Red);
        // The board's own notation still calls the first mover Red.
        assert_eq!(game.board().side_to_move(), Player::Yellow);
        assert_eq!(game.colour_of(Player::Red), Player::Yellow);
        let won = ["2", "1", "2", "1", "2", "1"]
            .iter()
            .fold(game, |g, d| g.play_human(col(d.parse().unwrap())).unwrap());
        assert_eq!(won.outcome(), Some(Outcome::Win(Player::Yellow)));
        assert_eq!(won.outcome().unwrap().to_string(), "Yellow wins");
        assert_eq!(
            won.play_human(col(5)),
            Err(PlayError::Illegal(MoveError::GameOver(Player::Yellow)))
        );
        assert_eq!(
            won.new_game().first(),
            Player::Yellow,
            "a new game keeps it"
        );
    }

    #[test]
    fn with_yellow_first_the_computer_and_undo_follow_the_real_colours() {
        // Yellow is the computer and starts; Red, the person, answers.
        let modes = against(Player::Red, Level::Low);
        let game = GameState::new(modes).with_first(Player::Yellow);
        assert_eq!(game.computer_to_move(), Some(Level::Low));
        assert_eq!(
            game.play_human(col(4)),
            Err(PlayError::ComputersTurn(Player::Yellow))
        );
        let game = game.apply_computer(game.turn(), col(4)).unwrap();
        assert_eq!(game.mode_to_move(), Mode::Human);
        let game = game.play_human(col(3)).unwrap();
        let game = game.apply_computer(game.turn(), col(4)).unwrap();
        // Undo goes back to the person's (Red's) turn, two plies back.
        let back = game.undo().unwrap();
        assert_eq!(back.position(), "4");
        assert_eq!(back.side_to_move(), Player::Red);
        // The computer's opening move alone is not taken back.
        assert_eq!(back.undo(), Err(UndoError::NothingToUndo));
    }
}

//! Puzzles the solver makes and proves: "play and win" (the side to move wins in N of its own
//! moves, and only the listed first moves do) and "only move" (every other move turns the
//! result for the worse). Made from random games at several depths and from the positions
//! where a player went wrong; played against the longest defence; kept in a small text file.
//!
//! The file: a first line `plot4-puzzles 1 7x6`, then one puzzle a line,
//! `<kind> <position> <keeps> <length> <solution> <line> <rating> <source>`: `win` or `only`;
//! the position as digits (`-` for the empty board); `win` or `draw`, the result best play
//! keeps; the player's moves the puzzle asks for; every
//! first move that solves it; the main line (the player's moves and the longest defence,
//! alternating); a difficulty rating; `random` or `mistake`. Lines starting with `#` are notes.

use super::column_scores;
use crate::analysis::{ColumnScores, Prospect};
use crate::board::{Board, Column, Size};
use crate::cancel::{CancelToken, Stopped};
use crate::notation::{self, digits};
use crate::solver::{move_score, Solver};
use crate::store::{PuzzleError, PuzzleKind};
use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_pcg::Pcg64;
use std::collections::HashSet;
use std::time::Duration;
use thiserror::Error;

/// The first word of a puzzle file.
pub const FORMAT: &str = "plot4-puzzles";

/// The file format version written (and the newest read).
pub const VERSION: u32 = 1;

/// The puzzles shipped with the game, made by `plot4 puzzles generate` and compiled in.
const SHIPPED: &str = include_str!("../../assets/puzzles.txt");

/// The longest win a "play and win" puzzle asks for, in the player's moves.
pub const LONGEST_WIN: u32 = 8;

/// The most player moves an "only move" puzzle asks for in a row.
pub const LONGEST_ONLY: u32 = 3;

/// Where a puzzle's position came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Source {
    /// A random game.
    Random,
    /// A position of the player's history where they went wrong.
    Mistake,
}

impl Source {
    fn word(self) -> &'static str {
        match self {
            Source::Random => "random",
            Source::Mistake => "mistake",
        }
    }
}

/// One puzzle, proved by the solver when it was made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Puzzle {
    /// Which kind.
    pub kind: PuzzleKind,
    /// The moves from the empty board to the puzzle's position.
    pub moves: Vec<Column>,
    /// The puzzle's position.
    pub board: Board,
    /// The result best play keeps for the player: 1 a win, 0 a draw.
    pub keeps: i32,
    /// The player's moves it asks for: to the win for "play and win", in a row for "only move".
    pub length: u32,
    /// Every first move that solves it.
    pub solution: Vec<Column>,
    /// The main line: the player's moves and the longest defence, alternating.
    pub line: Vec<Column>,
    /// How hard it is, on the scale of the player's puzzle rating.
    pub rating: u32,
    /// Where its position came from.
    pub source: Source,
}

impl Puzzle {
    /// What the player is asked, e.g. "Red to move wins in 3", "Yellow to move: find the only
    /// move that keeps the draw". The side to move is named as the board names it.
    pub fn task(&self) -> String {
        let side = self.board.side_to_move();
        match self.kind {
            PuzzleKind::Win => format!("{side} to move wins in {}", self.length),
            PuzzleKind::Only => {
                let keeps = if self.keeps > 0 {
                    "the win"
                } else {
                    "the draw"
                };
                let moves = if self.length == 1 {
                    String::new()
                } else {
                    format!(", {} moves in a row", self.length)
                };
                format!("{side} to move: find the only move that keeps {keeps}{moves}")
            }
        }
    }

    /// The puzzle's line in the file.
    pub fn file_line(&self) -> String {
        let position = if self.moves.is_empty() {
            "-".to_string()
        } else {
            digits(&self.moves)
        };
        format!(
            "{} {} {} {} {} {} {} {}",
            self.kind,
            position,
            if self.keeps > 0 { "win" } else { "draw" },
            self.length,
            digits(&self.solution),
            digits(&self.line),
            self.rating,
            self.source.word()
        )
    }
}

/// Why a puzzle file cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PuzzleFileError {
    /// The first line is not `plot4-puzzles <version> <size>`.
    #[error("not a Plot 4 puzzle file (the first line must be '{FORMAT} {VERSION} 7x6')")]
    Foreign,
    /// Written by a newer Plot 4.
    #[error("written by a newer Plot 4 (format version {0}; this one reads up to {VERSION})")]
    Newer(u64),
    /// One line is wrong.
    #[error("line {line}: {problem}")]
    Line {
        /// The line's number, from 1.
        line: usize,
        /// What is wrong with it.
        problem: String,
    },
    /// No puzzles in it.
    #[error("it holds no puzzles")]
    Empty,
}

/// Reads a puzzle file's text (see the module's notes for the format).
pub fn parse(text: &str) -> Result<Vec<Puzzle>, PuzzleFileError> {
    let mut lines = text.lines().enumerate();
    let size = parse_header(lines.next().map(|(_, l)| l))?;
    let mut puzzles = Vec::new();
    for (index, line) in lines {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let puzzle = parse_puzzle(size, line).map_err(|problem| PuzzleFileError::Line {
            line: index + 1,
            problem: notation::one_line(&problem, 120),
        })?;
        puzzles.push(puzzle);
    }
    if puzzles.is_empty() {
        return Err(PuzzleFileError::Empty);
    }
    Ok(puzzles)
}

fn parse_header(line: Option<&str>) -> Result<Size, PuzzleFileError> {
    let words: Vec<&str> = line.unwrap_or("").split_whitespace().collect();
    let [FORMAT, version, size] = words[..] else {
        return Err(PuzzleFileError::Foreign);
    };
    let version: u64 = version.parse().map_err(|_| PuzzleFileError::Foreign)?;
    if version == 0 {
        return Err(PuzzleFileError::Foreign);
    }
    if version > u64::from(VERSION) {
        return Err(PuzzleFileError::Newer(version));
    }
    size.parse().map_err(|_| PuzzleFileError::Foreign)
}

fn parse_puzzle(size: Size, line: &str) -> Result<Puzzle, String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let [kind, position, keeps, length, solution, main_line, rating, source] = words[..] else {
        return Err(format!(
            "expected 8 fields (kind position keeps length solution line rating source), found {}",
            words.len()
        ));
    };
    let kind: PuzzleKind = kind.parse().map_err(|e: PuzzleError| e.to_string())?;
    let keeps = match (kind, keeps) {
        (_, "win") => 1,
        (PuzzleKind::Only, "draw") => 0,
        _ => {
            return Err(format!(
                "a {kind} puzzle cannot keep {}",
                notation::quoted(keeps)
            ))
        }
    };
    let position = if position == "-" { "" } else { position };
    let start = Board::empty(size);
    let moves =
        notation::columns_of(position, size.width()).map_err(|e| format!("position: {e}"))?;
    let board = notation::parse_digits_on(start, position).map_err(|e| format!("position: {e}"))?;
    if board.is_over() {
        return Err("the position's game is over".into());
    }
    let length: u32 = length
        .parse()
        .ok()
        .filter(|n| (1..=(size.cells() as u32)).contains(n))
        .ok_or_else(|| {
            format!(
                "length {} is not a number of moves",
                notation::quoted(length)
            )
        })?;
    let solution =
        notation::columns_of(solution, size.width()).map_err(|e| format!("solution: {e}"))?;
    if solution.is_empty() || solution.iter().any(|&c| !board.has_room(c)) {
        return Err("the solution must list moves that can be played".into());
    }
    let line_moves =
        notation::columns_of(main_line, size.width()).map_err(|e| format!("line: {e}"))?;
    notation::parse_digits_on(board, main_line).map_err(|e| format!("line: {e}"))?;
    if line_moves.first().is_none_or(|c| !solution.contains(c)) {
        return Err("the line must start with a move of the solution".into());
    }
    let rating: u32 = rating
        .parse()
        .ok()
        .filter(|r| (1..=4000).contains(r))
        .ok_or_else(|| format!("rating {} is not 1 to 4000", notation::quoted(rating)))?;
    let source = match source {
        "random" => Source::Random,
        "mistake" => Source::Mistake,
        other => return Err(format!("unknown source {}", notation::quoted(other))),
    };
    Ok(Puzzle {
        kind,
        moves,
        board,
        keeps,
        length,
        solution,
        line: line_moves,
        rating,
        source,
    })
}

/// Writes puzzles as a file's text.
pub fn to_text(size: Size, puzzles: &[Puzzle]) -> String {
    let mut text = format!("{FORMAT} {VERSION} {}x{}\n", size.width(), size.height());
    text.push_str("# kind position keeps length solution line rating source\n");
    for puzzle in puzzles {
        text.push_str(&puzzle.file_line());
        text.push('\n');
    }
    text
}

/// The shipped puzzles (made by `plot4 puzzles generate`, checked by the tests).
pub fn shipped() -> Vec<Puzzle> {
    parse(SHIPPED).unwrap_or_default()
}

/// Picks a puzzle: of `kind` if given, the closest to `rating` if given, and among equals the
/// one `seed` picks.
pub fn pick(
    puzzles: &[Puzzle],
    kind: Option<PuzzleKind>,
    rating: Option<u32>,
    seed: u64,
) -> Option<&Puzzle> {
    let fitting: Vec<&Puzzle> = puzzles
        .iter()
        .filter(|p| kind.is_none_or(|k| p.kind == k))
        .collect();
    let closest = match rating {
        Some(target) => {
            let distance = |p: &&Puzzle| p.rating.abs_diff(target);
            let best = fitting.iter().map(distance).min()?;
            fitting
                .into_iter()
                .filter(|p| distance(p) == best)
                .collect()
        }
        None => fitting,
    };
    closest.choose(&mut Pcg64::seed_from_u64(seed)).copied()
}

/// The leftmost move keeping the side to move's best exact score: the player's move in the
/// main line, and the computer's longest defence (its best is the longest loss, else the
/// draw).
fn best_move(solver: &mut Solver, board: &Board, token: &CancelToken) -> Result<Column, Stopped> {
    let score = solver.solve(board, token)?;
    super::explorer::best_column(solver, board, score, token)
}

/// What kind of puzzle `board` makes, if any, from its complete column scores: the kind, the
/// length so far (1 for "only move"; the line extends it) and the solution.
fn classify(scores: &ColumnScores) -> Option<(PuzzleKind, u32, Vec<Column>)> {
    let board = scores.board();
    let best = scores.score()?;
    let legal = board.legal_columns();
    if legal.len() < 2 {
        return None;
    }
    let solution = scores.best_columns();
    if let Prospect::Win { moves } = Prospect::new(board, best) {
        if moves == 1 {
            // A win at once is no puzzle.
            return None;
        }
        if moves <= LONGEST_WIN && solution.len() <= 2 && solution.len() < legal.len() {
            return Some((PuzzleKind::Win, moves, solution));
        }
    }
    if best < 0 {
        return None;
    }
    let keeping: Vec<Column> = legal
        .into_iter()
        .filter(|&c| scores.get(c).is_some_and(|s| s.signum() == best.signum()))
        .collect();
    (keeping.len() == 1).then_some((PuzzleKind::Only, 1, keeping))
}

/// The difficulty first given to a puzzle: longer asks are harder; a second solution makes a
/// win easier; an only move that blocks the opponent's immediate threat is the easiest kind,
/// and keeping a draw is harder than keeping a win.
fn difficulty(
    kind: PuzzleKind,
    length: u32,
    solution: &[Column],
    board: &Board,
    outcome: i32,
) -> u32 {
    match kind {
        PuzzleKind::Win => 1000 + 150 * (length - 1) - 100 * (solution.len() as u32 - 1),
        PuzzleKind::Only => {
            let blocks = solution.iter().any(|&c| {
                let opponent = board.side_to_move().opponent();
                board.landing_cell(c).is_some_and(|cell| {
                    super::explorer::threats(board)
                        .iter()
                        .any(|t| t.cell == cell && t.side == opponent)
                })
            });
            let base = if blocks { 800 } else { 1100 };
            base + 150 * (length - 1) + if outcome == 0 { 100 } else { 0 }
        }
    }
}

/// What [`make`] found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Made {
    /// A puzzle.
    Puzzle(Puzzle),
    /// The position is no puzzle.
    NotAPuzzle,
    /// The position or its line could not be solved within the budget.
    OutOfTime,
}

impl Made {
    /// The puzzle, if one was made.
    pub fn puzzle(self) -> Option<Puzzle> {
        match self {
            Made::Puzzle(puzzle) => Some(puzzle),
            _ => None,
        }
    }
}

/// Makes a puzzle of `board` (reached by `moves`), if it is one: every column is solved within
/// `budget`, then the main line is played out against the longest defence.
pub fn make(
    moves: &[Column],
    board: &Board,
    source: Source,
    solver: &mut Solver,
    budget: Duration,
    token: &CancelToken,
) -> Result<Made, Stopped> {
    if board.is_over() {
        return Ok(Made::NotAPuzzle);
    }
    let scores = column_scores(solver, board, budget, token);
    token.check()?;
    if !scores.is_complete() {
        return Ok(Made::OutOfTime);
    }
    let Some((kind, mut length, solution)) = classify(&scores) else {
        return Ok(Made::NotAPuzzle);
    };
    let outcome = scores.score().unwrap_or(0).signum();
    let limited = token.with_budget(budget);
    let line = match main_line(
        kind,
        &mut length,
        solution[0],
        board,
        solver,
        budget,
        &limited,
    ) {
        Ok(line) => line,
        Err(Stopped::OutOfTime) if !token.is_cancelled() => return Ok(Made::OutOfTime),
        Err(stopped) => return Err(stopped),
    };
    Ok(Made::Puzzle(Puzzle {
        kind,
        moves: moves.to_vec(),
        board: *board,
        keeps: outcome,
        length,
        rating: difficulty(kind, length, &solution, board, outcome),
        solution,
        line,
        source,
    }))
}

/// The main line from `board`, whose first move is `first`: for a win, the fastest win against
/// the longest defence; for an only move, as long as each of the player's next moves is again
/// the only one (at most [`LONGEST_ONLY`]), which sets `length`.
fn main_line(
    kind: PuzzleKind,
    length: &mut u32,
    first: Column,
    board: &Board,
    solver: &mut Solver,
    budget: Duration,
    token: &CancelToken,
) -> Result<Vec<Column>, Stopped> {
    let mut line = vec![first];
    let mut here = board.play(first).expect("a legal first move");
    loop {
        if here.is_over() {
            break;
        }
        if kind == PuzzleKind::Win && (line.len() as u32).div_ceil(2) >= *length {
            break;
        }
        let reply = best_move(solver, &here, token)?;
        let next = here.play(reply).expect("a legal reply");
        match kind {
            PuzzleKind::Win => {
                line.push(reply);
                let own = best_move(solver, &next, token)?;
                line.push(own);
                here = next.play(own).expect("a legal move");
            }
            PuzzleKind::Only => {
                if *length >= LONGEST_ONLY || next.is_over() {
                    break;
                }
                let scores = column_scores(solver, &next, budget, token);
                match classify(&scores) {
                    Some((PuzzleKind::Only, _, only)) => {
                        line.push(reply);
                        line.push(only[0]);
                        *length += 1;
                        here = next.play(only[0]).expect("a legal move");
                    }
                    _ => break,
                }
            }
        }
    }
    Ok(line)
}

/// Checks a puzzle against the solver: its position scores as it says, and exactly the listed
/// first moves solve it. Returns what is wrong, if anything.
pub fn verify(
    puzzle: &Puzzle,
    solver: &mut Solver,
    budget: Duration,
    token: &CancelToken,
) -> Result<(), String> {
    let scores = column_scores(solver, &puzzle.board, budget, token);
    if !scores.is_complete() {
        return Err("not solved within the budget".into());
    }
    let best = scores.score().unwrap_or(0);
    let solving: Vec<Column> = match puzzle.kind {
        PuzzleKind::Win => {
            if Prospect::new(&puzzle.board, best)
                != (Prospect::Win {
                    moves: puzzle.length,
                })
            {
                return Err(format!(
                    "the side to move {}, not wins in {}",
                    Prospect::new(&puzzle.board, best),
                    puzzle.length
                ));
            }
            scores.best_columns()
        }
        PuzzleKind::Only => {
            if best.signum() != puzzle.keeps {
                return Err(format!(
                    "best play {}, not what the puzzle keeps",
                    Prospect::new(&puzzle.board, best)
                ));
            }
            puzzle
                .board
                .legal_columns()
                .into_iter()
                .filter(|&c| scores.get(c).is_some_and(|s| s.signum() == best.signum()))
                .collect()
        }
    };
    if solving != puzzle.solution {
        return Err(format!(
            "the moves that solve it are {}, not {}",
            digits(&solving),
            digits(&puzzle.solution)
        ));
    }
    Ok(())
}

/// The same number for a position and its mirror image, so a puzzle is not made twice.
fn position_key(board: &Board) -> u64 {
    let key = crate::solver::book::book_key(board);
    key.min(crate::solver::book::book_key(&board.mirrored()))
}

/// The depths (coins on the board) random games stop at to look for a puzzle, in turn: even
/// depths leave Red to move, odd ones Yellow.
pub const DEPTHS: [usize; 20] = [
    12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31,
];

/// Makes `count` puzzles from random games on the standard board, the same ones for the same
/// `seed`: each game is played at random to one of [`DEPTHS`] (in turn) and its position kept if
/// it is a puzzle not seen before (nor its mirror image), and its side to move still wants
/// puzzles: half of them are Red's to move and half Yellow's (Red has the odd one out).
/// `on_puzzle` hears each one as it is made, with the games played so far.
///
/// Positions past the budget are skipped and counted: when none is, the same seed makes the
/// same puzzles on any machine; a slower machine may skip more.
pub fn generate(
    count: usize,
    seed: u64,
    budget: Duration,
    solver: &mut Solver,
    token: &CancelToken,
    mut on_puzzle: impl FnMut(&Puzzle, usize),
) -> Result<Generated, Stopped> {
    let mut out_of_time = 0;
    let mut rng = Pcg64::seed_from_u64(seed);
    let mut seen = HashSet::new();
    let mut puzzles = Vec::new();
    let mut attempts = 0;
    // How many more each side to move is to have: Red's, then Yellow's.
    let mut wanted = [count.div_ceil(2), count / 2];
    for depth in DEPTHS.iter().copied().cycle() {
        if puzzles.len() >= count {
            break;
        }
        if wanted[depth % 2] == 0 {
            continue;
        }
        attempts += 1;
        let mut board = Board::new();
        let mut moves = Vec::new();
        while moves.len() < depth && !board.is_over() {
            let &column = board
                .legal_columns()
                .choose(&mut rng)
                .expect("a game that is not over has a move");
            board = board.play(column).expect("a legal column");
            moves.push(column);
        }
        if board.is_over() || !seen.insert(position_key(&board)) {
            continue;
        }
        match make(&moves, &board, Source::Random, solver, budget, token)? {
            Made::Puzzle(puzzle) => {
                wanted[depth % 2] -= 1;
                on_puzzle(&puzzle, attempts);
                puzzles.push(puzzle);
            }
            Made::OutOfTime => out_of_time += 1,
            Made::NotAPuzzle => {}
        }
    }
    Ok(Generated {
        puzzles,
        games: attempts,
        out_of_time,
    })
}

/// What [`generate`] made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Generated {
    /// The puzzles.
    pub puzzles: Vec<Puzzle>,
    /// Random games played to find them.
    pub games: usize,
    /// Positions skipped because they were not solved within the budget.
    pub out_of_time: usize,
}

/// Puzzles from the player's own games: each position where a person threw a result away
/// (see [`super::mistakes`]) that makes a puzzle.
pub fn from_history(
    history: &crate::store::History,
    solver: &mut Solver,
    budget: Duration,
    token: &CancelToken,
) -> Result<Vec<Puzzle>, Stopped> {
    use super::mistakes::{review, Game, Options};
    use crate::game::Mode;
    let mut puzzles = Vec::new();
    let mut seen = HashSet::new();
    for record in history.games() {
        let modes = record.modes();
        let humans: Vec<_> = [
            (crate::board::Player::Red, modes.red),
            (crate::board::Player::Yellow, modes.yellow),
        ]
        .into_iter()
        .filter(|(_, mode)| *mode == Mode::Human)
        .map(|(colour, _)| colour)
        .collect();
        let game = Game {
            start: Board::empty(record.size()),
            first: record.first(),
            moves: record.moves().to_vec(),
            humans,
        };
        let options = Options {
            budget,
            slower_by: None,
        };
        let reviewed = review(&game, options, solver, token).map_err(|_| Stopped::Cancelled)?;
        for mistake in reviewed.mistakes {
            let moves = &record.moves()[..mistake.ply];
            if !seen.insert(mistake.before) {
                continue;
            }
            if let Made::Puzzle(puzzle) = make(
                moves,
                &mistake.before,
                Source::Mistake,
                solver,
                budget,
                token,
            )? {
                puzzles.push(puzzle);
            }
        }
    }
    Ok(puzzles)
}

/// What a puzzle says to a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// Right; the computer answered with this move, and the puzzle goes on.
    Answered(Column),
    /// Right, and the puzzle is solved.
    Solved,
    /// Wrong: the puzzle is failed; what the move leads to, if proved.
    Failed(Option<Prospect>),
    /// Not a legal move, or the puzzle is over: nothing happened.
    Ignored,
    /// Right, and the puzzle goes on: the computer's answer is due ([`Attempt::answer_from`]).
    Right,
}

/// One go at a puzzle: the player's moves checked by the solver, the computer answering with
/// the longest defence.
#[derive(Debug, Clone)]
pub struct Attempt {
    puzzle: Puzzle,
    board: Board,
    played: u32,
    over: Option<bool>,
    miss: Option<Miss>,
    /// The moves of this go, the player's and the computer's, from the puzzle's position.
    moves: Vec<Column>,
}

/// Where a go at a puzzle ended unsolved: the position the player was to move in, the move
/// played there (none when the answer was asked for), and the moves that were right there.
/// Past the first move these are not the puzzle's solution: they are judged in that position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Miss {
    /// The position the player went wrong in (or asked for the answer in).
    pub at: Board,
    /// The wrong move, if one was played.
    pub played: Option<Column>,
    /// Every move that was right in `at` (as far as the scores were proved).
    pub answer: Vec<Column>,
}

impl Attempt {
    /// A fresh go at `puzzle`.
    pub fn new(puzzle: Puzzle) -> Attempt {
        Attempt {
            board: puzzle.board,
            puzzle,
            played: 0,
            over: None,
            miss: None,
            moves: Vec::new(),
        }
    }

    /// The puzzle.
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The position now.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// `Some(true)` once solved, `Some(false)` once failed.
    pub fn result(&self) -> Option<bool> {
        self.over
    }

    /// The moves of this go so far, the player's and the computer's, from the puzzle's
    /// position (a wrong move last, if one was played).
    pub fn moves(&self) -> &[Column] {
        &self.moves
    }

    /// How many of the player's moves were right so far.
    pub fn moves_right(&self) -> u32 {
        self.played
    }

    /// Where the go ended unsolved, once it has.
    pub fn miss(&self) -> Option<&Miss> {
        self.miss.as_ref()
    }

    /// Whether `prospect`, what a move of the player's leads to past the first move, keeps
    /// the puzzle: a win within the moves left ("play and win"), the result kept ("only
    /// move").
    fn keeps(&self, prospect: Prospect) -> bool {
        let left = self.puzzle.length - self.played;
        match (self.puzzle.kind, prospect) {
            (PuzzleKind::Win, Prospect::Win { moves }) => moves <= left,
            (PuzzleKind::Win, _) => false,
            (PuzzleKind::Only, prospect) => prospect.outcome() >= self.puzzle.keeps,
        }
    }

    /// The moves that are right in the position the player is to move in now: the puzzle's
    /// solution at the first move; later, those that [`Attempt::keeps`] by `scores`, every
    /// column's score of the position now (columns not proved are left out). `None` while
    /// those scores are not in.
    pub fn right_moves(&self, scores: Option<&ColumnScores>) -> Option<Vec<Column>> {
        if self.played == 0 {
            return Some(self.puzzle.solution.clone());
        }
        let scores = scores.filter(|s| s.board() == &self.board && s.is_settled())?;
        Some(
            self.board
                .legal_columns()
                .into_iter()
                .filter(|&c| scores.prospect(c).is_some_and(|p| self.keeps(p)))
                .collect(),
        )
    }

    /// Gives the puzzle up in the position now: it is failed, and its [`Miss`] names the
    /// moves that were right here, read from `scores` as [`Attempt::right_moves`] does.
    /// Returns false, changing nothing, while those scores are not in or the go is over.
    pub fn give_up(&mut self, scores: Option<&ColumnScores>) -> bool {
        if self.over.is_some() || self.awaits_answer() {
            return false;
        }
        let Some(answer) = self.right_moves(scores) else {
            return false;
        };
        self.fail(None, answer);
        true
    }

    fn fail(&mut self, played: Option<Column>, answer: Vec<Column>) {
        self.over = Some(false);
        self.miss = Some(Miss {
            at: self.board,
            played,
            answer,
        });
    }

    /// Plays the player's `column`: the first move must be one of the solution; a later one
    /// must still win within the puzzle's moves ("play and win") or keep the result ("only
    /// move"). A right move that does not end the puzzle is answered at once. A wrong one
    /// fails the puzzle, and its [`Miss`] names the moves that were right there.
    pub fn play(
        &mut self,
        column: Column,
        solver: &mut Solver,
        budget: Duration,
        token: &CancelToken,
    ) -> Result<Step, Stopped> {
        if self.over.is_some() || !self.board.has_room(column) {
            return Ok(Step::Ignored);
        }
        let limited = token.with_budget(budget);
        let after = self.board.play(column).expect("a column with room");
        let right = if self.played == 0 {
            self.puzzle.solution.contains(&column)
        } else {
            let score = move_score(&after, |b| solver.solve(b, &limited))?;
            self.keeps(Prospect::new(&self.board, score))
        };
        if !right {
            let scores = column_scores(solver, &self.board, budget, token);
            token.check()?;
            let prospect = scores.prospect(column);
            let answer = self.right_moves(Some(&scores)).unwrap_or_default();
            self.fail(Some(column), answer);
            self.board = after;
            self.moves.push(column);
            return Ok(Step::Failed(prospect));
        }
        self.board = after;
        self.moves.push(column);
        self.played += 1;
        if self.played >= self.puzzle.length || after.is_over() {
            self.over = Some(true);
            return Ok(Step::Solved);
        }
        let reply = best_move(solver, &after, &limited)?;
        self.board = after.play(reply).expect("a legal reply");
        self.moves.push(reply);
        Ok(Step::Answered(reply))
    }
}

/// The same go at a puzzle with the solving done elsewhere (the window's worker): each move is
/// judged from every column's exact score of the position it is played in, and the computer's
/// answer is picked from those of the position after it.
impl Attempt {
    /// Whether the computer is to answer the player's last (right) move.
    pub fn awaits_answer(&self) -> bool {
        self.over.is_none() && self.board.ply() % 2 != self.puzzle.board.ply() % 2
    }

    /// Plays the player's `column`, judged as [`Attempt::play`] judges it, from `scores`: the
    /// exact score of each column of the position now (the first move needs none: the
    /// solution names it, but a wrong one needs them for the answer). A right move that does
    /// not end the puzzle answers [`Step::Right`]; [`Stopped::OutOfTime`] when the scores do
    /// not hold the verdict.
    pub fn play_from_scores(
        &mut self,
        column: Column,
        scores: Option<&ColumnScores>,
    ) -> Result<Step, Stopped> {
        if self.over.is_some() || self.awaits_answer() || !self.board.has_room(column) {
            return Ok(Step::Ignored);
        }
        let after = self.board.play(column).expect("a column with room");
        let scores = scores.filter(|s| s.board() == &self.board);
        let prospect = scores.and_then(|s| s.prospect(column));
        let right = if self.played == 0 {
            self.puzzle.solution.contains(&column)
        } else {
            self.keeps(prospect.ok_or(Stopped::OutOfTime)?)
        };
        if !right {
            let answer = self.right_moves(scores).unwrap_or_default();
            self.fail(Some(column), answer);
            self.board = after;
            self.moves.push(column);
            return Ok(Step::Failed(prospect));
        }
        self.board = after;
        self.moves.push(column);
        self.played += 1;
        if self.played >= self.puzzle.length || after.is_over() {
            self.over = Some(true);
            return Ok(Step::Solved);
        }
        Ok(Step::Right)
    }

    /// Plays the computer's answer, the longest defence (the leftmost best column), picked from
    /// `scores` of the position after the player's move; `None` while they are not complete.
    pub fn answer_from(&mut self, scores: &ColumnScores) -> Option<Column> {
        if !self.awaits_answer() || scores.board() != &self.board {
            return None;
        }
        let reply = *scores.best_columns().first()?;
        self.board = self.board.play(reply).ok()?;
        self.moves.push(reply);
        Some(reply)
    }
}

#[cfg(test)]
mod tests {
    /// A bound against hanging, not a timing claim: these tests check what is made, and a
    /// busy machine (the test threads share two cores) must not turn a puzzle into "out of
    /// time".
    const PATIENCE: Duration = Duration::from_secs(600);

    use super::*;
    use crate::notation::parse_digits;

    fn solver() -> Solver {
        Solver::new()
    }

    #[test]
    fn a_file_reads_back_what_was_written_and_names_its_bad_line() {
        let token = CancelToken::new();
        let mut solver = solver();
        let puzzles = generate(4, 7, PATIENCE, &mut solver, &token, |_, _| ())
            .unwrap()
            .puzzles;
        let text = to_text(Size::STANDARD, &puzzles);
        assert_eq!(parse(&text).unwrap(), puzzles);
        let broken = text
            .replacen("win ", "won ", 1)
            .replacen("only ", "onlyy ", 1);
        let error = parse(&broken).unwrap_err().to_string();
        assert!(error.starts_with("line 3: unknown puzzle kind"), "{error}");
        assert_eq!(parse("hello\n").unwrap_err(), PuzzleFileError::Foreign);
        assert_eq!(
            parse("plot4-puzzles 9 7x6\n").unwrap_err(),
            PuzzleFileError::Newer(9)
        );
        assert_eq!(
            parse("plot4-puzzles 1 7x6\n").unwrap_err(),
            PuzzleFileError::Empty
        );
        let illegal = parse("plot4-puzzles 1 7x6\nwin 1111111 win 2 2 2 1000 random\n")
            .unwrap_err()
            .to_string();
        assert!(illegal.contains("line 2: position"), "{illegal}");
    }

    #[test]
    fn generated_puzzles_are_proved_and_the_same_for_the_same_seed() {
        let token = CancelToken::new();
        let mut solver = solver();
        let budget = PATIENCE;
        let first = generate(6, 11, budget, &mut solver, &token, |_, _| ())
            .unwrap()
            .puzzles;
        let again = generate(6, 11, budget, &mut Solver::new(), &token, |_, _| ())
            .unwrap()
            .puzzles;
        assert_eq!(first, again);
        for puzzle in &first {
            verify(puzzle, &mut solver, budget, &token)
                .unwrap_or_else(|e| panic!("{}: {e}", puzzle.file_line()));
        }
    }

    #[test]
    fn a_play_and_win_puzzle_is_solved_along_its_line_and_failed_off_it() {
        let token = CancelToken::new();
        let mut solver = solver();
        let budget = PATIENCE;
        let puzzles = generate(12, 3, budget, &mut solver, &token, |_, _| ())
            .unwrap()
            .puzzles;
        let puzzle = puzzles
            .iter()
            .find(|p| p.kind == PuzzleKind::Win && p.length >= 2)
            .expect("a longer win among twelve puzzles")
            .clone();
        let mut attempt = Attempt::new(puzzle.clone());
        let mut step = Step::Ignored;
        for (i, &column) in puzzle.line.iter().enumerate().step_by(2) {
            step = attempt.play(column, &mut solver, budget, &token).unwrap();
            if let Step::Answered(reply) = step {
                assert_eq!(Some(&reply), puzzle.line.get(i + 1), "the longest defence");
            }
        }
        assert_eq!(step, Step::Solved);
        assert_eq!(attempt.result(), Some(true));

        let wrong = puzzle
            .board
            .legal_columns()
            .into_iter()
            .find(|c| !puzzle.solution.contains(c))
            .expect("a move off the solution");
        let mut failed = Attempt::new(puzzle);
        assert!(matches!(
            failed.play(wrong, &mut solver, budget, &token).unwrap(),
            Step::Failed(Some(_))
        ));
        assert_eq!(failed.result(), Some(false));
        assert_eq!(
            failed.play(wrong, &mut solver, budget, &token).unwrap(),
            Step::Ignored
        );
    }

    #[test]
    fn a_puzzle_played_from_scores_worked_out_elsewhere_goes_as_one_played_with_the_solver() {
        let token = CancelToken::new();
        let mut solver = crate::coach::solver();
        let puzzle = shipped()
            .into_iter()
            .find(|p| p.kind == PuzzleKind::Win && p.length >= 2)
            .expect("a longer win among the shipped puzzles");
        let scores =
            |solver: &mut Solver, board: &Board| column_scores(solver, board, PATIENCE, &token);
        let mut solved = Attempt::new(puzzle.clone());
        let mut scored = Attempt::new(puzzle.clone());
        for &column in puzzle.line.iter().step_by(2) {
            let step = solved.play(column, &mut solver, PATIENCE, &token).unwrap();
            let now = scores(&mut solver, scored.board());
            let mine = scored.play_from_scores(column, Some(&now)).unwrap();
            match step {
                Step::Answered(reply) => {
                    assert_eq!(mine, Step::Right);
                    assert!(scored.awaits_answer());
                    let after = scores(&mut solver, scored.board());
                    assert_eq!(scored.answer_from(&after), Some(reply));
                }
                other => assert_eq!(mine, other),
            }
            assert_eq!(scored.board(), solved.board());
        }
        assert_eq!(scored.result(), Some(true));
        // Off the solution it fails, with what the move leads to.
        let wrong = puzzle
            .board
            .legal_columns()
            .into_iter()
            .find(|c| !puzzle.solution.contains(c))
            .unwrap();
        let mut failed = Attempt::new(puzzle.clone());
        let now = scores(&mut solver, &puzzle.board);
        assert!(matches!(
            failed.play_from_scores(wrong, Some(&now)).unwrap(),
            Step::Failed(Some(_))
        ));
        assert_eq!(failed.result(), Some(false));
    }

    /// Issue 49's puzzle: Red wins in 5 by 2 or 5. After 2 and the longest defence, 1, playing
    /// 2 again wins only in 5 more: too slow. The moves right there are 3 and 5
    /// (`plot4 analyze 6214411636446221` scores them 10, every other column 9), not the
    /// first move's 2 or 5.
    #[test]
    fn a_wrong_move_past_the_first_is_answered_with_the_moves_right_where_it_was_played() {
        let puzzle =
            parse("plot4-puzzles 1 7x6\nwin 62144116364462 win 5 25 213331515 1500 random\n")
                .unwrap()
                .remove(0);
        let token = CancelToken::new();
        let mut solver = crate::coach::solver();
        let there = parse_digits("6214411636446221").unwrap();
        let expected = Miss {
            at: there,
            played: Some(Column::new(1)),
            answer: vec![Column::new(2), Column::new(4)],
        };
        // With the solver at hand.
        let mut solved = Attempt::new(puzzle.clone());
        let two = Column::new(1);
        let step = solved.play(two, &mut solver, PATIENCE, &token).unwrap();
        assert_eq!(step, Step::Answered(Column::new(0)));
        assert!(matches!(
            solved.play(two, &mut solver, PATIENCE, &token).unwrap(),
            Step::Failed(Some(Prospect::Win { moves: 5 }))
        ));
        assert_eq!(solved.miss(), Some(&expected));
        // With the scores worked out elsewhere, as the window does.
        let scores =
            |solver: &mut Solver, board: &Board| column_scores(solver, board, PATIENCE, &token);
        let mut scored = Attempt::new(puzzle.clone());
        assert_eq!(scored.play_from_scores(two, None).unwrap(), Step::Right);
        let after = scores(&mut solver, scored.board());
        assert_eq!(scored.answer_from(&after), Some(Column::new(0)));
        assert_eq!(
            scored.right_moves(None),
            None,
            "past the first move, scores are needed"
        );
        let now = scores(&mut solver, scored.board());
        assert_eq!(
            scored.right_moves(Some(&now)),
            Some(expected.answer.clone())
        );
        assert!(matches!(
            scored.play_from_scores(two, Some(&now)).unwrap(),
            Step::Failed(Some(_))
        ));
        assert_eq!(scored.miss(), Some(&expected));
        // Giving up there names the same moves, and no move played.
        let mut given_up = Attempt::new(puzzle);
        given_up.play_from_scores(two, None).unwrap();
        given_up.answer_from(&after);
        assert!(!given_up.give_up(None), "not without the scores");
        assert!(given_up.give_up(Some(&now)));
        assert_eq!(given_up.result(), Some(false));
        assert_eq!(
            given_up.miss(),
            Some(&Miss {
                played: None,
                ..expected
            })
        );
    }

    #[test]
    fn the_missed_block_makes_an_only_move_puzzle() {
        // Yellow to move in "12121" wins by blocking at 1 and loses with any other move.
        let board = parse_digits("12121").unwrap();
        let moves = notation::columns_of("12121", 7).unwrap();
        let puzzle = make(
            &moves,
            &board,
            Source::Mistake,
            &mut crate::coach::solver(),
            PATIENCE,
            &CancelToken::new(),
        )
        .unwrap()
        .puzzle()
        .expect("a puzzle");
        assert_eq!(puzzle.solution, vec![Column::new(0)]);
        assert_eq!(puzzle.line[0], Column::new(0));
    }

    #[test]
    fn picking_honours_kind_and_rating() {
        let text = "plot4-puzzles 1 7x6\n\
                    win 4453 win 3 4 4 1300 random\n\
                    only 4453 draw 1 5 5 900 random\n\
                    win 4455 win 2 3 3 1100 random\n";
        let puzzles = parse(text).unwrap();
        let only = pick(&puzzles, Some(PuzzleKind::Only), None, 1).unwrap();
        assert_eq!(only.kind, PuzzleKind::Only);
        let near = pick(&puzzles, Some(PuzzleKind::Win), Some(1150), 1).unwrap();
        assert_eq!(near.rating, 1100);
        assert!(pick(&puzzles, Some(PuzzleKind::Only), Some(2000), 5).is_some());
    }
}

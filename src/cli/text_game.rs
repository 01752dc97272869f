//! The text game: `plot4 play` with a person on one side or both, played by typing and heard
//! by a screen reader. Every event is one line (a move, an answer, the result); the board is
//! told in words on request (`board`, `column N`, `row N`, `threats`), and a grid is drawn only
//! with `--grid`. A finished game is recorded in the history as the window records it.

use super::typed::Typed;
use super::CliError;
use plot4::ai::{Engine, Level};
use plot4::analysis::ColumnScores;
use plot4::coach::explorer::threats;
use plot4::game::{CasualReason, GameState, Mode, Outcome};
use plot4::notation::to_grid;
use plot4::store::{GameRecord, Store};
use plot4::{Board, CancelToken, Cell, Column, Player, Solver};
use std::io::{BufRead, Write};

/// One text game between the modes of `game`, read from `input` and told to `out`.
pub struct TextGame<I, O> {
    game: GameState,
    /// The computer's engine for each colour a level plays, Red's first.
    engines: [Option<Engine>; 2],
    /// Draw the grid after every move and for `board`.
    grid: bool,
    /// Where the finished game is recorded; none if there is no data folder.
    store: Option<Store>,
    /// The hints' solver, made at the first hint (its table is large).
    solver: Option<Solver>,
    input: I,
    out: O,
}

/// Whether the game goes on after a move or a line typed.
enum Next {
    /// Read the next line.
    GoOn,
    /// The game ended, or the player left.
    Stop,
}

impl<I: BufRead, O: Write> TextGame<I, O> {
    /// A game from `game`'s position (every side's mode set: a level's is `Computer` or
    /// `Adaptive` with the level chosen), with `engines` for the sides a level plays.
    pub fn new(
        game: GameState,
        engines: [Option<Engine>; 2],
        grid: bool,
        store: Option<Store>,
        input: I,
        out: O,
    ) -> Self {
        TextGame {
            game,
            engines,
            grid,
            store,
            solver: None,
            input,
            out,
        }
    }

    /// Plays until the game ends, the player quits or the input ends.
    pub fn play(mut self, adapted_from: Option<f64>) -> Result<(), CliError> {
        self.introduce(adapted_from)?;
        loop {
            if self.game.outcome().is_some() {
                return self.finish();
            }
            let next = match self.game.mode_to_move().level() {
                Some(level) => self.computer_moves(level)?,
                None => self.hear_the_player()?,
            };
            if let Next::Stop = next {
                return Ok(());
            }
        }
    }

    /// Who plays which colour, the board, and how to play.
    fn introduce(&mut self, adapted_from: Option<f64>) -> Result<(), CliError> {
        let modes = self.game.modes();
        let people = [modes.red, modes.yellow]
            .iter()
            .filter(|&&mode| mode == Mode::Human)
            .count();
        let who = |mode: Mode| match mode {
            Mode::Human if people == 1 => "you".to_string(),
            Mode::Human => "a person".to_string(),
            Mode::Computer(level) => format!("{} (rating {})", level.label(), level.rating()),
            Mode::Adaptive(level) => format!(
                "{} (rating {}), the level nearest your rating {:.0}",
                level.label(),
                level.rating(),
                adapted_from.unwrap_or_default()
            ),
        };
        let size = self.game.board().size();
        writeln!(
            self.out,
            "Plot 4: Red is {}. Yellow is {}. Red starts; {} columns, {} rows, {} in a row wins. Type a column number to play, or help.",
            who(modes.red),
            who(modes.yellow),
            size.width(),
            size.height(),
            size.line_length()
        )?;
        if self.grid {
            write!(self.out, "{}", to_grid(self.game.board()))?;
        }
        if self.game.mode_to_move() == Mode::Human {
            writeln!(self.out, "{} to move.", self.game.side_to_move())?;
        }
        Ok(())
    }

    /// The level to move plays, and the move is told.
    fn computer_moves(&mut self, level: Level) -> Result<Next, CliError> {
        let side = self.game.side_to_move();
        let engine = self.engines[seat(side)]
            .as_mut()
            .ok_or_else(|| CliError::Usage(format!("no engine for {side}")))?;
        let column = engine
            .choose(level, self.game.board(), &CancelToken::new())
            .map_err(|e| CliError::Usage(e.to_string()))?;
        self.game = self
            .game
            .apply_computer(self.game.turn(), column)
            .map_err(|e| CliError::Usage(format!("{level} chose an illegal move: {e}")))?;
        self.tell_move()?;
        Ok(Next::GoOn)
    }

    /// Reads one line from the player and does what it asks.
    fn hear_the_player(&mut self) -> Result<Next, CliError> {
        let mut bytes = Vec::new();
        if self.input.read_until(b'\n', &mut bytes)? == 0 {
            writeln!(
                self.out,
                "End of input: the game is left unfinished and not kept."
            )?;
            return Ok(Next::Stop);
        }
        let line = String::from_utf8_lossy(&bytes);
        let typed = match Typed::read(&line, self.game.board().size()) {
            Ok(typed) => typed,
            Err(refusal) => {
                writeln!(self.out, "{refusal}.")?;
                return Ok(Next::GoOn);
            }
        };
        match typed {
            Typed::Nothing => writeln!(self.out, "{} to move.", self.game.side_to_move())?,
            Typed::Play(column) => return self.play_column(column),
            Typed::Board => self.tell_board()?,
            Typed::Column(column) => {
                let words = column_words(self.game.board(), column);
                writeln!(self.out, "{words}")?;
            }
            Typed::Row(row) => {
                let words = row_words(self.game.board(), row);
                writeln!(self.out, "{words}")?;
            }
            Typed::Threats => {
                let words = threat_words(&self.game);
                writeln!(self.out, "{words}")?;
            }
            Typed::Hint => self.tell_hint()?,
            Typed::Undo => self.undo()?,
            Typed::Help => self.tell_help()?,
            Typed::Quit => {
                writeln!(self.out, "You left the game; it is not kept.")?;
                return Ok(Next::Stop);
            }
        }
        Ok(Next::GoOn)
    }

    fn play_column(&mut self, column: Column) -> Result<Next, CliError> {
        if !self.game.board().has_room(column) {
            writeln!(self.out, "Column {column} is full; choose another.")?;
            return Ok(Next::GoOn);
        }
        match self.game.play_human(column) {
            Ok(game) => {
                self.game = game;
                self.tell_move()?;
            }
            Err(error) => writeln!(self.out, "That move cannot be played: {error}.")?,
        }
        Ok(Next::GoOn)
    }

    /// The move just played, and whose turn it is if a person is to move: `Red: column 4, row
    /// 1. Yellow to move.` With `--grid`, the grid after it.
    fn tell_move(&mut self) -> Result<(), CliError> {
        let (Some(&column), Some(mover)) = (self.game.history().last(), self.last_mover()) else {
            return Ok(());
        };
        let row = self.game.board().column_height(column);
        write!(self.out, "{mover}: column {column}, row {row}.")?;
        if self.game.outcome().is_none() && self.game.mode_to_move() == Mode::Human {
            write!(self.out, " {} to move.", self.game.side_to_move())?;
        }
        writeln!(self.out)?;
        if self.grid {
            write!(self.out, "{}", to_grid(self.game.board()))?;
        }
        Ok(())
    }

    /// The colour that made the last move, if any.
    fn last_mover(&self) -> Option<Player> {
        let board = self.game.board();
        (board.ply() > 0).then(|| self.game.colour_of(board.side_to_move().opponent()))
    }

    /// `board`: how far the game is and the last move, then every column (or the grid).
    fn tell_board(&mut self) -> Result<(), CliError> {
        let board = *self.game.board();
        let last = match (self.game.history().last(), self.last_mover()) {
            (Some(column), Some(mover)) => format!(
                "; last, {mover} in column {column}, row {}",
                board.column_height(*column)
            ),
            _ => String::new(),
        };
        writeln!(
            self.out,
            "{} coins played, {} to move{last}. Columns from the bottom up:",
            board.ply(),
            self.game.side_to_move()
        )?;
        if self.grid {
            write!(self.out, "{}", to_grid(&board))?;
            return Ok(());
        }
        for column in board.size().columns() {
            writeln!(self.out, "{}", column_words(&board, column))?;
        }
        Ok(())
    }

    /// `hint`: the best column for the side to move and where it leads, from the exact solver
    /// within the window's hint budget.
    fn tell_hint(&mut self) -> Result<(), CliError> {
        let board = *self.game.board();
        let solver = self.solver.get_or_insert_with(plot4::coach::solver);
        let scores =
            plot4::coach::column_scores(solver, &board, plot4::coach::BUDGET, &CancelToken::new());
        let words = hint_words(&scores, self.game.side_to_move());
        writeln!(self.out, "{words}")?;
        // A game with a hint is casual, as in the window.
        self.game = self.game.noting(CasualReason::Hint);
        Ok(())
    }

    /// `undo`: takes back to the person's previous turn (one move between two people).
    fn undo(&mut self) -> Result<(), CliError> {
        let Ok(earlier) = self.game.undo() else {
            writeln!(self.out, "Nothing to take back.")?;
            return Ok(());
        };
        let kept = earlier.history().len();
        let taken: Vec<String> = self.game.history()[kept..]
            .iter()
            .enumerate()
            .rev()
            .map(|(i, column)| {
                let mover = if (kept + i) % 2 == 0 {
                    self.game.first()
                } else {
                    self.game.first().opponent()
                };
                format!("{mover}'s column {column}")
            })
            .collect();
        self.game = earlier;
        writeln!(
            self.out,
            "Taken back: {}. {} to move.",
            taken.join(" and "),
            self.game.side_to_move()
        )?;
        if self.grid {
            write!(self.out, "{}", to_grid(self.game.board()))?;
        }
        Ok(())
    }

    fn tell_help(&mut self) -> Result<(), CliError> {
        let width = self.game.board().size().width();
        let board = if self.grid {
            "board: the grid, and whose move it is"
        } else {
            "board: every column from the bottom up, and whose move it is"
        };
        let lines = [
            format!("Type a column number, 1 to {width}, to drop a coin there. The commands:"),
            board.to_string(),
            "column N: the coins in column N, from the bottom up".into(),
            "row N: the coins in row N, from the left; row 1 is the bottom".into(),
            "threats: the empty cells that would complete a line, and whose they are".into(),
            "hint: the best column for the side to move, and where it leads".into(),
            "undo: take back your last move, and the computer's answer to it".into(),
            "help: this list".into(),
            "quit: leave the game unfinished; so does the end of input".into(),
        ];
        for line in lines {
            writeln!(self.out, "{line}")?;
        }
        Ok(())
    }

    /// The result in words; the game recorded in the history, and the player's rating.
    fn finish(mut self) -> Result<(), CliError> {
        let result = result_words(&self.game);
        writeln!(self.out, "{result}")?;
        let Some(store) = &self.store else {
            return Ok(());
        };
        let record = match GameRecord::finished_now(&self.game) {
            Ok(record) => record,
            Err(error) => {
                note!("plot4: warning: the finished game cannot be recorded: {error}");
                return Ok(());
            }
        };
        let rated = record.is_rated();
        // What goes wrong in keeping it the store has already said, as a warning line.
        let history = store.record_game(record).value;
        if rated {
            if let Some(moved) = plot4::store::rated_games(history.games()).last() {
                writeln!(
                    self.out,
                    "Rated game: your rating moves from {:.0} to {:.0}.",
                    moved.before.rating, moved.after.rating
                )?;
            }
        } else if let Some(line) = casual_line(&self.game, &history) {
            writeln!(self.out, "{line}")?;
        }
        self.out.flush()?;
        Ok(())
    }
}

/// The line after a casual game a person played: why it was casual, and that the rating
/// stays (`Casual game (hints were used): your rating stays 1000.`).
fn casual_line(game: &GameState, history: &plot4::store::History) -> Option<String> {
    let reasons = game.casual_reasons();
    if reasons.is_empty() || reasons.contains(CasualReason::NoPerson) {
        return None;
    }
    let words: Vec<&str> = reasons.iter().map(CasualReason::describe).collect();
    let rating = plot4::store::player_rating(history.games()).rating;
    Some(format!(
        "Casual game ({}): your rating stays {rating:.0}.",
        words.join(", ")
    ))
}

/// Red's seat is 0, Yellow's 1.
fn seat(colour: Player) -> usize {
    match colour {
        Player::Red => 0,
        Player::Yellow => 1,
    }
}

/// A coin's colour as a word in a list: `red`, `yellow`, or `empty`.
fn coin_word(game_colour: Option<Player>) -> &'static str {
    match game_colour {
        Some(Player::Red) => "red",
        Some(Player::Yellow) => "yellow",
        None => "empty",
    }
}

/// `Column 4: red, yellow; 4 empty.`, `Column 4: empty.` or `Column 4: … ; full.`. The board's
/// first mover is Red, as in every game `plot4 play` starts.
pub fn column_words(board: &Board, column: Column) -> String {
    let size = board.size();
    let coins: Vec<&str> = size
        .cells_of(column)
        .map(|cell| board.at(cell))
        .take_while(Option::is_some)
        .map(coin_word)
        .collect();
    let free = size.height() - coins.len();
    match (coins.is_empty(), free) {
        (true, _) => format!("Column {column}: empty."),
        (false, 0) => format!("Column {column}: {}; full.", coins.join(", ")),
        (false, free) => format!("Column {column}: {}; {free} empty.", coins.join(", ")),
    }
}

/// `Row 1, from the left: empty, red, yellow, …`.
pub fn row_words(board: &Board, row: u8) -> String {
    let cells: Vec<&str> = board
        .size()
        .columns()
        .map(|column| {
            board.at(Cell {
                column: column.index() as u8,
                row,
            })
        })
        .map(coin_word)
        .collect();
    format!("Row {}, from the left: {}.", row + 1, cells.join(", "))
}

/// `Red threatens column 6, row 3 (odd row), playable now; …` or `No threats.`.
pub fn threat_words(game: &GameState) -> String {
    let board = game.board();
    let said: Vec<String> = threats(board)
        .iter()
        .map(|threat| {
            let parity = if threat.on_odd_row() { "odd" } else { "even" };
            let now = if threat.is_playable(board) {
                ", playable now"
            } else {
                ""
            };
            format!(
                "{} threatens column {}, row {} ({parity} row){now}",
                game.colour_of(threat.side),
                threat.cell.column + 1,
                threat.cell.row + 1
            )
        })
        .collect();
    if said.is_empty() {
        "No threats.".into()
    } else {
        format!("{}.", said.join("; "))
    }
}

/// `Hint for Red: column 5, wins in 7.` (`columns 3 and 5` when several are best), or that the
/// position was not solved within the budget.
pub fn hint_words(scores: &ColumnScores, mover: Player) -> String {
    let best = scores.best_columns();
    let Some(prospect) = best.first().and_then(|&c| scores.prospect(c)) else {
        return format!("Hint for {mover}: not solved in time; no column is proved best.");
    };
    let columns: Vec<String> = best.iter().map(Column::to_string).collect();
    let named = match columns.as_slice() {
        [one] => format!("column {one}"),
        [first @ .., last] => format!("columns {} and {last}", first.join(", ")),
        [] => unreachable!("a prospect comes from a best column"),
    };
    format!("Hint for {mover}: {named}, {prospect}.")
}

/// `You win as Red: 4 in a row from column 1, row 1 to column 4, row 1, with move 7.`, or
/// `Draw: the board is full after 42 moves.`
pub fn result_words(game: &GameState) -> String {
    let board = game.board();
    let moves = board.ply();
    let Some(Outcome::Win(winner)) = game.outcome() else {
        return format!("Draw: the board is full after {moves} moves.");
    };
    let lines: Vec<String> = board
        .winning_lines()
        .iter()
        .map(|line| {
            format!(
                "{} in a row from column {}, row {} to column {}, row {}",
                line.length,
                line.from.column + 1,
                line.from.row + 1,
                line.to.column + 1,
                line.to.row + 1
            )
        })
        .collect();
    let modes = game.modes();
    let who = match (modes.of(winner), modes.of(winner.opponent())) {
        (Mode::Human, Mode::Human) => format!("{winner} wins"),
        (Mode::Human, _) => format!("You win as {winner}"),
        (mode, _) => format!("{} wins as {winner}", mode.title()),
    };
    format!("{who}: {}, with move {moves}.", lines.join(" and "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use plot4::game::Modes;

    fn game(modes: Modes, moves: &str) -> GameState {
        GameState::from_position(modes, moves).unwrap()
    }

    #[test]
    fn a_column_is_told_from_the_bottom_up() {
        let board = game(Modes::HUMANS, "4444").board().to_owned();
        assert_eq!(
            column_words(&board, Column::new(3)),
            "Column 4: red, yellow, red, yellow; 2 empty."
        );
        assert_eq!(column_words(&board, Column::new(0)), "Column 1: empty.");
        let full = game(Modes::HUMANS, "444444").board().to_owned();
        assert_eq!(
            column_words(&full, Column::new(3)),
            "Column 4: red, yellow, red, yellow, red, yellow; full."
        );
    }

    #[test]
    fn a_row_is_told_from_the_left() {
        let board = game(Modes::HUMANS, "4353").board().to_owned();
        assert_eq!(
            row_words(&board, 0),
            "Row 1, from the left: empty, empty, yellow, red, red, empty, empty."
        );
        assert_eq!(
            row_words(&board, 1),
            "Row 2, from the left: empty, empty, yellow, empty, empty, empty, empty."
        );
    }

    #[test]
    fn threats_name_their_side_cell_and_row_parity() {
        assert_eq!(threat_words(&game(Modes::HUMANS, "")), "No threats.");
        // Red holds 2, 3 and 4 on the bottom row: 1 and 5 complete it, both playable.
        let threatened = game(Modes::HUMANS, "27374");
        assert_eq!(
            threat_words(&threatened),
            "Red threatens column 1, row 1 (odd row), playable now; \
             Red threatens column 5, row 1 (odd row), playable now."
        );
    }

    #[test]
    fn the_result_says_who_won_and_where() {
        let person = Modes {
            red: Mode::Human,
            yellow: Mode::Computer(Level::Low),
        };
        let won = game(person, "1212121");
        assert_eq!(
            result_words(&won),
            "You win as Red: 4 in a row from column 1, row 1 to column 1, row 4, with move 7."
        );
        let lost = game(person, "12121272");
        assert_eq!(
            result_words(&lost),
            "Low wins as Yellow: 4 in a row from column 2, row 1 to column 2, row 4, with move 8."
        );
    }

    #[test]
    fn a_hint_names_the_best_columns_and_where_they_lead() {
        let board = game(Modes::HUMANS, "27374").board().to_owned();
        let mut scores = ColumnScores::unknown(board);
        assert_eq!(
            hint_words(&scores, Player::Yellow),
            "Hint for Yellow: not solved in time; no column is proved best."
        );
        for column in board.size().columns() {
            scores.set(column, if column.index() % 4 == 0 { -17 } else { -18 });
        }
        let prospect = plot4::analysis::Prospect::new(&board, -17);
        assert_eq!(
            hint_words(&scores, Player::Yellow),
            format!("Hint for Yellow: columns 1 and 5, {prospect}.")
        );
    }
}

//! The game in words, for a player who does not see the board: the sentences a screen reader
//! speaks (a move, the result, a column or a row read bottom up or from the left, the
//! threats, a hint's answer), in the window's language, and the [`Narrator`] that follows the
//! session frame by frame and says what changed. Pure: it reads the session and returns
//! words; the page's mirror (`page_mirror.rs`) and the window's status line show them.

use super::session::Session;
use super::words;
use crate::analysis::{ColumnScores, Prospect};
use crate::board::{Board, Cell, Column, Player};
use crate::coach::explorer::threats;
use crate::game::{GameState, Outcome};

/// A cell's coin as a word in a list: "red", "yellow" or "empty", in the game's colours.
fn coin_word(game: &GameState, coin: Option<Player>) -> &'static str {
    match coin.map(|side| game.colour_of(side)) {
        Some(Player::Red) => tr!("spoken-coin-red"),
        Some(Player::Yellow) => tr!("spoken-coin-yellow"),
        None => tr!("spoken-coin-empty"),
    }
}

#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))] // only the page speaks it yet
/// A column's button: "Column 4, 3 empty" or "Column 4, full".
pub fn column_label(board: &Board, column: Column) -> String {
    let empty = board.size().height() - board.column_height(column);
    tr!(
        "spoken-column-label",
        column = column.number(),
        empty = empty
    )
}

/// A column read bottom to top: "Column 4: red, yellow, empty, empty, empty, empty."
pub fn column_reading(game: &GameState, column: Column) -> String {
    let board = game.board();
    let cells: Vec<&str> = board
        .size()
        .cells_of(column)
        .map(|cell| coin_word(game, board.at(cell)))
        .collect();
    tr!(
        "spoken-column",
        column = column.number(),
        cells = cells.join(", ")
    )
}

/// A row (0 at the bottom) read from the left: "Row 1: empty, red, yellow, …".
pub fn row_reading(game: &GameState, row: u8) -> String {
    let board = game.board();
    let cells: Vec<&str> = board
        .size()
        .columns()
        .map(|column| {
            let column = column.index() as u8;
            coin_word(game, board.at(Cell { column, row }))
        })
        .collect();
    tr!("spoken-row", row = row + 1, cells = cells.join(", "))
}

/// The colour that made the last move, its column and the row it landed on (from 1).
fn last_move(game: &GameState) -> Option<(Player, Column, usize)> {
    let board = game.board();
    let &column = game.history().last()?;
    let mover = game.colour_of(board.side_to_move().opponent());
    Some((mover, column, board.column_height(column)))
}

/// Whose turn it is, or the result: "Red to move." / "Red wins: …".
fn what_comes(game: &GameState) -> String {
    match game.outcome() {
        Some(_) => result_sentence(game),
        None => tr!(
            "spoken-to-move",
            player = words::player(game.colour_of(game.board().side_to_move()))
        ),
    }
}

/// The last move and what comes of it: "Yellow: column 4, row 2. Red to move."
pub fn move_sentence(game: &GameState) -> Option<String> {
    let (mover, column, row) = last_move(game)?;
    let played = tr!(
        "spoken-move",
        player = words::player(mover),
        column = column.number(),
        row = row
    );
    Some(format!("{played} {}", what_comes(game)))
}

/// The result: "Red wins: four in a row from column 1, row 1 to column 4, row 1." or "Draw:
/// the board is full." Empty while the game goes on.
pub fn result_sentence(game: &GameState) -> String {
    match game.outcome() {
        None => String::new(),
        Some(Outcome::Draw) => tr!("spoken-draw").to_string(),
        Some(Outcome::Win(side)) => {
            let winner = words::player(game.colour_of(side));
            match game.board().winning_lines().first() {
                Some(line) => tr!(
                    "spoken-win",
                    player = winner,
                    length = line.length,
                    from_column = line.from.column + 1,
                    from_row = line.from.row + 1,
                    to_column = line.to.column + 1,
                    to_row = line.to.row + 1
                ),
                None => tr!("spoken-win-short", player = winner),
            }
        }
    }
}

/// The threats the "why" overlay rings, each a sentence: "Red threatens column 6, row 3, odd."
/// or "No threats."
pub fn threats_sentence(game: &GameState) -> String {
    let said: Vec<String> = threats(game.board())
        .iter()
        .map(|threat| {
            let parity = if threat.on_odd_row() {
                tr!("why-odd")
            } else {
                tr!("why-even")
            };
            tr!(
                "spoken-threat",
                player = words::player(game.colour_of(threat.side)),
                column = threat.cell.column + 1,
                row = threat.cell.row + 1,
                parity = parity
            )
        })
        .collect();
    if said.is_empty() {
        tr!("spoken-no-threats").to_string()
    } else {
        said.join(" ")
    }
}

/// The last move and the threats (while the game goes on), as the read-last-move key says
/// them.
pub fn last_move_reading(game: &GameState) -> String {
    let moved = move_sentence(game)
        .unwrap_or_else(|| format!("{} {}", tr!("spoken-no-moves"), what_comes(game)));
    // Once the game is decided, its threats no longer matter.
    if game.outcome().is_some() {
        return moved;
    }
    format!("{moved} {}", threats_sentence(game))
}

#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))] // only the page speaks it yet
/// A hint's answer: "Column 5 wins in 7." (the best column, the first of several), or that no
/// column was proved best in time.
pub fn hint_sentence(scores: &ColumnScores) -> String {
    let best = scores.best_columns();
    let Some((column, prospect)) = best
        .first()
        .and_then(|&c| scores.prospect(c).map(|p| (c.number(), p)))
    else {
        return tr!("spoken-hint-unsolved").to_string();
    };
    match prospect {
        Prospect::Win { moves: 1 } => tr!("spoken-hint-wins-now", column = column),
        Prospect::Win { moves } => tr!("spoken-hint-wins-in", column = column, moves = moves),
        Prospect::Draw => tr!("spoken-hint-draw", column = column),
        Prospect::Loss { moves: 1 } => tr!("spoken-hint-loses-next", column = column),
        Prospect::Loss { moves } => tr!("spoken-hint-loses-in", column = column, moves = moves),
    }
}

/// What the player asked to hear of the board, by a key or a button of the page's mirror.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reading {
    /// A column, bottom to top.
    Column(Column),
    /// A row (0 at the bottom), from the left.
    Row(u8),
    /// The last move and the threats.
    LastMove,
}

/// What `reading` says of `game`.
pub fn read(reading: Reading, game: &GameState) -> String {
    match reading {
        Reading::Column(column) => column_reading(game, column),
        Reading::Row(row) => row_reading(game, row),
        Reading::LastMove => last_move_reading(game),
    }
}

#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))] // only the page speaks it yet
/// Follows the session and says what changed since the last frame: each move (the computer's
/// answer too), the result, the computer starting to think, a hint's answer, the threats of
/// the "why" overlay, and each notice (a refusal says why nothing happened).
#[derive(Debug, Clone, Default)]
pub struct Narrator {
    /// What was said last of the game: its moves and board size; `None` before the first frame.
    seen: Option<(Vec<Column>, crate::board::Size)>,
    thinking: bool,
    /// The position whose hint was said.
    hint_said: Option<Board>,
    /// The threats said while the overlay is on, for the position they were said for.
    threats_said: Option<Board>,
    /// When the last notice said was given.
    notice_said: Option<f64>,
}

#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))] // only the page speaks it yet
impl Narrator {
    /// The sentences to say after this frame, in order; none on the first frame, when the
    /// table is as it was found.
    pub fn follow(&mut self, session: &Session) -> Vec<String> {
        let game = session.game();
        let mut said = Vec::new();
        let now = (game.history().to_vec(), game.board().size());
        match self.seen.replace(now.clone()) {
            None => {}
            Some(before) if before == now => {}
            Some((before, size)) => said.push(changed_game(game, &before, size)),
        }
        let thinking = session.computer().is_thinking();
        if thinking && !self.thinking && game.outcome().is_none() {
            said.push(tr!(
                "spoken-thinking",
                player = words::player(game.colour_of(game.board().side_to_move()))
            ));
        }
        self.thinking = thinking;
        let analyses = session.analyses();
        if analyses.hint_asked() && self.hint_said != Some(*game.board()) {
            if let Some(scores) = analyses.hint().filter(ColumnScores::is_settled) {
                said.push(hint_sentence(&scores));
                self.hint_said = Some(*game.board());
            }
        }
        if session.why().is_on() {
            if self.threats_said != Some(*game.board()) {
                said.push(threats_sentence(game));
                self.threats_said = Some(*game.board());
            }
        } else {
            self.threats_said = None;
        }
        if let Some(notice) = session.notice() {
            if self.notice_said != Some(notice.since) {
                said.push(notice.text.clone());
                self.notice_said = Some(notice.since);
            }
        }
        said
    }
}

#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))] // only the page speaks it yet
/// What to say when the game's moves went from `before` (on a board of `size`) to today's:
/// the move played, a take-back, or a new game or position.
fn changed_game(game: &GameState, before: &[Column], size: crate::board::Size) -> String {
    let now = game.history();
    let same_board = size == game.board().size();
    if same_board && now.len() == before.len() + 1 && now.starts_with(before) {
        return move_sentence(game).unwrap_or_default();
    }
    if same_board && now.len() < before.len() && before.starts_with(now) && !now.is_empty() {
        return format!("{} {}", tr!("spoken-taken-back"), last_move_reading(game));
    }
    if now.is_empty() {
        return format!("{} {}", tr!("spoken-new-game"), what_comes(game));
    }
    let position = tr!("spoken-position", moves = now.len());
    format!("{position} {}", last_move_reading(game))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Modes;

    fn game(moves: &str) -> GameState {
        GameState::from_position(Modes::HUMANS, moves).expect("a legal position")
    }

    #[test]
    fn a_move_names_the_mover_the_square_and_who_moves_next() {
        assert_eq!(
            move_sentence(&game("44")).as_deref(),
            Some("Yellow: column 4, row 2. Red to move.")
        );
        assert_eq!(
            move_sentence(&game("4")).as_deref(),
            Some("Red: column 4, row 1. Yellow to move.")
        );
        assert_eq!(move_sentence(&game("")), None);
    }

    #[test]
    fn a_winning_move_says_the_result_instead_of_the_turn() {
        let won = game("4455667");
        assert_eq!(
            move_sentence(&won).as_deref(),
            Some(
                "Red: column 7, row 1. Red wins: 4 in a row from column 4, row 1 to column 7, \
                 row 1."
            )
        );
    }

    #[test]
    fn a_column_is_read_bottom_up_and_its_button_counts_the_room_left() {
        let g = game("443");
        assert_eq!(
            column_reading(&g, Column::new(3)),
            "Column 4: red, yellow, empty, empty, empty, empty."
        );
        assert_eq!(column_label(g.board(), Column::new(3)), "Column 4, 4 empty");
        let full = game("444444");
        assert_eq!(column_label(full.board(), Column::new(3)), "Column 4, full");
    }

    #[test]
    fn a_row_is_read_from_the_left() {
        let g = game("17");
        assert_eq!(
            read(Reading::Row(0), &g),
            "Row 1: red, empty, empty, empty, empty, empty, yellow."
        );
        assert_eq!(
            read(Reading::Row(1), &g),
            "Row 2: empty, empty, empty, empty, empty, empty, empty."
        );
    }

    #[test]
    fn the_colours_follow_the_game_when_yellow_moved_first() {
        let g = game("4").with_first(Player::Yellow);
        assert_eq!(
            column_reading(&g, Column::new(3)),
            "Column 4: yellow, empty, empty, empty, empty, empty."
        );
        assert_eq!(
            move_sentence(&g).as_deref(),
            Some("Yellow: column 4, row 1. Red to move.")
        );
    }

    #[test]
    fn threats_are_told_with_their_square_and_row_parity() {
        // Red holds columns 1-3 of the bottom row: column 4 completes it.
        let g = game("152535");
        let said = threats_sentence(&g);
        assert!(
            said.contains("Red threatens column 4, row 1, odd."),
            "{said}"
        );
        assert_eq!(threats_sentence(&game("")), "No threats.");
        assert_eq!(
            last_move_reading(&game("")),
            "No moves yet. Red to move. No threats."
        );
    }

    #[test]
    fn the_narrator_says_each_move_and_a_take_back_but_nothing_at_first() {
        let mut session = Session::new(game("4"));
        let mut narrator = Narrator::default();
        assert!(narrator.follow(&session).is_empty(), "the table as found");
        session.act(crate::ui::session::Action::Drop(Column::new(2)));
        assert_eq!(
            narrator.follow(&session),
            vec!["Yellow: column 3, row 1. Red to move.".to_string()]
        );
        assert!(narrator.follow(&session).is_empty(), "said once");
    }
}

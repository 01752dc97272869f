//! The game on the table as the player sees it: the [`GameState`], the coin in hand above a
//! column, the coin falling into its cell, a drop typed early and waiting for it, and the "no"
//! shake. Time is passed in (seconds on the frame clock), never read.

use super::animation::{DropAnimation, LiftAnimation, Pace, SHAKE_TIME, WIN_TIME};
use crate::board::{Board, Cell, Column, Player};
use crate::game::GameState;

/// The board, the coins in motion and the coin in hand.
#[derive(Debug, Clone)]
pub struct Table {
    game: GameState,
    hover: Column,
    /// Whether the coin in hand was last moved by keys (its column then shows a focus ring).
    moved_by_keys: bool,
    falling: Option<DropAnimation>,
    /// Coins taken back by an undo, on their way out.
    lifting: Vec<LiftAnimation>,
    queued: Option<Column>,
    shake_since: Option<f64>,
    /// When the last coin landed, so a win can be celebrated from that moment.
    landed_at: Option<f64>,
    /// How fast coins move (the animation speed setting).
    pace: Pace,
}

impl Table {
    /// `game` on the table, the coin in hand above the middle column.
    pub fn new(game: GameState) -> Table {
        Table {
            hover: game.board().size().middle_column(),
            moved_by_keys: false,
            game,
            falling: None,
            lifting: Vec::new(),
            queued: None,
            shake_since: None,
            landed_at: None,
            pace: Pace::NORMAL,
        }
    }

    /// Coins that start moving from now on move at `pace`.
    pub fn set_pace(&mut self, pace: Pace) {
        self.pace = pace;
    }

    /// The game as it stands.
    pub fn game(&self) -> &GameState {
        &self.game
    }

    /// The column the coin in hand is above.
    pub fn hover(&self) -> Column {
        self.hover
    }

    /// The coin falling now, if any.
    pub fn falling(&self) -> Option<&DropAnimation> {
        self.falling.as_ref()
    }

    /// Whether a coin is falling or lifting out: something that [`Table::land`] may finish.
    pub fn coins_move(&self) -> bool {
        self.falling.is_some() || !self.lifting.is_empty()
    }

    /// The coins lifting out after an undo.
    pub fn lifting(&self) -> &[LiftAnimation] {
        &self.lifting
    }

    /// When the coin in hand started shaking "no", if it is.
    pub fn shake_since(&self) -> Option<f64> {
        self.shake_since
    }

    /// When the last coin dropped on this table landed; `None` for a position that was put on
    /// the table whole (no coin fell).
    pub fn landed_at(&self) -> Option<f64> {
        self.landed_at
    }

    /// Whether anything on the table moves at `now`: a coin falling or lifting out, the coin in
    /// hand shaking "no", or a win being celebrated.
    pub fn in_motion(&self, now: f64) -> bool {
        let within = |since: Option<f64>, length: f64| since.is_some_and(|at| now - at < length);
        self.falling.is_some()
            || !self.lifting.is_empty()
            || within(self.shake_since, SHAKE_TIME)
            || (self.game.outcome().is_some() && within(self.landed_at, WIN_TIME))
    }

    /// Whether the game is over and its last coin has landed: the result can be shown.
    pub fn shows_result(&self) -> bool {
        self.game.outcome().is_some() && self.falling.is_none()
    }

    /// Puts the coin in hand above `column`.
    pub fn hover_to(&mut self, column: Column) {
        self.hover = column;
        self.moved_by_keys = false;
    }

    /// Whether the coin in hand was last moved by keys rather than by the pointer.
    pub fn moved_by_keys(&self) -> bool {
        self.moved_by_keys
    }

    /// Moves the coin in hand `step` columns (negative: left), staying on the board.
    pub fn hover_by(&mut self, step: i32) {
        self.hover = self.game.board().size().column_beside(self.hover, step);
        self.moved_by_keys = true;
    }

    /// Shakes the coin in hand "no", from `now`.
    pub fn shake(&mut self, now: f64) {
        if !self.pace.is_still() {
            self.shake_since = Some(now);
        }
    }

    /// Remembers a drop made while a coin is falling, to play when it lands.
    pub fn queue(&mut self, column: Column) {
        self.queued = Some(column);
    }

    /// Lands the falling coin once its time is up; returns the drop that was waiting for it.
    pub fn land(&mut self, now: f64) -> Option<Column> {
        self.lifting.retain(|l| !l.is_done(now));
        if self.falling.is_some_and(|f| f.is_done(now)) {
            self.falling = None;
            // Without motion the win shows as it ends, settled, with no flash or pop.
            self.landed_at = Some(if self.pace.is_still() {
                now - WIN_TIME
            } else {
                now
            });
            super::events::landed(&self.game.position());
            return self.queued.take();
        }
        None
    }

    /// `next` is `column` played in the game on the table: logs the move (and the result, if
    /// it ends the game) and lets the coin fall from where the coin in hand is.
    pub fn play(&mut self, next: GameState, column: Column, now: f64) {
        let player = self.game.side_to_move();
        let from_column = f32::from(self.hover.number_from_zero());
        let cell = self
            .game
            .board()
            .landing_cell(column)
            .expect("a move that was just accepted has a landing cell");
        self.game = next;
        super::events::played(column, player, &self.game.position());
        if let Some(outcome) = self.game.outcome() {
            super::events::game_over(outcome, &self.game.position());
        }
        self.falling = Some(DropAnimation {
            player,
            cell,
            from_column,
            hover_row: self.game.board().size().height() as f32,
            started: now,
            pace: self.pace,
        });
        self.hover = column;
    }

    /// `earlier` is the game on the table with moves taken back: their coins lift out, and a
    /// coin still falling or a drop waiting for it is forgotten.
    pub fn take_back(&mut self, earlier: GameState, now: f64) {
        let hover_row = earlier.board().size().height() as f32;
        let gone = changed_cells(self.game.board(), earlier.board());
        self.lifting
            .extend(gone.into_iter().map(|(cell, player)| LiftAnimation {
                player: earlier.colour_of(player),
                cell,
                hover_row,
                started: now,
                pace: self.pace,
            }));
        self.game = earlier;
        self.falling = None;
        self.queued = None;
        self.landed_at = None;
    }

    /// `later` is the game on the table with moves taken back replayed: the last of them falls
    /// from the coin in hand, the ones before it are simply back.
    pub fn replay(&mut self, later: GameState, now: f64) {
        let last = later.history().last().copied();
        let back = changed_cells(later.board(), self.game.board());
        let falling = back
            .into_iter()
            .filter(|(cell, _)| Some(cell.column) == last.map(Column::number_from_zero))
            .max_by_key(|(cell, _)| cell.row);
        self.falling = falling.map(|(cell, player)| DropAnimation {
            player: later.colour_of(player),
            cell,
            from_column: f32::from(self.hover.number_from_zero()),
            hover_row: later.board().size().height() as f32,
            started: now,
            pace: self.pace,
        });
        if let Some(column) = last {
            self.hover = column;
        }
        self.lifting.clear();
        self.queued = None;
        self.game = later;
    }

    /// Puts `game` on the table in place of the old one, without a move (new modes).
    pub fn replace(&mut self, game: GameState) {
        self.game = game;
    }

    /// Clears the board for `game`: nothing falls and no drop waits any more.
    pub fn restart(&mut self, game: GameState) {
        // On a board of another size the coin in hand starts over the middle again.
        if game.board().size() != self.game.board().size() {
            self.hover = game.board().size().middle_column();
        }
        self.game = game;
        self.falling = None;
        self.lifting.clear();
        self.queued = None;
        self.landed_at = None;
    }
}

/// The coins on `more` that are not on `fewer`, with their owners as the board names them.
fn changed_cells(more: &Board, fewer: &Board) -> Vec<(Cell, Player)> {
    let size = more.size();
    let mut cells = Vec::new();
    for cell in size.every_cell() {
        if let (Some(player), None) = (more.at(cell), fewer.at(cell)) {
            cells.push((cell, player));
        }
    }
    cells
}

#[cfg(test)]
mod tests {
    use super::Table;
    use crate::game::{GameState, Modes};
    use crate::ui::animation::SHAKE_TIME;

    #[test]
    fn a_shake_moves_the_table_until_it_is_over() {
        let mut table = Table::new(GameState::new(Modes::HUMANS));
        assert!(!table.in_motion(1.0));
        table.shake(1.0);
        assert!(table.in_motion(1.0) && table.in_motion(1.0 + SHAKE_TIME - 0.01));
        assert!(!table.in_motion(1.0 + SHAKE_TIME + 0.01));
    }

    #[test]
    fn the_focus_ring_follows_keys_and_leaves_with_the_pointer() {
        let mut table = Table::new(GameState::new(Modes::HUMANS));
        assert!(!table.moved_by_keys());
        table.hover_by(-1);
        assert!(table.moved_by_keys());
        table.hover_to(crate::board::Column::new(0));
        assert!(!table.moved_by_keys());
    }

    #[test]
    fn without_motion_nothing_shakes() {
        let mut table = Table::new(GameState::new(Modes::HUMANS));
        table.set_pace(crate::ui::animation::Pace::new(
            crate::store::AnimationSpeed::Off,
        ));
        table.shake(1.0);
        assert!(!table.in_motion(1.0), "reduced motion: no shake");
    }
}

//! Walking a board: its columns, rows and cells in the order drawing and search visit them,
//! so callers count in the board's own types instead of casting loop indices.

use super::{Cell, Column, Size};

impl Size {
    /// The board's columns, left to right.
    pub fn columns(self) -> impl DoubleEndedIterator<Item = Column> + ExactSizeIterator {
        (0..self.width_in_columns()).map(Column::new)
    }

    /// The board's rows, bottom (0) up.
    pub fn rows(self) -> impl DoubleEndedIterator<Item = u8> + ExactSizeIterator {
        0..self.height_in_rows()
    }

    /// Every cell of the board, column by column from the left, each bottom up.
    pub fn every_cell(self) -> impl Iterator<Item = Cell> {
        self.columns().flat_map(move |column| self.cells_of(column))
    }

    /// The cells of one column, bottom up.
    pub fn cells_of(self, column: Column) -> impl DoubleEndedIterator<Item = Cell> {
        let column = column.number_from_zero();
        self.rows().map(move |row| Cell { column, row })
    }

    /// The middle column (the left one of the two middles on an even width), where a coin in
    /// hand waits at the start.
    pub fn middle_column(self) -> Column {
        Column::new(self.width_in_columns() / 2)
    }

    /// The column `steps` away from `column` (negative: to the left), kept on the board.
    pub fn column_beside(self, column: Column, steps: i32) -> Column {
        let last = i32::from(self.width_in_columns()) - 1;
        let index = (i32::from(column.number_from_zero()) + steps).clamp(0, last);
        Column::new(u8::try_from(index).unwrap_or(0))
    }

    /// `column` seen in a mirror: the same distance from the other side.
    pub fn mirror_of(self, column: Column) -> Column {
        Column::new(self.width_in_columns() - 1 - column.number_from_zero())
    }

    /// How many columns, as the small number it is (every board has at most 128 cells).
    fn width_in_columns(self) -> u8 {
        u8::try_from(self.width()).expect("a board's width fits its cells")
    }

    /// How many rows, as the small number it is.
    fn height_in_rows(self) -> u8 {
        u8::try_from(self.height()).expect("a board's height fits its cells")
    }
}

impl Column {
    /// The 0-based index as the board stores it, for cells and drawing (`f32::from`).
    pub const fn number_from_zero(self) -> u8 {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cell_visits_each_cell_once_column_by_column_bottom_up() {
        let size = Size::new(8, 7).unwrap();
        let cells: Vec<Cell> = size.every_cell().collect();
        assert_eq!(cells.len(), size.cells());
        assert_eq!(cells[0], Cell { column: 0, row: 0 });
        assert_eq!(cells[1], Cell { column: 0, row: 1 });
        assert_eq!(cells[7], Cell { column: 1, row: 0 });
        assert_eq!(*cells.last().unwrap(), Cell { column: 7, row: 6 });
        let distinct: std::collections::HashSet<Cell> = cells.iter().copied().collect();
        assert_eq!(distinct.len(), cells.len());
    }

    #[test]
    fn columns_rows_middle_and_mirror_follow_the_size() {
        let size = Size::new(10, 5).unwrap();
        assert_eq!(size.columns().len(), 10);
        assert_eq!(size.rows().len(), 5);
        assert_eq!(size.columns().last(), Column::from_number(10));
        assert_eq!(size.middle_column(), Column::from_number(6).unwrap());
        assert_eq!(
            Size::STANDARD.middle_column(),
            Column::from_number(4).unwrap()
        );
        let first = Column::from_number(1).unwrap();
        assert_eq!(size.mirror_of(first), Column::from_number(10).unwrap());
        assert_eq!(size.column_beside(first, -3), first);
        assert_eq!(
            size.column_beside(first, 2),
            Column::from_number(3).unwrap()
        );
        assert_eq!(
            size.column_beside(first, 40),
            Column::from_number(10).unwrap()
        );
    }
}

//! Where everything goes in a window of a given size: pure arithmetic in logical pixels, so it
//! is tested without a window. Recomputed every frame from the window size.
//!
//! From top to bottom: the row of buttons (two rows in a narrow window), a heading line, the
//! band of hints (what each column leads to), the row the hover coin moves along, the board, the
//! column numbers, and two instruction lines. The board keeps square cells, is centred, and
//! shrinks to fit whichever of width or height is tighter.

use crate::board::{Cell, Column};

/// A rectangle in logical pixels; `x`, `y` is the top-left corner.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rect {
    /// Left edge.
    pub x: f32,
    /// Top edge.
    pub y: f32,
    /// Width.
    pub w: f32,
    /// Height.
    pub h: f32,
}

impl Rect {
    /// Whether the point lies inside (left and top edges included).
    pub fn contains(&self, x: f32, y: f32) -> bool {
        x >= self.x && x < self.x + self.w && y >= self.y && y < self.y + self.h
    }

    /// The centre point.
    pub fn centre(&self) -> (f32, f32) {
        (self.x + self.w / 2.0, self.y + self.h / 2.0)
    }
}

/// Heights of the bands around the board, in cell sizes.
const TOOLBAR_CELLS: f32 = 0.8;
/// The least height of the row of buttons, in logical pixels.
const MIN_TOOLBAR: f32 = 26.0;
/// The greatest height of the row of buttons, in logical pixels.
const MAX_TOOLBAR: f32 = 56.0;
const HEADING_CELLS: f32 = 0.8;
/// The hints above the columns: two short lines of text each.
const HINT_CELLS: f32 = 0.75;
const HOVER_CELLS: f32 = 1.15;
const NUMBERS_CELLS: f32 = 0.6;
const INSTRUCTION_CELLS: f32 = 1.2;
/// Empty space around the whole picture, in cell sizes.
const MARGIN_CELLS: f32 = 0.3;
/// The most buttons the row holds (with Resume): a window too narrow to give each this much
/// width puts them in two rows.
pub(crate) const MOST_BUTTONS: usize = 12;
/// The narrowest button whose label still reads, in logical pixels.
const MIN_BUTTON_W: f32 = 48.0;

/// The geometry of one frame.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Layout {
    /// The window's logical width.
    pub width: f32,
    /// The window's logical height.
    pub height: f32,
    /// Columns of the board.
    pub columns: usize,
    /// Rows of the board.
    pub rows: usize,
    /// The side of one square cell.
    pub cell: f32,
    /// The board's frame (the cells, without the number band).
    pub board: Rect,
    /// The band above the board that the hover coin moves along.
    pub hover_band: Rect,
    /// The row of buttons at the top.
    pub toolbar: Rect,
    /// How many rows the buttons take in the toolbar (2 in a narrow window).
    pub toolbar_rows: usize,
    /// The heading line under the buttons.
    pub heading: Rect,
    /// The band of hints between the heading and the hover coin, one per column.
    pub hints: Rect,
    /// The band of column numbers under the board.
    pub numbers: Rect,
    /// The instruction lines at the bottom.
    pub instructions: Rect,
}

impl Layout {
    /// A panel `w` wide and `h` high in the middle of the window (sheets, help, questions).
    pub fn centred(&self, w: f32, h: f32) -> Rect {
        Rect {
            x: (self.width - w) / 2.0,
            y: (self.height - h) / 2.0,
            w,
            h,
        }
    }

    /// The layout of a `columns` × `rows` board in a window `width` × `height` (logical pixels).
    /// A degenerate window (zero or negative size) gets a tiny but valid layout.
    pub fn new(width: f32, height: f32, columns: usize, rows: usize) -> Layout {
        let width = width.max(1.0);
        let height = height.max(1.0);
        let columns = columns.max(1);
        let rows = rows.max(1);
        let tall = TOOLBAR_CELLS
            + HEADING_CELLS
            + HINT_CELLS
            + HOVER_CELLS
            + rows as f32
            + NUMBERS_CELLS
            + INSTRUCTION_CELLS
            + 2.0 * MARGIN_CELLS;
        let wide = columns as f32 + 2.0 * MARGIN_CELLS;
        let mut cell = (width / wide).min(height / tall).max(0.01);
        // The buttons keep a height a pointer can hit when the board is small, and do not
        // grow into slabs when it is large.
        let toolbar_rows = if width < MOST_BUTTONS as f32 * MIN_BUTTON_W {
            2
        } else {
            1
        };
        let mut toolbar_h = cell * TOOLBAR_CELLS;
        if height > 2.0 * MIN_TOOLBAR * toolbar_rows as f32 {
            toolbar_h = toolbar_h.clamp(MIN_TOOLBAR, MAX_TOOLBAR) * toolbar_rows as f32;
            let rest = tall - TOOLBAR_CELLS;
            cell = (width / wide).min((height - toolbar_h) / rest).max(0.01);
        }
        let board_w = cell * columns as f32;
        let board_h = cell * rows as f32;
        let used_h = cell * (tall - TOOLBAR_CELLS) + toolbar_h;
        let top = (height - used_h) / 2.0 + cell * MARGIN_CELLS;
        let left = (width - board_w) / 2.0;
        let toolbar = Rect {
            x: 0.0,
            y: top,
            w: width,
            h: toolbar_h,
        };
        let heading = Rect {
            x: 0.0,
            y: toolbar.y + toolbar.h,
            w: width,
            h: cell * HEADING_CELLS,
        };
        let hints = Rect {
            x: left,
            y: heading.y + heading.h,
            w: board_w,
            h: cell * HINT_CELLS,
        };
        let hover_band = Rect {
            x: left,
            y: hints.y + hints.h,
            w: board_w,
            h: cell * HOVER_CELLS,
        };
        let board = Rect {
            x: left,
            y: hover_band.y + hover_band.h,
            w: board_w,
            h: board_h,
        };
        let numbers = Rect {
            x: left,
            y: board.y + board.h,
            w: board_w,
            h: cell * NUMBERS_CELLS,
        };
        let instructions = Rect {
            x: 0.0,
            y: numbers.y + numbers.h,
            w: width,
            h: cell * INSTRUCTION_CELLS,
        };
        Layout {
            width,
            height,
            columns,
            rows,
            cell,
            board,
            hover_band,
            toolbar,
            toolbar_rows,
            heading,
            hints,
            numbers,
            instructions,
        }
    }

    /// The column under a point, if the point is in a column of the board or in the band
    /// above it (where the hover coin is); `None` anywhere else.
    pub fn column_at(&self, x: f32, y: f32) -> Option<Column> {
        let droppable = Rect {
            x: self.board.x,
            y: self.hover_band.y,
            w: self.board.w,
            h: self.board.y + self.board.h - self.hover_band.y,
        };
        if !droppable.contains(x, y) {
            return None;
        }
        let index = ((x - self.board.x) / self.cell).floor() as usize;
        Some(Column::new(index.min(self.columns - 1) as u8))
    }

    /// The column nearest to `x`, clamped to the board: where the hover coin sits when the
    /// mouse is beside the board.
    pub fn nearest_column(&self, x: f32) -> Column {
        let index = ((x - self.board.x) / self.cell).floor();
        Column::new(index.clamp(0.0, (self.columns - 1) as f32) as u8)
    }

    /// The horizontal centre of a column, in pixels; fractional columns are allowed for
    /// animation.
    pub fn column_x(&self, column: f32) -> f32 {
        self.board.x + (column + 0.5) * self.cell
    }

    /// The vertical centre of a row (0 = bottom), in pixels; `rows as f32` and above are in the
    /// hover band, and fractional rows are allowed for animation.
    pub fn row_y(&self, row: f32) -> f32 {
        let top = self.rows as f32 - 1.0;
        let in_board = |r: f32| self.board.y + self.board.h - (r + 0.5) * self.cell;
        if row <= top {
            in_board(row)
        } else {
            // Between the top row and the hover coin the spacing stretches to the hover band.
            let hover_centre = self.hover_band.y + self.hover_band.h / 2.0;
            in_board(top) + (row - top) * (hover_centre - in_board(top))
        }
    }

    /// The centre of a cell, in pixels.
    pub fn cell_centre(&self, cell: Cell) -> (f32, f32) {
        (
            self.column_x(cell.column as f32),
            self.row_y(cell.row as f32),
        )
    }

    /// The centre of the hover coin above `column` (fractional for animation).
    pub fn hover_centre(&self, column: f32) -> (f32, f32) {
        (
            self.column_x(column),
            self.hover_band.y + self.hover_band.h / 2.0,
        )
    }

    /// The radius of a coin.
    pub fn coin_radius(&self) -> f32 {
        self.cell * 0.41
    }

    /// A text size that scales with the board but stays readable.
    pub fn text_size(&self, cells: f32) -> f32 {
        (self.cell * cells).clamp(10.0, 96.0)
    }

    /// The clickable boxes of a vertical menu of `count` options, centred in the window.
    pub fn menu_options(&self, count: usize) -> Vec<Rect> {
        let count = count.max(1);
        let h = (self.height * 0.1).min(self.cell * 0.95).max(16.0);
        let gap = h * 0.25;
        let w = (self.width * 0.84).min(h * 7.0);
        let total = count as f32 * h + (count - 1) as f32 * gap;
        let top = (self.height - total) / 2.0 + h * 0.6;
        (0..count)
            .map(|i| Rect {
                x: (self.width - w) / 2.0,
                y: top + i as f32 * (h + gap),
                w,
                h,
            })
            .collect()
    }

    /// The boxes of `count` buttons in the toolbar, left to right (then the second row, in a
    /// narrow window): as wide as the window allows up to a comfortable width, with gaps
    /// between them, each row centred. The buttons of a row all have one width.
    pub fn buttons(&self, count: usize) -> Vec<Rect> {
        let count = count.max(1);
        let rows = self.toolbar_rows.clamp(1, count);
        let per_row = count.div_ceil(rows);
        let row_h = self.toolbar.h / rows as f32;
        let h = row_h * 0.78;
        let gap = (row_h * 0.2).min(self.width * 0.01);
        let margin = (self.cell * MARGIN_CELLS).min(self.width * 0.02);
        let room = self.width - 2.0 * margin - (per_row - 1) as f32 * gap;
        let w = (room / per_row as f32).min(h * 3.4).max(1.0);
        (0..count)
            .map(|i| {
                let row = i / per_row;
                let in_row = (count - row * per_row).min(per_row);
                let span = in_row as f32 * w + (in_row - 1) as f32 * gap;
                let left = (self.width - span) / 2.0;
                Rect {
                    x: left + (i % per_row) as f32 * (w + gap),
                    y: self.toolbar.y + row as f32 * row_h + (row_h - h) / 2.0,
                    w,
                    h,
                }
            })
            .collect()
    }

    /// Which of a row of `count` buttons (0-based) is under a point, if any.
    pub fn button_at(&self, count: usize, x: f32, y: f32) -> Option<usize> {
        self.buttons(count).iter().position(|r| r.contains(x, y))
    }

    /// Which menu option (0-based) is under a point, if any.
    pub fn menu_option_at(&self, count: usize, x: f32, y: f32) -> Option<usize> {
        self.menu_options(count)
            .iter()
            .position(|r| r.contains(x, y))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SIZES: [(f32, f32); 6] = [
        (800.0, 700.0),
        (1280.0, 1024.0),
        (400.0, 300.0),
        (1920.0, 400.0),
        (360.0, 900.0),
        (3840.0, 2160.0),
    ];

    fn inside(outer: (f32, f32), r: Rect) -> bool {
        let eps = 0.01;
        r.x >= -eps && r.y >= -eps && r.x + r.w <= outer.0 + eps && r.y + r.h <= outer.1 + eps
    }

    #[test]
    fn the_board_is_centred_and_never_cut_off() {
        for (w, h) in SIZES {
            let layout = Layout::new(w, h, 7, 6);
            for band in [
                layout.toolbar,
                layout.board,
                layout.hover_band,
                layout.heading,
                layout.hints,
                layout.numbers,
                layout.instructions,
            ] {
                assert!(inside((w, h), band), "{band:?} outside {w}x{h}");
            }
            let left = layout.board.x;
            let right = w - (layout.board.x + layout.board.w);
            assert!((left - right).abs() < 0.01, "not centred at {w}x{h}");
            assert!((layout.board.w / 7.0 - layout.board.h / 6.0).abs() < 0.01);
        }
    }

    #[test]
    fn the_board_grows_with_the_window() {
        // Four times the window, four times the cell, give or take the button row's fixed
        // pixels.
        let small = Layout::new(800.0, 600.0, 7, 6);
        let large = Layout::new(3200.0, 2400.0, 7, 6);
        let ratio = large.cell / small.cell;
        assert!((3.9..4.3).contains(&ratio), "{ratio}");
    }

    #[test]
    fn clicks_map_to_columns_at_every_size() {
        for (w, h) in SIZES {
            let layout = Layout::new(w, h, 7, 6);
            for index in 0..7u8 {
                let x = layout.column_x(index as f32);
                // On the board (top and bottom rows) and in the band above it.
                for y in [
                    layout.board.y + 1.0,
                    layout.board.y + layout.board.h - 1.0,
                    layout.hover_band.y + 1.0,
                ] {
                    assert_eq!(layout.column_at(x, y), Some(Column::new(index)), "{w}x{h}");
                }
                // Near the edges of the column.
                let left_edge = layout.board.x + index as f32 * layout.cell + 0.5;
                let right_edge = left_edge + layout.cell - 1.0;
                let y = layout.board.y + layout.cell;
                assert_eq!(layout.column_at(left_edge, y), Some(Column::new(index)));
                assert_eq!(layout.column_at(right_edge, y), Some(Column::new(index)));
            }
        }
    }

    #[test]
    fn clicks_outside_the_board_hit_no_column() {
        for (w, h) in SIZES {
            let layout = Layout::new(w, h, 7, 6);
            let mid_y = layout.board.y + layout.board.h / 2.0;
            let mid_x = layout.board.x + layout.board.w / 2.0;
            assert_eq!(layout.column_at(layout.board.x - 1.0, mid_y), None);
            assert_eq!(
                layout.column_at(layout.board.x + layout.board.w + 0.5, mid_y),
                None
            );
            assert_eq!(
                layout.column_at(mid_x, layout.board.y + layout.board.h + 1.0),
                None
            );
            assert_eq!(layout.column_at(mid_x, layout.hover_band.y - 1.0), None);
        }
    }

    #[test]
    fn the_nearest_column_clamps_beside_the_board() {
        let layout = Layout::new(800.0, 600.0, 7, 6);
        assert_eq!(layout.nearest_column(-100.0), Column::new(0));
        assert_eq!(layout.nearest_column(10_000.0), Column::new(6));
        assert_eq!(layout.nearest_column(layout.column_x(3.0)), Column::new(3));
    }

    #[test]
    fn cells_sit_inside_the_board_bottom_row_first() {
        for (w, h) in SIZES {
            let layout = Layout::new(w, h, 7, 6);
            let (x0, y0) = layout.cell_centre(Cell { column: 0, row: 0 });
            let (x6, y5) = layout.cell_centre(Cell { column: 6, row: 5 });
            assert!(layout.board.contains(x0, y0) && layout.board.contains(x6, y5));
            assert!(y0 > y5, "row 0 is the bottom");
            assert!(x6 > x0);
        }
    }

    #[test]
    fn the_row_above_the_board_is_the_hover_coin() {
        let layout = Layout::new(900.0, 800.0, 7, 6);
        let (_, hover_y) = layout.hover_centre(2.0);
        assert!((layout.row_y(6.0) - hover_y).abs() < 0.01);
        // Rows between the top row and the hover row are in between: the falling coin moves
        // smoothly.
        assert!(layout.row_y(5.5) < layout.row_y(5.0) && layout.row_y(5.5) > hover_y);
    }

    #[test]
    fn menu_options_fit_and_are_hit_by_their_centres() {
        for (w, h) in SIZES {
            let layout = Layout::new(w, h, 7, 6);
            let options = layout.menu_options(5);
            for (i, option) in options.iter().enumerate() {
                assert!(inside((w, h), *option), "{option:?} outside {w}x{h}");
                let (cx, cy) = option.centre();
                assert_eq!(layout.menu_option_at(5, cx, cy), Some(i));
            }
            assert_eq!(layout.menu_option_at(5, 1.0, 1.0), None);
        }
    }

    #[test]
    fn buttons_fit_side_by_side_above_the_heading_at_every_size() {
        for (w, h) in SIZES {
            let layout = Layout::new(w, h, 7, 6);
            for count in [6, 7, 8, 9] {
                let buttons = layout.buttons(count);
                assert_eq!(buttons.len(), count);
                for (i, button) in buttons.iter().enumerate() {
                    assert!(inside((w, h), *button), "{button:?} outside {w}x{h}");
                    assert!(button.y + button.h <= layout.heading.y + 0.01, "{w}x{h}");
                    let (cx, cy) = button.centre();
                    assert_eq!(layout.button_at(count, cx, cy), Some(i), "{w}x{h}");
                    assert_eq!(layout.column_at(cx, cy), None, "a button over the board");
                }
                for pair in buttons.windows(2) {
                    let beside = pair[0].x + pair[0].w < pair[1].x;
                    let below = pair[0].y + pair[0].h < pair[1].y;
                    assert!(beside || below, "overlap at {w}x{h}");
                }
                // Each row is centred.
                let mut rows: Vec<Vec<Rect>> = Vec::new();
                for button in &buttons {
                    match rows.last_mut() {
                        Some(row) if row[0].y == button.y => row.push(*button),
                        _ => rows.push(vec![*button]),
                    }
                }
                assert!(rows.len() <= 2, "{w}x{h}");
                for row in rows {
                    let left = row[0].x;
                    let right = w - (row[row.len() - 1].x + row[row.len() - 1].w);
                    assert!((left - right).abs() < 0.01, "not centred at {w}x{h}");
                }
            }
            assert_eq!(layout.button_at(6, w / 2.0, layout.board.y + 1.0), None);
        }
    }

    #[test]
    fn buttons_stay_big_enough_to_hit_in_the_smallest_window_and_do_not_sprawl_in_a_large_one() {
        // The smallest windows the game is laid out for: short and wide, or narrow.
        for (w, h) in [(400.0, 300.0), (360.0, 900.0)] {
            for count in [7, 9] {
                for button in Layout::new(w, h, 7, 6).buttons(count) {
                    assert!(
                        button.h >= 18.0 && button.w >= 40.0,
                        "{count} buttons: {button:?} at {w}x{h}"
                    );
                }
            }
        }
        let large = Layout::new(3840.0, 2160.0, 7, 6);
        let buttons = large.buttons(7);
        assert!(buttons[0].w <= buttons[0].h * 3.5, "{:?}", buttons[0]);
        let row = buttons[6].x + buttons[6].w - buttons[0].x;
        assert!(
            row < large.width * 0.6,
            "the row spreads over {row} of 3840"
        );
    }

    #[test]
    fn a_degenerate_window_still_gives_a_layout() {
        let layout = Layout::new(0.0, -5.0, 7, 6);
        assert!(layout.cell > 0.0);
        assert_eq!(
            layout.column_at(layout.column_x(0.0), layout.board.y),
            Some(Column::new(0))
        );
    }
}

//! Where everything goes in a window of a given size: pure arithmetic in logical pixels, so it
//! is tested without a window. Recomputed every frame from the window size.
//!
//! From top to bottom: the row of buttons (two rows in a narrow window), a heading line, the
//! band of hints (what each column leads to), the row the hover coin moves along, the board, the
//! column numbers, and two instruction lines. The bands of buttons and text follow the window's
//! size; the board keeps square cells and takes the rest, as large as fits, centred (together
//! with the evaluation graph beside it, when that shows).

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

    /// The band `h` high just under this one, as wide: the board's block stacks its bands so.
    fn band_under(&self, h: f32) -> Rect {
        Rect {
            x: self.x,
            y: self.y + self.h,
            w: self.w,
            h,
        }
    }
}

/// The smallest text the window writes, in logical pixels: smaller does not read.
pub const MIN_TEXT: f32 = 11.0;
/// The least height of one row of buttons, in logical pixels: room for a label that reads.
const MIN_TOOLBAR_ROW: f32 = 30.0;
/// The greatest height of one row of buttons, in logical pixels.
const MAX_TOOLBAR_ROW: f32 = 50.0;
/// The height of one row of buttons in a phone's tall window: a button 44 logical (CSS)
/// pixels high, the least a finger hits surely.
const MIN_FINGER_ROW: f32 = 55.0;
/// The band of hints above the columns (two short lines of text each), in cells; never less
/// than two lines of the smallest text with room round them (and the game-over buttons
/// there, text that reads): `ROOMY_HINTS`, or in a short window, where the board needs the
/// height, its share of the board's block and at least `MIN_HINTS`.
const HINT_CELLS: f32 = 0.6;
const MIN_HINTS: f32 = 30.0;
const ROOMY_HINTS: f32 = 38.0;
const HINTS_SHARE: f32 = 0.11;
/// The row the coin in hand moves along, in cells.
const HOVER_CELLS: f32 = 0.9;
/// The column numbers under the board, in cells; never less than one line of small text.
const NUMBERS_CELLS: f32 = 0.45;
const MIN_NUMBERS: f32 = 16.0;
/// The board's frame round the cells, in cells.
const FRAME_CELLS: f32 = 0.16;
/// How far below the cells the column numbers' band starts, in cells: under the frame.
const UNDER_BOARD_CELLS: f32 = FRAME_CELLS;
/// The space beside the board (left and right together), in cells: the bevel of its frame.
const SIDE_CELLS: f32 = 0.3;
/// The graph beside the board: its width and the gap before it, in cells.
const GRAPH_CELLS: f32 = 4.2;
const GRAPH_GAP_CELLS: f32 = 0.4;
/// In a tall window (a phone's) the graph goes under the board: its height there and the gap
/// above it, in cells.
const GRAPH_BELOW_CELLS: f32 = 4.6;
const GRAPH_BELOW_GAP_CELLS: f32 = 0.3;
/// How much taller than wide a window is for the graph to go under the board.
const TALL: f32 = 1.3;
/// The narrowest graph worth drawing, in logical pixels.
const MIN_GRAPH_W: f32 = 130.0;
/// How much wider than its share the graph may grow into width the board cannot use (a short,
/// wide window), so its labels and legend keep room.
const GRAPH_STRETCH: f32 = 1.6;
/// The most labelled buttons a row holds (the review's and the coach's rows; the table's row
/// turns to icons before its labels shrink): a window too narrow to give each this much width
/// puts them in two rows.
pub(crate) const MOST_BUTTONS: usize = 12;
/// The narrowest button whose label reads at a comfortable size, in logical pixels.
const MIN_BUTTON_W: f32 = 70.0;
/// The smallest text of a label in the row of tools: where the labels would need smaller
/// text, the row shows its icons alone (each named by its tooltip), never cut words.
pub const MIN_LABEL_TEXT: f32 = 13.0;
/// The largest text of a label in the row of tools.
const MAX_LABEL_TEXT: f32 = 18.0;
/// About how wide a character of a label is, as a share of the text size: a little more than
/// DejaVu Sans's average, so a label this estimate makes room for fits when drawn.
pub const LABEL_CHAR_W: f32 = 0.6;
/// Room in a labelled tool button beyond its label, in text sizes: the rim at both ends.
pub const LABEL_RIM: f32 = 1.4;
/// Room for an icon beside a label, in text sizes: the icon and the gap after it.
const LABEL_ICON: f32 = 1.6;
/// The narrowest icon button, in logical pixels: narrower, the row takes two lines.
const MIN_ICON_W: f32 = 30.0;
/// The tallest tool button, in logical pixels, when the band has room for more.
const MAX_TOOL_H: f32 = 46.0;

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
    /// The evaluation graph beside the board, when it is asked for and the window has room.
    pub graph: Option<Rect>,
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
        Layout::arrange(width, height, columns, rows, false)
    }

    /// As [`Layout::new`], with the evaluation graph beside the board if the window has room
    /// for it: the board and the graph share the width, centred together. The buttons, the
    /// heading and the instructions stay where [`Layout::new`] puts them.
    pub fn with_graph(width: f32, height: f32, columns: usize, rows: usize) -> Layout {
        Layout::arrange(width, height, columns, rows, true)
    }

    fn arrange(width: f32, height: f32, columns: usize, rows: usize, graph: bool) -> Layout {
        let width = width.max(1.0);
        let height = height.max(1.0);
        let columns = columns.max(1);
        let rows = rows.max(1);
        // The bands of text and buttons follow the window, not the board, so they stay put
        // whatever board or graph is on show.
        let bands = Bands::of_window(width, height);
        // The board's block: hints, coin in hand, board and numbers, between the heading and
        // the instructions, as large as fits.
        let top = bands.heading.y + bands.heading.h;
        let room = Room {
            top,
            w: (width - 2.0 * bands.side_margin).max(1.0),
            h: (bands.instructions.y - top).max(1.0),
        };
        let mut with_graph = match graph {
            false => Graph::None,
            // Beside the board a phone's narrow page would leave the graph no room for its
            // legend, and a band of nothing above the board.
            true if height >= width * TALL => Graph::Below,
            true => Graph::Beside,
        };
        let mut cell = room.cell_side(columns, rows, with_graph);
        if with_graph == Graph::Beside && cell * GRAPH_CELLS < MIN_GRAPH_W {
            with_graph = Graph::None;
            cell = room.cell_side(columns, rows, with_graph);
        }
        let block = room.board_block(width, cell, columns, rows, with_graph);
        Layout {
            width,
            height,
            columns,
            rows,
            cell,
            board: block.board,
            hover_band: block.hover_band,
            toolbar: bands.toolbar,
            toolbar_rows: bands.toolbar_rows,
            heading: bands.heading,
            hints: block.hints,
            numbers: block.numbers,
            instructions: bands.instructions,
            graph: block.graph,
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
        Some(Self::column_numbered(slot_at(
            x - self.board.x,
            self.cell,
            self.columns,
        )))
    }

    /// The column nearest to `x`, clamped to the board: where the hover coin sits when the
    /// mouse is beside the board.
    pub fn nearest_column(&self, x: f32) -> Column {
        Self::column_numbered(slot_at(x - self.board.x, self.cell, self.columns))
    }

    /// The board's columns, left to right.
    pub fn board_columns(&self) -> impl Iterator<Item = Column> {
        (0..self.columns).map(Self::column_numbered)
    }

    /// The column with 0-based `index`, one of the board's few columns.
    fn column_numbered(index: usize) -> Column {
        Column::new(u8::try_from(index).expect("a board has fewer than 256 columns"))
    }

    /// The horizontal centre of a column, in pixels; fractional columns are allowed for
    /// animation.
    pub fn column_x(&self, column: f32) -> f32 {
        self.board.x + (column + 0.5) * self.cell
    }

    /// The vertical centre of a row (0 = bottom), in pixels; `rows as f32` and above are in the
    /// hover band, and fractional rows are allowed for animation.
    pub fn row_y(&self, row: f32) -> f32 {
        let top = units(self.rows) - 1.0;
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
            self.column_x(f32::from(cell.column)),
            self.row_y(f32::from(cell.row)),
        )
    }

    /// The centre of the hover coin above `column` (fractional for animation).
    pub fn hover_centre(&self, column: f32) -> (f32, f32) {
        (
            self.column_x(column),
            self.hover_band.y + self.hover_band.h / 2.0,
        )
    }

    /// The width of the board's frame round the cells.
    pub fn frame(&self) -> f32 {
        self.cell * FRAME_CELLS
    }

    /// The vertical centre of the column numbers' line: under the frame and its shadow.
    pub fn numbers_y(&self) -> f32 {
        let under = self.cell * UNDER_BOARD_CELLS;
        self.numbers.y + under + (self.numbers.h - under) / 2.0
    }

    /// The text size of the column numbers.
    pub fn numbers_text(&self) -> f32 {
        ((self.numbers.h - self.cell * UNDER_BOARD_CELLS) * 0.7).max(MIN_TEXT)
    }

    /// The radius of a coin.
    pub fn coin_radius(&self) -> f32 {
        self.cell * 0.41
    }

    /// A text size that scales with the board but stays readable.
    pub fn text_size(&self, cells: f32) -> f32 {
        (self.cell * cells).clamp(MIN_TEXT, 96.0)
    }

    /// The size of the heading's text.
    pub fn heading_text(&self) -> f32 {
        (self.heading.h * 0.6).max(MIN_TEXT)
    }

    /// The size of the instruction lines' text (two lines share the band).
    pub fn instruction_text(&self) -> f32 {
        (self.instructions.h * 0.3).clamp(MIN_TEXT, 20.0)
    }

    /// The clickable boxes of a vertical menu of `count` options, centred in the window.
    pub fn menu_options(&self, count: usize) -> Vec<Rect> {
        let count = count.max(1);
        // As tall as reads well, but the whole menu (with room for a title) fits the window.
        let fits = self.height * 0.78 / (units(count) * 1.25);
        let h = (self.height * 0.1).min(64.0).min(fits).max(16.0);
        let gap = h * 0.25;
        // Wide enough for a level's name and rating even when the rows are short.
        let w = (self.width * 0.84).min((h * 7.0).max(340.0));
        let total = units(count) * h + units(count - 1) * gap;
        let top = (self.height - total) / 2.0 + h * 0.6;
        (0..count)
            .map(|i| Rect {
                x: (self.width - w) / 2.0,
                y: top + units(i) * (h + gap),
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
        let row_h = self.toolbar.h / units(rows);
        let h = row_h * 0.8;
        let gap = (row_h * 0.2).min(self.width * 0.01);
        let margin = (self.width * 0.02).clamp(2.0, 24.0);
        let room = self.width - 2.0 * margin - units(per_row - 1) * gap;
        // A short row (the coach's) may take longer labels such as "Show the answer".
        let longest = if per_row <= 3 { 4.6 } else { 3.4 };
        let w = (room / units(per_row)).min(h * longest).max(1.0);
        (0..count)
            .map(|i| {
                let row = i / per_row;
                let in_row = (count - row * per_row).min(per_row);
                let span = units(in_row) * w + units(in_row - 1) * gap;
                let left = (self.width - span) / 2.0;
                Rect {
                    x: left + units(i % per_row) * (w + gap),
                    y: self.toolbar.y + units(row) * row_h + (row_h - h) / 2.0,
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

    /// The row of tools over the board (the table's and tic-tac-toe's), for labels `labels`
    /// characters long, left to right: each button as wide as its label wants, with an icon
    /// beside the label where the row has room for both at a comfortable text size, else the
    /// label alone, else the icon alone (narrow windows, languages of long words). One row,
    /// centred in the band of buttons; two only where even the icons would be too narrow.
    pub fn tool_row(&self, labels: &[usize]) -> ToolRow {
        let count = labels.len().max(1);
        let band = self.toolbar;
        let one_row_h = if self.toolbar_rows > 1 {
            band.h / units(self.toolbar_rows)
        } else {
            band.h
        };
        // One line of buttons, in a band of two rows as tall as reads and hits well.
        let h = (band.h * 0.8).min(MAX_TOOL_H);
        let gap = (h * 0.2).min(self.width * 0.01);
        let margin = (self.width * 0.02).clamp(2.0, 24.0);
        let room = self.width - 2.0 * margin - units(count - 1) * gap;
        let chars: f32 = labels.iter().map(|&n| units(n)).sum();
        // The text size at which the labels (with or without icons) fill the room exactly.
        let fits = |per_button: f32| room / (chars * LABEL_CHAR_W + units(count) * per_button);
        let largest = (h * 0.45).min(MAX_LABEL_TEXT);
        let style = if fits(LABEL_RIM + LABEL_ICON) >= MIN_LABEL_TEXT {
            RowStyle::IconAndLabel(fits(LABEL_RIM + LABEL_ICON).min(largest))
        } else if fits(LABEL_RIM) >= MIN_LABEL_TEXT {
            RowStyle::Label(fits(LABEL_RIM).min(largest))
        } else {
            RowStyle::Icon
        };
        let (widths, rows): (Vec<f32>, usize) = match style {
            RowStyle::IconAndLabel(size) | RowStyle::Label(size) => {
                let extra = if matches!(style, RowStyle::IconAndLabel(_)) {
                    LABEL_RIM + LABEL_ICON
                } else {
                    LABEL_RIM
                };
                let widths = labels
                    .iter()
                    .map(|&n| (units(n) * LABEL_CHAR_W + extra) * size)
                    .collect();
                (widths, 1)
            }
            RowStyle::Icon => {
                let one_line = room / units(count);
                let rows = if one_line < MIN_ICON_W && self.toolbar_rows > 1 {
                    2
                } else {
                    1
                };
                let per_row = count.div_ceil(rows);
                let room = self.width - 2.0 * margin - units(per_row - 1) * gap;
                let w = (room / units(per_row)).min(h * 1.3).max(1.0);
                (vec![w; count], rows)
            }
        };
        let h = if rows > 1 { one_row_h * 0.8 } else { h };
        let per_row = count.div_ceil(rows);
        let rows_h = units(rows) * h + units(rows - 1) * gap;
        let top = band.y + (band.h - rows_h) / 2.0;
        let mut rects = Vec::with_capacity(count);
        for row in 0..rows {
            let first = row * per_row;
            let in_row = &widths[first.min(widths.len())..(first + per_row).min(widths.len())];
            let span = in_row.iter().sum::<f32>() + units(in_row.len().saturating_sub(1)) * gap;
            let mut x = (self.width - span) / 2.0;
            for &w in in_row {
                rects.push(Rect {
                    x,
                    y: top + units(row) * (h + gap),
                    w,
                    h,
                });
                x += w + gap;
            }
        }
        rects.truncate(labels.len());
        ToolRow { rects, style }
    }

    /// What the point (`x`, `y`) of a table screen is on, with `buttons` the boxes of the row
    /// over the board. The row comes first, then the graph, then the board: one question, so
    /// that reading a click asks the layout once.
    pub fn table_spot(&self, buttons: &[Rect], x: f32, y: f32) -> TableSpot {
        if let Some(i) = buttons.iter().position(|r| r.contains(x, y)) {
            TableSpot::Button(i)
        } else if self.graph.is_some_and(|graph| graph.contains(x, y)) {
            TableSpot::Graph
        } else if let Some(column) = self.column_at(x, y) {
            TableSpot::Column(column)
        } else {
            TableSpot::Elsewhere
        }
    }

    /// Which menu option (0-based) is under a point, if any.
    pub fn menu_option_at(&self, count: usize, x: f32, y: f32) -> Option<usize> {
        self.menu_options(count)
            .iter()
            .position(|r| r.contains(x, y))
    }
}

/// The row of tools as [`Layout::tool_row`] lays it out.
#[derive(Debug, Clone, PartialEq)]
pub struct ToolRow {
    /// Each button's box, left to right (then the second line, if there is one).
    pub rects: Vec<Rect>,
    /// How every button of the row shows what it does.
    pub style: RowStyle,
}

/// How the buttons of a row of tools show what they do; the tooltip names each in every style.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum RowStyle {
    /// An icon, and the label beside it at this text size.
    IconAndLabel(f32),
    /// The label alone, at this text size.
    Label(f32),
    /// The icon alone.
    Icon,
}

/// What a point of a table screen (play, game over) is on.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum TableSpot {
    /// The button with this index (0-based) in the row over the board.
    Button(usize),
    /// The evaluation graph.
    Graph,
    /// This column of the board, or the band above it where the coin in hand hovers.
    Column(Column),
    /// None of them.
    Elsewhere,
}

/// The bands that follow the window rather than the board: the buttons, the heading and the
/// instructions, and the margins beside them.
struct Bands {
    side_margin: f32,
    toolbar: Rect,
    toolbar_rows: usize,
    heading: Rect,
    instructions: Rect,
}

impl Bands {
    fn of_window(width: f32, height: f32) -> Bands {
        let margin = (height * 0.012).clamp(2.0, 16.0);
        let side_margin = (width * 0.02).clamp(2.0, 24.0);
        let toolbar_rows = if width < units(MOST_BUTTONS) * MIN_BUTTON_W {
            2
        } else {
            1
        };
        let mut row_h = (height * 0.055).clamp(MIN_TOOLBAR_ROW, MAX_TOOLBAR_ROW);
        // A tall, narrow window is a phone's: its height to spare makes the buttons big enough
        // for a finger, since their width is what the narrow row leaves.
        if height >= width * 1.6 {
            row_h = row_h.max(MIN_FINGER_ROW);
        }
        let toolbar = Rect {
            x: 0.0,
            y: margin,
            w: width,
            h: (row_h * units(toolbar_rows)).min(height * 0.3),
        };
        let heading = Rect {
            x: 0.0,
            y: toolbar.y + toolbar.h,
            w: width,
            h: (height * 0.05).clamp(24.0, 46.0).min(height * 0.1),
        };
        let instructions_h = (height * 0.07).clamp(34.0, 64.0).min(height * 0.15);
        let instructions = Rect {
            x: 0.0,
            y: height - margin - instructions_h,
            w: width,
            h: instructions_h,
        };
        Bands {
            side_margin,
            toolbar,
            toolbar_rows,
            heading,
            instructions,
        }
    }
}

/// Where the evaluation graph goes, if anywhere.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Graph {
    /// No graph.
    None,
    /// Beside the board, to its right.
    Beside,
    /// Under the board's numbers (a tall window).
    Below,
}

/// The room between the heading and the instructions that the board's block shares out.
struct Room {
    top: f32,
    w: f32,
    h: f32,
}

/// The board's block, top to bottom: the hints, the coin in hand, the board and its numbers,
/// with the graph beside them when there is one.
struct BoardBlock {
    hints: Rect,
    hover_band: Rect,
    board: Rect,
    numbers: Rect,
    graph: Option<Rect>,
}

impl Room {
    /// The least height of the band of hints in this room.
    fn least_hints(&self) -> f32 {
        (self.h * HINTS_SHARE)
            .clamp(MIN_HINTS, ROOMY_HINTS)
            .min(self.h * 0.2)
    }

    /// The side of a cell: as large as the room allows the board (and the graph) in its width,
    /// and the board with its bands of text in its height.
    fn cell_side(&self, columns: usize, rows: usize, graph: Graph) -> f32 {
        let wide = units(columns)
            + SIDE_CELLS
            + if graph == Graph::Beside {
                GRAPH_GAP_CELLS + GRAPH_CELLS
            } else {
                0.0
            };
        let by_width = self.w / wide;
        let below = if graph == Graph::Below {
            GRAPH_BELOW_GAP_CELLS + GRAPH_BELOW_CELLS
        } else {
            0.0
        };
        let tall =
            HINT_CELLS + HOVER_CELLS + units(rows) + UNDER_BOARD_CELLS + NUMBERS_CELLS + below;
        let mut by_height = self.h / tall;
        // Where the text bands would be too thin they keep their least height instead.
        let least_hints = self.least_hints();
        if by_height * HINT_CELLS < least_hints || by_height * NUMBERS_CELLS < MIN_NUMBERS {
            let fixed = least_hints.max(by_height * HINT_CELLS)
                + MIN_NUMBERS.max(by_height * NUMBERS_CELLS);
            by_height = (self.h - fixed) / (HOVER_CELLS + units(rows) + UNDER_BOARD_CELLS + below);
        }
        by_width.min(by_height).max(0.01)
    }

    /// The board's block for cells of side `cell`, centred in the room (with the graph, when
    /// `with_graph`) in a window `width` wide.
    fn board_block(
        &self,
        width: f32,
        cell: f32,
        columns: usize,
        rows: usize,
        with_graph: Graph,
    ) -> BoardBlock {
        let hints_h = (cell * HINT_CELLS).max(self.least_hints());
        let numbers_h =
            cell * UNDER_BOARD_CELLS + (cell * NUMBERS_CELLS).max(MIN_NUMBERS.min(self.h * 0.1));
        let board_w = cell * units(columns);
        let board_h = cell * units(rows);
        let below_h = if with_graph == Graph::Below {
            cell * (GRAPH_BELOW_GAP_CELLS + GRAPH_BELOW_CELLS)
        } else {
            0.0
        };
        let block_h = hints_h + cell * HOVER_CELLS + board_h + numbers_h + below_h;
        // Width the board cannot use (it is held by the height) goes to the graph, up to a
        // limit.
        let spare = self.w - cell * (units(columns) + SIDE_CELLS + GRAPH_GAP_CELLS);
        let graph_only_w = (cell * GRAPH_CELLS).max(spare.min(cell * GRAPH_CELLS * GRAPH_STRETCH));
        let graph_w = if with_graph == Graph::Beside {
            cell * GRAPH_GAP_CELLS + graph_only_w
        } else {
            0.0
        };
        let left = (width - board_w - graph_w) / 2.0;
        let block_top = self.top + ((self.h - block_h) / 2.0).max(0.0);
        let hints = Rect {
            x: left,
            y: block_top,
            w: board_w,
            h: hints_h,
        };
        let hover_band = hints.band_under(cell * HOVER_CELLS);
        let board = hover_band.band_under(board_h);
        let numbers = board.band_under(numbers_h);
        // The graph starts under the band of hints, which the game-over buttons take across
        // the whole window.
        let graph = match with_graph {
            Graph::None => None,
            Graph::Beside => Some(Rect {
                x: board.x + board.w + cell * GRAPH_GAP_CELLS,
                y: hover_band.y,
                w: graph_only_w,
                h: numbers.y + numbers.h - hover_band.y,
            }),
            Graph::Below => Some(Rect {
                x: board.x,
                y: numbers.y + numbers.h + cell * GRAPH_BELOW_GAP_CELLS,
                w: board.w,
                h: cell * GRAPH_BELOW_CELLS,
            }),
        };
        BoardBlock {
            hints,
            hover_band,
            board,
            numbers,
            graph,
        }
    }
}

/// A count of cells, rows, buttons or moves as a length in those units: the one place the
/// window turns a count into arithmetic (every count it draws is small).
pub(crate) fn units(count: usize) -> f32 {
    f32::from(u16::try_from(count).unwrap_or(u16::MAX))
}

/// Which of `count` equal slots, each `slot` long and the first starting at 0, lies at
/// `offset`: the floor of `offset / slot`, kept between the first slot and the last.
pub(crate) fn slot_at(offset: f32, slot: f32, count: usize) -> usize {
    whole_up_to((offset / slot).floor(), count.saturating_sub(1))
}

/// The whole number `at` (already rounded) as a count, kept between 0 and `most`: the one
/// place the window turns a length back into a count.
// Clamped first, so the cast neither wraps nor truncates anything but the fraction (and a NaN
// becomes 0).
#[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
pub(crate) fn whole_up_to(at: f32, most: usize) -> usize {
    at.clamp(0.0, units(most)) as usize
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::fixtures;

    #[test]
    fn a_length_turns_back_into_a_count_within_its_bounds() {
        assert_eq!(whole_up_to(3.0, 6), 3);
        assert_eq!(whole_up_to(9.0, 6), 6, "past the last: the last");
        assert_eq!(whole_up_to(-2.0, 6), 0, "before the first: the first");
        assert_eq!(whole_up_to(f32::NAN, 6), 0);
        assert_eq!(slot_at(2.5 * 40.0, 40.0, 7), 2, "inside the third slot");
        assert_eq!(slot_at(-5.0, 40.0, 7), 0);
        assert_eq!(slot_at(1_000.0, 40.0, 7), 6);
        assert_eq!(
            slot_at(10.0, 40.0, 0),
            0,
            "no slots: the first index, never a wrap"
        );
    }

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
        // Four times the window: at least four times the cell (the bands of text grow less
        // than the window, and leave the board the rest).
        let small = Layout::new(800.0, 600.0, 7, 6);
        let large = Layout::new(3200.0, 2400.0, 7, 6);
        let ratio = large.cell / small.cell;
        assert!((3.9..5.0).contains(&ratio), "{ratio}");
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
    fn buttons_on_a_phone_are_big_enough_for_a_finger() {
        // 390×844: a phone held upright, as a browser gives its page (CSS pixels).
        for count in [7, 9, 12] {
            for button in Layout::new(390.0, 844.0, 7, 6).buttons(count) {
                assert!(
                    button.h >= 44.0 && button.w >= 44.0,
                    "{count} buttons: {button:?}"
                );
            }
        }
    }

    #[test]
    fn the_board_fills_the_window() {
        // Of the play-test's sizes: the board takes most of the height the bands leave.
        for (w, h) in [(480.0, 400.0), (900.0, 780.0), (1280.0, 1000.0)] {
            let layout = Layout::new(w, h, 7, 6);
            assert!(layout.board.h >= h * 0.48, "{w}x{h}: {:?}", layout.board);
        }
        let layout = Layout::new(900.0, 780.0, 7, 6);
        assert!(layout.board.w >= 520.0, "{:?}", layout.board);
    }

    #[test]
    fn the_graph_sits_beside_the_board_both_centred_and_the_bands_stay_put() {
        for (w, h) in [
            (480.0, 400.0),
            (900.0, 780.0),
            (1280.0, 1000.0),
            (3840.0, 2160.0),
        ] {
            let plain = Layout::new(w, h, 7, 6);
            let layout = Layout::with_graph(w, h, 7, 6);
            let graph = layout.graph.expect("room for the graph");
            assert!(plain.graph.is_none());
            assert!(inside((w, h), graph), "{graph:?} outside {w}x{h}");
            assert!(
                graph.x > layout.board.x + layout.board.w,
                "{w}x{h}: over the board"
            );
            // As tall as the board's block, and the pair centred in the window.
            assert!(graph.h >= layout.board.h, "{w}x{h}");
            let left = layout.board.x;
            let right = w - (graph.x + graph.w);
            assert!((left - right).abs() < 0.01, "{w}x{h}: {left} and {right}");
            // The buttons, the heading and the instructions do not move when the graph shows.
            assert_eq!(layout.toolbar, plain.toolbar);
            assert_eq!(layout.heading, plain.heading);
            assert_eq!(layout.instructions, plain.instructions);
            // And the board does not shrink much for it.
            assert!(layout.cell >= plain.cell * 0.6, "{w}x{h}");
        }
        // About twice the old graph (180x215) at the play-test's middle size.
        let graph = Layout::with_graph(900.0, 780.0, 7, 6).graph.unwrap();
        assert!(graph.w >= 280.0 && graph.h >= 430.0, "{graph:?}");
        // A window too narrow for both leaves the graph out and keeps the board large.
        let narrow = Layout::with_graph(330.0, 400.0, 7, 6);
        assert!(narrow.graph.is_none());
        assert_eq!(narrow.board, Layout::new(330.0, 400.0, 7, 6).board);
    }

    #[test]
    fn in_a_phones_tall_page_the_graph_goes_under_the_board_which_stays_large() {
        for (w, h) in [(390.0, 844.0), (360.0, 900.0), (412.0, 915.0)] {
            let plain = Layout::new(w, h, 7, 6);
            let layout = Layout::with_graph(w, h, 7, 6);
            let graph = layout.graph.expect("room under the board");
            assert!(inside((w, h), graph), "{graph:?} outside {w}x{h}");
            assert!(
                graph.y >= layout.numbers.y + layout.numbers.h,
                "{w}x{h}: {graph:?}"
            );
            assert!(
                graph.y + graph.h <= layout.instructions.y + 0.01,
                "{w}x{h}: {graph:?}"
            );
            assert!(
                graph.w >= layout.board.w * 0.99,
                "{w}x{h}: as wide as the board"
            );
            assert!(
                layout.board.w >= plain.board.w * 0.85,
                "{w}x{h}: the board stays large"
            );
        }
    }

    #[test]
    fn text_bands_leave_room_for_readable_text_even_in_the_smallest_window() {
        for (w, h) in [(480.0, 400.0), (400.0, 300.0), (640.0, 480.0)] {
            let layout = Layout::new(w, h, 7, 6);
            assert!(layout.heading_text() >= MIN_TEXT, "{w}x{h}");
            assert!(layout.instruction_text() >= MIN_TEXT, "{w}x{h}");
            // Two lines of the instructions fit their band; two of hints theirs.
            assert!(layout.instructions.h >= 2.5 * MIN_TEXT, "{w}x{h}");
            assert!(layout.hints.h >= 2.5 * MIN_TEXT, "{w}x{h}");
            assert!(layout.numbers.h * 0.7 >= MIN_TEXT, "{w}x{h}");
            for button in layout.buttons(MOST_BUTTONS) {
                assert!(button.h * 0.46 >= MIN_TEXT, "{w}x{h}: {button:?}");
            }
        }
    }

    #[test]
    fn a_short_row_of_buttons_has_room_for_a_long_label_in_the_smallest_window() {
        // "Show the answer", the coach's longest label, at the smallest text (a character of
        // running text about half the text size wide) plus the button's rim.
        let wanted = 15.0 * 0.5 * MIN_TEXT;
        for (w, h) in [(480.0, 400.0), (640.0, 480.0), (900.0, 780.0)] {
            let layout = Layout::new(w, h, 7, 6);
            for count in [2, 3, 4] {
                for button in layout.buttons(count) {
                    let room = button.w - 0.3 * button.h;
                    assert!(room >= wanted, "{count} buttons at {w}x{h}: {room} px");
                }
            }
        }
    }

    #[test]
    fn the_column_numbers_sit_clear_of_the_boards_frame_and_its_shadow() {
        for (w, h) in fixtures::PLAYED_WINDOWS {
            for (columns, rows) in fixtures::BOARD_SHAPES {
                for layout in [
                    Layout::new(w, h, columns, rows),
                    Layout::with_graph(w, h, columns, rows),
                ] {
                    let below_board = layout.board.y + layout.board.h;
                    // The frame and the shadow under it (board_view draws both).
                    let frame_foot = below_board + layout.frame() + layout.cell * 0.02;
                    let half = layout.numbers_text() / 2.0;
                    let at = format!("{w}x{h}, {columns}x{rows}");
                    assert!(
                        layout.numbers_y() - half >= frame_foot,
                        "{at}: on the frame"
                    );
                    assert!(
                        layout.numbers_y() + half <= layout.numbers.y + layout.numbers.h + 0.01,
                        "{at}: below the band"
                    );
                    assert!(
                        layout.numbers.y + layout.numbers.h <= layout.instructions.y + 0.01,
                        "{at}: {:?} over {:?}",
                        layout.numbers,
                        layout.instructions
                    );
                }
            }
        }
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

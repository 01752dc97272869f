//! `plot4 image` and `plot4 gif` as a user runs them: the real binary writes real files in a
//! temporary folder, and the pictures are read back and looked at where the cells are.

use crate::common;

use common::command_line::{assert_one_line_error, plot4, success};
use plot4::board::Cell;
use plot4::notation::parse_digits;
use plot4::picture::palette::{Colour, Look};
use plot4::picture::Frame;
use plot4::{Player, Size};
use tiny_skia::Pixmap;

/// How far a sampled channel may stray from the theme's colour (anti-aliasing never reaches a
/// cell's centre, but an encoder may round).
const TOLERANCE: i16 = 2;

fn near(pixel: [u8; 3], colour: Colour) -> bool {
    pixel
        .iter()
        .zip(colour.rgb8())
        .all(|(&got, want)| (i16::from(got) - i16::from(want)).abs() <= TOLERANCE)
}

fn sample(pixmap: &Pixmap, (x, y): (f32, f32)) -> [u8; 3] {
    let pixel = pixmap
        .pixel(x as u32, y as u32)
        .expect("inside the picture");
    [pixel.red(), pixel.green(), pixel.blue()]
}

/// Checks every cell of `pixmap`, a `width`×`height` picture of `digits`, against the board:
/// the centre of a cell shows the coin there, or the hole if it is empty.
fn assert_cells(pixmap: &Pixmap, digits: &str, look: &Look, (width, height): (u32, u32)) {
    let board = parse_digits(digits).unwrap();
    let frame = Frame::new(Size::STANDARD, width, height).unwrap();
    assert_eq!((pixmap.width(), pixmap.height()), (width, height));
    for column in 0..7 {
        for row in 0..6 {
            let cell = Cell { column, row };
            let (what, expected) = match board.at(cell) {
                Some(player) => (player.name(), look.coin(player).centre()),
                None => ("a hole", look.hole),
            };
            let got = sample(pixmap, frame.cell_centre(cell));
            assert!(
                near(got, expected),
                "{digits}: cell {cell:?} should show {what} {:?}, shows {got:?}",
                expected.rgb8()
            );
        }
    }
}

#[test]
fn the_png_of_4453_shows_each_cells_coin_at_its_centre() {
    let folder = tempfile::tempdir().unwrap();
    let out = folder.path().join("4453.png");
    success(&plot4(
        &["image", "4453", "--out", out.to_str().unwrap()],
        "",
    ));
    let pixmap = Pixmap::load_png(&out).expect("a PNG");
    assert_cells(&pixmap, "4453", &Look::CLASSIC, (700, 600));
    // Red's first coin is in column 4 at the bottom: the check above can tell the sides apart.
    let board = parse_digits("4453").unwrap();
    assert_eq!(board.at(Cell { column: 3, row: 0 }), Some(Player::Red));
}

#[test]
fn size_and_theme_are_kept_and_a_solver_link_reads_as_its_digits() {
    let folder = tempfile::tempdir().unwrap();
    let out = folder.path().join("link.png");
    let link = "https://connect4.gamesolver.org/en/?pos=44455554221";
    let args = ["image", link, "--out", out.to_str().unwrap()];
    success(&plot4(
        &[&args[..], &["--size", "420x300", "--theme", "colour-blind"]].concat(),
        "",
    ));
    let pixmap = Pixmap::load_png(&out).unwrap();
    assert_cells(&pixmap, "44455554221", &Look::COLOUR_BLIND, (420, 300));
}

#[test]
fn the_gif_of_a_game_has_one_frame_a_move_after_the_empty_board() {
    let folder = tempfile::tempdir().unwrap();
    let out = folder.path().join("game.gif");
    success(&plot4(
        &[
            "gif",
            "4455667",
            "--out",
            out.to_str().unwrap(),
            "--size",
            "140x120",
        ],
        "",
    ));
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = options
        .read_info(std::fs::File::open(&out).unwrap())
        .unwrap();
    let frame = Frame::new(Size::STANDARD, 140, 120).unwrap();
    let mut frames = 0;
    while let Some(picture) = decoder.read_next_frame().unwrap() {
        // The first frame is the empty board; frame k holds the first k moves' coins. The
        // cell looked at is Yellow's first coin, off the winning line drawn on the last frame.
        let moves = &"4455667"[..frames];
        let board = parse_digits(moves).unwrap();
        let (x, y) = frame.cell_centre(Cell { column: 3, row: 1 });
        let at = (y as usize * 140 + x as usize) * 4;
        let pixel = [
            picture.buffer[at],
            picture.buffer[at + 1],
            picture.buffer[at + 2],
        ];
        let expected = match board.at(Cell { column: 3, row: 1 }) {
            Some(player) => Look::CLASSIC.coin(player).face,
            None => Look::CLASSIC.hole,
        };
        // A GIF's palette is quantised: near, not exact.
        let apart: i16 = pixel
            .iter()
            .zip(expected.rgb8())
            .map(|(&a, b)| (i16::from(a) - i16::from(b)).abs())
            .sum();
        assert!(apart < 40, "frame {frames}: {pixel:?} vs {expected:?}");
        frames += 1;
    }
    assert_eq!(frames, 8);
}

#[test]
fn bad_pictures_are_one_line_errors() {
    let folder = tempfile::tempdir().unwrap();
    let out = folder.path().join("x.png");
    let out = out.to_str().unwrap();
    assert_one_line_error(
        &plot4(&["image", "4448", "--out", out], ""),
        "invalid position",
    );
    assert_one_line_error(
        &plot4(&["image", "4", "--out", out, "--size", "8x8"], ""),
        "each side must be 32-4096",
    );
    assert_one_line_error(
        &plot4(&["image", "4", "--out", out, "--size", "big"], ""),
        "--size",
    );
    assert_one_line_error(
        &plot4(&["image", "4", "--out", out, "--theme", "pink"], ""),
        "--theme",
    );
    let nowhere = folder.path().join("missing/x.png");
    assert_one_line_error(
        &plot4(&["image", "4", "--out", nowhere.to_str().unwrap()], ""),
        "cannot write",
    );
    assert!(!std::path::Path::new(out).exists(), "nothing half-written");
}

//! `plot4 image` and `plot4 gif`: a position as a PNG, a game as an animated GIF, drawn in the
//! window's look with no window.

use super::board_options::BoardOptions;
use super::CliError;
use plot4::picture::palette::Look;
use plot4::store::Theme;
use plot4::{Board, Player};
use std::path::{Path, PathBuf};

/// The picture's size when `--size` is not given: room for the standard board with a margin.
const DEFAULT_PIXELS: (u32, u32) = (700, 600);

/// `plot4 image POSITION --out FILE.png`.
#[derive(Debug, clap::Args)]
pub struct ImageArgs {
    /// The position: column digits (e.g. 4453), a link to Pons' solver page holding them
    /// (…?pos=4453), or a game file.
    position: String,
    /// The PNG file to write.
    #[arg(long, value_name = "FILE.png")]
    out: PathBuf,
    #[command(flatten)]
    picture: PictureOptions,
}

/// `plot4 gif GAME --out FILE.gif`.
#[derive(Debug, clap::Args)]
pub struct GifArgs {
    /// The game: column digits, a link to Pons' solver page, or a game file.
    game: String,
    /// The GIF file to write.
    #[arg(long, value_name = "FILE.gif")]
    out: PathBuf,
    #[command(flatten)]
    picture: PictureOptions,
}

/// What the picture looks like, and the board it shows.
#[derive(Debug, clap::Args)]
struct PictureOptions {
    /// The picture's width and height in pixels, 32 to 4096 each (default 700x600).
    #[arg(long = "size", value_name = "WxH", value_parser = parse_pixels)]
    pixels: Option<(u32, u32)>,
    /// The window's theme to draw in: classic, dark, light or colour-blind.
    #[arg(long, value_name = "NAME", default_value = "classic")]
    theme: Theme,
    /// The board's columns and rows, as elsewhere --size (a game file names its own).
    #[arg(long, value_name = "WxH", default_value = "7x6", value_parser = super::board_options::parse_size)]
    board: plot4::Size,
    /// How many coins in a line win: 3 to 6.
    #[arg(long, value_name = "K", default_value_t = 4, value_parser = clap::value_parser!(u8).range(3..=6))]
    connect: u8,
}

impl PictureOptions {
    /// The board options of the other subcommands, from `--board` and `--connect`.
    fn board(&self) -> BoardOptions {
        BoardOptions {
            size: self.board,
            connect: self.connect,
        }
    }
}

/// Reads `640x480` as a width and height in pixels.
fn parse_pixels(text: &str) -> Result<(u32, u32), String> {
    let (w, h) = text
        .split_once(['x', 'X', '×'])
        .ok_or("expected width x height in pixels, e.g. 640x480")?;
    let side = |s: &str| {
        s.trim()
            .parse::<u32>()
            .map_err(|_| format!("{} is not a number of pixels", plot4::notation::quoted(s)))
    };
    Ok((side(w)?, side(h)?))
}

/// The game a command line argument names: a game file if one is there, else a position.
fn game_of(
    text: &str,
    board: &BoardOptions,
) -> Result<(Board, Vec<plot4::Column>, Player), CliError> {
    if Path::new(text).is_file() {
        let record = super::game_file::read(Path::new(text))?;
        return Ok((record.board(), record.columns(), record.first));
    }
    let size = board.size()?;
    let moves = plot4::notation::solver_link_moves(text);
    let columns = plot4::notation::columns_of(moves, size.width())?;
    let board = board.position(moves)?;
    Ok((board, columns, Player::Red))
}

fn write(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    // Whole or not at all: a failed write leaves no half picture (nor spoils an old one).
    plot4::sharing::write_shared(path, bytes).map_err(|source| CliError::Write {
        path: path.display().to_string(),
        source,
    })
}

/// Draws the position and writes the PNG.
pub fn image(args: &ImageArgs) -> Result<(), CliError> {
    let (board, _, first) = game_of(&args.position, &args.picture.board())?;
    let (width, height) = args.picture.pixels.unwrap_or(DEFAULT_PIXELS);
    let look = Look::named(args.picture.theme);
    let png = plot4::picture::png(&board, first, &look, width, height)
        .map_err(|e| CliError::Usage(e.to_string()))?;
    write(&args.out, &png)
}

/// Draws the game one move a frame and writes the GIF.
pub fn gif(args: &GifArgs) -> Result<(), CliError> {
    let (board, columns, first) = game_of(&args.game, &args.picture.board())?;
    let (width, height) = args.picture.pixels.unwrap_or(DEFAULT_PIXELS);
    let look = Look::named(args.picture.theme);
    let gif = plot4::picture::gif(board.size(), &columns, first, &look, width, height)
        .map_err(|e| CliError::Usage(e.to_string()))?;
    write(&args.out, &gif)
}

//! `plot4 tictactoe`: the grid of a game, each square's outcome, and games in the terminal.

use super::CliError;
use plot4::tictactoe::{analyze, choose, Level, Mark, Square, TicTacToe};
use rand::SeedableRng;
use rand_pcg::Pcg64;
use std::io::{BufRead, Write};

/// The tic-tac-toe subcommands. Squares are 1-9 row by row from the top left; a game is the
/// squares played in order, e.g. 5193.
#[derive(Debug, clap::Subcommand)]
pub enum TicTacToeCommand {
    /// Print the grid a game reaches.
    Show {
        /// The squares played in order (empty for the empty grid).
        game: String,
    },
    /// Print each square's outcome for the side to move (1 win, 0 draw, -1 loss, - taken),
    /// then the best squares.
    Analyze {
        /// The squares played in order.
        game: String,
    },
    /// Play one game in the terminal, the grid after every move.
    Play(Sides),
    /// Play games between two computer levels: one line per game, then the tally.
    Match {
        #[command(flatten)]
        sides: Sides,
        /// How many games.
        #[arg(long, default_value_t = 1)]
        games: usize,
    },
}

/// Who plays X and O, and the seed.
#[derive(Debug, clap::Args)]
pub struct Sides {
    /// Who plays X (moves first): human, random, low or high.
    #[arg(long, default_value = "human")]
    x: Level,
    /// Who plays O: human, random, low or high.
    #[arg(long, default_value = "high")]
    o: Level,
    /// Make random moves and tie-breaks reproducible.
    #[arg(long)]
    seed: Option<u64>,
}

pub fn run(command: &TicTacToeCommand) -> Result<(), CliError> {
    let mut out = std::io::stdout().lock();
    match command {
        TicTacToeCommand::Show { game } => {
            out.write_all(position(game)?.to_text().as_bytes())?;
        }
        TicTacToeCommand::Analyze { game } => {
            let board = position(game)?;
            if board.is_over() {
                return Err(CliError::Usage(format!("game {game}: the game is over")));
            }
            let outcomes = analyze(&board);
            let cells: Vec<String> = outcomes
                .iter()
                .map(|o| o.map_or_else(|| "-".to_string(), |o| o.to_string()))
                .collect();
            let best = outcomes.iter().flatten().max().copied();
            let best: String = (1..=9)
                .filter(|&n| best.is_some() && outcomes[n - 1] == best)
                .map(|n| n.to_string())
                .collect();
            writeln!(out, "{}", cells.join(" "))?;
            writeln!(out, "best: {best}")?;
        }
        TicTacToeCommand::Play(sides) => {
            let mut rng = rng(sides.seed);
            let mut input = std::io::stdin().lock();
            let mut turn = 0;
            let (game, winner) = play_game(sides, &mut rng, &mut input, &mut out, |out, board| {
                turn += 1;
                writeln!(out, "move {turn}:")?;
                writeln!(out, "{}", board.to_text())?;
                Ok(())
            })?;
            match winner {
                Some(mark) => writeln!(out, "{mark} wins ({game})")?,
                None => writeln!(out, "Draw ({game})")?,
            }
        }
        TicTacToeCommand::Match { sides, games } => {
            if sides.x == Level::Human || sides.o == Level::Human {
                return Err(CliError::Usage(
                    "a match is between computer levels: use plot4 tictactoe play to play".into(),
                ));
            }
            let mut rng = rng(sides.seed);
            let (mut x, mut o, mut draws) = (0, 0, 0);
            for _ in 0..*games {
                let (game, winner) =
                    play_game(sides, &mut rng, &mut std::io::empty(), &mut out, |_, _| {
                        Ok(())
                    })?;
                let result = match winner {
                    Some(Mark::X) => {
                        x += 1;
                        "X"
                    }
                    Some(Mark::O) => {
                        o += 1;
                        "O"
                    }
                    None => {
                        draws += 1;
                        "Draw"
                    }
                };
                writeln!(out, "{game} {result}")?;
            }
            writeln!(out, "x {x} o {o} draws {draws}")?;
        }
    }
    Ok(())
}

fn position(game: &str) -> Result<TicTacToe, CliError> {
    TicTacToe::from_squares(game).map_err(|e| CliError::Usage(format!("invalid game: {e}")))
}

fn rng(seed: Option<u64>) -> Pcg64 {
    match seed {
        Some(seed) => Pcg64::seed_from_u64(seed),
        None => rand::make_rng(),
    }
}

/// Plays one game from the empty grid, asking a human side for squares on `input`; returns the
/// squares played and the winner.
fn play_game<W: Write>(
    sides: &Sides,
    rng: &mut Pcg64,
    input: &mut impl BufRead,
    out: &mut W,
    mut after_move: impl FnMut(&mut W, &TicTacToe) -> Result<(), CliError>,
) -> Result<(String, Option<Mark>), CliError> {
    let mut board = TicTacToe::new();
    let mut game = String::new();
    while !board.is_over() {
        let mark = board.side_to_move();
        let level = if mark == Mark::X { sides.x } else { sides.o };
        let square = match choose(level, &board, rng) {
            Some(square) => square,
            None => ask(&board, input, out)?,
        };
        board = board
            .play(square)
            .map_err(|e| CliError::Usage(format!("{level} chose an illegal square: {e}")))?;
        game.push_str(&square.to_string());
        after_move(out, &board)?;
    }
    Ok((game, board.winner()))
}

/// Asks the person to move for a free square until one is given; the end of input is an error.
fn ask(
    board: &TicTacToe,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> Result<Square, CliError> {
    loop {
        write!(out, "{} to move, square 1-9: ", board.side_to_move())?;
        out.flush()?;
        let mut line = String::new();
        if input.read_line(&mut line)? == 0 {
            return Err(CliError::Usage(
                "standard input ended before the game did".into(),
            ));
        }
        let square = line
            .trim()
            .parse::<usize>()
            .ok()
            .and_then(Square::from_number);
        match square.map(|s| (s, board.play(s))) {
            Some((square, Ok(_))) => return Ok(square),
            Some((_, Err(e))) => writeln!(out, "{e}")?,
            None => writeln!(
                out,
                "{} is not a square: type 1-9",
                plot4::notation::quoted(line.trim())
            )?,
        }
    }
}

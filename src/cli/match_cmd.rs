//! `plot4 match`: games between two levels, headless, one line per game and a tally.

use super::ai_options::AiOptions;
use super::board_options::BoardOptions;
use super::CliError;
use plot4::ai::{Engine, Level};
use plot4::notation::column_symbol;
use plot4::{Board, Player};
use std::io::Write;

/// Options of `plot4 match`.
#[derive(Debug, clap::Args)]
pub struct MatchArgs {
    /// Red's level (Red moves first): random, low, mid or high.
    #[arg(long)]
    red: Level,
    /// Yellow's level.
    #[arg(long)]
    yellow: Level,
    /// How many games.
    #[arg(long, default_value_t = 1)]
    games: usize,
    #[command(flatten)]
    ai: AiOptions,
    #[command(flatten)]
    board: BoardOptions,
}

/// Plays one game from `board`; returns the moves as a position string and the winner.
pub fn play_game(
    mut board: Board,
    players: [(Level, &mut Engine); 2],
    mut after_move: impl FnMut(&Board) -> Result<(), CliError>,
) -> Result<(String, Option<Player>), CliError> {
    let [(red_level, red), (yellow_level, yellow)] = players;
    let mut moves = String::new();
    while !board.is_over() {
        let (level, engine) = match board.side_to_move() {
            Player::Red => (red_level, &mut *red),
            Player::Yellow => (yellow_level, &mut *yellow),
        };
        let column = engine
            .choose(level, &board, &plot4::solver::CancelToken::new())
            .map_err(|e| CliError::Usage(e.to_string()))?;
        board = board
            .play(column)
            .map_err(|e| CliError::Usage(format!("{level} chose an illegal move: {e}")))?;
        moves.push(column_symbol(column));
        after_move(&board)?;
    }
    Ok((moves, board.winner()))
}

pub fn run(args: &MatchArgs) -> Result<(), CliError> {
    let (red_level, yellow_level) = (args.red, args.yellow);
    let empty = Board::empty(args.board.size()?);
    let mut red = args.ai.engine(0, empty.size());
    let mut yellow = args.ai.engine(1, empty.size());
    let (mut red_wins, mut yellow_wins, mut draws) = (0, 0, 0);
    let mut out = std::io::stdout().lock();
    for _ in 0..args.games {
        let (moves, winner) = play_game(
            empty,
            [(red_level, &mut red), (yellow_level, &mut yellow)],
            |_| Ok(()),
        )?;
        let result = match winner {
            Some(Player::Red) => {
                red_wins += 1;
                "Red"
            }
            Some(Player::Yellow) => {
                yellow_wins += 1;
                "Yellow"
            }
            None => {
                draws += 1;
                "Draw"
            }
        };
        writeln!(out, "{moves} {result}")?;
        out.flush()?;
    }
    writeln!(out, "red {red_wins} yellow {yellow_wins} draws {draws}")?;
    let late = red.out_of_time_moves() + yellow.out_of_time_moves();
    if late > 0 {
        // Standard output keeps the format; this note is for whoever watches.
        eprintln!("plot4: note: {late} High move(s) ran out of budget");
    }
    Ok(())
}

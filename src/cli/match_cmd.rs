//! `plot4 match`: games between two levels, headless, one line per game and a tally. With
//! random openings and swapped colours it measures the ladder (BENCHMARKS.md).

use super::ai_options::AiOptions;
use super::board_options::BoardOptions;
use super::CliError;
use plot4::ai::{Engine, Level};
use plot4::notation::column_symbol;
use plot4::{Board, Player};
use rand::seq::IndexedRandom;
use rand::SeedableRng;
use rand_pcg::Pcg64;
use std::io::Write;

/// Options of `plot4 match`.
#[derive(Debug, clap::Args)]
pub struct MatchArgs {
    /// Red's level (Red moves first), one of `plot4 levels`.
    #[arg(long)]
    red: Level,
    /// Yellow's level.
    #[arg(long)]
    yellow: Level,
    /// How many games.
    #[arg(long, default_value_t = 1)]
    games: usize,
    /// Start each game after this many random moves (never a finished game), so that the
    /// games cover several openings; the moves printed include them.
    #[arg(long, default_value_t = 0, value_parser = clap::value_parser!(u32).range(0..=20))]
    opening_plies: u32,
    /// Swap colours every other game, the second of each pair from the same opening, and
    /// print the tally per level as well.
    #[arg(long)]
    swap_colours: bool,
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

/// `plies` random moves from `empty` that leave the game going (a shorter opening if none do).
fn random_opening(empty: Board, plies: u32, rng: &mut Pcg64) -> (Board, String) {
    let mut board = empty;
    let mut moves = String::new();
    for _ in 0..plies {
        let keep_going: Vec<_> = board
            .legal_columns()
            .into_iter()
            .filter(|&c| {
                board
                    .play(c)
                    .is_ok_and(|b| !b.is_over() && !b.can_win_now())
            })
            .collect();
        let Some(&column) = keep_going.choose(rng) else {
            break;
        };
        board = board.play(column).expect("a legal column");
        moves.push(column_symbol(column));
    }
    (board, moves)
}

pub fn run(args: &MatchArgs) -> Result<(), CliError> {
    let empty = Board::empty(args.board.size()?);
    // One engine per level, kept across games whatever colour the level plays.
    let mut first = args.ai.engine(0, empty.size());
    let mut second = args.ai.engine(1, empty.size());
    let mut openings = Pcg64::seed_from_u64(args.ai.seed.unwrap_or(0) ^ 0x6f70_656e);
    let (mut red_wins, mut yellow_wins, mut draws) = (0, 0, 0);
    // Wins of the level given as --red and of the one given as --yellow, whatever colour.
    let (mut first_wins, mut second_wins) = (0, 0);
    let mut opening = (empty, String::new());
    let mut out = std::io::stdout().lock();
    for game in 0..args.games {
        let swapped = args.swap_colours && game % 2 == 1;
        if !swapped {
            opening = random_opening(empty, args.opening_plies, &mut openings);
        }
        let players = if swapped {
            [(args.yellow, &mut second), (args.red, &mut first)]
        } else {
            [(args.red, &mut first), (args.yellow, &mut second)]
        };
        let (moves, winner) = play_game(opening.0, players, |_| Ok(()))?;
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
        match (winner, swapped) {
            (Some(Player::Red), false) | (Some(Player::Yellow), true) => first_wins += 1,
            (Some(_), _) => second_wins += 1,
            (None, _) => {}
        }
        writeln!(out, "{}{moves} {result}", opening.1)?;
        out.flush()?;
    }
    writeln!(out, "red {red_wins} yellow {yellow_wins} draws {draws}")?;
    if args.swap_colours {
        writeln!(
            out,
            "{} {first_wins} {} {second_wins} draws {draws}",
            args.red, args.yellow
        )?;
    }
    let late = first.out_of_time_moves() + second.out_of_time_moves();
    if late > 0 {
        // Standard output keeps the format; this note is for whoever watches.
        note!("plot4: note: {late} move(s) ran out of budget");
    }
    Ok(())
}

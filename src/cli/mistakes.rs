//! `plot4 mistakes`: the moves of a game that threw a result away, each with the position
//! before it, the result the best moves keep and what every move there leads to.

use super::board_options::BoardOptions;
use super::CliError;
use plot4::analysis::Prospect;
use plot4::coach::mistakes::{review, Game, Options, ReviewError};
use plot4::notation::{columns_of, digits};
use plot4::{CancelToken, Player};
use std::io::Write;
use std::time::Duration;

/// A colour on the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Colour {
    /// Red.
    Red,
    /// Yellow.
    Yellow,
}

impl From<Colour> for Player {
    fn from(colour: Colour) -> Player {
        match colour {
            Colour::Red => Player::Red,
            Colour::Yellow => Player::Yellow,
        }
    }
}

/// Whose moves to review.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Humans {
    /// Red's moves.
    Red,
    /// Yellow's moves.
    Yellow,
    /// Both sides' moves.
    Both,
}

/// Options of `plot4 mistakes`.
#[derive(Debug, clap::Args)]
pub struct MistakesArgs {
    /// The game as a digit string of 1-based columns, e.g. 1212121.
    game: String,
    /// The colour that moved first.
    #[arg(long, value_enum, default_value = "red")]
    first: Colour,
    /// Whose moves to review (the human's).
    #[arg(long, value_enum, default_value = "both")]
    human: Humans,
    /// Also count a kept win this many moves slower than the best.
    #[arg(long, value_name = "MOVES", value_parser = clap::value_parser!(u32).range(1..=30))]
    slower: Option<u32>,
    /// The longest any one position may take to solve, in milliseconds (the window's hint
    /// budget by default); moves not judged in time are listed.
    #[arg(long, value_name = "MS", value_parser = clap::value_parser!(u64).range(1..=3_600_000))]
    budget_ms: Option<u64>,
    #[command(flatten)]
    board: BoardOptions,
}

pub fn run(args: &MistakesArgs) -> Result<(), CliError> {
    let start = plot4::Board::empty(args.board.size()?);
    // Reads the whole game first, so an illegal move is one line before any work.
    args.board.position(&args.game)?;
    let moves = columns_of(&args.game, start.size().width())?;
    let humans = match args.human {
        Humans::Red => vec![Player::Red],
        Humans::Yellow => vec![Player::Yellow],
        Humans::Both => vec![Player::Red, Player::Yellow],
    };
    let game = Game {
        start,
        first: args.first.into(),
        moves: moves.clone(),
        humans,
    };
    let options = Options {
        budget: args
            .budget_ms
            .map(Duration::from_millis)
            .unwrap_or(plot4::coach::BUDGET),
        slower_by: args.slower,
    };
    let mut solver = plot4::coach::solver();
    let reviewed = review(&game, options, &mut solver, &CancelToken::new())
        .map_err(|e: ReviewError| CliError::Usage(e.to_string()))?;
    let mut out = std::io::stdout().lock();
    for (index, mistake) in reviewed.mistakes.iter().enumerate() {
        writeln!(
            out,
            "mistake {}: move {}, {} played {}, {}",
            index + 1,
            mistake.ply + 1,
            mistake.colour,
            mistake.played,
            mistake.lapse.describe()
        )?;
        writeln!(out, "position: {}", position_text(&moves[..mistake.ply]))?;
        let keeps = mistake
            .best_prospect()
            .map(|p| p.to_string())
            .unwrap_or_else(|| "not solved in time".into());
        writeln!(
            out,
            "better: {} ({keeps})",
            digits(&mistake.good_moves(options.slower_by))
        )?;
        let tries: Vec<String> = mistake
            .before
            .legal_columns()
            .into_iter()
            .map(|column| {
                let what = mistake
                    .scores
                    .get(column)
                    .map(|s| Prospect::new(&mistake.before, s).to_string())
                    .unwrap_or_else(|| "not solved in time".into());
                format!("{column} {what}")
            })
            .collect();
        writeln!(out, "tries: {}", tries.join(", "))?;
    }
    writeln!(out, "mistakes: {}", reviewed.mistakes.len())?;
    if !reviewed.unjudged.is_empty() {
        let numbers: Vec<String> = reviewed
            .unjudged
            .iter()
            .map(|ply| (ply + 1).to_string())
            .collect();
        writeln!(
            out,
            "not judged within {} ms: moves {}",
            options.budget.as_millis(),
            numbers.join(", ")
        )?;
    }
    Ok(())
}

/// A position's moves as digits, `-` for the empty board (as the puzzle file writes it).
fn position_text(moves: &[plot4::Column]) -> String {
    if moves.is_empty() {
        "-".into()
    } else {
        digits(moves)
    }
}

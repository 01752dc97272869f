//! Game files on the command line: reading one (`plot4 image`, `plot4 gif`, `plot4 --open`
//! take them) and `plot4 analyze-game`, which prints the game with every move annotated.

use super::CliError;
use plot4::analysis::{final_score, GameScores};
use plot4::game_record::GameRecord;
use plot4::notation::quoted;
use plot4::{Board, CancelToken, Solver};
use std::io::Write;
use std::path::Path;
use std::time::Duration;

/// Reads and checks a game file; any problem is one line naming the file and the line.
pub fn read(path: &Path) -> Result<GameRecord, CliError> {
    let name = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|source| CliError::Read {
        path: name.clone(),
        source,
    })?;
    GameRecord::parse(&text)
        .map_err(|e| CliError::Usage(format!("game file {}: {e}", quoted(&name))))
}

/// `plot4 analyze-game FILE`: solves every position of the game and prints the file with
/// each move's outcome and mistakes written in. A position not solved within `time_limit`
/// seconds leaves its moves without annotations, and a note says so.
pub fn analyze(path: &Path, time_limit: Option<u64>) -> Result<(), CliError> {
    let mut record = read(path)?;
    let mut scores = GameScores::unknown(record.moves.len() + 1, record.first);
    let mut solver = Solver::new();
    solver.set_book(plot4::ai::default_book());
    let mut board = Board::empty(record.size);
    let mut unsolved = 0;
    for ply in 0..=record.moves.len() {
        if ply > 0 {
            board = board
                .play(record.moves[ply - 1].column)
                .expect("a record's moves are legal");
        }
        let token = match time_limit {
            Some(seconds) => CancelToken::new().with_budget(Duration::from_secs(seconds)),
            None => CancelToken::new(),
        };
        let score = match final_score(&board) {
            Some(score) => Ok(score),
            None => solver.solve(&board, &token),
        };
        match score {
            Ok(score) => scores.set(ply, score),
            Err(_) => unsolved += 1,
        }
    }
    record.annotate(&scores);
    if unsolved > 0 {
        note!(
            "plot4: note: {unsolved} position(s) not solved within {} s are left unannotated",
            time_limit.unwrap_or_default()
        );
    }
    write!(std::io::stdout().lock(), "{record}")?;
    Ok(())
}

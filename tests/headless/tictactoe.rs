//! Tic-tac-toe on the generic game-tree search: perfect play never loses, the text grid reads
//! back what it prints, and the command line as a real subprocess.

use plot4::tictactoe::{analyze, choose, Level, Mark, Square, TicTacToe};
use proptest::prelude::*;
use rand::SeedableRng;
use rand_pcg::Pcg64;
use std::process::Command;

/// Plays a game between two levels; returns the winner.
fn game(x: Level, o: Level, rng: &mut Pcg64) -> Option<Mark> {
    let mut board = TicTacToe::new();
    while let Some(square) = choose(
        if board.side_to_move() == Mark::X {
            x
        } else {
            o
        },
        &board,
        rng,
    ) {
        board = board.play(square).unwrap();
    }
    assert!(board.is_over());
    board.winner()
}

#[test]
fn perfect_play_never_loses_to_random_from_either_side() {
    let mut rng = Pcg64::seed_from_u64(16);
    let mut wins = 0;
    for _ in 0..1000 {
        let winner = game(Level::High, Level::Random, &mut rng);
        assert_ne!(winner, Some(Mark::O), "High as X lost");
        wins += usize::from(winner == Some(Mark::X));
        let winner = game(Level::Random, Level::High, &mut rng);
        assert_ne!(winner, Some(Mark::X), "High as O lost");
        wins += usize::from(winner == Some(Mark::O));
    }
    // Random blunders often: perfect play does not just hold the draw, it cashes in.
    assert!(wins > 1000, "High won only {wins} of 2000");
}

#[test]
fn perfect_play_against_itself_draws_and_low_takes_wins() {
    let mut rng = Pcg64::seed_from_u64(1);
    for _ in 0..20 {
        assert_eq!(game(Level::High, Level::High, &mut rng), None);
    }
    // X on 1 and 2, O on 4 and 5: X to move wins at 3 (Low's two plies see it).
    let board = TicTacToe::from_squares("1425").unwrap();
    assert_eq!(choose(Level::Low, &board, &mut rng), Square::from_number(3));
    assert_eq!(choose(Level::Human, &board, &mut rng), None);
}

#[test]
fn analysis_marks_taken_squares_and_losing_ones() {
    // X on 1 and 2, O in the centre: O must block at 3 (a draw); anything else loses.
    let board = TicTacToe::from_squares("152").unwrap();
    let expected = [
        None,
        None,
        Some(0),
        Some(-1),
        None,
        Some(-1),
        Some(-1),
        Some(-1),
        Some(-1),
    ];
    assert_eq!(analyze(&board), expected);
    // The empty grid is a draw wherever X starts.
    assert_eq!(analyze(&TicTacToe::new()), [Some(0); 9]);
}

proptest! {
    #[test]
    fn the_text_grid_and_the_game_string_round_trip(order in Just((1..=9).collect::<Vec<usize>>()).prop_shuffle(), length in 0usize..=9) {
        let mut board = TicTacToe::new();
        let mut game = String::new();
        for &number in order.iter().take(length) {
            if board.is_over() {
                break;
            }
            board = board.play(Square::from_number(number).unwrap()).unwrap();
            game.push_str(&number.to_string());
        }
        prop_assert_eq!(TicTacToe::from_text(&board.to_text()), Ok(board));
        prop_assert_eq!(TicTacToe::from_squares(&game), Ok(board));
    }
}

fn plot4(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_plot4"))
        .args(args)
        .output()
        .expect("the plot4 binary runs");
    (
        out.status.code(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn the_command_line_shows_analyzes_and_plays() {
    let (code, out, _) = plot4(&["tictactoe", "show", "5193"]);
    assert_eq!(code, Some(0));
    assert_eq!(out, "O . O\n. X .\n. . X\n");
    let (_, out, _) = plot4(&["tictactoe", "analyze", "152"]);
    assert_eq!(out, "- - 0 -1 - -1 -1 -1 -1\nbest: 3\n");
    let (code, out, _) = plot4(&[
        "tictactoe",
        "match",
        "--x",
        "high",
        "--o",
        "random",
        "--games",
        "20",
        "--seed",
        "5",
    ]);
    assert_eq!(code, Some(0));
    let tally = out.lines().last().unwrap();
    assert!(tally.starts_with("x ") && tally.contains(" o 0 "), "{out}");
    let (code, out, _) = plot4(&[
        "tictactoe",
        "play",
        "--x",
        "random",
        "--o",
        "random",
        "--seed",
        "9",
    ]);
    assert_eq!(code, Some(0));
    assert!(out.contains("move 5:"), "{out}");
    let (code, _, err) = plot4(&["tictactoe", "show", "55"]);
    assert_eq!(
        (code, err.as_str()),
        (Some(2), "plot4: invalid game: square 5 is taken\n")
    );
}

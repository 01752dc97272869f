//! Other board sizes and line lengths: the empty board of every small size solved against the
//! published results, and the command line's `--size` and `--connect` as a real subprocess.

use crate::common;

use common::command_line::{assert_one_line_error, plot4, success};

use plot4::solver::CancelToken;
use plot4::{Board, Size, Solver};

/// One published result: the empty board of a size and how perfect play ends there.
#[derive(Debug)]
struct Published {
    width: usize,
    height: usize,
    /// The score that result means for the first player, in the solver's convention: a win on
    /// move m is worth 1 + (cells - m) / 2, rounded down, to the winner.
    score: i32,
}

/// `tests/data/connect4_sizes.txt`, each row turned into the score it implies.
fn published() -> Vec<Published> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/connect4_sizes.txt");
    let text = std::fs::read_to_string(path).expect("the published results");
    text.lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            let number = |i: usize| fields[i].parse::<usize>().expect(line);
            let (width, height, last_move) = (number(0), number(1), number(3));
            let cells = width * height;
            let worth = (1 + (cells - last_move) / 2) as i32;
            let score = match fields[2] {
                "first" => {
                    assert!(
                        last_move % 2 == 1,
                        "the first player moves on odd moves: {line}"
                    );
                    worth
                }
                "second" => {
                    assert!(
                        last_move % 2 == 0,
                        "the second player moves on even moves: {line}"
                    );
                    -worth
                }
                "draw" => {
                    assert_eq!(last_move, cells, "a draw fills the board: {line}");
                    0
                }
                other => panic!("unknown winner {other} in {line}"),
            };
            Published {
                width,
                height,
                score,
            }
        })
        .collect()
}

/// Sizes whose empty board takes this solver more than a few seconds (3 to 20 s each on the
/// shared 2-core machine): solved by the ignored test below.
const SLOW: [(usize, usize); 6] = [(8, 4), (7, 5), (5, 7), (6, 6), (4, 8), (4, 9)];

/// True for the sizes the tests solve: up to 36 cells, but 9x4 (minutes). The bigger boards
/// are solved by `plot4 bench --empty-boards tests/data/connect4_sizes.txt --max-cells N`.
fn solved_in_tests(result: &Published) -> bool {
    result.width * result.height <= 36 && (result.width, result.height) != (9, 4)
}

fn check_sizes(slow: bool) {
    let mut solver = Solver::new();
    let mut checked = 0;
    for result in published() {
        if !solved_in_tests(&result) || SLOW.contains(&(result.width, result.height)) != slow {
            continue;
        }
        let size = Size::new(result.width, result.height).unwrap();
        let score = solver
            .solve(&Board::empty(size), &CancelToken::new())
            .unwrap();
        assert_eq!(
            score, result.score,
            "{}x{}: solved {score}, published {}",
            result.width, result.height, result.score
        );
        checked += 1;
    }
    assert!(
        checked >= if slow { SLOW.len() } else { 10 },
        "{checked} sizes"
    );
}

#[test]
fn small_empty_boards_match_the_published_results() {
    let all = published();
    assert_eq!(all.len(), 45, "every size with width + height <= 16");
    assert!(all.iter().all(|r| r.width + r.height <= 16));
    check_sizes(false);
}

/// `cargo test --release --test headless -- --ignored variants::` (about a minute).
#[test]
#[ignore]
fn the_slower_empty_boards_match_the_published_results() {
    check_sizes(true);
}

/// The per-position sets of boards beyond 64 bits (benches/sets, scored by c4): their
/// endgame positions, which solve in milliseconds, on the 128-bit search.
#[test]
fn positions_on_a_board_beyond_64_bits_match_an_independent_solver() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/sets/Random_10x6");
    let text = std::fs::read_to_string(path).expect("the 10x6 set");
    let size = Size::new(10, 6).unwrap();
    assert!(!size.fits_64_bits());
    let mut solver = Solver::new();
    let mut checked = 0;
    // The last 40 lines are the endgame.
    for line in text.lines().rev().take(40) {
        let (moves, score) = line.split_once(' ').unwrap();
        let board = plot4::notation::parse_digits_on(Board::empty(size), moves).unwrap();
        let solved = solver.solve(&board, &CancelToken::new()).unwrap();
        assert_eq!(solved.to_string(), score, "{moves}");
        checked += 1;
    }
    assert_eq!(checked, 40);
}

/// `plot4 bench --size` runs a set of another size, here the beginning of the 9x5 one.
#[test]
fn bench_runs_a_set_on_another_size() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/sets");
    let args = [
        "bench",
        "--size",
        "9x5",
        "--dir",
        dir,
        "--set",
        "Random_9x5",
        "--limit",
        "20",
        "--tsv",
        "--table-mib",
        "16",
    ];
    let out = plot4(&args, "");
    let text = success(&out);
    let row: Vec<&str> = text.lines().nth(1).unwrap().split('\t').collect();
    assert_eq!(&row[..3], ["Random_9x5", "20", "0"], "{text}");
    let refused = plot4(&["bench", "--size", "9x5", "--dir", dir], "");
    assert_one_line_error(&refused, "--set");
}

#[test]
fn scores_follow_the_generalised_convention() {
    let mut solver = Solver::new();
    // 5x4, connect 3: the first player wins at once on a row of three after 1 1 2 2: the move
    // 5 of 20 is worth 1 + (20 - 5) / 2 = 8 to the winner, seen from before it.
    let size = Size::new(5, 4).unwrap().with_line_length(3).unwrap();
    let board = plot4::notation::parse_digits_on(Board::empty(size), "1122").unwrap();
    assert_eq!(solver.solve(&board, &CancelToken::new()), Ok(8));
    // On 7x6 it is Pascal Pons' 22 - k: Red's fourth coin wins, 22 - 4 = 18. The same solver
    // (whose 7x6 search once kept the masks of the size before) must answer it right.
    let board = plot4::notation::parse_digits("112233").unwrap();
    assert_eq!(solver.solve(&board, &CancelToken::new()), Ok(18));
}

#[test]
fn show_draws_wide_boards_with_letters_past_nine() {
    let out = plot4(&["show", "--size", "12x4", "1abc"], "");
    assert_eq!(
        success(&out),
        "\
. . . . . . . . . . . .
. . . . . . . . . . . .
. . . . . . . . . . . .
X . . . . . . . . O X O
1 2 3 4 5 6 7 8 9 a b c
"
    );
    // What show prints, the grid reader reads back.
    let board = plot4::notation::from_grid(&success(&out)).unwrap();
    assert_eq!(board.size().width(), 12);
    assert_eq!(board.ply(), 4);
}

#[test]
fn solve_and_analyze_take_the_size_and_line_length() {
    let out = plot4(&["solve", "--size", "6x4"], "\n3\n");
    assert_eq!(success(&out), " -1\n3 1\n");
    // Connect 3 on 5x4: after 1 1 2 2 only column 3 wins at once (1-2-3 along the bottom), on
    // move 5 of 20: worth 1 + (20 - 5) / 2 = 8.
    let out = plot4(&["analyze", "--size", "5x4", "--connect", "3", "1122"], "");
    let text = success(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[1], "best: 3", "{text}");
    assert_eq!(lines[0].split(' ').nth(2), Some("8"), "{text}");
}

#[test]
fn solve_reads_positions_of_a_board_beyond_64_bits() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/sets/Random_10x6");
    let text = std::fs::read_to_string(path).expect("the 10x6 set");
    let lines: Vec<&str> = text.lines().rev().take(5).collect();
    let moves: Vec<&str> = lines.iter().map(|l| l.split(' ').next().unwrap()).collect();
    let out = plot4(&["solve", "--size", "10x6"], &(moves.join("\n") + "\n"));
    assert_eq!(success(&out), lines.join("\n") + "\n");
}

#[test]
fn analyze_on_a_big_board_gives_up_at_its_time_limit_in_one_line() {
    let out = plot4(&["analyze", "--size", "8x7", "--time-limit", "1", "4"], "");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        err.trim_end(),
        "plot4: position 4: not solved within the time limit of 1 s"
    );
    assert!(out.stdout.is_empty());
}

#[test]
fn every_level_plays_a_whole_game_on_other_sizes() {
    for (size, connect) in [("8x7", "4"), ("10x5", "5"), ("5x4", "3"), ("10x6", "4")] {
        for level in ["random", "low", "mid", "high"] {
            let args = [
                "match",
                "--size",
                size,
                "--connect",
                connect,
                "--red",
                level,
                "--yellow",
                "random",
                "--seed",
                "3",
                "--high-budget-ms",
                "300",
            ];
            let out = plot4(&args, "");
            let text = success(&out);
            let (moves, result) = text.lines().next().unwrap().split_once(' ').unwrap();
            let size_options = ["--size", size, "--connect", connect];
            let shown = plot4(&[&["show"][..], &size_options, &[moves]].concat(), "");
            assert!(
                shown.status.success(),
                "{size} {level}: {moves} is a legal game"
            );
            assert!(["Red", "Yellow", "Draw"].contains(&result), "{text}");
        }
    }
}

#[test]
fn bad_sizes_and_lines_are_one_line_errors() {
    assert_one_line_error(&plot4(&["show", "--size", "9x14", ""], ""), "9x14");
    assert_one_line_error(
        &plot4(&["show", "--size", "8by7", ""], ""),
        "expected columns x rows",
    );
    assert_one_line_error(
        &plot4(&["show", "--size", "4x4", "--connect", "5", ""], ""),
        "a line of 5 does not fit a 4x4 board",
    );
    assert_one_line_error(&plot4(&["solve", "--connect", "7"], ""), "--connect");
    assert_one_line_error(
        &plot4(&["show", "--size", "12x4", "1d"], ""),
        "column 13 is out of range (1-12)",
    );
    assert_one_line_error(
        &plot4(&["move", "--level", "low", "--size", "10x5", "1!"], ""),
        "'!' is not a column: 1-9, then a for 10",
    );
    // On boards of nine columns or fewer, a letter is no column at all, as before.
    assert_one_line_error(&plot4(&["show", "12a"], ""), "'a' is not a column digit");
}

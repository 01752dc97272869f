//! High plays score-optimal moves: for a position of exact score s, its column leads to a
//! child of score −s. Sampled from Pascal Pons' test sets (end, middle, and easy beginning
//! positions, which the exact search handles in well under a second each).

use crate::common;

use common::{sample, score_of_move, small_engine, small_solver};
use plot4::ai::Level;
use plot4::notation::parse_digits;
use plot4::solver::CancelToken;

/// Every line of a set.
fn set_lines(name: &str) -> Vec<(String, i32)> {
    sample(name, 1, usize::MAX)
}

fn assert_high_is_optimal(set: &str, stride: usize, count: usize) {
    let mut engine = small_engine(4);
    engine.set_book(None);
    let mut checker = small_solver();
    for (moves, score) in sample(set, stride, count) {
        let board = parse_digits(&moves).unwrap();
        let column = engine
            .choose(Level::High, &board, &CancelToken::new())
            .unwrap();
        let child_score = score_of_move(&mut checker, &board, column);
        assert_eq!(
            child_score,
            score,
            "{set}: {moves} (score {score}): High played {} worth {child_score}",
            column.number()
        );
    }
}

#[test]
fn high_is_optimal_in_the_endgame() {
    assert_high_is_optimal("Test_L3_R1", 25, 40);
}

#[test]
fn high_is_optimal_in_the_middle_game() {
    assert_high_is_optimal("Test_L2_R1", 50, 20);
}

#[test]
fn high_is_optimal_in_easy_openings() {
    assert_high_is_optimal("Test_L1_R1", 100, 10);
}

#[test]
fn high_works_with_a_book_that_knows_the_children() {
    // A book holding a position and its children (true scores) lets High answer from the book
    // alone; its move must still be score-optimal.
    use plot4::solver::book::{book_key, Book};
    use std::sync::Arc;
    // Position late in a game (fast to verify), children put in a book with their true scores.
    let (moves, score) = set_lines("Test_L3_R1")[3].clone();
    let board = parse_digits(&moves).unwrap();
    let mut solver = small_solver();
    let mut entries = vec![(book_key(&board), score as i8)];
    for column in board.legal_columns() {
        let child = board.play(column).unwrap();
        if !child.is_over() {
            let child_score = solver.solve(&child, &CancelToken::new()).unwrap();
            entries.push((book_key(&child), child_score as i8));
        }
    }
    let book = Book::from_scores(board.size(), 42, entries);
    let mut engine = small_engine(1);
    engine.set_book(Some(Arc::new(book)));
    let column = engine
        .choose(Level::High, &board, &CancelToken::new())
        .unwrap();
    assert_eq!(score_of_move(&mut solver, &board, column), score);
}

#[test]
fn high_plays_the_book_move_in_either_orientation() {
    // A book entry with a move and nothing for the children: High takes the stored move (kept
    // for one orientation only) as proven, and every move it plays must be optimal.
    use plot4::solver::book::{book_key, Book, Stored};
    use std::sync::Arc;
    let mut checker = small_solver();
    let mut tested = 0;
    for (moves, score) in set_lines("Test_L2_R1").into_iter().take(40) {
        let board = parse_digits(&moves).unwrap();
        if board == board.mirrored() {
            continue;
        }
        let scores = checker.analyze(&board, &CancelToken::new()).unwrap();
        let best = scores.iter().position(|&s| s == Some(score)).unwrap();
        // The move as seen in the orientation whose own key is the book key.
        let raw = board.current_bits() + board.occupied_bits();
        let stored = if raw == book_key(&board) as u128 {
            best
        } else {
            6 - best
        };
        let book = Book::from_entries(
            board.size(),
            42,
            [(
                book_key(&board),
                Stored {
                    score: score as i8,
                    best: Some(stored as u8),
                },
            )],
        );
        for view in [board, board.mirrored()] {
            for seed in 0..4 {
                let mut engine = small_engine(seed);
                engine.set_book(Some(Arc::new(book.clone())));
                let column = engine
                    .choose(Level::High, &view, &CancelToken::new())
                    .unwrap();
                let reached = score_of_move(&mut checker, &view, column);
                assert_eq!(reached, score, "{moves} seen as {view:?}: column {column}");
            }
        }
        tested += 1;
    }
    assert!(tested >= 30, "only {tested} positions");
}

#[test]
fn high_breaks_ties_among_every_optimal_move() {
    // Middle-game positions with more than one optimal column: over many seeds High must
    // play each of them, and nothing else.
    let mut checker = small_solver();
    let mut tested = 0;
    for (moves, score) in set_lines("Test_L2_R1").into_iter().take(200) {
        let board = parse_digits(&moves).unwrap();
        let optimal: std::collections::BTreeSet<usize> = checker
            .analyze(&board, &CancelToken::new())
            .unwrap()
            .iter()
            .enumerate()
            .filter(|&(_, &s)| s == Some(score))
            .map(|(c, _)| c + 1)
            .collect();
        if optimal.len() < 2 {
            continue;
        }
        let played: std::collections::BTreeSet<usize> = (0..48)
            .map(|seed| {
                let mut engine = small_engine(seed);
                engine.set_book(None);
                engine
                    .choose(Level::High, &board, &CancelToken::new())
                    .unwrap()
                    .number()
            })
            .collect();
        assert_eq!(played, optimal, "{moves} (score {score})");
        tested += 1;
        if tested == 4 {
            break;
        }
    }
    assert_eq!(tested, 4, "the set has positions with tied best moves");
}

#[test]
fn pondering_prepares_an_answer_to_every_reply() {
    // A middle-game position, person to move: after pondering, High's answer to each of their
    // moves is in memory, and it is an optimal one.
    let (moves, _) = set_lines("Test_L2_R1").into_iter().nth(3).unwrap();
    let board = parse_digits(&moves).unwrap();
    let mut engine = small_engine(9);
    engine.set_book(None);
    engine.ponder(&board, &CancelToken::new()).unwrap();
    let mut checker = small_solver();
    for column in board.legal_columns() {
        let reply = board.play(column).unwrap();
        if reply.is_over() {
            continue;
        }
        assert!(engine.knows_answer(&reply), "{moves} then {column}");
        let answer = engine
            .choose(Level::High, &reply, &CancelToken::new())
            .unwrap();
        let best = checker.solve(&reply, &CancelToken::new()).unwrap();
        let got = score_of_move(&mut checker, &reply, answer);
        assert_eq!(got, best, "{moves} then {column}: answer {answer}");
    }
}

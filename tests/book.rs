//! The opening book on real files: built on a small board (where exact solving is instant),
//! checked against the solver, resumed from a journal, written atomically, and rejected
//! cleanly when corrupt.

use plot4::solver::book::{self, book_key, Book, BookError, BuildProgress, Shard};
use plot4::{Board, Size, Solver};

struct Count(usize, usize);

impl BuildProgress for Count {
    fn start(&mut self, _total: usize, already: usize) {
        self.1 = already;
    }
    fn solved(&mut self) {
        self.0 += 1;
    }
}

fn small() -> Size {
    Size::new(5, 4).unwrap()
}

/// A whole book of the small board, built in one process.
fn build_whole(depth: usize, out: &std::path::Path) -> Book {
    book::build(
        &mut Solver::new(),
        small(),
        depth,
        out,
        Shard::WHOLE,
        &mut Count(0, 0),
        &plot4::solver::CancelToken::new(),
    )
    .unwrap()
    .expect("a whole build writes the book")
}

#[test]
fn built_book_matches_the_solver_and_survives_a_reload() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("small.p4b");
    let mut solver = Solver::new();
    let built = book::build(
        &mut solver,
        small(),
        4,
        &out,
        Shard::WHOLE,
        &mut Count(0, 0),
        &plot4::solver::CancelToken::new(),
    )
    .unwrap()
    .unwrap();
    assert_eq!(built.depth(), 4);
    let loaded = Book::load(&out, small()).unwrap();
    assert_eq!(loaded, built);
    // Every position up to depth 4, and its mirror image, has its exact score.
    let mut checker = Solver::new();
    for layer in book::positions_by_ply(small(), 4) {
        for board in layer {
            let exact = checker
                .solve(&board, &plot4::solver::CancelToken::new())
                .unwrap();
            assert_eq!(loaded.score(&board), Some(exact));
            assert_eq!(loaded.score(&board.mirrored()), Some(exact));
            // Its move reaches that score, in either orientation.
            for view in [board, board.mirrored()] {
                let column = loaded.best_move(&view).expect("every entry has a move");
                let child = view.play(column).unwrap();
                let reached = if child.winner().is_some() {
                    (small().cells() as i32 + 1 - view.ply() as i32) / 2
                } else {
                    -checker
                        .solve(&child, &plot4::solver::CancelToken::new())
                        .unwrap()
                };
                assert_eq!(reached, exact, "{view:?} column {column}");
            }
        }
    }
    assert_eq!(loaded.moves(), loaded.len());
    // No temporary file or journal is left behind.
    let names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, vec!["small.p4b".to_string()]);
}

#[test]
fn a_rerun_skips_what_the_journal_holds() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("resume.p4b");
    let leaves = &book::positions_by_ply(small(), 3)[3];
    // A build stopped after three positions left this journal (and a torn last line).
    let mut solver = Solver::new();
    let mut journal = String::new();
    for leaf in &leaves[..3] {
        journal += &format!(
            "{} {}\n",
            book_key(leaf),
            solver
                .solve(leaf, &plot4::solver::CancelToken::new())
                .unwrap()
        );
    }
    journal += "12345";
    std::fs::write(book::journal_path(&out), journal).unwrap();
    let mut progress = Count(0, 0);
    let built = book::build(
        &mut Solver::new(),
        small(),
        3,
        &out,
        Shard::WHOLE,
        &mut progress,
        &plot4::solver::CancelToken::new(),
    )
    .unwrap()
    .unwrap();
    assert_eq!(progress.1, 3, "three positions came from the journal");
    // Lines of journals from before moves were stored give scores only.
    assert_eq!(built.best_move(&leaves[0]), None);
    assert!(built.best_move(&leaves[3]).is_some());
    assert_eq!(progress.0, leaves.len() - 3, "only the rest were solved");
    assert_eq!(
        built.score(&Board::empty(small())),
        Some(
            solver
                .solve(&Board::empty(small()), &plot4::solver::CancelToken::new())
                .unwrap()
        )
    );
}

#[test]
fn corrupt_or_truncated_books_are_errors_not_panics() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("b.p4b");
    let built = build_whole(2, &out);
    let bytes = built.to_bytes();
    let cases: Vec<(&str, Vec<u8>)> = vec![
        ("empty", Vec::new()),
        ("truncated", bytes[..bytes.len() - 4].to_vec()),
        ("header only", bytes[..20].to_vec()),
        ("bad magic", [b"XXXX", &bytes[4..]].concat()),
        ("flipped bit", {
            let mut b = bytes.clone();
            b[30] ^= 0x10;
            b
        }),
    ];
    for (what, data) in cases {
        std::fs::write(&out, &data).unwrap();
        match Book::load(&out, small()) {
            Err(BookError::Corrupt { .. }) => {}
            other => panic!("{what}: expected a corrupt-book error, got {other:?}"),
        }
    }
    assert!(matches!(
        Book::load(&dir.path().join("missing"), small()),
        Err(BookError::Io { .. })
    ));
}

#[test]
fn shards_fill_one_journal_and_the_last_writes_the_book() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("sharded.p4b");
    let first = Shard::new(0, 2).unwrap();
    let second: Shard = "2/2".parse().unwrap();
    let mut progress = Count(0, 0);
    let half = book::build(
        &mut Solver::new(),
        small(),
        4,
        &out,
        first,
        &mut progress,
        &plot4::solver::CancelToken::new(),
    )
    .unwrap();
    assert!(half.is_none(), "half the layer is not a book");
    assert!(!out.exists());
    let solved_by_first = progress.0;
    let mut progress = Count(0, 0);
    let whole = book::build(
        &mut Solver::new(),
        small(),
        4,
        &out,
        second,
        &mut progress,
        &plot4::solver::CancelToken::new(),
    )
    .unwrap()
    .expect("the second shard completes the layer");
    let leaves = book::positions_by_ply(small(), 4)[4].len();
    assert_eq!(
        solved_by_first + progress.0,
        leaves,
        "each leaf solved once"
    );
    let alone = dir.path().join("alone.p4b");
    let reference = book::build(
        &mut Solver::new(),
        small(),
        4,
        &alone,
        Shard::WHOLE,
        &mut progress,
        &plot4::solver::CancelToken::new(),
    )
    .unwrap()
    .unwrap();
    // The same scores (the moves may differ where several reach the score: each process's
    // table proved whichever it met first).
    assert_eq!(whole.len(), reference.len());
    for board in book::positions_by_ply(small(), 4).concat() {
        assert_eq!(whole.score(&board), reference.score(&board));
        assert!(whole.best_move(&board).is_some());
    }
    assert!(!book::journal_path(&out).exists());
}

#[test]
fn shard_text_is_checked() {
    assert_eq!("1/1".parse::<Shard>(), Ok(Shard::WHOLE));
    assert_eq!("2/3".parse::<Shard>().unwrap().to_string(), "2/3");
    for bad in ["0/2", "3/2", "1", "a/b", "1/0", ""] {
        assert!(bad.parse::<Shard>().is_err(), "{bad:?} should be refused");
    }
}

#[test]
fn a_solver_with_a_book_answers_from_it_without_searching() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("lookup.p4b");
    let book = build_whole(3, &out);
    let mut with_book = Solver::new();
    with_book.set_book(Some(std::sync::Arc::new(book)));
    let mut searching = Solver::new();
    for layer in book::positions_by_ply(small(), 4) {
        for board in layer {
            with_book.reset_nodes();
            let score = with_book
                .solve(&board, &plot4::solver::CancelToken::new())
                .unwrap();
            assert_eq!(
                score,
                searching
                    .solve(&board, &plot4::solver::CancelToken::new())
                    .unwrap()
            );
            // Up to the book's depth: a lookup. Beyond it: a search.
            assert_eq!(
                with_book.nodes() == 0,
                board.ply() <= 3,
                "ply {}",
                board.ply()
            );
            assert_eq!(
                with_book
                    .solve_weak(&board, &plot4::solver::CancelToken::new())
                    .unwrap(),
                score.signum(),
                "weak agrees"
            );
        }
    }
}

/// The book shipped in `assets/` (compiled into the binary): every position up to its depth is
/// there, each shallower score is what its children's give, each move reaches its score, and a
/// sample of the deepest positions matches the exact solver.
#[test]
fn the_shipped_book_is_whole_consistent_and_right() {
    use rand::seq::IndexedRandom;
    use rand::SeedableRng;
    let shipped = Book::from_bytes(
        include_bytes!("../assets/book.p4b"),
        Size::STANDARD,
        "assets/book.p4b",
    )
    .unwrap();
    let depth = shipped.depth();
    assert!(depth >= 3, "depth {depth}");
    let layers = book::positions_by_ply(Size::STANDARD, depth);
    assert_eq!(shipped.len(), layers.iter().map(Vec::len).sum::<usize>());
    // A move's value, from the book: the coin wins, or minus the child's score.
    let value = |board: &Board, column| {
        let child = board.play(column).unwrap();
        if child.winner().is_some() {
            (43 - board.ply() as i32) / 2
        } else {
            -shipped
                .score(&child)
                .expect("children of shallower positions are in the book")
        }
    };
    for layer in &layers[..depth] {
        for board in layer {
            let best = board
                .legal_columns()
                .into_iter()
                .map(|c| value(board, c))
                .max();
            assert_eq!(shipped.score(board), best, "{board:?}");
            let column = shipped
                .best_move(board)
                .expect("shallower positions have a move");
            assert_eq!(Some(value(board, column)), best, "{board:?}");
        }
    }
    let mut rng = rand::rngs::StdRng::seed_from_u64(3);
    let mut solver = Solver::new();
    for leaf in layers[depth].sample(&mut rng, 3) {
        let exact = solver
            .solve(leaf, &plot4::solver::CancelToken::new())
            .unwrap();
        assert_eq!(shipped.score(leaf), Some(exact), "{leaf:?}");
        assert_eq!(shipped.score(&leaf.mirrored()), Some(exact));
        if let Some(column) = shipped.best_move(leaf) {
            let child = leaf.play(column).unwrap();
            assert_eq!(
                -solver
                    .solve(&child, &plot4::solver::CancelToken::new())
                    .unwrap(),
                exact,
                "{leaf:?} {column}"
            );
        }
    }
}

//! The opening book on real files: built on a small board (where exact solving is instant),
//! checked against the solver, resumed from a journal, written atomically, and rejected
//! cleanly when corrupt.

use plot4::solver::book::{self, book_key, Book, BookError};
use plot4::solver::book_build::{self, BuildProgress, Shard};
use plot4::{Board, CancelToken, Size, Solver};
use rand::seq::IndexedRandom;
use rand::SeedableRng;
use std::sync::Arc;

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
    book_build::build(
        &mut Solver::new(),
        small(),
        depth,
        out,
        Shard::WHOLE,
        &mut Count(0, 0),
        &CancelToken::new(),
    )
    .unwrap()
    .expect("a whole build writes the book")
}

#[test]
fn built_book_matches_the_solver_and_survives_a_reload() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("small.p4b");
    let mut solver = Solver::new();
    let built = book_build::build(
        &mut solver,
        small(),
        4,
        &out,
        Shard::WHOLE,
        &mut Count(0, 0),
        &CancelToken::new(),
    )
    .unwrap()
    .unwrap();
    assert_eq!(built.depth(), 4);
    let loaded = Book::load(&out, small()).unwrap();
    assert_eq!(loaded, built);
    // Every position up to depth 4, and its mirror image, has its exact score.
    let mut checker = Solver::new();
    for layer in book_build::positions_by_ply(small(), 4) {
        for board in layer {
            let exact = checker.solve(&board, &CancelToken::new()).unwrap();
            assert_eq!(loaded.score(&board), Some(exact));
            assert_eq!(loaded.score(&board.mirrored()), Some(exact));
            // Its move reaches that score, in either orientation.
            for view in [board, board.mirrored()] {
                let column = loaded.best_move(&view).expect("every entry has a move");
                let child = view.play(column).unwrap();
                let reached = if child.winner().is_some() {
                    (small().cells() as i32 + 1 - view.ply() as i32) / 2
                } else {
                    -checker.solve(&child, &CancelToken::new()).unwrap()
                };
                assert_eq!(reached, exact, "{view:?} column {column}");
            }
        }
    }
    assert_eq!(loaded.moves(), loaded.len());
    // No temporary file is left behind; the journal stays, the record of what was solved.
    let mut names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(
        names,
        vec!["small.p4b".to_string(), "small.p4j".to_string()]
    );
    let journal = book::read_journal(&book::journal_path(&out), small()).unwrap();
    assert_eq!(
        journal.len(),
        book_build::positions_by_ply(small(), 4)[4].len()
    );
    for (key, stored) in journal {
        let leaf = book_build::positions_by_ply(small(), 4)[4]
            .iter()
            .find(|b| book_key(b) == key)
            .copied()
            .expect("the journal holds the deepest layer");
        assert_eq!(loaded.score(&leaf), Some(stored.score as i32));
    }
}

/// A journal as the format documents it: header, then key, score and column (255: none) per
/// record.
fn journal_bytes(size: Size, records: &[(u64, i8, u8)]) -> Vec<u8> {
    let mut bytes = b"P4BJ".to_vec();
    bytes.extend_from_slice(&1u16.to_le_bytes());
    bytes.push(size.width() as u8);
    bytes.push(size.height() as u8);
    for &(key, score, column) in records {
        bytes.extend_from_slice(&key.to_le_bytes());
        bytes.push(score as u8);
        bytes.push(column);
    }
    bytes
}

#[test]
fn a_rerun_skips_what_the_journal_holds() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("resume.p4b");
    let leaves = &book_build::positions_by_ply(small(), 3)[3];
    // A build stopped after three positions left this journal (and a torn last record); the
    // first was stored without a move.
    let mut solver = Solver::new();
    let records: Vec<(u64, i8, u8)> = leaves[..3]
        .iter()
        .map(|leaf| {
            let score = solver.solve(leaf, &CancelToken::new()).unwrap() as i8;
            let column = if book_key(leaf) == book_key(&leaves[0]) {
                255
            } else {
                solver.proven_move(leaf).unwrap().1.index() as u8
            };
            (book_key(leaf), score, column)
        })
        .collect();
    let mut journal = journal_bytes(small(), &records);
    journal.extend_from_slice(&[1, 2, 3, 4, 5]);
    let journal_file = book::journal_path(&out);
    std::fs::write(&journal_file, journal).unwrap();
    let mut progress = Count(0, 0);
    let built = book_build::build(
        &mut Solver::new(),
        small(),
        3,
        &out,
        Shard::WHOLE,
        &mut progress,
        &CancelToken::new(),
    )
    .unwrap()
    .unwrap();
    assert_eq!(progress.1, 3, "three positions came from the journal");
    // A record without a move gives the score only.
    assert_eq!(built.best_move(&leaves[0]), None);
    assert!(built.best_move(&leaves[3]).is_some());
    assert_eq!(progress.0, leaves.len() - 3, "only the rest were solved");
    assert_eq!(
        built.score(&Board::empty(small())),
        Some(
            solver
                .solve(&Board::empty(small()), &CancelToken::new())
                .unwrap()
        )
    );
    // The torn record was cut off before the rest were appended: every record reads back.
    let bytes = std::fs::read(&journal_file).unwrap();
    assert_eq!((bytes.len() - 8) % 10, 0);
    let read = book::read_journal(&journal_file, small()).unwrap();
    assert_eq!(read.len(), leaves.len());
    assert_eq!(
        &read[..3].iter().map(|r| r.0).collect::<Vec<_>>(),
        &records.iter().map(|r| r.0).collect::<Vec<_>>()
    );
}

#[test]
fn bad_journals_are_errors_and_a_missing_one_is_empty() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("j.p4j");
    assert!(book::read_journal(&path, small()).unwrap().is_empty());
    let cases: Vec<(&str, Vec<u8>)> = vec![
        ("text", b"12345 3 1\n".to_vec()),
        ("other size", journal_bytes(Size::STANDARD, &[])),
        ("score out of range", journal_bytes(small(), &[(5, 40, 1)])),
        ("column off the board", journal_bytes(small(), &[(5, 1, 5)])),
        ("newer version", {
            let mut b = journal_bytes(small(), &[]);
            b[4] = 2;
            b
        }),
    ];
    for (what, bytes) in cases {
        std::fs::write(&path, bytes).unwrap();
        assert!(book::read_journal(&path, small()).is_err(), "{what}");
        let out = dir.path().join("j.p4b");
        let built = book_build::build(
            &mut Solver::new(),
            small(),
            1,
            &out,
            Shard::WHOLE,
            &mut Count(0, 0),
            &CancelToken::new(),
        );
        assert!(built.is_err(), "a build refuses a bad journal ({what})");
    }
}

#[test]
fn a_level_being_built_answers_what_it_holds() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("partial.p4b");
    build_whole(3, &out);
    // Half the next level: the book is not rewritten, the journal holds the half.
    let half = book_build::build(
        &mut Solver::new(),
        small(),
        4,
        &out,
        Shard::new(0, 2).unwrap(),
        &mut Count(0, 0),
        &CancelToken::new(),
    )
    .unwrap();
    assert!(half.is_none());
    let journal: std::collections::HashMap<u64, book::Stored> =
        book::read_journal(&book::journal_path(&out), small())
            .unwrap()
            .into_iter()
            .collect();
    let loaded = Arc::new(Book::load(&out, small()).unwrap());
    assert_eq!(loaded.depth(), 3, "the book's complete depth is unchanged");
    let per_ply = loaded.stored_per_ply();
    let leaves = &book_build::positions_by_ply(small(), 4)[4];
    let held = leaves
        .iter()
        .filter(|b| journal.contains_key(&book_key(b)))
        .count();
    assert!(held > 0 && held < leaves.len());
    assert_eq!(per_ply[4], held);
    let mut with_book = Solver::new();
    with_book.set_book(Some(Arc::clone(&loaded)));
    let mut searching = Solver::new();
    for leaf in leaves {
        let exact = searching.solve(leaf, &CancelToken::new()).unwrap();
        let in_journal = journal.contains_key(&book_key(leaf));
        assert_eq!(loaded.score(leaf), in_journal.then_some(exact));
        with_book.reset_nodes();
        assert_eq!(with_book.solve(leaf, &CancelToken::new()).unwrap(), exact);
        assert_eq!(
            with_book.nodes() == 0,
            in_journal,
            "found: a lookup; else a search"
        );
    }
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
    let half = book_build::build(
        &mut Solver::new(),
        small(),
        4,
        &out,
        first,
        &mut progress,
        &CancelToken::new(),
    )
    .unwrap();
    assert!(half.is_none(), "half the layer is not a book");
    assert!(!out.exists());
    let solved_by_first = progress.0;
    let mut progress = Count(0, 0);
    let whole = book_build::build(
        &mut Solver::new(),
        small(),
        4,
        &out,
        second,
        &mut progress,
        &CancelToken::new(),
    )
    .unwrap()
    .expect("the second shard completes the layer");
    let leaves = book_build::positions_by_ply(small(), 4)[4].len();
    assert_eq!(
        solved_by_first + progress.0,
        leaves,
        "each leaf solved once"
    );
    let alone = dir.path().join("alone.p4b");
    let reference = book_build::build(
        &mut Solver::new(),
        small(),
        4,
        &alone,
        Shard::WHOLE,
        &mut progress,
        &CancelToken::new(),
    )
    .unwrap()
    .unwrap();
    // The same scores (the moves may differ where several reach the score: each process's
    // table proved whichever it met first).
    assert_eq!(whole.len(), reference.len());
    for board in book_build::positions_by_ply(small(), 4).concat() {
        assert_eq!(whole.score(&board), reference.score(&board));
        assert!(whole.best_move(&board).is_some());
    }
    // The journal holds each leaf once.
    let journal = book::read_journal(&book::journal_path(&out), small()).unwrap();
    assert_eq!(journal.len(), leaves);
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
    for layer in book_build::positions_by_ply(small(), 4) {
        for board in layer {
            with_book.reset_nodes();
            let score = with_book.solve(&board, &CancelToken::new()).unwrap();
            assert_eq!(score, searching.solve(&board, &CancelToken::new()).unwrap());
            // Up to the book's depth: a lookup. Beyond it: a search.
            assert_eq!(
                with_book.nodes() == 0,
                board.ply() <= 3,
                "ply {}",
                board.ply()
            );
            assert_eq!(
                with_book.solve_weak(&board, &CancelToken::new()).unwrap(),
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
    let shipped = Book::shipped().unwrap();
    let depth = shipped.depth();
    assert!(depth >= 5, "depth {depth}");
    let layers = book_build::positions_by_ply(Size::STANDARD, depth);
    let per_ply = shipped.stored_per_ply();
    for (ply, layer) in layers.iter().enumerate() {
        assert_eq!(per_ply[ply], layer.len(), "ply {ply} is whole");
    }
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
        check_against_the_solver(&shipped, leaf, &mut solver);
    }
}

/// The book's score of `board` is the solver's, in both orientations, and its move reaches it.
fn check_against_the_solver(book: &Book, board: &Board, solver: &mut Solver) {
    let exact = solver.solve(board, &CancelToken::new()).unwrap();
    assert_eq!(book.score(board), Some(exact), "{board:?}");
    assert_eq!(book.score(&board.mirrored()), Some(exact));
    if let Some(column) = book.best_move(board) {
        let child = board.play(column).unwrap();
        let reached = if child.winner().is_some() {
            (43 - board.ply() as i32) / 2
        } else {
            -solver.solve(&child, &CancelToken::new()).unwrap()
        };
        assert_eq!(reached, exact, "{board:?} {column}");
    }
}

/// The committed journal (`assets/book.p4j`, what a fresh clone's build resumes from, compiled
/// in with the book): it reads, every record is a position past the book's depth or agrees
/// with the book, and a sample of the positions past the depth matches the solver.
#[test]
fn the_committed_journal_reads_and_is_right() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/book.p4j");
    let journal = book::read_journal(&path, Size::STANDARD).unwrap();
    let shipped = Book::shipped().unwrap();
    let deepest = journal
        .iter()
        .map(|&(key, _)| book::ply_of_key(Size::STANDARD, key))
        .max()
        .unwrap_or(0);
    let positions: std::collections::HashMap<u64, Board> =
        book_build::positions_by_ply(Size::STANDARD, deepest)
            .into_iter()
            .flatten()
            .map(|b| (book_key(&b), b))
            .collect();
    let mut past_depth = Vec::new();
    for &(key, stored) in &journal {
        let board = positions
            .get(&key)
            .expect("every record is a position of the game");
        assert_eq!(shipped.score(board), Some(stored.score as i32));
        if board.ply() > shipped.depth() {
            past_depth.push(*board);
        }
    }
    // What a build resumes from: the shipped book's count per ply is the journal's past it.
    let per_ply = shipped.stored_per_ply();
    for (ply, &stored) in per_ply.iter().enumerate().skip(shipped.depth() + 1) {
        assert_eq!(stored, past_depth.iter().filter(|b| b.ply() == ply).count());
    }
    let mut rng = rand::rngs::StdRng::seed_from_u64(14);
    let mut solver = Solver::new();
    for board in past_depth.sample(&mut rng, 2) {
        check_against_the_solver(&shipped, board, &mut solver);
    }
}

/// `plot4` itself, as a subprocess.
fn plot4(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_plot4"))
        .args(args)
        .output()
        .unwrap()
}

#[test]
fn book_info_shows_completeness_per_ply() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("b.p4b");
    let shipped = Book::shipped().unwrap();
    shipped.save(&out).unwrap();
    let info = plot4(&["book", "info", out.to_str().unwrap()]);
    assert!(info.status.success());
    let text = String::from_utf8(info.stdout).unwrap();
    assert!(
        text.contains(&format!("depth {}, ", shipped.depth())),
        "{text}"
    );
    // Ply 2: the 25 positions there are, up to mirroring, all stored.
    assert!(
        text.lines().any(|l| l.trim() == "2  25  25  100.0%"),
        "{text}"
    );
    let journal = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/book.p4j");
    let info = plot4(&["book", "info", journal.to_str().unwrap()]);
    assert!(info.status.success());
    assert!(String::from_utf8(info.stdout)
        .unwrap()
        .contains("journal, "));
}

#[test]
fn table_sizes_out_of_range_or_not_allocatable_are_one_line_errors() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("t.p4b");
    let out = out.to_str().unwrap();
    for size in ["0", "4097"] {
        let run = plot4(&[
            "book",
            "build",
            "--depth",
            "1",
            "--out",
            out,
            "--table-mib",
            size,
        ]);
        assert_eq!(run.status.code(), Some(2));
        let err = String::from_utf8(run.stderr).unwrap();
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(err.contains("--table-mib"), "{err}");
    }
    // Under a 1 GiB address-space limit, a 4 GiB table cannot be had.
    let run = std::process::Command::new("sh")
        .arg("-c")
        .arg(format!(
            "ulimit -v 1048576; exec '{}' book build --depth 1 --out '{out}' --table-mib 4096",
            env!("CARGO_BIN_EXE_plot4")
        ))
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(2));
    let err = String::from_utf8(run.stderr).unwrap();
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("cannot allocate"), "{err}");
}

#[test]
fn a_build_resumes_from_the_committed_journal() {
    // A fresh clone: the committed book and journal, and `plot4 book build` of the next level.
    let assets = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("book.p4b");
    std::fs::copy(assets.join("book.p4b"), &out).unwrap();
    std::fs::copy(assets.join("book.p4j"), book::journal_path(&out)).unwrap();
    let shipped = Book::shipped().unwrap();
    let next = shipped.depth() + 1;
    let leaves = &book_build::positions_by_ply(Size::STANDARD, next)[next];
    let held = leaves.iter().filter(|b| shipped.score(b).is_some()).count();
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_plot4"))
        .args(["book", "build", "--depth", &next.to_string()])
        .arg("--out")
        .arg(&out)
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Its first line says where it starts; the rest (hours of solving) is not waited for.
    let mut first = String::new();
    std::io::BufRead::read_line(
        &mut std::io::BufReader::new(child.stderr.take().unwrap()),
        &mut first,
    )
    .unwrap();
    child.kill().unwrap();
    child.wait().unwrap();
    assert_eq!(
        first.trim(),
        format!(
            "{held} of {} positions of this share already solved (journal)",
            leaves.len()
        )
    );
}

//! The `plot4` binary under a hostile user and environment (issue 15): a closed output pipe,
//! bytes that are not UTF-8, a broken `PLOT4_BOOK`, input with line breaks or of huge length,
//! a missing subcommand, thread counts out of range or that cannot start. Each answer is exit
//! 0 or a one-line error with exit 2, never a panic.

use crate::common;

use common::command_line::{assert_one_line_error, command, run, stderr};

use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

/// A deep position High solves at once without a book (the book covers only the opening).
const LATE_POSITION: &str = "4724534533634341346672612626177755575111";

/// A position the solver scores (-1) at once.
const QUICK_POSITION: &str = "2252576253462244111563365343671351441";

/// The output stream a test closes.
#[derive(Clone, Copy)]
enum Closed {
    /// Standard output, as `| head` leaves it once it has its lines.
    Output,
    /// Standard error, as `2>&1 | head` leaves it.
    Errors,
}

/// Runs `args` with one output stream a pipe whose reader is already gone, the other captured,
/// and `stdin` as input.
fn with_closed(closed: Closed, args: &[&str], stdin: &[u8]) -> Output {
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    let mut command = command();
    command.args(args).stdin(Stdio::piped());
    match closed {
        Closed::Output => command.stdout(writer).stderr(Stdio::piped()),
        Closed::Errors => command.stdout(Stdio::piped()).stderr(writer),
    };
    let mut child = command.spawn().expect("the plot4 binary runs");
    let mut input = child.stdin.take().unwrap();
    let _ = input.write_all(stdin);
    drop(input);
    child.wait_with_output().unwrap()
}

/// Every subcommand that prints: (arguments, standard input).
fn printing_commands(scratch: &Path) -> Vec<(Vec<String>, Vec<u8>)> {
    let kata = scratch.join("kata.txt");
    std::fs::write(&kata, "A_Red, B_Yellow, A_Red").unwrap();
    let book = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/book.p4b");
    let set = scratch.join("Tiny_Set");
    std::fs::write(&set, "4453 -2\n").unwrap();
    let positions = scratch.join("positions.txt");
    std::fs::write(&positions, "4453\n").unwrap();
    let owned = |args: &[&str]| args.iter().map(|a| a.to_string()).collect::<Vec<_>>();
    vec![
        (
            owned(&["solve"]),
            format!("4453\n{QUICK_POSITION}\n").into_bytes(),
        ),
        (owned(&["analyze", "4453"]), vec![]),
        (owned(&["judge", kata.to_str().unwrap()]), vec![]),
        (owned(&["judge"]), b"A_Red, B_Yellow".to_vec()),
        (owned(&["show", "4453"]), vec![]),
        (owned(&["move", "--level", "low", "4453"]), vec![]),
        (
            owned(&[
                "match", "--red", "random", "--yellow", "low", "--games", "3",
            ]),
            vec![],
        ),
        (
            owned(&["play", "--red", "random", "--yellow", "low", "--seed", "3"]),
            vec![],
        ),
        (
            owned(&[
                "bench",
                "--dir",
                scratch.to_str().unwrap(),
                "--set",
                "Tiny_Set",
            ]),
            vec![],
        ),
        (
            owned(&["bench-ai", "--level", "low", positions.to_str().unwrap()]),
            vec![],
        ),
        (owned(&["book", "info", book]), vec![]),
        (owned(&["--help"]), vec![]),
        (owned(&["show", "--help"]), vec![]),
        (owned(&["--version"]), vec![]),
    ]
}

#[test]
fn a_closed_output_pipe_ends_every_subcommand_quietly() {
    let scratch = tempfile::tempdir().unwrap();
    for (args, stdin) in printing_commands(scratch.path()) {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let out = with_closed(Closed::Output, &args, &stdin);
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(0), "{args:?}: {err}");
        assert!(err.is_empty(), "{args:?} said something: {err}");
    }
}

#[test]
fn a_closed_error_pipe_loses_the_notes_and_not_the_answers() {
    // Each writes to standard error: the per-position figures, a rejected line, the closing
    // error, a bad argument. Before, the first of them panicked (exit 101).
    let input = format!("4453\nxx\n{QUICK_POSITION}\n");
    let out = with_closed(Closed::Errors, &["solve", "--stats"], input.as_bytes());
    assert_eq!(
        out.status.code(),
        Some(2),
        "the invalid line is still counted"
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        format!("4453 -2\n{QUICK_POSITION} -1\n")
    );
    let out = with_closed(Closed::Errors, &["solve", "--no-such-option"], b"");
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn solve_reports_a_line_that_is_not_utf8_and_solves_the_rest() {
    let input = [&b"4453\n\xff\xfe\n"[..], QUICK_POSITION.as_bytes(), b"\n"].concat();
    let out = run(command().arg("solve"), &input);
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        format!("4453 -2\n{QUICK_POSITION} -1\n")
    );
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert_eq!(
        err.lines().collect::<Vec<_>>(),
        [
            "line 2: invalid position: not UTF-8 text",
            "plot4: 1 invalid line(s)"
        ]
    );
}

#[test]
fn solve_stats_gives_nodes_and_time_per_position() {
    let input = format!("4453\n{QUICK_POSITION}\n");
    let out = run(command().args(["solve", "--stats"]), input.as_bytes());
    assert!(out.status.success(), "{}", stderr(&out));
    let err = stderr(&out);
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 2, "{err}");
    for (line, position) in lines.iter().zip(["4453", QUICK_POSITION]) {
        let fields: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(fields[..2], [position, "nodes"], "{line}");
        let nodes: u64 = fields[2].parse().expect("a node count");
        assert!(nodes > 0, "{line}");
        assert_eq!(fields[3], "time", "{line}");
        assert!(
            fields[4].parse::<f64>().is_ok() && fields[5] == "ms",
            "{line}"
        );
    }
}

/// Broken books of every kind, each with a word its warning must contain.
fn broken_books(scratch: &Path) -> Vec<(std::path::PathBuf, &'static str)> {
    let shipped = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/assets/book.p4b")).unwrap();
    let write = |name: &str, bytes: &[u8]| {
        let path = scratch.join(name);
        std::fs::write(&path, bytes).unwrap();
        path
    };
    vec![
        (scratch.join("missing.p4b"), "no opening book"),
        (write("empty.p4b", b""), "not a valid opening book"),
        (
            write("truncated.p4b", &shipped[..shipped.len() / 2]),
            "not a valid opening book",
        ),
        (
            write("noise.p4b", &[0x5a; 4096]),
            "not a valid opening book",
        ),
        (scratch.to_path_buf(), "directory"),
    ]
}

#[test]
fn a_broken_plot4_book_is_one_warning_naming_the_file() {
    let scratch = tempfile::tempdir().unwrap();
    for (book, problem) in broken_books(scratch.path()) {
        let out = run(
            command()
                .args(["move", "--level", "high", LATE_POSITION])
                .env("PLOT4_BOOK", &book),
            b"",
        );
        let err = stderr(&out);
        assert!(out.status.success(), "{book:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{book:?}: {err}");
        assert!(
            err.starts_with("plot4: warning: ")
                && err.contains(book.to_str().unwrap())
                && err.contains(problem),
            "{book:?}: {err}"
        );
    }
}

#[test]
fn bench_book_blames_plot4_book_not_the_shipped_one() {
    let scratch = tempfile::tempdir().unwrap();
    std::fs::write(scratch.path().join("Tiny_Set"), "4453 -2\n").unwrap();
    let book = scratch.path().join("empty.p4b");
    std::fs::write(&book, b"").unwrap();
    let out = run(
        command()
            .args(["bench", "--set", "Tiny_Set", "--book", "--dir"])
            .arg(scratch.path())
            .env("PLOT4_BOOK", &book),
        b"",
    );
    let err = stderr(&out);
    assert_eq!(out.status.code(), Some(2), "{err}");
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 2, "a warning and the error: {err}");
    assert!(lines[0].starts_with("plot4: warning: "), "{err}");
    assert!(
        lines[1].contains("PLOT4_BOOK") && !lines[1].contains("shipped"),
        "{err}"
    );
}

#[test]
fn input_in_errors_is_one_quoted_line_of_sensible_length() {
    let out = run(command().args(["show", "44\n53"]), b"");
    assert_one_line_error(&out, r"move 3 ('\n'): '\n' is not a column digit");
    let out = run(command().args(["analyze", "44\r53"]), b"");
    assert_one_line_error(&out, r"'\r'");
    let out = run(
        command().args(["move", "--level", "low", "4\u{1b}[2J"]),
        b"",
    );
    assert_one_line_error(&out, r"'\u{1b}'");

    let huge = format!("{}_Red", "A".repeat(10_000));
    let out = run(command().arg("judge"), huge.as_bytes());
    let err = assert_one_line_error(&out, "(10004 characters)");
    assert!(err.len() < 300, "{} bytes: {err}", err.len());

    let json = "[\n  \"A_Red\",\n  3\n]\n";
    let out = run(command().arg("judge"), json.as_bytes());
    assert_one_line_error(&out, "not a JSON array of strings");

    let out = run(
        command().args(["match", "--red", "hi\ngh", "--yellow", "low"]),
        b"",
    );
    assert_one_line_error(&out, r"invalid --red: unknown level 'hi\ngh'");
    let out = run(command().args(["--frobnicate\n"]), b"");
    assert_one_line_error(&out, r"unexpected argument '--frobnicate\n'");
}

#[test]
fn book_without_a_subcommand_is_an_error() {
    let out = run(command().arg("book"), b"");
    assert_one_line_error(&out, "a subcommand is missing; usage: plot4 book");
    assert!(out.stdout.is_empty());
}

#[test]
fn thread_counts_outside_the_range_are_refused() {
    for subcommand in ["solve", "bench"] {
        for threads in ["0", "65", "1000"] {
            let out = run(command().args([subcommand, "--threads", threads]), b"");
            assert_one_line_error(&out, &format!("invalid --threads '{threads}'"));
        }
    }
}

/// Runs `plot4 solve --threads N` on one position under a virtual-memory limit in KiB.
fn solve_under_memory_limit(kib: u64, threads: u64) -> Output {
    run(
        Command::new("bash")
            .arg("-c")
            .arg(format!(
                "ulimit -v {kib} && exec \"$0\" solve --threads {threads}"
            ))
            .arg(env!("CARGO_BIN_EXE_plot4"))
            .env_remove("RUST_LOG"),
        b"4453\n",
    )
}

#[test]
fn threads_that_cannot_start_are_a_one_line_error() {
    // The smallest limit (in 16 MiB steps) under which one thread solves: 63 more threads'
    // stacks cannot fit there.
    let limit = (4..64)
        .map(|step| step * 16 * 1024)
        .find(|&kib| solve_under_memory_limit(kib, 1).status.success())
        .expect("one thread solves with 1 GiB of address space");
    let out = solve_under_memory_limit(limit, 64);
    assert_one_line_error(&out, "cannot start 64 search threads");
}

/// Hostile conditions for every subcommand: closed standard input, input that is not UTF-8,
/// a huge line, an unreadable file. Each ends with exit 0 or 2 and no panic.
#[test]
fn every_subcommand_survives_hostile_input() {
    let scratch = tempfile::tempdir().unwrap();
    let not_utf8 = scratch.path().join("not-utf8.txt");
    std::fs::write(&not_utf8, b"\xff\xfe\x00garbage\n").unwrap();
    let unreadable = scratch.path().join("a-directory");
    std::fs::create_dir(&unreadable).unwrap();
    let huge_line = "4".repeat(1 << 20);
    let files = [
        not_utf8.to_str().unwrap(),
        unreadable.to_str().unwrap(),
        "/no/such/file",
    ];
    let mut cases: Vec<(Vec<String>, Vec<u8>)> = Vec::new();
    let owned = |args: &[&str]| args.iter().map(|a| a.to_string()).collect::<Vec<_>>();
    for stdin in [
        Vec::new(),
        b"\xff\xfe\n\x00\n".to_vec(),
        huge_line.clone().into_bytes(),
    ] {
        cases.push((owned(&["solve"]), stdin.clone()));
        cases.push((owned(&["judge"]), stdin.clone()));
    }
    for file in files {
        cases.push((owned(&["judge", file]), vec![]));
        cases.push((owned(&["book", "info", file]), vec![]));
        cases.push((owned(&["bench-ai", "--level", "random", file]), vec![]));
        cases.push((
            owned(&["move", "--level", "high", "--book", file, LATE_POSITION]),
            vec![],
        ));
        cases.push((
            owned(&["bench", "--set", "Tiny", "--limit", "1", "--dir", file]),
            vec![],
        ));
    }
    // An argument may be at most 128 KiB long on Linux.
    let huge_argument = "4".repeat(100_000);
    // (Not the empty board: analysing it is a long search, not hostile input.)
    for bad in ["\u{fffd}", huge_argument.as_str(), "4\n4", "12x"] {
        cases.push((owned(&["show", bad]), vec![]));
        cases.push((owned(&["analyze", bad]), vec![]));
        cases.push((owned(&["move", "--level", "low", bad]), vec![]));
        cases.push((owned(&["--position", bad, "--red", "human"]), vec![]));
        cases.push((owned(&["match", "--red", bad, "--yellow", "low"]), vec![]));
    }
    for (args, stdin) in cases {
        let short: Vec<String> = args.iter().map(|a| a.chars().take(20).collect()).collect();
        for closed_stdout in [false, true] {
            let out = if closed_stdout {
                with_closed(
                    Closed::Output,
                    &args.iter().map(String::as_str).collect::<Vec<_>>(),
                    &stdin,
                )
            } else {
                run(command().args(&args), &stdin)
            };
            let err = stderr(&out);
            assert!(
                matches!(out.status.code(), Some(0 | 2)),
                "{short:?}: {:?} {err}",
                out.status
            );
            assert!(!err.contains("panicked"), "{short:?}: {err}");
            assert!(err.len() < 2000, "{short:?}: {} bytes on stderr", err.len());
        }
    }
}

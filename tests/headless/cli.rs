//! The `plot4` command line as a real subprocess: exact output for good input, exit code 2 and
//! a one-line message for bad input.

use crate::common;

use common::command_line::{assert_one_line_error, command, plot4, stderr, stdout};

#[test]
fn solve_prints_one_score_per_line() {
    let out = plot4(
        &["solve"],
        "2252576253462244111563365343671351441 -1\n7422341735647741166133573473242566\n",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        "2252576253462244111563365343671351441 -1\n7422341735647741166133573473242566 1\n"
    );
}

#[test]
fn solve_weak_prints_the_sign() {
    let out = plot4(
        &["solve", "--weak"],
        "37313333717124171162542\n6614446666373154\n",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        stdout(&out),
        "37313333717124171162542 1\n6614446666373154 -1\n"
    );
}

#[test]
fn solve_reports_bad_lines_and_solves_the_rest() {
    let draw = "643426421252361677317153414534371522655677";
    let input =
        format!("0\n8\n4444444\n12a\n{draw}4\n12121212\n2252576253462244111563365343671351441\n");
    let out = plot4(&["solve"], &input);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(stdout(&out), "2252576253462244111563365343671351441 -1\n");
    let err = stderr(&out);
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 7, "{err}");
    assert!(
        lines[0].starts_with("line 1:") && lines[0].contains("column 0 is out of range"),
        "{err}"
    );
    assert!(
        lines[1].starts_with("line 2:") && lines[1].contains("column 8 is out of range"),
        "{err}"
    );
    assert!(lines[2].contains("move 7 ('4'): column 4 is full"), "{err}");
    assert!(
        lines[3].contains("move 3 ('a'): 'a' is not a column digit"),
        "{err}"
    );
    assert!(
        lines[4].starts_with("line 5:") && lines[4].contains("move 43"),
        "{err}"
    );
    assert!(
        lines[5].contains("move 8 ('2'): the game is already over: Red has won"),
        "{err}"
    );
    assert!(lines[6].contains("6 invalid line(s)"), "{err}");
}

#[test]
fn solve_reads_the_first_token_of_each_line() {
    let out = plot4(&["solve", "--weak"], "444444 and anything after it\n");
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out), "444444 1\n");
}

#[test]
fn analyze_prints_each_column_and_the_best() {
    // Pons' set L2_R1: 37313333717124171162542 scores 3 for the side to move.
    let out = plot4(&["analyze", "37313333717124171162542"], "");
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{text}");
    let scores: Vec<&str> = lines[0].split(' ').collect();
    assert_eq!(scores.len(), 7);
    assert_eq!(scores[2], "-", "column 3 is full: {text}");
    let best: usize = lines[1].strip_prefix("best: ").unwrap().parse().unwrap();
    assert_eq!(scores[best - 1], "3", "{text}");
    assert!(scores
        .iter()
        .filter(|s| **s != "-")
        .all(|s| s.parse::<i32>().unwrap() <= 3));
}

#[test]
fn analyze_refuses_bad_and_finished_positions() {
    assert_one_line_error(&plot4(&["analyze", "12a"], ""), "move 3 ('a')");
    assert_one_line_error(
        &plot4(&["analyze", "1212121"], ""),
        "the game is over, Red has won",
    );
}

#[test]
fn show_prints_the_grid() {
    let out = plot4(&["show", "4453"], "");
    assert!(out.status.success());
    assert_eq!(
        stdout(&out),
        ". . . . . . .\n\
         . . . . . . .\n\
         . . . . . . .\n\
         . . . . . . .\n\
         . . . O . . .\n\
         . . O X X . .\n\
         1 2 3 4 5 6 7\n"
    );
}

#[test]
fn show_refuses_each_kind_of_bad_position() {
    let draw = "643426421252361677317153414534371522655677";
    let cases = [
        ("0", "move 1 ('0'): column 0 is out of range (1-7)"),
        ("8", "move 1 ('8'): column 8 is out of range (1-7)"),
        ("4444444", "move 7 ('4'): column 4 is full"),
        ("12a", "move 3 ('a'): 'a' is not a column digit"),
        (
            "121212123",
            "move 8 ('2'): the game is already over: Red has won",
        ),
    ];
    for (position, message) in cases {
        assert_one_line_error(&plot4(&["show", position], ""), message);
    }
    assert_one_line_error(&plot4(&["show", &format!("{draw}1")], ""), "move 43 ('1')");
}

#[test]
fn judge_reads_a_file_or_standard_input() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.json");
    std::fs::write(
        &path,
        r#"["A_Red", "B_Yellow", "A_Red", "B_Yellow", "A_Red", "B_Yellow", "G_Red", "B_Yellow"]"#,
    )
    .unwrap();
    let out = plot4(&["judge", path.to_str().unwrap()], "");
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out), "Yellow\n");
    let out = plot4(
        &["judge"],
        "A_Red B_Yellow A_Red B_Yellow A_Red B_Yellow A_Red",
    );
    assert_eq!(stdout(&out), "Red\n");
    let out = plot4(&["judge"], "A_Red, B_Yellow");
    assert_eq!(stdout(&out), "Draw\n");
}

#[test]
fn judge_refuses_bad_lists() {
    assert_one_line_error(
        &plot4(
            &["judge"],
            "A_Red A_Yellow A_Red A_Yellow A_Red A_Yellow A_Red",
        ),
        "move 7 ('A_Red'): column 1 is full",
    );
    assert_one_line_error(
        &plot4(&["judge"], "A_Red Q_Yellow"),
        "move 2 ('Q_Yellow'): unknown column letter",
    );
    assert_one_line_error(
        &plot4(&["judge"], "A_Red B_Green"),
        "move 2 ('B_Green'): unknown colour",
    );
    assert_one_line_error(
        &plot4(&["judge"], "A_Red B_Red"),
        "move 2 ('B_Red'): Red moved out of turn",
    );
    assert_one_line_error(
        &plot4(&["judge", "/no/such/file"], ""),
        "cannot read '/no/such/file'",
    );
}

#[test]
fn bench_runs_a_set_and_prints_tsv() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/solver-bench");
    let out = plot4(
        &[
            "bench",
            "--set",
            "Test_L3_R1",
            "--limit",
            "50",
            "--tsv",
            "--dir",
            dir.to_str().unwrap(),
        ],
        "",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "set\tpositions\tmismatches\tmean_us\tmedian_us\tmax_us\tmean_nodes\tp95_us"
    );
    let row: Vec<&str> = lines[1].split('\t').collect();
    assert_eq!(&row[..3], &["Test_L3_R1", "50", "0"]);
}

#[test]
fn bench_analyze_times_every_column_and_reports_a_wrong_score() {
    // The hint set's last positions (20 coins) are quick to analyse.
    let set =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/hint_positions.txt");
    let text = std::fs::read_to_string(set).unwrap();
    let last: Vec<&str> = text.lines().rev().take(3).collect();
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("right"), last.join("\n")).unwrap();
    let args = [
        "bench",
        "--analyze",
        "--tsv",
        "--dir",
        dir.path().to_str().unwrap(),
    ];
    let out = plot4(&[&args[..], &["--set", "right"]].concat(), "");
    assert!(out.status.success(), "{}", stderr(&out));
    let row = stdout(&out).lines().nth(1).unwrap().to_string();
    assert!(row.starts_with("right\t3\t0\t"), "{row}");

    // One column's score changed: a mismatch, named on standard error, and a failed run.
    let (moves, scores) = last[0].split_once(' ').unwrap();
    let mut wrong: Vec<String> = scores.split(' ').map(str::to_string).collect();
    let column = wrong.iter().position(|s| s != "-").unwrap();
    wrong[column] = (wrong[column].parse::<i32>().unwrap() + 1).to_string();
    std::fs::write(
        dir.path().join("wrong"),
        format!("{moves} {}", wrong.join(" ")),
    )
    .unwrap();
    let out = plot4(&[&args[..], &["--set", "wrong"]].concat(), "");
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains(moves), "{}", stderr(&out));
    assert!(stdout(&out)
        .lines()
        .nth(1)
        .unwrap()
        .starts_with("wrong\t1\t1\t"));
}

#[test]
fn bench_with_a_book_uses_the_shipped_one_or_refuses_a_bad_file() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/solver-bench");
    let dir = dir.to_str().unwrap();
    let args = ["bench", "--set", "Test_L1_R1", "--limit", "20", "--tsv"];
    let out = plot4(&[&args[..], &["--dir", dir, "--book"]].concat(), "");
    assert!(out.status.success(), "{}", stderr(&out));
    let row = stdout(&out).lines().nth(1).unwrap().to_string();
    assert!(row.starts_with("Test_L1_R1\t20\t0\t"), "{row}");

    let scratch = tempfile::tempdir().unwrap();
    let bad = scratch.path().join("bad.p4b");
    std::fs::write(&bad, b"P4BK but not really a book").unwrap();
    let out = plot4(
        &[&args[..], &["--dir", dir, "--book", bad.to_str().unwrap()]].concat(),
        "",
    );
    assert_one_line_error(&out, "not a valid opening book");
}

#[test]
fn bad_or_missing_arguments_are_one_line_naming_them() {
    assert_one_line_error(
        &plot4(&["book", "build", "--depth", "2", "--shard", "3/2"], ""),
        "invalid --shard: shard '3/2'",
    );
    assert_one_line_error(&plot4(&["match", "--red", "low"], ""), "--yellow");
    assert_one_line_error(&plot4(&["solve", "--threads", "x"], ""), "--threads");
    assert_one_line_error(&plot4(&["bench", "--nope"], ""), "'--nope'");
    // Help is not an error.
    let help = plot4(&["book", "build", "--help"], "");
    assert!(help.status.success());
    assert!(stdout(&help).contains("--shard"));
}

/// Built without the `gui` feature (`cargo test --no-default-features --test headless cli::`), the binary
/// has no window: `plot4` alone says so in one line.
#[cfg(not(feature = "gui"))]
#[test]
fn without_the_gui_feature_plot4_alone_says_there_is_no_window() {
    let out = plot4(&[], "");
    assert_one_line_error(&out, "this build of plot4 has no game window");
    assert!(out.stdout.is_empty());
}

/// Every library `plot4`'s process has mapped, by file name, once it has answered one line of
/// `solve` (so the dynamic loader is long done), while it waits for the next.
#[cfg(target_os = "linux")]
fn libraries_of_a_solve() -> Vec<String> {
    use std::io::{BufRead, BufReader, Write};
    use std::process::Stdio;
    let mut child = command()
        .arg("solve")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the plot4 binary runs");
    let mut input = child.stdin.take().expect("stdin is piped");
    writeln!(input, "4453").expect("plot4 reads its input");
    let mut answer = String::new();
    BufReader::new(child.stdout.take().expect("stdout is piped"))
        .read_line(&mut answer)
        .expect("plot4 answers");
    assert!(!answer.trim().is_empty(), "no answer from solve");
    let maps = std::fs::read_to_string(format!("/proc/{}/maps", child.id()))
        .expect("the process's maps are readable while it runs");
    drop(input);
    child.wait().expect("plot4 ends");
    maps.lines()
        .filter_map(|line| line.split_whitespace().nth(5))
        .filter_map(|path| path.rsplit('/').next())
        .filter(|name| name.contains(".so"))
        .map(str::to_string)
        .collect()
}

#[test]
#[cfg(target_os = "linux")]
fn a_solve_loads_the_c_library_but_never_the_sound_library() {
    let libraries = libraries_of_a_solve();
    assert!(
        libraries.iter().any(|l| l.starts_with("libc.so")),
        "the maps were read too early, or wrongly: {libraries:?}"
    );
    assert!(
        !libraries.iter().any(|l| l.starts_with("libasound")),
        "ALSA is loaded only when the window plays a sound: {libraries:?}"
    );
}

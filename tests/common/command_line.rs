//! The `plot4` binary as a subprocess, as a user runs it from a shell: what the command-line
//! tests share.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// `plot4` with an environment that cannot change what it prints: no log level, no book or
/// data folder of the caller's, no display (a missing subcommand must not open a window).
pub fn command() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_plot4"));
    command
        .env_remove("RUST_LOG")
        .env_remove("PLOT4_BOOK")
        .env_remove("PLOT4_DATA_DIR")
        .env_remove("DISPLAY");
    command
}

/// Runs `command` with `stdin` as its input; returns its output.
pub fn run(command: &mut Command, stdin: &[u8]) -> Output {
    let mut child = command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the plot4 binary runs");
    let mut input = child.stdin.take().expect("stdin is piped");
    // The binary may stop reading early (an error): a closed pipe here is its business.
    let _ = input.write_all(stdin);
    drop(input);
    child.wait_with_output().expect("plot4 ends")
}

/// Runs `plot4 args…` with `stdin` as its input; returns its output.
pub fn plot4(args: &[&str], stdin: &str) -> Output {
    run(command().args(args), stdin.as_bytes())
}

/// What the command printed on standard output (invalid UTF-8 shown replaced).
pub fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// What the command printed on standard error (invalid UTF-8 shown replaced).
pub fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// Standard output of a command that must have succeeded (else fails with its error).
pub fn success(output: &Output) -> String {
    assert!(output.status.success(), "{}", stderr(output));
    stdout(output)
}

/// Exit 2 with exactly one line on standard error that contains `needle`, and no panic;
/// returns that line.
pub fn assert_one_line_error(output: &Output, needle: &str) -> String {
    let err = stderr(output);
    assert_eq!(output.status.code(), Some(2), "stderr: {err}");
    assert_eq!(err.lines().count(), 1, "one line expected: {err:?}");
    assert!(err.contains(needle), "expected {needle:?} in: {err}");
    assert!(!err.contains("panicked"), "{err}");
    err
}

/// Runs `plot4` with `args` and no display, expecting a refusal: exit code 2, nothing on
/// standard output and one line on standard error, which it returns (the window's options are
/// checked before any window opens).
pub fn refused(args: &[&str]) -> String {
    let out = command()
        .args(args)
        .output()
        .expect("the plot4 binary runs");
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert_eq!(
        stderr.lines().count(),
        1,
        "one line for {args:?}: {stderr:?}"
    );
    assert!(out.stdout.is_empty(), "{args:?}");
    stderr
}

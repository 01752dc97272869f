//! The text game (`plot4 play --red human …`) as a player meets it: the real binary as a
//! subprocess, typed to line by line, each answer read and checked against a board the test
//! keeps itself. Low plays from a seed, but the test follows what it prints rather than a
//! script of expected lines, so a change in Low's choices changes nothing here.

use crate::common::command_line::{command, stderr, stdout};
use crate::common::small_engine;
use plot4::ai::Level;
use plot4::analysis::Prospect;
use plot4::coach::explorer::threats;
use plot4::{Board, CancelToken, Cell, Column, Player};
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::Duration;

/// A `plot4 play` running, typed to and read from line by line.
struct Terminal {
    child: Child,
    input: Option<ChildStdin>,
    lines: Receiver<String>,
}

impl Terminal {
    /// Starts `plot4 play args…` with its data in `folder`.
    fn start(args: &[&str], folder: &Path) -> Terminal {
        let mut child = command()
            .arg("play")
            .args(args)
            .arg("--data-dir")
            .arg(folder)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the plot4 binary runs");
        let output = child.stdout.take().expect("stdout is piped");
        let (sender, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines() {
                let Ok(line) = line else { break };
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        Terminal {
            input: child.stdin.take(),
            child,
            lines,
        }
    }

    /// Types one line.
    fn say(&mut self, line: &str) {
        let input = self.input.as_mut().expect("the input is open");
        writeln!(input, "{line}").expect("plot4 reads its input");
        input.flush().unwrap();
    }

    /// The next line printed. The wait is only a guard against a test that would hang: every
    /// line here comes within a second or two.
    fn hear(&mut self) -> String {
        self.lines
            .recv_timeout(Duration::from_secs(300))
            .expect("plot4 printed another line")
    }

    /// Types `line` and returns the one line it is answered with.
    fn ask(&mut self, line: &str) -> String {
        self.say(line);
        self.hear()
    }

    /// Closes the input, then waits for the end: the lines printed after, standard error and
    /// the exit code.
    fn close(mut self) -> (Vec<String>, String, Option<i32>) {
        drop(self.input.take());
        let rest: Vec<String> = self.lines.iter().collect();
        let output = self.child.wait_with_output().expect("plot4 ends");
        (rest, stderr(&output), output.status.code())
    }
}

/// `Red: column 4, row 1.` with whatever follows: the column and row numbers.
fn move_heard(line: &str, mover: Player) -> (usize, usize) {
    let rest = line
        .strip_prefix(&format!("{mover}: column "))
        .unwrap_or_else(|| panic!("a move of {mover}: {line:?}"));
    let (column, rest) = rest.split_once(", row ").expect("a row");
    let (row, _) = rest.split_once('.').expect("a full stop");
    (column.parse().unwrap(), row.parse().unwrap())
}

/// The colour word the text game uses for a cell.
fn coin(board: &Board, cell: Cell) -> &'static str {
    match board.at(cell) {
        Some(Player::Red) => "red",
        Some(Player::Yellow) => "yellow",
        None => "empty",
    }
}

/// What `column N` must answer on `board`, worked out from the cells.
fn column_expected(board: &Board, column: Column) -> String {
    let size = board.size();
    let coins: Vec<&str> = size
        .cells_of(column)
        .map(|cell| coin(board, cell))
        .filter(|&word| word != "empty")
        .collect();
    let number = column.number();
    if coins.is_empty() {
        return format!("Column {number}: empty.");
    }
    let free = size.height() - coins.len();
    let end = if free == 0 {
        "full".to_string()
    } else {
        format!("{free} empty")
    };
    format!("Column {number}: {}; {end}.", coins.join(", "))
}

/// The threats an answer to `threats` names: (column, row, side, playable), 1-based.
fn threats_heard(line: &str) -> Vec<(u8, u8, Player, bool)> {
    if line == "No threats." {
        return Vec::new();
    }
    line.trim_end_matches('.')
        .split("; ")
        .map(|part| {
            let (side, rest) = part.split_once(" threatens column ").expect(part);
            let (column, rest) = rest.split_once(", row ").expect(part);
            let (row, rest) = rest.split_once(' ').expect(part);
            let side = if side == "Red" {
                Player::Red
            } else {
                Player::Yellow
            };
            let parity = if row.parse::<u8>().unwrap() % 2 == 1 {
                "(odd row)"
            } else {
                "(even row)"
            };
            assert!(rest.starts_with(parity), "{part}");
            (
                column.parse().unwrap(),
                row.parse().unwrap(),
                side,
                rest.ends_with(", playable now"),
            )
        })
        .collect()
}

/// The scores `plot4 analyze` prints for `moves`, one per column (`None` for a full one).
fn analyzed(moves: &str) -> Vec<Option<i32>> {
    let output = command()
        .args(["analyze", moves])
        .output()
        .expect("plot4 analyze runs");
    let text = stdout(&output);
    let first = text.lines().next().expect("a line of scores");
    first.split(' ').map(|score| score.parse().ok()).collect()
}

/// Checks the answer to `hint` against `plot4 analyze`: it names every best column, and where
/// they lead.
fn check_hint(line: &str, board: &Board, moves: &str) {
    let scores = analyzed(moves);
    let best = scores.iter().flatten().max().copied().unwrap();
    let columns: Vec<usize> = (1..=scores.len())
        .filter(|&c| scores[c - 1] == Some(best))
        .collect();
    let named = match columns.as_slice() {
        [one] => format!("column {one}"),
        [first @ .., last] => {
            let first: Vec<String> = first.iter().map(usize::to_string).collect();
            format!("columns {} and {last}", first.join(", "))
        }
        [] => unreachable!(),
    };
    let prospect = Prospect::new(board, best);
    assert_eq!(
        line,
        format!("Hint for Red: {named}, {prospect}."),
        "analyze: {scores:?}"
    );
}

/// Reads the board aloud and checks every command that reads it against `board`.
fn check_readings(terminal: &mut Terminal, board: &Board, moves: &str) {
    let size = board.size();
    let heading = terminal.ask("board");
    assert!(
        heading.starts_with(&format!("{} coins played, Red to move", board.ply())),
        "{heading}"
    );
    for column in size.columns() {
        assert_eq!(terminal.hear(), column_expected(board, column));
    }
    let column = Column::new(3);
    assert_eq!(terminal.ask("column 4"), column_expected(board, column));
    let row: Vec<&str> = size
        .columns()
        .map(|c| {
            coin(
                board,
                Cell {
                    column: c.index() as u8,
                    row: 0,
                },
            )
        })
        .collect();
    assert_eq!(
        terminal.ask("row 1"),
        format!("Row 1, from the left: {}.", row.join(", "))
    );
    let mut expected: Vec<_> = threats(board)
        .iter()
        .map(|t| {
            (
                t.cell.column + 1,
                t.cell.row + 1,
                t.side,
                t.is_playable(board),
            )
        })
        .collect();
    let mut heard = threats_heard(&terminal.ask("threats"));
    expected.sort_by_key(|t| (t.0, t.1, t.2 == Player::Yellow));
    heard.sort_by_key(|t| (t.0, t.1, t.2 == Player::Yellow));
    assert_eq!(heard, expected);
    check_hint(&terminal.ask("hint"), board, moves);
}

/// The history's lines as `plot4 history` prints them.
fn history(folder: &Path) -> String {
    stdout(
        &command()
            .args(["history", "--data-dir", folder.to_str().unwrap()])
            .output()
            .unwrap(),
    )
}

/// Plays Red perfectly against Low to the end, each answer checked; with `help`, reads the
/// board, asks for a hint at move 6 and takes a move back at move 8. Returns the board and the
/// moves, once the result is heard.
fn play_out(terminal: &mut Terminal, help: bool) -> (Board, String) {
    let intro = terminal.hear();
    assert!(
        intro.starts_with("Plot 4: Red is you. Yellow is Low (rating "),
        "{intro}"
    );
    assert_eq!(terminal.hear(), "Red to move.");
    // The player: perfect play, so Red wins whatever Low does.
    let mut player = small_engine(1);
    let mut board = Board::new();
    let mut moves = String::new();
    let mut undone = false;
    while !board.is_over() {
        if help && board.ply() == 6 {
            check_readings(terminal, &board, &moves);
            // A stray word, a column off the board: one line each, and the game goes on.
            assert_eq!(
                terminal.ask("banana"),
                "'banana' is not a column or a command; type help for the list."
            );
            assert_eq!(
                terminal.ask("8"),
                "There is no column '8' here: the columns are 1 to 7."
            );
        }
        if help && board.ply() == 8 && !undone {
            // Back to Red's previous turn: Low's answer and Red's move go.
            let taken = terminal.ask("undo");
            let last: Vec<char> = moves.chars().rev().take(2).collect();
            assert_eq!(
                taken,
                format!(
                    "Taken back: Yellow's column {} and Red's column {}. Red to move.",
                    last[0], last[1]
                )
            );
            moves.truncate(moves.len() - 2);
            board = plot4::notation::parse_digits(&moves).unwrap();
            undone = true;
        }
        let column = player
            .choose(Level::High, &board, &CancelToken::new())
            .unwrap();
        let row = board.column_height(column) + 1;
        let heard = terminal.ask(&column.number().to_string());
        assert_eq!(
            heard,
            format!("Red: column {}, row {row}.", column.number())
        );
        board = board.play(column).unwrap();
        moves.push_str(&column.number().to_string());
        if board.is_over() {
            break;
        }
        let answer = terminal.hear();
        let (column, row) = move_heard(&answer, Player::Yellow);
        let column = Column::from_number(column).unwrap();
        assert!(board.has_room(column), "{answer}");
        assert_eq!(row, board.column_height(column) + 1, "{answer}");
        board = board.play(column).unwrap();
        moves.push_str(&column.number().to_string());
        if !board.is_over() {
            assert!(answer.ends_with(". Red to move."), "{answer}");
        }
    }
    assert_eq!(undone, help, "the game lasted past the undo");
    assert_eq!(
        board.winner(),
        Some(Player::Red),
        "perfect play wins as Red"
    );
    let line = board.winning_lines()[0];
    let result = terminal.hear();
    assert!(
        result.starts_with(&format!(
            "You win as Red: {} in a row from column {}, row {} to column {}, row {}",
            line.length,
            line.from.column + 1,
            line.from.row + 1,
            line.to.column + 1,
            line.to.row + 1
        )),
        "{result}"
    );
    assert!(
        result.ends_with(&format!(", with move {}.", board.ply())),
        "{result}"
    );
    (board, moves)
}

#[test]
fn a_whole_game_against_low_is_typed_and_every_answer_checked() {
    let folder = tempfile::tempdir().unwrap();
    let seats = ["--red", "human", "--yellow", "low", "--seed", "7"];
    let mut terminal = Terminal::start(&seats, folder.path());
    let (_, moves) = play_out(&mut terminal, true);
    // A hint and a take-back make the game casual, as in the window: the rating stays.
    assert_eq!(
        terminal.hear(),
        "Casual game (a move was taken back, hints were used): your rating stays 1000."
    );
    let (rest, errors, code) = terminal.close();
    assert_eq!(
        (rest.as_slice(), errors.as_str(), code),
        (&[][..], "", Some(0))
    );
    // Recorded as the window records a game: the person, the level, the moves, the result,
    // and why it was casual.
    let recorded = history(folder.path());
    assert_eq!(recorded.lines().count(), 1, "{recorded}");
    assert!(
        recorded.trim_end().ends_with(&format!(
            "Red-first human low {moves} Red wins; casual (take-back, hint)"
        )),
        "{recorded}"
    );
}

#[test]
fn an_untouched_game_against_low_is_rated_and_moves_the_rating() {
    let folder = tempfile::tempdir().unwrap();
    let seats = ["--red", "human", "--yellow", "low", "--seed", "7"];
    let mut terminal = Terminal::start(&seats, folder.path());
    let (_, moves) = play_out(&mut terminal, false);
    let rating = terminal.hear();
    let (before, after) = rating
        .strip_prefix("Rated game: your rating moves from ")
        .and_then(|r| r.strip_suffix('.'))
        .and_then(|r| r.split_once(" to "))
        .unwrap_or_else(|| panic!("{rating}"));
    assert!(
        after.parse::<i32>().unwrap() > before.parse::<i32>().unwrap(),
        "{rating}"
    );
    let (rest, errors, code) = terminal.close();
    assert_eq!(
        (rest.as_slice(), errors.as_str(), code),
        (&[][..], "", Some(0))
    );
    let recorded = history(folder.path());
    assert!(
        recorded
            .trim_end()
            .ends_with(&format!("Red-first human low {moves} Red wins; rated")),
        "{recorded}"
    );
}

#[test]
fn two_people_type_the_commands_and_meet_a_full_column() {
    let folder = tempfile::tempdir().unwrap();
    let seats = ["--red", "human", "--yellow", "human"];
    let mut terminal = Terminal::start(&seats, folder.path());
    assert!(terminal
        .hear()
        .starts_with("Plot 4: Red is a person. Yellow is a person. Red starts;"));
    assert_eq!(terminal.hear(), "Red to move.");
    assert_eq!(terminal.ask("undo"), "Nothing to take back.");
    for (row, mover, next) in [
        (1, "Red", "Yellow"),
        (2, "Yellow", "Red"),
        (3, "Red", "Yellow"),
        (4, "Yellow", "Red"),
        (5, "Red", "Yellow"),
        (6, "Yellow", "Red"),
    ] {
        assert_eq!(
            terminal.ask("1"),
            format!("{mover}: column 1, row {row}. {next} to move.")
        );
    }
    assert_eq!(terminal.ask("1"), "Column 1 is full; choose another.");
    assert_eq!(
        terminal.ask("COLUMN 1"),
        "Column 1: red, yellow, red, yellow, red, yellow; full."
    );
    assert_eq!(
        terminal.ask("row 2"),
        "Row 2, from the left: yellow, empty, empty, empty, empty, empty, empty."
    );
    assert_eq!(
        terminal.ask("row 7"),
        "There is no row '7' here: the rows are 1 to 6, 1 at the bottom."
    );
    assert_eq!(
        terminal.ask("column"),
        "Column needs a number, as in column 4."
    );
    assert_eq!(terminal.ask(""), "Red to move.");
    // Between two people an undo takes back one move.
    assert_eq!(
        terminal.ask("undo"),
        "Taken back: Yellow's column 1. Yellow to move."
    );
    assert_eq!(
        terminal.ask("play 2"),
        "Yellow: column 2, row 1. Red to move."
    );
    assert_eq!(
        terminal.ask("help"),
        "Type a column number, 1 to 7, to drop a coin there. The commands:"
    );
    let mut help = Vec::new();
    loop {
        let line = terminal.hear();
        let last = line.starts_with("quit: ");
        help.push(line);
        if last {
            break;
        }
    }
    for command in [
        "board", "column N", "row N", "threats", "hint", "undo", "help",
    ] {
        assert!(
            help.iter().any(|l| l.starts_with(&format!("{command}: "))),
            "{command} in {help:?}"
        );
    }
    // The end of input ends the game cleanly; an unfinished game is not recorded.
    let (rest, errors, code) = terminal.close();
    assert_eq!(
        rest,
        ["End of input: the game is left unfinished and not kept."]
    );
    assert_eq!((errors.as_str(), code), ("", Some(0)));
    assert!(!folder.path().join("history.json").exists());
}

#[test]
fn the_computer_may_start_and_the_player_may_leave() {
    let folder = tempfile::tempdir().unwrap();
    let seats = ["--red", "adaptive", "--yellow", "human", "--seed", "3"];
    let mut terminal = Terminal::start(&seats, folder.path());
    let intro = terminal.hear();
    assert!(
        intro.contains("the level nearest your rating 1000. Yellow is you. Red starts;"),
        "{intro}"
    );
    let opening = terminal.hear();
    let (_, row) = move_heard(&opening, Player::Red);
    assert_eq!(row, 1);
    assert!(opening.ends_with(". Yellow to move."), "{opening}");
    // Against the computer, undo goes back to the person's turn: there was none before.
    assert_eq!(terminal.ask("undo"), "Nothing to take back.");
    assert_eq!(terminal.ask("Quit"), "You left the game; it is not kept.");
    let (rest, errors, code) = terminal.close();
    assert_eq!((rest.len(), errors.as_str(), code), (0, "", Some(0)));
}

#[test]
fn the_grid_is_drawn_only_when_asked() {
    let play = |grid: bool| {
        let mut args = vec!["play", "--red", "human", "--yellow", "human", "--data-dir"];
        let folder = tempfile::tempdir().unwrap();
        args.push(folder.path().to_str().unwrap());
        if grid {
            args.push("--grid");
        }
        let output = crate::common::command_line::plot4(&args, "4\n");
        assert!(output.status.success(), "{}", stderr(&output));
        stdout(&output)
    };
    let words = play(false);
    assert!(!words.contains(". . ."), "{words}");
    let grid = play(true);
    let after_move = grid
        .split("Red: column 4, row 1. Yellow to move.\n")
        .nth(1)
        .expect(&grid);
    let rows: Vec<&str> = after_move.lines().take(7).collect();
    assert_eq!(rows[5], ". . . X . . .", "{grid}");
    assert_eq!(rows[6], "1 2 3 4 5 6 7", "{grid}");
}

#[test]
fn a_closed_output_ends_the_text_game_quietly() {
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader);
    let folder = tempfile::tempdir().unwrap();
    let output = command()
        .args(["play", "--red", "human", "--yellow", "low", "--data-dir"])
        .arg(folder.path())
        .stdout(writer)
        .stderr(Stdio::piped())
        .stdin(Stdio::piped())
        .spawn()
        .and_then(|mut child| {
            let mut input = child.stdin.take().unwrap();
            let _ = input.write_all(b"4\n4\n4\n");
            drop(input);
            child.wait_with_output()
        })
        .expect("plot4 runs");
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(stderr(&output), "");
}

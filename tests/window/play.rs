//! End-to-end tests of the real game window: the `plot4` binary in a virtual X display (Xvfb),
//! driven with xdotool as a player would, judged by the log it writes on standard error.
//!
//! Needs `Xvfb` and `xdotool` (see .ci/run), so every test is `#[ignore]`:
//! `cargo test --release -- --ignored`.

use crate::common;
use plot4::board::Player;
use plot4::ui::events::{self, ScreenName};

use common::game_window::Game;
use common::virtual_display::one_window_at_a_time;
use plot4::ui::Tool;
use std::process::Command;
use std::time::Duration;

/// Asks a window to close the way a window manager does when its close button is pressed: a
/// WM_DELETE_WINDOW client message. xdotool cannot send one, so a few lines of Python call
/// libX11 through ctypes.
fn send_close_request(display: &str, window: &str) {
    const SCRIPT: &str = r#"
import ctypes, sys
x = ctypes.CDLL("libX11.so.6")
x.XOpenDisplay.restype = ctypes.c_void_p
x.XOpenDisplay.argtypes = [ctypes.c_char_p]
x.XInternAtom.restype = ctypes.c_ulong
x.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
class ClientMessage(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("window", ctypes.c_ulong),
                ("message_type", ctypes.c_ulong), ("format", ctypes.c_int),
                ("l", ctypes.c_long * 5)]
class Event(ctypes.Union):
    _fields_ = [("xclient", ClientMessage), ("pad", ctypes.c_long * 24)]
x.XSendEvent.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_long,
                         ctypes.POINTER(Event)]
x.XFlush.argtypes = [ctypes.c_void_p]
x.XCloseDisplay.argtypes = [ctypes.c_void_p]
d = x.XOpenDisplay(None)
assert d, "cannot open the display"
e = Event()
e.xclient.type = 33  # ClientMessage
e.xclient.window = int(sys.argv[1])
e.xclient.message_type = x.XInternAtom(d, b"WM_PROTOCOLS", 0)
e.xclient.format = 32
e.xclient.l[0] = x.XInternAtom(d, b"WM_DELETE_WINDOW", 0)
assert x.XSendEvent(d, int(sys.argv[1]), 0, 0, ctypes.byref(e)), "XSendEvent failed"
x.XFlush(d)
x.XCloseDisplay(d)
"#;
    let status = Command::new("python3")
        .args(["-c", SCRIPT, window])
        .env("DISPLAY", display)
        .status()
        .expect("python3 is installed");
    assert!(status.success(), "could not send WM_DELETE_WINDOW");
}

/// Fails the test if `lines` of the log played a move.
fn assert_nothing_played(lines: &[String]) {
    assert!(
        !lines.iter().any(|l| l.contains(events::PLAYED)),
        "a move was played: {lines:#?}"
    );
}

/// Plays `moves` (1-based columns) with `play` after the position `before`, waiting for
/// each move to be logged.
fn play_all(game: &mut Game, before: &str, moves: &str, play: impl Fn(&Game, usize)) {
    let columns: Vec<usize> = moves
        .chars()
        .map(|ch| ch.to_digit(10).expect("moves are digits") as usize)
        .collect();
    for (i, &column) in columns.iter().enumerate() {
        let side = ["Red", "Yellow"][(before.len() + i) % 2];
        play(game, column);
        let line = game.wait_for(events::PLAYED);
        let expected = format!(
            "played column {column} by {side}; position {before}{}",
            moves.chars().take(i + 1).collect::<String>()
        );
        assert!(line.ends_with(&expected), "{line:?} is not {expected:?}");
    }
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn a_keyboard_game_through_the_title_and_mode_screens_ends_with_red_winning() {
    let _one = one_window_at_a_time();
    let mut game = Game::start_fresh(&[]);
    game.key("space"); // title
    game.wait_for(&ScreenName::ChooseModes.line());
    game.key("1"); // Red: human
    game.key("1"); // Yellow: human
    game.wait_for(&format!("{} Red human, Yellow human", events::NEW_GAME));
    // Digits that name no column are refused, and play nothing.
    let from = game.log.len();
    game.key_then("9", events::REFUSED);
    game.key_then("0", events::REFUSED);
    assert_nothing_played(&game.log[from..]);
    play_all(&mut game, "", "1212121", |g, c| g.key(&c.to_string()));
    game.wait_for(&format!("{} Red wins; position 1212121", events::GAME_OVER));
    game.quit();
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn a_mouse_game_in_a_resized_window_ends_with_yellow_winning() {
    let _one = one_window_at_a_time();
    let mut game = Game::start_fresh(&[]);
    // Title, then both modes chosen by clicking the first option (Human).
    let layout = game.layout();
    game.click_at(layout.width / 2.0, layout.height / 2.0);
    game.wait_for(&ScreenName::ChooseModes.line());
    let (x, y) = plot4::ui::mode_rows(&layout)[0].centre();
    game.click_then((x, y), &format!("{} who plays Yellow", events::MODES_ASKED));
    game.click_then(
        (x, y),
        &format!("{} Red human, Yellow human", events::NEW_GAME),
    );
    // Beside the board and below it: refused, and nothing played.
    let from = game.log.len();
    let beside = (layout.board.x / 2.0, layout.board.y + layout.board.h / 2.0);
    game.click_then(beside, events::REFUSED);
    let below = (
        layout.board.x + layout.board.w / 2.0,
        layout.numbers.y + layout.numbers.h + 2.0,
    );
    game.click_then(below, events::REFUSED);
    assert_nothing_played(&game.log[from..]);
    play_all(&mut game, "", "1212", |g, c| g.click_column(c));
    // A tall, narrow window: the board is laid out again and clicks still find their columns.
    game.xdotool(&["windowsize", "--sync", &game.window, "560", "940"]);
    // The window keeps a size once it has settled: from then on it lays out for it.
    let kept = game.wait_for(events::SETTINGS_SAVED);
    assert!(kept.contains(", window 560x940,"), "{kept}");
    assert_eq!(game.size(), (560, 940));
    play_all(&mut game, "1212", "1232", |g, c| g.click_column(c));
    game.wait_for(&format!(
        "{} Yellow wins; position 12121232",
        events::GAME_OVER
    ));
    // Play again, by keyboard this time; then a click above the board drops a coin too.
    game.key("y");
    game.wait_for(&format!("{} Red human, Yellow human", events::NEW_GAME));
    let layout = game.layout();
    game.click_at(
        layout.column_x(5.0),
        layout.hover_band.y + layout.hover_band.h / 2.0,
    );
    let line = game.wait_for(events::PLAYED);
    assert!(
        line.ends_with("played column 6 by Red; position 6"),
        "{line}"
    );
    game.quit();
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn by_mouse_alone_the_questions_take_yes_and_no_and_the_mode_screen_cancels() {
    let _one = one_window_at_a_time();
    let mut game = Game::start_fresh(&["--red", "human", "--yellow", "human"]);
    game.wait_for(&format!("{} Red human, Yellow human", events::NEW_GAME));
    play_all(&mut game, "", "44", |g, c| g.click_column(c));
    let layout = game.layout();
    let question = plot4::ui::Question::new(&layout);
    // New game with a game in progress asks first; No keeps the game.
    game.click_button(Tool::NewGame);
    game.wait_for(&ScreenName::ConfirmNewGame.line());
    game.click_then(question.no.rect.centre(), &ScreenName::Play.line());
    // The mode screen opened mid-game: Cancel goes back to the same game, still two people.
    game.click_button(Tool::Modes);
    game.wait_for(&ScreenName::ChangeModes.line());
    let cancel = plot4::ui::modes_cancel_button(&layout);
    game.click_then(cancel.rect.centre(), &ScreenName::Play.line());
    play_all(&mut game, "44", "5", |g, c| g.click_column(c));
    // Yes starts the new game.
    game.click_button(Tool::NewGame);
    game.wait_for(&ScreenName::ConfirmNewGame.line());
    game.click_then(
        question.yes.rect.centre(),
        &format!("{} Red human, Yellow human", events::NEW_GAME),
    );
    // The quit question: No goes back, Yes closes the window.
    game.click_button(Tool::Quit);
    game.wait_for(&ScreenName::ConfirmQuit.line());
    game.click_then(question.no.rect.centre(), &ScreenName::Play.line());
    game.click_button(Tool::Quit);
    game.wait_for(&ScreenName::ConfirmQuit.line());
    game.click_then(question.yes.rect.centre(), events::CLOSED);
    let status = game.wait_for_exit(Duration::from_secs(5));
    assert!(status.success(), "exit status {status}");
    assert!(
        !game.log.iter().any(|l| l.contains("modes changed")),
        "Cancel changed the modes"
    );
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn changing_modes_mid_game_hands_yellow_to_the_computer_at_once() {
    let _one = one_window_at_a_time();
    let mut game = Game::start_fresh(&["--red", "human", "--yellow", "human", "--seed", "7"]);
    game.wait_for(events::NEW_GAME);
    play_all(&mut game, "", "44", |g, c| g.key(&c.to_string()));
    game.key("c");
    // Keys of one frame all go to the screen on top at its start: wait for the mode screen.
    game.wait_for(&ScreenName::ChangeModes.line());
    game.key("1"); // Red stays human
    game.key("6"); // Yellow becomes Low
    game.wait_for(&format!("{} Red human, Yellow low", events::MODES_CHANGED));
    play_all(&mut game, "44", "4", |g, c| g.key(&c.to_string()));
    // Typed while the computer is to move: must not play for Yellow, nor be kept for Red.
    game.key("5");
    let line = game.wait_for(events::PLAYED);
    assert!(line.contains("by Yellow; position 444"), "{line}");
    // Red's keys work again once Yellow's coin has landed; typing for Yellow does not.
    game.key("1");
    let line = game.wait_for(events::PLAYED);
    assert!(line.contains("played column 1 by Red"), "{line}");
    game.quit();
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn escape_in_the_mode_screen_keeps_the_old_modes_and_a_computer_game_runs_itself() {
    let _one = one_window_at_a_time();
    let mut game = Game::start_fresh(&[
        "--red",
        "low",
        "--yellow",
        "high",
        "--position",
        "4453",
        "--frame-stats",
    ]);
    game.wait_for(&format!("{} Red low, Yellow high", events::NEW_GAME));
    game.wait_for(&events::played_by(Player::Red, "4453"));
    game.key("c");
    game.wait_for(&ScreenName::ChangeModes.line());
    game.key("Escape");
    game.wait_for(&events::played_by(Player::Yellow, "4453"));
    // The game-over screen on top: the game is over and "n" goes to that screen.
    game.wait_for_within(&ScreenName::GameOver.line(), Duration::from_secs(120));
    assert!(
        !game.log.iter().any(|l| l.contains("modes changed")),
        "Escape changed the modes"
    );
    // At game over, "n" quits once the player says yes.
    game.key_then("n", &ScreenName::ConfirmQuit.line());
    game.key("y");
    assert!(game.wait_for_exit(Duration::from_secs(5)).success());
    let mut out = String::new();
    use std::io::Read;
    game.child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut out)
        .unwrap();
    assert!(
        out.contains("frame times while the computer thinks:") && out.contains("median"),
        "{out}"
    );
}

#[test]
#[ignore = "needs Xvfb, xdotool and python3; run with --ignored"]
fn closing_the_window_during_a_computer_game_ends_it_within_the_move_under_way() {
    let _one = one_window_at_a_time();
    let mut game = Game::start_fresh(&["--red", "high", "--yellow", "high", "--frame-stats"]);
    game.wait_for(events::PLAYED);
    game.wait_for(events::PLAYED);
    // Yellow's coin is falling and Red's search is about to start or running.
    send_close_request(game.display(), &game.window);
    // The window says it closed, and the program ends by itself and well.
    game.wait_for(events::CLOSED);
    let status = game.wait_for_exit(common::game_window::PATIENCE);
    assert!(status.success(), "exit status {status}");
    // The request was heard at once: at most Red's move under way was played, not the game
    // played on while the window waited for the computers (no time is judged here).
    let played = game.lines_with(events::PLAYED);
    assert!(
        played <= 3,
        "{played} moves played; the close was not heard at once; log:\n{}",
        game.log.join("\n")
    );
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn undo_and_redo_by_key_and_by_button_step_through_a_two_person_game() {
    use plot4::ui::Tool;
    let _one = one_window_at_a_time();
    let mut game = Game::start_fresh(&["--red", "human", "--yellow", "human"]);
    game.wait_for(&format!("{} Red human, Yellow human", events::NEW_GAME));
    play_all(&mut game, "", "4435", |g, c| g.key(&c.to_string()));
    game.key("ctrl+z");
    assert!(game.wait_for(events::UNDO).ends_with("undo; position 443"));
    game.key("u");
    assert!(game.wait_for(events::UNDO).ends_with("undo; position 44"));
    game.key("ctrl+y");
    assert!(game.wait_for(events::REDO).ends_with("redo; position 443"));
    game.click_button(Tool::Undo);
    assert!(game.wait_for(events::UNDO).ends_with("undo; position 44"));
    game.click_button(Tool::Redo);
    assert!(game.wait_for(events::REDO).ends_with("redo; position 443"));
    game.key("r");
    assert!(game.wait_for(events::REDO).ends_with("redo; position 4435"));
    // Nothing more to replay: refused, nothing replayed.
    let from = game.log.len();
    game.key_then("r", events::REFUSED);
    game.click_button(Tool::Redo);
    game.wait_for(events::REFUSED);
    let late = &game.log[from..];
    assert!(
        !late.iter().any(|l| l.contains(events::REDO)),
        "a redo with nothing to replay: {late:?}"
    );
    // The game goes on from where redo left it.
    play_all(&mut game, "4435", "1", |g, c| g.key(&c.to_string()));
    game.quit();
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn undo_against_low_goes_back_to_the_persons_turn() {
    let _one = one_window_at_a_time();
    let mut game = Game::start_fresh(&["--red", "human", "--yellow", "low", "--seed", "7"]);
    game.wait_for(&format!("{} Red human, Yellow low", events::NEW_GAME));
    game.key("4");
    game.wait_for(&events::played_by(Player::Red, "4"));
    let reply = game.wait_for(&events::played_by(Player::Yellow, "4"));
    let after_first = reply.rsplit(' ').next().unwrap().to_string();
    game.key("3");
    game.wait_for(&events::played_by(Player::Red, ""));
    game.wait_for(&events::played_by(Player::Yellow, ""));
    game.key("u");
    let undo = game.wait_for(events::UNDO);
    assert!(
        undo.ends_with(&format!("undo; position {after_first}")),
        "{undo} is not back at Red's turn after {after_first}"
    );
    // Red, the person, is to move: the move played after the undo is Red's key, not one the
    // computer made on its own.
    let from = game.log.len();
    game.key("1");
    let line = game.wait_for(events::PLAYED);
    assert_nothing_played(&game.log[from..game.log.len() - 1]);
    assert!(
        line.ends_with(&format!("played column 1 by Red; position {after_first}1")),
        "{line}"
    );
    game.wait_for(&events::played_by(
        Player::Yellow,
        &format!("{after_first}1"),
    ));
    game.quit();
}

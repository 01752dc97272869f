//! The online table, end to end: each test runs a real `plot4 serve` (for the reconnect, with a
//! real redis-server behind it), the window under Xvfb driven by keys, and the real binary's
//! terminal client (`plot4 online`) as the friend, and waits on the window's log lines and the
//! terminal's output. Resigning, a draw agreed, a rematch, a game lost on the clock, the
//! server killed and started again mid-game, watching a game of two terminal clients, quick
//! reactions both ways, and a code that names no game refused in German.
//!
//! Needs Xvfb and xdotool: `cargo test --release --test window -- --ignored online_table::`.

use super::online::code_of;
use crate::common;
use crate::online_harness::{client, create, Process, Redis, Server};
use common::game_window::Game;
use common::virtual_display::one_window_at_a_time;
use plot4::game::{CasualReason, EndedEarly, Outcome};
use plot4::store::Store;
use plot4::ui::events::{self, ScreenName};
use std::path::Path;
use std::time::Duration;

/// The window logging every text it draws, so a test can wait for words on screen.
const LOG_TEXT: [(&str, &str); 1] = [("PLOT4_LOG_TEXT", "1")];

/// A game the window created on `server` (the online menu's `keys` pressed before Enter on
/// its first row: `Down Right` and so on change the board, the first mover, the clock) and
/// a terminal friend joined (`--stay` when `stays`, for a rematch). The table is on: Red, the
/// window, to move.
fn hosted(server: &Server, keys: &[&str], stays: bool) -> (Game, Process, tempfile::TempDir) {
    let data = tempfile::tempdir().unwrap();
    // A home of the test's own, where a game saved from the window goes (its Documents).
    let home = data.path().join("home");
    let home = home.to_str().expect("a UTF-8 path");
    let env = [LOG_TEXT[0], ("HOME", home)];
    let mut window = Game::start_with_env(data.path(), &["--server", &server.address()], &env);
    window.wait_for(&ScreenName::Title.line());
    window.key_then("o", &ScreenName::Online.line());
    for key in keys {
        window.key(key);
    }
    let seated = window.key_then("Return", events::ONLINE_SEATED);
    assert!(seated.contains("as host in "), "{seated}");
    let code = code_of(&seated);
    let address = server.address();
    let mut args = vec!["join", &code, "--server", &address];
    if stays {
        args.push("--stay");
    }
    let mut friend = client("friend", &args);
    friend.expect_containing("you: Yellow");
    window.wait_for(events::ONLINE_FRIEND_HERE);
    window.wait_for(&ScreenName::Play.line());
    (window, friend, data)
}

/// The window's history in `data` holds one game, an online one of `moves` that ended
/// `result`, `how`.
fn recorded(data: &Path, moves: &str, result: Outcome, how: EndedEarly) {
    let history = Store::at(data).load_history();
    assert!(history.problems.is_empty(), "{:?}", history.problems);
    let games = history.value.games();
    assert_eq!(games.len(), 1);
    let game = &games[0];
    let digits: String = game
        .moves()
        .iter()
        .map(|c| c.number().to_string())
        .collect();
    assert_eq!(digits, moves);
    assert_eq!((game.result(), game.ended_early()), (result, Some(how)));
    let reasons = game.casual_reasons().expect("the rule's reasons");
    assert!(reasons.contains(CasualReason::Online), "{reasons:?}");
}

/// The window (Red) plays `column`, and the friend sees it.
fn window_plays(window: &mut Game, friend: &mut Process, column: u8) {
    let key = column.to_string();
    window.key_then(&key, &format!("{} {column} by Red", events::PLAYED));
    friend.expect_containing(&format!("Red {column}"));
}

/// The friend (Yellow) plays `column`, and the window plays it on its table.
fn friend_plays(window: &mut Game, friend: &mut Process, column: u8) {
    friend.say(&column.to_string());
    window.wait_for(&format!("{} {column} by Yellow", events::PLAYED));
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn the_window_resigns_and_both_sides_see_the_friend_win() {
    let _one = one_window_at_a_time();
    let server = Server::start(&[]);
    let (mut window, mut friend, data) = hosted(&server, &[], false);
    window_plays(&mut window, &mut friend, 4);
    friend_plays(&mut window, &mut friend, 4);
    // New game asks first, and giving up a live online game is resigning it.
    window.key_then("n", &ScreenName::ConfirmNewGame.line());
    window.key("y");
    window.wait_for(&format!("{} Yellow wins", events::ONLINE_OVER));
    // The heading's words and the record, in the order they happen to come.
    let said = format!("{} Your friend wins (by resignation)", events::DRAWN_TEXT);
    window.wait_for_all(&[&said, &format!("{} 44", events::RECORDED_GAME)]);
    friend.expect_containing("Red resigned");
    assert_eq!(friend.expect_containing("result: "), "result: Yellow wins");
    // The game saved from the window says how it ended, and reads back.
    let line = window.key_then("ctrl+s", &format!("{} game: ", events::SAVED));
    let file = std::path::PathBuf::from(line.split(": ").last().expect("the path"));
    let text = std::fs::read_to_string(&file).expect("the saved game");
    assert!(text.contains("Result: Yellow wins (resigned)"), "{text}");
    let read = plot4::game_record::GameRecord::parse(&text).expect("it reads back");
    assert_eq!(read.position(), "44");
    window.quit();
    let yellow = Outcome::Win(plot4::board::Player::Yellow);
    recorded(data.path(), "44", yellow, EndedEarly::Resigned);
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn a_draw_offered_by_the_window_and_accepted_ends_the_game_drawn_on_both_sides() {
    let _one = one_window_at_a_time();
    let server = Server::start(&[]);
    let (mut window, mut friend, data) = hosted(&server, &[], false);
    window_plays(&mut window, &mut friend, 4);
    friend_plays(&mut window, &mut friend, 3);
    window.key("d");
    friend.expect_containing("Red offers a draw");
    friend.say("accept");
    friend.expect_containing("draw agreed");
    assert_eq!(friend.expect_containing("result: "), "result: Draw");
    window.wait_for(&format!("{} Draw", events::ONLINE_OVER));
    // The heading says so, though the board decided nothing; the history keeps it.
    let said = format!("{} Draw (agreed)", events::DRAWN_TEXT);
    window.wait_for_all(&[&said, &format!("{} 43", events::RECORDED_GAME)]);
    window.quit();
    recorded(data.path(), "43", Outcome::Draw, EndedEarly::Agreed);
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn play_again_asks_a_rematch_and_a_second_game_with_colours_swapped_is_played_out() {
    let _one = one_window_at_a_time();
    let server = Server::start(&[]);
    let (mut window, mut friend, _data) = hosted(&server, &[], true);
    for _ in 0..3 {
        window_plays(&mut window, &mut friend, 1);
        friend_plays(&mut window, &mut friend, 2);
    }
    window_plays(&mut window, &mut friend, 1);
    window.wait_for(&format!("{} Red wins", events::GAME_OVER));
    window.wait_for(&format!("{} Red wins", events::ONLINE_OVER));
    assert_eq!(friend.expect_containing("result: "), "result: Red wins");
    // Play again (Y) asks the friend for a rematch; the friend agrees.
    window.key("y");
    friend.expect_containing("Red asks for a rematch");
    friend.say("rematch");
    // The second game: the friend has Red now and moves first.
    friend.expect_containing("you: Red");
    window.wait_for(&format!("{} Red human, Yellow human", events::NEW_GAME));
    window.wait_for(&ScreenName::Play.line());
    for _ in 0..3 {
        friend.say("3");
        window.wait_for(&format!("{} 3 by Red", events::PLAYED));
        window.key_then("5", &format!("{} 5 by Yellow", events::PLAYED));
        friend.expect_containing("Yellow 5");
    }
    friend.say("3");
    window.wait_for(&format!("{} Red wins", events::GAME_OVER));
    window.wait_for(&format!("{} Red wins", events::ONLINE_OVER));
    assert_eq!(friend.expect_containing("result: "), "result: Red wins");
    friend.say("quit");
    window.quit();
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn a_game_on_the_clock_shows_both_clocks_and_a_fallen_flag_ends_it() {
    let _one = one_window_at_a_time();
    let server = Server::start(&[]);
    // The clock row (the fourth) one step on: a minute a side, nothing added.
    let keys = ["Down", "Down", "Down", "Right", "Up", "Up", "Up"];
    let (mut window, mut friend, data) = hosted(&server, &keys, false);
    // Both clocks in the players' line: Red's runs from the friend's arrival, Yellow's waits.
    let clocks = window.wait_for("Yellow: your friend 1:00");
    assert!(clocks.contains(events::DRAWN_TEXT), "{clocks}");
    assert!(
        clocks.contains("Red: you 1:00") || clocks.contains("Red: you 0:5"),
        "{clocks}"
    );
    window_plays(&mut window, &mut friend, 4);
    // The friend never answers: Yellow's minute runs out, and the server calls it.
    let minute_and_more = Duration::from_secs(120);
    let over = format!("{} Red wins", events::ONLINE_OVER);
    window.wait_for_within(&over, minute_and_more);
    friend.expect_containing("Yellow ran out of time");
    assert_eq!(friend.expect_containing("result: "), "result: Red wins");
    let said = format!("{} You win (on time)", events::DRAWN_TEXT);
    window.wait_for_all(&[&said, &format!("{} 4", events::RECORDED_GAME)]);
    window.quit();
    let red = Outcome::Win(plot4::board::Player::Red);
    recorded(data.path(), "4", red, EndedEarly::Time);
}

#[test]
#[ignore = "needs Xvfb, xdotool and redis-server; run with --ignored"]
fn the_server_killed_and_restarted_mid_game_reconnects_the_window_and_the_game_goes_on() {
    let _one = one_window_at_a_time();
    let Some(redis) = Redis::start() else {
        eprintln!("redis-server is not installed: the reconnect test is skipped");
        return;
    };
    let mut server = Server::start(&["--redis", &redis.url]);
    let (mut window, mut friend, _data) = hosted(&server, &[], false);
    window_plays(&mut window, &mut friend, 1);
    friend_plays(&mut window, &mut friend, 2);
    server.kill();
    window.wait_for(events::ONLINE_RECONNECTING);
    friend.expect_containing("connection lost");
    server.restart();
    window.wait_for("online: reconnected");
    friend.expect_containing("reconnected");
    for _ in 0..2 {
        window_plays(&mut window, &mut friend, 1);
        friend_plays(&mut window, &mut friend, 2);
    }
    window_plays(&mut window, &mut friend, 1);
    window.wait_for(&format!("{} Red wins", events::ONLINE_OVER));
    assert_eq!(friend.expect_containing("result: "), "result: Red wins");
    window.quit();
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn the_window_watches_two_terminal_players_and_sees_every_move_and_the_end() {
    let _one = one_window_at_a_time();
    let server = Server::start(&[]);
    let address = server.address();
    let (mut host, code) = create(&server, &[]);
    let mut guest = client("guest", &["join", &code, "--server", &address]);
    guest.expect_containing("you: Yellow");
    let data = tempfile::tempdir().unwrap();
    let mut window = Game::start(data.path(), &["--server", &server.address()]);
    window.wait_for(&ScreenName::Title.line());
    window.key_then("o", &ScreenName::Online.line());
    // The sixth row, Watch a game; the code typed as a player would, without its dashes.
    for _ in 0..5 {
        window.key("Down");
    }
    window.key("Return");
    let typed: String = code.chars().filter(|c| *c != '-').collect();
    window.xdotool(&["type", "--delay", "60", &typed.to_lowercase()]);
    let seated = window.key_then("Return", events::ONLINE_SEATED);
    assert!(seated.contains("as watcher in "), "{seated}");
    window.wait_for(&ScreenName::Play.line());
    let mut position = String::new();
    for (turn, column) in "1212121".chars().enumerate() {
        let (player, other, colour) = match turn % 2 {
            0 => (&mut host, &mut guest, "Red"),
            _ => (&mut guest, &mut host, "Yellow"),
        };
        player.say(&column.to_string());
        other.expect_containing(&format!("{colour} {column}"));
        position.push(column);
        let line = window.wait_for(&format!("{} {column} by {colour}", events::PLAYED));
        assert!(line.ends_with(&format!("position {position}")), "{line}");
    }
    window.wait_for(&format!("{} Red wins", events::GAME_OVER));
    window.wait_for(&format!("{} Red wins", events::ONLINE_OVER));
    for player in [&mut host, &mut guest] {
        assert_eq!(player.expect_containing("result: "), "result: Red wins");
    }
    window.quit();
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn a_reaction_from_the_window_reaches_the_friend_and_the_friend_s_shows_in_the_window() {
    let _one = one_window_at_a_time();
    let server = Server::start(&[]);
    let (mut window, mut friend, _data) = hosted(&server, &[], false);
    // G opens the reactions; 2 sends the second, Good luck.
    window.key_then("g", &ScreenName::Reactions.line());
    window.key_then("2", &ScreenName::Play.line());
    friend.expect_containing("Red: Good luck!");
    // The window's own comes back from the room, and shows beside its name.
    window.wait_for(&format!("{} Red: good_luck", events::ONLINE_REACTION));
    window.wait_for("you “Good luck!”");
    friend.say("well_played");
    window.wait_for(&format!("{} Yellow: well_played", events::ONLINE_REACTION));
    let shown = window.wait_for("your friend “Well played”");
    assert!(shown.contains(events::DRAWN_TEXT), "{shown}");
    window.quit();
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn a_code_that_names_no_game_is_refused_in_the_player_s_language() {
    let _one = one_window_at_a_time();
    let server = Server::start(&[]);
    let data = tempfile::tempdir().unwrap();
    let env = [("PLOT4_LOG_TEXT", "1"), ("LANG", "de_DE.UTF-8")];
    let mut window = Game::start_with_env(data.path(), &["--server", &server.address()], &env);
    window.wait_for(&ScreenName::Title.line());
    window.key_then("o", &ScreenName::Online.line());
    // The fifth row, Join a game; a well-formed code of a room nobody made.
    for _ in 0..4 {
        window.key("Down");
    }
    window.key("Return");
    window.xdotool(&["type", "--delay", "60", "k7mq3x9pd"]);
    let ended = window.key_then("Return", events::ONLINE_ENDED);
    assert!(ended.contains("no such room"), "{ended}");
    // The server's English reason is for the log; the window says it in German.
    let shown = window.wait_for("Online-Spiel beendet: es gibt kein Spiel mit diesem Code");
    assert!(shown.contains(events::DRAWN_TEXT), "{shown}");
    window.kill();
}

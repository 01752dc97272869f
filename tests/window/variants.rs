//! End-to-end tests of the window on other boards and with tic-tac-toe: the real `plot4` binary
//! in a virtual X display (Xvfb), driven with xdotool by keys and clicks, judged by the log it
//! writes, each run with its own temporary data folder.
//!
//! Needs `Xvfb` and `xdotool` (see .ci/run), so every test is `#[ignore]`:
//! `cargo test --release --test window -- --ignored --test-threads=1 variants::`.
use crate::common;
use plot4::ui::events::{self, ScreenName};

use common::game_window::Game;
use common::virtual_display::one_window_at_a_time;

/// Checks that a log line ends as expected, showing the line if not.
fn assert_ends(line: &str, tail: &str) {
    assert!(line.ends_with(tail), "{line}");
}

/// Waits for the move `column` to be logged as played after `played`, and adds it there.
fn expect_played(game: &mut Game, column: char, played: &mut String) {
    played.push(column);
    let line = game.wait_for(events::PLAYED);
    assert_ends(&line, &format!("position {played}"));
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn an_eight_by_seven_board_chosen_on_the_mode_screen_is_played_by_keys_and_clicks_to_a_win() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    let mut game = Game::start(data.path(), &[]);
    game.wait_for(&ScreenName::Title.line());
    game.key_then("space", &ScreenName::ChooseModes.line());
    // Up from the first mode round to the board's row, then 7×6 → 7×7 → 8×6 → 8×7.
    for row in ["first mover", "line", "board"] {
        game.key_then("Up", &format!("{} {row}", events::MENU_ROW));
    }
    game.key_then(
        "Right",
        &format!("{} 7 × 7, 4 in a row", events::BOARD_CHOSEN),
    );
    game.key_then(
        "Right",
        &format!("{} 8 × 6, 4 in a row", events::BOARD_CHOSEN),
    );
    game.key_then(
        "Right",
        &format!("{} 8 × 7, 4 in a row", events::BOARD_CHOSEN),
    );
    game.key("1");
    let line = game.key_then("1", events::NEW_GAME);
    assert_ends(&line, "new game: Red human, Yellow human; board 8x7");
    game.wait_for(&ScreenName::Play.line());
    // Red builds four in the eighth column, three by key and the last by a click on it.
    let mut played = String::new();
    for column in "878787".chars() {
        game.key(&column.to_string());
        expect_played(&mut game, column, &mut played);
    }
    let layout = game.layout_for(8, 7);
    let eighth = (layout.column_x(7.0), layout.board.y + layout.board.h / 2.0);
    let line = game.click_then(eighth, events::PLAYED);
    assert_ends(&line, "played column 8 by Red; position 8787878");
    game.wait_for(&format!("{} Red wins; position 8787878", events::GAME_OVER));
    game.wait_for(events::RECORDED_GAME);
    game.quit();
    let history = std::fs::read_to_string(data.path().join("history.json")).unwrap();
    assert!(history.contains("\"size\": \"8x7\""), "{history}");
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn a_hint_on_an_empty_big_board_gives_up_in_time_and_the_game_plays_on() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    let args = ["--size", "8x7", "--red", "human", "--yellow", "human"];
    let mut game = Game::start(data.path(), &args);
    game.wait_for(&ScreenName::Play.line());
    game.key("h");
    // The window's analysis budget is 15 s; an empty 8×7 board needs far longer.
    let line = game.wait_for_within(events::HINT, std::time::Duration::from_secs(120));
    assert_ends(&line, "not solved within 15 s; scores ? ? ? ? ? ? ? ?");
    // The worker is free again: a move is played and hinted afresh.
    game.key("4");
    let line = game.wait_for(events::PLAYED);
    assert_ends(&line, "played column 4 by Red; position 4");
    game.quit();
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn the_graph_of_a_finished_eight_by_seven_game_stops_where_positions_get_too_deep() {
    let _one = one_window_at_a_time();
    // 46 moves of Mid against Mid: the late positions are proved at once, the early ones
    // would take hours each.
    let game_digits = "5445445545455748873117772222211168882287817166";
    let mut game = Game::start_fresh(&[
        "--size",
        "8x7",
        "--red",
        "human",
        "--yellow",
        "human",
        "--position",
        game_digits,
    ]);
    game.wait_for(&ScreenName::GameOver.line());
    // Bound against hanging only: the old worker spent 15 s on each early position in turn.
    let patience = std::time::Duration::from_secs(150);
    let line = game.wait_for_within(&format!("{} {game_digits}: ", events::GRAPH), patience);
    let counts: Vec<usize> = line
        .rsplit(": ")
        .next()
        .unwrap()
        .split(|c: char| !c.is_ascii_digit())
        .filter_map(|n| n.parse().ok())
        .collect();
    let [proved, total, not_solved] = counts[..] else {
        panic!("expected proved, total and not solved: {line}");
    };
    assert_eq!(total, 46, "every position before the win: {line}");
    assert!(proved > 0 && not_solved > 0, "{line}");
    assert_eq!(proved + not_solved, total, "{line}");
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn a_ten_column_board_is_played_with_the_arrows_and_enter_and_its_size_is_kept() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    let args = ["--size", "10x5", "--red", "human", "--yellow", "human"];
    let mut game = Game::start(data.path(), &args);
    let line = game.wait_for(events::NEW_GAME);
    assert_ends(&line, "; board 10x5");
    game.wait_for(&ScreenName::Play.line());
    // Ten steps right reach column 10 ('a') from wherever the coin in hand is (the pointer
    // parked at the window's corner put it over column 1), and further steps stay there.
    let mut played = String::new();
    for column in "a9a9a9".chars() {
        for _ in 0..10 {
            game.key("Right");
        }
        if column == '9' {
            game.key("Left");
        }
        game.key("Return");
        expect_played(&mut game, column, &mut played);
    }
    game.wait_for(&format!("{} a9a9a9", events::SAVED_GAME));
    // A digit past the board's digits is refused with the arrows named.
    game.key("0");
    game.wait_for(&format!(
        "{} There is no column 0: press 1-9 (columns 10 and up",
        events::REFUSED
    ));
    game.quit();

    // Continued at the next start on the same board, and won there with the last move.
    let mut game = Game::start(data.path(), &[]);
    game.wait_for(&ScreenName::ContinueOrNew.line());
    let line = game.key_then("Return", events::RESUMED_GAME);
    assert_ends(&line, "resumed game; position a9a9a9");
    game.wait_for(&ScreenName::Play.line());
    for _ in 0..10 {
        game.key("Right");
    }
    let line = game.key_then("Return", events::PLAYED);
    assert_ends(&line, "played column 10 by Red; position a9a9a9a");
    game.wait_for(&format!("{} Red wins; position a9a9a9a", events::GAME_OVER));
    game.quit();
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn tic_tac_toe_from_the_title_is_won_by_keys_and_a_click_and_undone_against_high() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    let mut game = Game::start(data.path(), &[]);
    game.wait_for(&ScreenName::Title.line());
    game.key_then("x", &ScreenName::TicTacToeModes.line());
    game.key("1");
    game.key_then(
        "1",
        &format!("{} X human, O human", events::TICTACTOE_NEW_GAME),
    );
    game.wait_for(&ScreenName::TicTacToePlay.line());
    // X takes the top row: 1, 2 by key, O answers 4, 5; then 3 by a click on the square.
    let mut played = String::new();
    for square in "1425".chars() {
        game.key(&square.to_string());
        played.push(square);
        let line = game.wait_for(events::TICTACTOE_PLAYED);
        assert_ends(&line, &format!("game {played}"));
    }
    game.key("5");
    game.wait_for(&format!("{} Square 5 is taken", events::REFUSED));
    let layout = game.layout_for(7, 6);
    let top_right = plot4::ui::square_centre(&layout, 3);
    let line = game.click_then(top_right, events::TICTACTOE_PLAYED);
    assert_ends(&line, "played square 3 by X; game 14253");
    game.wait_for(&format!("{} X wins; game 14253", events::TICTACTOE_OVER));

    // High as O answers a corner with the centre, the only reply that does not lose; undo
    // takes back both marks, back to the person's turn.
    game.key_then("c", &ScreenName::TicTacToeModes.line());
    game.key("1");
    game.key_then(
        "4",
        &format!("{} X human, O high", events::TICTACTOE_NEW_GAME),
    );
    game.key_then("1", &format!("{} 1 by X; game 1", events::TICTACTOE_PLAYED));
    let answer = game.wait_for(events::TICTACTOE_PLAYED);
    assert_ends(&answer, "played square 5 by O; game 15");
    let line = game.key_then("u", events::TICTACTOE_UNDO);
    assert_ends(&line, "tictactoe undo; game ");
    game.quit();
}

//! Online play in the window, end to end: a real `plot4 serve` on a free port, the window
//! creating a game through its online screen by keys, and the real binary's terminal client
//! (`plot4 online join`) joining it by the code the window logged. They play a game to its
//! end; both must see the same result, and the window's history records it as an online game.
//!
//! Needs Xvfb and xdotool: `cargo test --release --test window -- --ignored online::`.

use crate::common;
use crate::online_harness::{client, Server};
use common::game_window::Game;
use common::virtual_display::one_window_at_a_time;
use plot4::game::CasualReason;
use plot4::store::Store;
use plot4::ui::events::{self, ScreenName};

/// The room's code from the window's `online: seated as host in CODE; link …` line.
pub fn code_of(seated: &str) -> String {
    seated
        .split(" in ")
        .nth(1)
        .and_then(|rest| rest.split(';').next())
        .expect("the code")
        .to_string()
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn the_window_creates_a_game_a_terminal_friend_joins_and_both_see_the_same_end() {
    let _one = one_window_at_a_time();
    let server = Server::start(&[]);
    let url = server.address();
    let data = tempfile::tempdir().unwrap();
    let mut window = Game::start(data.path(), &["--server", &url]);
    window.wait_for(&ScreenName::Title.line());
    window.key_then("o", &ScreenName::Online.line());
    // Enter on the first row creates a game: 7×6, the window moves first, no clock.
    let seated = window.key_then("Return", events::ONLINE_SEATED);
    assert!(seated.contains("as host in "), "{seated}");
    let code = code_of(&seated);
    let mut friend = client("friend", &["join", &code, "--server", &url]);
    friend.expect_containing("you: Yellow");
    window.wait_for(events::ONLINE_FRIEND_HERE);
    window.wait_for(&ScreenName::Play.line());
    // Red (the window) plays column 1 four times; the friend answers in column 2.
    let mut position = String::new();
    for turn in 0..4 {
        position.push('1');
        let line = window.key_then("1", events::PLAYED);
        assert!(line.ends_with(&format!("position {position}")), "{line}");
        friend.expect_containing("Red 1");
        if turn == 3 {
            break;
        }
        friend.say("2");
        position.push('2');
        let line = window.wait_for(&format!("{} 2 by Yellow", events::PLAYED));
        assert!(line.ends_with(&format!("position {position}")), "{line}");
    }
    window.wait_for(&format!("{} Red wins", events::GAME_OVER));
    // The table's end and the server's, in the order they happen to come.
    let online_over = format!("{} Red wins", events::ONLINE_OVER);
    let recorded = format!("{} 1212121", events::RECORDED_GAME);
    window.wait_for_all(&[&online_over, &recorded]);
    let result = friend.expect_containing("result: ");
    assert_eq!(result, "result: Red wins", "the friend sees the same end");
    window.quit();
    let history = Store::at(data.path()).load_history();
    assert!(history.problems.is_empty(), "{:?}", history.problems);
    let games = history.value.games();
    assert_eq!(games.len(), 1);
    let reasons = games[0].casual_reasons().expect("the rule's reasons");
    assert!(reasons.contains(CasualReason::Online), "{reasons:?}");
}

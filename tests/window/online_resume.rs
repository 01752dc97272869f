//! An online seat taken back after a crash: a real `plot4 serve`, the real terminal client
//! creating a room, the window joining it (`--join`), both playing; the window killed mid-game
//! (SIGKILL, as a crash would end it) and started again with no options: it takes its seat
//! back from the store, has the game as it stood, and plays on; closed by the player mid-game,
//! it does the same; and the game ends the same on both sides. And a kept seat whose room is
//! gone: one line on the title says so.
//!
//! Needs Xvfb and xdotool: `cargo test --release --test window -- --ignored online_resume::`.

use crate::common;
use common::game_window::Game;
use common::virtual_display::one_window_at_a_time;
use plot4::store::{FileKind, HeldSeat, OnlineSeat, Store};
use plot4::ui::events::{self, ScreenName};

use crate::online_harness::{self as harness, Process, Server};

/// Red (the terminal) plays `column`; the window sees it (its line).
fn red_plays(friend: &mut Process, window: &mut Game, column: u8) -> String {
    friend.say(&column.to_string());
    window.wait_for(&format!("{} {column} by Red", events::PLAYED))
}

/// Yellow (the window) plays `column` by its key; the terminal sees it.
fn yellow_plays(friend: &mut Process, window: &mut Game, column: u8) {
    window.key_then(
        &column.to_string(),
        &format!("{} {column} by Yellow", events::PLAYED),
    );
    assert_eq!(friend.expect("Yellow "), format!("Yellow {column}"));
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn a_window_killed_mid_game_takes_its_seat_back_and_the_game_finishes() {
    let _one = one_window_at_a_time();
    let server = Server::start(&[]);
    let url = server.address();
    let (mut friend, code) = harness::create(&server, &[]);
    let data = tempfile::tempdir().unwrap();
    let mut window = Game::start(data.path(), &["--server", &url, "--join", &code]);
    let seated = window.wait_for(events::ONLINE_SEATED);
    assert!(seated.contains(&format!("as guest in {code}")), "{seated}");
    window.wait_for(&ScreenName::Play.line());
    friend.expect("your friend is here");
    red_plays(&mut friend, &mut window, 1);
    yellow_plays(&mut friend, &mut window, 2);
    red_plays(&mut friend, &mut window, 1);
    yellow_plays(&mut friend, &mut window, 2);
    let kept = Store::at(data.path()).load_online_seat();
    let seat = kept.value.expect("the seat is kept while the game is on");
    assert_eq!(
        (seat.code.as_str(), seat.seat),
        (code.as_str(), HeldSeat::Guest)
    );
    window.kill();

    // Started again with no options, it takes the seat back and has the game as it stood.
    let mut window = Game::start(data.path(), &[]);
    window.wait_for(&format!("{} {code}", events::ONLINE_RESUMING));
    let seated = window.wait_for(events::ONLINE_SEATED);
    assert!(seated.contains(&format!("as guest in {code}")), "{seated}");
    window.wait_for(&ScreenName::Play.line());
    let line = red_plays(&mut friend, &mut window, 1);
    assert!(
        line.ends_with("position 12121"),
        "the game as it stood: {line}"
    );
    yellow_plays(&mut friend, &mut window, 2);

    // Closed by the player mid-game, it takes the seat back on the next start as well.
    window.quit();
    let mut window = Game::start(data.path(), &[]);
    window.wait_for(&format!("{} {code}", events::ONLINE_RESUMING));
    window.wait_for(&ScreenName::Play.line());
    friend.say("1");
    window.wait_for(&format!("{} Red wins", events::ONLINE_OVER));
    assert_eq!(friend.expect("result: "), "result: Red wins");
    window.wait_for(&format!("{} 1212121", events::RECORDED_GAME));
    window.quit();
    let store = Store::at(data.path());
    assert_eq!(store.load_online_seat().value, None, "forgotten once over");
    let history = store.load_history().value;
    assert_eq!(history.games().len(), 1, "the game is recorded once");
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn a_kept_seat_whose_room_is_gone_says_so_on_the_title() {
    let _one = one_window_at_a_time();
    let server = Server::start(&[]);
    let url = format!("http://{}", server.address());
    let data = tempfile::tempdir().unwrap();
    let store = Store::at(data.path());
    let gone = OnlineSeat {
        server: url.clone(),
        code: "K7M-Q3X-9PD".into(),
        token: "a token of a room this server never had".into(),
        link: format!("{url}/play/K7M-Q3X-9PD"),
        seat: HeldSeat::Host,
    };
    store.save_online_seat(&gone).unwrap();
    let mut window = Game::start_with_env(data.path(), &[], &[("PLOT4_LOG_TEXT", "1")]);
    window.wait_for(&format!("{} K7M-Q3X-9PD", events::ONLINE_RESUMING));
    window.wait_for(events::ONLINE_ENDED);
    window.wait_for(&ScreenName::Title.line());
    window.wait_for(&format!(
        "{} Your online game is over: its room is gone",
        events::DRAWN_TEXT
    ));
    assert!(!data.path().join(FileKind::OnlineSeat.file_name()).exists());
    window.quit();
}

//! Two terminal clients play a game to its end through a real server, a watcher sees the same
//! moves, and the referee refuses what it must.

use crate::harness::{client, create, plot4, Raw, Server};
use plot4::online::protocol::{EndReason, Refusal, ServerMessage};

/// `who` plays `column`; both players see it.
pub fn play(
    mover: &mut crate::harness::Process,
    other: &mut crate::harness::Process,
    colour: &str,
    column: u8,
) {
    mover.say(&column.to_string());
    let line = format!("{colour} {column}");
    assert_eq!(mover.expect(&line), line);
    assert_eq!(other.expect(&line), line);
}

#[test]
fn two_terminal_clients_play_to_the_end_and_a_watcher_sees_the_same_moves() {
    let server = Server::start(&[]);
    let (mut host, code) = create(&server, &[]);
    assert!(host.seen[0].contains(&format!(
        "link: http://127.0.0.1:{}/play/{code}",
        server.port
    )));
    host.expect("you: Red; waiting for your friend");
    // A move before the friend arrives waits for the game to start rather than failing.
    host.say("3");
    let link = format!("http://127.0.0.1:{}/play/{code}", server.port);
    let mut guest = client("guest", &["join", &link]);
    guest.expect("you: Yellow");
    host.expect("Red 3");
    guest.expect("Red 3");
    play(&mut guest, &mut host, "Yellow", 3);
    // A watcher who comes in mid-game sees the moves so far first.
    let mut watcher = client("watcher", &["watch", &code, "--server", &server.address()]);
    watcher.expect("Red 3");
    watcher.expect("Yellow 3");
    for _ in 0..2 {
        play(&mut host, &mut guest, "Red", 3);
        play(&mut guest, &mut host, "Yellow", 3);
    }
    // Refused, and the game goes on: out of turn, a full column, off the board.
    guest.say("5");
    guest.expect("refused: it is not your turn");
    host.say("3");
    host.expect("refused: that column is full");
    host.say("8");
    host.expect("refused: that column is not on the board");
    host.say("e4");
    host.expect("refused: 'e4' is not a column or a command");
    // A third person with the link watches, and cannot play.
    let mut third = client("third", &["join", &link]);
    third.expect("both seats of");
    third.say("5");
    third.expect("refused: spectators cannot play");
    for _ in 0..3 {
        play(&mut host, &mut guest, "Red", 1);
        play(&mut guest, &mut host, "Yellow", 2);
    }
    play(&mut host, &mut guest, "Red", 1);
    for process in [&mut host, &mut guest, &mut watcher, &mut third] {
        process.expect("result: Red wins");
        assert_eq!(process.wait(), Some(0), "{:?}", process.seen);
    }
    let moves = host.game_lines();
    assert_eq!(moves.len(), 14);
    assert_eq!(guest.game_lines(), moves);
    assert_eq!(watcher.game_lines(), moves);
    assert_eq!(third.game_lines(), moves);
}

/// Creates a room over raw sockets with both seats taken; returns host, guest and the code.
fn raw_room(port: u16, extra: &str) -> (Raw, Raw, String) {
    let mut host = Raw::greeted(port);
    host.send(&format!(
        r#"{{"type":"create","board":{{"width":7,"height":6,"connect":4}},"first":"red"{extra}}}"#
    ));
    let ServerMessage::Seated { code, token, .. } =
        host.until(|m| matches!(m, ServerMessage::Seated { .. }))
    else {
        unreachable!()
    };
    assert!(token.len() >= 32, "128 bits as hex");
    let mut guest = Raw::greeted(port);
    guest.send(&format!(r#"{{"type":"join","code":"{code}"}}"#));
    guest.until(|m| matches!(m, ServerMessage::Seated { .. }));
    host.until(|m| matches!(m, ServerMessage::State { room } if room.is_full()));
    (host, guest, code.to_string())
}

fn refusal(raw: &mut Raw) -> Refusal {
    match raw.until(|m| matches!(m, ServerMessage::Refused { .. })) {
        ServerMessage::Refused { error, .. } => error,
        _ => unreachable!(),
    }
}

fn moved(raw: &mut Raw, number: u32) {
    raw.until(|m| matches!(m, ServerMessage::Moved { number: n, .. } if *n == number));
}

#[test]
fn the_server_referees_every_move_and_plays_a_resend_once() {
    let server = Server::start(&[]);
    let (mut host, mut guest, code) = raw_room(server.port, "");
    let step = |number: u32, column: u8| {
        format!(r#"{{"type":"move","game":1,"number":{number},"column":{column}}}"#)
    };
    guest.send(&step(1, 4));
    assert_eq!(refusal(&mut guest), Refusal::NotYourTurn);
    host.send(&step(1, 0));
    assert_eq!(refusal(&mut host), Refusal::OutsideBoard);
    host.send(&step(1, 4));
    moved(&mut host, 1);
    moved(&mut guest, 1);
    // The same move again (a resend after a lost answer) is played once: no news, and the
    // next move is still number 2.
    host.send(&step(1, 4));
    let mut watcher = Raw::greeted(server.port);
    watcher.send(&format!(r#"{{"type":"watch","code":"{code}"}}"#));
    let ServerMessage::State { room } = watcher.until(|m| matches!(m, ServerMessage::State { .. }))
    else {
        unreachable!()
    };
    assert_eq!(room.moves, vec![4]);
    watcher.send(&step(2, 4));
    assert_eq!(refusal(&mut watcher), Refusal::Spectator);
    for (number, column) in [(2, 4), (3, 4), (4, 4), (5, 4), (6, 4)] {
        let mover = if number % 2 == 0 {
            &mut guest
        } else {
            &mut host
        };
        mover.send(&step(number, column));
        moved(mover, number);
    }
    host.send(&step(7, 4));
    assert_eq!(refusal(&mut host), Refusal::ColumnFull);
    // Resignation ends it; nothing moves after the end.
    host.send(r#"{"type":"resign"}"#);
    let over = guest.until(|m| matches!(m, ServerMessage::Over { .. }));
    assert!(
        matches!(over, ServerMessage::Over { result, .. } if result.reason == EndReason::Resigned)
    );
    guest.send(&step(7, 1));
    assert_eq!(refusal(&mut guest), Refusal::GameOver);
    // A rematch, asked by both, swaps colours: the guest is Red now and moves first.
    guest.send(r#"{"type":"rematch"}"#);
    host.until(|m| matches!(m, ServerMessage::RematchOffered { .. }));
    host.send(r#"{"type":"rematch"}"#);
    let ServerMessage::State { room } = guest.until(|m| matches!(m, ServerMessage::State { .. }))
    else {
        unreachable!()
    };
    assert_eq!((room.game, room.moves.len()), (2, 0));
    guest.send(r#"{"type":"move","game":2,"number":1,"column":4}"#);
    moved(&mut host, 1);
}

#[test]
fn a_draw_is_offered_and_agreed_and_reactions_reach_the_room() {
    let server = Server::start(&[]);
    let (mut host, mut guest, _) = raw_room(
        server.port,
        r#","clock":{"minutes":3,"increment_seconds":2}"#,
    );
    host.send(r#"{"type":"react","reaction":"good_luck"}"#);
    guest.until(|m| matches!(m, ServerMessage::Reaction { .. }));
    host.send(r#"{"type":"react","reaction":"you are bad"}"#);
    assert_eq!(refusal(&mut host), Refusal::BadMessage);
    host.send(r#"{"type":"offer_draw"}"#);
    guest.until(|m| matches!(m, ServerMessage::DrawOffered { .. }));
    guest.send(r#"{"type":"answer_draw","accept":true}"#);
    let over = host.until(|m| matches!(m, ServerMessage::Over { .. }));
    assert!(
        matches!(over, ServerMessage::Over { result, .. } if result.winner.is_none() && result.reason == EndReason::Agreed)
    );
}

#[test]
fn bad_input_on_the_command_line_is_one_line_and_exit_2() {
    let cases: [(&[&str], &str); 4] = [
        (&["online", "join", "K7M-Q3X-9P0"], "invalid room"),
        (
            &["online", "join", "K7M-Q3X-9PD", "--server", "127.0.0.1:1"],
            "cannot reach the server",
        ),
        (&["online", "create", "--clock", "3"], "invalid --clock"),
        (
            &["serve", "--redis", "redis://127.0.0.1:1"],
            "cannot use Redis",
        ),
    ];
    for (args, needle) in cases {
        let output = plot4().args(args).output().expect("runs");
        let err = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(needle), "{args:?}: {err}");
    }
    // A port already taken.
    let server = Server::start(&[]);
    let output = plot4()
        .args(["serve", "--listen", &server.address()])
        .output()
        .expect("runs");
    let err = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2));
    assert!(err.starts_with("plot4: cannot listen on"), "{err}");
}

#[test]
fn a_link_opens_the_page_and_idle_rooms_expire() {
    let web = tempfile::tempdir().expect("a temp dir");
    std::fs::write(web.path().join("index.html"), "<title>Plot 4</title>").expect("written");
    let folder = web.path().to_str().expect("a UTF-8 path").to_string();
    let server = Server::start(&["--web", &folder, "--idle-expiry", "1"]);
    let port = server.port;
    let mut host = Raw::greeted(port);
    host.send(r#"{"type":"create","board":{"width":7,"height":6,"connect":4},"first":"red"}"#);
    let ServerMessage::Seated { code, link, .. } =
        host.until(|m| matches!(m, ServerMessage::Seated { .. }))
    else {
        unreachable!()
    };
    assert_eq!(link, format!("http://127.0.0.1:{port}/play/{code}"));
    // The link leads to the page, at its root (where its scripts' relative paths lead), with
    // the room in the fragment the page joins from.
    let answer = crate::harness::http_body(port, &format!("/play/{code}"));
    assert!(answer.starts_with("HTTP/1.1 303"), "{answer}");
    assert!(
        answer
            .to_ascii_lowercase()
            .contains(&format!("location: /#join={code}").to_ascii_lowercase()),
        "{answer}"
    );
    let page = crate::harness::http_body(port, "/");
    assert!(page.contains("<title>Plot 4</title>"), "{page}");
    assert!(
        crate::harness::http(port, "GET /../Cargo.toml HTTP/1.1\r\nHost: x\r\n\r\n")
            .starts_with("HTTP/1.1 404")
    );
    // With its host gone, the room is forgotten once idle: the server's health line, asked
    // again and again (each answer an event), comes to count no rooms.
    drop(host);
    while !crate::harness::http_body(port, "/health").contains("ok 0 rooms") {}
    let mut watcher = Raw::greeted(port);
    watcher.send(&format!(r#"{{"type":"watch","code":"{code}"}}"#));
    assert!(matches!(
        watcher.next(),
        ServerMessage::Refused {
            error: Refusal::NoSuchRoom,
            ..
        }
    ));
}

/// The next event of a handle that `wanted` accepts (others are passed over).
fn wait_for(
    handle: &plot4::online::client::Handle,
    wanted: impl Fn(&plot4::online::client::Event) -> bool,
) -> plot4::online::client::Event {
    loop {
        let event = handle
            .next_event(crate::harness::PATIENCE)
            .expect("an event before the patience runs out");
        if wanted(&event) {
            return event;
        }
    }
}

#[test]
fn the_window_s_handle_plays_a_game_without_waiting_on_its_frame_loop() {
    use plot4::online::client::{Command, Event, Handle, Intent};
    use plot4::online::protocol::{BoardSpec, FirstMover, ServerMessage};
    let server = Server::start(&[]);
    let address: plot4::online::client::ServerAddress = server.address().parse().unwrap();
    let host = Handle::start(
        vec![address.clone()],
        Intent::Create {
            board: BoardSpec {
                width: 5,
                height: 4,
                connect: 3,
            },
            first: FirstMover::Yellow,
            clock: None,
        },
    )
    .expect("a thread");
    // A frame loop that asks before anything arrived gets nothing, at once.
    let _ = host.events();
    let Event::Seated { code, .. } = wait_for(&host, |e| matches!(e, Event::Seated { .. })) else {
        unreachable!()
    };
    // Sent before the friend is there: held until the host's first turn. Yellow moves first
    // here and the host is Red, so it goes as move 2, after the guest's.
    host.send(Command::Move(1));
    let guest = Handle::start(vec![address], Intent::Join(code)).expect("a thread");
    wait_for(&guest, |e| matches!(e, Event::Seated { .. }));
    guest.send(Command::Move(2));
    for handle in [&host, &guest] {
        wait_for(handle, |e| {
            matches!(
                e,
                Event::News(ServerMessage::Moved {
                    number: 1,
                    column: 2,
                    ..
                })
            )
        });
        wait_for(handle, |e| {
            matches!(
                e,
                Event::News(ServerMessage::Moved {
                    number: 2,
                    column: 1,
                    ..
                })
            )
        });
    }
    // Each side moves once it has seen the other's move, as a player would.
    for (mover, column, number) in [(&guest, 2, 3), (&host, 1, 4), (&guest, 2, 5)] {
        mover.send(Command::Move(column));
        for handle in [&host, &guest] {
            wait_for(
                handle,
                |e| matches!(e, Event::News(ServerMessage::Moved { number: n, .. }) if *n == number),
            );
        }
    }
    let over = wait_for(&guest, |e| {
        matches!(e, Event::News(ServerMessage::Over { .. }))
    });
    assert!(
        matches!(over, Event::News(ServerMessage::Over { result, .. }) if result.to_string() == "Yellow wins")
    );
    drop(host);
    wait_for(&guest, |e| {
        matches!(
            e,
            Event::News(ServerMessage::Presence {
                state: plot4::online::protocol::SeatState::Away { .. },
                ..
            })
        )
    });
}

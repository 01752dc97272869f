//! Hostile clients against a real server while two honest terminal clients play: random text,
//! binary and huge frames, half-open and very slow connections, floods; then the limits one
//! at a time (origin, version, rate, rooms, guesses, connections per address).

use crate::game::play;
use crate::harness::{client, create, http, Raw, Server};
use plot4::online::protocol::{Refusal, ServerMessage};
use rand::{Rng, RngExt, SeedableRng};
use std::io::Write;
use std::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;

fn refusal(raw: &mut Raw) -> Refusal {
    match raw.until(|m| matches!(m, ServerMessage::Refused { .. })) {
        ServerMessage::Refused { error, .. } => error,
        _ => unreachable!(),
    }
}

/// Junk of every kind on one connection; true if the server is still talking to it.
fn junk(port: u16, seed: u64) {
    let mut random = rand_pcg::Pcg64::seed_from_u64(seed);
    let mut raw = Raw::connect(port);
    for i in 0..300 {
        let frame = match i % 6 {
            0 => {
                let length = random.random_range(0..200);
                Message::Text(
                    (0..length)
                        .map(|_| char::from(random.random_range(32u8..127)))
                        .collect::<String>()
                        .into(),
                )
            }
            1 => {
                let mut bytes = vec![0u8; random.random_range(0..300)];
                random.fill_bytes(&mut bytes);
                Message::Binary(bytes.into())
            }
            2 => Message::Text(r#"{"type":"move","game":1,"number":1,"column":4}"#.into()),
            3 => Message::Text(r#"{"type":"hello","version":1}"#.into()),
            4 => Message::Text(r#"{"type":"join","code":"ZZZ-ZZZ-ZZZ"}"#.into()),
            _ => Message::Text(r#"{"type":"resume","code":"ZZZ-ZZZ-ZZZ","token":"00"}"#.into()),
        };
        if !raw.send_frame(frame) {
            return;
        }
    }
    // Then a frame far over the limit: the server closes this connection, and only it.
    let _ = raw.send_frame(Message::Text("x".repeat(100_000).into()));
    assert!(raw.closed());
}

#[test]
fn hostile_clients_do_not_stop_an_honest_game() {
    let server = Server::start(&[]);
    let port = server.port;
    let (mut host, code) = create(&server, &[]);
    let mut guest = client("guest", &["join", &code, "--server", &server.address()]);
    guest.expect("you: Yellow");
    // Half-open: connected and silent, and half a request's headers.
    let silent = TcpStream::connect(("127.0.0.1", port)).expect("connected");
    let mut half = TcpStream::connect(("127.0.0.1", port)).expect("connected");
    half.write_all(b"GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        .expect("written");
    // Very slow: a request trickled a byte at a time from its own thread, a few bytes at a
    // time between the honest moves.
    let mut slow = TcpStream::connect(("127.0.0.1", port)).expect("connected");
    let request = format!(
        "GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
    );
    // A reader that never reads: it asks for news and leaves it unread.
    let mut deaf = Raw::greeted(port);
    deaf.send(&format!(r#"{{"type":"watch","code":"{code}"}}"#));
    let hostile: Vec<_> = (0..4)
        .map(|seed| std::thread::spawn(move || junk(port, seed)))
        .collect();
    let mut trickle = request.bytes();
    let columns = [(1, 2), (1, 2), (1, 2)];
    for (red, yellow) in columns {
        play(&mut host, &mut guest, "Red", red);
        for byte in trickle.by_ref().take(5) {
            let _ = slow.write_all(&[byte]);
        }
        play(&mut guest, &mut host, "Yellow", yellow);
    }
    play(&mut host, &mut guest, "Red", 1);
    host.expect("result: Red wins");
    guest.expect("result: Red wins");
    for thread in hostile {
        thread.join().expect("the hostile client's own checks hold");
    }
    // Still serving, and never panicked.
    assert!(http(port, "GET /health HTTP/1.1\r\nHost: x\r\n\r\n").starts_with("HTTP/1.1 200"));
    drop((silent, half, slow, deaf));
    assert!(
        !server
            .process
            .seen
            .iter()
            .any(|line| line.contains("panicked")),
        "{:?}",
        server.process.seen
    );
}

fn upgrade(port: u16, origin: &str) -> String {
    http(
        port,
        &format!(
            "GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nOrigin: {origin}\r\nUpgrade: websocket\r\n\
             Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\
             Sec-WebSocket-Version: 13\r\n\r\n"
        ),
    )
}

#[test]
fn pages_from_other_origins_are_turned_away() {
    let server = Server::start(&["--allow-origin", "https://friends.example"]);
    let port = server.port;
    assert!(upgrade(port, "http://evil.example").starts_with("HTTP/1.1 403"));
    assert!(upgrade(port, &format!("http://127.0.0.1:{port}")).starts_with("HTTP/1.1 101"));
    assert!(upgrade(port, "https://friends.example").starts_with("HTTP/1.1 101"));
}

#[test]
fn each_limit_refuses_past_its_count() {
    let server = Server::start(&[
        "--rooms-per-minute",
        "2",
        "--misses-per-minute",
        "3",
        "--connections-per-address",
        "4",
    ]);
    let port = server.port;
    // An unknown version is refused and the connection closed.
    let mut stranger = Raw::connect(port);
    stranger.send(r#"{"type":"hello","version":99}"#);
    assert_eq!(refusal(&mut stranger), Refusal::Version);
    assert!(stranger.closed());
    // Anything before the hello is refused.
    let mut raw = Raw::connect(port);
    raw.send(r#"{"type":"resign"}"#);
    assert_eq!(refusal(&mut raw), Refusal::HelloFirst);
    raw.send(r#"{"type":"hello","version":1}"#);
    raw.until(|m| matches!(m, ServerMessage::Hello { .. }));
    // Guessing codes: three misses a minute, then refused even for a code that exists.
    for _ in 0..3 {
        raw.send(r#"{"type":"join","code":"ZZZ-ZZZ-ZZZ"}"#);
        assert_eq!(refusal(&mut raw), Refusal::NoSuchRoom);
    }
    raw.send(r#"{"type":"watch","code":"ZZZ-ZZZ-ZZZ"}"#);
    assert_eq!(refusal(&mut raw), Refusal::TooManyAttempts);
    // Rooms: two a minute from one address.
    let create = r#"{"type":"create","board":{"width":7,"height":6,"connect":4},"first":"red"}"#;
    for _ in 0..2 {
        let mut maker = Raw::greeted(port);
        maker.send(create);
        maker.until(|m| matches!(m, ServerMessage::Seated { .. }));
    }
    let mut third = Raw::greeted(port);
    third.send(create);
    assert_eq!(refusal(&mut third), Refusal::TooManyRooms);
    // A flood: past the burst, messages are refused for rate.
    let mut flood = Raw::greeted(port);
    for _ in 0..100 {
        flood.send(r#"{"type":"resign"}"#);
    }
    assert_eq!(
        flood.until(|m| matches!(
            m,
            ServerMessage::Refused {
                error: Refusal::RateLimited,
                ..
            }
        )),
        ServerMessage::refused(Refusal::RateLimited)
    );
}

#[test]
fn an_address_holds_only_so_many_connections() {
    let server = Server::start(&["--connections-per-address", "2"]);
    let port = server.port;
    let _held: Vec<Raw> = (0..2).map(|_| Raw::greeted(port)).collect();
    let answer = upgrade(port, &format!("http://127.0.0.1:{port}"));
    assert!(answer.starts_with("HTTP/1.1 429"), "{answer}");
}

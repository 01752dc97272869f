//! A dropped connection: the client comes back with its token and the game goes on; an absent
//! player loses after the grace period; a restarted in-memory server ends its games in one
//! line.

use crate::game::play;
use crate::harness::{client, create, Server};
use std::io::{Read, Write};
use std::net::{Shutdown, TcpListener, TcpStream};
use std::sync::{Arc, Mutex};

/// A TCP relay between clients and the server whose connections the test can cut, as a
/// dropped Wi-Fi would; it keeps accepting new ones.
struct Relay {
    port: u16,
    open: Arc<Mutex<Vec<TcpStream>>>,
}

impl Relay {
    fn to(target: u16) -> Relay {
        let listener = TcpListener::bind("127.0.0.1:0").expect("a port");
        let port = listener.local_addr().expect("an address").port();
        let open: Arc<Mutex<Vec<TcpStream>>> = Arc::default();
        let streams = Arc::clone(&open);
        std::thread::spawn(move || {
            for incoming in listener.incoming() {
                let Ok(client) = incoming else { return };
                let Ok(server) = TcpStream::connect(("127.0.0.1", target)) else {
                    continue;
                };
                for stream in [&client, &server] {
                    streams
                        .lock()
                        .unwrap()
                        .push(stream.try_clone().expect("cloned"));
                }
                pump(
                    client.try_clone().expect("cloned"),
                    server.try_clone().expect("cloned"),
                );
                pump(server, client);
            }
        });
        Relay { port, open }
    }

    /// Cuts every connection through the relay.
    fn cut(&self) {
        for stream in self.open.lock().unwrap().drain(..) {
            let _ = stream.shutdown(Shutdown::Both);
        }
    }
}

fn pump(mut from: TcpStream, mut to: TcpStream) {
    std::thread::spawn(move || {
        let mut buffer = [0u8; 4096];
        while let Ok(n) = from.read(&mut buffer) {
            if n == 0 || to.write_all(&buffer[..n]).is_err() {
                break;
            }
        }
        let _ = to.shutdown(Shutdown::Both);
    });
}

#[test]
fn a_dropped_client_reconnects_with_its_token_and_loses_nothing() {
    let server = Server::start(&[]);
    let relay = Relay::to(server.port);
    let relayed = format!("127.0.0.1:{}", relay.port);
    let mut host = client("host", &["create", "--server", &relayed]);
    let code = host
        .expect("code: ")
        .split_whitespace()
        .nth(1)
        .unwrap()
        .to_string();
    let mut guest = client("guest", &["join", &code, "--server", &server.address()]);
    guest.expect("you: Yellow");
    play(&mut host, &mut guest, "Red", 4);
    play(&mut guest, &mut host, "Yellow", 4);
    relay.cut();
    host.expect("connection lost");
    // A move typed while the connection is down goes once it is back.
    host.say("5");
    host.expect("reconnected");
    guest.expect("Red 5");
    host.expect("Red 5");
    play(&mut guest, &mut host, "Yellow", 4);
    // Twice, to be sure the seat was resumed and not merely kept.
    relay.cut();
    host.expect("connection lost");
    host.expect("reconnected");
    for yellow in [3, 2, 6] {
        play(&mut host, &mut guest, "Red", 1);
        play(&mut guest, &mut host, "Yellow", yellow);
    }
    play(&mut host, &mut guest, "Red", 1);
    host.expect("result: Red wins");
    guest.expect("result: Red wins");
    assert_eq!(host.game_lines(), guest.game_lines());
    assert_eq!(host.game_lines().len(), 12);
}

#[test]
fn an_absent_player_loses_after_the_grace_period() {
    let server = Server::start(&["--grace", "1"]);
    let (mut host, code) = create(&server, &[]);
    let mut guest = client("guest", &["join", &code, "--server", &server.address()]);
    guest.expect("you: Yellow");
    host.expect("your friend is here");
    play(&mut host, &mut guest, "Red", 4);
    guest.kill();
    host.expect("your friend is away");
    host.expect("Yellow left the game");
    host.expect("result: Red wins");
    assert_eq!(host.wait(), Some(0));
}

#[test]
fn a_restarted_in_memory_server_ends_its_games_in_one_line() {
    let mut server = Server::start(&[]);
    let (mut host, code) = create(&server, &[]);
    let mut guest = client("guest", &["join", &code, "--server", &server.address()]);
    guest.expect("you: Yellow");
    play(&mut host, &mut guest, "Red", 4);
    server.kill();
    host.expect("connection lost");
    server.restart();
    for player in [&mut host, &mut guest] {
        let line = player.expect("stderr: plot4: ");
        assert!(line.contains("the room is gone"), "{line}");
        assert_eq!(player.wait(), Some(2));
        let errors = player
            .seen
            .iter()
            .filter(|l| l.starts_with("stderr:"))
            .count();
        assert_eq!(errors, 1, "{:?}", player.seen);
    }
}

#[test]
fn a_server_stopped_by_its_operator_says_goodbye_and_its_clients_say_so() {
    let mut server = Server::start(&[]);
    let (mut host, _code) = create(&server, &[]);
    server.process.terminate();
    let line = host.expect("stderr: plot4: ");
    assert!(line.contains("the server shut down"), "{line}");
    assert_eq!(host.wait(), Some(2));
}

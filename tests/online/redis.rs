//! Rooms in Redis: two servers share them, one player on each, and a server killed with
//! SIGKILL mid-game and started again ends no game.

use crate::game::play;
use crate::harness::{client, create, Redis, Server};

#[test]
fn two_servers_share_a_room_and_a_killed_one_ends_no_game() {
    let Some(redis) = Redis::start() else {
        // .ci/run installs redis-server; a machine without it says so and skips.
        eprintln!("redis-server is not installed: the Redis test is skipped");
        return;
    };
    let mut first = Server::start(&["--redis", &redis.url]);
    let second = Server::start(&["--redis", &redis.url]);
    let (mut host, code) = create(&first, &[]);
    let mut guest = client("guest", &["join", &code, "--server", &second.address()]);
    guest.expect("you: Yellow");
    let mut watcher = client("watcher", &["watch", &code, "--server", &second.address()]);
    play(&mut host, &mut guest, "Red", 4);
    play(&mut guest, &mut host, "Yellow", 4);
    first.kill();
    host.expect("connection lost");
    // Typed while the host's server is down: sent once it is back, through either server.
    host.say("5");
    first.restart();
    host.expect("reconnected");
    host.expect("Red 5");
    guest.expect("Red 5");
    play(&mut guest, &mut host, "Yellow", 3);
    play(&mut host, &mut guest, "Red", 6);
    play(&mut guest, &mut host, "Yellow", 3);
    play(&mut host, &mut guest, "Red", 7);
    for process in [&mut host, &mut guest, &mut watcher] {
        process.expect("result: Red wins");
        assert_eq!(process.wait(), Some(0), "{:?}", process.seen);
    }
    assert_eq!(host.game_lines(), guest.game_lines());
    assert_eq!(watcher.game_lines(), guest.game_lines());
    assert_eq!(guest.game_lines().len(), 8);
}

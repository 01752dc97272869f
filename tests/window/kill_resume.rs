//! Nothing lost: the real `plot4` window in a virtual X display (Xvfb), a game between two
//! people played by xdotool keys, killed with SIGKILL at a moment picked by a seeded random
//! source, again and again. After every kill the files are loaded with the real [`Store`]
//! (no problem, no `.corrupt-*` file), and the next start with `--resume` continues exactly the
//! game played, or that game without the move in flight when the kill came.
//!
//! The kill moments are events, not times: right after a key is sent (the move may not even be
//! read yet), right after the window logs the move (the save comes later in the same frame), or
//! right after it logs the save. Whichever way the kill lands, the assertion is the same.
//!
//! One display serves every start. A window start per kill costs a few seconds on a small
//! machine, so `.ci/run` runs the short variant (`PLOT4_KILLS`, default 10); the 50:
//! `PLOT4_KILLS=50 nice cargo test --release --test window -- --ignored --nocapture kill_resume::`.
//! `PLOT4_KILL_SEED` picks another seed.

use crate::common;
use plot4::ui::events::{self};

use common::game_window::Game;
use common::virtual_display::{one_window_at_a_time, VirtualDisplay};
use plot4::store::{FileKind, Store};
use plot4::{Board, Column};
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};
use std::path::Path;

/// A game longer than this starts over in a new data folder, so no game reaches its end.
const LONGEST_GAME: usize = 30;

/// Starts the window between two people on `data`, resuming the saved game if `resume`.
fn start(display: &VirtualDisplay, data: &Path, resume: bool) -> Game {
    let mut args = vec!["--red", "human", "--yellow", "human"];
    if resume {
        args.push("--resume");
    }
    Game::start_on(display, data, &args)
}

/// Drops a coin in `column` by its key.
fn column_key(window: &Game, column: Column) {
    window.xdotool(&["key", &column.number().to_string()]);
}

/// Loads every file with the store: none may be refused, nor set aside earlier.
fn check_files(data: &Path) -> Option<String> {
    let store = Store::at(data);
    let game = store.load_game();
    assert!(game.problems.is_empty(), "{:?}", game.problems);
    assert!(store.load_settings().problems.is_empty());
    assert!(store.load_history().problems.is_empty());
    let names: Vec<String> = std::fs::read_dir(data)
        .map(|dir| {
            dir.map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    assert!(
        names.iter().all(|n| !n.contains(".corrupt-")),
        "a file was set aside: {names:?}"
    );
    assert!(
        names.iter().all(|n| n != FileKind::History.file_name()),
        "no game was finished, so there is no history: {names:?}"
    );
    game.value.map(|saved| saved.position())
}

fn board_of(position: &str) -> Board {
    plot4::notation::parse_digits(position).expect("a legal game")
}

/// A column that neither fills the board nor ends the game.
fn quiet_move(rng: &mut StdRng, position: &str) -> Column {
    let board = board_of(position);
    let quiet: Vec<Column> = board
        .legal_columns()
        .into_iter()
        .filter(|&c| {
            let next = board.play(c).expect("legal");
            !next.is_over()
        })
        .collect();
    *quiet
        .choose(rng)
        .expect("a quiet move (games are cut short)")
}

fn kills(count: usize) {
    let _one = one_window_at_a_time();
    let seed = std::env::var("PLOT4_KILL_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x00c0_ffee_u64);
    let mut rng = StdRng::seed_from_u64(seed);
    let display = VirtualDisplay::start();
    let mut data = tempfile::tempdir().expect("a data folder");
    // The game as last confirmed on disk, and the move sent when the kill came.
    let mut confirmed = String::new();
    let mut in_flight: Option<char> = None;
    let mut fresh = true;
    let mut lost = 0;
    for kill in 0..=count {
        let on_disk = check_files(data.path());
        let mut window = start(&display, data.path(), !fresh);
        let mut position = String::new();
        if !fresh {
            let line = window.wait_for(events::RESUMED_GAME);
            position = line.rsplit("position ").next().unwrap_or("").to_string();
            let with_move: String = confirmed.chars().chain(in_flight).collect();
            assert!(
                position == confirmed || position == with_move,
                "kill {kill} (seed {seed}): resumed {position:?}; played {confirmed:?}, then \
                 {in_flight:?} in flight"
            );
            assert_eq!(on_disk.as_deref(), Some(position.as_str()));
            if in_flight.is_some() && position == confirmed {
                lost += 1;
            }
        }
        if kill == count {
            window.kill();
            break;
        }
        // A few moves, each confirmed by its save, then one in flight and the kill.
        for _ in 0..rng.random_range(0..=3) {
            let column = quiet_move(&mut rng, &position);
            column_key(&window, column);
            position.push(char::from(b'0' + column.number() as u8));
            window.wait_for(&format!("{} {position}", events::SAVED_GAME));
        }
        confirmed = position.clone();
        let column = quiet_move(&mut rng, &position);
        column_key(&window, column);
        let digit = char::from(b'0' + column.number() as u8);
        in_flight = Some(digit);
        let with_move = format!("{position}{digit}");
        match rng.random_range(0..3) {
            0 => {}
            1 => {
                window.wait_for(&format!("{} {} by", events::PLAYED, column.number()));
            }
            _ => {
                window.wait_for(&format!("{} {with_move}", events::SAVED_GAME));
            }
        }
        window.kill();
        fresh = false;
        if with_move.len() >= LONGEST_GAME {
            // Check this kill's files, then go on in a new folder with a new game.
            let on_disk = check_files(data.path()).unwrap_or_default();
            assert!(on_disk == confirmed || on_disk == with_move, "{on_disk:?}");
            data = tempfile::tempdir().expect("a data folder");
            confirmed.clear();
            in_flight = None;
            fresh = true;
        }
    }
    println!("{count} kills (seed {seed}): every restart resumed the game played; {lost} moves in flight lost");
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn a_window_killed_at_random_moments_resumes_the_game_played() {
    let count = std::env::var("PLOT4_KILLS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(10);
    kills(count);
}

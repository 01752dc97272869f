//! `plot4 --open FILE`: a game file opened in the real window (under Xvfb, `#[ignore]`d:
//! `cargo test --release --test window -- --ignored --test-threads=1 open::`), and bad files
//! refused before any window opens (these run anywhere).

use crate::common;
use plot4::ui::events::{self};

use common::command_line::refused;
use common::game_window::Game;
use common::virtual_display::one_window_at_a_time;
use plot4::game::{Mode, Modes};
use plot4::game_record::GameRecord;
use plot4::notation::columns_of;
use plot4::{Player, Size};
use std::path::{Path, PathBuf};

/// A game file of `digits` between two people, Yellow moving first.
fn yellow_first_game(folder: &Path, digits: &str) -> PathBuf {
    let modes = Modes {
        red: Mode::Human,
        yellow: Mode::Human,
    };
    let columns = columns_of(digits, 7).unwrap();
    let record = GameRecord::new(Size::STANDARD, modes, Player::Yellow, &columns);
    let path = folder.join("game.plot4");
    std::fs::write(&path, record.to_string()).unwrap();
    path
}

#[test]
fn a_bad_game_file_is_refused_in_one_line_before_the_window_opens() {
    let folder = tempfile::tempdir().unwrap();
    let path = yellow_first_game(folder.path(), "4453");
    let text = std::fs::read_to_string(&path).unwrap();
    std::fs::write(&path, &text[..text.len() - 3]).unwrap();
    let line = refused(&["--open", path.to_str().unwrap()]);
    assert!(line.contains("cut short"), "{line}");
    let path = yellow_first_game(folder.path(), "4453");
    let line = refused(&["--open", path.to_str().unwrap(), "--size", "8x7"]);
    assert!(line.contains("7x6 board"), "{line}");
    let line = refused(&["--open", path.to_str().unwrap(), "--position", "4"]);
    assert!(line.contains("give one"), "{line}");
}

#[test]
#[ignore = "needs Xvfb and xdotool; run with --ignored"]
fn an_opened_game_goes_on_from_its_last_move_with_its_first_mover() {
    let _one = one_window_at_a_time();
    let folder = tempfile::tempdir().unwrap();
    let path = yellow_first_game(folder.path(), "4453");
    let mut game = Game::start_fresh(&["--open", path.to_str().unwrap()]);
    // Yellow moved first, so after four moves it is Yellow's turn again.
    game.key("1");
    game.wait_for(&format!("{} 1 by Yellow; position 44531", events::PLAYED));
    // The file's moves are the game's own: undo takes them back one by one.
    game.key("u");
    game.wait_for(&format!("{} 4453", events::UNDO));
    game.key("u");
    game.wait_for(&format!("{} 445", events::UNDO));
}

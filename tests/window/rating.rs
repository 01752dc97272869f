//! The player's rating in a real window under Xvfb: a game against a computer level moves it,
//! the log says by how much, and the next start reports it again from the history.
//!
//! Needs `Xvfb` and `xdotool` (see .ci/run), so every test is `#[ignore]`:
//! `cargo test --release --test window -- --ignored --test-threads=1 rating::`.

use crate::common;

use common::game_window::Game;
use common::virtual_display::one_window_at_a_time;
use plot4::game::{GameState, Modes, Outcome};
use plot4::ui::events::{self, ScreenName, PLAYED, RATING};
use plot4::{Column, Player};
use std::path::Path;

/// Red's next column: a win in one if there is one, else the first open column from the
/// middle out. Nothing cleverer is needed: the game only has to end, and any game does.
fn red_move(position: &str) -> usize {
    let game = GameState::from_position(Modes::HUMANS, position).expect("a legal position");
    let open: Vec<usize> = [4, 3, 5, 2, 6, 1, 7]
        .into_iter()
        .filter(|&n| game.play_human(Column::from_number(n).unwrap()).is_ok())
        .collect();
    open.iter()
        .copied()
        .find(|&n| {
            let after = game.play_human(Column::from_number(n).unwrap()).unwrap();
            after.outcome() == Some(Outcome::Win(Player::Red))
        })
        .unwrap_or(open[0])
}

/// The position a played line ends with.
pub(super) fn position_of(line: &str) -> String {
    line.rsplit("position ")
        .next()
        .expect("a position")
        .trim()
        .to_string()
}

/// Plays Red by key against the computer's Yellow until the game ends; returns how it ended.
pub(super) fn play_to_the_end(window: &mut Game) -> Outcome {
    let mut position = String::new();
    loop {
        let column = red_move(&position);
        let line = window.key_then(&column.to_string(), &format!("{PLAYED} {column} by Red"));
        position = position_of(&line);
        let state = GameState::from_position(Modes::HUMANS, &position).unwrap();
        if let Some(outcome) = state.outcome() {
            return outcome;
        }
        let line = window.wait_for(PLAYED);
        assert!(line.contains("by Yellow"), "{line}");
        position = position_of(&line);
        let state = GameState::from_position(Modes::HUMANS, &position).unwrap();
        if let Some(outcome) = state.outcome() {
            return outcome;
        }
    }
}

/// The number after `label` in a rating line, e.g. `rating: 1000 ± 350 (0 rated games)`.
fn number_after(line: &str, label: &str) -> f64 {
    let rest = &line[line
        .find(label)
        .unwrap_or_else(|| panic!("{label:?} in {line}"))
        + label.len()..];
    rest.split_whitespace()
        .next()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("a number after {label:?} in {line}"))
}

/// One game of a person as Red against `yellow` on the data folder `data`, checked from the
/// start line to the rating line; returns the rating after it and the level the rating line
/// named.
pub(super) fn one_rated_game(data: &Path, yellow: &str) -> (f64, String) {
    let mut window = Game::start(data, &["--red", "human", "--yellow", yellow]);
    let start = window.wait_for(RATING);
    let before = number_after(&start, RATING);
    window.wait_for(&format!("{} Red human", events::NEW_GAME));
    let outcome = play_to_the_end(&mut window);
    // `rating: 1000 -> 1180 ± 290 after a game against Random (0)`
    let moved = window.wait_for(&format!("{RATING} {before:.0} -> "));
    // The window saw the same end (whichever of the two lines it wrote first).
    if window.lines_with(&format!("{} {outcome}", events::GAME_OVER)) == 0 {
        window.wait_for(&format!("{} {outcome}", events::GAME_OVER));
    }
    let after = number_after(&moved, "-> ");
    let level = moved
        .split("after a game against ")
        .nth(1)
        .unwrap_or_else(|| panic!("the level in {moved}"))
        .to_string();
    let level_rating = number_after(&level.replace(')', " "), "(");
    let ought = match outcome {
        Outcome::Win(Player::Red) => 1.0,
        Outcome::Win(Player::Yellow) => -1.0,
        // A draw pulls the rating toward the level's.
        Outcome::Draw => (level_rating - before).signum(),
    };
    assert_ne!(after, before, "the rating did not move: {moved}");
    assert_eq!(
        (after - before).signum(),
        ought,
        "{outcome} moved the rating the wrong way: {moved}"
    );
    // The history holds the game before the window goes.
    window.wait_for(events::RECORDED_GAME);
    if window.lines_with(&ScreenName::GameOver.line()) == 0 {
        window.wait_for(&ScreenName::GameOver.line());
    }
    window.key_then("n", &ScreenName::ConfirmQuit.line());
    window.key("y");
    assert!(window
        .wait_for_exit(common::game_window::PATIENCE)
        .success());
    (after, level)
}

/// The rating the window reports at start on `data`, and the line it came in.
pub(super) fn rating_at_start(data: &Path) -> (f64, String) {
    let mut window = Game::start(data, &[]);
    let line = window.wait_for(RATING);
    window.quit();
    (number_after(&line, RATING), line)
}

#[test]
#[ignore = "needs Xvfb and xdotool"]
fn a_game_against_a_level_moves_the_rating_and_a_restart_keeps_it() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    let (newcomer, _) = rating_at_start(data.path());
    let (after, level) = one_rated_game(data.path(), "random");
    assert!(level.starts_with("Random ("), "{level}");
    // A window that kept nothing would say the newcomer's rating again.
    assert_ne!(after, newcomer);
    let (again, line) = rating_at_start(data.path());
    assert_eq!(again, after, "{line}");
    assert!(line.contains("(1 rated game)"), "{line}");
}

#[test]
#[ignore = "needs Xvfb and xdotool"]
fn match_my_level_plays_the_level_nearest_the_rating_and_keeps_what_it_moved() {
    let _one = one_window_at_a_time();
    let data = tempfile::tempdir().unwrap();
    let newcomer = plot4::rating::Rating::NEW.rating;
    let (after, level) = one_rated_game(data.path(), "adaptive");
    let expected = plot4::ai::ladder::nearest(newcomer);
    assert!(
        level.starts_with(&format!("{} (", expected.label())),
        "played {level}, not {expected:?}"
    );
    let (again, line) = rating_at_start(data.path());
    assert_eq!(again, after, "{line}");
    // The next game meets the level nearest the new rating.
    let (_, next) = one_rated_game(data.path(), "adaptive");
    let expected = plot4::ai::ladder::nearest(after);
    assert!(
        next.starts_with(&format!("{} (", expected.label())),
        "played {next} after reaching {after}, not {expected:?}"
    );
}

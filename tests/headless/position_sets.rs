//! The committed position sets drawn by a generator (`tests/common/position_sets.rs`), checked
//! against it: the hint set, on which hint latency is measured (issue 11's target: with 8 or
//! more coins, every column known within 1 s median and 3 s worst), with each column's exact
//! score so that `plot4 bench --analyze --dir tests/data --set hint_positions.txt` also checks
//! them; and High's set, on which `plot4 bench-ai --level high` and the browser's `#bench-high`
//! time High. `cargo run --release --example position_sets -- hint|high` writes them.

use crate::common::position_sets::{
    high_set_text, hint_positions, FIRST_PLY, HINT_HEADER, LAST_PLY, PER_PLY,
};

const HINT_SET: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/hint_positions.txt");
const HIGH_SET: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/high_positions.txt");

#[test]
fn the_hint_set_holds_what_its_generator_draws() {
    let committed = std::fs::read_to_string(HINT_SET).unwrap();
    assert!(committed.starts_with(HINT_HEADER), "regenerate the header");
    let lines: Vec<&str> = committed.lines().filter(|l| !l.starts_with('#')).collect();
    let positions: Vec<&str> = lines
        .iter()
        .map(|l| l.split_whitespace().next().unwrap())
        .collect();
    assert_eq!(positions, hint_positions(), "regenerate it");
    assert_eq!(positions.len(), PER_PLY * (LAST_PLY - FIRST_PLY + 1));
    for line in lines {
        assert_eq!(line.split_whitespace().count(), 8, "{line}");
    }
}

#[test]
fn the_high_set_is_what_its_generator_writes() {
    let committed = std::fs::read_to_string(HIGH_SET).unwrap();
    assert_eq!(committed, high_set_text(), "regenerate it");
    let positions: Vec<&str> = committed.lines().filter(|l| !l.starts_with('#')).collect();
    assert_eq!(positions.len(), 306);
    for ply in 1..=34 {
        assert_eq!(positions.iter().filter(|p| p.len() == ply).count(), 9);
    }
}

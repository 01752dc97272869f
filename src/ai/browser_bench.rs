//! The browser benchmark of High, in the build for `wasm32-unknown-unknown`: the page runs it
//! instead of the game when its address ends in `#bench-high`, and prints on the console.

use super::{worker::HIGH_BUDGET, Engine, Level};
use crate::cancel::CancelToken;
use crate::clock::Instant;
use crate::page::{console, Console};

/// The browser benchmark (`#bench-high`): High's move on each position of `set` (digits, one a
/// line, `#` comments), each with a fresh engine and the window's budget, timed by the page's
/// clock. One console line a position (`bench-high <position> <column> <ms>`), then
/// `bench-high done: positions N, median M ms, p95 P ms, max X ms`.
pub fn bench_high(set: &str) {
    let mut times = Vec::new();
    for line in set.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let Ok(board) = crate::notation::parse_digits(line) else {
            console(
                Console::Error,
                &format!("bench-high: not a position: {line}"),
            );
            continue;
        };
        let mut engine = Engine::new(Some(1));
        engine.set_high_budget(Some(HIGH_BUDGET));
        let started = Instant::now();
        let chosen = engine.choose(Level::High, &board, &CancelToken::new());
        let millis = started.elapsed().as_secs_f64() * 1000.0;
        times.push(millis);
        let column = chosen.map_or_else(|e| e.to_string(), |c| c.to_string());
        console(
            Console::Info,
            &format!("bench-high {line} {column} {millis:.1}"),
        );
    }
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    if times.is_empty() {
        console(Console::Error, "bench-high done: no positions");
        return;
    }
    console(
        Console::Info,
        &format!(
            "bench-high done: positions {}, median {:.1} ms, p95 {:.1} ms, max {:.1} ms",
            times.len(),
            at(0.5),
            at(0.95),
            at(1.0)
        ),
    );
}

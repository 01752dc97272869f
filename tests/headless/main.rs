//! Everything but the window: the rules, the solver, the computer players, the store, the
//! coach and the command line (the real `plot4` binary as a subprocess, real files in a temp
//! dir). One test binary for all of them, so the build links once rather than once a file;
//! run one part by its module, e.g. `cargo test --release --test headless cli::`.

#[path = "../common/mod.rs"]
mod common;
mod fuzzing;
mod reference_rules;

mod ai_budget;
mod ai_cli;
mod ai_high;
mod ai_ladder;
mod ai_levels;
mod atomic_file;
mod book;
mod cli;
mod cli_coach;
mod cli_reliability;
mod coach;
mod fuzz;
mod fuzz_store;
mod game_files;
mod layers;
mod notation;
mod picture;
mod position_sets;
mod properties;
mod rules;
mod soak;
mod solver_sets;
mod store;
mod store_cli;
mod text_game;
mod tictactoe;
mod variants;

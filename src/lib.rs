//! Plot 4: Connect Four with an exact engine, a command line and a desktop window.
//!
//! Layers, each knowing one thing: [`board`] (rules, pure), [`notation`] (reading and writing
//! positions), [`solver`] (exact search: [`Solver::solve`], [`Solver::analyze`],
//! [`Solver::best_moves`]), [`ai`] (the computer's levels behind one [`Engine`], and a
//! background worker), [`game`] (one game's state and transitions, pure), [`analysis`] (what
//! scores mean to a player), [`store`] (the player's saved game, settings and history on disk),
//! [`coach`] (learn from your mistakes, puzzles, the opening explorer, threats and the best line)
//! and [`rating`] (Glicko-2).
//! Every search runs under a [`CancelToken`]. Only `ui`, the game window, imports the window
//! toolkit; it is built with the `gui` feature (on by default).
//!
//! ```
//! use plot4::{notation, CancelToken, Solver};
//!
//! // Late in a game: the side to move loses however it plays, at best to the last coin.
//! let board = notation::parse_digits("2252576253462244111563365343671351441").unwrap();
//! let mut solver = Solver::new();
//! let best = solver.best_moves(&board, &CancelToken::new()).unwrap();
//! assert_eq!(best.score, -1);
//! assert!(best.optimal.iter().all(|&column| board.has_room(column)));
//! ```

// No unsafe code but where the crate calls outside Rust, allowed at each such call alone: ALSA
// looking for an audio device quietly (`ui::audio_device`), the table's prefetch and large-page
// advice (`solver::transposition`), and the browser page's imports (`page`).
#![deny(unsafe_code)]

pub mod ai;
pub mod analysis;
pub mod atomic_file;
pub mod board;
pub mod cancel;
pub mod clock;
pub mod coach;
pub mod game;
pub mod game_record;
pub mod notation;
pub mod online;
#[cfg(target_arch = "wasm32")]
pub mod page;
pub mod picture;
pub mod rating;
pub mod sharing;
pub mod solver;
pub mod store;
pub mod tictactoe;
#[cfg(feature = "gui")]
pub mod ui;

pub use ai::{ChooseError, Engine, Level};
pub use board::{Board, Cell, Column, MoveError, Player, Size, WinningLine};
pub use cancel::{CancelToken, Stopped};
pub use solver::{move_score, Analysis, Solver};

//! Plot 4: Connect Four with an exact engine, a command line and a desktop window.
//!
//! Layers, each knowing one thing: [`board`] (rules, pure), [`notation`] (reading and writing
//! positions), [`solver`] (exact search), [`game`] (one game's state and transitions, pure).
//! Only `ui`, the game window, imports the window toolkit; it is built with the `gui` feature
//! (on by default).

pub mod ai;
pub mod atomic_file;
pub mod board;
pub mod game;
pub mod notation;
pub mod solver;
#[cfg(feature = "gui")]
pub mod ui;

pub use board::{Board, Cell, Column, MoveError, Player, Size, WinningLine};
pub use solver::Solver;

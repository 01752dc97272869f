//! Plot 4: Connect Four with an exact engine, a command line and a desktop window.
//!
//! Layers, each knowing one thing: [`board`] (rules, pure), [`notation`] (reading and writing
//! positions), [`solver`] (exact search), [`game`] (one game's state and transitions, pure),
//! [`store`] (the player's saved game, settings and history on disk).
//! Only [`ui`], the game window, imports the window toolkit.

pub mod ai;
pub mod analysis;
pub mod atomic_file;
pub mod board;
pub mod cancel;
pub mod game;
pub mod notation;
pub mod solver;
pub mod store;
pub mod ui;

pub use board::{Board, Cell, Column, MoveError, Player, Size, WinningLine};
pub use solver::Solver;

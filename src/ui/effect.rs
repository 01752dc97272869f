//! What the window's state asks of the world outside it: it never calls a thread, a speaker or a
//! disk itself, but leaves [`Effect`]s that the frame loop carries out after the state has changed.
//! So every state change is tested without a window or a thread.

use super::computer::WorkerCall;
use super::keeping::Keep;

/// One thing for the frame loop to do. Sounds and saves join requests to the worker here.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Effect {
    /// A request for the computer's worker thread (or its cancellation).
    Computer(WorkerCall),
    /// Put this text on the system clipboard.
    CopyToClipboard(String),
    /// Read the system clipboard and hand its text to [`super::app::App::pasted`].
    ReadClipboard,
    /// A request to the store: save or forget the game in progress, record a finished game.
    Keep(Keep),
}

/// Effects waiting for the frame loop, in the order they were asked for.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Effects(Vec<Effect>);

impl Effects {
    /// Adds an effect after those already waiting.
    pub fn push(&mut self, effect: Effect) {
        self.0.push(effect);
    }

    /// Hands every waiting effect over, oldest first, leaving none.
    pub fn take(&mut self) -> Vec<Effect> {
        std::mem::take(&mut self.0)
    }
}

//! The computer's thread, from the shell: the worker calls the seat returned (through the
//! outbox) are sent to it, and the replies that arrived are collected once a frame for the
//! seat. The seat (`computer.rs`) decides what to ask and stays pure; only this file talks to
//! the thread.

use super::effect::WorkerCall;
#[cfg(target_arch = "wasm32")]
use crate::ai::page_worker::Worker;
#[cfg(not(target_arch = "wasm32"))]
use crate::ai::worker::Worker;
use crate::ai::worker::{Reply, WorkerGone};

/// The worker thread as the window uses it: calls go in, replies go to the seat.
pub struct ComputerThread {
    worker: Worker,
}

impl ComputerThread {
    /// Starts the worker; `seed` makes the computer's choices reproducible.
    pub fn spawn(seed: Option<u64>) -> ComputerThread {
        ComputerThread {
            worker: Worker::spawn(seed),
        }
    }

    /// Does what the seat asked for. A worker that has gone is reported when its replies are
    /// collected, so here it is only logged.
    pub fn carry_out(&self, call: WorkerCall) {
        match call {
            WorkerCall::Send(request) => {
                if let Err(gone) = self.worker.send(request) {
                    log::error!("{gone}");
                }
            }
            WorkerCall::Cancel(id) => self.worker.cancel(id),
        }
    }

    /// Stops every search asked for; the thread itself ends when this is dropped.
    pub fn stop(&self) {
        self.worker.cancel_up_to(u64::MAX);
    }

    /// Every reply that has arrived, oldest first; never blocks.
    pub fn replies(&self) -> Result<Vec<Reply>, WorkerGone> {
        let mut replies = Vec::new();
        while let Some(reply) = self.worker.poll()? {
            replies.push(reply);
        }
        Ok(replies)
    }
}

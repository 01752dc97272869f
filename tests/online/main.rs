//! Online play through real processes: `plot4 serve` on a free port, terminal clients
//! (`plot4 online create|join|watch`) as subprocesses, a `redis-server` of the test's own, and
//! servers killed with SIGKILL and started again. Every wait is for a line or a frame.
//! Run it alone with `cargo test --release --test online`.

mod fuzz;
mod game;
mod harness;
mod hostile;
mod page_files;
mod reconnect;
mod redis;

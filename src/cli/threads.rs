//! How many search threads a command may ask for, and whether the machine can start them.

use super::CliError;

/// The most search threads `--threads` accepts: far more than any desktop has cores (more
/// threads than cores gain nothing), few enough that starting them cannot exhaust memory.
const MAX_THREADS: u64 = 64;

/// The accepted `--threads` values, for clap.
pub fn threads_range() -> clap::builder::RangedU64ValueParser<u64> {
    clap::value_parser!(u64).range(1..=MAX_THREADS)
}

/// Starts `threads - 1` idle threads and joins them, so that a machine that cannot start the
/// search's helper threads (a memory or process limit) gets a one-line error before the search
/// starts, rather than a panic in the middle of it.
pub fn check_threads(threads: u64) -> Result<(), CliError> {
    std::thread::scope(|scope| {
        let mut started = Vec::new();
        for _ in 1..threads {
            match std::thread::Builder::new().spawn_scoped(scope, || ()) {
                Ok(handle) => started.push(handle),
                Err(error) => {
                    return Err(CliError::Usage(format!(
                        "cannot start {threads} search threads: {error}"
                    )))
                }
            }
        }
        Ok(())
    })
}

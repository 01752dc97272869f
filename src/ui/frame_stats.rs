//! Frame-time figures for `--frame-stats`: did the window keep its frame rate while the
//! computer was thinking?

use std::fmt;

/// Frame times collected over a session, in seconds: the whole frame (start to start), and
/// the main thread's own work in it (input, state, drawing calls; not the wait for the
/// display), which tells a slow renderer from a blocked loop.
#[derive(Debug, Clone, Default)]
pub struct FrameStats {
    all: Vec<f64>,
    thinking: Vec<f64>,
    work_all: Vec<f64>,
    work_thinking: Vec<f64>,
}

/// Median, 99th percentile and maximum of a set of frame times.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Summary {
    /// How many frames.
    pub frames: usize,
    /// Median frame time, seconds.
    pub median: f64,
    /// 99th percentile (nearest rank), seconds.
    pub p99: f64,
    /// Longest frame, seconds.
    pub max: f64,
}

impl Summary {
    /// The figures of `times`; `None` when there are none.
    pub fn of(times: &[f64]) -> Option<Summary> {
        if times.is_empty() {
            return None;
        }
        let mut sorted = times.to_vec();
        sorted.sort_by(f64::total_cmp);
        let rank =
            |q: f64| sorted[((q * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len()) - 1];
        Some(Summary {
            frames: sorted.len(),
            median: rank(0.5),
            p99: rank(0.99),
            max: sorted[sorted.len() - 1],
        })
    }
}

impl fmt::Display for Summary {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} frames, median {:.1} ms, p99 {:.1} ms, max {:.1} ms",
            self.frames,
            self.median * 1e3,
            self.p99 * 1e3,
            self.max * 1e3
        )
    }
}

impl FrameStats {
    /// Records one frame that took `seconds`, of which `work` on the main thread; `thinking`
    /// if the computer was searching.
    pub fn record(&mut self, seconds: f64, work: f64, thinking: bool) {
        self.all.push(seconds);
        self.work_all.push(work);
        if thinking {
            self.thinking.push(seconds);
            self.work_thinking.push(work);
        }
    }

    /// The report printed on exit.
    pub fn report(&self) -> String {
        let line = |label: &str, times: &[f64]| match Summary::of(times) {
            Some(summary) => format!("{label}: {summary}"),
            None => format!("{label}: no frames"),
        };
        [
            line("frame times while the computer thinks", &self.thinking),
            line("frame times, all frames", &self.all),
            line(
                "main-thread work per frame while the computer thinks",
                &self.work_thinking,
            ),
            line("main-thread work per frame, all frames", &self.work_all),
        ]
        .join("\n")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn summary_figures() {
        let times: Vec<f64> = (1..=100).map(|i| i as f64 / 1000.0).collect();
        let s = Summary::of(&times).unwrap();
        assert_eq!(s.frames, 100);
        assert!((s.median - 0.050).abs() < 1e-12);
        assert!((s.p99 - 0.099).abs() < 1e-12);
        assert!((s.max - 0.100).abs() < 1e-12);
        assert_eq!(Summary::of(&[]), None);
    }

    #[test]
    fn thinking_frames_are_kept_apart() {
        let mut stats = FrameStats::default();
        stats.record(0.016, 0.002, false);
        stats.record(0.020, 0.003, true);
        let report = stats.report();
        assert!(
            report.contains("thinks: 1 frames, median 20.0 ms"),
            "{report}"
        );
        assert!(report.contains("all frames: 2 frames"), "{report}");
        assert!(
            report.contains("thinks: 1 frames, median 3.0 ms"),
            "{report}"
        );
    }
}

//! The game window: layout, input, state between frames, animation and drawing, tied together
//! by a frame loop that reads like a story: read input, turn it into commands, apply them, hear
//! from the computer, move time on, draw.
//!
//! macroquad is only ever called from this thread; the computer searches on a worker thread.

pub mod animation;
pub mod app;
pub mod command;
pub mod frame_stats;
pub mod input;
pub mod layout;
pub mod render;
pub mod screen;

use crate::ai::worker::Worker;
use crate::game::GameState;
use app::{App, WorkerCall};
use frame_stats::FrameStats;
use layout::Layout;
use macroquad::prelude::{get_time, next_frame, prevent_quit, screen_height, screen_width};
use std::time::{Duration, Instant};

/// How the window starts.
#[derive(Debug, Clone)]
pub struct WindowOptions {
    /// The game to start with (modes and position).
    pub game: GameState,
    /// Go straight to play, skipping the title and mode screens.
    pub skip_to_play: bool,
    /// Seed for the computer's choices.
    pub seed: Option<u64>,
    /// Print frame-time figures on exit.
    pub frame_stats: bool,
}

/// The shortest frame: the loop sleeps the rest, so a display without vertical sync (or a
/// virtual one) does not spin a core the computer needs. With vertical sync at 60 Hz or less
/// the frame is already this long and nothing is slept.
const FRAME_BUDGET: Duration = Duration::from_micros(16_600);

/// Opens the window and runs until the player quits or closes it.
pub fn run(options: WindowOptions) {
    let conf = macroquad::window::Conf {
        window_title: "Plot 4".to_string(),
        window_width: 900,
        window_height: 780,
        high_dpi: true,
        window_resizable: true,
        sample_count: 4,
        ..Default::default()
    };
    macroquad::Window::from_config(conf, frame_loop(options));
}

async fn frame_loop(options: WindowOptions) {
    // Closing the window becomes a command, so the worker is stopped and figures printed.
    prevent_quit();
    let fonts = render::Fonts::load();
    let worker = Worker::spawn(options.seed);
    let (columns, rows) = {
        let size = options.game.board().size();
        (size.width(), size.height())
    };
    let mut app = App::new(options.game, options.skip_to_play);
    let mut stats = options.frame_stats.then(FrameStats::default);
    let mut pointer = (f32::NAN, f32::NAN);
    let mut frame_start = Instant::now();
    loop {
        let now = get_time();
        let layout = Layout::new(screen_width(), screen_height(), columns, rows);
        let input = input::read(pointer);
        pointer = input.pointer;
        for command in input::commands(app.screen(), &input, &layout) {
            app.apply(command, now);
        }
        loop {
            match worker.poll() {
                Ok(Some(reply)) => app.receive(reply),
                Ok(None) => break,
                Err(gone) => {
                    log::error!("{gone}");
                    return;
                }
            }
        }
        app.advance(now);
        for call in app.take_worker_calls() {
            match call {
                WorkerCall::Send(request) => {
                    if let Err(gone) = worker.send(request) {
                        log::error!("{gone}");
                    }
                }
                WorkerCall::CancelUpTo(id) => worker.cancel_up_to(id),
            }
        }
        if app.wants_to_quit() {
            break;
        }
        render::draw(&app, &layout, &fonts, now);
        let thinking = app.is_thinking();
        let work = frame_start.elapsed();
        next_frame().await;
        // Tests wait for this line before they send keys: the window now takes input.
        static SHOWN: std::sync::Once = std::sync::Once::new();
        SHOWN.call_once(|| log::info!("window shown: first frame drawn"));
        // With vertical sync the frame already took a refresh interval; only a display that
        // returns at once (no sync, or a virtual one) gets the rest of the budget slept off.
        let shown = frame_start.elapsed();
        if shown < FRAME_BUDGET {
            std::thread::sleep(FRAME_BUDGET - shown);
        }
        let elapsed = frame_start.elapsed();
        frame_start = Instant::now();
        if let Some(stats) = stats.as_mut() {
            stats.record(elapsed.as_secs_f64(), work.as_secs_f64(), thinking);
        }
    }
    drop(worker);
    log::info!("window closed");
    if let Some(stats) = stats {
        println!("{}", stats.report());
    }
}

//! The game window: screens on a stack over one session, tied together by a frame loop that
//! reads like a story: read input, let the screen on top read it as its own messages and carry
//! them out, hear from the computer, move time on, carry out the effects the state asked for,
//! draw. docs/ARCHITECTURE.md tells it at length, and says where a new screen, message or
//! effect goes.
//!
//! This file is the shell: macroquad, the worker thread, the store's files and the clock are
//! called from here (and from the key reader, the painter and the speaker it drives); the app,
//! the session and the screens under it stay pure. macroquad is only ever called from this
//! thread; the computer searches on a worker thread.

// First, so the `tr!` macro it defines is in scope in every module after it.
#[macro_use]
pub mod words;
mod advice;
mod animation;
mod app;
mod audio_device;
mod board_view;
mod button;
mod computer;
mod computer_thread;
mod effect;
mod evaluation_graph;
pub mod events;
mod files;
#[cfg(test)]
mod fixtures;
mod frame_stats;
mod hint_row;
mod icon;
mod input;
mod keeping;
mod layout;
mod online_seat;
#[cfg(target_arch = "wasm32")]
mod page_mirror;
mod paint;
mod preferences;
mod reduced_motion;
mod refusal;
mod saving;
mod screens;
mod seat_keeping;
mod session;
mod sound;
mod spoken;
#[cfg(test)]
mod storm_tests;
mod table;
mod why;
// Crate-wide for the picture module, whose test checks its colours against the window's.
pub(crate) mod theme;
mod window_opening;

// The face the binary and the window tests see; everything else stays inside, so the compiler
// reports what nothing uses.
pub use button::{Question, Tool};
pub use layout::Layout;
pub use screens::{
    coach::mistakes::game_rows as learn_game_rows, modes::cancel_button as modes_cancel_button,
    modes::menu_rows as mode_rows, review::move_centre as review_move_centre,
    tictactoe::square_centre, title::title_buttons,
};
pub use window_opening::WindowNotOpened;

use crate::clock::Instant;
use crate::game::GameState;
use crate::store::{self, Language, WindowSize};
use app::App;
use computer_thread::ComputerThread;
use effect::Effect;
use frame_stats::FrameStats;
use keeping::{Keeping, Saving};
use macroquad::miniquad::window::{clipboard_get, clipboard_set};
use macroquad::prelude::{
    get_time, is_mouse_button_down, next_frame, screen_height, screen_width, MouseButton,
};
use paint::{Fonts, Painter};
use preferences::{Preferences, SizeWatch};
use screens::Goto;
use session::News;
use sound::Speaker;
#[cfg(not(target_arch = "wasm32"))]
use std::time::Duration;
use theme::Theme;

/// Whether the window runs in a browser page, which cannot close itself: there is no Quit
/// there, and every way out of a screen leads back to the title.
pub(crate) const IN_PAGE: bool = cfg!(target_arch = "wasm32");

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
    /// The data folder (`--data-dir`); else `$PLOT4_DATA_DIR`, else the platform's.
    pub data_dir: Option<std::path::PathBuf>,
    /// Straight into a game: continue the saved game rather than leave it alone.
    pub resume: bool,
    /// The theme for this run (`--theme`), over the settings file's.
    pub theme: Option<crate::store::Theme>,
    /// No sound in this run (`--mute`).
    pub mute: bool,
    /// Open on tic-tac-toe instead of Connect Four (`--game tictactoe`).
    pub tictactoe: bool,
    /// The game comes from a link (the page's address): finished, it opens on its review at
    /// the end; if it is the saved game in progress (a reload: the address follows the game),
    /// that is offered as usual, with its players.
    pub from_link: bool,
    /// Join this online room at once (`--join CODE|LINK`).
    pub join: Option<crate::online::code::RoomAddress>,
    /// The online games' server (`--server`), kept in the settings.
    pub server: Option<String>,
}

/// The window's state at start: straight into a game (continuing the saved one only with
/// `--resume`, and then saving over it), or the title screen, which offers a saved game.
fn start(options: &WindowOptions, found: &files::Found) -> App {
    let saved = found.saved.clone();
    let linked_game_is_saved = saved.as_ref().is_some_and(|saved| {
        saved.size() == options.game.board().size() && saved.moves() == options.game.history()
    });
    if options.from_link && linked_game_is_saved {
        let options = WindowOptions {
            game: GameState::new(crate::game::Modes::HUMANS),
            skip_to_play: false,
            from_link: false,
            ..options.clone()
        };
        return start(&options, found);
    }
    let settings = &found.settings;
    // A new game starts as the settings say: their modes (unless given), their first mover
    // (alternating from the last game recorded).
    let mut game = options.game.clone();
    if !options.skip_to_play {
        game = game.change_modes(settings.modes);
    }
    if game.history().is_empty() {
        let last = found.history.games().last().map(|g| g.first());
        game = game.with_first(settings.first.next_first(last));
    }
    let options = &WindowOptions {
        game,
        ..options.clone()
    };
    let game = options.game.clone();
    if options.tictactoe {
        return App::keeping(
            game,
            Goto::TicTacToe(options.seed),
            Keeping::on(Saving::NotYet),
        );
    }
    if !options.skip_to_play {
        let keeping = Keeping::on(Saving::unless_one_waits(saved.as_ref()));
        let first = saved.map_or(Goto::Title, Goto::ContinueOrNew);
        return App::keeping(game, first, keeping);
    }
    match saved {
        Some(saved) if options.resume => {
            let modes = game.modes();
            let mut app = App::keeping(game, Goto::Table, Keeping::on(Saving::Now));
            app.resume(&saved, modes);
            app
        }
        // The saved game, if any, is left alone: this run's game is not saved over it.
        saved => {
            let mut app = App::keeping(
                game,
                Goto::Table,
                Keeping::on(Saving::unless_one_waits(saved.as_ref())),
            );
            if options.from_link && app.session().game().outcome().is_some() {
                app.review_at_end();
            }
            app
        }
    }
}

/// The shortest frame: the loop sleeps the rest, so a display without vertical sync (or a
/// virtual one) does not spin a core the computer needs. With vertical sync at 60 Hz or less
/// the frame is already this long and nothing is slept.
#[cfg(not(target_arch = "wasm32"))]
const FRAME_BUDGET: Duration = Duration::from_micros(16_600);

/// The shortest frame while the window is still: nothing moves by itself and the player has
/// done nothing for [`STILL_AFTER`]. A still frame looks like the last, so fewer of them cost
/// the player nothing, while each costs a core's worth of work under software rendering; the
/// first key or pointer move brings the full rate back on the next frame.
#[cfg(not(target_arch = "wasm32"))]
const STILL_FRAME_BUDGET: Duration = Duration::from_millis(100);

/// How long, in seconds, the player does nothing before the window counts as still.
const STILL_AFTER: f64 = 2.0;

/// How the frame loop goes on after a frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Pace {
    /// Something moves or the player acts: the next frame at the full rate.
    Moving,
    /// Nothing moves, but the picture still changes with time (a notice or a tooltip comes or
    /// goes, a new window size settles): the next frame at the still rate.
    Still,
    /// Nothing changes until the player does something: no frame until the next input (or
    /// a change of size) wakes the window.
    Resting,
}

/// Opens the window and runs until the player quits or closes it; fails if the windowing
/// library cannot open it.
pub fn run(options: WindowOptions) -> Result<(), WindowNotOpened> {
    // The files are read before the window opens, so the first frame is not kept waiting, and
    // the window opens at the size it had when it was last closed.
    let found = files::open(options.data_dir.as_deref());
    let size = found.settings.window;
    let mut window = macroquad::window::Conf {
        window_title: "Plot 4".to_string(),
        window_width: size.width() as i32,
        window_height: size.height() as i32,
        high_dpi: true,
        window_resizable: true,
        sample_count: 4,
        ..Default::default()
    };
    // At rest the loop waits for input rather than drawing the same frame again (which costs
    // a core's share under software rendering); every kind of input wakes it.
    window.platform.blocking_event_loop = cfg!(not(target_arch = "wasm32"));
    let conf = macroquad::conf::Conf {
        miniquad_conf: window,
        update_on: Some(macroquad::conf::UpdateTrigger {
            key_down: true,
            mouse_down: true,
            mouse_up: true,
            mouse_motion: true,
            mouse_wheel: true,
            specific_key: None,
            touch: true,
        }),
        ..Default::default()
    };
    // Before the window opens, so a panic of the audio thread is never printed.
    sound::watch_audio_thread();
    window_opening::open_window(|| {
        macroquad::Window::from_config(conf, frame_loop(options, found));
    })
}

/// Carries out a request to the store, if there is one; what goes wrong shows on screen.
fn keep_now(store: Option<&store::Store>, keep: effect::Keep, app: &mut App) {
    if let Some(Err(problem)) = store.map(|s| files::carry_out(s, keep)) {
        app.report(News::Problem(problem));
    }
}

/// What the frame loop drives outside the pure app: the worker thread, the files, the speaker,
/// the language and the look in use, the window's size and the frame clock.
struct Shell {
    computer: ComputerThread,
    store: Option<store::Store>,
    speaker: Speaker,
    fonts: Fonts,
    language: Language,
    theme_choice: store::Theme,
    theme: Theme,
    size_watch: SizeWatch,
    stats: Option<FrameStats>,
    keys: input::KeyReader,
    pointer: (f32, f32),
    /// When the pointer last moved, on the frame clock: tooltips wait for it to rest.
    pointer_moved_at: f64,
    /// When the player last pressed a key, moved the pointer, clicked or closed the window, or
    /// the computer last answered, on the frame clock (a change of size is the size watch's).
    /// The loop rests only a while after: miniquad's X11 loop, once resting, waits for one
    /// event more than those already queued, so a key sent within the frame that begins the
    /// rest would wait for the next event (miniquad pull request 458).
    acted_at: f64,
    /// What Ctrl+C copies now, as last handed to the page.
    copyable: Option<String>,
    frame_start: Instant,
    /// The online session (its thread, or in the page its socket), while there is one.
    #[cfg(feature = "online")]
    online: Option<crate::online::client::Handle>,
    /// The online seat kept in the store while its game is in progress.
    seats: seat_keeping::SeatKeeping,
    /// The kept seat the next session started takes back.
    resuming: Option<store::OnlineSeat>,
}

impl Shell {
    /// The shell for this run, speaking and looking as the preferences say.
    fn new(options: &WindowOptions, found: &mut files::Found, prefs: &Preferences) -> Shell {
        let language = prefs.language();
        words::set_language(language);
        events::language(language, words::spoken());
        let theme_choice = prefs.theme();
        events::theme(theme_choice);
        // A phone or tablet shows the page: the instructions say "tap" from the first frame.
        #[cfg(target_arch = "wasm32")]
        if crate::page::touch_screen() {
            words::set_controls(words::Controls::Touch);
        }
        Shell {
            computer: ComputerThread::spawn(options.seed),
            store: found.store.take(),
            speaker: Speaker::new(options.mute),
            fonts: Fonts::load(),
            language,
            theme_choice,
            theme: Theme::named(theme_choice),
            size_watch: SizeWatch::new(found.settings.window, get_time()),
            stats: options.frame_stats.then(FrameStats::default),
            keys: input::KeyReader::new(),
            pointer: (f32::NAN, f32::NAN),
            pointer_moved_at: get_time(),
            acted_at: get_time(),
            copyable: None,
            frame_start: Instant::now(),
            #[cfg(feature = "online")]
            online: None,
            seats: seat_keeping::SeatKeeping::default(),
            resuming: None,
        }
    }

    /// Where everything goes this frame: the board on the table decides the grid (a new game
    /// may be on another size), and the screen on top whether the graph has room.
    fn layout(app: &App) -> Layout {
        let board = app.board_size();
        let arrange = if app.lays_out_graph() {
            Layout::with_graph
        } else {
            Layout::new
        };
        arrange(
            screen_width(),
            screen_height(),
            board.width(),
            board.height(),
        )
    }

    /// Input, as macroquad gives it.
    fn read_input(&mut self, now: f64) -> input::RawInput {
        let input = input::read(&mut self.keys, self.pointer);
        self.pointer = input.pointer;
        // A touch anywhere means a touch screen, whatever the page guessed at the start.
        if !macroquad::input::touches().is_empty() {
            words::set_controls(words::Controls::Touch);
        }
        // Every event but a key is the mouse's.
        let mouse = |event: &input::Event| !matches!(event, input::Event::Key(_));
        if input.events.iter().any(mouse) {
            self.pointer_moved_at = now;
        }
        if input.close_requested || !input.events.is_empty() {
            self.acted_at = now;
        }
        input
    }

    /// Hands the worker's replies to the app; fails if the worker is gone.
    fn pass_replies(
        &mut self,
        app: &mut App,
        now: f64,
    ) -> Result<(), crate::ai::worker::WorkerGone> {
        let replies = self.computer.replies()?;
        if !replies.is_empty() {
            self.acted_at = now;
        }
        app.report(News::Replies(replies));
        Ok(())
    }

    /// Hands what the online session said since the last frame to the app, keeping the seat
    /// in the store while its game is in progress. A kept seat that could not be taken back
    /// leaves the title saying why.
    fn pass_online_events(&mut self, app: &mut App) {
        #[cfg(feature = "online")]
        if let Some(handle) = &mut self.online {
            let events = handle.events();
            if events.is_empty() {
                return;
            }
            let (keep, failed) = self.seats.hear(&events);
            self.keep_seat(keep, app);
            app.report(News::Online(events));
            if let Some(ending) = failed {
                app.home_saying(words::online_ending(&ending));
            }
        }
        #[cfg(not(feature = "online"))]
        let _ = app;
    }

    /// Keeps or forgets the online seat; what goes wrong shows on screen.
    fn keep_seat(&self, keep: Vec<seat_keeping::SeatKeep>, app: &mut App) {
        let Some(store) = &self.store else { return };
        for keep in keep {
            let done = match keep {
                seat_keeping::SeatKeep::Save(seat) => store.save_online_seat(&seat),
                seat_keeping::SeatKeep::Clear => store.clear_online_seat(),
            };
            if let Err(problem) = done {
                app.report(News::Problem(problem));
            }
        }
    }

    /// Starts, feeds or ends the online session.
    fn carry_out_online(&mut self, call: effect::OnlineCall, app: &mut App) {
        use crate::online::client::{Ending, Event};
        use effect::OnlineCall;
        match &call {
            OnlineCall::Start { server, .. } => {
                let keep = self.seats.started(server.to_string(), self.resuming.take());
                self.keep_seat(keep, app);
            }
            OnlineCall::Leave => {
                let keep = self.seats.left();
                self.keep_seat(keep, app);
            }
            OnlineCall::Send(_) => {}
        }
        #[cfg(feature = "online")]
        match call {
            OnlineCall::Start { server, intent } => {
                let address = server.to_string();
                // Dropping a running session leaves its room.
                self.online = None;
                match crate::online::client::Handle::start(vec![server], intent) {
                    Ok(handle) => self.online = Some(handle),
                    Err(error) => {
                        app.report(News::Online(vec![Event::Ended(Ending::Unreachable {
                            address,
                            reason: error.to_string(),
                        })]))
                    }
                }
            }
            OnlineCall::Send(command) => {
                if let Some(handle) = &mut self.online {
                    handle.send(command);
                }
            }
            OnlineCall::Leave => self.online = None,
        }
        #[cfg(not(feature = "online"))]
        if let OnlineCall::Start { server, .. } = call {
            app.report(News::Online(vec![Event::Ended(Ending::Unreachable {
                address: server.to_string(),
                reason: "online play is not in this build".into(),
            })]));
        }
    }

    /// Where online play starts: a room a link names (the page's `#join=CODE`, from a
    /// `/play/CODE` link), else the seat kept from a game in progress, taken back. In the page
    /// the server is the page's own origin unless the settings name another.
    fn start_online(
        &mut self,
        app: &mut App,
        options: &WindowOptions,
        kept: Option<store::OnlineSeat>,
    ) {
        #[cfg(target_arch = "wasm32")]
        if app.session().prefs().settings().server == store::DEFAULT_SERVER {
            app.use_server(crate::page::socket::origin());
        }
        if let Some(server) = options.server.clone() {
            app.use_server(server);
        }
        if let Some(room) = &options.join {
            return app.join_online(room, false);
        }
        #[cfg(target_arch = "wasm32")]
        if let Some(code) = crate::page::fragment().strip_prefix("#join=") {
            let code = code.trim();
            match code.parse::<crate::online::code::RoomAddress>() {
                Ok(room) => return app.join_online(&room, false),
                Err(_) => {
                    log::warn!("the address names no room: {code:?}");
                    return app.home_saying(tr!("online-bad-link", code = code));
                }
            }
        }
        let Some(seat) = kept else { return };
        let (Ok(server), Ok(code)) = (seat.server.parse(), seat.code.parse()) else {
            log::warn!(
                "the kept online seat names no room: {} {}",
                seat.server,
                seat.code
            );
            return self.keep_seat(vec![seat_keeping::SeatKeep::Clear], app);
        };
        events::online_resuming(&seat.code);
        let token = seat.token.clone();
        self.resuming = Some(seat);
        app.start_online(
            server,
            crate::online::client::Intent::Resume { code, token },
        );
    }

    /// Carries out what the state asked of the world, all from the one outbox, in order.
    fn carry_out(&mut self, app: &mut App) {
        let mut cues = Vec::new();
        for effect in app.take_effects() {
            match effect {
                Effect::Computer(call) => self.computer.carry_out(call),
                Effect::CopyToClipboard(text) => clipboard_set(&text),
                Effect::ReadClipboard => app.report(News::Pasted(clipboard_get())),
                Effect::Keep(keep) => keep_now(self.store.as_ref(), keep, app),
                Effect::Sound(cue) => cues.push(cue),
                Effect::Share(share) => {
                    let kind = share.kind();
                    let saved = saving::carry_out(share);
                    app.report(News::Shared { saved, kind });
                }
                Effect::OpenFolder(file) => {
                    app.report(News::FolderOpened(saving::open_folder_of(&file)));
                }
                Effect::Online(call) => self.carry_out_online(call, app),
            }
        }
        let volume = app.session().prefs().volume();
        self.speaker.hear(&cues, volume, audio_device::open);
        if self.speaker.lacks_device() && !app.session().prefs().no_audio_device() {
            app.report(News::NoAudioDevice);
        }
    }

    /// Keeps what Ctrl+C would copy ready for the page: the browser's copy event comes as the
    /// key goes down, before the game reads the key, so it takes the text from there rather
    /// than from the last copy. (The window's clipboard is written when the key is read.)
    fn offer_copy(&mut self, app: &App) {
        let copyable = app.copyable();
        if copyable != self.copyable {
            #[cfg(target_arch = "wasm32")]
            crate::page::set_copyable(copyable.as_deref());
            self.copyable = copyable;
        }
    }

    /// A language or theme picked on the settings screen shows from this very frame, and a
    /// window size that has settled is kept.
    fn follow_preferences(&mut self, app: &mut App, now: f64) {
        if app.session().prefs().language() != self.language {
            self.language = app.session().prefs().language();
            words::set_language(self.language);
            events::language(self.language, words::spoken());
        }
        if app.session().prefs().theme() != self.theme_choice {
            self.theme_choice = app.session().prefs().theme();
            events::theme(self.theme_choice);
            self.theme = Theme::named(self.theme_choice);
        }
        let size = WindowSize::clamped(screen_width(), screen_height());
        if let Some(size) = self.size_watch.look(size, now) {
            app.resized(size);
        }
    }

    /// Paints the frame; drawing reads the state and changes nothing.
    fn draw(&self, app: &App, layout: &Layout, now: f64) {
        let button_down = is_mouse_button_down(MouseButton::Left);
        // A finger does not hover: where it last touched shows no hover and no tooltip.
        let (pointer, rest) = match words::controls() {
            words::Controls::Touch if !button_down => ((f32::NAN, f32::NAN), 0.0),
            words::Controls::Touch => (self.pointer, 0.0),
            words::Controls::KeysAndMouse => (self.pointer, now - self.pointer_moved_at),
        };
        let painter = Painter::new(layout, &self.theme, &self.fonts, now, pointer)
            .with_button_down(button_down)
            .with_pointer_rest(rest);
        app.draw(&painter);
        // Text seen for the first time may have grown the fonts' atlas under the text queued
        // before it; drawn again (the background clears the queue), it all reads the new atlas.
        if paint::new_glyphs() {
            app.draw(&painter);
        }
        paint::frame_drawn(app.top().name());
    }

    /// How the loop goes on after this frame: at the full rate while something moves or the
    /// player acts, at the still rate while the picture changes with time alone, and not at
    /// all once nothing will change until the player acts.
    fn pace(&self, app: &App, now: f64) -> Pace {
        let last_change = self.acted_at.max(self.size_watch.changed_at());
        if now - last_change < STILL_AFTER || app.in_motion() {
            return Pace::Moving;
        }
        let tooltip_may_change =
            now - self.pointer_moved_at < button::TOOLTIP_DELAY + button::TOOLTIP_STAY;
        // The online session's news is looked for at the still rate.
        let online = app.session().online().is_on();
        if tooltip_may_change
            || online
            || app.session().notice().is_some()
            || self.size_watch.settling()
        {
            Pace::Still
        } else {
            Pace::Resting
        }
    }

    /// Shows the frame and paces the loop (see [`Pace`]). The frame figures leave still frames
    /// out and mark those in which the worker searched.
    async fn end_frame(&mut self, app: &App, now: f64) {
        let thinking = app.session().computer().is_thinking();
        let pace = self.pace(app, now);
        let still = pace != Pace::Moving;
        // Without a request the next frame waits for input; the worker's replies wait with it,
        // since nothing is asked of the worker at rest (an analysis under way is motion).
        #[cfg(not(target_arch = "wasm32"))]
        if pace != Pace::Resting {
            macroquad::miniquad::window::schedule_update();
        }
        let work = self.frame_start.elapsed();
        next_frame().await;
        // Tests wait for this line before they send keys: the window now takes input.
        static SHOWN: std::sync::Once = std::sync::Once::new();
        // With the size it opened at, so a test can see the kept size was used.
        SHOWN.call_once(|| {
            window_opening::mark_shown();
            events::window_shown(screen_width(), screen_height());
        });
        // With vertical sync the frame already took a refresh interval; only a display that
        // returns at once (no sync, or a virtual one) gets the rest of the budget slept off.
        // In the browser the page paces the frames, and a thread cannot sleep.
        #[cfg(not(target_arch = "wasm32"))]
        {
            let budget = if still {
                STILL_FRAME_BUDGET
            } else {
                FRAME_BUDGET
            };
            let shown = self.frame_start.elapsed();
            if shown < budget {
                std::thread::sleep(budget - shown);
            }
        }
        let elapsed = self.frame_start.elapsed();
        self.frame_start = Instant::now();
        if let Some(stats) = self.stats.as_mut().filter(|_| !still) {
            stats.record(elapsed.as_secs_f64(), work.as_secs_f64(), thinking);
        }
    }

    /// The window is closing: keeps its size if it is new and the last saves, stops the
    /// worker, and prints the frame figures if they were asked for.
    fn close(&mut self, app: &mut App) {
        let size = WindowSize::clamped(screen_width(), screen_height());
        if let Some(size) = self.size_watch.closing(size) {
            app.resized(size);
        }
        for effect in app.take_effects() {
            if let Effect::Keep(keep) = effect {
                keep_now(self.store.as_ref(), keep, app);
            }
        }
        self.computer.stop();
        events::window_closed();
        if let Some(stats) = self.stats.take() {
            println!("{}", stats.report());
        }
    }
}

/// The page's address follows the game on the table (`#pos=4453`), so a bookmark or a shared
/// link opens it; `shown` is what the address holds. A game on another board than 7×6 has no
/// such link, and leaves the address bare, as does an online game (a reload takes its seat
/// back from the store, not a position from the address).
#[cfg(target_arch = "wasm32")]
fn follow_in_address(app: &App, shown: &mut Option<String>) {
    let game = app.session().game();
    let online = app.session().online().is_on();
    let digits = if game.board().size() == crate::board::Size::STANDARD && !online {
        crate::notation::digits(game.history())
    } else {
        String::new()
    };
    if shown.as_ref() != Some(&digits) {
        crate::page::show_position(&digits);
        *shown = Some(digits);
    }
}

/// The shell and the app of an open window, closed (the shell's [`Shell::close`]) when this is
/// dropped: at the end of the frame loop when the player quits, and when the window manager
/// closes the window, since miniquad then ends its loop and drops the frame loop where it
/// waits for its next frame (on the desktop: at rest no frame comes to hear the request).
struct OpenWindow {
    shell: Shell,
    app: App,
}

impl Drop for OpenWindow {
    fn drop(&mut self) {
        self.shell.close(&mut self.app);
    }
}

async fn frame_loop(options: WindowOptions, mut found: files::Found) {
    // In the browser closing is heard like any input (the page has no loop to end).
    #[cfg(target_arch = "wasm32")]
    macroquad::prelude::prevent_quit();
    let prefs = Preferences::new(found.settings.clone(), options.theme, options.mute)
        .with_system_animation(reduced_motion::system_animation());
    events::settings(&found.settings);
    events::animation(prefs.animation(), prefs.animation_from_system());
    let shell = Shell::new(&options, &mut found, &prefs);
    let app = start(&options, &found);
    let mut window = OpenWindow { shell, app };
    let OpenWindow { shell, app } = &mut window;
    app.report(News::Preferences(prefs));
    let kept_seat = shell.store.as_ref().and_then(|store| {
        let loaded = store.load_online_seat();
        if let Some(problem) = loaded.problems.last() {
            app.report(News::Problem(problem.clone()));
        }
        loaded.value
    });
    shell.start_online(app, &options, kept_seat);
    app.report(News::History(found.history));
    app.report(News::Puzzles(found.puzzles));
    events::screen(app.top().name());
    if let Some(problem) = found.problems.last() {
        app.report(News::Problem(problem.clone()));
    }
    #[cfg(target_arch = "wasm32")]
    let mut in_address = None;
    #[cfg(target_arch = "wasm32")]
    let mut mirror = page_mirror::PageMirror::default();
    loop {
        // The frame's time, read once: the app holds it for everything this frame starts.
        let now = get_time();
        app.set_time(now);
        let layout = Shell::layout(app);
        // The screen on top reads the input as its own messages, which change the state.
        #[cfg_attr(not(target_arch = "wasm32"), allow(unused_mut))]
        let mut input = shell.read_input(now);
        // The page's screen-reader mirror: its buttons' requests are keys like the canvas's.
        #[cfg(target_arch = "wasm32")]
        mirror.requests(app, &mut input);
        app.hear(&input, &layout);
        if let Err(gone) = shell.pass_replies(app, now) {
            log::error!("{gone}");
            return;
        }
        shell.pass_online_events(app);
        // Time moves on: coins land, the computer plays.
        app.advance();
        shell.carry_out(app);
        shell.offer_copy(app);
        shell.follow_preferences(app, now);
        #[cfg(target_arch = "wasm32")]
        follow_in_address(app, &mut in_address);
        #[cfg(target_arch = "wasm32")]
        mirror.follow(app);
        if app.wants_to_quit() {
            break;
        }
        shell.draw(app, &layout, now);
        shell.end_frame(app, now).await;
    }
}

//! `plot4 online load`: many games at once against a server, through the client library, to
//! measure what a player would feel (a move's latency from sent to the opponent seeing it)
//! and check that no move is lost or doubled, through reconnects too.

use super::client::{play, Command, Event, Intent, ServerAddress};
use super::protocol::{BoardSpec, Colour, FirstMover, Seat, ServerMessage};
use crate::board::{Board, Column};
use rand::{RngExt, SeedableRng};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::mpsc;
use tokio::time::Instant;

/// How a load run goes.
#[derive(Debug, Clone)]
pub struct LoadOptions {
    /// The servers; each game's two players are spread over them.
    pub servers: Vec<ServerAddress>,
    /// Games at once (two connections each).
    pub games: usize,
    /// The shortest and longest think before a move.
    pub think: (Duration, Duration),
    /// The seed of the moves and pauses.
    pub seed: u64,
    /// How long the run may take before unfinished games count as lost.
    pub limit: Duration,
}

/// What a load run measured.
#[derive(Debug, Clone, Default)]
pub struct LoadReport {
    /// Games started.
    pub games: usize,
    /// Games that reached their result on both sides.
    pub finished: usize,
    /// Moves sent.
    pub moves: usize,
    /// Moves sent that the opponent never saw.
    pub lost: usize,
    /// Moves the opponent saw more than once, or that no one sent.
    pub doubled: usize,
    /// Reconnections the players made.
    pub reconnects: usize,
    /// Latencies from sent to seen by the opponent, in milliseconds, sorted.
    pub latencies_ms: Vec<f64>,
}

impl LoadReport {
    /// The latency at `fraction` (0.5 for the median), in milliseconds.
    pub fn percentile(&self, fraction: f64) -> f64 {
        if self.latencies_ms.is_empty() {
            return 0.0;
        }
        let index = ((self.latencies_ms.len() as f64 - 1.0) * fraction).round() as usize;
        self.latencies_ms[index.min(self.latencies_ms.len() - 1)]
    }
}

/// One game's book-keeping, shared by its two players.
#[derive(Default)]
struct Ledger {
    /// When each move was sent, by number.
    sent: HashMap<u32, (Instant, u8)>,
    /// How often each side saw each of the opponent's moves.
    seen: HashMap<u32, u32>,
    latencies_ms: Vec<f64>,
    doubled: usize,
    finished: [bool; 2],
    reconnects: usize,
}

/// Plays the games and reports.
pub async fn run(options: LoadOptions) -> LoadReport {
    let mut tasks = Vec::new();
    let ledgers: Vec<Arc<Mutex<Ledger>>> = (0..options.games)
        .map(|_| Arc::new(Mutex::new(Ledger::default())))
        .collect();
    for (index, ledger) in ledgers.iter().enumerate() {
        let options = options.clone();
        let ledger = Arc::clone(ledger);
        tasks.push(tokio::spawn(async move {
            let _ = tokio::time::timeout(options.limit, game(index, &options, ledger)).await;
        }));
    }
    for task in tasks {
        let _ = task.await;
    }
    let mut report = LoadReport {
        games: options.games,
        ..LoadReport::default()
    };
    for ledger in ledgers {
        let ledger = lock(&ledger);
        report.moves += ledger.sent.len();
        report.lost += ledger
            .sent
            .keys()
            .filter(|number| !ledger.seen.contains_key(number))
            .count();
        report.doubled += ledger.doubled;
        report.finished += usize::from(ledger.finished == [true, true]);
        report.reconnects += ledger.reconnects;
        report.latencies_ms.extend(&ledger.latencies_ms);
    }
    report.latencies_ms.sort_by(f64::total_cmp);
    report
}

/// The ledger, held for a few lines at a time (a panic elsewhere leaves nothing half-written).
fn lock(ledger: &Mutex<Ledger>) -> std::sync::MutexGuard<'_, Ledger> {
    ledger.lock().unwrap_or_else(|p| p.into_inner())
}

/// One game: the host creates, the guest joins with the code, both play random legal moves
/// until the end.
async fn game(index: usize, options: &LoadOptions, ledger: Arc<Mutex<Ledger>>) {
    let servers = |offset: usize| {
        let mut list = options.servers.clone();
        let turn = (index + offset) % list.len().max(1);
        list.rotate_left(turn);
        list
    };
    let (code_sender, code_receiver) = tokio::sync::oneshot::channel();
    let seed = options.seed ^ (index as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    let host = player(
        servers(0),
        Intent::Create {
            board: BoardSpec::STANDARD,
            first: FirstMover::Red,
            clock: None,
        },
        options.think,
        seed,
        Arc::clone(&ledger),
        Some(code_sender),
    );
    let guest_ledger = Arc::clone(&ledger);
    let guest_servers = servers(1);
    let think = options.think;
    let guest = async move {
        let Ok(code) = code_receiver.await else {
            return;
        };
        player(
            guest_servers,
            Intent::Join(code),
            think,
            seed ^ 1,
            guest_ledger,
            None,
        )
        .await;
    };
    tokio::join!(host, guest);
}

/// One player: moves when it is its turn, after a think, and keeps the ledger.
async fn player(
    servers: Vec<ServerAddress>,
    intent: Intent,
    think: (Duration, Duration),
    seed: u64,
    ledger: Arc<Mutex<Ledger>>,
    mut code_out: Option<tokio::sync::oneshot::Sender<super::code::RoomCode>>,
) {
    let (commands, command_receiver) = mpsc::unbounded_channel();
    let (event_sender, mut events) = mpsc::unbounded_channel();
    let session = tokio::spawn(play(servers, intent, command_receiver, move |event| {
        let _ = event_sender.send(event);
    }));
    let mut random = rand_pcg::Pcg64::seed_from_u64(seed);
    let mut seat: Option<Seat> = None;
    let mut colour = Colour::Red;
    let mut first = Colour::Red;
    let mut board = Board::new();
    let mut full = false;
    let mut turn_timer: Option<std::pin::Pin<Box<tokio::time::Sleep>>> = None;
    loop {
        let event = match &mut turn_timer {
            Some(timer) => tokio::select! {
                event = events.recv() => event,
                _ = timer.as_mut() => {
                    turn_timer = None;
                    let columns = board.legal_columns();
                    if columns.is_empty() {
                        continue;
                    }
                    let column = columns[random.random_range(0..columns.len())];
                    let number = board.ply() as u32 + 1;
                    lock(&ledger).sent.insert(number, (Instant::now(), column.number() as u8));
                    commands.send(Command::Move(column.number() as u8)).ok();
                    continue;
                }
            },
            None => events.recv().await,
        };
        let Some(event) = event else { break };
        match event {
            Event::Seated { code, seat: s, .. } => {
                seat = Some(s);
                if let Some(out) = code_out.take() {
                    let _ = out.send(code);
                }
            }
            Event::Room(view) => {
                if let Some(seat) = seat {
                    colour = view.colour_of(seat);
                }
                first = view.first;
                full = view.is_full();
                let size = view.board.size().unwrap_or_default();
                board = view
                    .moves
                    .iter()
                    .filter_map(|&c| Column::from_number(usize::from(c)))
                    .try_fold(Board::empty(size), |b, c| b.play(c))
                    .unwrap_or_else(|_| Board::empty(size));
            }
            Event::News(ServerMessage::Moved {
                number,
                column,
                colour: mover,
                ..
            }) => {
                // A whole room after a reconnect already holds the moves reported after it.
                let next =
                    Column::from_number(usize::from(column)).and_then(|c| board.play(c).ok());
                if let (true, Some(next)) = (number as usize == board.ply() + 1, next) {
                    board = next;
                }
                if mover != colour {
                    let mut ledger = lock(&ledger);
                    let times = ledger.seen.entry(number).or_insert(0);
                    *times += 1;
                    let again = *times > 1;
                    match ledger.sent.get(&number).copied() {
                        Some((at, sent_column)) if !again && sent_column == column => {
                            ledger
                                .latencies_ms
                                .push(at.elapsed().as_secs_f64() * 1000.0);
                        }
                        _ => ledger.doubled += 1,
                    }
                }
            }
            Event::News(ServerMessage::Over { .. }) => {
                if let Some(seat) = seat {
                    lock(&ledger).finished[seat.index()] = true;
                }
                commands.send(Command::Leave).ok();
            }
            Event::Reconnecting { attempt: 1, .. } => lock(&ledger).reconnects += 1,
            Event::Ended(_) => break,
            _ => {}
        }
        let to_move = if board.ply().is_multiple_of(2) {
            first
        } else {
            first.opponent()
        };
        if full && !board.is_over() && to_move == colour && turn_timer.is_none() {
            let pause = random.random_range(think.0..=think.1);
            turn_timer = Some(Box::pin(tokio::time::sleep(pause)));
        }
        // A move already sent for this turn waits for the opponent's answer.
        let sent_this_turn = lock(&ledger).sent.contains_key(&(board.ply() as u32 + 1));
        if sent_this_turn {
            turn_timer = None;
        }
    }
    let _ = session.await;
}

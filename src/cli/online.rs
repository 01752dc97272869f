//! `plot4 serve` and `plot4 online create|join|watch|load`: the game server, a terminal seat or
//! watcher, and the load generator.

use super::board_options::BoardOptions;
use super::CliError;
use plot4::online::client::{play, Command, Ending, Event, Intent, ServerAddress};
use plot4::online::code::RoomAddress;
use plot4::online::load::{LoadOptions, LoadReport};
use plot4::online::protocol::{
    BoardSpec, ClockSpec, Colour, EndReason, FirstMover, Reaction, Seat, SeatState, ServerMessage,
};
use plot4::online::server::{AddressLimits, ServeOptions};
use std::io::Write;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;
use tokio::io::AsyncBufReadExt;
use tokio::sync::mpsc;

use plot4::store::DEFAULT_SERVER;

/// `plot4 serve`.
#[derive(Debug, clap::Args)]
pub struct ServeArgs {
    /// Where to listen for HTTP and the game's WebSocket (port 0: any free port).
    #[arg(long, value_name = "ADDR", default_value = "127.0.0.1:7474")]
    listen: SocketAddr,
    /// Keep rooms in Redis (redis://HOST:PORT), shared by every server given the same URL; a
    /// server can then stop or die without ending its games.
    #[arg(long, value_name = "URL")]
    redis: Option<String>,
    /// Also serve the browser page from this folder (target/web).
    #[arg(long, value_name = "DIR")]
    web: Option<PathBuf>,
    /// The address players reach this server at, for room links (behind a reverse proxy:
    /// https://plot4.example.org); otherwise the Host the client used.
    #[arg(long, value_name = "URL")]
    public_url: Option<String>,
    /// A browser origin allowed to open the game's socket besides the server's own
    /// (https://example.org); repeat for more.
    #[arg(long, value_name = "ORIGIN")]
    allow_origin: Vec<String>,
    /// Seconds an absent player has before losing, in a game without a clock.
    #[arg(long, value_name = "SECONDS", default_value_t = 120)]
    grace: u64,
    /// Seconds a room with nobody in it is kept.
    #[arg(long, value_name = "SECONDS", default_value_t = 1800)]
    idle_expiry: u64,
    /// Rooms one address may create per minute.
    #[arg(long, value_name = "N", default_value_t = 20)]
    rooms_per_minute: u32,
    /// Unknown rooms or wrong tokens one address may try per minute.
    #[arg(long, value_name = "N", default_value_t = 10)]
    misses_per_minute: u32,
    /// Connections one address may hold open.
    #[arg(long, value_name = "N", default_value_t = 32)]
    connections_per_address: u32,
    /// Take the client's address from the X-Forwarded-For header (only behind a reverse proxy
    /// that sets it).
    #[arg(long)]
    trust_forwarded_for: bool,
}

/// `plot4 online …`.
#[derive(Debug, clap::Subcommand)]
pub enum OnlineCommand {
    /// Create a room, print `code: <CODE> link: <URL>`, and play its first seat from the
    /// terminal: a column a line (or resign, draw, accept, decline, a reaction's name).
    Create(CreateArgs),
    /// Join a room by its code or link and play its other seat from the terminal.
    Join(JoinArgs),
    /// Watch a room: print its moves and its result.
    Watch(JoinArgs),
    /// Play many games at once against a server and print
    /// `games N moves M lost L doubled D p50_ms X p99_ms Y`.
    Load(LoadArgs),
}

/// `plot4 online create`.
#[derive(Debug, clap::Args)]
pub struct CreateArgs {
    /// The server (HOST:PORT or http://HOST:PORT).
    #[arg(long, value_name = "URL", env = "PLOT4_SERVER", default_value = DEFAULT_SERVER)]
    server: String,
    #[command(flatten)]
    board: BoardOptions,
    /// Who moves first: red, yellow or random (you play Red).
    #[arg(long, value_enum, default_value_t = First::Red)]
    first: First,
    /// A clock: minutes per side plus seconds added per move, e.g. 3+2, 5+5, 10+0.
    #[arg(long, value_name = "M+S")]
    clock: Option<ClockSpec>,
}

/// Who moves first, as the command line spells it.
#[derive(Debug, Clone, Copy, clap::ValueEnum)]
enum First {
    Red,
    Yellow,
    Random,
}

/// `plot4 online join` and `watch`.
#[derive(Debug, clap::Args)]
pub struct JoinArgs {
    /// The room's code (K7M-Q3X-9PD) or link (http://HOST/play/K7M-Q3X-9PD).
    room: String,
    /// The server, if the code alone is given (a link names its own).
    #[arg(long, value_name = "URL", env = "PLOT4_SERVER")]
    server: Option<String>,
    /// Stay in the room after a game, for a rematch (type rematch), until quit.
    #[arg(long)]
    stay: bool,
}

/// `plot4 online load`.
#[derive(Debug, clap::Args)]
pub struct LoadArgs {
    /// The server, or several separated by commas: each game's players are spread over them,
    /// and a player whose server drops moves to the next.
    #[arg(long, value_name = "URL[,URL…]")]
    server: String,
    /// Games at once, two connections each.
    #[arg(long, value_name = "N")]
    games: usize,
    /// The seed of the moves and the thinking pauses.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// The shortest and longest pause before a move, in milliseconds.
    #[arg(long, value_name = "MIN-MAX", default_value = "500-1500", value_parser = parse_think)]
    think_ms: (u64, u64),
    /// Seconds after which unfinished games count their missing moves as lost.
    #[arg(long, value_name = "SECONDS", default_value_t = 600)]
    time_limit: u64,
}

fn parse_think(text: &str) -> Result<(u64, u64), String> {
    let expected = || "expected MIN-MAX in milliseconds, e.g. 500-1500".to_string();
    let (low, high) = text.split_once('-').ok_or_else(expected)?;
    let low: u64 = low.trim().parse().map_err(|_| expected())?;
    let high: u64 = high.trim().parse().map_err(|_| expected())?;
    (low <= high).then_some((low, high)).ok_or_else(expected)
}

/// Runs `plot4 serve` until SIGINT or SIGTERM.
pub fn serve(args: &ServeArgs) -> Result<(), CliError> {
    let options = ServeOptions {
        listen: args.listen,
        redis: args.redis.clone(),
        web: args.web.clone(),
        public_url: args.public_url.clone(),
        allowed_origins: args.allow_origin.clone(),
        grace: Duration::from_secs(args.grace),
        idle: Duration::from_secs(args.idle_expiry.max(1)),
        limits: AddressLimits {
            connections: args.connections_per_address,
            rooms_per_minute: args.rooms_per_minute,
            misses_per_minute: args.misses_per_minute,
        },
        trust_forwarded_for: args.trust_forwarded_for,
    };
    let rooms = match &args.redis {
        Some(url) => format!("rooms in Redis at {url}"),
        None => "rooms in memory".to_string(),
    };
    plot4::online::server::serve(options, |address| {
        // Scripts and tests wait for this line; port 0 shows the port chosen.
        let mut out = std::io::stdout().lock();
        let _ = writeln!(out, "listening on http://{address} ({rooms})");
        let _ = out.flush();
    })
    .map_err(|error| CliError::Usage(error.to_string()))
}

/// Runs `plot4 online …`.
pub fn run(command: &OnlineCommand) -> Result<(), CliError> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()?;
    let outcome = run_on(&runtime, command);
    // Standard input is read on a thread that a closed game need not wait for.
    runtime.shutdown_background();
    outcome
}

fn run_on(runtime: &tokio::runtime::Runtime, command: &OnlineCommand) -> Result<(), CliError> {
    match command {
        OnlineCommand::Create(args) => {
            let server = server_address(&args.server)?;
            let size = args.board.size()?;
            let intent = Intent::Create {
                board: BoardSpec::from(size),
                first: match args.first {
                    First::Red => FirstMover::Red,
                    First::Yellow => FirstMover::Yellow,
                    First::Random => FirstMover::Random,
                },
                clock: args.clock,
            };
            runtime.block_on(terminal(server, intent, true, false))
        }
        OnlineCommand::Join(args) | OnlineCommand::Watch(args) => {
            let room: RoomAddress = args
                .room
                .parse()
                .map_err(|error| CliError::Usage(format!("invalid room: {error}")))?;
            let server = match (&args.server, &room.server) {
                (Some(server), _) => server.clone(),
                (None, Some(server)) => server.clone(),
                (None, None) => DEFAULT_SERVER.to_string(),
            };
            let server = server_address(&server)?;
            let watching = matches!(command, OnlineCommand::Watch(_));
            let intent = if watching {
                Intent::Watch(room.code)
            } else {
                Intent::Join(room.code)
            };
            runtime.block_on(terminal(server, intent, !watching, args.stay))
        }
        OnlineCommand::Load(args) => {
            let servers = args
                .server
                .split(',')
                .map(server_address)
                .collect::<Result<Vec<_>, _>>()?;
            let options = LoadOptions {
                servers,
                games: args.games,
                think: (
                    Duration::from_millis(args.think_ms.0),
                    Duration::from_millis(args.think_ms.1),
                ),
                seed: args.seed,
                limit: Duration::from_secs(args.time_limit),
            };
            let report = runtime.block_on(plot4::online::load::run(options));
            print_report(&report)
        }
    }
}

fn server_address(text: &str) -> Result<ServerAddress, CliError> {
    text.parse()
        .map_err(|error: plot4::online::client::BadServerAddress| {
            CliError::Usage(error.to_string())
        })
}

fn print_report(report: &LoadReport) -> Result<(), CliError> {
    let mut out = std::io::stdout().lock();
    writeln!(
        out,
        "games {} moves {} lost {} doubled {} p50_ms {:.1} p99_ms {:.1}",
        report.games,
        report.moves,
        report.lost,
        report.doubled,
        report.percentile(0.5),
        report.percentile(0.99),
    )?;
    writeln!(
        out,
        "finished {} reconnects {} max_ms {:.1}",
        report.finished,
        report.reconnects,
        report.latencies_ms.last().copied().unwrap_or(0.0),
    )?;
    Ok(())
}

/// A seat (or a watcher) in the terminal: prints the room's moves and news a line each, and
/// with `reads` takes columns and commands from standard input. It ends with the game, or
/// with `stays` goes on to the rematch until the player quits.
async fn terminal(
    server: ServerAddress,
    intent: Intent,
    reads: bool,
    stays: bool,
) -> Result<(), CliError> {
    let (commands, command_receiver) = mpsc::unbounded_channel();
    let (event_sender, mut events) = mpsc::unbounded_channel();
    let watching = matches!(intent, Intent::Watch(_));
    tokio::spawn(play(vec![server], intent, command_receiver, move |event| {
        let _ = event_sender.send(event);
    }));
    if reads {
        let commands = commands.clone();
        tokio::spawn(async move {
            let mut lines = tokio::io::BufReader::new(tokio::io::stdin()).lines();
            while let Ok(Some(line)) = lines.next_line().await {
                match read_command(&line) {
                    Some(Ok(command)) if commands.send(command).is_err() => return,
                    Some(Ok(_)) => {}
                    Some(Err(problem)) => say(&format!("refused: {problem}")),
                    None => {}
                }
            }
        });
    }
    let mut seat: Option<Seat> = None;
    let mut away_said = false;
    let mut friend_here = false;
    let mut outage_said = false;
    while let Some(event) = events.recv().await {
        match event {
            Event::Seated {
                code,
                link,
                seat: s,
                ..
            } => {
                seat = Some(s);
                if s == Seat::Host {
                    say(&format!("code: {code} link: {link}"));
                }
            }
            Event::Watching { code, .. } if !watching => {
                say(&format!("both seats of {code} are taken: watching"));
            }
            Event::Watching { .. } => {}
            Event::Room(view) => {
                if let Some(seat) = seat {
                    let colour = view.colour_of(seat);
                    let state = if view.is_full() {
                        ""
                    } else {
                        "; waiting for your friend"
                    };
                    say(&format!("you: {colour}{state}"));
                    if view.is_full() && !friend_here {
                        friend_here = true;
                        say("your friend is here");
                    }
                }
            }
            Event::News(news) => {
                if let Some(line) = news_line(&news, seat, &mut away_said) {
                    say(&line);
                }
                if let ServerMessage::Over { result, .. } = &news {
                    say(&format!("result: {result}"));
                    if !stays {
                        return Ok(());
                    }
                }
            }
            Event::Reconnecting { reason, .. } => {
                if !outage_said {
                    say(&format!("connection lost ({reason}); reconnecting"));
                    outage_said = true;
                }
            }
            Event::Reconnected => {
                outage_said = false;
                say("reconnected");
            }
            Event::Ended(Ending::Left) => return Ok(()),
            Event::Ended(ending) => return Err(CliError::Usage(ending.to_string())),
        }
    }
    Ok(())
}

/// What a room's news says to a terminal player (or a watcher), if anything; the result line
/// of an ended game follows the reason given here.
fn news_line(news: &ServerMessage, seat: Option<Seat>, away_said: &mut bool) -> Option<String> {
    let playing = seat.is_some();
    match news {
        ServerMessage::Moved { colour, column, .. } => Some(format!("{colour} {column}")),
        ServerMessage::Over { result, .. } => why(result.winner, result.reason),
        ServerMessage::Presence { seat: s, state } if Some(*s) != seat && playing => match state {
            SeatState::Present if *away_said => {
                *away_said = false;
                Some("your friend is back".into())
            }
            SeatState::Away { loses_at_ms } => {
                *away_said = true;
                Some(match loses_at_ms {
                    Some(at) => format!(
                        "your friend is away (loses in {}s unless back)",
                        at.saturating_sub(plot4::online::now_ms()) / 1000
                    ),
                    None => "your friend is away".into(),
                })
            }
            _ => None,
        },
        ServerMessage::DrawOffered { by } if playing => {
            Some(format!("{by} offers a draw (accept or decline)"))
        }
        ServerMessage::DrawDeclined { by } if playing => Some(format!("{by} declines the draw")),
        ServerMessage::RematchOffered { by } if playing => Some(format!("{by} asks for a rematch")),
        ServerMessage::Reaction { by, reaction } if playing => {
            Some(format!("{by}: {}", reaction.words()))
        }
        ServerMessage::Refused { message, .. } => Some(format!("refused: {message}")),
        _ => None,
    }
}

/// Why a game ended, when a line does not say it all.
fn why(winner: Option<Colour>, reason: EndReason) -> Option<String> {
    let loser = winner.map(Colour::opponent);
    match (reason, loser) {
        (EndReason::Resigned, Some(loser)) => Some(format!("{loser} resigned")),
        (EndReason::Time, Some(loser)) => Some(format!("{loser} ran out of time")),
        (EndReason::Abandoned, Some(loser)) => Some(format!("{loser} left the game")),
        (EndReason::Agreed, _) => Some("draw agreed".into()),
        _ => None,
    }
}

/// A line of standard input as a command; `None` for a blank line.
fn read_command(line: &str) -> Option<Result<Command, String>> {
    let word = line.trim();
    if word.is_empty() {
        return None;
    }
    let command = match word.to_ascii_lowercase().as_str() {
        "resign" => Command::Resign,
        "draw" => Command::OfferDraw,
        "accept" => Command::AnswerDraw(true),
        "decline" => Command::AnswerDraw(false),
        "rematch" => Command::Rematch,
        "quit" | "leave" => Command::Leave,
        other => match (other.parse::<u8>(), Reaction::from_name(other)) {
            (Ok(column), _) => Command::Move(column),
            (_, Some(reaction)) => Command::React(reaction),
            _ => {
                let names: Vec<&str> = Reaction::ALL.iter().map(|r| r.name()).collect();
                return Some(Err(format!(
                    "{} is not a column or a command (resign, draw, accept, decline, quit, {})",
                    plot4::notation::quoted(word),
                    names.join(", ")
                )));
            }
        },
    };
    Some(Ok(command))
}

/// Prints a line now (a pipe to a test or a script sees it at once).
fn say(line: &str) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_read_as_columns_and_commands() {
        assert_eq!(read_command("4"), Some(Ok(Command::Move(4))));
        assert_eq!(read_command(" resign "), Some(Ok(Command::Resign)));
        assert_eq!(
            read_command("good_game"),
            Some(Ok(Command::React(Reaction::GoodGame)))
        );
        assert_eq!(read_command(""), None);
        assert!(read_command("e4").unwrap().is_err());
        assert!(parse_think("900-100").is_err());
        assert_eq!(parse_think("500-1500"), Ok((500, 1500)));
    }
}

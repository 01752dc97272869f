//! One room on the server: two seats, the game between them and the games after it. The
//! referee: every move goes through the engine's rules ([`Board::play`]), and a refused
//! request changes nothing. Pure and serialisable (Redis keeps rooms as JSON): every
//! transition takes the time as milliseconds since the Unix epoch, so any server sharing the
//! room reaches the same verdict.

use super::code::{same_token, RoomCode};
use super::protocol::{
    BoardSpec, ClockSpec, Clocks, Colour, EndReason, FirstMover, GameResult, Reaction, Refusal,
    RoomView, Seat, SeatState, ServerMessage,
};
use crate::board::{Board, MoveError};
use serde::{Deserialize, Serialize};

/// The grace period a player whose connection dropped has before losing, when the game has
/// no clock: long enough to walk a phone out of a tunnel or restart a router.
pub const GRACE_MS: u64 = 120_000;

/// What a seat's holder has: the secret, and the connection that speaks for it now.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
struct Holder {
    token: String,
    /// The connection attached to the seat (the newest one to resume), if any.
    connection: Option<u64>,
    /// When the seat's last connection dropped, while no other has taken its place.
    away_since_ms: Option<u64>,
}

/// The clocks as stored: each colour's time left, and since when the side to move's runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
struct ClockState {
    left_ms: [u64; 2],
    running_since_ms: Option<u64>,
}

/// What a room is created with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Settings {
    /// The board.
    pub board: BoardSpec,
    /// Who moves first.
    pub first: FirstMover,
    /// The time control, if any.
    pub clock: Option<ClockSpec>,
    /// How long an absent side has before it loses, without a clock.
    pub grace_ms: u64,
}

/// A room: see the module's documentation.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Room {
    code: RoomCode,
    /// One more after every change, so that a server can tell which news it has missed.
    version: u64,
    board: BoardSpec,
    clock: Option<ClockSpec>,
    grace_ms: u64,
    game: u32,
    first: Colour,
    host_colour: Colour,
    seats: [Option<Holder>; 2],
    /// Columns played in this game, from 1.
    moves: Vec<u8>,
    result: Option<GameResult>,
    clocks: Option<ClockState>,
    draw_offer: Option<Colour>,
    rematch: Option<Colour>,
    /// The last change, for idle expiry.
    touched_ms: u64,
}

/// What a change produced: the news for everyone in the room, in order.
pub type News = Vec<ServerMessage>;

impl Room {
    /// A new room whose host holds `host_token`. `coin` settles [`FirstMover::Random`] (true:
    /// Red moves first).
    pub fn new(
        code: RoomCode,
        settings: Settings,
        host_token: String,
        coin: bool,
        now_ms: u64,
    ) -> Result<Room, Refusal> {
        let Settings {
            board,
            first,
            clock,
            grace_ms,
        } = settings;
        board.size().map_err(|_| Refusal::BadBoard)?;
        if clock.is_some_and(|c| !c.is_valid()) {
            return Err(Refusal::BadClock);
        }
        let first = match first {
            FirstMover::Red => Colour::Red,
            FirstMover::Yellow => Colour::Yellow,
            FirstMover::Random if coin => Colour::Red,
            FirstMover::Random => Colour::Yellow,
        };
        Ok(Room {
            code,
            version: 1,
            board,
            clock,
            grace_ms,
            game: 1,
            first,
            host_colour: Colour::Red,
            seats: [
                Some(Holder {
                    token: host_token,
                    connection: None,
                    away_since_ms: None,
                }),
                None,
            ],
            moves: Vec::new(),
            result: None,
            clocks: clock.map(fresh_clocks),
            draw_offer: None,
            rematch: None,
            touched_ms: now_ms,
        })
    }

    /// The room's code.
    pub fn code(&self) -> RoomCode {
        self.code
    }

    /// The room's version: one more after every change.
    pub fn version(&self) -> u64 {
        self.version
    }

    /// True if nobody's connection is attached and nothing changed for `idle_ms`.
    pub fn is_idle(&self, now_ms: u64, idle_ms: u64) -> bool {
        let attached = self
            .seats
            .iter()
            .flatten()
            .any(|holder| holder.connection.is_some());
        !attached && now_ms.saturating_sub(self.touched_ms) >= idle_ms
    }

    /// The seat `token` holds, if any.
    pub fn seat_of_token(&self, token: &str) -> Option<Seat> {
        [Seat::Host, Seat::Guest].into_iter().find(|seat| {
            self.seats[seat.index()]
                .as_ref()
                .is_some_and(|holder| same_token(&holder.token, token))
        })
    }

    /// True while the guest's seat is free.
    pub fn has_free_seat(&self) -> bool {
        self.seats[Seat::Guest.index()].is_none()
    }

    /// The guest takes the free seat with `token`, speaking through `connection`: the game
    /// starts, and the first clock runs.
    pub fn join(&mut self, token: String, connection: u64, now_ms: u64) -> Result<News, Refusal> {
        if !self.has_free_seat() {
            return Err(Refusal::AlreadyInRoom);
        }
        self.seats[Seat::Guest.index()] = Some(Holder {
            token,
            connection: Some(connection),
            away_since_ms: None,
        });
        if let Some(clocks) = &mut self.clocks {
            clocks.running_since_ms = Some(now_ms);
        }
        Ok(self.changed(now_ms, vec![ServerMessage::State { room: self.view() }]))
    }

    /// A connection speaks for `seat` from now on (a new one replaces an older one).
    pub fn attach(&mut self, seat: Seat, connection: u64, now_ms: u64) -> News {
        let Some(holder) = &mut self.seats[seat.index()] else {
            return Vec::new();
        };
        let was_present = holder.connection.is_some();
        holder.connection = Some(connection);
        holder.away_since_ms = None;
        if was_present {
            // Already shown as present: only the connection changed.
            return self.changed(now_ms, Vec::new());
        }
        let news = vec![ServerMessage::Presence {
            seat,
            state: SeatState::Present,
        }];
        self.changed(now_ms, news)
    }

    /// `connection` dropped: if it still spoke for `seat`, the seat is away from now.
    pub fn detach(&mut self, seat: Seat, connection: u64, now_ms: u64) -> News {
        let Some(holder) = &mut self.seats[seat.index()] else {
            return Vec::new();
        };
        if holder.connection != Some(connection) {
            return Vec::new();
        }
        holder.connection = None;
        holder.away_since_ms = Some(now_ms);
        let state = self.seat_state(seat);
        self.changed(now_ms, vec![ServerMessage::Presence { seat, state }])
    }

    /// The colour `seat` plays in this game.
    pub fn colour_of(&self, seat: Seat) -> Colour {
        match seat {
            Seat::Host => self.host_colour,
            Seat::Guest => self.host_colour.opponent(),
        }
    }

    fn seat_of_colour(&self, colour: Colour) -> Seat {
        if colour == self.host_colour {
            Seat::Host
        } else {
            Seat::Guest
        }
    }

    /// The colour that plays move `number` (from 1).
    fn mover_of(&self, number: usize) -> Colour {
        if number % 2 == 1 {
            self.first
        } else {
            self.first.opponent()
        }
    }

    /// The board of this game, replayed by the engine.
    fn board(&self) -> Board {
        let size = self.board.size().unwrap_or_default();
        self.moves
            .iter()
            .filter_map(|&number| super::protocol::column(number))
            .try_fold(Board::empty(size), |board, column| board.play(column))
            .unwrap_or_else(|_| Board::empty(size))
    }

    /// Refuses what needs a running game: one that has started and is not over.
    fn running(&self) -> Result<(), Refusal> {
        if self.result.is_some() {
            Err(Refusal::GameOver)
        } else if self.has_free_seat() {
            Err(Refusal::NotStarted)
        } else {
            Ok(())
        }
    }

    /// `seat` drops a coin in `column` as move `number` of game `game`. The same move sent
    /// again (same game, number and column) is accepted once and then answered with no news.
    pub fn play(
        &mut self,
        seat: Seat,
        game: u32,
        number: u32,
        column: u8,
        now_ms: u64,
    ) -> Result<News, Refusal> {
        let colour = self.colour_of(seat);
        let number = number as usize;
        if game == self.game && (1..=self.moves.len()).contains(&number) {
            // A resend of a move already played is no news; another move under its number is
            // a mistake.
            return if self.moves[number - 1] == column && self.mover_of(number) == colour {
                Ok(Vec::new())
            } else {
                Err(Refusal::WrongNumber)
            };
        }
        self.running()?;
        if self.mover_of(self.moves.len() + 1) != colour {
            return Err(Refusal::NotYourTurn);
        }
        if game != self.game || number != self.moves.len() + 1 {
            return Err(Refusal::WrongNumber);
        }
        let target = super::protocol::column(column).ok_or(Refusal::OutsideBoard)?;
        let after = self.board().play(target).map_err(|error| match error {
            MoveError::OutOfRange { .. } => Refusal::OutsideBoard,
            MoveError::ColumnFull(_) => Refusal::ColumnFull,
            MoveError::GameOver(_) => Refusal::GameOver,
        })?;
        self.moves.push(column);
        let mut news = Vec::new();
        if self.draw_offer == Some(colour.opponent()) {
            // A move answers a standing offer with no.
            self.draw_offer = None;
            news.push(ServerMessage::DrawDeclined { by: colour });
        }
        if let (Some(clocks), Some(spec)) = (&mut self.clocks, self.clock) {
            let since = clocks.running_since_ms.unwrap_or(now_ms);
            let left = &mut clocks.left_ms[colour.index()];
            *left = left.saturating_sub(now_ms.saturating_sub(since))
                + u64::from(spec.increment_seconds) * 1000;
            clocks.running_since_ms = Some(now_ms);
        }
        let result = if after.winner().is_some() {
            Some(GameResult {
                winner: Some(colour),
                reason: EndReason::Line,
            })
        } else if after.is_full() {
            Some(GameResult {
                winner: None,
                reason: EndReason::FullBoard,
            })
        } else {
            None
        };
        news.insert(
            0,
            ServerMessage::Moved {
                game: self.game,
                number: number as u32,
                column,
                colour,
                clocks: None,
            },
        );
        if let Some(result) = result {
            self.end(result);
            news.push(ServerMessage::Over {
                game: self.game,
                result,
            });
        }
        if let Some(ServerMessage::Moved { clocks, .. }) = news.first_mut() {
            *clocks = self.clocks_view();
        }
        Ok(self.changed(now_ms, news))
    }

    /// The game ends: the clocks stop and offers lapse.
    fn end(&mut self, result: GameResult) {
        self.result = Some(result);
        self.draw_offer = None;
        self.rematch = None;
        if let Some(clocks) = &mut self.clocks {
            clocks.running_since_ms = None;
        }
    }

    fn ended(&mut self, result: GameResult, now_ms: u64) -> News {
        self.end(result);
        let news = vec![ServerMessage::Over {
            game: self.game,
            result,
        }];
        self.changed(now_ms, news)
    }

    /// `seat` gives up.
    pub fn resign(&mut self, seat: Seat, now_ms: u64) -> Result<News, Refusal> {
        self.running()?;
        let result = GameResult {
            winner: Some(self.colour_of(seat).opponent()),
            reason: EndReason::Resigned,
        };
        Ok(self.ended(result, now_ms))
    }

    /// `seat` offers a draw; an offer against the opponent's standing one agrees to it.
    pub fn offer_draw(&mut self, seat: Seat, now_ms: u64) -> Result<News, Refusal> {
        self.running()?;
        let colour = self.colour_of(seat);
        match self.draw_offer {
            Some(offer) if offer == colour => Ok(Vec::new()),
            Some(_) => self.answer_draw(seat, true, now_ms),
            None => {
                self.draw_offer = Some(colour);
                Ok(self.changed(now_ms, vec![ServerMessage::DrawOffered { by: colour }]))
            }
        }
    }

    /// `seat` answers the opponent's draw offer.
    pub fn answer_draw(&mut self, seat: Seat, accept: bool, now_ms: u64) -> Result<News, Refusal> {
        self.running()?;
        let colour = self.colour_of(seat);
        if self.draw_offer != Some(colour.opponent()) {
            return Err(Refusal::NoDrawOffer);
        }
        if accept {
            let result = GameResult {
                winner: None,
                reason: EndReason::Agreed,
            };
            return Ok(self.ended(result, now_ms));
        }
        self.draw_offer = None;
        Ok(self.changed(now_ms, vec![ServerMessage::DrawDeclined { by: colour }]))
    }

    /// `seat` asks for another game; when both have asked it starts, colours swapped (so the
    /// other player moves first).
    pub fn rematch(&mut self, seat: Seat, now_ms: u64) -> Result<News, Refusal> {
        if self.result.is_none() {
            return Err(Refusal::NotOver);
        }
        let colour = self.colour_of(seat);
        match self.rematch {
            Some(asked) if asked == colour => Ok(Vec::new()),
            Some(_) => {
                self.game += 1;
                self.host_colour = self.host_colour.opponent();
                self.moves.clear();
                self.result = None;
                self.draw_offer = None;
                self.rematch = None;
                self.clocks = self.clock.map(fresh_clocks);
                if let Some(clocks) = &mut self.clocks {
                    clocks.running_since_ms = Some(now_ms);
                }
                Ok(self.changed(now_ms, vec![ServerMessage::State { room: self.view() }]))
            }
            None => {
                self.rematch = Some(colour);
                Ok(self.changed(now_ms, vec![ServerMessage::RematchOffered { by: colour }]))
            }
        }
    }

    /// `seat` sends a reaction to the room.
    pub fn react(&mut self, seat: Seat, reaction: Reaction, now_ms: u64) -> News {
        let by = self.colour_of(seat);
        self.changed(now_ms, vec![ServerMessage::Reaction { by, reaction }])
    }

    /// Applies what time has decided by `now_ms`: a clock run out, or a side away past its
    /// grace while the other is present. Without a clock an absent side loses after the grace
    /// period (rather than the game being adjourned), since the player still at the board
    /// would otherwise wait with no end; with a clock, the clock is the grace: the absent
    /// side's time runs on its turn, and it loses on time.
    pub fn settle(&mut self, now_ms: u64) -> News {
        if self.running().is_err() {
            return Vec::new();
        }
        if let Some(clocks) = self.clocks {
            let mover = self.mover_of(self.moves.len() + 1);
            let since = clocks.running_since_ms.unwrap_or(now_ms);
            if clocks.left_ms[mover.index()] <= now_ms.saturating_sub(since) {
                if let Some(clocks) = &mut self.clocks {
                    clocks.left_ms[mover.index()] = 0;
                }
                let result = GameResult {
                    winner: Some(mover.opponent()),
                    reason: EndReason::Time,
                };
                return self.ended(result, now_ms);
            }
            return Vec::new();
        }
        for seat in [Seat::Host, Seat::Guest] {
            let away = self.away_since(seat);
            let other_present = self.away_since(seat.other()).is_none();
            if let (Some(since), true) = (away, other_present) {
                if now_ms.saturating_sub(since) >= self.grace_ms {
                    let result = GameResult {
                        winner: Some(self.colour_of(seat.other())),
                        reason: EndReason::Abandoned,
                    };
                    return self.ended(result, now_ms);
                }
            }
        }
        Vec::new()
    }

    fn away_since(&self, seat: Seat) -> Option<u64> {
        self.seats[seat.index()]
            .as_ref()
            .and_then(|holder| holder.away_since_ms)
    }

    /// The next moment [`Room::settle`] could change something, if any.
    pub fn next_deadline(&self) -> Option<u64> {
        if self.running().is_err() {
            return None;
        }
        if let Some(clocks) = self.clocks {
            let mover = self.mover_of(self.moves.len() + 1);
            return clocks
                .running_since_ms
                .map(|since| since + clocks.left_ms[mover.index()]);
        }
        [Seat::Host, Seat::Guest]
            .into_iter()
            .filter_map(|seat| self.away_since(seat))
            .map(|since| since + self.grace_ms)
            .min()
    }

    fn seat_state(&self, seat: Seat) -> SeatState {
        match &self.seats[seat.index()] {
            None => SeatState::Free,
            Some(holder) if holder.connection.is_some() => SeatState::Present,
            Some(holder) => SeatState::Away {
                loses_at_ms: holder
                    .away_since_ms
                    .filter(|_| self.running().is_ok() && self.clocks.is_none())
                    .map(|since| since + self.grace_ms),
            },
        }
    }

    fn clocks_view(&self) -> Option<Clocks> {
        let clocks = self.clocks?;
        let running = clocks
            .running_since_ms
            .filter(|_| self.running().is_ok())
            .map(|_| self.mover_of(self.moves.len() + 1));
        Some(Clocks {
            red_ms: clocks.left_ms[0],
            yellow_ms: clocks.left_ms[1],
            running,
            at_ms: clocks.running_since_ms.unwrap_or(self.touched_ms),
        })
    }

    /// The whole room as everyone sees it.
    pub fn view(&self) -> RoomView {
        RoomView {
            code: self.code,
            board: self.board,
            clock: self.clock,
            game: self.game,
            first: self.first,
            host_colour: self.host_colour,
            seats: [self.seat_state(Seat::Host), self.seat_state(Seat::Guest)],
            moves: self.moves.clone(),
            clocks: self.clocks_view(),
            result: self.result,
            draw_offer: self.draw_offer,
            rematch: self.rematch,
        }
    }

    /// Records a change: a new version, and the time for idle expiry.
    fn changed(&mut self, now_ms: u64, news: News) -> News {
        self.version += 1;
        self.touched_ms = now_ms;
        news
    }

    /// The seat of a colour in this game (for presence news).
    pub fn seat_playing(&self, colour: Colour) -> Seat {
        self.seat_of_colour(colour)
    }
}

fn fresh_clocks(spec: ClockSpec) -> ClockState {
    let start = u64::from(spec.minutes) * 60_000;
    ClockState {
        left_ms: [start, start],
        running_since_ms: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::online::protocol::ServerMessage as M;

    const T0: u64 = 1_000_000;

    fn room(clock: Option<ClockSpec>) -> Room {
        let code = "K7MQ3X9PD".parse().unwrap();
        let settings = Settings {
            board: BoardSpec::STANDARD,
            first: FirstMover::Red,
            clock,
            grace_ms: GRACE_MS,
        };
        let mut room = Room::new(code, settings, "host".into(), true, T0).unwrap();
        room.join("guest".into(), 2, T0).unwrap();
        room.attach(Seat::Host, 1, T0);
        room.attach(Seat::Guest, 2, T0);
        room
    }

    #[test]
    fn the_referee_refuses_and_changes_nothing() {
        let mut room = room(None);
        room.play(Seat::Host, 1, 1, 4, T0).unwrap();
        let before = room.clone();
        let refusals = [
            (Seat::Host, 1, 2, 4, Refusal::NotYourTurn),
            (Seat::Guest, 1, 2, 0, Refusal::OutsideBoard),
            (Seat::Guest, 1, 2, 8, Refusal::OutsideBoard),
            (Seat::Guest, 1, 3, 4, Refusal::WrongNumber),
            (Seat::Guest, 1, 1, 3, Refusal::WrongNumber),
        ];
        for (seat, game, number, column, refusal) in refusals {
            assert_eq!(
                room.play(seat, game, number, column, T0),
                Err(refusal),
                "{seat:?} {number} {column}"
            );
            assert_eq!(room, before);
        }
        for number in 2..=6 {
            let seat = if number % 2 == 0 {
                Seat::Guest
            } else {
                Seat::Host
            };
            room.play(seat, 1, number, 4, T0).unwrap();
        }
        let full = room.clone();
        assert_eq!(room.play(Seat::Host, 1, 7, 4, T0), Err(Refusal::ColumnFull));
        assert_eq!(room, full);
    }

    #[test]
    fn a_resent_move_is_played_once() {
        let mut room = room(None);
        let news = room.play(Seat::Host, 1, 1, 4, T0).unwrap();
        assert!(matches!(
            news[0],
            M::Moved {
                number: 1,
                column: 4,
                ..
            }
        ));
        let version = room.version();
        assert_eq!(room.play(Seat::Host, 1, 1, 4, T0), Ok(Vec::new()));
        assert_eq!(room.version(), version);
        assert_eq!(room.view().moves, vec![4]);
    }

    #[test]
    fn a_line_ends_the_game_and_nothing_moves_after() {
        let mut room = room(None);
        for (i, column) in [1, 2, 1, 2, 1, 2, 1].into_iter().enumerate() {
            let seat = if i % 2 == 0 { Seat::Host } else { Seat::Guest };
            room.play(seat, 1, i as u32 + 1, column, T0).unwrap();
        }
        let result = room.view().result.unwrap();
        assert_eq!(result.winner, Some(Colour::Red));
        assert_eq!(result.reason, EndReason::Line);
        assert_eq!(room.play(Seat::Guest, 1, 8, 3, T0), Err(Refusal::GameOver));
        assert_eq!(room.resign(Seat::Guest, T0), Err(Refusal::GameOver));
    }

    #[test]
    fn a_rematch_swaps_colours_and_so_who_starts() {
        let mut room = room(None);
        room.resign(Seat::Guest, T0).unwrap();
        assert!(matches!(
            room.rematch(Seat::Guest, T0).unwrap()[0],
            M::RematchOffered { by: Colour::Yellow }
        ));
        let news = room.rematch(Seat::Host, T0).unwrap();
        let M::State { room: view } = &news[0] else {
            panic!("{news:?}")
        };
        assert_eq!(view.game, 2);
        assert_eq!(view.host_colour, Colour::Yellow);
        assert_eq!(view.to_move(), Some(Colour::Red));
        assert_eq!(
            room.play(Seat::Host, 2, 1, 4, T0),
            Err(Refusal::NotYourTurn)
        );
        room.play(Seat::Guest, 2, 1, 4, T0).unwrap();
    }

    #[test]
    fn draws_are_offered_answered_and_lapse_with_a_move() {
        let mut room = room(None);
        assert_eq!(
            room.answer_draw(Seat::Guest, true, T0),
            Err(Refusal::NoDrawOffer)
        );
        room.offer_draw(Seat::Host, T0).unwrap();
        room.answer_draw(Seat::Guest, false, T0).unwrap();
        room.offer_draw(Seat::Host, T0).unwrap();
        room.play(Seat::Host, 1, 1, 4, T0).unwrap();
        let news = room.play(Seat::Guest, 1, 2, 4, T0).unwrap();
        assert!(news.contains(&M::DrawDeclined { by: Colour::Yellow }));
        room.offer_draw(Seat::Guest, T0).unwrap();
        let news = room.offer_draw(Seat::Host, T0).unwrap();
        assert!(matches!(
            news[0],
            M::Over {
                result: GameResult {
                    winner: None,
                    reason: EndReason::Agreed
                },
                ..
            }
        ));
    }

    #[test]
    fn the_clock_runs_for_the_side_to_move_and_falls() {
        let clock = ClockSpec {
            minutes: 1,
            increment_seconds: 2,
        };
        let mut room = room(Some(clock));
        room.play(Seat::Host, 1, 1, 4, T0 + 10_000).unwrap();
        let clocks = room.view().clocks.unwrap();
        assert_eq!(clocks.red_ms, 52_000);
        assert_eq!(clocks.running, Some(Colour::Yellow));
        assert_eq!(room.next_deadline(), Some(T0 + 10_000 + 60_000));
        assert!(room.settle(T0 + 69_999).is_empty());
        let news = room.settle(T0 + 70_000);
        assert!(matches!(
            news[0],
            M::Over {
                result: GameResult {
                    winner: Some(Colour::Red),
                    reason: EndReason::Time
                },
                ..
            }
        ));
        assert_eq!(
            room.play(Seat::Guest, 1, 2, 4, T0 + 70_001),
            Err(Refusal::GameOver)
        );
    }

    #[test]
    fn an_absent_side_loses_after_the_grace_period() {
        let mut room = room(None);
        let news = room.detach(Seat::Guest, 2, T0);
        assert_eq!(
            news,
            vec![M::Presence {
                seat: Seat::Guest,
                state: SeatState::Away {
                    loses_at_ms: Some(T0 + GRACE_MS)
                }
            }]
        );
        // An older connection's drop says nothing once a newer one speaks for the seat.
        room.attach(Seat::Guest, 3, T0 + 1);
        assert!(room.detach(Seat::Guest, 2, T0 + 2).is_empty());
        room.detach(Seat::Guest, 3, T0 + 3);
        assert!(room.settle(T0 + 3 + GRACE_MS - 1).is_empty());
        let news = room.settle(T0 + 3 + GRACE_MS);
        assert!(matches!(
            news[0],
            M::Over {
                result: GameResult {
                    winner: Some(Colour::Red),
                    reason: EndReason::Abandoned
                },
                ..
            }
        ));
    }

    #[test]
    fn rooms_keep_as_json() {
        let mut room = room(Some(ClockSpec {
            minutes: 3,
            increment_seconds: 2,
        }));
        room.play(Seat::Host, 1, 1, 4, T0).unwrap();
        let text = serde_json::to_string(&room).unwrap();
        assert_eq!(serde_json::from_str::<Room>(&text).unwrap(), room);
    }
}

//! Keeping the online seat between runs: while an online game is in progress its seat (the
//! server, the room's code, the token) is in the store, so a window closed or a page reloaded
//! mid-game takes it back on the next start; once the game ends or the player leaves, it is
//! forgotten. The shell hands this what the session says and carries out what it returns; it
//! touches no file itself.

use crate::online::client::{Ending, Event};
use crate::online::protocol::{Seat, ServerMessage};
use crate::store::{HeldSeat, OnlineSeat};

/// What to do with the kept seat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SeatKeep {
    /// Keep this seat.
    Save(OnlineSeat),
    /// Forget the seat kept.
    Clear,
}

/// What the keeper knows of the online session.
#[derive(Debug, Clone, Default)]
pub struct SeatKeeping {
    /// The server of the session running.
    server: String,
    /// The session takes back a kept seat and has not had it yet.
    resuming: bool,
    /// The seat this session holds.
    held: Option<OnlineSeat>,
    /// A seat is in the store.
    kept: bool,
}

impl SeatKeeping {
    /// A session starts with `server`; `resumed` is the kept seat it takes back, if it does.
    pub fn started(&mut self, server: String, resumed: Option<OnlineSeat>) -> Vec<SeatKeep> {
        let was_kept = self.kept;
        *self = SeatKeeping {
            server,
            resuming: resumed.is_some(),
            kept: resumed.is_some(),
            held: None,
        };
        // Another session's seat is let go: one game online at a time.
        if was_kept && !self.kept {
            vec![SeatKeep::Clear]
        } else {
            Vec::new()
        }
    }

    /// The player left the online game.
    pub fn left(&mut self) -> Vec<SeatKeep> {
        self.held = None;
        self.resuming = false;
        self.forget()
    }

    /// Takes in what the session said: what to keep or forget, and, when a kept seat could
    /// not be taken back, why.
    pub fn hear(&mut self, events: &[Event]) -> (Vec<SeatKeep>, Option<Ending>) {
        let mut keep = Vec::new();
        let mut failed = None;
        for event in events {
            match event {
                Event::Seated {
                    code,
                    link,
                    seat,
                    token,
                } => {
                    self.resuming = false;
                    let seat = OnlineSeat {
                        server: self.server.clone(),
                        code: code.to_string(),
                        token: token.clone(),
                        link: link.clone(),
                        seat: match seat {
                            Seat::Host => HeldSeat::Host,
                            Seat::Guest => HeldSeat::Guest,
                        },
                    };
                    self.held = Some(seat.clone());
                    self.kept = true;
                    keep.push(SeatKeep::Save(seat));
                }
                Event::Room(view) if view.result.is_some() => keep.extend(self.forget()),
                // A rematch: the new game is kept as the first was.
                Event::Room(_) => {
                    if let (Some(seat), false) = (&self.held, self.kept) {
                        self.kept = true;
                        keep.push(SeatKeep::Save(seat.clone()));
                    }
                }
                Event::News(ServerMessage::Over { .. }) => keep.extend(self.forget()),
                Event::Ended(ending) => {
                    if self.resuming {
                        failed = Some(ending.clone());
                    }
                    self.resuming = false;
                    self.held = None;
                    keep.extend(self.forget());
                }
                _ => {}
            }
        }
        (keep, failed)
    }

    fn forget(&mut self) -> Vec<SeatKeep> {
        if std::mem::take(&mut self.kept) {
            vec![SeatKeep::Clear]
        } else {
            Vec::new()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::online::protocol::{Colour, EndReason, GameResult};

    fn seated() -> Event {
        Event::Seated {
            code: "K7M-Q3X-9PD".parse().unwrap(),
            link: "http://h/play/K7M-Q3X-9PD".into(),
            seat: Seat::Guest,
            token: "secret".into(),
        }
    }

    fn over() -> Event {
        Event::News(ServerMessage::Over {
            game: 1,
            result: GameResult {
                winner: Some(Colour::Red),
                reason: EndReason::Line,
            },
        })
    }

    fn kept(seat: HeldSeat) -> OnlineSeat {
        OnlineSeat {
            server: "ws://h/ws".into(),
            code: "K7M-Q3X-9PD".into(),
            token: "secret".into(),
            link: String::new(),
            seat,
        }
    }

    #[test]
    fn the_seat_is_kept_from_its_taking_until_the_game_ends() {
        let mut keeping = SeatKeeping::default();
        keeping.started("ws://h/ws".into(), None);
        let (keep, failed) = keeping.hear(&[seated()]);
        let [SeatKeep::Save(seat)] = &keep[..] else {
            panic!("{keep:?}")
        };
        assert_eq!(
            (
                seat.server.as_str(),
                seat.code.as_str(),
                seat.token.as_str()
            ),
            ("ws://h/ws", "K7M-Q3X-9PD", "secret")
        );
        assert_eq!(seat.seat, HeldSeat::Guest);
        assert_eq!(failed, None);
        assert_eq!(keeping.hear(&[over()]).0, vec![SeatKeep::Clear]);
        // Said once, not again with the room's news.
        assert_eq!(keeping.hear(&[over()]).0, vec![]);
    }

    #[test]
    fn leaving_forgets_the_seat_and_a_plain_session_keeps_nothing_on_its_end() {
        let mut keeping = SeatKeeping::default();
        keeping.started("ws://h/ws".into(), None);
        keeping.hear(&[seated()]);
        assert_eq!(keeping.left(), vec![SeatKeep::Clear]);
        assert_eq!(keeping.hear(&[Event::Ended(Ending::Left)]), (vec![], None));
    }

    #[test]
    fn a_kept_seat_whose_room_is_gone_is_forgotten_and_says_why() {
        let mut keeping = SeatKeeping::default();
        let kept = kept(HeldSeat::Host);
        assert_eq!(keeping.started("ws://h/ws".into(), Some(kept)), vec![]);
        let (keep, failed) = keeping.hear(&[Event::Ended(Ending::RoomGone)]);
        assert_eq!(keep, vec![SeatKeep::Clear]);
        assert_eq!(failed, Some(Ending::RoomGone));
    }

    #[test]
    fn a_resumed_seat_taken_back_fails_no_more() {
        let mut keeping = SeatKeeping::default();
        let kept = kept(HeldSeat::Guest);
        keeping.started("ws://h/ws".into(), Some(kept));
        keeping.hear(&[seated()]);
        let (_, failed) = keeping.hear(&[Event::Ended(Ending::ServerClosed)]);
        assert_eq!(failed, None);
    }
}

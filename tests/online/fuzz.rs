//! The message parser and the referee under a million and more generated inputs: mutated
//! honest messages, random bytes and random JSON. Nothing panics, every refusal leaves the
//! room as it was, and every room the referee keeps is a legal game.

use plot4::online::code::RoomCode;
use plot4::online::protocol::{read_client, ClientMessage, Refusal, Seat};
use plot4::online::room::{Room, Settings, GRACE_MS};
use rand::{Rng, RngExt, SeedableRng};

const HONEST: [&str; 12] = [
    r#"{"type":"hello","version":1}"#,
    r#"{"type":"create","board":{"width":7,"height":6,"connect":4},"first":"random","clock":{"minutes":3,"increment_seconds":2}}"#,
    r#"{"type":"join","code":"K7M-Q3X-9PD"}"#,
    r#"{"type":"watch","code":"K7MQ3X9PD"}"#,
    r#"{"type":"resume","code":"K7M-Q3X-9PD","token":"00112233445566778899aabbccddeeff"}"#,
    r#"{"type":"move","game":1,"number":3,"column":4}"#,
    r#"{"type":"resign"}"#,
    r#"{"type":"offer_draw"}"#,
    r#"{"type":"answer_draw","accept":true}"#,
    r#"{"type":"rematch"}"#,
    r#"{"type":"react","reaction":"good_game"}"#,
    r#"{"type":"create","board":{"width":12,"height":4,"connect":3},"first":"yellow"}"#,
];

/// An input: an honest message bent a few times, random bytes, or random JSON-ish text.
fn input(random: &mut impl Rng) -> Vec<u8> {
    match random.random_range(0..10) {
        0 => {
            let mut bytes = vec![0u8; random.random_range(0..64)];
            random.fill_bytes(&mut bytes);
            bytes
        }
        1 => {
            const PARTS: [&str; 16] = [
                "{",
                "}",
                "[",
                "]",
                ",",
                ":",
                "\"type\"",
                "\"move\"",
                "1",
                "-1",
                "1e999",
                "null",
                "true",
                "\"\\u0000\"",
                "\"column\"",
                "18446744073709551616",
            ];
            (0..random.random_range(0..30))
                .flat_map(|_| PARTS[random.random_range(0..PARTS.len())].bytes())
                .collect()
        }
        2..=5 => {
            // Well formed, with values anywhere in their types' ranges.
            let text = match random.random_range(0..8) {
                0..=3 => format!(
                    r#"{{"type":"move","game":{},"number":{},"column":{}}}"#,
                    random.random_range(0..3u32),
                    random.random_range(0..50u32),
                    random.random_range(0..=255u8)
                ),
                4 => r#"{"type":"resign"}"#.to_string(),
                5 => r#"{"type":"offer_draw"}"#.to_string(),
                6 => format!(
                    r#"{{"type":"answer_draw","accept":{}}}"#,
                    random.random::<bool>()
                ),
                _ => r#"{"type":"rematch"}"#.to_string(),
            };
            text.into_bytes()
        }
        _ => {
            let mut bytes = HONEST[random.random_range(0..HONEST.len())]
                .as_bytes()
                .to_vec();
            for _ in 0..random.random_range(1..4) {
                let at = random.random_range(0..=bytes.len());
                match random.random_range(0..4) {
                    0 if at < bytes.len() => bytes[at] = random.random(),
                    1 if at < bytes.len() => {
                        bytes.remove(at);
                    }
                    2 => bytes.insert(at, random.random_range(32..127)),
                    _ => bytes.truncate(at),
                }
            }
            bytes
        }
    }
}

#[test]
fn a_million_inputs_never_panic_the_parser_or_the_referee() {
    let mut random = rand_pcg::Pcg64::seed_from_u64(50);
    let code: RoomCode = "K7MQ3X9PD".parse().unwrap();
    let settings = Settings {
        board: plot4::online::protocol::BoardSpec::STANDARD,
        first: plot4::online::protocol::FirstMover::Red,
        clock: None,
        grace_ms: GRACE_MS,
    };
    let fresh = || {
        let mut room = Room::new(code, settings, "host".into(), true, 0).unwrap();
        room.join("guest".into(), 2, 0).unwrap();
        room
    };
    let mut room = fresh();
    let (mut parsed, mut applied) = (0u32, 0u32);
    for step in 0..1_200_000u64 {
        let bytes = input(&mut random);
        // What arrives on the wire is text: invalid UTF-8 never reaches the parser.
        let Ok(text) = std::str::from_utf8(&bytes) else {
            continue;
        };
        let Ok(message) = read_client(text) else {
            continue;
        };
        parsed += 1;
        let seat = if random.random() {
            Seat::Host
        } else {
            Seat::Guest
        };
        let before = room.clone();
        let now = step;
        let outcome: Result<_, Refusal> = match message {
            ClientMessage::Move {
                game,
                number,
                column,
            } => {
                // Mostly the next number, so that games get played.
                let number = if random.random_range(0..4) == 0 {
                    number
                } else {
                    room.view().moves.len() as u32 + 1
                };
                room.play(seat, game.min(1), number, column % 9, now)
            }
            ClientMessage::Resign => room.resign(seat, now),
            ClientMessage::OfferDraw => room.offer_draw(seat, now),
            ClientMessage::AnswerDraw { accept } => room.answer_draw(seat, accept, now),
            ClientMessage::Rematch => room.rematch(seat, now),
            ClientMessage::React { reaction } => Ok(room.react(seat, reaction, now)),
            _ => Ok(Vec::new()),
        };
        match outcome {
            Ok(_) => applied += 1,
            Err(_) => assert_eq!(room, before, "a refusal changed the room"),
        }
        let view = room.view();
        let size = view.board.size().unwrap();
        let board = view
            .moves
            .iter()
            .try_fold(plot4::Board::empty(size), |board, &c| {
                board.play(plot4::Column::from_number(usize::from(c)).unwrap())
            })
            .expect("the referee keeps only legal games");
        if view.result.is_none() {
            assert!(!board.is_over(), "a decided board left running");
        }
        if view.game > 3 {
            room = fresh();
        }
    }
    assert!(parsed > 400_000, "the inputs reach the referee: {parsed}");
    assert!(
        applied > 10_000,
        "the referee plays some of them: {applied}"
    );
}

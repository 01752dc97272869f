//! The player's statistics, derived from the history and nothing else (so they can never
//! disagree with it): the human's wins, draws and losses against each computer level, rated and
//! casual games apart, and in games between two people, and the longest run of wins in rated
//! games.

use super::history::{GameRecord, HumanResult};
use crate::ai::Level;
use crate::board::Player;
use crate::rating::Rating;
use std::fmt::Write as _;

/// Wins, draws and losses for one side.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Tally {
    /// Games won.
    pub wins: u32,
    /// Games drawn.
    pub draws: u32,
    /// Games lost.
    pub losses: u32,
}

impl Tally {
    /// How many games the tally counts.
    pub fn games(self) -> u32 {
        self.wins + self.draws + self.losses
    }

    fn count(&mut self, result: HumanResult) {
        match result {
            HumanResult::Win => self.wins += 1,
            HumanResult::Draw => self.draws += 1,
            HumanResult::Loss => self.losses += 1,
        }
    }
}

/// One row of the table: whom the games were against, and the results of the rated games and
/// of the casual ones (`None` for rated games between people, which there never are).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Row {
    /// The computer level, or `None` for games between people (counted for Red).
    pub opponent: Option<Level>,
    /// The rated games' results; `None` where no game can be rated.
    pub rated: Option<Tally>,
    /// The casual games' results.
    pub casual: Tally,
}

/// What the statistics screen and `plot4 stats` show.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Statistics {
    rated: [Tally; Level::ALL.len()],
    casual: [Tally; Level::ALL.len()],
    /// Games between two people, counted for Red (Red's wins, draws, Red's losses): all
    /// casual.
    pub between_people: Tally,
    /// Games where the computer played both sides (not counted for anyone).
    pub computer_only: u32,
    /// Games on another board than 7×6 with four in a row: recorded, but not counted in the
    /// table, whose levels and streak are about the standard game.
    pub other_boards: u32,
    /// The other boards played on, in the order first played, each with its number of games.
    pub other_board_sizes: Vec<(crate::board::Size, u32)>,
    /// Rated games recorded before casual games were told apart: what they used is unknown,
    /// and they count as rated as they always did.
    pub rated_before_the_rule: u32,
    /// The longest run of the human's wins in rated games, in the order played. A draw or a
    /// loss in a rated game ends a run; casual games neither extend nor end it.
    pub longest_streak: u32,
}

impl Statistics {
    /// The statistics of these games, oldest first.
    pub fn of(games: &[GameRecord]) -> Statistics {
        let mut stats = Statistics::default();
        let mut streak = 0;
        for game in games {
            if game.size() != crate::board::Size::STANDARD {
                stats.other_boards += 1;
                match stats
                    .other_board_sizes
                    .iter_mut()
                    .find(|(size, _)| *size == game.size())
                {
                    Some((_, count)) => *count += 1,
                    None => stats.other_board_sizes.push((game.size(), 1)),
                }
                continue;
            }
            let modes = game.modes();
            if let Some((level, result)) = game.human_against_computer() {
                if !game.is_rated() {
                    stats.casual[level_index(level)].count(result);
                    continue;
                }
                if game.casual_reasons().is_none() {
                    stats.rated_before_the_rule += 1;
                }
                stats.rated[level_index(level)].count(result);
                streak = if result == HumanResult::Win {
                    streak + 1
                } else {
                    0
                };
                stats.longest_streak = stats.longest_streak.max(streak);
            } else if modes.red.level().is_none() {
                stats
                    .between_people
                    .count(HumanResult::of(game.result(), Player::Red));
            } else {
                stats.computer_only += 1;
            }
        }
        stats
    }

    /// The human's results in rated games against the computer at `level`.
    pub fn rated_against(&self, level: Level) -> Tally {
        self.rated[level_index(level)]
    }

    /// The human's results in casual games against the computer at `level`.
    pub fn casual_against(&self, level: Level) -> Tally {
        self.casual[level_index(level)]
    }

    /// The rows of the table, in order: each computer level, then games between people
    /// (counted for Red). `plot4 stats` and the statistics screen both show these.
    pub fn rows(&self) -> Vec<Row> {
        Level::ALL
            .iter()
            .map(|&level| Row {
                opponent: Some(level),
                rated: Some(self.rated_against(level)),
                casual: self.casual_against(level),
            })
            .chain([Row {
                opponent: None,
                rated: None,
                casual: self.between_people,
            }])
            .collect()
    }

    /// The table `plot4 stats` prints: one row per computer level, one for games between
    /// people, rated and casual games apart, then the streak and the notes.
    pub fn table(&self) -> String {
        let numbers = |tally: Option<Tally>| match tally {
            Some(t) => [t.games(), t.wins, t.draws, t.losses].map(|n| n.to_string()),
            None => ["-", "-", "-", "-"].map(String::from),
        };
        let groups = format!("{:<18} {:^27}    {:^27}", "", "rated", "casual");
        let mut text = format!("{}\n", groups.trim_end());
        let heading = ["games", "wins", "draws", "losses"].map(String::from);
        let mut line = |name: &str, rated: &[String; 4], casual: &[String; 4]| {
            let _ = writeln!(
                text,
                "{:<18} {:>6} {:>6} {:>6} {:>6}    {:>6} {:>6} {:>6} {:>6}",
                name,
                rated[0],
                rated[1],
                rated[2],
                rated[3],
                casual[0],
                casual[1],
                casual[2],
                casual[3]
            );
        };
        line("opponent", &heading, &heading);
        for row in self.rows() {
            let name = row.opponent.map_or(PEOPLE_ROW, Level::name);
            line(name, &numbers(row.rated), &numbers(Some(row.casual)));
        }
        let _ = writeln!(
            text,
            "longest winning streak in rated games: {}",
            self.longest_streak
        );
        for note in self.notes() {
            let _ = writeln!(text, "{note}");
        }
        text
    }

    /// What the table leaves out, in the same words on the statistics screen and in `plot4
    /// stats`: how many games are recorded, how many of them were rated and casual and on
    /// other boards (which the table does not count, by board), how older games count, and
    /// that tic-tac-toe games are not recorded.
    pub fn notes(&self) -> Vec<String> {
        let recorded = self.recorded();
        let rated = self.rated_games();
        let mut notes = vec![format!(
            "{recorded} game{} recorded: {rated} rated, {} casual",
            if recorded == 1 { "" } else { "s" },
            recorded - rated
        )];
        if self.other_boards > 0 {
            notes[0].push_str(&format!(
                "; {} on other boards ({})",
                self.other_boards,
                self.other_boards_listed()
            ));
            notes.push("only 7x6 games count in the table and the rating".to_string());
        }
        if self.rated_before_the_rule > 0 {
            notes.push(format!(
                "{} older game{} without a record of hints or take-backs count{} as rated",
                self.rated_before_the_rule,
                if self.rated_before_the_rule == 1 {
                    ""
                } else {
                    "s"
                },
                if self.rated_before_the_rule == 1 {
                    "s"
                } else {
                    ""
                },
            ));
        }
        notes.push("tic-tac-toe games are not recorded".to_string());
        notes
    }

    /// The other boards played on, each with its games: `8x7: 3; 6x5: 1`.
    pub fn other_boards_listed(&self) -> String {
        let boards: Vec<String> = self
            .other_board_sizes
            .iter()
            .map(|(size, games)| {
                let words = crate::game::size_words(*size).unwrap_or_default();
                format!("{words}: {games}")
            })
            .collect();
        boards.join("; ")
    }

    /// Every game these statistics were made from, counted or not.
    pub fn recorded(&self) -> u32 {
        self.rows()
            .iter()
            .map(|row| row.rated.unwrap_or_default().games() + row.casual.games())
            .sum::<u32>()
            + self.computer_only
            + self.other_boards
    }

    /// The rated games among them.
    pub fn rated_games(&self) -> u32 {
        self.rated.iter().map(|tally| tally.games()).sum()
    }
}

/// The table's row for games between two people, counted for Red (the screen capitalises it).
pub const PEOPLE_ROW: &str = "human (as Red)";

/// One game that moved the player's rating.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RatedGame {
    /// The level played.
    pub level: Level,
    /// The level's rating counted for the game.
    pub level_rating: i32,
    /// The player's rating before the game.
    pub before: Rating,
    /// And after it.
    pub after: Rating,
    /// When the game ended.
    pub date: jiff::Timestamp,
    /// How it ended for the player.
    pub result: HumanResult,
}

/// The player's rating through the history: one entry per rated game ([`GameRecord::is_rated`]:
/// a person against a computer level from the empty 7×6 board, nothing used), oldest first,
/// each level counted at the rating written down with the game (today's rating if none was).
/// The rating now is the last entry's `after`, or [`Rating::NEW`].
pub fn rated_games(games: &[GameRecord]) -> Vec<RatedGame> {
    let mut rating = Rating::NEW;
    let mut rated = Vec::new();
    for game in games.iter().filter(|game| game.is_rated()) {
        let Some((level, result)) = game.human_against_computer() else {
            continue;
        };
        let level_rating = game.level_rating().unwrap_or(level.rating());
        let score = match result {
            HumanResult::Win => 1.0,
            HumanResult::Draw => 0.5,
            HumanResult::Loss => 0.0,
        };
        let after = rating.after_game_against_level(f64::from(level_rating), score);
        rated.push(RatedGame {
            level,
            level_rating,
            before: rating,
            after,
            date: game.date(),
            result,
        });
        rating = after;
    }
    rated
}

/// The player's rating now, from the history.
pub fn player_rating(games: &[GameRecord]) -> Rating {
    rated_games(games).last().map_or(Rating::NEW, |g| g.after)
}

/// The line `plot4 stats` and the statistics screen show: `rating: <r> ± <d> (<n> rated
/// games)`.
pub fn rating_line(games: &[GameRecord]) -> String {
    let rated = rated_games(games);
    let now = rated.last().map_or(Rating::NEW, |g| g.after);
    format!(
        "rating: {:.0} ± {:.0} ({} rated game{})",
        now.rating,
        now.deviation,
        rated.len(),
        if rated.len() == 1 { "" } else { "s" }
    )
}

/// The player's rating over time: where it started, then after each rated game, oldest first.
pub fn rating_curve(games: &[GameRecord]) -> Vec<f64> {
    std::iter::once(Rating::NEW.rating)
        .chain(rated_games(games).iter().map(|g| g.after.rating))
        .collect()
}

/// The rating over time as one line of block characters, at most `width` of them (each the
/// last rating of its stretch of games), lowest ▁ to highest █, with the range it spans:
/// `rating over time: ▁▃▅▇█ (1000 → 1212, 4 rated games)`. `None` before the first rated game.
pub fn rating_sparkline(games: &[GameRecord], width: usize) -> Option<String> {
    const BLOCKS: [char; 8] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];
    let curve = rating_curve(games);
    if curve.len() < 2 || width == 0 {
        return None;
    }
    let points = sampled(&curve, width);
    let (low, high) = points
        .iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), &r| {
            (lo.min(r), hi.max(r))
        });
    let line: String = points
        .iter()
        .map(|&r| {
            let share = if high > low {
                (r - low) / (high - low)
            } else {
                0.5
            };
            BLOCKS[((share * 7.0).round() as usize).min(7)]
        })
        .collect();
    let rated = curve.len() - 1;
    Some(format!(
        "rating over time: {line} ({:.0} → {:.0}, {rated} rated game{})",
        curve[0],
        curve[rated],
        if rated == 1 { "" } else { "s" }
    ))
}

/// At most `width` points of `curve`, evenly spread, always keeping the first and the last.
pub fn sampled(curve: &[f64], width: usize) -> Vec<f64> {
    if curve.len() <= width || width < 2 {
        return curve
            .iter()
            .copied()
            .take(width.max(curve.len().min(1)))
            .collect();
    }
    (0..width)
        .map(|i| curve[i * (curve.len() - 1) / (width - 1)])
        .collect()
}

fn level_index(level: Level) -> usize {
    Level::ALL.iter().position(|&l| l == level).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Column;
    use crate::game::{CasualReason, CasualReasons, Mode, Modes};

    const RED_WINS: &str = "1212121";
    const YELLOW_WINS: &str = "12123252";
    const DRAW: &str = "121212343434565656212121434343656565777777";

    fn game(red: Mode, yellow: Mode, digits: &str) -> GameRecord {
        let moves = digits
            .chars()
            .map(|c| Column::from_number(c.to_digit(10).unwrap() as usize).unwrap())
            .collect();
        let date = "2026-11-23T06:41:57Z".parse().unwrap();
        GameRecord::new(date, Modes { red, yellow }, Player::Red, moves).unwrap()
    }

    const HUMAN: Mode = Mode::Human;
    const LOW: Mode = Mode::Computer(Level::Low);
    const HIGH: Mode = Mode::Computer(Level::High);

    #[test]
    fn the_rating_curve_follows_each_rated_game_and_the_sparkline_its_shape() {
        let games = [
            game(HUMAN, LOW, RED_WINS),
            game(HUMAN, HUMAN, RED_WINS),
            game(HUMAN, LOW, RED_WINS),
            game(HUMAN, HIGH, YELLOW_WINS),
        ];
        let curve = rating_curve(&games);
        assert_eq!(curve.len(), 4, "the start and three rated games: {curve:?}");
        assert!(curve[1] > curve[0] && curve[2] > curve[1] && curve[3] < curve[2]);
        let line = rating_sparkline(&games, 40).unwrap();
        assert!(line.starts_with("rating over time: ▁"), "{line}");
        let blocks: Vec<char> = line["rating over time: ".len()..].chars().take(4).collect();
        assert_eq!(blocks[2], '█', "the highest after the second win: {line}");
        assert!(blocks[3] < blocks[2] && blocks[3] > blocks[0], "{line}");
        assert!(line.ends_with("3 rated games)"), "{line}");
        assert_eq!(
            rating_sparkline(&games[1..2], 40),
            None,
            "no rated game, no graph"
        );
    }

    #[test]
    fn sampling_keeps_the_ends_and_the_width() {
        let curve: Vec<f64> = (0..100).map(f64::from).collect();
        let points = sampled(&curve, 10);
        assert_eq!(points.len(), 10);
        assert_eq!((points[0], points[9]), (0.0, 99.0));
        assert_eq!(sampled(&curve[..3], 10), vec![0.0, 1.0, 2.0]);
    }

    #[test]
    fn a_game_against_match_my_level_is_recorded_and_rated_as_its_level() {
        let record = game(HUMAN, Mode::Adaptive(Level::Low), RED_WINS);
        assert_eq!(record.modes().yellow, LOW);
        assert_eq!(record.level_rating(), Some(Level::Low.rating()));
        assert_eq!(rated_games(&[record])[0].level, Level::Low);
    }

    #[test]
    fn games_on_other_boards_are_counted_apart_from_the_table() {
        let size = crate::board::Size::new(8, 7).unwrap();
        let date = "2026-11-23T06:41:57Z".parse().unwrap();
        let moves = crate::notation::columns_of("1212121", 8).unwrap();
        let modes = Modes {
            red: HUMAN,
            yellow: LOW,
        };
        let wide = GameRecord::sized(date, size, modes, Player::Red, moves).unwrap();
        let stats = Statistics::of(&[wide, game(HUMAN, LOW, RED_WINS)]);
        assert_eq!(stats.rated_against(Level::Low).games(), 1);
        assert_eq!(stats.other_boards, 1);
        let table = stats.table();
        assert!(
            table.contains("2 games recorded: 1 rated, 1 casual; 1 on other boards (8x7: 1)\n"),
            "{table}"
        );
        assert!(
            table.contains("only 7x6 games count in the table"),
            "{table}"
        );
    }

    #[test]
    fn results_are_counted_for_the_human_whichever_colour_they_played() {
        let games = [
            game(HUMAN, LOW, RED_WINS),
            game(LOW, HUMAN, RED_WINS),
            game(LOW, HUMAN, YELLOW_WINS),
            game(HUMAN, LOW, DRAW),
            game(HIGH, HUMAN, RED_WINS),
        ];
        let stats = Statistics::of(&games);
        assert_eq!(
            stats.rated_against(Level::Low),
            Tally {
                wins: 2,
                draws: 1,
                losses: 1
            }
        );
        assert_eq!(
            stats.rated_against(Level::High),
            Tally {
                wins: 0,
                draws: 0,
                losses: 1
            }
        );
        assert_eq!(stats.rated_against(Level::Mid), Tally::default());
        assert_eq!(stats.between_people, Tally::default());
        assert_eq!(stats.computer_only, 0);
    }

    #[test]
    fn games_between_people_count_for_red_and_computer_games_for_no_one() {
        let games = [
            game(HUMAN, HUMAN, RED_WINS),
            game(HUMAN, HUMAN, YELLOW_WINS),
            game(HUMAN, HUMAN, YELLOW_WINS),
            game(LOW, HIGH, DRAW),
        ];
        let stats = Statistics::of(&games);
        assert_eq!(
            stats.between_people,
            Tally {
                wins: 1,
                draws: 0,
                losses: 2
            }
        );
        assert_eq!(stats.computer_only, 1);
        assert_eq!(stats.longest_streak, 0);
        assert!(Level::ALL
            .iter()
            .all(|&l| stats.rated_against(l) == Tally::default()));
    }

    #[test]
    fn the_longest_streak_is_ended_by_a_draw_or_loss_in_a_rated_game_only() {
        let games = [
            game(HUMAN, LOW, RED_WINS),
            game(HUMAN, HIGH, RED_WINS),
            game(HUMAN, LOW, DRAW),
            game(LOW, HUMAN, YELLOW_WINS),
            game(HUMAN, HUMAN, YELLOW_WINS), // between people: does not end the run
            game(HIGH, LOW, RED_WINS),       // computers only: neither
            casual(game(LOW, HUMAN, RED_WINS), CasualReason::TakeBack), // casual: neither
            game(HUMAN, LOW, RED_WINS),
            game(HIGH, HUMAN, YELLOW_WINS),
            game(HUMAN, LOW, RED_WINS),
        ];
        // The run after the draw: four wins, three games that are not rated in the middle.
        assert_eq!(Statistics::of(&games).longest_streak, 4);
        assert_eq!(Statistics::of(&games[..3]).longest_streak, 2);
        // A loss ends a run too.
        let lost = [
            game(HUMAN, LOW, RED_WINS),
            game(HUMAN, LOW, YELLOW_WINS),
            game(HUMAN, LOW, RED_WINS),
        ];
        assert_eq!(Statistics::of(&lost).longest_streak, 1);
        assert_eq!(Statistics::of(&[]).longest_streak, 0);
    }

    #[test]
    fn the_table_has_a_row_per_level_and_one_for_people() {
        let games = [
            game(HUMAN, LOW, RED_WINS),
            casual(game(HUMAN, LOW, YELLOW_WINS), CasualReason::Hint),
        ];
        let table = Statistics::of(&games).table();
        let lines: Vec<&str> = table.lines().collect();
        // Two lines of headings, a row per level and for people, the streak, two notes.
        assert_eq!(lines.len(), 2 + Level::ALL.len() + 1 + 1 + 2, "{table}");
        assert_eq!(
            lines[0].split_whitespace().collect::<Vec<_>>(),
            ["rated", "casual"]
        );
        let low = 2 + Level::ALL.iter().position(|&l| l == Level::Low).unwrap();
        assert_eq!(
            lines[low].split_whitespace().collect::<Vec<_>>(),
            ["low", "1", "1", "0", "0", "1", "0", "0", "1"]
        );
        let people = 2 + Level::ALL.len();
        assert_eq!(
            lines[people].split_whitespace().collect::<Vec<_>>(),
            ["human", "(as", "Red)", "-", "-", "-", "-", "0", "0", "0", "0"]
        );
        assert_eq!(
            lines[people + 1],
            "longest winning streak in rated games: 1"
        );
        assert_eq!(lines[people + 2], "2 games recorded: 1 rated, 1 casual");
        assert_eq!(lines[people + 3], "tic-tac-toe games are not recorded");
        let one = Statistics::of(&games[..1]).notes();
        assert_eq!(one[0], "1 game recorded: 1 rated, 0 casual", "singular");
    }

    #[test]
    fn the_notes_count_every_recorded_game_and_each_other_board_apart() {
        let date = "2026-11-23T06:41:57Z".parse().unwrap();
        let on = |width, height| {
            let size = crate::board::Size::new(width, height).unwrap();
            let moves = crate::notation::columns_of("1212121", width).unwrap();
            let modes = Modes {
                red: HUMAN,
                yellow: LOW,
            };
            GameRecord::sized(date, size, modes, Player::Red, moves).unwrap()
        };
        let games = [on(8, 7), on(10, 5), on(8, 7), game(LOW, HIGH, DRAW)];
        let stats = Statistics::of(&games);
        assert_eq!(stats.recorded(), 4);
        assert_eq!(
            stats.notes()[0],
            "4 games recorded: 0 rated, 4 casual; 3 on other boards (8x7: 2; 10x5: 1)"
        );
    }

    /// `record` as a game that used `reason`.
    fn casual(record: GameRecord, reason: CasualReason) -> GameRecord {
        record.with_used(CasualReasons::NONE.with(reason))
    }

    #[test]
    fn casual_games_are_counted_apart_and_never_move_the_rating() {
        let games = [
            game(HUMAN, HIGH, RED_WINS),
            casual(game(HUMAN, HIGH, RED_WINS), CasualReason::Analysis),
            casual(game(HUMAN, HIGH, RED_WINS), CasualReason::FromPosition),
            casual(game(HUMAN, LOW, YELLOW_WINS), CasualReason::TakeBack),
        ];
        let stats = Statistics::of(&games);
        assert_eq!(stats.rated_against(Level::High).wins, 1);
        assert_eq!(stats.casual_against(Level::High).wins, 2);
        assert_eq!(stats.casual_against(Level::Low).losses, 1);
        assert_eq!(stats.rated_against(Level::Low), Tally::default());
        assert_eq!((stats.recorded(), stats.rated_games()), (4, 1));
        let rated = rated_games(&games);
        assert_eq!(rated.len(), 1, "only the untouched game is rated");
        assert_eq!(player_rating(&games), player_rating(&games[..1]));
        assert!(rating_line(&games).ends_with("(1 rated game)"));
    }

    #[test]
    fn older_games_without_the_record_count_as_they_always_did_and_say_so() {
        let json = |rated: &str| {
            format!(
                r#"{{"date": "2026-11-23T06:41:57Z", "red": "human", "yellow": "low",
                "first": "Red", "moves": "1212121", "result": "Red wins"{rated}}}"#
            )
        };
        let read = |text: String| serde_json::from_str::<GameRecord>(&text).unwrap();
        let older = read(json(""));
        assert_eq!(older.casual_reasons(), None);
        assert!(older.is_rated());
        assert!(older
            .line()
            .ends_with("Red wins; rated (recorded before the rule)"));
        let casual = read(json(r#", "rated": false, "casual": ["hint", "take-back"]"#));
        assert!(!casual.is_rated());
        assert!(
            casual.line().ends_with("; casual (take-back, hint)"),
            "{}",
            casual.line()
        );
        let rated = read(json(r#", "rated": true"#));
        assert!(rated.is_rated() && rated.line().ends_with("; rated"));
        // Casual without a reason this version knows stays casual.
        assert!(!read(json(r#", "rated": false"#)).is_rated());
        assert!(!read(json(r#", "casual": ["tablebase"]"#)).is_rated());
        // Written again, each keeps what it said: the older one stays without the field.
        for record in [&older, &casual, &rated] {
            let again = read(serde_json::to_string(record).unwrap());
            assert_eq!(&again, record);
        }
        assert!(!serde_json::to_string(&older).unwrap().contains("rated"));
        let stats = Statistics::of(&[older, casual, rated]);
        assert_eq!(stats.rated_before_the_rule, 1);
        assert!(stats.notes().contains(
            &"1 older game without a record of hints or take-backs counts as rated".to_string()
        ));
    }
}

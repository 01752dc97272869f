//! Play online: create a game (its board, who moves first, its clock) on the server the
//! settings keep, join one by its code or link, or watch one. A created game shows its code
//! and link large, with a Copy button, and waits for the friend; once both seats are taken
//! the table takes this screen's place.

use super::{Goto, Screen, Transition};
use crate::online::client::{Intent, ServerAddress};
use crate::online::code::RoomAddress;
use crate::online::protocol::{BoardSpec, ClockSpec, FirstMover};
use crate::ui::events::ScreenName;
use crate::ui::input::{Event, Key};
use crate::ui::layout::{Layout, Rect};
use crate::ui::online_seat::{self, Link, BOARDS};
use crate::ui::paint::{rounded_rect, Painter, Weight};
use crate::ui::session::{Action, OnlineAction, Session};

/// The clocks a game can be created with: none, then minutes per side plus seconds a move.
/// One minute a side (1+0) is the shortest the server takes: a bullet game.
const CLOCKS: [Option<(u32, u32)>; 5] = [
    None,
    Some((1, 0)),
    Some((3, 2)),
    Some((5, 5)),
    Some((10, 0)),
];

/// The rows of the menu, top to bottom.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Row {
    /// Create a game with the choices below.
    Create,
    /// The board.
    Board,
    /// Who moves first.
    First,
    /// The clock.
    Clock,
    /// Join a game by its code or link.
    Join,
    /// Watch a game by its code or link.
    Watch,
    /// The server's address.
    Server,
}

const ROWS: [Row; 7] = [
    Row::Create,
    Row::Board,
    Row::First,
    Row::Clock,
    Row::Join,
    Row::Watch,
    Row::Server,
];

/// What is being typed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Typing {
    /// A code or link to join.
    Join,
    /// A code or link to watch.
    Watch,
    /// The server's address.
    Server,
}

/// Where the screen is.
#[derive(Debug, Clone, PartialEq)]
enum Phase {
    /// The menu, with this row selected.
    Menu(usize),
    /// Typing (or pasting) this text.
    Typing(Typing, String),
    /// In a room, or on the way: the code and link once there, waiting for the friend.
    Waiting,
}

/// The screen Play online was opened from, which Back returns to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OnlineFrom {
    /// The title.
    Title,
    /// The modes of the first game, as they were chosen.
    FirstModes(crate::game::Modes),
    /// The modes changed mid-game, over the table, where these are in force.
    ChangeModes(crate::game::Modes),
}

/// The online screen.
#[derive(Debug, Clone)]
pub struct OnlineScreen {
    phase: Phase,
    from: OnlineFrom,
    board: usize,
    /// 0: this window moves first, 1: the friend, 2: chosen at random.
    first: usize,
    clock: usize,
    /// A line about the last thing that went wrong here (a code that is not one).
    problem: Option<String>,
}

impl OnlineScreen {
    /// The menu, opened from the title.
    pub fn new() -> OnlineScreen {
        OnlineScreen::opened_from(OnlineFrom::Title)
    }

    /// The menu, opened `from` a screen that Back returns to.
    pub fn opened_from(from: OnlineFrom) -> OnlineScreen {
        OnlineScreen {
            phase: Phase::Menu(0),
            from,
            board: 0,
            first: 0,
            clock: 0,
            problem: None,
        }
    }

    /// Waiting in the room a session was started for (`plot4 --join`).
    pub fn waiting() -> OnlineScreen {
        OnlineScreen {
            phase: Phase::Waiting,
            ..OnlineScreen::new()
        }
    }

    /// The words of `row` as it stands.
    fn row_words(&self, row: Row, session: &Session) -> String {
        match row {
            Row::Create => tr!("online-create").to_string(),
            Row::Board => {
                let (w, h) = BOARDS[self.board];
                tr!("online-board", size = format!("{w}×{h}"))
            }
            Row::First => {
                let who = match self.first {
                    0 => tr!("online-first-me"),
                    1 => tr!("online-first-friend"),
                    _ => tr!("online-first-random"),
                };
                tr!("online-first", who = who)
            }
            Row::Clock => {
                let clock = match CLOCKS[self.clock] {
                    None => tr!("online-clock-none").to_string(),
                    Some((m, s)) => format!("{m}+{s}"),
                };
                tr!("online-clock", clock = clock)
            }
            Row::Join => tr!("online-join").to_string(),
            Row::Watch => tr!("online-watch").to_string(),
            Row::Server => tr!(
                "online-server",
                server = session.prefs().settings().server.as_str()
            ),
        }
    }

    /// Changes the choice on `row` by `step`.
    fn cycle(&mut self, row: Row, step: i32) {
        let turn =
            |value: usize, count: usize| (value as i32 + step).rem_euclid(count as i32) as usize;
        match row {
            Row::Board => self.board = turn(self.board, BOARDS.len()),
            Row::First => self.first = turn(self.first, 3),
            Row::Clock => self.clock = turn(self.clock, CLOCKS.len()),
            _ => {}
        }
    }

    /// What creating a game asks the server for.
    fn intent(&self) -> Intent {
        Intent::Create {
            board: BoardSpec::from(online_seat::board(self.board)),
            // The creator plays Red.
            first: match self.first {
                0 => FirstMover::Red,
                1 => FirstMover::Yellow,
                _ => FirstMover::Random,
            },
            clock: CLOCKS[self.clock].map(|(minutes, increment)| ClockSpec {
                minutes,
                increment_seconds: increment,
            }),
        }
    }

    /// Starts a session for `intent` with the server the settings keep.
    fn start(&mut self, server: &str, intent: Intent, session: &mut Session) -> Transition {
        match server.parse::<ServerAddress>() {
            Ok(server) => {
                session.act(Action::Online(OnlineAction::Start { server, intent }));
                self.phase = Phase::Waiting;
                self.problem = None;
            }
            Err(error) => self.problem = Some(error.to_string()),
        }
        Transition::Stay
    }

    /// Carries out the menu's `row`.
    fn choose(&mut self, row: Row, session: &mut Session) -> Transition {
        match row {
            Row::Create => {
                let server = session.prefs().settings().server.clone();
                self.start(&server, self.intent(), session)
            }
            Row::Board | Row::First | Row::Clock => {
                self.cycle(row, 1);
                Transition::Stay
            }
            Row::Join => self.type_in(Typing::Join, String::new()),
            Row::Watch => self.type_in(Typing::Watch, String::new()),
            Row::Server => {
                let server = session.prefs().settings().server.clone();
                self.type_in(Typing::Server, server)
            }
        }
    }

    fn type_in(&mut self, typing: Typing, text: String) -> Transition {
        self.phase = Phase::Typing(typing, text);
        self.problem = None;
        Transition::Stay
    }

    /// Carries out what was typed.
    fn submit(&mut self, typing: Typing, text: &str, session: &mut Session) -> Transition {
        if typing == Typing::Server {
            if let Err(error) = text.parse::<ServerAddress>() {
                self.problem = Some(error.to_string());
                return Transition::Stay;
            }
            let settings = crate::store::Settings {
                server: text.trim().to_string(),
                ..session.prefs().settings().clone()
            };
            session.act(Action::ChangeSettings(settings));
            self.phase = Phase::Menu(ROWS.len() - 1);
            return Transition::Stay;
        }
        match text.parse::<RoomAddress>() {
            Ok(room) => {
                let server = room
                    .server
                    .unwrap_or_else(|| session.prefs().settings().server.clone());
                let intent = match typing {
                    Typing::Watch => Intent::Watch(room.code),
                    _ => Intent::Join(room.code),
                };
                self.start(&server, intent, session)
            }
            Err(error) => {
                self.problem = Some(error.to_string());
                Transition::Stay
            }
        }
    }

    /// Back where the menu was opened from.
    fn back(&self) -> Transition {
        match self.from {
            OnlineFrom::Title => Transition::Home,
            OnlineFrom::FirstModes(modes) => Transition::Replace(Goto::ChooseModes(modes)),
            OnlineFrom::ChangeModes(modes) => Transition::Replace(Goto::ChangeModes(modes)),
        }
    }

    /// Back to the menu, leaving the room if there is one.
    fn back_to_menu(&mut self, session: &mut Session) -> Transition {
        session.act(Action::Online(OnlineAction::Leave));
        self.phase = Phase::Menu(0);
        Transition::Stay
    }
}

impl Default for OnlineScreen {
    fn default() -> OnlineScreen {
        OnlineScreen::new()
    }
}

/// The character a key types into a code or an address, if any.
pub(crate) fn typed(key: Key) -> Option<char> {
    Some(match key {
        Key::Digit(d) => char::from(b'0' + d),
        Key::Letter(c) => c,
        Key::Period => '.',
        Key::Y => 'Y',
        Key::N => 'N',
        Key::C => 'C',
        Key::U => 'U',
        Key::R => 'R',
        Key::P => 'P',
        Key::H => 'H',
        Key::A => 'A',
        Key::X => 'X',
        Key::L => 'L',
        Key::E => 'E',
        Key::W => 'W',
        Key::K => 'K',
        Key::V => 'V',
        Key::B => 'B',
        Key::M => 'M',
        Key::Settings => 'S',
        Key::Statistics => 'T',
        _ => return None,
    })
}

/// The Copy button under the link, while waiting.
pub fn copy_button(layout: &Layout) -> Rect {
    let w = (layout.width * 0.3).clamp(120.0, 260.0);
    let h = (layout.height * 0.07).clamp(28.0, 52.0);
    Rect {
        x: (layout.width - w) / 2.0,
        y: layout.height * 0.62,
        w,
        h,
    }
}

impl Screen for OnlineScreen {
    fn name(&self) -> ScreenName {
        ScreenName::Online
    }

    fn hear(&mut self, event: Event, layout: &Layout, session: &mut Session) -> Transition {
        match (&mut self.phase, event) {
            (Phase::Menu(_), Event::Key(Key::Escape)) => self.back(),
            (Phase::Menu(selected), Event::Key(Key::Up)) => {
                *selected = (*selected + ROWS.len() - 1) % ROWS.len();
                Transition::Stay
            }
            (Phase::Menu(selected), Event::Key(Key::Down)) => {
                *selected = (*selected + 1) % ROWS.len();
                Transition::Stay
            }
            (Phase::Menu(selected), Event::Key(Key::Left | Key::Right)) => {
                let step = if event == Event::Key(Key::Left) {
                    -1
                } else {
                    1
                };
                let row = ROWS[*selected];
                self.cycle(row, step);
                Transition::Stay
            }
            (Phase::Menu(selected), Event::Key(Key::Drop)) => {
                let row = ROWS[*selected];
                self.choose(row, session)
            }
            (Phase::Menu(selected), Event::Click(x, y)) => {
                match layout.menu_option_at(ROWS.len(), x, y) {
                    Some(i) => {
                        *selected = i;
                        self.choose(ROWS[i], session)
                    }
                    None => Transition::Stay,
                }
            }
            (Phase::Typing(..), Event::Key(Key::Escape)) => {
                self.phase = Phase::Menu(0);
                Transition::Stay
            }
            (Phase::Typing(_, text), Event::Key(Key::Backspace)) => {
                text.pop();
                Transition::Stay
            }
            (Phase::Typing(..), Event::Key(Key::CtrlV)) => {
                session.act(Action::Online(OnlineAction::PasteCode));
                Transition::Stay
            }
            (Phase::Typing(typing, text), Event::Key(Key::Drop)) => {
                let (typing, text) = (*typing, text.clone());
                self.submit(typing, &text, session)
            }
            (Phase::Typing(_, text), Event::Key(key)) => {
                if let Some(c) = typed(key) {
                    text.push(c);
                }
                Transition::Stay
            }
            (Phase::Waiting, Event::Key(Key::Escape)) => self.back_to_menu(session),
            (Phase::Waiting, Event::Key(Key::C | Key::CtrlC)) => {
                self.copy_link(session);
                Transition::Stay
            }
            (Phase::Waiting, Event::Click(x, y)) if copy_button(layout).contains(x, y) => {
                self.copy_link(session);
                Transition::Stay
            }
            (Phase::Waiting, Event::Key(Key::Drop))
                if matches!(session.online().link(), Link::Ended(_)) =>
            {
                self.back_to_menu(session)
            }
            _ => Transition::Stay,
        }
    }

    fn update(&mut self, session: &mut Session) -> Transition {
        if let Some(text) = session.take_pasted_code() {
            if let Phase::Typing(_, typed) = &mut self.phase {
                *typed = text.trim().to_string();
            }
        }
        let online = session.online();
        let in_room = online.is_on() && online.friend_is_here() && online.view().is_some();
        if self.phase == Phase::Waiting && in_room {
            // Opened over the table (by the modes changed mid-game), it gives way to it.
            return match self.from {
                OnlineFrom::ChangeModes(_) => Transition::Pop,
                _ => Transition::Replace(Goto::Table),
            };
        }
        Transition::Stay
    }

    fn draw(&self, session: &Session, p: &Painter) {
        // Opened over the table, it hides it.
        p.background();
        let l = p.layout;
        let centre = l.width / 2.0;
        match &self.phase {
            Phase::Menu(selected) => {
                let options = l.menu_options(ROWS.len());
                let first = options[0];
                p.text_centred(
                    tr!("online-title"),
                    centre,
                    first.y - first.h * 0.9,
                    first.h * 0.6,
                    p.theme.text,
                    Weight::Bold,
                );
                let (px, py) = p.pointer;
                for (i, (option, row)) in options.iter().zip(ROWS).enumerate() {
                    let fill = if i == *selected || option.contains(px, py) {
                        p.theme.option_hovered
                    } else {
                        p.theme.option
                    };
                    rounded_rect(*option, option.h * 0.2, fill);
                    let text = self.row_words(row, session);
                    let text = if matches!(row, Row::Board | Row::First | Row::Clock) {
                        format!("‹  {text}  ›")
                    } else {
                        text
                    };
                    let size = p.fitted(&text, option.h * 0.42, Weight::Regular, option.w * 0.92);
                    let (cx, cy) = option.centre();
                    let weight = if row == Row::Create {
                        Weight::Bold
                    } else {
                        Weight::Regular
                    };
                    p.text_centred(&text, cx, cy, size, p.theme.text, weight);
                }
                let last = options[options.len() - 1];
                self.foot(p, tr!("online-menu-keys"), last.y + last.h * 1.5);
            }
            Phase::Typing(typing, text) => {
                let prompt = match typing {
                    Typing::Join => tr!("online-type-code"),
                    Typing::Watch => tr!("online-type-code-watch"),
                    Typing::Server => tr!("online-type-server"),
                };
                let size = (l.height * 0.045).clamp(14.0, 30.0);
                let fitted = p.fitted(prompt, size, Weight::Regular, l.width * 0.9);
                p.text_centred(
                    prompt,
                    centre,
                    l.height * 0.3,
                    fitted,
                    p.theme.text,
                    Weight::Regular,
                );
                let field = Rect {
                    x: l.width * 0.1,
                    y: l.height * 0.4,
                    w: l.width * 0.8,
                    h: size * 2.2,
                };
                rounded_rect(field, field.h * 0.2, p.theme.option);
                let shown = format!("{text}▏");
                let fitted = p.fitted(&shown, size * 1.2, Weight::Bold, field.w * 0.94);
                let (cx, cy) = field.centre();
                p.text_centred(&shown, cx, cy, fitted, p.theme.text, Weight::Bold);
                self.foot(p, tr!("online-typing-keys"), l.height * 0.62);
            }
            Phase::Waiting => self.draw_waiting(session, p),
        }
        if let Some(problem) = &self.problem {
            let size = p.fitted(
                problem,
                (l.height * 0.035).clamp(12.0, 22.0),
                Weight::Regular,
                l.width * 0.94,
            );
            p.text_centred(
                problem,
                centre,
                l.height * 0.93,
                size,
                p.theme.loss,
                Weight::Regular,
            );
        }
    }

    fn animates(&self) -> bool {
        self.phase == Phase::Waiting
    }
}

impl OnlineScreen {
    fn copy_link(&self, session: &mut Session) {
        if let Some((_, link)) = session.online().room() {
            let link = link.to_string();
            session.act(Action::Online(OnlineAction::Copy(link)));
        }
    }

    /// A dim line of keys (or news) across the window at `y`.
    fn foot(&self, p: &Painter, text: &str, y: f32) {
        let l = p.layout;
        let size = p.fitted(
            text,
            (l.height * 0.03).clamp(11.0, 20.0),
            Weight::Regular,
            l.width * 0.92,
        );
        p.text_centred(
            text,
            l.width / 2.0,
            y,
            size,
            p.theme.dim_text,
            Weight::Regular,
        );
    }

    /// The room's code and link, large, with the Copy button; or how the session stands.
    fn draw_waiting(&self, session: &Session, p: &Painter) {
        let l = p.layout;
        let centre = l.width / 2.0;
        let online = session.online();
        if let Link::Ended(ending) = online.link() {
            let text = crate::ui::words::online_ending(ending);
            let size = p.fitted(
                &text,
                (l.height * 0.04).clamp(13.0, 26.0),
                Weight::Regular,
                l.width * 0.94,
            );
            p.text_centred(
                &text,
                centre,
                l.height * 0.45,
                size,
                p.theme.loss,
                Weight::Regular,
            );
            self.foot(p, tr!("online-ended-keys"), l.height * 0.6);
            return;
        }
        let Some((code, link)) = online.room() else {
            let text = tr!("online-connecting");
            let size = (l.height * 0.045).clamp(14.0, 30.0);
            p.spinner(centre, l.height * 0.38, size, p.theme.text);
            p.text_centred(
                text,
                centre,
                l.height * 0.5,
                size,
                p.theme.text,
                Weight::Regular,
            );
            return;
        };
        p.text_centred(
            tr!("online-code-title"),
            centre,
            l.height * 0.2,
            (l.height * 0.04).clamp(13.0, 26.0),
            p.theme.dim_text,
            Weight::Regular,
        );
        let code = code.to_string();
        let size = p.fitted(&code, l.height * 0.12, Weight::Bold, l.width * 0.9);
        p.text_centred(
            &code,
            centre,
            l.height * 0.32,
            size,
            p.theme.text,
            Weight::Bold,
        );
        let size = p.fitted(
            link,
            (l.height * 0.04).clamp(13.0, 28.0),
            Weight::Regular,
            l.width * 0.94,
        );
        p.text_centred(
            link,
            centre,
            l.height * 0.45,
            size,
            p.theme.text,
            Weight::Regular,
        );
        let copy = copy_button(l);
        let (px, py) = p.pointer;
        let fill = if copy.contains(px, py) {
            p.theme.option_hovered
        } else {
            p.theme.option
        };
        rounded_rect(copy, copy.h * 0.2, fill);
        let label = tr!("online-copy");
        let size = p.fitted(label, copy.h * 0.45, Weight::Regular, copy.w * 0.9);
        let (cx, cy) = copy.centre();
        p.text_centred(label, cx, cy, size, p.theme.text, Weight::Regular);
        let wait = tr!("online-waiting-friend");
        let size = (l.height * 0.035).clamp(12.0, 24.0);
        p.spinner(
            centre - p.measure(wait, size, Weight::Regular) / 2.0 - size,
            l.height * 0.78,
            size * 0.5,
            p.theme.text,
        );
        p.text_centred(
            wait,
            centre,
            l.height * 0.78,
            size,
            p.theme.text,
            Weight::Regular,
        );
        self.foot(p, tr!("online-waiting-keys"), l.height * 0.88);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_type_a_code_and_the_menu_builds_what_it_shows() {
        let typed_code: String = [
            Key::Letter('B'),
            Key::Digit(7),
            Key::K,
            Key::Settings,
            Key::Statistics,
            Key::Modifier,
        ]
        .into_iter()
        .filter_map(typed)
        .collect();
        assert_eq!(typed_code, "B7KST");
        let mut screen = OnlineScreen::new();
        screen.cycle(Row::Clock, 2);
        screen.cycle(Row::First, -1);
        screen.cycle(Row::Board, 1);
        let Intent::Create {
            board,
            first,
            clock,
        } = screen.intent()
        else {
            panic!("a create")
        };
        assert_eq!((board.width, board.height), (6, 5));
        assert_eq!(first, FirstMover::Random);
        assert_eq!(
            clock,
            Some(ClockSpec {
                minutes: 3,
                increment_seconds: 2
            })
        );
    }
}

//! The table: the board with the game on it and the row of buttons over it. While the game is
//! live it is the play screen (a person drops coins by key or click, the computer plays its
//! turns); once the game is decided it is the game-over screen (the result, "Play again?", and
//! the buttons to save, review or learn from the game). One screen for both, since the same
//! table goes from one to the other and back (a winning move, an undo, new modes).

use super::{Goto, Screen, Transition};
use crate::board::Column;
use crate::ui::board_view::{self, Stage};
use crate::ui::button::{Answer, Button, Look, Tool};
use crate::ui::evaluation_graph;
use crate::ui::events::{self, ScreenName};
use crate::ui::icon::Icon;
use crate::ui::input::{Event, Key};
use crate::ui::layout::{
    units, Layout, Rect, RowStyle, TableSpot, LABEL_CHAR_W, LABEL_RIM, MIN_LABEL_TEXT,
};
use crate::ui::paint::Painter;
use crate::ui::refusal::Refusal;
use crate::ui::session::{Action, Focus, NoticeKind, OnlineAction, Session};
use crate::ui::spoken::{self, Reading};
use crate::ui::why;

/// What the player can ask of the table: read from a key, a click on the board or the graph,
/// or a button, so that a key and its button do the same.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum TableMessage {
    /// Drop a coin in this column.
    Drop(Column),
    /// Drop a coin where the coin in hand is.
    DropAtHover,
    /// Put the coin in hand above this column.
    HoverTo(Column),
    /// Move the coin in hand this many columns (negative: left).
    HoverBy(i32),
    /// A key or click that names no column.
    Refused(Refusal),
    /// The answer to "Play again?".
    Answer(Answer),
    /// Step through the finished game.
    Review,
    /// A button of the row over the board, or one of its keys.
    Tool(Tool),
    /// Put the position's digits on the clipboard.
    CopyPosition,
    /// Save a picture of the position into the pictures folder (Ctrl+P).
    SavePicture,
    /// Save the game as a game file into the documents folder (Ctrl+S).
    SaveGame,
    /// Start a game from digits on the clipboard.
    PastePosition,
    /// Learn from the mistakes of the finished game.
    Learn,
    /// The opening explorer from the position on the table.
    Explore,
    /// Show the folder of the file just saved.
    OpenFolder,
    /// The next moves of the "why" overlay's line.
    WhyFurther,
    /// Part of the board in words, under the board (and, in the page, read aloud).
    Read(Reading),
    /// A click on the evaluation graph, this far along its move axis (0 to 1): review the
    /// game at the move there.
    GraphAt(f32),
    /// Offer the online friend a draw, or accept theirs (D).
    OfferDraw,
    /// The quick reactions for the online friend (G, or the React button).
    React,
}

/// The table screen: play while the game is live, game over once it is decided (the answer
/// to "Play again?" is taken while the last coin still falls).
#[derive(Debug, Clone)]
pub struct TableScreen {
    /// What the screen shows; it follows the game after every input and every frame.
    stage: Stage,
    /// The row the row key reads next (0 at the bottom): each press climbs one.
    next_row: u8,
}

impl TableScreen {
    /// The table for the game in `session`, as it stands.
    pub fn new(session: &Session) -> TableScreen {
        TableScreen {
            stage: stage_of(session),
            next_row: 0,
        }
    }

    /// What `event` means at this stage, in a window laid out as `layout`.
    fn read(&self, event: Event, layout: &Layout, session: &Session) -> Option<TableMessage> {
        let over = self.stage == Stage::GameOver;
        match event {
            Event::Key(key) => match (self.stage, key) {
                (Stage::Play, Key::Digit(d)) if (1..=layout.columns).contains(&(d as usize)) => {
                    Some(TableMessage::Drop(Column::new(d - 1)))
                }
                (Stage::Play, Key::Digit(d)) => {
                    Some(TableMessage::Refused(Refusal::NoSuchColumn(d)))
                }
                (Stage::Play, Key::Left) => Some(TableMessage::HoverBy(-1)),
                (Stage::Play, Key::Right) => Some(TableMessage::HoverBy(1)),
                (Stage::Play, Key::Drop | Key::Down) => Some(TableMessage::DropAtHover),
                (Stage::Play, Key::N) => Some(TableMessage::Tool(Tool::NewGame)),
                (Stage::Play, Key::Letter('D')) if session.online().is_live() => {
                    Some(TableMessage::OfferDraw)
                }
                (_, Key::Letter('G')) if board_view::react_button(layout, session).is_some() => {
                    Some(TableMessage::React)
                }
                (Stage::GameOver, Key::Y | Key::Drop | Key::Down) => {
                    Some(TableMessage::Answer(Answer::Yes))
                }
                (Stage::GameOver, Key::N) => Some(TableMessage::Answer(Answer::No)),
                (Stage::GameOver, Key::Left | Key::Right) => Some(TableMessage::Review),
                (Stage::GameOver, Key::L) => Some(TableMessage::Learn),
                (_, Key::C) => Some(TableMessage::Tool(Tool::Modes)),
                (_, Key::Escape) => Some(TableMessage::Tool(Tool::Quit)),
                (_, Key::CtrlC) => Some(TableMessage::CopyPosition),
                (_, Key::CtrlV) => Some(TableMessage::PastePosition),
                (_, Key::E) => Some(TableMessage::Explore),
                (_, Key::Period) => Some(TableMessage::WhyFurther),
                (_, Key::V) => Some(TableMessage::Read(Reading::Column(session.table().hover()))),
                (_, Key::B) => Some(TableMessage::Read(Reading::Row(self.next_row))),
                (_, Key::M) => Some(TableMessage::Read(Reading::LastMove)),
                (_, Key::CtrlS) => Some(TableMessage::SaveGame),
                (_, Key::CtrlP) => Some(TableMessage::SavePicture),
                (_, key) => Tool::for_key(key).map(TableMessage::Tool),
            },
            Event::Click(x, y) if session.why().is_on() && why::further_at(layout, x, y) => {
                Some(TableMessage::WhyFurther)
            }
            Event::Click(x, y) => self.read_click(x, y, layout, session),
            // Reaching for a button does not drag the coin in hand along.
            Event::PointerMoved(..) if over => None,
            Event::PointerMoved(x, y) if layout.toolbar.contains(x, y) => None,
            Event::PointerMoved(x, _) => Some(TableMessage::HoverTo(layout.nearest_column(x))),
        }
    }

    /// What a click at (`x`, `y`) means: the button beside the news of a saved file, a button
    /// of the row, the graph, a column, or at game over a button of the band over the board.
    fn read_click(
        &self,
        x: f32,
        y: f32,
        layout: &Layout,
        session: &Session,
    ) -> Option<TableMessage> {
        let saved = session
            .notice()
            .is_some_and(|n| matches!(n.kind, NoticeKind::Saved(_)));
        if saved
            && !crate::ui::IN_PAGE
            && board_view::open_folder_button(layout).rect.contains(x, y)
        {
            return Some(TableMessage::OpenFolder);
        }
        if board_view::react_button(layout, session).is_some_and(|b| b.rect.contains(x, y)) {
            return Some(TableMessage::React);
        }
        let paused = session.game().is_paused();
        let row = Tool::row(paused);
        match layout.table_spot(&Tool::laid_out(layout, paused).rects, x, y) {
            TableSpot::Button(i) => Some(TableMessage::Tool(row[i])),
            TableSpot::Graph => {
                evaluation_graph::fraction_at(layout, x, y).map(TableMessage::GraphAt)
            }
            // At game over the board takes no coins; the band under it has the buttons.
            TableSpot::Column(_) | TableSpot::Elsewhere if self.stage == Stage::GameOver => {
                band_buttons(layout)
                    .into_iter()
                    .find(|band| band.button.rect.contains(x, y))
                    .map(|band| band.message)
            }
            TableSpot::Column(column) => Some(TableMessage::Drop(column)),
            TableSpot::Elsewhere => Some(TableMessage::Refused(Refusal::OutsideBoard)),
        }
    }

    /// Carries out a press of `tool`, a button of the row or one of its keys.
    fn use_tool(&mut self, tool: Tool, session: &mut Session) -> Transition {
        match tool {
            // A game with moves on the board is not thrown away without asking.
            Tool::NewGame if self.stage == Stage::Play && !session.game().history().is_empty() => {
                return Transition::Push(Goto::ConfirmNewGame)
            }
            Tool::NewGame => session.act(Action::NewGame),
            Tool::Undo => session.act(Action::Undo),
            Tool::Redo => session.act(Action::Redo),
            Tool::Resume => session.act(Action::Resume),
            Tool::Hint => session.act(Action::ToggleHint),
            Tool::Analysis => session.act(Action::ToggleAnalysis),
            Tool::Why => session.act(Action::ToggleWhy),
            Tool::Modes => return Transition::Push(Goto::ChangeModes(session.game().modes())),
            Tool::Help => return Transition::Push(Goto::Help),
            Tool::Coach => return Transition::Push(Goto::CoachMenu),
            Tool::Quit => return Transition::Push(Goto::ConfirmQuit),
            Tool::Settings => return Transition::Push(Goto::Settings),
            Tool::Statistics => return Transition::Push(Goto::Statistics),
        }
        self.follow_the_game(session);
        Transition::Stay
    }

    /// Turns to play or to game over as the game on the table now stands: a screen of its own
    /// for the log and the notice line (a notice about the last stage means nothing now).
    fn follow_the_game(&mut self, session: &mut Session) {
        let stage = stage_of(session);
        if stage != self.stage {
            self.stage = stage;
            session.act(Action::ClearNotice);
            events::screen(self.name());
        }
    }
}

/// The stage the game in `session` is at.
fn stage_of(session: &Session) -> Stage {
    match session.game().outcome() {
        None => Stage::Play,
        Some(_) => Stage::GameOver,
    }
}

impl Screen for TableScreen {
    fn name(&self) -> ScreenName {
        match self.stage {
            Stage::Play => ScreenName::Play,
            Stage::GameOver => ScreenName::GameOver,
        }
    }

    fn hear(&mut self, event: Event, layout: &Layout, session: &mut Session) -> Transition {
        let Some(message) = self.read(event, layout, session) else {
            return Transition::Stay;
        };
        let has_moves = !session.game().history().is_empty();
        match message {
            TableMessage::Drop(column) => session.act(Action::Drop(column)),
            TableMessage::DropAtHover => session.act(Action::DropAtHover),
            TableMessage::HoverTo(column) => session.act(Action::HoverTo(column)),
            TableMessage::HoverBy(step) => session.act(Action::HoverBy(step)),
            TableMessage::Refused(refusal) => session.act(Action::RefuseInput(refusal)),
            TableMessage::CopyPosition => session.act(Action::CopyPosition),
            TableMessage::PastePosition => session.act(Action::PastePosition),
            TableMessage::SaveGame => session.act(Action::SaveGame),
            TableMessage::SavePicture => session.act(Action::SavePicture),
            TableMessage::OpenFolder => session.act(Action::OpenFolder),
            TableMessage::Tool(tool) => return self.use_tool(tool, session),
            TableMessage::Answer(Answer::Yes) => session.act(Action::NewGame),
            // Not without asking (and in a page, which cannot close, back to the title).
            TableMessage::Answer(Answer::No) => return Transition::Push(Goto::ConfirmQuit),
            TableMessage::Review if has_moves => {
                return Transition::Push(Goto::Review(session.game().clone()))
            }
            TableMessage::Review => {}
            TableMessage::Learn => {
                let games = super::coach::mistakes::from_game(session.game());
                return Transition::Push(Goto::Learn(games));
            }
            TableMessage::Explore => {
                // The explorer's scores of a live game's position are help: it is casual now.
                session.act(Action::NoteHelp(crate::game::CasualReason::Explorer));
                return Transition::Push(Goto::Explorer(session.game().clone()));
            }
            TableMessage::WhyFurther => session.act(Action::WhyFurther),
            TableMessage::OfferDraw => {
                let offer = crate::online::client::Command::OfferDraw;
                session.act(Action::Online(OnlineAction::Send(offer)));
                session.act(Action::Tell(tr!("online-draw-sent").to_string()));
            }
            TableMessage::React => return Transition::Push(Goto::Reactions),
            TableMessage::Read(reading) => {
                if let Reading::Row(row) = reading {
                    let height = session.game().board().size().height() as u8;
                    self.next_row = (row + 1) % height.max(1);
                }
                session.act(Action::Tell(spoken::read(reading, session.game())));
            }
            // A finished game's graph reviews only a game with moves.
            TableMessage::GraphAt(fraction) if has_moves || self.stage == Stage::Play => {
                let game = session.game().clone();
                let ply = evaluation_graph::ply_at(fraction, game.history().len());
                return Transition::Push(Goto::ReviewAt(game, ply));
            }
            TableMessage::GraphAt(_) => {}
        }
        self.follow_the_game(session);
        Transition::Stay
    }

    fn update(&mut self, session: &mut Session) -> Transition {
        self.follow_the_game(session);
        Transition::Stay
    }

    fn draw(&self, session: &Session, p: &Painter) {
        board_view::draw(p, session, self.stage);
        let over = self.stage == Stage::GameOver;
        if over && session.table().shows_result() && !session.game().history().is_empty() {
            let buttons = band_buttons(p.layout);
            for band in &buttons {
                band.button
                    .draw_pictured(p, band.icon, band.style, Look::Plain);
            }
            if let Some(band) = buttons.iter().find(|band| band.button.hovered(p)) {
                band.button.draw_tooltip(p);
            }
        }
    }

    fn focus(&self) -> Focus<'_> {
        match self.stage {
            Stage::Play => Focus::Play,
            Stage::GameOver => Focus::Table,
        }
    }

    fn has_graph(&self) -> bool {
        true
    }
}

/// One of the buttons at game over: the button, what it asks, its picture, and whether the
/// band has room for its label (else it shows its picture, named by its tooltip).
#[derive(Debug, Clone, PartialEq)]
pub struct BandButton {
    /// Its box, label and tooltip.
    pub button: Button,
    /// What a click on it asks.
    pub message: TableMessage,
    /// Its picture.
    pub icon: Icon,
    /// How it shows what it does.
    pub style: RowStyle,
}

/// The buttons at game over, in the band the hints use during play: Play again, Save picture,
/// Review the game, Learn from mistakes and Save game. Each is as wide as its label wants at a
/// text size that reads; where the band is too narrow for every label, the saves, then Learn,
/// then Review show their pictures instead, so no word is cut and Play again keeps its name.
pub fn band_buttons(layout: &Layout) -> Vec<BandButton> {
    let band = layout.hints;
    let h = (band.h * 0.85).max(22.0);
    let gap = h * 0.3;
    let room = layout.width * 0.94;
    let largest = (h * 0.46).min(18.0);
    let buttons = [
        (
            tr!("game-over-play-again"),
            tr!("game-over-play-again-tooltip"),
            TableMessage::Answer(Answer::Yes),
            Icon::PlayAgain,
        ),
        (
            tr!("game-over-save-picture"),
            tr!("game-over-save-picture-tooltip"),
            TableMessage::SavePicture,
            Icon::Picture,
        ),
        (
            tr!("game-over-review"),
            tr!("game-over-review-tooltip"),
            TableMessage::Review,
            Icon::Review,
        ),
        (
            tr!("game-over-learn"),
            tr!("game-over-learn-tooltip"),
            TableMessage::Learn,
            Icon::Book,
        ),
        (
            tr!("game-over-save-game"),
            tr!("game-over-save-game-tooltip"),
            TableMessage::SaveGame,
            Icon::SaveGame,
        ),
    ];
    // Which buttons give up their labels first, as the band narrows.
    const PICTURED_FIRST: [usize; 5] = [4, 1, 3, 2, 0];
    let chars: Vec<f32> = buttons
        .iter()
        .map(|(label, ..)| units(label.chars().count()))
        .collect();
    let icon_w = h * 1.3;
    let gaps = units(buttons.len() - 1) * gap;
    let (pictured, size) = (0..=buttons.len())
        .find_map(|n| {
            let pictured = &PICTURED_FIRST[..n];
            let labelled = (0..buttons.len()).filter(|i| !pictured.contains(i));
            let per_size: f32 = labelled.map(|i| chars[i] * LABEL_CHAR_W + LABEL_RIM).sum();
            let left = room - gaps - units(n) * icon_w;
            let size = if per_size > 0.0 {
                left / per_size
            } else {
                largest
            };
            // A short band (the smallest windows) caps the text below the usual least size.
            let least = MIN_LABEL_TEXT.min(largest);
            (size >= least || n == buttons.len()).then_some((pictured, size.min(largest)))
        })
        .unwrap_or((&PICTURED_FIRST[..], largest));
    let widths: Vec<f32> = (0..buttons.len())
        .map(|i| {
            if pictured.contains(&i) {
                icon_w
            } else {
                (chars[i] * LABEL_CHAR_W + LABEL_RIM) * size
            }
        })
        .collect();
    let span: f32 = widths.iter().sum::<f32>() + gaps;
    let y = band.y + (band.h - h) / 2.0;
    let mut x = (layout.width - span) / 2.0;
    let mut out = Vec::with_capacity(buttons.len());
    for (i, (label, tooltip, message, icon)) in buttons.into_iter().enumerate() {
        let rect = Rect {
            x,
            y,
            w: widths[i],
            h,
        };
        x += widths[i] + gap;
        out.push(BandButton {
            button: Button {
                rect,
                label,
                face: crate::ui::button::Face::Filled,
                tooltip: tooltip.to_string(),
            },
            message,
            icon,
            style: if pictured.contains(&i) {
                RowStyle::Icon
            } else {
                RowStyle::Label(size)
            },
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{GameState, Modes};
    use crate::ui::fixtures;
    use crate::ui::layout::MIN_TEXT;

    fn layout() -> Layout {
        Layout::new(800.0, 700.0, 7, 6)
    }

    /// A session with two people at `position`, and the table for it.
    fn table_at(position: &str) -> (TableScreen, Session) {
        let game = GameState::from_position(Modes::HUMANS, position).unwrap();
        let session = Session::new(game);
        (TableScreen::new(&session), session)
    }

    /// The play screen: a game just begun.
    fn play() -> (TableScreen, Session) {
        table_at("")
    }

    /// The game-over screen: Red has won.
    fn game_over() -> (TableScreen, Session) {
        table_at("1212121")
    }

    /// The messages `events` mean on `table` in `layout` (one screen, however they would
    /// move the stack).
    fn messages(
        (table, session): &(TableScreen, Session),
        events: &[Event],
        layout: &Layout,
    ) -> Vec<TableMessage> {
        events
            .iter()
            .filter_map(|&event| table.read(event, layout, session))
            .collect()
    }

    fn keys(table: &(TableScreen, Session), keys: &[Key]) -> Vec<TableMessage> {
        let events: Vec<Event> = keys.iter().map(|&key| Event::Key(key)).collect();
        messages(table, &events, &layout())
    }

    fn click(table: &(TableScreen, Session), x: f32, y: f32) -> Vec<TableMessage> {
        messages(table, &[Event::Click(x, y)], &layout())
    }

    #[test]
    fn the_reading_keys_show_the_board_in_words_under_it() {
        let (mut table, mut session) = table_at("17");
        let layout = layout();
        let mut heard = |key| {
            table.hear(Event::Key(key), &layout, &mut session);
            session.notice().map(|n| n.text.clone()).unwrap_or_default()
        };
        assert_eq!(
            heard(Key::V),
            "Column 4: empty, empty, empty, empty, empty, empty."
        );
        assert!(heard(Key::B).starts_with("Row 1: red, empty"));
        assert!(heard(Key::B).starts_with("Row 2: empty"), "B climbs a row");
        assert!(heard(Key::M).starts_with("Yellow: column 7, row 1. Red to move."));
    }

    #[test]
    fn digits_drop_in_their_column_and_others_are_refused() {
        assert_eq!(
            keys(&play(), &[Key::Digit(1), Key::Digit(7)]),
            vec![
                TableMessage::Drop(Column::new(0)),
                TableMessage::Drop(Column::new(6))
            ]
        );
        assert_eq!(
            keys(&play(), &[Key::Digit(8), Key::Digit(0)]),
            vec![
                TableMessage::Refused(Refusal::NoSuchColumn(8)),
                TableMessage::Refused(Refusal::NoSuchColumn(0))
            ]
        );
    }

    #[test]
    fn the_columns_a_digit_names_follow_the_board_width() {
        let narrow = Layout::new(800.0, 700.0, 5, 4);
        let input = [Event::Key(Key::Digit(5)), Event::Key(Key::Digit(6))];
        assert_eq!(
            messages(&play(), &input, &narrow),
            vec![
                TableMessage::Drop(Column::new(4)),
                TableMessage::Refused(Refusal::NoSuchColumn(6))
            ]
        );
    }

    #[test]
    fn clicks_drop_in_the_column_under_them_or_are_refused() {
        let l = layout();
        let x = l.column_x(4.0);
        assert_eq!(
            click(&play(), x, l.hover_band.y + 2.0),
            vec![TableMessage::Drop(Column::new(4))]
        );
        assert_eq!(
            click(&play(), 2.0, l.board.y + 10.0),
            vec![TableMessage::Refused(Refusal::OutsideBoard)]
        );
    }

    #[test]
    fn n_means_new_game_in_play_and_no_at_game_over() {
        assert_eq!(
            keys(&play(), &[Key::N]),
            vec![TableMessage::Tool(Tool::NewGame)]
        );
        assert_eq!(
            keys(&game_over(), &[Key::N]),
            vec![TableMessage::Answer(Answer::No)]
        );
    }

    #[test]
    fn at_game_over_digits_and_clicks_on_the_board_do_nothing() {
        assert_eq!(keys(&game_over(), &[Key::Digit(3)]), vec![]);
        assert_eq!(click(&game_over(), 400.0, 350.0), vec![]);
    }

    #[test]
    fn moving_the_pointer_moves_the_coin_in_hand_in_play_only() {
        let l = layout();
        let input = [Event::PointerMoved(l.column_x(2.0), 5.0)];
        assert_eq!(
            messages(&play(), &input, &l),
            vec![TableMessage::HoverTo(Column::new(2))]
        );
        assert_eq!(messages(&game_over(), &input, &l), vec![]);
        let (x, y) = Tool::NewGame.rect_in(&l, false).unwrap().centre();
        let on_a_button = [Event::PointerMoved(x, y)];
        assert_eq!(messages(&play(), &on_a_button, &l), vec![]);
    }

    #[test]
    fn undo_redo_help_and_the_clipboard_keys_work_in_play_and_at_game_over() {
        for table in [play(), game_over()] {
            assert_eq!(
                keys(&table, &[Key::CtrlZ, Key::U, Key::CtrlY, Key::R]),
                vec![
                    TableMessage::Tool(Tool::Undo),
                    TableMessage::Tool(Tool::Undo),
                    TableMessage::Tool(Tool::Redo),
                    TableMessage::Tool(Tool::Redo)
                ]
            );
            assert_eq!(
                keys(
                    &table,
                    &[Key::F1, Key::Question, Key::P, Key::CtrlC, Key::CtrlV]
                ),
                vec![
                    TableMessage::Tool(Tool::Help),
                    TableMessage::Tool(Tool::Help),
                    TableMessage::Tool(Tool::Resume),
                    TableMessage::CopyPosition,
                    TableMessage::PastePosition
                ]
            );
        }
        // Y alone still answers "play again?"; with Ctrl it is redo.
        assert_eq!(
            keys(&game_over(), &[Key::Y]),
            vec![TableMessage::Answer(Answer::Yes)]
        );
    }

    #[test]
    fn a_click_on_a_button_is_its_message_in_play_and_at_game_over() {
        let l = layout();
        let (x, y) = Tool::Undo.rect_in(&l, false).unwrap().centre();
        assert_eq!(click(&play(), x, y), vec![TableMessage::Tool(Tool::Undo)]);
        assert_eq!(
            click(&game_over(), x, y),
            vec![TableMessage::Tool(Tool::Undo)]
        );
        // With Resume in the row the buttons move along.
        let robots = Modes {
            red: crate::game::Mode::Computer(crate::ai::Level::Low),
            yellow: crate::game::Mode::Computer(crate::ai::Level::Low),
        };
        let paused = GameState::from_position(robots, "4453")
            .unwrap()
            .undo()
            .unwrap();
        assert!(paused.is_paused());
        let session = Session::new(paused);
        let table = (TableScreen::new(&session), session);
        let (x, y) = Tool::Resume.rect_in(&l, true).unwrap().centre();
        assert_eq!(
            messages(&table, &[Event::Click(x, y)], &l),
            vec![TableMessage::Tool(Tool::Resume)]
        );
    }
    #[test]
    fn the_buttons_leave_the_graph_and_its_title_clear_at_every_size() {
        for (width, height) in fixtures::PLAYED_WINDOWS {
            for (columns, rows) in fixtures::BOARD_SHAPES {
                let layout = Layout::with_graph(width, height, columns, rows);
                let Some(graph) = layout.graph else {
                    continue;
                };
                let title = evaluation_graph::title_area(graph);
                for band in band_buttons(&layout) {
                    let r = band.button.rect;
                    assert!(
                        apart(r, title) && apart(r, graph),
                        "{width}×{height}, {columns}x{rows}: {:?} over the graph",
                        band.button.label
                    );
                }
            }
        }
    }

    fn apart(a: Rect, b: Rect) -> bool {
        a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y
    }

    #[test]
    fn the_game_over_buttons_fit_side_by_side_whole_in_every_window_and_language() {
        use crate::store::Language;
        let languages = Language::ALL
            .iter()
            .copied()
            .filter(|&l| l != Language::English);
        for language in languages.chain([Language::English]) {
            crate::ui::words::set_language(language);
            for (width, height) in fixtures::PLAYED_WINDOWS {
                let layout = Layout::with_graph(width, height, 7, 6);
                let buttons = band_buttons(&layout);
                assert_eq!(buttons.len(), 5);
                for pair in buttons.windows(2) {
                    let (left, right) = (&pair[0].button.rect, &pair[1].button.rect);
                    assert!(left.x + left.w < right.x, "{width}×{height}: overlap");
                }
                for band in &buttons {
                    let r = band.button.rect;
                    let at = format!("{language:?} {width}×{height}: {:?}", band.button.label);
                    assert!(r.x >= 0.0 && r.x + r.w <= width, "{at}: outside");
                    match band.style {
                        // A character of the window's font is at most about 0.6 of the text
                        // size wide; the label is never cut nor set smaller than reads.
                        RowStyle::Label(size) => {
                            let tallest = (r.h * 0.46).min(18.0);
                            let least = MIN_LABEL_TEXT.min(tallest).max(MIN_TEXT);
                            assert!(size >= least - 0.01, "{at}: {size} px");
                            let wanted = band.button.label.chars().count() as f32 * 0.55 * size;
                            assert!(r.w >= wanted, "{at}: {} px, wants {wanted}", r.w);
                        }
                        RowStyle::Icon => assert!(r.w >= 28.0, "{at}: {r:?}"),
                        RowStyle::IconAndLabel(_) => panic!("{at}: not a style of the band"),
                    }
                }
                // Play again always says so.
                assert!(
                    matches!(buttons[0].style, RowStyle::Label(_)),
                    "{width}×{height}"
                );
            }
        }
        // In a large window every button has its label.
        let large = band_buttons(&Layout::with_graph(1280.0, 1000.0, 7, 6));
        assert!(large.iter().all(|b| matches!(b.style, RowStyle::Label(_))));
    }

    #[test]
    fn play_again_at_game_over_starts_a_new_game_by_click() {
        let (mut table, mut session) = game_over();
        let l = layout();
        let play_again = &band_buttons(&l)[0];
        assert_eq!(play_again.message, TableMessage::Answer(Answer::Yes));
        let (x, y) = play_again.button.rect.centre();
        table.hear(Event::Click(x, y), &l, &mut session);
        assert_eq!(session.game().position(), "");
        assert_eq!(table.name(), ScreenName::Play);
    }

    #[test]
    fn n_at_game_over_asks_before_quitting() {
        let mut app = crate::ui::app::App::new(
            GameState::from_position(Modes::HUMANS, "1212121").unwrap(),
            Goto::Table,
        );
        app.press(&[Key::N]);
        assert_eq!(app.screen(), "confirm quit");
        assert!(!app.wants_to_quit());
        app.press(&[Key::N]);
        assert_eq!(app.screen(), "game over");
        app.press(&[Key::N, Key::Y]);
        assert!(app.wants_to_quit());
    }

    #[test]
    fn in_a_page_every_way_out_of_the_table_leads_to_the_title() {
        use crate::ui::app::App;
        // n at game over: the title, which answers.
        let over = GameState::from_position(Modes::HUMANS, "1212121").unwrap();
        let mut app = App::in_page(over, Goto::Table);
        app.press(&[Key::N]);
        assert_eq!(app.screen(), "title");
        assert!(!app.wants_to_quit());
        app.press(&[Key::Drop]);
        assert_eq!(app.screen(), "choose modes");
        // Escape in a game: the title offering that game, which continues where it was.
        let live = GameState::from_position(Modes::HUMANS, "4453").unwrap();
        let mut app = App::in_page(live, Goto::Table);
        app.press(&[Key::Escape]);
        assert_eq!(app.screen(), "continue or new");
        assert!(!app.wants_to_quit());
        app.press(&[Key::Drop]);
        assert_eq!(app.screen(), "play");
        assert_eq!(app.game().position(), "4453");
        // Escape on the title itself: it stays, and answers.
        let mut app = App::in_page(GameState::new(Modes::HUMANS), Goto::Title);
        app.press(&[Key::Escape]);
        assert_eq!(app.screen(), "title");
        assert!(!app.wants_to_quit());
        app.press(&[Key::Drop]);
        assert_eq!(app.screen(), "choose modes");
    }
}

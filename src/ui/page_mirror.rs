//! The page's screen-reader mirror, beside the canvas (`web/plot4_access.js`): the live region
//! says what the [`Narrator`] hears of the session, each column has a button labelled with the
//! room left in it, and those buttons' requests come back here as the keys they stand for.
//! Only the browser build has it; the words are `spoken.rs`'s.

use super::app::App;
use super::events::{self, ScreenName};
use super::input::{Event, Key, RawInput};
use super::spoken::{self, Narrator};
use crate::board::Column;
use crate::page::access;
use crate::store::Language;

/// What the mirror shows now, so it is sent to the page only when it changes.
#[derive(Default)]
pub struct PageMirror {
    narrator: Narrator,
    columns: String,
    language: Option<Language>,
}

/// Says `text` in the live region, and in the log for tests.
fn say(text: &str) {
    events::said(text);
    access::say(text);
}

impl PageMirror {
    /// The requests of the mirror's buttons since the last frame: a column's button is that
    /// column's digit key on the play screen; a column read aloud is said at once.
    pub fn requests(&mut self, app: &App, input: &mut RawInput) {
        while let Some(request) = access::take_request() {
            let (what, number) = request.split_once(' ').unwrap_or((request.as_str(), ""));
            let column = number
                .parse::<usize>()
                .ok()
                .and_then(Column::from_number)
                .filter(|&c| c.index() < app.session().game().board().size().width());
            match (what, column) {
                ("drop", Some(column)) if app.top().name() == ScreenName::Play => {
                    let digit = u8::try_from(column.number()).unwrap_or(0);
                    input.events.push(Event::Key(Key::Digit(digit)));
                }
                ("drop", Some(_)) => say(tr!("spoken-not-now")),
                ("read-column", Some(column)) => {
                    say(&spoken::column_reading(app.session().game(), column));
                }
                _ => log::warn!("the page's mirror asked for '{request}', which means nothing"),
            }
        }
    }

    /// Says what changed this frame and keeps the buttons' labels and the page's language up
    /// to date.
    pub fn follow(&mut self, app: &App) {
        for sentence in self.narrator.follow(app.session()) {
            say(&sentence);
        }
        let language = app.session().prefs().language();
        if self.language != Some(language) {
            self.language = Some(language);
            let words = [
                ("lang", language.name()),
                ("columns", tr!("spoken-columns")),
                ("tools", tr!("spoken-tools")),
                ("said", tr!("spoken-said")),
                ("new-game", tr!("tool-new-game")),
                ("undo", tr!("tool-undo")),
                ("hint", tr!("tool-hint")),
                ("why", tr!("tool-why")),
                ("help", tr!("tool-help")),
            ];
            let lines: Vec<String> = words.iter().map(|(k, v)| format!("{k}={v}")).collect();
            access::set_words(&lines.join("\n"));
            // The labels are in the new language too.
            self.columns.clear();
        }
        let board = app.session().game().board();
        let labels: Vec<String> = board
            .size()
            .columns()
            .map(|column| spoken::column_label(board, column))
            .collect();
        let labels = labels.join("\n");
        if labels != self.columns {
            access::set_columns(&labels);
            self.columns = labels;
        }
    }
}

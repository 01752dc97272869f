//! The table, as its two screens share it (play while the game is live, game over once it is
//! decided): what the player can ask of it, its keys, its row of buttons, and when one screen
//! gives way to the other.

use super::{Goto, Transition};
use crate::board::Column;
use crate::ui::button::{Answer, Tool};
use crate::ui::input::Key;
use crate::ui::refusal::Refusal;
use crate::ui::session::{Action, Session};

/// What the player can ask of the table, on the play and the game-over screens alike.
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
    /// A click on the evaluation graph, this far along its move axis (0 to 1): review the
    /// game at the move there.
    GraphAt(f32),
}

/// What a key means on both screens of the table (play and game over), beyond their own keys.
pub fn table_key(key: Key) -> Option<TableMessage> {
    match key {
        Key::CtrlC => Some(TableMessage::CopyPosition),
        Key::CtrlV => Some(TableMessage::PastePosition),
        Key::E => Some(TableMessage::Explore),
        Key::CtrlS => Some(TableMessage::SaveGame),
        Key::CtrlP => Some(TableMessage::SavePicture),
        key => Tool::for_key(key).map(TableMessage::Tool),
    }
}

/// The review of the game on the table at the move `fraction` along the graph's move axis.
pub fn review_at(fraction: f32, session: &Session) -> Transition {
    let game = session.game().clone();
    let ply = crate::ui::evaluation_graph::ply_at(fraction, game.history().len());
    Transition::Push(Goto::ReviewAt(game, ply))
}

/// Carries out a press of `tool` on a table screen showing a game that is `over` (or not).
pub fn table_tool(tool: Tool, over: bool, session: &mut Session) -> Transition {
    match tool {
        // A game with moves on the board is not thrown away without asking.
        Tool::NewGame if !over && !session.game().history().is_empty() => {
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
        Tool::Quit => return Transition::Push(Goto::ConfirmQuit),
        Tool::Settings => return Transition::Push(Goto::Settings),
        Tool::Statistics => return Transition::Push(Goto::Statistics),
    }
    follow_the_game(over, session)
}

/// For a table screen showing a game that is `over` (or not): stay while that still holds,
/// else give way to the table screen for the game as it now stands.
pub fn follow_the_game(over: bool, session: &Session) -> Transition {
    if session.game().outcome().is_some() == over {
        Transition::Stay
    } else {
        Transition::Replace(Goto::Table)
    }
}

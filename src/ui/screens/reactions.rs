//! The quick reactions of an online game, over the table (its React button, G): "Hello!",
//! "Good luck!", … up to "Good game", a digit or a click each. The one chosen goes to the
//! room and the menu closes; what arrives shows beside its sender's name under the board.
//! Escape, G or a click beside the choices closes the menu.

use super::{Screen, Transition};
use crate::online::client::Command;
use crate::online::protocol::Reaction;
use crate::ui::events::ScreenName;
use crate::ui::input::{Event, Key};
use crate::ui::layout::Layout;
use crate::ui::online_seat::reaction_words;
use crate::ui::paint::{rounded_rect, Painter, Weight};
use crate::ui::session::{Action, OnlineAction, Session};

/// The menu overlay; the outline on the reaction Enter sends.
#[derive(Debug, Clone, Copy, Default)]
pub struct Reactions {
    selected: usize,
}

/// What the player can ask of the menu.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum ReactionsMessage {
    /// Send this reaction.
    Send(Reaction),
    /// Move the outline this many rows (negative: up), round the ends.
    Select(i32),
    /// Send the outlined reaction.
    SendSelected,
    /// Back to the table.
    Close,
}

impl Reactions {
    /// What `event` means here, in a window laid out as `layout`.
    fn read(event: Event, layout: &Layout) -> Option<ReactionsMessage> {
        let all = Reaction::ALL;
        match event {
            Event::Key(Key::Digit(d)) => {
                let reaction = usize::from(d).checked_sub(1).and_then(|i| all.get(i));
                reaction.map(|&r| ReactionsMessage::Send(r))
            }
            Event::Key(Key::Up) => Some(ReactionsMessage::Select(-1)),
            Event::Key(Key::Down) => Some(ReactionsMessage::Select(1)),
            Event::Key(Key::Drop) => Some(ReactionsMessage::SendSelected),
            Event::Key(Key::Escape | Key::Letter('G')) => Some(ReactionsMessage::Close),
            Event::Key(_) | Event::PointerMoved(..) => None,
            Event::Click(x, y) => Some(
                layout
                    .menu_option_at(all.len(), x, y)
                    .map_or(ReactionsMessage::Close, |i| ReactionsMessage::Send(all[i])),
            ),
        }
    }
}

impl Screen for Reactions {
    fn name(&self) -> ScreenName {
        ScreenName::Reactions
    }

    fn hear(&mut self, event: Event, layout: &Layout, session: &mut Session) -> Transition {
        let send = |reaction: Reaction, session: &mut Session| {
            let command = Command::React(reaction);
            session.act(Action::Online(OnlineAction::Send(command)));
            Transition::Pop
        };
        match Reactions::read(event, layout) {
            None => Transition::Stay,
            Some(ReactionsMessage::Close) => Transition::Pop,
            Some(ReactionsMessage::Send(reaction)) => send(reaction, session),
            Some(ReactionsMessage::SendSelected) => send(Reaction::ALL[self.selected], session),
            Some(ReactionsMessage::Select(step)) => {
                let count = Reaction::ALL.len() as i32;
                self.selected = (self.selected as i32 + step).rem_euclid(count) as usize;
                Transition::Stay
            }
        }
    }

    fn draw(&self, _session: &Session, p: &Painter) {
        p.shade(0.85);
        let l = p.layout;
        let options = l.menu_options(Reaction::ALL.len());
        let first = options[0];
        let centre = l.width / 2.0;
        let size = first.h * 0.45;
        p.text_centred(
            tr!("online-react-title"),
            centre,
            first.y - first.h * 0.9,
            first.h * 0.55,
            p.theme.text,
            Weight::Bold,
        );
        let (px, py) = p.pointer;
        for (i, (option, reaction)) in options.iter().zip(Reaction::ALL).enumerate() {
            let fill = if i == self.selected || option.contains(px, py) {
                p.theme.option_hovered
            } else {
                p.theme.option
            };
            rounded_rect(*option, option.h * 0.2, fill);
            let text = format!("{}   {}", i + 1, reaction_words(reaction));
            let fitted = p.fitted(&text, size, Weight::Regular, option.w * 0.9);
            let (cx, cy) = option.centre();
            p.text_centred(&text, cx, cy, fitted, p.theme.text, Weight::Regular);
        }
        let last = options[options.len() - 1];
        let keys = tr!("online-react-keys");
        let fitted = p.fitted(keys, last.h * 0.36, Weight::Regular, l.width * 0.9);
        p.text_centred(
            keys,
            centre,
            last.y + last.h * 1.6,
            fitted,
            p.theme.dim_text,
            Weight::Regular,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_digit_or_a_click_sends_its_reaction_and_escape_or_a_click_beside_closes() {
        let layout = Layout::new(800.0, 600.0, 7, 6);
        let read = |event| Reactions::read(event, &layout);
        assert_eq!(
            read(Event::Key(Key::Digit(2))),
            Some(ReactionsMessage::Send(Reaction::GoodLuck))
        );
        assert_eq!(
            read(Event::Key(Key::Digit(7))),
            Some(ReactionsMessage::Send(Reaction::GoodGame))
        );
        assert_eq!(read(Event::Key(Key::Digit(8))), None);
        assert_eq!(read(Event::Key(Key::Digit(0))), None);
        let (x, y) = layout.menu_options(Reaction::ALL.len())[3].centre();
        assert_eq!(
            read(Event::Click(x, y)),
            Some(ReactionsMessage::Send(Reaction::Oops))
        );
        assert_eq!(read(Event::Click(1.0, 1.0)), Some(ReactionsMessage::Close));
        assert_eq!(read(Event::Key(Key::Escape)), Some(ReactionsMessage::Close));
    }
}

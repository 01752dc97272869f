//! The window's colours and coin marks as one value passed to drawing, so a dark or a
//! colour-blind-safe look is one more [`Theme`] value rather than an edit across the drawing code.

use crate::board::Player;
use macroquad::color::Color;

/// How one side's coin looks.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CoinStyle {
    /// The coin's body; also the colour that stands for the side in text and highlights.
    pub face: Color,
    /// The darker edge round the face.
    pub rim: Color,
    /// The mark drawn on the face, in this colour.
    pub mark_colour: Color,
    /// The shape of the mark.
    pub mark: CoinMark,
}

/// A shape on a coin: the classic look has a light ring; a theme for colour-blind players can
/// tell the sides apart by shape as well as colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CoinMark {
    /// A plain face.
    Plain,
    /// A thin ring inside the rim (the classic shine).
    Ring,
    /// A filled dot in the middle.
    Dot,
    /// A diagonal cross.
    Cross,
}

/// Every colour the window draws with.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Theme {
    /// The theme's name, for a settings screen.
    pub name: &'static str,
    /// Behind everything.
    pub background: Color,
    /// The board's face.
    pub board: Color,
    /// The board's frame.
    pub board_edge: Color,
    /// An empty hole in the board.
    pub hole: Color,
    /// Headings and the main text.
    pub text: Color,
    /// Secondary text: hints, column numbers not pointed at.
    pub dim_text: Color,
    /// A refused input's message.
    pub notice: Color,
    /// Panels: the question box, the "Thinking…" box.
    pub panel: Color,
    /// The veil over a screen that another is drawn on top of (its alpha is chosen per overlay).
    pub shade: Color,
    /// The winning line and the rings on its coins.
    pub highlight: Color,
    /// A menu option.
    pub option: Color,
    /// A menu option under the pointer.
    pub option_hovered: Color,
    /// A button held down.
    pub option_pressed: Color,
    /// Red's coins.
    pub red: CoinStyle,
    /// Yellow's coins.
    pub yellow: CoinStyle,
}

impl Theme {
    /// The look Plot 4 has always had: a blue board, red and yellow coins with a shine ring.
    pub const CLASSIC: Theme = Theme {
        name: "Classic",
        background: Color::new(0.06, 0.09, 0.16, 1.0),
        board: Color::new(0.11, 0.30, 0.85, 1.0),
        board_edge: Color::new(0.07, 0.20, 0.62, 1.0),
        hole: Color::new(0.05, 0.08, 0.15, 1.0),
        text: Color::new(0.90, 0.92, 0.95, 1.0),
        dim_text: Color::new(0.58, 0.64, 0.72, 1.0),
        notice: Color::new(0.98, 0.57, 0.24, 1.0),
        panel: Color::new(0.10, 0.14, 0.24, 1.0),
        shade: Color::new(0.02, 0.03, 0.07, 1.0),
        highlight: Color::new(1.0, 1.0, 1.0, 0.92),
        option: Color::new(0.12, 0.17, 0.29, 1.0),
        option_hovered: Color::new(0.20, 0.30, 0.55, 1.0),
        option_pressed: Color::new(0.08, 0.12, 0.22, 1.0),
        red: CoinStyle {
            face: Color::new(0.90, 0.22, 0.21, 1.0),
            rim: Color::new(0.62, 0.10, 0.10, 1.0),
            mark_colour: Color::new(0.98, 0.45, 0.42, 1.0),
            mark: CoinMark::Ring,
        },
        yellow: CoinStyle {
            face: Color::new(0.99, 0.85, 0.21, 1.0),
            rim: Color::new(0.80, 0.58, 0.05, 1.0),
            mark_colour: Color::new(1.0, 0.94, 0.55, 1.0),
            mark: CoinMark::Ring,
        },
    };

    /// How `player`'s coins look.
    pub fn coin(&self, player: Player) -> &CoinStyle {
        match player {
            Player::Red => &self.red,
            Player::Yellow => &self.yellow,
        }
    }

    /// The colour that stands for `player` in text and highlights.
    pub fn player_colour(&self, player: Player) -> Color {
        self.coin(player).face
    }
}

impl Default for Theme {
    fn default() -> Theme {
        Theme::CLASSIC
    }
}

/// The WCAG contrast ratio of two opaque colours (1 to 21): how well one reads on the other.
pub fn contrast(a: Color, b: Color) -> f32 {
    fn luminance(c: Color) -> f32 {
        let channel = |v: f32| {
            if v <= 0.039_28 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b)
    }
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every theme the window offers; new themes join this list and these checks.
    const THEMES: [Theme; 1] = [Theme::CLASSIC];

    #[test]
    fn text_reads_on_the_background_and_on_panels() {
        for theme in THEMES {
            for (what, colour) in [("text", theme.text), ("notice", theme.notice)] {
                for (under, back) in [("background", theme.background), ("panel", theme.panel)] {
                    let ratio = contrast(colour, back);
                    assert!(ratio >= 4.5, "{}: {what} on {under}: {ratio}", theme.name);
                }
            }
            // Button labels are written in the main text colour in every state.
            for (under, back) in [
                ("button", theme.option),
                ("hovered button", theme.option_hovered),
                ("pressed button", theme.option_pressed),
            ] {
                let ratio = contrast(theme.text, back);
                assert!(ratio >= 4.5, "{}: text on {under}: {ratio}", theme.name);
            }
            let dim = contrast(theme.dim_text, theme.background);
            assert!(dim >= 3.0, "{}: dim text {dim}", theme.name);
        }
    }

    #[test]
    fn coins_stand_out_from_the_holes_and_from_each_other() {
        for theme in THEMES {
            for player in [Player::Red, Player::Yellow] {
                let ratio = contrast(theme.player_colour(player), theme.hole);
                assert!(ratio >= 3.0, "{}: {player} on a hole: {ratio}", theme.name);
            }
            let apart = contrast(theme.red.face, theme.yellow.face);
            let by_shape = theme.red.mark != theme.yellow.mark;
            assert!(
                apart >= 1.5 || by_shape,
                "{}: the sides are hard to tell apart ({apart})",
                theme.name
            );
        }
    }

    #[test]
    fn contrast_runs_from_one_to_twenty_one() {
        let black = Color::new(0.0, 0.0, 0.0, 1.0);
        let white = Color::new(1.0, 1.0, 1.0, 1.0);
        assert!((contrast(black, white) - 21.0).abs() < 0.01);
        assert!((contrast(white, white) - 1.0).abs() < 1e-6);
    }
}

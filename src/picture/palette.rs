//! The window's colours as plain numbers, for drawing without the window toolkit. They are
//! the window's themes (`ui::theme`) value for value, which a test checks in builds that have
//! the window, so a picture looks like the window.

use crate::board::Player;

/// A colour: red, green, blue and opacity, each 0 to 1.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Colour {
    /// Red.
    pub r: f32,
    /// Green.
    pub g: f32,
    /// Blue.
    pub b: f32,
    /// Opacity.
    pub a: f32,
}

impl Colour {
    /// A colour from its four parts.
    pub const fn new(r: f32, g: f32, b: f32, a: f32) -> Colour {
        Colour { r, g, b, a }
    }

    /// This colour moved `by` (0 to 1) of the way to `other`, as the window mixes its shades.
    pub fn mix(self, other: Colour, by: f32) -> Colour {
        let by = by.clamp(0.0, 1.0);
        let step = |a: f32, b: f32| a + (b - a) * by;
        Colour::new(
            step(self.r, other.r),
            step(self.g, other.g),
            step(self.b, other.b),
            step(self.a, other.a),
        )
    }

    /// This colour with opacity `a`.
    pub fn with_alpha(self, a: f32) -> Colour {
        Colour { a, ..self }
    }

    /// The colour as 8-bit red, green and blue, as a PNG stores an opaque pixel.
    pub fn rgb8(self) -> [u8; 3] {
        let byte = |v: f32| (v.clamp(0.0, 1.0) * 255.0).round() as u8;
        [byte(self.r), byte(self.g), byte(self.b)]
    }
}

/// The shape drawn on a coin's face.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    /// A plain face.
    Plain,
    /// A thin ring inside the rim.
    Ring,
    /// A filled dot in the middle.
    Dot,
    /// A diagonal cross.
    Cross,
}

/// How one side's coin looks.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CoinLook {
    /// The coin's body.
    pub face: Colour,
    /// The darker edge round the face.
    pub rim: Colour,
    /// The mark's colour.
    pub mark_colour: Colour,
    /// The mark's shape.
    pub mark: Mark,
}

impl CoinLook {
    /// The colour at the coin's very centre: the face, or the mark where the mark covers it.
    pub fn centre(&self) -> Colour {
        match self.mark {
            Mark::Dot | Mark::Cross => self.mark_colour,
            Mark::Plain | Mark::Ring => self.face,
        }
    }
}

/// The colours a picture of the board uses, from one of the window's themes.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Look {
    /// Behind the board.
    pub background: Colour,
    /// The board's face.
    pub board: Colour,
    /// The board's frame.
    pub board_edge: Colour,
    /// An empty hole.
    pub hole: Colour,
    /// The winning line and the rings round its coins.
    pub highlight: Colour,
    /// The thin edge under the winning line and its rings, so they show on the board, on
    /// either coin and in a hole.
    pub keyline: Colour,
    /// Red's coins.
    pub red: CoinLook,
    /// Yellow's coins.
    pub yellow: CoinLook,
}

impl Look {
    /// The classic theme: a blue board, red and yellow coins with a shine ring.
    pub const CLASSIC: Look = Look {
        background: Colour::new(0.06, 0.09, 0.16, 1.0),
        board: Colour::new(0.11, 0.30, 0.85, 1.0),
        board_edge: Colour::new(0.07, 0.20, 0.62, 1.0),
        hole: Colour::new(0.05, 0.08, 0.15, 1.0),
        highlight: Colour::new(1.0, 1.0, 1.0, 1.0),
        keyline: Colour::new(0.02, 0.03, 0.08, 1.0),
        red: CoinLook {
            face: Colour::new(0.90, 0.22, 0.21, 1.0),
            rim: Colour::new(0.62, 0.10, 0.10, 1.0),
            mark_colour: Colour::new(0.98, 0.45, 0.42, 1.0),
            mark: Mark::Ring,
        },
        yellow: CoinLook {
            face: Colour::new(0.99, 0.85, 0.21, 1.0),
            rim: Colour::new(0.80, 0.58, 0.05, 1.0),
            mark_colour: Colour::new(1.0, 0.94, 0.55, 1.0),
            mark: Mark::Ring,
        },
    };

    /// The dark theme: muted coins on a deep slate board.
    pub const DARK: Look = Look {
        background: Colour::new(0.05, 0.05, 0.06, 1.0),
        board: Colour::new(0.15, 0.18, 0.25, 1.0),
        board_edge: Colour::new(0.08, 0.10, 0.14, 1.0),
        hole: Colour::new(0.03, 0.03, 0.04, 1.0),
        highlight: Colour::new(0.96, 0.96, 0.96, 1.0),
        keyline: Colour::new(0.0, 0.0, 0.0, 1.0),
        red: CoinLook {
            face: Colour::new(0.82, 0.29, 0.27, 1.0),
            rim: Colour::new(0.52, 0.14, 0.13, 1.0),
            mark_colour: Colour::new(0.93, 0.47, 0.44, 1.0),
            mark: Mark::Ring,
        },
        yellow: CoinLook {
            face: Colour::new(0.92, 0.76, 0.28, 1.0),
            rim: Colour::new(0.62, 0.48, 0.08, 1.0),
            mark_colour: Colour::new(0.98, 0.88, 0.55, 1.0),
            mark: Mark::Ring,
        },
    };

    /// The light theme: a pale board with a blue-grey rim and slate holes on a light page.
    pub const LIGHT: Look = Look {
        background: Colour::new(0.91, 0.92, 0.94, 1.0),
        board: Colour::new(0.93, 0.95, 0.99, 1.0),
        board_edge: Colour::new(0.42, 0.52, 0.72, 1.0),
        hole: Colour::new(0.12, 0.15, 0.21, 1.0),
        highlight: Colour::new(0.05, 0.10, 0.35, 1.0),
        keyline: Colour::new(1.0, 1.0, 1.0, 1.0),
        red: CoinLook {
            face: Colour::new(0.86, 0.16, 0.18, 1.0),
            rim: Colour::new(0.58, 0.06, 0.08, 1.0),
            mark_colour: Colour::new(0.97, 0.45, 0.43, 1.0),
            mark: Mark::Ring,
        },
        yellow: CoinLook {
            face: Colour::new(0.99, 0.80, 0.12, 1.0),
            rim: Colour::new(0.78, 0.53, 0.02, 1.0),
            mark_colour: Colour::new(1.0, 0.92, 0.55, 1.0),
            mark: Mark::Ring,
        },
    };

    /// The colour-blind theme: vermillion and yellow on blue, a cross on Red's coins and a dot
    /// on Yellow's.
    pub const COLOUR_BLIND: Look = Look {
        background: Colour::new(0.05, 0.07, 0.12, 1.0),
        board: Colour::new(0.0, 0.447, 0.698, 1.0),
        board_edge: Colour::new(0.0, 0.32, 0.52, 1.0),
        hole: Colour::new(0.03, 0.05, 0.10, 1.0),
        highlight: Colour::new(1.0, 1.0, 1.0, 1.0),
        keyline: Colour::new(0.0, 0.0, 0.0, 1.0),
        red: CoinLook {
            face: Colour::new(0.835, 0.369, 0.0, 1.0),
            rim: Colour::new(0.50, 0.20, 0.0, 1.0),
            mark_colour: Colour::new(1.0, 0.93, 0.86, 1.0),
            mark: Mark::Cross,
        },
        yellow: CoinLook {
            face: Colour::new(0.941, 0.894, 0.259, 1.0),
            rim: Colour::new(0.65, 0.58, 0.05, 1.0),
            mark_colour: Colour::new(0.25, 0.22, 0.0, 1.0),
            mark: Mark::Dot,
        },
    };

    /// The look of the theme the settings (or `--theme`) name.
    pub fn named(choice: crate::store::Theme) -> Look {
        match choice {
            crate::store::Theme::Classic => Look::CLASSIC,
            crate::store::Theme::Dark => Look::DARK,
            crate::store::Theme::Light => Look::LIGHT,
            crate::store::Theme::ColourBlind => Look::COLOUR_BLIND,
        }
    }

    /// How `player`'s coins look.
    pub fn coin(&self, player: Player) -> &CoinLook {
        match player {
            Player::Red => &self.red,
            Player::Yellow => &self.yellow,
        }
    }
}

#[cfg(all(test, feature = "gui"))]
mod tests {
    use super::*;
    use crate::ui::theme::{CoinMark, Theme};

    fn same(colour: Colour, window: macroquad::color::Color) -> bool {
        colour == Colour::new(window.r, window.g, window.b, window.a)
    }

    fn same_coin(coin: &CoinLook, window: &crate::ui::theme::CoinStyle) -> bool {
        let mark = match window.mark {
            CoinMark::Ring => Mark::Ring,
            CoinMark::Dot => Mark::Dot,
            CoinMark::Cross => Mark::Cross,
        };
        same(coin.face, window.face)
            && same(coin.rim, window.rim)
            && same(coin.mark_colour, window.mark_colour)
            && coin.mark == mark
    }

    #[test]
    fn every_look_has_the_colours_of_the_window_theme_of_the_same_name() {
        for &choice in crate::store::Theme::ALL {
            let (look, window) = (Look::named(choice), Theme::named(choice));
            assert!(same(look.background, window.background), "{choice}");
            assert!(same(look.board, window.board), "{choice}");
            assert!(same(look.board_edge, window.board_edge), "{choice}");
            assert!(same(look.hole, window.hole), "{choice}");
            assert!(same(look.highlight, window.highlight), "{choice}");
            assert!(same(look.keyline, window.keyline), "{choice}");
            assert!(same_coin(&look.red, &window.red), "{choice}");
            assert!(same_coin(&look.yellow, &window.yellow), "{choice}");
        }
    }
}

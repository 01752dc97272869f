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
    /// The ring round each coin of the winning four, the best column's box in the hint row and
    /// the coach's marked coins: a mark that stands out from the board's face.
    pub highlight: Color,
    /// The ring round the coin played last: a mark on the board's face like [`Theme::highlight`]
    /// but of another colour, so it is not taken for part of a win.
    pub last_move: Color,
    /// The ring and "?" badge on a coin that was a mistake, and the rings round mistakes on
    /// the evaluation graph.
    pub mistake: Color,
    /// The thin edge drawn under every mark on the board (rings, badges), dark where the marks
    /// are light and light where they are dark, so a mark shows on either coin and in a hole
    /// as well as on the board's face.
    pub keyline: Color,
    /// A menu option.
    pub option: Color,
    /// A menu option under the pointer.
    pub option_hovered: Color,
    /// A button held down.
    pub option_pressed: Color,
    /// The chosen row of a list (the settings) and a button that is on (Analysis): a fill
    /// that stands out from every option's, under text.
    pub selected: Color,
    /// The border round a chosen row or a button that is on, so the choice shows by more
    /// than a shade.
    pub selected_edge: Color,
    /// Red's coins.
    pub red: CoinStyle,
    /// Yellow's coins.
    pub yellow: CoinStyle,
    /// A hint's text for a column that wins (for the side to move).
    pub win: Color,
    /// A hint's text for a column that draws.
    pub draw: Color,
    /// A hint's text for a column that loses.
    pub loss: Color,
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
        highlight: Color::new(1.0, 1.0, 1.0, 1.0),
        last_move: Color::new(0.62, 0.92, 1.0, 1.0),
        mistake: Color::new(1.0, 0.62, 0.22, 1.0),
        keyline: Color::new(0.02, 0.03, 0.08, 1.0),
        option: Color::new(0.12, 0.17, 0.29, 1.0),
        option_hovered: Color::new(0.20, 0.30, 0.55, 1.0),
        option_pressed: Color::new(0.08, 0.12, 0.22, 1.0),
        selected: Color::new(0.16, 0.34, 0.72, 1.0),
        selected_edge: Color::new(1.0, 0.84, 0.30, 1.0),
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
        win: Color::new(0.45, 0.88, 0.48, 1.0),
        draw: Color::new(0.78, 0.82, 0.90, 1.0),
        loss: Color::new(1.0, 0.52, 0.47, 1.0),
    };

    /// Muted coins on a deep slate board, for a dark room.
    pub const DARK: Theme = Theme {
        name: "Dark",
        background: Color::new(0.05, 0.05, 0.06, 1.0),
        board: Color::new(0.15, 0.18, 0.25, 1.0),
        board_edge: Color::new(0.08, 0.10, 0.14, 1.0),
        hole: Color::new(0.03, 0.03, 0.04, 1.0),
        text: Color::new(0.93, 0.93, 0.94, 1.0),
        dim_text: Color::new(0.62, 0.63, 0.66, 1.0),
        notice: Color::new(0.98, 0.64, 0.32, 1.0),
        panel: Color::new(0.12, 0.12, 0.14, 1.0),
        shade: Color::new(0.0, 0.0, 0.0, 1.0),
        highlight: Color::new(0.96, 0.96, 0.96, 1.0),
        last_move: Color::new(0.62, 0.85, 1.0, 1.0),
        mistake: Color::new(1.0, 0.62, 0.30, 1.0),
        keyline: Color::new(0.0, 0.0, 0.0, 1.0),
        option: Color::new(0.13, 0.14, 0.16, 1.0),
        option_hovered: Color::new(0.24, 0.26, 0.31, 1.0),
        option_pressed: Color::new(0.08, 0.09, 0.11, 1.0),
        selected: Color::new(0.30, 0.33, 0.40, 1.0),
        selected_edge: Color::new(0.62, 0.78, 1.0, 1.0),
        red: CoinStyle {
            face: Color::new(0.82, 0.29, 0.27, 1.0),
            rim: Color::new(0.52, 0.14, 0.13, 1.0),
            mark_colour: Color::new(0.93, 0.47, 0.44, 1.0),
            mark: CoinMark::Ring,
        },
        yellow: CoinStyle {
            face: Color::new(0.92, 0.76, 0.28, 1.0),
            rim: Color::new(0.62, 0.48, 0.08, 1.0),
            mark_colour: Color::new(0.98, 0.88, 0.55, 1.0),
            mark: CoinMark::Ring,
        },
        win: Color::new(0.50, 0.82, 0.52, 1.0),
        draw: Color::new(0.80, 0.80, 0.82, 1.0),
        loss: Color::new(0.96, 0.55, 0.50, 1.0),
    };

    /// A pale board with a blue-grey rim and slate holes on a light page, dark text and dark
    /// marks, for a bright room or a screen in daylight.
    pub const LIGHT: Theme = Theme {
        name: "Light",
        background: Color::new(0.91, 0.92, 0.94, 1.0),
        board: Color::new(0.93, 0.95, 0.99, 1.0),
        board_edge: Color::new(0.42, 0.52, 0.72, 1.0),
        hole: Color::new(0.12, 0.15, 0.21, 1.0),
        text: Color::new(0.09, 0.11, 0.16, 1.0),
        dim_text: Color::new(0.36, 0.40, 0.48, 1.0),
        notice: Color::new(0.64, 0.27, 0.0, 1.0),
        panel: Color::new(0.99, 0.99, 1.0, 1.0),
        shade: Color::new(0.84, 0.86, 0.90, 1.0),
        highlight: Color::new(0.05, 0.10, 0.35, 1.0),
        last_move: Color::new(0.0, 0.36, 0.46, 1.0),
        mistake: Color::new(0.70, 0.0, 0.45, 1.0),
        keyline: Color::new(1.0, 1.0, 1.0, 1.0),
        option: Color::new(0.84, 0.87, 0.93, 1.0),
        option_hovered: Color::new(0.74, 0.81, 0.93, 1.0),
        option_pressed: Color::new(0.66, 0.73, 0.86, 1.0),
        selected: Color::new(0.45, 0.62, 0.95, 1.0),
        selected_edge: Color::new(0.08, 0.16, 0.50, 1.0),
        red: CoinStyle {
            face: Color::new(0.86, 0.16, 0.18, 1.0),
            rim: Color::new(0.58, 0.06, 0.08, 1.0),
            mark_colour: Color::new(0.97, 0.45, 0.43, 1.0),
            mark: CoinMark::Ring,
        },
        yellow: CoinStyle {
            face: Color::new(0.99, 0.80, 0.12, 1.0),
            rim: Color::new(0.78, 0.53, 0.02, 1.0),
            mark_colour: Color::new(1.0, 0.92, 0.55, 1.0),
            mark: CoinMark::Ring,
        },
        win: Color::new(0.0, 0.45, 0.15, 1.0),
        draw: Color::new(0.30, 0.33, 0.40, 1.0),
        loss: Color::new(0.75, 0.10, 0.10, 1.0),
    };

    /// For players with a colour-vision deficiency: the sides in Okabe and Ito's vermillion and
    /// yellow, which differ in lightness under protanopia, deuteranopia and tritanopia alike,
    /// on their blue board; and a cross on Red's coins, a dot on Yellow's, so colour is never
    /// the only cue.
    pub const COLOUR_BLIND: Theme = Theme {
        name: "Colour-blind",
        background: Color::new(0.05, 0.07, 0.12, 1.0),
        board: Color::new(0.0, 0.447, 0.698, 1.0),
        board_edge: Color::new(0.0, 0.32, 0.52, 1.0),
        hole: Color::new(0.03, 0.05, 0.10, 1.0),
        text: Color::new(0.95, 0.95, 0.95, 1.0),
        dim_text: Color::new(0.66, 0.70, 0.76, 1.0),
        notice: Color::new(0.902, 0.624, 0.0, 1.0),
        panel: Color::new(0.09, 0.12, 0.20, 1.0),
        shade: Color::new(0.02, 0.03, 0.07, 1.0),
        highlight: Color::new(1.0, 1.0, 1.0, 1.0),
        last_move: Color::new(0.60, 0.95, 0.95, 1.0),
        mistake: Color::new(1.0, 0.70, 0.90, 1.0),
        keyline: Color::new(0.0, 0.0, 0.0, 1.0),
        option: Color::new(0.11, 0.16, 0.27, 1.0),
        option_hovered: Color::new(0.0, 0.30, 0.48, 1.0),
        option_pressed: Color::new(0.06, 0.10, 0.18, 1.0),
        selected: Color::new(0.0, 0.40, 0.62, 1.0),
        selected_edge: Color::new(0.941, 0.894, 0.259, 1.0),
        red: CoinStyle {
            face: Color::new(0.835, 0.369, 0.0, 1.0),
            rim: Color::new(0.50, 0.20, 0.0, 1.0),
            mark_colour: Color::new(1.0, 0.93, 0.86, 1.0),
            mark: CoinMark::Cross,
        },
        yellow: CoinStyle {
            face: Color::new(0.941, 0.894, 0.259, 1.0),
            rim: Color::new(0.65, 0.58, 0.05, 1.0),
            mark_colour: Color::new(0.25, 0.22, 0.0, 1.0),
            mark: CoinMark::Dot,
        },
        win: Color::new(0.0, 0.70, 0.52, 1.0),
        draw: Color::new(0.85, 0.85, 0.85, 1.0),
        loss: Color::new(0.86, 0.53, 0.72, 1.0),
    };

    /// Every theme, in the settings' order.
    #[cfg(test)]
    pub const ALL: [Theme; 4] = [
        Theme::CLASSIC,
        Theme::DARK,
        Theme::LIGHT,
        Theme::COLOUR_BLIND,
    ];

    /// The theme the settings (or `--theme`) name.
    pub fn named(choice: crate::store::Theme) -> Theme {
        match choice {
            crate::store::Theme::Classic => Theme::CLASSIC,
            crate::store::Theme::Dark => Theme::DARK,
            crate::store::Theme::Light => Theme::LIGHT,
            crate::store::Theme::ColourBlind => Theme::COLOUR_BLIND,
        }
    }

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

    /// A side's colour for words on the background: its coin's face, darkened towards the
    /// text colour where the face is too close to a light background to read (yellow on the
    /// light theme).
    pub fn player_words(&self, player: Player) -> Color {
        let face = self.player_colour(player);
        if lightness(self.background) > 0.5 && lightness(self.background) - lightness(face) < 0.3 {
            mix(face, self.text, 0.5)
        } else {
            face
        }
    }
}

/// `a` moved `by` (0 to 1) of the way to `b`.
pub fn mix(a: Color, b: Color, by: f32) -> Color {
    let by = by.clamp(0.0, 1.0);
    Color::new(
        a.r + (b.r - a.r) * by,
        a.g + (b.g - a.g) * by,
        a.b + (b.b - a.b) * by,
        a.a + (b.a - a.a) * by,
    )
}

/// The perceived lightness of a colour, 0 (black) to 1 (white).
fn lightness(c: Color) -> f32 {
    0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b
}

impl Default for Theme {
    fn default() -> Theme {
        Theme::CLASSIC
    }
}

/// The WCAG contrast ratio of two opaque colours (1 to 21): how well one reads on the other.
#[cfg(test)]
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

    const THEMES: [Theme; 4] = Theme::ALL;

    #[test]
    fn each_sides_words_stand_out_from_the_background_in_every_theme() {
        for theme in THEMES {
            for player in [Player::Red, Player::Yellow] {
                let apart =
                    (lightness(theme.player_words(player)) - lightness(theme.background)).abs();
                assert!(
                    apart >= 0.2,
                    "{player:?} on {:?}: {apart}",
                    theme.background
                );
            }
        }
    }

    /// `colour` as a person with a colour-vision deficiency sees it: `matrix` acts on linear
    /// RGB (Machado, Oliveira and Fernandes 2009, severity 1).
    fn seen_with(matrix: [[f32; 3]; 3], colour: Color) -> Color {
        let linear = |v: f32| {
            if v <= 0.040_45 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        let gamma = |v: f32| {
            let v = v.clamp(0.0, 1.0);
            if v <= 0.003_130_8 {
                v * 12.92
            } else {
                1.055 * v.powf(1.0 / 2.4) - 0.055
            }
        };
        let rgb = [linear(colour.r), linear(colour.g), linear(colour.b)];
        let row = |r: [f32; 3]| gamma(r[0] * rgb[0] + r[1] * rgb[1] + r[2] * rgb[2]);
        Color::new(row(matrix[0]), row(matrix[1]), row(matrix[2]), 1.0)
    }

    const PROTANOPIA: [[f32; 3]; 3] = [
        [0.152_286, 1.052_583, -0.204_868],
        [0.114_503, 0.786_281, 0.099_216],
        [-0.003_882, -0.048_116, 1.051_998],
    ];
    const DEUTERANOPIA: [[f32; 3]; 3] = [
        [0.367_322, 0.860_646, -0.227_968],
        [0.280_085, 0.672_501, 0.047_413],
        [-0.011_820, 0.042_940, 0.968_881],
    ];
    const TRITANOPIA: [[f32; 3]; 3] = [
        [1.255_528, -0.076_749, -0.178_779],
        [-0.078_411, 0.930_809, 0.147_602],
        [0.004_733, 0.691_367, 0.303_900],
    ];

    #[test]
    fn the_colour_blind_sides_differ_in_lightness_under_each_common_deficiency() {
        let theme = Theme::COLOUR_BLIND;
        for (name, matrix) in [
            ("protanopia", PROTANOPIA),
            ("deuteranopia", DEUTERANOPIA),
            ("tritanopia", TRITANOPIA),
        ] {
            let red = seen_with(matrix, theme.red.face);
            let yellow = seen_with(matrix, theme.yellow.face);
            let apart = contrast(red, yellow);
            assert!(apart >= 2.0, "{name}: the sides' coins are {apart} apart");
            for player in [Player::Red, Player::Yellow] {
                let coin = seen_with(matrix, theme.player_colour(player));
                let on_hole = contrast(coin, seen_with(matrix, theme.hole));
                assert!(on_hole >= 3.0, "{name}: {player} on a hole: {on_hole}");
            }
        }
        assert_ne!(
            theme.red.mark, theme.yellow.mark,
            "shapes tell the sides apart"
        );
        for player in [Player::Red, Player::Yellow] {
            let style = theme.coin(player);
            let mark = contrast(style.mark_colour, style.face);
            assert!(mark >= 3.0, "{player}'s mark shows on its face: {mark}");
        }
    }

    #[test]
    fn the_classic_red_and_yellow_are_confused_under_deuteranopia_so_the_check_can_fail() {
        // The check above means something only if it fails for colours known to be confused:
        // a pure red and a pure green of like lightness.
        let red = seen_with(DEUTERANOPIA, Color::new(0.8, 0.2, 0.1, 1.0));
        let green = seen_with(DEUTERANOPIA, Color::new(0.35, 0.5, 0.1, 1.0));
        assert!(contrast(red, green) < 2.0);
    }

    #[test]
    fn every_settings_theme_has_a_look() {
        for &choice in crate::store::Theme::ALL {
            let theme = Theme::named(choice);
            assert!(THEMES.contains(&theme), "{choice}");
        }
    }

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
            for (what, colour) in [
                ("win", theme.win),
                ("draw", theme.draw),
                ("loss", theme.loss),
            ] {
                let ratio = contrast(colour, theme.background);
                assert!(ratio >= 4.5, "{}: {what} hint: {ratio}", theme.name);
            }
            let dim = contrast(theme.dim_text, theme.background);
            assert!(dim >= 3.0, "{}: dim text {dim}", theme.name);
        }
    }

    #[test]
    fn a_chosen_row_or_a_button_that_is_on_stands_out_from_the_others() {
        for theme in THEMES {
            let text = contrast(theme.text, theme.selected);
            assert!(
                text >= 4.5,
                "{}: text on the chosen row: {text}",
                theme.name
            );
            // The fill alone is a clear step from a plain option and from the panel …
            for (what, back) in [("an option", theme.option), ("the panel", theme.panel)] {
                let fill = contrast(theme.selected, back);
                assert!(
                    fill >= 1.8,
                    "{}: chosen fill beside {what}: {fill}",
                    theme.name
                );
            }
            // … and its border shows as a user-interface part should (WCAG 1.4.11: 3 to 1)
            // on the chosen fill, beside other options, on the panel and on the background.
            for (what, back) in [
                ("the chosen fill", theme.selected),
                ("an option", theme.option),
                ("a hovered option", theme.option_hovered),
                ("the panel", theme.panel),
                ("the background", theme.background),
            ] {
                let edge = contrast(theme.selected_edge, back);
                assert!(
                    edge >= 3.0,
                    "{}: chosen border on {what}: {edge}",
                    theme.name
                );
            }
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

    /// The marks on the board lie on its face, over the edge of a coin of either side and in
    /// the dark gap of a hole round it. Each is drawn over a keyline of the theme's
    /// [`Theme::keyline`], so on each of those it must contrast 3 to 1 (WCAG 2.1's 1.4.11, the
    /// least for a graphical part a player needs to see) in its own colour or its keyline's;
    /// on the board's face, where most of a ring lies, in its own colour; and with its keyline,
    /// so the two read as one mark rather than as the keyline alone. The "?" badge's text is
    /// the keyline on the mistake's colour, so that pair must read as text (4.5 to 1).
    #[test]
    fn every_mark_shows_on_the_board_on_either_coin_and_in_a_hole_in_every_theme() {
        const LEAST: f32 = 3.0;
        for theme in THEMES {
            let marks = [
                ("winning ring", theme.highlight),
                ("last move", theme.last_move),
                ("mistake", theme.mistake),
            ];
            let under = [
                ("the board", theme.board),
                ("a hole", theme.hole),
                ("Red's face", theme.red.face),
                ("Red's rim", theme.red.rim),
                ("Yellow's face", theme.yellow.face),
                ("Yellow's rim", theme.yellow.rim),
            ];
            for (mark, colour) in marks {
                let own = contrast(colour, theme.board);
                assert!(own >= LEAST, "{}: {mark} on the board: {own}", theme.name);
                let apart = contrast(colour, theme.keyline);
                assert!(
                    apart >= LEAST,
                    "{}: {mark} on its keyline: {apart}",
                    theme.name
                );
                for (what, back) in under {
                    let best = shows(colour, theme.keyline, back);
                    assert!(best >= LEAST, "{}: {mark} on {what}: {best}", theme.name);
                }
            }
            let badge = contrast(theme.keyline, theme.mistake);
            assert!(badge >= 4.5, "{}: the badge's \"?\": {badge}", theme.name);
            // The graph rings its mistakes on the panel.
            let graph = contrast(theme.mistake, theme.panel);
            assert!(
                graph >= LEAST,
                "{}: mistake on the panel: {graph}",
                theme.name
            );
        }
    }

    /// How well a mark of `colour` over a keyline of `keyline` shows on `back`.
    fn shows(colour: Color, keyline: Color, back: Color) -> f32 {
        contrast(colour, back).max(contrast(keyline, back))
    }

    #[test]
    fn the_marks_issue_49_found_hard_to_see_fail_the_check() {
        // The light theme's navy winning ring, with no keyline, beside its navy hole; the
        // classic mistake ring's pink on a red coin.
        let navy = Color::new(0.08, 0.12, 0.30, 1.0);
        let navy_hole = Color::new(0.07, 0.11, 0.22, 1.0);
        assert!(shows(navy, navy, navy_hole) < 3.0);
        let pink = Color::new(1.0, 0.52, 0.47, 1.0);
        assert!(shows(pink, pink, Theme::CLASSIC.red.face) < 3.0);
    }

    #[test]
    fn contrast_runs_from_one_to_twenty_one() {
        let black = Color::new(0.0, 0.0, 0.0, 1.0);
        let white = Color::new(1.0, 1.0, 1.0, 1.0);
        assert!((contrast(black, white) - 21.0).abs() < 0.01);
        assert!((contrast(white, white) - 1.0).abs() < 1e-6);
    }
}

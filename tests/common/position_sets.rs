//! The committed position sets that are drawn rather than collected: the hint set
//! (`tests/data/hint_positions.txt`) and High's set (`tests/data/high_positions.txt`). The
//! headless tests check the committed files against these generators; the example
//! `position_sets` writes them (`cargo run --release --example position_sets -- hint|high`).

use plot4::solver::CancelToken;
use plot4::{Board, Column, Size, Solver};

/// SplitMix64 from `seed`: the generator behind the committed position sets (High's, the
/// hints'), so that they never change with a `rand` release.
pub fn split_mix64(seed: u64) -> impl FnMut() -> u64 {
    let mut state = seed;
    move || {
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// The hint set's positions per ply, for each ply from [`FIRST_PLY`] to [`LAST_PLY`].
pub const PER_PLY: usize = 4;
/// The hint set's first ply.
pub const FIRST_PLY: usize = 8;
/// The hint set's last ply.
pub const LAST_PLY: usize = 20;

/// A column that wins at once for the side to move, if any.
fn winning_move(board: &Board) -> Option<Column> {
    board
        .legal_columns()
        .into_iter()
        .find(|&c| board.play(c).unwrap().winner().is_some())
}

/// The hint set's positions: for every ply from 8 to 20, four positions cut from games of a novice
/// who sees one move ahead, as the positions players ask hints in are: it wins at once when it
/// can, else plays at random among the moves that leave the opponent no win at once (all moves
/// if none does), favouring the centre (column weights 1 2 3 4 3 2 1). SplitMix64 from seed 11,
/// so that the set never changes with a `rand` release. A game that ends before the ply is
/// discarded.
pub fn hint_positions() -> Vec<String> {
    let mut next = split_mix64(11);
    const WEIGHTS: [u64; 7] = [1, 2, 3, 4, 3, 2, 1];
    let mut positions = Vec::new();
    for ply in FIRST_PLY..=LAST_PLY {
        let mut found = 0;
        while found < PER_PLY {
            let mut board = Board::empty(Size::STANDARD);
            let mut moves = String::new();
            while board.ply() < ply && !board.is_over() {
                let column = match winning_move(&board) {
                    Some(column) => column,
                    None => {
                        // Moves that leave the opponent no win at once, if there are any.
                        let legal = board.legal_columns();
                        let safe: Vec<Column> = legal
                            .iter()
                            .copied()
                            .filter(|&c| winning_move(&board.play(c).unwrap()).is_none())
                            .collect();
                        let choices = if safe.is_empty() { legal } else { safe };
                        let total: u64 = choices.iter().map(|c| WEIGHTS[c.index()]).sum();
                        let mut pick = next() % total;
                        *choices
                            .iter()
                            .find(|c| {
                                let weight = WEIGHTS[c.index()];
                                if pick < weight {
                                    true
                                } else {
                                    pick -= weight;
                                    false
                                }
                            })
                            .expect("the pick is below the total weight")
                    }
                };
                board = board.play(column).unwrap();
                moves.push_str(&column.number().to_string());
            }
            if !board.is_over() {
                positions.push(moves);
                found += 1;
            }
        }
    }
    positions
}

pub const HINT_HEADER: &str = "\
# Hint latency set (issue 11): for each ply 8..=20, four positions cut from games of a novice
# (wins at once if it can, else a random move that leaves no win at once, centre-weighted
# 1 2 3 4 3 2 1), SplitMix64 seed 11; then each column's exact score as
# `plot4 analyze` prints it ('-' for a full column). Written by
# cargo run --release --example position_sets -- hint > tests/data/hint_positions.txt
";

/// The hint set's text: [`HINT_HEADER`], then each position of [`hint_positions`] with every
/// column's exact score as `plot4 analyze` prints it (minutes: every column of every position
/// is solved).
pub fn hint_set_text() -> String {
    let mut text = String::from(HINT_HEADER);
    let mut solver = Solver::new();
    for moves in hint_positions() {
        let board = plot4::notation::parse_digits(&moves).expect("the generator plays legally");
        let scores = solver
            .analyze(&board, &CancelToken::new())
            .expect("nothing cancels this search");
        let scores: Vec<String> = scores
            .iter()
            .map(|s| s.map_or_else(|| "-".to_string(), |s| s.to_string()))
            .collect();
        text += &format!("{moves} {}\n", scores.join(" "));
    }
    text
}

/// `tests/data/high_positions.txt`, the set High's move times are measured on (issue 14): for
/// every ply from 1 to 34, nine positions cut from uniformly random games
/// (a game that ends before that ply is discarded), with SplitMix64 from seed 14 so that the
/// set never changes with a `rand` release.
pub fn high_set_text() -> String {
    let mut next = split_mix64(14);
    let mut text = String::from(
        "# bench-ai's High set (issue 14): for each ply 1..=34, nine positions cut from uniformly\n\
         # random games, SplitMix64 seed 14, one a line as digits. Written by\n\
         # cargo run --release --example position_sets -- high > tests/data/high_positions.txt\n",
    );
    for ply in 1..=34 {
        let mut found = 0;
        while found < 9 {
            let mut board = Board::empty(Size::STANDARD);
            let mut moves = String::new();
            while board.ply() < ply && !board.is_over() {
                let legal = board.legal_columns();
                let column = legal[(next() % legal.len() as u64) as usize];
                board = board.play(column).unwrap();
                moves.push_str(&column.number().to_string());
            }
            if !board.is_over() {
                text += &moves;
                text.push('\n');
                found += 1;
            }
        }
    }
    text
}

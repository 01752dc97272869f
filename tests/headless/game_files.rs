//! Game files through the real binary: `plot4 analyze-game` on files in a temporary folder,
//! its output read back, and bad files refused in one line.

use crate::common;

use common::command_line::{assert_one_line_error, plot4, success};
use plot4::game::{Mode, Modes};
use plot4::game_record::GameRecord;
use plot4::notation::columns_of;
use plot4::{Level, Player, Size};
use std::path::{Path, PathBuf};

fn write_game(folder: &Path, name: &str, digits: &str, first: Player) -> PathBuf {
    let modes = Modes {
        red: Mode::Computer(Level::Random),
        yellow: Mode::Human,
    };
    let record = GameRecord::new(
        Size::STANDARD,
        modes,
        first,
        &columns_of(digits, 7).unwrap(),
    );
    let path = folder.join(name);
    std::fs::write(&path, record.to_string()).unwrap();
    path
}

#[test]
fn analyze_game_annotates_every_move_and_its_output_reads_back_the_same() {
    let folder = tempfile::tempdir().unwrap();
    let game = "4465756535";
    let path = write_game(folder.path(), "game.txt", game, Player::Yellow);
    let annotated = success(&plot4(&["analyze-game", path.to_str().unwrap()], ""));
    let record = GameRecord::parse(&annotated).expect("the output is a game file");
    assert_eq!(record.position(), game);
    assert_eq!(record.first, Player::Yellow);
    assert!(
        record.moves.iter().all(|m| m.outcome.is_some()),
        "{annotated}"
    );
    // Yellow moved first and its third coin (move 3, column 6) threw its win away: the
    // position before it was a win for the side to move, the one after it a loss.
    assert!(annotated.contains("\n3. 6??"), "{annotated}");
    let again = folder.path().join("again.txt");
    std::fs::write(&again, &annotated).unwrap();
    let twice = success(&plot4(&["analyze-game", again.to_str().unwrap()], ""));
    assert_eq!(
        twice, annotated,
        "the annotations are read and written alike"
    );
}

#[test]
fn a_game_file_works_wherever_a_game_is_drawn() {
    let folder = tempfile::tempdir().unwrap();
    let path = write_game(folder.path(), "game.txt", "4455667", Player::Red);
    let out = folder.path().join("game.gif");
    success(&plot4(
        &[
            "gif",
            path.to_str().unwrap(),
            "--out",
            out.to_str().unwrap(),
            "--size",
            "70x60",
        ],
        "",
    ));
    assert!(std::fs::metadata(&out).unwrap().len() > 0);
}

#[test]
fn a_file_cut_short_or_for_another_board_is_a_one_line_error() {
    let folder = tempfile::tempdir().unwrap();
    let whole =
        std::fs::read_to_string(write_game(folder.path(), "g.txt", "44556", Player::Red)).unwrap();
    let cut = folder.path().join("cut.txt");
    std::fs::write(&cut, &whole[..whole.len() - 8]).unwrap();
    assert_one_line_error(
        &plot4(&["analyze-game", cut.to_str().unwrap()], ""),
        "cut short",
    );
    let other = folder.path().join("other.txt");
    std::fs::write(&other, whole.replace("3. 5", "3. 9")).unwrap();
    assert_one_line_error(
        &plot4(&["analyze-game", other.to_str().unwrap()], ""),
        "line 11",
    );
    // The same moves in a file that says its board is four columns wide.
    let narrow = folder.path().join("narrow.txt");
    std::fs::write(&narrow, whole.replace("Board: 7x6", "Board: 4x4")).unwrap();
    assert_one_line_error(
        &plot4(&["analyze-game", narrow.to_str().unwrap()], ""),
        "move 3",
    );
    let not_one = folder.path().join("notes.txt");
    std::fs::write(&not_one, "shopping list\n").unwrap();
    assert_one_line_error(
        &plot4(&["analyze-game", not_one.to_str().unwrap()], ""),
        "not a Plot 4 game file",
    );
    let missing = folder.path().join("missing.txt");
    assert_one_line_error(
        &plot4(&["analyze-game", missing.to_str().unwrap()], ""),
        "cannot read",
    );
}

#[test]
fn a_solver_link_is_read_like_its_digits_by_analyze_and_show() {
    let link = "https://connect4.gamesolver.org/?pos=4453";
    assert_eq!(
        success(&plot4(&["analyze", link], "")),
        success(&plot4(&["analyze", "4453"], ""))
    );
    assert_eq!(
        success(&plot4(&["show", link], "")),
        success(&plot4(&["show", "4453"], ""))
    );
}

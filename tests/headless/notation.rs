//! Reading move lists: digit strings with their errors, and the Connect Four kata's lists.

use plot4::notation::{judge_kata, parse_digits, KataResult, MoveProblem};
use plot4::{MoveError, Player};

#[test]
fn digit_errors_name_the_move_and_its_text() {
    let e = parse_digits("12a").unwrap_err();
    assert_eq!((e.index, e.text.as_str()), (3, "a"));
    assert_eq!(e.problem, MoveProblem::BadCharacter('a'));
    assert_eq!(e.to_string(), "move 3 ('a'): 'a' is not a column digit");

    let e = parse_digits("408").unwrap_err();
    assert_eq!((e.index, e.text.as_str()), (2, "0"));
    let e = parse_digits("8").unwrap_err();
    assert_eq!(
        e.to_string(),
        "move 1 ('8'): column 8 is out of range (1-7)"
    );

    let e = parse_digits("4444444").unwrap_err();
    assert_eq!(e.index, 7);
    assert_eq!(e.to_string(), "move 7 ('4'): column 4 is full");

    // Red wins vertically on move 7; an eighth move is refused.
    let e = parse_digits("12121212").unwrap_err();
    assert_eq!(e.index, 8);
    assert_eq!(
        e.problem,
        MoveProblem::Illegal(MoveError::GameOver(Player::Red))
    );
}

#[test]
fn a_43rd_move_is_refused() {
    let draw = "643426421252361677317153414534371522655677";
    assert!(parse_digits(draw).unwrap().is_draw());
    let e = parse_digits(&format!("{draw}4")).unwrap_err();
    assert_eq!(e.index, 43);
}

#[test]
fn the_kata_description_example_is_a_yellow_win() {
    let list =
        r#"["A_Red", "B_Yellow", "A_Red", "B_Yellow", "A_Red", "B_Yellow", "G_Red", "B_Yellow"]"#;
    assert_eq!(judge_kata(list), Ok(KataResult::Winner(Player::Yellow)));
}

#[test]
fn kata_lists_where_yellow_moves_first() {
    // Yellow opens; Yellow completes a diagonal with its 14th coin.
    let list = "C_Yellow, E_Red, G_Yellow, B_Red, D_Yellow, B_Red, B_Yellow, G_Red, C_Yellow, C_Red, \
                D_Yellow, F_Red, E_Yellow, A_Red, A_Yellow, G_Red, A_Yellow, F_Red, F_Yellow, D_Red, \
                B_Yellow, E_Red, D_Yellow, A_Red, G_Yellow, D_Red, D_Yellow, C_Red";
    assert_eq!(judge_kata(list), Ok(KataResult::Winner(Player::Yellow)));
    // Red lines up four in column D.
    let list = "A_Yellow B_Red B_Yellow C_Red G_Yellow C_Red C_Yellow D_Red G_Yellow D_Red \
                G_Yellow D_Red F_Yellow E_Red D_Yellow";
    assert_eq!(judge_kata(list), Ok(KataResult::Winner(Player::Red)));
}

#[test]
fn kata_draws() {
    // Nobody has four after these moves.
    let list = "A_Red, B_Yellow, A_Red, E_Yellow, F_Red, G_Yellow, A_Red, G_Yellow";
    assert_eq!(judge_kata(list), Ok(KataResult::Draw));
    // A whole board with no four, written in kata tokens.
    let draw = "643426421252361677317153414534371522655677";
    let tokens: Vec<String> = draw
        .chars()
        .enumerate()
        .map(|(i, c)| {
            let letter = (b'A' + c.to_digit(10).unwrap() as u8 - 1) as char;
            format!("{letter}_{}", if i % 2 == 0 { "Red" } else { "Yellow" })
        })
        .collect();
    assert_eq!(judge_kata(&tokens.join("\n")), Ok(KataResult::Draw));
    assert_eq!(
        judge_kata(&serde_json::to_string(&tokens).unwrap()),
        Ok(KataResult::Draw)
    );
}

#[test]
fn moves_after_the_win_are_ignored() {
    let list = "A_Red B_Yellow A_Red B_Yellow A_Red B_Yellow A_Red B_Yellow A_Red";
    assert_eq!(judge_kata(list), Ok(KataResult::Winner(Player::Red)));
}

#[test]
fn kata_errors_name_the_token_and_its_index() {
    let e = judge_kata("A_Red, A_Red").unwrap_err();
    assert_eq!(e.index, 2);
    assert_eq!(
        e.to_string(),
        "move 2 ('A_Red'): Red moved out of turn: it is Yellow's move"
    );
    let e = judge_kata("A_Red H_Yellow").unwrap_err();
    assert_eq!(
        e.to_string(),
        "move 2 ('H_Yellow'): unknown column letter 'H'"
    );
    let e = judge_kata("A_Red B_Blue").unwrap_err();
    assert_eq!(
        e.to_string(),
        "move 2 ('B_Blue'): unknown colour 'Blue' (expected Red or Yellow)"
    );
    let full = "A_Red A_Yellow A_Red A_Yellow A_Red A_Yellow A_Red";
    let e = judge_kata(full).unwrap_err();
    assert_eq!(e.to_string(), "move 7 ('A_Red'): column 1 is full");
    let e = judge_kata("A-Red").unwrap_err();
    assert_eq!(e.problem, MoveProblem::BadToken);
}

//! The crate's parts use each other in one direction. A part is a top-level module of `src/`
//! (`board`, `solver`, `ui`, …; `main.rs` belongs to `cli`); [`PARTS`] lists them lowest
//! first, each with the parts it may name, and a part may only name parts listed before it.
//! A new part, or a new use of one part by another, is a line in that table: docs/ARCHITECTURE.md
//! ("The layers") says where things go. Files within a part may use each other freely.
//!
//! The check reads the source as text: a part names another by a path starting `crate::` (in
//! the library) or `plot4::` (in the binary), including the names `lib.rs` re-exports
//! (`crate::Board` is `board`'s). Comments and inline test modules do not count.

use std::collections::BTreeMap;
use std::path::Path;

/// Every part, lowest first, with the parts it may name.
const PARTS: &[(&str, &str)] = &[
    ("page", ""),
    ("clock", "page"),
    ("cancel", "clock"),
    ("atomic_file", ""),
    ("board", ""),
    ("notation", "board"),
    ("rating", ""),
    ("solver", "clock cancel atomic_file board"),
    ("ai", "page clock cancel board notation solver"),
    ("analysis", "board"),
    ("game", "board notation rating ai"),
    ("game_record", "board notation analysis game"),
    ("store", "page clock atomic_file board notation rating ai game"),
    ("tictactoe", "cancel notation ai game"),
    ("coach", "cancel board notation solver ai analysis game store"),
    ("picture", "board store"),
    ("sharing", "clock atomic_file board notation game_record picture"),
    // The protocol, the referee, the server and its client. Never the window.
    ("online", "page clock board notation game store"),
    ("ui", "page clock board notation rating ai analysis game game_record store tictactoe coach picture sharing online"),
    ("cli", "page cancel atomic_file board notation solver ai analysis game game_record store tictactoe coach picture sharing online ui"),
];

/// Each part's code: its files' text without comments and inline test modules.
fn code_by_part(src: &Path) -> BTreeMap<String, String> {
    let mut parts: BTreeMap<String, String> = BTreeMap::new();
    for entry in std::fs::read_dir(src).expect("src/ reads") {
        let path = entry.expect("an entry").path();
        let stem = path.file_stem().unwrap().to_string_lossy().to_string();
        let part = match stem.as_str() {
            "lib" => continue,
            "main" => "cli".to_string(),
            _ => stem,
        };
        let text = parts.entry(part).or_default();
        for file in rust_files(&path) {
            text.push_str(&code(&std::fs::read_to_string(file).expect("a file reads")));
        }
    }
    parts
}

fn rust_files(path: &Path) -> Vec<std::path::PathBuf> {
    if path.is_dir() {
        let entries = std::fs::read_dir(path).expect("a folder reads");
        entries
            .flat_map(|e| rust_files(&e.expect("an entry").path()))
            .collect()
    } else if path.extension().is_some_and(|e| e == "rs") {
        vec![path.to_path_buf()]
    } else {
        Vec::new()
    }
}

/// `text` without comment lines and from its inline test module (`#[cfg(test)] mod … {`, or
/// `#[cfg(all(test, …))]`) on.
fn code(text: &str) -> String {
    let lines: Vec<&str> = text.lines().map(str::trim).collect();
    let mut kept = String::new();
    for (at, line) in lines.iter().enumerate() {
        let next = lines.get(at + 1).copied().unwrap_or("");
        let for_tests = line.starts_with("#[cfg(test)]") || line.starts_with("#[cfg(all(test,");
        if for_tests && next.starts_with("mod ") && next.ends_with('{') {
            break;
        }
        if !line.starts_with("//") {
            kept.push_str(line);
            kept.push('\n');
        }
    }
    kept
}

/// The parts `code` names: the first name after each `crate::` or `plot4::` (every one in a
/// `{…}` group), a name `lib.rs` re-exports standing for the part it comes from.
fn named(code: &str, reexports: &BTreeMap<String, String>) -> Vec<String> {
    let mut found = Vec::new();
    for prefix in ["crate::", "plot4::"] {
        for (at, _) in code.match_indices(prefix) {
            let rest = &code[at + prefix.len()..];
            let names = match rest.strip_prefix('{') {
                Some(group) => top_level_items(group),
                None => vec![rest],
            };
            for name in names {
                let name: String = name
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                found.push(reexports.get(&name).cloned().unwrap_or(name));
            }
        }
    }
    found
}

/// The items of a `use` group, from just after its `{` to its `}`.
fn top_level_items(group: &str) -> Vec<&str> {
    let (mut depth, mut start, mut items) = (0, 0, Vec::new());
    for (at, c) in group.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => {
                items.push(group[start..at].trim());
                break;
            }
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(group[start..at].trim());
                start = at + 1;
            }
            _ => {}
        }
    }
    items
}

/// The names `lib.rs` re-exports (`pub use board::{Board, …};`), each with its part.
fn reexports(lib: &str) -> BTreeMap<String, String> {
    let mut names = BTreeMap::new();
    for line in lib
        .lines()
        .filter_map(|l| l.trim().strip_prefix("pub use "))
    {
        let (part, items) = line.split_once("::").expect("pub use part::…");
        let items = items
            .trim_end_matches(';')
            .trim_matches(|c| c == '{' || c == '}');
        for item in items.split(',').map(str::trim).filter(|i| !i.is_empty()) {
            names.insert(item.to_string(), part.to_string());
        }
    }
    names
}

#[test]
fn each_part_names_only_the_parts_below_it_that_it_may_use() {
    let allowed: BTreeMap<&str, Vec<&str>> = PARTS
        .iter()
        .map(|(part, uses)| (*part, uses.split_whitespace().collect()))
        .collect();
    for (at, (part, uses)) in PARTS.iter().enumerate() {
        let below: Vec<&str> = PARTS[..at].iter().map(|(name, _)| *name).collect();
        for used in uses.split_whitespace() {
            assert!(
                below.contains(&used),
                "{part} may use {used}, which is not below it"
            );
        }
    }
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let lib = std::fs::read_to_string(src.join("lib.rs")).expect("lib.rs reads");
    let reexports = reexports(&lib);
    let parts = code_by_part(&src);
    let mut wrong = std::collections::BTreeSet::new();
    for (part, code) in &parts {
        let may = allowed
            .get(part.as_str())
            .unwrap_or_else(|| panic!("src/{part} is a part PARTS does not place"));
        for used in named(code, &reexports) {
            let is_part = parts.contains_key(&used) || allowed.contains_key(used.as_str());
            if is_part && used != *part && !may.contains(&used.as_str()) {
                wrong.insert(format!("{part} -> {used}"));
            }
        }
    }
    assert!(wrong.is_empty(), "uses PARTS does not allow: {wrong:?}");
    // The reading sees the layers: the solver uses the board, the AI the solver, the window the
    // store, the command line (through `plot4::` and a re-export) the board.
    let uses = |from: &str, to: &str| named(&parts[from], &reexports).iter().any(|u| u == to);
    assert!(uses("solver", "board") && uses("ai", "solver") && uses("ui", "store"));
    assert!(uses("cli", "board"));
}

#[test]
fn a_use_through_a_group_or_a_reexport_is_seen_and_comments_and_tests_are_not() {
    let reexports = reexports("pub use board::{Board, Size};\npub use solver::Solver;\n");
    let code = code(
        "// crate::ui::App\nuse crate::{store::{Store, Theme}, ai};\nfn f() { crate::Board::new(); }\n\
         #[cfg(test)]\nmod tests {\n    use crate::ui::App;\n}\n",
    );
    assert_eq!(named(&code, &reexports), ["store", "ai", "board"]);
    assert_eq!(named("plot4::Solver::new()", &reexports), ["solver"]);
}

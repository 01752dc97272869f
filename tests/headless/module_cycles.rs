//! The crate's files depend on each other in one direction only: no file of `src/` reaches,
//! through the paths it names (`use` lines and paths in code), a file that reaches it back, and
//! no part (a top-level module, standing for its files) reaches a part that reaches it back.
//! A cycle makes a file impossible to read without the other, so each new screen, word,
//! effect or command must find a place below what uses it (docs/ARCHITECTURE.md says where).
//!
//! The check reads the source as text: comments and the test modules at the end of a file are
//! left out (tests may use anything), and a path counts for the deepest module file it names.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// A module, as the path from the crate down: `["ui", "screens", "play"]`.
type Module = Vec<String>;

/// Every module file under `root` (the module `top`), with its text. The crate's root
/// (`lib.rs`, which only declares the modules and re-exports their names) and the binary
/// (`main.rs`, a crate of its own) are left out.
fn modules(root: &Path, top: &[String]) -> BTreeMap<Module, String> {
    let mut found = BTreeMap::new();
    walk(root, top, &mut found);
    found.remove(&Vec::new());
    found
}

fn walk(dir: &Path, module: &[String], found: &mut BTreeMap<Module, String>) {
    for entry in std::fs::read_dir(dir).expect("the folder reads") {
        let path = entry.expect("an entry").path();
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        if path.is_dir() {
            let mut inner = module.to_vec();
            inner.push(name);
            walk(&path, &inner, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            if module.is_empty() && name == "main" {
                continue;
            }
            let mut this = module.to_vec();
            if name != "mod" && !(module.is_empty() && name == "lib") {
                this.push(name);
            }
            found.insert(
                this,
                std::fs::read_to_string(&path).expect("the file reads"),
            );
        }
    }
}

/// The text that counts: no comments, and nothing from the first inline test module
/// (`#[cfg(test)]`, or `#[cfg(all(test, …))]`) on. Inside a module written inline
/// (`mod name { … }`), a `super::` that stays in the file is read as the file itself, so that
/// `use super::Entry` in `disk.rs`'s inline `mod page` names no other file; a visibility
/// (`pub(in crate::store)`) names none either.
fn code(text: &str) -> String {
    let mut kept = Vec::new();
    let mut lines = text.lines().peekable();
    // The brace depth at which each inline module around the line opened, and the depth now.
    let mut inline: Vec<usize> = Vec::new();
    let mut depth = 0;
    while let Some(line) = lines.next() {
        let trimmed = line.trim();
        let for_tests = trimmed == "#[cfg(test)]" || trimmed.starts_with("#[cfg(all(test,");
        if for_tests
            && lines
                .peek()
                .is_some_and(|next| next.trim_start().starts_with("mod ") && next.ends_with('{'))
        {
            break;
        }
        let without = match trimmed.find("//") {
            Some(at) => &trimmed[..at],
            None => trimmed,
        };
        let line = leave_inline(&without_visibility(without), inline.len());
        let opens_inline = {
            let words: Vec<&str> = without.split_whitespace().collect();
            let at = words.iter().position(|w| *w == "mod");
            at.is_some_and(|at| words.get(at + 2) == Some(&"{"))
        };
        if opens_inline {
            inline.push(depth);
        }
        depth += without.matches('{').count();
        depth = depth.saturating_sub(without.matches('}').count());
        while inline.last().is_some_and(|&opened| depth <= opened) {
            inline.pop();
        }
        kept.push(line);
    }
    kept.join("\n")
}

/// `line` with a visibility that names a module (`pub(in crate::store)`) read as `pub`.
fn without_visibility(line: &str) -> String {
    match line.find("pub(in ") {
        Some(at) => match line[at..].find(')') {
            Some(end) => format!("{}pub{}", &line[..at], &line[at + end + 1..]),
            None => line.to_string(),
        },
        None => line.to_string(),
    }
}

/// `line`, written `inside` inline modules, with each run of `super::` shortened by as many:
/// a run that goes no further up than the file reads as `self::`.
fn leave_inline(line: &str, inside: usize) -> String {
    if inside == 0 {
        return line.to_string();
    }
    let mut out = String::new();
    let mut rest = line;
    while let Some(at) = rest.find("super::") {
        out.push_str(&rest[..at]);
        let mut run = 0;
        rest = &rest[at..];
        while let Some(after) = rest.strip_prefix("super::") {
            run += 1;
            rest = after;
        }
        if run <= inside {
            out.push_str("self::");
        } else {
            out.push_str(&"super::".repeat(run - inside));
        }
    }
    out.push_str(rest);
    out
}

/// The modules declared test-only in `text` (`#[cfg(test)] mod name;`): not part of the window.
fn test_only(text: &str) -> Vec<String> {
    let lines: Vec<&str> = text.lines().map(str::trim).collect();
    lines
        .windows(2)
        .filter(|pair| pair[0] == "#[cfg(test)]")
        .filter_map(|pair| pair[1].strip_prefix("mod ")?.strip_suffix(';'))
        .map(str::to_string)
        .collect()
}

/// Every path in `code`: runs of names joined by `::`, with the groups of `use` lines spread
/// out (`use a::{b, c::d}` names `a::b` and `a::c::d`).
fn paths(code: &str) -> Vec<Vec<String>> {
    let chars: Vec<char> = code.chars().collect();
    let mut found = Vec::new();
    let mut at = 0;
    while at < chars.len() {
        let starts_word = is_name(chars[at]) && (at == 0 || !is_name(chars[at - 1]));
        let after_colons = at >= 2 && chars[at - 1] == ':' && chars[at - 2] == ':';
        if starts_word && !after_colons {
            at = path_at(&chars, at, Vec::new(), &mut found);
        } else {
            at += 1;
        }
    }
    found
}

fn is_name(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Reads the path starting at `at` after `prefix`, adding it (and a group's members) to
/// `found`; returns where it ends.
fn path_at(
    chars: &[char],
    mut at: usize,
    prefix: Vec<String>,
    found: &mut Vec<Vec<String>>,
) -> usize {
    let mut path = prefix;
    loop {
        let start = at;
        while at < chars.len() && is_name(chars[at]) {
            at += 1;
        }
        path.push(chars[start..at].iter().collect());
        if chars.get(at..at + 2) != Some(&[':', ':'][..]) {
            break;
        }
        at += 2;
        if chars.get(at) == Some(&'{') {
            at += 1;
            loop {
                while chars
                    .get(at)
                    .is_some_and(|c| c.is_whitespace() || *c == ',')
                {
                    at += 1;
                }
                match chars.get(at) {
                    Some('}') | None => return at + 1,
                    Some(c) if is_name(*c) => at = path_at(chars, at, path.clone(), found),
                    Some(_) => at += 1,
                }
            }
        }
        if !chars.get(at).is_some_and(|c| is_name(*c)) {
            break;
        }
    }
    if path.len() > 1 {
        found.push(path);
    }
    at
}

/// The module file `path`, named in `from`, depends on, if it is one of `known` other than
/// `from`.
fn resolve(path: &[String], from: &Module, known: &BTreeSet<Module>) -> Option<Module> {
    let (mut base, rest): (Module, &[String]) = match path[0].as_str() {
        "crate" => (Vec::new(), &path[1..]),
        "super" => {
            let supers = path.iter().take_while(|s| *s == "super").count();
            (
                from[..from.len().saturating_sub(supers)].to_vec(),
                &path[supers..],
            )
        }
        _ => {
            let mut child = from.clone();
            child.push(path[0].clone());
            if !known.contains(&child) {
                return None;
            }
            (from.clone(), path)
        }
    };
    for segment in rest {
        let mut deeper = base.clone();
        deeper.push(segment.clone());
        if !known.contains(&deeper) {
            break;
        }
        base = deeper;
    }
    (!base.is_empty() && &base != from).then_some(base)
}

/// Which module files each one under `root` (the module `top`) names.
fn dependencies(root: &Path, top: &[String]) -> BTreeMap<Module, BTreeSet<Module>> {
    let all = modules(root, top);
    let mut skipped = BTreeSet::new();
    for (module, text) in &all {
        for name in test_only(text) {
            let mut child = module.clone();
            child.push(name);
            skipped.insert(child);
        }
    }
    let known: BTreeSet<Module> = all
        .keys()
        .filter(|m| !skipped.contains(*m))
        .cloned()
        .collect();
    known
        .iter()
        .map(|module| {
            let named = paths(&code(&all[module]))
                .iter()
                .filter_map(|path| resolve(path, module, &known))
                .collect();
            (module.clone(), named)
        })
        .collect()
}

/// A cycle among the modules, as the modules along it, if there is one.
fn cycle(graph: &BTreeMap<Module, BTreeSet<Module>>) -> Option<Vec<Module>> {
    fn visit(
        node: &Module,
        graph: &BTreeMap<Module, BTreeSet<Module>>,
        trail: &mut Vec<Module>,
        done: &mut BTreeSet<Module>,
    ) -> Option<Vec<Module>> {
        if let Some(at) = trail.iter().position(|m| m == node) {
            let mut found = trail[at..].to_vec();
            found.push(node.clone());
            return Some(found);
        }
        if done.contains(node) {
            return None;
        }
        trail.push(node.clone());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(found) = visit(next, graph, trail, done) {
                return Some(found);
            }
        }
        trail.pop();
        done.insert(node.clone());
        None
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|node| visit(node, graph, &mut Vec::new(), &mut done))
}

fn words(cycle: &[Module]) -> String {
    let names: Vec<String> = cycle.iter().map(|m| m.join("::")).collect();
    names.join(" -> ")
}

/// The crate's parts (its top-level modules: `board`, `solver`, `ai`, `store`, `ui`, …), each
/// standing for every file under it, and which others each names.
fn parts(graph: &BTreeMap<Module, BTreeSet<Module>>) -> BTreeMap<Module, BTreeSet<Module>> {
    let mut parts: BTreeMap<Module, BTreeSet<Module>> = BTreeMap::new();
    for (from, named) in graph {
        let part = vec![from[0].clone()];
        let others: Vec<Module> = named
            .iter()
            .map(|to| vec![to[0].clone()])
            .filter(|to| *to != part)
            .collect();
        parts.entry(part).or_default().extend(others);
    }
    parts
}

#[test]
fn no_part_of_the_crate_depends_on_one_that_depends_on_it() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let parts = parts(&dependencies(&root, &[]));
    let named = |from: &str, to: &str| {
        parts
            .get(&vec![from.to_string()])
            .is_some_and(|set| set.contains(&vec![to.to_string()]))
    };
    // The reading sees the layers: the solver reads the board, the AI the solver, the window
    // the AI and the store.
    assert!(named("solver", "board"), "{parts:?}");
    assert!(named("ai", "solver"), "{parts:?}");
    assert!(named("ui", "ai") && named("ui", "store"), "{parts:?}");
    if let Some(found) = cycle(&parts) {
        panic!("a cycle among the crate's parts: {}", words(&found));
    }
}

#[test]
fn no_file_of_the_crate_depends_on_one_that_depends_on_it() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let graph = dependencies(&root, &[]);
    let named = |from: &str, to: &str| {
        let from: Module = from.split("::").map(str::to_string).collect();
        let to: Module = to.split("::").map(str::to_string).collect();
        graph.get(&from).is_some_and(|set| set.contains(&to))
    };
    // The reading sees what is there: the shell uses the app, the app the session, a screen
    // the screen trait beside it, the board its geometry, the book's builder the solver.
    assert!(named("ui", "ui::app"), "{graph:?}");
    assert!(named("ui::app", "ui::session"), "{graph:?}");
    assert!(named("ui::screens::table", "ui::screens"), "{graph:?}");
    assert!(named("board", "board::geometry"), "{graph:?}");
    assert!(named("solver::book_build", "solver"), "{graph:?}");
    if let Some(found) = cycle(&graph) {
        panic!("a cycle among the crate's files: {}", words(&found));
    }
}

#[test]
fn a_cycle_through_a_use_group_or_a_parent_is_found() {
    let root = tempfile::tempdir().expect("a temporary folder");
    let ui = root.path();
    std::fs::create_dir(ui.join("screens")).unwrap();
    std::fs::write(ui.join("mod.rs"), "mod app;\nmod screens;\n").unwrap();
    std::fs::write(
        ui.join("app.rs"),
        "use super::screens::{play::Play, Screen};\n",
    )
    .unwrap();
    std::fs::write(ui.join("screens/mod.rs"), "pub trait Screen {}\n").unwrap();
    // A comment naming the app is no dependency; code is.
    std::fs::write(
        ui.join("screens/play.rs"),
        "// crate::ui::app::App\nfn back() { let _ = crate::ui::app::start(); }\n",
    )
    .unwrap();
    let graph = dependencies(ui, &["ui".to_string()]);
    let found = cycle(&graph).expect("the cycle app -> play -> app");
    assert_eq!(words(&found), "ui::app -> ui::screens::play -> ui::app");
    std::fs::write(ui.join("screens/play.rs"), "// crate::ui::app::App\n").unwrap();
    assert_eq!(cycle(&dependencies(ui, &["ui".to_string()])), None);
    // Inside an inline module, `super::` names the file itself, and a visibility names nothing.
    std::fs::write(
        ui.join("screens/play.rs"),
        "mod page {\n    use super::Entry;\n    pub(in crate::ui::app) fn f() {}\n}\n",
    )
    .unwrap();
    let graph = dependencies(ui, &["ui".to_string()]);
    assert_eq!(cycle(&graph), None, "{graph:?}");
    std::fs::write(
        ui.join("screens/play.rs"),
        "mod page {\n    use super::super::super::app::App;\n}\n",
    )
    .unwrap();
    assert!(cycle(&dependencies(ui, &["ui".to_string()])).is_some());
}

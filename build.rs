//! Link options for the `plot4` binary that keep a solve's memory down (BENCHMARKS.md, "Memory
//! against c4"). Only on x86-64 Linux with glibc, where Rust links with its own LLD by default.
//!
//! - The functions the command line runs when it solves (scripts/hot-code.txt, written by
//!   scripts/hot-code.sh) are laid out first and together, by a linker script that places them
//!   in a section of their own before the rest of the code. The kernel maps code in runs of
//!   64-128 KiB around each page touched, so the same few hundred functions spread through the
//!   binary kept most of its code resident.
//!
//! Relocations are not packed (`-z pack-relative-relocs`): it would save about 0.2 MB more, but
//! the binary would then need glibc 2.36, and Ubuntu 22.04 could no longer run the package.

use std::env;
use std::fmt::Write;
use std::path::Path;

fn main() {
    let hot_code = "scripts/hot-code.txt";
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed={hot_code}");
    let target = |key: &str| env::var(format!("CARGO_CFG_TARGET_{key}")).unwrap_or_default();
    if target("ARCH") != "x86_64" || target("OS") != "linux" || target("ENV") != "gnu" {
        return;
    }
    let manifest = env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let list = Path::new(&manifest).join(hot_code);
    if let Ok(names) = std::fs::read_to_string(&list) {
        let script =
            Path::new(&env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("hot-code.ld");
        std::fs::write(&script, linker_script(&names)).expect("OUT_DIR is writable");
        println!("cargo:rustc-link-arg-bin=plot4=-Wl,-T,{}", script.display());
    }
}

/// A linker script that gathers the sections of the named functions, in the list's order, into
/// `.text.hot` before `.text`; everything else keeps the linker's own layout.
///
/// A function's name carries hashes that change with the build (Rust's `17h…E` suffix, a crate's
/// `Cs…_` in the newer scheme, LLVM's `.llvm.N` on functions LTO made local), so each is matched
/// with those parts left open: a list written by another build still finds its functions, and a
/// name that matches nothing costs nothing.
fn linker_script(names: &str) -> String {
    let mut script = String::from("SECTIONS\n{\n  .text.hot : {\n");
    for name in names.lines().map(str::trim).filter(|name| !name.is_empty()) {
        // LLVM puts a function it deems cold (one that runs once, as `main` does) in
        // `.text.unlikely.`; the list is what ran, so both go first.
        let pattern = open_hashes(name);
        let _ = writeln!(
            script,
            "    *(.text.{pattern} .text.{pattern}.llvm.* \
             .text.unlikely.{pattern} .text.unlikely.{pattern}.llvm.*)"
        );
    }
    script.push_str("  }\n}\nINSERT BEFORE .text;\n");
    script
}

/// `name` with its build-dependent parts replaced by `*`.
fn open_hashes(name: &str) -> String {
    let name = match name.find(".llvm.") {
        Some(at) => &name[..at],
        None => name,
    };
    if let Some(stem) = name
        .strip_suffix('E')
        .and_then(|rest| rest.len().checked_sub(19).map(|at| rest.split_at(at)))
        .filter(|(_, hash)| {
            hash.starts_with("17h") && hash[3..].bytes().all(|b| b.is_ascii_hexdigit())
        })
        .map(|(stem, _)| stem)
    {
        return format!("{stem}17h*E");
    }
    if name.starts_with("_R") {
        // Every crate disambiguator: "Cs", base-62 digits, "_".
        let mut out = String::new();
        let mut rest = name;
        while let Some(at) = rest.find("Cs") {
            let after = &rest[at + 2..];
            let digits = after.bytes().take_while(u8::is_ascii_alphanumeric).count();
            if digits > 0 && after[digits..].starts_with('_') {
                out.push_str(&rest[..at]);
                out.push_str("Cs*_");
                rest = &after[digits + 1..];
            } else {
                out.push_str(&rest[..at + 2]);
                rest = after;
            }
        }
        out.push_str(rest);
        return out;
    }
    name.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_legacy_name_keeps_its_path_and_opens_its_hash() {
        assert_eq!(
            open_hashes("_ZN3std2rt10lang_start17h7420e919406068cdE"),
            "_ZN3std2rt10lang_start17h*E"
        );
        assert_eq!(
            open_hashes("_ZN5plot46solver6search6Search7negamax17h0123456789abcdefE.llvm.998877"),
            "_ZN5plot46solver6search6Search7negamax17h*E",
            "the suffix LTO adds goes too"
        );
    }

    #[test]
    fn a_v0_name_opens_every_crate_disambiguator_and_nothing_else() {
        assert_eq!(
            open_hashes("_RNvNtCsjrHSEGnQ3l9_3std3sysNtCs4xYz_5plot45Board"),
            "_RNvNtCs*_3std3sysNtCs*_5plot45Board"
        );
    }

    #[test]
    fn a_name_without_a_hash_stays_as_it_is() {
        assert_eq!(open_hashes("main"), "main");
        assert_eq!(open_hashes("_ZN3fooE"), "_ZN3fooE", "too short for a hash");
    }

    #[test]
    fn the_script_places_each_listed_name_once_before_the_code() {
        let script = linker_script("main\n\n  _ZN3std2rt10lang_start17h7420e919406068cdE\n");
        assert_eq!(
            script.matches("*(.text.").count(),
            2,
            "blank lines are skipped"
        );
        assert!(
            script.contains("*(.text.main .text.main.llvm.* "),
            "{script}"
        );
        assert!(
            script.contains(".text.unlikely._ZN3std2rt10lang_start17h*E "),
            "{script}"
        );
        assert!(
            script.trim_end().ends_with("INSERT BEFORE .text;"),
            "{script}"
        );
    }

    #[test]
    fn every_name_in_the_kept_list_makes_a_pattern_the_linker_can_read() {
        let list = std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/hot-code.txt"),
        )
        .expect("scripts/hot-code.txt reads");
        let names: Vec<&str> = list.lines().filter(|l| !l.trim().is_empty()).collect();
        assert!(!names.is_empty());
        for name in names {
            let pattern = open_hashes(name.trim());
            assert!(
                !pattern.is_empty()
                    && !pattern.contains(|c: char| c.is_whitespace() || "();\"".contains(c)),
                "{name} gives {pattern}, which would break the linker script"
            );
        }
    }
}

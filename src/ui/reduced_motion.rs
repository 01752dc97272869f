//! Whether the system asks for reduced motion, read once at start: in the page, the browser's
//! `prefers-reduced-motion`; on Linux, GTK's `gtk-enable-animations`, from GTK's settings file
//! (`$XDG_CONFIG_HOME/gtk-3.0/settings.ini`) or else GNOME's `gsettings`, read without GTK.
//! Nothing said is normal motion. The player's own pick in the settings wins over it.

use crate::store::AnimationSpeed;

/// The animation speed the system asks for: off for reduced motion, else normal.
pub fn system_animation() -> AnimationSpeed {
    if system_wants_reduced_motion() {
        AnimationSpeed::Off
    } else {
        AnimationSpeed::Normal
    }
}

#[cfg(target_arch = "wasm32")]
fn system_wants_reduced_motion() -> bool {
    crate::page::access::reduced_motion()
}

#[cfg(all(not(target_arch = "wasm32"), target_os = "linux"))]
fn system_wants_reduced_motion() -> bool {
    let config = std::env::var_os("XDG_CONFIG_HOME")
        .filter(|dir| !dir.is_empty())
        .map(std::path::PathBuf::from)
        .or_else(|| {
            std::env::var_os("HOME").map(|home| std::path::Path::new(&home).join(".config"))
        });
    let from_file = config
        .and_then(|dir| std::fs::read_to_string(dir.join("gtk-3.0").join("settings.ini")).ok())
        .and_then(|text| animations_in_settings_ini(&text));
    let enabled = from_file.or_else(|| {
        let output = std::process::Command::new("gsettings")
            .args(["get", "org.gnome.desktop.interface", "enable-animations"])
            .stderr(std::process::Stdio::null())
            .output()
            .ok()
            .filter(|out| out.status.success())?;
        animations_in_gsettings(&String::from_utf8_lossy(&output.stdout))
    });
    enabled == Some(false)
}

#[cfg(all(not(target_arch = "wasm32"), not(target_os = "linux")))]
fn system_wants_reduced_motion() -> bool {
    false
}

/// `gtk-enable-animations` in a GTK settings file's `[Settings]` group (`true`, `false`, `1`,
/// `0`), if it is there.
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
fn animations_in_settings_ini(text: &str) -> Option<bool> {
    let mut in_settings = false;
    let mut found = None;
    for line in text.lines().map(str::trim) {
        if line.starts_with('[') {
            in_settings = line == "[Settings]";
        } else if let Some((key, value)) = line.split_once('=') {
            if in_settings && key.trim() == "gtk-enable-animations" {
                found = truth(value.trim());
            }
        }
    }
    found
}

/// What `gsettings get org.gnome.desktop.interface enable-animations` printed (`true`).
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
fn animations_in_gsettings(output: &str) -> Option<bool> {
    truth(output.trim())
}

fn truth(value: &str) -> Option<bool> {
    match value.to_ascii_lowercase().as_str() {
        "true" | "1" | "yes" => Some(true),
        "false" | "0" | "no" => Some(false),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gtk_settings_file_says_whether_animations_are_on() {
        let off = "[Settings]\ngtk-theme-name=Adwaita\ngtk-enable-animations = 0\n";
        assert_eq!(animations_in_settings_ini(off), Some(false));
        assert_eq!(
            animations_in_settings_ini("[Settings]\ngtk-enable-animations=true"),
            Some(true)
        );
        // Only the [Settings] group counts, and a file without the key says nothing.
        assert_eq!(
            animations_in_settings_ini("[Other]\ngtk-enable-animations=false"),
            None
        );
        assert_eq!(animations_in_settings_ini("[Settings]\n"), None);
    }

    #[test]
    fn gsettings_output_is_read_and_anything_else_says_nothing() {
        assert_eq!(animations_in_gsettings("false\n"), Some(false));
        assert_eq!(animations_in_gsettings("true\n"), Some(true));
        assert_eq!(animations_in_gsettings("No such key\n"), None);
    }
}

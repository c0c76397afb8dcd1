//! The fonts the interface draws with: Ubuntu Light for all text and three small symbol fonts cut from egui's own
//! (`tools/fonts/subset.py`), installed on every egui context before its first pass.

use bevy::prelude::*;
use bevy_egui::{EguiContext, egui};
use std::sync::Arc;

/// The fonts in the order egui looks for a glyph: the text font first, then the symbols in the order egui's default
/// set used them (so a tick or an arrow looks as it did), each with egui's own size tweak.
const FONTS: [(&str, &[u8], f32); 4] = [
    ("Ubuntu-Light", include_bytes!("../../assets/fonts/Ubuntu-Light.ttf"), 1.0),
    ("symbols-noto-emoji", include_bytes!("../../assets/fonts/symbols-noto-emoji.ttf"), 0.81),
    ("symbols-emoji-icons", include_bytes!("../../assets/fonts/symbols-emoji-icons.ttf"), 0.90),
    ("symbols-hack", include_bytes!("../../assets/fonts/symbols-hack.ttf"), 1.0),
];

/// Our font set, the same for proportional and monospace text (the one monospace line, a file path, reads fine in
/// Ubuntu Light; a whole monospace font would cost the browser a third of a megabyte).
pub fn definitions() -> egui::FontDefinitions {
    let mut defs = egui::FontDefinitions::empty();
    for (name, data, scale) in FONTS {
        let font = egui::FontData::from_static(data).tweak(egui::FontTweak { scale, ..Default::default() });
        defs.font_data.insert(name.to_owned(), Arc::new(font));
    }
    let order: Vec<String> = FONTS.iter().map(|(name, ..)| name.to_string()).collect();
    defs.families.insert(egui::FontFamily::Proportional, order.clone());
    defs.families.insert(egui::FontFamily::Monospace, order);
    defs
}

/// Gives each new egui context our fonts before its first pass (egui's built-in set is not compiled in).
pub fn install(mut contexts: Query<&mut EguiContext, Added<EguiContext>>) {
    for mut ctx in &mut contexts {
        ctx.get_mut().set_fonts(definitions());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every character outside ASCII that the game can show: in a string literal under `src/` or in a translation.
    /// The same scan as `tools/fonts/subset.py`, which cut the symbol fonts.
    fn shown_characters() -> Vec<(char, String)> {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut found = std::collections::BTreeMap::new();
        let mut dirs = vec![root.join("src")];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(&dir).expect("src is readable") {
                let path = entry.expect("a directory entry").path();
                if path.is_dir() {
                    dirs.push(path);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    let text = std::fs::read_to_string(&path).expect("a source file");
                    for (n, line) in text.lines().enumerate() {
                        if line.trim_start().starts_with("//") {
                            continue;
                        }
                        let code = line.split("//").next().unwrap_or_default();
                        for (i, part) in code.split('"').enumerate() {
                            if i % 2 == 1 {
                                for c in part.chars().filter(|c| !c.is_ascii()) {
                                    found.entry(c).or_insert_with(|| format!("{}:{}", path.display(), n + 1));
                                }
                            }
                        }
                    }
                }
            }
        }
        for entry in std::fs::read_dir(root.join("assets/locales")).expect("the locales are readable") {
            let path = entry.expect("a directory entry").path();
            let text = std::fs::read_to_string(&path).expect("a translation");
            for (n, line) in text.lines().enumerate().filter(|(_, l)| !l.starts_with('#')) {
                for c in line.chars().filter(|c| !c.is_ascii()) {
                    found.entry(c).or_insert_with(|| format!("{}:{}", path.display(), n + 1));
                }
            }
        }
        found.into_iter().collect()
    }

    #[test]
    fn every_character_the_game_shows_has_a_glyph() {
        let ctx = egui::Context::default();
        ctx.set_fonts(definitions());
        ctx.run_ui(egui::RawInput::default(), |_| {}).textures_delta.clear();
        let shown = shown_characters();
        assert!(shown.iter().any(|(c, _)| *c == 'ж'), "the scan reads the Russian translation");
        assert!(shown.iter().any(|(c, _)| *c == '☰'), "the scan reads string literals");
        // What egui's own widgets draw: the collapsing and combo arrows, the replacement box.
        let widgets = "⏵⏷⏶⏴◻";
        for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
            // egui's `has_glyph` says no for every character of the font that holds its replacement box (a symbol
            // font here), so the test reads the family's character map instead.
            let have = ctx.fonts_mut(|f| f.fonts.font(&family).characters().clone());
            let missing: Vec<String> = shown
                .iter()
                .map(|(c, at)| (*c, at.clone()))
                .chain(widgets.chars().map(|c| (c, "egui".to_string())))
                .filter(|(c, _)| !have.contains_key(c))
                .map(|(c, at)| format!("{c} (U+{:04X}, {at})", c as u32))
                .collect();
            assert!(missing.is_empty(), "no glyph in {family:?} for: {missing:?}; run tools/fonts/subset.py");
        }
    }

    #[test]
    fn each_character_comes_from_the_font_meant_for_it() {
        let ctx = egui::Context::default();
        ctx.set_fonts(definitions());
        ctx.run_ui(egui::RawInput::default(), |_| {}).textures_delta.clear();
        let have = ctx.fonts_mut(|f| f.fonts.font(&egui::FontFamily::Proportional).characters().clone());
        assert_eq!(have.get(&'ж').map(Vec::as_slice), Some(&["Ubuntu-Light".to_string()][..]));
        assert_eq!(have.get(&'☰').map(Vec::as_slice), Some(&["symbols-emoji-icons".to_string()][..]));
        assert!(have.contains_key(&'→') && have.contains_key(&'✔'));
        assert!(!have.contains_key(&'龍'), "the fonts carry no Chinese");
        assert!(have.len() < 1500, "the symbol fonts hold only what the game draws: {} characters", have.len());
    }
}

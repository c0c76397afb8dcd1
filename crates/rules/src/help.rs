//! The rules help of each ruleset, in each language: written once in `docs/help/<ruleset>.<lang>.md` (the docs
//! link to the same files) and compiled in. A file is a title, an introduction and sections; each section names the
//! orders, cards, units, terrain and tables it explains (`names:`), which links a card, a unit or a refused order
//! to it, and which `check` holds against what the engine has (`rules::glossary`). A `{table:NAME}` line is a table
//! the client builds from the engine's own data.

use crate::rules::ruleset::Ruleset;

/// One block of a section's text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Block {
    Para(String),
    Bullet(String),
    /// A numbered item: its number and text.
    Numbered(u32, String),
    /// A table of the engine's (`Ruleset::help_table`).
    Table(String),
}

/// One section: its anchor (the same in every language), title, what it names and its text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Section {
    pub anchor: String,
    pub title: String,
    /// `(kind, name)`: `("order", "Move")`, `("card", "Ambush")`, `("table", "terrain")`…
    pub names: Vec<(String, String)>,
    pub blocks: Vec<Block>,
}

impl Section {
    pub fn names(&self, kind: &str, name: &str) -> bool {
        self.names.iter().any(|(k, n)| k == kind && n == name)
    }

    /// Every word of the section, for searching.
    pub fn text(&self) -> String {
        let mut out = self.title.clone();
        for b in &self.blocks {
            out.push('\n');
            match b {
                Block::Para(t) | Block::Bullet(t) | Block::Numbered(_, t) | Block::Table(t) => out.push_str(t),
            }
        }
        out
    }
}

/// A ruleset's help in one language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HelpDoc {
    pub title: String,
    pub intro: String,
    pub sections: Vec<Section>,
}

impl HelpDoc {
    pub fn section(&self, anchor: &str) -> Option<&Section> {
        self.sections.iter().find(|s| s.anchor == anchor)
    }

    /// The section that explains `kind:name`: the first that names it.
    pub fn about(&self, kind: &str, name: &str) -> Option<&Section> {
        self.sections.iter().find(|s| s.names(kind, name))
    }
}

/// The help text of `ruleset` in `lang` (`en` or `ru`), compiled in with the ruleset's parameters; `None` for a
/// ruleset without help (the test ruleset) or another language (the caller falls back on English).
pub fn bundled(ruleset: Ruleset, lang: &str) -> Option<&'static str> {
    ruleset.params().help.iter().find(|(l, _)| *l == lang).map(|(_, t)| *t)
}

/// `ruleset`'s help in `lang`, or in English when there is none in `lang`; parsed (a bundled file that does not
/// parse is a bug the tests catch, and reads as `None` here).
pub fn help(ruleset: Ruleset, lang: &str) -> Option<HelpDoc> {
    bundled(ruleset, lang).or_else(|| bundled(ruleset, "en")).and_then(|t| parse(t).ok())
}

/// Read a help file. An error names the line and what is wrong with it.
pub fn parse(text: &str) -> Result<HelpDoc, String> {
    let mut doc = HelpDoc { title: String::new(), intro: String::new(), sections: Vec::new() };
    let mut para: Vec<String> = Vec::new();
    let flush = |para: &mut Vec<String>, doc: &mut HelpDoc| {
        if para.is_empty() {
            return;
        }
        let t = para.join(" ");
        para.clear();
        match doc.sections.last_mut() {
            Some(s) => s.blocks.push(Block::Para(t)),
            None if doc.intro.is_empty() => doc.intro = t,
            None => {
                doc.intro.push_str("\n\n");
                doc.intro.push_str(&t);
            }
        }
    };
    let mut expect_names = false;
    for (i, raw) in text.lines().enumerate() {
        let n = i + 1;
        let line = raw.trim_end();
        if i == 0 {
            if !line.starts_with("//!") {
                return Err("line 1: a help file begins with a `//!` line saying what it is".to_string());
            }
            continue;
        }
        if expect_names {
            expect_names = false;
            let Some(rest) = line.strip_prefix("names:") else {
                return Err(format!("line {n}: a section's heading is followed by its `names:` line"));
            };
            let s = doc.sections.last_mut().ok_or_else(|| format!("line {n}: `names:` outside a section"))?;
            for item in rest.split(',').map(str::trim).filter(|t| !t.is_empty()) {
                let (k, v) = item.split_once(':').ok_or_else(|| format!("line {n}: `{item}` is not `kind:Name`"))?;
                s.names.push((k.trim().to_string(), v.trim().to_string()));
            }
            continue;
        }
        if let Some(t) = line.strip_prefix("# ") {
            if !doc.title.is_empty() {
                return Err(format!("line {n}: a second title (`# `)"));
            }
            doc.title = t.trim().to_string();
            continue;
        }
        if let Some(h) = line.strip_prefix("## ") {
            flush(&mut para, &mut doc);
            let (title, anchor) = h
                .rsplit_once("{#")
                .and_then(|(t, a)| a.strip_suffix('}').map(|a| (t.trim(), a.trim())))
                .ok_or_else(|| format!("line {n}: a section's heading ends with its anchor, `{{#anchor}}`"))?;
            if anchor.is_empty() || !anchor.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-') {
                return Err(format!("line {n}: the anchor `{anchor}` is not lowercase letters, digits and `-`"));
            }
            if doc.section(anchor).is_some() {
                return Err(format!("line {n}: the anchor `{anchor}` is used twice"));
            }
            doc.sections.push(Section {
                anchor: anchor.to_string(),
                title: title.to_string(),
                names: Vec::new(),
                blocks: Vec::new(),
            });
            expect_names = true;
            continue;
        }
        if line.starts_with('#') {
            return Err(format!("line {n}: only `# ` (the title) and `## ` (sections) are headings here"));
        }
        let trimmed = line.trim();
        if trimmed.is_empty() {
            flush(&mut para, &mut doc);
            continue;
        }
        let item = if let Some(t) = trimmed.strip_prefix("{table:").and_then(|t| t.strip_suffix('}')) {
            Some(Block::Table(t.trim().to_string()))
        } else if let Some(t) = trimmed.strip_prefix("- ") {
            Some(Block::Bullet(t.to_string()))
        } else if let Some((num, t)) =
            trimmed.split_once(". ").filter(|(d, _)| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
        {
            Some(Block::Numbered(num.parse().unwrap_or(0), t.to_string()))
        } else {
            None
        };
        match item {
            Some(b) => {
                flush(&mut para, &mut doc);
                match doc.sections.last_mut() {
                    Some(s) => s.blocks.push(b),
                    None => return Err(format!("line {n}: lists and tables belong in a section")),
                }
            }
            // A line that goes on a list item (indented) joins it; any other line joins the paragraph.
            None if raw.starts_with("  ") && para.is_empty() => {
                match doc.sections.last_mut().and_then(|s| s.blocks.last_mut()) {
                    Some(Block::Bullet(t) | Block::Numbered(_, t)) => {
                        t.push(' ');
                        t.push_str(trimmed);
                    }
                    _ => para.push(trimmed.to_string()),
                }
            }
            None => para.push(trimmed.to_string()),
        }
    }
    flush(&mut para, &mut doc);
    if doc.title.is_empty() {
        return Err("no title (`# `)".into());
    }
    if doc.sections.is_empty() {
        return Err("no sections (`## Title {#anchor}`)".into());
    }
    Ok(doc)
}

/// What is wrong with `doc` as `ruleset`'s help: a name the engine does not have, a table it cannot build or
/// that is named but not shown, an order or a card no section explains. Empty when all is well.
pub fn check(ruleset: Ruleset, doc: &HelpDoc) -> Vec<String> {
    let g = ruleset.glossary();
    let mut out = Vec::new();
    for s in &doc.sections {
        for (k, n) in &s.names {
            if !g.has(k, n) {
                out.push(format!("section `{}` names {k}:{n}, which {} does not have", s.anchor, ruleset.id()));
            }
        }
        for b in &s.blocks {
            if let Block::Table(t) = b {
                if ruleset.help_table(t).is_none() {
                    out.push(format!("section `{}` shows table `{t}`, which {} does not have", s.anchor, ruleset.id()));
                }
                if !s.names("table", t) {
                    out.push(format!("section `{}` shows table `{t}` without naming it", s.anchor));
                }
            }
        }
    }
    for kind in ["order", "card", "table"] {
        for name in g.of(kind) {
            if !doc.sections.iter().any(|s| s.names(kind, name)) {
                out.push(format!("no section explains {kind}:{name}"));
            }
        }
    }
    for t in g.of("table") {
        let shown =
            doc.sections.iter().flat_map(|s| &s.blocks).filter(|b| matches!(b, Block::Table(x) if x == t)).count();
        if shown != 1 {
            out.push(format!("table `{t}` is shown {shown} times, not once"));
        }
    }
    out
}

/// What differs between two languages of one ruleset's help: the sections, their order, anchors and names must
/// be the same.
pub fn same_shape(a: &HelpDoc, b: &HelpDoc) -> Vec<String> {
    let mut out = Vec::new();
    let anchors = |d: &HelpDoc| d.sections.iter().map(|s| s.anchor.clone()).collect::<Vec<_>>();
    if anchors(a) != anchors(b) {
        out.push(format!("sections differ: {:?} against {:?}", anchors(a), anchors(b)));
        return out;
    }
    for (x, y) in a.sections.iter().zip(&b.sections) {
        if x.names != y.names {
            out.push(format!("section `{}` names different things", x.anchor));
        }
        let tables = |s: &Section| {
            s.blocks
                .iter()
                .filter_map(|b| if let Block::Table(t) = b { Some(t.clone()) } else { None })
                .collect::<Vec<_>>()
        };
        if tables(x) != tables(y) {
            out.push(format!("section `{}` shows different tables", x.anchor));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rulesets_help_parses_names_only_what_its_engine_has_and_covers_every_order_card_and_table() {
        for r in Ruleset::ALL {
            let mut docs = Vec::new();
            for lang in ["en", "ru"] {
                let text = bundled(r, lang).unwrap_or_else(|| panic!("{} has no {lang} help", r.id()));
                let doc = parse(text).unwrap_or_else(|e| panic!("docs/help/{}.{lang}.md: {e}", r.id()));
                let problems = check(r, &doc);
                assert!(problems.is_empty(), "docs/help/{}.{lang}.md:\n{}", r.id(), problems.join("\n"));
                docs.push(doc);
            }
            let diff = same_shape(&docs[0], &docs[1]);
            assert!(diff.is_empty(), "docs/help/{}: English and Russian differ:\n{}", r.id(), diff.join("\n"));
        }
    }

    #[test]
    fn a_section_naming_what_the_engine_lacks_is_refused() {
        let text = "//! test\n# T\n\n## Moving {#move}\nnames: order:Move, order:Teleport\nGo.\n{table:units}\n\n## Tables {#t}\nnames: table:odds\n{table:odds}\n";
        let doc = parse(text).unwrap();
        let p = check(Ruleset::Medieval, &doc);
        assert!(p.iter().any(|l| l.contains("order:Teleport")), "{p:?}");
        assert!(p.iter().any(|l| l.contains("table `odds`, which medieval does not have")), "{p:?}");
        assert!(p.iter().any(|l| l.contains("shows table `units` without naming it")), "{p:?}");
        assert!(p.iter().any(|l| l.contains("no section explains card:Ambush")), "{p:?}");
        assert!(!p.iter().any(|l| l.contains("order:Move")), "{p:?}");
    }

    #[test]
    fn the_format_is_read_strictly() {
        assert!(parse("# T\n").unwrap_err().contains("line 1"));
        assert!(parse("//! x\n# T\n## A\nnames:\n").unwrap_err().contains("anchor"));
        assert!(parse("//! x\n# T\n## A {#a}\nText\n").unwrap_err().contains("names:"));
        assert!(parse("//! x\n# T\n## A {#a}\nnames:\n### B\n").unwrap_err().contains("headings"));
        let d = parse(
            "//! x\n# T\nIntro\ntext.\n\n## A {#a}\nnames: order:Move\nOne\ntwo.\n- a\n  b\n1. c\n{table:units}\n",
        )
        .unwrap();
        assert_eq!(d.intro, "Intro text.");
        assert_eq!(
            d.sections[0].blocks,
            vec![
                Block::Para("One two.".into()),
                Block::Bullet("a b".into()),
                Block::Numbered(1, "c".into()),
                Block::Table("units".into())
            ]
        );
    }
}

#!/usr/bin/env python3
"""Builds the fonts the interface draws with (assets/fonts/) from egui's default fonts.

The game shows Latin and Cyrillic text in Ubuntu Light, kept whole, and a few dozen symbols (ticks, crosses, arrows,
the drawer's menu sign, egui's own arrows). egui's default set adds a whole monospace font and two emoji fonts for
those, about 1 MB of the browser's download; this script keeps only the symbols we draw, each from the first font that
has it, in the order egui used them: Noto Emoji, then the emoji icon font, then Hack.

The symbols wanted are every character outside ASCII in the string literals under src/ and in assets/locales/, plus
the glyphs egui's widgets draw (EXTRA). The `ui::fonts` unit test checks the same set against the fonts the game loads,
so a new symbol without a glyph fails the test command: run this script again then.

Needs fontTools (pip install fonttools). Usage:
    tools/fonts/subset.py [DIR]   DIR: epaint_default_fonts' fonts/ folder (default: found in ~/.cargo/registry)
"""
import glob
import os
import re
import shutil
import sys

from fontTools import subset
from fontTools.ttLib import TTFont

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
OUT = os.path.join(ROOT, "assets", "fonts")
# What egui's widgets draw (collapsing and combo arrows, the replacement box, copy and reset signs) and a few arrows,
# ticks and crosses kept for texts to come.
EXTRA = "⏵⏷⏶⏴◻📋⟲⚠🔎←↑→↓↔⬅➡⬆⬇✔✖☰▶◀▲▼▢─│…"
# (source file, output file): the symbol sources in egui's order.
SYMBOL_FONTS = [
    ("NotoEmoji-Regular.ttf", "symbols-noto-emoji.ttf"),
    ("emoji-icon-font.ttf", "symbols-emoji-icons.ttf"),
    ("Hack-Regular.ttf", "symbols-hack.ttf"),
]
TEXT_FONT = "Ubuntu-Light.ttf"
LICENSES = ["OFL.txt", "UFL.txt", "emoji-icon-font-mit-license.txt", "Hack-Regular.txt"]


def wanted():
    chars = set(EXTRA)
    for path in glob.glob(os.path.join(ROOT, "src", "**", "*.rs"), recursive=True):
        for line in open(path, encoding="utf-8"):
            code = line.split("//", 1)[0] if not line.lstrip().startswith("//") else ""
            for lit in re.findall(r'"((?:[^"\\]|\\.)*)"', code):
                chars.update(c for c in lit if ord(c) > 127)
    for path in glob.glob(os.path.join(ROOT, "assets", "locales", "*.ftl")):
        for line in open(path, encoding="utf-8"):
            if not line.startswith("#"):
                chars.update(c for c in line if ord(c) > 127)
    return chars


def main():
    src = sys.argv[1] if len(sys.argv) > 1 else None
    if src is None:
        found = sorted(glob.glob(os.path.expanduser("~/.cargo/registry/src/*/epaint_default_fonts-*/fonts")))
        if not found:
            sys.exit("epaint_default_fonts not found in ~/.cargo/registry: pass its fonts/ folder")
        src = found[-1]
    os.makedirs(OUT, exist_ok=True)
    text = TTFont(os.path.join(src, TEXT_FONT)).getBestCmap()
    left = sorted(c for c in wanted() if ord(c) not in text)
    for name, out in SYMBOL_FONTS:
        cmap = TTFont(os.path.join(src, name)).getBestCmap()
        take = [c for c in left if ord(c) in cmap]
        left = [c for c in left if ord(c) not in cmap]
        opts = subset.Options()
        opts.layout_features = []
        opts.name_IDs = ["*"]
        opts.notdef_outline = True
        opts.hinting = False
        opts.drop_tables += ["FFTM", "TTFA", "GSUB", "GPOS", "GDEF"]
        font = subset.load_font(os.path.join(src, name), opts)
        sub = subset.Subsetter(opts)
        sub.populate(unicodes=[ord(c) for c in take])
        sub.subset(font)
        subset.save_font(font, os.path.join(OUT, out), opts)
        print(f"{out}: {len(take)} glyphs, {os.path.getsize(os.path.join(OUT, out))} bytes: {''.join(take)}")
    shutil.copyfile(os.path.join(src, TEXT_FONT), os.path.join(OUT, TEXT_FONT))
    for lic in LICENSES:
        shutil.copyfile(os.path.join(src, lic), os.path.join(OUT, lic))
    if left:
        sys.exit(f"no font has these characters: {''.join(left)}")


if __name__ == "__main__":
    main()

// Rasterizes game-icons (CC BY 3.0, see assets/ATTRIBUTION.md) into
// white-on-transparent 128x128 PNGs under assets/icons/.
//
// Usage: cd tools/icons && npm install && node build.mjs
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Resvg } from "@resvg/resvg-js";

const SIZE = 128;
const FILL = "#ffffff";

// ourName -> game-icons name
export const MAPPING = {
  // Unit types (medieval/ancient ruleset)
  heavy_foot: "roman-shield",
  medium_foot: "swordman",
  light_foot: "thrown-spear",
  light_bow_foot: "bowman",
  auxilia: "sling",
  warriors: "barbarian",
  light_cavalry: "horse-head",
  light_bow_cavalry: "centaur",
  medium_cavalry: "cavalry",
  heavy_cavalry: "mounted-knight",
  cataphracts: "chess-knight",
  leader: "crown",
  // Generic unit types for other rulesets
  infantry: "person",
  cavalry_generic: "cavalry",
  artillery: "cannon",
  monster: "dragon-head",
  character: "wizard-staff",
  weapon: "machine-gun",
  blind: "uncertainty",
  // Battle dice faces (light/medium/heavy are drawn in code)
  die_helmet: "visored-helm",
  die_flag: "flying-flag",
  die_swords: "crossed-swords",
  // Card kinds
  card_section: "scroll-unfurled",
  card_troop: "swords-emblem",
  card_leadership: "laurels",
  card_tactic: "card-play",
  // UI
  dice: "rolling-dices",
  banner: "knight-banner",
  objective: "tower-flag",
  eye: "eye-target",
  curtain: "theater-curtains",
  hourglass: "hourglass",
  scales: "scales",
  victory: "trophy",
  save: "save",
  undo: "anticlockwise-rotation",
  settings: "cog",
  book: "book-cover",
  // Terrain overlays
  forest: "pine-tree",
  hill: "hills",
  town: "village",
  field: "wheat",
  marsh: "swamp",
  broken: "stone-pile",
  building: "house",
  water: "waves",
  brush: "high-grass",
  orchard: "fruit-tree",
  stream: "river",
};

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, "..", "..");
const outDir = join(repoRoot, "assets", "icons");

const require = createRequire(import.meta.url);
const set = JSON.parse(
  readFileSync(require.resolve("@iconify-json/game-icons/icons.json"), "utf8"),
);

function lookup(name) {
  // Follow aliases (only simple parent aliases; transforms are not supported).
  const seen = new Set();
  let n = name;
  while (!set.icons[n]) {
    const alias = set.aliases?.[n];
    if (!alias || seen.has(n)) return null;
    if (alias.rotate || alias.hFlip || alias.vFlip) return null;
    seen.add(n);
    n = alias.parent;
  }
  return set.icons[n];
}

const missing = Object.entries(MAPPING).filter(([, g]) => !lookup(g));
if (missing.length > 0) {
  for (const [ours, g] of missing) {
    console.error(`error: game-icons has no icon "${g}" (mapped from "${ours}")`);
  }
  process.exit(1);
}

mkdirSync(outDir, { recursive: true });

for (const [ours, name] of Object.entries(MAPPING)) {
  const icon = lookup(name);
  const left = icon.left ?? set.left ?? 0;
  const top = icon.top ?? set.top ?? 0;
  const width = icon.width ?? set.width ?? 512;
  const height = icon.height ?? set.height ?? 512;
  // Force every fill to pure white; icons use fill="currentColor".
  const body = icon.body
    .replace(/fill="(?!none")[^"]*"/g, `fill="${FILL}"`)
    .replace(/stroke="(?!none")[^"]*"/g, `stroke="${FILL}"`);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" ` +
    `viewBox="${left} ${top} ${width} ${height}" fill="${FILL}">${body}</svg>`;
  const png = new Resvg(svg, {
    fitTo: { mode: "width", value: SIZE },
    background: "rgba(0,0,0,0)",
  })
    .render()
    .asPng();
  writeFileSync(join(outDir, `${ours}.png`), png);
  console.log(`${ours}.png <- ${name}`);
}
console.log(`wrote ${Object.keys(MAPPING).length} icons to ${outDir}`);

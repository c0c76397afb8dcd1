// The browser test: serves web/dist on localhost, opens it in headless Chromium (WebGL through SwiftShader), waits for
// the app's ready marker, starts the default scenario, lifts the hot-seat curtain and plays a card with the keyboard,
// saves screenshots in target/screenshots/web/, fails on console errors, and checks that the native replay of the
// browser's autosave ends with the same state hash; then opens the scenario editor, paints a hex with the mouse and
// saves the scenario into browser storage; then starts Combat Commander's Saint-Lambert from the address, plays a
// Fate card and replays its autosave natively to the same hash; then the same for Sharp Practice, Musket & Pike and
// The 9th Age; last, imports a scenario with a byte-order mark and a UTF-16 file through the page's file picker.
import { chromium } from "playwright-core";
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "web/dist");
const out = path.join(root, "target/screenshots/web");
const native = process.env.HEXMARSHAL_BIN || path.join(root, "target/debug/hexmarshal");
fs.mkdirSync(out, { recursive: true });

const types = { ".html": "text/html", ".js": "text/javascript", ".wasm": "application/wasm" };
const server = http.createServer((req, res) => {
  const p = path.join(dist, decodeURIComponent(new URL(req.url, "http://x").pathname));
  const file = p.endsWith("/") ? path.join(p, "index.html") : p;
  if (!file.startsWith(dist) || !fs.existsSync(file)) { console.log(`server: 404 ${req.url}`); res.writeHead(404); res.end(); return; }
  const body = fs.readFileSync(file);
  res.writeHead(200, { "content-type": types[path.extname(file)] || "application/octet-stream", "content-length": body.length });
  res.end(body);
});
await new Promise((r) => server.listen(0, "127.0.0.1", r));
const url = `http://127.0.0.1:${server.address().port}/index.html?play`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  args: ["--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--no-sandbox", "--ignore-gpu-blocklist"],
});
const errors = [];
let failed = false;
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  page.on("console", (m) => { if (m.type() === "error") errors.push(`${m.text()} (${m.location().url || "page"})`); });
  page.on("pageerror", (e) => { if (!String(e).includes("Using exceptions for control flow")) errors.push(String(e)); });
  const t0 = Date.now();
  await page.goto(url);
  await page.waitForFunction(() => document.body.dataset.ready === "1", null, { timeout: 180_000 });
  const readyMs = Date.now() - t0;
  console.log(`browser: ready after ${readyMs} ms`);
  // A generous bound that catches a regression without flaking on a loaded machine (the goal is 3 s for the release
  // build; this is the faster-to-build web-ci one).
  if (readyMs > 10_000) throw new Error(`the page took ${readyMs} ms to become ready (bound: 10000 ms)`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: path.join(out, "01_curtain.png") });
  await page.locator("#bevy").focus();
  await page.keyboard.press("Enter");
  await page.waitForTimeout(1500);
  await page.screenshot({ path: path.join(out, "02_board.png") });
  await page.keyboard.press("1");
  await page.waitForFunction(() => Number(document.body.dataset.orders || 0) >= 1, null, { timeout: 60_000 });
  await page.waitForTimeout(1500);
  await page.screenshot({ path: path.join(out, "03_card_played.png") });
  const hash = await page.evaluate(() => document.body.dataset.hash);
  const orders = await page.evaluate(() => document.body.dataset.orders);
  const autosave = await page.evaluate(() => localStorage.getItem("hexmarshal/autosave.save.ron"));
  if (!autosave) throw new Error("no autosave in browser storage after an order");
  const savePath = path.join(out, "autosave.save.ron");
  fs.writeFileSync(savePath, autosave);
  console.log(`browser: ${orders} order(s), state hash ${hash}`);
  // The same game replayed natively must end in the same state.
  const replay = execFileSync(native, ["replay", savePath, "--verify"], { encoding: "utf8" });
  if (!replay.includes(hash)) throw new Error(`native replay does not end with hash ${hash}:\n${replay}`);
  console.log(`native: the replay of the browser's autosave ends with the same hash ${hash}`);
  fs.writeFileSync(path.join(out, "figures.txt"), `ready_ms ${readyMs}\nhash ${hash}\n`);

  // The scenario editor in the browser: pick the terrain tool (key 2; forest is its first terrain), paint the hex in
  // the middle of the map with a click, press Save (browser storage), and read the file back from there.
  // The game page still runs its app (software WebGL shares the CPU): close it before the next one.
  await page.close();
  const editor = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  editor.on("console", (m) => { if (m.type() === "error") errors.push(`${m.text()} (${m.location().url || "editor"})`); });
  editor.on("pageerror", (e) => { if (!String(e).includes("Using exceptions for control flow")) errors.push(String(e)); });
  await editor.goto(url.replace("?play", "?editor"));
  await editor.waitForFunction(() => document.body.dataset.ready === "1", null, { timeout: 180_000 });
  await editor.waitForFunction(() => document.body.dataset.editor !== undefined, null, { timeout: 30_000 });
  await editor.waitForTimeout(2000);
  const before = await editor.evaluate(() => document.body.dataset.editor);
  await editor.locator("#bevy").focus();
  await editor.keyboard.press("2");
  await editor.waitForTimeout(500);
  await editor.mouse.move(660, 460);
  await editor.waitForTimeout(300);
  await editor.mouse.down();
  await editor.waitForTimeout(200);
  await editor.mouse.up();
  await editor.waitForFunction((b) => document.body.dataset.editor !== b, before, { timeout: 10_000 });
  await editor.waitForTimeout(500);
  // The Save button of the top bar (egui draws it on the canvas, so it is found by where it is drawn).
  await editor.mouse.move(521, 17);
  await editor.waitForTimeout(300);
  await editor.mouse.down();
  await editor.waitForTimeout(150);
  await editor.mouse.up();
  await editor.waitForFunction(() => localStorage.getItem("hexmarshal/new.scenario.ron") !== null, null, { timeout: 30_000 });
  await editor.waitForFunction(() => !document.body.dataset.editor.endsWith("*"), null, { timeout: 10_000 });
  await editor.waitForTimeout(1000);
  await editor.screenshot({ path: path.join(out, "04_editor.png") });
  const scenarioText = await editor.evaluate(() => localStorage.getItem("hexmarshal/new.scenario.ron"));
  if (!scenarioText.includes("terrain: Some(Forest)")) throw new Error(`the painted hex is not in the saved scenario:\n${scenarioText}`);
  const scenarioPath = path.join(out, "new.scenario.ron");
  fs.writeFileSync(scenarioPath, scenarioText);
  console.log("browser: the editor painted a hex and saved the scenario into browser storage");
  // A bundled scenario named in the address: a fresh page, ready, with the keyboard on the canvas.
  const openBundled = async (name, label) => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.on("console", (m) => { if (m.type() === "error") errors.push(`${m.text()} (${m.location().url || label})`); });
    const t0 = Date.now();
    await page.goto(url.replace("?play", `?play=${name}`));
    await page.waitForFunction(() => document.body.dataset.ready === "1", null, { timeout: 180_000 });
    console.log(`browser: ${label} ready after ${Date.now() - t0} ms`);
    await page.waitForTimeout(1500);
    await page.locator("#bevy").focus();
    return page;
  };
  // Wait for `orders` orders, take the screenshot, and replay the page's autosave natively to the same hash.
  const replayAutosave = async (page, orders, ruleset, file, shot, label) => {
    await page.waitForFunction((n) => Number(document.body.dataset.orders || 0) >= n, orders, { timeout: 30_000 });
    await page.waitForTimeout(1000);
    await page.screenshot({ path: path.join(out, shot) });
    const hash = await page.evaluate(() => document.body.dataset.hash);
    const save = await page.evaluate(() => localStorage.getItem("hexmarshal/autosave.save.ron"));
    if (!save || !save.includes(ruleset)) throw new Error(`no ${label} autosave in browser storage`);
    const savePath = path.join(out, file);
    fs.writeFileSync(savePath, save);
    const replay = execFileSync(native, ["replay", savePath, "--verify"], { encoding: "utf8" });
    if (!replay.includes(hash)) throw new Error(`native replay of the ${label} save does not end with ${hash}:\n${replay}`);
    return hash;
  };
  // Combat Commander in the browser: the curtain, a Fate card played with the keyboard (the first one that is an
  // order), and the autosave replayed natively to the same hash.
  await editor.close();
  const cc = await openBundled("saint_lambert_1944.ron", "Combat Commander");
  await cc.keyboard.press("Enter");
  await cc.waitForTimeout(1000);
  for (const k of ["1", "2", "3", "4", "5", "6"]) {
    await cc.keyboard.press(k);
    // Give the order time to land before the next key (a card that is no order does nothing).
    await cc.waitForTimeout(1500);
    if (Number(await cc.evaluate(() => document.body.dataset.orders || 0)) >= 1) break;
  }
  const ccHash = await replayAutosave(cc, 1, "combat_commander", "cc.save.ron", "05_combat_commander.png", "Combat Commander");
  console.log(`browser: Combat Commander card played; the native replay ends with the same hash ${ccHash}`);
  // Sharp Practice in the browser: the curtain, the first cards' activations ended with Enter (Done), and the
  // autosave replayed natively to the same hash.
  await cc.close();
  const sp = await openBundled("the_ford_1811.ron", "Sharp Practice");
  for (let i = 0; i < 6; i++) {
    await sp.keyboard.press("Enter");
    await sp.waitForTimeout(1200);
    if (Number(await sp.evaluate(() => document.body.dataset.orders || 0)) >= 2) break;
  }
  const spHash = await replayAutosave(sp, 2, "sharp_practice", "sp.save.ron", "06_sharp_practice.png", "Sharp Practice");
  console.log(`browser: Sharp Practice played two cards; the native replay ends with the same hash ${spHash}`);
  // Musket & Pike in the browser: the curtain, a wing activated with the keyboard (1 presses the decision's first
  // button), and the autosave replayed natively to the same hash.
  await sp.close();
  const mp = await openBundled("cropredy_bridge_1644.ron", "Musket & Pike");
  for (let i = 0; i < 4; i++) {
    await mp.keyboard.press("Enter");
    await mp.waitForTimeout(800);
    await mp.keyboard.press("1");
    await mp.waitForTimeout(1200);
    if (Number(await mp.evaluate(() => document.body.dataset.orders || 0)) >= 1) break;
  }
  const mpHash = await replayAutosave(mp, 1, "musket_pike", "mp.save.ron", "07_musket_pike.png", "Musket & Pike");
  console.log(`browser: Musket & Pike activated a wing; the native replay ends with the same hash ${mpHash}`);
  // The 9th Age in the browser: the curtain, then a unit declared for its special deployment with the keyboard (1
  // presses the prompt's first button), and the autosave replayed natively to the same hash.
  await mp.close();
  const na = await openBundled("hollow_tor.ron", "The 9th Age");
  for (let i = 0; i < 4; i++) {
    await na.keyboard.press("Enter");
    await na.waitForTimeout(800);
    await na.keyboard.press("1");
    await na.waitForTimeout(1200);
    if (Number(await na.evaluate(() => document.body.dataset.orders || 0)) >= 1) break;
  }
  const naHash = await replayAutosave(na, 1, "ninth_age", "na.save.ron", "08_ninth_age.png", "The 9th Age");
  console.log(`browser: The 9th Age declared a special deployment; the native replay ends with the same hash ${naHash}`);
  // Import: the page's file picker hands the chosen file to the game, which stores a valid scenario (a byte-order
  // mark is fine, and the stored text has none) and refuses a UTF-16 file with the reason on its status line,
  // storing nothing.
  await na.close();
  const imp = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  imp.on("console", (m) => { if (m.type() === "error") errors.push(`${m.text()} (${m.location().url || "import"})`); });
  await imp.goto(url.replace("?play", ""));
  await imp.waitForFunction(() => document.body.dataset.ready === "1", null, { timeout: 180_000 });
  await imp.waitForTimeout(1500);
  const fixture = (p) => fs.readFileSync(path.join(root, "tests/fixtures", p));
  await imp.setInputFiles("#import", { name: "byte_order_mark.ron", mimeType: "text/plain", buffer: fixture("valid/byte_order_mark.ron") });
  await imp.waitForFunction(() => localStorage.getItem("hexmarshal/byte_order_mark.scenario.ron") !== null, null, { timeout: 30_000 });
  const imported = await imp.evaluate(() => localStorage.getItem("hexmarshal/byte_order_mark.scenario.ron"));
  if (imported.startsWith("\ufeff") || !imported.includes("ruleset:")) throw new Error(`the imported scenario is not stored as plain UTF-8:\n${imported.slice(0, 200)}`);
  await imp.setInputFiles("#import", { name: "utf16.ron", mimeType: "text/plain", buffer: fixture("hostile/utf16.ron") });
  await imp.waitForFunction(() => (document.body.dataset.status || "").includes("utf16.ron: the file is UTF-16 text, not UTF-8"), null, { timeout: 30_000 });
  const leaked = await imp.evaluate(() => Object.keys(localStorage).filter((k) => k.includes("utf16")));
  if (leaked.length) throw new Error(`a refused import was stored: ${leaked}`);
  await imp.waitForTimeout(1000);
  await imp.screenshot({ path: path.join(out, "09_import.png") });
  console.log("browser: Import stored a scenario with a byte-order mark and refused a UTF-16 file, saying why");
  if (errors.length) throw new Error(`console errors:\n${errors.join("\n")}`);
} catch (e) {
  failed = true;
  console.error(`browser test failed: ${e.message || e}`);
  if (errors.length) console.error(errors.join("\n"));
} finally {
  await browser.close();
  server.close();
}
process.exit(failed ? 1 : 0);

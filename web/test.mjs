// The browser test: serves web/dist on localhost, opens it in headless Chromium (WebGL through SwiftShader), waits for
// the app's ready marker, starts the default scenario, lifts the hot-seat curtain and plays a card with the keyboard,
// saves screenshots in target/screenshots/web/, fails on console errors, and checks that the native replay of the
// browser's autosave ends with the same state hash; then opens the scenario editor, paints a hex with the mouse and
// saves the scenario into browser storage; then starts Combat Commander's Saint-Lambert from the address, plays a
// Fate card and replays its autosave natively to the same hash; then the same for Sharp Practice, Musket & Pike and
// The 9th Age; plays a few orders against the computer and sees it answer; times the computer's decisions at the
// normal level (printed, and kept in computer_times.json); imports a scenario with a byte-order mark and a UTF-16 file through the page's file picker; opens a scenario from a
// link and plays a card in it, and refuses hostile links; last,
// opens the game and the editor at 1280x720, 1024x768 and, with touch, 390x844, checks their layout from what the
// app reports, and plays a card and a move at the phone size by touch alone. Online, a match server serves the build,
// two pages join the two seats of a match by their links and each plays an order the other sees.
import { serveDist, launchChromium } from "./serve.mjs";
import fs from "node:fs";
import path from "node:path";
import { execFileSync, spawn } from "node:child_process";
import os from "node:os";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "web/dist");
const out = path.join(root, "target/screenshots/web");
const native = process.env.HEXMARSHAL_BIN || path.join(root, "target/debug/hexmarshal");
fs.mkdirSync(out, { recursive: true });

const { server, base } = await serveDist(dist);
// Every game starts from its scenario's own seed (`fixed-seed`): the same hands, dice and units on every run. With
// fresh deals what the steps met changed from run to run, and one phone run in several could not move its unit by
// touch.
const url = `${base}/index.html?play&fixed-seed`;

const browser = await launchChromium();
const errors = [];
let failed = false;
// The page a step is on, for a screenshot when the step fails.
let current = null;
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
  // A page left alone draws next to nothing (a laptop's battery and a phone's pay for every frame): after the card,
  // no input for a while, then the frames of three idle seconds are counted.
  await page.waitForTimeout(2000);
  const framesAt = async () => Number(await page.evaluate(() => document.body.dataset.frames || 0));
  const idle0 = await framesAt();
  await page.waitForTimeout(3000);
  const idleFrames = (await framesAt()) - idle0;
  console.log(`browser: ${idleFrames} frame(s) drawn in 3 s of idling`);
  if (idleFrames > 5) throw new Error(`an idle page drew ${idleFrames} frames in 3 s (bound: 5)`);
  fs.writeFileSync(path.join(out, "figures.txt"), `ready_ms ${readyMs}\nhash ${hash}\nidle_frames_3s ${idleFrames}\n`);

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
  // One person against the computer (`computer=easy`: it plays the second side): no curtain; the person plays a card
  // with the keyboard, goes through the steps with Enter and ends the turn with the End turn button; the computer
  // answers by itself, and the autosave, the computer's orders included, replays natively to the same hash.
  await na.close();
  const vs = await openBundled("hastings_1066.ron&computer=easy", "a game against the computer");
  const vsOrders = async () => Number(await vs.evaluate(() => document.body.dataset.orders || 0));
  const computerOrders = () => vs.evaluate(() => {
    const save = localStorage.getItem("hexmarshal/autosave.save.ron") || "";
    return (save.split("snapshot:")[0].match(/side: 1,/g) || []).length;
  });
  await vs.keyboard.press("1");
  await vs.waitForFunction(() => Number(document.body.dataset.orders || 0) >= 1, null, { timeout: 30_000 });
  for (let i = 0; i < 12 && (await computerOrders()) === 0; i++) {
    const before = await vsOrders();
    await vs.keyboard.press("Enter");
    await vs.waitForTimeout(900);
    if ((await vsOrders()) === before) {
      const lay = JSON.parse((await vs.evaluate(() => document.body.dataset.layout)) || "{}");
      const end = ((lay.named || []).find(([k]) => k === "end") || [])[1];
      if (end) await vs.mouse.click(end[0] + end[2] / 2, end[1] + end[3] / 2);
      await vs.waitForTimeout(900);
    }
  }
  const person = await vsOrders();
  await vs.waitForFunction(() => {
    const save = localStorage.getItem("hexmarshal/autosave.save.ron") || "";
    return (save.split("snapshot:")[0].match(/side: 1,/g) || []).length >= 2;
  }, null, { timeout: 120_000 });
  console.log(`browser: the person gave ${person} order(s) and the computer answered with ${await computerOrders()}`);
  await vs.screenshot({ path: path.join(out, "10_computer.png") });
  // The computer goes on playing meanwhile: the save, read once, carries the state hash after every order, and the
  // native replay checks each of them.
  const vsSave = await vs.evaluate(() => localStorage.getItem("hexmarshal/autosave.save.ron"));
  if (!vsSave || !vsSave.includes("Ai(Easy)")) throw new Error("the autosave against the computer does not say who played");
  fs.writeFileSync(path.join(out, "vs.save.ron"), vsSave);
  const vsReplay = execFileSync(native, ["replay", path.join(out, "vs.save.ron"), "--verify"], { encoding: "utf8" });
  console.log(`browser: the game against the computer replays natively, every hash checked: ${vsReplay.trim().split("\n").pop()}`);
  // Import: the page's file picker hands the chosen file to the game, which stores a valid scenario (a byte-order
  // mark is fine, and the stored text has none) and refuses a UTF-16 file with the reason on its status line,
  // storing nothing.
  await vs.close();
  // What a decision at the normal level costs in the browser: the computer plays both sides of Grey Stones Pass (the
  // slowest bundled scenario to search natively) and the page tells what its searches cost (`data-computer`: the
  // search's own slices, and the start of each decision to its answer, frames between included). Printed for
  // docs/ai.md, not judged here: speed is measured, not tested.
  const watch = await openBundled("grey_stones_pass.ron&computer=normal&computer-side=both", "the computer on both sides");
  await watch.waitForFunction(() => JSON.parse(document.body.dataset.computer || "{}").decisions >= 12, null, { timeout: 240_000 });
  const cost = JSON.parse(await watch.evaluate(() => document.body.dataset.computer));
  const secs = (x) => x.toFixed(2);
  console.log(
    `browser: the computer at the normal level, ${cost.decisions} decisions of Grey Stones Pass: searching ` +
    `${secs(cost.search_secs / cost.decisions)} s a decision on average, ${secs(cost.search_max)} s at most; from ` +
    `a decision's start to its answer ${secs(cost.wall_secs / cost.decisions)} s on average, ${secs(cost.wall_max)} s at most`,
  );
  fs.writeFileSync(path.join(out, "computer_times.json"), JSON.stringify(cost));
  await watch.screenshot({ path: path.join(out, "10b_computer_both_sides.png") });
  await watch.close();
  const imp = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  imp.on("console", (m) => { if (m.type() === "error") errors.push(`${m.text()} (${m.location().url || "import"})`); });
  await imp.goto(url.replace("?play&fixed-seed", ""));
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
  await imp.close();

  // Scenario links: a scenario (Hastings renamed, so the offer is seen to come from the link) carried whole in the
  // address's fragment, made by the native command line. The page opens it at start, checks it as an import, offers
  // it; Enter plays it, and a card is played. Then hostile links, each on a fresh page: too long, a control
  // character in the data (as the browser escapes it), broken compression, and a whole link whose file holds a
  // terminal escape in its name, which is refused with the importer's own message.
  const linkDir = fs.mkdtempSync(path.join(os.tmpdir(), "hexmarshal-link-"));
  const linked = fs.readFileSync(path.join(root, "scenarios/hastings_1066.ron"), "utf8").replace('name: "Hastings, 1066"', 'name: "Hastings from a link"');
  fs.writeFileSync(path.join(linkDir, "linked.ron"), linked);
  const makeLink = (file) => execFileSync(native, ["link", file, "--base", `${base}/index.html`], { encoding: "utf8" }).trim();
  const link = makeLink(path.join(linkDir, "linked.ron"));
  if (link.length > 32768) throw new Error(`the link of Hastings is ${link.length} characters`);
  const lp = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  current = lp;
  lp.on("console", (m) => { if (m.type() === "error") errors.push(`${m.text()} (link)`); });
  await lp.goto(link.replace("/index.html#", "/index.html?fixed-seed#"));
  await lp.waitForFunction(() => document.body.dataset.ready === "1", null, { timeout: 180_000 });
  await lp.waitForFunction(() => document.body.dataset.offer === "Hastings from a link", null, { timeout: 30_000 });
  await lp.waitForTimeout(800);
  await lp.screenshot({ path: path.join(out, "11_link_offer.png") });
  await lp.locator("#bevy").focus();
  await lp.keyboard.press("Enter");
  await lp.waitForFunction(() => document.body.dataset.offer === "", null, { timeout: 30_000 });
  // The new game's curtain: lifted once it is up (`data-curtain`), not after a guessed wait, which a loaded
  // machine outran (the Enter came before the game had set up, and the curtain stayed).
  await lp.waitForFunction(() => document.body.dataset.curtain === "1", null, { timeout: 60_000 });
  for (let i = 0; i < 5 && (await lp.evaluate(() => document.body.dataset.curtain)) === "1"; i++) {
    await lp.keyboard.press("Enter");
    await lp.waitForFunction(() => document.body.dataset.curtain !== "1", null, { timeout: 5_000 }).catch(() => {});
  }
  if ((await lp.evaluate(() => document.body.dataset.curtain)) === "1") throw new Error("Enter did not lift the curtain of the game from the link");
  for (let i = 0; i < 6 && Number(await lp.evaluate(() => document.body.dataset.orders || 0)) < 1; i++) {
    await lp.waitForTimeout(1200);
    await lp.keyboard.press("1");
    await lp.waitForFunction(() => Number(document.body.dataset.orders || 0) >= 1, null, { timeout: 10_000 }).catch(() => {});
  }
  await lp.waitForFunction(() => Number(document.body.dataset.orders || 0) >= 1, null, { timeout: 10_000 });
  const linkSave = await lp.evaluate(() => localStorage.getItem("hexmarshal/autosave.save.ron"));
  if (!linkSave || !linkSave.includes("Hastings from a link")) throw new Error("the game from the link is not the linked scenario");
  await lp.screenshot({ path: path.join(out, "12_link_played.png") });
  await lp.close();
  console.log(`browser: a ${link.length}-character link opened its scenario, offered it, and a card was played in it`);
  const frag = link.slice(link.indexOf("#"));
  const bomb = fs.readFileSync(path.join(root, "scenarios/hastings_1066.ron"), "utf8").replace('name: "Hastings, 1066"', 'name: "Hast\u001b[31mings"');
  fs.writeFileSync(path.join(linkDir, "escape.ron"), bomb);
  // The command line refuses to make a link of a bad file; a stranger's link is made by hand, as the format says.
  let refused = false;
  try {
    execFileSync(native, ["link", path.join(linkDir, "escape.ron")], { stdio: ["ignore", "pipe", "pipe"] });
  } catch {
    refused = true;
  }
  if (!refused) throw new Error("the command line made a link of a scenario with a terminal escape in its name");
  const zlib = await import("node:zlib");
  const escapeLink = "#scenario=1." + zlib.deflateRawSync(Buffer.from(bomb)).toString("base64url");
  const hostile = [
    ["too long", "#scenario=1." + "A".repeat(40000), "more than the 32768 a link may have"],
    ["a control character", frag.slice(0, 40) + "%1B" + frag.slice(40), "cannot be in a link"],
    ["broken compression", frag.slice(0, Math.floor(frag.length / 2)), "does not unpack"],
    ["a terminal escape in the file", escapeLink, "a control character (U+001B)"],
  ];
  for (const [what, fragment, expect] of hostile) {
    const hp = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    current = hp;
    hp.on("console", (m) => { if (m.type() === "error") errors.push(`${m.text()} (hostile link)`); });
    await hp.goto(`${base}/index.html${fragment}`);
    await hp.waitForFunction(() => document.body.dataset.ready === "1", null, { timeout: 180_000 });
    await hp.waitForFunction((e) => (document.body.dataset.status || "").includes(e), expect, { timeout: 30_000 });
    const status = await hp.evaluate(() => document.body.dataset.status);
    if (status.includes("\u001b")) throw new Error(`the refusal of a link printed a raw escape: ${status}`);
    if ((await hp.evaluate(() => document.body.dataset.offer)) !== "") throw new Error(`a hostile link (${what}) was offered`);
    if (what === "a control character") await hp.screenshot({ path: path.join(out, "13_link_refused.png") });
    await hp.close();
    console.log(`browser: a hostile link (${what}) was refused: ${status.split("\n")[0].slice(0, 140)}`);
  }

  // Online: the match server (the real binary, SQLite in a temporary folder) serves this build; a match of Hastings
  // is made over its HTTP API; one page opens the first seat by its link, a second page (the other client) the
  // second seat. The first plays a card and ends its turn, the second sees each order arrive and plays a card of
  // its own, which the first then sees.
  const serverBin = path.join(root, "target/debug/hexmarshal-server");
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "hexmarshal-online-"));
  const srv = spawn(serverBin, ["serve", "--addr", "127.0.0.1:0", "--db", `sqlite://${tmp}/online.sqlite`, "--web", dist],
    { stdio: ["ignore", "pipe", "inherit"] });
  try {
    const srvBase = await new Promise((resolve, reject) => {
      let buf = "";
      srv.stdout.on("data", (d) => { buf += d; const m = buf.match(/listening on (http:\/\/\S+)/); if (m) resolve(m[1]); });
      srv.on("exit", (c) => reject(new Error(`the match server exited (${c})`)));
      setTimeout(() => reject(new Error("the match server did not start in 30 s")), 30_000);
    });
    const scenarioText = fs.readFileSync(path.join(root, "scenarios/hastings_1066.ron"), "utf8");
    const made = await (await fetch(`${srvBase}/api/matches`, {
      method: "POST", headers: { "content-type": "application/json" },
      body: JSON.stringify({ scenario: scenarioText, side: 0, opponent: "person" }),
    })).json();
    if (!made.seats || !made.seats[0] || !made.seats[1]) throw new Error(`no seats in ${JSON.stringify(made)}`);
    const online = (p) => p.evaluate(() => (document.body.dataset.online || "").split("/"));
    const seatPage = async (token, who) => {
      const p = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      current = p;
      p.on("console", (m) => { if (m.type() === "error") errors.push(`${m.text()} (${who})`); });
      await p.goto(`${srvBase}/?server=${encodeURIComponent(srvBase)}&join=${token}`);
      await p.waitForFunction(() => document.body.dataset.ready === "1", null, { timeout: 180_000 });
      await p.waitForFunction(() => /^\d\/\d+\/connected\//.test(document.body.dataset.online || ""), null, { timeout: 60_000 });
      return p;
    };
    const first = await seatPage(made.seats[0], "the first seat");
    const second = await seatPage(made.seats[1], "the second seat");
    if ((await online(first))[0] !== "0" || (await online(second))[0] !== "1") {
      throw new Error(`the links opened the wrong seats: ${await online(first)} and ${await online(second)}`);
    }
    // A seat waiting on the server draws next to nothing too: what the server sends wakes the page, and the
    // timed wakeups (for pings and reconnecting) come every 2 s. Four a second, each drawing a frame, kept
    // SwiftShader so busy that the second page took 40 s to load.
    await first.waitForTimeout(1000);
    const onlineFrames = async () => Number(await first.evaluate(() => document.body.dataset.frames || 0));
    const onlineIdle0 = await onlineFrames();
    await first.waitForTimeout(3000);
    const onlineIdle = (await onlineFrames()) - onlineIdle0;
    console.log(`browser online: a seat waiting on the server drew ${onlineIdle} frame(s) in 3 s`);
    if (onlineIdle > 5) throw new Error(`a seat waiting on the server drew ${onlineIdle} frames in 3 s (bound: 5)`);
    await first.screenshot({ path: path.join(out, "30_online_first_seat.png") });
    await first.locator("#bevy").focus();
    await first.keyboard.press("1");
    await second.waitForFunction(() => Number((document.body.dataset.online || "").split("/")[1]) >= 1, null, { timeout: 60_000 });
    console.log(`browser online: the first seat played a card; the second seat sees ${(await online(second)).join("/")}`);
    // The first seat goes through its steps (Enter) and ends its turn (the End turn button) until the second may act.
    for (let i = 0; i < 16 && (await online(second))[3] !== "turn"; i++) {
      const before = (await online(first))[1];
      await first.keyboard.press("Enter");
      await first.waitForTimeout(900);
      if ((await online(first))[1] === before) {
        const lay = JSON.parse((await first.evaluate(() => document.body.dataset.layout)) || "{}");
        const end = ((lay.named || []).find(([k]) => k === "end") || [])[1];
        if (end) await first.mouse.click(end[0] + end[2] / 2, end[1] + end[3] / 2);
        await first.waitForTimeout(900);
      }
    }
    if ((await online(second))[3] !== "turn") throw new Error(`the second seat never got the turn: ${await online(second)}`);
    const atSwap = Number((await online(second))[1]);
    // Under load a key can land on a frame that does not take it (CI once lost this one and waited out the minute),
    // so the second seat presses again, up to four times 10 s apart, while its own page shows no new order.
    await second.locator("#bevy").focus();
    let presses = 0;
    while (presses < 4 && Number((await online(second))[1]) <= atSwap) {
      await second.keyboard.press("1");
      presses += 1;
      await second.waitForFunction((n) => Number((document.body.dataset.online || "").split("/")[1]) > n, atSwap, { timeout: 10_000 }).catch(() => {});
    }
    if (Number((await online(second))[1]) <= atSwap) {
      throw new Error(`the second seat's card did not go through in ${presses} presses: ${await online(second)} (status: ${await second.evaluate(() => document.body.dataset.status || "")})`);
    }
    console.log(`browser online: the second seat played a card (${presses} press(es))`);
    await first.waitForFunction((n) => Number((document.body.dataset.online || "").split("/")[1]) > n, atSwap, { timeout: 60_000 })
      .catch(async (e) => { throw new Error(`the first seat never saw the second's card: first ${await online(first)}, second ${await online(second)}: ${e.message}`); });
    await first.waitForTimeout(1000);
    await second.screenshot({ path: path.join(out, "31_online_second_seat.png") });
    await first.screenshot({ path: path.join(out, "32_online_first_sees_second.png") });
    const status = await (await fetch(`${srvBase}/api/seat/${made.seats[1]}`)).json();
    console.log(`browser online: two clients played ${status.orders} orders through the server; both pages show ${(await online(first))[1]}`);
    if (Number((await online(first))[1]) !== status.orders || Number((await online(second))[1]) !== status.orders) {
      throw new Error(`the pages are not at the server's ${status.orders} orders: ${await online(first)} / ${await online(second)}`);
    }
    await first.close();
    await second.close();
  } finally {
    srv.kill();
  }

  // Layouts. The game reports where it drew its parts (data-layout) and where a tap can act (data-targets); the
  // checks read them: no two top-bar items overlap or leave the window, the map keeps a fair share of the window,
  // and the last card of the hand can be brought into view.
  const overlaps = (a, b) => a[0] < b[0] + b[2] - 0.5 && b[0] < a[0] + a[2] - 0.5 && a[1] < b[1] + b[3] - 0.5 && b[1] < a[1] + a[3] - 0.5;
  const json = async (page, key) => JSON.parse(await page.evaluate((k) => document.body.dataset[k] || "null", key));
  const until = async (page, key, test, what) => {
    for (let i = 0; i < 100; i++) {
      const v = await json(page, key);
      if (v && test(v)) return v;
      await page.waitForTimeout(200);
    }
    throw new Error(`timed out waiting for ${what}`);
  };
  const named = (lay, n) => (lay.named.find(([k]) => k === n) || [])[1];
  const centre = (r) => [r[0] + r[2] / 2, r[1] + r[3] / 2];
  const checkLayout = (lay, w, h, label) => {
    const bar = lay.bar.filter((r) => r[2] > 0 && r[3] > 0);
    for (let i = 0; i < bar.length; i++) {
      const r = bar[i];
      if (r[0] < -0.5 || r[1] < -0.5 || r[0] + r[2] > w + 0.5) throw new Error(`${label}: a top-bar item leaves the window: ${r}`);
      for (let j = i + 1; j < bar.length; j++) if (overlaps(r, bar[j])) throw new Error(`${label}: top-bar items overlap: ${r} and ${bar[j]}`);
    }
    const share = (lay.map[2] * lay.map[3]) / (w * h);
    if (share < 0.4) throw new Error(`${label}: the map has only ${Math.round(share * 100)}% of the window`);
    // A card's title wraps beside its help button, never under it, and stays on the card.
    lay.card_titles.forEach(([title, help], i) => {
      if (help && overlaps(title, help)) throw new Error(`${label}: card ${i}'s title ${title} runs under its help button ${help}`);
      const c = lay.cards[i];
      if (c && (title[0] < c[0] - 0.5 || title[0] + title[2] > c[0] + c[2] + 0.5)) throw new Error(`${label}: card ${i}'s title ${title} leaves the card ${c}`);
    });
    // A decision is docked beside or below the map, never over it.
    const decision = named(lay, "decision");
    if (decision && overlaps(decision, lay.map)) throw new Error(`${label}: the decision ${decision} covers the map ${lay.map}`);
    return `${bar.length} bar items apart, map ${Math.round(share * 100)}% of the window${decision ? ", the decision docked off it" : ""}`;
  };
  // Touch through the DevTools protocol: fingers down, moved in steps, lifted.
  const fingers = (page) => page.context().newCDPSession(page);
  const touch = (cdp, type, pts) => cdp.send("Input.dispatchTouchEvent", { type, touchPoints: pts.map(([x, y], id) => ({ x, y, id })) });
  const gesture = async (page, cdp, from, to, steps = 12) => {
    await touch(cdp, "touchStart", from);
    for (let i = 1; i <= steps; i++) {
      await touch(cdp, "touchMove", from.map((p, k) => [p[0] + ((to[k][0] - p[0]) * i) / steps, p[1] + ((to[k][1] - p[1]) * i) / steps]));
      await page.waitForTimeout(60);
    }
    await touch(cdp, "touchEnd", []);
    await page.waitForTimeout(500);
  };
  // The hand: if its cards do not all fit, scroll the row to its end (a finger, or the wheel) and see the last card.
  const reachHand = async (page, label, cdp) => {
    let lay = await json(page, "layout");
    const v = lay.hand_view;
    if (!v || !lay.cards.length) throw new Error(`${label}: no hand drawn`);
    const n = lay.cards.length;
    if (lay.hand_content_width > v[2] + 1) {
      for (let i = 0; i < 4; i++) {
        if (cdp) await gesture(page, cdp, [[v[0] + v[2] - 10, v[1] + 24]], [[v[0] + 10, v[1] + 24]]);
        else { await page.mouse.move(v[0] + v[2] / 2, v[1] + v[3] / 2); await page.mouse.wheel(600, 0); await page.waitForTimeout(400); }
        lay = await json(page, "layout");
        const l = lay.cards[n - 1];
        if (l[0] >= v[0] - 1 && l[0] + l[2] <= v[0] + v[2] + 1) break;
      }
    }
    const l = lay.cards[n - 1];
    if (l[0] < v[0] - 1 || l[0] + l[2] > v[0] + v[2] + 1) throw new Error(`${label}: the last of ${n} cards (${l}) cannot be brought into the hand's view (${v})`);
    return `${n} cards, ${lay.hand_content_width > v[2] + 1 ? "scrolled to the last" : "all in view"}`;
  };
  for (const [w, h] of [[1280, 720], [1024, 768]]) {
    const page = await browser.newPage({ viewport: { width: w, height: h } });
    page.on("console", (m) => { if (m.type() === "error") errors.push(`${m.text()} (${m.location().url || `${w}x${h}`})`); });
    await page.goto(url);
    await page.waitForFunction(() => document.body.dataset.ready === "1", null, { timeout: 180_000 });
    await page.waitForTimeout(1000);
    await page.locator("#bevy").focus();
    await page.keyboard.press("Enter");
    await until(page, "layout", (l) => named(l, "next") && l.cards.length > 0, `the ${w}x${h} game screen`);
    await page.waitForTimeout(800);
    const lay = await json(page, "layout");
    await page.screenshot({ path: path.join(out, `10_game_${w}x${h}.png`) });
    console.log(`browser: ${w}x${h} game (${lay.fit}): ${checkLayout(lay, w, h, `${w}x${h}`)}; ${await reachHand(page, `${w}x${h}`)}`);
    await page.close();
    const ed = await browser.newPage({ viewport: { width: w, height: h } });
    await ed.goto(url.replace("?play", "?editor"));
    await ed.waitForFunction(() => document.body.dataset.ready === "1", null, { timeout: 180_000 });
    const map = await until(ed, "map", (m) => m[2] > 0, `the ${w}x${h} editor`);
    await ed.waitForTimeout(800);
    await ed.screenshot({ path: path.join(out, `11_editor_${w}x${h}.png`) });
    if ((map[2] * map[3]) / (w * h) < 0.35) throw new Error(`${w}x${h} editor: the map has only ${map}`);
    await ed.close();
  }
  // A decision on a phone (issue 41): the 9th Age opens on one. Held upright it is a sheet below the map, held
  // sideways a column beside it; in neither does it cover the map, and it is answered held sideways.
  {
    const decCtx = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });
    const dec = await decCtx.newPage();
    dec.on("console", (m) => { if (m.type() === "error") errors.push(`${m.text()} (${m.location().url || "phone decision"})`); });
    await dec.goto(url.replace("?play", "?play=hollow_tor.ron"));
    await dec.waitForFunction(() => document.body.dataset.ready === "1", null, { timeout: 180_000 });
    let dl = await until(dec, "layout", (l) => named(l, "curtain"), "the 9th Age curtain on the phone");
    await dec.touchscreen.tap(...centre(named(dl, "curtain")));
    dl = await until(dec, "layout", (l) => named(l, "decision"), "a decision on the phone held upright");
    await dec.waitForTimeout(500);
    const upright = checkLayout(await json(dec, "layout"), 390, 844, "390x844 with a decision");
    await dec.screenshot({ path: path.join(out, "20_phone_decision.png") });
    await dec.setViewportSize({ width: 844, height: 390 });
    await until(dec, "layout", (l) => l.window[2] > 800 && named(l, "decision"), "the decision held sideways");
    await dec.waitForTimeout(500);
    const side = checkLayout(await json(dec, "layout"), 844, 390, "844x390 with a decision");
    await dec.screenshot({ path: path.join(out, "21_phone_decision_sideways.png") });
    await dec.locator("#bevy").focus();
    await dec.keyboard.press("1");
    await dec.waitForFunction(() => Number(document.body.dataset.orders || 0) >= 1, null, { timeout: 30_000 });
    console.log(`browser: a decision on the phone: upright ${upright}; sideways ${side}; answered sideways`);
    await decCtx.close();
  }
  // A phone held upright, played by touch only: lift the curtain, play a card, pick a unit and move it, long-press
  // a hex for what hovering shows, pinch to zoom, open the side panel's drawer, scroll the hand; then the autosave
  // replays natively to the same hash.
  const phoneCtx = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });
  const phone = await phoneCtx.newPage();
  current = phone;
  phone.on("console", (m) => { if (m.type() === "error") errors.push(`${m.text()} (${m.location().url || "phone"})`); });
  await phone.goto(url);
  await phone.waitForFunction(() => document.body.dataset.ready === "1", null, { timeout: 180_000 });
  let lay = await until(phone, "layout", (l) => named(l, "curtain"), "the curtain on the phone");
  await phone.screenshot({ path: path.join(out, "12_phone_curtain.png") });
  await phone.touchscreen.tap(...centre(named(lay, "curtain")));
  await until(phone, "layout", (l) => l.fit === "Narrow" && named(l, "next") && l.plays.length > 0, "the phone's game screen");
  await phone.waitForTimeout(800);
  lay = await json(phone, "layout");
  await phone.screenshot({ path: path.join(out, "13_phone_board.png") });
  console.log(`browser: 390x844 game: ${checkLayout(lay, 390, 844, "390x844")}`);
  // The card's units: tap one to order it, Next step, tap it again to select it, tap one of its moves. Each tap
  // is aimed once the screen has settled (the bar's hint changes height, and the map with it), and tried again if
  // the game did not move on.
  const phoneOrders = async () => Number(await phone.evaluate(() => document.body.dataset.orders || 0));
  const tapFor = async (where, done, what) => {
    for (let i = 0; i < 4; i++) {
      await phone.waitForTimeout(800);
      const p = await where();
      if (p) {
        await phone.touchscreen.tap(...p);
        for (let k = 0; k < 15 && !(await done()); k++) await phone.waitForTimeout(200);
        if (await done()) return;
      }
    }
    throw new Error(`phone: ${what} did not happen by touch`);
  };
  const targets = () => json(phone, "targets");
  await tapFor(async () => centre((await json(phone, "layout")).plays[0]), async () => (await phoneOrders()) >= 1, "playing a card");
  console.log("browser: phone: a card played by tap");
  await tapFor(async () => (await targets()).pick[0], async () => (await phoneOrders()) >= 2, "ordering a unit");
  console.log("browser: phone: a unit ordered by tap");
  await tapFor(async () => centre(named(await json(phone, "layout"), "next")), async () => (await phoneOrders()) >= 3, "Next step");
  console.log("browser: phone: Next step tapped");
  await tapFor(async () => (await targets()).act[0], async () => (await targets()).moves.length > 0, "selecting the ordered unit");
  await phone.screenshot({ path: path.join(out, "14_phone_picked.png") });
  const beforeMove = await phoneOrders();
  await tapFor(async () => (await targets()).moves[0], async () => (await phoneOrders()) > beforeMove, "moving the unit");
  await phone.waitForTimeout(800);
  const cdp = await fingers(phone);
  const m = lay.map;
  await gesture(phone, cdp, [[m[0] + m[2] / 2, m[1] + m[3] / 2]], [[m[0] + m[2] / 2, m[1] + m[3] / 2]], 14);
  await until(phone, "targets", (t) => t.hover, "a long press to show what hovering shows");
  await phone.screenshot({ path: path.join(out, "15_phone_long_press.png") });
  const zoom = (await json(phone, "targets")).zoom;
  const c = [m[0] + m[2] / 2, m[1] + m[3] / 2];
  await gesture(phone, cdp, [[c[0] - 30, c[1]], [c[0] + 30, c[1]]], [[c[0] - 120, c[1]], [c[0] + 120, c[1]]]);
  const zoomed = (await until(phone, "targets", (t) => t.zoom < zoom * 0.8, "a pinch to zoom in")).zoom;
  await phone.screenshot({ path: path.join(out, "16_phone_pinched.png") });
  lay = await json(phone, "layout");
  await phone.touchscreen.tap(...centre(named(lay, "info")));
  await phone.waitForTimeout(1000);
  await phone.screenshot({ path: path.join(out, "17_phone_info_drawer.png") });
  // The rules help, from the drawer: over the whole phone screen, then closed again.
  await phone.touchscreen.tap(...centre(named(await json(phone, "layout"), "help")));
  lay = await until(phone, "layout", (l) => named(l, "help-window") && named(l, "help-close"), "the rules help on the phone");
  const helpBox = named(lay, "help-window");
  if (helpBox[2] < 370 || helpBox[3] < 800) throw new Error(`phone: the rules help does not fill the screen: ${helpBox}`);
  await phone.screenshot({ path: path.join(out, "17b_phone_rules.png") });
  await phone.touchscreen.tap(...centre(named(lay, "help-close")));
  await until(phone, "layout", (l) => !named(l, "help-window") && named(l, "next"), "the rules help closed on the phone");
  console.log(`browser: phone: the rules help opened over the screen (${helpBox}) and closed`);
  const handNote = await reachHand(phone, "390x844", cdp);
  await phone.screenshot({ path: path.join(out, "18_phone_hand.png") });
  // Turned sideways and back: the game goes on where it was (same orders, same hash), and the layout fits each way;
  // held sideways, the hand folds away (Hide) to give the map the window.
  const hashBefore = await phone.evaluate(() => `${document.body.dataset.orders}/${document.body.dataset.hash}`);
  await phone.setViewportSize({ width: 844, height: 390 });
  lay = await until(phone, "layout", (l) => l.window[2] > 800 && named(l, "fold"), "the layout held sideways");
  await phone.touchscreen.tap(...centre(named(lay, "fold")));
  lay = await until(phone, "layout", (l) => l.window[2] > 800 && l.cards.length === 0, "the hand folded away");
  await phone.waitForTimeout(800);
  await phone.screenshot({ path: path.join(out, "19_phone_sideways.png") });
  // The panels settle a frame after the fold: the layout as it is now.
  const sideways = checkLayout(await json(phone, "layout"), 844, 390, "844x390");
  await phone.touchscreen.tap(...centre(named(await json(phone, "layout"), "fold")));
  await until(phone, "layout", (l) => l.cards.length > 0, "the hand shown again");
  await phone.setViewportSize({ width: 390, height: 844 });
  lay = await until(phone, "layout", (l) => l.window[2] < 400 && l.cards.length > 0, "the layout upright again");
  const hashAfter = await phone.evaluate(() => `${document.body.dataset.orders}/${document.body.dataset.hash}`);
  if (hashAfter !== hashBefore) throw new Error(`turning the phone changed the game: ${hashBefore} -> ${hashAfter}`);
  console.log(`browser: 844x390 (turned sideways, hand hidden): ${sideways}; turned back, the game is where it was (${hashAfter})`);
  // The rest of the turn by touch: End turn (after Next step where the turn is not over yet), then the curtain
  // for the other side, lifted by a tap: a whole turn of the default scenario played on a phone.
  const ordersBeforeEnd = await phoneOrders();
  for (let i = 0; i < 6; i++) {
    const l = await json(phone, "layout");
    if (named(l, "curtain")) break;
    await tapFor(async () => centre(named(await json(phone, "layout"), i % 2 === 0 ? "end" : "next")),
      async () => (await phoneOrders()) > ordersBeforeEnd + i || !!named(await json(phone, "layout"), "curtain"), "ending the turn")
      .catch(() => {});
  }
  lay = await until(phone, "layout", (l) => named(l, "curtain"), "the curtain for the other side");
  // At once, not after a moment: the curtain must cover the table from its first frame.
  await phone.screenshot({ path: path.join(out, "22_phone_next_curtain.png") });
  await phone.touchscreen.tap(...centre(named(lay, "curtain")));
  await until(phone, "layout", (l) => named(l, "next") && !named(l, "curtain"), "the other side at the table");
  await phone.waitForTimeout(800);
  await phone.screenshot({ path: path.join(out, "23_phone_other_side.png") });
  console.log(`browser: phone: the turn ended by touch and the other side took the seat (${await phoneOrders()} orders)`);
  const phoneHash = await replayAutosave(phone, 5, "medieval", "phone.save.ron", "20_phone_end.png", "phone");
  console.log(`browser: 390x844 by touch: card played, unit ordered and moved, turn ended, long press shown, pinch zoomed ${zoom.toFixed(2)} -> ${zoomed.toFixed(2)}, drawer opened, hand ${handNote}; the native replay ends with the same hash ${phoneHash}`);
  await phone.close();
  const edPhone = await phoneCtx.newPage();
  await edPhone.goto(url.replace("?play", "?editor"));
  await edPhone.waitForFunction(() => document.body.dataset.ready === "1", null, { timeout: 180_000 });
  current = edPhone;
  const edMap = await until(edPhone, "map", (v) => v[2] > 0, "the phone's editor");
  await edPhone.waitForTimeout(800);
  await edPhone.screenshot({ path: path.join(out, "21_phone_editor.png") });
  if ((edMap[2] * edMap[3]) / (390 * 844) < 0.4) throw new Error(`390x844 editor: the map has only ${edMap}`);
  // The editor by touch: open Tools, take the terrain tool, close the drawer, tap a hex and drag across others;
  // each paints (the document's generation moves).
  // A tap can land on a frame that does not take it (a page drawing in software under load, half a second a
  // frame): tap again, up to four times, while the drawer has not opened, waiting long enough between taps that a
  // late opening is not closed by the next tap.
  let terrainTool;
  let toolTaps = 0;
  for (let i = 0; i < 4 && !terrainTool; i++) {
    toolTaps++;
    const edLay = await until(edPhone, "layout", (l) => named(l, "tools"), "the editor's Tools button");
    await edPhone.touchscreen.tap(...centre(named(edLay, "tools")));
    for (let k = 0; k < 40 && !terrainTool; k++) {
      const l = await json(edPhone, "layout");
      terrainTool = l && named(l, "tool-terrain");
      if (!terrainTool) await edPhone.waitForTimeout(200);
    }
  }
  if (!terrainTool) throw new Error("phone editor: the tools drawer did not open by touch");
  await edPhone.touchscreen.tap(...centre(terrainTool));
  await edPhone.waitForTimeout(500);
  await edPhone.touchscreen.tap(...centre(named(await json(edPhone, "layout"), "tools")));
  await edPhone.waitForTimeout(800);
  const gen = async () => (await edPhone.evaluate(() => document.body.dataset.editor || "")).replace("*", "");
  const g0 = await gen();
  const em = await json(edPhone, "map");
  await edPhone.touchscreen.tap(em[0] + em[2] / 2, em[1] + em[3] / 2);
  await edPhone.waitForFunction((g) => (document.body.dataset.editor || "").replace("*", "") !== g, g0, { timeout: 10_000 });
  const g1 = await gen();
  const painted = async () => Number(await edPhone.evaluate(() => document.body.dataset.painted || "0"));
  const p1 = await painted();
  const edCdp = await fingers(edPhone);
  await gesture(edPhone, edCdp, [[em[0] + em[2] * 0.2, em[1] + em[3] * 0.3]], [[em[0] + em[2] * 0.8, em[1] + em[3] * 0.3]]);
  await edPhone.waitForFunction((g) => (document.body.dataset.editor || "").replace("*", "") !== g, g1, { timeout: 10_000 });
  // The drag crosses six tenths of the map's width (hexes about a sixth of it wide): a row of hexes, not one dab,
  // however few frames the page drew during it.
  let p2 = await painted();
  for (let k = 0; k < 50 && p2 - p1 < 3; k++) {
    await edPhone.waitForTimeout(200);
    p2 = await painted();
  }
  if (p2 - p1 < 3) throw new Error(`390x844 editor: a drag across the map painted ${p2 - p1} hex(es), not a row`);
  await edPhone.waitForTimeout(500);
  await edPhone.screenshot({ path: path.join(out, "24_phone_editor_painted.png") });
  console.log(`browser: 390x844 editor by touch: the terrain tool taken from the drawer (${toolTaps} tap(s) on Tools), a hex painted by a tap and a row of ${p2 - p1} by a drag (generation ${g0} -> ${await gen()})`);
  await phoneCtx.close();
  if (errors.length) throw new Error(`console errors:\n${errors.join("\n")}`);
} catch (e) {
  failed = true;
  console.error(`browser test failed: ${e.message || e}`);
  if (current) await current.screenshot({ path: path.join(out, "failed.png") }).catch(() => {});
  if (errors.length) console.error(errors.join("\n"));
} finally {
  await browser.close();
  server.close();
}
process.exit(failed ? 1 : 0);

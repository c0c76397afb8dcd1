// The ready-time bench: serves web/dist on localhost (web/serve.mjs: the .gz copy where the page accepts gzip), opens
// the page in headless Chromium a few times, each in a fresh context with an empty cache, and prints the time from
// navigation to the app's ready marker, each and the median.
//   node web/ready.mjs [RUNS] [QUERY]      e.g. node web/ready.mjs 5 play
// Build web/dist first: web/build.sh (release, the figure the goal is about) or web/build.sh ci.
import { serveDist, launchChromium } from "./serve.mjs";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dist = path.join(root, "web/dist");
const runs = Number(process.argv[2] || 5);
const query = process.argv[3] ?? "play";
const { server, base } = await serveDist(dist);
const url = `${base}/index.html${query ? `?${query}` : ""}`;
const wasm = path.join(dist, "hexmarshal_bg.wasm");
const mib = (f) => (fs.statSync(f).size / 1048576).toFixed(1);
console.log(`ready bench: ${url}, hexmarshal_bg.wasm ${mib(wasm)} MiB${fs.existsSync(wasm + ".gz") ? ` (served gzip: ${mib(wasm + ".gz")} MiB)` : ""}`);

const browser = await launchChromium();
const times = [];
try {
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const t0 = Date.now();
    await page.goto(url);
    await page.waitForFunction(() => document.body.dataset.ready === "1", null, { timeout: 120_000, polling: 20 });
    times.push(Date.now() - t0);
    console.log(`run ${i + 1}: ready after ${times[i]} ms`);
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
const sorted = [...times].sort((a, b) => a - b);
console.log(`median ${sorted[Math.floor(sorted.length / 2)]} ms, best ${sorted[0]} ms, worst ${sorted[sorted.length - 1]} ms`);

// Times the computer's decisions in the browser for docs/ai.md (not part of the test command): serves web/dist,
// opens a bundled scenario with the computer at a level on both sides in headless Chromium (SwiftShader), waits for
// N decisions and prints what the page reports (`data-computer`). Build first with `web/build.sh ci`.
//   node web/measure_computer.mjs [SCENARIO] [LEVEL] [DECISIONS]
import { serveDist, launchChromium } from "./serve.mjs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [scenario = "grey_stones_pass.ron", level = "normal", want = "80"] = process.argv.slice(2);
const { server, base } = await serveDist(path.join(root, "web/dist"));
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${base}/index.html?play=${scenario}&computer=${level}&computer-side=both&fixed-seed`);
  await page.waitForFunction(() => document.body.dataset.ready === "1", null, { timeout: 180_000 });
  const n = Number(want);
  await page.waitForFunction((k) => JSON.parse(document.body.dataset.computer || "{}").decisions >= k, n, {
    timeout: 1_800_000,
    polling: 1000,
  });
  const c = JSON.parse(await page.evaluate(() => document.body.dataset.computer));
  const f = (x) => x.toFixed(2);
  console.log(
    `${scenario} ${level}: ${c.decisions} decisions; search ${f(c.search_secs / c.decisions)} s on average, ` +
      `${f(c.search_max)} s at most; start to answer ${f(c.wall_secs / c.decisions)} s on average, ${f(c.wall_max)} s at most`,
  );
} finally {
  await browser.close();
  server.close();
}

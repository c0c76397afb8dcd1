// What the browser test and the ready bench share: a static server for web/dist on localhost (the precompressed .gz
// copy where there is one and the page accepts gzip, as a static server would) and headless Chromium with WebGL
// through SwiftShader.
import { chromium } from "playwright-core";
import http from "node:http";
import fs from "node:fs";
import path from "node:path";

const types = { ".html": "text/html", ".js": "text/javascript", ".wasm": "application/wasm" };

/// Serves the folder `dist` on a free port of 127.0.0.1; resolves to the server and its base address.
export async function serveDist(dist) {
  const server = http.createServer((req, res) => {
    const p = path.join(dist, decodeURIComponent(new URL(req.url, "http://x").pathname));
    const file = p.endsWith("/") ? path.join(p, "index.html") : p;
    if (!file.startsWith(dist) || !fs.existsSync(file)) { console.log(`server: 404 ${req.url}`); res.writeHead(404); res.end(); return; }
    const headers = { "content-type": types[path.extname(file)] || "application/octet-stream" };
    let body;
    if ((req.headers["accept-encoding"] || "").includes("gzip") && fs.existsSync(file + ".gz")) {
      body = fs.readFileSync(file + ".gz");
      headers["content-encoding"] = "gzip";
    } else {
      body = fs.readFileSync(file);
    }
    headers["content-length"] = body.length;
    res.writeHead(200, headers);
    res.end(body);
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  return { server, base: `http://127.0.0.1:${server.address().port}` };
}

/// Headless Chromium (CHROMIUM, or Debian's) drawing WebGL through SwiftShader.
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: ["--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--no-sandbox", "--ignore-gpu-blocklist"],
  });
}

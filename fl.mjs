import { chromium } from "playwright-core";
import zlib from "node:zlib";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu","--disable-background-networking"] });
const page = await browser.newPage();
const files = [];
page.on("response", async (r) => { const b = await r.body().catch(() => null); if (r.status() >= 400) console.log("ERR", r.status(), r.url()); if (b) files.push([new URL(r.url()).pathname, b.length, zlib.brotliCompressSync(b).length]); });
await page.goto("http://127.0.0.1:9000" + (process.argv[2] ?? "/configuration/output/"), { waitUntil: "networkidle" });
await page.waitForTimeout(1000);
let js = 0, data = 0;
for (const [p, raw, br] of files) { console.log(p, raw, br); if (p.endsWith(".js")) js += br; if (p.includes("-data")) data += br; }
console.log("JS", js, "data", data, "sum", js + data);
await browser.close();

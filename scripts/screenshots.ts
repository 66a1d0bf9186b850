// Screenshots of pages at phone and desktop width, for looking at what we built:
//   node --import tsx scripts/screenshots.ts [baseUrl] [path ...]
// Writes PNGs to e2e/screenshots/ (not committed).
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ["/pagina/contact", "/en/page/contact"];
const outDir = new URL("../e2e/screenshots/", import.meta.url).pathname;
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 500 ? 800 : 900 } });
  for (const path of targets) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    const name = `${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}.png`;
    await page.screenshot({ path: outDir + name, fullPage: true });
    console.log(outDir + name);
  }
  await page.close();
}
await browser.close();

// Screenshots of pages at phone and desktop width, for looking at what we built:
//   node --import tsx scripts/screenshots.ts [baseUrl] [path ...]
// SHOT_WIDTHS=320,360 picks other widths than the default 375 and 1280; SHOT_JS=0 shows the
// pages as a visitor without JavaScript gets them.
// Writes PNGs to e2e/screenshots/ (not committed).
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../e2e/chromium";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ["/pagina/contact", "/en/page/contact"];
const outDir = new URL("../e2e/screenshots/", import.meta.url).pathname;
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch(chromiumLaunchOptions);
const scripts = process.env.SHOT_JS !== "0";
const widths = (process.env.SHOT_WIDTHS ?? "375,1280").split(",").map(Number);
for (const width of widths) {
  const page = await browser.newPage({
    viewport: { width, height: width < 500 ? 800 : 900 },
    javaScriptEnabled: scripts,
  });
  // The cookie banner would cover every shot; SHOT_CONSENT=0 keeps it.
  if (process.env.SHOT_CONSENT !== "0") {
    await page.context().addCookies([{ name: "cookie_consent", value: "basic", url: base }]);
  }
  for (const path of targets) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    // Scroll through the page so lazy images load before the full-page capture (evaluate needs
    // JavaScript; without it the pictures below the first screen may stay empty).
    if (scripts) {
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
    }
    // Sections far below the first screen are drawn only when they come near
    // (content-visibility); a full-page capture would show them empty.
    await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
    const name = `${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}.png`;
    const full = await page.screenshot({ path: outDir + name, fullPage: true });
    console.log(outDir + name);
    // Slices a viewer can show at full size: one per 1.5 screens. The height is the PNG's own
    // (IHDR), which works with JavaScript off too.
    const height = full.readUInt32BE(20);
    const slice = width < 500 ? 1200 : 1350;
    for (let y = 0, i = 0; y < height; y += slice, i++) {
      const file = `${outDir}${name.replace(".png", "")}.${i}.png`;
      await page.screenshot({
        path: file,
        fullPage: true,
        clip: { x: 0, y, width, height: Math.min(slice, height - y) },
      });
    }
  }
  await page.close();
}
await browser.close();

import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../e2e/chromium";
const base = process.argv[2];
const paths = process.argv.slice(3);
const browser = await chromium.launch(chromiumLaunchOptions);
for (const width of [375, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: width < 500 ? 800 : 900 } });
  await ctx.addCookies([{ name: "cookie_consent", value: "basic", url: base }]);
  const page = await ctx.newPage();
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    const form = page.locator("main form, main .form-outcome, main .donation-return").first();
    const name = `${path.replace(/\W+/g, "_")}-${width}.png`;
    if (await form.count()) await form.screenshot({ path: `/tmp/fshots/${name}` });
    else await page.screenshot({ path: `/tmp/fshots/${name}` });
  }
  await ctx.close();
}
await browser.close();

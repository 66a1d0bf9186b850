// Two visitors get the same cached production page from Varnish; each follows its sales link in
// Debian's Chromium. The ticket shop must see a different view id from each, made in their
// browsers, while the shared copy itself holds none.
import { chromium } from "@playwright/test";

type Check = (name: string, ok: boolean, detail: string) => void;

const PAGE = "/voorstelling/de-notenkraker";
const SHOP = "tickets.theater-amsterdam.example";

export async function checkViewIds(base: string, check: Check) {
  const html = await (
    await fetch(`${base}${PAGE}`, { headers: { "user-agent": "Mozilla/5.0 Chrome/131.0" } })
  ).text();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const seen: { viewId: string | null; cache: string | null }[] = [];
  try {
    for (let visitor = 0; visitor < 2; visitor++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      let followed: string | null = null;
      await page.route(`https://${SHOP}/**`, async (route) => {
        followed = route.request().url();
        await route.fulfill({ status: 200, contentType: "text/html", body: "<p>shop</p>" });
      });
      const response = await page.goto(`${base}${PAGE}`, { waitUntil: "networkidle" });
      const link = page.locator(`a[href*="${SHOP}"]`).first();
      await link.click();
      await page.waitForURL(new RegExp(SHOP), { timeout: 10_000 }).catch(() => {});
      const url = followed as string | null;
      seen.push({
        viewId: url ? new URL(url).searchParams.get("view_id") : null,
        cache: response?.headers()["x-cache"] ?? null,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const [a, b] = seen;
  check(
    "no two page views share a view id",
    !html.includes("view_id") &&
      !!a?.viewId &&
      !!b?.viewId &&
      a.viewId !== b.viewId &&
      b.cache === "HIT",
    `cached copy holds ${html.includes("view_id") ? "a view_id" : "no view_id"}; view ids ${a?.viewId} (${a?.cache}) and ${b?.viewId} (${b?.cache})`,
  );
}

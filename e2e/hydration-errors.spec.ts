// No page throws or warns while it hydrates (decision 0041). A part in a chunk of its own (the
// page forms, calendar and cookie banner) still server HTML waiting for its code when an urgent
// update reached it would make React drop the HTML and report error #421; the browser loads
// those chunks before it hydrates. Each template is loaded three times with the console
// watched: as a returning visitor, and twice on a slow phone (4× slower CPU, every on-demand
// chunk 1.5 s late) as visitors whose pages change under those parts: a first visit (the cookie
// banner) pressing the skip link, and a visitor whose wish list arrives from the account site.
import type { BrowserContext, Page } from "@playwright/test";
import { DEMO_CMS, firstListedUrl, hydrated } from "./support";
import { expect, test } from "./test";

const TEMPLATES: readonly (readonly [string, string | (() => Promise<string>)])[] = [
  ["home", "/"],
  ["home (en)", "/en"],
  ["agenda", "/agenda"],
  ["production with the calendar", "/voorstelling/de-notenkraker"],
  ["promoted musical", "/voorstelling/de-grote-musical"],
  ["premiere", "/voorstelling/premiere-de-grote-musical"],
  ["production with a presale", "/voorstelling/sterrennacht"],
  ["news list", "/nieuws"],
  ["news item", () => firstListedUrl("news-page-list-nl")],
  ["search", "/zoeken?q=hamlet"],
  ["content page with a form", "/pagina/terugbelverzoek"],
  ["multi-step form", "/pagina/word-donateur"],
  ["fund home", "/pagina/carrefonds"],
  ["not found", "/pagina/deze-pagina-bestaat-niet"],
];

/** Chunks the HTML does not name: on-demand parts (named after their module). */
const onDemandChunk = (url: URL) =>
  /^\/build\/_shared\/(?!chunk-)[\w-]+-[A-Z0-9]{8}\.js$/.test(url.pathname);
const LATE_MS = 1_500;
const VIEWPORT = { width: 1280, height: 800 };

/** Every error, warning and uncaught exception the page reports. */
function watch(page: Page, path: string): string[] {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() !== "error" && message.type() !== "warning") return;
    // The not-found page's own status, which the browser logs as a failed resource.
    const own = new URL(message.location().url || "about:blank", "http://x").pathname === path;
    if (own && /status of 404/.test(message.text())) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  return problems;
}

async function slowPhone(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.route(onDemandChunk, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, LATE_MS));
    await route.continue();
  });
}

/** Scrolls through the page and waits until nothing more loads. */
async function readToTheEnd(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  await page.waitForLoadState("networkidle");
}

async function logInToWishlist(page: Page, back: string) {
  await page.goto(`${DEMO_CMS}/account/login?return=${encodeURIComponent(back)}`);
  await page.getByLabel("Uw naam").fill("Hydratie");
  await page.getByRole("button", { name: "Inloggen" }).click();
  await page.waitForURL(back);
}

test.describe("hydration without errors", () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ viewport: VIEWPORT });

  for (const [name, where] of TEMPLATES) {
    test(`${name}: three visits, none with an error or warning`, async ({
      browser,
      page,
      baseURL,
    }) => {
      const path = typeof where === "string" ? where : await where();
      const pathname = new URL(path, baseURL).pathname;

      const returning = watch(page, pathname);
      await page.goto(path);
      await hydrated(page);
      await readToTheEnd(page);
      expect(returning, "returning visitor").toEqual([]);

      // A first visit: the banner is server HTML waiting for its chunk when the skip link
      // changes the location (an urgent update from the router).
      // Contexts made here take the config's options: a first visit clears its cookie choice.
      const first = await browser.newContext({ storageState: { cookies: [], origins: [] } });
      const firstPage = await first.newPage();
      const firstProblems = watch(firstPage, pathname);
      await slowPhone(first, firstPage);
      await firstPage.goto(new URL(path, baseURL).href);
      await expect(firstPage.locator(".consent-banner")).toBeAttached();
      await hydrated(firstPage);
      await firstPage.locator(".skip-link").evaluate((link: HTMLAnchorElement) => link.click());
      await expect(firstPage).toHaveURL(/#main$/);
      await readToTheEnd(firstPage);
      await first.close();
      expect(firstProblems, "first visit on a slow phone").toEqual([]);

      // A visitor logged in to the wish list: it arrives after a fetch, while parts wait.
      const member = await browser.newContext();
      const memberPage = await member.newPage();
      await logInToWishlist(memberPage, new URL("/", baseURL).href);
      const memberProblems = watch(memberPage, pathname);
      await slowPhone(member, memberPage);
      const user = memberPage.waitForResponse((r) => r.url().endsWith("/account/api/user"));
      await memberPage.goto(new URL(path, baseURL).href);
      expect((await user).ok()).toBe(true);
      await readToTheEnd(memberPage);
      await member.close();
      expect(memberProblems, "wish-list visitor on a slow phone").toEqual([]);
    });
  }
});

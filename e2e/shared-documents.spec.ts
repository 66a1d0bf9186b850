// An anonymous page may be one copy for every visitor (docs/decisions/0027; Varnish keeps the
// copies, `npm run test:deploy` checks they are shared): its HTML holds nothing per visitor, and
// the page-view id a sales link carries to the ticket shop is made in the browser as the link is
// followed (app/components/runtime/sales-view-ids.ts).
import type { Page } from "@playwright/test";
import { pageEffects } from "./support";
import { expect, test } from "./test";

const ONE = "/voorstelling/jeroen-hartman-zondagskind"; // one performance: a direct shop link
const SHOP = "https://tickets.theater-amsterdam.example";
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** Answers every request to the ticket shop itself and records where it was sent. */
async function shopVisits(page: Page): Promise<URL[]> {
  const visits: URL[] = [];
  await page.context().route(`${SHOP}/**`, (route) => {
    visits.push(new URL(route.request().url()));
    return route.fulfill({ contentType: "text/html", body: "<title>Shop</title>" });
  });
  return visits;
}

test.describe("one copy of an anonymous page for every visitor", () => {
  test("the HTML holds no view id", async ({ request }) => {
    const response = await request.get(ONE);
    expect(response.status()).toBe(200);
    const first = { body: await response.text() };
    expect(first.body).not.toMatch(UUID);
    expect(first.body).not.toContain("view_id");
    expect(first.body).toContain(`href="${SHOP}/`);
  });

  test("a sales link followed gets a view id of its own page view", async ({ page }) => {
    const visits = await shopVisits(page);
    const bodies: string[] = [];
    for (const _view of [1, 2]) {
      const response = await page.goto(ONE);
      bodies.push((await response?.text()) ?? "");
      // The view ids come with the page effects, fetched once the page has hydrated.
      await pageEffects(page);
      const button = page.locator(".production-sales .sales-button");
      await expect(button).toHaveAttribute("href", new RegExp(`^${SHOP}/[^?]+$`));
      await button.click();
      await expect(page).toHaveTitle("Shop");
    }
    expect(visits).toHaveLength(2);
    const ids = visits.map((url) => url.searchParams.get("view_id"));
    for (const id of ids) expect(id).toMatch(new RegExp(`^${UUID.source}$`, "i"));
    expect(ids[0]).not.toBe(ids[1]);
    // Neither HTML named an id: the ids are the browser's, not the server's.
    for (const body of bodies) expect(body).not.toMatch(UUID);
  });

  test("every way of following a link counts: the keyboard, and later-rendered links", async ({
    page,
  }) => {
    const visits = await shopVisits(page);
    await page.goto(ONE);
    // The view ids are the page effects' work: they listen once their chunk has come.
    await pageEffects(page);
    // A link rendered after the page started, by code of its own, is covered too.
    await page.evaluate((shop) => {
      const link = document.createElement("a");
      link.href = `${shop}/later?design=2`;
      link.textContent = "later";
      link.id = "later-link";
      document.querySelector("main")?.append(link);
    }, SHOP);
    await page.locator("#later-link").focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveTitle("Shop");
    const [later] = visits;
    expect(later?.pathname).toBe("/later");
    expect(later?.searchParams.get("design")).toBe("2");
    expect(later?.searchParams.get("view_id")).toMatch(UUID);
  });

  test("a middle click opens the shop in a new tab with the view id", async ({ page }) => {
    await page.goto(ONE);
    await pageEffects(page);
    const opened = page.context().waitForEvent("page");
    await page.locator(".production-sales .sales-button").click({ button: "middle" });
    const tab = await opened;
    await tab.waitForLoadState();
    // The shop's host does not resolve here; the tab's history still names the address asked.
    const cdp = await page.context().newCDPSession(tab);
    const history = await cdp.send("Page.getNavigationHistory");
    const shop = history.entries.map((entry) => entry.url).find((url) => url.startsWith(SHOP));
    expect(new URL(shop ?? SHOP).searchParams.get("view_id")).toMatch(UUID);
  });

  test("a signed sales link and a partner's link go out unchanged", async ({ page }) => {
    const visits = await shopVisits(page);
    await page.goto(ONE);
    // Added before hydration, the link would be taken out again as a node the server never sent.
    await pageEffects(page);
    await page.evaluate((shop) => {
      const link = document.createElement("a");
      link.href = `${shop}/signed?event=1&signature=abc`;
      link.textContent = "signed";
      link.id = "signed-link";
      document.querySelector("main")?.append(link);
    }, SHOP);
    await page.locator("#signed-link").click();
    await expect(page).toHaveTitle("Shop");
    expect(visits[0]?.search).toBe("?event=1&signature=abc");
  });
});

test.describe("Vary on every kind of answer", () => {
  const cases: [string, string, RegExp | null][] = [
    ["a document", "/pagina/contact", /^Cookie, Accept-Encoding$/i],
    ["its data", "/pagina/contact.data", /^Cookie, Accept-Encoding$/i],
    ["a 404 screen", "/pagina/bestaat-niet-e2e", /^Cookie, Accept-Encoding$/i],
    ["a CMS redirect (the CMS session can change it)", "/oude-contactpagina", /^Cookie$/i],
    ["a redirect of the letter case (depends on the path only)", "/Agenda", null],
    ["the sitemap (no cookie read)", "/sitemap.xml", /^Accept-Encoding$/i],
  ];
  for (const [what, path, vary] of cases) {
    test(`${what}: ${vary ?? "none"}`, async ({ request }) => {
      const response = await request.get(path, {
        maxRedirects: 0,
        headers: { "accept-encoding": "gzip" },
      });
      const header = response.headers().vary;
      if (vary === null) expect(header).toBeUndefined();
      else expect(header).toMatch(vary);
      expect(header ?? "").not.toMatch(/user-agent/i);
    });
  }
});

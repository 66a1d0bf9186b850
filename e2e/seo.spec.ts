import type { Page } from "@playwright/test";
import { expect, test } from "./test";

// What search engines and link previews read: hreflang, canonical, Open Graph, the sitemap,
// robots.txt, and the status codes of moved and mis-cased addresses.

type Alternates = Record<string, string>;

async function alternatesOf(page: Page): Promise<Alternates> {
  const links = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((nodes) =>
      nodes.map((node) => [node.getAttribute("hreflang") ?? "", node.getAttribute("href") ?? ""]),
    );
  return Object.fromEntries(links);
}

const property = (page: Page, name: string) =>
  page.locator(`head meta[property="${name}"]`).getAttribute("content");

const PAGES = [
  { name: "home", nl: "/", en: "/en" },
  { name: "agenda", nl: "/agenda", en: "/en/calendar" },
  { name: "a production", nl: "/voorstelling/de-grote-musical", en: null },
  { name: "a news item", nl: "/nieuwsitem/de-grote-musical-gaat-in-premiere", en: null },
  { name: "a general page", nl: "/pagina/contact", en: "/en/page/contact" },
];

for (const { name, nl } of PAGES) {
  test(`hreflang of ${name} is absolute, reciprocal and has x-default on Dutch`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(nl);
    const fromNl = await alternatesOf(page);
    expect(Object.keys(fromNl).sort()).toEqual(["en", "nl", "x-default"]);
    expect(fromNl.nl).toBe(`${baseURL}${nl}`);
    expect(fromNl["x-default"]).toBe(fromNl.nl);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${baseURL}${nl}`,
    );

    // Follow the English alternate: it names the very same set, and itself as canonical.
    const english = fromNl.en ?? "";
    expect(english.startsWith(`${baseURL}/en`)).toBe(true);
    const response = await page.goto(english);
    expect(response?.status()).toBe(200);
    expect(await alternatesOf(page)).toEqual(fromNl);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", english);
    expect(await property(page, "og:locale")).toBe("en_GB");
    expect(await property(page, "og:locale:alternate")).toBe("nl_NL");
    expect(await property(page, "og:url")).toBe(english);
  });
}

test("the English pages named above are the ones the Dutch pages point to", async ({
  page,
  baseURL,
}) => {
  for (const { nl, en } of PAGES.filter((p) => p.en)) {
    await page.goto(nl);
    expect((await alternatesOf(page)).en).toBe(`${baseURL}${en}`);
  }
});

test("a production page carries Open Graph and Twitter card tags", async ({ page, baseURL }) => {
  await page.goto("/voorstelling/de-grote-musical");
  expect(await property(page, "og:title")).toMatch(/\S/);
  expect(await property(page, "og:type")).toBe("website");
  expect(await property(page, "og:url")).toBe(`${baseURL}/voorstelling/de-grote-musical`);
  expect(await property(page, "og:locale")).toBe("nl_NL");
  expect(await property(page, "og:locale:alternate")).toBe("en_GB");
  expect(await property(page, "og:site_name")).toBe("Theater Amsterdam");
  expect(await property(page, "og:image")).toMatch(/^https?:\/\/\S+\?width=\d+&crop=/);
  await expect(page.locator('head meta[name="twitter:card"]')).toHaveAttribute(
    "content",
    "summary_large_image",
  );
  // The image link previews show can be fetched.
  const image = await property(page, "og:image");
  expect((await page.request.get(image ?? "")).ok()).toBe(true);
});

test("a news item is an article", async ({ page }) => {
  await page.goto("/nieuwsitem/de-grote-musical-gaat-in-premiere");
  expect(await property(page, "og:type")).toBe("article");
  expect(await property(page, "og:title")).toMatch(/\S/);
});

test("a filtered agenda is noindex without a canonical", async ({ page, baseURL }) => {
  await page.goto("/agenda?q=jazz");
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute(
    "content",
    "noindex, follow",
  );
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
  expect((await alternatesOf(page)).nl).toBe(`${baseURL}/agenda`);
});

test("a referral code does not change the canonical address", async ({ page, baseURL }) => {
  await page.goto("/voorstelling/de-grote-musical?r=partner");
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${baseURL}/voorstelling/de-grote-musical`,
  );
});

test("the sitemap lists both languages with alternates", async ({ request, baseURL }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
  const urls = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1] ?? "");
  const locs = urls.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? "");
  expect(locs).toContain(`${baseURL}/`);
  expect(locs).toContain(`${baseURL}/en`);
  expect(locs).toContain(`${baseURL}/voorstelling/de-grote-musical`);
  expect(locs.some((loc) => loc.startsWith(`${baseURL}/en/show/`))).toBe(true);
  expect(locs.some((loc) => loc.startsWith(`${baseURL}/en/newsitem/`))).toBe(true);
  const contact = urls.find((entry) => entry.includes(`<loc>${baseURL}/en/page/contact</loc>`));
  expect(contact).toContain(`hreflang="nl" href="${baseURL}/pagina/contact"`);
  expect(contact).toContain(`hreflang="x-default" href="${baseURL}/pagina/contact"`);
  // It parses as XML.
  expect(xml.match(/<url>/g)?.length).toBe(xml.match(/<\/url>/g)?.length);
  expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
});

test("robots.txt names the sitemap", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("a permanent CMS redirect is 301, a temporary one 302", async ({ request }) => {
  const permanent = await request.get("/oude-contactpagina", { maxRedirects: 0 });
  expect(permanent.status()).toBe(301);
  expect(permanent.headers().location).toBe("/pagina/contact");
  const temporary = await request.get("/kort/zomer", { maxRedirects: 0 });
  expect(temporary.status()).toBe(302);
});

test("a screen's path in capitals is 301 to lower case, query kept", async ({ request }) => {
  const calendar = await request.get("/EN/calendar", { maxRedirects: 0 });
  expect(calendar.status()).toBe(301);
  expect(calendar.headers().location).toBe("/en/calendar");
  const page = await request.get("/PAGINA/contact?r=x", { maxRedirects: 0 });
  expect(page.status()).toBe(301);
  expect(page.headers().location).toBe("/pagina/contact?r=x");
});

test("an unknown path in capitals is 404", async ({ page }) => {
  const response = await page.goto("/Bestaat-Niet/Echt");
  expect(response?.status()).toBe(404);
});

test("after a client-side navigation the head describes the new page", async ({
  page,
  baseURL,
}) => {
  await page.goto("/en/calendar");
  const link = page.getByRole("link", { name: /^More info about / }).first();
  const target = (await link.getAttribute("href")) ?? "";
  expect(target).toMatch(/^\/en\/show\//);
  await link.click();
  await expect(page).toHaveURL(`${baseURL}${target}`);
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${baseURL}${target}`,
  );
  expect((await alternatesOf(page)).en).toBe(`${baseURL}${target}`);
  expect(await property(page, "og:url")).toBe(`${baseURL}${target}`);
});

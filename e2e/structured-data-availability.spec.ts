import type { Page } from "@playwright/test";
import { expect, test } from "./test";

// The structured data of a production page tells search engines what the sales button tells a
// visitor, performance by performance: not on sale yet is a pre-sale with its start date, sold out
// is SoldOut. A performance whose sale has closed, that has begun or that is over is listed
// without an offer (issue 38: schema.org has no "no longer sold", and SoldOut would claim every
// seat went). The demo CMS builds its dates around today: Hamlet's performance tomorrow has closed
// sales, Giselle and Sterrennacht open later.

type Offer = { availability?: string; validFrom?: string; url?: string };
type Performance = { startDate: string; offers?: Offer; isAccessibleForFree?: boolean };

// What each button text promises, in the offer's words (offer null: listed without an offer;
// "listed: false": left out altogether).
type Claim = { offer: string | null; listed?: false; free?: true };
const PROMISES: Record<"nl" | "en", Record<string, Claim>> = {
  nl: {
    "Bestel kaarten": { offer: "InStock" },
    "Laatste kaarten": { offer: "LimitedAvailability" },
    Wachtlijst: { offer: "SoldOut" },
    "Bel ons": { offer: "InStoreOnly" },
    Geannuleerd: { offer: "Discontinued" },
    Gratis: { offer: null, free: true },
    "Niet reserveerbaar": { offer: null, listed: false },
    Uitverkocht: { offer: "SoldOut" },
    "De voorstelling is begonnen": { offer: null },
    "De voorstelling is afgelopen": { offer: null },
    "De verkoop is nog niet gestart": { offer: "PreSale" },
    "De verkoop is gesloten": { offer: null },
  },
  en: {
    "Order tickets": { offer: "InStock" },
    "Last tickets": { offer: "LimitedAvailability" },
    "Waiting list": { offer: "SoldOut" },
    "Call us": { offer: "InStoreOnly" },
    Cancelled: { offer: "Discontinued" },
    Free: { offer: null, free: true },
    "Non-reservable": { offer: null, listed: false },
    "Sold out": { offer: "SoldOut" },
    "The show has started": { offer: null },
    "The show has ended": { offer: null },
    "Sales have not started yet": { offer: "PreSale" },
    "Sales have ended": { offer: null },
  },
};

const PAGES = [
  { locale: "nl", path: "/voorstelling/hamlet?alle-speeldata=1", must: "De verkoop is gesloten" },
  {
    locale: "nl",
    path: "/voorstelling/giselle?alle-speeldata=1",
    must: "De verkoop is nog niet gestart",
  },
  {
    locale: "nl",
    path: "/voorstelling/sterrennacht?alle-speeldata=1",
    must: "De verkoop is nog niet gestart",
  },
  { locale: "en", path: "/en/show/hamlet?all-dates=1", must: "Sales have ended" },
  { locale: "en", path: "/en/show/giselle?all-dates=1", must: "Sales have not started yet" },
  { locale: "en", path: "/en/show/starry-night?all-dates=1", must: "Sales have not started yet" },
] as const;

async function performances(page: Page): Promise<Performance[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks
    .flatMap((block) => JSON.parse(block) as Performance | Performance[])
    .filter((item): item is Performance => "startDate" in item);
}

/** Every row of the dates list: its start and its button's text. */
async function rows(page: Page) {
  return page.locator(".play-date").evaluateAll((items) =>
    items.map((item) => ({
      start: item.querySelector("time")?.getAttribute("datetime") ?? "",
      button: item.querySelector(".sales-button")?.textContent?.trim() ?? "",
    })),
  );
}

for (const { locale, path, must } of PAGES) {
  test(`${path}: every performance's offer says what its button says`, async ({ page }) => {
    expect((await page.goto(path))?.status()).toBe(200);
    const shown = await rows(page);
    const published = await performances(page);
    expect(shown.map((row) => row.button)).toContain(must);

    for (const row of shown) {
      const promise = PROMISES[locale][row.button];
      expect(promise, `button text "${row.button}"`).toBeDefined();
      const found = published.filter((item) => item.startDate === row.start);
      if (promise?.listed === false) {
        expect(found, row.start).toHaveLength(0);
        continue;
      }
      expect(found, row.start).toHaveLength(1);
      const [performance] = found;
      const availability = performance?.offers?.availability ?? null;
      expect(availability, `${row.start} "${row.button}"`).toBe(
        promise?.offer ? `https://schema.org/${promise.offer}` : null,
      );
      if (promise?.free) expect(performance?.isAccessibleForFree).toBe(true);
      else if (promise?.offer === null) expect(performance?.offers, row.start).toBeUndefined();
      if (promise?.offer === "PreSale") {
        // A pre-sale names when tickets go on sale, and that is still to come.
        const from = Date.parse(performance?.offers?.validFrom ?? "");
        expect(from, row.start).toBeGreaterThan(Date.now());
      }
      if (promise?.offer === "SoldOut" || promise?.offer === "Discontinued") {
        // Nothing can be bought: the offer does not send anyone to the shop.
        expect(performance?.offers?.url, row.start).not.toContain("tickets.");
      }
    }
  });
}

// What the production-prices specs (JS on and off) check on the demo's de-grote-musical: one
// price truth (the range beside the sales button and in the practical information is the
// Prijzen table's lowest and highest amount; the reduced CJP price and the restaurant surcharge
// are in the table) and English price types and amounts on the English page (issue 38 items 4, 7).
import type { Page } from "@playwright/test";
import { expect } from "./test";

const NBSP = "\u00a0";

export const PRICE_PAGES = {
  nl: {
    path: "/voorstelling/de-grote-musical",
    tab: "Prijzen",
    range: `€${NBSP}65,00 - €${NBSP}121,50`,
    rows: [/^CJP \/ student \(Jongeren\)\s*€\s65,00/, /^Premium \(Volwassene\)\s*€\s121,50/],
    surcharge: /Restauratietoeslag\s*€\s17,50 per kaart, inbegrepen in de prijzen hierboven/,
    dutch: null,
  },
  en: {
    path: "/en/show/de-grote-musical",
    tab: "Prices",
    range: "€65.00 - €121.50",
    rows: [
      /^CJP card \/ student \(Young people\)\s*€65\.00/,
      /^Premium \(Adult\)\s*€121\.50/,
      /^Category 2 \(Adult\)\s*€86\.50/,
    ],
    surcharge: /Restaurant surcharge\s*€17\.50 per ticket, included in the prices above/,
    // Dutch words and Dutch amounts the English table used to show.
    dutch: /rang|Volwassene|Jongeren|Restauratie|€\s\d|\d,\d{2}\b/,
  },
} as const;

export async function checkPrices(page: Page, lang: keyof typeof PRICE_PAGES) {
  const want = PRICE_PAGES[lang];
  // The tab is chosen by the address, so this works with and without JavaScript.
  await page.goto(`${want.path}?tab=1`);
  const heading = page.locator(".production-intro__price");
  await expect(heading).toHaveText(new RegExp(`${literally(want.range)}$`));
  // The practical-information box says the same range.
  const info = page.locator(".production-sidebar .production-fact dd").first();
  await expect(info).toHaveText(want.range);

  const table = page.locator(".price-table table");
  await expect(table).toBeVisible();
  // textContent: the tabs are drawn only when they come near (content-visibility).
  const rows = (await table.locator("tbody tr").allTextContents()).map((row) =>
    row.replace(/\s+/g, " ").trim(),
  );
  for (const row of want.rows)
    expect(
      rows.some((text) => row.test(text)),
      String(row),
    ).toBe(true);
  await expect(table.locator("tfoot")).toHaveText(want.surcharge);

  // The range is the lowest and highest amount the table lists.
  const amounts = rows.flatMap((row) => [...row.matchAll(/€\s?([\d.,]+)/g)].map((m) => m[1] ?? ""));
  const numbers = amounts.map((a) =>
    Number(lang === "nl" ? a.replace(/\./g, "").replace(",", ".") : a.replace(/,/g, "")),
  );
  const format = (n: number) =>
    lang === "nl" ? `€${NBSP}${n.toFixed(2).replace(".", ",")}` : `€${n.toFixed(2)}`;
  expect(`${format(Math.min(...numbers))} - ${format(Math.max(...numbers))}`).toBe(want.range);

  if (want.dutch) {
    expect(await table.textContent()).not.toMatch(want.dutch);
    expect(await heading.textContent()).not.toMatch(want.dutch);
  }
}

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// @vitest-environment node
// One price truth (issue 38): on the demo's production pages, the range in the heading (the same
// element becomes the sticky sales bar on a phone), the practical-information box and the
// JSON-LD offers are the lowest and highest amount of the Prijzen tab's table, as the server's
// HTML draws them all. The demo's de-grote-musical has a reduced CJP price and a restaurant
// surcharge on every performance: the two things the range and the tab disagreed on.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequestHandler } from "@remix-run/express";
import { Window } from "happy-dom";
import { http, passthrough } from "msw";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServerApp } from "../../../server/app";
import { SITE, testCms } from "../../../tests/support/cms";
import { inProcessBuild } from "../../../tests/support/in-process-build";

testCms({ first: [http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough())] });

let server: Server;
let base = "";
beforeAll(async () => {
  const app = createServerApp({
    siteUrl: SITE,
    trustForwardedHost: false,
    remix: createRequestHandler({ build: inProcessBuild(), mode: "production" }),
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function documentOf(path: string) {
  const answer = await fetch(`${base}${path}`);
  expect(answer.status).toBe(200);
  const window = new Window({ url: `${base}${path}` });
  window.document.write(await answer.text());
  return window.document;
}

/** Every amount in a text, as a number: "€ 1.234,50" and "€1,234.50" are both 1234.5. */
function amounts(text: string, locale: "nl" | "en"): number[] {
  const pattern = locale === "nl" ? /€\s?([\d.]+,\d{2})/g : /€([\d,]+\.\d{2})/g;
  return [...text.matchAll(pattern)].map((m) => {
    const digits = m[1] ?? "";
    const plain =
      locale === "nl" ? digits.replace(/\./g, "").replace(",", ".") : digits.replace(/,/g, "");
    return Number(plain);
  });
}

const PAGES = [
  { path: "/voorstelling/de-grote-musical", locale: "nl" as const },
  { path: "/en/show/de-grote-musical", locale: "en" as const },
  { path: "/voorstelling/hamlet", locale: "nl" as const },
  { path: "/en/show/hamlet", locale: "en" as const },
];

describe("one price truth", () => {
  it.each(PAGES)(
    "$path: heading, sticky bar, info box and JSON-LD span the Prijzen table",
    async ({ path, locale }) => {
      const document = await documentOf(path);
      const text = (selector: string) => document.querySelector(selector)?.textContent ?? "";

      // The Prijzen tab: every price cell of its rows (the surcharge row names what they include).
      const cells = [...document.querySelectorAll(".price-table tbody td")].map(
        (cell) => cell.textContent ?? "",
      );
      expect(cells.length).toBeGreaterThan(0);
      const table = cells.flatMap((cell) => amounts(cell, locale)).filter((a) => a > 0);
      const [low, high] = [Math.min(...table), Math.max(...table)];

      // The heading's range, which is also the sticky bar's (StickySales wraps the same element).
      const heading = amounts(text(".production-intro__price"), locale);
      expect(heading).toEqual(low === high ? [low] : [low, high]);
      expect(document.querySelector(".production-sales .production-intro__price")).not.toBeNull();

      // The practical-information box.
      const info = [...document.querySelectorAll(".production-sidebar .production-fact dd")]
        .map((dd) => amounts(dd.textContent ?? "", locale))
        .find((found) => found.length > 0);
      expect(info).toEqual(heading);

      // The JSON-LD: each offer's price and price specification lie within the table, and over
      // all performances they reach both of its ends.
      const ld = JSON.parse(text('script[type="application/ld+json"]')) as {
        offers?: { price?: number; priceSpecification?: { minPrice: number; maxPrice: number } };
      }[];
      const offers = ld.flatMap((event) => (event.offers ? [event.offers] : []));
      expect(offers.length).toBeGreaterThan(0);
      const lows = offers.map((offer) => offer.priceSpecification?.minPrice ?? offer.price ?? 0);
      const highs = offers.map((offer) => offer.priceSpecification?.maxPrice ?? offer.price ?? 0);
      expect(Math.min(...lows)).toBe(low);
      expect(Math.max(...highs)).toBe(high);
      for (const offer of offers)
        expect(offer.price).toBe(offer.priceSpecification?.minPrice ?? offer.price);
    },
  );

  it("lists the reduced CJP price and names the restaurant surcharge it includes", async () => {
    const nl = await documentOf("/voorstelling/de-grote-musical");
    const rows = [...nl.querySelectorAll(".price-table tbody tr")].map((row) =>
      (row.textContent ?? "").replace(/\s+/g, " ").trim(),
    );
    expect(rows.some((row) => /^CJP \/ student/.test(row))).toBe(true);
    expect(nl.querySelector(".price-table tfoot")?.textContent).toMatch(
      /Restauratietoeslag\s*€\s?17,50 per kaart, inbegrepen/,
    );
    // CJP € 47,50 and Premium € 104,00, each with the € 17,50 the performances add.
    expect(nl.querySelector(".production-intro__price")?.textContent).toBe(
      "Prijs: €\u00a065,00 - €\u00a0121,50",
    );
  });

  it("writes the English page's price types and amounts in English", async () => {
    const en = await documentOf("/en/show/de-grote-musical");
    const table = (en.querySelector(".price-table")?.textContent ?? "").replace(/\s+/g, " ");
    expect(table).toContain("Category 2 (Adult)");
    expect(table).toContain("CJP card / student (Young people)");
    // Premium € 104 plus the € 17.50 surcharge every performance has.
    expect(table).toContain("Premium (Adult)€121.50");
    expect(table).not.toMatch(/rang|Volwassene|Jongeren|€\s\d|\d,\d{2}\b/);
    expect(en.querySelector(".production-intro__price")?.textContent).toBe(
      "Price: €65.00 - €121.50",
    );
  });
});

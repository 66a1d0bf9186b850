// One price truth and English prices without JavaScript (issue 38 items 4 and 7), and the
// JSON-LD of a performance whose sale has closed (item 9): no offer, never "SoldOut".
import { checkPrices } from "./production-prices-cases";
import { DEMO_CMS } from "./support";
import { expect, test } from "./test";

for (const lang of ["nl", "en"] as const) {
  test(`${lang}: the range is the Prijzen table's, in the page's language (no JS)`, async ({
    page,
  }) => {
    await checkPrices(page, lang);
  });
}

type LdEvent = {
  startDate: string;
  offers?: { price?: number; availability?: string; priceSpecification?: object };
};

for (const path of ["/voorstelling/hamlet", "/en/show/hamlet"]) {
  test(`${path}: a performance whose sale has closed has no offer in the JSON-LD`, async ({
    page,
  }) => {
    // The demo's Hamlet: its second performance (tomorrow) is sales_finished.
    const cms = (await (
      await fetch(`${DEMO_CMS}/api/render/${path.replace(/^\//, "")}`)
    ).json()) as {
      productions: Record<string, { events: { start_date: string; sales_status: string }[] }>;
    };
    const closed = Object.values(cms.productions)
      .flatMap((production) => production.events)
      .find((event) => event.sales_status === "sales_finished");
    expect(closed, "the demo has a closed sale").toBeDefined();

    await page.goto(path);
    const json = await page.locator('script[type="application/ld+json"]').textContent();
    const events = JSON.parse(json ?? "[]") as LdEvent[];
    const closedEvent = events.find(
      (event) => Date.parse(event.startDate) === Date.parse(closed?.start_date ?? ""),
    );
    expect(closedEvent, "the closed performance is still published").toBeDefined();
    expect(closedEvent).not.toHaveProperty("offers");
    // The others keep their offers, each priced from the page's table.
    const offered = events.filter((event) => event.offers);
    expect(offered.length).toBeGreaterThan(0);
    for (const event of offered) expect(event.offers?.price).toBeGreaterThan(0);
    expect(JSON.stringify(closedEvent)).not.toContain("SoldOut");
  });
}

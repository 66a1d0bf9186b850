// The donation return page against the demo CMS (msw in-process): what it shows comes from the
// CMS's payment for the reference, never from the address.
import { delay, HttpResponse, http } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { headers, loader } from "~/routes/donation-return";
import { formsService } from "../mocks/forms";
import { SITE, testCms } from "./support/cms";
import { expectConsoleError } from "./support/console-guard";

const cms = testCms();
beforeEach(() => formsService.clear());

type Loaded = Awaited<ReturnType<typeof loader>>;
const load = async (path: string): Promise<Loaded> =>
  loader({ request: new Request(new URL(path, SITE)), params: {}, context: {} });
const lookups = () =>
  cms.paths().filter((path) => path.startsWith("/api/services/forms/eenmalige-donatie/"));

/** A donation as the form sends it; the reference of the payment the demo CMS created. */
async function donate(special: string | null, lang = "nl"): Promise<string> {
  const response = await fetch(
    `http://cms.test/api/services/forms/eenmalige-donatie?lang=${lang}`,
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        donationAmount: 1750,
        firstName: "Anna",
        middleName: "",
        lastName: "de Vries",
        email: "anna@example.nl",
        companyName: special ? "Bakkerij Jansen" : "",
        special,
      }),
    },
  );
  const { url } = (await response.json()) as { url: string };
  return new URL(url).searchParams.get("ref") ?? "";
}

describe("donation return page", () => {
  it("thanks for a paid donation with the CMS's amount and purpose, whatever the query says", async () => {
    const ref = await donate("cultuurverbindt");
    formsService.payments.settle(ref, "paid");
    const loaded = await load(`/en/donation/thank-you?ref=${ref}&bedrag=1&special=musical`);
    expect(loaded.donation).toEqual({
      state: "paid",
      reference: ref,
      value: 1750,
      amount: "€\u00a01.750",
      purpose: "cultuurverbindt",
    });
    expect(loaded.shell.alternate).toBe(`/donatie/bedankt?ref=${ref}`);
    expect(lookups()).toEqual([`/api/services/forms/eenmalige-donatie/${ref}`]);
    expect(headers()).toEqual({ "Cache-Control": "private, no-store" });
  });

  it("says only the neutral message for an open, cancelled or unknown payment", async () => {
    const open = await donate(null);
    expect((await load(`/donatie/bedankt?ref=${open}`)).donation).toEqual({
      state: "unconfirmed",
    });
    const cancelled = await donate(null);
    formsService.payments.settle(cancelled, "cancelled");
    formsService.payments.settle(cancelled, "paid");
    expect((await load(`/donatie/bedankt?ref=${cancelled}`)).donation.state).toBe("unconfirmed");
    expect((await load("/donatie/bedankt?ref=0123456789abcdef")).donation.state).toBe(
      "unconfirmed",
    );
  });

  it("asks nothing for a missing or malformed reference", async () => {
    for (const query of ["", "?ref=", "?ref=../../render/home-nl", "?ref=a%20b%20c%20d"]) {
      expect((await load(`/donatie/bedankt${query}`)).donation.state).toBe("unconfirmed");
    }
    expect(lookups()).toEqual([]);
  });

  it("believes no answer about another payment or in another shape", async () => {
    const ref = "0123456789abcdef";
    for (const answer of [
      {
        code: 200,
        payment: { reference: "fedcba9876543210", amount: 5, special: null, status: "paid" },
      },
      { code: 200, payment: { reference: ref, amount: "5", special: null, status: "paid" } },
      { code: 200 },
    ]) {
      cms.server.use(
        http.get("*/api/services/forms/eenmalige-donatie/:ref", () => HttpResponse.json(answer)),
      );
      expect((await load(`/donatie/bedankt?ref=${ref}`)).donation.state).toBe("unconfirmed");
    }
    expectConsoleError(/^\[donations\] payment lookup failed/);
  });

  it("says the neutral message, within the CMS timeout, when the CMS fails or hangs", async () => {
    const ref = "0123456789abcdef";
    for (const fail of [
      () => HttpResponse.json({ error: "internal_error" }, { status: 500 }),
      () => new HttpResponse("{not json", { status: 200 }),
      () => delay(2_000).then(() => HttpResponse.json({ code: 404 })),
    ]) {
      cms.server.use(http.get("*/api/services/forms/eenmalige-donatie/:ref", fail));
      const started = performance.now();
      expect((await load(`/donatie/bedankt?ref=${ref}`)).donation.state).toBe("unconfirmed");
      expect(performance.now() - started).toBeLessThan(1_500);
    }
    expectConsoleError(/^\[donations\] payment lookup failed/);
  });
});

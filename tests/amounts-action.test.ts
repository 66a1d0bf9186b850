// Money fields through the page action (issue 37): what a donor types is read by the page's
// language into the amount sent upstream, exactly once; what cannot be read, is ambiguous or is
// beyond the form's limits is refused with its message and nothing is sent; an amount above the
// form's ceiling goes only with the box that names it ticked.
import { HttpResponse, http } from "msw";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { FormReply } from "~/forms/parts/form";
import { action as pageAction } from "~/routes/page";
import { testCms } from "./support/cms";

const SITE = "https://www.theater-amsterdam.example";
const PAYMENT = "https://cms.test/betaling?ref=1";
const upstream: { path: string; body: Record<string, unknown> }[] = [];
const formServices = http.post("*/api/services/forms/*", async ({ request }) => {
  const body = (await request.json()) as Record<string, unknown>;
  const url = new URL(request.url);
  upstream.push({ path: `${url.pathname}${url.search}`, body });
  return HttpResponse.json({ code: 200, url: PAYMENT });
});
testCms({ first: [formServices] });
beforeEach(() => {
  upstream.length = 0;
});

let sent = 0;
async function submit(page: string, fields: Record<string, string>) {
  const en = page.startsWith("en/");
  const slug = page.replace(/^en\//, "");
  const url = new URL(`${en ? "/en/page/" : "/pagina/"}${slug}`, SITE);
  // A fresh once-only key per post (app/services/forms/once-only.server.ts): each post is a new
  // intention here, not a repeat of the one before with the same amount.
  const once = `amounts-test-${String(++sent).padStart(4, "0")}`;
  const body = new URLSearchParams({ ...fields, _once: once, _script: "1" });
  const request = new Request(url, {
    method: "POST",
    body,
    headers: { origin: SITE, "content-type": "application/x-www-form-urlencoded" },
  });
  const result = await pageAction({ request, params: { url: slug }, context: {} });
  const { data, init } = result as unknown as { data: FormReply; init: ResponseInit | null };
  return { data, status: init?.status ?? 200 };
}

const donor = { firstName: "Anna", lastName: "de Vries", email: "anna@example.nl" };
const custom = (customAmount: string, extra: Record<string, string> = {}) => ({
  intent: "donation",
  donationAmount: "custom",
  customAmount,
  ...donor,
  ...extra,
});

describe("the payment donation's typed amount", () => {
  it("reads what Dutch donors write and sends it once, in euros", async () => {
    const cases: [string, number][] = [
      ["12,50", 12.5],
      ["12.50", 12.5],
      ["€ 12,50", 12.5],
      ["€12", 12],
      ["25,-", 25],
      ["1.000,50", 1000.5],
      ["1 000", 1000],
      ["2,5", 2.5],
      ["1.000", 1000],
    ];
    for (const [typed, euros] of cases) {
      upstream.length = 0;
      const result = await submit("doneren", custom(typed));
      expect(result.data.outcome, typed).toBe("success");
      expect(
        upstream.map((call) => call.body.donationAmount),
        typed,
      ).toEqual([euros]);
    }
  });

  it("reads an English page's thousands comma, and refuses its lone thousands point", async () => {
    const thousand = await submit("en/donate", custom("1,000"));
    expect(thousand.data.outcome).toBe("success");
    const withCents = await submit("en/donate", custom("1,000.50"));
    expect(withCents.data.outcome).toBe("success");
    expect(upstream.map((call) => call.body.donationAmount)).toEqual([1000, 1000.5]);
    upstream.length = 0;
    const ambiguous = await submit("en/donate", custom("1.000"));
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.data.reply?.error).toEqual({ customAmount: ["amounts.ambiguous"] });
    expect(upstream).toEqual([]);
  });

  it("refuses a Dutch page's lone thousands comma, garbage and the limits, sending nothing", async () => {
    const refused: [string, string][] = [
      ["1,000", "amounts.ambiguous"],
      ["12,5,0", "amounts.invalid"],
      ["1e3", "amounts.invalid"],
      ["--5", "amounts.invalid"],
      ["Infinity", "amounts.invalid"],
      ["2,49", "amounts.tooLow|250"],
      ["0,99", "amounts.tooLow|250"],
      ["1.000.000,01", "amounts.tooHigh|100000000"],
      ["9".repeat(20), "amounts.tooHigh|100000000"],
    ];
    for (const [typed, message] of refused) {
      const result = await submit("doneren", custom(typed));
      expect(result.status, typed).toBe(400);
      expect(result.data.reply?.error, typed).toEqual({ customAmount: [message] });
    }
    expect(upstream).toEqual([]);
  });

  it("asks before an amount above the page's ceiling, and sends it once confirmed", async () => {
    const asked = await submit("doneren", custom("12.000"));
    expect(asked.status).toBe(400);
    expect(asked.data.reply?.error).toEqual({
      customAmount: ["amounts.confirm|1200000"],
    });
    // The typed amount comes back, for the box that names it to be drawn.
    expect(asked.data.reply?.initialValue).toMatchObject({ customAmount: "12.000" });
    // A box ticked for another amount confirms nothing.
    const other = await submit("doneren", custom("12.000", { customAmount_confirmed: "1100000" }));
    expect(other.status).toBe(400);
    expect(upstream).toEqual([]);
    const confirmed = await submit(
      "doneren",
      custom("12.000", { customAmount_confirmed: "1200000" }),
    );
    expect(confirmed.data.outcome).toBe("success");
    expect(upstream.map((call) => call.body)).toEqual([
      expect.objectContaining({ donationAmount: 12000 }),
    ]);
    expect(upstream[0]?.body).not.toHaveProperty("customAmount_confirmed");
  });

  it("holds a company page to its own, higher ceiling", async () => {
    const company = { companyName: "Bakkerij Jansen" };
    const below = await submit("cultuurverbindt", {
      ...custom("12.000"),
      ...company,
      intent: "company-donation",
    });
    expect(below.data.outcome).toBe("success");
    const above = await submit("cultuurverbindt", {
      ...custom("30.000"),
      ...company,
      intent: "company-donation",
    });
    expect(above.data.reply?.error).toEqual({
      customAmount: ["amounts.confirm|3000000"],
    });
    expect(upstream.map((call) => call.body.donationAmount)).toEqual([12000]);
  });
});

describe("the one-off gift's amount per person", () => {
  const gift = {
    intent: "one-off-donation",
    first_name: "Anna",
    last_name: "de Vries",
    email: "anna@example.nl",
    phone: "020 123 45 67",
    amount_of_ppl: "2",
    donation_per_person: "other",
  };

  it("sends € 12,50 per person for a typed 12,50, not 1250", async () => {
    const result = await submit("eenmalige-donatie", { ...gift, donation_other: "12,50" });
    expect(result.data.outcome).toBe("success");
    expect(upstream).toEqual([
      {
        path: "/api/services/forms/eenmalige-donatie-simple?lang=nl",
        body: expect.objectContaining({ amount_of_ppl: 2, donation_per_person: 12.5 }),
      },
    ]);
  });

  it("asks before more than € 5.000 per person", async () => {
    const asked = await submit("eenmalige-donatie", { ...gift, donation_other: "6.000" });
    expect(asked.data.reply?.error).toEqual({
      donation_other: ["amounts.confirm|600000"],
    });
    const confirmed = await submit("eenmalige-donatie", {
      ...gift,
      donation_other: "6.000",
      donation_other_confirmed: "600000",
    });
    expect(confirmed.data.outcome).toBe("success");
    expect(upstream.map((call) => call.body.donation_per_person)).toEqual([6000]);
  });
});

describe("the periodic donation's free amount", () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-26T10:00:00Z"));
  });
  afterAll(() => vi.useRealTimers());
  const whole = {
    intent: "periodic-donation",
    step: "3",
    nav: "submit",
    kring: "vrij",
    looptijd: "5",
    initial_date: "2027-01-01",
    ends_when: "schenker",
    firstName: "Anna",
    lastName: "de Vries",
    gender: "Vrouw",
    birthdate: "31-12-1970",
    birthplace: "Leeuwarden",
    street: "Houthavenkade",
    house_number: "12",
    postalcode: "1013 BD",
    place_of_residency: "Amsterdam",
    country: "Nederland",
    phone: "020 123 45 67",
    email: "anna@example.nl",
    partner_information: "Nee",
    payment_method: "automatic_debit",
    iban: "NL91ABNA0417164300",
    vermelding: "ja",
    agreement: "on",
  };

  it("refuses 9.999.999 a year itself, naming the most, and sends nothing", async () => {
    const result = await submit("periodieke-schenking", { ...whole, amount_free: "9.999.999" });
    expect(result.status).toBe(400);
    expect(result.data.reply?.error).toEqual({
      amount_free: ["amounts.tooHigh|100000000"],
    });
    expect(upstream).toEqual([]);
  });

  it("reads the English page's 1,250.50 and asks before more than € 25.000 a year", async () => {
    await submit("en/periodic-donation", { ...whole, amount_free: "1,250.50" });
    const asked = await submit("en/periodic-donation", { ...whole, amount_free: "30,000" });
    expect(asked.data.reply?.error).toEqual({
      amount_free: ["amounts.confirm|3000000"],
    });
    await submit("en/periodic-donation", {
      ...whole,
      amount_free: "30,000",
      amount_free_confirmed: "3000000",
    });
    expect(upstream.map((call) => call.body.amount)).toEqual([1250.5, 30000]);
    expect(upstream[1]?.body).not.toHaveProperty("amount_free_confirmed");
  });
});

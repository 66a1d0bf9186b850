// The fund's donation, partner, party and periodic donation forms through the page action: the
// exact upstream request, nothing sent when invalid, the payment page for a payment donation.
import { HttpResponse, http } from "msw";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { FormReply } from "~/forms/parts/form";
import { action as pageAction } from "~/routes/page";
import { testCms } from "./support/cms";
import { expectConsoleError } from "./support/console-guard";

const SITE = "https://www.theater-amsterdam.example";
const upstream: { path: string; body: Record<string, unknown> }[] = [];
let answer: (body: Record<string, unknown>) => Record<string, unknown> = () => ({ code: 200 });
const formServices = http.post("*/api/services/forms/*", async ({ request }) => {
  const body = (await request.json()) as Record<string, unknown>;
  const url = new URL(request.url);
  upstream.push({ path: `${url.pathname}${url.search}`, body });
  return HttpResponse.json(answer(body));
});
testCms({ first: [formServices] });
beforeEach(() => {
  upstream.length = 0;
  answer = () => ({ code: 200 });
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function submit(page: string, fields: Record<string, string>, viaScript = false) {
  const en = page.startsWith("en/");
  const slug = page.replace(/^en\//, "");
  const url = new URL(`${en ? "/en/page/" : "/pagina/"}${slug}`, SITE);
  const request = new Request(url, {
    method: "POST",
    body: new URLSearchParams({ ...fields, ...(viaScript ? { _script: "1" } : {}) }),
    headers: { origin: SITE, "content-type": "application/x-www-form-urlencoded" },
  });
  const result = await pageAction({ request, params: { url: slug }, context: {} });
  if (result instanceof Response) return { redirect: result, data: null, status: result.status };
  const { data, init } = result as unknown as { data: FormReply; init: ResponseInit | null };
  return { redirect: null, data, status: init?.status ?? 200 };
}

const person = { firstName: "Anna", lastName: "de Vries", email: "anna@example.nl" };

describe("one-off donation (simple)", () => {
  const base = {
    intent: "one-off-donation",
    first_name: "Anna",
    last_name: "de Vries",
    email: "anna@example.nl",
    phone: "020 123 45 67",
    amount_of_ppl: "3",
  };

  it("posts the six fields and no purpose, a preset as a number", async () => {
    const result = await submit("eenmalige-donatie", { ...base, donation_per_person: "750" });
    expect(result.data?.outcome).toBe("success");
    expect(upstream).toEqual([
      {
        path: "/api/services/forms/eenmalige-donatie-simple?lang=nl",
        body: {
          first_name: "Anna",
          last_name: "de Vries",
          email: "anna@example.nl",
          phone: "020 123 45 67",
          amount_of_ppl: 3,
          donation_per_person: 750,
          special: null,
        },
      },
    ]);
  });

  it("sends an earmarked page's purpose as special, in both languages", async () => {
    const pages = [
      ["duurzaamheid-eenmalige-donatie", "duurzaamheid"],
      ["en/sustainability-one-off-donation", "duurzaamheid"],
      ["toegankelijkheid-eenmalige-donatie", "toegankelijkheid"],
      ["en/accessibility-one-off-donation", "toegankelijkheid"],
    ] as const;
    for (const [page] of pages) {
      const result = await submit(page, { ...base, donation_per_person: "500" });
      expect(result.data?.outcome).toBe("success");
    }
    expect(upstream.map((u) => u.body.special)).toEqual(pages.map(([, purpose]) => purpose));
  });

  it("strips control characters from names and refuses them in the e-mail address", async () => {
    const nul = await submit("eenmalige-donatie", {
      ...base,
      email: "x\u0000@example.com",
      donation_per_person: "500",
    });
    expect(nul.status).toBe(400);
    expect(nul.data?.reply?.error).toEqual({ email: ["forms.errors.emailInvalid"] });
    expect(upstream).toEqual([]);
    await submit("eenmalige-donatie", {
      ...base,
      first_name: "An\u0000na\r\nMaria",
      donation_per_person: "500",
    });
    expect(upstream[0]?.body.first_name).toBe("Anna Maria");
  });

  it("sends the typed amount for 'Anders' and needs it", async () => {
    const missing = await submit("en/one-off-donation", { ...base, donation_per_person: "other" });
    expect(missing.status).toBe(400);
    expect(missing.data?.reply?.error).toEqual({ donation_other: ["forms.errors.required"] });
    await submit("toegankelijkheid-eenmalige-donatie", {
      ...base,
      donation_per_person: "other",
      donation_other: "125,50",
    });
    expect(upstream.map((u) => u.body.donation_per_person)).toEqual([125.5]);
  });

  it("refuses 9 persons and sends nothing", async () => {
    const result = await submit("eenmalige-donatie", {
      ...base,
      amount_of_ppl: "9",
      donation_per_person: "500",
    });
    expect(result.status).toBe(400);
    expect(upstream).toEqual([]);
  });
});

describe("payment donation", () => {
  const payment = "https://cms.test/betaling?ref=1";

  it("without JS answers 303 to the payment page", async () => {
    answer = () => ({ code: 200, url: payment });
    const result = await submit("doneren", {
      intent: "donation",
      donationAmount: "25",
      ...person,
    });
    expect(result.status).toBe(303);
    expect(result.redirect?.headers.get("location")).toBe(payment);
    expect(upstream[0]).toEqual({
      path: "/api/services/forms/eenmalige-donatie?lang=nl",
      body: {
        donationAmount: 25,
        firstName: "Anna",
        middleName: "",
        lastName: "de Vries",
        email: "anna@example.nl",
        companyName: "",
        special: null,
      },
    });
  });

  it("neither checks nor sends a custom amount left behind when a preset is chosen", async () => {
    answer = () => ({ code: 200, url: payment });
    for (const leftover of ["2.49", "-5", "0.001", "abc"]) {
      upstream.length = 0;
      const result = await submit("doneren", {
        intent: "donation",
        donationAmount: "25",
        customAmount: leftover,
        ...person,
        // Another address each time: the same donation again would be a repeat, sent once.
        email: `anna+${leftover.replace(/\W/g, "")}@example.nl`,
      });
      expect(result.status).toBe(303);
      expect(upstream.map((call) => call.body.donationAmount)).toEqual([25]);
    }
  });

  it("with JS gives the payment page to the browser", async () => {
    answer = () => ({ code: 200, url: payment });
    const result = await submit(
      "en/donate",
      { intent: "donation", donationAmount: "custom", customAmount: "2.50", ...person },
      true,
    );
    expect(result.data).toMatchObject({ outcome: "success", redirect: payment });
    expect(upstream[0]?.body.donationAmount).toBe(2.5);
  });

  it("refuses a custom amount under € 2,50 and a payment page on another host", async () => {
    const low = await submit("doneren", {
      intent: "donation",
      donationAmount: "custom",
      customAmount: "2,49",
      ...person,
    });
    expect(low.data?.reply?.error).toEqual({ customAmount: ["amounts.tooLow|250"] });
    expect(upstream).toEqual([]);
    expectConsoleError(
      /^\[forms\] payment address refused: host not in PAYMENT_HOSTS$/,
      /^\[forms\] donation: outcome failure$/,
    );
    answer = () => ({ code: 200, url: "https://evil.example/pay" });
    const foreign = await submit("doneren", {
      intent: "donation",
      donationAmount: "10",
      ...person,
    });
    expect(foreign.data?.outcome).toBe("failure");
    expect(foreign.redirect).toBeNull();
    // The CMS's own host, on another port: another origin, so just as foreign.
    answer = () => ({ code: 200, url: "http://cms.test:8080/betaling?ref=1" });
    const otherPort = await submit("doneren", {
      intent: "donation",
      donationAmount: "10",
      ...person,
    });
    expect(otherPort.data?.outcome).toBe("failure");
    answer = () => ({ code: 200 });
    const noUrl = await submit("doneren", { intent: "donation", donationAmount: "10", ...person });
    expect(noUrl.data?.outcome).toBe("failure");
  });

  it("asks companies for their name and marks the campaign", async () => {
    answer = () => ({ code: 200, url: payment });
    const without = await submit("cultuurverbindt", {
      intent: "company-donation",
      donationAmount: "1750",
      ...person,
    });
    expect(without.data?.reply?.error).toEqual({ companyName: ["forms.errors.required"] });
    await submit("de-grote-musical-doneren", {
      intent: "musical-donation",
      donationAmount: "300",
      companyName: "Bakkerij Jansen",
      ...person,
    });
    expect(upstream[0]?.body).toMatchObject({
      donationAmount: 300,
      companyName: "Bakkerij Jansen",
      special: "musical",
    });
    // The general page's presets are not the company page's.
    const wrongPreset = await submit("cultuurverbindt", {
      intent: "company-donation",
      donationAmount: "25",
      companyName: "X",
      ...person,
    });
    expect(wrongPreset.status).toBe(400);
  });
});

describe("partner sign-up and party", () => {
  it("posts the partner's fields", async () => {
    await submit("en/partner-sign-up-form", {
      intent: "partner-signup",
      company_name: "Bakkerij Jansen",
      ...person,
      phone: "0201234567",
      partnership: "zilver",
    });
    expect(upstream).toEqual([
      {
        path: "/api/services/forms/partner-signup?lang=en",
        body: {
          company_name: "Bakkerij Jansen",
          ...person,
          phone: "0201234567",
          partnership: "zilver",
          comment: "",
        },
      },
    ]);
  });

  it("the party leaves out guests and diet for a 'no'", async () => {
    const result = await submit("party", {
      intent: "party",
      step: "2",
      nav: "submit",
      ...person,
      attendance: "no",
      guests: "3",
      diet: "vegan",
    });
    expect(result.data?.outcome).toBe("success");
    expect(upstream[0]?.path).toBe("/api/services/forms/feest?lang=nl");
    expect(upstream[0]?.body).not.toHaveProperty("guests");
    expect(upstream[0]?.body).toMatchObject({ attendance: "no", newsletter: false });
  });
});

describe("periodic donation agreement", () => {
  // Today, as the issue was found: the first payment dates run from December to May.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-26T10:00:00Z"));
  });
  afterAll(() => vi.useRealTimers());
  const donor = {
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
  };
  const whole = {
    intent: "periodic-donation",
    step: "3",
    nav: "submit",
    kring: "trotse-fries",
    amount_trotse_fries: "3000",
    looptijd: "5",
    initial_date: "2027-01-01",
    ends_when: "schenker",
    ...donor,
    partner_information: "Nee",
    payment_method: "automatic_debit",
    iban: "nl91 abna 0417 1643 00",
    vermelding: "ja",
    agreement: "on",
  };

  it("posts to the endpoint the page supplies, one amount, ISO dates, the IBAN as one word", async () => {
    const result = await submit("en/periodic-donation", whole);
    expect(result.data?.outcome).toBe("success");
    expect(upstream[0]?.path).toBe("/api/services/forms/periodieke-schenking?lang=en");
    const body = upstream[0]?.body ?? {};
    expect(body).toMatchObject({
      kring: "trotse-fries",
      amount: 3000,
      initial_date: "2027-01-01",
      birthdate: "1970-12-31",
      iban: "NL91ABNA0417164300",
      agreement: true,
    });
    expect(Object.keys(body).some((key) => key.endsWith("_partner"))).toBe(false);
    expect(body).not.toHaveProperty("amount_trotse_fries");
  });

  it("requires the partner's details only with 'Ja', and checks the IBAN's checksum", async () => {
    const partner = await submit("periodieke-schenking", { ...whole, partner_information: "Ja" });
    expect(partner.status).toBe(400);
    expect(partner.data?.reply?.error).toHaveProperty("firstName_partner");
    const iban = await submit("periodieke-schenking", { ...whole, iban: "NL92ABNA0417164300" });
    expect(iban.data?.reply?.error).toEqual({ iban: ["forms.errors.iban"] });
    expect(upstream).toEqual([]);
  });

  it("a free amount of at least € 1.250, and a first payment date in the next six months", async () => {
    const free = { ...whole, kring: "vrij", amount_free: "1.250,50" };
    await submit("periodieke-schenking", free);
    expect(upstream[0]?.body.amount).toBe(1250.5);
    upstream.length = 0;
    const low = await submit("periodieke-schenking", { ...free, amount_free: "0,50" });
    expect(low.status).toBe(400);
    expect(low.data?.reply?.error).toEqual({
      amount_free: ["amounts.periodicMinimum|125000"],
    });
    for (const initial_date of ["2026-01-01", "2026-11-01", "2027-06-01", "2026-12-02"]) {
      const wrong = await submit("periodieke-schenking", { ...whole, initial_date });
      expect(wrong.status).toBe(400);
    }
    expect(upstream).toEqual([]);
    const first = await submit("periodieke-schenking", { ...whole, initial_date: "2026-12-01" });
    expect(first.data?.outcome).toBe("success");
  });

  it("checks postcode and phone, takes ISO birth dates and any spaces in the IBAN", async () => {
    for (const wrong of [{ postalcode: "ABCD" }, { phone: "abc" }, { email: "x\u0000@b.nl" }]) {
      const result = await submit("periodieke-schenking", { ...whole, ...wrong });
      expect(result.status).toBe(400);
      expect(Object.keys(result.data?.reply?.error ?? {})).toEqual(Object.keys(wrong));
    }
    expect(upstream).toEqual([]);
    await submit("periodieke-schenking", {
      ...whole,
      birthdate: "1970-12-31",
      postalcode: "1013bd",
      iban: "NL91\u00a0ABNA\u00a00417\u00a01643\u00a000",
      lastName: "de\u0000 Vries",
    });
    expect(upstream[0]?.body).toMatchObject({
      birthdate: "1970-12-31",
      postalcode: "1013 BD",
      iban: "NL91ABNA0417164300",
      lastName: "de Vries",
    });
  });
});

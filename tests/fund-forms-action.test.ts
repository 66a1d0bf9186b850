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

describe("one intention, one payment (the browser's once-only cookie)", () => {
  let references = 0;
  beforeEach(() => {
    references = 0;
    // Each call upstream makes a new payment reference, as the payment service does.
    answer = () => ({ code: 200, url: `https://cms.test/betaling?ref=${++references}` });
  });

  /** One post from a tab: its own form key, the browser's cookies; the answer and its cookie. */
  async function send(fields: Record<string, string>, tab: { key: string; cookie?: string }) {
    const url = new URL("/pagina/doneren", SITE);
    const request = new Request(url, {
      method: "POST",
      body: new URLSearchParams({ ...fields, _once: tab.key }),
      headers: {
        origin: SITE,
        "content-type": "application/x-www-form-urlencoded",
        ...(tab.cookie ? { cookie: tab.cookie } : {}),
      },
    });
    const result = await pageAction({ request, params: { url: "doneren" }, context: {} });
    const headers =
      result instanceof Response
        ? result.headers
        : new Headers((result as unknown as { init: ResponseInit | null }).init?.headers);
    const setCookie = headers.get("set-cookie");
    return {
      location: result instanceof Response ? result.headers.get("location") : null,
      data: result instanceof Response ? null : (result as unknown as { data: FormReply }).data,
      cookie: setCookie ? setCookie.split(";")[0] : undefined,
      setCookie,
    };
  }

  const donation = { intent: "donation", donationAmount: "25", ...person };
  const withScript = { ...donation, _script: "1" };

  it("two tabs (another form key, the same cookie and donation): one call, the same reference", async () => {
    const first = await send(withScript, { key: "tab-one-key-000000001" });
    expect(first.data).toMatchObject({
      outcome: "success",
      redirect: "https://cms.test/betaling?ref=1",
    });
    expect(first.data?.repeat).toBeUndefined();
    expect(first.cookie).toMatch(/^ta_once=/);
    const second = await send(withScript, { key: "tab-two-key-000000002", cookie: first.cookie });
    expect(second.data).toMatchObject({
      outcome: "success",
      redirect: "https://cms.test/betaling?ref=1",
      repeat: true,
    });
    expect(upstream).toHaveLength(1);
  });

  it("without JS: Back and send again with a freshly rendered key goes to the first payment page", async () => {
    const first = await send(donation, { key: "rendered-page-key-0001" });
    expect(first.location).toBe("https://cms.test/betaling?ref=1");
    const again = await send(donation, { key: "rendered-later-key-0002", cookie: first.cookie });
    expect(again.location).toBe("https://cms.test/betaling?ref=1");
    expect(upstream).toHaveLength(1);
  });

  it("a double click before the cookie arrives (the same form key) is one call", async () => {
    const [one, two] = await Promise.all([
      send(donation, { key: "double-click-key-0001" }),
      send(donation, { key: "double-click-key-0001" }),
    ]);
    expect(one.location).toBe("https://cms.test/betaling?ref=1");
    expect(two.location).toBe(one.location);
    // Both answers set the same cookie: the browser keeps one identity whichever comes last.
    expect(two.cookie).toBe(one.cookie);
    expect(upstream).toHaveLength(1);
  });

  it("a different amount or another person is a new intention: a new call", async () => {
    const first = await send(withScript, { key: "tab-one-key-000000003" });
    const more = await send(
      { ...withScript, donationAmount: "custom", customAmount: "30" },
      { key: "tab-one-key-000000003", cookie: first.cookie },
    );
    const other = await send(
      { ...withScript, firstName: "Bram", email: "bram@example.nl" },
      { key: "tab-one-key-000000003", cookie: first.cookie },
    );
    expect(more.data).toMatchObject({ redirect: "https://cms.test/betaling?ref=2" });
    expect(more.data?.repeat).toBeUndefined();
    expect(other.data).toMatchObject({ redirect: "https://cms.test/betaling?ref=3" });
    expect(upstream.map((call) => call.body.donationAmount)).toEqual([25, 30, 25]);
  });

  it("a cookie not signed by the site is no identity: a fresh tab's send is a new call", async () => {
    const first = await send(withScript, { key: "tab-one-key-000000004" });
    const value = first.cookie?.split("=")[1] ?? "";
    const forged = `ta_once=${value.slice(0, -3)}abc`;
    await send(withScript, { key: "tab-two-key-000000005", cookie: forged });
    expect(upstream).toHaveLength(2);
  });

  it("keeps no personal data in the cookie; it is HttpOnly, for the site, as long as an answer is kept", async () => {
    const first = await send(withScript, { key: "tab-one-key-000000006" });
    const decoded = decodeURIComponent(first.setCookie ?? "");
    expect(decoded).not.toMatch(/anna|vries|25/i);
    expect(first.setCookie).toMatch(/HttpOnly/i);
    expect(first.setCookie).toMatch(/Path=\//);
    expect(first.setCookie).toMatch(/Max-Age=900/);
    expect(first.setCookie).toMatch(/SameSite=Lax/i);
    expect((first.setCookie ?? "").length).toBeLessThan(200);
  });
});

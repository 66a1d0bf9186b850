// The rate limits as the actions apply them, against the demo CMS (msw in-process): the send
// over the limit answers 429 with Retry-After, keeps what was typed and calls nothing upstream;
// only sends are counted (not invalid posts, not steps of a multi-step form, not repeats of a
// kept submission, which get its answer); each form has its own allowance; the e-mail limit
// holds across client addresses and forms; the footer route and the confirmation buttons answer
// 429 in the visitor's language.
import { HttpResponse, http } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { MultiStepReply } from "~/forms/multi-step/config";
import type { FormReply } from "~/forms/parts/form";
import { action as confirmAction, loader as confirmLoader } from "~/routes/confirmation";
import { action as consentAction } from "~/routes/consent";
import { action as signupAction } from "~/routes/newsletter";
import { action as pageAction } from "~/routes/page";
import { action as wishlistAction } from "~/routes/wishlist-change";
import { forgetConfirmations } from "~/services/forms/confirm-once.server";
import { type Observation, onObservation } from "~/services/operations/observe.server";
import { newsletterService } from "../mocks/newsletter";
import { testCms } from "./support/cms";

const SITE = "https://www.theater-amsterdam.example";
const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const cms = testCms();
/** The default of RATE_LIMIT_PER_MINUTE: sends per client address, route and form. */
const LIMIT = 20;
/** The default of RATE_LIMIT_EMAIL_PER_HOUR. */
const EMAIL_LIMIT = 10;

const observed: Observation[] = [];
let stopObserving = () => {};
beforeEach(() => {
  newsletterService.clear();
  forgetConfirmations();
  observed.length = 0;
  // Only the limits' own reports: the caches and the CMS client report to the same hub.
  stopObserving = onObservation((observation) => {
    if (observation.kind === "rate-limited") observed.push(observation);
  });
});
afterEach(() => stopObserving());

type Answer = { data: FormReply; init: ResponseInit | null };

let keys = 0;
/** A once-only key of the shape the forms make, new for every post (each is a new submission). */
const onceKey = () => `key-${String(++keys).padStart(12, "0")}`;

function post(path: string, fields: [string, string][], headers: Record<string, string> = {}) {
  return new Request(new URL(path, SITE), {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { origin: SITE, "content-type": "application/x-www-form-urlencoded", ...headers },
  });
}

/** A newsletter sign-up on its page, from `address`. */
async function signUp(address: string, email: string, lists = ["all"]) {
  const fields: [string, string][] = [
    ["intent", "newsletter-subscribe"],
    ["email", email],
    ...lists.map((list): [string, string] => ["lists", list]),
    ["_once", onceKey()],
  ];
  const request = post("/pagina/aanmelden-nieuwsbrief", fields);
  const context = { clientAddress: address };
  const params = { url: "aanmelden-nieuwsbrief" };
  return (await pageAction({ request, params, context })) as unknown as Answer;
}

/** A post to a page's action (`/pagina/<slug>`) from `address`. */
async function onPage<R = FormReply>(
  slug: string,
  fields: Record<string, string>,
  address: string,
) {
  const request = post(`/pagina/${slug}`, Object.entries(fields));
  const context = { clientAddress: address };
  return (await pageAction({ request, params: { url: slug }, context })) as unknown as {
    data: R;
    init: ResponseInit | null;
  };
}

const headerOf = (answer: Answer, name: string) => new Headers(answer.init?.headers).get(name);

describe("per client address, route and form", () => {
  it("refuses the send over the limit with 429, Retry-After and the typed values, sending nothing", async () => {
    for (let i = 0; i < LIMIT; i++) {
      const answer = await signUp("203.0.113.7", `fan-${i}@example.nl`);
      expect(answer.data.outcome).toBe("success");
    }
    expect(cms.services()).toHaveLength(LIMIT);

    const refused = await signUp("203.0.113.7", "Fan-Over@Example.nl", ["new_in_sales", "all"]);
    expect(refused.init?.status).toBe(429);
    const retryAfter = Number(headerOf(refused, "Retry-After"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(headerOf(refused, "Cache-Control")).toBe("private, no-store");
    expect(refused.data).toMatchObject({
      intent: "newsletter-subscribe",
      outcome: null,
      limited: { minutes: 1 },
    });
    // What was typed comes back, as typed, and no error is pinned on a field.
    expect(refused.data.reply?.initialValue).toMatchObject({
      email: "Fan-Over@Example.nl",
      lists: ["new_in_sales", "all"],
    });
    expect(refused.data.reply?.error ?? {}).toEqual({});
    expect(cms.services()).toHaveLength(LIMIT);
    expect(newsletterService.mails()).toHaveLength(LIMIT);
    expect(observed).toEqual([{ kind: "rate-limited", route: "page", by: "address" }]);
  });

  it("does not count posts that send nothing (invalid ones): a person correcting a form is never refused", async () => {
    for (let i = 0; i < LIMIT + 10; i++) {
      const answer = await signUp("198.51.100.1", "geen adres");
      expect(answer.init?.status).toBe(400);
    }
    expect((await signUp("198.51.100.1", "wel@example.nl")).data.outcome).toBe("success");
    expect(observed).toEqual([]);
  });

  it("counts each address apart, and an IPv6 client by its /64", async () => {
    for (let i = 0; i < LIMIT; i++) {
      await signUp(`2001:db8:5:6::${i + 1}`, `zes-${i}@example.nl`);
    }
    expect((await signUp("2001:db8:5:6:ffff::1", "zes-over@example.nl")).init?.status).toBe(429);
    expect((await signUp("2001:db8:5:7::1", "buur@example.nl")).data.outcome).toBe("success");
    expect((await signUp("198.51.100.2", "ander@example.nl")).data.outcome).toBe("success");
  });

  it("gives two forms from one address their own allowance", async () => {
    const address = "198.51.100.20";
    for (let i = 0; i < LIMIT; i++) {
      expect((await signUp(address, `huis-${i}@example.nl`)).data.outcome).toBe("success");
    }
    expect((await signUp(address, "huis-over@example.nl")).init?.status).toBe(429);
    // The fund's contact form on another page of the same route: a household's other form.
    const contact = await onPage(
      "carrefonds",
      {
        intent: "fund-contact",
        firstName: "Anna",
        lastName: "de Vries",
        email: "anna@example.nl",
        subject: "Nalaten aan het fonds",
        phone: "020 123 45 67",
        callBackPreference: "morning",
        _once: onceKey(),
      },
      address,
    );
    expect(contact.data.outcome).toBe("success");
    // And the footer sign-up, another route.
    const footer = (await signupAction({
      request: post("/nieuwsbrief/aanmelden", [
        ["intent", "newsletter-footer"],
        ["email", "huis-voet@example.nl"],
        ["locale", "nl"],
        ["mode", "fetch"],
        ["_once", onceKey()],
      ]),
      params: {},
      context: { clientAddress: address },
    })) as unknown as Answer;
    expect(footer.data.outcome).toBe("success");
  });
});

describe("a repeat of a kept submission", () => {
  const contact = {
    intent: "fund-contact",
    firstName: "Anna",
    lastName: "de Vries",
    email: "anna@example.nl",
    subject: "Nalaten aan het fonds",
    phone: "020 123 45 67",
    callBackPreference: "morning",
  };
  const contactCalls = () =>
    cms.services().filter((call) => call.path.startsWith("/api/services/forms/carrefonds"));

  it("Enter held on /pagina/carrefonds (12 posts of one submission, the allowance nearly used): 1 call, every answer says sent", async () => {
    const address = "203.0.113.120";
    // Earlier contacts from this household leave one send of the minute's allowance.
    for (let i = 0; i < LIMIT - 1; i++) {
      const other = { ...contact, email: `eerder-${i}@example.nl`, _once: onceKey() };
      expect((await onPage("carrefonds", other, address)).data.outcome).toBe("success");
    }
    const calls = contactCalls().length;
    const held = { ...contact, _once: onceKey() };
    // The first few arrive together (the repeats wait for the first answer), the rest after it.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => onPage("carrefonds", held, address)),
    );
    for (let i = 4; i < 12; i++) answers.push(await onPage("carrefonds", held, address));
    expect(contactCalls()).toHaveLength(calls + 1);
    for (const answer of answers) {
      expect(answer.init?.status ?? 200).toBe(200);
      expect(answer.data.outcome).toBe("success");
      expect(answer.data.limited).toBeUndefined();
    }
    expect(observed).toEqual([]);
    // A new submission after it is over the limit, and says so.
    const next = await onPage("carrefonds", { ...contact, _once: onceKey() }, address);
    expect(next.init?.status).toBe(429);
    expect(contactCalls()).toHaveLength(calls + 1);
  });

  it("is answered, not refused, after the e-mail address's allowance is used up", async () => {
    const email = "eenmaal@example.nl";
    const kept: [string, string][] = [
      ["intent", "newsletter-subscribe"],
      ["email", email],
      ["lists", "all"],
      ["_once", onceKey()],
    ];
    const again = () =>
      pageAction({
        request: post("/pagina/aanmelden-nieuwsbrief", kept),
        params: { url: "aanmelden-nieuwsbrief" },
        context: { clientAddress: "192.0.2.170" },
      }) as unknown as Promise<Answer>;
    expect((await again()).data.outcome).toBe("success");
    // Other sign-ups naming the address use up its allowance for the hour.
    for (let i = 1; i < EMAIL_LIMIT; i++) {
      expect((await signUp(`192.0.2.${150 + i}`, email)).data.outcome).toBe("success");
    }
    const calls = cms.services().length;
    const repeat = await again();
    expect(repeat.init?.status ?? 200).toBe(200);
    expect(repeat.data.outcome).toBe("success");
    expect(cms.services()).toHaveLength(calls);
    expect(observed).toEqual([]);
    // A new submission naming the address is refused, and says so.
    expect((await signUp("192.0.2.171", email)).init?.status).toBe(429);
    expect(observed).toEqual([{ kind: "rate-limited", route: "page", by: "email" }]);
  });
});

describe("multi-step forms without JavaScript", () => {
  const party = {
    intent: "party",
    firstName: "Anna",
    lastName: "de Vries",
    email: "anna@example.nl",
    attendance: "no",
  };

  it("six (and many more) Next and Previous moves on /en/page/party never meet the limit", async () => {
    const address = "203.0.113.130";
    const move = async (step: string, nav: string) => {
      const request = post("/en/page/party", Object.entries({ ...party, step, nav }));
      const params = { url: "party" };
      return (await pageAction({
        request,
        params,
        context: { clientAddress: address },
      })) as unknown as { data: MultiStepReply; init: ResponseInit | null };
    };
    for (let i = 0; i < 3 * LIMIT; i++) {
      const answer = await move(i % 2 ? "1" : "0", i % 2 ? "back" : "next");
      expect(answer.init?.status ?? 200).toBe(200);
      expect(answer.data.limited).toBeUndefined();
    }
    expect(observed).toEqual([]);
    expect(cms.services()).toEqual([]);
    const sent = await move("2", "submit");
    expect(sent.data.outcome).toBe("success");
  });
});

describe("per e-mail address across addresses and forms", () => {
  it("refuses the submission over the limit whoever sends it, and counts only what would be sent", async () => {
    // Posts that fail validation send no mail: they do not use up the address's allowance.
    for (let i = 0; i < 3; i++) {
      const answer = await signUp(`192.0.2.${100 + i}`, "slachtoffer@example.nl", []);
      expect(answer.init?.status).toBe(400);
    }
    for (let i = 0; i < EMAIL_LIMIT; i++) {
      // Typed differently each time: one address all the same.
      const email = i % 2 ? " SLACHTOFFER@example.nl" : "slachtoffer@EXAMPLE.nl ";
      const answer = await signUp(`192.0.2.${i + 1}`, email);
      expect(answer.data.outcome).toBe("success");
    }
    const before = cms.services().length;
    const refused = await signUp("192.0.2.200", "slachtoffer@example.nl");
    expect(refused.init?.status).toBe(429);
    const retryAfter = Number(headerOf(refused, "Retry-After"));
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.data.limited?.minutes).toBe(Math.ceil(retryAfter / 60));
    expect(refused.data.reply?.initialValue).toMatchObject({ email: "slachtoffer@example.nl" });
    expect(cms.services()).toHaveLength(before);
    expect(observed).toEqual([{ kind: "rate-limited", route: "page", by: "email" }]);

    // The footer's route shares the count.
    const footer = await signupAction({
      request: post("/nieuwsbrief/aanmelden", [
        ["intent", "newsletter-footer"],
        ["email", "slachtoffer@example.nl"],
        ["locale", "nl"],
        ["mode", "fetch"],
        ["_once", onceKey()],
      ]),
      params: {},
      context: { clientAddress: "192.0.2.201" },
    });
    expect((footer as unknown as Answer).init?.status).toBe(429);
    expect(cms.services()).toHaveLength(before);
  });
});

describe("the footer sign-up route", () => {
  let footers = 0;
  /** A footer sign-up; the last one (`over`) types Voet@Example.nl, the others their own. */
  const footerPost = (mode: "fetch" | null, locale: "nl" | "en", over = false) =>
    signupAction({
      request: post(
        "/nieuwsbrief/aanmelden",
        [
          ["intent", "newsletter-footer"],
          ["email", over ? "Voet@Example.nl" : `voet-${++footers}@example.nl`],
          ["locale", locale],
          ...(mode ? [["mode", mode] as [string, string]] : []),
          ["_once", onceKey()],
        ],
        { referer: `${SITE}/en/calendar?maand=2026-12` },
      ),
      params: {},
      context: { clientAddress: "203.0.113.50" },
    });

  it("gives a fetcher the refusal as data, with the address it typed", async () => {
    for (let i = 0; i < LIMIT; i++) await footerPost("fetch", "nl");
    const answer = (await footerPost("fetch", "nl", true)) as unknown as Answer;
    expect(answer.init?.status).toBe(429);
    expect(headerOf(answer, "Retry-After")).toMatch(/^\d+$/);
    expect(answer.data).toMatchObject({ outcome: null, limited: { minutes: 1 } });
    expect(answer.data.reply?.initialValue).toMatchObject({ email: "Voet@Example.nl" });
  });

  it("gives a plain POST a 429 page in its language that leads back, keeping the address", async () => {
    for (let i = 0; i < LIMIT; i++) await footerPost(null, "en");
    const callsBefore = cms.services().length;
    const answer = (await footerPost(null, "en", true)) as Response;
    expect(answer.status).toBe(429);
    expect(answer.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(answer.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const html = await answer.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("Too many attempts.");
    expect(html).toContain("Please try again in 1 minute.");
    expect(html).toContain('href="/en/calendar?maand=2026-12&#38;nieuwsbrief=limited#nieuwsbrief"');
    // The typed address waits in the flash cookie, never in the page or the URL.
    expect(html).not.toContain("Voet@Example.nl");
    expect(answer.headers.get("Set-Cookie")).toContain("signup_email=Voet%40Example.nl");
    expect(cms.services()).toHaveLength(callsBefore);
  });
});

describe("confirmation pages", () => {
  it("answer the press over the limit with 429 before spending the token", async () => {
    const press = (token: string) =>
      confirmAction({
        request: post(`/panel-bevestigen?token=${token}&action=signup`, []),
        params: {},
        context: { clientAddress: "203.0.113.90" },
      });
    for (let i = 0; i < LIMIT; i++) await press(`guess-${i}`);
    const before = cms.services().length;
    expect(before).toBe(LIMIT);
    // A press of a token answered before is given its answer, not counted.
    expect(await press("guess-0")).toEqual({ result: "expired" });
    const refused = await press("guess-over").then(
      () => null,
      (error: unknown) => error as { data: unknown; init: ResponseInit },
    );
    expect(refused?.init.status).toBe(429);
    expect(new Headers(refused?.init.headers).get("Retry-After")).toMatch(/^\d+$/);
    // The error screen says how long to wait (root.tsx reads it).
    expect(refused?.data).toEqual({ retryMinutes: 1 });
    expect(cms.services()).toHaveLength(before);
    expect(observed).toEqual([{ kind: "rate-limited", route: "panelConfirm", by: "address" }]);
  });

  it("do not count opening a link, which spends nothing (Chrome's User-Agent or not)", async () => {
    for (let i = 0; i < LIMIT + 5; i++) {
      await confirmLoader({
        request: new Request(`${SITE}/panel-bevestigen?token=t-${i}&action=signup`, {
          headers: i % 2 ? { "user-agent": BROWSER } : {},
        }),
        params: {},
        context: { clientAddress: "203.0.113.91" },
      });
    }
    expect(cms.services()).toEqual([]);
    expect(observed).toEqual([]);
  });
});

describe("the cookie choice and the wish list", () => {
  it("gives the consent fetcher 429 data and sets no cookie", async () => {
    const choose = () =>
      consentAction({
        request: post("/cookievoorkeur", [
          ["choice", "personalized"],
          ["mode", "fetch"],
          ["return", "/agenda"],
        ]),
        params: {},
        context: { clientAddress: "203.0.113.60" },
      }) as unknown as Promise<Answer>;
    for (let i = 0; i < LIMIT; i++) expect((await choose()).init?.status ?? 200).toBe(200);
    const refused = await choose();
    expect(refused.init?.status).toBe(429);
    expect(refused.data).toEqual({ saved: false });
    const headers = new Headers(refused.init?.headers);
    expect(headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(headers.get("Set-Cookie")).toBeNull();
  });

  it("answers a heart over the limit with a 429 page and no call to the account service", async () => {
    const account: string[] = [];
    cms.server.use(
      http.get("http://account.test/api/user", () => {
        account.push("user");
        return HttpResponse.json({ fullname: "Anna", wishlist: [] });
      }),
      http.put("http://account.test/api/wishlist/add", () => {
        account.push("add");
        return HttpResponse.json({});
      }),
    );
    const heart = () =>
      wishlistAction({
        request: post(
          "/en/wish-list",
          [
            ["prod_page", "P1"],
            ["op", "add"],
            ["return", "/en/show/de-grote-musical"],
          ],
          { cookie: "ta_account_sync=1; ta_account_session=abc123" },
        ),
        params: {},
        context: { clientAddress: "203.0.113.61" },
      }) as Promise<Response>;
    for (let i = 0; i < LIMIT; i++) expect((await heart()).status).toBe(303);
    const calls = account.length;
    const refused = await heart();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    const html = await refused.text();
    expect(html).toContain("Too many attempts.");
    expect(html).toContain('href="/en/show/de-grote-musical"');
    expect(account).toHaveLength(calls);
  });
});

// Answers that belong to one visitor are never shared: the order, donation-return, confirmation,
// referral and preview screens, asked through Varnish by two visitors whose requests share one
// cache key (they differ only in analytics cookies, which the VCL drops, and in their client
// address). None may be a HIT, and the second visitor's answers hold nothing of the first's: not
// their token, reference or referral code, not a cookie set for them. A mail scanner's visit to
// a confirmation link is not stored for the person who clicks it after.
import { demo, instanceUrl, SITE_ORIGIN, varnish } from "./deployment";
import { newClientAddress } from "./forms";
import { answersSoFar, viaVarnish } from "./ledger";
import { check, figures, sleep } from "./report";
import { BROWSER_UA } from "./traffic";

/** A production and a content page of the demo (mocks/fixtures). */
const PRODUCTION = "/voorstelling/giselle";
const CONTENT_PAGE = "/pagina/contact";
/** An unpublished page of the demo: seen only in a preview (CMS session cookie). */
const DRAFT = { path: "/pagina/concept-nieuwe-zaal", heading: "Binnenkort: een vierde zaal" };

type Row = {
  name: string;
  /** The URL carrying a visitor's own value (a token, a payment reference, a referral code). */
  url: (value: string) => string;
  /** The same screen without anything of a visitor's: it may be shared, but holds nothing of A's. */
  clean?: string;
  /** The site marks the answer `private, no-store` itself (a 2xx answer). */
  privateAtSource: boolean;
};

const ROWS: Row[] = [
  { name: "order", url: (v) => `/api/order?token=demo-${v}`, privateAtSource: true },
  {
    name: "donation return",
    url: (v) => `/donatie/bedankt?ref=${v}`,
    clean: "/donatie/bedankt",
    privateAtSource: true,
  },
  {
    name: "donation return (en)",
    url: (v) => `/en/donation/thank-you?ref=${v}`,
    privateAtSource: true,
  },
  {
    name: "newsletter confirmation",
    url: (v) => `/bevestigen?actie=nieuwsbrief-aanmelden&token=${v}`,
    privateAtSource: true,
  },
  {
    name: "newsletter confirmation (en)",
    url: (v) => `/en/confirm?action=newsletter-subscribe&token=${v}`,
    privateAtSource: true,
  },
  {
    name: "premiere confirmation",
    url: (v) => `/premiere-bevestigen?token=${v}&action=signup`,
    privateAtSource: true,
  },
  {
    name: "panel confirmation",
    url: (v) => `/panel-bevestigen?token=${v}&action=signup`,
    privateAtSource: true,
  },
  {
    name: "prize-draw confirmation",
    url: (v) => `/cultuurbank-bevestigen?token=${v}`,
    privateAtSource: true,
  },
  {
    name: "referral link on a production",
    url: (v) => `${PRODUCTION}?r=${v}`,
    clean: PRODUCTION,
    privateAtSource: true,
  },
  {
    name: "referral link as ?%72= (r, percent-encoded)",
    url: (v) => `${PRODUCTION}?%72=${v}`,
    clean: PRODUCTION,
    privateAtSource: true,
  },
  {
    // R is not the site's r; whether the VCL passes it or the site ignores it, no visitor's
    // value may reach another, so only the cache outcome and the values are checked.
    name: "?%52= (R, percent-encoded) on a production",
    url: (v) => `${PRODUCTION}?%52=${v}`,
    clean: PRODUCTION,
    privateAtSource: false,
  },
  {
    name: "referral link on a content page",
    url: (v) => `${CONTENT_PAGE}?r=${v}`,
    clean: CONTENT_PAGE,
    privateAtSource: true,
  },
];

type Visitor = { cookie: string; address: string };

type Seen = { status: number; cache: string; cc: string; setCookie: string[]; text: string };

async function ask(path: string, visitor: Visitor, extraCookie?: string): Promise<Seen> {
  const answer = await viaVarnish(`${varnish}${path}`, {
    headers: {
      "user-agent": BROWSER_UA,
      accept: "text/html",
      cookie: extraCookie ? `${visitor.cookie}; ${extraCookie}` : visitor.cookie,
      "x-forwarded-for": visitor.address,
    },
  });
  const setCookie = answer.headers.getSetCookie();
  const headerText = [...answer.headers].map(([k, v]) => `${k}: ${v}`).join("\n");
  return {
    status: answer.status,
    cache: answer.headers.get("x-cache") ?? "",
    cc: answer.headers.get("cache-control") ?? "",
    setCookie,
    text: `${headerText}\n${answer.text}`.toLowerCase(),
  };
}

/** The name=value of each Set-Cookie, the part another visitor must never receive. */
const pairs = (seen: Seen[]) =>
  new Set(seen.flatMap((s) => s.setCookie.map((c) => c.split(";")[0]?.trim() ?? "")));

const isPrivate = (cc: string) => /\bprivate\b/.test(cc) && /\bno-store\b/.test(cc);
const shareable = (cc: string) => !/\b(private|no-store)\b/.test(cc);

const newVisitor = (ga: string): Visitor => ({
  cookie: `_ga=GA1.1.${ga}.1764000000; _gid=GA1.1.${ga}.1764100000`,
  address: newClientAddress(),
});

async function checkRow(row: Row, stamp: string) {
  const a = newVisitor("1000000001");
  const b = newVisitor("2000000002");
  const valueA = `visa${stamp}`;
  const valueB = `visb${stamp}`;
  const first = await ask(row.url(valueA), a);
  // The same link opened by someone else (forwarded, shared, or a scanner): one cache key.
  const sameLink = await ask(row.url(valueA), b);
  const own = await ask(row.url(valueB), b);
  const clean = row.clean ? await ask(row.clean, b) : null;
  const personal = [first, sameLink, own];
  const hits = personal.filter((s) => s.cache === "HIT").length;
  const bAfter = clean ? [own, clean] : [own];
  const foreignValue = bAfter.some((s) => s.text.includes(valueA.toLowerCase()));
  const aCookies = pairs([first]);
  const foreignCookie = [...pairs(bAfter)].filter((p) => aCookies.has(p));
  const notPrivate = row.privateAtSource
    ? personal.filter((s) => s.status >= 200 && s.status < 300 && !isPrivate(s.cc))
    : [];
  const cookieShared = [...personal, ...bAfter].filter(
    (s) => s.setCookie.length > 0 && shareable(s.cc),
  );
  const describe = (label: string, s: Seen) =>
    `${label} ${s.status} ${s.cache || "—"} (${s.cc || "no Cache-Control"}${s.setCookie.length ? `, Set-Cookie ${s.setCookie.map((c) => c.split("=")[0]).join(",")}` : ""})`;
  check(
    `personal route never shared: ${row.name}`,
    hits === 0 &&
      !foreignValue &&
      foreignCookie.length === 0 &&
      notPrivate.length === 0 &&
      cookieShared.length === 0 &&
      personal.every((s) => s.status > 0 && s.status < 500),
    `${row.url("…")}: ${describe("A", first)}; ${describe("B same link", sameLink)}; ${describe("B own", own)}${clean ? `; ${describe(`B ${row.clean}`, clean)}` : ""}; A's value in B's answers: ${foreignValue ? "yes" : "no"}; A's cookies in B's answers: ${foreignCookie.length ? foreignCookie.join(", ") : "none"}${notPrivate.length ? `; not private, no-store at the source: ${notPrivate.length}` : ""}${cookieShared.length ? `; Set-Cookie with a shareable Cache-Control: ${cookieShared.length}` : ""}`,
  );
  return { name: row.name, hits, foreignValue, foreignCookie: foreignCookie.length };
}

/** An editor's preview: never stored, never shown to anyone without the session. */
async function checkPreview(stamp: string) {
  const editor = newVisitor("3000000003");
  const visitor = newVisitor("4000000004");
  const previews = [
    await ask(DRAFT.path, editor, `cms_session=x${stamp}`),
    await ask(DRAFT.path, editor, `cms_session=x${stamp}`),
  ];
  const anonymous = await ask(DRAFT.path, visitor);
  const heading = DRAFT.heading.toLowerCase();
  check(
    "a preview is never stored in or served from Varnish",
    previews.every((p) => p.status === 200 && p.cache !== "HIT" && isPrivate(p.cc)) &&
      previews.every((p) => p.text.includes(heading)) &&
      anonymous.status === 404 &&
      anonymous.cache !== "HIT" &&
      !anonymous.text.includes(heading),
    `preview answers ${previews.map((p) => `${p.status} ${p.cache} (${p.cc})`).join(", ")}; the same URL without the session: ${anonymous.status} ${anonymous.cache}, the draft's heading ${anonymous.text.includes(heading) ? "shown" : "not shown"}`,
  );
}

async function confirmCalls(token: string): Promise<number> {
  const calls = await fetch(`${demo}/__calls?q=${encodeURIComponent(token)}`);
  return ((await calls.json()) as { method: string }[]).filter((c) => c.method === "PATCH").length;
}

// A mail scanner that names no browser engine: the site shows it the button (it is not a person),
// and the VCL, seeing no crawler, puts it in the same class as the person's browser, so a stored
// copy of the scanner's page would be the one the person is served.
const SCANNER_UA = "Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.1; Trident/6.0)";

/** Whether the confirmation page shows the button (nothing confirmed yet). */
const showsButton = (html: string) =>
  /confirm-page"[^>]*>\s*<h1[^>]*>[\s\S]*?<\/h1>\s*<form/.test(html);

async function checkMailScanner(stamp: string) {
  const link = (token: string) => `/bevestigen?actie=nieuwsbrief-aanmelden&token=${token}`;
  // What the site itself does for a person's GET, with no cache between (issue 37 makes it
  // POST-only: then 0 here, and the person confirms with the button).
  const probe = `scanprobe${stamp}`;
  const direct = await fetch(`${instanceUrl(0)}${link(probe)}`, {
    headers: { "user-agent": BROWSER_UA, "x-forwarded-for": newClientAddress() },
  });
  await direct.arrayBuffer();
  const onSight = await confirmCalls(probe);

  const token = `scanmail${stamp}`;
  const url = `${varnish}${link(token)}`;
  const scanner = await viaVarnish(url, {
    headers: { "user-agent": SCANNER_UA, "x-forwarded-for": newClientAddress() },
  });
  const afterScanner = await confirmCalls(token);
  await sleep(1_000);
  const personAddress = newClientAddress();
  const person = await viaVarnish(url, {
    headers: { "user-agent": BROWSER_UA, accept: "text/html", "x-forwarded-for": personAddress },
  });
  const afterPerson = await confirmCalls(token);
  let pressed: number | null = null;
  if (showsButton(person.text)) {
    const press = await viaVarnish(url, {
      method: "POST",
      headers: {
        "user-agent": BROWSER_UA,
        "content-type": "application/x-www-form-urlencoded",
        origin: SITE_ORIGIN,
        referer: `${SITE_ORIGIN}${link(token)}`,
        "x-forwarded-for": personAddress,
      },
      body: "",
    });
    pressed = press.status;
  }
  const total = await confirmCalls(token);
  figures.mailScanner = { onSight, afterScanner, afterPerson, pressed, total };
  const cache = (r: { headers: Headers }) => r.headers.get("x-cache") ?? "—";
  check(
    "a mail scanner's visit to a confirmation link is not served to the person",
    scanner.status === 200 &&
      showsButton(scanner.text) &&
      cache(scanner) !== "HIT" &&
      person.status === 200 &&
      cache(person) !== "HIT" &&
      afterScanner === 0 &&
      afterPerson === onSight &&
      total === 1,
    `scanner ${scanner.status} ${cache(scanner)} (${showsButton(scanner.text) ? "button" : "no button"}), ${afterScanner} confirm calls; the person's click 1 s later ${person.status} ${cache(person)} (${showsButton(person.text) ? "button" : "confirmed on sight"}), ${afterPerson} confirm calls from GETs (the site asked directly confirms a browser's GET with ${onSight} call)${pressed === null ? "" : `, the button pressed: ${pressed}`}; ${total} confirm call in all`,
  );
}

export async function checkPersonalRoutes() {
  const stamp = Date.now().toString(36);
  const rows = [];
  for (const row of ROWS) rows.push(await checkRow(row, stamp));
  figures.personalRoutes = rows;
  await checkPreview(stamp);
  await checkMailScanner(stamp);
}

/** Run-wide: no answer served from a copy ever set a cookie. */
export function checkNoHitSetsCookie() {
  const answers = answersSoFar();
  const hits = answers.filter((a) => a.cache === "HIT");
  const withCookie = hits.filter((a) => a.setCookie !== null);
  figures.hitsWithSetCookie = withCookie.length;
  check(
    "no HIT in the whole run carries Set-Cookie",
    hits.length > 0 && withCookie.length === 0,
    `${withCookie.length} of ${hits.length} HITs (${answers.length} answers from Varnish)${
      withCookie.length
        ? `: ${withCookie
            .slice(0, 3)
            .map((a) => `${a.url} ${a.setCookie?.split("=")[0]}`)
            .join(", ")}`
        : ""
    }`,
  );
}

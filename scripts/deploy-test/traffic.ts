// Visitors as a sale day brings them: the screens people open most, in both languages, with the
// cookies real browsers carry (analytics, a consent choice or none) and a few crawlers, from
// several connections at once; editors previewing (passed to the instances), visitors of
// addresses nobody asked before (misses) and footer sign-ups, as each phase needs.
import { newClientAddress, type PostOutcome, postFooterSignup } from "./forms";
import { record } from "./ledger";

export const DOCUMENT_PATHS = [
  "/",
  "/en",
  "/agenda",
  "/en/calendar",
  "/voorstelling/hamlet",
  "/en/show/hamlet",
  "/voorstelling/de-notenkraker",
  "/voorstelling/giselle",
  "/voorstelling/de-grote-musical",
  "/nieuws",
  "/en/news",
  "/pagina/contact",
  "/pagina/terugbelverzoek",
  "/zoeken?q=hamlet",
  "/en/search?q=hamlet",
  "/agenda?genre=dans",
];

export const BROWSER_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const CRAWLER_UA = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const COOKIES = [
  undefined,
  "_ga=GA1.1.1234567890.1764000000; _gid=GA1.1.987654321.1764100000",
  "cookie_consent=personalized; _ga=GA1.1.1111111111.1764000000; _ga_ABC123=GS1.1.1764.1.1",
  "cookie_consent=basic",
  "_gcl_au=1.1.123.456; cookie_consent=basic; _gid=GA1.1.5.6",
];

export type Sample = {
  path: string;
  /** The copy the answer could have come from: path, client class and consent choice. */
  key: string;
  status: number;
  cache: string;
  ms: number;
  at: number;
  error?: string;
};

export type PostSample = PostOutcome & { at: number; email: string };

function pick<T>(items: readonly T[], n: number): T {
  return items[n % items.length] as T;
}

/** One GET, timed; a failure is a sample with status 0, never an exception. */
async function timedGet(
  base: string,
  path: string,
  key: string,
  headers: Record<string, string>,
): Promise<Sample> {
  const started = performance.now();
  const at = Date.now();
  try {
    const response = await fetch(`${base}${path}`, {
      headers,
      redirect: "manual",
      signal: AbortSignal.timeout(15_000),
    });
    await response.arrayBuffer();
    record("GET", `${base}${path}`, response);
    const cache = response.headers.get("x-cache") ?? "";
    return { path, key, status: response.status, cache, ms: performance.now() - started, at };
  } catch (error) {
    const ms = performance.now() - started;
    return { path, key, status: 0, cache: "", ms, at, error: String(error) };
  }
}

export type TrafficOptions = {
  durationMs: number;
  /** Anonymous visitors looping over DOCUMENT_PATHS, one connection each. */
  visitors: number;
  /** Editors looping over previews (a CMS session: Varnish passes them to the instances). */
  editors?: number;
  /** Visitors of addresses nobody asked before (a query of their own): misses, rendered. */
  missers?: number;
  /** Footer sign-ups, each from a client address of its own, `pauseMs` apart per poster. */
  posters?: { count: number; fields: URLSearchParams; origin: string; pauseMs: number };
  /** Rewrites a visitor's path (the tracking parameters of an ad click). */
  decorate?: (path: string, n: number) => string;
  /** Ends the traffic before durationMs (each loop finishes the request it is in). */
  signal?: AbortSignal;
};

export type TrafficSamples = {
  visits: Sample[];
  previews: Sample[];
  misses: Sample[];
  posts: PostSample[];
};

let runs = 0;

export async function runTraffic(base: string, options: TrafficOptions): Promise<TrafficSamples> {
  const samples: TrafficSamples = { visits: [], previews: [], misses: [], posts: [] };
  const end = Date.now() + options.durationMs;
  const run = `${Date.now().toString(36)}-${runs++}`;
  let n = 0;
  const going = () => Date.now() < end && !options.signal?.aborted;
  async function visitor() {
    while (going()) {
      const i = n++;
      const path = pick(DOCUMENT_PATHS, i * 7 + Math.floor(i / DOCUMENT_PATHS.length));
      const cookie = pick(COOKIES, i * 3 + Math.floor(i / 11));
      const crawler = i % 10 === 9;
      const headers: Record<string, string> = {
        "user-agent": crawler ? CRAWLER_UA : BROWSER_UA,
        "accept-encoding": "gzip",
        accept: "text/html",
      };
      if (cookie) headers.cookie = cookie;
      const consent = /cookie_consent=(\w+)/.exec(cookie ?? "")?.[1] ?? "";
      const key = `${path} ${crawler ? "crawler" : "browser"} ${consent}`;
      const asked = options.decorate ? options.decorate(path, i) : path;
      samples.visits.push(await timedGet(base, asked, key, headers));
    }
  }
  async function editor() {
    while (going()) {
      const path = pick(DOCUMENT_PATHS, n++);
      const headers = { "user-agent": BROWSER_UA, cookie: "cms_session=editor" };
      samples.previews.push(await timedGet(base, path, path, headers));
    }
  }
  async function misser() {
    while (going()) {
      const i = n++;
      const page = pick(DOCUMENT_PATHS, i);
      const path = `${page}${page.includes("?") ? "&" : "?"}deploy-miss=${run}-${i}`;
      const headers = { "user-agent": BROWSER_UA, accept: "text/html" };
      samples.misses.push(await timedGet(base, path, path, headers));
    }
  }
  async function poster() {
    const posters = options.posters;
    if (!posters) return;
    while (going()) {
      const email = `deploy-${run}-${n++}@example.com`;
      const at = Date.now();
      const outcome = await postFooterSignup(
        base,
        posters.origin,
        posters.fields,
        email,
        newClientAddress(),
      );
      samples.posts.push({ ...outcome, at, email });
      await new Promise((resolve) => setTimeout(resolve, posters.pauseMs));
    }
  }
  await Promise.all([
    ...Array.from({ length: options.visitors }, visitor),
    ...Array.from({ length: options.editors ?? 0 }, editor),
    ...Array.from({ length: options.missers ?? 0 }, misser),
    ...Array.from({ length: options.posters?.count ?? 0 }, poster),
  ]);
  return samples;
}

/** Failed: no answer, or a 5xx. */
export const failed = (s: { status: number }) => s.status === 0 || s.status >= 500;

export function summarise(samples: readonly Sample[]) {
  const documents = samples.filter((s) => s.status === 200);
  const hits = documents.filter((s) => s.cache === "HIT").length;
  const errors = samples.filter(failed);
  const times = samples.map((s) => s.ms).sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
  return {
    requests: samples.length,
    documents: documents.length,
    hitRatio: documents.length ? hits / documents.length : 0,
    errors: errors.length,
    errorSamples: errors.slice(0, 5),
    otherStatuses: [...new Set(samples.map((s) => s.status))].filter((s) => s !== 200),
    p50: at(0.5),
    p99: at(0.99),
  };
}

/** Posts that did not end in the sign-up's 303 (a 429, a 5xx, no answer), and the slowest. */
export function summarisePosts(posts: readonly PostSample[]) {
  const wrong = posts.filter((p) => p.status !== 303);
  return {
    posts: posts.length,
    notAccepted: wrong.length,
    statuses: [...new Set(posts.map((p) => p.status))],
    wrongSamples: wrong
      .slice(0, 5)
      .map((p) => ({ status: p.status, ms: Math.round(p.ms), error: p.error })),
    maxMs: Math.round(Math.max(0, ...posts.map((p) => p.ms))),
  };
}

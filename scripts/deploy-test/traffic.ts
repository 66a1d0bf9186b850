// Anonymous visitors as a sale day brings them: the screens people open most, in both
// languages, with the cookies real browsers carry (analytics, a consent choice or none) and a
// few crawlers, from several connections at once.
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

const BROWSER_UA =
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
  status: number;
  cache: string;
  ms: number;
  error?: string;
};

function pick<T>(items: readonly T[], n: number): T {
  return items[n % items.length] as T;
}

/** One GET, timed; a failure is a sample with status 0, never an exception. */
async function timedGet(
  base: string,
  path: string,
  headers: Record<string, string>,
): Promise<Sample> {
  const started = performance.now();
  try {
    const response = await fetch(`${base}${path}`, {
      headers,
      redirect: "manual",
      signal: AbortSignal.timeout(15_000),
    });
    await response.arrayBuffer();
    const cache = response.headers.get("x-cache") ?? "";
    return { path, status: response.status, cache, ms: performance.now() - started };
  } catch (error) {
    return { path, status: 0, cache: "", ms: performance.now() - started, error: String(error) };
  }
}

/**
 * Runs `connections` visitors in a loop for `durationMs`, each request a fresh mix. `editors`
 * more loop over previews (a CMS session: passed by Varnish), so the instances always have
 * requests in flight, also while one of them stops.
 */
export async function runTraffic(
  base: string,
  durationMs: number,
  connections: number,
  onSample: (sample: Sample) => void,
  editors = 0,
  onEditorSample: (sample: Sample) => void = () => {},
): Promise<void> {
  const end = Date.now() + durationMs;
  let n = 0;
  async function visitor() {
    while (Date.now() < end) {
      const i = n++;
      const path = pick(DOCUMENT_PATHS, i * 7 + Math.floor(i / DOCUMENT_PATHS.length));
      const cookie = pick(COOKIES, i * 3 + Math.floor(i / 11));
      const headers: Record<string, string> = {
        "user-agent": i % 10 === 9 ? CRAWLER_UA : BROWSER_UA,
        "accept-encoding": "gzip",
        accept: "text/html",
      };
      if (cookie) headers.cookie = cookie;
      onSample(await timedGet(base, path, headers));
    }
  }
  async function editor() {
    while (Date.now() < end) {
      const path = pick(DOCUMENT_PATHS, n++);
      const headers = { "user-agent": BROWSER_UA, cookie: "cms_session=editor" };
      onEditorSample(await timedGet(base, path, headers));
    }
  }
  await Promise.all([
    ...Array.from({ length: connections }, visitor),
    ...Array.from({ length: editors }, editor),
  ]);
}

export function summarise(samples: readonly Sample[]) {
  const documents = samples.filter((s) => s.status === 200);
  const hits = documents.filter((s) => s.cache === "HIT").length;
  const errors = samples.filter((s) => s.status === 0 || s.status >= 500);
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

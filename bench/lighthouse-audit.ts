// One Lighthouse run (mobile) of one URL in a fresh headless Debian Chromium, so no cache,
// cookie or stored consent carries over between runs. Throttling is Lighthouse's default
// simulation, or "devtools": applied to the browser (a real 4× slower CPU and a slow network).
// On a busy shared machine the simulation multiplies every hiccup of the trace, while the
// applied CPU slowdown measures what the page itself costs; the bench reports both.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { CONSENT_COOKIE } from "../app/models/consent/consent";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export type Throttling = "simulate" | "devtools";

/** LH_THROTTLING=simulate or =devtools measures one mode; unset (or both), each in turn. */
export function throttlingModes(setting = process.env.LH_THROTTLING ?? ""): Throttling[] {
  if (setting === "simulate" || setting === "devtools") return [setting];
  if (setting === "" || setting === "both") return ["simulate", "devtools"];
  throw new Error(`LH_THROTTLING is simulate, devtools or both, not ${JSON.stringify(setting)}`);
}

/** first: a first visit (no cookies, the consent banner shows); returning: consent chosen. */
export type Visitor = "first" | "returning";

export type Audit = {
  /** Lighthouse's runtime error code (e.g. NO_FCP on an overloaded machine); null when it ran. */
  error: string | null;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  lcpElement: string | null;
  failing: { id: string; title: string; value: string }[];
};

export async function auditOnce(
  url: string,
  visitor: Visitor,
  throttling: Throttling,
): Promise<Audit> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    try {
      const page = await browser.newPage();
      if (visitor === "returning")
        await browser.setCookie({
          name: CONSENT_COOKIE,
          value: "basic",
          domain: new URL(url).hostname,
          path: "/",
        });
      const result = await lighthouse(
        url,
        {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
          throttlingMethod: throttling,
        },
        undefined,
        page,
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      return summarize(result.lhr);
    } finally {
      await browser.disconnect();
    }
  } finally {
    chrome.kill();
  }
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

function summarize(lhr: Lhr): Audit {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const metricIds = new Set(
    lhr.categories.performance?.auditRefs.filter((ref) => ref.group === "metrics").map((r) => r.id),
  );
  const failing = (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => !metricIds.has(ref.id))
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit): audit is NonNullable<typeof audit> =>
        !!audit &&
        audit.score !== null &&
        audit.score < 0.9 &&
        audit.scoreDisplayMode !== "informative" &&
        audit.scoreDisplayMode !== "notApplicable",
    )
    .map((audit) => ({ id: audit.id, title: audit.title, value: audit.displayValue ?? "" }));
  if (lhr.runtimeError) {
    return { ...FAILED, error: lhr.runtimeError.code };
  }
  const lcpItems = (lhr.audits["largest-contentful-paint-element"]?.details as LcpDetails)?.items;
  return {
    error: null,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    fcpMs: numeric("first-contentful-paint"),
    speedIndexMs: numeric("speed-index"),
    lcpElement: lcpItems?.[0]?.items?.[0]?.node?.selector ?? null,
    failing,
  };
}

const FAILED: Omit<Audit, "error"> = {
  score: Number.NaN,
  lcpMs: Number.NaN,
  tbtMs: Number.NaN,
  cls: Number.NaN,
  fcpMs: Number.NaN,
  speedIndexMs: Number.NaN,
  lcpElement: null,
  failing: [],
};

type LcpDetails = { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined;

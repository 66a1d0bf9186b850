// A simulated tap, measured the way INP measures an interaction: from the pointer tap to the
// next paint after its handlers ran (the longest Event Timing entry of the interaction), in
// Debian's Chromium at 375 px with touch, the CPU slowed down 4× as Lighthouse's devtools
// throttling does. A fresh browser context per run, so no cache, cookie or stored consent
// carries over. The tap comes once the page has loaded, its network is quiet and the control's
// handler is attached: it measures what the interaction itself costs on a slow phone, not when
// hydration happens to finish on a busy machine. A report for `npm run bench:lighthouse`, never a
// test.
import type { Browser, Page } from "@playwright/test";
import { CONSENT_COOKIE } from "../app/models/consent/consent";
import { CHROMIUM_PATH, type Visitor } from "./lighthouse-audit";

/** A control to tap on a page: a CSS selector of the one element. */
export type TapTarget = { name: string; path: string; selector: string };

/** What the bench taps on the site, and on the bare floor (bench/bare/app/routes/tap.tsx). */
export const SITE_TAPS: TapTarget[] = [
  // The phone menu's toggle (app/components/shell/site-header.tsx): opens the menu panel.
  { name: "menu toggle", path: "/", selector: ".site-header__menu-toggle" },
  // The play dates' next month (app/components/production/play-dates-calendar.tsx).
  {
    name: "next month of the play dates",
    path: "/voorstelling/de-notenkraker",
    selector: ".calendar-nav__link[href]:last-of-type",
  },
];
export const FLOOR_TAP: TapTarget = { name: "button (floor)", path: "/tap", selector: "button" };

export const CPU_SLOWDOWN = 4;
const PHONE = { width: 375, height: 667 };

export type Tap = {
  /** The interaction's duration in ms (Event Timing rounds to 8 ms; below 16 ms it reports none). */
  ms: number | null;
  /** Why there is no figure: the control never became live, or the tap failed. */
  error: string | null;
};

/** Collects every Event Timing entry from the document's start, down to the 16 ms minimum. */
const OBSERVE_EVENTS = () => {
  const store: { name: string; duration: number; interactionId: number }[] = [];
  (window as unknown as { __tapEntries: typeof store }).__tapEntries = store;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      if (entry.interactionId)
        store.push({
          name: entry.name,
          duration: entry.duration,
          interactionId: entry.interactionId,
        });
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
};

/**
 * True once React has attached the control's click handler. React keeps a DOM element's props
 * under a `__reactProps$…` key: an internal, read here only by this bench to know when a tap
 * goes to the page's code rather than to the no-JS link.
 */
const LIVE = (selector: string) => {
  const element = document.querySelector(selector);
  if (!element) return false;
  const key = Object.keys(element).find((name) => name.startsWith("__reactProps$"));
  const props = key ? (element as unknown as Record<string, { onClick?: unknown }>)[key] : null;
  return typeof props?.onClick === "function";
};

async function tapOnce(page: Page, url: string, selector: string): Promise<Tap> {
  await page.goto(url, { waitUntil: "networkidle", timeout: 60_000 });
  const target = page.locator(selector).first();
  // In view first: a part of the page may load its code only when it comes near.
  await target.evaluate((element) => element.scrollIntoView({ block: "center" }));
  try {
    await page.waitForFunction(LIVE, selector, { timeout: 30_000 });
  } catch {
    return { ms: null, error: "never live" };
  }
  await page.waitForLoadState("networkidle");
  // Whatever the scroll brought into view is drawn and the main thread is idle before the tap.
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })),
  );
  const before = await page.evaluate(() => location.href);
  await target.tap({ timeout: 10_000 });
  // An interaction is reported once its next frame has been presented; the click, a tap's last
  // event, comes last. Its pointer events come earlier and may be much shorter.
  const ms = await page
    .waitForFunction(
      () => {
        const entries = (
          window as unknown as { __tapEntries: { name: string; duration: number }[] }
        ).__tapEntries;
        if (!entries.some((entry) => entry.name === "click")) return null;
        return Math.max(...entries.map((entry) => entry.duration));
      },
      null,
      { timeout: 3_000 },
    )
    .then((handle) => handle.jsonValue() as Promise<number>)
    // No click entry: the click ended within Event Timing's 16 ms floor; its pointer events too,
    // unless one of them was reported.
    .catch(() =>
      page.evaluate(() =>
        Math.max(
          16,
          ...(window as unknown as { __tapEntries: { duration: number }[] }).__tapEntries.map(
            (entry) => entry.duration,
          ),
        ),
      ),
    );
  if ((await page.evaluate(() => location.href)) !== before)
    return { ms: null, error: "the tap navigated" };
  return { ms, error: null };
}

/** Taps `target` on `base` once as `visitor` in a fresh context of `browser`. */
export async function measureTap(
  browser: Browser,
  base: string,
  target: TapTarget,
  visitor: Visitor,
): Promise<Tap> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    if (visitor === "returning")
      await context.addCookies([{ name: CONSENT_COOKIE, value: "basic", url: base }]);
    await context.addInitScript(OBSERVE_EVENTS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    return await tapOnce(page, base + target.path, target.selector);
  } catch (error) {
    return { ms: null, error: error instanceof Error ? error.message.split("\n")[0]! : "failed" };
  } finally {
    await context.close();
  }
}

export async function launchTapBrowser(): Promise<Browser> {
  const { chromium } = await import("@playwright/test");
  return chromium.launch({ executablePath: CHROMIUM_PATH });
}

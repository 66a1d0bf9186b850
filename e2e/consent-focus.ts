import type { Page } from "@playwright/test";

// Shared by the cookie-banner focus specs, with and without JavaScript (WCAG 2.2 SC 2.4.11: a
// focused control is never fully hidden under the banner).

export type FocusStop = { name: string; covered: boolean; inBanner: boolean };

/**
 * Presses Tab through every focus stop of the page, once each (until focus leaves the page or
 * comes back to a stop it met), noting for each whether the banner covers it completely.
 */
export async function walkFocus(page: Page, limit = 300): Promise<FocusStop[]> {
  await page.evaluate(() => {
    (window as unknown as { focusWalk: WeakSet<Element> }).focusWalk = new WeakSet();
  });
  const stops: FocusStop[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(() => {
      const seen = (window as unknown as { focusWalk: WeakSet<Element> }).focusWalk;
      const element = document.activeElement;
      if (!element || element === document.body || seen.has(element)) return null;
      seen.add(element);
      const banner = document.querySelector(".consent-banner");
      const inBanner = banner?.contains(element) ?? false;
      const box = element.getBoundingClientRect();
      const cover = banner?.getBoundingClientRect();
      const covered =
        !!cover &&
        !inBanner &&
        box.top >= cover.top - 0.5 &&
        box.bottom <= cover.bottom + 0.5 &&
        box.left >= cover.left - 0.5 &&
        box.right <= cover.right + 0.5;
      const label = element.getAttribute("aria-label") ?? element.textContent ?? "";
      const name = `${element.tagName.toLowerCase()} "${label.trim().replace(/\s+/g, " ").slice(0, 40)}" at ${Math.round(box.top)}`;
      return { name, covered, inBanner };
    });
    if (!stop) break;
    stops.push(stop);
  }
  return stops;
}

/** The banner's share of the viewport's height, and whether its content fits without scrolling. */
export const bannerFit = (page: Page) =>
  page.locator(".consent-banner").evaluate((banner) => ({
    share: banner.getBoundingClientRect().height / window.innerHeight,
    fits: banner.scrollHeight <= banner.clientHeight + 1,
  }));

export const FOCUS_PATHS = {
  nl: ["/", "/voorstelling/hamlet", "/pagina/terugbelverzoek"],
  en: ["/en", "/en/show/hamlet", "/en/page/callback-request"],
} as const;

/** Small and zoomed screens: a 320 px phone, and 1280 × 800 at 200 % zoom. */
export const COMPACT_SCREENS = [
  { name: "320 px", viewport: { width: 320, height: 568 }, deviceScaleFactor: 1 },
  { name: "200 % zoom", viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
] as const;

import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const DEMO_CMS = `http://localhost:${E2E_PORT + 1}`;
/** The second site of playwright.config.ts, with RATE_LIMIT_PER_MINUTE=3, and its demo CMS. */
export const LIMITED_SITE = `http://localhost:${E2E_PORT + 2}`;
export const LIMITED_DEMO_CMS = `http://localhost:${E2E_PORT + 3}`;
/**
 * A third site whose demo CMS and "now" stand at Sunday 29 November 2026, 07:44 in Amsterdam
 * (DEMO_CLOCK): for what depends on the hour, such as "Dit weekend" leaving out shows that have
 * begun. The demo's data is made relative to that day, so the moment never goes stale.
 */
export const CLOCK_SITE = `http://localhost:${E2E_PORT + 4}`;
export const CLOCK_AT = "2026-11-29T07:44:00+01:00";
/**
 * A fourth site at 11:05 that Sunday, five minutes after the demo's backstage tour began (its
 * 11:00 performance that day): for what a performance that has started shows (sales-state*.spec.ts).
 */
export const STARTED_SITE = `http://localhost:${E2E_PORT + 6}`;
export const STARTED_AT = "2026-11-29T11:05:00+01:00";

/**
 * WCAG 2.2 A/AA checks, plus label-in-name (WCAG 2.5.3), which axe tags experimental and leaves
 * off unless asked; the test fails listing every violation.
 */
export async function expectNoAxeViolations(page: Page, off: readonly string[] = []) {
  // axe judges colour contrast from what is drawn, and the sections far below the first screen
  // are drawn only when they come near (content-visibility): they are drawn for the scan.
  const drawAll = await page.addStyleTag({
    content: "* { content-visibility: visible !important; }",
  });
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .options({
      rules: {
        "label-content-name-mismatch": { enabled: true },
        ...Object.fromEntries(off.map((rule) => [rule, { enabled: false }])),
      },
    })
    .analyze()
    .finally(() => drawAll.evaluate((style) => (style as Element).remove()).catch(() => {}));
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}

/** The first item of a CMS list, to test against content the demo generated for today. */
export async function firstListedUrl(list: string): Promise<string> {
  const response = await fetch(`${DEMO_CMS}/api/render/${list}?page=0&per_page=1`);
  const answer = (await response.json()) as {
    node: { node_ids: string[] };
    nodes: Record<string, { data: { url: string } }>;
  };
  const id = answer.node.node_ids[0];
  if (!id) throw new Error(`${list} is empty`);
  const node = answer.nodes[id];
  if (!node) throw new Error(`${list} lacks node ${id}`);
  return node.data.url;
}

/**
 * Waits until the page has hydrated. The load event `goto` waits for does not: Remix's module
 * script imports the client entry dynamically, and React hydrates in a transition. Until the
 * first screen has hydrated, only the no-JS paths answer and a control that needs JavaScript
 * (a menu toggle) does nothing. The signal is public: the router's scroll restoration, an
 * effect of the document's first commit, takes over from the browser's. The header's code comes
 * on demand as the page hydrates (components/shell/site-document.tsx): it marks the header data-live.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(
    () =>
      history.scrollRestoration === "manual" &&
      (document.querySelector(".site-header")?.hasAttribute("data-live") ?? true),
  );
}

/**
 * Waits for the page effects (components/runtime/page-effects.tsx), fetched after hydration: the data
 * layer's page view and the click listeners that come with it (sales clicks, the video overlay).
 */
export async function pageEffects(page: Page) {
  await page.waitForFunction(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? []).some(
      (e) => typeof e === "object" && e !== null && (e as { event?: string }).event === "pageView",
    ),
  );
}

/** The footer's newsletter sign-up, on a hydrated page. */
export async function liveFooterSignup(page: Page) {
  await hydrated(page);
  return page.locator(".newsletter-signup");
}

/** A production page's sections after the description (dates, tabs, cast, FAQ), hydrated. */
export async function liveProductionDetails(page: Page) {
  await hydrated(page);
}

/** What the demo's form and newsletter services received, newest first (mocks/service-calls.ts). */
export async function serviceCalls(
  needle: string,
  demo = DEMO_CMS,
): Promise<{ method: string; path: string; body: unknown }[]> {
  const response = await fetch(`${demo}/__calls?${new URLSearchParams({ q: needle })}`);
  return (await response.json()) as { method: string; path: string; body: unknown }[];
}

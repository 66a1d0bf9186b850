// Which route module draws each built screen of the route table (./route-table.js). Only
// remix.config.js reads this: the browser needs the table's paths for its links, not the
// module names. A screen without an entry here is a link target whose screen is not built yet
// (its URLs fall through to the catch-all until then).
import { screens } from "./route-table.js";

/** @satisfies {Partial<Record<import("./route-table.js").ScreenName, string>>} */
export const routeFiles = /** @type {const} */ ({
  home: "routes/home.tsx",
  agenda: "routes/agenda.tsx",
  production: "routes/production.tsx",
  performanceIcs: "routes/performance-ics.ts",
  page: "routes/page.tsx",
  newsItem: "routes/news-item.tsx",
  newsList: "routes/news-list.tsx",
  search: "routes/search.tsx",
  newsletterSignup: "routes/newsletter.ts",
  newsletterConfirm: "routes/newsletter-confirm.tsx",
  premiereConfirm: "routes/confirmation.tsx",
  panelConfirm: "routes/confirmation.tsx",
  prizeDrawConfirm: "routes/confirmation.tsx",
  premiereCancel: "routes/premiere-cancel.tsx",
  donationReturn: "routes/donation-return.tsx",
  consent: "routes/consent.ts",
  wishlistChange: "routes/wishlist-change.ts",
  health: "routes/api.health.ts",
  ready: "routes/api.ready.ts",
  redirectLookup: "routes/api.redirect.ts",
  orderDetails: "routes/api.order.ts",
  purge: "routes/api.purge.ts",
  sitemap: "routes/sitemap.ts",
  robots: "routes/robots.ts",
  catchAll: "routes/catch-all.tsx",
});

/**
 * Registers every built screen: one module, one route id per language (`page.nl`, `page.en`).
 * @param {(path: string, file: string, options: { id: string }) => void} route
 */
export function registerRoutes(route) {
  for (const [name, file] of Object.entries(routeFiles)) {
    /** @type {import("./route-table.js").Screen} */
    const screen = screens[/** @type {import("./route-table.js").ScreenName} */ (name)];
    route(screen.nl, file, { id: `${name}.nl` });
    if (screen.en) route(screen.en, file, { id: `${name}.en` });
  }
}

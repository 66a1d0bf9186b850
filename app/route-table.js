// The bilingual route table: the one place that knows every screen's Dutch and English path.
// remix.config.js registers the screens that have a `file`; the app builds every link and form
// action from the same table through `href`. Screens without a `file` are link targets whose
// screen is not built yet (their URLs fall through to the catch-all until then).

/** @typedef {"nl" | "en"} Locale */
/**
 * @typedef {object} Screen
 * @property {string} nl Dutch path pattern (":name" params, "*" splat)
 * @property {string | null} en English path pattern, null for Dutch-only screens
 * @property {string} [file] route module under app/, when the screen is built
 */

/** @satisfies {Record<string, Screen>} */
export const screens = /** @type {const} */ ({
  home: { nl: "/", en: "/en", file: "routes/home.tsx" },
  agenda: { nl: "/agenda", en: "/en/calendar", file: "routes/agenda.tsx" },
  production: { nl: "/voorstelling/:url", en: "/en/show/:url", file: "routes/production.tsx" },
  performanceIcs: {
    nl: "/voorstelling/:url/zet-in-agenda/:eventId",
    en: "/en/show/:url/add-to-calendar/:eventId",
    file: "routes/performance-ics.ts",
  },
  page: { nl: "/pagina/:url", en: "/en/page/:url", file: "routes/page.tsx" },
  newsItem: { nl: "/nieuwsitem/:url", en: "/en/newsitem/:url", file: "routes/news-item.tsx" },
  newsList: { nl: "/nieuws", en: "/en/news", file: "routes/news-list.tsx" },
  search: { nl: "/zoeken", en: "/en/search", file: "routes/search.tsx" },
  newsletterSignup: { nl: "/nieuwsbrief/aanmelden", en: null, file: "routes/newsletter.ts" },
  newsletterConfirm: {
    nl: "/bevestigen",
    en: "/en/confirm",
    file: "routes/newsletter-confirm.tsx",
  },
  premiereConfirm: { nl: "/premiere-bevestigen", en: null, file: "routes/confirmation.tsx" },
  panelConfirm: { nl: "/panel-bevestigen", en: null, file: "routes/confirmation.tsx" },
  // The English path has no /en prefix (as mailed); localeFromPath knows it.
  prizeDrawConfirm: {
    nl: "/cultuurbank-bevestigen",
    en: "/cultuurbank-confirm",
    file: "routes/confirmation.tsx",
  },
  premiereCancel: { nl: "/premiere-afmelden", en: null, file: "routes/premiere-cancel.tsx" },
  // Where the payment provider sends a donor back, with ?ref= (docs/content-api.md).
  donationReturn: {
    nl: "/donatie/bedankt",
    en: "/en/donation/thank-you",
    file: "routes/donation-return.tsx",
  },
  consent: { nl: "/cookievoorkeur", en: "/en/cookie-preference", file: "routes/consent.ts" },
  wishlistChange: { nl: "/verlanglijst", en: "/en/wish-list", file: "routes/wishlist-change.ts" },
  basket: { nl: "/bestel/winkelmand", en: null },
  health: { nl: "/api/health", en: null, file: "routes/api.health.ts" },
  ready: { nl: "/api/ready", en: null, file: "routes/api.ready.ts" },
  redirectLookup: { nl: "/api/redirect", en: null, file: "routes/api.redirect.ts" },
  orderDetails: { nl: "/api/order", en: null, file: "routes/api.order.ts" },
  purge: { nl: "/api/purge", en: null, file: "routes/api.purge.ts" },
  // The props of the islands that bring their own data (app/models/http/island-address.ts).
  island: { nl: "/_island/:name", en: null, file: "routes/island.ts" },
  sitemap: { nl: "/sitemap.xml", en: null, file: "routes/sitemap.ts" },
  robots: { nl: "/robots.txt", en: null, file: "routes/robots.ts" },
  catchAll: { nl: "*", en: null, file: "routes/catch-all.tsx" },
});

/** @typedef {keyof typeof screens} ScreenName */

/**
 * Builds the path of a screen in a language. English falls back to Dutch for Dutch-only screens.
 * @param {ScreenName} screen
 * @param {Locale} locale
 * @param {Record<string, string>} [params]
 * @returns {string}
 */
export function href(screen, locale, params = {}) {
  /** @type {Screen} */
  const entry = screens[screen];
  const pattern = (locale === "en" && entry.en) || entry.nl;
  return pattern.replace(/:(\w+)/g, (_, name) => {
    const value = params[name];
    if (value === undefined || value === "") {
      throw new Error(`href(${screen}): missing param "${name}"`);
    }
    return encodeURIComponent(value);
  });
}

/**
 * Registers every built screen: one module, one route id per language (`page.nl`, `page.en`).
 * @param {(path: string, file: string, options: { id: string }) => void} route
 */
export function registerRoutes(route) {
  for (const [name, entry] of Object.entries(screens)) {
    /** @type {Screen} */
    const screen = entry;
    if (!screen.file) continue;
    route(screen.nl, screen.file, { id: `${name}.nl` });
    if (screen.en) route(screen.en, screen.file, { id: `${name}.en` });
  }
}

// The bilingual route table: the one place that knows every screen's Dutch and English path.
// The app builds every link and form action from it through `href`, in the browser too;
// remix.config.js registers the built screens with their modules (./route-files.js, which the
// browser never downloads).

/** @typedef {"nl" | "en"} Locale */
/**
 * @typedef {object} Screen
 * @property {string} nl Dutch path pattern (":name" params, "*" splat)
 * @property {string | null} en English path pattern, null for Dutch-only screens
 */

/** @satisfies {Record<string, Screen>} */
export const screens = /** @type {const} */ ({
  home: { nl: "/", en: "/en" },
  agenda: { nl: "/agenda", en: "/en/calendar" },
  production: { nl: "/voorstelling/:url", en: "/en/show/:url" },
  performanceIcs: {
    nl: "/voorstelling/:url/zet-in-agenda/:eventId",
    en: "/en/show/:url/add-to-calendar/:eventId",
  },
  page: { nl: "/pagina/:url", en: "/en/page/:url" },
  newsItem: { nl: "/nieuwsitem/:url", en: "/en/newsitem/:url" },
  newsList: { nl: "/nieuws", en: "/en/news" },
  search: { nl: "/zoeken", en: "/en/search" },
  newsletterSignup: { nl: "/nieuwsbrief/aanmelden", en: null },
  newsletterConfirm: {
    nl: "/bevestigen",
    en: "/en/confirm",
  },
  premiereConfirm: { nl: "/premiere-bevestigen", en: null },
  panelConfirm: { nl: "/panel-bevestigen", en: null },
  // The English path has no /en prefix (as mailed); localeFromPath knows it.
  prizeDrawConfirm: {
    nl: "/cultuurbank-bevestigen",
    en: "/cultuurbank-confirm",
  },
  premiereCancel: { nl: "/premiere-afmelden", en: null },
  // Where the payment provider sends a donor back, with ?ref= (docs/content-api.md).
  donationReturn: {
    nl: "/donatie/bedankt",
    en: "/en/donation/thank-you",
  },
  consent: { nl: "/cookievoorkeur", en: "/en/cookie-preference" },
  wishlistChange: { nl: "/verlanglijst", en: "/en/wish-list" },
  basket: { nl: "/bestel/winkelmand", en: null },
  health: { nl: "/api/health", en: null },
  ready: { nl: "/api/ready", en: null },
  redirectLookup: { nl: "/api/redirect", en: null },
  orderDetails: { nl: "/api/order", en: null },
  purge: { nl: "/api/purge", en: null },
  sitemap: { nl: "/sitemap.xml", en: null },
  robots: { nl: "/robots.txt", en: null },
  catchAll: { nl: "*", en: null },
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

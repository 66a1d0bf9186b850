// Which general pages show a newsletter form (forms spec §2.1), without valibot: the content
// page and the page route's action read it; the form itself loads on demand.
export type NewsletterPageKind = "subscribe" | "unsubscribe" | "servicemail";

const PAGE_SLUGS: Record<string, NewsletterPageKind> = {
  "aanmelden-nieuwsbrief": "subscribe",
  newsletter: "subscribe",
  "afmelden-nieuwsbrief": "unsubscribe",
  unsubscribe: "unsubscribe",
  "afmelden-servicemailing": "servicemail",
  "unsubscribe-servicemailings": "servicemail",
};

/** Which newsletter form a general page shows, by the end of its path (§2.1). */
export function newsletterPageKind(url: string): NewsletterPageKind | null {
  const last = url.replace(/\/+$/, "").split("/").pop() ?? "";
  return PAGE_SLUGS[last] ?? null;
}

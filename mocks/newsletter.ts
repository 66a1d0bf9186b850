// The demo CMS's newsletter service (forms spec §7.1), kept in memory like a real mailer would
// keep it in a database:
// - POST /api/services/newsletter/{subscribe|unsubscribe} with { email, subscriptions } creates a
//   token, "sends" the confirmation mail to the outbox (mocks/outbox.ts) and answers
//   { status: "pending" }; an invalid body answers 400 { error }, the demo address
//   fout@example.com a 500 (nothing sent), to show the failure message; the demo address
//   traag@example.com is answered as any other, but only after SLOW_SERVICE_MS, so a stop of the
//   site can be seen to wait for a post in flight (scripts/docker-steps.ts).
// - PATCH /api/services/newsletter/{subscribe|unsubscribe}/{token} answers { status: "confirmed" }
//   (again on a second click), or { status: "expired" } when the token is older than 24 hours,
//   belongs to the other kind, is unknown, or is the demo token `verlopen` (always expired).
//   Unknown tokens are 'expired' rather than 404: the site shows the same message for both.
import { delay, HttpResponse, http } from "msw";
import { demoNow } from "./demo-clock";
import { FAILING_DEMO_EMAIL } from "./forms";
import { recordServiceCall } from "./service-calls";
import { confirmToken, newToken } from "./tokens";

export type NewsletterKind = "subscribe" | "unsubscribe";

export type OutboxMail = {
  token: string;
  kind: NewsletterKind;
  email: string;
  subscriptions: string[];
  locale: "nl" | "en";
  sentAt: Date;
  confirmedAt: Date | null;
};

export { EXPIRED_DEMO_TOKEN, TOKEN_TTL_MS } from "./tokens";

export const SLOW_DEMO_EMAIL = "traag@example.com";
/** Well inside the site's CMS timeout (CONTENT_API_TIMEOUT_MS, 3 s by default). */
export const SLOW_SERVICE_MS = 2_000;

const NL_LISTS = new Set([
  "nieuwsbrief",
  "nieuw_in_verkoop",
  "boekingen_voor_groepen",
  "servicemail_nl",
  "carrefonds_nl",
]);

export function createNewsletterService(clock: () => Date = demoNow) {
  const mails: OutboxMail[] = [];

  function request(kind: NewsletterKind, body: unknown): OutboxMail | "failure" | null {
    if (typeof body !== "object" || body === null) return null;
    const { email, subscriptions } = body as { email?: unknown; subscriptions?: unknown };
    if (typeof email !== "string" || !/^[^\s@]+@[^\s@]+$/.test(email)) return null;
    if (!Array.isArray(subscriptions) || subscriptions.length === 0) return null;
    if (!subscriptions.every((s): s is string => typeof s === "string")) return null;
    if (email === FAILING_DEMO_EMAIL) return "failure";
    const token = newToken();
    const mail: OutboxMail = {
      token,
      kind,
      email,
      subscriptions,
      locale: subscriptions.some((s) => NL_LISTS.has(s)) ? "nl" : "en",
      sentAt: clock(),
      confirmedAt: null,
    };
    mails.unshift(mail);
    mails.splice(200);
    return mail;
  }

  function confirm(kind: NewsletterKind, token: string): "confirmed" | "expired" {
    const mail = mails.find((m) => m.token === token && m.kind === kind);
    return confirmToken(mail, token, clock());
  }

  const kindOf = (value: unknown): NewsletterKind | null =>
    value === "subscribe" || value === "unsubscribe" ? value : null;

  const handlers = [
    http.post("*/api/services/newsletter/:kind", async ({ request: req, params }) => {
      const kind = kindOf(params.kind);
      if (!kind) return HttpResponse.json({ error: "unknown kind" }, { status: 404 });
      const body: unknown = await req.json().catch(() => null);
      recordServiceCall(req, body);
      if ((body as { email?: unknown } | null)?.email === SLOW_DEMO_EMAIL) {
        await delay(SLOW_SERVICE_MS);
      }
      const mail = request(kind, body);
      if (!mail) return HttpResponse.json({ error: "invalid request" }, { status: 400 });
      if (mail === "failure") return HttpResponse.json({ error: "demo failure" }, { status: 500 });
      return HttpResponse.json({ status: "pending" });
    }),
    http.patch("*/api/services/newsletter/:kind/:token", ({ request: req, params }) => {
      recordServiceCall(req, null);
      const kind = kindOf(params.kind);
      if (!kind) return HttpResponse.json({ error: "unknown kind" }, { status: 404 });
      return HttpResponse.json({ status: confirm(kind, String(params.token)) });
    }),
  ];

  return { handlers, mails: () => mails as readonly OutboxMail[], clear: () => mails.splice(0) };
}

/** The one service the demo server and the tests share. */
export const newsletterService = createNewsletterService();

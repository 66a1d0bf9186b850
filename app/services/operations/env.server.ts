// Configuration, validated once: a bad value stops the server at start with a message that
// names the variable, instead of a confusing failure on the first request.
import { isIP } from "node:net";
import * as v from "valibot";
import { isPaymentHostEntry, paymentOrigins } from "~/models/http/payment-address";
import { proxyEntry } from "~/models/http/trusted-proxies";
import { DEFAULT_LOTTERY_URL } from "~/views/production/promotion-config";

const url = (name: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.url(`${name} must be an absolute URL such as http://localhost:3001`),
    v.transform((s) => s.replace(/\/+$/, "")),
  );
const int = (name: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d+$/, `${name} must be a whole number`),
    v.transform(Number),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );
/** A name the listener can bind to: an IP address (IPv6 without brackets) or a host name. */
const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const host = (name: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check(
      (s) => isIP(s) !== 0 || HOST_NAME.test(s),
      `${name} must be an IP address or a host name, such as 127.0.0.1, 0.0.0.0, ::1 or localhost`,
    ),
  );
const list = v.pipe(
  v.string(),
  v.transform((s) =>
    s
      .split(",")
      .map((x) => x.trim().toLowerCase())
      .filter(Boolean),
  ),
);

export const envSchema = v.object({
  NODE_ENV: v.optional(v.picklist(["development", "production", "test"]), "production"),
  PORT: v.optional(int("PORT", 1, 65535), "3000"),
  // The address the site listens on. Unset: 127.0.0.1 in production (only the proxy in front, on
  // the same machine, reaches it; a container sets 0.0.0.0), all interfaces otherwise.
  HOST: v.optional(host("HOST")),
  DEMO_PORT: v.optional(int("DEMO_PORT", 1, 65535), "3001"),
  CONTENT_API_URL: v.optional(url("CONTENT_API_URL")),
  CONTENT_API_TIMEOUT_MS: v.optional(int("CONTENT_API_TIMEOUT_MS", 100, 60_000), "3000"),
  // How long an anonymous page answer (page, production, news item) is reused, and how much
  // longer a stale one is served while a fresh one is fetched; 0 turns the cache off. Both count
  // in the staleness budget of a ticket button (docs/decisions/0027-shared-anonymous-documents.md).
  CONTENT_RENDER_TTL_MS: v.optional(int("CONTENT_RENDER_TTL_MS", 0, 600_000), "30000"),
  CONTENT_RENDER_SWR_MS: v.optional(int("CONTENT_RENDER_SWR_MS", 0, 3_600_000), "10000"),
  // How long a CMS 404 for an anonymous page is remembered (a missing or unpublished path costs
  // the CMS one call per this time across instances); 0 remembers none. A purge drops it.
  CONTENT_NOT_FOUND_TTL_MS: v.optional(int("CONTENT_NOT_FOUND_TTL_MS", 0, 600_000), "10000"),
  IMAGE_CDN_URL: v.optional(url("IMAGE_CDN_URL")),
  SITE_URL: v.optional(url("SITE_URL")),
  // Only when the front proxy sets X-Forwarded-Host itself (and drops a client's copy): posts
  // from that host then count as the site's own (docs/security.md).
  TRUST_FORWARDED_HOST: v.optional(
    v.pipe(
      v.picklist(["true", "false"], "TRUST_FORWARDED_HOST must be true or false"),
      v.transform((s) => s === "true"),
    ),
    "false",
  ),
  ACCOUNT_URL: v.optional(url("ACCOUNT_URL")),
  TICKETING_HOSTS: v.optional(list, "tickets.theater-amsterdam.example"),
  // Ticket-shop hosts that take our referral (r) and view_id on their links; other shops, and
  // any signed link, get the sales URL exactly as the CMS gave it.
  SALES_PARAM_HOSTS: v.optional(list, "tickets.theater-amsterdam.example"),
  // Hosts a donation may send the visitor on to for payment (forms spec §4.3). Unset: only the
  // CMS's own host (the demo's payment page); a real payment provider must be named here.
  PAYMENT_HOSTS: v.optional(
    v.pipe(
      list,
      v.check(
        (hosts) => hosts.every(isPaymentHostEntry),
        "PAYMENT_HOSTS must be host names with an optional port, such as pay.example or localhost:3001",
      ),
    ),
  ),
  CMS_SESSION_COOKIE: v.optional(
    v.pipe(v.string(), v.regex(/^[\w.-]+$/, "CMS_SESSION_COOKIE must be a cookie name")),
    "cms_session",
  ),
  SESSION_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(16, "SESSION_SECRET must be at least 16 characters")),
  ),
  TICKET_PHONE: v.optional(
    v.pipe(v.string(), v.regex(/^\+?[\d ]{6,20}$/, "TICKET_PHONE must be a phone number")),
    "+31205550100",
  ),
  // Operations (docs/operations.md). A shared Redis for content caches, once-only keys and rate
  // limits across instances; unset: everything stays in this process.
  REDIS_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(
        /^rediss?:\/\/\S+$/,
        "REDIS_URL must be a redis:// URL such as redis://localhost:6379",
      ),
    ),
  ),
  // Every Redis call answers within this time or counts as Redis hanging: callers then use
  // memory, and calls are skipped until one probe per REDIS_RETRY_MS answers again.
  REDIS_TIMEOUT_MS: v.optional(int("REDIS_TIMEOUT_MS", 20, 10_000), "300"),
  REDIS_RETRY_MS: v.optional(int("REDIS_RETRY_MS", 100, 60_000), "1000"),
  // How long an idle keep-alive connection is kept: longer than Varnish's backend_idle_timeout
  // (60 s), so Varnish always closes first and never sends a request on a connection the
  // instance is closing (a post on it would fail and cannot be retried).
  KEEP_ALIVE_TIMEOUT_MS: v.optional(int("KEEP_ALIVE_TIMEOUT_MS", 1_000, 600_000), "65000"),
  // After SIGTERM, how long the instance keeps taking connections while it answers readiness and
  // health with 503, so the load balancer's probe takes it out before it stops listening.
  // Default 3000 in production (Varnish's probe: 1 s interval, 2 of 3), 0 otherwise.
  DRAIN_DELAY_MS: v.optional(int("DRAIN_DELAY_MS", 0, 60_000)),
  // Prometheus text on http://METRICS_HOST:METRICS_PORT/metrics; unset: no metrics listener.
  // Loopback unless told otherwise: the metrics are for the machine's own scraper, not the world.
  METRICS_PORT: v.optional(int("METRICS_PORT", 1, 65535)),
  METRICS_HOST: v.optional(host("METRICS_HOST"), "127.0.0.1"),
  // The proxies in front (Varnish, the TLS terminator): IP addresses and CIDR networks, comma
  // separated. A request whose socket peer is one of them has its client address read from
  // X-Forwarded-For (the right-most entry that is not one of them) and its X-Request-Id kept;
  // unset: nobody is trusted (app/models/http/trusted-proxies.ts).
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (s) => s.trim().toLowerCase() !== "true",
        "TRUST_PROXY is no longer true or false: list the proxies' addresses or networks instead, such as 127.0.0.1,::1 for a Varnish on this machine",
      ),
      // false meant what unset means now: nobody is trusted.
      v.transform((s) =>
        s.trim().toLowerCase() === "false"
          ? []
          : s
              .split(",")
              .map((x) => x.trim())
              .filter(Boolean),
      ),
      v.check(
        (entries) => entries.every((entry) => proxyEntry(entry) !== null),
        "TRUST_PROXY must be IP addresses or CIDR networks separated by commas, such as 127.0.0.1,::1,10.0.0.0/8",
      ),
      v.transform((entries) => entries.map((entry) => proxyEntry(entry) as string)),
    ),
    "",
  ),
  // Shared secret of the CMS's publish webhook (HMAC-SHA256 over the body); unset: no webhook.
  PURGE_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(16, "PURGE_SECRET must be at least 16 characters")),
  ),
  // How far a webhook body's timestamp may be from now (its nonce is remembered that long):
  // five minutes at most, so a signed body that leaks is soon worthless.
  PURGE_WINDOW_SECONDS: v.optional(int("PURGE_WINDOW_SECONDS", 10, 300), "300"),
  // At most one full purge ({"all": true}) per this time across instances; one asked sooner runs
  // when the time is up.
  PURGE_ALL_INTERVAL_MS: v.optional(int("PURGE_ALL_INTERVAL_MS", 100, 600_000), "5000"),
  // Varnish instances told to drop purged pages (their admin-free HTTP port, BAN method).
  VARNISH_URLS: v.optional(
    v.pipe(
      v.string(),
      v.transform((s) =>
        s
          .split(",")
          .map((x) => x.trim().replace(/\/+$/, ""))
          .filter(Boolean),
      ),
      v.check(
        (urls) => urls.every((u) => /^https?:\/\/[^\s/]+$/.test(u)),
        "VARNISH_URLS must be origins such as http://localhost:6081, separated by commas",
      ),
    ),
  ),
  // Sends (and confirmation presses) one client address may make per minute on one form of one
  // route; 20 lets a household behind one address use a form together (decision 0030).
  RATE_LIMIT_PER_MINUTE: v.optional(int("RATE_LIMIT_PER_MINUTE", 1, 100_000), "20"),
  // Form submissions that would reach the form service naming one e-mail address, per hour,
  // across all forms and client addresses: bounds the mail a script can have sent to someone.
  RATE_LIMIT_EMAIL_PER_HOUR: v.optional(int("RATE_LIMIT_EMAIL_PER_HOUR", 1, 100_000), "10"),
  GTM_ID: v.optional(v.pipe(v.string(), v.regex(/^GTM-[A-Z0-9]+$/, "GTM_ID looks like GTM-XXXX"))),
  // The promoted musical's external waiting-list/lottery flow; the site adds ?lang=nl|en.
  // Set by `npm start` and `npm run dev` for the site they start beside the bundled demo CMS: it
  // keeps the development defaults although CONTENT_API_URL is set. Never set in production.
  DEMO_CMS: v.optional(v.picklist(["true"], "DEMO_CMS is only ever true, set by npm start")),
  // Set by `npm start` from DEMO_CLOCK beside the demo CMS only (app/services/operations/clock.server.ts):
  // the shift of the site's "now", so tests can stand at a given moment. Ignored without DEMO_CMS.
  DEMO_CLOCK_OFFSET_MS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^-?\d{1,13}$/, "DEMO_CLOCK_OFFSET_MS is set by npm start from DEMO_CLOCK"),
      v.transform(Number),
    ),
  ),
  LOTTERY_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(
        /^https?:\/\/[^\s/]+/i,
        "LOTTERY_URL must be an http(s) URL such as https://loterij.example/",
      ),
      v.url("LOTTERY_URL must be an http(s) URL such as https://loterij.example/"),
    ),
    DEFAULT_LOTTERY_URL,
  ),
});

export type RawEnv = v.InferOutput<typeof envSchema>;
export type Env = RawEnv & {
  DRAIN_DELAY_MS: number;
  CONTENT_API_URL: string;
  IMAGE_CDN_URL: string;
  SITE_URL: string;
  SESSION_SECRET: string;
};

export class EnvError extends Error {}

// Publicly known, so anyone could forge a referral cookie signed with it. That is harmless on
// a development machine and for the bundled demo (no CONTENT_API_URL: `npm ci && npm start`
// must show the whole site), but a production site with a real CMS must bring its own.
const DEVELOPMENT_SECRET = "development-only-secret";

const WHEN = "when NODE_ENV is production and CONTENT_API_URL is set";
/**
 * What a production site with a real CMS must be told, because the defaults are the demo's or a
 * development machine's: its public https origin (forms are refused from any other, canonicals
 * and the sitemap name it), the ticket-shop and payment hosts, and every secret.
 */
const REQUIRED_IN_PRODUCTION: Record<string, string> = {
  TICKETING_HOSTS: "the ticket shop's hosts, the default is the demo's",
  SALES_PARAM_HOSTS: "the ticket-shop hosts that take r and view_id, the default is the demo's",
  PAYMENT_HOSTS: "the payment provider's hosts",
  SESSION_SECRET: "the development value is only for development, test and the demo CMS",
  PURGE_SECRET: "the publish webhook's shared secret",
};
const LOCAL_HOSTS = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1?\]|0\.0\.0\.0)$/i;

function siteUrlProblem(value: string | undefined): string | null {
  if (value === undefined)
    return `must be set ${WHEN}: the site's public origin, such as https://www.example.nl`;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null; // the schema names it
  }
  if (url.protocol !== "https:") return `must be an https origin ${WHEN}`;
  if (LOCAL_HOSTS.test(url.hostname))
    return `must be the public origin, not ${url.hostname}, ${WHEN}`;
  return null;
}

/** One line per variable a production site with a real CMS lacks or has wrong. */
function productionProblems(input: Record<string, string | undefined>): string[] {
  const production = (input.NODE_ENV ?? "production") === "production";
  if (!production || input.CONTENT_API_URL === undefined || input.DEMO_CMS === "true") return [];
  const lines: string[] = [];
  const site = siteUrlProblem(input.SITE_URL);
  if (site) lines.push(`  SITE_URL: ${site}`);
  for (const [name, what] of Object.entries(REQUIRED_IN_PRODUCTION)) {
    if (input[name] === undefined) lines.push(`  ${name}: must be set ${WHEN}: ${what}`);
  }
  return lines;
}

/** Parses and completes the configuration; throws EnvError with every problem listed. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const input = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = v.safeParse(envSchema, input);
  const lines = result.success
    ? []
    : result.issues.map((issue) => {
        const key = issue.path?.map((p) => p.key).join(".") ?? "?";
        return `  ${key}: ${issue.message}`;
      });
  const production = productionProblems(input);
  lines.push(...production);
  if (!result.success || production.length > 0) {
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = result.output;
  const contentApi = env.CONTENT_API_URL ?? `http://localhost:${env.DEMO_PORT}`;
  return {
    ...env,
    HOST: env.HOST ?? (env.NODE_ENV === "production" ? "127.0.0.1" : undefined),
    DRAIN_DELAY_MS: env.DRAIN_DELAY_MS ?? (env.NODE_ENV === "production" ? 3_000 : 0),
    CONTENT_API_URL: contentApi,
    IMAGE_CDN_URL: env.IMAGE_CDN_URL ?? `${contentApi}/cdn`,
    SITE_URL: env.SITE_URL ?? `http://localhost:${env.PORT}`,
    SESSION_SECRET: env.SESSION_SECRET ?? DEVELOPMENT_SECRET,
  };
}

let cached: Env | undefined;
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/**
 * The origins a donation may send the visitor to for payment: those PAYMENT_HOSTS names, else
 * the CMS's own (app/models/http/payment-address.ts).
 */
export function paymentOriginsOf(env: Env = getEnv()): readonly string[] {
  const hosts = env.PAYMENT_HOSTS?.length ? env.PAYMENT_HOSTS : [new URL(env.CONTENT_API_URL).host];
  return paymentOrigins(hosts);
}

/** Own hosts and ticketing hosts for the external-link rule. */
export function linkHosts(env: Env = getEnv()) {
  return { own: [new URL(env.SITE_URL).host], ticketing: env.TICKETING_HOSTS };
}

// Posts are never cached, and the rate limit holds for one client across both instances: fifty
// sign-ups from one address in a minute get ten through. Another client behind the same front
// (its own address in X-Forwarded-For) keeps its own allowance.
import { demo, RATE_LIMIT, SITE_ORIGIN, varnish } from "./deployment";
import { footerFieldsFrom, newClientAddress, postFooterSignup } from "./forms";
import { check, figures } from "./report";

async function upstreamCalls(needle: string): Promise<number> {
  const calls = await fetch(`${demo}/__calls?q=${encodeURIComponent(needle)}`);
  return ((await calls.json()) as unknown[]).length;
}

export async function checkPostsAndLimits() {
  const fields = await footerFieldsFrom(varnish);
  const stamp = Date.now();
  const emails = [`deploy-post-a-${stamp}@example.com`, `deploy-post-b-${stamp}@example.com`];
  const posts = [];
  for (const email of emails)
    posts.push(await postFooterSignup(varnish, SITE_ORIGIN, fields, email));
  const upstream = await Promise.all(emails.map(upstreamCalls));
  check(
    "no POST is cached",
    posts.every((p) => p.status === 303 && p.cache === "MISS") && upstream.every((n) => n === 1),
    `two sign-ups answered ${posts.map((p) => `${p.status} ${p.cache}`).join(", ")}; upstream calls ${upstream.join(", ")}`,
  );

  // This script's own address (no X-Forwarded-For of its own): one client.
  const results = [];
  for (let i = 0; i < 50; i++) {
    results.push(
      await postFooterSignup(varnish, SITE_ORIGIN, fields, `deploy-rate-${stamp}-${i}@example.com`),
    );
  }
  const through = await upstreamCalls(`deploy-rate-${stamp}`);
  const limited = results.filter((r) => r.status === 429);
  const firstLimited = results.findIndex((r) => r.status === 429);
  const laterThrough = results.slice(firstLimited).filter((r) => r.status !== 429).length;
  figures.rateLimit = {
    accepted: results.length - limited.length,
    limited: limited.length,
    upstream: through,
  };
  check(
    "50 sign-ups from one address in a minute",
    firstLimited >= 0 &&
      laterThrough === 0 &&
      limited.every((r) => Number(r.retryAfter) > 0) &&
      through <= RATE_LIMIT,
    `${results.length - limited.length} through, then 429 with Retry-After ${limited[0]?.retryAfter ?? "—"} s for the other ${limited.length}; ${through} upstream calls (limit ${RATE_LIMIT} a minute per address and route, shared by both instances)`,
  );

  // Two other clients behind the same front, right after: each is its own allowance.
  const others = [];
  for (let i = 0; i < 2; i++) {
    const address = newClientAddress();
    others.push({
      address,
      outcome: await postFooterSignup(
        varnish,
        SITE_ORIGIN,
        fields,
        `deploy-other-${stamp}-${i}@example.com`,
        address,
      ),
    });
  }
  check(
    "clients behind one trusted front have their own allowance",
    firstLimited >= 0 && others.every((o) => o.outcome.status === 303),
    `after the first client's limit, sign-ups from ${others.map((o) => `${o.address} → ${o.outcome.status}`).join(", ")} (X-Forwarded-For from this script as the front, Varnish appending its own)`,
  );
}

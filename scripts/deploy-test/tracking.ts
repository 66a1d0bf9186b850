// Ad clicks and campaign links: every visitor's URL carries parameters of its own (fbclid,
// gclid, utm_*, …) that change nothing on the page. They must not cost a miss each: after the
// first visit of a page, ≥ 95 % of the visits are HITs. A missing page asked with a new fbclid
// each time costs the CMS one call, not one per click.
import { demo, varnish } from "./deployment";
import { viaVarnish } from "./ledger";
import { check, figures, percent } from "./report";
import { runTraffic, summarise } from "./traffic";

const SECONDS = 10;

/** What an ad click or a newsletter link appends, a new value each time. */
function tracked(path: string, n: number): string {
  const id = `${Date.now().toString(36)}${n}`;
  const params = [
    `fbclid=IwAR${id}`,
    `gclid=Cj0K${id}`,
    `utm_source=newsletter&utm_medium=email&utm_campaign=sale-${id}`,
    `gbraid=0AAA${id}&wbraid=Cl${id}`,
    `msclkid=${id}`,
    `_gl=1*${id}*_ga*MTIz`,
    `mc_cid=${id}&mc_eid=${id}`,
    `igshid=${id}`,
    `ttclid=${id}&yclid=${id}`,
    `dclid=${id}&_ga=2.${id}`,
  ];
  const added = params[n % params.length];
  return `${path}${path.includes("?") ? "&" : "?"}${added}`;
}

async function renderCallsFor(needle: string): Promise<number> {
  const stats = (await (await fetch(`${demo}/__stats?keys=1`)).json()) as {
    keys: Record<string, number[]>;
  };
  return Object.entries(stats.keys)
    .filter(([key]) => key.includes(needle))
    .reduce((sum, [, times]) => sum + times.length, 0);
}

export async function checkTrackingParams() {
  const samples = await runTraffic(varnish, {
    durationMs: SECONDS * 1000,
    visitors: 8,
    decorate: tracked,
  });
  // The first visit of each copy (page, client class, consent choice) may be a miss.
  const seen = new Set<string>();
  const afterFirst = samples.visits.filter((s) => {
    if (seen.has(s.key)) return true;
    seen.add(s.key);
    return false;
  });
  const summary = summarise(afterFirst);
  figures.trackingParams = { ...summary, firstVisits: seen.size };
  check(
    "visits with ad-click and campaign parameters served from Varnish",
    summary.hitRatio >= 0.95 && summary.errors === 0,
    `hit ratio ${percent(summary.hitRatio)} of ${summary.documents} documents after the first visit of each of ${seen.size} copies (≥ 95 %), every URL with its own fbclid, gclid, utm_*, …; ${summary.errors} errors, p50 ${summary.p50} ms`,
  );

  const slug = `bestaat-niet-${Date.now().toString(36)}`;
  const statuses: number[] = [];
  for (let i = 0; i < 20; i++) {
    const answer = await viaVarnish(`${varnish}/pagina/${slug}?fbclid=IwAR${i}x${slug}`, {
      headers: { "user-agent": "Mozilla/5.0 Chrome/131.0", accept: "text/html" },
    });
    statuses.push(answer.status);
  }
  const calls = await renderCallsFor(slug);
  figures.missingPageCmsCalls = calls;
  check(
    "a missing page asked 20 times with a new fbclid each costs the CMS one call",
    statuses.every((s) => s === 404) && calls <= 1,
    `answers ${[...new Set(statuses)].join(", ")}; ${calls} CMS render calls for /pagina/${slug} (≤ 1)`,
  );
}

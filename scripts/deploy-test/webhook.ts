// The publish webhook (POST /api/purge, signed with PURGE_SECRET, with a timestamp and a nonce):
// a forged signature purges nothing; a signed purge of one page reaches Varnish and every
// instance; the same signed body sent again, or one with an old timestamp, is refused; and a
// flood of valid full purges is carried out at most once per PURGE_ALL_INTERVAL_MS, the last one
// still carried out, while Varnish keeps serving its copies.
import { createHmac, randomBytes } from "node:crypto";
import {
  demo,
  instanceRuns,
  instanceUrl,
  PURGE_ALL_INTERVAL_MS,
  PURGE_SECRET,
  varnish,
  varnishd,
} from "./deployment";
import { viaVarnish } from "./ledger";
import { check, figures, percent, sleep } from "./report";
import { runTraffic, summarise } from "./traffic";

type Signed = { body: string; signature: string };

function sign(body: string) {
  return `sha256=${createHmac("sha256", PURGE_SECRET).update(body).digest("hex")}`;
}

/** A body as the CMS sends it: the scope, the time of sending and a nonce of its own. */
export function signedPurge(
  scope: { paths: string[] } | { all: true },
  timestamp = Math.floor(Date.now() / 1000),
): Signed {
  const body = JSON.stringify({
    ...scope,
    timestamp,
    nonce: randomBytes(12).toString("hex"),
  });
  return { body, signature: sign(body) };
}

export async function sendPurge(signed: Signed, signature = signed.signature) {
  const answer = await viaVarnish(`${varnish}/api/purge`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-signature": signature },
    body: signed.body,
  });
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(answer.text) as Record<string, unknown>;
  } catch {}
  return { status: answer.status, json, ms: answer.ms };
}

async function titleOf(url: string): Promise<string> {
  const answer = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(15_000) });
  const html = await answer.text();
  return (
    /<h1[^>]*>([\s\S]*?)<\/h1>/
      .exec(html)?.[1]
      ?.replace(/<[^>]+>/g, "")
      .trim() ?? ""
  );
}

async function checkPathPurge(): Promise<Signed> {
  const path = "/pagina/contact";
  const urls = [varnish, instanceUrl(0), instanceUrl(1)].map((base) => `${base}${path}`);
  // Every layer first holds the page as it is now (a copy that had aged out during the traffic
  // phase is fetched again, and a stale one refreshed in the background), so a change seen after
  // the forged purge can only have come from that purge.
  const [old] = await Promise.all(urls.map(titleOf));
  await sleep(1_000);
  await Promise.all(urls.map(titleOf));
  const fresh = `Contact (bijgewerkt ${new Date().toISOString().slice(11, 19)})`;
  const edit = await fetch(`${demo}/__edit`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ path, title: fresh, heading: fresh }),
  });
  await edit.arrayBuffer();
  const signed = signedPurge({ paths: [path] });
  const forged = await sendPurge(signed, sign(`${signed.body} `));
  await sleep(2_000);
  const afterForged = await Promise.all(urls.map(titleOf));
  check(
    "a purge with a bad signature purges nothing",
    forged.status === 401 && afterForged.every((t) => t === old),
    `answer ${forged.status}; after 2 s Varnish and both instances show "${afterForged.join('", "')}" (was "${old}")`,
  );

  const sentAt = Date.now();
  const purge = await sendPurge(signed);
  let seen: string[] = [];
  let tookMs = 0;
  while (Date.now() - sentAt < 5_000) {
    seen = await Promise.all(urls.map(titleOf));
    tookMs = Date.now() - sentAt;
    if (seen.every((t) => t === fresh)) break;
    await sleep(100);
  }
  figures.purgeMs = tookMs;
  check(
    "the webhook for one page reaches Varnish and both instances",
    edit.ok && purge.status === 202 && seen.every((t) => t === fresh) && tookMs <= 2_000,
    `answer ${purge.status}${purge.status === 202 ? "" : ` ${JSON.stringify(purge.json)}`}; all three show "${seen.join('", "')}" ${tookMs} ms after the webhook (expected "${fresh}" within 2000 ms)`,
  );
  return signed;
}

async function checkReplayAndWindow(accepted: Signed) {
  // The same signed body again, twice: round robin puts one on each instance, so the nonce must
  // be remembered by both (Redis).
  const replays = [await sendPurge(accepted), await sendPurge(accepted)];
  check(
    "a replayed signed purge is refused",
    replays.every((r) => r.status === 409 && r.json.error === "replayed"),
    `the accepted body sent again: ${replays.map((r) => `${r.status} ${JSON.stringify(r.json)}`).join(", ")}`,
  );
  const now = Math.floor(Date.now() / 1000);
  const old = await sendPurge(signedPurge({ paths: ["/pagina/contact"] }, now - 600));
  const future = await sendPurge(signedPurge({ paths: ["/pagina/contact"] }, now + 600));
  const bare = JSON.stringify({ paths: ["/pagina/contact"] });
  const unstamped = await sendPurge({ body: bare, signature: sign(bare) });
  const outside = (r: { status: number; json: Record<string, unknown> }) =>
    r.status === 401 && r.json.error === "timestamp outside the window";
  check(
    "a signed purge outside its time window, or without timestamp and nonce, is refused",
    outside(old) && outside(future) && unstamped.status >= 400 && unstamped.status < 500,
    `sent 10 min ago: ${old.status} ${JSON.stringify(old.json)}; 10 min ahead: ${future.status} ${JSON.stringify(future.json)}; without timestamp and nonce: ${unstamped.status} ${JSON.stringify(unstamped.json)}`,
  );
}

const FLOOD_SENDS = 10;

/** When Varnish received bans: bursts of MAIN.bans_added, sampled, a burst per purge carried out. */
async function watchBans(untilMs: number): Promise<number[]> {
  const bursts: number[] = [];
  let last = await varnishd().stat("MAIN.bans_added");
  while (Date.now() < untilMs) {
    await sleep(150);
    const now = await varnishd().stat("MAIN.bans_added");
    const at = Date.now();
    // One full purge's bans arrive together; increments closer than 500 ms are one purge.
    if (now > last && !(bursts.length && at - (bursts.at(-1) as number) < 500)) bursts.push(at);
    last = now;
  }
  return bursts;
}

function purgedAllLines(since: number): number {
  let n = 0;
  for (const proc of instanceRuns) {
    for (const line of proc.lines) {
      if (!line.includes('"purged"') || !line.includes('"all"')) continue;
      try {
        const entry = JSON.parse(line) as { time?: string; paths?: unknown; purged?: unknown };
        if (entry.time && Date.parse(entry.time) >= since) n++;
      } catch {}
    }
  }
  return n;
}

async function checkFlood() {
  const start = Date.now();
  // Sends at 0, 1, …, 9 s; then one interval more for the last pending purge, and a margin.
  const observeUntil = start + (FLOOD_SENDS - 1) * 1000 + PURGE_ALL_INTERVAL_MS + 1_500;
  const bans = watchBans(observeUntil);
  const traffic = runTraffic(varnish, { durationMs: observeUntil - start, visitors: 8 });
  const answers: { at: number; status: number; coalesced: boolean; ms: number }[] = [];
  for (let i = 0; i < FLOOD_SENDS; i++) {
    await sleep(start + i * 1000 - Date.now());
    const at = Date.now();
    const answer = await sendPurge(signedPurge({ all: true }));
    answers.push({
      at,
      status: answer.status,
      coalesced: answer.json.coalesced === true,
      ms: Math.round(answer.ms),
    });
  }
  const [carriedOut, samples] = await Promise.all([bans, traffic]);
  const summary = summarise(samples.visits);
  const gaps = carriedOut.slice(1).map((t, i) => t - (carriedOut[i] as number));
  const closest = gaps.length ? Math.min(...gaps) : null;
  const window = observeUntil - start;
  const allowed = Math.floor(window / PURGE_ALL_INTERVAL_MS) + 1;
  const lastCoalesced = answers.filter((a) => a.coalesced).at(-1)?.at ?? null;
  const lastCarriedOut = carriedOut.at(-1) ?? null;
  figures.purgeFlood = {
    sends: answers,
    carriedOutAtMs: carriedOut.map((t) => t - start),
    purgedLogLines: purgedAllLines(start),
    hitRatio: summary.hitRatio,
    requests: summary.requests,
    errors: summary.errors,
  };
  check(
    "a flood of valid full purges is coalesced",
    answers.every((a) => a.status === 202) &&
      answers.some((a) => a.coalesced) &&
      carriedOut.length >= 1 &&
      carriedOut.length <= allowed &&
      (closest === null || closest >= PURGE_ALL_INTERVAL_MS - 400) &&
      // The last publish is not lost: a purge is carried out after the last coalesced answer.
      (lastCoalesced === null || (lastCarriedOut !== null && lastCarriedOut >= lastCoalesced)),
    `${FLOOD_SENDS} signed {"all":true} with their own nonces, one a second: answers ${answers.map((a) => `${a.status}${a.coalesced ? "c" : ""}`).join(" ")} (c: coalesced); Varnish received full purges at ${carriedOut.map((t) => `${((t - start) / 1000).toFixed(1)} s`).join(", ") || "never"} (≤ ${allowed} in ${(window / 1000).toFixed(1)} s, closest ${closest ?? "—"} ms apart, interval ${PURGE_ALL_INTERVAL_MS} ms)`,
  );
  check(
    "the hit ratio holds during the purge flood",
    // Each full purge carried out costs a miss per copy (about a hundred here); the issue saw
    // 95.8 % fall to 22.2 % under one replayed purge a second. The share depends on how many
    // visits the machine manages meanwhile, so the bound is "not collapsed", not a fine figure.
    summary.hitRatio >= 0.75 && summary.errors === 0,
    `hit ratio ${percent(summary.hitRatio)} of ${summary.documents} documents during the flood (${Math.round((1 - summary.hitRatio) * summary.documents)} misses after ${carriedOut.length} full purges; ≥ 75 %), ${summary.errors} errors, p50 ${summary.p50} ms`,
  );
}

export async function checkWebhook() {
  const accepted = await checkPathPurge();
  await checkReplayAndWindow(accepted);
  await checkFlood();
}

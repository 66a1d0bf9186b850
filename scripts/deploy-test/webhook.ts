// The publish webhook (POST /api/purge, signed with PURGE_SECRET, with a timestamp and a nonce):
// a forged signature purges nothing; a signed purge of one page reaches Varnish and every
// instance.
import { createHmac, randomBytes } from "node:crypto";
import { demo, instanceUrl, PURGE_SECRET, varnish } from "./deployment";
import { viaVarnish } from "./ledger";
import { check, figures, sleep } from "./report";

type Signed = { body: string; signature: string };

function sign(body: string) {
  return `sha256=${createHmac("sha256", PURGE_SECRET).update(body).digest("hex")}`;
}

/** A body as the CMS sends it: the scope, the time of sending and a nonce of its own. */
function signedPurge(
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

async function sendPurge(signed: Signed, signature = signed.signature) {
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

async function checkPathPurge() {
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
}

export async function checkWebhook() {
  await checkPathPurge();
}

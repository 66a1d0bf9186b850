// The publish webhook (POST /api/purge, docs/operations.md "Purge on publish"): the CMS names the
// pages an editor changed, signed with the shared PURGE_SECRET, and every instance's content
// caches and every Varnish drop them. Without PURGE_SECRET there is no webhook (404). The body is
// read bounded and its signature checked before it is parsed: an unsigned request costs at most
// 64 KB and an HMAC, and purges nothing.
import { createHmac, timingSafeEqual } from "node:crypto";
import { MAX_PURGE_BODY_BYTES, parsePurgeRequest } from "~/models/http/purge-request";
import { purgeContent } from "../content/render-cache.server";
import { boundedBytes } from "../http/bounded-body.server";
import { PRIVATE_NO_STORE } from "../http/cache-headers.server";
import { getEnv } from "./env.server";
import { log } from "./log.server";
import { banInVarnish } from "./varnish-ban.server";

const SIGNATURE = /^sha256=([0-9a-fA-F]{64})$/;

function answer(status: number, body: Record<string, unknown>): Response {
  return Response.json(body, { status, headers: { "Cache-Control": PRIVATE_NO_STORE } });
}

/** Whether `header` is `sha256=<hex HMAC-SHA256 of body>` under `secret`, compared in constant time. */
export function signatureHolds(header: string | null, body: Buffer, secret: string): boolean {
  const hex = header ? SIGNATURE.exec(header.trim())?.[1] : undefined;
  if (!hex) return false;
  const expected = createHmac("sha256", secret).update(body).digest();
  return timingSafeEqual(Buffer.from(hex, "hex"), expected);
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body));
  } catch {
    return undefined;
  }
}

export async function purgeWebhook(request: Request): Promise<Response> {
  const secret = getEnv().PURGE_SECRET;
  if (!secret)
    return new Response(null, { status: 404, headers: { "Cache-Control": PRIVATE_NO_STORE } });
  const body = await boundedBytes(request, MAX_PURGE_BODY_BYTES);
  if (body === null)
    return answer(413, { error: `the body may hold ${MAX_PURGE_BODY_BYTES} bytes at most` });
  if (!signatureHolds(request.headers.get("x-signature"), body, secret)) {
    log.warn("purge refused: bad signature");
    return answer(401, { error: "bad or missing X-Signature" });
  }
  const parsed = parsePurgeRequest(parseJson(body));
  if (!parsed.ok) return answer(400, { error: parsed.reason });
  const { scope } = parsed;
  const [content, varnish] = await Promise.all([purgeContent(scope), banInVarnish(scope)]);
  const summary = {
    purged: "all" in scope ? "all" : scope.paths,
    sharedCopiesDropped: content.sharedDropped,
    instances: content.instances,
    varnish,
  };
  log.info("purged", {
    paths: "all" in scope ? "all" : scope.paths.length,
    instances: content.instances,
    varnishFailed: varnish.filter((v) => !v.ok).map((v) => v.origin),
  });
  return answer(202, summary);
}

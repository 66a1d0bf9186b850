// One small JSON answer read from the CMS services API by GET, with the configured timeout and a
// size bound, for the lookups behind the thank-you pages (orders, payments). What the answer
// means is the caller's: this only says "not found" (null) or throws for any other failure.
// `kind` names the endpoint in the metrics; the path holds a token or reference, never reported.
import { failureOutcome, reportCmsCall } from "../operations/cms-call.server";
import { getEnv } from "../operations/env.server";

export async function getServiceJson(
  kind: "orders" | "payment",
  path: string,
  maxBytes: number,
): Promise<unknown | null> {
  const env = getEnv();
  const started = performance.now();
  try {
    const response = await fetch(`${env.CONTENT_API_URL}${path}`, {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(env.CONTENT_API_TIMEOUT_MS),
    });
    if (response.status === 404) {
      response.body?.cancel().catch(() => {});
      reportCmsCall(kind, "not_found", started);
      return null;
    }
    if (!response.ok) throw new Error(`status ${response.status}`);
    const text = await response.text();
    if (text.length > maxBytes) throw new Error("answer too large");
    const answer = JSON.parse(text) as unknown;
    reportCmsCall(kind, "ok", started);
    return answer;
  } catch (error) {
    reportCmsCall(kind, failureOutcome(error), started);
    throw error;
  }
}

// Presale access (spec §7): the code from the address is checked by the CMS; its answer is passed
// on as it is (the shape is the CMS's business). A failure is logged and the page renders as usual.
import { failureOutcome, reportCmsCall } from "../operations/cms-call.server";
import { getEnv } from "../operations/env.server";
import { log } from "../operations/log.server";

export type PresaleAnswer = Record<string, unknown>;

export async function checkPresale(code: string): Promise<PresaleAnswer | null> {
  const env = getEnv();
  const url = `${env.CONTENT_API_URL}/api/services/presale?q=${encodeURIComponent(code)}`;
  const started = performance.now();
  try {
    const response = await fetch(url, {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(env.CONTENT_API_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const body: unknown = await response.json();
    if (typeof body !== "object" || body === null || Array.isArray(body))
      throw new Error("not a JSON object");
    reportCmsCall("presale", "ok", started);
    return body as PresaleAnswer;
  } catch (error) {
    reportCmsCall("presale", failureOutcome(error), started);
    log.error(`[presale] check of code failed: ${String(error)}`);
    return null;
  }
}

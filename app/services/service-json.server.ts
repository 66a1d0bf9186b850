// One small JSON answer read from the CMS services API by GET, with the configured timeout and a
// size bound, for the lookups behind the thank-you pages (orders, payments). What the answer
// means is the caller's: this only says "not found" (null) or throws for any other failure.
import { getEnv } from "./env.server";

export async function getServiceJson(path: string, maxBytes: number): Promise<unknown | null> {
  const env = getEnv();
  const response = await fetch(`${env.CONTENT_API_URL}${path}`, {
    headers: { accept: "application/json" },
    signal: AbortSignal.timeout(env.CONTENT_API_TIMEOUT_MS),
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`status ${response.status}`);
  const text = await response.text();
  if (text.length > maxBytes) throw new Error("answer too large");
  return JSON.parse(text) as unknown;
}

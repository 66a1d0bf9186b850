// Every answer Varnish gave during the run, from every phase, so the run-wide rules can be
// checked at the end over all of them: a HIT never carries Set-Cookie, and no two answers share
// an X-Request-Id (a stored id would repeat on every HIT of the copy).
export type Answer = {
  method: string;
  url: string;
  status: number;
  /** X-Cache: HIT or MISS ("" when the request failed). */
  cache: string;
  setCookie: string | null;
  requestId: string | null;
};

import { varnish } from "./deployment";

const answers: Answer[] = [];

/** Keeps an answer when it came from Varnish (requests straight to an instance are not kept). */
export function record(method: string, url: string, response: Response) {
  if (!url.startsWith(`${varnish}/`)) return;
  answers.push({
    method,
    url,
    status: response.status,
    cache: response.headers.get("x-cache") ?? "",
    setCookie: response.headers.get("set-cookie"),
    requestId: response.headers.get("x-request-id"),
  });
}

/** One GET or other request through Varnish, body read, recorded; errors are thrown. */
export async function viaVarnish(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; headers: Headers; text: string; ms: number }> {
  const started = performance.now();
  const response = await fetch(url, {
    redirect: "manual",
    signal: AbortSignal.timeout(15_000),
    ...init,
  });
  const text = await response.text();
  record(init.method ?? "GET", url, response);
  return {
    status: response.status,
    headers: response.headers,
    text,
    ms: performance.now() - started,
  };
}

export function answersSoFar(): readonly Answer[] {
  return answers;
}

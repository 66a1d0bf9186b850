// Posting the footer newsletter form as a browser without JavaScript does: the hidden fields
// come from the page the visitor was sent.
import { record } from "./ledger";

export function footerFormFields(html: string): URLSearchParams {
  const form = /<form[^>]*action="\/nieuwsbrief\/aanmelden"[^>]*>([\s\S]*?)<\/form>/.exec(html);
  if (!form) throw new Error("no footer newsletter form in the page");
  const fields = new URLSearchParams();
  for (const input of (form[1] ?? "").matchAll(/<input\b[^>]*>/g)) {
    const tag = input[0];
    if (!/type="hidden"/.test(tag)) continue;
    const name = /name="([^"]*)"/.exec(tag)?.[1];
    const value = /value="([^"]*)"/.exec(tag)?.[1] ?? "";
    if (name) fields.set(name, value.replace(/&amp;/g, "&"));
  }
  return fields;
}

let clients = 0;

/**
 * A client address of its own for each call (198.18.0.0/15, the benchmarking range), sent as
 * X-Forwarded-For by this script in the role of the TLS terminator in front of Varnish. Varnish
 * appends its own client (this script, 127.0.0.1) and the instances, trusting both
 * (TRUST_PROXY=127.0.0.1,::1), count the post by this address: each phase that posts in bulk
 * does so as many visitors, as on a sale day, not as one client the limit stops after ten.
 */
export function newClientAddress(): string {
  const n = clients++;
  return `198.18.${(n >> 8) & 255}.${n & 255}`;
}

export type PostOutcome = {
  status: number;
  retryAfter: string | null;
  cache: string | null;
  ms: number;
  error?: string;
};

/** One footer sign-up; a failure to get an answer is status 0, never an exception. */
export async function postFooterSignup(
  base: string,
  origin: string,
  fields: URLSearchParams,
  email: string,
  forwardedFor?: string,
): Promise<PostOutcome> {
  const body = new URLSearchParams(fields);
  body.set("email", email);
  return post(base, origin, body.toString(), forwardedFor);
}

/**
 * The footer form's post with a body of `bytes` bytes, far over the form's limit: with its
 * Content-Length, or chunked (no length declared, so only counting the bytes can stop it).
 */
export function postOversized(
  base: string,
  origin: string,
  bytes: number,
  chunked: boolean,
  forwardedFor?: string,
) {
  const text = `email=${"x".repeat(bytes - 6)}`;
  if (!chunked) return post(base, origin, text, forwardedFor);
  const data = new TextEncoder().encode(text);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < data.length; at += 65_536)
        controller.enqueue(data.slice(at, at + 65_536));
      controller.close();
    },
  });
  return post(base, origin, body, forwardedFor);
}

async function post(
  base: string,
  origin: string,
  body: string | ReadableStream<Uint8Array>,
  forwardedFor: string | undefined,
): Promise<PostOutcome> {
  const url = `${base}/nieuwsbrief/aanmelden`;
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin,
        referer: `${origin}/`,
        "user-agent":
          "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36",
        ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
      },
      body,
      // A stream is sent as it is read (undici's name for it); a string has its length.
      ...(typeof body === "string" ? {} : { duplex: "half" }),
      signal: AbortSignal.timeout(15_000),
    } as RequestInit);
    await response.arrayBuffer();
    record("POST", url, response);
    return {
      status: response.status,
      retryAfter: response.headers.get("retry-after"),
      cache: response.headers.get("x-cache"),
      ms: performance.now() - started,
    };
  } catch (error) {
    return {
      status: 0,
      retryAfter: null,
      cache: null,
      ms: performance.now() - started,
      error: String(error),
    };
  }
}

/** The footer form's hidden fields, from the home page as Varnish serves it. */
export async function footerFieldsFrom(base: string): Promise<URLSearchParams> {
  const response = await fetch(`${base}/`, { signal: AbortSignal.timeout(15_000) });
  const html = await response.text();
  record("GET", `${base}/`, response);
  return footerFormFields(html);
}

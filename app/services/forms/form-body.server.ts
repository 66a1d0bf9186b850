// Reads a form post before anything parses it, so one hostile request cannot cost more than a
// small, fixed amount of memory and time: POST only (405), URL-encoded only (415; the site's
// forms send nothing else and take no files), at most FORM_BODY_LIMIT bytes and FORM_FIELD_LIMIT
// fields (413). Refusals are thrown as Responses: document requests show the error screen.

import { boundedBytes } from "../http/bounded-body.server";
import { PRIVATE_NO_STORE } from "../http/cache-headers.server";

export const FORM_BODY_LIMIT = 64 * 1024;
export const FORM_FIELD_LIMIT = 200;
export const FORM_METHODS_ALLOWED = "GET, HEAD, POST";

function refuse(status: 405 | 413 | 415, extra: Record<string, string> = {}): never {
  throw new Response(null, { status, headers: { "Cache-Control": PRIVATE_NO_STORE, ...extra } });
}

export function assertFormPost(request: Request) {
  if (request.method !== "POST") refuse(405, { Allow: FORM_METHODS_ALLOWED });
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") refuse(415);
  const length = request.headers.get("content-length");
  if (length !== null && !(Number(length) <= FORM_BODY_LIMIT)) refuse(413);
}

/** The body as text, stopping (and refusing) at the first byte over the limit. */
async function boundedText(request: Request): Promise<string> {
  const bytes = await boundedBytes(request, FORM_BODY_LIMIT);
  if (bytes === null) refuse(413);
  return new TextDecoder().decode(bytes);
}

/** The posted fields, bounded in bytes and count; refuses anything else with 405/413/415. */
export async function readFormBody(request: Request): Promise<URLSearchParams> {
  assertFormPost(request);
  const text = await boundedText(request);
  // Count separators before URLSearchParams builds an entry for each.
  let fields = text === "" ? 0 : 1;
  for (let i = text.indexOf("&"); i !== -1; i = text.indexOf("&", i + 1)) {
    if (++fields > FORM_FIELD_LIMIT) refuse(413);
  }
  return new URLSearchParams(text);
}

/**
 * Only the fields a form declares, by exact name: an unknown field (`foo[99999999]`) never
 * reaches the parser, so it can neither blow an array up nor be echoed back in a reply.
 */
export function declaredFieldsOnly(
  posted: URLSearchParams,
  declared: ReadonlySet<string>,
): URLSearchParams {
  const kept = new URLSearchParams();
  for (const [name, value] of posted) if (declared.has(name)) kept.append(name, value);
  return kept;
}

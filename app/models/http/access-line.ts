// The parts of an access log line that come from what the client sent, and so are bounded and
// cleaned here (docs/operations.md, "Logs" and "Metrics"): the request id, and the address without its values.

/** What a proxy's id may look like: a UUID, Varnish's number, a trace id; nothing to inject. */
const GOOD_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const MAX_NAMES = 10;
const GOOD_NAME = /^[A-Za-z0-9_.[\]-]{1,40}$/;
const MAX_PATH = 200;

/**
 * The id of this request: the front proxy's `X-Request-Id` when the request came from one of the
 * site's proxies (TRUST_PROXY names the socket's peer) and the value looks like an id, so its log
 * and ours join up; a new one otherwise, whatever a client reaching the instance directly sends.
 */
export function requestIdFor(
  header: string | string[] | undefined,
  fromTrustedPeer: boolean,
  newId: () => string,
): string {
  if (fromTrustedPeer && typeof header === "string" && GOOD_ID.test(header)) return header;
  return newId();
}

/**
 * The names of the query's parameters, never their values (a token, an e-mail address, a
 * referral code): sorted, each once, at most ten, odd names left out.
 */
export function queryNames(url: string): string[] {
  const at = url.indexOf("?");
  if (at < 0) return [];
  const names = new Set<string>();
  for (const pair of url.slice(at + 1).split("&")) {
    const raw = pair.split("=", 1)[0] ?? "";
    let name: string;
    try {
      name = decodeURIComponent(raw.replace(/\+/g, " "));
    } catch {
      continue;
    }
    if (GOOD_NAME.test(name)) names.add(name);
  }
  return [...names].sort().slice(0, MAX_NAMES);
}

/** The path as logged: the part before the query, cut to a readable length. */
export function loggedPath(path: string): string {
  const bare = path.split("?", 1)[0] ?? "";
  return bare.length > MAX_PATH ? `${bare.slice(0, MAX_PATH)}…` : bare;
}

// Whether opening a confirmation link may confirm it on sight. Mail filters and link scanners
// open every link in a mail before the person does; a confirmation they trigger spends the
// visitor's token. So only a plain GET from something that is clearly a person's browser
// confirms: HEAD, a prefetch, a crawler and anything without a browser's User-Agent get a button
// instead, and nothing is confirmed until it is pressed.
import { isbot } from "isbot";

// Every browser in use names itself "Mozilla/5.0 (platform) AppleWebKit/… or Gecko/…"; HTTP
// libraries, scanners that announce themselves and empty headers do not.
const BROWSER_AGENT = /^Mozilla\/5\.0 \([^)]+\) .*\b(?:AppleWebKit|Gecko)\/\d/;

/** A User-Agent that is a person's browser, not a crawler, library or headless tool. */
export function isBrowserAgent(userAgent: string | null): boolean {
  if (!userAgent || userAgent.length > 1000) return false;
  return BROWSER_AGENT.test(userAgent) && !isbot(userAgent);
}

/** Speculative loads (Chrome's prefetch and prerender) are not a person opening the link. */
function isSpeculative(headers: Headers): boolean {
  const purpose = `${headers.get("sec-purpose") ?? ""} ${headers.get("purpose") ?? ""}`;
  return /\b(?:prefetch|prerender)\b/i.test(purpose);
}

/** True when this request may confirm the link it opens; otherwise the page shows a button. */
export function confirmsOnSight(request: Pick<Request, "method" | "headers">): boolean {
  return (
    request.method === "GET" &&
    !isSpeculative(request.headers) &&
    isBrowserAgent(request.headers.get("user-agent"))
  );
}

// What the confirmation-link tests need besides a browser: a newsletter sign-up made straight at
// the demo CMS (its mail's links), requests as a link scanner makes them (HEAD, no User-Agent),
// and the confirmation calls the demo received for a token.
import { request as httpRequest } from "node:http";
import { expect } from "@playwright/test";
import { mailedLinks, uniqueEmail } from "./form-services";
import { DEMO_CMS, serviceCalls } from "./support";

export const CHROME_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
export const GOOGLEBOT_AGENT =
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** A newsletter (un)subscription at the demo; its mail's links by language (nl, en), as paths. */
export async function newsletterMail(kind: "subscribe" | "unsubscribe") {
  const email = uniqueEmail(`newsletter-${kind}`);
  const response = await fetch(`${DEMO_CMS}/api/services/newsletter/${kind}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, subscriptions: ["nieuwsbrief"] }),
  });
  expect(response.ok).toBe(true);
  const links = await mailedLinks(email);
  return { nl: links.nl ?? "", en: links.en ?? "" };
}

/** The token of a confirmation link. */
export const tokenOf = (path: string) => new URL(path, "http://x").searchParams.get("token") ?? "";

/** The PATCHes the demo received for a token: the confirmations it was spent on. */
export async function confirmationsOf(token: string) {
  const calls = await serviceCalls(`/${token}`);
  return calls.filter((call) => call.method === "PATCH");
}

/**
 * A request exactly as given: Node's http sends no User-Agent of its own (fetch and Playwright's
 * request context would add one). Answers status and body.
 */
export function rawRequest(
  baseURL: string,
  path: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, baseURL), { method, headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        body += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

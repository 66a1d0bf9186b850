// The demo payment page a payment donation is sent on to (forms spec §4.3): GET /betaling shows
// the amount and two ways back to the site, as a payment provider's page would. The site only
// sends visitors here because the demo CMS's host is its default PAYMENT_HOSTS.
import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import { demoPage, escapeHtml } from "./html";

export const PAYMENT_PATH = "/betaling";

export function paymentPageUrl(origin: string, body: Record<string, unknown>, lang: "nl" | "en") {
  const url = new URL(PAYMENT_PATH, origin);
  url.searchParams.set("bedrag", String(body.donationAmount));
  url.searchParams.set("ref", randomBytes(6).toString("hex"));
  url.searchParams.set("lang", lang);
  return url.toString();
}

export function handlePaymentPage(
  search: URLSearchParams,
  siteOrigin: string,
  res: ServerResponse,
) {
  const en = search.get("lang") === "en";
  const amount = Number(search.get("bedrag"));
  const shown =
    Number.isFinite(amount) && amount > 0
      ? new Intl.NumberFormat(en ? "en-GB" : "nl-NL", {
          style: "currency",
          currency: "EUR",
        }).format(amount)
      : "?";
  const ref = escapeHtml((search.get("ref") ?? "").slice(0, 20));
  const title = en ? "Demo payment page" : "Demo-betaalpagina";
  const home = `${siteOrigin}${en ? "/en" : "/"}`;
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
  res.end(
    demoPage(
      title,
      `<h1>${title}</h1><p>${en ? "Amount" : "Bedrag"}: <strong>${escapeHtml(shown)}</strong></p><p>${en ? "Reference" : "Kenmerk"}: ${ref}</p><p>${en ? "This is where a payment provider would take the payment." : "Hier zou een betaalprovider de betaling afhandelen."}</p><p><a href="${escapeHtml(home)}">${en ? "Back to the site" : "Terug naar de site"}</a></p>`,
      en ? "en" : "nl",
    ),
  );
}

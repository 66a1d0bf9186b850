// The demo payment page a payment donation is sent on to (forms spec §4.3), as a payment
// provider's page would be: GET /betaling?ref= shows the amount of the payment the demo CMS
// created (mocks/forms.ts) and two buttons. Paying or cancelling settles the payment and sends
// the donor back to the site's return page with the reference (docs/content-api.md, "Payment
// return"); the site asks the CMS what became of it. The site only sends visitors here because
// the demo CMS's host is its default PAYMENT_HOSTS.
import type { IncomingMessage, ServerResponse } from "node:http";
import { href } from "../app/route-table.js";
import { demoPage, escapeHtml } from "./html";

export const PAYMENT_PATH = "/betaling";
const SETTLE_PATH = "/betaling/afronden";

export type PaymentStatus = "open" | "paid" | "cancelled";
export type DemoPayment = {
  reference: string;
  amount: number;
  special: string | null;
  lang: "nl" | "en";
  status: PaymentStatus;
};

/** What the payment page needs of the demo CMS's payments. */
export type PaymentLedger = {
  find(reference: string): DemoPayment | undefined;
  settle(reference: string, status: "paid" | "cancelled"): DemoPayment | undefined;
};

export function paymentPageUrl(origin: string, payment: DemoPayment) {
  const url = new URL(PAYMENT_PATH, origin);
  url.searchParams.set("bedrag", String(payment.amount));
  url.searchParams.set("ref", payment.reference);
  url.searchParams.set("lang", payment.lang);
  return url.toString();
}

/** Where the donor goes back to on the site: its return page, in the donation's language. */
export function returnAddress(siteOrigin: string, payment: DemoPayment): string {
  const url = new URL(href("donationReturn", payment.lang), siteOrigin);
  url.searchParams.set("ref", payment.reference);
  return url.toString();
}

function formatAmount(amount: number, en: boolean) {
  return new Intl.NumberFormat(en ? "en-GB" : "nl-NL", {
    style: "currency",
    currency: "EUR",
  }).format(amount);
}

function showPage(search: URLSearchParams, ledger: PaymentLedger, res: ServerResponse) {
  const payment = ledger.find(search.get("ref") ?? "");
  const en = (payment?.lang ?? search.get("lang")) === "en";
  const title = en ? "Demo payment page" : "Demo-betaalpagina";
  const lang = en ? "en" : "nl";
  res.writeHead(payment ? 200 : 404, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
  });
  if (!payment) {
    res.end(
      demoPage(
        title,
        `<h1>${title}</h1><p>${en ? "Unknown payment." : "Onbekende betaling."}</p>`,
        lang,
      ),
    );
    return;
  }
  const ref = escapeHtml(payment.reference);
  const settle = (status: "paid" | "cancelled", label: string) =>
    `<form method="post" action="${SETTLE_PATH}"><input type="hidden" name="ref" value="${ref}"><input type="hidden" name="status" value="${status}"><button type="submit">${label}</button></form>`;
  const body =
    payment.status === "open"
      ? `${settle("paid", en ? "Pay (demo)" : "Betalen (demo)")}<p>${settle("cancelled", en ? "Cancel" : "Annuleren")}</p>`
      : `<p>${en ? "This payment is closed." : "Deze betaling is afgesloten."}</p>`;
  res.end(
    demoPage(
      title,
      `<h1>${title}</h1><p>${en ? "Amount" : "Bedrag"}: <strong>${escapeHtml(formatAmount(payment.amount, en))}</strong></p><p>${en ? "Reference" : "Kenmerk"}: ${ref}</p><p>${en ? "This is where a payment provider would take the payment." : "Hier zou een betaalprovider de betaling afhandelen."}</p>${body}`,
      lang,
    ),
  );
}

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  let text = "";
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > 4096) break;
  }
  return new URLSearchParams(text);
}

async function settlePayment(
  req: IncomingMessage,
  ledger: PaymentLedger,
  siteOrigin: string,
  res: ServerResponse,
) {
  const form = await formBody(req);
  const status = form.get("status") === "paid" ? "paid" : "cancelled";
  const payment = ledger.settle(form.get("ref") ?? "", status);
  if (!payment) {
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
    res.end("unknown payment\n");
    return;
  }
  res.writeHead(303, { Location: returnAddress(siteOrigin, payment), "Cache-Control": "no-store" });
  res.end();
}

/** The payment page and its buttons; false when the request is for neither. */
export function handlePaymentRequest(
  req: IncomingMessage,
  res: ServerResponse,
  ledger: PaymentLedger,
  siteOrigin: string,
): boolean {
  const url = new URL(req.url ?? "/", "http://demo.invalid");
  if (url.pathname === PAYMENT_PATH && req.method === "GET") {
    showPage(url.searchParams, ledger, res);
    return true;
  }
  if (url.pathname === SETTLE_PATH && req.method === "POST") {
    settlePayment(req, ledger, siteOrigin, res).catch(() => res.destroy());
    return true;
  }
  return false;
}

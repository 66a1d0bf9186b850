// The demo CMS's outbox (/__outbox): the confirmation mails the newsletter service and the form
// services "sent", with their links on the site, so a person can click through the whole flow.
// The links go to the site the demo serves (startDemoCms's site origin: SITE_URL, else
// http://localhost:PORT), whatever port that site was started on.
import { FAILING_DEMO_EMAIL, type FormMail } from "./forms";
import { escapeHtml } from "./html";
import { type OutboxMail, SLOW_DEMO_EMAIL, SLOW_SERVICE_MS } from "./newsletter";

const ACTIONS = {
  subscribe: { nl: "nieuwsbrief-aanmelden", en: "newsletter-subscribe" },
  unsubscribe: { nl: "nieuwsbrief-afmelden", en: "newsletter-unsubscribe" },
} as const;

/** The site's confirmation links for a mail, on the site at `site`: Dutch and English. */
export function confirmationLinks(site: string, mail: Pick<OutboxMail, "kind" | "token">) {
  const token = encodeURIComponent(mail.token);
  return {
    nl: `${site}/bevestigen?actie=${ACTIONS[mail.kind].nl}&token=${token}`,
    en: `${site}/en/confirm?action=${ACTIONS[mail.kind].en}&token=${token}`,
  };
}

function newsletterRows(site: string, mails: readonly OutboxMail[]): string {
  return mails
    .map((mail) => {
      const links = confirmationLinks(site, mail);
      return `<li data-email="${escapeHtml(mail.email)}" data-kind="${mail.kind}">
  <strong>${escapeHtml(mail.email)}</strong> — ${mail.kind} (${escapeHtml(mail.subscriptions.join(", "))}),
  ${mail.sentAt.toISOString()}${mail.confirmedAt ? " — confirmed" : ""}<br>
  <a class="link-nl" href="${escapeHtml(links.nl)}">${escapeHtml(links.nl)}</a><br>
  <a class="link-en" href="${escapeHtml(links.en)}">${escapeHtml(links.en)}</a>
</li>`;
    })
    .join("\n");
}

const FORM_KINDS: Record<FormMail["kind"], string> = {
  oscar: "prize draw (oscar)",
  panel: "visitor panel sign-up",
  premiere: "premiere RSVP",
};

function formRows(site: string, mails: readonly FormMail[]): string {
  return mails
    .map((mail) => {
      const links = mail.links
        .map((link) => {
          const url = `${site}${link.path}`;
          return `<a class="link-${link.label}" href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
        })
        .join("<br>\n  ");
      return `<li data-email="${escapeHtml(mail.email)}" data-kind="${mail.kind}"${mail.action ? ` data-action="${mail.action}"` : ""}>
  <strong>${escapeHtml(mail.email)}</strong> — ${FORM_KINDS[mail.kind]}${mail.action ? ` (${mail.action})` : ""},
  ${mail.sentAt.toISOString()}${mail.confirmedAt ? " — confirmed" : ""}<br>
  ${links}
</li>`;
    })
    .join("\n");
}

/** The outbox page; `siteOrigin` is the site its links go to ("http://localhost:4350"). */
export function renderOutboxPage(
  siteOrigin: string,
  newsletterMails: readonly OutboxMail[],
  formMails: readonly FormMail[] = [],
): string {
  const site = siteOrigin.replace(/\/+$/, "");
  const newsletter = newsletterRows(site, newsletterMails);
  const forms = formRows(site, formMails);
  const expired = confirmationLinks(site, { kind: "subscribe", token: "verlopen" });
  const expiredPremiere = `${site}/premiere-bevestigen?token=verlopen&action=signup`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Demo CMS outbox</title></head>
<body>
<h1>Outbox</h1>
<p>Confirmation mails, newest first. Tokens expire after 24 hours; the demo token
<code>verlopen</code> is always expired, for every kind: <a href="${escapeHtml(expired.nl)}">${escapeHtml(expired.nl)}</a>,
<a href="${escapeHtml(expiredPremiere)}">${escapeHtml(expiredPremiere)}</a>. A form sent with the
e-mail address <code>${FAILING_DEMO_EMAIL}</code> fails (<code>{ "code": 500 }</code>), to show the
failure path; a newsletter sign-up for <code>${SLOW_DEMO_EMAIL}</code> is answered after
${SLOW_SERVICE_MS / 1000} s, to show a post in flight.</p>
<h2>Newsletter</h2>
${newsletter ? `<ol class="newsletter-mails">${newsletter}</ol>` : "<p>No mails yet.</p>"}
<h2>Forms: premiere, visitor panel, prize draw</h2>
${forms ? `<ol class="form-mails">${forms}</ol>` : "<p>No mails yet.</p>"}
</body></html>`;
}

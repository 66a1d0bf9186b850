// The demo CMS's outbox (/__outbox): the confirmation mails the newsletter service "sent", with
// their links on the site in both languages, so a person can click through the whole flow.
import type { OutboxMail } from "./newsletter";

const siteUrl = () => (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, "");

const ACTIONS = {
  subscribe: { nl: "nieuwsbrief-aanmelden", en: "newsletter-subscribe" },
  unsubscribe: { nl: "nieuwsbrief-afmelden", en: "newsletter-unsubscribe" },
} as const;

/** The site's confirmation links for a mail: Dutch and English. */
export function confirmationLinks(mail: Pick<OutboxMail, "kind" | "token">) {
  const token = encodeURIComponent(mail.token);
  return {
    nl: `${siteUrl()}/bevestigen?actie=${ACTIONS[mail.kind].nl}&token=${token}`,
    en: `${siteUrl()}/en/confirm?action=${ACTIONS[mail.kind].en}&token=${token}`,
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderOutboxPage(mails: readonly OutboxMail[]): string {
  const rows = mails
    .map((mail) => {
      const links = confirmationLinks(mail);
      return `<li data-email="${escapeHtml(mail.email)}" data-kind="${mail.kind}">
  <strong>${escapeHtml(mail.email)}</strong> — ${mail.kind} (${escapeHtml(mail.subscriptions.join(", "))}),
  ${mail.sentAt.toISOString()}${mail.confirmedAt ? " — confirmed" : ""}<br>
  <a class="link-nl" href="${escapeHtml(links.nl)}">${escapeHtml(links.nl)}</a><br>
  <a class="link-en" href="${escapeHtml(links.en)}">${escapeHtml(links.en)}</a>
</li>`;
    })
    .join("\n");
  const expired = confirmationLinks({ kind: "subscribe", token: "verlopen" });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Demo CMS outbox</title></head>
<body>
<h1>Outbox</h1>
<p>Confirmation mails of the newsletter service, newest first. Tokens expire after 24 hours;
the demo token <code>verlopen</code> is always expired: <a href="${escapeHtml(expired.nl)}">${escapeHtml(expired.nl)}</a></p>
${rows ? `<ol>${rows}</ol>` : "<p>No mails yet.</p>"}
</body></html>`;
}

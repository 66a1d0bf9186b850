// Sign-ups made straight at the demo CMS's form services, and the links the demo "mailed" for
// them (read from its outbox), for the confirmation and cancel pages' browser tests.
import { expect } from "@playwright/test";
import { DEMO_CMS } from "./support";

export const PREMIERE = "Première De Grote Musical";

let counter = 0;
/** An address no other test uses, so its mail is found in the shared outbox. */
export const uniqueEmail = (label: string) =>
  `e2e-${label}-${Date.now()}-${++counter}-${Math.random().toString(36).slice(2, 6)}@example.nl`;

async function postForm(form: string, body: Record<string, unknown>) {
  const response = await fetch(`${DEMO_CMS}/api/services/forms/${form}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(await response.json()).toEqual({ code: 200 });
}

/** The links of the mail sent to `email`, by their label (confirm, cancel, nl, en), as paths. */
export async function mailedLinks(email: string): Promise<Record<string, string>> {
  const html = await (await fetch(`${DEMO_CMS}/__outbox`)).text();
  const item = html.split("<li ").find((li) => li.includes(`data-email="${email}"`));
  if (!item) throw new Error(`no mail to ${email} in the outbox`);
  const links: Record<string, string> = {};
  for (const [, label, url] of item.matchAll(/class="link-(\w+)" href="([^"]+)"/g)) {
    const href = new URL((url ?? "").replace(/&#38;/g, "&"));
    links[label ?? ""] = `${href.pathname}${href.search}`;
  }
  return links;
}

export async function premiereSignup(peopleAmount: number) {
  const email = uniqueEmail("premiere");
  await postForm("premiere/signup", {
    email,
    people_amount: peopleAmount,
    start_time: peopleAmount > 0 ? "19:30" : "",
    comment: "",
    premiere_name: PREMIERE,
  });
  return mailedLinks(email);
}

export async function panelSignup() {
  const email = uniqueEmail("panel");
  await postForm("panel/signup", { firstName: "Jan", lastName: "Jansen", email, comment: "" });
  return mailedLinks(email);
}

export async function prizeDrawEntry(lang: "nl" | "en") {
  const email = uniqueEmail("oscar");
  await postForm(`oscar?lang=${lang}`, {
    first_name: "Ann",
    last_name: "Smith",
    email,
    desired_date: "2099-09-01",
    amount_of_tickets: 2,
    agree_to_optin: true,
  });
  return mailedLinks(email);
}

/** A cancel ref the CMS did not sign: the cancel post is refused (code 403). */
export function forgedCancelRef(premiereName = PREMIERE) {
  const payload = { email: "jan@example.nl", premiere_name: premiereName, signature: "vals" };
  return Buffer.from(JSON.stringify(payload)).toString("base64url");
}

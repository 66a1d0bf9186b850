// The demo CMS's form services (forms spec §3.2, §7.2, §7.3), kept in memory. The contract, as
// written down in docs/content-api.md ("Form services"):
// - Every POST /api/services/forms/{form} answers HTTP 200 with JSON: { code: 200 } on success,
//   { code: 422, errors: [field names] } when a required field is missing or malformed, and
//   { code: 500, message: "demo failure" } when the e-mail field (email or
//   point_of_contact_email) is fout@example.com — checked first, so the failure path is easy to
//   show. premiere/cancel answers { code: 403 } when the signature does not match.
// - oscar, panel/signup and premiere/signup create a token and "send" a mail to the outbox
//   (mocks/outbox.ts) with the site's confirmation links.
// - PATCH /api/services/forms/{premiere/signup|panel/signup|oscar}/{token} answers
//   { status: "confirmed" } (again on a second click) or { status: "expired" } when the token is
//   older than 24 hours, unknown, of another kind, or the demo token `verlopen`.
// - eenmalige-donatie answers { code: 200, url } with the demo payment page (mocks/payment.ts)
//   and remembers the payment (reference, amount, special, status "open"); the payment page
//   settles it ("paid" or "cancelled"). GET /api/services/forms/eenmalige-donatie/{reference}
//   answers { code: 200, payment: { reference, amount, special, status } }, or 404 { code: 404 }.
// Every request is recorded (requests()), newest first, so tests can assert what was received.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { HttpResponse, http } from "msw";
import { todayInAmsterdam } from "../app/forms/parts/schema-parts";
import { demoNow } from "./demo-clock";
import {
  arrayOf,
  type Body,
  boolean,
  type Check,
  email,
  type FormRules,
  filled,
  integer,
  isoDate,
  isString,
  isTrue,
  numberOrNull,
  oneOf,
} from "./form-checks";
import { FUND_FORM_RULES } from "./fund-forms";
import { type DemoPayment, type PaymentLedger, paymentPageUrl } from "./payment";
import { recordServiceCall } from "./service-calls";
import { confirmToken, newToken } from "./tokens";

export const FAILING_DEMO_EMAIL = "fout@example.com";
const DEMO_SIGNATURE_SECRET = "demo-premiere-secret";
const FORMS_PREFIX = "/api/services/forms/";

export type FormAnswer =
  | { code: 200 }
  | { code: 200; url: string }
  | { code: 422; errors: string[] }
  | { code: 403 }
  | { code: 404 }
  | { code: 500; message: string };

export type ReceivedForm = {
  method: "POST" | "PATCH";
  /** The form's path under /api/services/forms/, e.g. "premiere/signup". */
  form: string;
  lang: string | null;
  body: unknown;
  answer: FormAnswer | { status: string };
  receivedAt: Date;
};

/** The forms whose mail carries a confirmation token, by their PATCH path. */
export type TokenKind = "oscar" | "panel" | "premiere";
const TOKEN_PATHS: Record<string, TokenKind> = {
  oscar: "oscar",
  "panel/signup": "panel",
  "premiere/signup": "premiere",
};

export type FormMail = {
  token: string;
  kind: TokenKind;
  email: string;
  /** premiere: 'signup' or 'cancel' (0 people); panel: 'signup'; oscar: null. */
  action: "signup" | "cancel" | null;
  lang: "nl" | "en";
  /** Site paths (with query) the mail links to; the outbox puts SITE_URL in front. */
  links: { label: string; path: string }[];
  sentAt: Date;
  confirmedAt: Date | null;
};

// --- Field checks --------------------------------------------------------------------------

const ARRANGEMENTS = [
  "4hr_no_lunch",
  "4hr_lunch",
  "8hr_lunch",
  "8hr_lunch_drink",
  "12hr_lunch",
  "12hr_lunch_drink_dinner",
] as const;

const dinerEvent: Check = (value) => {
  if (typeof value !== "object" || value === null) return false;
  const event = value as Body;
  return (
    filled(event.name) &&
    isString(event.date) &&
    oneOf(0, 1, 2)(event.amount) &&
    isString(event.reservation)
  );
};

const FORMS: Record<string, FormRules> = {
  ...FUND_FORM_RULES,
  // The multi-step donor sign-up (app/forms/fund/donor-signup.ts).
  "word-donateur": {
    lang: true,
    fields: {
      firstName: filled,
      lastName: filled,
      email,
      phone: filled,
      donationLevel: oneOf(
        "vriend",
        "trotse-fries",
        "moedige-volbloed",
        "onstuimige-lippizaner",
        "gouden-hoefijzer",
      ),
    },
  },
  terugbelverzoek: {
    lang: true,
    fields: {
      time_of_day: oneOf("10-12", "14-16", "no_preference"),
      subject: oneOf("existing_reservation", "tickets", "accessibility", "other"),
      order_id: isString,
      subject_specification: isString,
      name: filled,
      email,
      phone: filled,
    },
    extra: (body) =>
      body.subject === "other" && !filled(body.subject_specification)
        ? ["subject_specification"]
        : [],
  },
  "carrefonds-contact": {
    lang: true,
    fields: {
      firstName: filled,
      lastName: filled,
      email,
      subject: filled,
      phone: filled,
      callBackPreference: oneOf("morning", "afternoon", "no_preference"),
    },
  },
  vergadering: {
    lang: false,
    fields: {
      company_name: filled,
      point_of_contact_name: filled,
      point_of_contact_email: email,
      address: filled,
      po_number: isString,
      desired_date: isoDate,
      amount_of_people: integer(1),
      arrangement_type: oneOf(...ARRANGEMENTS),
      desired_layout: oneOf("block", "theatre"),
      extra_facilities: arrayOf(oneOf("livestreaming", "presentation_screen", "microphone")),
      accept_general_conditions: isTrue,
      accept_visitor_conditions: isTrue,
      accept_data_sharing: isTrue,
    },
    extra: (body, now) =>
      isoDate(body.desired_date) && String(body.desired_date) < todayInAmsterdam(now)
        ? ["desired_date"]
        : [],
  },
  oscar: {
    lang: true,
    fields: {
      first_name: filled,
      last_name: filled,
      email,
      desired_date: isoDate,
      amount_of_tickets: integer(1, 5),
      agree_to_optin: boolean,
    },
  },
  "sales-contact": {
    lang: true,
    fields: {
      company_name: filled,
      name: filled,
      email,
      subject: oneOf("group_visit", "business_event", "partnership", "other"),
      message: filled,
      phone: isString,
      group_size: numberOrNull,
    },
  },
  "c-diploma": {
    lang: false,
    fields: {
      name: filled,
      customer_id: filled,
      email,
      subscribe: boolean,
      events: (value) => Array.isArray(value) && value.length === 7 && value.every(dinerEvent),
    },
    extra: (body) =>
      Array.isArray(body.events) &&
      body.events.length === 7 &&
      body.events.every(dinerEvent) &&
      !body.events.some((event) => (event as Body).amount !== 0)
        ? ["events"]
        : [],
  },
  "panel/signup": {
    lang: false,
    fields: { firstName: filled, lastName: filled, email, comment: isString },
  },
  "premiere/signup": {
    lang: false,
    fields: {
      email,
      people_amount: integer(0, 3),
      start_time: isString,
      comment: isString,
      premiere_name: filled,
    },
    extra: (body) =>
      integer(1, 3)(body.people_amount) && !filled(body.start_time) ? ["start_time"] : [],
  },
  "premiere/cancel": {
    lang: false,
    fields: { email, comment: isString, premiere_name: filled, signature: filled },
  },
};

/** Every form service the demo answers, by its path under /api/services/forms/. */
export const FORM_SERVICES: readonly string[] = Object.keys(FORMS);

/** The field names a body gets wrong, in the form's field order. */
export function invalidFields(form: string, body: unknown, now: Date): string[] {
  const rules = FORMS[form];
  if (!rules) return [];
  const fields: Body = typeof body === "object" && body !== null ? (body as Body) : {};
  const wrong = Object.entries(rules.fields)
    .filter(([name, check]) => !check(fields[name]))
    .map(([name]) => name);
  if (wrong.length > 0) return wrong;
  return rules.extra?.(fields, now) ?? [];
}

// --- Premiere cancel links -----------------------------------------------------------------

/** The demo CMS's signature of a premiere RSVP: HMAC-SHA256 of e-mail and premiere name. */
export function premiereSignature(emailAddress: string, premiereName: string): string {
  return createHmac("sha256", DEMO_SIGNATURE_SECRET)
    .update(`${emailAddress}\n${premiereName}`)
    .digest("base64url");
}

function signatureMatches(emailAddress: string, premiereName: string, signature: string) {
  const expected = Buffer.from(premiereSignature(emailAddress, premiereName));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The `ref` of the site's cancel page: base64url of { email, premiere_name, signature }. */
export function premiereCancelRef(emailAddress: string, premiereName: string): string {
  const payload = {
    email: emailAddress,
    premiere_name: premiereName,
    signature: premiereSignature(emailAddress, premiereName),
  };
  return Buffer.from(JSON.stringify(payload), "utf8").toString("base64url");
}

// --- The service ---------------------------------------------------------------------------

const emailOf = (body: unknown): string | null => {
  if (typeof body !== "object" || body === null) return null;
  const fields = body as Body;
  const value = fields.email ?? fields.point_of_contact_email;
  return typeof value === "string" ? value.trim() : null;
};

export function createFormsService(clock: () => Date = demoNow) {
  const received: ReceivedForm[] = [];
  const mails: FormMail[] = [];
  const payments = new Map<string, DemoPayment>();

  /** A new open payment for a valid donation, as a payment provider would create it. */
  function createPayment(fields: Body, lang: "nl" | "en"): DemoPayment {
    const payment: DemoPayment = {
      reference: randomBytes(8).toString("hex"),
      amount: Number(fields.donationAmount),
      special: typeof fields.special === "string" ? fields.special : null,
      lang,
      status: "open",
    };
    payments.set(payment.reference, payment);
    // The oldest go first: the demo runs for days.
    if (payments.size > 1000) payments.delete(payments.keys().next().value as string);
    return payment;
  }

  const ledger: PaymentLedger = {
    find: (reference) => payments.get(reference),
    settle: (reference, status) => {
      const payment = payments.get(reference);
      if (payment?.status === "open") payment.status = status;
      return payment;
    },
  };

  function record(entry: Omit<ReceivedForm, "receivedAt">) {
    received.unshift({ ...entry, receivedAt: clock() });
    received.splice(500);
  }

  function send(mail: Omit<FormMail, "sentAt" | "confirmedAt">) {
    mails.unshift({ ...mail, sentAt: clock(), confirmedAt: null });
    mails.splice(200);
  }

  /** The mail a valid sign-up sends, if its form sends one. */
  function mailFor(form: string, body: Body, lang: "nl" | "en") {
    const to = String(body.email).trim();
    const token = newToken();
    const t = encodeURIComponent(token);
    if (form === "oscar") {
      send({
        token,
        kind: "oscar",
        email: to,
        action: null,
        lang,
        links: [
          { label: "nl", path: `/cultuurbank-bevestigen?token=${t}` },
          { label: "en", path: `/cultuurbank-confirm?token=${t}` },
        ],
      });
    } else if (form === "panel/signup") {
      send({
        token,
        kind: "panel",
        email: to,
        action: "signup",
        lang: "nl",
        links: [{ label: "confirm", path: `/panel-bevestigen?token=${t}&action=signup` }],
      });
    } else if (form === "premiere/signup") {
      const action = body.people_amount === 0 ? "cancel" : "signup";
      const ref = premiereCancelRef(to, String(body.premiere_name));
      send({
        token,
        kind: "premiere",
        email: to,
        action,
        lang: "nl",
        links: [
          { label: "confirm", path: `/premiere-bevestigen?token=${t}&action=${action}` },
          { label: "cancel", path: `/premiere-afmelden?ref=${ref}` },
        ],
      });
    }
  }

  /** Handles one POST: validates, sends mail where the form does, answers with a code. */
  function submit(form: string, lang: string | null, body: unknown, origin: string): FormAnswer {
    const rules = FORMS[form];
    if (!rules) return { code: 404 };
    if (emailOf(body) === FAILING_DEMO_EMAIL) return { code: 500, message: "demo failure" };
    const errors = invalidFields(form, body, clock());
    if (rules.lang && lang !== null && lang !== "nl" && lang !== "en") errors.push("lang");
    if (errors.length > 0) return { code: 422, errors };
    const fields = body as Body;
    if (form === "premiere/cancel") {
      const ok = signatureMatches(
        String(fields.email).trim(),
        String(fields.premiere_name),
        String(fields.signature),
      );
      if (!ok) return { code: 403 };
    }
    mailFor(form, fields, lang === "en" ? "en" : "nl");
    if (form === "eenmalige-donatie") {
      const payment = createPayment(fields, lang === "en" ? "en" : "nl");
      return { code: 200, url: paymentPageUrl(origin, payment) };
    }
    return { code: 200 };
  }

  function confirm(kind: TokenKind, token: string): "confirmed" | "expired" {
    const mail = mails.find((m) => m.token === token && m.kind === kind);
    return confirmToken(mail, token, clock());
  }

  const formOf = (url: URL) =>
    decodeURIComponent(
      url.pathname.slice(url.pathname.indexOf(FORMS_PREFIX) + FORMS_PREFIX.length),
    ).replace(/\/+$/, "");

  const handlers = [
    http.post("*/api/services/forms/*", async ({ request }) => {
      const url = new URL(request.url);
      const form = formOf(url);
      const lang = url.searchParams.get("lang");
      const body: unknown = await request.json().catch(() => null);
      recordServiceCall(request, body);
      const answer = submit(form, lang, body, url.origin);
      record({ method: "POST", form, lang, body, answer });
      return HttpResponse.json(answer, { status: answer.code === 404 ? 404 : 200 });
    }),
    http.get("*/api/services/forms/eenmalige-donatie/:reference", ({ request, params }) => {
      recordServiceCall(request, null);
      const payment = payments.get(String(params.reference));
      if (!payment) return HttpResponse.json({ code: 404 }, { status: 404 });
      const { reference, amount, special, status } = payment;
      return HttpResponse.json({ code: 200, payment: { reference, amount, special, status } });
    }),
    http.patch("*/api/services/forms/*", ({ request }) => {
      recordServiceCall(request, null);
      const url = new URL(request.url);
      const path = formOf(url);
      const slash = path.lastIndexOf("/");
      const kind = TOKEN_PATHS[path.slice(0, slash)];
      const token = path.slice(slash + 1);
      if (!kind || slash < 0 || token === "") {
        return HttpResponse.json({ code: 404 }, { status: 404 });
      }
      const answer = { status: confirm(kind, token) };
      record({ method: "PATCH", form: path.slice(0, slash), lang: null, body: null, answer });
      return HttpResponse.json(answer);
    }),
  ];

  return {
    handlers,
    /** Requests received, newest first. */
    requests: () => received as readonly ReceivedForm[],
    /** The payments donations created, for the demo's payment page. */
    payments: ledger,
    /** Mails sent, newest first. */
    mails: () => mails as readonly FormMail[],
    clear: () => {
      received.splice(0);
      mails.splice(0);
      payments.clear();
    },
  };
}

/** The one service the demo server and the tests share. */
export const formsService = createFormsService();

// Cookie consent (forms spec §3.4, §4.5, §7.5): the visitor's preference, where it is kept and
// what it grants. The browser keeps the spec's two localStorage values; a cookie mirrors the
// choice so the server can leave the banner out and visitors without JavaScript can choose too.
import { readCookie } from "../http/cookies";

export type ConsentChoice = "personalized" | "basic";

export const DEFAULT_CHOICE: ConsentChoice = "basic";
export const SHOWN_KEY = "cookieConsentShown";
export const CHOICE_KEY = "cookieConsent";
export const CONSENT_COOKIE = "cookie_consent";
export const CONSENT_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
/** The banner-displayed event waits this long (§4.5). */
export const BANNER_EVENT_DELAY_MS = 2000;

export const parseChoice = (value: unknown): ConsentChoice | null =>
  value === "personalized" || value === "basic" ? value : null;

/** The choice the cookie header carries, if any. */
export function choiceFromCookies(header: string | null): ConsentChoice | null {
  return parseChoice(readCookie(header, CONSENT_COOKIE));
}

export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  const flags = [`Max-Age=${CONSENT_COOKIE_MAX_AGE}`, "Path=/", "SameSite=Lax"];
  if (secure) flags.push("Secure");
  return [`${CONSENT_COOKIE}=${choice}`, ...flags].join("; ");
}

type Grant = "granted" | "denied";
export type GoogleConsent = {
  ad_storage: Grant;
  ad_user_data: Grant;
  ad_personalization: Grant;
  analytics_storage: Grant;
};

/** Google consent mode (§7.5): advertising only for 'personalized'; analytics always. */
export function googleConsent(choice: ConsentChoice): GoogleConsent {
  const ads: Grant = choice === "personalized" ? "granted" : "denied";
  return {
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    analytics_storage: "granted",
  };
}

type StorageLike = Pick<Storage, "getItem" | "setItem">;

/** What the browser remembers; a storage that throws (disabled, full) counts as nothing stored. */
export function readStoredConsent(storage: () => StorageLike): {
  shown: boolean;
  choice: ConsentChoice;
} {
  try {
    const store = storage();
    return {
      shown: store.getItem(SHOWN_KEY) === "yes",
      choice: parseChoice(store.getItem(CHOICE_KEY)) ?? DEFAULT_CHOICE,
    };
  } catch {
    return { shown: false, choice: DEFAULT_CHOICE };
  }
}

/** Remembers a choice and that the banner was answered; storage errors are swallowed (§4.5). */
export function storeConsent(storage: () => StorageLike, choice: ConsentChoice): void {
  try {
    const store = storage();
    store.setItem(CHOICE_KEY, choice);
    store.setItem(SHOWN_KEY, "yes");
  } catch {
    // Private mode or a full storage: the cookie still carries the choice for this site.
  }
}

// The confirmation tokens of the demo back end's mail flows (newsletter, prize draw, panel,
// premiere): how they are made and when a click on one confirms.

export const TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
/** A token that is always expired, to see that message without waiting a day. */
export const EXPIRED_DEMO_TOKEN = "verlopen";

let counter = 0;

export function newToken(): string {
  counter += 1;
  return `${Date.now().toString(36)}${counter.toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

type Mailed = { token: string; sentAt: Date; confirmedAt: Date | null };

/**
 * A click on a token: confirmed (again on a second click) or expired when it is unknown, older
 * than 24 hours or the demo token. Unknown tokens are 'expired' rather than 404: the site shows
 * the same message for both.
 */
export function confirmToken(mail: Mailed | undefined, token: string, now: Date) {
  if (token === EXPIRED_DEMO_TOKEN || !mail) return "expired" as const;
  if (mail.confirmedAt) return "confirmed" as const;
  if (now.getTime() - mail.sentAt.getTime() > TOKEN_TTL_MS) return "expired" as const;
  mail.confirmedAt = now;
  return "confirmed" as const;
}

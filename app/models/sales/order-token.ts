// The token the ticket shop puts on the thank-you page's address (forms spec §7.5). Only a
// plausible token is passed on to the CMS: anything else is answered without an upstream call.
const TOKEN = /^[A-Za-z0-9._~-]{8,200}$/;

export function parseOrderToken(value: string | null | undefined): string | null {
  const token = value?.trim() ?? "";
  return TOKEN.test(token) ? token : null;
}

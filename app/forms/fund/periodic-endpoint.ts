// The periodic donation agreement's endpoint comes from the page that shows it (forms spec §2.2,
// §7.2; CMS field periodicDonationEndpoint). Only a form service path is taken: the CMS cannot
// make the site post a donor's details anywhere else.
export function parsePeriodicEndpoint(value: unknown): string | null {
  if (typeof value !== "string") return null;
  return /^\/api\/services\/forms\/[a-z0-9-]+(\/[a-z0-9-]+)*(\?lang=\{lang\})?$/.test(value)
    ? value
    : null;
}

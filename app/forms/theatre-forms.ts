// Which form a content page shows (forms spec §2.1, §2.2, §2.6): by the end of its path, or by
// the premiereForm flag. Theatre site only; the fund variant brings its own forms.
import { businessContact } from "./business-contact";
import { callback } from "./callback";
import { diploma } from "./diploma";
import { meeting } from "./meeting";
import { panel } from "./panel";
import { type PremierePage, premiereRsvp } from "./premiere-rsvp";
import { prizeDraw } from "./prize-draw";
import type { DrawnForm } from "./theatre-form";

const BY_SLUG: Record<string, DrawnForm> = {
  terugbelverzoek: callback,
  "callback-request": callback,
  "zakelijk-reserveren-formulier": meeting,
  "cultuurbank-oscar": prizeDraw,
  "zakelijk-contact": businessContact,
  "sales-contact": businessContact,
  "c-diploma": diploma,
  bezoekerspanel: panel,
  "visitor-panel": panel,
};

export const lastSegment = (url: string) => url.replace(/\/+$/, "").split("/").pop() ?? "";

export type FormPage = { url: string; premiere: PremierePage | null };

/** The form a page shows, if any: its path decides first, then the premiere flag. */
export function theatreFormFor(page: FormPage): DrawnForm | null {
  const bySlug = BY_SLUG[lastSegment(page.url)];
  if (bySlug) return bySlug;
  return page.premiere ? premiereRsvp(page.premiere) : null;
}

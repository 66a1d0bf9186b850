// Which form a content page shows (forms spec §2.1, §2.2, §2.6): by the end of its path, or by
// the premiereForm flag. Theatre site only; the fund variant brings its own forms.

import type { DrawnForm } from "../parts/drawn-form";
import { lastSegment, type TheatreFormKind, theatreFormKind } from "../parts/page-form-kind";
import { panel } from "../parts/panel";
import { businessContact } from "./business-contact";
import { callback } from "./callback";
import { diploma } from "./diploma";
import { meeting } from "./meeting";
import { type PremierePage, premiereRsvp } from "./premiere-rsvp";
import { prizeDraw } from "./prize-draw";

const BY_KIND: Record<TheatreFormKind, DrawnForm> = {
  callback,
  meeting,
  prizeDraw,
  businessContact,
  diploma,
  panel,
};

export { lastSegment };

export type FormPage = { url: string; premiere: PremierePage | null; fund: boolean };

/** The form a page shows, if any: none on a fund page, else its path, then the premiere flag. */
export function theatreFormFor(page: FormPage): DrawnForm | null {
  if (page.fund) return null;
  const kind = theatreFormKind(page.url);
  if (kind) return BY_KIND[kind];
  return page.premiere ? premiereRsvp(page.premiere) : null;
}

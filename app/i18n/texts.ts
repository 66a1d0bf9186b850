// Which texts reach the browser, and how it puts them together. The root loader sends the page
// frame's sections (FRAME_TEXTS) once per language; each screen's loader sends the sections its
// own components and meta function read, as `texts` in its data, so a client navigation brings
// the next screen's words with its data. The provider (site-document.tsx) and the meta functions
// (meta.ts) merge what the matched routes sent. A key outside them renders as the key itself,
// which tests/loader-data.test.ts looks for on every template.
import type { Messages } from "./nl";
import type { TextKey } from "./translate";

type Section = keyof Messages & string;
type Part<S extends Section> = Messages[S] extends string
  ? never
  : `${S}.${keyof Messages[S] & string}`;

/** A whole section ("home"), one part of it ("forms.newsletter") or one text. */
export type TextPath = Section | { [S in Section]: Part<S> }[Section] | TextKey;

/** Some sections of one language, as a loader sends them. */
export type Texts = { readonly [S in Section]?: Partial<Messages[S]> };

/**
 * What every page draws whatever the screen: skip link, header, menus, footer with its newsletter
 * sign-up, consent banner, wish-list modal, navigation progress, redirect notice and the error
 * screen (a screen whose loader threw has only these).
 */
export const FRAME_TEXTS = [
  "site",
  "header",
  "breadcrumbs",
  "footer",
  "social",
  "errors",
  "redirect",
  "consent.banner",
  "wishlist",
  "forms.required",
  "forms.honeypot",
  "forms.sending",
  // The footer's newsletter sign-up (newsletter-signup.tsx), not the newsletter pages' forms.
  "forms.errors.emailRequired",
  "forms.errors.emailInvalid",
  "forms.errors.listsRequired",
  "forms.errors.tooLong",
  "forms.errors.general",
  "forms.errors.tooMany_one",
  "forms.errors.tooMany_other",
  "forms.newsletter.footerTitle",
  "forms.newsletter.footerIntro",
  "forms.newsletter.fundTitle",
  "forms.newsletter.fundIntro",
  "forms.newsletter.email",
  "forms.newsletter.footerSubmit",
  "forms.newsletter.subscribeSuccess",
  "forms.newsletter.subscribeFailure",
  // The error summary's heading, on every form and the footer's sign-up (issue 37).
  "forms.multiStep.summaryTitle",
] as const satisfies readonly TextPath[];

type Tree = { [key: string]: string | Tree };

function merge(into: Tree, from: Tree): Tree {
  const out: Tree = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const current = out[key];
    out[key] =
      typeof value === "object" && typeof current === "object" ? merge(current, value) : value;
  }
  return out;
}

/** One dictionary from the parts several loaders sent; a later part wins a conflict. */
export function mergeTexts(parts: readonly (Texts | null | undefined)[]): Messages {
  let merged: Tree = {};
  for (const part of parts) if (part) merged = merge(merged, part as Tree);
  // Typed as the whole dictionary so `t` keeps its key checks; a key no loader sent renders as
  // the key (translate.ts), never as a crash.
  return merged as unknown as Messages;
}

type Match = { data: unknown };

/** The `texts` of every matched route's data, root first. */
export function textsOfMatches(matches: readonly Match[]): (Texts | undefined)[] {
  return matches.map((match) => (match.data as { texts?: Texts } | null | undefined)?.texts);
}

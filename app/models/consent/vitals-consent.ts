// Whether real-visitor vitals may reach the data layer. Apart from ./vitals because every page
// loads this check, while the event itself is built in a chunk fetched only when it passes.
import { CHOICE_KEY, type ConsentChoice, choiceFromCookies, parseChoice } from "./consent";

/**
 * The visitor's choice as the document's head script applies it: the browser's own storage
 * wins, the cookie (a choice made without JavaScript) counts when storage has none.
 */
export function currentChoice(
  storage: () => Pick<Storage, "getItem">,
  cookieHeader: string | null,
): ConsentChoice | null {
  let stored: ConsentChoice | null = null;
  try {
    stored = parseChoice(storage().getItem(CHOICE_KEY));
  } catch {
    // Storage disabled: the cookie is all there is.
  }
  return stored ?? choiceFromCookies(cookieHeader);
}

/**
 * Vitals go to the data layer only for a visitor who accepted all cookies. Google consent mode
 * grants analytics storage to everyone (it carries the page views the spec requires); these
 * measurements are extra, so a refusal or no answer at all keeps them out.
 */
export const vitalsAllowed = (choice: ConsentChoice | null): boolean => choice === "personalized";

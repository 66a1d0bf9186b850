// What carries sales links is the same for every visitor without a referral code (the rest of a
// sales context is the site's configuration), so it can be built once and shared; a visitor's
// referral goes into their links, so theirs is built for them alone.
import { memoPerDay } from "../content/memo";
import type { SalesLinkContext } from "./sales-button";

/**
 * `build()` once per `owner`, `name` and `day` for visitors without a referral (see memoPerDay:
 * the name must carry every other input), or afresh for a visitor with one.
 */
export function sharedWithoutReferral<T>(
  sales: SalesLinkContext,
  owner: object,
  name: string,
  day: string,
  build: () => T,
): Readonly<T> {
  if (sales.referral !== null) return build();
  return memoPerDay(owner, `${name}|${sales.phone}`, day, build);
}

// Whether a premiere name from a cancel link is one the venue publishes. The cancel page's `ref`
// is readable by anyone and its signature only the CMS can check, so the name in it is the
// sender's word: shown as it is, anyone could put their own sentence on the venue's domain.
// A premiere RSVP's name is the heading of the page that carries the premiere form (the site
// posts it so, app/forms/theatre/premiere-rsvp.ts), so a name is shown only when a published page with
// the premiere flag has exactly that heading, in either language. docs/content-api.md, "The
// cancel page", has the contract.
import { cleanText, cleanTextOrNull } from "~/models/search/plain-text";
import { getEnv } from "../operations/env.server";
import { loadPageList } from "../screens/lists.server";

// A premiere's heading is short; a longer name is not looked up at all.
const MAX_NAME_LENGTH = 200;
const MAX_QUERY_WORDS = 8;
// The contract's largest page: every page that holds the name's words comes in one answer.
const PER_PAGE = 100;

/**
 * The words of a name as the list's free-text query: letters and digits only, so punctuation or
 * an entity in the stored heading cannot make the page miss; the exact heading is compared after.
 */
function premiereQuery(name: string): string | null {
  const words = cleanText(name).match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length > 0 ? words.slice(0, MAX_QUERY_WORDS).join(" ") : null;
}

/** True when a published page with the premiere form is headed exactly `name`. */
export async function isPublishedPremiere(name: string): Promise<boolean> {
  const wanted = cleanText(name);
  const q = premiereQuery(wanted);
  if (q === null || wanted.length > MAX_NAME_LENGTH) return false;
  // Asked for no one in particular: no CMS session cookie, so an unpublished page never counts.
  const anonymous = new Request(getEnv().SITE_URL);
  const lists = await Promise.all(
    (["nl", "en"] as const).map((locale) =>
      loadPageList(anonymous, locale, { page: 0, perPage: PER_PAGE, q }),
    ),
  );
  return lists.some(
    (list) =>
      list.status === "ok" &&
      list.value.items.some(
        ({ page }) =>
          page.premiereForm === true &&
          (cleanTextOrNull(page.heading) ?? cleanTextOrNull(page.title)) === wanted,
      ),
  );
}

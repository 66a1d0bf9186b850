// Resource route of the cookie banner and the cookie page's chooser (forms spec §4.5): it
// remembers the choice in a cookie. A fetcher (hidden field mode=fetch, set once hydrated) gets
// data; a plain POST (no JavaScript) is sent back to the page it came from. Over the rate limit
// a fetcher gets 429 data (the browser keeps the choice it stored itself) and a plain POST a 429
// page that leads back.
import { type ActionFunctionArgs, data, redirect } from "@remix-run/node";
import { consentCookie, parseChoice } from "~/models/consent/consent";
import { withSavedMarker } from "~/models/consent/consent-saved";
import { readPostBack } from "~/services/forms/form-action.server";
import { PRIVATE_NO_STORE } from "~/services/http/cache-headers.server";
import { limitedPage } from "~/services/http/limited-page.server";
import { resourceMethods } from "~/services/http/resource-methods.server";
import { limitAddress } from "~/services/operations/rate-limit.server";

async function saveChoice({ request, context }: ActionFunctionArgs) {
  const { form, back, locale } = await readPostBack(request, context);
  const choice = parseChoice(form.get("choice"));
  const viaFetcher = form.get("mode") === "fetch";
  const refusal = await limitAddress(context, "consent");
  if (refusal) {
    const retryAfter = { "Retry-After": String(refusal.retryAfterSeconds) };
    if (viaFetcher) return data({ saved: false }, { status: 429, headers: noStore(retryAfter) });
    return limitedPage(locale, refusal, back, { Vary: "Cookie" });
  }
  if (!choice) {
    if (viaFetcher) return data({ saved: false }, { status: 400, headers: noStore() });
    return redirect(back, { status: 303, headers: noStore() });
  }
  const secure = new URL(request.url).protocol === "https:";
  const headers = noStore({ "Set-Cookie": consentCookie(choice, secure) });
  if (viaFetcher) return data({ saved: true, choice }, { headers });
  // The chooser on the cookie page says it saved; the banner says so by going away.
  const to = form.get("source") === "chooser" ? withSavedMarker(back, locale) : back;
  return redirect(to, { status: 303, headers });
}

export const { loader, action } = resourceMethods({ post: saveChoice });

const noStore = (extra: Record<string, string> = {}) => ({
  "Cache-Control": PRIVATE_NO_STORE,
  Vary: "Cookie",
  ...extra,
});

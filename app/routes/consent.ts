// Resource route of the cookie banner and the cookie page's chooser (forms spec §4.5): it
// remembers the choice in a cookie. A fetcher (hidden field mode=fetch, set once hydrated) gets
// data; a plain POST (no JavaScript) is sent back to the page it came from.
import { type ActionFunctionArgs, data, redirect } from "@remix-run/node";
import { consentCookie, parseChoice } from "~/models/consent";
import { PRIVATE_NO_STORE } from "~/services/cache-headers.server";
import { readPostBack } from "~/services/form-action.server";
import { resourceMethods } from "~/services/resource-methods.server";

async function saveChoice({ request, context }: ActionFunctionArgs) {
  const { form, back } = await readPostBack(request, context);
  const choice = parseChoice(form.get("choice"));
  const viaFetcher = form.get("mode") === "fetch";
  if (!choice) {
    if (viaFetcher) return data({ saved: false }, { status: 400, headers: noStore() });
    return redirect(back, { status: 303, headers: noStore() });
  }
  const secure = new URL(request.url).protocol === "https:";
  const headers = noStore({ "Set-Cookie": consentCookie(choice, secure) });
  if (viaFetcher) return data({ saved: true, choice }, { headers });
  return redirect(back, { status: 303, headers });
}

export const { loader, action } = resourceMethods({ post: saveChoice });

const noStore = (extra: Record<string, string> = {}) => ({
  "Cache-Control": PRIVATE_NO_STORE,
  Vary: "Cookie",
  ...extra,
});

// The heart without JavaScript (forms spec §4.6): a POST that the site passes on to the account
// service for the visitor (app/services/forms/account.server.ts), answered 303 back to the page with
// the outcome in ?verlanglijst= (a failure is logged and comes back as "failed").
// Over the rate limit: a 429 page that leads back, and no call to the account service.
import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { parsePageId, WISHLIST_NOTICE_ID, WISHLIST_PARAM } from "~/models/wishlist/wishlist";
import { changeWishlist } from "~/services/forms/account.server";
import { readPostBack } from "~/services/forms/form-action.server";
import { PRIVATE_NO_STORE } from "~/services/http/cache-headers.server";
import { limitedPage } from "~/services/http/limited-page.server";
import { resourceMethods } from "~/services/http/resource-methods.server";
import { limitAddress } from "~/services/operations/rate-limit.server";

async function changeHeart({ request, context }: ActionFunctionArgs) {
  const { form, back, locale } = await readPostBack(request, context);
  const refusal = await limitAddress(context, "wishlistChange");
  if (refusal) return limitedPage(locale, refusal, back);
  const pageId = parsePageId(form.get("prod_page"));
  const op = form.get("op") === "remove" ? "remove" : "add";
  const outcome = pageId ? await changeWishlist(request.headers.get("cookie"), op, pageId) : null;
  const target = new URL(back, "http://site.invalid");
  target.searchParams.delete(WISHLIST_PARAM);
  if (outcome) target.searchParams.set(WISHLIST_PARAM, outcome);
  const notice = outcome ? `#${WISHLIST_NOTICE_ID}` : "";
  return redirect(`${target.pathname}${target.search}${notice}`, {
    status: 303,
    headers: { "Cache-Control": PRIVATE_NO_STORE },
  });
}

export const { loader, action } = resourceMethods({ post: changeHeart });

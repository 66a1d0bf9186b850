// Resource route of the footer sign-up (components/newsletter-signup.tsx). The footer is on
// every screen, so it posts here rather than to each screen's action. A fetcher (hidden field
// mode=fetch, set once hydrated) gets the reply as data; a plain POST is redirected back to the
// page it came from with ?nieuwsbrief=success|failure|invalid (and the typed e-mail unless it
// succeeded, so the form keeps it).
import { type ActionFunctionArgs, data, redirect } from "@remix-run/node";
import { newsletterFooter } from "~/forms/newsletter";
import { SIGNUP_OUTCOME_KEY } from "~/forms/newsletter-light";
import { href } from "~/route-table.js";
import { assertSameOrigin, submitForm } from "~/services/form-action.server";
import { readFormBody } from "~/services/form-body.server";

function backTo(request: Request, fallback: string): URL {
  const own = new URL(request.url);
  const referer = request.headers.get("referer");
  try {
    const back = referer ? new URL(referer) : null;
    if (back && back.origin === own.origin) return back;
  } catch {}
  return new URL(fallback, own);
}

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const formData = await readFormBody(request);
  const locale = formData.get("locale") === "en" ? "en" : "nl";
  const viaFetcher = formData.get("mode") === "fetch";
  const email = (formData.get("email") ?? "").trim();
  const back = backTo(request, href("home", locale));
  back.hash = "nieuwsbrief";
  for (const key of [SIGNUP_OUTCOME_KEY, "email"]) back.searchParams.delete(key);

  // An empty e-mail sends nothing and says nothing (forms spec §4.1).
  if (email === "") {
    if (viaFetcher) return data({ intent: newsletterFooter.intent, outcome: null, reply: null });
    return redirect(`${back.pathname}${back.search}${back.hash}`, 303);
  }
  const { reply, status } = await submitForm(formData, [newsletterFooter], locale);
  if (viaFetcher) return data(reply, { status, headers: { "Cache-Control": "private, no-store" } });
  back.searchParams.set(SIGNUP_OUTCOME_KEY, reply.outcome ?? "invalid");
  if (reply.outcome !== "success") back.searchParams.set("email", email);
  return redirect(`${back.pathname}${back.search}${back.hash}`, 303);
}

// Premiere cancel page (forms spec §2, §2.3, §4.4, §5.2): /premiere-afmelden?ref=… from the RSVP
// mail, Dutch only. A good ref shows the question and the cancel form; a missing, repeated or
// undecodable ref, a malformed e-mail or an empty premiere name shows 'Er is iets misgegaan.'.
// The question names the premiere only when the name is one the CMS publishes (anyone can write
// a ref); otherwise it asks about "de première".
// The action reads ref from the URL again (never from hidden fields) and posts through the form
// engine, which brings the same-origin check and the honeypot.
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PremiereCancelForm } from "~/components/forms/premiere-cancel-form";
import { siteShareMeta } from "~/components/shell/seo-meta";
import type { Shell } from "~/components/shell/site-context";
import type { FormReply } from "~/forms/parts/form";
import {
  decodeCancelRef,
  PREMIERE_CANCEL_INTENT,
  premiereCancelForm,
} from "~/forms/theatre/premiere-cancel";
import { metaMessages } from "~/i18n/meta";
import { useTranslation } from "~/i18n/react";
import { screenTexts } from "~/i18n/screen-texts.server";
import { pageTitle } from "~/models/seo/page-title";
import { assertSameOrigin, formAction } from "~/services/forms/form-action.server";
import { assertFormPost } from "~/services/forms/form-body.server";
import { keyedByIntention, withOnceCookie } from "~/services/forms/once-identity.server";
import { isPublishedPremiere } from "~/services/forms/premiere-names.server";
import { PRIVATE_NO_STORE } from "~/services/http/cache-headers.server";
import { privateHeaders } from "~/services/http/page-response.server";
import { loadSiteLayout } from "~/services/screens/site-layout.server";
import formStyles from "../styles/forms.css?url";

export const links = () => [{ rel: "stylesheet", href: formStyles }];

export async function loader({ request }: LoaderFunctionArgs) {
  const ref = decodeCancelRef(new URL(request.url).searchParams);
  const [layout, published] = await Promise.all([
    loadSiteLayout(request, "nl"),
    ref ? isPublishedPremiere(ref.premiere_name) : false,
  ]);
  const shell: Shell = { layout, preview: false, alternate: null, title: null };
  // null: the error state; a form with or without the premiere's name otherwise.
  const cancel = ref ? { premiereName: published ? ref.premiere_name : null } : null;
  return data(
    { shell, cancel, texts: screenTexts("nl", "premiereCancel") },
    { status: ref ? 200 : 400, headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const ref = decodeCancelRef(new URL(request.url).searchParams);
  if (!ref) {
    assertSameOrigin(request, context);
    assertFormPost(request);
    const reply: FormReply = { intent: PREMIERE_CANCEL_INTENT, outcome: "failure", reply: null };
    return data(reply, { status: 400, headers: { "Cache-Control": PRIVATE_NO_STORE } });
  }
  // The same cancellation from a second tab or after Back is one (once-identity.server.ts).
  const keyed = await keyedByIntention(request);
  const answer = await formAction(keyed.request, [premiereCancelForm(ref)], "nl", {
    context,
    route: "premiereCancel",
  });
  return withOnceCookie(answer, keyed.identity);
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => {
  const messages = metaMessages(matches);
  if (!messages) return [];
  return [
    { title: pageTitle(messages.confirmations.cancel.title, messages.site.name) },
    { name: "robots", content: "noindex" },
    ...siteShareMeta(matches),
  ];
};

export const headers = privateHeaders;

export default function PremiereCancelRoute() {
  const { cancel } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="container confirm-page premiere-cancel">
      <h1>{t("confirmations.cancel.title")}</h1>
      {cancel === null ? (
        <p className="form-outcome form-outcome--failure" role="alert">
          {t("confirmations.cancel.invalid")}
        </p>
      ) : (
        <PremiereCancelForm premiereName={cancel.premiereName} />
      )}
    </div>
  );
}

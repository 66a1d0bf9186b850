// Newsletter confirmation (forms spec §2.1, §4.4, §7.1): the link from the confirmation mail.
// Opening it (GET or HEAD, whatever the User-Agent) confirms nothing: mail scanners open every
// link with a browser's User-Agent. The page shows a button, a POST to this route's action, and
// that press by a person spends the token (docs/decisions/0024). Only the spec's four action and
// route pairs exist; the rest is 404.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ConfirmBody } from "~/components/confirmations/confirm-body";
import { siteShareMeta } from "~/components/shell/seo-meta";
import type { Shell } from "~/components/shell/site-context";
import {
  actionKey,
  actionName,
  type ConfirmKind,
  type ConfirmResult,
  confirmRequest,
} from "~/forms/theatre/newsletter-confirm";
import { metaMessages } from "~/i18n/meta";
import { useTranslation } from "~/i18n/react";
import { screenTexts } from "~/i18n/screen-texts.server";
import { localeFromPath, otherLocale } from "~/models/http/locale";
import { pageTitle } from "~/models/seo/page-title";
import { href } from "~/route-table.js";
import { confirmNewsletterOnce } from "~/services/forms/confirm-once.server";
import { assertSameOrigin } from "~/services/forms/form-action.server";
import { assertFormPost } from "~/services/forms/form-body.server";
import { privateHeaders, throwStatus } from "~/services/http/page-response.server";
import { assertWithinLimit } from "~/services/operations/rate-limit.server";
import { loadSiteLayout } from "~/services/screens/site-layout.server";
import formStyles from "../styles/forms.css?url";

export const links = () => [{ rel: "stylesheet", href: formStyles }];

function parse(request: Request) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const confirm = confirmRequest(url.searchParams, locale);
  if (!confirm) throwStatus(404);
  // The same link in the other language: that route's key and that language's action name.
  const other = otherLocale(locale);
  const query = new URLSearchParams({
    [actionKey(other)]: actionName(confirm.kind, other),
    token: confirm.token,
  });
  return { ...confirm, locale, alternate: `${href("newsletterConfirm", other)}?${query}` };
}

/** The page with the button: it never calls the form service. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { kind, locale, alternate } = parse(request);
  const layout = await loadSiteLayout(request, locale);
  const shell: Shell = {
    layout,
    preview: false,
    alternate,
    title: null,
  };
  return { kind, shell, texts: screenTexts(locale, "newsletterConfirm") };
}

/** The button's POST: a person confirms by pressing it. */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request, context);
  assertFormPost(request);
  const { kind, token } = parse(request);
  return {
    result: await confirmNewsletterOnce(kind, token, () =>
      assertWithinLimit(context, "newsletterConfirm"),
    ),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const messages = metaMessages(matches);
  if (!messages || !data) return [];
  const title =
    data.kind === "subscribe"
      ? messages.forms.confirm.titleSubscribe
      : messages.forms.confirm.titleUnsubscribe;
  return [
    { title: pageTitle(title, messages.site.name) },
    { name: "robots", content: "noindex" },
    ...siteShareMeta(matches),
  ];
};

export const headers = privateHeaders;

function ConfirmMessage({ kind, result }: { kind: ConfirmKind; result: ConfirmResult }) {
  const { t } = useTranslation();
  const text =
    result === "confirmed"
      ? t(
          kind === "subscribe"
            ? "forms.confirm.confirmedSubscribe"
            : "forms.confirm.confirmedUnsubscribe",
        )
      : result === "expired"
        ? t("forms.confirm.expired")
        : t("forms.confirm.failure");
  return (
    <p
      className={`form-outcome form-outcome--${result === "confirmed" ? "success" : "failure"}`}
      role="status"
    >
      {text}
    </p>
  );
}

export default function NewsletterConfirmRoute() {
  const { kind } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <ConfirmBody
      title={t(
        kind === "subscribe" ? "forms.confirm.titleSubscribe" : "forms.confirm.titleUnsubscribe",
      )}
      posted={posted?.result}
      message={(outcome) => <ConfirmMessage kind={kind} result={outcome} />}
    />
  );
}

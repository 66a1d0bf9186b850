// Newsletter confirmation (forms spec §2.1, §4.4): the link from the confirmation mail. People
// get the PATCH streamed behind 'Laden...'; bots (mail filters scanning links) get a button and
// confirm nothing until a person presses it (a POST to this route's action).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { isbot } from "isbot";
import { ConfirmBody } from "~/components/confirm-body";
import {
  href,
  localeFromPath,
  metaMessages,
  otherLocale,
  pageTitle,
  type Shell,
  useTranslation,
} from "~/components/shared";
import {
  actionKey,
  type ConfirmKind,
  type ConfirmResult,
  confirmRequest,
} from "~/forms/newsletter-confirm";
import {
  assertFormPost,
  assertSameOrigin,
  confirmNewsletter,
  loadSiteLayout,
  privateHeaders,
  throwStatus,
} from "~/services/routes.server";
import formStyles from "../styles/forms.css?url";

export const links = () => [{ rel: "stylesheet", href: formStyles }];

function parse(request: Request) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const confirm = confirmRequest(url.searchParams, locale);
  if (!confirm) throwStatus(404);
  const other = otherLocale(locale);
  const alternate = new URL(href("newsletterConfirm", other), url);
  alternate.searchParams.set(actionKey(other), url.searchParams.get(actionKey(locale)) ?? "");
  alternate.searchParams.set("token", confirm.token);
  return { ...confirm, locale, alternate: `${alternate.pathname}${alternate.search}` };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { kind, token, locale, alternate } = parse(request);
  const bot = isbot(request.headers.get("user-agent"));
  // The promise streams: the page shows 'Laden...' until the CMS answers.
  const result = bot ? null : confirmNewsletter(kind, token);
  const shell: Shell = {
    layout: await loadSiteLayout(request, locale),
    preview: false,
    alternate,
    title: null,
  };
  return { kind, shell, result };
}

/** The button bots were shown: a person confirms by pressing it. */
export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  assertFormPost(request);
  const { kind, token } = parse(request);
  return { result: await confirmNewsletter(kind, token) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const messages = metaMessages(matches);
  if (!messages || !data) return [];
  const title =
    data.kind === "subscribe"
      ? messages.forms.confirm.titleSubscribe
      : messages.forms.confirm.titleUnsubscribe;
  return [{ title: pageTitle(title, messages.site.name) }, { name: "robots", content: "noindex" }];
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
  const { kind, result } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <ConfirmBody
      title={t(
        kind === "subscribe" ? "forms.confirm.titleSubscribe" : "forms.confirm.titleUnsubscribe",
      )}
      posted={posted?.result}
      result={result}
      message={(outcome) => <ConfirmMessage kind={kind} result={outcome} />}
    />
  );
}

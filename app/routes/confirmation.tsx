// Premiere, visitor-panel and prize-draw confirmation (forms spec §2, §2.3, §4.4, §7.3, §8): the
// links from the confirmation mails, one module for the three screens (premiereConfirm,
// panelConfirm, prizeDrawConfirm). Opening a link (GET or HEAD, whatever the User-Agent) confirms
// nothing: mail scanners open every link with a browser's User-Agent. The page shows a button, a
// POST to this route's action, and that press by a person spends the token (docs/decisions/0024),
// as on the newsletter confirmation.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ConfirmBody } from "~/components/confirmations/confirm-body";
import { siteShareMeta } from "~/components/shell/seo-meta";
import type { Shell } from "~/components/shell/site-context";
import {
  type ConfirmationKind,
  type ConfirmationOutcome,
  type ConfirmationRequest,
  confirmationRequest,
} from "~/forms/parts/confirmations";
import { metaMessages } from "~/i18n/meta";
import { useTranslation } from "~/i18n/react";
import { screenTexts } from "~/i18n/screen-texts.server";
import type { MessageKey } from "~/i18n/translate";
import { type Locale, localeFromPath, otherLocale } from "~/models/http/locale";
import { pageTitle } from "~/models/seo/page-title";
import { href, type ScreenName } from "~/route-table.js";
import { confirmFormOnce } from "~/services/forms/confirm-once.server";
import { assertSameOrigin } from "~/services/forms/form-action.server";
import { assertFormPost } from "~/services/forms/form-body.server";
import { privateHeaders, throwStatus } from "~/services/http/page-response.server";
import { assertWithinLimit } from "~/services/operations/rate-limit.server";
import { loadSiteLayout } from "~/services/screens/site-layout.server";
import formStyles from "../styles/forms.css?url";

export const links = () => [{ rel: "stylesheet", href: formStyles }];

const SCREENS = {
  premiere: "premiereConfirm",
  panel: "panelConfirm",
  prizeDraw: "prizeDrawConfirm",
} as const satisfies Record<ConfirmationKind, ScreenName>;

/** Which of the three screens a path is, by the route table. */
function kindOf(pathname: string, locale: Locale): ConfirmationKind | null {
  const path = pathname.replace(/\/+$/, "");
  const kinds = Object.keys(SCREENS) as ConfirmationKind[];
  return kinds.find((kind) => href(SCREENS[kind], locale) === path) ?? null;
}

function parse(request: Request): { confirm: ConfirmationRequest; locale: Locale; url: URL } {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const kind = kindOf(url.pathname, locale);
  const confirm = kind && confirmationRequest(kind, url.searchParams);
  if (!confirm) throwStatus(404);
  return { confirm, locale, url };
}

/** The same link in the other language, for screens that have one (the prize draw). */
function alternateOf(confirm: ConfirmationRequest, locale: Locale): string | null {
  const other = otherLocale(locale);
  const screen = SCREENS[confirm.kind];
  const path = href(screen, other);
  if (path === href(screen, locale)) return null;
  return `${path}?${new URLSearchParams({ token: confirm.token })}`;
}

/** The page with the button: it never calls the form service. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { confirm, locale } = parse(request);
  const layout = await loadSiteLayout(request, locale);
  const shell: Shell = {
    layout,
    preview: false,
    alternate: alternateOf(confirm, locale),
    title: null,
  };
  const texts = screenTexts(locale, SCREENS[confirm.kind]);
  return { kind: confirm.kind, action: confirm.action, shell, texts };
}

/** The button's POST: a person confirms by pressing it. */
export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request, context);
  assertFormPost(request);
  const { confirm } = parse(request);
  const screen = SCREENS[confirm.kind];
  return {
    result: await confirmFormOnce(confirm.kind, confirm.token, () =>
      assertWithinLimit(context, screen),
    ),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const messages = metaMessages(matches);
  if (!messages || !data) return [];
  return [
    { title: pageTitle(messages.confirmations[data.kind].title, messages.site.name) },
    { name: "robots", content: "noindex" },
    ...siteShareMeta(matches),
  ];
};

export const headers = privateHeaders;

function messageKey(
  kind: ConfirmationKind,
  action: string | null,
  result: ConfirmationOutcome,
): MessageKey {
  if (result === "expired") return `confirmations.${kind}.expired`;
  if (result === "failure") return `confirmations.${kind}.failure`;
  if (kind === "premiere") {
    return action === "signup"
      ? "confirmations.premiere.successSignup"
      : "confirmations.premiere.successCancel";
  }
  return `confirmations.${kind}.success`;
}

function Outcome({
  kind,
  action,
  result,
}: {
  kind: ConfirmationKind;
  action: string | null;
  result: ConfirmationOutcome;
}) {
  const { t } = useTranslation();
  return (
    <p className={`form-outcome form-outcome--${result}`} role="status">
      {t(messageKey(kind, action, result))}
    </p>
  );
}

export default function ConfirmationRoute() {
  const { kind, action: linkAction } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const { t } = useTranslation();
  return (
    <ConfirmBody
      title={t(`confirmations.${kind}.title`)}
      posted={posted?.result}
      message={(outcome) => <Outcome kind={kind} action={linkAction} result={outcome} />}
    />
  );
}

import type {
  HeadersFunction,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import {
  isRouteErrorResponse,
  Outlet,
  redirect,
  type ShouldRevalidateFunction,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { ErrorScreen, PageEffectsSlot } from "~/components/runtime/on-demand";
import { siteShareMeta } from "~/components/shell/seo-meta";
import type { SiteConfig } from "~/components/shell/site-context";
import { SiteDocument } from "~/components/shell/site-document";
import { errorTexts } from "~/i18n/error-texts";
import { metaMessages } from "~/i18n/meta";
import { frameTexts } from "~/i18n/screen-texts.server";
import { translate } from "~/i18n/translate";
import { localeFromPath } from "~/models/http/locale";
import { pageTitle } from "~/models/seo/page-title";
import { getEnv, linkHosts } from "~/services/operations/env.server";
import { choiceFromCookies } from "./models/consent/consent";
import { signupFlashFrom } from "./models/content/signup-flash";
import { redirectTargetForCase } from "./models/http/letter-case";
import { redirectTargetForSlashes } from "./models/http/slashes";
import { redirectTargetForQuery } from "./models/search/search-address";
import styles from "./styles/site.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** Titles for the error screens; pages set their own. */
export const meta: MetaFunction = ({ error, matches }) => {
  const messages = metaMessages(matches);
  if (!error || !messages) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return [
    { title: pageTitle(translate(messages, errorTexts(status).title), messages.site.name) },
    ...siteShareMeta(matches),
  ];
};

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const collapsed = redirectTargetForSlashes(url);
  if (collapsed) throw redirect(collapsed, 301);
  const lowered = redirectTargetForCase(url);
  if (lowered) throw redirect(lowered, 301);
  const searched = redirectTargetForQuery(url);
  if (searched) throw redirect(searched, 301);
  const env = getEnv();
  const site: SiteConfig = {
    locale: localeFromPath(url.pathname),
    hosts: linkHosts(env),
    salesParamHosts: env.SALES_PARAM_HOSTS,
    cdnBase: env.IMAGE_CDN_URL,
    consent: choiceFromCookies(request.headers.get("cookie")),
    accountUrl: env.ACCOUNT_URL ?? null,
    signupEmail: signupFlashFrom(request.headers.get("cookie")),
  };
  // Meta functions build absolute canonical, hreflang and Open Graph URLs on it (seo-meta.ts).
  return { site, texts: frameTexts(site.locale), siteUrl: env.SITE_URL };
}

/** The root's data depends on the language only: skip it unless the language changes. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  formMethod
    ? defaultShouldRevalidate
    : localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname);

export function Layout({ children }: { children: ReactNode }) {
  const locale = localeFromPath(useLocation().pathname);
  const rootData = useRouteLoaderData<typeof loader>("root");
  return (
    <SiteDocument locale={locale} site={rootData?.site ?? null} frameTexts={rootData?.texts}>
      {children}
    </SiteDocument>
  );
}

export default function App() {
  return (
    <>
      <PageEffectsSlot />
      <Outlet />
    </>
  );
}

/**
 * An error that reaches this boundary is answered with the root's headers alone: the one it
 * was thrown with that the browser must see, a rate limit's Retry-After, is kept.
 */
export const headers: HeadersFunction = ({ errorHeaders }) => {
  const retryAfter = errorHeaders?.get("Retry-After");
  const kept: Record<string, string> = {};
  if (retryAfter) kept["Retry-After"] = retryAfter;
  return kept;
};

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) return <ErrorScreen status={500} />;
  // A rate limit's refusal carries the minutes to wait (app/services/operations/rate-limit.server.ts).
  const minutes = (error.data as { retryMinutes?: unknown } | null)?.retryMinutes;
  return (
    <ErrorScreen
      status={error.status}
      retryMinutes={typeof minutes === "number" ? minutes : undefined}
    />
  );
}

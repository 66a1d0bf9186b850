import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import {
  ErrorScreen,
  emptyLayout,
  I18nProvider,
  type Locale,
  localeFromPath,
  metaMessages,
  NavigationProgress,
  PreviewBanner,
  pageTitle,
  RedirectRefresh,
  type Shell,
  type SiteConfig,
  SiteFooter,
  SiteHeader,
  SiteProvider,
  useHashScroll,
  useNonce,
  useReferralMirror,
  useTranslation,
  VideoOverlay,
} from "~/components/shared";
import { getEnv, linkHosts, messagesFor } from "~/services/routes.server";
import type { ExternalRedirect } from "./models/redirect";
import { redirectTargetForSlashes } from "./models/slashes";
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
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    {
      title: pageTitle(
        notFound ? messages.errors.notFound : messages.errors.general,
        messages.site.name,
      ),
    },
  ];
};

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const collapsed = redirectTargetForSlashes(url);
  if (collapsed) throw redirect(collapsed, 301);
  const env = getEnv();
  const site: SiteConfig = {
    locale: localeFromPath(url.pathname),
    hosts: linkHosts(env),
    cdnBase: env.IMAGE_CDN_URL,
  };
  return { site, messages: messagesFor(site.locale) };
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

type LeafData = { shell?: Shell; external?: ExternalRedirect | null } | undefined;

/** The shell (furniture, preview, translated URL) of the deepest route that provides one. */
function useLeafData(): { shell: Shell | null; external: ExternalRedirect | null } {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i]?.data as LeafData;
    if (data?.shell) return { shell: data.shell, external: data.external ?? null };
  }
  return { shell: null, external: null };
}

export function Layout({ children }: { children: ReactNode }) {
  const locale = localeFromPath(useLocation().pathname);
  const rootData = useRouteLoaderData<typeof loader>("root");
  return (
    <I18nProvider locale={locale} messages={rootData?.messages ?? null}>
      <Document locale={locale}>{children}</Document>
    </I18nProvider>
  );
}

function Document({ children, locale }: { children: ReactNode; locale: Locale }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const site: SiteConfig = rootData?.site ?? {
    locale,
    hosts: { own: [], ticketing: [] },
    cdnBase: "",
  };
  const { shell, external } = useLeafData();
  const layout = shell?.layout ?? emptyLayout();
  const { t } = useTranslation();

  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#7a1020" />
        <Meta />
        <Links />
        {external && <RedirectRefresh target={external} />}
        {/* Lets CSS hide JS-only controls until scripts run; needs the nonce under the CSP. */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: `document.documentElement.classList.add("js")` }}
        />
      </head>
      <body>
        <SiteProvider value={{ ...site, locale }}>
          <a className="skip-link" href="#main">
            {t("site.skipToContent")}
          </a>
          {shell?.preview && <PreviewBanner />}
          <SiteHeader layout={layout} alternate={shell?.alternate ?? null} />
          <NavigationProgress />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter layout={layout} />
          <VideoOverlay />
        </SiteProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useHashScroll();
  useReferralMirror();
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) && error.status === 404 ? 404 : 500;
  return <ErrorScreen status={status} />;
}

// For component tests (app/components/*.test.tsx, happy-dom): a Remix stub whose root route
// gives the screens what the app's root gives them: the site configuration and the texts of the
// path's language (root.tsx loader), provided as SiteDocument provides them.
import { Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { EMPTY_SITE, type SiteConfig, SiteProvider } from "~/components/shell/site-context";
import { en } from "~/i18n/en";
import { nl } from "~/i18n/nl";
import { I18nProvider } from "~/i18n/react";
import { localeFromPath } from "~/models/http/locale";

type StubRoutes = Parameters<typeof createRemixStub>[0];

function rootLoader({ request }: { request: Request }) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const site: SiteConfig = { ...EMPTY_SITE, locale, cdnBase: "http://cdn.test" };
  return { site, messages: locale === "en" ? en : nl };
}

/** A GET of `path` on the site, for calling a stub's loader directly. */
export const pageRequest = (path: string) => new Request(new URL(path, "http://localhost"));

/**
 * The stub's starting data as if the page came server-rendered: the root's and, per route id,
 * the screens'. The first render is then synchronous (no loading state to wait for).
 */
export function hydrationFor(path: string, screens: Record<string, unknown> = {}) {
  return { loaderData: { root: rootLoader({ request: pageRequest(path) }), ...screens } };
}

function Root() {
  const { site, messages } = useLoaderData<typeof rootLoader>();
  const locale = localeFromPath(useLocation().pathname);
  return (
    <I18nProvider locale={locale} messages={messages}>
      <SiteProvider value={site}>
        <Outlet />
      </SiteProvider>
    </I18nProvider>
  );
}

/** The app's future flags (remix.config.js) that the stub knows. */
export const FUTURE = { v3_fetcherPersist: true, v3_relativeSplatPath: true, v3_singleFetch: true };

/** A stub with the root route around `screens` (give each an id and a path under "/"). */
export function siteStub(screens: StubRoutes) {
  return createRemixStub([
    { id: "root", path: "/", loader: rootLoader, Component: Root, children: screens },
  ]);
}

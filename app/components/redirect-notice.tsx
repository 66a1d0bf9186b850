import type { MetaDescriptor } from "@remix-run/node";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { en } from "~/i18n/en";
import { nl } from "~/i18n/nl";
import { localeFromPath } from "~/models/locale";
import type { ExternalRedirect } from "~/services/page-response.server";

export const EXTERNAL_REDIRECT_DELAY_MS = 2000;

/** Without JavaScript the refresh meta tag moves on after the same 2 s. */
export function redirectNoticeMeta(target: ExternalRedirect, pathname: string): MetaDescriptor[] {
  const messages = localeFromPath(pathname) === "en" ? en : nl;
  return [
    { title: messages.redirect.redirecting },
    { name: "robots", content: "noindex" },
    { httpEquiv: "refresh", content: `${EXTERNAL_REDIRECT_DELAY_MS / 1000};url=${target.url}` },
  ];
}

export function RedirectNotice({ target }: { target: ExternalRedirect | null }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!target) return;
    const timer = window.setTimeout(
      () => window.location.replace(target.url),
      EXTERNAL_REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [target]);
  if (!target) return null;
  return (
    <div className="redirect-notice" role="status">
      <h1>{t("redirect.redirecting")}</h1>
      <p>
        <a href={target.url} rel="noopener noreferrer">
          {t("redirect.continue", { host: target.host })}
        </a>
      </p>
    </div>
  );
}

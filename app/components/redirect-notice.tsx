import type { MetaDescriptor } from "@remix-run/node";
import { useEffect } from "react";
import type { Messages } from "~/i18n/nl";
import { useTranslation } from "~/i18n/react";
import type { ExternalRedirect } from "~/models/redirect";

export const EXTERNAL_REDIRECT_DELAY_MS = 2000;

export function redirectNoticeMeta(messages: Messages | null): MetaDescriptor[] {
  return [{ title: messages?.redirect.redirecting ?? "" }, { name: "robots", content: "noindex" }];
}

/**
 * Without JavaScript a refresh moves on after the same 2 s (the spec asks for it). It sits in
 * <noscript>, so visitors with scripts get the timer instead and are never refreshed twice.
 */
export function RedirectRefresh({ target }: { target: ExternalRedirect }) {
  return (
    <noscript>
      <meta
        httpEquiv="refresh"
        content={`${EXTERNAL_REDIRECT_DELAY_MS / 1000};url=${target.url}`}
      />
    </noscript>
  );
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

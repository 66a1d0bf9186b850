import { useEffect } from "react";
import { EXTERNAL_REDIRECT_DELAY_MS } from "~/components/shell/redirect-refresh";
import { useTranslation } from "~/i18n/react";
import type { ExternalRedirect } from "~/models/http/redirect";

/** The notice before an external redirect; loaded on demand (./on-demand). */
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

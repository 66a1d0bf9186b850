import { Link } from "@remix-run/react";
import { useSite } from "~/components/shell/site-context";
import { errorTexts } from "~/i18n/error-texts";
import { useTranslation } from "~/i18n/react";
import { href } from "~/route-table.js";

/**
 * The error screens (spec §8), shown inside the normal layout; loaded on demand. A refusal by a
 * rate limit (429) says how many minutes to wait (`retryMinutes`).
 */
export function ErrorScreen({ status, retryMinutes }: { status: number; retryMinutes?: number }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const texts = errorTexts(status);
  return (
    <div className="error-screen">
      <p className="error-screen__code" aria-hidden="true">
        {texts.code}
      </p>
      <h1>{t(texts.title)}</h1>
      {texts.hint && (
        <p>{t(texts.hint, status === 429 ? { count: retryMinutes ?? 1 } : undefined)}</p>
      )}
      <p className="error-screen__actions">
        <Link className="button" to={href("home", locale)}>
          {t("errors.toHome")}
        </Link>
        <Link className="button button--secondary" to={href("agenda", locale)}>
          {t("errors.toAgenda")}
        </Link>
      </p>
    </div>
  );
}

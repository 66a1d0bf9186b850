import { Link } from "@remix-run/react";
import { href, isBuilt, useSite, useTranslation } from "./shared";

/** The 404 and 500 screens (spec §8), shown inside the normal layout; loaded on demand. */
export function ErrorScreen({ status }: { status: number }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const notFound = status === 404;
  return (
    <div className="error-screen">
      <p className="error-screen__code" aria-hidden="true">
        {notFound ? "404" : "500"}
      </p>
      <h1>{notFound ? t("errors.notFound") : t("errors.general")}</h1>
      {notFound && <p>{t("errors.notFoundHint")}</p>}
      <p className="error-screen__actions">
        {isBuilt("home") && (
          <Link className="button" to={href("home", locale)}>
            {t("errors.toHome")}
          </Link>
        )}
        {isBuilt("agenda") && (
          <Link className="button button--secondary" to={href("agenda", locale)}>
            {t("errors.toAgenda")}
          </Link>
        )}
      </p>
    </div>
  );
}

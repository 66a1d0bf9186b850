import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { PresaleView } from "~/views/production/production-presale";

/**
 * Presale: the page's notice, the outcome of a code from the address and, while sales have not
 * started, a small GET form that puts a code in the address (`?presale=…`); the server checks it.
 */
export function ProductionPresale({ presale }: { presale: PresaleView }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const message =
    presale.result === "invalid"
      ? t("production.presale.invalid")
      : presale.result === "other-page"
        ? t("production.presale.otherPage")
        : presale.result === "unlocked"
          ? t("production.presale.unlocked")
          : null;

  return (
    <section className="production-presale" aria-labelledby="production-presale-heading">
      <h2 id="production-presale-heading">{t("production.presale.heading")}</h2>
      {presale.notice && <p>{presale.notice}</p>}
      {message && (
        <p
          className={`production-presale__result production-presale__result--${presale.result}`}
          role="status"
        >
          {message}
        </p>
      )}
      {presale.text && <p className="production-presale__text">{presale.text}</p>}
      {presale.form && (
        <Form method="get" action={pathname} className="production-presale__form">
          <label htmlFor="presale-code">{t("production.presale.label")}</label>
          <div className="production-presale__fields">
            <input
              id="presale-code"
              name="presale"
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              required
              defaultValue={presale.result === "unlocked" ? "" : (presale.code ?? "")}
            />
            <button type="submit" className="button">
              {t("production.presale.submit")}
            </button>
          </div>
        </Form>
      )}
    </section>
  );
}

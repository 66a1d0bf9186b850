// The cookie banner (forms spec §4.5). The server draws it when the request carries no choice;
// without JavaScript its buttons post to the consent route, which sets the cookie and comes
// back. In the browser it hides when the spec's shown flag is 'yes', and shows even on a page a
// CDN cached for a visitor who had chosen, when this visitor has not.
import { Link, useLocation } from "@remix-run/react";
import { type FormEvent, useEffect, useState } from "react";
import {
  BANNER_EVENT_DELAY_MS,
  type ConsentChoice,
  choiceFromCookies,
  parseChoice,
  readStoredConsent,
} from "~/models/consent";
import { consentEvent } from "~/models/data-layer";
import { useSaveConsent } from "./consent-save";
import { href, pushToDataLayer, useSite, useTranslation } from "./shared";

export function ConsentBanner({ serverChoice }: { serverChoice: ConsentChoice | null }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { pathname, search } = useLocation();
  const save = useSaveConsent();
  const [visible, setVisible] = useState(serverChoice === null);

  useEffect(() => {
    const stored = readStoredConsent(() => window.localStorage);
    setVisible(!stored.shown && choiceFromCookies(document.cookie) === null);
  }, []);

  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(
      () => pushToDataLayer(consentEvent("banner displayed")),
      BANNER_EVENT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [visible]);

  if (!visible) return null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const choice = parseChoice(submitter?.value);
    if (!choice) return;
    event.preventDefault();
    save(choice, choice === "personalized" ? "accept" : "refuse");
    setVisible(false);
  };

  return (
    <section className="consent-banner" aria-labelledby="consent-banner-title">
      <div className="consent-banner__inner">
        <h2 id="consent-banner-title" className="consent-banner__title">
          {t("consent.banner.title")}
        </h2>
        <p className="consent-banner__text">
          {t("consent.banner.text")}{" "}
          <Link to={href("page", locale, { url: "cookies" })}>{t("consent.banner.more")}</Link>
        </p>
        <form
          method="post"
          action={href("consent", locale)}
          className="consent-banner__actions"
          onSubmit={onSubmit}
        >
          <input type="hidden" name="return" value={`${pathname}${search}`} />
          <button type="submit" name="choice" value="personalized" className="button">
            {t("consent.banner.accept")}
          </button>
          <button type="submit" name="choice" value="basic" className="button button--secondary">
            {t("consent.banner.refuse")}
          </button>
        </form>
      </div>
    </section>
  );
}

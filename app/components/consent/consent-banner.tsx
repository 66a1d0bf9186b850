// The cookie banner (forms spec §4.5). The server draws it when the request carries no choice;
// without JavaScript its buttons post to the consent route, which sets the cookie and comes
// back. In the browser it hides when the spec's shown flag is 'yes', and shows even on a page a
// CDN cached for a visitor who had chosen, when this visitor has not.
//
// It never hides keyboard focus (WCAG 2.2 SC 2.4.11): it is first in the focus order after the
// skip link, the page keeps room for it at the bottom (site.css: --consent-max without
// JavaScript, its measured height --consent-h with it), and after a choice focus goes back to
// where it was before it entered the banner.
import { Link, useLocation } from "@remix-run/react";
import { type FocusEvent, type FormEvent, useEffect, useRef, useState } from "react";
import { pushToDataLayer } from "~/components/runtime/analytics";
import { useSite } from "~/components/shell/site-context";
import { useTranslation } from "~/i18n/react";
import {
  BANNER_EVENT_DELAY_MS,
  type ConsentChoice,
  choiceFromCookies,
  parseChoice,
  readStoredConsent,
} from "~/models/consent/consent";
import { consentEvent } from "~/models/consent/data-layer";
import { href } from "~/route-table.js";
import { useSaveConsent } from "./consent-save";

export function ConsentBanner({ serverChoice }: { serverChoice: ConsentChoice | null }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { pathname, search } = useLocation();
  const save = useSaveConsent();
  const [visible, setVisible] = useState(serverChoice === null);
  const banner = useRef<HTMLElement>(null);
  const cameFrom = useRef<HTMLElement | null>(null);

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

  // The room the page keeps at the bottom follows the banner's real height.
  useEffect(() => {
    const element = banner.current;
    if (!visible || !element || typeof ResizeObserver !== "function") return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() =>
      root.setProperty("--consent-h", `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty("--consent-h");
    };
  }, [visible]);

  if (!visible) return null;

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !event.currentTarget.contains(from)) cameFrom.current = from;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const choice = parseChoice(submitter?.value);
    if (!choice) return;
    event.preventDefault();
    save(choice, choice === "personalized" ? "accept" : "refuse");
    // Back to where focus was; with nothing focused before, to the stop just before the banner
    // (the skip link), without scrolling, rather than letting it fall to <body>.
    const back = cameFrom.current?.isConnected ? cameFrom.current : null;
    if (back) back.focus();
    else document.querySelector<HTMLElement>(".skip-link")?.focus({ preventScroll: true });
    setVisible(false);
  };

  return (
    <section
      ref={banner}
      className="consent-banner"
      aria-labelledby="consent-banner-title"
      onFocus={onFocus}
    >
      <div className="consent-banner__inner">
        <div className="consent-banner__body">
          <h2 id="consent-banner-title" className="consent-banner__title">
            {t("consent.banner.title")}
          </h2>{" "}
          <p className="consent-banner__text">
            <span className="consent-banner__long">{t("consent.banner.text")}</span>
            <span className="consent-banner__short">{t("consent.banner.short")}</span>{" "}
            <Link to={href("page", locale, { url: "cookies" })}>{t("consent.banner.more")}</Link>
          </p>
        </div>
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

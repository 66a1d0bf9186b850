// The preference chooser on the cookie page, where its content holds [form] (forms spec §2,
// §4.5). With JavaScript every change is saved at once and announced; without it the visitor
// picks and presses 'Voorkeur opslaan', a POST to the consent route that comes back here.
import { useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useSite } from "~/components/shell/site-context";
import { useTranslation } from "~/i18n/react";
import {
  type ConsentChoice,
  choiceFromCookies,
  DEFAULT_CHOICE,
  readStoredConsent,
} from "~/models/consent/consent";
import { hasSavedMarker, SAVED_MESSAGE_ID } from "~/models/consent/consent-saved";
import { href } from "~/route-table.js";
import { useSaveConsent } from "./consent-save";

const CHOICES = ["personalized", "basic"] as const satisfies readonly ConsentChoice[];
export const CHOOSER_ID = "cookievoorkeur";

export function ConsentChooser({ serverChoice }: { serverChoice: ConsentChoice | null }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { pathname, search } = useLocation();
  const save = useSaveConsent();
  const [choice, setChoice] = useState<ConsentChoice>(serverChoice ?? DEFAULT_CHOICE);
  // Back from the post without JavaScript, the address says it was saved.
  const [saved, setSaved] = useState(() => hasSavedMarker(search, locale));
  // Tells the live chooser from the server's HTML (tests wait for it before clicking).
  const [live, setLive] = useState(false);

  useEffect(() => {
    const stored = readStoredConsent(() => window.localStorage);
    setChoice(stored.shown ? stored.choice : (choiceFromCookies(document.cookie) ?? stored.choice));
    setLive(true);
  }, []);

  const onChange = (next: ConsentChoice) => {
    setChoice(next);
    save(next, "change");
    setSaved(true);
  };

  return (
    <form
      method="post"
      action={href("consent", locale)}
      className="consent-chooser"
      id={CHOOSER_ID}
      data-live={live || undefined}
    >
      {/* Above the choices: back from the post without JavaScript the visitor lands here, and
          the next Tab reaches the choices. */}
      <p className="consent-chooser__status" id={SAVED_MESSAGE_ID} role="status" tabIndex={-1}>
        {saved ? t("consent.chooser.saved") : ""}
      </p>
      <fieldset>
        <legend>{t("consent.chooser.legend")}</legend>
        {CHOICES.map((value) => (
          <label key={value} className="consent-chooser__option">
            <input
              type="radio"
              name="choice"
              value={value}
              checked={choice === value}
              onChange={() => onChange(value)}
            />
            <span>
              <strong>{t(`consent.chooser.${value}`)}</strong>
              <span className="consent-chooser__hint">{t(`consent.chooser.${value}Hint`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <input type="hidden" name="return" value={`${pathname}#${CHOOSER_ID}`} />
      <input type="hidden" name="source" value="chooser" />
      <button type="submit" className="button no-js-only">
        {t("consent.chooser.save")}
      </button>
    </form>
  );
}

import { useTranslation } from "~/i18n/react";
import { otherLocale } from "~/models/http/locale";
import { href } from "~/route-table.js";
import { useSite } from "./site-context";

/** NL/EN switch to the translated URL of the same page, or the other language's home page. */
export function LanguageSwitch({ alternate }: { alternate: string | null }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const target = otherLocale(locale);
  return (
    <a
      className="language-switch"
      href={alternate ?? href("home", target)}
      hrefLang={target}
      lang={target}
    >
      {/* WCAG 2.5.3: the accessible name starts with the visible "EN", then spells it out. */}
      {t("header.switchToShort")}
      <span className="visually-hidden"> {t("header.switchTo")}</span>
    </a>
  );
}

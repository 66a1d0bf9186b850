import { useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { showsSwitchNotice } from "~/models/http/language-switch";
import { useSite } from "./site-context";

// Apart from the switch (in the header's own chunk): the document draws this on every page.
/**
 * The notice on the page the switch led to when the visitor's page had no translation. It shows
 * the page's own fixed text for the one known parameter value: nothing from the address is echoed.
 */
export function SwitchNotice() {
  const { t } = useTranslation();
  const { locale } = useSite();
  const { search } = useLocation();
  if (!showsSwitchNotice(search, locale)) return null;
  return (
    <p className="switch-notice" role="status">
      {t("header.noTranslation")}
    </p>
  );
}

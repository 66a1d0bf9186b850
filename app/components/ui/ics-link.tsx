import { useTranslation } from "~/i18n/react";
import { Icon } from "./icon";

/**
 * "Zet in agenda" for one performance: the .ics file of the performance route. Named after the
 * performance, so a list of them reads apart; `compact` drops the visible text where a calendar
 * cell has room for the icon only.
 */
export function IcsLink({
  href,
  performance,
  compact = false,
}: {
  href: string;
  performance: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <a
      className={compact ? "ics-link ics-link--compact" : "ics-link"}
      href={href}
      download
      aria-label={t("production.addToCalendarLabel", { performance })}
    >
      <Icon name="add-to-calendar" width={compact ? 14 : 16} />
      {!compact && t("production.addToCalendar")}
    </a>
  );
}

import { useTranslation } from "~/i18n/react";
import type { SalesButtonLook } from "~/models/sales/sales-button-look";

/**
 * The sales button of an event or production (spec §4): a coloured link, an inactive brown
 * label, or the disabled message. `context` names the production for screen readers, since
 * many buttons on one page share the same text.
 */
export function SalesButtonView({
  button,
  context,
  className,
}: {
  button: SalesButtonLook;
  context?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const label =
    ("labelOverride" in button && button.labelOverride) || t(`sales.${button.labelKey}`);
  const classes = ["sales-button", `sales-button--${button.kind}`, className].filter(Boolean);
  if (button.kind === "message") {
    return <span className={[...classes, "sales-button--message"].join(" ")}>{label}</span>;
  }
  classes.push(`sales-button--${button.colour}`);
  if (button.kind === "inactive") {
    return <span className={classes.join(" ")}>{label}</span>;
  }
  const accessible = [
    label,
    context ? `– ${context}` : null,
    button.newTab ? t("sales.opensInNewTab") : null,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <a
      className={classes.join(" ")}
      href={button.href}
      aria-label={accessible !== label ? accessible : undefined}
      data-analytics-label={context}
      {...(button.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {label}
    </a>
  );
}

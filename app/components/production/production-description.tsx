import { useLocation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { Locale } from "~/models/http/locale";
import { DESCRIPTION_ID, PRODUCTION_QUERY, toggleHref } from "~/views/production/production-links";
import type { ProductionPageView } from "~/views/production/production-page-types";
import { RichText } from "../ui/rich-text";

/**
 * The description: the main text, then the rest behind "read more". The whole text is always
 * in the HTML; the collapsed part is hidden with CSS. The toggle is a link to
 * `?beschrijving=volledig#beschrijving` (en: `?description=full`) and back to `=kort` (`=short`:
 * the promoted layout starts open), so it works without JavaScript; with it the text opens and closes instantly.
 */
export function ProductionDescription({
  description,
  locale,
}: {
  description: ProductionPageView["description"];
  locale: Locale;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const [expanded, setExpanded] = useState(description.expanded);
  if (!description.main && !description.remaining) return null;
  const q = PRODUCTION_QUERY[locale];

  return (
    <section
      className={`production-description${expanded ? " is-expanded" : " is-collapsed"}`}
      id={DESCRIPTION_ID}
      aria-labelledby="production-description-heading"
    >
      <h2 id="production-description-heading" className="visually-hidden">
        {t("production.description")}
      </h2>
      <RichText html={description.main} className="production-description__main" />
      {description.remaining && (
        <div className="production-description__more" id="production-description-more">
          <RichText html={description.remaining} />
        </div>
      )}
      {description.collapsible && (
        <a
          className="production-description__toggle"
          href={toggleHref(
            search,
            q.description,
            expanded ? q.descriptionShort : q.descriptionFull,
            DESCRIPTION_ID,
          )}
          aria-expanded={expanded}
          aria-controls="production-description-more"
          onClick={(event) => {
            event.preventDefault();
            setExpanded((value) => !value);
          }}
        >
          {expanded ? t("production.readLess") : t("production.readMore")}
        </a>
      )}
    </section>
  );
}

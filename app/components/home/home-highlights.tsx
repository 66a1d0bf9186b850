import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { gridColumnStyle } from "~/models/content/grid-columns";
import { salesButtonFromFacts } from "~/models/sales/sales-button-look";
import type { HighlightScreen } from "~/views/home/home-screen";
import { ResponsiveImage } from "../ui/responsive-image";
import { SalesButtonView } from "../ui/sales-button";

/** 'Binnenkort in het theater': production cards with their dates and sales button. */
export function HomeHighlights({ highlights }: { highlights: HighlightScreen[] }) {
  const { t } = useTranslation();
  if (!highlights.length) return null;
  return (
    <section className="home-highlights" aria-labelledby="home-highlights-title">
      <h2 id="home-highlights-title" className="home-section__title">
        {t("home.highlights.title")}
      </h2>
      <ul className="home-highlights__list" style={gridColumnStyle(highlights.length)}>
        {highlights.map((item) => (
          <li key={item.href} className="home-highlight">
            <ResponsiveImage
              image={item.image}
              sizes="(max-width: 767px) 60vw, (max-width: 1023px) 50vw, 400px"
              maxWidth={800}
              className="home-highlight__image"
            />
            <div className="home-highlight__body">
              {item.dates && <p className="home-highlight__dates">{item.dates}</p>}
              <h3 className="home-highlight__heading">
                <Link to={item.href} className="home-highlight__link" prefetch="intent">
                  {item.heading}
                </Link>
              </h3>
              {item.subheading && <p className="home-highlight__subheading">{item.subheading}</p>}
              <SalesButtonView
                button={salesButtonFromFacts(item.salesButton)}
                context={item.heading}
                className="home-highlight__sales"
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

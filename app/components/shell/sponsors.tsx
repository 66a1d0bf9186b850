import { useTranslation } from "~/i18n/react";
import type { SponsorView } from "~/models/content/page-items";
import { ResponsiveImage } from "../ui/responsive-image";
import { SmartLink } from "../ui/smart-link";

export function Sponsors({ sponsors }: { sponsors: SponsorView[] }) {
  const { t } = useTranslation();
  if (!sponsors.length) return null;
  return (
    <section className="sponsors" aria-labelledby="sponsors-heading">
      <h2 id="sponsors-heading">{t("page.sponsors")}</h2>
      <ul>
        {sponsors.map((sponsor) => {
          const logo = (
            <ResponsiveImage
              image={sponsor.image}
              sizes="200px"
              maxWidth={440}
              alt={sponsor.name}
            />
          );
          return (
            <li key={sponsor.name}>
              {sponsor.link ? <SmartLink href={sponsor.link}>{logo}</SmartLink> : logo}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

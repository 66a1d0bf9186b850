// The site's footer, on every page.

import { useSite } from "~/components/shell/site-context";
import { RichText } from "~/components/ui/rich-text";
import { SmartLink } from "~/components/ui/smart-link";
import { useTranslation } from "~/i18n/react";
import type { LayoutView } from "~/models/content/furniture";
import { href } from "~/route-table.js";
import { Icon } from "../ui/icon";
import { ResponsiveImage } from "../ui/responsive-image";
import { NewsletterSignup } from "./newsletter-signup";
import { PaymentLogos } from "./payment-logos";
import { SocialLinks } from "./social-links";

export function SiteFooter({ layout }: { layout: LayoutView }) {
  const { t } = useTranslation();
  const { locale } = useSite();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <NewsletterSignup />
      <div className="site-footer__columns">
        {layout.footerColumns.map((column, index) => (
          <section
            className="site-footer__column"
            key={`${column.heading}-${index}`}
            aria-label={column.heading ?? undefined}
          >
            {column.heading && <h2 className="site-footer__heading">{column.heading}</h2>}
            <RichText html={column.content} />
            {column.links && (
              <ul className="site-footer__links">
                {column.links.map((link) => (
                  <li key={`${link.title}-${link.href}`}>
                    <SmartLink href={link.href}>{link.title}</SmartLink>
                  </li>
                ))}
              </ul>
            )}
            {column.paymentMethods && <PaymentLogos label={t("footer.paymentMethods")} />}
            {column.socials && <SocialLinks links={layout.socials} />}
          </section>
        ))}
        <section className="site-footer__column site-footer__fund" aria-label={t("footer.fund")}>
          {/* The fund's page in the page's language (/en/page/carrefonds exists too). */}
          <a href={href("page", locale, { url: "carrefonds" })} className="fund-logo">
            <Icon name="fund" width={48} />
            <span>{t("footer.fund")}</span>
          </a>
          {layout.sponsor && <SponsorLink image={layout.sponsor.image} url={layout.sponsor.url} />}
        </section>
      </div>
      <div className="sub-footer">
        <RichText html={layout.subFooterInfo} className="sub-footer__info" />
        <p className="sub-footer__hours">{t("footer.serviceHours")}</p>
        <p className="sub-footer__copyright">
          {layout.copyright ?? `© ${year} ${layout.siteTitle ?? t("site.name")}`}
        </p>
      </div>
    </footer>
  );
}

function SponsorLink({
  image,
  url,
}: {
  image: NonNullable<LayoutView["sponsor"]>["image"];
  url: string | null;
}) {
  const img = (
    <ResponsiveImage image={image} sizes="160px" maxWidth={320} className="sponsor-logo" />
  );
  return url ? <SmartLink href={url}>{img}</SmartLink> : img;
}

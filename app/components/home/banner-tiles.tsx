import { SmartLink } from "~/components/ui/smart-link";
import { bannerTileWidth, isMany } from "~/models/content/banner-layout";
import type { PromotedBannerView } from "~/views/production/promoted-layout";
import { ResponsiveImage } from "../ui/responsive-image";

const SIZES = {
  quarter: "(max-width: 767px) 100vw, 25vw",
  third: "(max-width: 767px) 100vw, 33vw",
  half: "(max-width: 767px) 100vw, 50vw",
  full: "100vw",
};

/**
 * Banner cards. A `plain` banner (the promoted layout's links to shows, spec 2 §2.4) is an
 * ordinary anchor: the show's page loads as a new document, without client-side routing.
 */
export function BannerTiles({
  banners,
  title,
}: {
  banners: PromotedBannerView[];
  title: string | null;
}) {
  if (!banners.length) return null;
  const width = bannerTileWidth(banners.length);
  return (
    <section className={`banners banners--${width}${isMany(banners.length) ? " many" : ""}`}>
      {title && <h2 className="banners__title">{title}</h2>}
      <ul className="banners__list">
        {banners.map((banner) => (
          <li key={`${banner.title}-${banner.href}`} className="banner">
            {banner.image && (
              <ResponsiveImage
                image={banner.image}
                sizes={SIZES[width]}
                maxWidth={1280}
                className="banner__image"
              />
            )}
            <div className="banner__body">
              <h3 className="banner__title">{banner.title}</h3>
              {banner.subtitle && <p className="banner__subtitle">{banner.subtitle}</p>}
              {banner.href &&
                banner.buttonText &&
                (banner.plain ? (
                  <a className="button" href={banner.href}>
                    {banner.buttonText}
                  </a>
                ) : (
                  <SmartLink className="button" href={banner.href}>
                    {banner.buttonText}
                  </SmartLink>
                ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

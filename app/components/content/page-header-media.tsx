import { useRef } from "react";
import { useTranslation } from "~/i18n/react";
import type { ContentPageView } from "~/views/content/content-page";
import { useHydrated } from "../runtime/use-hydrated";
import { HEADER_IMAGE_SIZES } from "../shell/lcp-preload";
import { Icon } from "../ui/icon";
import { ResponsiveImage } from "../ui/responsive-image";

type Header = NonNullable<ContentPageView["header"]>;

/** Header image slider (scroll-snap, swipeable without JS) or a header video link. */
export function PageHeaderMedia({ header, title }: { header: Header; title: string }) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  const live = useHydrated();
  if (header.kind === "video") {
    return (
      <div className="page-header page-header--video">
        <a
          className="page-header__play"
          href={`https://www.youtube.com/watch?v=${header.videoId}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Icon name="video-play" width={68} height={48} />
          <span>{t("page.video", { title })}</span>
        </a>
      </div>
    );
  }
  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth, behavior: "smooth" });
  };
  const many = header.images.length > 1;
  return (
    <section
      className="page-header"
      aria-roledescription={many ? "carousel" : undefined}
      aria-label={t("page.slideshow")}
    >
      <ul className="page-header__track" ref={track} tabIndex={many ? 0 : undefined}>
        {header.images.map((image, index) => (
          <li
            key={`${image.cdn_url_path}-${index}`}
            className="page-header__slide"
            aria-roledescription={many ? "slide" : undefined}
            aria-label={
              many
                ? t("page.slideOf", { index: index + 1, count: header.images.length })
                : undefined
            }
          >
            <ResponsiveImage
              image={image}
              sizes={HEADER_IMAGE_SIZES}
              priority={index === 0}
              className="page-header__image"
            />
          </li>
        ))}
      </ul>
      {many && (
        <div className="page-header__controls js-only" data-live={live || undefined}>
          <button type="button" className="icon-button" onClick={() => scroll(-1)}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">{t("page.previousSlide")}</span>
          </button>
          <button type="button" className="icon-button" onClick={() => scroll(1)}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">{t("page.nextSlide")}</span>
          </button>
        </div>
      )}
    </section>
  );
}

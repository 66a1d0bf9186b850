import { useRef } from "react";
import { useTranslation } from "~/i18n/react";
import type { ContentPageView } from "~/models/content-page";
import { ResponsiveImage } from "./responsive-image";

type Header = NonNullable<ContentPageView["header"]>;

/** Header image slider (scroll-snap, swipeable without JS) or a header video link. */
export function PageHeaderMedia({ header, title }: { header: Header; title: string }) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  if (header.kind === "video") {
    return (
      <div className="page-header page-header--video">
        <a
          className="page-header__play"
          href={`https://www.youtube.com/watch?v=${header.videoId}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          <svg viewBox="0 0 68 48" width="68" height="48" aria-hidden="true" focusable="false">
            <path
              d="M66.5 7.7A8.5 8.5 0 0 0 60.5 1.7C55.2.3 34 .3 34 .3S12.8.3 7.5 1.7a8.5 8.5 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6C12.8 47.7 34 47.7 34 47.7s21.2 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3z"
              fill="#c00"
            />
            <path d="M45 24 27 14v20z" fill="#fff" />
          </svg>
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
              sizes="100vw"
              priority={index === 0}
              className="page-header__image"
            />
          </li>
        ))}
      </ul>
      {many && (
        <div className="page-header__controls js-only">
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

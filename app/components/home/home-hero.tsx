import { Form } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { aspectRatio, type ImageCrop, imageSrcSet, imageUrl } from "~/models/content/image-url";
import { href } from "~/route-table.js";
import type { HeroScreen } from "~/views/home/home-screen";
import { useSite } from "../shell/site-context";
import { useSearchSubmit } from "../shell/use-search-submit";
import { Icon } from "../ui/icon";

/** Spec §2 Home: background images change every 4 s, after a 4 s start delay. */
export const ROTATION_DELAY_MS = 4000;
export const ROTATION_INTERVAL_MS = 4000;
const WIDE = "(min-width: 768px)";
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * The home hero: the title (the page's one h1), the search box and the day or night image (the
 * page's LCP image: eager, high priority), with the mobile image up to 767 px. On wider screens
 * and not on the fund site the background images take turns, with a pause control; never under
 * prefers-reduced-motion.
 */
export function HomeHero({ hero, fallbackTitle }: { hero: HeroScreen; fallbackTitle: string }) {
  const { t } = useTranslation();
  const { cdnBase } = useSite();
  const main = hero.image ?? hero.mobileImage;
  const mobile = hero.image ? hero.mobileImage : null;
  const style = hero.position ? { objectPosition: hero.position } : undefined;
  const rotation = useRotation(main ? hero.rotation.length + 1 : hero.rotation.length);
  const frames = hero.rotation;
  const offset = main ? 1 : 0;

  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="home-hero__media">
        {main && (
          <picture>
            {mobile && (
              <source
                media="(max-width: 767px)"
                srcSet={imageSrcSet(cdnBase, mobile, 1000)}
                sizes="100vw"
              />
            )}
            <img
              className="home-hero__image"
              src={imageUrl(cdnBase, main, Math.min(1280, main.crop_width))}
              srcSet={imageSrcSet(cdnBase, main, 1920)}
              sizes="100vw"
              alt={main.alt ?? ""}
              width={1280}
              height={Math.round(1280 / aspectRatio(main))}
              style={style}
              loading="eager"
              decoding="async"
              {...{ fetchpriority: "high" }}
            />
          </picture>
        )}
        {rotation.active &&
          frames.map((image, index) => (
            <RotationFrame
              key={`${image.cdn_url_path}-${index}`}
              image={image}
              visible={rotation.frame === index + offset}
              style={style}
            />
          ))}
      </div>
      <div className="home-hero__content container">
        <h1
          id="home-hero-title"
          className={`home-hero__title${hero.hideTitleMobile ? " home-hero__title--hidden-mobile" : ""}`}
        >
          {hero.title ?? fallbackTitle}
        </h1>
        <HeroSearch />
      </div>
      {rotation.active && (
        // The label says what a press does; aria-pressed as well would state the same twice.
        <div className="home-hero__controls container">
          <button
            type="button"
            className="home-hero__pause"
            onClick={() => rotation.setPaused(!rotation.paused)}
          >
            <span aria-hidden="true">{rotation.paused ? "▶" : "❚❚"}</span>
            <span className="home-hero__pause-text">
              {rotation.paused ? t("home.hero.play") : t("home.hero.pause")}
            </span>
          </button>
        </div>
      )}
    </section>
  );
}

function RotationFrame({
  image,
  visible,
  style,
}: {
  image: ImageCrop;
  visible: boolean;
  style: { objectPosition: string } | undefined;
}) {
  const { cdnBase } = useSite();
  // Decorative: the hero's own image carries the description; these only set the mood.
  return (
    <img
      className={`home-hero__frame${visible ? " is-visible" : ""}`}
      src={imageUrl(cdnBase, image, Math.min(1280, image.crop_width))}
      srcSet={imageSrcSet(cdnBase, image, 1920)}
      sizes="100vw"
      alt=""
      aria-hidden="true"
      style={style}
      decoding="async"
    />
  );
}

/**
 * Which frame shows: 0 is the hero image; after the start delay one step every interval. Only
 * active (and only then are the extra images requested) on wide screens, without reduced motion,
 * when there is something to rotate; the pause control stops it.
 */
function useRotation(frameCount: number) {
  const [active, setActive] = useState(false);
  const [paused, setPaused] = useState(false);
  const [frame, setFrame] = useState(0);

  useEffect(() => {
    if (frameCount < 2 || typeof window.matchMedia !== "function") return;
    const wide = window.matchMedia(WIDE);
    const reduced = window.matchMedia(REDUCED_MOTION);
    const update = () => setActive(wide.matches && !reduced.matches);
    update();
    wide.addEventListener("change", update);
    reduced.addEventListener("change", update);
    return () => {
      wide.removeEventListener("change", update);
      reduced.removeEventListener("change", update);
    };
  }, [frameCount]);

  useEffect(() => {
    if (!active || paused) return;
    let interval: number | undefined;
    const start = window.setTimeout(() => {
      setFrame((current) => (current + 1) % frameCount);
      interval = window.setInterval(
        () => setFrame((current) => (current + 1) % frameCount),
        ROTATION_INTERVAL_MS,
      );
    }, ROTATION_DELAY_MS);
    return () => {
      window.clearTimeout(start);
      if (interval !== undefined) window.clearInterval(interval);
    };
  }, [active, paused, frameCount]);

  return { active, paused, setPaused, frame: active ? frame : 0 };
}

/** GET to the search page; with JavaScript the query goes out clean and a blank one not at all. */
function HeroSearch() {
  const { t } = useTranslation();
  const { locale } = useSite();
  const input = useRef<HTMLInputElement>(null);
  const [empty, setEmpty] = useState(false);

  const onSubmit = useSearchSubmit(href("search", locale), () => {
    setEmpty(true);
    input.current?.focus();
  });

  return (
    <Form
      method="get"
      action={href("search", locale)}
      role="search"
      aria-label={t("home.hero.search")}
      className="home-search"
      onSubmit={onSubmit}
    >
      <label htmlFor="home-search-q" className="visually-hidden">
        {t("home.hero.searchLabel")}
      </label>
      <div className="home-search__row">
        <input
          ref={input}
          id="home-search-q"
          className="home-search__input"
          type="search"
          name="q"
          autoComplete="off"
          placeholder={t("home.hero.searchPlaceholder")}
          aria-invalid={empty || undefined}
          aria-describedby="home-search-hint"
          onChange={() => empty && setEmpty(false)}
        />
        <button type="submit" className="button home-search__submit">
          <Icon name="search" width={20} className="home-search__submit-icon" />
          <span className="home-search__submit-text">{t("home.hero.searchSubmit")}</span>
        </button>
      </div>
      <p id="home-search-hint" className="home-search__hint" role="status">
        {empty ? t("home.hero.searchEmpty") : ""}
      </p>
    </Form>
  );
}

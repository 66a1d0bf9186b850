import { Link } from "@remix-run/react";
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { salesButtonFromFacts } from "~/models/sales/sales-button-look";
import type { SlideScreen } from "~/views/home/home-screen";
import { ResponsiveImage } from "../ui/responsive-image";
import { SalesButtonView } from "../ui/sales-button";

/**
 * The featured productions (spec §2 Home) as an APG carousel: a labelled region with one labelled
 * group per slide, previous/next buttons, a picker and the arrow keys. It never moves on its own.
 * Without JavaScript the track is a swipeable scroll-snap row with every slide reachable; with
 * it, the slides out of view are inert so keyboard and screen-reader users meet only the one
 * shown.
 */
export function HomeSlider({ slides: fromLoader }: { slides: SlideScreen[] }) {
  const { t } = useTranslation();
  // The order was drawn at random by the loader. Calendar navigation re-runs the loader on this
  // same page; keeping the first order means the slider does not reshuffle under the visitor.
  const [slides] = useState(fromLoader);
  const [current, setCurrent] = useState(0);
  const [enhanced, setEnhanced] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  const slideRefs = useRef<(HTMLDivElement | null)[]>([]);
  const focusSlide = useRef(false);
  const count = slides.length;

  useEffect(() => setEnhanced(true), []);

  // While the buttons or keys scroll the track, the slides passed on the way do not count.
  const scrollingTo = useRef<{ index: number; until: number } | null>(null);

  const goTo = useCallback(
    (index: number) => {
      const el = track.current;
      const target = ((index % count) + count) % count;
      setCurrent(target);
      if (!el) return;
      const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
      scrollingTo.current = { index: target, until: Date.now() + 1000 };
      el.scrollTo({ left: target * el.clientWidth, behavior: reduced ? "auto" : "smooth" });
    },
    [count],
  );

  // Swiping (or the browser scrolling a focused slide into view) moves the current slide too.
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const index = Math.round(el.scrollLeft / Math.max(1, el.clientWidth));
        if (Math.abs(el.scrollLeft - index * el.clientWidth) >= 4) return;
        const programmatic = scrollingTo.current;
        if (programmatic && Date.now() < programmatic.until && programmatic.index !== index) return;
        scrollingTo.current = null;
        setCurrent(index);
      });
    };
    el.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener("scroll", onScroll);
    };
  }, []);

  // Keep the shown slide in place when the window is resized.
  useEffect(() => {
    const onResize = () => {
      const el = track.current;
      if (el) el.scrollTo({ left: current * el.clientWidth });
    };
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, [current]);

  // A keyboard move from inside a slide takes focus along: the slide left behind turns inert.
  useEffect(() => {
    if (!focusSlide.current) return;
    focusSlide.current = false;
    slideRefs.current[current]?.focus({ preventScroll: true });
  }, [current]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2 || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    focusSlide.current = track.current?.contains(document.activeElement) ?? false;
    goTo(current + (event.key === "ArrowLeft" ? -1 : 1));
  };

  if (count === 0) return null;
  return (
    <section
      className="home-slider"
      aria-roledescription="carousel"
      aria-labelledby="home-slider-title"
      onKeyDown={onKeyDown}
    >
      <h2 id="home-slider-title" className="visually-hidden">
        {t("home.slider.label")}
      </h2>
      <div className="home-slider__track" id="home-slider-track" ref={track}>
        {slides.map((slide, index) => {
          const hidden = enhanced && index !== current;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel slide is a group, not a form fieldset
            <div
              key={slide.href}
              className="home-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={t("home.slider.slide", {
                index: index + 1,
                count,
                title: slide.heading,
              })}
              tabIndex={-1}
              ref={(el) => {
                slideRefs.current[index] = el;
                if (el) el.inert = hidden;
              }}
            >
              <ResponsiveImage
                image={slide.image}
                sizes="(max-width: 1240px) 100vw, 1200px"
                maxWidth={slide.imageMaxWidth}
                className="home-slide__image"
              />
              <div className="home-slide__body">
                <h3 className="home-slide__heading">{slide.heading}</h3>
                {slide.subheading && <p className="home-slide__subheading">{slide.subheading}</p>}
                {slide.dateHeading && <p className="home-slide__dates">{slide.dateHeading}</p>}
                <div className="home-slide__actions">
                  <Link to={slide.href} className="button home-slide__more" prefetch="intent">
                    {slide.buttonText ?? t("home.slider.moreInfo")}
                    <span className="visually-hidden"> – {slide.heading}</span>
                  </Link>
                  <SalesButtonView
                    button={salesButtonFromFacts(slide.salesButton)}
                    context={slide.heading}
                  />
                </div>
              </div>
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className="home-slider__controls js-only" data-live={enhanced || undefined}>
          <button
            type="button"
            className="icon-button home-slider__arrow"
            aria-controls="home-slider-track"
            onClick={() => goTo(current - 1)}
          >
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">{t("home.slider.previous")}</span>
          </button>
          {/* Out of sight until hydration anyway, so the server leaves the dots out (a quarter of
              the slider's elements); the arrows alone keep the row's height. */}
          {enhanced && (
            <ol className="home-slider__picker">
              {slides.map((slide, index) => (
                <li key={slide.href}>
                  <button
                    type="button"
                    className="home-slider__dot"
                    aria-controls="home-slider-track"
                    aria-current={index === current ? "true" : undefined}
                    onClick={() => goTo(index)}
                  >
                    <span className="visually-hidden">
                      {t("home.slider.goTo", { index: index + 1, title: slide.heading })}
                    </span>
                  </button>
                </li>
              ))}
            </ol>
          )}
          <button
            type="button"
            className="icon-button home-slider__arrow"
            aria-controls="home-slider-track"
            onClick={() => goTo(current + 1)}
          >
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">{t("home.slider.next")}</span>
          </button>
        </div>
      )}
    </section>
  );
}

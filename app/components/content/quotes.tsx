import { useTranslation } from "~/i18n/react";
import type { QuoteView } from "~/models/content/page-items";

export function StarIcons({ stars }: { stars: number }) {
  const { t } = useTranslation();
  const full = Math.floor(stars);
  const half = stars - full >= 0.5;
  return (
    <span className="stars" role="img" aria-label={t("page.starRating", { count: stars })}>
      {Array.from({ length: full }, (_, i) => (
        <Star key={i} kind="full" />
      ))}
      {half && <Star kind="half" />}
    </span>
  );
}

// The star's outline, and its left half drawn as a path of its own: a clipPath would need an id,
// and two half stars on one page would repeat it (invalid HTML, broken references).
const STAR = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z";
const LEFT_HALF = "M12 2.5L9.1 8.6l-6.6.8 4.9 4.6-1.3 6.6L12 17.3z";

function Star({ kind }: { kind: "full" | "half" }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      {kind === "full" ? (
        <path d={STAR} fill="currentColor" />
      ) : (
        <>
          <path d={STAR} fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d={LEFT_HALF} fill="currentColor" />
        </>
      )}
    </svg>
  );
}

export function QuoteList({ quotes }: { quotes: QuoteView[] }) {
  return (
    <ul className="quotes">
      {quotes.map((quote, index) => (
        <li key={index} className="quote">
          <figure>
            {quote.stars !== null && <StarIcons stars={quote.stars} />}
            {quote.text && (
              <blockquote>
                <p>{quote.text}</p>
              </blockquote>
            )}
            {quote.name && <figcaption>{quote.name}</figcaption>}
          </figure>
        </li>
      ))}
    </ul>
  );
}

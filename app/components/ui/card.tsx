import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { ResponsiveImage } from "./responsive-image";

type Props = {
  image: Parameters<typeof ResponsiveImage>[0]["image"];
  /** The picture's share of the viewport, for the browser's choice from srcset. */
  sizes: string;
  /** Only when the picture says nothing the heading does not (then ""). */
  alt?: string;
  /** Above the heading (a publication date). */
  date?: ReactNode;
  heading: string;
  headingLevel?: 3 | 4;
  href: string;
  subheading?: string | null;
  prefetch?: "intent";
  /** Below the subheading (a production's dates). */
  children?: ReactNode;
};

/** One card of a card grid: a picture, a heading that is the card's one link, a line or two. */
export function Card({
  image,
  sizes,
  alt,
  date,
  heading,
  headingLevel = 3,
  href,
  subheading,
  prefetch,
  children,
}: Props) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <li className="card">
      <ResponsiveImage
        image={image}
        sizes={sizes}
        maxWidth={800}
        className="card__image"
        alt={alt}
      />
      <div className="card__body">
        {date && <p className="card__date">{date}</p>}
        <Heading className="card__heading">
          <Link to={href} className="card__link" prefetch={prefetch}>
            {heading}
          </Link>
        </Heading>
        {subheading && <p className="card__subheading">{subheading}</p>}
        {children}
      </div>
    </li>
  );
}

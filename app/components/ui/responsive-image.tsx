import { aspectRatio, type CropArea, imageSrcSet, imageUrl } from "~/models/content/image-url";
import { useSite } from "../shell/site-context";

type Props = {
  image: CropArea;
  /** CSS sizes attribute: how wide the image is drawn. */
  sizes: string;
  maxWidth?: number;
  className?: string;
  /** The LCP image of a page is fetched eagerly with high priority; the rest lazily. */
  priority?: boolean;
  alt?: string;
};

export function ResponsiveImage({
  image,
  sizes,
  maxWidth = 1920,
  className,
  priority = false,
  alt,
}: Props) {
  const { cdnBase } = useSite();
  const width = Math.min(maxWidth, 800);
  return (
    <img
      className={className}
      src={imageUrl(cdnBase, image, width)}
      srcSet={imageSrcSet(cdnBase, image, maxWidth)}
      sizes={sizes}
      alt={alt ?? image.alt ?? ""}
      width={width}
      height={Math.round(width / aspectRatio(image))}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      {...(priority ? { fetchpriority: "high" } : {})}
    />
  );
}

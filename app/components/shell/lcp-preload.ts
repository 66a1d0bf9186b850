// A preload for a page's LCP picture, from a meta function: the browser starts the picture while
// it parses the head, next to the stylesheets, instead of when the streamed body reaches the
// <img>. The srcset and sizes must be the <img>'s own, or the picture is fetched twice.
import type { MetaDescriptor } from "@remix-run/node";
import { type ImageCrop, imageSrcSet, imageUrl } from "~/models/content/image-url";

/** The header slider's pictures span the viewport (./page-header-media). */
export const HEADER_IMAGE_SIZES = "100vw";

type Match = { id: string; data: unknown };
type RootData = { site?: { cdnBase?: string } | null };

/** The <img> of ResponsiveImage with the same arguments (src at most 800 px wide). */
export function lcpImagePreload(
  matches: readonly Match[],
  image: ImageCrop | null | undefined,
  sizes: string,
  maxWidth = 1920,
): MetaDescriptor[] {
  const root = matches.find((match) => match.id === "root")?.data as RootData | undefined;
  const cdnBase = root?.site?.cdnBase;
  if (!image || !cdnBase) return [];
  return [
    {
      tagName: "link",
      rel: "preload",
      as: "image",
      href: imageUrl(cdnBase, image, Math.min(maxWidth, 800)),
      imageSrcSet: imageSrcSet(cdnBase, image, maxWidth),
      imageSizes: sizes,
      fetchpriority: "high",
    },
  ];
}

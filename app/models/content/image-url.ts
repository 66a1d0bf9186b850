/** What drawing a crop needs: its file, its area and its text (ImageCropInput is the CMS's). */
export type ImageCrop = {
  cdn_url_path: string;
  crop_width: number;
  crop_height: number;
  crop_x: number;
  crop_y: number;
  alt?: string | null;
};

/** What drawing a crop needs: where the picture is and which part of it; the rest is the CMS's. */
export type CropArea = Pick<
  ImageCrop,
  "cdn_url_path" | "crop_width" | "crop_height" | "crop_x" | "crop_y" | "alt"
>;

export const WIDTH_STEPS = [
  320, 440, 640, 800, 920, 1024, 1280, 1366, 1440, 1536, 1600, 1800, 1920,
] as const;

/** A crop as the CMS sends it. */
export type CmsCrop = ImageCrop & { crop_of: string; crop_type: string };

// The CMS sends null for fields it has no value for, so those are accepted (and rejected) here.
export type CropInput = { [K in keyof CmsCrop]?: CmsCrop[K] | null };

const CROP_NUMBERS = ["crop_width", "crop_height", "crop_x", "crop_y"] as const;

// A crop missing any field cannot be requested from the CDN, so the image is left out rather
// than shown broken. A zero-sized crop counts as missing: it has no picture and no aspect ratio.
export function isCompleteCrop(c: CropInput | null | undefined): c is CmsCrop {
  if (!c) return false;
  if (typeof c.cdn_url_path !== "string" || c.cdn_url_path.trim() === "") return false;
  if (typeof c.crop_of !== "string" || typeof c.crop_type !== "string") return false;
  if (!CROP_NUMBERS.every((key) => typeof c[key] === "number" && Number.isFinite(c[key]))) {
    return false;
  }
  return (c.crop_width ?? 0) > 0 && (c.crop_height ?? 0) > 0;
}

/**
 * A complete crop as views carry it to the browser: the fields drawing reads, nothing else (the
 * CMS's crop_of and crop_type only make it complete). Null when incomplete.
 */
export function viewCrop(c: CropInput | null | undefined): ImageCrop | null {
  if (!isCompleteCrop(c)) return null;
  const { cdn_url_path, crop_width, crop_height, crop_x, crop_y, alt } = c;
  const drawn = { cdn_url_path, crop_width, crop_height, crop_x, crop_y };
  return alt ? { ...drawn, alt } : drawn;
}

/** The crop's URL around its width, the same for every width of a srcset. */
function cropUrlParts(cdnBase: string, crop: CropArea): [string, string] {
  const base = cdnBase.replace(/\/+$/, "");
  const path = crop.cdn_url_path.replace(/^\/+/, "");
  const area = [crop.crop_x, crop.crop_y, crop.crop_width, crop.crop_height].join(",");
  return [`${base}/${path}?width=`, `&crop=${area}`];
}

export function imageUrl(cdnBase: string, crop: CropArea, width: number): string {
  const [before, after] = cropUrlParts(cdnBase, crop);
  return `${before}${width}${after}`;
}

// Steps wider than the crop itself would only upscale, costing bytes without adding detail.
// Every picture of a page builds one per render, so the crop's part of the URL is made once.
export function imageSrcSet(cdnBase: string, crop: CropArea, maxWidth = 1920): string {
  const limit = Math.min(maxWidth, crop.crop_width);
  const [before, after] = cropUrlParts(cdnBase, crop);
  let srcSet = "";
  for (const step of WIDTH_STEPS) {
    // Written as "not within" so a limit that is not a number keeps only the smallest step.
    if (!(step <= limit)) break;
    srcSet += `${srcSet ? ", " : ""}${before}${step}${after} ${step}w`;
  }
  return srcSet || `${before}${WIDTH_STEPS[0]}${after} ${WIDTH_STEPS[0]}w`;
}

export function aspectRatio(crop: CropArea): number {
  return crop.crop_width / crop.crop_height;
}

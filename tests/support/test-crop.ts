import { type CmsCrop, type ImageCrop, viewCrop } from "~/models/content/image-url";

/** A complete image crop for tests; each test overrides only what it is about. */
export function testCrop(overrides: Partial<CmsCrop> = {}): CmsCrop {
  return {
    cdn_url_path: "u1.jpg",
    crop_of: "u1",
    crop_width: 800,
    crop_height: 600,
    crop_x: 0,
    crop_y: 0,
    crop_type: "thumb",
    ...overrides,
  };
}

/** What a view carries of a crop (viewCrop): the fields drawing reads. */
export function drawnCrop(crop: CmsCrop): ImageCrop {
  const drawn = viewCrop(crop);
  if (!drawn) throw new Error("incomplete test crop");
  return drawn;
}

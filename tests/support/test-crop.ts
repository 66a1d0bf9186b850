import type { ImageCrop } from "~/models/image-url";

/** A complete image crop for tests; each test overrides only what it is about. */
export function testCrop(overrides: Partial<ImageCrop> = {}): ImageCrop {
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

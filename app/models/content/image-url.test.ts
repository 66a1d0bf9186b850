import { describe, expect, it } from "vitest";
import {
  aspectRatio,
  type CmsCrop,
  imageSrcSet,
  imageUrl,
  isCompleteCrop,
  WIDTH_STEPS,
} from "./image-url";

const CDN = "https://cdn.theater.example/";

const crop: CmsCrop = {
  cdn_url_path: "uploads/1234.jpg",
  crop_of: "1234",
  crop_width: 1000,
  crop_height: 500,
  crop_x: 10,
  crop_y: 20,
  crop_type: "header",
};

describe("isCompleteCrop", () => {
  it("accepts a crop with every field", () => {
    expect(isCompleteCrop(crop)).toBe(true);
    expect(isCompleteCrop({ ...crop, crop_x: 0, crop_y: 0, alt: null })).toBe(true);
  });

  it("rejects missing crops and missing fields", () => {
    expect(isCompleteCrop(null)).toBe(false);
    expect(isCompleteCrop(undefined)).toBe(false);
    for (const key of Object.keys(crop) as (keyof CmsCrop)[]) {
      const { [key]: _removed, ...rest } = crop;
      expect(isCompleteCrop(rest), key).toBe(false);
    }
  });

  it("rejects fields the CMS sent as null", () => {
    expect(isCompleteCrop({ ...crop, crop_of: null })).toBe(false);
    expect(isCompleteCrop({ ...crop, crop_height: null })).toBe(false);
    expect(isCompleteCrop({ ...crop, cdn_url_path: null })).toBe(false);
  });

  it("rejects an empty path and numbers that are not finite", () => {
    expect(isCompleteCrop({ ...crop, cdn_url_path: " " })).toBe(false);
    expect(isCompleteCrop({ ...crop, crop_x: Number.NaN })).toBe(false);
    expect(isCompleteCrop({ ...crop, crop_width: Number.POSITIVE_INFINITY })).toBe(false);
    expect(isCompleteCrop({ ...crop, crop_y: "20" as unknown as number })).toBe(false);
  });

  it("rejects a crop without area", () => {
    expect(isCompleteCrop({ ...crop, crop_width: 0 })).toBe(false);
    expect(isCompleteCrop({ ...crop, crop_height: 0 })).toBe(false);
  });
});

describe("imageUrl", () => {
  it("asks the CDN for the crop at the given width", () => {
    expect(imageUrl(CDN, crop, 640)).toBe(
      "https://cdn.theater.example/uploads/1234.jpg?width=640&crop=10,20,1000,500",
    );
  });

  it("joins base and path with exactly one slash", () => {
    expect(imageUrl("https://cdn.theater.example", { ...crop, cdn_url_path: "/a.jpg" }, 320)).toBe(
      "https://cdn.theater.example/a.jpg?width=320&crop=10,20,1000,500",
    );
  });
});

describe("imageSrcSet", () => {
  it("lists the steps up to the crop's own width", () => {
    expect(imageSrcSet(CDN, crop)).toBe(
      [320, 440, 640, 800, 920]
        .map(
          (w) =>
            `https://cdn.theater.example/uploads/1234.jpg?width=${w}&crop=10,20,1000,500 ${w}w`,
        )
        .join(", "),
    );
  });

  it("stops at the requested maximum", () => {
    const big = { ...crop, crop_width: 4000 };
    expect(
      imageSrcSet(CDN, big, 512)
        .split(", ")
        .map((s) => s.split(" ")[1]),
    ).toEqual(["320w", "440w"]);
  });

  it("goes up to 1920 by default for large crops", () => {
    const big = { ...crop, crop_width: 4000 };
    expect(imageSrcSet(CDN, big).split(", ")).toHaveLength(WIDTH_STEPS.length);
    expect(imageSrcSet(CDN, big)).toMatch(/ 1920w$/);
  });

  it("always offers at least the smallest step", () => {
    expect(imageSrcSet(CDN, { ...crop, crop_width: 100 })).toBe(
      "https://cdn.theater.example/uploads/1234.jpg?width=320&crop=10,20,100,500 320w",
    );
  });

  it("offers only the smallest step when the crop's width is not a number", () => {
    expect(imageSrcSet(CDN, { ...crop, crop_width: Number.NaN })).toBe(
      "https://cdn.theater.example/uploads/1234.jpg?width=320&crop=10,20,NaN,500 320w",
    );
  });
});

describe("aspectRatio", () => {
  it("is width over height", () => {
    expect(aspectRatio(crop)).toBe(2);
    expect(aspectRatio({ ...crop, crop_width: 900, crop_height: 1600 })).toBeCloseTo(0.5625);
  });
});

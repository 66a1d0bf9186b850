// The generated CDN images: deterministic, cropped to the requested aspect ratio.
import { describe, expect, it } from "vitest";
import { crop } from "./fixtures/images";
import { PERFORMER, parseCrop, parseWidth, renderPlaceholderImage } from "./images";

const attribute = (svg: string, name: string) =>
  new RegExp(`<svg[^>]* ${name}="([^"]+)"`).exec(svg)?.[1];

describe("renderPlaceholderImage", () => {
  it("is deterministic per upload and differs between uploads", () => {
    const crop = parseCrop("0,300,2400,1000");
    expect(renderPlaceholderImage("voorstelling-hamlet", 640, crop)).toBe(
      renderPlaceholderImage("voorstelling-hamlet", 640, crop),
    );
    expect(renderPlaceholderImage("voorstelling-hamlet", 640, crop)).not.toBe(
      renderPlaceholderImage("voorstelling-carmen", 640, crop),
    );
  });

  it("honours the crop's aspect ratio at the requested width", () => {
    const svg = renderPlaceholderImage("x", 640, parseCrop("0,300,2400,1000"));
    expect(attribute(svg, "width")).toBe("640");
    expect(attribute(svg, "height")).toBe("267");
    expect(attribute(svg, "viewBox")).toBe("0 300 2400 1000");
    const square = renderPlaceholderImage("x", 320, parseCrop("700,300,1000,1000"));
    expect(attribute(square, "height")).toBe("320");
  });

  it("falls back to the whole artwork and a sane width", () => {
    expect(parseCrop(null)).toEqual({ x: 0, y: 0, width: 2400, height: 1600 });
    expect(parseCrop("1,2,0,4")).toEqual({ x: 0, y: 0, width: 2400, height: 1600 });
    expect(parseCrop("1,2,three,4")).toEqual({ x: 0, y: 0, width: 2400, height: 1600 });
    expect(parseWidth(null)).toBe(1280);
    expect(parseWidth("99999")).toBe(3840);
    expect(parseWidth("1")).toBe(16);
  });
});

describe("the logo crop", () => {
  // Sponsors' logos (the footer's fund column, the sponsors on pages) are demo artwork: at
  // 160 px wide the performer is its subject, whole, wherever the spotlight falls.
  it("holds the performer from head to stage floor", () => {
    const logo = crop("hoofdsponsor-logo", "logo", "Logo");
    const { x, y, width, height } = parseCrop(
      [logo.crop_x, logo.crop_y, logo.crop_width, logo.crop_height].join(","),
    );
    const [left, right] = PERFORMER.spotX;
    expect(x).toBeLessThanOrEqual(left - PERFORMER.halfWidth);
    expect(x + width).toBeGreaterThanOrEqual(right + PERFORMER.halfWidth);
    expect(y).toBeLessThan(PERFORMER.headTop);
    expect(y + height).toBeGreaterThan(PERFORMER.floorY);
  });
});

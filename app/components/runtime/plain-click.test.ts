import { describe, expect, it } from "vitest";
import { isPlainClick } from "./plain-click";

const click = (over: Partial<Parameters<typeof isPlainClick>[0]> = {}) => ({
  defaultPrevented: false,
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  ...over,
});

describe("isPlainClick", () => {
  it("takes a plain left click", () => {
    expect(isPlainClick(click())).toBe(true);
  });

  it("leaves modified, other-button and already handled clicks to the browser", () => {
    for (const over of [
      { metaKey: true },
      { ctrlKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
      { defaultPrevented: true },
    ])
      expect(isPlainClick(click(over))).toBe(false);
  });
});

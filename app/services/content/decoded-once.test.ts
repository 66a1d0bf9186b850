import { describe, expect, it } from "vitest";
import { decodedOnce } from "./decoded-once";

describe("decodedOnce", () => {
  it("builds once per answer object and key", () => {
    const answer = {};
    let builds = 0;
    const build = () => ++builds;
    expect(decodedOnce(answer, "list", build)).toBe(1);
    expect(decodedOnce(answer, "list", build)).toBe(1);
    expect(decodedOnce(answer, "other", build)).toBe(2);
    expect(decodedOnce({}, "list", build)).toBe(3);
  });

  it("does not keep a failed build", () => {
    const answer = {};
    expect(() =>
      decodedOnce(answer, "x", () => {
        throw new Error("bad");
      }),
    ).toThrow("bad");
    expect(decodedOnce(answer, "x", () => "ok")).toBe("ok");
  });
});

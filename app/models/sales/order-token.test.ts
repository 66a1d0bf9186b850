import { describe, expect, it } from "vitest";
import { parseOrderToken } from "./order-token";

describe("parseOrderToken", () => {
  it("keeps a token of URL-safe characters", () => {
    expect(parseOrderToken("abc123-XYZ_9.~")).toBe("abc123-XYZ_9.~");
    expect(parseOrderToken("  a1b2c3d4e5  ")).toBe("a1b2c3d4e5");
  });

  it("refuses what no shop would send", () => {
    expect(parseOrderToken(null)).toBeNull();
    expect(parseOrderToken("")).toBeNull();
    expect(parseOrderToken("short")).toBeNull();
    expect(parseOrderToken("a".repeat(201))).toBeNull();
    expect(parseOrderToken("abc/../../admin")).toBeNull();
    expect(parseOrderToken("abcdefgh?x=1")).toBeNull();
    expect(parseOrderToken("abcdefgh%00")).toBeNull();
  });
});

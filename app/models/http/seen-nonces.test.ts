import { describe, expect, it } from "vitest";
import { hasSeen, newSeenNonces, rememberNonce } from "./seen-nonces";

describe("seen nonces", () => {
  it("are new once, then seen until their time ends", () => {
    const store = newSeenNonces(10);
    expect(rememberNonce(store, "a", 0, 1_000)).toBe("new");
    expect(rememberNonce(store, "a", 500, 1_000)).toBe("seen");
    expect(hasSeen(store, "a", 999)).toBe(true);
    expect(hasSeen(store, "a", 1_000)).toBe(false);
    expect(rememberNonce(store, "a", 1_000, 2_000)).toBe("new");
    expect(rememberNonce(store, "b", 1_000, 2_000)).toBe("new");
  });

  it("refuse a new one when full rather than forget one still in its window", () => {
    const store = newSeenNonces(2);
    expect(rememberNonce(store, "a", 0, 1_000)).toBe("new");
    expect(rememberNonce(store, "b", 0, 5_000)).toBe("new");
    expect(rememberNonce(store, "c", 500, 5_000)).toBe("full");
    // Both still refused: nothing was pushed out.
    expect(rememberNonce(store, "a", 600, 1_000)).toBe("seen");
    expect(rememberNonce(store, "b", 600, 5_000)).toBe("seen");
    // Once "a" has expired, its place is free.
    expect(rememberNonce(store, "c", 1_000, 5_000)).toBe("new");
    expect(rememberNonce(store, "b", 1_000, 5_000)).toBe("seen");
    expect(rememberNonce(store, "d", 1_000, 5_000)).toBe("full");
    expect(store.until.size).toBe(2);
  });
});

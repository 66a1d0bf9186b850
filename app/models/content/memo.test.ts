import { describe, expect, it } from "vitest";
import { memoPerDay, TextMemo } from "./memo";

describe("memoPerDay", () => {
  it("builds once for the same object, name and day and returns the very same value", () => {
    const owner = {};
    let builds = 0;
    const build = () => ({ built: ++builds });
    const first = memoPerDay(owner, "view|nl", "2026-11-22", build);
    const again = memoPerDay(owner, "view|nl", "2026-11-22", build);
    expect(again).toBe(first);
    expect(builds).toBe(1);
  });

  it("builds again on another day, and keeps the new day's value", () => {
    const owner = {};
    let builds = 0;
    const build = () => ++builds;
    expect(memoPerDay(owner, "view", "2026-11-22", build)).toBe(1);
    expect(memoPerDay(owner, "view", "2026-11-23", build)).toBe(2);
    expect(memoPerDay(owner, "view", "2026-11-23", build)).toBe(2);
    expect(builds).toBe(2);
  });

  it("keeps names and objects apart", () => {
    const a = {};
    const b = {};
    expect(memoPerDay(a, "nl", "d", () => "a-nl")).toBe("a-nl");
    expect(memoPerDay(a, "en", "d", () => "a-en")).toBe("a-en");
    expect(memoPerDay(b, "nl", "d", () => "b-nl")).toBe("b-nl");
    expect(memoPerDay(a, "nl", "d", () => "rebuilt")).toBe("a-nl");
  });

  it("remembers nothing when the build throws", () => {
    const owner = {};
    expect(() =>
      memoPerDay(owner, "x", "d", () => {
        throw new Error("bad data");
      }),
    ).toThrow("bad data");
    expect(memoPerDay(owner, "x", "d", () => "ok")).toBe("ok");
  });
});

describe("TextMemo", () => {
  it("returns the remembered value for a key, null included", () => {
    const memo = new TextMemo<string | null>();
    let builds = 0;
    const build = (value: string | null) => () => {
      builds++;
      return value;
    };
    expect(memo.get("k", build(null))).toBeNull();
    expect(memo.get("k", build("other"))).toBeNull();
    expect(builds).toBe(1);
  });

  it("starts afresh when full", () => {
    const memo = new TextMemo<number>(2);
    let builds = 0;
    const build = () => ++builds;
    memo.get("a", build);
    memo.get("b", build);
    memo.get("c", build); // full: forgets a and b
    expect(memo.get("c", build)).toBe(3);
    expect(memo.get("a", build)).toBe(4);
  });
});

describe("shared values", () => {
  it("are frozen outside production, so changing one fails instead of leaking", () => {
    const owner = {};
    const value = memoPerDay(owner, "list", "2026-11-25", () => ({
      items: [3, 1, 2],
      at: { n: 1 },
    }));
    expect(() => (value.items as number[]).sort()).toThrow(TypeError);
    expect(() => {
      (value.at as { n: number }).n = 2;
    }).toThrow(TypeError);
    const text = new TextMemo<string[]>().get("k", () => ["b", "a"]);
    expect(() => (text as string[]).push("c")).toThrow(TypeError);
  });

  it("leave class instances alone (a luxon DateTime caches into itself)", () => {
    class Lazy {
      cached: number | null = null;
    }
    const value = memoPerDay({}, "lazy", "2026-11-25", () => ({ lazy: new Lazy() }));
    value.lazy.cached = 5;
    expect(value.lazy.cached).toBe(5);
  });
});

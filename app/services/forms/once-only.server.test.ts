import { describe, expect, it } from "vitest";
import { memoryOnceOnlyStore, ONCE_ONLY_TTL_MS, submissionId } from "./once-only.server";

function fakeClock() {
  let time = 1_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

/** A piece of work that counts its runs and answers when told to. */
function work<T>(answer: T) {
  const calls = { count: 0 };
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const run = async () => {
    calls.count += 1;
    await gate;
    return answer;
  };
  return { run, calls, release };
}

const keepAll = () => true;

describe("memoryOnceOnlyStore", () => {
  it("keeps the promise for at least ten minutes", () => {
    expect(ONCE_ONLY_TTL_MS).toBeGreaterThanOrEqual(10 * 60_000);
  });

  it("answers a repeat after success with the first answer, without running again", async () => {
    const clock = fakeClock();
    const store = memoryOnceOnlyStore({ now: clock.now });
    const first = work({ outcome: "success", redirect: "https://pay.example/1" });
    first.release();
    expect(await store.run("a", first.run, keepAll)).toEqual({
      outcome: "success",
      redirect: "https://pay.example/1",
    });
    clock.advance(10 * 60_000);
    const second = work({ outcome: "success", redirect: "https://pay.example/2" });
    second.release();
    expect(await store.run("a", second.run, keepAll)).toEqual({
      outcome: "success",
      redirect: "https://pay.example/1",
    });
    expect(second.calls.count).toBe(0);
  });

  it("runs again once the time is up", async () => {
    const clock = fakeClock();
    const store = memoryOnceOnlyStore({ now: clock.now, ttlMs: 60_000 });
    await store.run("a", async () => 1, keepAll);
    clock.advance(60_000);
    expect(await store.run("a", async () => 2, keepAll)).toBe(1);
    clock.advance(1);
    expect(await store.run("a", async () => 3, keepAll)).toBe(3);
  });

  it("lets a repeat in flight wait for the first answer", async () => {
    const store = memoryOnceOnlyStore({ now: fakeClock().now });
    const first = work("first");
    const second = work("second");
    const answers = Promise.all([
      store.run("a", first.run, keepAll),
      store.run("a", second.run, keepAll),
      store.run("a", second.run, keepAll),
    ]);
    first.release();
    second.release();
    expect(await answers).toEqual(["first", "first", "first"]);
    expect(first.calls.count).toBe(1);
    expect(second.calls.count).toBe(0);
  });

  it("keeps no answer that `keep` refuses: the next try runs", async () => {
    const store = memoryOnceOnlyStore({ now: fakeClock().now });
    const onlySuccess = (answer: string) => answer === "success";
    const failing = work("failure");
    const waiting = [
      store.run("a", failing.run, onlySuccess),
      store.run("a", failing.run, onlySuccess),
    ];
    failing.release();
    // The double click during the failed call shares its answer...
    expect(await Promise.all(waiting)).toEqual(["failure", "failure"]);
    expect(failing.calls.count).toBe(1);
    // ...and a later try is sent again.
    expect(await store.run("a", async () => "success", onlySuccess)).toBe("success");
    expect(await store.run("a", async () => "other", onlySuccess)).toBe("success");
  });

  it("keeps nothing when the work throws, and throws to every waiter", async () => {
    const store = memoryOnceOnlyStore({ now: fakeClock().now });
    const broken = async () => {
      await Promise.resolve();
      throw new Error("down");
    };
    const runs = [store.run("a", broken, keepAll), store.run("a", broken, keepAll)];
    await expect(runs[0]).rejects.toThrow("down");
    await expect(runs[1]).rejects.toThrow("down");
    expect(await store.run("a", async () => "again", keepAll)).toBe("again");
  });

  it("keeps different ids apart", async () => {
    const store = memoryOnceOnlyStore({ now: fakeClock().now });
    await store.run("a", async () => "a", keepAll);
    expect(await store.run("b", async () => "b", keepAll)).toBe("b");
  });

  it("is bounded: the least recently used answer goes first", async () => {
    const store = memoryOnceOnlyStore({ now: fakeClock().now, maxEntries: 2 });
    await store.run("a", async () => "a1", keepAll);
    await store.run("b", async () => "b1", keepAll);
    await store.run("c", async () => "c1", keepAll);
    expect(await store.run("a", async () => "a2", keepAll)).toBe("a2");
    expect(await store.run("c", async () => "c2", keepAll)).toBe("c1");
  });
});

describe("submissionId", () => {
  const call = {
    method: "POST",
    endpoint: "/api/services/forms/panel/signup",
    body: { a: 1, b: 2 },
  };
  const KEY = "k".repeat(22);

  it("is the same for the same form, key and call, whatever the order of the body's keys", () => {
    const reordered = { ...call, body: { b: 2, a: 1 } };
    expect(submissionId({ intent: "panel", key: KEY, call })).toBe(
      submissionId({ intent: "panel", key: KEY, call: reordered }),
    );
  });

  it("differs by form, by key and by what is sent", () => {
    const id = submissionId({ intent: "panel", key: KEY, call });
    expect(submissionId({ intent: "other", key: KEY, call })).not.toBe(id);
    expect(submissionId({ intent: "panel", key: "j".repeat(22), call })).not.toBe(id);
    expect(
      submissionId({ intent: "panel", key: KEY, call: { ...call, body: { a: 1, b: 3 } } }),
    ).not.toBe(id);
    expect(
      submissionId({ intent: "panel", key: KEY, call: { ...call, endpoint: "/x?lang=en" } }),
    ).not.toBe(id);
  });

  it("treats a missing or malformed key as none: the call alone decides", () => {
    const none = submissionId({ intent: "panel", key: null, call });
    expect(submissionId({ intent: "panel", key: "", call })).toBe(none);
    expect(submissionId({ intent: "panel", key: "short", call })).toBe(none);
    expect(submissionId({ intent: "panel", key: `${KEY}\n`, call })).toBe(none);
    expect(submissionId({ intent: "panel", key: "x".repeat(65), call })).toBe(none);
  });

  it("holds nothing of what was typed", () => {
    const id = submissionId({
      intent: "panel",
      key: KEY,
      call: { ...call, body: { email: "a@b.nl" } },
    });
    expect(id).toMatch(/^[0-9a-f]{64}$/);
  });
});

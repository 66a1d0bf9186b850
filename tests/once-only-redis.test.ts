// The once-only store in a real Redis: two instances (two stores, each with its own memory) never
// run the same submission or confirmation twice, and while Redis is away each falls back to its
// memory without an error.
import { delay } from "msw";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startRedis, type TestRedis } from "./support/redis-server";

let redis: TestRedis = await startRedis();
process.env.REDIS_URL = redis.url;

const { closeRedis, redisState, sharedRedis } = await import("~/services/operations/redis.server");
const { keepMs, memoryOnceOnlyStore, onceOnlyStore } = await import(
  "~/services/forms/once-only.server"
);
const { redisOnceOnlyStore } = await import("~/services/forms/once-only-redis.server");
const { createConfirmOnce } = await import("~/services/forms/confirm-once.server");

const instance = () => redisOnceOnlyStore(memoryOnceOnlyStore(), (said) => keepMs(said));

async function untilRedis(state: "ready" | "down") {
  for (let i = 0; i < 200 && redisState() !== state; i++) await delay(25);
  expect(redisState()).toBe(state);
}

/** Work that counts its runs and answers after a while. */
function slowWork<T>(answer: T, ms = 150) {
  const run = vi.fn(async () => {
    await delay(ms);
    return answer;
  });
  return run;
}

beforeEach(async () => {
  await untilRedis("ready");
  await sharedRedis()?.flushAll();
});
afterAll(async () => {
  await closeRedis();
  await redis.stop();
});

describe("with Redis, a submission", () => {
  it("is the store the forms use", () => {
    expect(onceOnlyStore()).not.toBe(memoryOnceOnlyStore());
  });

  it("runs once for concurrent repeats on two instances, and all get its answer", async () => {
    const [a, b] = [instance(), instance()];
    const work = slowWork({ outcome: "success" });
    const answers = await Promise.all([
      a.run("id", work, () => true),
      b.run("id", work, () => true),
      a.run("id", work, () => true),
      b.run("id", work, () => true),
    ]);
    expect(answers).toEqual(Array(4).fill({ outcome: "success" }));
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("keeps a success for another instance, under a hashed id only", async () => {
    await instance().run(
      "abc123",
      async () => "first",
      () => true,
    );
    const again = vi.fn(async () => "second");
    expect(await instance().run("abc123", again, () => true)).toBe("first");
    expect(again).not.toHaveBeenCalled();
    expect(await sharedRedis()?.keys("*")).toEqual(["theatre-site:once:answer:abc123"]);
    expect(await sharedRedis()?.pTTL("theatre-site:once:answer:abc123")).toBeGreaterThan(
      14 * 60_000,
    );
  });

  it("gives a failure to those who waited for it, and lets a later try run again", async () => {
    const [a, b] = [instance(), instance()];
    const failing = slowWork("failure");
    const answers = await Promise.all([
      a.run("id", failing, (r) => r !== "failure"),
      b.run("id", failing, (r) => r !== "failure"),
    ]);
    expect(answers).toEqual(["failure", "failure"]);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(
      await b.run(
        "id",
        async () => "success",
        (r) => r !== "failure",
      ),
    ).toBe("success");
  });

  it("runs a later try again even when it starts in the millisecond the failure was written", async () => {
    // One clock reading for every call: the failure's time and the later try's start are equal.
    vi.spyOn(Date, "now").mockReturnValue(1_800_000_000_000);
    try {
      const [a, b] = [instance(), instance()];
      const failing = slowWork("failure");
      const answers = await Promise.all([
        a.run("same-ms", failing, (r) => r !== "failure"),
        b.run("same-ms", failing, (r) => r !== "failure"),
      ]);
      expect(answers).toEqual(["failure", "failure"]);
      expect(
        await b.run(
          "same-ms",
          async () => "success",
          (r) => r !== "failure",
        ),
      ).toBe("success");
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("is kept as long as its answer says", async () => {
    const a = instance();
    await a.run(
      "id",
      async () => "short",
      () => 200,
    );
    expect(
      await instance().run(
        "id",
        async () => "other",
        () => 200,
      ),
    ).toBe("short");
    await delay(300);
    expect(
      await instance().run(
        "id",
        async () => "later",
        () => 200,
      ),
    ).toBe("later");
  });
});

describe("confirmations with Redis", () => {
  it("make one call for a press and its reload on two instances", async () => {
    const [a, b] = [instance(), instance()];
    const [onA, onB] = [createConfirmOnce(() => a), createConfirmOnce(() => b)];
    const call = slowWork("confirmed");
    const failed = (r: string) => r === "failure";
    const answers = await Promise.all([
      onA("panel:tok", call, failed),
      onB("panel:tok", call, failed),
    ]);
    expect(answers).toEqual(["confirmed", "confirmed"]);
    expect(await onB("panel:tok", call, failed)).toBe("confirmed");
    expect(call).toHaveBeenCalledTimes(1);
    const keys = (await sharedRedis()?.keys("*")) ?? [];
    expect(keys.join()).not.toContain("tok");
  });
});

describe("when Redis goes away", () => {
  it("each instance answers from its memory, without an error, and uses Redis again when it is back", async () => {
    const a = instance();
    await redis.stop();
    await untilRedis("down");
    const started = Date.now();
    const work = vi.fn(async () => "sent");
    expect(await a.run("id", work, () => true)).toBe("sent");
    expect(await a.run("id", work, () => true)).toBe("sent");
    expect(work).toHaveBeenCalledTimes(1);
    expect(Date.now() - started).toBeLessThan(1_000);

    redis = await startRedis(redis.port);
    await untilRedis("ready");
    // What it kept during the outage still holds on this instance.
    expect(
      await a.run(
        "id",
        async () => "again",
        () => true,
      ),
    ).toBe("sent");
    await a.run(
      "other",
      async () => "x",
      () => true,
    );
    expect(await sharedRedis()?.exists("theatre-site:once:answer:other")).toBe(1);
  }, 20_000);
});

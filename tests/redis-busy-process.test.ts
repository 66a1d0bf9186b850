// A busy process is not a hung Redis: when this process blocks its event loop past the deadline
// (a burst of renders, a long garbage collection), Redis's reply sits unread in the socket while
// the deadline's timer fires late. Under load in the deploy test that opened the breaker on a
// healthy Redis, so instances stopped sharing their copies and called the CMS twice per window.
import { afterAll, describe, expect, it } from "vitest";
import { captureLog } from "./support/log-capture";
import { startRedis } from "./support/redis-server";

const TIMEOUT_MS = 100;
const redis = await startRedis();
process.env.REDIS_URL = redis.url;
process.env.REDIS_TIMEOUT_MS = String(TIMEOUT_MS);
process.env.REDIS_RETRY_MS = "1000";

const { closeRedis, redisCall, redisState, sharedRedis } = await import(
  "~/services/operations/redis.server"
);

afterAll(async () => {
  await closeRedis();
  await redis.stop();
});

function blockFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // Busy, as a render burst is.
  }
}

async function untilReady() {
  sharedRedis();
  for (let i = 0; i < 200 && redisState() !== "ready"; i++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(redisState()).toBe("ready");
}

describe("redisCall in a busy process", () => {
  it("takes the reply that came while the process was blocked, and keeps the breaker closed", async () => {
    await untilReady();
    const log = captureLog();
    try {
      for (let i = 0; i < 5; i++) {
        const call = redisCall((client) => client.ping());
        // Redis answers within a millisecond; this process reads it only after 3 deadlines.
        blockFor(TIMEOUT_MS * 3);
        await expect(call).resolves.toBe("PONG");
      }
      expect(redisState()).toBe("ready");
      expect(log.lines.filter((line) => line.includes("not answering"))).toEqual([]);
    } finally {
      log.stop();
    }
  });
});

// The rate limits on a real Redis (tests/support/redis-server.ts): two instances, each with its
// own connection, share one count; with Redis stopped each goes on counting in its own memory,
// so the limit still holds and no post fails. The process's own connection (REDIS_URL) is there
// too: every count goes through its deadline and breaker (redisCall).
import { createClient } from "@redis/client";
import { delay } from "msw";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FormReply } from "~/forms/parts/form";
import { testCms } from "./support/cms";
import { startRedis, type TestRedis } from "./support/redis-server";

const redis: TestRedis = await startRedis();
process.env.REDIS_URL = redis.url;

const { action: pageAction } = await import("~/routes/page");
const { createRateLimiters, setRateLimiters } = await import(
  "~/services/operations/rate-limit.server"
);
const { closeRedis, redisState } = await import("~/services/operations/redis.server");

const SITE = "https://www.theater-amsterdam.example";
const cms = testCms();
const CONFIG = { perAddressPerMinute: 3, perEmailPerHour: 100 };

/** A connection as app/services/operations/redis.server.ts makes one: fails fast while Redis is away. */
const newClient = () =>
  createClient({
    url: redis.url,
    disableOfflineQueue: true,
    commandOptions: { timeout: 500 },
    socket: { connectTimeout: 1_000, reconnectStrategy: () => 200 },
  });
const clients: ReturnType<typeof newClient>[] = [];

async function connect() {
  const client = newClient();
  client.on("error", () => {
    // Expected once Redis is stopped; the limiter's insurance takes over.
  });
  await client.connect();
  clients.push(client);
  return client;
}

beforeAll(async () => {
  for (let i = 0; i < 200 && redisState() !== "ready"; i++) await delay(25);
  expect(redisState()).toBe("ready");
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close().catch(() => client.destroy())));
  await closeRedis();
  await redis.stop();
});

type Answer = { data: FormReply; init: ResponseInit | null };

let keys = 0;
async function signUp(address: string) {
  const request = new Request(`${SITE}/pagina/aanmelden-nieuwsbrief`, {
    method: "POST",
    body: new URLSearchParams([
      ["intent", "newsletter-subscribe"],
      ["email", `lid-${++keys}@example.nl`],
      ["lists", "all"],
      ["_once", `redis-key-${String(keys).padStart(10, "0")}`],
    ]),
    headers: { origin: SITE, "content-type": "application/x-www-form-urlencoded" },
  });
  const context = { clientAddress: address };
  const params = { url: "aanmelden-nieuwsbrief" };
  return (await pageAction({ request, params, context })) as unknown as Answer;
}

describe("rate limits in Redis", () => {
  it("two instances share the count of one client", async () => {
    const first = createRateLimiters(CONFIG, await connect());
    const second = createRateLimiters(CONFIG, await connect());
    setRateLimiters(first);
    expect((await signUp("203.0.113.10")).data.outcome).toBe("success");
    expect((await signUp("203.0.113.10")).data.outcome).toBe("success");
    setRateLimiters(second);
    expect((await signUp("203.0.113.10")).data.outcome).toBe("success");
    const refused = await signUp("203.0.113.10");
    expect(refused.init?.status).toBe(429);
    setRateLimiters(first);
    expect((await signUp("203.0.113.10")).init?.status).toBe(429);
    // The count is in Redis under a key that names the route, the form and the address, not
    // the e-mail.
    const stored = await clients[0]?.keys("theatre-site:rate:*");
    expect(stored).toContain("theatre-site:rate:address:page/newsletter-subscribe:203.0.113.10");
    expect(stored?.some((key) => key.includes("@"))).toBe(false);
    expect(cms.services()).toHaveLength(3);
  });

  it("with Redis stopped, each instance still limits in memory and no post fails", async () => {
    const limiters = createRateLimiters(CONFIG, await connect());
    setRateLimiters(limiters);
    expect((await signUp("203.0.113.20")).data.outcome).toBe("success");
    await redis.stop();
    const answers = [];
    for (let i = 0; i < CONFIG.perAddressPerMinute + 1; i++) {
      answers.push((await signUp("203.0.113.21")).init?.status ?? 200);
    }
    expect(answers).toEqual([200, 200, 200, 429]);
  });
});

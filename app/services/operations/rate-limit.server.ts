// The rate limits on sends and confirmations (docs/decisions/0030-rate-limits.md): per client
// address, route and form, and per e-mail address across every form. Counted in this process
// by default; in Redis when REDIS_URL is set, so every instance shares the counts. While Redis is
// away each instance counts in its own memory instead, so the limits still hold, per instance,
// and no post fails for it. Away includes hung: a count in Redis has Redis's deadline and goes
// through its breaker (redisCall), so a Redis that answers nothing costs one deadline, then
// every count is made in memory at once until Redis answers again.
import { data } from "@remix-run/node";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { counterAddress } from "~/models/http/client-address";
import {
  addressKey,
  emailKey,
  type Limit,
  type LimitedBy,
  limitsOf,
  normalizeEmail,
  retryAfterSeconds,
  retryMinutes,
} from "~/models/http/rate-limit";
import { PRIVATE_NO_STORE } from "../http/cache-headers.server";
import { clientAddressOf } from "../http/client-address.server";
import { getEnv } from "./env.server";
import { observe } from "./observe.server";
import { redisCall, sharedRedis } from "./redis.server";

/** A refused request: what it was counted by, and how long until it may try again. */
export type RateLimitRefusal = { by: LimitedBy; retryAfterSeconds: number; minutes: number };

/** Counts one request under a key: its count, or a refusal (RateLimiterRes) thrown. */
export type Counter = { consume(key: string): Promise<RateLimiterRes> };

export type RateLimiters = { address: Counter; email: Counter };

const KEY_PREFIX = "theatre-site:rate";

/** A connected @redis/client (v4 or later): sharedRedis()'s, or a test's own. */
type RedisConnection = object;

function limiter(limit: Limit, redis: RedisConnection | null): Counter {
  const options = {
    points: limit.points,
    duration: limit.durationSeconds,
    // The keys name their kind themselves (app/models/http/rate-limit.ts).
    keyPrefix: KEY_PREFIX,
  };
  const memory = new RateLimiterMemory(options);
  if (!redis) return memory;
  const shared = new RateLimiterRedis({
    ...options,
    storeClient: redis,
    // @redis/client (node-redis v4+) rather than ioredis.
    useRedisPackage: true,
    // While disconnected, fail at once instead of waiting for a command to fail.
    rejectIfRedisNotReady: true,
  });
  return {
    async consume(key) {
      let counted: { res: RateLimiterRes } | { refused: RateLimiterRes };
      try {
        // The limiter sends its script on its own client (the shared one, or a test's); the
        // deadline and the breaker are those of every Redis call. A refusal is Redis answering,
        // carried out of redisCall as a value so it never counts as Redis failing.
        counted = await redisCall(() =>
          shared.consume(key).then(
            (res) => ({ res }),
            (error: unknown) => {
              if (error instanceof RateLimiterRes) return { refused: error };
              throw error;
            },
          ),
        );
      } catch {
        // Not counted in Redis (not answering, hung, the breaker open, or failing): memory
        // counts it, as without Redis. A count Redis makes after its deadline is not waited for.
        return memory.consume(key);
      }
      if ("refused" in counted) throw counted.refused;
      return counted.res;
    },
  };
}

/** Limiters from the configuration, on `redis` when given (shared) or in memory. */
export function createRateLimiters(
  config: { perAddressPerMinute: number; perEmailPerHour: number },
  redis: RedisConnection | null,
): RateLimiters {
  const limits = limitsOf(config);
  return {
    address: limiter(limits.address, redis),
    email: limiter(limits.email, redis),
  };
}

let current: RateLimiters | null = null;

function limiters(): RateLimiters {
  if (!current) {
    const env = getEnv();
    current = createRateLimiters(
      {
        perAddressPerMinute: env.RATE_LIMIT_PER_MINUTE,
        perEmailPerHour: env.RATE_LIMIT_EMAIL_PER_HOUR,
      },
      sharedRedis(),
    );
  }
  return current;
}

/** Uses these limiters from now on (tests: two instances on one Redis, or a fresh start). */
export function setRateLimiters(next: RateLimiters | null) {
  current = next;
}

/** Counts one request under `key`; the refusal when it is over the limit. */
async function take(
  limiterOf: Counter,
  key: string,
  by: LimitedBy,
  route: string,
): Promise<RateLimitRefusal | null> {
  try {
    await limiterOf.consume(key);
    return null;
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) {
      // Neither store answered: a limit that cannot count lets the request through rather
      // than fail a visitor's post.
      console.warn(`[rate-limit] ${route}: not counted: ${String(error)}`);
      return null;
    }
    const seconds = retryAfterSeconds(error.msBeforeNext);
    observe({ kind: "rate-limited", route, by });
    return { by, retryAfterSeconds: seconds, minutes: retryMinutes(seconds) };
  }
}

/**
 * Counts a post (or a confirmation) from this request's client on `route`, a screen name of the
 * route table, and `form` when the screen has several (a form's intent, a confirmation's kind):
 * each form its own allowance, so a household using one form does not use up another. The
 * refusal once the address is over RATE_LIMIT_PER_MINUTE for that route and form.
 */
export function limitAddress(
  context: unknown,
  route: string,
  form?: string,
): Promise<RateLimitRefusal | null> {
  const scope = form ? `${route}/${form}` : route;
  const key = addressKey(scope, counterAddress(clientAddressOf(context)));
  return take(limiters().address, key, "address", route);
}

/**
 * Counts a submission on its way to the form service for the e-mail address it names (trimmed,
 * lower-cased); the refusal once that address is over RATE_LIMIT_EMAIL_PER_HOUR. A post without
 * a usable address is not counted here.
 */
export async function limitEmail(
  route: string,
  email: string | null | undefined,
): Promise<RateLimitRefusal | null> {
  const normalized = normalizeEmail(email);
  if (!normalized) return null;
  return take(limiters().email, emailKey(normalized), "email", route);
}

/** What the error screen of a refused visit reads: the minutes to wait. */
export type LimitedErrorData = { retryMinutes: number };

/**
 * Counts a press that spends a confirmation token (its button's POST); over the limit, throws 429
 * with Retry-After for the route's error screen, which says how many minutes to wait, before any
 * call is made.
 */
export async function assertWithinLimit(context: unknown, route: string): Promise<void> {
  const refusal = await limitAddress(context, route);
  if (!refusal) return;
  throw data({ retryMinutes: refusal.minutes } satisfies LimitedErrorData, {
    status: 429,
    headers: {
      "Retry-After": String(refusal.retryAfterSeconds),
      "Cache-Control": PRIVATE_NO_STORE,
    },
  });
}

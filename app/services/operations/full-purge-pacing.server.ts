// At most one full purge per PURGE_ALL_INTERVAL_MS across the instances (the rule and why:
// app/models/http/full-purge-pacing.ts). The interval's slot is a Redis key taken with SET NX PX
// when REDIS_URL is set, this process's memory otherwise or while Redis does not answer. A full
// purge asked while the slot is held becomes this instance's one pending purge, run by a timer
// when the slot is free; the timer does not keep a stopping process alive.
import { randomUUID } from "node:crypto";
import {
  type MemorySlot,
  onFullPurgeAsked,
  onPendingDue,
  type Pending,
  type SlotAnswer,
  takeMemorySlot,
} from "~/models/http/full-purge-pacing";
import { getEnv } from "./env.server";
import { log } from "./log.server";
import { redisCall } from "./redis.server";
import { LATE, within } from "./within.server";

const SLOT_KEY = "theatre-site:purge:all-slot";
/** Redis is waited for this long at most, whatever REDIS_TIMEOUT_MS: the webhook has a deadline. */
const REDIS_WAIT_MS = 1_000;

// Takes the slot when it is free; otherwise says who holds it and for how long, in the same step
// (two commands could see a slot that ended between them).
const TAKE = `if redis.call("set", KEYS[1], ARGV[1], "NX", "PX", ARGV[2]) then return {1, ARGV[1], 0} end
return {0, redis.call("get", KEYS[1]) or "", redis.call("pttl", KEYS[1])}`;

let memorySlot: MemorySlot = null;
let pending: Pending | null = null;
let pendingPurge: (() => Promise<void>) | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;

function fromRedis(reply: unknown): SlotAnswer | null {
  if (!Array.isArray(reply) || reply.length !== 3) return null;
  const [taken, holder, remainingMs] = reply as unknown[];
  if (taken === 1) return { taken: true };
  if (taken !== 0 || typeof remainingMs !== "number") return null;
  return { taken: false, store: "redis", holder: String(holder), remainingMs };
}

async function takeSlot(intervalMs: number): Promise<SlotAnswer> {
  const holder = randomUUID();
  try {
    const reply = await within(
      redisCall((redis) =>
        redis.eval(TAKE, { keys: [SLOT_KEY], arguments: [holder, String(intervalMs)] }),
      ),
      REDIS_WAIT_MS,
    );
    const answer = reply === LATE ? null : fromRedis(reply);
    if (answer) {
      // This process's own record too, so that Redis going away does not free the slot here.
      if (answer.taken) memorySlot = { holder, until: Date.now() + intervalMs };
      return answer;
    }
  } catch {
    // Off, down, hung or failing: this process's memory keeps the slot.
  }
  const taken = takeMemorySlot(memorySlot, Date.now(), intervalMs, holder);
  memorySlot = taken.slot;
  return taken.answer;
}

function schedule(next: Pending, purge: () => Promise<void>) {
  pending = next;
  pendingPurge = purge;
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => void pendingDue(), Math.max(0, next.at - Date.now()));
  timer.unref();
}

function dropPending() {
  if (timer) clearTimeout(timer);
  timer = null;
  pending = null;
  pendingPurge = null;
}

async function pendingDue() {
  timer = null;
  const due = pending;
  const purge = pendingPurge;
  if (!due || !purge) return;
  const interval = getEnv().PURGE_ALL_INTERVAL_MS;
  const step = onPendingDue(await takeSlot(interval), due, Date.now(), interval);
  // A request may have replaced the pending purge while the slot was asked for: it has its own
  // timer then. A slot taken here is used all the same, or nobody would run in it.
  const current = pending === due;
  if (step.kind === "run") {
    if (current) dropPending();
    log.info("[purge] running the full purge asked during the last interval");
    await purge().catch((error: unknown) => {
      log.error(`[purge] the pending full purge failed: ${String(error)}`);
    });
  } else if (!current) {
    return;
  } else if (step.kind === "covered") {
    dropPending();
    log.info("[purge] pending full purge not needed: another instance purged everything since");
  } else {
    schedule(step.pending, purge);
  }
}

export type FullPurgeTurn = { now: true } | { now: false; inMs: number };

/**
 * Whether a full purge asked now may run now (the caller runs it). When not, this instance's
 * one pending purge stands for it and calls `purge` once the interval's slot is free, unless
 * another full purge started after this request meanwhile.
 */
export async function askFullPurge(purge: () => Promise<void>): Promise<FullPurgeTurn> {
  const interval = getEnv().PURGE_ALL_INTERVAL_MS;
  const step = onFullPurgeAsked(await takeSlot(interval), pending, Date.now(), interval);
  if (step.kind === "run") {
    // Runs after every request the pending one stood for: that one is done with this.
    dropPending();
    return { now: true };
  }
  schedule(step.pending, purge);
  return { now: false, inMs: Math.max(0, step.pending.at - Date.now()) };
}

/** For tests: no slot held in memory, no purge pending. */
export function forgetFullPurges() {
  dropPending();
  memorySlot = null;
}

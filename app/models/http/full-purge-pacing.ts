// When a full purge runs (docs/operations.md, "Purge on publish"). A full purge empties every
// cache, so the site pays for it in CMS calls and renders: at most one runs per interval across
// the instances. The first asked takes the interval's slot and runs at once; one asked while the
// slot is held waits, with every other asked meanwhile, as this instance's one pending purge,
// which runs when the slot is free again. A publish is never lost: the pending one runs after
// every request it stands for, or finds that another full purge started after them all.
//
// The slot lives in Redis (shared by the instances) or in memory (this process). Each slot taken
// has a holder token, so "another full purge started after I looked" is told without comparing
// clocks: a slot seen held by X and later held by Y was taken after X's ended. Tokens of the two
// stores are never compared (after Redis comes back, memory's holder says nothing about it).
// Pure: the caller gives the clock and the store's answer.

export type SlotStore = "redis" | "memory";

/** What taking the slot answered: taken (run now), or held by another holder for a while. */
export type SlotAnswer =
  | { taken: true }
  | { taken: false; store: SlotStore; holder: string; remainingMs: number };

/** This instance's one waiting full purge: the last holder it saw, and when to try again. */
export type Pending = { store: SlotStore; holder: string; at: number };

export type AskStep =
  /** Run the full purge now (any pending one goes with it: it runs after all it stood for). */
  | { kind: "run" }
  /** Keep (or start) the pending purge and try again at `pending.at`. */
  | { kind: "wait"; pending: Pending };

export type Step =
  | AskStep
  /** (A pending one's turn.) Another full purge started after every request it stood for. */
  | { kind: "covered" };

/** A wait is never shorter: a store that says "ends now" is not asked again in a tight loop. */
const MIN_WAIT_MS = 5;

function waitFor(
  answer: Extract<SlotAnswer, { taken: false }>,
  now: number,
  intervalMs: number,
  later = 0,
): AskStep {
  // A slot without an end (Redis's PTTL says -1: a key set by hand) is taken as one interval long.
  const remaining = answer.remainingMs >= 0 ? Math.min(answer.remainingMs, intervalMs) : intervalMs;
  return {
    kind: "wait",
    pending: {
      store: answer.store,
      holder: answer.holder,
      at: Math.max(later, now + Math.max(remaining, MIN_WAIT_MS)),
    },
  };
}

/** A full purge asked (a webhook) at `now`, after trying to take the slot. */
export function onFullPurgeAsked(
  answer: SlotAnswer,
  pending: Pending | null,
  now: number,
  intervalMs: number,
): AskStep {
  if (answer.taken) return { kind: "run" };
  // The pending purge now also stands for this request: it must not count as covered by a slot
  // that started before this request, so the holder to outlive is the one seen now.
  return waitFor(answer, now, intervalMs, pending?.at);
}

/** The pending purge's turn at `now`, after trying to take the slot. */
export function onPendingDue(
  answer: SlotAnswer,
  pending: Pending,
  now: number,
  intervalMs: number,
): Step {
  if (answer.taken) return { kind: "run" };
  if (answer.store === pending.store && answer.holder !== pending.holder) {
    return { kind: "covered" };
  }
  // The same slot still (a timer that fired early), or the other store's: wait for its end.
  return waitFor(answer, now, intervalMs);
}

/** A slot kept in memory: its holder and until when (ms). */
export type MemorySlot = { holder: string; until: number } | null;

/** Takes the in-memory slot for `intervalMs` when it is free at `now`. */
export function takeMemorySlot(
  slot: MemorySlot,
  now: number,
  intervalMs: number,
  newHolder: string,
): { slot: MemorySlot; answer: SlotAnswer } {
  if (slot && now < slot.until) {
    return {
      slot,
      answer: { taken: false, store: "memory", holder: slot.holder, remainingMs: slot.until - now },
    };
  }
  return { slot: { holder: newHolder, until: now + intervalMs }, answer: { taken: true } };
}

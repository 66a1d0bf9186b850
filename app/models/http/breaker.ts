// A circuit breaker for a dependency that can hang as well as fail (Redis stopped with SIGSTOP
// keeps its connection open and answers nothing). While closed, calls go through; a call that
// misses its deadline opens it, and while open no call is made at all: callers use their
// fallback at once instead of each waiting out the deadline. After `coolOffMs` one probe is let
// through (half-open); its success closes the breaker, its failure opens it for another cool-off.
// Pure: the caller gives the clock, so the rule is tested without timers.

export type BreakerState =
  | { kind: "closed" }
  | { kind: "open"; since: number; until: number; reason: string }
  | { kind: "probing"; since: number; reason: string };

export type Breaker = {
  state: BreakerState;
  coolOffMs: number;
};

export function newBreaker(coolOffMs: number): Breaker {
  return { state: { kind: "closed" }, coolOffMs };
}

/**
 * What a caller may do now: "call" (closed), "probe" (the cool-off has passed: this caller alone
 * tries, and the breaker is probing until it reports) or "skip" (open, or another caller probes).
 */
export function admit(breaker: Breaker, now: number): "call" | "probe" | "skip" {
  const { state } = breaker;
  if (state.kind === "closed") return "call";
  if (state.kind === "probing") return "skip";
  if (now < state.until) return "skip";
  breaker.state = { kind: "probing", since: state.since, reason: state.reason };
  return "probe";
}

/** A call (or probe) answered in time. Returns true when this closed an open breaker. */
export function succeeded(breaker: Breaker): boolean {
  const wasOpen = breaker.state.kind !== "closed";
  breaker.state = { kind: "closed" };
  return wasOpen;
}

/**
 * A call missed its deadline or the dependency is unreachable. Returns true when this opened a
 * closed breaker (the moment to log, once).
 */
export function failed(breaker: Breaker, now: number, reason: string): boolean {
  const wasClosed = breaker.state.kind === "closed";
  const since = breaker.state.kind === "closed" ? now : breaker.state.since;
  breaker.state = { kind: "open", since, until: now + breaker.coolOffMs, reason };
  return wasClosed;
}

/** Null while closed; else why it opened. */
export function openReason(breaker: Breaker): string | null {
  return breaker.state.kind === "closed" ? null : breaker.state.reason;
}

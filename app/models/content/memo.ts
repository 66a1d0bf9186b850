// Remembering what the view builders derive from CMS data, so the work is done once per cached
// answer rather than once per request.
//
// The services hand the builders the same decoded objects for as long as a CMS answer is cached
// (app/services/content/decoded-once.ts), so an object can carry what was built from it. Much of
// that also depends on the venue's day ("performances from today on"), so each remembered value
// is tagged with the day it was built for and built again when the day in Amsterdam changes.
// Everything else a request brings (the query, the referral code, the view id, random picks) is
// applied afterwards, per request, and never stored here.

type Slot = { day: string; value: unknown };

// Outside production every remembered value is frozen, so code that changes a shared value (a
// stray .sort() or push) throws in tests and in development instead of leaking into the next
// visitor's page. Production skips the walk.
const FREEZE = process.env.NODE_ENV !== "production";

/** Plain objects and arrays only: class instances (a luxon DateTime fills caches on itself) stay. */
function freezeDeep(value: unknown, seen: WeakSet<object>): void {
  if (typeof value !== "object" || value === null || seen.has(value)) return;
  const proto = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return;
  seen.add(value);
  Object.freeze(value);
  for (const inner of Object.values(value)) freezeDeep(inner, seen);
}

function shared<T>(value: T): T {
  if (FREEZE) freezeDeep(value, new WeakSet());
  return value;
}

const perObject = new WeakMap<object, Map<string, Slot>>();

/**
 * The value `build` makes for `owner`, built once per `name` and `day`: the same owner, name and
 * day give the very same value; another day builds it again (and forgets the old day's value).
 * The name must carry every other input the value depends on, the locale for instance.
 *
 * Callers share the returned value across requests: it is read-only (frozen outside production).
 */
export function memoPerDay<T>(
  owner: object,
  name: string,
  day: string,
  build: () => T,
): Readonly<T> {
  let slots = perObject.get(owner);
  if (!slots) {
    slots = new Map();
    perObject.set(owner, slots);
  }
  const slot = slots.get(name);
  if (slot && slot.day === day) return slot.value as T;
  const value = shared(build());
  slots.set(name, { day, value });
  return value;
}

/**
 * A bounded memo for a pure function of a string key (a date to format, say): the same key gives
 * the remembered value; when full it starts afresh, so odd input cannot grow it without end.
 */
export class TextMemo<T> {
  private readonly values = new Map<string, T>();

  constructor(private readonly limit = 10_000) {}

  get(key: string, build: () => T): Readonly<T> {
    const known = this.values.get(key);
    if (known !== undefined || this.values.has(key)) return known as T;
    const value = shared(build());
    if (this.values.size >= this.limit) this.values.clear();
    this.values.set(key, value);
    return value;
  }
}

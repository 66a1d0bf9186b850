// A bound on how long a caller waits for work it cannot cancel (a Redis command, a BAN): after
// `ms` the caller goes on without it. The work still runs to its end; its late failure is
// swallowed, never an unhandled rejection.

/** What `within` gives when the work did not settle in time. */
export const LATE: unique symbol = Symbol("late");

/** The work's value, or LATE after `ms`; a rejection within `ms` is passed on. */
export function within<T>(work: Promise<T>, ms: number): Promise<T | typeof LATE> {
  work.catch(() => {});
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(() => resolve(LATE), Math.max(0, ms));
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

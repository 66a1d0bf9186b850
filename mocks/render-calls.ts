// The render calls the demo received: a total for the bench's CMS calls per page view, and the
// times of the anonymous calls per URL, so the deploy test can show that instances sharing one
// cache make at most one call per key and cache window.
const KEPT_KEYS = 2000;
const KEPT_TIMES = 100;

export function renderCallLog() {
  let total = 0;
  const byKey = new Map<string, number[]>();
  return {
    record(url: string, withCookie: boolean) {
      total++;
      // Previews (a CMS session cookie) are never cached, so they are not the caches' calls.
      if (withCookie) return;
      let times = byKey.get(url);
      if (!times) {
        if (byKey.size >= KEPT_KEYS) return;
        times = [];
        byKey.set(url, times);
      }
      if (times.length < KEPT_TIMES) times.push(Date.now());
    },
    stats(withKeys: boolean) {
      return withKeys
        ? { renderCalls: total, keys: Object.fromEntries(byKey) }
        : { renderCalls: total };
    },
  };
}

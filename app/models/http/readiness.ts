// Whether this instance should be sent visitors (/api/ready), from what it can see of itself:
// - the CMS: it answered a probe, or it did not but last good copies are there to serve;
// - Redis: when configured, it answers (while it is away the instance serves from memory, and a
//   load balancer should prefer an instance that shares the caches);
// - draining: a stop was asked for, so requests must go elsewhere while it finishes.
// Liveness (/api/health) is another question: a not-ready instance is still alive.

export type CmsCheck = { ok: true } | { ok: false; reason: string; staleCopies: boolean };
export type RedisCheck = "off" | "ready" | "down";

export type Readiness = {
  ready: boolean;
  checks: { cms: string; redis: RedisCheck; draining: boolean };
};

export function readinessOf(cms: CmsCheck, redis: RedisCheck, draining: boolean): Readiness {
  const cmsText = cms.ok
    ? "ok"
    : cms.staleCopies
      ? `serving stale copies (${cms.reason})`
      : `down (${cms.reason})`;
  const cmsUsable = cms.ok || cms.staleCopies;
  return {
    ready: cmsUsable && redis !== "down" && !draining,
    checks: { cms: cmsText, redis, draining },
  };
}

// Whether this instance should be sent visitors (/api/ready), from what it can see of itself:
// - the CMS: it answered a probe, or it did not but last good copies are there to serve;
// - Redis: when configured, it answers a check within its deadline (while it is away, stopped or
//   hung, the instance serves from memory, and a load balancer should prefer an instance that
//   shares the caches);
// - draining: a stop was asked for, so requests must go elsewhere while it finishes.
// Liveness (/api/health) is another question: a not-ready instance is still alive.

export type CmsCheck = { ok: true } | { ok: false; reason: string; staleCopies: boolean };
export type RedisCheck = { state: "off" } | { state: "ready" } | { state: "down"; reason: string };

export type Readiness = {
  ready: boolean;
  /** redis: "off", "ready" or "down (<reason>)". */
  checks: { cms: string; redis: string; draining: boolean };
};

export function readinessOf(cms: CmsCheck, redis: RedisCheck, draining: boolean): Readiness {
  const cmsText = cms.ok
    ? "ok"
    : cms.staleCopies
      ? `serving stale copies (${cms.reason})`
      : `down (${cms.reason})`;
  const cmsUsable = cms.ok || cms.staleCopies;
  const redisText = redis.state === "down" ? `down (${redis.reason})` : redis.state;
  return {
    ready: cmsUsable && redis.state !== "down" && !draining,
    checks: { cms: cmsText, redis: redisText, draining },
  };
}

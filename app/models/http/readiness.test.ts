import { describe, expect, it } from "vitest";
import { readinessOf } from "./readiness";

const cmsOk = { ok: true } as const;
const cmsDown = { ok: false, reason: "timeout", staleCopies: false } as const;
const cmsStale = { ok: false, reason: "status 503", staleCopies: true } as const;
const off = { state: "off" } as const;
const ready = { state: "ready" } as const;
const hung = { state: "down", reason: "timeout" } as const;

describe("readinessOf", () => {
  it("is ready when the CMS answers, Redis is off or answering, and no stop was asked", () => {
    expect(readinessOf(cmsOk, off, false)).toEqual({
      ready: true,
      checks: { cms: "ok", redis: "off", draining: false },
    });
    expect(readinessOf(cmsOk, ready, false).ready).toBe(true);
  });

  it("stays ready on stale copies while the CMS is down, and says so", () => {
    expect(readinessOf(cmsStale, off, false)).toEqual({
      ready: true,
      checks: { cms: "serving stale copies (status 503)", redis: "off", draining: false },
    });
  });

  it("is not ready without the CMS and without copies, with the reason", () => {
    expect(readinessOf(cmsDown, off, false)).toEqual({
      ready: false,
      checks: { cms: "down (timeout)", redis: "off", draining: false },
    });
  });

  it("is not ready while a configured Redis is away or hung, and says why", () => {
    expect(readinessOf(cmsOk, hung, false)).toEqual({
      ready: false,
      checks: { cms: "ok", redis: "down (timeout)", draining: false },
    });
    expect(
      readinessOf(cmsStale, { state: "down", reason: "disconnected" }, false).checks.redis,
    ).toBe("down (disconnected)");
  });

  it("is not ready while draining", () => {
    expect(readinessOf(cmsOk, ready, true)).toEqual({
      ready: false,
      checks: { cms: "ok", redis: "ready", draining: true },
    });
  });
});

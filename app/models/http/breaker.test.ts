import { describe, expect, it } from "vitest";
import { admit, failed, newBreaker, openReason, succeeded } from "./breaker";

describe("breaker", () => {
  it("lets calls through while closed", () => {
    const breaker = newBreaker(1_000);
    expect(admit(breaker, 0)).toBe("call");
    expect(openReason(breaker)).toBeNull();
  });

  it("opens on a failure, says so once, and skips every call until the cool-off ends", () => {
    const breaker = newBreaker(1_000);
    expect(failed(breaker, 100, "timeout")).toBe(true);
    expect(openReason(breaker)).toBe("timeout");
    expect(admit(breaker, 500)).toBe("skip");
    expect(admit(breaker, 1_099)).toBe("skip");
    // A second failure reported by a call that was already in flight does not log again.
    expect(failed(breaker, 200, "timeout")).toBe(false);
  });

  it("lets one probe through after the cool-off; others skip while it runs", () => {
    const breaker = newBreaker(1_000);
    failed(breaker, 0, "timeout");
    expect(admit(breaker, 1_000)).toBe("probe");
    expect(admit(breaker, 1_001)).toBe("skip");
    expect(admit(breaker, 5_000)).toBe("skip");
  });

  it("closes when the probe succeeds, and reports the recovery once", () => {
    const breaker = newBreaker(1_000);
    failed(breaker, 0, "timeout");
    admit(breaker, 1_000);
    expect(succeeded(breaker)).toBe(true);
    expect(admit(breaker, 1_001)).toBe("call");
    expect(succeeded(breaker)).toBe(false);
  });

  it("opens for another cool-off when the probe fails, without logging again", () => {
    const breaker = newBreaker(1_000);
    failed(breaker, 0, "timeout");
    admit(breaker, 1_000);
    expect(failed(breaker, 1_300, "timeout")).toBe(false);
    expect(admit(breaker, 2_200)).toBe("skip");
    expect(admit(breaker, 2_300)).toBe("probe");
  });
});

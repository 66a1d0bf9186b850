import { describe, expect, it, vi } from "vitest";
import { createConfirmOnce } from "./confirm-once.server";
import { memoryOnceOnlyStore } from "./once-only.server";

/** Confirmations over a store of their own, on a clock the test moves. */
function confirmations(now?: () => number) {
  const store = memoryOnceOnlyStore(now ? { now } : {});
  return createConfirmOnce(() => store);
}

const failed = (r: string) => r === "failure";

describe("one confirmation call per link", () => {
  it("answers a repeat from the first call, in flight and after", async () => {
    const once = confirmations();
    let resolve: (value: string) => void = () => {};
    const call = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const first = once("newsletter:subscribe:abc", call, failed);
    const second = once("newsletter:subscribe:abc", call, failed);
    resolve("confirmed");
    expect(await first).toBe("confirmed");
    expect(await second).toBe("confirmed");
    expect(await once("newsletter:subscribe:abc", call, failed)).toBe("confirmed");
    expect(call).toHaveBeenCalledTimes(1);
  });

  it("keeps tokens of other kinds apart", async () => {
    const once = confirmations();
    const call = vi.fn(async () => "confirmed");
    await once("panel:abc", call, failed);
    await once("premiere:abc", call, failed);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it("keeps a definite answer ten minutes and a failure ten seconds", async () => {
    let clock = 1_000;
    const once = confirmations(() => clock);
    const call = vi.fn(async () => "expired");
    await once("a", call, failed);
    clock = 1_000 + 9 * 60_000;
    await once("a", call, failed);
    expect(call).toHaveBeenCalledTimes(1);
    clock = 1_000 + 10 * 60_000 + 1;
    await once("a", call, failed);
    expect(call).toHaveBeenCalledTimes(2);

    const failing = vi.fn(async () => "failure");
    await once("b", failing, failed);
    clock += 9_000;
    await once("b", failing, failed);
    expect(failing).toHaveBeenCalledTimes(1);
    clock += 2_000;
    await once("b", failing, failed);
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it("a call that throws keeps nothing: the next asker calls again", async () => {
    const once = confirmations();
    const call = vi.fn(async () => {
      throw new Error("down");
    });
    await expect(once("c", call, failed)).rejects.toThrow("down");
    await expect(once("c", call, failed)).rejects.toThrow("down");
    expect(call).toHaveBeenCalledTimes(2);
  });
});

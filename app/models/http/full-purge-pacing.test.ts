import { describe, expect, it } from "vitest";
import {
  onFullPurgeAsked,
  onPendingDue,
  type Pending,
  type SlotAnswer,
  takeMemorySlot,
} from "./full-purge-pacing";

const INTERVAL = 5_000;
const held = (holder: string, remainingMs: number, store: "redis" | "memory" = "redis") =>
  ({ taken: false, store, holder, remainingMs }) satisfies SlotAnswer;

describe("a full purge asked", () => {
  it("runs at once when it takes the slot", () => {
    expect(onFullPurgeAsked({ taken: true }, null, 0, INTERVAL)).toEqual({ kind: "run" });
  });

  it("waits for the end of the slot another holds", () => {
    expect(onFullPurgeAsked(held("x", 3_000), null, 1_000, INTERVAL)).toEqual({
      kind: "wait",
      pending: { store: "redis", holder: "x", at: 4_000 },
    });
  });

  it("joins the pending purge, which then outlives the holder seen last", () => {
    const pending: Pending = { store: "redis", holder: "x", at: 4_000 };
    expect(onFullPurgeAsked(held("x", 2_000), pending, 2_000, INTERVAL)).toEqual({
      kind: "wait",
      pending: { store: "redis", holder: "x", at: 4_000 },
    });
    // A newer slot (taken by another instance after "x" ended): the pending purge must not count
    // it as covering this request, which came after it started.
    expect(onFullPurgeAsked(held("y", 4_500), pending, 4_100, INTERVAL)).toEqual({
      kind: "wait",
      pending: { store: "redis", holder: "y", at: 8_600 },
    });
  });

  it("never waits longer than an interval, nor a tight loop on a slot ending now", () => {
    expect(onFullPurgeAsked(held("x", -1), null, 0, INTERVAL)).toMatchObject({
      pending: { at: INTERVAL },
    });
    expect(onFullPurgeAsked(held("x", 60_000), null, 0, INTERVAL)).toMatchObject({
      pending: { at: INTERVAL },
    });
    expect(onFullPurgeAsked(held("x", 0), null, 0, INTERVAL)).toMatchObject({
      pending: { at: 5 },
    });
    expect(onFullPurgeAsked(held("x", 1), null, 0, INTERVAL)).toMatchObject({
      pending: { at: 5 },
    });
  });
});

describe("the pending purge's turn", () => {
  const pending: Pending = { store: "redis", holder: "x", at: 4_000 };

  it("runs when it takes the slot", () => {
    expect(onPendingDue({ taken: true }, pending, 4_000, INTERVAL)).toEqual({ kind: "run" });
  });

  it("is covered by a full purge that started after the slot it waited for", () => {
    expect(onPendingDue(held("y", 4_900), pending, 4_000, INTERVAL)).toEqual({ kind: "covered" });
  });

  it("waits again when the same slot still holds (a timer a little early)", () => {
    expect(onPendingDue(held("x", 3), pending, 3_997, INTERVAL)).toEqual({
      kind: "wait",
      pending: { store: "redis", holder: "x", at: 4_002 },
    });
  });

  it("never counts the other store's holder as a later purge", () => {
    expect(onPendingDue(held("m", 2_000, "memory"), pending, 4_000, INTERVAL)).toEqual({
      kind: "wait",
      pending: { store: "memory", holder: "m", at: 6_000 },
    });
  });
});

describe("the slot in memory", () => {
  it("is taken for an interval, then free again", () => {
    const first = takeMemorySlot(null, 0, INTERVAL, "a");
    expect(first.answer).toEqual({ taken: true });
    const second = takeMemorySlot(first.slot, 1_000, INTERVAL, "b");
    expect(second.answer).toEqual(held("a", 4_000, "memory"));
    expect(second.slot).toBe(first.slot);
    const third = takeMemorySlot(second.slot, INTERVAL, INTERVAL, "c");
    expect(third.answer).toEqual({ taken: true });
    expect(third.slot).toEqual({ holder: "c", until: 2 * INTERVAL });
  });
});

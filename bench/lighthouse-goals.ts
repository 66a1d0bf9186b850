// What `npm run bench:lighthouse` holds each template to: figures beside the bare Remix page
// (the floor) measured in the same run with the same throttling, never beside a fixed number,
// since only a difference to the floor in one run holds across machines and neighbours.

export const GOALS = {
  /** The template's median TBT at most this much above the floor's. */
  tbtMs: 100,
  /** The template's median score at most this many points below the floor's. */
  scorePoints: 3,
  /** The JavaScript the HTML names (gzip) at most this many times the floor's. */
  jsRatio: 1.2,
} as const;

export type Measured = { score: number; tbtMs: number; cls: number; jsGzipBytes: number };

export type Goal = "TBT" | "score" | "JS" | "CLS";

export type Verdict = {
  /** Template minus floor: negative is worse. */
  scoreDiff: number;
  /** Template minus floor, in ms: positive is worse. */
  tbtDiffMs: number;
  jsRatio: number;
  /** The goals the template misses, empty when it meets them all. */
  missed: Goal[];
};

/** A template's medians against the floor's; a figure that could not be measured misses. */
export function verdict(page: Measured, floor: Measured): Verdict {
  const scoreDiff = page.score - floor.score;
  const tbtDiffMs = page.tbtMs - floor.tbtMs;
  const jsRatio = page.jsGzipBytes / floor.jsGzipBytes;
  const missed: Goal[] = [];
  // Written so that NaN (no successful run) fails every comparison.
  if (!(tbtDiffMs <= GOALS.tbtMs)) missed.push("TBT");
  if (!(scoreDiff >= -GOALS.scorePoints)) missed.push("score");
  if (!(jsRatio <= GOALS.jsRatio)) missed.push("JS");
  if (!(page.cls === 0)) missed.push("CLS");
  return { scoreDiff, tbtDiffMs, jsRatio, missed };
}

import type { Messages } from "./nl";
import { mergeTexts, textsOfMatches } from "./texts";

type Match = { id: string; data: unknown };

/**
 * The texts the matched routes sent (the frame's from the root, the screen's from its own
 * loader), for meta functions, which cannot use hooks and run in the browser on a client
 * navigation too. Null when the root's are missing (its loader did not run).
 */
export function metaMessages(matches: readonly Match[]): Messages | null {
  const root = matches.find((m) => m.id === "root")?.data as { texts?: unknown } | undefined;
  if (!root?.texts) return null;
  return mergeTexts(textsOfMatches(matches));
}

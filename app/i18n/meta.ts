import type { Messages } from "./nl";

type Match = { id: string; data: unknown };

/** The texts the root loader sent, for meta functions (which cannot use hooks). */
export function metaMessages(matches: readonly Match[]): Messages | null {
  const root = matches.find((m) => m.id === "root")?.data as { messages?: Messages } | undefined;
  return root?.messages ?? null;
}

// What the deploy test found: each check with its figures, printed as it is made and written to
// bench/results/deploy.json at the end, so CI's log and the file say the same.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export type CheckFn = (name: string, ok: boolean, detail: string) => void;

type Check = { name: string; ok: boolean; detail: string };
const checks: Check[] = [];

/** Figures by phase, kept beside the checks for docs/operations.md and later comparisons. */
export const figures: Record<string, unknown> = {};

export const check: CheckFn = (name, ok, detail) => {
  checks.push({ name, ok, detail });
  console.log(`${ok ? "ok  " : "FAIL"} ${name}: ${detail}`);
};

/** Writes the results file and prints the tally; the number of checks that failed. */
export function finish(root: string): number {
  mkdirSync(join(root, "bench/results"), { recursive: true });
  writeFileSync(
    join(root, "bench/results/deploy.json"),
    `${JSON.stringify({ checks, figures }, null, 2)}\n`,
  );
  const failed = checks.filter((c) => !c.ok);
  console.log(
    `\n${checks.length - failed.length} of ${checks.length} checks passed (bench/results/deploy.json)`,
  );
  for (const c of failed) console.log(`  failed: ${c.name}`);
  return failed.length;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A percentage with one decimal, for details. */
export const percent = (ratio: number) => `${(ratio * 100).toFixed(1)} %`;

// Moving between steps (forms spec §4.2): 'Volgende' only from a ready step, 'Vorige' always,
// indicators jump back only, submit on the last step once every step is ready. The same rules
// serve the browser (instant) and the server (each step a round trip without JavaScript).
import * as v from "valibot";
import type { Locale } from "~/models/http/locale";
import type { FieldValues } from "../parts/fields";
import { lastStep, type MultiStepConfig } from "./config";
import { STAY_NAV } from "./language-carry";
import { stepSchema } from "./schema";

export type Nav =
  | { kind: "next" }
  | { kind: "back" }
  | { kind: "submit" }
  | { kind: "stay" }
  | { kind: "jump"; to: number };

// STAY_NAV: the language switch posts the form to the other language's page (language-carry.ts):
// the same step, drawn there with the answers so far, nothing checked.

/** The pressed button's value; anything unknown reads as 'next' (Enter in a text field). */
export function parseNav(raw: string | null | undefined): Nav {
  if (raw === "back" || raw === "submit" || raw === "next" || raw === STAY_NAV)
    return { kind: raw };
  const jump = /^jump-(\d{1,3})$/.exec(raw ?? "");
  return jump ? { kind: "jump", to: Number(jump[1]) } : { kind: "next" };
}

/** The posted step as an index into the steps; anything else is the first step. */
export function parseStep(config: MultiStepConfig, raw: string | null | undefined): number {
  const step = /^\d{1,3}$/.test(raw ?? "") ? Number(raw) : 0;
  return step <= lastStep(config) ? step : 0;
}

// `locale`: the page's language, which reads an amount's separators (valibot's `lang`, as the
// form's own parse passes it; app/forms/parts/amount-field.ts).
export const stepReady = (
  config: MultiStepConfig,
  step: number,
  values: FieldValues,
  locale: Locale = "nl",
) => v.safeParse(stepSchema(config, step, values), values, { lang: locale }).success;

/** A field that fails its check, with the first message (a translation key) it gets. */
export type WrongField = { name: string; message: string };

/** The step's fields that fail, in form order, each once. */
export function wrongFields(
  config: MultiStepConfig,
  step: number,
  values: FieldValues,
  locale: Locale = "nl",
): WrongField[] {
  const result = v.safeParse(stepSchema(config, step, values), values, { lang: locale });
  if (result.success) return [];
  const wrong = new Map<string, string>();
  for (const issue of result.issues) {
    const name = String(issue.path?.[0]?.key ?? "");
    if (name !== "" && !wrong.has(name)) wrong.set(name, issue.message);
  }
  return [...wrong].map(([name, message]) => ({ name, message }));
}

/**
 * The wrong fields a reply's errors name, in the step's form order: what the server found, for
 * the error summary a round trip without JavaScript draws.
 */
export function wrongFieldsOf(
  config: MultiStepConfig,
  step: number,
  errors: Record<string, readonly string[] | null> | undefined,
): WrongField[] {
  const wrong: WrongField[] = [];
  for (const field of config.steps[step]?.fields ?? []) {
    const message = errors?.[field.name]?.[0];
    if (message) wrong.push({ name: field.name, message });
  }
  return wrong;
}

/** The first step that is not ready, or null when all are. */
export function firstUnready(
  config: MultiStepConfig,
  values: FieldValues,
  locale: Locale = "nl",
): number | null {
  for (let step = 0; step <= lastStep(config); step++) {
    if (!stepReady(config, step, values, locale)) return step;
  }
  return null;
}

/** Indicators lead back only: to an earlier step, never the current or a later one. */
export const canJumpTo = (current: number, target: number) => target >= 0 && target < current;

/**
 * What a press asks for: show a step without checking (back, jump), check the current step and
 * go on (next), or check everything and send (submit). Submit before the last step, or a jump
 * forward, is treated as 'next', so a crafted post cannot skip a step's checks.
 */
export type Move =
  | { kind: "show"; step: number }
  | { kind: "advance"; from: number; to: number }
  | { kind: "submit" };

export function move(config: MultiStepConfig, current: number, nav: Nav): Move {
  const last = lastStep(config);
  if (nav.kind === "back") return { kind: "show", step: Math.max(0, current - 1) };
  if (nav.kind === "stay") return { kind: "show", step: current };
  if (nav.kind === "jump" && canJumpTo(current, nav.to)) return { kind: "show", step: nav.to };
  if (nav.kind === "submit" && current === last) return { kind: "submit" };
  return { kind: "advance", from: current, to: Math.min(current + 1, last) };
}

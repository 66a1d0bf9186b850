// Decoding and checking a large CMS answer (the production list holds every event of every
// show) costs more than serving it. A cached answer is the same object until it expires, so
// what is built from it is kept beside it and built once per fetch, not once per request.
import type { RenderResponse } from "~/content/schema";

const built = new WeakMap<RenderResponse, Map<string, unknown>>();

export function decodedOnce<T>(answer: RenderResponse, key: string, build: () => T): T {
  let forAnswer = built.get(answer);
  if (!forAnswer) {
    forAnswer = new Map();
    built.set(answer, forAnswer);
  }
  if (forAnswer.has(key)) return forAnswer.get(key) as T;
  const value = build();
  forAnswer.set(key, value);
  return value;
}

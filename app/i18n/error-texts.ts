// Which texts an error screen shows for a status (spec §8: 404 is 'not found', anything else
// 'something went wrong'). Refusals of what a visitor sent get their own words, so a person who
// posted from a stale tab or an odd client is told what happened rather than to try later.
import type { MessageKey } from "./translate";

export type ErrorTexts = { code: number; title: MessageKey; hint: MessageKey | null };

const REFUSALS: Record<number, ErrorTexts> = {
  403: { code: 403, title: "errors.forbidden", hint: "errors.forbiddenHint" },
  405: { code: 405, title: "errors.methodNotAllowed", hint: "errors.refusedHint" },
  413: { code: 413, title: "errors.tooLarge", hint: "errors.refusedHint" },
  415: { code: 415, title: "errors.unsupported", hint: "errors.refusedHint" },
  // The hint counts the minutes to wait (`count`).
  429: { code: 429, title: "errors.tooMany", hint: "errors.tooManyHint" },
};

export function errorTexts(status: number): ErrorTexts {
  if (status === 404) return { code: 404, title: "errors.notFound", hint: "errors.notFoundHint" };
  const code = status >= 400 && status < 600 ? status : 500;
  return REFUSALS[status] ?? { code, title: "errors.general", hint: null };
}

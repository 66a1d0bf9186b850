// The answer rule of the form services (forms spec §7.2): the JSON must hold a numeric code and
// 200 means success; any other code, no code or a failed call (null) means failure.
import type { FormOutcome } from "./form";

export function codeOutcome(answer: unknown): FormOutcome {
  if (typeof answer !== "object" || answer === null) return "failure";
  return (answer as { code?: unknown }).code === 200 ? "success" : "failure";
}

// How the back end's answers become an outcome (forms spec §4.1, §4.4, §7). Two rules exist:
// the form services answer with a numeric code, the newsletter service and every confirmation
// link with a status.
import type { FormOutcome } from "./form";

/** The form services (§7.2): a numeric `code` of 200 is success; any other, none or null fails. */
export function codeOutcome(answer: unknown): FormOutcome {
  if (typeof answer !== "object" || answer === null) return "failure";
  return (answer as { code?: unknown }).code === 200 ? "success" : "failure";
}

/** Status answers (§4.1, §4.4): 'expired' → expired; any other status → success; none → failure. */
export function statusOutcome(answer: unknown): FormOutcome {
  if (typeof answer !== "object" || answer === null) return "failure";
  const status = (answer as { status?: unknown }).status;
  if (typeof status !== "string" || status === "") return "failure";
  return status === "expired" ? "expired" : "success";
}

// The premiere cancel page (forms spec §2, §2.3, §3.2, §4.4, §5.2): /premiere-afmelden?ref=…,
// where ref is base64url (or plain base64) of the JSON { email, premiere_name, signature } the
// CMS put in the RSVP mail. The cancellation posts those three with the visitor's comment to
// /api/services/forms/premiere/cancel; the CMS checks the signature, the site never does (a
// refused signature is told as a link that is not valid).
import * as v from "valibot";
import { isEmailAddress } from "../parts/email";
import type { FormDefinition, FormOutcome } from "../parts/form";
import { codeOutcome } from "../parts/outcomes";
import { lines } from "../parts/schema-parts";

export type CancelRef = { email: string; premiere_name: string; signature: string };

/** base64 or base64url text to UTF-8, or null when it is not base64. */
function decodeBase64(text: string): string | null {
  // In a query a plain base64 '+' arrives as a space; url-safe letters map back to plain ones.
  const plain = text.trim().replace(/ /g, "+").replace(/-/g, "+").replace(/_/g, "/");
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(plain)) return null;
  const unpadded = plain.replace(/=+$/, "");
  if (unpadded.length % 4 === 1) return null;
  try {
    const binary = atob(unpadded.padEnd(Math.ceil(unpadded.length / 4) * 4, "="));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The payload of the page's ref, or null (→ the error state) when ref is missing or repeated,
 * does not decode to a JSON object, its e-mail fails the basic shape check, or its premiere
 * name is empty. A missing signature is sent as "": the CMS refuses it.
 */
export function decodeCancelRef(search: URLSearchParams): CancelRef | null {
  const refs = search.getAll("ref");
  if (refs.length !== 1) return null;
  const json = decodeBase64(refs[0] ?? "");
  if (json === null) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return null;
  const { email, premiere_name, signature } = payload as Record<string, unknown>;
  if (typeof email !== "string" || !isEmailAddress(email.trim())) return null;
  if (typeof premiere_name !== "string" || premiere_name.trim() === "") return null;
  if (signature !== undefined && typeof signature !== "string") return null;
  return { email: email.trim(), premiere_name, signature: signature ?? "" };
}

export const PREMIERE_CANCEL_INTENT = "premiere-cancel";
export const COMMENT_MAX_LENGTH = 2000;

// Conform turns an empty field into a missing key (and skips optional defaults): an empty
// comment is undefined here and sent as "".
export const premiereCancelSchema = v.object({
  comment: v.optional(
    v.pipe(
      v.string(),
      v.transform(lines),
      v.trim(),
      v.maxLength(COMMENT_MAX_LENGTH, "confirmations.cancel.commentTooLong"),
    ),
  ),
});

/**
 * The service's answer to a cancellation: code 200 is success; 403 (the signature does not match
 * the ref's e-mail and premiere: a changed or made-up link) is "expired", the outcome of a link
 * that does not hold, so the page says the link is not valid instead of "try again later",
 * which would not help; anything else is a failure.
 */
export function cancelOutcome(answer: unknown): FormOutcome {
  const code =
    typeof answer === "object" && answer !== null ? (answer as { code?: unknown }).code : null;
  return code === 403 ? "expired" : codeOutcome(answer);
}

/** The cancel form of one ref: the visitor types only the comment; the rest comes from ref. */
export function premiereCancelForm(ref: CancelRef) {
  return {
    intent: PREMIERE_CANCEL_INTENT,
    schema: premiereCancelSchema,
    method: "POST",
    endpoint: "/api/services/forms/premiere/cancel",
    payload: ({ comment }) => ({
      email: ref.email,
      comment: comment ?? "",
      premiere_name: ref.premiere_name,
      signature: ref.signature,
    }),
    outcome: cancelOutcome,
  } satisfies FormDefinition<typeof premiereCancelSchema>;
}

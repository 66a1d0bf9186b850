// The premiere, visitor-panel and prize-draw confirmation links (forms spec §2, §2.3, §4.4,
// §7.3): /premiere-bevestigen?token=…&action=…, /panel-bevestigen?token=…&action=… and
// /cultuurbank-bevestigen?token=… (/cultuurbank-confirm in English) confirm with
// PATCH /api/services/forms/{premiere/signup|panel/signup|oscar}/{token}.

export type ConfirmationKind = "premiere" | "panel" | "prizeDraw";
export type { FormOutcome as ConfirmationOutcome } from "./form";

export type ConfirmationRequest = {
  kind: ConfirmationKind;
  token: string;
  /** premiere: 'signup', or 'cancel' for anything else; panel: the action as given (or null). */
  action: string | null;
};

const TOKEN = /^[\w-]{1,200}$/;

/** The confirmation a link asks for, or null (→ the not-found screen). */
export function confirmationRequest(
  kind: ConfirmationKind,
  search: URLSearchParams,
): ConfirmationRequest | null {
  const tokens = search.getAll("token");
  const token = tokens[0] ?? "";
  if (tokens.length !== 1 || !TOKEN.test(token)) return null;
  if (kind === "prizeDraw") return { kind, token, action: null };
  const actions = search.getAll("action");
  if (kind === "premiere") {
    return {
      kind,
      token,
      action: actions.length === 1 && actions[0] === "signup" ? "signup" : "cancel",
    };
  }
  return { kind, token, action: actions.length === 1 ? (actions[0] ?? null) : null };
}

const PATHS: Record<ConfirmationKind, string> = {
  premiere: "premiere/signup",
  panel: "panel/signup",
  prizeDraw: "oscar",
};

export const confirmationEndpoint = (kind: ConfirmationKind, token: string) =>
  `/api/services/forms/${PATHS[kind]}/${encodeURIComponent(token)}`;

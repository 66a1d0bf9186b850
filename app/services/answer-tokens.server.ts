// What must differ in every answer, even one the server keeps and sends again
// (server/page-cache.ts): the CSP nonce and the view id sales links carry to the ticket shop.
// The HTTP server draws them per request and puts them on the load context, so it knows where
// they are in a kept page and can put fresh ones in; a request without them (a test calling a
// loader) draws its own.
import { randomUUID } from "node:crypto";
import { createNonce } from "./security-headers.server";

export type AnswerTokens = { nonce: string; viewId: string };

const NONCE = /^[A-Za-z0-9+/]{22}==$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function newAnswerTokens(): AnswerTokens {
  return { nonce: createNonce(), viewId: randomUUID() };
}

function tokenFrom(context: unknown, name: keyof AnswerTokens, shape: RegExp): string | null {
  if (typeof context !== "object" || context === null) return null;
  const value = (context as Partial<Record<keyof AnswerTokens, unknown>>)[name];
  return typeof value === "string" && shape.test(value) ? value : null;
}

/** This answer's CSP nonce. */
export function nonceFor(context: unknown): string {
  return tokenFrom(context, "nonce", NONCE) ?? createNonce();
}

/** Identifies this page view at the ticket shop (sales links carry it as view_id). */
export function viewIdFor(context: unknown): string {
  return tokenFrom(context, "viewId", UUID) ?? randomUUID();
}

// The client's address, as the HTTP server put it on the load context (server/load-context.ts,
// from the socket or, when the socket's peer is a proxy TRUST_PROXY names, X-Forwarded-For;
// app/models/http/client-address.ts). Where no server set it (`remix dev`, a test that passes no
// context) every request is the one unknown client, so the limits still hold, shared.
import { UNKNOWN_ADDRESS } from "~/models/http/client-address";

export function clientAddressOf(context: unknown): string {
  if (typeof context !== "object" || context === null) return UNKNOWN_ADDRESS;
  const value = (context as { clientAddress?: unknown }).clientAddress;
  return typeof value === "string" && value.length > 0 && value.length <= 64
    ? value
    : UNKNOWN_ADDRESS;
}

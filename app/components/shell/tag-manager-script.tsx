import { createContext, useContext } from "react";
import { useNonce } from "../runtime/nonce";

const HeadScript = createContext("");

/** The head script's text for this request's render: entry.server builds it, as it makes the nonce. */
export const HeadScriptProvider = HeadScript.Provider;

/**
 * The data layer, consent defaults and (with GTM_ID) the tag manager, first thing in <head>. The
 * server builds the text (entry.server.tsx, models/consent/tag-manager.ts) and hands it to the
 * render through this context; the browser has none and keeps the served text, since hydration
 * leaves inner HTML alone, so the builder is not part of every page's JavaScript.
 */
export function TagManagerScript() {
  const nonce = useNonce();
  const text = useContext(HeadScript);
  return (
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text }} />
  );
}

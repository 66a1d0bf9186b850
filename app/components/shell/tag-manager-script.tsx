import { useNonce } from "../runtime/nonce";
import { useDocumentExtras } from "./document-extras";

/**
 * The data layer, consent defaults and (with GTM_ID) the tag manager, first thing in <head>. The
 * server builds the text (entry.server.tsx, models/consent/tag-manager.ts) and hands it over as a
 * document extra; the browser keeps it, since hydration leaves inner HTML alone, so the builder
 * is not part of every page's JavaScript.
 */
export function TagManagerScript() {
  const nonce = useNonce();
  const extras = useDocumentExtras();
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: extras?.headScript ?? "" }}
    />
  );
}

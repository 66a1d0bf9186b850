import { Scripts } from "@remix-run/react";
import { useDocumentExtras } from "./document-extras";
import { useNonce } from "./nonce";

/**
 * Remix's scripts, inert in a <template>, and the server's starter that copies them out once
 * the first screen is painted (models/module-start.ts, decision 0022). The browser keeps both
 * elements as served: hydration leaves inner HTML alone, so neither Remix's script text nor the
 * starter is part of the page's JavaScript, and the copies sit at the end of <body>, where
 * React looks no further.
 */
export function DeferredScripts() {
  const nonce = useNonce();
  const extras = useDocumentExtras();
  if (typeof document !== "undefined")
    return (
      <>
        <template suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />
      </>
    );
  return (
    <>
      <template>
        <Scripts nonce={nonce} />
      </template>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: extras?.moduleStart ?? "" }} />
    </>
  );
}

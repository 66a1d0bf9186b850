// The loader's half of app/components/shell/document-extras.tsx: what goes into this request's HTML
// only, on the load context entry.server reads.
import type { DocumentExtras } from "~/components/shell/document-extras";

export function keepForDocument(context: unknown, extras: DocumentExtras): void {
  if (typeof context === "object" && context !== null) Object.assign(context, extras);
}

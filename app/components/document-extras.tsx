// What only the server's HTML needs and the browser never reads back: the production page's
// JSON-LD, the head's tag-manager script and the starter of the page's scripts (decision 0022).
// A loader puts the JSON-LD on the request's load context (not in its data, which the page
// would send a second time, escaped, for hydration: 120 KB of a 293 KB document, issue 12);
// entry.server adds the two scripts and hands them to the render through this provider. In the
// browser there are none: inner HTML stays as served.
import { createContext, useContext } from "react";

export type DocumentExtras = { jsonLd?: string; headScript?: string; moduleStart?: string };

const Extras = createContext<DocumentExtras | null>(null);
export const DocumentExtrasProvider = Extras.Provider;
export const useDocumentExtras = () => useContext(Extras);

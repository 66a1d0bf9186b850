// What only the server's HTML needs and the browser never reads back: the production page's
// JSON-LD. A loader puts it on the request's load context (not in its data, which the page
// would send a second time, escaped, for hydration: 120 KB of a 293 KB document, issue 12);
// entry.server hands the context to the render through this provider.
import { createContext, useContext } from "react";

export type DocumentExtras = { jsonLd?: string };

const Extras = createContext<DocumentExtras | null>(null);
export const DocumentExtrasProvider = Extras.Provider;
export const useDocumentExtras = () => useContext(Extras);

// What only the server's HTML needs and the browser never reads back: the production page's
// JSON-LD and the head's tag-manager script. A loader puts the JSON-LD on the request's load
// context (not in its data, which the page would send a second time, escaped, for hydration:
// 120 KB of a 293 KB document); entry.server adds the head script and hands both to the render
// through this provider. In the browser there are none: inner HTML stays as served.
import { createContext, useContext } from "react";

export type DocumentExtras = { jsonLd?: string; headScript?: string };

const Extras = createContext<DocumentExtras | null>(null);
export const DocumentExtrasProvider = Extras.Provider;
export const useDocumentExtras = () => useContext(Extras);

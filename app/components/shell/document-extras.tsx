// What only the server's HTML needs and the browser never reads back: the production page's
// JSON-LD, the head's tag-manager script, and the props of the islands that bring their own
// data (decision 0036: in the browser they fetch them when they come near). A loader puts the JSON-LD on the request's load
// context (not in its data, which the page would send a second time, escaped, for hydration:
// 120 KB of a 293 KB document); entry.server adds the head script and hands both to the render
// through this provider. In the browser there are none: inner HTML stays as served.
import { createContext, useContext } from "react";
import type { Texts } from "~/i18n/texts";
import type { IslandName } from "~/models/http/island-address";

/** What a data island draws from (../runtime/data-island): its props and the texts only it shows. */
export type IslandData = { props: unknown; texts: Texts | null };

/** The data of a page's data islands, by island. */
export type IslandProps = Partial<Record<IslandName, IslandData>>;

export type DocumentExtras = { jsonLd?: string; headScript?: string; islands?: IslandProps };

const Extras = createContext<DocumentExtras | null>(null);
export const DocumentExtrasProvider = Extras.Provider;
export const useDocumentExtras = () => useContext(Extras);

// The frame's texts of a document whose root loader did not run. Remix skips every loader when an action
// throws (a refused post: 403, 405, 413, 415) or a route has no action for the method; the error
// screen would then show its keys. The server hands the texts in through context (see
// app/entry.server.tsx) and writes them into the page as a JSON data block, so the browser
// hydrates with the same words without carrying either dictionary in its bundle. The error screen
// is all such a document shows, so the frame's sections (FRAME_TEXTS) are all it needs.
import { createContext, useContext, useMemo } from "react";
import type { Texts } from "./texts";

const ServerTexts = createContext<Texts | null>(null);
export const PageTextsProvider = ServerTexts.Provider;

const ELEMENT_ID = "page-texts";

function readFromPage(): Texts | null {
  if (typeof document === "undefined") return null;
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  try {
    return text ? (JSON.parse(text) as Texts) : null;
  } catch {
    return null;
  }
}

/** The root loader's texts, else those the server handed in (server) or wrote out (browser). */
export function usePageTexts(loaded: Texts | undefined): {
  messages: Texts | null;
  /** True when the texts must be written into the page for the browser to read back. */
  embed: boolean;
} {
  const server = useContext(ServerTexts);
  const fromPage = useMemo(() => (loaded ? null : readFromPage()), [loaded]);
  if (loaded) return { messages: loaded, embed: false };
  return { messages: server ?? fromPage, embed: true };
}

/** The data block the browser reads back; `<` escaped so no text can close the script. */
export function PageTextsScript({ messages }: { messages: Texts }) {
  const json = JSON.stringify(messages).replace(/</g, "\\u003c");
  return (
    <script
      type="application/json"
      id={ELEMENT_ID}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

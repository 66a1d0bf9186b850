// The server's half of islands that bring their own data (decision 0036). A page's loader keeps
// the props of those islands on the request's load context instead of in its data; entry.server
// hands them to the render (app/components/shell/document-extras.tsx), and the island endpoint
// (app/routes/island.ts) runs the same loader for a page and answers with one island's part.
import type { IslandData, IslandProps } from "~/components/shell/document-extras";
import { PRIVATE_NO_STORE } from "./cache-headers.server";
import { keepForDocument } from "./document-extras.server";

/** Keeps the islands' props for this request's HTML (never in the loader data). */
export function keepIslands(context: unknown, islands: IslandProps): void {
  keepForDocument(context, { islands });
}

/** What a loader kept with keepIslands, on the context it was given. */
export function islandsOf(context: unknown): IslandProps | undefined {
  if (typeof context !== "object" || context === null) return undefined;
  return (context as { islands?: IslandProps }).islands;
}

/** The Cache-Control of what a loader returned (`data(value, init)`), private when unsaid. */
function cacheControlOf(result: unknown): string {
  if (result instanceof Response) return result.headers.get("Cache-Control") ?? PRIVATE_NO_STORE;
  if (typeof result === "object" && result !== null && "init" in result) {
    const init = (result as { init: ResponseInit | null }).init;
    const value = new Headers(init?.headers).get("Cache-Control");
    if (value) return value;
  }
  return PRIVATE_NO_STORE;
}

/**
 * Props as the browser gets them: a part the server streams into its HTML (a promise) settled,
 * to its value or to null when it failed (the component draws its failure for null).
 */
export async function settledProps(props: unknown): Promise<unknown> {
  if (typeof props !== "object" || props === null || Array.isArray(props)) return props;
  const entries = await Promise.all(
    Object.entries(props).map(async ([key, value]) => [
      key,
      value instanceof Promise ? await value.catch(() => null) : value,
    ]),
  );
  return Object.fromEntries(entries);
}

/**
 * An island's data as JSON, cached as the page they belong to (its loader's Cache-Control) and
 * depending on the cookies as the page does (a preview, a referral, a presale code's page).
 */
export async function islandAnswer(data: IslandData, pageResult: unknown): Promise<Response> {
  const body = { props: await settledProps(data.props), texts: data.texts };
  return Response.json(body, {
    headers: { "Cache-Control": cacheControlOf(pageResult), Vary: "Cookie" },
  });
}

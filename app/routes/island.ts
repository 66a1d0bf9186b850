// The props of a deferred island that brings its own data (decision 0036), as JSON for the
// browser that is about to hydrate it: `/_island/<name>?page=<path and query>`. They are built
// by the page's own loader, run for the page's address with this request's headers (so its
// cookies: a preview, a referral), and taken from the same per-request channel the server render
// reads them from; the answer carries the page's Cache-Control. An unknown island or a page of
// another screen is not found; nothing of the request is written back.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { parseIslandRequest } from "~/models/http/island-address";
import { errorCacheControl } from "~/services/http/cache-headers.server";
import { islandAnswer, islandsOf } from "~/services/http/island-data.server";
import { resourceMethods } from "~/services/http/resource-methods.server";
import { loader as homeLoader } from "./home";
import { loader as productionLoader } from "./production";

const PAGE_LOADERS = { home: homeLoader, production: productionLoader } as const;

const notFound = () =>
  new Response(null, { status: 404, headers: { "Cache-Control": errorCacheControl(404) } });

async function islandProps({ request, params, context }: LoaderFunctionArgs) {
  const target = parseIslandRequest(params.name, new URL(request.url).searchParams.get("page"));
  if (!target) return notFound();
  const pageRequest = new Request(new URL(target.page, request.url), {
    headers: request.headers,
    signal: request.signal,
  });
  const pageContext = { ...context };
  let result: unknown;
  try {
    result = await PAGE_LOADERS[target.screen]({
      request: pageRequest,
      params: target.params,
      context: pageContext,
    });
  } catch (error) {
    // The page is a 404, a failure or a redirect: its island has nothing to say.
    if (error instanceof Response) return notFound();
    throw error;
  }
  const props = islandsOf(pageContext)?.[target.name];
  if (props === undefined) return notFound();
  return islandAnswer(props, result);
}

export const { loader, action } = resourceMethods({ get: islandProps });

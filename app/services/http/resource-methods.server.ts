// The methods of a resource route (a route module without a screen: sitemap, robots, .ics, the
// footer sign-up, consent, wish list, api.*). Remix hands GET, HEAD and OPTIONS to a route's
// loader and every other method to its action, and answers a method the module has no function
// for with a bare 400 or 405 of its own, without `Allow`. A module that declares its methods here
// exports both, so every wrong method gets 405 with the `Allow` the route really takes.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { PRIVATE_NO_STORE } from "./cache-headers.server";

type Handler<Args, Result> = (args: Args) => Result;

export function methodNotAllowed(allow: string): never {
  throw new Response(null, {
    status: 405,
    headers: { Allow: allow, "Cache-Control": PRIVATE_NO_STORE },
  });
}

/** `get` answers GET and HEAD, `post` answers POST; anything else is 405 with `Allow`. */
export function resourceMethods<Get = never, Post = never>(handlers: {
  get?: Handler<LoaderFunctionArgs, Get>;
  post?: Handler<ActionFunctionArgs, Post>;
}) {
  const { get, post } = handlers;
  const allow = [...(get ? ["GET", "HEAD"] : []), ...(post ? ["POST"] : [])].join(", ");
  return {
    loader: async (args: LoaderFunctionArgs): Promise<Awaited<Get>> => {
      const method = args.request.method;
      if (!get || (method !== "GET" && method !== "HEAD")) methodNotAllowed(allow);
      return await get(args);
    },
    action: async (args: ActionFunctionArgs): Promise<Awaited<Post>> => {
      if (!post || args.request.method !== "POST") methodNotAllowed(allow);
      return await post(args);
    },
  };
}

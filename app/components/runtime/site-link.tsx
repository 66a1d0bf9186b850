import { Link as RemixLink } from "@remix-run/react";
import { ServerLink } from "./server-link.server";

/**
 * Remix's `<Link>`, written by the server without its hooks (./server-link.server). Server
 * modules are empty in the browser build, so the browser has Remix's link alone.
 */
export const Link = (ServerLink ?? RemixLink) as typeof RemixLink;

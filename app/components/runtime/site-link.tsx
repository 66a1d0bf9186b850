import { Link as RemixLink } from "@remix-run/react";
import { ServerLink } from "./server-link.server";

/**
 * Remix's `<Link>`, written by the server without its hooks (./server-link.server). The browser
 * build gets Remix's link alone: server modules are empty there.
 */
export const Link = (typeof document === "undefined" ? ServerLink : RemixLink) as typeof RemixLink;

import { Link as RemixLink } from "@remix-run/react";
import type { AnchorHTMLAttributes, ComponentProps } from "react";

type Props = ComponentProps<typeof RemixLink>;

/** Props Remix's link reads itself; `target` it writes after `href`. */
const REMIX_ONLY = new Set([
  "to",
  "prefetch",
  "discover",
  "reloadDocument",
  "replace",
  "state",
  "preventScrollReset",
  "relative",
  "viewTransition",
  "target",
]);

/**
 * The paths whose `href` Remix's link writes unchanged: absolute, on this site, nothing its
 * path resolution would rewrite (dot segments, doubled slashes, an empty "?" or "#" it drops).
 */
const PLAIN_PATH = /^\/(?!\/)(?!.*(?:\/\/|\/\.\.?(?:[/?#]|$)|[?#]$|\?#))/;

/** Whether the server may write this link without Remix (see ServerLink). */
export function isPlainPath(to: Props["to"]): to is string {
  return typeof to === "string" && PLAIN_PATH.test(to);
}

/**
 * Remix's `<Link>` as the server writes it, without its hooks. Remix's link resolves its path,
 * reads the router and sets up prefetching and click handling through some twenty hooks per
 * link, none of which changes the HTML of an absolute path: about 4 % of rendering the home
 * page (51 links). The browser hydrates Remix's own link over this HTML (./site-link), so
 * following, prefetching and route discovery are Remix's. A test renders both and compares.
 */
export function ServerLink(props: Props) {
  const { to } = props;
  if (!isPlainPath(to)) return <RemixLink {...props} />;
  // Copied by hand: an object rest that leaves out two names or more takes V8's slow path, about
  // 1 µs a link against 0.07 µs for this loop.
  const anchor: Record<string, unknown> = {};
  for (const key in props) if (!REMIX_ONLY.has(key)) anchor[key] = props[key as keyof Props];
  const discover = props.discover ?? "render";
  anchor["data-discover"] = discover === "render" && !props.reloadDocument ? "true" : undefined;
  anchor.href = to;
  anchor.target = props.target;
  return <a {...(anchor as AnchorHTMLAttributes<HTMLAnchorElement>)} />;
}

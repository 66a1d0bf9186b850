import { Link as RemixLink } from "@remix-run/react";
import type { ComponentProps } from "react";

type Props = ComponentProps<typeof RemixLink>;

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
  const {
    to,
    prefetch: _prefetch,
    discover = "render",
    reloadDocument,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    relative: _relative,
    viewTransition: _viewTransition,
    target,
    ...rest
  } = props;
  if (!isPlainPath(to)) return <RemixLink {...props} />;
  return (
    <a
      {...rest}
      data-discover={discover === "render" && !reloadDocument ? "true" : undefined}
      href={to}
      target={target}
    />
  );
}

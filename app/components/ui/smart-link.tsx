import { Link } from "@remix-run/react";
import type { AnchorHTMLAttributes, ReactNode } from "react";
import { linkTargetProps } from "~/models/http/external-link";
import { useSite } from "../shell/site-context";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  href: string;
  children: ReactNode;
};

/**
 * A link from CMS content: same-site paths navigate client-side; links leaving the site open in
 * a new tab with rel noopener (spec §5), everything else is a plain anchor.
 */
export function SmartLink({ href, ...rest }: Props) {
  // Only `href` is taken out (children go along in rest): an object rest that leaves out two
  // names or more takes V8's slow path, about 1 µs a call, and menus and footer have dozens.
  const { hosts } = useSite();
  const external = linkTargetProps(href, hosts);
  if (href.startsWith("/") && !href.startsWith("//")) {
    return <Link to={href} prefetch="intent" {...rest} />;
  }
  return <a href={href} {...external} {...rest} />;
}

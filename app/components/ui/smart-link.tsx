import type { AnchorHTMLAttributes, ReactNode } from "react";
import { linkTargetProps } from "~/models/http/external-link";
import { Link } from "../runtime/site-link";
import { useSite } from "../shell/site-context";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  href: string;
  children: ReactNode;
};

/**
 * A link from CMS content: same-site paths navigate client-side; links leaving the site open in
 * a new tab with rel noopener (spec §5), everything else is a plain anchor.
 */
export function SmartLink({ href, children, ...rest }: Props) {
  const { hosts } = useSite();
  const external = linkTargetProps(href, hosts);
  if (href.startsWith("/") && !href.startsWith("//")) {
    return (
      <Link to={href} prefetch="intent" {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...external} {...rest}>
      {children}
    </a>
  );
}

import { useTranslation } from "~/i18n/react";
import type { SocialLinkView } from "~/models/content/furniture";

// The icons live in one cached sprite (public/icons/social.svg) rather than in every page's JS.
const KNOWN = ["facebook", "instagram", "youtube", "tiktok", "linkedin", "x"] as const;
type Known = (typeof KNOWN)[number];
const isKnown = (network: string): network is Known =>
  (KNOWN as readonly string[]).includes(network);

export function SocialLinks({ links }: { links: SocialLinkView[] }) {
  const { t } = useTranslation();
  if (!links.length) return null;
  return (
    <ul className="social-links" aria-label={t("footer.followUs")}>
      {links.map((link) => {
        const known = isKnown(link.network);
        const label = known ? t(`social.${link.network as Known}`) : link.network;
        return (
          <li key={link.url}>
            <a href={link.url} target="_blank" rel="noopener noreferrer" aria-label={label}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <use href={`/icons/social.svg#${known ? link.network : "other"}`} />
              </svg>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

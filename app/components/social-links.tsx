import { useTranslation } from "~/i18n/react";
import type { SocialLinkView } from "~/models/furniture";

const ICONS: Record<string, string> = {
  facebook: "M14 8h3V4h-3c-2.8 0-4 1.8-4 4.5V11H7v4h3v9h4v-9h3l1-4h-4V8.8c0-.5.3-.8 1-.8z",
  instagram:
    "M12 7.5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9zm0 7.4a2.9 2.9 0 1 1 0-5.8 2.9 2.9 0 0 1 0 5.8zM17 3H7a4 4 0 0 0-4 4v10a4 4 0 0 0 4 4h10a4 4 0 0 0 4-4V7a4 4 0 0 0-4-4zm2.4 14A2.4 2.4 0 0 1 17 19.4H7A2.4 2.4 0 0 1 4.6 17V7A2.4 2.4 0 0 1 7 4.6h10A2.4 2.4 0 0 1 19.4 7zM17.3 5.6a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2z",
  youtube:
    "M22 8.2a3 3 0 0 0-2-2C18.2 5.7 12 5.7 12 5.7s-6.2 0-8 .5a3 3 0 0 0-2 2A31 31 0 0 0 1.6 12a31 31 0 0 0 .4 3.8 3 3 0 0 0 2 2c1.8.5 8 .5 8 .5s6.2 0 8-.5a3 3 0 0 0 2-2 31 31 0 0 0 .4-3.8 31 31 0 0 0-.4-3.8zM10 15V9l5.2 3z",
  tiktok:
    "M16.5 3c.4 2.3 1.9 3.8 4.3 4v3.3a7.4 7.4 0 0 1-4.2-1.3v6.4A5.7 5.7 0 1 1 11 9.7v3.4a2.4 2.4 0 1 0 2.3 2.4V3z",
  linkedin:
    "M4 9h4v12H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm4.5 6h3.8v1.7c.6-1 1.9-2 3.9-2 4.1 0 4.8 2.6 4.8 6V21h-4v-5.6c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3V21h-4z",
  x: "M17.8 3h3l-6.6 7.6L22 21h-6.1l-4.8-6.2L5.6 21h-3l7-8.1L2 3h6.2l4.3 5.7zm-1 16.2h1.7L7.3 4.7H5.5z",
};

export function SocialLinks({ links }: { links: SocialLinkView[] }) {
  const { t } = useTranslation();
  if (!links.length) return null;
  return (
    <ul className="social-links" aria-label={t("footer.followUs")}>
      {links.map((link) => {
        const known = link.network in ICONS;
        const label = known
          ? t(`social.${link.network as keyof typeof ICONS & "facebook"}`)
          : link.network;
        return (
          <li key={link.url}>
            <a href={link.url} target="_blank" rel="noopener noreferrer" aria-label={label}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path
                  d={ICONS[link.network] ?? "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z"}
                  fill="currentColor"
                />
              </svg>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

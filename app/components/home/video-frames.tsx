import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { privacyEmbedUrl } from "~/models/content/video";
import { isPlainClick } from "../runtime/plain-click";

/**
 * Embedded videos, 640x360. Each starts as a play button in the frame's place and becomes the
 * privacy embed, playing, when pressed: an embed in the page opened a connection to the video
 * host before the first paint (Lighthouse's mobile run put the production page's first paint
 * 0.6 s later for it), and the visitor's browser contacts the host only when they ask for the
 * video. Without JavaScript the button is a link to the same embed, in a new tab.
 */
export function VideoFrames({ ids, title }: { ids: string[]; title: string }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState<string | null>(null);
  if (!ids.length) return null;
  return (
    <div className="video-frames">
      {ids.map((id, index) => {
        const numbered = `${title}${ids.length > 1 ? ` (${index + 1})` : ""}`;
        return (
          <div className="video-frame" key={id}>
            {playing === id ? (
              <iframe
                // Focus goes to the player once its page has loaded: focused before, the frame's
                // first (empty) document takes the focus and loses it when the player replaces
                // it, so keys reached the page, or nothing, instead of the video. The pressed
                // link is gone by then and focus is on <body>; a visitor who moved it meanwhile
                // keeps it where they put it.
                onLoad={(event) => {
                  if (document.activeElement === document.body) event.currentTarget.focus();
                }}
                src={privacyEmbedUrl(id, { autoplay: true })}
                width={640}
                height={360}
                title={t("page.video", { title: numbered })}
                allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              />
            ) : (
              <a
                className="video-frame__start"
                href={privacyEmbedUrl(id, { autoplay: true })}
                // Like every external link, without JavaScript it opens in a new tab.
                target="_blank"
                rel="noopener noreferrer"
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  setPlaying(id);
                }}
              >
                <span className="video-frame__play" aria-hidden="true" />
                <span className="video-frame__label">
                  {t("page.startVideo", { title: numbered })}
                </span>
              </a>
            )}
          </div>
        );
      })}
    </div>
  );
}

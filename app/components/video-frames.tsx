import { useTranslation } from "~/i18n/react";
import { privacyEmbedUrl } from "~/models/video";

/** Embedded videos, 640x360, privacy embeds without autoplay. */
export function VideoFrames({ ids, title }: { ids: string[]; title: string }) {
  const { t } = useTranslation();
  if (!ids.length) return null;
  return (
    <div className="video-frames">
      {ids.map((id, index) => (
        <div className="video-frame" key={id}>
          <iframe
            src={privacyEmbedUrl(id, { autoplay: false })}
            width={640}
            height={360}
            title={`${t("page.video", { title })}${ids.length > 1 ? ` (${index + 1})` : ""}`}
            loading="lazy"
            allow="encrypted-media; picture-in-picture; fullscreen"
          />
        </div>
      ))}
    </div>
  );
}

import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { privacyEmbedUrl, videoIdFromUrl } from "~/models/video";

/**
 * A click on any video-platform link opens the video in an overlay (privacy embed, autoplay),
 * closed by Escape, the close button or a click outside. Without JavaScript the link simply
 * opens the video platform.
 */
export function VideoOverlay() {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [videoId, setVideoId] = useState<string | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey
      )
        return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const id = videoIdFromUrl(anchor.href);
      if (!id) return;
      event.preventDefault();
      setVideoId(id);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  useEffect(() => {
    if (videoId && !dialog.current?.open) dialog.current?.showModal();
  }, [videoId]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click mirrors Escape, which the dialog handles natively
    <dialog
      ref={dialog}
      className="video-overlay"
      aria-label={t("page.playVideo")}
      onClose={() => setVideoId(null)}
      onClick={(event) => {
        if (event.target === event.currentTarget) dialog.current?.close();
      }}
    >
      {videoId && (
        <div className="video-overlay__frame">
          <iframe
            src={privacyEmbedUrl(videoId, { autoplay: true })}
            title={t("page.playVideo")}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
        </div>
      )}
      <form method="dialog">
        <button type="submit" className="video-overlay__close">
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t("page.closeVideo")}</span>
        </button>
      </form>
    </dialog>
  );
}

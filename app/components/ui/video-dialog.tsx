import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { privacyEmbedUrl } from "~/models/content/video";

/**
 * The video overlay's dialog (./video-overlay): the privacy embed, autoplaying, closed by Escape,
 * the close button or a click outside. Loaded on the first video a visitor opens.
 */
export function VideoDialog({ videoId, onClose }: { videoId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click mirrors Escape, which the dialog handles natively
    <dialog
      ref={dialog}
      className="video-overlay"
      aria-label={t("page.playVideo")}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) dialog.current?.close();
      }}
    >
      {/* The close button comes first, so opening the dialog focuses it (the dialog's first
          focusable element) and Escape reaches the dialog: focus inside the player, another
          site's page, keeps every key there. Tab goes on into the player. */}
      <form method="dialog">
        <button type="submit" className="video-overlay__close">
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t("page.closeVideo")}</span>
        </button>
      </form>
      <div className="video-overlay__frame">
        <iframe
          src={privacyEmbedUrl(videoId, { autoplay: true })}
          title={t("page.playVideo")}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      </div>
    </dialog>
  );
}

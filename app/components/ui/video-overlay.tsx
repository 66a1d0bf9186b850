import { useEffect, useState } from "react";
import { videoIdFromUrl } from "~/models/content/video";
import { lazyComponent } from "../runtime/lazy-component";
import { isPlainClick } from "../runtime/plain-click";

const VideoDialog = lazyComponent(".video-overlay", () =>
  import("./video-dialog").then((module) => module.VideoDialog),
);

/**
 * A click on any video-platform link opens the video in an overlay (./video-dialog, fetched on
 * the first such click, so pages without videos never load it). Without JavaScript the link
 * simply opens the video platform.
 */
export function VideoOverlay() {
  const [videoId, setVideoId] = useState<string | null>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
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

  if (!videoId) return null;
  return <VideoDialog videoId={videoId} onClose={() => setVideoId(null)} />;
}

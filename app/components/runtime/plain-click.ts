// Links the page handles itself (in-place choices, overlays, scrolling) leave every other click
// to the browser, so a modified click keeps its meaning: a new tab, a new window, a download.
type ClickLike = Pick<
  MouseEvent,
  "defaultPrevented" | "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey"
>;

/** A left click without modifier keys that nothing else has handled yet. */
export function isPlainClick(event: ClickLike): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

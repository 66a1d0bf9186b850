// Whether a pointer is held down on the page. A message drawn between a press and its release
// (a field checked as it loses focus to the press) would push the pressed control away, and the
// click would land on something else or nothing; such a message waits for the release.
let down = false;
let tracking = false;
const waiting = new Set<() => void>();

// The release's events (pointerup, mouseup, click) share the target the browser found under the
// pointer before the first of them, so a message may be drawn from here on.
function release() {
  if (!down) return;
  down = false;
  const callbacks = [...waiting];
  waiting.clear();
  for (const callback of callbacks) callback();
}

/** Starts following presses (once per page; nothing on the server). */
export function trackPresses() {
  if (tracking || typeof window === "undefined") return;
  tracking = true;
  window.addEventListener(
    "pointerdown",
    () => {
      down = true;
    },
    true,
  );
  window.addEventListener("pointerup", release, true);
  window.addEventListener("pointercancel", release, true);
  window.addEventListener("blur", release);
}

export const pointerPressed = () => down;

/** Calls back once no pointer is held down (at once when none is); returns a cancel. */
export function afterRelease(callback: () => void): () => void {
  if (!down) {
    callback();
    return () => {};
  }
  waiting.add(callback);
  return () => waiting.delete(callback);
}

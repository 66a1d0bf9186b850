// The video platform accepts exactly 11 characters from this alphabet; anything else would embed
// a broken player, so such links are treated as not being videos at all.
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

const WATCH_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com"]);
const NOCOOKIE_HOSTS = new Set(["youtube-nocookie.com", "www.youtube-nocookie.com"]);
const SHORT_HOSTS = new Set(["youtu.be", "www.youtu.be"]);

export function videoIdFromUrl(url: string): string | null {
  const parsed = parseWebUrl(url.trim());
  if (!parsed) return null;
  const host = parsed.hostname.toLowerCase();
  const segments = parsed.pathname.split("/").filter(Boolean);

  let candidate: string | null | undefined = null;
  if (SHORT_HOSTS.has(host)) {
    candidate = segments.length === 1 ? segments[0] : null;
  } else if (WATCH_HOSTS.has(host) && segments.length === 1 && segments[0] === "watch") {
    candidate = parsed.searchParams.get("v");
  } else if (WATCH_HOSTS.has(host) || NOCOOKIE_HOSTS.has(host)) {
    const [kind, id] = segments;
    const kinds = NOCOOKIE_HOSTS.has(host) ? ["embed"] : ["embed", "shorts"];
    candidate = segments.length === 2 && kind && kinds.includes(kind) ? id : null;
  }
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

// The no-cookie host sets no tracking cookies until the visitor plays the video, and rel=0 keeps
// the suggestions at the end to the same channel.
export function privacyEmbedUrl(id: string, opts: { autoplay: boolean }): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=${opts.autoplay ? 1 : 0}&rel=0`;
}

export function isVideoPlatformUrl(url: string): boolean {
  return videoIdFromUrl(url) !== null;
}

// Editors paste links with or without the scheme.
function parseWebUrl(value: string): URL | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value)
    ? value
    : `https://${value.replace(/^\/\//, "")}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

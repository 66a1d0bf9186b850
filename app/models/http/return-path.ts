// Where a form that posts to a shared resource route sends the visitor back: only to a path on
// this site. Anything else (another host, "//evil.example", a backslash trick, an over-long or
// odd value) falls back, so the address can never be used to bounce visitors elsewhere.
const MAX_LENGTH = 2000;

export function safeReturnPath(value: unknown, fallback: string): string {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return fallback;
  const control = [...value].some((char) => char.charCodeAt(0) < 0x20);
  if (!value.startsWith("/") || value.startsWith("//") || /[\\\s]/.test(value) || control) {
    return fallback;
  }
  try {
    const url = new URL(value, "http://site.invalid");
    // Dot segments can still make "//" of a path ("/.//evil.example"), which a browser reads as
    // another host: judged after the URL parser has normalised it, as the browser will.
    if (url.origin !== "http://site.invalid" || url.pathname.startsWith("//")) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

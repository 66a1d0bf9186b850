// Kept pages are compressed once and sent with fresh tokens spliced in (server/gzip-splice.ts):
// what a browser inflates must be exactly the page with this answer's tokens.
import { gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { gzipBody, identityBody, spliceable } from "../server/gzip-splice";

const page = Array.from(
  { length: 2000 },
  (_, i) =>
    `<li class="agenda-item"><a href="/voorstelling/x-${i % 45}">Voorstelling ${i}</a></li>`,
).join("");
const parts = [
  '<script nonce="',
  page.slice(0, 40_000),
  '">x</script>',
  page.slice(40_000),
  "",
].map((s) => Buffer.from(s));
const tokens = (seed: string) =>
  Array.from({ length: parts.length - 1 }, (_, i) => Buffer.from(`${seed}-${i}`));

describe("gzip splicing", () => {
  const body = spliceable(parts);

  it("inflates to the parts with this answer's tokens in between", () => {
    for (const seed of ["nonce-a", "nonce-b"]) {
      const expected = Buffer.concat(
        parts.flatMap((part, i) => [part, tokens(seed)[i] ?? Buffer.alloc(0)]),
      );
      expect(identityBody(body, tokens(seed)).equals(expected)).toBe(true);
      expect(gunzipSync(gzipBody(body, tokens(seed))).equals(expected)).toBe(true);
    }
  });

  it("stores tokens longer than one stored block can hold", () => {
    const long = [Buffer.alloc(70_000, "a"), Buffer.from("b"), Buffer.alloc(0), Buffer.from("")];
    const out = gunzipSync(gzipBody(body, long));
    expect(out.equals(identityBody(body, long))).toBe(true);
  });

  it("costs about what compressing the whole page costs in bytes", () => {
    const spliced = gzipBody(body, tokens("n")).length;
    const whole = gzipSync(identityBody(body, tokens("n"))).length;
    expect(spliced).toBeLessThan(whole * 1.1);
  });

  it("refuses a token count that does not fit the parts", () => {
    expect(() => gzipBody(body, tokens("n").slice(1))).toThrow(/tokens/);
    expect(() => identityBody(body, [])).toThrow(/tokens/);
  });
});

import { describe, expect, it } from "vitest";
import { isVideoPlatformUrl, privacyEmbedUrl, videoIdFromUrl } from "./video";

const ID = "dQw4w9WgXcQ";

describe("videoIdFromUrl", () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?feature=share&v=${ID}&t=42s`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc&t=10`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?autoplay=1`,
    `https://www.youtube-nocookie.com/embed/${ID}?rel=0`,
    `https://youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `youtu.be/${ID}`,
    `  https://youtu.be/${ID}  `,
  ])("reads the id from %s", (url) => {
    expect(videoIdFromUrl(url)).toBe(ID);
  });

  it("accepts ids with dashes and underscores", () => {
    expect(videoIdFromUrl("https://youtu.be/a-b_c-d_e-f")).toBe("a-b_c-d_e-f");
  });

  it.each([
    "https://www.youtube.com/watch?v=dQw4w9WgXc", // 10 characters
    "https://www.youtube.com/watch?v=dQw4w9WgXcQQ", // 12 characters
    "https://youtu.be/dQw4w9WgX!Q",
    "https://www.youtube.com/watch",
    "https://www.youtube.com/channel/UCabcdefghij",
    `https://www.youtube.com/embed/${ID}/extra`,
    `https://vimeo.com/${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
    `https://notyoutube.com/watch?v=${ID}`,
    `javascript:alert('${ID}')`,
    `ftp://youtu.be/${ID}`,
    "",
  ])("rejects %s", (url) => {
    expect(videoIdFromUrl(url)).toBeNull();
  });
});

describe("privacyEmbedUrl", () => {
  it("builds the no-cookie embed link", () => {
    expect(privacyEmbedUrl(ID, { autoplay: false })).toBe(
      `https://www.youtube-nocookie.com/embed/${ID}?autoplay=0&rel=0`,
    );
    expect(privacyEmbedUrl(ID, { autoplay: true })).toBe(
      `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&rel=0`,
    );
  });
});

describe("isVideoPlatformUrl", () => {
  it("recognises video links and nothing else", () => {
    expect(isVideoPlatformUrl(`https://youtu.be/${ID}`)).toBe(true);
    expect(isVideoPlatformUrl("https://www.youtube.com/@theater")).toBe(false);
    expect(isVideoPlatformUrl("/pagina/video")).toBe(false);
  });
});

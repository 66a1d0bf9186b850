import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("configuration", () => {
  it("defaults to the demo CMS and derived URLs", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.CONTENT_API_URL).toBe("http://localhost:3001");
    expect(env.IMAGE_CDN_URL).toBe("http://localhost:3001/cdn");
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.CONTENT_API_TIMEOUT_MS).toBe(3000);
  });

  it("treats empty values as unset and trims a trailing slash", () => {
    const env = parseEnv({ CONTENT_API_URL: "https://cms.example/", IMAGE_CDN_URL: "" });
    expect(env.CONTENT_API_URL).toBe("https://cms.example");
    expect(env.IMAGE_CDN_URL).toBe("https://cms.example/cdn");
  });

  it("splits ticketing hosts", () => {
    expect(parseEnv({ TICKETING_HOSTS: "a.example, B.example ,," }).TICKETING_HOSTS).toEqual([
      "a.example",
      "b.example",
    ]);
  });

  it("names every bad value in one clear message", () => {
    expect(() => parseEnv({ PORT: "http", CONTENT_API_URL: "not a url" })).toThrow(EnvError);
    const bad = () => parseEnv({ PORT: "99999", CONTENT_API_URL: "cms" });
    expect(bad).toThrow(/PORT: PORT must be at most 65535/);
    expect(bad).toThrow(/CONTENT_API_URL: CONTENT_API_URL must be an absolute URL/);
  });
});

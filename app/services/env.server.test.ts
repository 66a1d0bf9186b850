import { describe, expect, it } from "vitest";
import { DEFAULT_LOTTERY_URL } from "~/models/promotion-config";
import { EnvError, parseEnv, paymentOriginsOf } from "./env.server";

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
    const env = parseEnv({
      CONTENT_API_URL: "https://cms.example/",
      IMAGE_CDN_URL: "",
      SESSION_SECRET: "a-secret-of-16-chars",
    });
    expect(env.CONTENT_API_URL).toBe("https://cms.example");
    expect(env.IMAGE_CDN_URL).toBe("https://cms.example/cdn");
  });

  it("splits ticketing hosts", () => {
    expect(parseEnv({ TICKETING_HOSTS: "a.example, B.example ,," }).TICKETING_HOSTS).toEqual([
      "a.example",
      "b.example",
    ]);
  });

  it("adds sales parameters on the demo's ticket host unless told otherwise", () => {
    expect(parseEnv({}).SALES_PARAM_HOSTS).toEqual(["tickets.theater-amsterdam.example"]);
    expect(parseEnv({ SALES_PARAM_HOSTS: "Shop.example, b.example" }).SALES_PARAM_HOSTS).toEqual([
      "shop.example",
      "b.example",
    ]);
  });

  it("names every bad value in one clear message", () => {
    expect(() => parseEnv({ PORT: "http", CONTENT_API_URL: "not a url" })).toThrow(EnvError);
    const bad = () => parseEnv({ PORT: "99999", CONTENT_API_URL: "cms" });
    expect(bad).toThrow(/PORT: PORT must be at most 65535/);
    expect(bad).toThrow(/CONTENT_API_URL: CONTENT_API_URL must be an absolute URL/);
    expect(bad).toThrow(/SESSION_SECRET: must be set/);
  });

  it("takes the lottery address, defaulting to the demo's, and refuses anything but http(s)", () => {
    expect(parseEnv({}).LOTTERY_URL).toBe(DEFAULT_LOTTERY_URL);
    expect(parseEnv({ LOTTERY_URL: " https://loterij.example/musical?x=1 " }).LOTTERY_URL).toBe(
      "https://loterij.example/musical?x=1",
    );
    for (const bad of ["javascript:alert(1)", "loterij.example", "ftp://loterij.example/"]) {
      expect(() => parseEnv({ LOTTERY_URL: bad })).toThrow(
        /LOTTERY_URL: LOTTERY_URL must be an http\(s\) URL/,
      );
    }
  });

  it("allows payment on the CMS's origin, or the hosts and ports PAYMENT_HOSTS names", () => {
    expect(paymentOriginsOf(parseEnv({}))).toEqual([
      "https://localhost:3001",
      "http://localhost:3001",
    ]);
    const named = parseEnv({ PAYMENT_HOSTS: "Pay.example, psp.example:8443" });
    expect(paymentOriginsOf(named)).toEqual(["https://pay.example", "https://psp.example:8443"]);
    for (const bad of ["https://pay.example", "pay.example/checkout", "pay.example:99999"]) {
      expect(() => parseEnv({ PAYMENT_HOSTS: bad })).toThrow(
        /PAYMENT_HOSTS: PAYMENT_HOSTS must be host names with an optional port/,
      );
    }
  });

  describe("the session secret", () => {
    const cms = "https://cms.example";

    it("stops a production site with a CMS that has none, naming SESSION_SECRET", () => {
      for (const NODE_ENV of [undefined, "production"]) {
        for (const SESSION_SECRET of [undefined, ""]) {
          const start = () => parseEnv({ NODE_ENV, CONTENT_API_URL: cms, SESSION_SECRET });
          expect(start).toThrow(EnvError);
          expect(start).toThrow(/SESSION_SECRET: must be set when NODE_ENV is production/);
        }
      }
    });

    it("is the one given in production", () => {
      const env = parseEnv({ CONTENT_API_URL: cms, SESSION_SECRET: "s3cret-s3cret-s3cret" });
      expect(env.SESSION_SECRET).toBe("s3cret-s3cret-s3cret");
    });

    it("falls back to the development value for the demo CMS and outside production", () => {
      const demo = parseEnv({ NODE_ENV: "production" }).SESSION_SECRET;
      expect(demo).toBe("development-only-secret");
      for (const NODE_ENV of ["development", "test"]) {
        expect(parseEnv({ NODE_ENV, CONTENT_API_URL: cms }).SESSION_SECRET).toBe(demo);
      }
    });

    it("must still be long enough when given", () => {
      expect(() => parseEnv({ SESSION_SECRET: "short" })).toThrow(/at least 16 characters/);
    });
  });
});

import { describe, expect, it } from "vitest";
import { DEFAULT_LOTTERY_URL } from "~/views/production/promotion-config";
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
      NODE_ENV: "development",
      CONTENT_API_URL: "https://cms.example/",
      IMAGE_CDN_URL: "",
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

  describe("a production site with a real CMS", () => {
    const cms = "https://cms.example";
    const complete = {
      NODE_ENV: "production",
      CONTENT_API_URL: cms,
      SITE_URL: "https://www.theater-amsterdam.nl",
      TICKETING_HOSTS: "tickets.theater-amsterdam.nl",
      SALES_PARAM_HOSTS: "tickets.theater-amsterdam.nl",
      PAYMENT_HOSTS: "pay.example",
      SESSION_SECRET: "s3cret-s3cret-s3cret",
      PURGE_SECRET: "purge-purge-purge-purge",
    };
    const without = (...names: (keyof typeof complete)[]) =>
      Object.fromEntries(
        Object.entries(complete).filter(([name]) => !names.includes(name as never)),
      );

    it("starts when told everything, with what it was told", () => {
      const env = parseEnv(complete);
      expect(env.SITE_URL).toBe("https://www.theater-amsterdam.nl");
      expect(env.SESSION_SECRET).toBe("s3cret-s3cret-s3cret");
      expect(env.TICKETING_HOSTS).toEqual(["tickets.theater-amsterdam.nl"]);
      // Optional with a real CMS: without an account site the wish list is not offered.
      expect(env.ACCOUNT_URL).toBeUndefined();
    });

    it("refuses to start with one message naming every missing value", () => {
      for (const NODE_ENV of [undefined, "production"]) {
        const start = () => parseEnv({ NODE_ENV, CONTENT_API_URL: cms, SESSION_SECRET: "" });
        expect(start).toThrow(EnvError);
        for (const name of [
          "SITE_URL",
          "TICKETING_HOSTS",
          "SALES_PARAM_HOSTS",
          "PAYMENT_HOSTS",
          "SESSION_SECRET",
          "PURGE_SECRET",
        ]) {
          expect(start).toThrow(
            new RegExp(`\\n  ${name}: must be set when NODE_ENV is production`),
          );
        }
      }
      expect(() => parseEnv(without("PURGE_SECRET"))).toThrow(
        /^Invalid configuration:\n {2}PURGE_SECRET: must be set/,
      );
    });

    it("wants the site's public https origin, never plain http or a local host", () => {
      expect(() => parseEnv({ ...complete, SITE_URL: "http://www.theater-amsterdam.nl" })).toThrow(
        /SITE_URL: must be an https origin/,
      );
      for (const local of [
        "https://localhost:3000",
        "https://127.0.0.1",
        "https://[::1]:8443",
        "https://site.localhost",
        "https://0.0.0.0",
      ]) {
        expect(() => parseEnv({ ...complete, SITE_URL: local }), local).toThrow(
          /SITE_URL: must be the public origin, not /,
        );
      }
    });

    it("keeps the defaults for the demo CMS and outside production", () => {
      const demo = parseEnv({ NODE_ENV: "production" });
      expect(demo.SESSION_SECRET).toBe("development-only-secret");
      expect(demo.SITE_URL).toBe("http://localhost:3000");
      // The site npm start runs beside the demo is given the demo's address and told so.
      const beside = parseEnv({
        NODE_ENV: "production",
        CONTENT_API_URL: "http://localhost:3001",
        DEMO_CMS: "true",
      });
      expect(beside.TICKETING_HOSTS).toEqual(["tickets.theater-amsterdam.example"]);
      for (const NODE_ENV of ["development", "test"]) {
        expect(parseEnv({ NODE_ENV, CONTENT_API_URL: cms }).SESSION_SECRET).toBe(
          "development-only-secret",
        );
      }
      expect(() => parseEnv({ DEMO_CMS: "yes" })).toThrow(/DEMO_CMS/);
    });

    it("still wants a secret long enough when given", () => {
      expect(() => parseEnv({ SESSION_SECRET: "short" })).toThrow(/at least 16 characters/);
    });
  });

  describe("connections and stopping", () => {
    it("keeps idle connections 65 s unless told, and refuses a value out of range", () => {
      expect(parseEnv({}).KEEP_ALIVE_TIMEOUT_MS).toBe(65_000);
      expect(parseEnv({ KEEP_ALIVE_TIMEOUT_MS: "75000" }).KEEP_ALIVE_TIMEOUT_MS).toBe(75_000);
      expect(() => parseEnv({ KEEP_ALIVE_TIMEOUT_MS: "500" })).toThrow(
        /KEEP_ALIVE_TIMEOUT_MS must be at least 1000/,
      );
    });

    it("keeps listening 3 s after SIGTERM in production and not at all otherwise, unless told", () => {
      expect(parseEnv({ NODE_ENV: "production" }).DRAIN_DELAY_MS).toBe(3_000);
      expect(parseEnv({ NODE_ENV: "development" }).DRAIN_DELAY_MS).toBe(0);
      expect(parseEnv({ NODE_ENV: "test" }).DRAIN_DELAY_MS).toBe(0);
      expect(parseEnv({ NODE_ENV: "production", DRAIN_DELAY_MS: "0" }).DRAIN_DELAY_MS).toBe(0);
      expect(parseEnv({ NODE_ENV: "test", DRAIN_DELAY_MS: "5000" }).DRAIN_DELAY_MS).toBe(5_000);
      expect(() => parseEnv({ DRAIN_DELAY_MS: "soon" })).toThrow(/DRAIN_DELAY_MS must be a whole/);
    });
  });

  describe("where it listens", () => {
    it("listens on loopback in production and on every interface otherwise, unless told", () => {
      expect(parseEnv({ NODE_ENV: "production" }).HOST).toBe("127.0.0.1");
      expect(parseEnv({ NODE_ENV: "development" }).HOST).toBeUndefined();
      expect(parseEnv({ NODE_ENV: "test" }).HOST).toBeUndefined();
      expect(parseEnv({ NODE_ENV: "production", HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
      expect(parseEnv({ HOST: "::1" }).HOST).toBe("::1");
      expect(parseEnv({ HOST: " site-1.internal " }).HOST).toBe("site-1.internal");
    });

    it("serves metrics on loopback unless told", () => {
      expect(parseEnv({}).METRICS_HOST).toBe("127.0.0.1");
      expect(parseEnv({ NODE_ENV: "development" }).METRICS_HOST).toBe("127.0.0.1");
      expect(parseEnv({ METRICS_HOST: "10.0.0.5" }).METRICS_HOST).toBe("10.0.0.5");
    });

    it("refuses what is neither an IP address nor a host name", () => {
      for (const bad of ["http://0.0.0.0", "[::1]", "0.0.0.0:3000", "a b", "-x.example"]) {
        expect(() => parseEnv({ HOST: bad }), bad).toThrow(
          /HOST: HOST must be an IP address or a host name/,
        );
        expect(() => parseEnv({ METRICS_HOST: bad }), bad).toThrow(
          /METRICS_HOST: METRICS_HOST must be an IP address or a host name/,
        );
      }
    });
  });

  describe("trusted proxies", () => {
    it("trusts nobody unless told, and takes a list of addresses and networks", () => {
      expect(parseEnv({}).TRUST_PROXY).toEqual([]);
      expect(
        parseEnv({ TRUST_PROXY: " 127.0.0.1, ::1 ,10.0.0.0/8,2001:DB8::/32," }).TRUST_PROXY,
      ).toEqual(["127.0.0.1", "::1", "10.0.0.0/8", "2001:db8::/32"]);
    });

    it("refuses true, saying what to write instead, and reads false as nobody", () => {
      expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(
        /TRUST_PROXY: TRUST_PROXY is no longer true or false: list the proxies' addresses/,
      );
      expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toEqual([]);
    });

    it("refuses host names, ports and networks out of range", () => {
      for (const bad of ["varnish", "127.0.0.1:6081", "10.0.0.0/33", "127.0.0.1 ::1"]) {
        expect(() => parseEnv({ TRUST_PROXY: bad }), bad).toThrow(
          /TRUST_PROXY: TRUST_PROXY must be IP addresses or CIDR networks/,
        );
      }
    });
  });
});

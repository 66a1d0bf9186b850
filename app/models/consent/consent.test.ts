import { describe, expect, it } from "vitest";
import {
  CHOICE_KEY,
  choiceFromCookies,
  consentCookie,
  googleConsent,
  parseChoice,
  readStoredConsent,
  SHOWN_KEY,
  storeConsent,
} from "./consent";

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
    values,
  };
}

const broken = () => {
  throw new Error("SecurityError: storage disabled");
};

describe("consent", () => {
  it("knows only the two choices", () => {
    expect(parseChoice("personalized")).toBe("personalized");
    expect(parseChoice("basic")).toBe("basic");
    expect(parseChoice("all")).toBeNull();
    expect(parseChoice(undefined)).toBeNull();
  });

  it("reads the choice from the cookie header among others", () => {
    expect(choiceFromCookies("a=1; cookie_consent=personalized; b=2")).toBe("personalized");
    expect(choiceFromCookies("cookie_consent=basic")).toBe("basic");
    expect(choiceFromCookies("cookie_consent=<script>")).toBeNull();
    expect(choiceFromCookies("xcookie_consent=basic")).toBeNull();
    expect(choiceFromCookies(null)).toBeNull();
  });

  it("sets a year-long, site-wide, lax cookie, secure over https", () => {
    expect(consentCookie("basic", true)).toBe(
      "cookie_consent=basic; Max-Age=31536000; Path=/; SameSite=Lax; Secure",
    );
    expect(consentCookie("personalized", false)).not.toContain("Secure");
  });

  it("grants advertising only for personalized, analytics always", () => {
    expect(googleConsent("personalized")).toEqual({
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
      analytics_storage: "granted",
    });
    expect(googleConsent("basic")).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "granted",
    });
  });

  it("shows the banner unless the shown flag is 'yes'; the default is basic", () => {
    expect(readStoredConsent(() => memoryStorage())).toEqual({ shown: false, choice: "basic" });
    expect(readStoredConsent(() => memoryStorage({ [SHOWN_KEY]: "true" })).shown).toBe(false);
    expect(
      readStoredConsent(() => memoryStorage({ [SHOWN_KEY]: "yes", [CHOICE_KEY]: "personalized" })),
    ).toEqual({ shown: true, choice: "personalized" });
    expect(readStoredConsent(() => memoryStorage({ [CHOICE_KEY]: "weird" })).choice).toBe("basic");
  });

  it("stores the choice and the shown flag", () => {
    const storage = memoryStorage();
    storeConsent(() => storage, "personalized");
    expect(Object.fromEntries(storage.values)).toEqual({
      [CHOICE_KEY]: "personalized",
      [SHOWN_KEY]: "yes",
    });
  });

  it("swallows storage errors", () => {
    expect(readStoredConsent(broken)).toEqual({ shown: false, choice: "basic" });
    expect(() => storeConsent(broken, "basic")).not.toThrow();
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() => storeConsent(() => full, "basic")).not.toThrow();
  });
});

import { describe, expect, it } from "vitest";
import { referralFromRequest, referralSetCookie } from "./referral.server";

const site = "https://www.theater-amsterdam.example";

async function storedCookie(): Promise<string> {
  const set = await referralSetCookie(new Request(`${site}/?r=partner1`));
  if (!set) throw new Error("no referral cookie set");
  return set.slice(0, set.indexOf(";"));
}

describe("referral cookie", () => {
  it("reads back the signed code it set, among other cookies", async () => {
    const cookie = await storedCookie();
    const request = new Request(`${site}/agenda`, {
      headers: { cookie: `cookie_consent=basic; ${cookie}; _ga=GA1.1` },
    });
    expect(await referralFromRequest(request)).toBe("partner1");
  });

  it("ignores a forged, malformed or oversized cookie", async () => {
    const cookie = await storedCookie();
    const read = (header: string) =>
      referralFromRequest(new Request(`${site}/agenda`, { headers: { cookie: header } }));
    expect(await read("ref=partner1")).toBeNull();
    expect(await read(`${cookie.slice(0, -2)}xx`)).toBeNull();
    expect(await read("ref=%; ref")).toBeNull();
    expect(await read(`${cookie}; pad=${"x".repeat(9000)}`)).toBeNull();
  });
});

// The demo account site over real HTTP, as the site and the browser tests use it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DemoCms, startDemoCms } from "./server";

const SITE = "http://site.test";
let demo: DemoCms;
beforeAll(async () => {
  demo = await startDemoCms(0, SITE);
});
afterAll(() => demo.close());

async function logIn(name: string): Promise<string> {
  const response = await fetch(`${demo.url}/account/login`, {
    method: "POST",
    body: new URLSearchParams({ name, return: `${SITE}/voorstelling/x` }),
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  expect(response.headers.get("location")).toBe(`${SITE}/voorstelling/x`);
  const cookies = response.headers.getSetCookie();
  expect(cookies.some((c) => c.startsWith("ta_account_sync=1;") && !c.includes("HttpOnly"))).toBe(
    true,
  );
  const session = cookies.find((c) => c.startsWith("ta_account_session="));
  expect(session).toContain("HttpOnly");
  return (session ?? "").split(";")[0] ?? "";
}

describe("demo account site", () => {
  it("keeps a wish list per session and answers the site's origin with credentials", async () => {
    const session = await logIn("Anna de Vries");
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${demo.url}/account/api/${path}`, {
        ...init,
        headers: { cookie: session, origin: SITE, "content-type": "application/json" },
      });
    const put = await api("wishlist/add", { method: "PUT", body: '{"prod_page":"P1"}' });
    expect(put.status).toBe(200);
    expect(put.headers.get("access-control-allow-origin")).toBe(SITE);
    expect(put.headers.get("access-control-allow-credentials")).toBe("true");
    expect(await (await api("user")).json()).toEqual({
      fullname: "Anna de Vries",
      wishlist: ["P1"],
    });
    await api("wishlist/remove", { method: "DELETE", body: '{"prod_page":"P1"}' });
    expect((await (await api("user")).json()).wishlist).toEqual([]);
    expect((await api("wishlist/add", { method: "PUT", body: "{" })).status).toBe(400);
  });

  it("refuses anonymous calls and other origins, and fails for the demo name 'Fout'", async () => {
    const anonymous = await fetch(`${demo.url}/account/api/user`, {
      headers: { origin: "http://evil.test" },
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("access-control-allow-origin")).toBeNull();
    const session = await logIn("Fout");
    const put = await fetch(`${demo.url}/account/api/wishlist/add`, {
      method: "PUT",
      headers: { cookie: session },
      body: '{"prod_page":"P1"}',
    });
    expect(put.status).toBe(500);
  });

  it("never sends a visitor back to another site", async () => {
    const response = await fetch(`${demo.url}/account/login`, {
      method: "POST",
      body: new URLSearchParams({ name: "A", return: "https://evil.test/" }),
      redirect: "manual",
    });
    expect(response.headers.get("location")).toBe(`${SITE}/`);
    const login = await (await fetch(`${demo.url}/account/login?lang=en`)).text();
    expect(login).toContain("<h1>Log in</h1>");
  });
});

import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { consoleErrors, expectConsoleError } from "../../../tests/support/console-guard";
import { changeWishlist } from "./account.server";

const API = "http://account.test/api";
const COOKIES = "ta_account_sync=1; other=x; ta_account_session=abc123";
const server = setupServer();
const calls: string[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
  vi.restoreAllMocks();
});
afterAll(() => server.close());

function account(wishlist: string[], status = 200) {
  server.use(
    http.get(`${API}/user`, ({ request }) => {
      calls.push(`GET user ${request.headers.get("cookie")}`);
      return HttpResponse.json({ fullname: "Anna", wishlist }, { status });
    }),
    http.put(`${API}/wishlist/add`, async ({ request }) => {
      calls.push(`PUT ${JSON.stringify(await request.json())}`);
      return HttpResponse.json({});
    }),
    http.delete(`${API}/wishlist/remove`, async ({ request }) => {
      calls.push(`DELETE ${JSON.stringify(await request.json())}`);
      return HttpResponse.json({});
    }),
  );
}

describe("changeWishlist (no-JS proxy)", () => {
  it("adds with only the account session cookie passed on", async () => {
    account([]);
    expect(await changeWishlist(COOKIES, "add", "P1")).toBe("added");
    expect(calls).toEqual(["GET user ta_account_session=abc123", 'PUT {"prod_page":"P1"}']);
  });

  it("sends an add only when the page is not listed, a remove only when it is", async () => {
    account(["P1"]);
    expect(await changeWishlist(COOKIES, "add", "P1")).toBe("added");
    expect(await changeWishlist(COOKIES, "remove", "P2")).toBe("removed");
    expect(calls.filter((call) => !call.startsWith("GET"))).toEqual([]);
    expect(await changeWishlist(COOKIES, "remove", "P1")).toBe("removed");
    expect(calls.at(-1)).toBe('DELETE {"prod_page":"P1"}');
  });

  it("asks an anonymous visitor to log in without calling anyone", async () => {
    expect(await changeWishlist(null, "add", "P1")).toBe("login");
    expect(await changeWishlist("ta_account_session=abc", "add", "P1")).toBe("login");
    expect(await changeWishlist("ta_account_sync=1; ta_account_session=a\r\nb", "add", "P1")).toBe(
      "login",
    );
    expect(calls).toEqual([]);
  });

  it("treats an expired session as anonymous, logs other failures and reports them", async () => {
    account([], 401);
    expect(await changeWishlist(COOKIES, "add", "P1")).toBe("login");
    expectConsoleError(/^\[wishlist\] add failed: /);
    server.use(http.get(`${API}/user`, () => HttpResponse.json({}, { status: 502 })));
    expect(await changeWishlist(COOKIES, "add", "P1")).toBe("failed");
    server.use(
      http.get(`${API}/user`, () => HttpResponse.json({ fullname: "A", wishlist: [] })),
      http.put(`${API}/wishlist/add`, () => HttpResponse.error()),
    );
    expect(await changeWishlist(COOKIES, "add", "P1")).toBe("failed");
    expect(consoleErrors()).toHaveLength(2);
  });
});

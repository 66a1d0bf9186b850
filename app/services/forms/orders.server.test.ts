import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ordersHandlers } from "../../../mocks/orders";
import { allowConsoleErrors, consoleErrors } from "../../../tests/support/console-guard";
import { fetchOrder } from "./orders.server";

const ENDPOINT = "http://cms.test/api/orders/orderdetails";
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe("fetchOrder", () => {
  it("asks the CMS with the token and keeps an answer with a transaction id", async () => {
    server.use(...ordersHandlers);
    const order = await fetchOrder("demo-abc123");
    expect(order?.ecommerce).toMatchObject({ transaction_id: "TA-ABC123", currency: "EUR" });
  });

  it("escapes the token in the address", async () => {
    let seen: string | null = null;
    server.use(
      http.get(ENDPOINT, ({ request }) => {
        seen = new URL(request.url).searchParams.get("token");
        return HttpResponse.json({ ecommerce: { transaction_id: 7 } });
      }),
    );
    expect((await fetchOrder("a&b=c"))?.ecommerce.transaction_id).toBe("7");
    expect(seen).toBe("a&b=c");
  });

  it("gives null for unknown tokens, failures and answers without a transaction id", async () => {
    allowConsoleErrors(/^\[orders?\]/);
    server.use(...ordersHandlers);
    expect(await fetchOrder("unknown-token")).toBeNull();
    expect(await fetchOrder("fout-123456")).toBeNull();
    server.use(http.get(ENDPOINT, () => HttpResponse.json({ ecommerce: {} })));
    expect(await fetchOrder("demo-123456")).toBeNull();
    server.use(http.get(ENDPOINT, () => HttpResponse.text("{not json")));
    expect(await fetchOrder("demo-123456")).toBeNull();
    server.use(http.get(ENDPOINT, () => HttpResponse.error()));
    expect(await fetchOrder("demo-123456")).toBeNull();
    // The token identifies a buyer: it never reaches the log.
    expect(consoleErrors().length).toBeGreaterThan(0);
    expect(consoleErrors().join(" ")).not.toContain("123456");
  });
});
